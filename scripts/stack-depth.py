#!/usr/bin/env python3
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
"""Worst-case stack depth of a call graph, from GCC's -fcallgraph-info=su.

    stack-depth.py [options] FILE.ci|DIR ...

Reads the .ci files GCC writes with -fcallgraph-info=su (GCC >= 10): one
node per function with its frame size and whether it is static, dynamic
or dynamic,bounded, and one edge per call site.  Directories are searched
for *.ci.  From each root (default: yamlfdt_apply) it computes the deepest
path: a function's cost is its frame plus the costest of its callees.  On
ARM (and most RISC targets) the frame -fstack-usage reports includes the
saved registers and a call pushes nothing else, so the sum is the stack
the call needs; on x86 each frame already counts its return address.

Fails (exit 1) on anything that makes the bound unknown:
  - a dynamic frame (alloca, a variable-length array), bounded or not;
  - recursion: a cycle in the graph reachable from a root;
  - an indirect call (GCC's __indirect_call placeholder);
  - a call to a function not defined in the .ci files, unless it is found
    in --lib (an archive such as libgcc.a, analysed with objdump: see
    below) or named with --assume NAME=BYTES.

--lib: functions that come from an archive without .ci files (libgcc's
__aeabi_uldivmod and what it calls) are sized by disassembling them with
--objdump and reading the prologue: push/stmdb register lists, vpush,
"sub sp, #N", "strd ..., [sp, #-N]!", with their bl/b.w targets followed.
A frame that moves sp by a register is dynamic.  ARM and Thumb only.

Tail calls: where an object file sits beside its .ci file (NAME.o beside
NAME.ci), its relocations (objdump -dr, --objdump) tell a call ("bl",
R_ARM_CALL, R_ARM_THM_CALL) from a sibling call ("b", R_ARM_JUMP24,
R_ARM_THM_JUMP24, R_ARM_THM_JUMP19): GCC branches to a sibling only
after its epilogue has popped the caller's frame, so the callee runs at
the caller's own depth.  A callee reached only by such branches costs its
caller nothing more than itself; one reached by any "bl" is a call.  The
worst path marks each sibling call.  Without the object, every edge is a
call.

--cut CALLER>CALLEE removes a call the caller's code holds but that the
program never makes (for instance a branch its arguments cannot reach);
each cut is printed, as an assumption someone must keep true.

Prints the worst path of each root and its total.  With --graph, the call
graph reachable from the roots (each function, its frame and its
callees); with --frames N, the N largest frames.  --target BYTES prints
OK or OVER against a budget but never fails on it.
"""

import argparse
import os
import re
import subprocess
import sys

NODE_RE = re.compile(r'^node:\s*\{\s*title:\s*"((?:[^"\\]|\\.)*)"\s*label:\s*"((?:[^"\\]|\\.)*)"(.*)\}\s*$')
EDGE_RE = re.compile(r'^edge:\s*\{\s*sourcename:\s*"((?:[^"\\]|\\.)*)"\s*targetname:\s*"((?:[^"\\]|\\.)*)"(?:\s*label:\s*"((?:[^"\\]|\\.)*)")?\s*\}\s*$')
BYTES_RE = re.compile(r'^(\d+) bytes \(([a-z,]+)\)$')
INDIRECT = '__indirect_call'


class Func:
    def __init__(self, title):
        self.title = title
        self.name = title.split(':')[-1]
        self.where = ''
        self.frame = None       # bytes, None when not defined here
        self.qual = ''          # static, dynamic, dynamic,bounded
        self.origin = ''        # 'ci', 'lib', 'assume'
        self.callees = []       # titles, in order, unique
        self.sites = {}         # callee title -> first call site
        self.ci = ''            # the .ci file that defines it
        self.tail = set()       # callee names reached only by a sibling call


def read_ci(paths):
    funcs = {}

    def get(title):
        f = funcs.get(title)
        if f is None:
            f = funcs[title] = Func(title)
        return f

    files = []
    for p in paths:
        if os.path.isdir(p):
            for dirpath, _, names in os.walk(p):
                files += [os.path.join(dirpath, n) for n in sorted(names)
                          if n.endswith('.ci')]
        else:
            files.append(p)
    if not files:
        sys.exit('stack-depth: no .ci files given (compile with '
                 '-fcallgraph-info=su, GCC >= 10)')
    for path in files:
        with open(path, encoding='utf-8', errors='replace') as fh:
            for line in fh:
                line = line.strip()
                m = NODE_RE.match(line)
                if m:
                    title, label = m.group(1), m.group(2)
                    parts = label.split('\\n')
                    f = get(title)
                    if len(parts) >= 3:
                        b = BYTES_RE.match(parts[2])
                        if b:
                            f.frame = int(b.group(1))
                            f.qual = b.group(2)
                            f.where = parts[1]
                            f.origin = 'ci'
                            f.ci = path
                    elif not f.where and len(parts) >= 2:
                        f.where = parts[1]
                    continue
                m = EDGE_RE.match(line)
                if m:
                    src, dst, site = m.group(1), m.group(2), m.group(3) or ''
                    f = get(src)
                    get(dst)
                    if dst not in f.sites:
                        f.callees.append(dst)
                        f.sites[dst] = site
    return funcs, files


