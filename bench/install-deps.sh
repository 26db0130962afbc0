#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# Install what `make bench`, `make bench-callgrind` and `make
# bench-vs-overlay` need on Debian 12 (each runs this first): libfyaml (the
# YAML 1.2 parser compared against), valgrind (instruction counts), dtc and
# libfdt, cpp and python3 (the inputs), kconfiglib (the core in Kconfig's
# default and boot profile).  The U-Boot source
# of the real boards comes from scripts/fetch-uboot-src.sh and libfdt's
# source (for the callgrind breakdown) from scripts/fetch-libfdt-src.sh;
# both run from the make targets when needed, as root.
# Idempotent: apt-get runs only when a package is missing.
#
#   bench/install-deps.sh
set -eu

PKGS="make gcc libc6-dev cpp python3 python3-kconfiglib device-tree-compiler
      libfdt-dev libfyaml-dev valgrind"

# shellcheck disable=SC2086
"$(dirname "$0")/../scripts/apt-install.sh" bench/install-deps $PKGS
