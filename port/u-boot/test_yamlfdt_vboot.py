# SPDX-License-Identifier: GPL-2.0+ OR BSD-2-Clause
"""Test the yamlfdt boot-time hook on a verified boot: a YAML text signed
in a FIT configuration is applied to the OS's tree, a text the signature
does not cover is not.

Keys are made here, as test_vboot.py makes them, and the FIT is signed
with mkimage, which writes the public key, marked required, into the
control device tree that U-Boot is then restarted with.  Needs a flat
control tree (sandbox_flattree): with a live tree image_setup_libfdt()
sends no EVT_FT_FIXUP.
"""

import hashlib
import os
import pytest
import u_boot_utils as util

TEXT = '''/chosen:
  bootargs: yamlfdt-signed
/:
  yamlfdt-vboot:
    compatible: acme,yamlfdt-vboot
'''

# The same length as TEXT: only the data and its hash change
FORGED = TEXT.replace('yamlfdt-signed', 'yamlfdt-forged')

TEXT_IMAGE = '''
		board-text {
			description = "the board's device-tree changes";
			data = /incbin/("board.yaml");
			type = "firmware";
			arch = "sandbox";
			compression = "none";
			hash-1 {
				algo = "sha256";
			};
		};'''

ITS = '''/dts-v1/;

/ {
	description = "yamlfdt verified-boot test";
	#address-cells = <1>;

	images {
		kernel {
			data = /incbin/("test-kernel.bin");
			type = "kernel_noload";
			arch = "sandbox";
			os = "linux";
			compression = "none";
			load = <0x4>;
			entry = <0x8>;
			hash-1 {
				algo = "sha256";
			};
		};
		fdt-1 {
			data = /incbin/("sandbox-kernel.dtb");
			type = "flat_dt";
			arch = "sandbox";
			compression = "none";
			hash-1 {
				algo = "sha256";
			};
		};%(image)s
	};
	configurations {
		default = "conf-1";
		conf-1 {
			kernel = "kernel";
			fdt = "fdt-1";%(ref)s
			signature {
				algo = "sha256,rsa2048";
				key-name-hint = "dev";
				sign-images = %(sign)s;
			};
		};
	};
};
'''

BOOTED = 'sandbox: continuing, as we cannot run'


class Vboot:
    """Keys, a control tree with the public key, and signed FITs, in a
    directory of the test's own."""

    def __init__(self, cons, name):
        self.cons = cons
        self.tmp = os.path.join(cons.config.result_dir, name) + '/'
        os.makedirs(self.tmp, exist_ok=True)
        self.mkimage = os.path.join(cons.config.build_dir, 'tools', 'mkimage')
        self.dtb = self.tmp + 'sandbox-u-boot.dtb'
        self.fit = self.tmp + 'test.fit'
        datadir = os.path.join(cons.config.source_dir, 'test', 'py', 'tests',
                               'vboot')
        for dts in ('sandbox-u-boot.dts', 'sandbox-kernel.dts'):
            util.run_and_log(cons, ['dtc', '-I', 'dts', '-O', 'dtb', '-o',
                                    self.tmp + dts.replace('.dts', '.dtb'),
                                    os.path.join(datadir, dts)])
        with open(self.tmp + 'test-kernel.bin', 'wb') as outf:
            outf.write(500 * b'\0')
        with open(self.tmp + 'board.yaml', 'w', encoding='ascii') as outf:
            outf.write(TEXT)
        # An RSA key pair and a certificate, as test_vboot.py makes them
        util.run_and_log(cons, 'openssl genpkey -algorithm RSA -out %sdev.key '
                         '-pkeyopt rsa_keygen_bits:2048 '
                         '-pkeyopt rsa_keygen_pubexp:65537' % self.tmp)
        util.run_and_log(cons, 'openssl req -batch -new -x509 -key %sdev.key '
                         '-out %sdev.crt' % (self.tmp, self.tmp))

    def make_fit(self, text, signed):
        """A FIT whose conf-1 names the text (if @text) and is signed with
        the required key, covering the text too if @signed."""
        sign = ['"fdt"', '"kernel"'] + (['"yamlfdt"'] if signed else [])
        its = ITS % {'image': TEXT_IMAGE if text else '',
                     'ref': '\n\t\t\tyamlfdt = "board-text";' if text else '',
                     'sign': ', '.join(sign)}
        with open(self.tmp + 'test.its', 'w', encoding='ascii') as outf:
            outf.write(its)
        util.run_and_log(self.cons, [self.mkimage, '-D',
                                     '-I dts -O dtb -i %s' % self.tmp, '-f',
                                     self.tmp + 'test.its', self.fit])
        util.run_and_log(self.cons, [self.mkimage, '-F', '-k', self.tmp,
                                     '-K', self.dtb, '-r', self.fit])

    def env(self):
        """The environment, as a dict."""
        out = self.cons.run_command('env print')
        return dict(line.split('=', 1) for line in out.splitlines()
                    if '=' in line)

    def bootm(self, before=()):
        """Restart U-Boot with the control tree holding the required key,
        run @before, then bootm the FIT; return bootm's output and the
        OS's /chosen and /yamlfdt-vboot (after a boot, the working fdt).
        The hook changes no environment variable: bootm itself sets only
        fdtaddr, the tree it made."""
        self.cons.config.dtb = self.dtb
        self.cons.restart_uboot()
        self.cons.run_command('host load hostfs - 100 %s' % self.fit)
        for cmd in before:
            self.cons.run_command(cmd)
        env = self.env()
        out = self.cons.run_command('bootm 100')
        after = self.env()
        changed = {k for k in set(env) | set(after)
                   if env.get(k) != after.get(k)}
        assert changed <= {'fdtaddr'}, changed
        chosen = self.cons.run_command('fdt print /chosen')
        node = self.cons.run_command('fdt print /yamlfdt-vboot')
        return out, chosen, node


