#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
#
# Drop yamlfdt into a U-Boot source tree (written against U-Boot 2023.01).
#
#   port/u-boot/install.sh UBOOT_TREE
#
# It copies the core and this port to their places:
#
#   lib/yamlfdt/*.c *.h      core/*.c, core/*.h, yamlfdt_port.h
#   lib/yamlfdt/uboot.c      yamlfdt_uboot.c (runs the core, reports errors)
#   lib/yamlfdt/boot.c       yamlfdt_boot.c (the boot-time hook)
#   include/yamlfdt_uboot.h  yamlfdt_uboot.h
#   cmd/yamlfdt.c            cmd_yamlfdt.c (the yamlfdt command)
#   lib/yamlfdt/Kconfig      YAMLFDT, YAMLFDT_BOOT_HOOK (Kconfig.lib) and
#                            the options of yamlfdt's own Kconfig
#   lib/yamlfdt/Makefile
#
# and adds one entry to each of cmd/Kconfig (CMD_YAMLFDT, after CMD_FDT),
# cmd/Makefile, lib/Kconfig and lib/Makefile; it changes no C file of
# U-Boot's (the boot-time hook is an EVT_FT_FIXUP event spy).  It also adds
# doc/usage/cmd/yamlfdt.rst and its entry in doc/usage/index.rst, and
# test/py/tests/test_yamlfdt.py (the command on sandbox) and
# test_yamlfdt_vboot.py (the hook on a verified boot, sandbox_flattree).  One
# module for U-Boot 2023.01 and 2025.01.  Idempotent: a second run changes
# nothing.  It prints what it changed.  Then enable CMD_YAMLFDT and/or
# YAMLFDT_BOOT_HOOK.
# The Makefile lines below are meant literally: $(...) is make's.
# shellcheck disable=SC2016
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$HERE/../.." && pwd)

