#!/usr/bin/env python3
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
"""compare.py - yamlfdt against dtc on every board of a real corpus, three ways.

    host-tests/compare/compare.py [--build DIR] [--out DIR] [--uboot DIR] [-j N]
                                  [--sample N] [--only BOARD]... [--no-qemu]
                                  [--overlays DIR]

(`make compare` runs it; `make compare COMPARE_SAMPLE=N` passes --sample N.)
Needs cpp, dtc, fdtoverlay, and BUILD/{yamlfdt,dtb2yaml,fdtcmp}; Python 3 stdlib only.

Corpus.  Every arch/*/dts/*.dts of the U-Boot 2023.01 tree in cache/u-boot
(scripts/fetch-uboot-src.sh: Debian's source package; the harness runs it when the
tree is missing, which needs root).  Each board is preprocessed as U-Boot's Kbuild
does (scripts/Makefile.lib, dtc_cpp_flags; as host-tests/run-boards.sh):
    cpp -nostdinc -undef -x assembler-with-cpp -D__DTS__ -D__ASSEMBLY__
        -I arch/ARCH/dts -I arch/ARCH/dts/include -I include -I arch/ARCH/include
and compiled into the reference:  dtc -@ -q -i arch/ARCH/dts -I dts -O dtb.
No `*-u-boot.dtsi` is appended (Kbuild picks it from the configuration).  A board
that cpp rejects (most: an #include of config.h, which only a configured tree has)
or dtc rejects is skipped and counted, with its first error in OUT/skipped.log.
Work files: OUT (default BUILD/compare)/corpus/ARCH/BOARD.{dts,dtb}, p1/, p2/, p3/,
qemu/; they are removed and made again on every run.

Path 1, dtb2yaml round trip (every compiled board, and the trees QEMU generates):
    dtb2yaml -o p1.yaml REF.dtb ; yamlfdt [-@] -o p1.dtb p1.yaml   (-@ when REF has
    /__symbols__) ; pass = fdtcmp REF.dtb p1.dtb  (ORDERED: the same order included).
    When dtb2yaml notes "use -s to keep it as it is" (a /plugin/ overlay compiled with
    -@ has /__symbols__ before /__fixups__, and yamlfdt -@ writes it last), the -s
    form is used instead (dtb2yaml -s, yamlfdt without -@), still ordered.
    Counted, not required: p1.dtb byte-identical to REF.dtb; else the same once
    `dtc -I dtb -O dtb` would lay out both again (computed here: same reservations,
    same structure with property names spelled out; only the strings block order,
    padding or NOPs differ); else that and the header's boot CPU (dtc takes it from
    the first CPU's reg, the dialect cannot carry it, yamlfdt writes 0).
    QEMU: qemu-system-arm / qemu-system-aarch64 -machine virt...,dumpdtb=FILE (the
    machines of host-tests/test_dtb2yaml.sh); a missing QEMU counts as skipped.
Path 2, dtc's own YAML, the dt-schema dialect (every compiled board):
    dtc -q -i DIR -I dts -O yaml -o p2.yaml BOARD.dts   (fails -> skipped, with reason)
    dtc -q -i DIR -I dts -O dtb  -o p2.ref.dtb BOARD.dts (no -@: the YAML has no labels)
    yamlfdt -o p2.dtb p2.yaml ; pass = fdtcmp p2.ref.dtb p2.dtb  (ORDERED).
    dtc -O yaml drops /memreserve/: when the reference has reservations, it is compared
    as p2.ref-nomemreserve.dtb, a copy whose reservation block is emptied (its first
    entry overwritten with the 0,0 terminator; nothing else changes).  Such boards
    pass and are counted in a note.
    dtc -O yaml also writes an unresolved reference of a /plugin/ overlay (the cell
    <0xffffffff> that /__fixups__ patches) as `[]`.  When a board with /__fixups__
    differs and the ONLY differences (both trees decompiled by dtc, line by line) are
    such `P = <0xffffffff>;` against `P;`, it is skipped with that reason; any other
    difference is a failure.
Path 3, overlays on real boards: every host-tests/compare/overlays/BOARD/ with
    overlay.dts (/plugin/), overlay.yaml, delete.dts and delete.yaml:
    overlay:  dtc -q [-@] overlay.dts -> ovl.dtbo ; fdtoverlay -i REF.dtb -o ref.dtb
              ovl.dtbo ; yamlfdt [-@] -i REF.dtb -o out.dtb overlay.yaml
              pass = fdtcmp --unordered ref.dtb out.dtb   (and ref.dtb != REF.dtb):
              unordered, as fdtoverlay's own order is no reference (it reverses
              the properties of the nodes it creates); and in order: BOARD.dts
              with overlay.dts appended as plain DTS, compiled by dtc -@ ->
              ovl-ref.dtb ; yamlfdt -@ -i REF.dtb -o ovl-out.dtb overlay.yaml ;
              pass = fdtcmp --ignore-node /__symbols__ ovl-ref.dtb ovl-out.dtb
              (dtc lists the labels in tree order, yamlfdt appends the text's)
    delete:   (fdtoverlay cannot delete) BOARD.dts with delete.dts appended (after a
              line marker, so dtc's messages name delete.dts), compiled by dtc -@ ->
              del-ref.dtb ; yamlfdt [-@] -i REF.dtb -o del-out.dtb delete.yaml ;
              pass = fdtcmp del-ref.dtb del-out.dtb, in order (and del-ref != REF)
    [-@] when the YAML file's leading comments say `# flags: -@` (the convention of
    host-tests/run-cases.sh), given to dtc and yamlfdt alike.
    A board passes path 3 when both checks pass.

Path 4, the board restated (every compiled board but /plugin/ overlays):
    dtb2yaml -o p4.yaml REF.dtb (its /memreserve/ lines left out: each would add a
    reservation) ; yamlfdt [-@] -i REF.dtb -o p4.dtb p4.yaml ; pass = fdtcmp REF.dtb
    p4.dtb (ORDERED): every property set again to the value it has must be accepted
    and change nothing.  The checks only an edit meets (a unit, a word of a list, a
    reference's kind, a count of names, a node's place) against every value of a
    real board: a false refusal is a failure.  A board whose own tree holds a
    mistake yamlfdt names (restated-known.txt: board and why) is skipped when it is
    refused, and fails when it is accepted (the list is kept exact).

--sample N: only N boards, a fixed choice: the corpus sorted by the SHA-1 of
"ARCH/BOARD", the first N (the path 3 boards are compiled as well, as their bases,
but are counted in paths 1 and 2 only when they are in the sample).

Output: failures grouped by cause (message without file positions, node paths and
numbers; count, one example board), a table (boards, results, wall time of each
step; also in OUT/summary.txt), and last the line `N passed, N failed, N skipped`
counting boards x paths: every corpus board once for path 1 and once for path 2
(boards cpp/dtc rejected are skipped in both), every path 3 board, every QEMU tree.
Every failure is in OUT/failures.log: board, path, first difference (fdtcmp, A the
reference) or first error line, then up to 20 lines of the tool's output.
Exit 1 if anything failed, 2 on a usage or setup error.
"""