# ---- disassembly: objdump's output -----------------------------------------

FUNC_HDR_RE = re.compile(r'^[0-9a-f]+ <([^>]+)>:$')
INSN_RE = re.compile(r'^\s*[0-9a-f]+:\s+(?:[0-9a-f]{2,8}\s+)+\s*([a-z][a-z0-9.]*)\s*(.*)$')


def objdump_lines(objdump, flags, path):
    """The lines objdump FLAGS PATH prints; exits on failure."""
    try:
        return subprocess.run([objdump, flags, path], check=True,
                              capture_output=True, text=True).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit('stack-depth: %s %s %s: %s' % (objdump, flags, path, e))


# ---- sibling calls, from the objects' relocations ----------------------------

RELOC_RE = re.compile(r'^\s*[0-9a-f]+:\s+(R_ARM_\w+)\s+([^\s+]+)')
CALL_RELOCS = ('R_ARM_CALL', 'R_ARM_THM_CALL')
JUMP_RELOCS = ('R_ARM_JUMP24', 'R_ARM_THM_JUMP24', 'R_ARM_THM_JUMP19')


def sibling_calls(objdump, obj):
    """function name -> the names it reaches only by a sibling call."""
    kinds = {}          # (caller, callee) -> set of 'call' / 'jump'
    cur = None
    for line in objdump_lines(objdump, '-dr', obj):
        m = FUNC_HDR_RE.match(line)
        if m:
            cur = m.group(1)
            continue
        m = RELOC_RE.match(line)
        if not m or cur is None:
            continue
        kind = ('call' if m.group(1) in CALL_RELOCS else
                'jump' if m.group(1) in JUMP_RELOCS else None)
        if kind:
            kinds.setdefault((cur, m.group(2)), set()).add(kind)
    res = {}
    for (caller, callee), k in kinds.items():
        if k == {'jump'}:
            res.setdefault(caller, set()).add(callee)
    return res


# ---- archive functions (libgcc) by disassembly ------------------------------


def reglist_count(text):
    m = re.search(r'\{([^}]*)\}', text)
    if not m:
        return 0
    n = 0
    for part in m.group(1).split(','):
        part = part.strip()
        r = re.match(r'^([a-z]+)(\d+)-[a-z]+(\d+)$', part)
        if r:
            n += int(r.group(3)) - int(r.group(2)) + 1
        elif part:
            n += 1
    return n


SYM_RE = re.compile(r'^([0-9a-f]{8,16}) (.{7}) (\S+)\s+([0-9a-f]+)\s+(?:\.hidden\s+)?(\S+)$')
MEMBER_RE = re.compile(r'^(\S+):\s+file format ')
SECTION_RE = re.compile(r'^Disassembly of section (\S+):$')


