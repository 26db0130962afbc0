#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# uboot-patches.sh PRISTINE VERSION OUTDIR: the U-Boot module as a
# `git format-patch` series against U-Boot VERSION (its pristine source in
# PRISTINE), as a maintainer would review it on the mailing list: one
# patch for the library and the boot hook, one for the command and its
# pytest, one for the documentation, each with a commit message in
# U-Boot's style and a Signed-off-by, and each checked with U-Boot's
# scripts/checkpatch.pl.
#
# The patches go to OUTDIR (0001-...patch, with a cover letter); the tree
# they were made in is OUTDIR/tree.  Prints one line per patch with
# checkpatch's totals, and ends with "N passed, N failed" (a patch passes
# with no checkpatch error or warning, below).
set -eu
[ $# -eq 3 ] || { echo "usage: $0 PRISTINE VERSION OUTDIR" >&2; exit 2; }
TOP=$(cd "$(dirname "$0")/.." && pwd)
PRISTINE=$(cd "$1" && pwd)
VERSION=$2
OUT=$3
AUTHOR=$(git -C "$TOP" log -1 --format='%an')
EMAIL=$(git -C "$TOP" log -1 --format='%ae')

rm -rf "$OUT"
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
T=$OUT/tree
cp -a "$PRISTINE" "$T"
cd "$T"
g() { git -c user.name="$AUTHOR" -c user.email="$EMAIL" "$@"; }
g init -q
g add -A
g commit -q -m "U-Boot $VERSION"
"$TOP/port/u-boot/install.sh" "$T" >/dev/null

commit() {	# SUBJECT BODY FILES...
	subject=$1 body=$2
	shift 2
	g add -- "$@"
	printf '%s\n\n%s\n\nSigned-off-by: %s <%s>\n' "$subject" "$body" \
		"$AUTHOR" "$EMAIL" | g commit -q -F -
}

# maintain FILES...: give FILES to the YAMLFDT entry of MAINTAINERS (made
# in its place in the alphabetical order the first time), its F: lines in
# order.  Each patch names the files it adds, as checkpatch asks.
maintain() {
	printf '%s\n' "$@" | awk -v who="$AUTHOR <$EMAIL>" '
		FILENAME == "-" { add["F:\t" $0] = 1; next }
		function entry(	f, n, i, j, t, l) {
			n = 0
			for (f in add)
				l[++n] = f
			for (i = 2; i <= n; i++)	# insertion sort
				for (j = i; j > 1 && l[j - 1] > l[j]; j--) {
					t = l[j]; l[j] = l[j - 1]; l[j - 1] = t
				}
			print "YAMLFDT"
			print "M:\t" who
			print "S:\tMaintained"
			for (i = 1; i <= n; i++)
				print l[i]
		}
		in_entry && /^F:/ { add[$0] = 1; next }
		in_entry && /^$/ { entry(); in_entry = 0; done = 1 }
		in_entry { next }
		!done && $0 == "YAMLFDT" { in_entry = 1; next }
		!done && /^[A-Z]/ && prev == "" && FNR > 20 &&
		    ($0 > "YAMLFDT" || $0 == "THE REST") {
			entry(); print ""; done = 1
		}
		{ print; prev = $0 }
	' - MAINTAINERS > MAINTAINERS.new && mv MAINTAINERS.new MAINTAINERS
}

maintain include/yamlfdt_uboot.h lib/yamlfdt/
commit "lib: add yamlfdt, device-tree changes written in YAML" \
"yamlfdt applies device-tree changes written in a block-style YAML
dialect (that of the yamldt compiler) to a flattened device tree in place:
set bootargs, enable a UART, add a node, delete one, in a text file
instead of a recompiled DTB or a binary overlay.  It checks the whole
text before it writes anything, so on any error the tree is left byte for
byte as it was, and the error has its line and column.  It uses U-Boot's
libfdt for every read and write and allocates nothing.

The library is the project's core as it is (lib/yamlfdt/*.c), built
through a small environment header, with its options in Kconfig (the
dialect's optional parts, its limits).  uboot.c runs it on a tree and
reports the result on the console, for the command and the boot hook.

YAMLFDT_BOOT_HOOK applies a text that this boot loaded
(\$yamlfdt_addr_r, and \$yamlfdt_size set after the load) to the tree
handed to the OS: a spy on EVT_FT_FIXUP, so bootm, bootz, booti and
bootefi all do it, and no C file of U-Boot's changes.  It needs
OFNODE_MULTI_TREE on a flat tree, so it selects it.  A failure boots on
with the unmodified tree, or with YAMLFDT_BOOT_STRICT stops the boot." \
	lib/yamlfdt lib/Kconfig lib/Makefile include/yamlfdt_uboot.h MAINTAINERS

maintain cmd/yamlfdt.c test/py/tests/test_yamlfdt.py
commit "cmd: add the yamlfdt command" \
"'yamlfdt apply <addr> [<size>]' applies the YAML text at <addr> to the
working device tree, and 'yamlfdt check' makes the same checks and writes
nothing.  <size> defaults to \$filesize.  The tree grows only within the
room 'fdt resize' gave it; when that is too little the command says how
much to ask for.  \$yamlfdt_allow, if set, limits what a text may change.

test/py/tests/test_yamlfdt.py runs it on sandbox: a text sets a property
and adds a node; a mistake on its last line gives one line with the line
and column, fails, and leaves the tree's crc32 as it was; check writes
nothing; a text larger than the room fails unchanged, and the 'fdt
resize' its message names makes it fit." \
	cmd/yamlfdt.c cmd/Kconfig cmd/Makefile test/py/tests/test_yamlfdt.py \
	MAINTAINERS

maintain doc/usage/cmd/yamlfdt.rst
commit "doc: usage: add the yamlfdt command" \
"The synopsis, the dialect in short, the environment variables of the
command and of the boot-time hook, an example and the return value." \
	doc/usage/cmd/yamlfdt.rst doc/usage/index.rst MAINTAINERS

if [ -n "$(g status --porcelain)" ]; then
	echo "uboot-patches: install.sh changed files no patch has:" >&2
	g status --porcelain >&2
	exit 1
fi
g format-patch -q --cover-letter -o "$OUT" HEAD~3
rm -f "$OUT"/0000-cover-letter.patch.orig
# A patch passes with no checkpatch error and no warning.  One warning is
# a reminder, not a finding: CMD_TEST ("make sure you add a test") comes
# with every command handler; it is answered when the patch adds a test.
pass=0 fail=0
for p in "$OUT"/00[0-9][1-9]-*.patch; do
	log=$(perl scripts/checkpatch.pl --no-tree --show-types -q "$p" 2>&1 ||
	      true)
	r=$(echo "$log" | sed -n 's/^total: \(.*\)/\1/p' | tail -n 1)
	[ -n "$r" ] || r="0 errors, 0 warnings, 0 checks"
	findings=$(echo "$log" | grep -E '^(ERROR|WARNING):' || true)
	if grep -q '^+++ b/test/' "$p"; then
		findings=$(echo "$findings" | grep -v '^WARNING:CMD_TEST:' || true)
	fi
	if [ -z "$findings" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "$findings" | sed 's/^/  /'
	fi
	echo "U-Boot $VERSION: $(basename "$p"): checkpatch: $r"
done
echo "U-Boot $VERSION: the series is in $OUT"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
