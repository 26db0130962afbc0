#!/usr/bin/env bash
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
#
# dtb2yaml round trips: a DTB decompiled to YAML and compiled back by
# yamlfdt must give the same tree, in the same order.
#
#   host-tests/test_dtb2yaml.sh [-v] [-k] BUILD_DIR
#   host-tests/test_dtb2yaml.sh [-v] [-k] --corpus DIR BUILD_DIR
#
#   BUILD_DIR  holds dtb2yaml, yamlfdt and fdtcmp
#   -v         also print "ok NAME" for every passing round trip
#   -k         keep the temporary directory (its path is printed)
#   --corpus   instead of the built-in inputs, every DIR/*.dtb
#   TIMEOUT    environment: seconds one tool run may take (default 60)
#
# One round trip, for an input DTB in.dtb:
#   dtb2yaml --tree -o x.yaml in.dtb    (--tree: an overlay, too, as a tree)
#   yamlfdt [-@] -o out.dtb x.yaml      -@ when in.dtb has /__symbols__
#   pass = fdtcmp in.dtb out.dtb        ORDERED (no --unordered)
# and for a DTB with /__symbols__ also the -s form ("NAME -s"):
#   dtb2yaml -s -o x.yaml in.dtb; yamlfdt -o out.dtb x.yaml; fdtcmp
# One exception: when dtb2yaml notes that /__symbols__ will not come back
# as it is ("use -s to keep it as it is"; yamlfdt -@ writes it as the
# root's last child with the labels in tree order, while a dtc -@ overlay
# has __fixups__ after it and a tree with overlays applied has labels
# out of tree order), the default form passes when fdtcmp --ignore-node
# /__symbols__ (the rest, in order) and fdtcmp --unordered (/__symbols__
# too) say equal.  The -s form is always compared in order.
# Every passing round trip is also compared byte for byte with cmp; the
# number that are identical is reported, not required, and so is how many
# of the others are identical once dtc has laid out both again (so that
# only the strings block order, padding bytes or NOPs differ), or once
# the header's boot CPU is set to 0 as well; the rest are listed.
#
# Inputs (default mode):
#   host-tests/cases/*.dts, examples/board.dts and the base.dts and
#   overlay.dts (a /plugin/) of host-tests/overlays/*/, each compiled by
#   dtc without and with -@ ("NAME" and "NAME-@");
#   each overlay applied to its base by fdtoverlay, both built with -@;
#   QEMU's generated trees (-machine ...,dumpdtb=FILE) for the machines
#   below, when qemu-system-aarch64 / qemu-system-arm are installed; a
#   missing QEMU counts as skipped.
#
# Output: "FAIL NAME: reason" per failure, a byte-identity summary, and
# last exactly one line "N passed, N failed, N skipped".  Exit 1 if any
# round trip failed, 2 on a usage error.
set -u

usage() {
	echo "usage: $0 [-v] [-k] [--corpus DIR] BUILD_DIR" >&2
	exit 2
}

verbose=0 keep=0 corpus=
while [ $# -gt 0 ]; do
	case $1 in
	-v) verbose=1 ;;
	-k) keep=1 ;;
	--corpus) [ $# -ge 2 ] || usage; corpus=$2; shift ;;
	-*) usage ;;
	*) break ;;
	esac
	shift