import argparse
import hashlib
import multiprocessing
import os
import re
import shutil
import struct
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, 'host-tests', 'tools'))
from kbuild_cpp import cpp_cmd  # noqa: E402

OVERLAYS = os.path.join(HERE, 'overlays')
KNOWN = os.path.join(HERE, 'restated-known.txt')
TIMEOUT = 120

# The QEMU machines (as host-tests/test_dtb2yaml.sh): name, program, arguments.
QEMU = [
    ('qemu-aarch64-virt', 'qemu-system-aarch64', ['virt', '-cpu', 'cortex-a57']),
    ('qemu-aarch64-virt-gicv3', 'qemu-system-aarch64',
     ['virt,gic-version=3,virtualization=on,secure=on', '-cpu', 'max', '-smp', '4',
      '-m', '2G']),
    ('qemu-aarch64-virt-its', 'qemu-system-aarch64',
     ['virt,gic-version=3,its=on', '-cpu', 'cortex-a72', '-smp', '2']),
    ('qemu-arm-virt', 'qemu-system-arm', ['virt', '-cpu', 'cortex-a15']),
    ('qemu-arm-virt-highmem-off', 'qemu-system-arm', ['virt,highmem=off', '-cpu',
                                                      'cortex-a7']),
]

O = None    # the options, for the worker processes


# ---------------------------------------------------------------- helpers

def run(cmd, cwd=None):
    """Run a command; (exit status, stdout + stderr text).  124 on a timeout."""
    try:
        r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return 124, 'timed out after %d s' % TIMEOUT
    except OSError as e:
        return 127, str(e)
    return r.returncode, r.stdout.decode('utf-8', 'replace')


def first_line(text):
    for ln in text.splitlines():
        if ln.strip():
            return ln.strip()
    return '(no message)'


def error_line(text):
    """The first line that says error (cpp and dtc name the includes first)."""
    for ln in text.splitlines():
        if 'error' in ln.lower():
            return ln.strip()
    return first_line(text)


def detail(text, n=20):
    lines = [ln for ln in text.splitlines() if ln.strip()]
    more = len(lines) - n
    return '\n'.join(lines[:n]) + ('\n... (%d more lines)' % more if more > 0 else '')


def step_failed(what, rc, text):
    msg = first_line(text)
    if rc < 0:
        msg = 'killed by signal %d: %s' % (-rc, msg)
    elif rc == 124:
        msg = text
    return '%s: %s' % (what, msg), text


def tool(name):
    return os.path.join(O.build, name)


