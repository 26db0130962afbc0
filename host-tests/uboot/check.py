#!/usr/bin/env python3
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
"""make check-uboot: the U-Boot drop-in (port/u-boot/) in real U-Boot.

For one U-Boot version V (--version; 2023.01 and 2025.01), mk/uboot.mk
has already copied its source to build/uboot-V/src, run
port/u-boot/install.sh on it and built qemu_arm_defconfig without the
module (build/uboot-V/base) and with the command and the boot hook
(build/uboot-V/yamlfdt), and the dtbdump "OS".  This checks:

  install    install.sh again changes nothing; the options are on
  build      no compiler warning in the module's files
  checkpatch U-Boot's scripts/checkpatch.pl: no error in the port's patch
  command    "yamlfdt apply/check" at the U-Boot prompt in qemu-system-arm
  hook       the boot-time hook: bootm of a tiny OS that prints the tree
             it was given, which is compared with what it should be
  size       what the module adds to u-boot.bin (a report)

It prints PASS/FAIL lines and ends with "N passed, N failed".
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

# yamlfdt_strerror(-YAMLFDT_ERR_RANGE), core/strerror.c
RANGE = ("value out of range for its width: a cell holds 32 bits (0 to "
         "0xffffffff); a 64-bit value takes !uint64 (acme,clk-hz: !uint64 "
         "5000000000), a byte !uint8 0 to 0xff")

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from uboot_console import UBoot, Timeout  # noqa: E402

TOP = os.path.dirname(os.path.dirname(HERE))

# Where QEMU puts the test files in RAM (RAM is 0x40000000, 1 GiB).
A_APPLY, A_BAD, A_ALLOW, A_BIG = 0x50000000, 0x50010000, 0x50020000, 0x50100000
A_OVERLAY, A_OS = 0x50000000, 0x50200000
TREE = 0x48000000       # the working copy of QEMU's tree

# The files the port adds or changes in U-Boot (checkpatch's patch); the
# core's copies in lib/yamlfdt/ are checked apart.
PORT_FILES = ["doc/usage/index.rst", "doc/usage/cmd/yamlfdt.rst",
              "test/py/tests/test_yamlfdt.py",
              "test/py/tests/test_yamlfdt_vboot.py",
              "cmd/Kconfig", "cmd/Makefile",
              "lib/Kconfig", "lib/Makefile", "cmd/yamlfdt.c",
              "include/yamlfdt_uboot.h", "lib/yamlfdt/uboot.c",
              "lib/yamlfdt/boot.c", "lib/yamlfdt/Makefile",
              "lib/yamlfdt/Kconfig", "lib/yamlfdt/yamlfdt_port.h"]


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print("PASS: " + name)
        else:
            self.failed += 1
            print("FAIL: " + name)
            if detail:
                for line in str(detail).rstrip("\n").split("\n"):
                    print("    " + line)
        sys.stdout.flush()
        return ok


R = Results()


def run(args, **kw):
    return subprocess.run(args, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, universal_newlines=True,
                          **kw)


def show_diff(a, b, na="expected", nb="got"):
    import difflib
    return "".join(difflib.unified_diff(a.splitlines(True),
                                        b.splitlines(True), na, nb))


# ---- install, build, checkpatch ---------------------------------------------

def test_install(src):
    out = run([os.path.join(TOP, "port/u-boot/install.sh"), src])
    R.check("install.sh again: nothing changed (idempotent)",
            out.returncode == 0 and "nothing changed" in out.stdout,
            out.stdout)


def test_config(builddir, want):
    conf = open(os.path.join(builddir, ".config")).read()
    for sym in ("CMD_YAMLFDT", "YAMLFDT", "YAMLFDT_BOOT_HOOK"):
        on = re.search(r"^CONFIG_%s=y$" % sym, conf, re.M) is not None
        R.check("%s: CONFIG_%s %s" % (os.path.basename(builddir), sym,
                                      "on" if want else "off"),
                on == want)


def test_build_log(builddir):
    log = open(os.path.join(builddir, "build.log")).read()
    bad = [l for l in log.splitlines()
           if "yamlfdt" in l and re.search(r"\b(warning|error):", l)]
    built = "CC      lib/yamlfdt/apply.o" in log and \
        "CC      cmd/yamlfdt.o" in log
    R.check("build: the module compiled without a warning",
            built and not bad, "\n".join(bad) or "not compiled")


def test_checkpatch(pristine, src, work):
    tmp = tempfile.mkdtemp(dir=work)
    try:
        os.symlink(os.path.abspath(pristine), os.path.join(tmp, "a"))
        os.symlink(os.path.abspath(src), os.path.join(tmp, "b"))
        patch = ""
        for f in PORT_FILES:
            patch += run(["diff", "-uN", "a/" + f, "b/" + f],
                         cwd=tmp).stdout
        pfile = os.path.abspath(os.path.join(work, "port.patch"))
        open(pfile, "w").write(patch)
        out = run(["perl", "scripts/checkpatch.pl", "--no-signoff", pfile],
                  cwd=src)
        m = re.search(r"total: (\d+) errors, (\d+) warnings, (\d+) checks",
                      out.stdout)
        open(os.path.join(work, "checkpatch.log"), "w").write(out.stdout)
        R.check("checkpatch: no errors in the port's patch (%s)"
                % (m.group(0) if m else "no total"),
                m is not None and m.group(1) == "0", out.stdout)
        # The core goes in as it is, so it must pass U-Boot's checks too.
        core = sorted(f for f in os.listdir(os.path.join(src, "lib/yamlfdt"))
                      if f.endswith((".c", ".h")) and f not in
                      ("uboot.c", "boot.c", "yamlfdt_port.h"))
        errs = warns = 0
        for f in core:
            o = run(["perl", "scripts/checkpatch.pl", "-f", "--terse",
                     "lib/yamlfdt/" + f], cwd=src).stdout
            m = re.search(r"total: (\d+) errors, (\d+) warnings", o)
            if m:
                errs += int(m.group(1))
                warns += int(m.group(2))
        R.check("checkpatch -f: no errors in the core's %d files in "
                "lib/yamlfdt/ (%d warnings)" % (len(core), warns), errs == 0,
                "%d errors" % errs)
    finally:
        shutil.rmtree(tmp)


# ---- QEMU helpers -------------------------------------------------------------

def session(ubin, loaders, body, name):
    """Boot U-Boot in QEMU, stop autoboot, run body(u); on an exception
    or a failed check print the transcript.  QEMU is always killed."""
    failed_before = R.failed
    try:
        u = UBoot(ubin, loaders, deadline=120)
    except OSError as e:
        R.check("%s: QEMU starts" % name, False, e)
        return
    try:
        u.start()
        body(u)
    except Timeout as e:
        R.check("%s: session finished" % name, False, "timeout: %s" % e)
    except Exception as e:  # report, go on with the other tests
        R.check("%s: session finished" % name, False,
                "%s: %s" % (type(e).__name__, e))
    finally:
        u.close()
    if R.failed != failed_before:
        print("---- transcript of %s ----" % name)
        print(u.transcript()[-12000:])
        print("---- end of transcript ----")


def lines(text):
    return [l for l in text.split("\n") if l.strip()]


def crc(u, length=0x10000):
    out = u.cmd("crc32 %x %x" % (TREE, length))
    m = re.search(r"==> ([0-9a-f]{8})", out)
    return m.group(1) if m else out


def fdt_props(text):
    """The property lines of one node's 'fdt print' output: name -> line."""
    props = {}
    for l in text.split("\n"):
        m = re.match(r"^\t([^\t {}][^ ]*?)( = .*)?;$", l)
        if m:
            props[m.group(1)] = l.strip()
    return props


