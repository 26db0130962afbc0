#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# Install what `make bench` and `make bench-callgrind` need on Debian 12:
# libfyaml (the YAML 1.2 parser compared against), valgrind (instruction
# counts), dtc and libfdt, cpp and python3 (the inputs).  The U-Boot source
# of the real boards comes from scripts/fetch-uboot-src.sh and libfdt's
# source (for the callgrind breakdown) from scripts/fetch-libfdt-src.sh;
# both run from the make targets when needed, as root.
# Idempotent: apt-get runs only when a package is missing.
#
#   bench/install-deps.sh
set -eu

PKGS="make gcc libc6-dev cpp python3 device-tree-compiler libfdt-dev
      libfyaml-dev valgrind"

# shellcheck disable=SC2086
"$(dirname "$0")/../scripts/apt-install.sh" bench/install-deps $PKGS