class Dtb:
    """The little of a DTB this harness needs: the reservations, the root's children."""

    def __init__(self, path):
        with open(path, 'rb') as f:
            self.data = data = f.read()
        (magic, _total, off_struct, _off_str, self.off_rsv) = struct.unpack('>5I', data[:20])
        if magic != 0xd00dfeed:
            raise ValueError('%s: not a DTB' % path)
        self.rsv = []
        o = self.off_rsv
        while True:
            a, s = struct.unpack('>QQ', data[o:o + 16])
            o += 16
            if a == 0 and s == 0:
                break
            self.rsv.append((a, s))
        self.root_children = []
        o, depth = off_struct, 0
        while True:
            tok = struct.unpack('>I', data[o:o + 4])[0]
            o += 4
            if tok == 1:        # FDT_BEGIN_NODE
                end = data.index(b'\0', o)
                depth += 1
                if depth == 2:
                    self.root_children.append(data[o:end].decode('utf-8', 'replace'))
                o = (end + 4) & ~3
            elif tok == 2:      # FDT_END_NODE
                depth -= 1
            elif tok == 3:      # FDT_PROP
                ln = struct.unpack('>I', data[o:o + 4])[0]
                o += 8 + ((ln + 3) & ~3)
            elif tok == 4:      # FDT_NOP
                pass
            elif tok == 9:      # FDT_END
                break
            else:
                raise ValueError('%s: bad token %#x at %#x' % (path, tok, o - 4))

    def canonical(self):
        """What `dtc -I dtb -O dtb` keeps of the tree: the reservations and the
        structure with property names spelled out (no string offsets, no NOPs, no
        padding).  Two trees with the same canonical form and boot CPU come out of
        dtc byte for byte the same."""
        data = self.data
        off_struct, off_str = struct.unpack('>II', data[8:16])
        out = [repr(self.rsv).encode()]
        o = off_struct
        while True:
            tok = struct.unpack('>I', data[o:o + 4])[0]
            o += 4
            if tok == 1:
                end = data.index(b'\0', o)
                out.append(b'{' + data[o:end])
                o = (end + 4) & ~3
            elif tok == 2:
                out.append(b'}')
            elif tok == 3:
                ln, no = struct.unpack('>II', data[o:o + 8])
                name = data[off_str + no:data.index(b'\0', off_str + no)]
                out.append(name + b'=' + data[o + 8:o + 8 + ln])
                o += 8 + ((ln + 3) & ~3)
            elif tok == 9:
                break
        return out

    def boot_cpu(self):
        return struct.unpack('>I', self.data[28:32])[0]

    def write_without_memreserve(self, path):
        """A copy with an empty reservation block (first entry = the terminator)."""
        data = bytearray(self.data)
        data[self.off_rsv:self.off_rsv + 16] = bytes(16)
        with open(path, 'wb') as f:
            f.write(data)


def fdtcmp(a, b, unordered=False, ignore=()):
    """(verdict, text): 'equal', 'differ' or 'error'."""
    rc, out = run([tool('fdtcmp')] + (['--unordered'] if unordered else []) +
                  [w for n in ignore for w in ('--ignore-node', n)] + [a, b])
    return {0: 'equal', 1: 'differ'}.get(rc, 'error'), out


def yaml_flags(path):
    """`# flags: -@` in the leading comment lines of a YAML file (run-cases.sh)."""
    flags = []
    with open(path, encoding='utf-8', errors='replace') as f:
        for ln in f:
            s = ln.strip()
            if not s or s == '---' or s.startswith('%'):
                continue
            if not s.startswith('#'):
                break
            body = s[1:].strip()
            if body.startswith('flags:'):
                for w in body[6:].split():
                    if w != '-@':
                        raise ValueError('%s: unsupported flag %r (only -@)' % (path, w))
                    flags.append(w)
    return flags


# ---------------------------------------------------------------- corpus

def board_files(board):
    arch, name = board.split('/')
    d = os.path.join(O.out, 'corpus', arch)
    return (os.path.join(d, name + '.dts'), os.path.join(d, name + '.dtb'),
            os.path.join(O.uboot, 'arch', arch, 'dts'))


def job_corpus(board):
    """(board, 'ok' | 'cpp' | 'dtc', message, detail)."""
    arch, name = board.split('/')
    pp, ref, dtsdir = board_files(board)
    rc, out = run(cpp_cmd(O.uboot, arch, os.path.join(dtsdir, name + '.dts'), pp))
    if rc:
        return board, 'cpp', error_line(out), out
    rc, out = run(['dtc', '-@', '-q', '-i', dtsdir, '-I', 'dts', '-O', 'dtb', '-o', ref, pp])
    if rc:
        return board, 'dtc', error_line(out), out
    return board, 'ok', '', ''


# ---------------------------------------------------------------- path 1

def roundtrip(name, ref, work):
    """Path 1 on one DTB: (name, 'equal' | 'fail', kind, message, detail), where kind
    says how an equal tree's bytes compare: 'same' (byte-identical), 'relaid' (the
    same once `dtc -I dtb -O dtb` has laid both out again: only the order of the
    strings block, padding or NOPs differ) or 'other'; plus '-s' when dtb2yaml asked
    for its -s form."""
    os.makedirs(work, exist_ok=True)
    y, out = os.path.join(work, name + '.yaml'), os.path.join(work, name + '.dtb')
    try:
        at = ['-@'] if '__symbols__' in Dtb(ref).root_children else []
    except (ValueError, OSError, struct.error) as e:
        return name, 'fail', '', 'reading the reference: %s' % e, ''
    rc, txt = run([tool('dtb2yaml'), '--tree', '-o', y, ref])
    if rc:
        return (name, 'fail', '') + step_failed('dtb2yaml', rc, txt)
    sflag = ''
    if at and 'use -s to keep it as it is' in txt:
        # An overlay compiled with -@ (/__symbols__ before /__fixups__): yamlfdt -@
        # would write /__symbols__ last, so use the form dtb2yaml asks for.
        sflag, at = '-s', []
        rc, txt = run([tool('dtb2yaml'), '-s', '-o', y, ref])
        if rc:
            return (name, 'fail', '') + step_failed('dtb2yaml -s', rc, txt)
    rc, txt = run([tool('yamlfdt')] + at + ['-o', out, y])
    if rc:
        return (name, 'fail', '') + step_failed('yamlfdt' + (' -@' if at else ''), rc, txt)
    verdict, txt = fdtcmp(ref, out)
    if verdict != 'equal':
        return (name, 'fail', '', 'fdtcmp (ordered; A=dtc, B=yamlfdt%s): %s'
                % (' from dtb2yaml -s' if sflag else '', first_line(txt)), txt)
    a, b = Dtb(ref), Dtb(out)
    if a.data == b.data:
        return name, 'equal', 'same' + sflag, '', ''
    if a.canonical() == b.canonical():
        # Only the layout differs (the order of the strings block, padding, NOPs);
        # or the header's boot CPU too, which dtc takes from the first CPU's reg and
        # the dialect cannot carry (yamlfdt writes 0).
        return (name, 'equal', ('relaid' if a.boot_cpu() == b.boot_cpu() else 'bootcpu')
                + sflag, '', '')
    return name, 'equal', 'other' + sflag, '', ''