def new_copy(u):
    """Select a copy of QEMU's tree at TREE, shrunk by 'fdt resize'."""
    u.cmd("fdt addr ${fdtcontroladdr}")
    u.cmd("fdt move ${fdtcontroladdr} %x 100000" % TREE)
    u.cmd("fdt resize")
    return u.cmd("fdt addr")


# ---- the command ----------------------------------------------------------

def test_command(ubin, files, work):
    size = {k: os.path.getsize(v) for k, v in files.items()}
    loaders = [(files["apply"], A_APPLY), (files["bad"], A_BAD),
               (files["allow"], A_ALLOW), (files["big"], A_BIG)]

    def body(u):
        out = u.cmd("help yamlfdt")
        R.check("help yamlfdt: both subcommands",
                "yamlfdt apply <addr> [<size>]" in out and
                "yamlfdt check <addr> [<size>]" in out, out)
        out = u.cmd("yamlfdt; echo rc=$?")
        R.check("yamlfdt without a subcommand: usage, failure",
                "Usage:" in out and "rc=1" in out, out)
        out = u.cmd("yamlfdt apply %x zz; echo rc=$?" % A_APPLY)
        R.check("yamlfdt apply with a bad size: usage, failure",
                "Usage:" in out and "rc=1" in out, out)
        out = u.cmd("yamlfdt apply %x %x; echo rc=$?"
                    % (A_APPLY, size["apply"]))
        R.check("yamlfdt apply before 'fdt addr': says so, fails",
                lines(out) == ["yamlfdt: no device tree: run 'fdt addr "
                               "<addr>' first", "rc=1"], out)

        out = new_copy(u)
        R.check("fdt move + fdt resize: working copy at 0x%x" % TREE,
                "%x" % TREE in out, out)
        pl011_before = u.cmd("fdt print /pl011@9000000")
        pl031_before = u.cmd("fdt print /pl031@9010000")
        chosen_before = u.cmd("fdt print /chosen")

        c0 = crc(u)
        out = u.cmd("yamlfdt check %x %x; echo rc=$?"
                    % (A_APPLY, size["apply"]))
        R.check("yamlfdt check of the overlay: OK, success",
                lines(out) == ["yamlfdt: OK", "rc=0"], out)
        R.check("yamlfdt check wrote nothing (crc32 of the tree)",
                crc(u) == c0)

        out = u.cmd("yamlfdt apply %x %x; echo rc=$?"
                    % (A_APPLY, size["apply"]))
        R.check("yamlfdt apply of the overlay: silent success",
                lines(out) == ["rc=0"], out)

        # /chosen: bootargs set, the rest as it was (seeds not compared)
        out = u.cmd("fdt print /chosen")
        p, p0 = fdt_props(out), fdt_props(chosen_before)
        R.check("fdt print /chosen: bootargs set",
                p.get("bootargs") == 'bootargs = "console=ttyAMA0,115200 '
                'root=/dev/vda2 rootwait";', out)
        R.check("fdt print /chosen: the other properties kept",
                sorted(p) == sorted(list(p0) + ["bootargs"]) and
                p.get("stdout-path") == p0.get("stdout-path"),
                show_diff(chosen_before, out, "before", "after"))

        # the referenced base node got a phandle, nothing else changed
        pl011 = u.cmd("fdt print /pl011@9000000")
        m = re.search(r"\tphandle = <(0x[0-9a-f]+)>;", pl011)
        ph = m.group(1) if m else None
        end = pl011_before.rfind("};")	# last, as dtc puts a phandle
        want = pl011_before[:end] + "\tphandle = <%s>;\n" % ph + \
            pl011_before[end:] if end > 0 else None
        R.check("fdt print /pl011@9000000: a new phandle, last, and the "
                "rest unchanged", ph is not None and
                "phandle" not in pl011_before and pl011 == want,
                show_diff(want, pl011))

        out = u.cmd("fdt print /yamlfdt-test")
        want = ("yamlfdt-test {\n"
                '\tcompatible = "acme,yamlfdt-test", "simple-bus";\n'
                "\tserial = <%s>;\n"
                '\tclock-output-names = "one", "two";\n'
                "\tmac = [02 e4 5f];\n"
                "\tflags = <0x00000013>;\n"
                "\tdma-coherent;\n"
                "};\n" % ph)
        R.check("fdt print /yamlfdt-test: exactly the expected properties, "
                "serial = the phandle of /pl011@9000000", out == want,
                show_diff(want, out))

        out = u.cmd("fdt print /pl031@9010000")
        R.check("fdt print /pl031@9010000: deleted",
                "pl031@9010000 {" in pl031_before and
                "FDT_ERR_NOTFOUND" in out, out)

        # a bad overlay: one line, failure, tree byte for byte unchanged
        tree0, c0 = u.cmd("fdt print /"), crc(u)
        out = u.cmd("yamlfdt apply %x %x; echo rc=$?" % (A_BAD, size["bad"]))
        R.check("bad overlay: one line with line 7, column 24, failure",
                lines(out) == ["yamlfdt: line 7, column 24: " + RANGE,
                               "rc=1"], out)
        tree1 = u.cmd("fdt print /")
        R.check("bad overlay: fdt print / identical to before",
                tree1 == tree0 and "this must not appear" not in tree1,
                show_diff(tree0, tree1, "before", "after"))
        R.check("bad overlay: crc32 of the tree identical", crc(u) == c0)
        out = u.cmd("yamlfdt check %x %x; echo rc=$?" % (A_BAD, size["bad"]))
        R.check("yamlfdt check of the bad overlay: the same line, failure",
                lines(out) == ["yamlfdt: line 7, column 24: " + RANGE,
                               "rc=1"], out)

        # <size> defaults to $filesize
        u.cmd("setenv filesize %x" % size["allow"])
        out = u.cmd("yamlfdt check %x; echo rc=$?" % A_ALLOW)
        R.check("yamlfdt check <addr>: size from $filesize",
                lines(out) == ["yamlfdt: OK", "rc=0"], out)

        # the allow-list in $yamlfdt_allow
        u.cmd("setenv yamlfdt_allow /chosen")
        c0 = crc(u)
        out = u.cmd("yamlfdt apply %x %x; echo rc=$?"
                    % (A_ALLOW, size["allow"]))
        R.check("yamlfdt_allow=/chosen: line 5 denied, failure",
                lines(out) == ["yamlfdt: line 5, column 3: change not "
                               "allowed by the allow-list", "rc=1"], out)
        R.check("denied: crc32 of the tree identical", crc(u) == c0)
        u.cmd("setenv yamlfdt_allow '/chosen /yamlfdt-denied'")
        out = u.cmd("yamlfdt apply %x %x; echo rc=$?"
                    % (A_ALLOW, size["allow"]))
        out2 = u.cmd("fdt print /yamlfdt-denied")
        R.check("yamlfdt_allow='/chosen /yamlfdt-denied': applied",
                lines(out) == ["rc=0"] and
                lines(out2) == ["yamlfdt-denied {", "};"], out + out2)
        u.cmd("setenv yamlfdt_allow")

        # more than 'fdt resize' gave: fails cleanly and names the fix
        u.cmd("fdt resize")
        c0, tree0 = crc(u), u.cmd("fdt print /")
        out = u.cmd("yamlfdt apply %x %x; echo rc=$?" % (A_BIG, size["big"]))
        m = re.match(r"yamlfdt: not enough room in the device tree \((\d+) "
                     r"more bytes needed\): run 'fdt resize (0x[0-9a-f]+)' "
                     r"first\nrc=1\n?$", out)
        R.check("overlay larger than the room: says so, names "
                "'fdt resize N', fails", m is not None, out)
        R.check("no room: tree unchanged (crc32, fdt print /)",
                crc(u) == c0 and u.cmd("fdt print /") == tree0)
        if m:
            u.cmd("fdt resize %s" % m.group(2))
            out = u.cmd("yamlfdt apply %x %x; echo rc=$?"
                        % (A_BIG, size["big"]))
            out2 = u.cmd("fdt print /yamlfdt-big p199")
            R.check("after the 'fdt resize %s' it named: applied"
                    % m.group(2), lines(out) == ["rc=0"] and
                    out2.strip() == 'p199 = "%s"' % big_value(199),
                    out + out2)

    session(ubin, loaders, body, "the command session")


