#!/usr/bin/env bash
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
#
# Tests for fdtcmp: compiles small DTS pairs with dtc and checks fdtcmp's
# verdict (exit status) and the first difference it prints.
#
#   host-tests/test_fdtcmp.sh [FDTCMP]
#
# FDTCMP is the fdtcmp binary to test; without it the script compiles
# host-tests/fdtcmp.c into its temporary directory (needs cc and libfdt).
# Ends with the line "N passed, N failed"; exits 1 if any test failed.
set -u

here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/test_fdtcmp.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

if [ $# -ge 1 ]; then
	fdtcmp=$1
else
	fdtcmp=$tmp/fdtcmp
	${CC:-cc} -O2 -Wall -o "$fdtcmp" "$here/fdtcmp.c" -lfdt || exit 2
fi
command -v dtc >/dev/null || { echo "test_fdtcmp: dtc not found" >&2; exit 2; }

passed=0 failed=0
pair_ok=1

# pair A-DTS B-DTS [DTC-OPTION...]: compile the two trees into a.dtb and
# b.dtb ("/dts-v1/;" is prepended to both).
pair() {
	local a=$1 b=$2
	shift 2
	pair_ok=1
	printf '/dts-v1/;\n%s\n' "$a" > "$tmp/a.dts"
	printf '/dts-v1/;\n%s\n' "$b" > "$tmp/b.dts"
	if ! dtc -q "$@" -I dts -O dtb -o "$tmp/a.dtb" "$tmp/a.dts" 2> "$tmp/dtc.err" ||
	   ! dtc -q "$@" -I dts -O dtb -o "$tmp/b.dtb" "$tmp/b.dts" 2>> "$tmp/dtc.err"; then
		pair_ok=0
	fi
}

# t NAME STATUS TEXT [FDTCMP-OPTION...]: run fdtcmp on the last pair; the
# test passes when it exits with STATUS and its output contains TEXT
# (with STATUS 0 the output must be empty).
t() {
	local name=$1 want=$2 text=$3 out status
	shift 3
	if [ $pair_ok = 0 ]; then
		echo "FAIL $name: dtc failed on the test's trees: $(head -n 1 "$tmp/dtc.err")"
		failed=$((failed + 1))
		return
	fi
	out=$("$fdtcmp" "$@" "$tmp/a.dtb" "$tmp/b.dtb" 2>&1)
	status=$?
	check "$name" "$want" "$text" "$status" "$out"
}

# check NAME WANT-STATUS WANT-TEXT STATUS OUTPUT
check() {
	local name=$1 want=$2 text=$3 status=$4 out=$5
	if [ "$status" = "$want" ] &&
	   { [ "$want" != 0 ] || [ -z "$out" ]; } &&
	   case $out in *"$text"*) true ;; *) false ;; esac; then
		passed=$((passed + 1))
	else
		echo "FAIL $name: wanted status $want and \"$text\";" \
		     "got status $status: $out"
		failed=$((failed + 1))
	fi
}

# ---------------------------------------------------------------- equal
base='/ {
	model = "test";
	#address-cells = <1>;
	#size-cells = <1>;
	flag;
	bytes = [01 02 03];
	cpus {
		cpu@0 { reg = <0>; };
		cpu@1 { reg = <1>; };
	};
	soc {
		serial@1000 { reg = <0x1000 0x100>; status = "okay"; };
	};
};'
pair "$base" "$base"
t identical 0 ''
t identical-unordered 0 '' --unordered

pair '/ { };' '/ { };'
t empty-root 0 ''

deep='/ { a { b { c { d { e { f { g { h { x = <1>; }; }; }; }; }; }; }; }; };'
pair "$deep" "$deep"
t deep-identical 0 ''
pair "$deep" "${deep/x = <1>/x = <2>}"
t deep-value 1 '/a/b/c/d/e/f/g/h: property "x": cell 0 is 0x1 vs 0x2'

# ------------------------------------------------------------ ordering
pair '/ { p1 = <1>; p2 = "two"; };' '/ { p2 = "two"; p1 = <1>; };'
t reordered-props-ordered 1 '/: property 0 is "p1" vs "p2"'
t reordered-props-unordered 0 '' --unordered

pair '/ { cpus { cpu@0 {}; cpu@1 {}; cpu@2 {}; }; };' \
     '/ { cpus { cpu@0 {}; cpu@2 {}; cpu@1 {}; }; };'
t reordered-nodes-ordered 1 '/cpus: child 1 is "cpu@1" vs "cpu@2"'
t reordered-nodes-unordered 0 '' --unordered

# unordered is unordered at every level, and still compares values there
pair '/ { a { x { p = <1>; q = <2>; }; y {}; }; b {}; };' \
     '/ { b {}; a { y {}; x { q = <2>; p = <1>; }; }; };'
