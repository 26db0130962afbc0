#!/usr/bin/env python3
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
"""Size table and outside-symbol check for a cross build of the core.

    size-report.py --size TOOL --nm TOOL [--label L] [--elf LINKED.elf]
                   [--allow NAME]... [--text-target N]
                   --core OBJ... --libfdt OBJ... [--port OBJ...]
    size-report.py --summary [--enforce] TEXT_TARGET MIN_TEXT_TARGET STACK_TARGET
                   MIN_STACK_TARGET CONFIG=LOG...

Prints .text .rodata .data .bss of each core object, of each libfdt object
the core pulls in (the closure of the symbols it needs: libfdt objects
nothing reaches are left out), and of the port objects; the symbols the
core objects need from outside core/ (nm -u); and, with --elf, the sizes
of a --gc-sections link of all of it.

Exit 1 if a core object needs anything other than the string functions
memcpy memmove memset memcmp memchr strlen strnlen strchr (plus --allow
names) and fdt_* functions.  The targets (core .text <= --text-target,
core .data + .bss == 0) are reported; --summary --enforce (make size)
exits 1 when a configuration misses one.

--summary reads the logs of the first form and of stack-depth.py (one per
configuration, as make size writes them) and prints one table row each:
"stack" is the worst case of yamlfdt_apply() with its state on its own
stack, "+work" the same when the caller passes yamlfdt_opts.work.
"""

import argparse
import os
import re
import subprocess
import sys

ALLOWED = {'memcpy', 'memmove', 'memset', 'memcmp', 'memchr', 'strlen',
           'strnlen', 'strchr'}