def big_value(i):
    return " ".join(["value %03d" % i] * 7)


def write_big(path, count, node):
    with open(path, "w") as f:
        f.write("# check-uboot: %d properties, more than the room given\n"
                "/:\n  %s:\n" % (count, node))
        for i in range(count):
            f.write("    p%03d: %s\n" % (i, big_value(i)))


# ---- the boot-time hook -------------------------------------------------------

def boot(ubin, uimg, overlay, cmds, work, name):
    """Boot the dtbdump OS with bootm after the commands @cmds; return
    (U-Boot's output, the DTB the OS got) or (output, None)."""
    result = {"out": "", "dtb": None}
    loaders = [(uimg, A_OS)]
    if overlay:
        loaders.append((overlay, A_OVERLAY))

    def body(u):
        new_copy(u)
        run_cmds(u, ["setenv bootargs from-env"] + cmds)
        u.send("bootm %x - %x\n" % (A_OS, TREE))
        result["out"] = u.expect(r"YAMLFDT-DTB-BEGIN\n", 30)
        hexdump = u.expect(r"YAMLFDT-DTB-END", 30)[:-len("YAMLFDT-DTB-END")]
        dtb = bytes.fromhex("".join(hexdump.split()))
        path = os.path.join(work, name + ".dtb")
        open(path, "wb").write(dtb)
        result["dtb"] = path

    session(ubin, loaders, body, "boot: " + name)
    return result["out"], result["dtb"]


