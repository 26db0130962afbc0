#!/usr/bin/env python3
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
"""corpus-check.py - run dts2yaml.py over every board .dts of a U-Boot tree.

Usage:  corpus-check.py [--arch arm] [--roundtrip] [--build BUILD_DIR] [-j N] [--keep]
                        [--only BOARD]... [UBOOT_DIR]

UBOOT_DIR defaults to cache/u-boot at the top of the repository (scripts/fetch-uboot-src.sh).
Each arch/ARCH/dts/*.dts is preprocessed as Kbuild does, compiled with `dtc -@` (a file dtc
rejects is counted as skipped), then translated by dts2yaml.py in both modes; a translator
error is a failure.  With --roundtrip the YAML is also turned back into DTS by yaml2dts.py,
compiled by dtc and compared with the reference blob (`dtc -I dtb -O dts` text); for that
check <&{/path}> to an unlabelled node is translated with --pathref-labels (dtc must number
phandles itself) and the invented `dts2yaml_pathref_N` symbols are ignored; needs PyYAML.
With --build BUILD_DIR each YAML is also compiled by BUILD_DIR/yamlfdt -@ and compared with
the reference by BUILD_DIR/fdtcmp (--unordered for the source-order YAML, ordered for the
flattened one); /plugin/ files are only translated.
Last line: `N passed, N failed, N skipped`; exit 1 if any failed.
"""

import argparse
import multiprocessing
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import dts2yaml  # noqa: E402
from kbuild_cpp import cpp_cmd  # noqa: E402

OPTS = None


def decompile(dtb):
    r = subprocess.run(['dtc', '-q', '-I', 'dtb', '-O', 'dts', dtb], capture_output=True,
                       text=True, errors='replace')
    return r.stdout


def one(src):
    o = OPTS
    name = os.path.basename(src)[:-4]
    work = tempfile.mkdtemp(prefix='c-' + name + '-', dir=o.tmp)
    try:
        pp = os.path.join(work, name + '.pp')
        ref = os.path.join(work, name + '.dtb')
        dtsdir = os.path.join(o.uboot, 'arch', o.arch, 'dts')
        if subprocess.run(cpp_cmd(o.uboot, o.arch, src, pp), capture_output=True).returncode:
            return name, 'skip', 'cpp failed'
        if subprocess.run(['dtc', '-@', '-q', '-i', dtsdir, '-I', 'dts', '-O', 'dtb',
                           '-o', ref, pp], capture_output=True).returncode:
            return name, 'skip', 'dtc rejects it'
        with open(pp, encoding='utf-8', errors='surrogateescape') as f:
            text = f.read()
        notes = []
        for flat in (False, True):
            try:
                y = dts2yaml.translate(text, pp, flatten=flat, symbols=True,
                                       include_dirs=[dtsdir])
                # the round trip goes through dtc, which numbers phandles itself: there,
                # <&{/path}> gets invented labels rather than explicit phandles
                y_rt = dts2yaml.translate(text, pp, flatten=flat, symbols=True,
                                          include_dirs=[dtsdir], pathref_labels=True) \
                    if o.roundtrip else None
            except dts2yaml.DtsError as e:
                return name, 'fail', 'dts2yaml%s: %s' % (' --flatten' if flat else '', e)
            yf = os.path.join(work, name + ('.flat' if flat else '') + '.yaml')
            with open(yf, 'w', encoding='utf-8', errors='surrogateescape') as f:
                f.write(y)
            if '/plugin/' in text.split('{', 1)[0]:
                continue
            if o.build:
                out = yf[:-5] + '.yamlfdt.dtb'
                r = subprocess.run([os.path.join(o.build, 'yamlfdt'), '-@', '-o', out, yf],
                                   capture_output=True, text=True, errors='replace')
                mode = 'flat' if flat else 'source'
                if r.returncode:
                    return name, 'fail', 'yamlfdt (%s): %s' % (mode, r.stderr.strip()[:400])
                r = subprocess.run([os.path.join(o.build, 'fdtcmp')] +
                                   ([] if flat else ['--unordered']) + [ref, out],
                                   capture_output=True, text=True, errors='replace')
                if r.returncode:
                    return name, 'fail', 'fdtcmp (%s): %s' % (
                        mode, (r.stdout + r.stderr).strip()[:400])
            if not o.roundtrip:
                continue
            back = os.path.join(work, name + ('.flat' if flat else '') + '.back.dts')
            yrt = yf[:-5] + '.rt.yaml'
            with open(yrt, 'w', encoding='utf-8', errors='surrogateescape') as f:
                f.write(y_rt)
            r = subprocess.run([sys.executable, os.path.join(HERE, 'yaml2dts.py'), yrt],
                               capture_output=True, text=True)
            if r.returncode:
                return name, 'fail', 'yaml2dts: ' + r.stderr.strip()[-300:]
            with open(back, 'w') as f:
                f.write(r.stdout)
            out = back[:-4] + '.dtb'
            r = subprocess.run(['dtc', '-@', '-q', '-I', 'dts', '-O', 'dtb', '-o', out, back],
                               capture_output=True, text=True)
            if r.returncode:
                return name, 'fail', 'dtc on yaml2dts output: ' + r.stderr.strip()[-300:]
            a = decompile(ref).splitlines()
            b = [ln for ln in decompile(out).splitlines()
                 if not ln.strip().startswith('dts2yaml_pathref_')]
            if a != b:
                import difflib
                d = list(difflib.unified_diff(a, b, 'ref', 'roundtrip', n=1, lineterm=''))
                return name, 'fail', ('round trip%s differs:\n' % (' (flat)' if flat else '')
                                      + '\n'.join(d[:30]))
            if any('dts2yaml_pathref_' in ln for ln in decompile(out).splitlines()):
                notes.append('invented label')
        return name, 'pass', ', '.join(notes)
    finally:
        if not o.keep:
            shutil.rmtree(work, ignore_errors=True)


