#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# Print yamlfdt's version.  Its one home is debian/changelog's first line,
# "yamlfdt (X.Y.Z) ...": the Makefile (--version, soname, yamlfdt.pc, man
# pages) and the tests read it through here.
head -n 1 "$(dirname "$0")/../debian/changelog" | cut -d ' ' -f 2 | tr -d '()'