def job_path1(board):
    _pp, ref, _d = board_files(board)
    r = roundtrip(board.split('/')[1], ref, os.path.join(O.out, 'p1', board.split('/')[0]))
    return (board,) + r[1:]


def job_path4(board):
    """Path 4 on one board: (board, 'equal' | 'fail' | 'skip' | 'known', message,
    detail)."""
    _pp, ref, _d = board_files(board)
    work = os.path.join(O.out, 'p4', board.split('/')[0])
    os.makedirs(work, exist_ok=True)
    name = board.split('/')[1]
    y, out = os.path.join(work, name + '.yaml'), os.path.join(work, name + '.dtb')
    try:
        kids = Dtb(ref).root_children
    except (ValueError, OSError, struct.error) as e:
        return board, 'fail', 'reading the reference: %s' % e, ''
    if '__fixups__' in kids or '__local_fixups__' in kids:
        return board, 'skip', 'a /plugin/ overlay, no board', ''
    rc, txt = run([tool('dtb2yaml'), '-o', y, ref])
    if rc:
        return (board, 'fail') + step_failed('dtb2yaml', rc, txt)
    with open(y) as f:
        lines = [ln for ln in f if not ln.startswith('/memreserve/:')]
    with open(y, 'w') as f:
        f.writelines(lines)
    at = ['-@'] if '__symbols__' in kids else []
    known = O.known.get(board)
    rc, txt = run([tool('yamlfdt')] + at + ['-i', ref, '-o', out, y])
    if rc:
        if known:
            return board, 'known', known, ''
        return (board, 'fail') + step_failed('yamlfdt -i REF', rc, txt)
    verdict, txt = fdtcmp(ref, out)
    if verdict != 'equal':
        return board, 'fail', 'fdtcmp (ordered; A=dtc, B=restated): %s' % first_line(txt), txt
    if known:
        return board, 'fail', 'accepted, but restated-known.txt lists it: %s' % known, ''
    return board, 'equal', '', ''


def read_known():
    """restated-known.txt: {ARCH/BOARD: why}, '#' comments."""
    known = {}
    with open(KNOWN) as f:
        for ln in f:
            ln = ln.split('#', 1)[0].strip()
            if ln:
                b, _, why = ln.partition(' ')
                known[b] = why.strip()
    return known


def job_qemu(machine):
    name, prog, args = machine
    if not shutil.which(prog):
        return name, 'skip', '', prog + ' is not installed', ''
    work = os.path.join(O.out, 'qemu')
    os.makedirs(work, exist_ok=True)
    dtb = os.path.join(work, name + '.in.dtb')
    rc, txt = run([prog, '-machine', args[0] + ',dumpdtb=' + dtb] + args[1:] +
                  ['-display', 'none', '-nodefaults', '-S'])
    if rc or not os.path.isfile(dtb):
        return (name, 'fail', '') + step_failed(prog, rc, txt)
    return roundtrip(name, dtb, work)


# ---------------------------------------------------------------- path 2

def job_path2(board):
    """(board, 'equal' | 'fail' | 'skip', memreserve left out, message, detail)."""
    arch, name = board.split('/')
    pp, _ref, dtsdir = board_files(board)
    work = os.path.join(O.out, 'p2', arch)
    os.makedirs(work, exist_ok=True)
    y = os.path.join(work, name + '.yaml')
    ref = os.path.join(work, name + '.ref.dtb')
    out = os.path.join(work, name + '.dtb')
    rc, txt = run(['dtc', '-q', '-i', dtsdir, '-I', 'dts', '-O', 'yaml', '-o', y, pp])
    if rc:
        return (board, 'skip', False) + step_failed('dtc -O yaml', rc, txt)
    rc, txt = run(['dtc', '-q', '-i', dtsdir, '-I', 'dts', '-O', 'dtb', '-o', ref, pp])
    if rc:
        return (board, 'fail', False) + step_failed('dtc -O dtb (without -@)', rc, txt)
    stripped = False
    try:
        d = Dtb(ref)
        if d.rsv:
            ref = os.path.join(work, name + '.ref-nomemreserve.dtb')
            d.write_without_memreserve(ref)
            stripped = True
    except (ValueError, OSError, struct.error) as e:
        return board, 'fail', False, 'reading the reference: %s' % e, ''
    rc, txt = run([tool('yamlfdt'), '-o', out, y])
    if rc:
        return (board, 'fail', stripped) + step_failed('yamlfdt', rc, txt)
    verdict, txt = fdtcmp(ref, out)
    if verdict != 'equal':
        if '__fixups__' in d.root_children and only_unresolved_lost(ref, out):
            return (board, 'skip', stripped, 'dtc -O yaml: writes the unresolved references '
                    'of this /plugin/ overlay (<0xffffffff>) as []', '')
        return (board, 'fail', stripped,
                'fdtcmp (ordered; A=dtc, B=yamlfdt): ' + first_line(txt), txt)
    return board, 'equal', stripped, '', ''


