#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# vs-overlay.sh BENCH_DIR: yamlfdt against what a user runs today, libfdt's
# fdt_overlay_apply(), on the same edits: for every board of
# host-tests/compare/overlays/, overlay.yaml applied by yamlfdt_apply() and
# overlay.dts compiled by `dtc -@` applied by fdt_overlay_apply(), both to
# the board compiled by `dtc -@` from U-Boot 2023.01's source (cache/u-boot).
# Instructions inside the one call, by callgrind (--toggle-collect): the
# same on every x86-64 machine for the same code and inputs.  The trees the
# two give are compared by `make compare` (path 3), not here.
#
# Twice: with the base's /__symbols__ (the edits name base labels), and
# without (vs_overlay's -nosym: the base loses /__symbols__ and both texts
# name paths and phandle numbers instead, as for most shipped DTBs).
# Without symbols the two tools' trees are compared here too (fdtcmp
# --unordered): the rewriting must not change the edits.
#
# Prints one row per board and the ratio, yamlfdt / fdt_overlay_apply
# (target <= 0.75 on every board, aim 0.5: issue 12).  It reports; it never
# fails on a number.
set -u
BN=${1:-build/bench}
FDTCMP=${FDTCMP:-$BN/../fdtcmp}	# make bench-vs-overlay builds it
cd "$(dirname "$0")/.." || exit 2
UB=cache/u-boot
W=$BN/vs-overlay
mkdir -p "$W"
command -v valgrind >/dev/null 2>&1 || { echo "vs-overlay: valgrind is missing" >&2; exit 2; }
[ -d "$UB/arch" ] || scripts/fetch-uboot-src.sh || exit 2

. bench/lib.sh		# count, compile_board

printf '| board | base | symbols | yamlfdt_apply | fdt_overlay_apply | ratio | trees |\n'
printf '|---|--:|---|--:|--:|--:|---|\n'
n=0 worst=0 worst_nosym=0 differ=0
for d in host-tests/compare/overlays/*/; do
	name=$(basename "$d")
	compile_board "$d"
	case $? in
	1) echo "| $name | no source | | | | | |"; continue ;;
	2) echo "| $name | dtc failed | | | | | |"; continue ;;
	esac
	flags=$(sed -n 's/^# *flags: *//p' "$d/overlay.yaml" | head -n 1)
	for mode in "" -nosym; do
		y=$(count yamlfdt_apply "$BN/vs_overlay" yamlfdt$mode "$W/$name.dtb" "$d/overlay.yaml" $flags)
		l=$(count fdt_overlay_apply "$BN/vs_overlay" libfdt$mode "$W/$name.dtb" "$W/$name.dtbo")
		ratio=$(awk -v y="$y" -v l="$l" 'BEGIN { if (l + 0 > 0 && y + 0 > 0) printf "%.2f", y / l; else print "?" }')
		trees=
		if [ -n "$mode" ]; then
			VS_OVERLAY_OUT=$W/$name.y.dtb "$BN/vs_overlay" yamlfdt$mode "$W/$name.dtb" \
				"$d/overlay.yaml" $flags 2>/dev/null
			VS_OVERLAY_OUT=$W/$name.l.dtb "$BN/vs_overlay" libfdt$mode "$W/$name.dtb" \
				"$W/$name.dtbo" 2>/dev/null
			if "$FDTCMP" --unordered "$W/$name.y.dtb" "$W/$name.l.dtb" >/dev/null 2>&1; then
				trees=equal
			else
				trees=DIFFER differ=$((differ + 1))
			fi
		fi
		printf '| %s | %s KB | %s | %s | %s | %s | %s |\n' "$name" \
			"$(( $(wc -c < "$W/$name.dtb") / 1024 ))" "$([ -n "$mode" ] && echo no || echo yes)" \
			"$y" "$l" "$ratio" "$trees"
		if [ -n "$mode" ]; then
			worst_nosym=$(awk -v a="$worst_nosym" -v b="$ratio" 'BEGIN { print (b + 0 > a + 0) ? b : a }')
		else
			worst=$(awk -v a="$worst" -v b="$ratio" 'BEGIN { print (b + 0 > a + 0) ? b : a }')
		fi
	done
	n=$((n + 1))
done
echo
echo "vs-overlay: $n boards; worst ratio yamlfdt / fdt_overlay_apply: $worst with /__symbols__, $worst_nosym without (target <= 0.75, aim 0.5); trees without symbols differing: $differ"
