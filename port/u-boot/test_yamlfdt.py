# SPDX-License-Identifier: GPL-2.0+ OR BSD-2-Clause
"""Test the yamlfdt command: YAML device-tree text applied to the working
fdt, checked whole before anything is written."""

import os
import pytest
import u_boot_utils

GOOD = '''/chosen:
  bootargs: yamlfdt-test
/:
  yamlfdt-test:
    compatible: acme,yamlfdt-test
    clock-output-names: [one, two]
    cells: [1, 0x20]
'''

# line 5, column 16: 256 does not fit a !uint8
BAD = '''/chosen:
  bootargs: must-not-appear
/:
  yamlfdt-test:
    x: !uint8 [256]
'''


def load(cons, text, name, addr):
    """Put @text at @addr through the host filesystem; return its size."""
    path = os.path.join(cons.config.result_dir, name)
    with open(path, 'w', encoding='ascii') as outf:
        outf.write(text)
    cons.run_command('host load hostfs - %x %s' % (addr, path))
    return len(text)


BASE = '''/dts-v1/;
/ {
\t#address-cells = <1>;
\t#size-cells = <1>;
\tchosen {
\t\tbootargs = "from-base";
\t};
\tserial@1000 {
\t\tcompatible = "acme,uart";
\t\treg = <0x1000 0x100>;
\t};
};
'''


def working_tree(cons):
    """A small tree, compiled by the build's dtc, as the working fdt with
    4 KiB of room; return where texts may go."""
    dts = os.path.join(cons.config.result_dir, 'yamlfdt-base.dts')
    dtb = os.path.join(cons.config.result_dir, 'yamlfdt-base.dtb')
    with open(dts, 'w', encoding='ascii') as outf:
        outf.write(BASE)
    dtc = os.path.join(cons.config.build_dir, 'scripts', 'dtc', 'dtc')
    u_boot_utils.run_and_log(cons, [dtc, '-I', 'dts', '-O', 'dtb', '-o', dtb,
                                    dts])
    ram = u_boot_utils.find_ram_base(cons)
    cons.run_command('host load hostfs - %x %s' % (ram + 0x100000, dtb))
    cons.run_command('fdt addr %x' % (ram + 0x100000))
    cons.run_command('fdt resize 1000')
    return ram


def lines(out):
    """The non-empty lines of a command's output."""
    return [line for line in out.splitlines() if line.strip()]


def crc(cons):
    """crc32 of the working tree's first 64 KiB (its header, blocks, room)."""
    addr = cons.run_command('fdt addr').split()[-1]
    return cons.run_command('crc32 %s 10000' % addr).split()[-1]


@pytest.mark.buildconfigspec('cmd_yamlfdt')
@pytest.mark.buildconfigspec('sandbox')
def test_yamlfdt_apply(u_boot_console):
    """A text sets a property, adds a node, and prints nothing."""
    cons = u_boot_console
    ram = working_tree(cons)
    size = load(cons, GOOD, 'yamlfdt-good.yaml', ram)
    out = cons.run_command('yamlfdt apply %x %x; echo rc=$?' % (ram, size))
    assert out.strip() == 'rc=0'
    out = cons.run_command('fdt print /chosen bootargs')
    assert 'bootargs = "yamlfdt-test"' in out
    out = cons.run_command('fdt print /yamlfdt-test')
    assert 'compatible = "acme,yamlfdt-test";' in out
    assert 'clock-output-names = "one", "two";' in out
    assert 'cells = <0x00000001 0x00000020>;' in out


@pytest.mark.buildconfigspec('cmd_yamlfdt')
@pytest.mark.buildconfigspec('sandbox')
def test_yamlfdt_error(u_boot_console):
    """A mistake on the last line: one line with the line and column, a
    failure, and the tree byte for byte as it was."""
    cons = u_boot_console
    ram = working_tree(cons)
    size = load(cons, BAD, 'yamlfdt-bad.yaml', ram)
    before = crc(cons)
    out = cons.run_command('yamlfdt apply %x %x; echo rc=$?' % (ram, size))
    assert lines(out) == [
        'yamlfdt: line 5, column 16: value out of range for its width: '
        'a cell holds 32 bits (0 to 0xffffffff); a 64-bit value takes '
        '!uint64 (acme,clk-hz: !uint64 5000000000), a byte !uint8 0 to 0xff',
        'rc=1']
    assert crc(cons) == before
    out = cons.run_command('yamlfdt check %x %x; echo rc=$?' % (ram, size))
    assert lines(out)[-1] == 'rc=1'


@pytest.mark.buildconfigspec('cmd_yamlfdt')
@pytest.mark.buildconfigspec('sandbox')
def test_yamlfdt_check(u_boot_console):
    """check passes a good text and writes nothing; size from $filesize."""
    cons = u_boot_console
    ram = working_tree(cons)
    load(cons, GOOD, 'yamlfdt-good.yaml', ram)
    before = crc(cons)
    out = cons.run_command('yamlfdt check %x; echo rc=$?' % ram)
    assert lines(out) == ['yamlfdt: OK', 'rc=0']
    assert crc(cons) == before


@pytest.mark.buildconfigspec('cmd_yamlfdt')
@pytest.mark.buildconfigspec('sandbox')
def test_yamlfdt_room(u_boot_console):
    """A text larger than the room: nothing written, and the 'fdt resize'
    the message names makes it fit."""
    cons = u_boot_console
    ram = working_tree(cons)
    text = '/:\n  yamlfdt-big:\n' + ''.join(
        '    p%d: "%s"\n' % (i, 'x' * 60) for i in range(100))
    size = load(cons, text, 'yamlfdt-big.yaml', ram)
    before = crc(cons)
    out = cons.run_command('yamlfdt apply %x %x; echo rc=$?' % (ram, size))
    got = lines(out)
    assert got[-1] == 'rc=1'
    assert "run 'fdt resize 0x" in got[0]
    assert crc(cons) == before
    resize = got[0].split("'")[1]
    cons.run_command(resize)
    out = cons.run_command('yamlfdt apply %x %x; echo rc=$?' % (ram, size))
    assert out.strip() == 'rc=0'