def only_unresolved_lost(ref, out):
    """True when the only differences between the two trees, decompiled by dtc, are
    properties `P = <0xffffffff>;` (an unresolved reference of an overlay, listed in
    /__fixups__) that are empty (`P;`) in OUT: what dtc -O yaml loses, not yamlfdt."""
    def lines(p):
        rc, t = run(['dtc', '-q', '-I', 'dtb', '-O', 'dts', p])
        return t.splitlines() if rc == 0 else None
    a, b = lines(ref), lines(out)
    if a is None or b is None or len(a) != len(b):
        return False
    seen = False
    for x, y in zip(a, b):
        if x == y:
            continue
        m = re.match(r'^(\s*)([^ =]+) = <0xffffffff>;$', x)
        if not m or y != m.group(1) + m.group(2) + ';':
            return False
        seen = True
    return seen


# ---------------------------------------------------------------- path 3

def appended(src, extra, out, drop=()):
    """@src with @extra appended, less the lines in @drop, into @out."""
    with open(out, 'wb') as o:
        with open(src, 'rb') as i:
            o.write(i.read())
        # a line marker, so that dtc names the appended file in its messages
        o.write(b'\n# 1 "%s"\n' % extra.encode())
        with open(extra, 'rb') as i:
            o.write(b''.join(b'\n' if ln.strip() in drop else ln for ln in i))


def job_path3(args):
    """(board, 'equal' | 'fail', None, message, detail)."""
    name, board = args
    src = os.path.join(O.overlays, name)
    if board is None:
        return name, 'fail', None, 'no board %s.dts in the corpus, or cpp/dtc rejected it' \
            % name, ''
    pp, base, dtsdir = board_files(board)
    work = os.path.join(O.out, 'p3', name)
    os.makedirs(work, exist_ok=True)
    f = {k: os.path.join(src, k) for k in
         ('overlay.dts', 'overlay.yaml', 'delete.dts', 'delete.yaml')}
    for k, p in f.items():
        if not os.path.isfile(p):
            return name, 'fail', None, '%s is missing' % os.path.relpath(p, TOP), ''
    try:
        oflags, dflags = yaml_flags(f['overlay.yaml']), yaml_flags(f['delete.yaml'])
    except ValueError as e:
        return name, 'fail', None, str(e), ''
    W = lambda n: os.path.join(work, n)  # noqa: E731

    # overlay: fdtoverlay against yamlfdt -i
    steps = [
        ('dtc overlay.dts', ['dtc', '-q'] + oflags + ['-I', 'dts', '-O', 'dtb', '-o',
                                                      W('ovl.dtbo'), f['overlay.dts']]),
        ('fdtoverlay', ['fdtoverlay', '-i', base, '-o', W('ref.dtb'), W('ovl.dtbo')]),
        ('yamlfdt overlay.yaml', [tool('yamlfdt')] + oflags + ['-i', base, '-o',
                                                               W('out.dtb'),
                                                               f['overlay.yaml']]),
    ]
    for what, cmd in steps:
        rc, txt = run(cmd)
        if rc:
            return (name, 'fail', None) + step_failed('overlay: ' + what, rc, txt)
    if fdtcmp(base, W('ref.dtb'))[0] != 'differ':
        return name, 'fail', None, 'overlay: fdtoverlay left the base unchanged', ''
    verdict, txt = fdtcmp(W('ref.dtb'), W('out.dtb'), unordered=True)
    if verdict != 'equal':
        return (name, 'fail', None,
                'overlay: fdtcmp (unordered; A=fdtoverlay, B=yamlfdt): ' + first_line(txt),
                txt)

    # overlay, in order: the board's source with overlay.dts appended as
    # plain DTS, against yamlfdt -@ -i (/__symbols__ aside: dtc lists the
    # labels in tree order, yamlfdt appends the text's)
    appended(pp, f['overlay.dts'], W('ovl.dts'), drop=(b'/dts-v1/;', b'/plugin/;'))
    steps = [
        ('dtc -@ BOARD.dts + overlay.dts', ['dtc', '-q', '-@', '-i', dtsdir, '-I', 'dts',
                                            '-O', 'dtb', '-o', W('ovl-ref.dtb'),
                                            W('ovl.dts')]),
        ('yamlfdt -@ overlay.yaml', [tool('yamlfdt'), '-@', '-i', base, '-o',
                                     W('ovl-out.dtb'), f['overlay.yaml']]),
    ]
    for what, cmd in steps:
        rc, txt = run(cmd)
        if rc:
            return (name, 'fail', None) + step_failed('overlay: ' + what, rc, txt)
    verdict, txt = fdtcmp(W('ovl-ref.dtb'), W('ovl-out.dtb'), ignore=('/__symbols__',))
    if verdict != 'equal':
        return (name, 'fail', None,
                'overlay: fdtcmp (in order; A=dtc, B=yamlfdt): ' + first_line(txt), txt)

    # delete: the board's source with delete.dts appended, against yamlfdt -i
    appended(pp, f['delete.dts'], W('del.dts'))
    steps = [
        ('dtc -@ BOARD.dts + delete.dts', ['dtc', '-q', '-@', '-i', dtsdir, '-I', 'dts',
                                           '-O', 'dtb', '-o', W('del-ref.dtb'),
                                           W('del.dts')]),
        ('yamlfdt delete.yaml', [tool('yamlfdt')] + dflags + ['-i', base, '-o',
                                                              W('del-out.dtb'),
                                                              f['delete.yaml']]),
    ]
    for what, cmd in steps:
        rc, txt = run(cmd)
        if rc:
            return (name, 'fail', None) + step_failed('delete: ' + what, rc, txt)
    if fdtcmp(base, W('del-ref.dtb'))[0] != 'differ':
        return name, 'fail', None, 'delete: dtc left the base unchanged', ''
    verdict, txt = fdtcmp(W('del-ref.dtb'), W('del-out.dtb'))
    if verdict != 'equal':
        return (name, 'fail', None,
                'delete: fdtcmp (in order; A=dtc, B=yamlfdt): ' + first_line(txt), txt)
    return name, 'equal', None, '', ''