if [ $# -ne 1 ]; then
	echo "usage: $0 UBOOT_TREE" >&2
	exit 2
fi
UB=$(cd "$1" && pwd)
for f in Makefile cmd/Kconfig cmd/Makefile lib/Kconfig lib/Makefile \
	 include/event.h include/linux/libfdt.h doc/usage/index.rst; do
	if [ ! -f "$UB/$f" ]; then
		echo "install: $UB does not look like a U-Boot tree (no $f)" >&2
		exit 1
	fi
done

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
CHANGES=0

say() {
	printf '  %-8s %s\n' "$1" "$2"
	CHANGES=$((CHANGES + 1))
}

# put SRC DEST: copy SRC to $UB/DEST unless it is already there, same bytes.
put() {
	if [ ! -f "$UB/$2" ]; then
		mkdir -p "$(dirname "$UB/$2")"
		cp "$1" "$UB/$2"
		say added "$2"
	elif ! cmp -s "$1" "$UB/$2"; then
		cp "$1" "$UB/$2"
		say updated "$2"
	fi
}

# insert FILE MARKER WHERE ANCHOR TEXTFILE: unless FILE has a line that
# contains MARKER, insert TEXTFILE's lines into it
#   WHERE=after   after the first line equal to ANCHOR
#   WHERE=before  before the first line equal to ANCHOR
#   WHERE=block   after the block that starts at the first line equal to
#                 ANCHOR (before the first empty line after it), with an
#                 empty line in front
# and, when ANCHOR is missing and WHERE is not "before", at the end.
insert() {
	file=$UB/$1
	if grep -qF -- "$2" "$file"; then
		return 0
	fi
	if grep -qxF -- "$4" "$file"; then
		awk -v where="$3" -v anchor="$4" -v textfile="$5" '
			function text(  l) {
				while ((getline l < textfile) > 0)
					print l
				close(textfile)
			}
			!done && where == "before" && $0 == anchor {
				text(); print; done = 1; next
			}
			!done && where == "after" && $0 == anchor {
				print; text(); done = 1; next
			}
			!done && where == "block" && $0 == anchor { inblock = 1 }
			!done && inblock && $0 == "" {
				print ""; text(); done = 1
			}
			{ print }
			END { if (inblock && !done) { print ""; text() } }
		' "$file" > "$TMP/edit"
		cat "$TMP/edit" > "$file"
		say patched "$1 ($6)"
	elif [ "$3" = before ]; then
		echo "install: $1: no line '$4' to insert $6 before" >&2
		exit 1
	else
		{ echo; cat "$5"; } >> "$file"
		say appended "$1 ($6)"
	fi
}

echo "yamlfdt install: $UB"

# ---- the library: core, port header, glue --------------------------------
OBJS=
for f in "$TOP"/core/*.c; do
	b=$(basename "$f")
	[ "$b" = lines.c ] && continue	# host only (the host tool's --check)
	put "$f" "lib/yamlfdt/$b"
	OBJS="$OBJS ${b%.c}.o"
done
for f in "$TOP"/core/*.h; do
	put "$f" "lib/yamlfdt/$(basename "$f")"
done
put "$HERE/yamlfdt_port.h" lib/yamlfdt/yamlfdt_port.h
put "$HERE/yamlfdt_uboot.c" lib/yamlfdt/uboot.c
put "$HERE/yamlfdt_boot.c" lib/yamlfdt/boot.c
put "$HERE/yamlfdt_uboot.h" include/yamlfdt_uboot.h
put "$HERE/cmd_yamlfdt.c" cmd/yamlfdt.c

{
	echo "# SPDX-License-Identifier: GPL-2.0+ OR BSD-2-Clause"
	echo "#"
	echo "# yamlfdt, written by yamlfdt's port/u-boot/install.sh."
	echo
	echo "obj-y +=$OBJS"
	echo "obj-y += uboot.o"
	echo "obj-\$(CONFIG_YAMLFDT_BOOT_HOOK) += boot.o"
	# U-Boot 2023.10 renamed EVENT_SPY to EVENT_SPY_FULL: the newer name
	# for an older tree, here, so that boot.c needs no shim
	if ! grep -q 'define EVENT_SPY_FULL' "$UB/include/event.h"; then
		echo "CFLAGS_boot.o += -DEVENT_SPY_FULL=EVENT_SPY"
	fi
} > "$TMP/Makefile"
put "$TMP/Makefile" lib/yamlfdt/Makefile

# lib/yamlfdt/Kconfig: YAMLFDT with a prompt and the hook (Kconfig.lib),
# then yamlfdt's own options: its Kconfig less its header comment and its
# "config YAMLFDT" (a def_bool for its own build).
{
	echo "# SPDX-License-Identifier: GPL-2.0+ OR BSD-2-Clause"
	echo "#"
	echo "# yamlfdt, written by yamlfdt's port/u-boot/install.sh from"
	echo "# port/u-boot/Kconfig.lib and yamlfdt's Kconfig."
	echo
	grep -v '^# SPDX-License-Identifier' "$HERE/Kconfig.lib"
	echo
	awk '
		!started && (/^#/ || /^$/) { next }
		{ started = 1 }
		/^config YAMLFDT$/ { skip = 1; next }
		skip && /^[^ \t]/ { skip = 0 }
		!skip { print }
	' "$TOP/Kconfig"
} > "$TMP/Kconfig"
put "$TMP/Kconfig" lib/yamlfdt/Kconfig

# ---- entries in U-Boot's own Kconfig and Makefiles -------------------------
grep -v '^# SPDX-License-Identifier' "$HERE/Kconfig.cmd" > "$TMP/cmd.kconfig"
insert cmd/Kconfig "config CMD_YAMLFDT" block "config CMD_FDT" \
	"$TMP/cmd.kconfig" "CMD_YAMLFDT"
echo 'obj-$(CONFIG_CMD_YAMLFDT) += yamlfdt.o' > "$TMP/cmd.mk"
insert cmd/Makefile "CONFIG_CMD_YAMLFDT" after \
	'obj-$(CONFIG_CMD_FDT) += fdt.o' "$TMP/cmd.mk" "yamlfdt.o"
echo 'source lib/yamlfdt/Kconfig' > "$TMP/lib.kconfig"
insert lib/Kconfig "lib/yamlfdt/Kconfig" after \
	'source lib/optee/Kconfig' "$TMP/lib.kconfig" "source lib/yamlfdt/Kconfig"
# The phase prefix: SPL_TPL_ until 2024.10, PHASE_ since.
if grep -qF 'CONFIG_$(PHASE_)OF_LIBFDT' "$UB/lib/Makefile"; then
	PH='$(PHASE_)'
else
	PH='$(SPL_TPL_)'
fi
echo "obj-\$(CONFIG_${PH}YAMLFDT) += yamlfdt/" > "$TMP/lib.mk"
insert lib/Makefile "YAMLFDT" after \
	"obj-\$(CONFIG_${PH}OF_LIBFDT) += libfdt/" "$TMP/lib.mk" "yamlfdt/"

# ---- the tests, in U-Boot's pytest framework: the command; the hook on a
# verified boot ---------------------------------------------------------------
put "$HERE/test_yamlfdt.py" test/py/tests/test_yamlfdt.py
put "$HERE/test_yamlfdt_vboot.py" test/py/tests/test_yamlfdt_vboot.py

# ---- the command's documentation --------------------------------------------
put "$HERE/yamlfdt.rst" doc/usage/cmd/yamlfdt.rst
echo '   cmd/yamlfdt' > "$TMP/index.rst"
insert doc/usage/index.rst "cmd/yamlfdt" after '   cmd/xxd' \
	"$TMP/index.rst" "cmd/yamlfdt in the index"

if [ "$CHANGES" -eq 0 ]; then
	echo "yamlfdt install: already installed, nothing changed"
else
	echo "yamlfdt install: $CHANGES changed"
fi