def fdtget(dtb, node, prop, typ="s"):
    out = run(["fdtget", "-t", typ, dtb, node, prop])
    return out.stdout.strip() if out.returncode == 0 else None


def dts_without_seeds(dtb, work):
    """dtc's text of @dtb without /chosen's rng-seed and kaslr-seed,
    which change on every boot."""
    tmp = os.path.join(work, "noseed.dtb")
    shutil.copy(dtb, tmp)
    run(["fdtput", "-d", tmp, "/chosen", "rng-seed", "kaslr-seed"])
    return run(["dtc", "-q", "-I", "dtb", "-O", "dts", tmp]).stdout


def hook_cmds(path):
    """What a boot script runs for the hook after loading the text @path
    to A_OVERLAY: it records the text for this boot."""
    return ["yamlfdt boot %x %x" % (A_OVERLAY, os.path.getsize(path))]


def run_cmds(u, cmds):
    for c in cmds:
        u.cmd(c)


def test_hook(ubin, uimg, files, yamlfdt_tool, work):
    out0, t0 = boot(ubin, uimg, None, [], work, "none")
    R.check("hook, no text: boots, prints nothing, tree as U-Boot made it", t0 is not None and "yamlfdt" not in out0 and
            fdtget(t0, "/chosen", "bootargs") == "from-env", out0)
    if t0 is None:
        return
    base = dts_without_seeds(t0, work)

    size = os.path.getsize(files["boot"])
    out1, t1 = boot(ubin, uimg, files["boot"],
                    hook_cmds(files["boot"]), work, "boot")
    R.check("hook: 'applied the text' printed on the way to the OS",
            "yamlfdt: applied the text at 0x%x (%d bytes)\n"
            % (A_OVERLAY, size) in out1 and "Starting kernel" in out1, out1)
    if t1:
        ph = fdtget(t1, "/pl011@9000000", "phandle", "x")
        got = (fdtget(t1, "/chosen", "bootargs"),
               fdtget(t1, "/yamlfdt-boot", "compatible"),
               fdtget(t1, "/yamlfdt-boot", "serial", "x"), ph,
               fdtget(t1, "/pl031@9010000", "compatible"))
        want = ("console=ttyAMA0 root=/dev/vda2 yamlfdt=boot",
                "acme,yamlfdt-boot", ph, ph, None)
        R.check("hook: the OS got the overlay (bootargs over U-Boot's, new "
                "node with a phandle reference, node deleted)",
                got == want and ph is not None,
                "want %r\ngot  %r" % (want, got))
        # the same text applied by the host tool to the tree of the boot
        # without the hook: the same tree
        host = os.path.join(work, "host.dtb")
        o = run([yamlfdt_tool, "-i", t0, "-o", host, files["boot"]])
        a = dts_without_seeds(host, work) if o.returncode == 0 else o.stdout
        b = dts_without_seeds(t1, work)
        R.check("hook: the OS's tree equals the host tool's result on the "
                "unhooked tree", a == b, show_diff(a, b, "host tool", "OS"))
    else:
        R.check("hook: the OS got a tree", False)

    out2, t2 = boot(ubin, uimg, files["boot-bad"],
                    hook_cmds(files["boot-bad"]),
                    work, "boot-bad")
    R.check("hook, bad overlay: the error with its line and column, and "
            "that the boot goes on unmodified",
            "yamlfdt: line 6, column 15: the base tree has no labels (no "
            "/__symbols__): open the node by its /path:\n"
            "yamlfdt: boot text not applied: booting with the "
            "unmodified device tree\n" in out2 and
            "Starting kernel" in out2, out2)
    R.check("hook, bad overlay: the OS got the unmodified tree",
            t2 is not None and dts_without_seeds(t2, work) == base,
            show_diff(base, dts_without_seeds(t2, work), "no hook", "bad")
            if t2 else "no tree")

    out3, t3 = boot(ubin, uimg, files["boot-big"],
                    hook_cmds(files["boot-big"]),
                    work, "boot-big")
    R.check("hook, text larger than CONFIG_SYS_FDT_PAD: says so, with the "
            "bytes to ask for, boot goes on unmodified",
            re.search(r"yamlfdt: not enough room in the device tree \(\d+ "
                      r"more bytes needed\): raise CONFIG_SYS_FDT_PAD from "
                      r"0x3000 to 0x[0-9a-f]+, or run 'fdt resize 0x[0-9a-f]+"
                      r"' on the tree before booting\nyamlfdt: boot text not "
                      r"applied: "
                      r"booting with the unmodified device tree\n", out3)
            is not None and "Starting kernel" in out3, out3)
    R.check("hook, no room: the OS got the unmodified tree",
            t3 is not None and dts_without_seeds(t3, work) == base)

    # A text in RAM, but not recorded by this boot (its load failed, or an
    # earlier boot left it), with the environment of the interface before
    # "yamlfdt boot" (or a saved one): never applied, and the hook says
    # what to do instead.
    out4, t4 = boot(ubin, uimg, files["boot"],
                    ["setenv yamlfdt_addr_r %x" % A_OVERLAY,
                     "setenv yamlfdt_size %x"
                     % os.path.getsize(files["boot"])], work, "no-record")
    R.check("hook, $yamlfdt_size but no 'yamlfdt boot': says so, applies "
            "nothing, boots",
            "yamlfdt: $yamlfdt_size is not read: record the text with "
            "'yamlfdt boot <addr> <size>'\n" in out4 and
            "yamlfdt: applied" not in out4 and
            "Starting kernel" in out4, out4)
    R.check("hook, nothing recorded: the OS got the unmodified tree",
            t4 is not None and dts_without_seeds(t4, work) == base)