t reordered-deep-unordered 0 '' --unordered
pair '/ { a { x { p = <1>; q = <2>; }; y {}; }; b {}; };' \
     '/ { b {}; a { y {}; x { q = <3>; p = <1>; }; }; };'
t reordered-deep-value 1 '/a/x: property "q": cell 0 is 0x2 vs 0x3' --unordered

# --------------------------------------------------------------- values
pair '/ { reg = <1 2>; };' '/ { reg = <1 3>; };'
t value-cell 1 '/: property "reg": cell 1 is 0x2 vs 0x3: <0x1 0x2> vs <0x1 0x3>'
t value-cell-unordered 1 'cell 1 is 0x2 vs 0x3' --unordered

pair '/ { soc { serial@1000 { reg = <0x1000 0x100>; }; }; };' \
     '/ { soc { serial@1000 { reg = <0x1000 0x100 0 0x10>; }; }; };'
t value-length 1 '/soc/serial@1000: property "reg": length 8 vs 16'

pair '/ { status = "okay"; };' '/ { status = "fail"; };'
t value-string 1 '/: property "status": byte 0 differs: "okay" vs "fail"'

pair '/ { compatible = "a", "b"; };' '/ { compatible = "a", "c"; };'
t value-stringlist 1 'byte 2 differs: "a", "b" vs "a", "c"'

pair '/ { b = [01 02 03]; };' '/ { b = [01 02 04]; };'
t value-bytes 1 'byte 2 differs: [01 02 03] vs [01 02 04]'

pair '/ { flag; };' '/ { flag = <0>; };'
t value-empty-vs-cell 1 'property "flag": length 0 vs 4: empty vs <0x0>'

pair '/ { w = /bits/ 64 <0x100000000>; };' '/ { w = /bits/ 64 <0x200000000>; };'
t value-64bit 1 'property "w": cell 0 is 0x1 vs 0x2'

# ------------------------------------------------- extra / missing items
pair '/ { a {}; };' '/ { a {}; b {}; };'
t extra-node-in-B 1 '/: node "b" only in B'
t extra-node-in-B-unordered 1 '/: node "b" only in B' --unordered
pair '/ { soc { x {}; y {}; }; };' '/ { soc { y {}; }; };'
t extra-node-in-A 1 '/soc: node "x" only in A'
t extra-node-in-A-unordered 1 '/soc: node "x" only in A' --unordered

pair '/ { a { p = <1>; }; };' '/ { a { p = <1>; q; }; };'
t extra-prop-in-B 1 '/a: property "q" only in B'
t extra-prop-in-B-unordered 1 '/a: property "q" only in B' --unordered
pair '/ { a { p = <1>; q; }; };' '/ { a { q; }; };'
t extra-prop-in-A 1 '/a: property "p" only in A'

# names are compared exactly: libfdt's lookup would let "serial" match
# "serial@1000"
pair '/ { serial@1000 {}; };' '/ { serial@2000 {}; };'
t unit-address 1 '/: node "serial@1000" only in A' --unordered
pair '/ { serial@1000 {}; };' '/ { serial {}; };'
t unit-address-missing 1 '/: node "serial@1000" only in A' --unordered

# the first difference in tree order is the one reported
pair '/ { a { x = <1>; }; b { y = <1>; }; };' '/ { a { x = <2>; }; b { y = <2>; }; };'
t first-difference 1 '/a: property "x"'
pair '/ { p = <1>; a { x = <1>; }; };' '/ { p = <2>; a { x = <2>; }; };'
t props-before-children 1 '/: property "p"'

# ------------------------------------------------------------- phandles
# the same references, numbered differently: equal
pair '/ {
	a { phandle = <1>; };
	b { phandle = <2>; };
	c { ref = <1 2>; pair = <1 0x55 2 0x66>; };
};' '/ {
	a { phandle = <7>; };
	b { phandle = <5>; };
	c { ref = <7 5>; pair = <7 0x55 5 0x66>; };
};'
t phandle-renumbered 0 ''
t phandle-renumbered-unordered 0 '' --unordered

# dtc numbers phandles in the order it meets references: forward and
# backward references give different numbers for the same tree
pair '/ {
	x: x {};
	y: y {};
	user { first = <&x>; second = <&y>; };
};' '/ {
	x: x {};
	y: y {};
	user { second = <&y>; first = <&x>; };
};'
t phandle-dtc-renumbered 0 '' --unordered

# reference to a phandle defined later in the tree (map is built first)
pair '/ { u { r = <3>; }; t { phandle = <3>; }; };' \
     '/ { u { r = <4>; }; t { phandle = <4>; }; };'
t phandle-forward 0 ''

# linux,phandle is mapped too
pair '/ { a { linux,phandle = <1>; }; u { r = <1>; }; };' \
     '/ { a { linux,phandle = <9>; }; u { r = <9>; }; };'
