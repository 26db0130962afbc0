#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# bench/shadow/run.sh [BUILD_DIR]: measure issue 12's design 2 (shadow.c,
# one forward pass into a copy of the tree) against today's two passes,
# both in the boot profile (Kconfig allnoconfig), side by side:
#   - the unit tests (allnoconfig) against each, the experiment's promise
#     being the tree's blocks only (-DUNIT_TREE_BLOCKS_ONLY);
#   - core .text and worst stack, Cortex-M3 Thumb-2 -Os, as make size does;
#   - instructions inside yamlfdt_apply() (callgrind) on the overlays of
#     host-tests/compare/overlays/ the boot profile takes (no labels the
#     text defines), beside fdt_overlay_apply() on their dtc -@ twins, and
#     whether the two designs give byte-identical trees.
# Needs what make size and make bench-vs-overlay need.  Reports; never
# fails on a number.  Figures: docs/design.md, "The design not chosen".
set -eu
B=${1:-build}
cd "$(dirname "$0")/../.."
W=$B/shadow
UB=cache/u-boot
mkdir -p "$W"
[ -d "$UB/arch" ] || scripts/fetch-uboot-src.sh
[ -f "$B/libfdt-freestanding/libfdt.h" ] || scripts/fetch-libfdt-src.sh

# allnoconfig's header, as make check-configs makes it
KCONFIG_CONFIG=$W/.config /usr/bin/python3 -m allnoconfig Kconfig >/dev/null
KCONFIG_CONFIG=$W/.config /usr/bin/python3 -m genconfig --header-path "$W/autoconf.h" Kconfig
SHARED="core/shape.c core/paste.c core/names.c core/scan.c core/decode.c core/walk.c core/emit.c core/tags.c core/value.c core/expr.c core/strerror.c"
TWO=$(ls core/*.c)	# today's core: every file of it
HOST="gcc -O2 -g -std=gnu11 -Wall -Wextra -Icore -Iport/host -include $W/autoconf.h"

echo "== unit tests, allnoconfig"
$HOST -o "$W/unit-two" host-tests/unit.c $TWO -lfdt
$HOST -DUNIT_TREE_BLOCKS_ONLY -o "$W/unit-shadow" host-tests/unit.c $SHARED \
	bench/shadow/shadow.c -lfdt
printf 'two passes:  '; "$W/unit-two" | tail -n 1
printf 'shadow copy: '; "$W/unit-shadow" | grep -v '^ ' | grep -v '^unit:' | \
	sed 's/^/    /' | head -n 20 >&2 || true
"$W/unit-shadow" | tail -n 1

echo "== size, Cortex-M3 Thumb-2 -Os, allnoconfig"
CC=arm-none-eabi-gcc
INC="-nostdinc -isystem $($CC -print-file-name=include)"
F="-mcpu=cortex-m3 -mthumb -DCONFIG_YAMLFDT=1 -Os -ffreestanding -std=gnu11 $INC
   -ffunction-sections -fdata-sections -fno-tree-loop-distribute-patterns
   -fstack-usage -fcallgraph-info=su -Icore -Iport/baremetal -I$B/libfdt-freestanding"
LIBGCC=$($CC -mcpu=cortex-m3 -mthumb -print-libgcc-file-name)
for design in two shadow; do
	D=$W/cm3-$design
	rm -rf "$D"
	mkdir -p "$D/core" "$D/libfdt" "$D/port"
	if [ $design = two ]; then src=$TWO; else src="$SHARED bench/shadow/shadow.c"; fi
	for f in $src; do
		$CC $F -c -o "$D/core/$(basename "$f" .c).o" "$f"
	done
	for f in fdt fdt_ro fdt_rw fdt_wip fdt_strerror; do
		$CC $F -c -o "$D/libfdt/$f.o" "$B/libfdt-freestanding/$f.c"
	done
	$CC $F -c -o "$D/port/string.o" port/baremetal/string.c
	$CC -mcpu=cortex-m3 -mthumb -nostdlib -Wl,--gc-sections -Wl,-e,yamlfdt_apply \
		-Wl,-u,yamlfdt_strerror -Wl,--no-warn-rwx-segments -o "$D/linked.elf" \
		"$D"/core/*.o "$D"/libfdt/*.o "$D"/port/string.o "$LIBGCC"
	text=$(arm-none-eabi-size -A "$D"/core/*.o | awk '/^\.text/ { s += $2 } END { print s }')
	linked=$(arm-none-eabi-size "$D/linked.elf" | awk 'NR == 2 { print $1 }')
	stack=$(python3 scripts/stack-depth.py --objdump arm-none-eabi-objdump \
		--cut 'fdt_path_offset_namelen>fdt_get_alias_namelen' \
		--cut 'fdt_path_offset_namelen>fdt_path_offset' --lib "$LIBGCC" \
		--root yamlfdt_apply "$D" 2>&1 | sed -n 's/.*worst-case stack: \([0-9]*\) bytes.*/\1/p')
	printf '%-12s core .text %6s   linked with libfdt %6s   worst stack %5s\n' \
		"$design:" "$text" "$linked" "$stack"
done

echo "== instructions inside the call (callgrind), boot-profile overlays"
$HOST -o "$W/vs-two" bench/vs_overlay.c $TWO -lfdt
$HOST -o "$W/vs-shadow" bench/vs_overlay.c $SHARED bench/shadow/shadow.c -lfdt
. bench/lib.sh		# count, compile_board
printf '| board | two passes | shadow copy | fdt_overlay_apply | trees |\n|---|--:|--:|--:|---|\n'
for d in host-tests/compare/overlays/*/; do
	name=$(basename "$d")
	grep -q ': &\|/label/\|pathref\|^---' "$d/overlay.yaml" && continue
	compile_board "$d" || continue
	t=$(count yamlfdt_apply "$W/vs-two" yamlfdt "$W/$name.dtb" "$d/overlay.yaml")
	s=$(count yamlfdt_apply "$W/vs-shadow" yamlfdt "$W/$name.dtb" "$d/overlay.yaml")
	l=$(count fdt_overlay_apply "$W/vs-two" libfdt "$W/$name.dtb" "$W/$name.dtbo")
	VS_OVERLAY_OUT=$W/$name.two.dtb "$W/vs-two" yamlfdt "$W/$name.dtb" "$d/overlay.yaml"
	VS_OVERLAY_OUT=$W/$name.shadow.dtb "$W/vs-shadow" yamlfdt "$W/$name.dtb" "$d/overlay.yaml"
	same=$(cmp -s "$W/$name.two.dtb" "$W/$name.shadow.dtb" && echo identical || echo DIFFER)
	printf '| %s | %s | %s | %s | %s |\n' "$name" "$t" "$s" "$l" "$same"
done