def bootefi(ubin, text):
    """'bootefi hello' (U-Boot's built-in EFI application as the OS) after
    loading @text for the hook; U-Boot's output."""
    result = {"out": ""}

    def body(u):
        new_copy(u)
        run_cmds(u, hook_cmds(text))
        result["out"] = u.cmd("bootefi hello %x" % TREE)

    session(ubin, [(text, A_OVERLAY)], body,
            "bootefi: " + os.path.basename(text))
    return result["out"]


def test_bootefi(ubin, files):
    """bootefi sends EVT_FT_FIXUP on its own copy of the tree: the hook
    applies the text there, and its advice when the text does not fit is
    bootefi's."""
    out = bootefi(ubin, files["boot"])
    R.check("bootefi, a text: applied on the way to the EFI application",
            "yamlfdt: applied the text at 0x%x (%d bytes)\n"
            % (A_OVERLAY, os.path.getsize(files["boot"])) in out and
            "Have device tree" in out, out)
    out = bootefi(ubin, files["boot-big"])
    R.check("bootefi, a text too big: the advice names 'fdt resize' before "
            "bootefi, with the bytes; boots on unmodified",
            re.search(r"yamlfdt: not enough room in the device tree "
                      r"\(\d+ more bytes needed\): run 'fdt resize "
                      r"0x[0-9a-f]+' on the tree before bootefi\n"
                      r"yamlfdt: boot text not applied: booting "
                      r"with the unmodified device tree\n", out)
            is not None and "Have device tree" in out, out)


