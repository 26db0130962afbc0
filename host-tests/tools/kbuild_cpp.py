# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
"""The cpp command Kbuild runs on a U-Boot device tree source."""
import os


def cpp_cmd(uboot, arch, src, out):
    """cpp preprocessing SRC of U-Boot tree UBOOT, architecture ARCH, into OUT."""
    return ['cpp', '-nostdinc', '-undef', '-x', 'assembler-with-cpp', '-D__DTS__',
            '-D__ASSEMBLY__', '-I', os.path.join(uboot, 'arch', arch, 'dts'),
            '-I', os.path.join(uboot, 'arch', arch, 'dts', 'include'),
            '-I', os.path.join(uboot, 'include'),
            '-I', os.path.join(uboot, 'arch', arch, 'include'), '-o', out, src]