# ---------------------------------------------------------------- main

def cause(msg):
    """A failure message without what is particular to the board: file positions,
    node paths, numbers."""
    c = re.sub(r'\S*/([^/\s]+?)(\.yaml|\.dts|\.dtsi):\d+[:.][\d.:-]*', r'FILE\2:LINE:', msg)
    c = re.sub(r'(?<=: )/[^:\s]*(?=:)', 'NODE', c)
    c = re.sub(r'"[^"]*"', '"..."', c)
    return re.sub(r'\b(0x[0-9a-f]+|\d+)\b', 'N', c)


def dtc_version():
    return first_line(run(['dtc', '--version'])[1]).replace('Version: DTC ', '')


def init_worker(opts):
    global O
    O = opts


def fetch_uboot():
    if os.path.isdir(os.path.join(O.uboot, 'arch')):
        return True
    if O.uboot != os.path.join(TOP, 'cache', 'u-boot'):
        print('compare: no U-Boot tree in %s' % O.uboot, file=sys.stderr)
        return False
    if os.geteuid() != 0:
        print('compare: no U-Boot tree in %s; run scripts/fetch-uboot-src.sh as root '
              '(it adds a deb-src entry for bookworm if needed and runs apt-get source '
              'u-boot)' % O.uboot, file=sys.stderr)
        return False
    print('compare: fetching U-Boot 2023.01 (scripts/fetch-uboot-src.sh)', flush=True)
    rc = subprocess.run([os.path.join(TOP, 'scripts', 'fetch-uboot-src.sh')]).returncode
    return rc == 0 and os.path.isdir(os.path.join(O.uboot, 'arch'))


def find_boards():
    boards = []
    for arch in sorted(os.listdir(os.path.join(O.uboot, 'arch'))):
        d = os.path.join(O.uboot, 'arch', arch, 'dts')
        if os.path.isdir(d):
            boards += ['%s/%s' % (arch, f[:-4]) for f in sorted(os.listdir(d))
                       if f.endswith('.dts') and os.path.isfile(os.path.join(d, f))]
    return boards


def overlay_boards():
    if not os.path.isdir(O.overlays):
        return []
    return sorted(n for n in os.listdir(O.overlays)
                  if os.path.isdir(os.path.join(O.overlays, n)))


