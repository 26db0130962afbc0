#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# Install what `make check-uboot` needs on Debian 12: U-Boot's build
# dependencies, kconfiglib (the boot profile's fragment), the armhf cross
# compiler and qemu-system-arm, then fetch
# U-Boot 2023.01's source into cache/u-boot (scripts/fetch-uboot-src.sh).
# Idempotent: apt-get runs only when a package is missing.
#
#   host-tests/uboot/install-deps.sh
set -eu
cd "$(dirname "$0")/../.."

PKGS="make gcc libc6-dev python3 bison flex bc libssl-dev libgnutls28-dev
      uuid-dev gcc-arm-linux-gnueabihf qemu-system-arm dpkg-dev xz-utils
      device-tree-compiler perl swig python3-dev python3-setuptools
      python3-pyelftools python3-pytest python3-pytest-xdist python3-filelock
      python3-pycryptodome efitools python3-kconfiglib"

# shellcheck disable=SC2086
scripts/apt-install.sh "uboot install-deps" $PKGS

# The U-Boot versions to fetch (default 2023.01)
for v in ${@:-2023.01}; do
	scripts/fetch-uboot-src.sh "$v"
done
