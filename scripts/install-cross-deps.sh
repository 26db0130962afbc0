#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# Install what the cross targets of mk/cross.mk need on Debian 12
# (make check-qemu check-be check-baremetal size), then fetch libfdt's
# source into cache/.  Idempotent: apt-get install is skipped when every
# package is already installed.
#
#   scripts/install-cross-deps.sh
set -eu
cd "$(dirname "$0")/.."

PKGS="make gcc libc6-dev python3 device-tree-compiler xxd dpkg-dev xz-utils
      gcc-arm-linux-gnueabihf libc6-dev-armhf-cross
      gcc-s390x-linux-gnu libc6-dev-s390x-cross
      gcc-arm-none-eabi binutils-arm-none-eabi
      qemu-user qemu-system-arm"

# shellcheck disable=SC2086
scripts/apt-install.sh install-cross-deps $PKGS

scripts/fetch-libfdt-src.sh