def run(cmd):
    try:
        return subprocess.run(cmd, check=True, capture_output=True,
                              text=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit('size-report: %s: %s' % (' '.join(cmd), e))


def sections(size_tool, path):
    """{'text','rodata','data','bss'} byte counts, from size -A."""
    out = {'text': 0, 'rodata': 0, 'data': 0, 'bss': 0}
    for line in run([size_tool, '-A', path]).splitlines():
        f = line.split()
        if len(f) < 2 or not f[1].isdigit() or not f[0].startswith('.'):
            continue
        name, n = f[0], int(f[1])
        if name.startswith('.text') or name in ('.init', '.fini') \
                or name.startswith('.ARM.ex') or name == '.vectors':
            out['text'] += n
        elif name.startswith('.rodata'):
            out['rodata'] += n
        elif name.startswith('.data') or name.startswith('.sdata'):
            out['data'] += n
        elif name.startswith('.bss') or name.startswith('.sbss'):
            out['bss'] += n
    return out


def symbols(nm_tool, path):
    defined, undefined = set(), set()
    for line in run([nm_tool, path]).splitlines():
        f = line.split()
        if len(f) == 2 and f[0] in ('U', 'w'):
            undefined.add(f[1])
        elif len(f) == 3 and f[1] in 'TDBRCVW':
            defined.add(f[2])
    return defined, undefined


def row(name, s):
    return '  %-26s %7d %7d %7d %7d' % (name, s['text'], s['rodata'], s['data'], s['bss'])


def total(rows):
    t = {'text': 0, 'rodata': 0, 'data': 0, 'bss': 0}
    for s in rows:
        for k in t:
            t[k] += s[k]
    return t


def summary(args):
    enforce = args[0] == '--enforce'
    if enforce:
        args = args[1:]
    text_t, min_t, stack_t, min_stack_t = (int(x) for x in args[:4])
    print('== size summary (bytes; targets: core .text of Thumb-2 <= %d and worst stack '
          'with the state on it <= %d by default, <= %d and <= %d in the boot profile '
          '(-min); .data+.bss == 0; %s)' % (text_t, stack_t, min_t, min_stack_t,
                                            'a missed target fails' if enforce else
                                            'reported only'))
    missed = 0
    print('%-10s %9s %7s %8s %11s %13s %7s %7s  %s' % ('config', 'core.text', 'rodata',
          'data+bss', 'libfdt.text', 'linked t+ro', 'stack', '+work', 'result'))
    for arg in args[4:]:
        cfg, _, log = arg.partition('=')
        v = {'text': '?', 'ro': '?', 'db': '?', 'ft': '?', 'linked': '?', 'stack': '?',
             'work': '?'}
        probs = []
        try:
            lines = open(log, encoding='utf-8').read().splitlines()
        except OSError:
            lines = ['(no log)']
        for line in lines:
            m = re.match(r'^\S+ core \.text (\d+) bytes.*?; \.rodata (\d+); '
                         r'\.data\+\.bss (\d+).*; libfdt \.text (\d+);', line)
            if m:
                v['text'], v['ro'], v['db'], v['ft'] = m.groups()
            m = re.match(r'^\s+= linked, --gc-sections\s+(\d+)\s+(\d+)', line)
            if m:
                v['linked'] = str(int(m.group(1)) + int(m.group(2)))
            m = re.match(r'^\S+( opts\.work)?: worst-case stack: (\d+) bytes.*, '
                         r'(bounded|\d+ problem)', line)
            if m:
                v['work' if m.group(1) else 'stack'] = m.group(2)
                if m.group(3) != 'bounded':
                    probs.append('stack unbounded')
            if 'NOT ALLOWED' in line:
                probs.append(line.split('NOT ALLOWED: ')[1].split()[0])
            if re.search(r': (fatal )?error:|No rule to make|Error: ', line):
                probs.append('build error')
        over = []
        boot = cfg.endswith('-min')
        if v['text'] != '?' and '-arm' not in cfg and \
                int(v['text']) > (min_t if boot else text_t):
            over.append('text')
        if v['stack'] != '?' and \
                int(v['stack']) > (min_stack_t if boot else stack_t):
            over.append('stack')
        if v['db'] not in ('?', '0'):
            over.append('data+bss')
        res = ('FAIL: ' + ', '.join(sorted(set(probs)))) if probs else 'built'
        if over:
            res += ', MISSED: %s' % ', '.join(over)
            missed += 1
        print('%-10s %9s %7s %8s %11s %13s %7s %7s  %s' % (cfg, v['text'], v['ro'], v['db'],
              v['ft'], v['linked'], v['stack'], v['work'], res))
    if enforce and missed:
        print('size: %d configuration(s) miss a target (make size-report only reports)'
              % missed)
        return 1
    return 0


def main():
    if len(sys.argv) > 1 and sys.argv[1] == '--summary':
        return summary(sys.argv[2:])
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--size', default='size')
    ap.add_argument('--nm', default='nm')
    ap.add_argument('--label', default='')
    ap.add_argument('--elf')
    ap.add_argument('--allow', action='append', default=[])
    ap.add_argument('--text-target', type=int, default=0)
    ap.add_argument('--core', nargs='+', required=True)
    ap.add_argument('--libfdt', nargs='*', default=[])
    ap.add_argument('--port', nargs='*', default=[])
    a = ap.parse_args()
    pfx = (a.label + ' ') if a.label else ''
    allowed = ALLOWED | set(a.allow)

    syms = {p: symbols(a.nm, p) for p in a.core + a.libfdt + a.port}
    core_def = set().union(*(syms[p][0] for p in a.core))
    core_und = {}
    for p in a.core:
        for u in syms[p][1]:
            if u not in core_def:
                core_und.setdefault(u, []).append(os.path.basename(p))

    # libfdt objects reached from the core, transitively.
    provider = {}
    for p in a.libfdt:
        for d in syms[p][0]:
            provider.setdefault(d, p)
    needed, todo = [], sorted(core_und)
    seen = set()
    while todo:
        s = todo.pop()
        if s in seen:
            continue
        seen.add(s)
        p = provider.get(s)
        if p and p not in needed:
            needed.append(p)
            todo += sorted(syms[p][1])
    needed.sort(key=a.libfdt.index)

    print('%ssections in bytes:' % pfx)
    print('  %-26s %7s %7s %7s %7s' % ('object', '.text', '.rodata', '.data', '.bss'))
    core_rows = []
    for p in a.core:
        s = sections(a.size, p)
        core_rows.append(s)
        print(row('core/' + os.path.basename(p), s))
    ct = total(core_rows)
    print(row('= core', ct))
    fdt_rows = []
    for p in needed:
        s = sections(a.size, p)
        fdt_rows.append(s)
        print(row('libfdt/' + os.path.basename(p), s))
    ft = total(fdt_rows)
    print(row('= libfdt (needed)', ft))
    skipped = [os.path.basename(p) for p in a.libfdt if p not in needed]
    if skipped:
        print('  (libfdt objects the core does not reach: %s)' % ' '.join(skipped))
    port_rows = []
    for p in a.port:
        s = sections(a.size, p)
        port_rows.append(s)
        print(row('port/' + os.path.basename(p), s))
    print(row('= core + libfdt + port', total(core_rows + fdt_rows + port_rows)))
    if a.elf:
        print(row('= linked, --gc-sections', sections(a.size, a.elf)))

    fdt = sorted(u for u in core_und if u.startswith('fdt_'))
    strs = sorted(u for u in core_und if u in allowed)
    bad = sorted(u for u in core_und if not u.startswith('fdt_') and u not in allowed)
    print('%score needs from outside core/ (nm -u):' % pfx)
    print('  string: %s' % (' '.join(strs) or '-'))
    print('  libfdt: %s' % (' '.join(fdt) or '-'))
    for u in bad:
        print('%sNOT ALLOWED: %s (needed by %s)' % (pfx, u, ', '.join(sorted(set(core_und[u])))))

    ok_text = not a.text_target or ct['text'] <= a.text_target
    print('%score .text %d bytes%s; .rodata %d; .data+.bss %d (target 0: %s); '
          'libfdt .text %d; outside symbols: %s' %
          (pfx, ct['text'],
           (' (target <= %d: %s)' % (a.text_target, 'OK' if ok_text else 'OVER'))
           if a.text_target else '',
           ct['rodata'], ct['data'] + ct['bss'],
           'OK' if ct['data'] + ct['bss'] == 0 else 'OVER',
           ft['text'], 'OK' if not bad else '%d not allowed' % len(bad)))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