@pytest.fixture
def vboot(u_boot_console, request):
    """A Vboot for the test; U-Boot restarted with its own tree after."""
    cons = u_boot_console
    old_dtb = cons.config.dtb
    try:
        yield Vboot(cons, request.node.name)
    finally:
        cons.config.dtb = old_dtb
        cons.restart_uboot()


def applied(chosen, node):
    """Whether the OS's tree has TEXT's changes."""
    return ('bootargs = "yamlfdt-signed"' in chosen and
            'compatible = "acme,yamlfdt-vboot"' in node)


VBOOT_MARKS = [pytest.mark.boardspec('sandbox'),
               pytest.mark.buildconfigspec('yamlfdt_boot_hook'),
               pytest.mark.buildconfigspec('fit_signature'),
               pytest.mark.notbuildconfigspec('of_live'),
               pytest.mark.requiredtool('dtc'),
               pytest.mark.requiredtool('openssl')]


def vboot_test(func):
    """The marks every test here has."""
    for mark in VBOOT_MARKS:
        func = mark(func)
    return func


@vboot_test
def test_yamlfdt_vboot_signed(vboot):
    """A text signed in the FIT configuration is applied to the OS's tree."""
    vboot.make_fit(text=True, signed=True)
    out, chosen, node = vboot.bootm()
    assert 'sha256,rsa2048:dev+' in out
    assert "yamlfdt: applied the FIT's board-text (%d bytes)" % len(TEXT) in out
    assert BOOTED in out
    assert applied(chosen, node)


@vboot_test
@pytest.mark.buildconfigspec('cmd_yamlfdt')
def test_yamlfdt_vboot_unsigned(vboot):
    """On a verified boot a text the signature does not cover is not
    applied: one loaded from the boot partition, or a sub-image left out
    of sign-images; with $verify=n the loaded one is."""
    vboot.make_fit(text=False, signed=True)
    load = ['host load hostfs - 200000 %sboard.yaml' % vboot.tmp,
            'yamlfdt boot 200000 %x' % len(TEXT)]
    out, chosen, node = vboot.bootm(load)
    assert ('yamlfdt: verified boot: the text at 0x200000 is not covered '
            "by the FIT configuration's signature: not applied") in out
    assert BOOTED in out
    assert not applied(chosen, node)

    # Not a verified boot: the environment says so, and is trusted
    out, chosen, node = vboot.bootm(load + ['setenv verify n'])
    assert 'yamlfdt: applied the text at 0x200000' in out
    assert applied(chosen, node)

    # The interface before "yamlfdt boot": the hook says so, applies
    # nothing, and leaves $yamlfdt_size as it was (bootm() checks it)
    out, chosen, node = vboot.bootm([load[0], 'setenv verify n',
                                     'setenv yamlfdt_size %x' % len(TEXT)])
    assert ("yamlfdt: $yamlfdt_size is not read: record the text with "
            "'yamlfdt boot <addr> <size>'") in out
    assert 'yamlfdt: applied' not in out
    assert not applied(chosen, node)

    # In the FIT, but not signed: U-Boot 2025.01 verifies the nodes that
    # mkimage hashed and boots, and the hook refuses the text; 2023.01
    # (Debian's) hashes every image the configuration names, so the
    # signature fails and nothing boots
    vboot.make_fit(text=True, signed=False)
    out, chosen, node = vboot.bootm()
    if BOOTED in out:
        assert ("yamlfdt: verified boot: the FIT's board-text is not "
                "covered by the FIT configuration's signature: not "
                "applied") in out
        assert not applied(chosen, node)
    else:
        assert 'Failed to verify required signature' in out
        assert 'yamlfdt: applied' not in out


@vboot_test
def test_yamlfdt_vboot_tampered(vboot):
    """A text changed after signing, its sub-image's hash recomputed so
    that only the signature catches it: nothing boots, nothing applied."""
    vboot.make_fit(text=True, signed=True)
    with open(vboot.fit, 'rb') as inf:
        fit = inf.read()
    old_hash = hashlib.sha256(TEXT.encode()).digest()
    new_hash = hashlib.sha256(FORGED.encode()).digest()
    assert fit.count(TEXT.encode()) == 1 and fit.count(old_hash) == 1
    fit = fit.replace(TEXT.encode(), FORGED.encode())
    fit = fit.replace(old_hash, new_hash)
    with open(vboot.fit, 'wb') as outf:
        outf.write(fit)
    out, _, _ = vboot.bootm()
    assert 'Failed to verify required signature' in out
    assert 'yamlfdt: applied' not in out
    assert BOOTED not in out


@vboot_test
def test_yamlfdt_vboot_no_text(vboot):
    """A signed FIT without a text boots with the tree as U-Boot made it:
    the hook says nothing and changes nothing."""
    vboot.make_fit(text=False, signed=True)
    out, chosen, node = vboot.bootm()
    assert BOOTED in out
    assert 'yamlfdt' not in out
    assert 'yamlfdt' not in chosen
    assert 'acme,yamlfdt-vboot' not in node