def test_strict(ubin, uimg, files):
    """With YAMLFDT_BOOT_STRICT a failing text stops the boot; a good one
    boots."""
    result = {}

    def body(u):
        new_copy(u)
        run_cmds(u, hook_cmds(files["boot-bad"]))
        u.send("bootm %x - %x; echo rc=$?\n" % (A_OS, TREE))
        # past the OS's preparation, bootm resets the board on a failure
        result["out"] = u.expect(r"resetting \.\.\.|rc=\d+", 30)

    session(ubin, [(uimg, A_OS), (files["boot-bad"], A_OVERLAY)], body,
            "strict")
    out = result.get("out", "")
    R.check("hook, YAMLFDT_BOOT_STRICT, bad text: says so and does not boot",
            "yamlfdt: boot text not applied: not booting "
            "(YAMLFDT_BOOT_STRICT)\n" in out and "Starting kernel" not in out,
            out)
    out1, t1 = boot(ubin, uimg, files["boot"],
                    hook_cmds(files["boot"]),
                    os.path.dirname(uimg), "strict-good")
    R.check("hook, YAMLFDT_BOOT_STRICT, good text: applied, boots",
            "yamlfdt: applied the text" in out1 and t1 is not None, out1)


# ---- size -----------------------------------------------------------------

def map_sizes(builddir):
    """Bytes each part of the module takes in u-boot, from the memory map
    of u-boot.map (not its list of discarded sections)."""
    text = open(os.path.join(builddir, "u-boot.map")).read()
    text = text[text.find("Linker script and memory map"):]
    parts = {}
    rx = re.compile(r"^ (\.[^\s]+)\s*\n?\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)"
                    r"\s+(\S+)$", re.M)
    for m in rx.finditer(text):
        obj = m.group(4)
        if "yamlfdt" not in obj or m.group(1).startswith((".debug",
                                                          ".comment")):
            continue
        if obj.startswith("cmd/"):
            key = "the command (cmd/yamlfdt.o)"
        elif obj.endswith("/uboot.o"):
            key = "the glue (lib/yamlfdt/uboot.o)"
        elif obj.endswith("/boot.o"):
            key = "the hook (lib/yamlfdt/boot.o)"
        else:
            key = "the core (lib/yamlfdt/, core/*.c)"
        parts[key] = parts.get(key, 0) + int(m.group(3), 16)
    return parts


