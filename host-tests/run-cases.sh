#!/usr/bin/env bash
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
#
# Runs yamlfdt on the host test cases and compares its output with what
# dtc (and fdtoverlay) make of the equivalent DTS.
#
#   host-tests/run-cases.sh [-v] [-k] BUILD_DIR [NAME...]
#
#   BUILD_DIR  holds the binaries yamlfdt and fdtcmp
#   NAME...    run only these cases / overlay directories
#   -v         also print "ok NAME" for every passing case
#   -k         keep the temporary directory (its path is printed)
#   TIMEOUT    environment: seconds one yamlfdt run may take (default 10)
#
# Cases: host-tests/cases/NAME.yaml with NAME.dts.
#   ref.dtb = dtc [-@] -I dts -O dtb NAME.dts
#   out.dtb = yamlfdt [-@] -o out.dtb NAME.yaml   (from an empty tree)
#   pass    = both succeed and `fdtcmp [--unordered] ref.dtb out.dtb` says
#             equal.
#   The YAML file's leading comment lines may say
#     # compare: unordered   compare with fdtcmp --unordered (needed where
#                            dtc keeps an order yamlfdt cannot know: a
#                            deleted property revived in its place)
#     # compare: ordered     the default
#     # flags: -@            pass -@ to dtc and to yamlfdt
#   Any other value is an error that fails the case.
#   A NAME.yaml without NAME.dts is not a case of this runner (skipped).
#
# Overlays: host-tests/overlays/NAME/ with base.dts, overlay.dts (a DTS
# overlay, /plugin/) and overlay.yaml (the same change in YAML).
#   base.dtb     = dtc -@ base.dts   (fdtoverlay resolves the overlay's
#                  references through the base's /__symbols__)
#   overlay.dtbo = dtc [-@] overlay.dts
#   ref.dtb      = fdtoverlay -i base.dtb -o ref.dtb overlay.dtbo
#   out.dtb      = yamlfdt [-@] -i base.dtb -o out.dtb overlay.yaml
#   pass         = fdtcmp --unordered ref.dtb out.dtb
#   Unordered: fdtoverlay's own order is no reference (it reverses the
#   properties of the nodes it creates).  And, as "NAME (dtc order)", in
#   order against dtc: dtc -@ of base.dts with overlay.dts appended as
#   plain DTS, against yamlfdt -@; /__symbols__ left out of that one
#   (dtc lists labels in tree order, yamlfdt appends the text's).
#   -@ (for overlay.dts and yamlfdt alike) only when overlay.yaml's leading
#   comments say "# flags: -@" ("# compare:" is ignored here).  Why not
#   always -@ on the overlay, as is usual: dtc -@ gives EVERY labelled node
#   a phandle, referenced or not, and fdtoverlay then copies those phandles
#   and the overlay's labels (into /__symbols__) to the result, while
#   yamlfdt without -@ does neither.  A /plugin/ overlay gets its
#   __fixups__ and __local_fixups__ without -@, so fdtoverlay applies it
#   the same.  With -@ kept consistent on both sides, no node has to be
#   left out of the comparison (no --ignore-node): measured with dtc and
#   fdtoverlay 1.6.1, the result has no /__fixups__ or /__local_fixups__
#   (the base, not a plugin, has none, and fdtoverlay does not copy the
#   overlay's), and /__symbols__ is the base's, plus the overlay's labels
#   with -@; yamlfdt must produce the same.  If a case ever needs one left
#   out, add "--ignore-node PATH" to ovl_cmpopts below and say why.
#
# Output: one "FAIL NAME: reason" line per failing case (the reason is
# fdtcmp's first difference, A being the reference and B yamlfdt's output,
# or the first line of the failing tool's message), "ok NAME" lines with -v,
# and last exactly one line "N passed, N failed".  Exit 1 if any case
# failed, 2 on a usage error.
set -u

usage() {
	echo "usage: $0 [-v] [-k] BUILD_DIR [NAME...]" >&2
	exit 2
}

verbose=0 keep=0
while getopts vk opt; do
	case $opt in
	v) verbose=1 ;;
	k) keep=1 ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || usage