def analyse_lib(objdump, lib):
    """name -> [frame, qual, [callees]] for every function in the archive."""
    res = {}
    at = {}             # (member, section, addr) -> names (aliases)
    where = {}          # name -> (member, section, addr) of its code
    member = section = cur = None
    for line in objdump_lines(objdump, '-dt', lib):
        m = MEMBER_RE.match(line)
        if m:
            member, section, cur = m.group(1), None, None
            continue
        m = SYM_RE.match(line)
        if m and m.group(3).startswith('.text') and m.group(5)[0] != '.':
            at.setdefault((member, m.group(3), int(m.group(1), 16)), []).append(m.group(5))
            continue
        m = SECTION_RE.match(line)
        if m:
            section, cur = m.group(1), None
            continue
        m = FUNC_HDR_RE.match(line)
        if m:
            addr = int(line.split()[0], 16)
            cur = m.group(1)
            res[cur] = [0, 'static', []]
            where[cur] = (member, section, addr)
            continue
        if cur is None:
            continue
        m = INSN_RE.match(line)
        if not m:
            continue
        op, args = m.group(1), m.group(2).split(';')[0].split('@')[0]
        ent = res[cur]
        op = op.split('.')[0]
        if op == 'push' or (op in ('stmdb', 'stmfd') and args.startswith('sp!')):
            ent[0] += 4 * reglist_count(args)
        elif op == 'vpush':
            ent[0] += 8 * reglist_count(args)
        elif op in ('str', 'strd') and re.search(r'\[sp,\s*#-(\d+)\]!', args):
            ent[0] += int(re.search(r'\[sp,\s*#-(\d+)\]!', args).group(1))
        elif op in ('sub', 'subw') and re.match(r'^sp,\s*(sp,\s*)?#\d+', args):
            ent[0] += int(re.search(r'#(\d+)', args).group(1))
        elif op in ('sub', 'mov', 'add') and re.match(r'^sp,\s*(sp,\s*)?[a-z]', args) \
                and not re.match(r'^sp,\s*(r7|fp|ip)$', args.strip()):
            ent[1] = 'dynamic'
        if op in ('bl', 'blx') or op == 'b' or re.match(r'^b(eq|ne|cs|cc|hs|lo|mi|pl|'
                                                        r'vs|vc|hi|ls|ge|lt|gt|le|al)$', op):
            t = re.search(r'<([^>+]+)(\+0x[0-9a-f]+)?>', args)
            if t and t.group(1) != cur and not t.group(2):
                if t.group(1) not in ent[2]:
                    ent[2].append(t.group(1))
    # Aliases share the code of the name objdump printed for the address.
    for name, key in list(where.items()):
        for alias in at.get(key, []):
            res.setdefault(alias, res[name])
    return res


