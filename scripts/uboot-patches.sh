#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# uboot-patches.sh PRISTINE VERSION OUTDIR: the U-Boot module as a
# `git format-patch` series against U-Boot VERSION (its pristine source in
# PRISTINE), as a maintainer would review it on the mailing list: one
# patch for the library and the boot hook, one for the command and its
# pytest, one for the hook's verified-boot pytest, one for the
# documentation, and a cover letter with the series' cost in u-boot.bin
# (BASE_BIN and WITH_BIN in the environment: qemu_arm_defconfig's
# u-boot.bin without and with the module), each with a commit message in
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
# absolute: the script works in the tree it makes
BASE_BIN=${BASE_BIN:+$(realpath "$BASE_BIN")}
WITH_BIN=${WITH_BIN:+$(realpath "$WITH_BIN")}
AUTHOR=$(git -C "$TOP" log -1 --format='%an')
EMAIL=$(git -C "$TOP" log -1 --format='%ae')

rm -rf "$OUT"
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
T=$OUT/tree
mkdir -p "$T"
cp -a "$PRISTINE/." "$T"	# its contents: PRISTINE may be a symbolic link
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

YAMLFDT_BOOT_HOOK applies a text to the tree handed to the OS: a spy on
EVT_FT_FIXUP, so bootm, bootz, booti and bootefi all do it, and no C file
of U-Boot's changes.  It needs OFNODE_MULTI_TREE on a flat tree, so it
selects it.  The text is the one the booted FIT configuration names in a
'yamlfdt' property (found through the images bootm hands the spy, its
hashes checked), or else the one the command's 'yamlfdt boot' recorded in
memory on this boot; the spy changes no environment variable, and a text
an earlier boot left in RAM is never applied.

On a verified boot (a required key in the control FDT, \$verify not 'n')
a text is applied only if every signature of the configuration lists its
image and hash nodes among the hashed nodes (sign-images names it), the
allow-list is YAMLFDT_BOOT_ALLOW and never the environment's, and an
unsigned text is refused unless YAMLFDT_BOOT_UNSIGNED (default n).  A
failure boots on with the unmodified tree, or with YAMLFDT_BOOT_STRICT
stops the boot.  Errors are returned as -errno values." \
	lib/yamlfdt lib/Kconfig lib/Makefile include/yamlfdt_uboot.h MAINTAINERS

maintain cmd/yamlfdt.c test/py/tests/test_yamlfdt.py
commit "cmd: add the yamlfdt command" \
"'yamlfdt apply <addr> [<size>]' applies the YAML text at <addr> to the
working device tree, and 'yamlfdt check' makes the same checks and writes
nothing.  <size> defaults to \$filesize.  The tree grows only within the
room 'fdt resize' gave it; when that is too little the command says how
much to ask for.  \$yamlfdt_allow, if set, limits what a text may change.
'yamlfdt boot <addr> [<size>]' records a loaded text for the boot-time
hook.

test/py/tests/test_yamlfdt.py runs it on sandbox: a text sets a property
and adds a node; a mistake on its last line gives one line with the line
and column, fails, and leaves the tree's crc32 as it was; check writes
nothing; a text larger than the room fails unchanged, and the 'fdt
resize' its message names makes it fit." \
	cmd/yamlfdt.c cmd/Kconfig cmd/Makefile test/py/tests/test_yamlfdt.py \
	MAINTAINERS

maintain test/py/tests/test_yamlfdt_vboot.py
commit "test: yamlfdt: the boot-time hook on a verified boot" \
"On sandbox_flattree (sandbox_defconfig's live tree sends no
EVT_FT_FIXUP), with an RSA key made in the test as test_vboot.py makes
it and a FIT signed by mkimage with the key required: a text signed in
the configuration is applied to the OS's tree; a text recorded with
'yamlfdt boot', or one left out of sign-images, is not; a text changed
after signing, its hash recomputed, fails the signature; a signed FIT
without a text boots unchanged; and no boot changes the environment." \
	test/py/tests/test_yamlfdt_vboot.py MAINTAINERS

maintain doc/usage/cmd/yamlfdt.rst
commit "doc: usage: add the yamlfdt command" \
"The synopsis, the dialect in short, the command and the boot-time hook,
signed texts in a FIT with a worked .its, moving from \$yamlfdt_size, an
example and the return value." \
	doc/usage/cmd/yamlfdt.rst doc/usage/index.rst MAINTAINERS

# cover FILE: the cover letter's subject and text, in place of
# format-patch's placeholders: what the series is, its cost in u-boot.bin
# (from $BASE_BIN and $WITH_BIN, qemu_arm_defconfig without and with the
# command and the hook, when given) and the checkpatch finding left.
cover() {
	if [ -n "$BASE_BIN" ] && [ -f "$BASE_BIN" ] && [ -f "$WITH_BIN" ]; then
		b=$(wc -c <"$BASE_BIN") w=$(wc -c <"$WITH_BIN")
		size="For qemu_arm_defconfig (ARM, gcc -Os) the command and the hook
add $((w - b)) bytes to u-boot.bin ($b without, $w with), most of it
the library; 'make uboot-size' in yamlfdt reports the other choices
(the library's options off, Thumb-2)."
	else
		size="Its cost in u-boot.bin: run 'make uboot-size' in yamlfdt."
	fi
	cat >"$TMP_BLURB" <<-EOF
	yamlfdt applies device-tree changes written in YAML to a flattened
	device tree in place, checking the whole text before it writes
	anything: on any error the tree is left as it was, and the error has
	its line and column.  This series adds it as a library, a command and
	a boot-time hook (an EVT_FT_FIXUP spy; no C file of U-Boot's changes).

	On a verified boot the hook applies only a text signed in the FIT
	configuration (a 'yamlfdt' sub-image listed in sign-images); a text
	from the boot partition is refused unless the board opts in with
	YAMLFDT_BOOT_UNSIGNED, and the allow-list comes from Kconfig, not the
	environment.  test/py covers it on sandbox_flattree.

	$size

	checkpatch (--strict) leaves no error and two warnings, both in the
	command's patch and both CMD_TEST, the reminder to add a test that
	comes with every command handler (do_yamlfdt_sub() for apply and
	check, do_yamlfdt_boot() for boot).  test_yamlfdt.py in the same
	patch tests apply and check; test_yamlfdt_vboot.py in the next runs
	'yamlfdt boot'.  The checks left are the library's portable
	uint32_t-style types (as libfdt's) and C11's _Static_assert and
	_Alignof, which checkpatch reads as CamelCase and a cast.
	EOF
	awk -v blurb="$TMP_BLURB" '
		/\*\*\* SUBJECT HERE \*\*\*/ {
			sub(/\*\*\* SUBJECT HERE \*\*\*/,
			    "Add yamlfdt: device-tree changes written in YAML")
		}
		/^\*\*\* BLURB HERE \*\*\*$/ {
			while ((getline l < blurb) > 0)
				print l
			next
		}
		{ print }
	' "$1" >"$1.new" && mv "$1.new" "$1"
}
TMP_BLURB=$OUT/.blurb

if [ -n "$(g status --porcelain)" ]; then
	echo "uboot-patches: install.sh changed files no patch has:" >&2
	g status --porcelain >&2
	exit 1
fi
g format-patch -q --cover-letter -o "$OUT" HEAD~4
rm -f "$OUT"/0000-cover-letter.patch.orig
cover "$OUT"/0000-cover-letter.patch
rm -f "$TMP_BLURB"
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