[ -d "$1" ] || { echo "$0: $1: not a directory" >&2; exit 2; }
build=$(cd "$1" && pwd)
shift
only=("$@")

yamlfdt=$build/yamlfdt
fdtcmp=$build/fdtcmp
for tool in "$yamlfdt" "$fdtcmp"; do
	[ -x "$tool" ] || { echo "$0: $tool: no such program" >&2; exit 2; }
done
for tool in dtc fdtoverlay; do
	command -v $tool >/dev/null || { echo "$0: $tool not found" >&2; exit 2; }
done
timeout=${TIMEOUT:-10}
if command -v timeout >/dev/null; then
	limit=(timeout "$timeout")
else
	limit=()
fi

# Messages name files relative to the top of the repository.
cd "$(dirname "$0")/.." || exit 2

tmp=$(mktemp -d "${TMPDIR:-/tmp}/run-cases.XXXXXX") || exit 2
if [ $keep = 1 ]; then
	echo "temporary files kept in $tmp"
else
	trap 'rm -rf "$tmp"' EXIT
fi
trap 'exit 130' INT TERM

passed=0 failed=0
ovl_cmpopts=(--unordered)	# see "Overlays" above

pass() {
	passed=$((passed + 1))
	[ $verbose = 0 ] || echo "ok $1"
}

fail() {
	failed=$((failed + 1))
	echo "FAIL $1: $2"
}

selected() {
	local n
	[ ${#only[@]} = 0 ] && return 0
	for n in "${only[@]}"; do
		[ "$n" = "$1" ] && return 0
	done
	return 1
}

# The first non-blank line of a tool's messages (stderr, then stdout).
first_line() {
	local f
	for f in "$@"; do
		[ -f "$f" ] || continue
		if grep -q '[^[:space:]]' "$f"; then
			grep -m 1 '[^[:space:]]' "$f"
			return
		fi
	done
}

# run_tool CASE WHAT DIR COMMAND...: run one step with its messages saved
# in DIR/WHAT.err and DIR/WHAT.out; on failure, report the case failed.
run_tool() {
	local name=$1 what=$2 dir=$3 status msg
	shift 3
	# (the outer 2>/dev/null silences the shell's own crash report)
	{ "$@" > "$dir/$what.out" 2> "$dir/$what.err"; } 2> /dev/null
	status=$?
	[ $status = 0 ] && return 0
	msg=$(first_line "$dir/$what.err" "$dir/$what.out")
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

# compare CASE DIR REFERENCE FDTCMP-OPTION...: DIR/ref.dtb vs DIR/out.dtb
compare() {
	local name=$1 dir=$2 ref=$3 status
	shift 3
	if [ ! -s "$dir/out.dtb" ]; then
		fail "$name" "yamlfdt succeeded but wrote no output"
		return
	fi
	"$fdtcmp" "$@" "$dir/ref.dtb" "$dir/out.dtb" > "$dir/fdtcmp.out" 2>&1
	status=$?
	case $status in
	0) pass "$name" ;;
	1) fail "$name" "differs (A=$ref, B=yamlfdt): $(first_line "$dir/fdtcmp.out")" ;;
	*) fail "$name" "fdtcmp: $(first_line "$dir/fdtcmp.out")" ;;
	esac
}