t linux-phandle-renumbered 0 ''

# references that do not follow the renumbering
pair '/ {
	a { phandle = <1>; };
	b { phandle = <2>; };
	c { ref = <1 2>; };
};' '/ {
	a { phandle = <2>; };
	b { phandle = <3>; };
	c { ref = <3 2>; };
};'
t phandle-wrong-target 1 '/c: property "ref": cell 0 is 0x1 vs 0x3 (phandle 0x1 corresponds to 0x2)'

# not one-to-one: A's 1 goes to both 2 and 3 (dtc needs -f to write B)
pair '/ { a { phandle = <1>; linux,phandle = <1>; }; };' \
     '/ { a { phandle = <2>; linux,phandle = <3>; }; };' -f
t phandle-inconsistent 1 '/a: property "linux,phandle": phandle 0x1 already corresponds to 0x2 (node /a), here to 0x3'

# not one-to-one: B's 5 is the image of both 1 and 2 (B has a duplicate
# phandle, dtc needs -f to write it)
pair '/ { a { phandle = <1>; }; b { phandle = <2>; }; };' \
     '/ { a { phandle = <5>; }; b { phandle = <5>; }; };' -f
t phandle-not-injective 1 "/b: property \"phandle\": B's phandle 0x5 already corresponds to A's 0x1 (node /a), here to 0x2"

# ... also when the clashing value is byte-identical
pair '/ { a { phandle = <1>; }; b { phandle = <2>; }; };' \
     '/ { a { phandle = <2>; }; b { phandle = <2>; }; };' -f
t phandle-not-injective-same-bytes 1 "/b: property \"phandle\": B's phandle 0x2 already corresponds to A's 0x1 (node /a), here to 0x2"

pair '/ { a { phandle = <1>; }; };' '/ { a { }; };'
t phandle-missing 1 '/a: property "phandle" only in A'

# a non-phandle cell value is compared exactly
pair '/ { a { phandle = <1>; }; u { r = <9>; }; };' \
     '/ { a { phandle = <2>; }; u { r = <8>; }; };'
t phandle-unmapped-cell 1 '/u: property "r": cell 0 is 0x9 vs 0x8'

# the mapping only applies to aligned cells of non-string properties
pair '/ { a { phandle = <0x61626300>; }; u { s = "abc"; }; };' \
     '/ { a { phandle = <0x61626400>; }; u { s = "abd"; }; };'
t phandle-not-in-strings 1 '/u: property "s": byte 2 differs: "abc" vs "abd"'
pair '/ { a { phandle = <1>; }; u { b = [00 00 00 01 ff]; }; };' \
     '/ { a { phandle = <2>; }; u { b = [00 00 00 02 ff]; }; };'
t phandle-not-in-odd-length 1 '/u: property "b": byte 3 differs'
pair '/ { a { phandle = <1>; }; u { b = [ff 00 00 00 01 ff ff ff]; }; };' \
     '/ { a { phandle = <2>; }; u { b = [ff 00 00 00 02 ff ff ff]; }; };'
t phandle-not-unaligned 1 '/u: property "b": cell 1 is 0x1ffffff vs 0x2ffffff'

# Documented limit: a DTB has no types, so a byte-identical cell is always
# equal; when x and y swap numbers, a reference left at <1> in both trees
# counts as equal although it names x in A and y in B.
pair '/ { x { phandle = <1>; }; y { phandle = <2>; }; u { r = <1>; }; };' \
     '/ { x { phandle = <2>; }; y { phandle = <1>; }; u { r = <1>; }; };'
t phandle-swap-limit 0 ''

# ------------------------------------------------------------ __symbols__
pair '/ { l1: a {}; b { phandle = <1>; }; };' \
     '/ { a { phandle = <1>; }; l1: b {}; };' -@
t symbols-path-differs 1 '/__symbols__: property "l1": byte 1 differs: "/a" vs "/b"' --unordered
pair '/ { l1: a {}; };' '/ { l1: a {}; };' -@
t symbols-equal 0 ''

# --ignore-node
# (dtc -@ gives labelled nodes a phandle)
pair '/ { a { phandle = <1>; }; };' '/ { a { phandle = <1>; }; };'
cp "$tmp/a.dtb" "$tmp/plain.dtb"
pair '/ { l: a {}; };' '/ { l: a {}; };' -@
cp "$tmp/plain.dtb" "$tmp/a.dtb"
t symbols-only-in-B 1 '/: node "__symbols__" only in B'
t ignore-symbols 0 '' --ignore-node /__symbols__
t ignore-trailing-slash 0 '' --ignore-node /__symbols__/ --unordered
t ignore-other-node 1 'only in B' --ignore-node /a
pair '/ { soc { x { p = <1>; }; y {}; }; };' '/ { soc { x { p = <2>; }; }; };'
t ignore-nested 0 '' --ignore-node /soc/x --ignore-node=/soc/y
t ignore-partial-name 1 '/soc: node "y" only in A' --ignore-node /soc/x --ignore-node /soc/yy

