#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# The first step on a fresh Debian 12: install make, which the rest needs.
# `make demo` and `make check` then install what each of them needs
# (see DEPS_* in the Makefile), through scripts/apt-install.sh: as root
# directly, as a user through sudo.
set -eu
exec "$(dirname "$0")/apt-install.sh" setup make