# parse_header FILE: read the leading comment lines of a YAML file into
# h_unordered (0/1), h_flags (array) and h_error (empty when fine).
parse_header() {
	local line word words
	h_unordered=0 h_flags=() h_error=
	while IFS= read -r line || [ -n "$line" ]; do
		if [[ $line =~ ^[[:space:]]*$ || $line =~ ^% || $line =~ ^---[[:space:]]*$ ]]; then
			continue
		fi
		[[ $line =~ ^[[:space:]]*# ]] || break
		if [[ $line =~ ^[[:space:]]*#[[:space:]]*compare:[[:space:]]*(.*)$ ]]; then
			read -r -a words <<< "${BASH_REMATCH[1]}"
			case "${words[*]}" in
			unordered) h_unordered=1 ;;
			ordered) h_unordered=0 ;;
			*) h_error="unknown \"# compare: ${words[*]}\" (ordered or unordered)" ;;
			esac
		elif [[ $line =~ ^[[:space:]]*#[[:space:]]*flags:(.*)$ ]]; then
			read -r -a words <<< "${BASH_REMATCH[1]}"
			for word in "${words[@]}"; do
				case $word in
				-@) h_flags+=(-@) ;;
				*) h_error="unsupported flag \"$word\" in \"# flags:\" (only -@)" ;;
				esac
			done
		fi
	done < "$1"
}

run_case() {
	local name=$1 src=host-tests/cases/$1 dir=$tmp/cases/$1
	local cmpopts=()
	mkdir -p "$dir" || exit 2
	parse_header "$src.yaml"
	if [ -n "$h_error" ]; then
		fail "$name" "$src.yaml: $h_error"
		return
	fi
	[ $h_unordered = 1 ] && cmpopts=(--unordered)
	run_tool "$name" dtc "$dir" \
		dtc -q "${h_flags[@]}" -I dts -O dtb -o "$dir/ref.dtb" "$src.dts" || return
	run_tool "$name" yamlfdt "$dir" \
		"${limit[@]}" "$yamlfdt" "${h_flags[@]}" -o "$dir/out.dtb" "$src.yaml" || return
	compare "$name" "$dir" dtc "${cmpopts[@]}"
}

run_overlay() {
	local name=$1 src=host-tests/overlays/$1 dir=$tmp/overlays/$1 f
	mkdir -p "$dir" || exit 2
	for f in base.dts overlay.dts overlay.yaml; do
		if [ ! -f "$src/$f" ]; then
			fail "$name" "$src/$f is missing"
			return
		fi
	done
	parse_header "$src/overlay.yaml"
	if [ -n "$h_error" ]; then
		fail "$name" "$src/overlay.yaml: $h_error"
		return
	fi
	run_tool "$name" dtc "$dir" \
		dtc -q -@ -I dts -O dtb -o "$dir/base.dtb" "$src/base.dts" || return
	run_tool "$name" dtc "$dir" \
		dtc -q "${h_flags[@]}" -I dts -O dtb -o "$dir/overlay.dtbo" "$src/overlay.dts" || return
	run_tool "$name" fdtoverlay "$dir" \
		fdtoverlay -i "$dir/base.dtb" -o "$dir/ref.dtb" "$dir/overlay.dtbo" || return
	run_tool "$name" yamlfdt "$dir" \
		"${limit[@]}" "$yamlfdt" "${h_flags[@]}" -i "$dir/base.dtb" \
		-o "$dir/out.dtb" "$src/overlay.yaml" || return
	compare "$name" "$dir" fdtoverlay "${ovl_cmpopts[@]}"

	# In order, against dtc given the base's source with the overlay
	# appended as plain DTS (&label { }, &{/path} { }), both with -@.
	mkdir -p "$dir/dtc" || exit 2
	{ cat "$src/base.dts"; grep -v -e '^/dts-v1/;' -e '^/plugin/;' "$src/overlay.dts"; } \
		> "$dir/dtc/appended.dts"
	run_tool "$name (dtc order)" dtc "$dir/dtc" \
		dtc -q -@ -I dts -O dtb -o "$dir/dtc/ref.dtb" "$dir/dtc/appended.dts" || return
	run_tool "$name (dtc order)" yamlfdt "$dir/dtc" \
		"${limit[@]}" "$yamlfdt" -@ -i "$dir/base.dtb" \
		-o "$dir/dtc/out.dtb" "$src/overlay.yaml" || return
	compare "$name (dtc order)" "$dir/dtc" dtc --ignore-node /__symbols__
}

for yaml in host-tests/cases/*.yaml; do
	[ -f "$yaml" ] || continue
	name=$(basename "$yaml" .yaml)
	selected "$name" || continue
	if [ ! -f "host-tests/cases/$name.dts" ]; then
		[ $verbose = 0 ] || echo "skip $name (no $name.dts)"
		continue
	fi
	run_case "$name"
done

for d in host-tests/overlays/*/; do
	[ -d "$d" ] || continue
	name=$(basename "$d")
	selected "$name" || continue
	run_overlay "$name"
done

echo "$passed passed, $failed failed"
[ $failed = 0 ]