# ------------------------------------------------------------ memreserve
mem='/memreserve/ 0x1000 0x100;
/memreserve/ 0x80000000 0x10000;
/ { };'
pair "$mem" "$mem"
t memreserve-equal 0 ''
pair "$mem" '/memreserve/ 0x1000 0x100;
/memreserve/ 0x80000000 0x20000;
/ { };'
t memreserve-size 1 '/memreserve/: entry 1 is 0x80000000 0x10000 vs 0x80000000 0x20000'
t memreserve-size-unordered 1 '/memreserve/: 0x80000000 0x10000 only in A' --unordered
pair "$mem" '/memreserve/ 0x1000 0x100;
/ { };'
t memreserve-missing 1 '/memreserve/: 0x80000000 0x10000 only in A'
pair '/ { };' "$mem"
t memreserve-extra 1 '/memreserve/: 0x1000 0x100 only in B'
pair "$mem" '/memreserve/ 0x80000000 0x10000;
/memreserve/ 0x1000 0x100;
/ { };'
t memreserve-order 1 '/memreserve/: entry 0 is 0x1000 0x100 vs 0x80000000 0x10000'
t memreserve-order-unordered 0 '' --unordered
pair "$mem" '/memreserve/ 0x1000 0x100;
/memreserve/ 0x1000 0x100;
/memreserve/ 0x80000000 0x10000;
/ { };'
t memreserve-duplicate-unordered 1 '/memreserve/: 0x1000 0x100 only in B' --unordered
# memory reservations come before the tree
pair "$mem
/ { p = <1>; };" '/memreserve/ 0x1000 0x100;
/ { p = <2>; };'
t memreserve-first 1 '/memreserve/'

# ---------------------------------------- header fields are not compared
pair "$base" "$base"
dtc -q -I dts -O dtb -V 16 -p 1024 -b 3 -o "$tmp/b.dtb" "$tmp/b.dts" 2>/dev/null
t header-ignored 0 ''

# ---------------------------------------------------- usage / read errors
run() { "$fdtcmp" "$@" >"$tmp/out" 2>&1; }
run; check usage-no-args 2 'usage' $? "$(cat "$tmp/out")"
run "$tmp/a.dtb"; check usage-one-file 2 'usage' $? "$(cat "$tmp/out")"
run "$tmp/a.dtb" "$tmp/a.dtb" "$tmp/a.dtb"; check usage-three-files 2 'usage' $? "$(cat "$tmp/out")"
run --bogus "$tmp/a.dtb" "$tmp/b.dtb"; check usage-unknown-option 2 'unknown option --bogus' $? "$(cat "$tmp/out")"
run "$tmp/a.dtb" "$tmp/b.dtb" --ignore-node; check usage-ignore-no-arg 2 'needs a path' $? "$(cat "$tmp/out")"
run --ignore-node soc "$tmp/a.dtb" "$tmp/b.dtb"; check usage-ignore-relative 2 'absolute path' $? "$(cat "$tmp/out")"
run "$tmp/a.dtb" "$tmp/missing.dtb"; check read-missing 2 'missing.dtb' $? "$(cat "$tmp/out")"
printf 'not a device tree at all, just some text\n' > "$tmp/junk.dtb"
run "$tmp/a.dtb" "$tmp/junk.dtb"; check read-junk 2 'not a valid device tree blob' $? "$(cat "$tmp/out")"
head -c 60 "$tmp/a.dtb" > "$tmp/short.dtb"
run "$tmp/short.dtb" "$tmp/a.dtb"; check read-truncated 2 'truncated' $? "$(cat "$tmp/out")"
: > "$tmp/empty.dtb"
run "$tmp/empty.dtb" "$tmp/a.dtb"; check read-empty 2 'too short' $? "$(cat "$tmp/out")"
# names must be unique for matching by name (dtc -f writes duplicates)
pair '/ { p = <1>; a {}; };' '/ { p = <1>; p = <2>; a {}; };' -f
run --unordered "$tmp/a.dtb" "$tmp/b.dtb"; check duplicate-property 2 'b.dtb: /: property "p" appears twice' $? "$(cat "$tmp/out")"
pair '/ { p = <1>; a {}; a {}; };' '/ { p = <1>; a {}; };' -f
run --unordered "$tmp/a.dtb" "$tmp/b.dtb"; check duplicate-node 2 'a.dtb: /: node "a" appears twice' $? "$(cat "$tmp/out")"
"$fdtcmp" --help >"$tmp/out" 2>&1; check help 0 '' $? ""

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