def report_size(dirs, version, also=()):
    """u-boot.bin with and without the module, and each build of @also
    (pairs of directories, a build and its own base) beside its base."""
    rows = []
    for label, d in dirs:
        path = os.path.join(d, "u-boot.bin")
        if os.path.exists(path):
            rows.append((label, os.path.getsize(path), d))
    if not rows:
        return
    base = rows[0][1]
    print("size of u-boot.bin (qemu_arm_defconfig, arm-linux-gnueabihf-gcc "
          "12.2):")
    for label, n, d in rows:
        print("  %-34s %7d bytes  %+6d" % (label, n, n - base))
    for part, n in sorted(map_sizes(rows[-1][2]).items()):
        print("  of which %-36s %6d bytes" % (part, n))
    print("U-Boot %s: u-boot.bin +%d bytes (the command and the boot hook, "
          "qemu_arm_defconfig; a report)" % (version, rows[-1][1] - base))
    # Issue 28's target is on the boot profile with all of U-Boot as
    # Thumb-2 (mk/uboot.mk's boot-profile+thumb), in U-Boot 2025.01.
    for build, against in also:
        name = os.path.basename(build)
        grown = (os.path.getsize(os.path.join(build, "u-boot.bin")) -
                 os.path.getsize(os.path.join(against, "u-boot.bin")))
        target = "a report"
        if name == "boot-profile+thumb" and version == "2025.01":
            target = "target <= 16384: %s" % ("met" if grown <= 16384
                                               else "MISSED")
        print("U-Boot %s: u-boot.bin %+d bytes for %s against %s (%s)"
              % (version, grown, name, os.path.basename(against), target))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", default="2023.01", help="U-Boot's")
    ap.add_argument("--pristine", required=True)
    ap.add_argument("--src", required=True)
    ap.add_argument("--base", required=True)
    ap.add_argument("--with", dest="withdir", required=True)
    ap.add_argument("--cmd-only")
    ap.add_argument("--strict", help="build with YAMLFDT_BOOT_STRICT")
    ap.add_argument("--os", required=True, help="dtbdump legacy image")
    ap.add_argument("--yamlfdt", required=True, help="host tool")
    ap.add_argument("--work", required=True)
    ap.add_argument("--size-only", action="store_true")
    ap.add_argument("--also", action="append", default=[],
                    metavar="BUILD:BASE",
                    help="with --size-only: a build to report against its "
                         "own base")
    a = ap.parse_args()

    dirs = [("without the module", a.base)]
    if a.cmd_only:
        dirs.append(("CMD_YAMLFDT", a.cmd_only))
    dirs.append(("CMD_YAMLFDT + YAMLFDT_BOOT_HOOK", a.withdir))
    if a.size_only:
        report_size(dirs, a.version, [x.split(":") for x in a.also])
        return 0

    os.makedirs(a.work, exist_ok=True)
    files = {k: os.path.join(HERE, k + ".yaml") for k in
             ("apply", "bad", "allow", "boot", "boot-bad")}
    files["big"] = os.path.join(a.work, "big.yaml")
    write_big(files["big"], 200, "yamlfdt-big")
    files["boot-big"] = os.path.join(a.work, "boot-big.yaml")
    write_big(files["boot-big"], 250, "yamlfdt-boot-big")

    test_install(a.src)
    test_config(a.base, False)
    test_config(a.withdir, True)
    test_build_log(a.withdir)
    test_checkpatch(a.pristine, a.src, a.work)
    ubin = os.path.join(a.withdir, "u-boot.bin")
    test_command(ubin, files, a.work)
    test_hook(ubin, a.os, files, a.yamlfdt, a.work)
    test_bootefi(ubin, files)
    if a.strict:
        test_strict(os.path.join(a.strict, "u-boot.bin"), a.os, files)
    report_size(dirs, a.version)
    print("%d passed, %d failed" % (R.passed, R.failed))
    return 1 if R.failed else 0


if __name__ == "__main__":
    sys.exit(main())
