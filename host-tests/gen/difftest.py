#!/usr/bin/env python3
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
"""Differential test: random trees compiled by yamlfdt and by dtc.

    difftest.py [-v] [-j N] [--keep DIR] BUILD_DIR TREES SEED|random

For each of TREES trees that gentree.py makes from SEED (or from a random
seed, which it prints first, so that a failure can be replayed):
    ref.dtb = dtc -q [-@] -I dts -O dtb tree.dts
    out.dtb = BUILD_DIR/yamlfdt [-@] -o out.dtb tree.yaml
    pass    = both succeed and BUILD_DIR/fdtcmp [--unordered] says equal
(the tree's .meta says whether -@ and --unordered apply).  A failing tree's
files (tree.yaml, tree.dts, tree.meta and the tools' messages) are kept in
--keep DIR (default BUILD_DIR/difftest/fail/SEED-N/), and one line
"FAIL tree N (seed S): reason" is printed for it.

One tree alone: gentree.py's tree N of seed SEED has its own seed
SEED * 1000003 + N, printed with it; `difftest.py --tree-seed S BUILD_DIR`
runs just that one and keeps its files.

Last line: "N passed, N failed".  Exit 1 if any failed.  Plain stdlib.
"""

import argparse
import concurrent.futures
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gentree  # noqa: E402


def first_line(text):
    for l in text.splitlines():
        if l.strip():
            return l.strip()
    return ""


def run_one(build, tree_seed, workdir):
    """Returns (ok, reason, meta, dir)."""
    d = os.path.join(workdir, str(tree_seed))
    os.makedirs(d, exist_ok=True)
    stem = os.path.join(d, "tree")
    t = gentree.write_tree(tree_seed, stem)
    flags = ["-@"] if t.symbols else []
    meta = ("-@ " if t.symbols else "") + \
        ("unordered" if t.unordered else "ordered")
    p = subprocess.run(["dtc", "-q"] + flags + ["-I", "dts", "-O", "dtb",
                        "-o", os.path.join(d, "ref.dtb"), stem + ".dts"],
                       capture_output=True, text=True, errors="replace")
    if p.returncode:
        return False, "dtc (the generator wrote bad DTS?): " + \
            first_line(p.stderr + p.stdout), meta, d
    try:
        p = subprocess.run([os.path.join(build, "yamlfdt")] + flags +
                           ["-o", os.path.join(d, "out.dtb"), stem + ".yaml"],
                           capture_output=True, text=True, errors="replace",
                           timeout=30)
    except subprocess.TimeoutExpired:
        return False, "yamlfdt: timed out", meta, d
    if p.returncode:
        what = "killed by signal %d" % -p.returncode if p.returncode < 0 \
            else first_line(p.stderr + p.stdout)
        return False, "yamlfdt: " + what, meta, d
    cmp = [os.path.join(build, "fdtcmp")]
    if t.unordered:
        cmp.append("--unordered")
    p = subprocess.run(cmp + [os.path.join(d, "ref.dtb"),
                              os.path.join(d, "out.dtb")],
                       capture_output=True, text=True, errors="replace")
    if p.returncode:
        return False, "differs (A=dtc, B=yamlfdt): " + \
            first_line(p.stdout + p.stderr), meta, d
    return True, "", meta, d


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-v", action="store_true", help="print every tree")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--keep", help="where failing trees go")
    ap.add_argument("--tree-seed", type=int, help="run this one tree")
    ap.add_argument("build")
    ap.add_argument("trees", nargs="?", type=int, default=1)
    ap.add_argument("seed", nargs="?", default="1")
    a = ap.parse_args()
    build = os.path.abspath(a.build)
    for tool in ("yamlfdt", "fdtcmp"):
        if not os.access(os.path.join(build, tool), os.X_OK):
            sys.exit("difftest: %s/%s: no such program" % (build, tool))
    if not shutil.which("dtc"):
        sys.exit("difftest: dtc not found")

    if a.tree_seed is not None:
        keep = a.keep or os.path.join(build, "difftest", "tree-%d" % a.tree_seed)
        shutil.rmtree(keep, ignore_errors=True)
        ok, why, meta, d = run_one(build, a.tree_seed, os.path.dirname(keep) or ".")
        os.rename(d, keep)
        print("%s tree seed %d (%s): %s" % ("ok" if ok else "FAIL",
                                            a.tree_seed, meta, why or "equal"))
        print("files in " + keep)
        print("%d passed, %d failed" % (ok, not ok))
        return 0 if ok else 1

    if a.seed == "random":
        seed = random.SystemRandom().randint(1, 2 ** 31 - 1)
        print("difftest: fresh seed %d (replay: make difftest DIFF_SEED=%d)" %
              (seed, seed))
    else:
        seed = int(a.seed)
    keep = a.keep or os.path.join(build, "difftest", "fail")
    work = tempfile.mkdtemp(prefix="difftest.")
    # a copy of the tools: a rebuild while this runs must not get in the way
    tools = os.path.join(work, "tools")
    os.makedirs(tools)
    for tool in ("yamlfdt", "fdtcmp"):
        shutil.copy2(os.path.join(build, tool), tools)
    build = tools
    counts = {"ordered": 0, "unordered": 0, "-@": 0}
    passed = failed = 0
    start = time.time()
    try:
        with concurrent.futures.ThreadPoolExecutor(max(1, a.j)) as ex:
            futs = {ex.submit(run_one, build, gentree.tree_seed(seed, i),
                              work): i for i in range(a.trees)}
            results = {}
            for f in concurrent.futures.as_completed(futs):
                results[futs[f]] = f.result()
        for i in range(a.trees):
            ok, why, meta, d = results[i]
            counts["unordered" if "unordered" in meta else "ordered"] += 1
            if "-@" in meta:
                counts["-@"] += 1
            ts = gentree.tree_seed(seed, i)
            if ok:
                passed += 1
                if a.v:
                    print("ok tree %d (seed %d, %s)" % (i, ts, meta))
                shutil.rmtree(d, ignore_errors=True)
                continue
            failed += 1
            dest = os.path.join(keep, "%d-%d" % (seed, i))
            shutil.rmtree(dest, ignore_errors=True)
            os.makedirs(keep, exist_ok=True)
            shutil.move(d, dest)
            print("FAIL tree %d (tree seed %d, %s): %s [files: %s]" %
                  (i, ts, meta, why, dest))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("difftest: seed %d: %d trees (%d compared in order, %d without "
          "order, %d with -@) in %.0f s" %
          (seed, a.trees, counts["ordered"], counts["unordered"], counts["-@"],
           time.time() - start))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