done
[ $# = 1 ] || usage
[ -d "$1" ] || { echo "$0: $1: not a directory" >&2; exit 2; }
build=$(cd "$1" && pwd)
if [ -n "$corpus" ]; then
	[ -d "$corpus" ] || { echo "$0: $corpus: not a directory" >&2; exit 2; }
	corpus=$(cd "$corpus" && pwd)
fi

dtb2yaml=$build/dtb2yaml yamlfdt=$build/yamlfdt fdtcmp=$build/fdtcmp
for tool in "$dtb2yaml" "$yamlfdt" "$fdtcmp"; do
	[ -x "$tool" ] || { echo "$0: $tool: no such program" >&2; exit 2; }
done
for tool in dtc fdtget; do
	command -v $tool >/dev/null || { echo "$0: $tool not found" >&2; exit 2; }
done
timeout=${TIMEOUT:-60}
if command -v timeout >/dev/null; then
	limit=(timeout "$timeout")
else
	limit=()
fi

cd "$(dirname "$0")/.." || exit 2

tmp=$(mktemp -d "${TMPDIR:-/tmp}/test-dtb2yaml.XXXXXX") || exit 2
if [ $keep = 1 ]; then
	echo "temporary files kept in $tmp"
else
	trap 'rm -rf "$tmp"' EXIT
fi
trap 'exit 130' INT TERM

passed=0 failed=0 skipped=0 same=0 relaid=0 bootcpu=0 moved=0 notsame=()

pass() {
	passed=$((passed + 1))
	[ $verbose = 0 ] || echo "ok $1"
}

fail() {
	failed=$((failed + 1))
	echo "FAIL $1: $2"
}

skip() {
	skipped=$((skipped + 1))
	[ $verbose = 0 ] || echo "skip $1: $2"
}

# The first non-blank line of a file.
first_line() {
	grep -m 1 '[^[:space:]]' "$1" 2>/dev/null
}

# run NAME WHAT DIR COMMAND...: one step, messages in DIR/WHAT.err.
run() {
	local name=$1 what=$2 dir=$3 status msg
	shift 3
	{ "$@" 2> "$dir/$what.err"; } 2> /dev/null
	status=$?
	[ $status = 0 ] && return 0
	msg=$(first_line "$dir/$what.err")
	if [ $status = 124 ] && [ ${#limit[@]} != 0 ]; then
		msg="timed out after ${timeout}s"
	elif [ $status -gt 128 ]; then
		msg="killed by signal $((status - 128))${msg:+: $msg}"
	elif [ -z "$msg" ]; then
		msg="exit status $status, no message"
	fi
	fail "$name" "$what: $msg"
	return 1
}

has_symbols() {
	fdtget -l "$1" / 2>/dev/null | grep -qx __symbols__
}

# roundtrip NAME IN.DTB [-s]: decompile, compile back, compare.
roundtrip() {
	local name=$1 in=$2 mode=${3:-} dir at=() moved_here=0
	dir=$tmp/$(echo "$name" | tr ' /@' '__+')
	mkdir -p "$dir" || exit 2
	if [ "$mode" != -s ] && has_symbols "$in"; then
		at=(-@)
	fi
	run "$name" dtb2yaml "$dir" \
		"${limit[@]}" "$dtb2yaml" --tree $mode -o "$dir/x.yaml" "$in" || return
	run "$name" yamlfdt "$dir" \
		"${limit[@]}" "$yamlfdt" "${at[@]}" -o "$dir/out.dtb" "$dir/x.yaml" || return
	if [ ${#at[@]} != 0 ] &&
	   grep -q "use -s to keep it as it is" "$dir/dtb2yaml.err"; then
		# dtb2yaml said /__symbols__ will not come back in the same
		# order: the rest in order, and /__symbols__ as a set.
		moved_here=1
		"$fdtcmp" --ignore-node /__symbols__ "$in" "$dir/out.dtb" \
			> "$dir/fdtcmp.out" 2>&1 &&
		"$fdtcmp" --unordered "$in" "$dir/out.dtb" > "$dir/fdtcmp.out" 2>&1
	else
		"$fdtcmp" "$in" "$dir/out.dtb" > "$dir/fdtcmp.out" 2>&1
	fi
	case $? in
	0) pass "$name" ;;
	1) fail "$name" "differs (A=input, B=round trip): $(first_line "$dir/fdtcmp.out")"
	   return ;;
	*) fail "$name" "fdtcmp: $(first_line "$dir/fdtcmp.out")"
	   return ;;
	esac
	if [ $moved_here = 1 ]; then
		moved=$((moved + 1))
		return
	fi
	if cmp -s "$in" "$dir/out.dtb"; then
		same=$((same + 1))
		return
	fi
	# The same once dtc lays both out again (strings block in first-use
	# order, zero padding, no NOPs)?  Then only the layout differs.
	if dtc -q -I dtb -O dtb -o "$dir/in.relaid" "$in" 2>/dev/null &&
	   dtc -q -I dtb -O dtb -o "$dir/out.relaid" "$dir/out.dtb" 2>/dev/null &&
	   cmp -s "$dir/in.relaid" "$dir/out.relaid"; then
		relaid=$((relaid + 1))
	elif dtc -q -b 0 -I dtb -O dtb -o "$dir/in.relaid" "$in" 2>/dev/null &&
	     cmp -s "$dir/in.relaid" "$dir/out.relaid"; then
		# The header's boot CPU, which the dialect cannot carry.
		bootcpu=$((bootcpu + 1))
	else
		notsame+=("$name")
	fi
}

# dts NAME DTS: the DTS compiled without and with -@.
dts() {
	local name=$1 src=$2 flag dir
	for flag in "" -@; do
		dir=$tmp/dtc/$name$flag
		mkdir -p "$dir" || exit 2
		run "$name$flag" dtc "$dir" \
			dtc -q $flag -I dts -O dtb -o "$dir/in.dtb" "$src" || continue
		roundtrip "$name$flag" "$dir/in.dtb"
		if has_symbols "$dir/in.dtb"; then
			roundtrip "$name$flag -s" "$dir/in.dtb" -s
		fi
	done
}

# applied NAME DIR: DIR/overlay.dts applied to DIR/base.dts by fdtoverlay,
# both built with -@ (a board tree with an overlay applied).
applied() {
	local name=$1 src=$2 dir=$tmp/applied/$1
	if ! command -v fdtoverlay >/dev/null; then
		skip "$name" "fdtoverlay not installed"
		return
	fi
	mkdir -p "$dir" || exit 2
	run "$name" dtc "$dir" dtc -q -@ -I dts -O dtb -o "$dir/base.dtb" \
		"$src/base.dts" || return
	run "$name" dtc "$dir" dtc -q -@ -I dts -O dtb -o "$dir/ovl.dtbo" \
		"$src/overlay.dts" || return
	run "$name" fdtoverlay "$dir" fdtoverlay -i "$dir/base.dtb" \
		-o "$dir/in.dtb" "$dir/ovl.dtbo" || return
	roundtrip "$name" "$dir/in.dtb"
	roundtrip "$name -s" "$dir/in.dtb" -s
}

# qemu NAME PROGRAM MACHINE [OPTION...]: the tree QEMU builds.
qemu() {
	local name=qemu-$1 prog=$2 machine=$3 dir
	shift 3
	if ! command -v "$prog" >/dev/null; then
		skip "$name" "$prog not installed"
		return
	fi
	dir=$tmp/qemu/$1
	mkdir -p "$dir" || exit 2
	run "$name" qemu "$dir" "${limit[@]}" "$prog" \
		-machine "$machine,dumpdtb=$dir/in.dtb" "$@" \
		-display none -nodefaults -S || return
	roundtrip "$name" "$dir/in.dtb"
}

if [ -n "$corpus" ]; then
	n=0
	for f in "$corpus"/*.dtb; do
		[ -f "$f" ] || continue
		n=$((n + 1))
		roundtrip "$(basename "$f" .dtb)" "$f"
		if has_symbols "$f"; then
			roundtrip "$(basename "$f" .dtb) -s" "$f" -s
		fi
	done
	[ $n -gt 0 ] || echo "no .dtb files in $corpus"
else
	for f in host-tests/cases/*.dts; do
		[ -f "$f" ] || continue
		dts "$(basename "$f" .dts)" "$f"
	done
	dts board examples/board.dts
	for d in host-tests/overlays/*/; do
		[ -d "$d" ] || continue
		for f in "$d"base.dts "$d"overlay.dts; do
			[ -f "$f" ] || continue
			dts "overlay-$(basename "$d")-$(basename "$f" .dts)" "$f"
		done
		applied "overlay-$(basename "$d")-applied" "$d"
	done
	qemu aarch64-virt qemu-system-aarch64 virt -cpu cortex-a57
	qemu aarch64-virt-gicv3 qemu-system-aarch64 \
		virt,gic-version=3,virtualization=on,secure=on -cpu max \
		-smp 4 -m 2G
	qemu aarch64-virt-its qemu-system-aarch64 virt,gic-version=3,its=on \
		-cpu cortex-a72 -smp 2
	qemu arm-virt qemu-system-arm virt -cpu cortex-a15
	qemu arm-virt-highmem-off qemu-system-arm virt,highmem=off -cpu cortex-a7
fi

other=$((passed - moved - same - relaid - bootcpu))
echo "byte-identical to the input: $same of $passed passing round trips"
echo "identical once both are laid out again by 'dtc -I dtb -O dtb'" \
     "(only the strings block order, padding bytes or NOPs differ): $relaid"
if [ $bootcpu != 0 ]; then
	echo "the same, but for the header's boot CPU (yamlfdt writes 0; the" \
	     "dialect has no way to give it): $bootcpu"
fi
if [ $moved != 0 ]; then
	echo "/__symbols__ rewritten by yamlfdt -@ as dtb2yaml noted (last" \
	     "child, labels in tree order), so compared in order without it" \
	     "and unordered with it: $moved"
fi
echo "equal trees whose bytes differ otherwise: $other"
if [ $other != 0 ]; then
	printf '  %s\n' "${notsame[@]}"
fi
echo "$passed passed, $failed failed, $skipped skipped"
[ $failed = 0 ]