def main():
    global O
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--build', default=os.path.join(TOP, 'build'),
                    help='holds yamlfdt, dtb2yaml, fdtcmp (default build/)')
    ap.add_argument('--out', default=None, help='work directory (default BUILD/compare)')
    ap.add_argument('--uboot', default=os.path.join(TOP, 'cache', 'u-boot'))
    ap.add_argument('-j', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--sample', type=int, default=0, metavar='N',
                    help='a fixed sample of N boards instead of all')
    ap.add_argument('--only', action='append', default=[], metavar='BOARD',
                    help='only this board (name, or ARCH/name); repeatable')
    ap.add_argument('--no-qemu', action='store_true', help='leave out the QEMU trees')
    ap.add_argument('--overlays', default=OVERLAYS,
                    help='the path 3 directories (default host-tests/compare/overlays)')
    O = ap.parse_args()
    O.build = os.path.abspath(O.build)
    O.uboot = os.path.abspath(O.uboot)
    O.out = os.path.abspath(O.out or os.path.join(O.build, 'compare'))
    O.overlays = os.path.abspath(O.overlays)
    O.known = read_known()
    for t in ('yamlfdt', 'dtb2yaml', 'fdtcmp'):
        if not os.access(tool(t), os.X_OK):
            print('compare: %s is missing (make)' % tool(t), file=sys.stderr)
            return 2
    for t in ('cpp', 'dtc', 'fdtoverlay'):
        if not shutil.which(t):
            print('compare: %s is not installed' % t, file=sys.stderr)
            return 2
    if not fetch_uboot():
        return 2

    t_all = time.time()
    for d in ('corpus', 'p1', 'p2', 'p3', 'p4', 'qemu'):
        shutil.rmtree(os.path.join(O.out, d), ignore_errors=True)
    found = find_boards()
    ovl = overlay_boards()
    by_name = {}
    for b in found:
        by_name.setdefault(b.split('/')[1], []).append(b)
    ovl_boards = {n: (by_name.get(n) or [None])[0] for n in ovl}
    boards = found
    if O.only:
        boards = [b for b in found if b in O.only or b.split('/')[1] in O.only]
        ovl = [n for n in ovl if n in O.only]
        if not boards:
            print('compare: no board %s in the corpus' % ', '.join(O.only), file=sys.stderr)
            return 2
    elif O.sample:
        boards = sorted(found, key=lambda b: hashlib.sha1(b.encode()).hexdigest())
        boards = sorted(boards[:O.sample])
    build = sorted(set(boards) | {b for n, b in ovl_boards.items() if b and n in ovl})
    for b in build:
        os.makedirs(os.path.join(O.out, 'corpus', b.split('/')[0]), exist_ok=True)

    log = open(os.path.join(O.out, 'failures.log'), 'w')
    nfail_log = [0]

    causes = {}

    def logfail(board, path, msg, det):
        nfail_log[0] += 1
        c = cause(msg)
        causes.setdefault((path.split(' (')[0], c), []).append(board)
        log.write('%s  [%s]  %s\n' % (board, path, msg))
        if det and det.strip() and (first_line(det) not in msg or
                                    len([ln for ln in det.splitlines() if ln.strip()]) > 1):
            log.write('    ' + detail(det).replace('\n', '\n    ') + '\n')
        log.flush()

    times = {}
    with multiprocessing.Pool(O.j, initializer=init_worker, initargs=(O,)) as pool:
        # corpus
        t = time.time()
        compiled, skipped_cpp, skipped_dtc = [], [], []
        skip_reason = {}
        for board, st, msg, _det in pool.imap_unordered(job_corpus, build, chunksize=4):
            if st == 'ok':
                compiled.append(board)
            else:
                (skipped_cpp if st == 'cpp' else skipped_dtc).append(board)
                skip_reason[board] = '%s: %s' % (st, msg)
        times['corpus'] = time.time() - t
        compiled_set = set(compiled)
        with open(os.path.join(O.out, 'skipped.log'), 'w') as f:
            for b in sorted(skip_reason):
                f.write('%s  %s\n' % (b, skip_reason[b]))
        todo = [b for b in boards if b in compiled_set]

        # path 1
        def path1_counts(results, label):
            c = {'equal': 0, 'fail': 0, 'skip': 0, 'same': 0, 'relaid': 0, 'bootcpu': 0,
                 'other': 0, '-s': 0}
            others = []
            for name, st, kind, msg, det in results:
                c[st] += 1
                if st == 'equal':
                    c[kind.replace('-s', '')] += 1
                    c['-s'] += kind.endswith('-s')
                    if kind.startswith('other'):
                        others.append(name)
                elif st == 'fail':
                    logfail(name, label, msg, det)
            c['others'] = sorted(others)
            return c

        t = time.time()
        p1 = path1_counts(pool.imap_unordered(job_path1, todo, chunksize=4), 'path 1')
        times['p1'] = time.time() - t

        t = time.time()
        qemu = [] if (O.no_qemu or O.only) else QEMU
        q = path1_counts(pool.imap_unordered(job_qemu, qemu), 'path 1 (QEMU)')
        times['qemu'] = time.time() - t

        # path 2
        t = time.time()
        p2 = {'equal': 0, 'memres': 0, 'fail': 0, 'skip': 0, 'lossy': 0}
        p2_skips = []
        for board, st, stripped, msg, det in pool.imap_unordered(job_path2, todo,
                                                                 chunksize=4):
            if st == 'equal':
                p2['equal'] += 1
                p2['memres'] += stripped
            elif st == 'skip':
                p2['skip'] += 1
                p2['lossy'] += 'unresolved references' in msg
                p2_skips.append('%s  %s' % (board, msg))
            else:
                p2['fail'] += 1
                logfail(board, 'path 2', msg, det)
        times['p2'] = time.time() - t
        with open(os.path.join(O.out, 'skipped.log'), 'a') as f:
            for s in sorted(p2_skips):
                f.write('%s  (path 2)\n' % s)

        # path 3
        t = time.time()
        p3 = {'equal': 0, 'fail': 0}
        jobs = [(n, ovl_boards[n] if ovl_boards[n] in compiled_set else None) for n in ovl]
        for name, st, _x, msg, det in pool.imap_unordered(job_path3, jobs):
            if st == 'equal':
                p3['equal'] += 1
            else:
                p3['fail'] += 1
                logfail(name, 'path 3', msg, det)
        times['p3'] = time.time() - t

        # path 4
        t = time.time()
        p4 = {'equal': 0, 'fail': 0, 'skip': 0, 'known': 0}
        for board, st, msg, det in pool.imap_unordered(job_path4, todo, chunksize=4):
            p4[st] += 1
            if st == 'fail':
                logfail(board, 'path 4', msg, det)
        times['p4'] = time.time() - t
    log.close()
    total_time = time.time() - t_all

    nskip_corpus = len([b for b in boards if b not in compiled_set])
    sk_cpp = len([b for b in boards if b in skipped_cpp])
    sk_dtc = len([b for b in boards if b in skipped_dtc])
    rel = os.path.relpath(O.out, os.getcwd())
    what = 'all %d' % len(found)
    if O.only:
        what = '--only: %d of %d' % (len(boards), len(found))
    elif O.sample:
        what = 'fixed sample (--sample %d): %d of %d' % (O.sample, len(boards), len(found))
    L = []
    L.append('yamlfdt against dtc %s, U-Boot 2023.01 arch/*/dts/*.dts (%s boards), -j%d'
             % (dtc_version(), what, O.j))
    L.append('')
    L.append('| step | boards | equal | byte-identical | failed | skipped | wall time |')
    L.append('|---|--:|--:|--:|--:|--:|--:|')
    L.append('| corpus: cpp, `dtc -@` | %d found | | | | %d (cpp %d, dtc %d) | %.1f s |'
             % (len(boards), nskip_corpus, sk_cpp, sk_dtc, times['corpus']))
    L.append('| path 1: dtb2yaml round trip, ordered | %d | %d | %d | %d | %d | %.1f s |'
             % (len(boards), p1['equal'], p1['same'], p1['fail'], nskip_corpus, times['p1']))
    L.append('| path 1: QEMU virt trees | %d | %d | %d | %d | %d | %.1f s |'
             % (len(qemu), q['equal'], q['same'], q['fail'], q['skip'], times['qemu']))
    L.append('| path 2: `dtc -O yaml`, ordered | %d | %d | | %d | %d + %d | %.1f s |'
             % (len(boards), p2['equal'], p2['fail'], nskip_corpus, p2['skip'], times['p2']))
    L.append('| path 3: overlays (in dtc order, and against fdtoverlay) and deletions | %d | %d | | %d | | %.1f s |'
             % (len(ovl), p3['equal'], p3['fail'], times['p3']))
    L.append('| path 4: the board restated on itself, ordered | %d | %d | | %d | %d + %d | %.1f s |'
             % (len(boards), p4['equal'], p4['fail'], nskip_corpus, p4['skip'] + p4['known'],
                times['p4']))
    L.append('')
    L.append('corpus: skipped boards and the first error: %s/skipped.log' % rel)
    L.append('path 1: byte-identical %d of %d equal; %d more identical once `dtc -I dtb -O dtb` '
             'has laid out both again (strings block, padding, NOPs), %d more once the '
             'header\'s boot CPU is 0 as well, %d otherwise%s; %d through dtb2yaml -s '
             '(/plugin/ overlays: /__symbols__ before /__fixups__)'
             % (p1['same'], p1['equal'], p1['relaid'], p1['bootcpu'], p1['other'],
                (' (%s)' % ', '.join(p1['others'][:5]) + (' ...' if len(p1['others']) > 5
                                                           else '')) if p1['others'] else '',
                p1['-s']))
    L.append('path 1, QEMU (%s): byte-identical %d, identical once laid out again %d, '
             'and with boot CPU 0 %d, otherwise %d'
             % (', '.join(m[0][5:] for m in qemu) or 'none', q['same'], q['relaid'],
                q['bootcpu'], q['other']))
    L.append('path 2: skipped %d + %d: the boards cpp/dtc rejected, then %d where dtc -O yaml '
             'fails and %d /plugin/ overlays whose unresolved references dtc -O yaml writes '
             'as [] (the only difference, checked)'
             % (nskip_corpus, p2['skip'], p2['skip'] - p2['lossy'], p2['lossy']))
    L.append('path 2: %d of the equal boards have /memreserve/ entries, which dtc -O yaml '
             'drops: compared with the reference\'s reservations left out' % p2['memres'])
    L.append('path 4: skipped %d /plugin/ overlays and %d boards whose own tree holds a '
             'mistake yamlfdt names (%s)'
             % (p4['skip'], p4['known'], os.path.relpath(KNOWN, os.getcwd())))
    L.append('total wall time %.1f s; failures: %s/failures.log (%d)'
             % (total_time, rel, nfail_log[0]))
    passed = p1['equal'] + q['equal'] + p2['equal'] + p3['equal'] + p4['equal']
    failed = p1['fail'] + q['fail'] + p2['fail'] + p3['fail'] + p4['fail']
    skipped = 3 * nskip_corpus + q['skip'] + p2['skip'] + p4['skip'] + p4['known']
    L.append('%d passed, %d failed, %d skipped' % (passed, failed, skipped))
    text = '\n'.join(L)
    with open(os.path.join(O.out, 'summary.txt'), 'w') as f:
        f.write(text + '\n')
    if failed:
        C = ['failures by cause (all of them, with the first difference or error of each, '
             'in %s/failures.log):' % rel]
        for (path, c), bs in sorted(causes.items(), key=lambda kv: (kv[0][0], -len(kv[1]))):
            C.append('  %s: %d x %s   e.g. %s' % (path, len(bs), c, sorted(bs)[0]))
        with open(os.path.join(O.out, 'failures.log'), 'a') as f:
            f.write('\n' + '\n'.join(C) + '\n')
        print('\n'.join(C) + '\n')
    print(text)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