# ---- the walk ------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('inputs', nargs='+', help='.ci files or directories')
    ap.add_argument('--root', action='append',
                    help='entry function (repeatable; default yamlfdt_apply)')
    ap.add_argument('--lib', action='append', default=[],
                    help='archive whose functions are sized by disassembly')
    ap.add_argument('--objdump', default='objdump')
    ap.add_argument('--assume', action='append', default=[],
                    metavar='NAME=BYTES', help='frame of an external function')
    ap.add_argument('--cut', action='append', default=[], metavar='CALLER>CALLEE',
                    help='drop a call edge known not to be taken (printed)')
    ap.add_argument('--graph', action='store_true',
                    help='print the call graph reachable from the roots')
    ap.add_argument('--frames', type=int, default=0,
                    help='print the N largest frames reachable')
    ap.add_argument('--target', type=int, default=0,
                    help='report OK/OVER against this many bytes (never fails)')
    ap.add_argument('--label', default='', help='prefix for the summary line')
    a = ap.parse_args()
    roots = a.root or ['yamlfdt_apply']

    funcs, files = read_ci(a.inputs)
    pfx = (a.label + ' ') if a.label else ''
    tails = {}          # object -> its sibling_calls()
    for f in list(funcs.values()):
        obj = f.ci[:-3] + '.o' if f.ci else ''
        if obj and os.path.exists(obj):
            if obj not in tails:
                tails[obj] = sibling_calls(a.objdump, obj)
            f.tail = tails[obj].get(f.name, set())

    for cut in a.cut:
        src, _, dst = cut.partition('>')
        hit = 0
        for f in funcs.values():
            if f.name != src:
                continue
            keep = [c for c in f.callees if c.split(':')[-1] != dst]
            hit += len(f.callees) - len(keep)
            f.callees = keep
        print('%scut %s -> %s (%s)' % (pfx, src, dst,
                                       'assumed never taken' if hit else 'no such call'))

    # Globals are titled by name; a static one is "file:name".  A call to
    # a global from another file points at an undefined node of that name.
    by_name = {}
    for f in funcs.values():
        if f.frame is not None:
            by_name.setdefault(f.name, []).append(f.title)

    assumed = {}
    for s in a.assume:
        n, _, v = s.partition('=')
        assumed[n] = int(v)

    libfuncs = {}
    for lib in a.lib:
        for n, v in analyse_lib(a.objdump, lib).items():
            libfuncs.setdefault(n, v)

    def ensure_external(title):
        f = funcs.get(title)
        if f is None:
            f = funcs[title] = Func(title)
        if f.frame is not None or title == INDIRECT:
            return
        if title in assumed:
            f.frame, f.qual, f.origin = assumed[title], 'static', 'assume'
            f.where = '(--assume)'
        elif title in libfuncs:
            fr, q, callees = libfuncs[title]
            f.frame, f.qual, f.origin = fr, q, 'lib'
            f.where = '(archive, by disassembly)'
            for c in callees:
                if c not in f.sites:
                    f.callees.append(c)
                    f.sites[c] = ''
                ensure_external(c)

    errors = []

    def resolve(title):
        f = funcs.get(title)
        if f is None or f.frame is None:
            ensure_external(title)
        return title

    def find_root(name):
        f = funcs.get(name)
        if f is not None and f.frame is not None:
            return name
        cands = by_name.get(name, [])
        if len(cands) == 1:
            return cands[0]
        errors.append('root %s: not defined in the .ci files' % name)
        return None

    # Iterative DFS: cycle detection and longest path, no recursion.
    WHITE, GREY, BLACK = 0, 1, 2
    colour = {}
    cost = {}           # title -> (total, next title on the worst path)
    cycles = []
    reach = []

    root_titles = [(n, find_root(n)) for n in roots]
    for _, r in root_titles:
        if r is None or colour.get(r) == BLACK:
            continue
        stack = [(r, iter(funcs[r].callees))]
        colour[r] = GREY
        path = [r]
        while stack:
            title, it = stack[-1]
            nxt = None
            for c in it:
                c = resolve(c)
                st = colour.get(c, WHITE)
                if st == WHITE:
                    nxt = c
                    break
                if st == GREY:
                    i = path.index(c)
                    cycles.append(path[i:] + [c])
            if nxt is not None:
                colour[nxt] = GREY
                path.append(nxt)
                stack.append((nxt, iter(funcs[nxt].callees)))
                continue
            stack.pop()
            path.pop()
            colour[title] = BLACK
            reach.append(title)
            f = funcs[title]
            # a call adds the caller's frame; a sibling call does not
            best, best_c = f.frame or 0, None
            for c in f.callees:
                c = resolve(c)
                if c not in cost:
                    continue
                here = cost[c][0] + (0 if funcs[c].name in f.tail
                                     else f.frame or 0)
                if here > best:
                    best, best_c = here, c
            cost[title] = (best, best_c)

    for t in reach:
        f = funcs[t]
        if t == INDIRECT:
            callers = sorted(x for x in reach if INDIRECT in funcs[x].callees)
            errors.append('indirect call (unbounded) from %s' % ', '.join(callers))
        elif f.frame is None:
            callers = sorted(funcs[x].name for x in reach
                             if any(resolve(c) == t for c in funcs[x].callees))
            errors.append('call to %s, not in the .ci files nor --lib/--assume '
                          '(from %s)' % (t, ', '.join(callers)))
        elif f.qual != 'static':
            errors.append('%s frame: %s (%s)' % (f.qual, f.name, f.where))
    seen = set()
    for cyc in cycles:
        key = frozenset(cyc)
        if key in seen:
            continue
        seen.add(key)
        errors.append('recursion: %s' % ' -> '.join(funcs[c].name for c in cyc))

    if a.graph:
        print('%scall graph from %s (frame bytes; callees):' % (pfx, ', '.join(roots)))
        for t in sorted(reach, key=lambda x: (funcs[x].where, x)):
            f = funcs[t]
            fr = '?' if f.frame is None else str(f.frame)
            callees = [funcs[resolve(c)].name for c in f.callees]
            print('  %-28s %5s  %-28s -> %s' % (f.name, fr, f.where.split(':')[0],
                                               ', '.join(callees) or '-'))
    if a.frames:
        print('%slargest frames reachable:' % pfx)
        big = sorted((f for f in (funcs[t] for t in reach) if f.frame is not None),
                     key=lambda f: -f.frame)[:a.frames]
        for f in big:
            print('  %5d  %-28s %s' % (f.frame, f.name, f.where))

    worst_all = 0
    for root, r in root_titles:
        if r is None or r not in cost:
            continue
        total = cost[r][0]
        worst_all = max(worst_all, total)
        print('%sworst stack path from %s: %d bytes' % (pfx, root, total))
        print('  %6s %6s  %-30s %s' % ('frame', 'total', 'function', 'defined at'))
        t, depth, sib = r, 0, False
        while t is not None:
            f = funcs[t]
            print('  %6s %6d  %-30s %s%s' % (f.frame if f.frame is not None else '?',
                                            cost[t][0], ' ' * depth + f.name,
                                            f.where, ' (sibling call: the '
                                            'caller\'s frame is popped)' if sib else ''))
            nxt = cost[t][1]
            sib = nxt is not None and funcs[nxt].name in f.tail
            t = nxt
            depth += 1

    verdict = ''
    if a.target:
        verdict = ' (target <= %d: %s)' % (a.target, 'OK' if worst_all <= a.target else 'OVER')
    for e in errors:
        print('%sERROR: %s' % (pfx, e))
    print('%sworst-case stack: %d bytes%s, %d functions, %d .ci files, %s' %
          (pfx, worst_all, verdict, len(reach), len(files),
           'bounded' if not errors else '%d problem(s)' % len(errors)))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