def main():
    global OPTS
    ap = argparse.ArgumentParser()
    ap.add_argument('uboot', nargs='?', default=os.path.join(TOP, 'cache', 'u-boot'))
    ap.add_argument('--arch', default='arm')
    ap.add_argument('--roundtrip', action='store_true')
    ap.add_argument('--build', default=None, help='BUILD_DIR with yamlfdt and fdtcmp')
    ap.add_argument('-j', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--keep', action='store_true', help='keep the work files (in --tmp)')
    ap.add_argument('--tmp', default=None)
    ap.add_argument('-v', action='store_true', help='print every board')
    ap.add_argument('--only', dest='files', action='append', default=[],
                    help='check only this board (name without .dts); repeatable')
    OPTS = ap.parse_args()
    dtsdir = os.path.join(OPTS.uboot, 'arch', OPTS.arch, 'dts')
    if not os.path.isdir(dtsdir):
        print('no U-Boot tree at %s (run scripts/fetch-uboot-src.sh)' % OPTS.uboot)
        print('0 passed, 0 failed, 0 skipped')
        return 0
    OPTS.tmp = OPTS.tmp or tempfile.mkdtemp(prefix='dts2yaml-corpus-')
    files = sorted(os.path.join(dtsdir, f) for f in os.listdir(dtsdir) if f.endswith('.dts'))
    if OPTS.files:
        files = [f for f in files if os.path.basename(f)[:-4] in OPTS.files]
    counts = {'pass': 0, 'fail': 0, 'skip': 0}
    notes = {}
    with multiprocessing.Pool(OPTS.j) as pool:
        for name, res, msg in pool.imap(one, files):
            counts[res] += 1
            if res == 'fail':
                print('FAIL %s: %s' % (name, msg))
            elif OPTS.v:
                print('%s %s %s' % (res.upper(), name, msg))
            if res == 'pass' and msg:
                notes[msg] = notes.get(msg, 0) + 1
    for k, v in notes.items():
        print('note: %d boards: %s' % (v, k))
    if not OPTS.keep:
        shutil.rmtree(OPTS.tmp, ignore_errors=True)
    else:
        print('work files in %s' % OPTS.tmp)
    print('%d passed, %d failed, %d skipped' % (counts['pass'], counts['fail'], counts['skip']))
    return 1 if counts['fail'] else 0


if __name__ == '__main__':
    sys.exit(main())
