#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# What make check's bindings tests need of Linux 6.1, from Debian's
# linux-source-6.1 package (/usr/src/linux-source-6.1.tar.xz; no deb-src
# entry), into cache/linux-6.1 (git-ignored): the bindings, include/
# dt-bindings, and arch/arm/boot/dts for the boards' sources and their
# .dtsi.  Then each board named on the command line compiled as the
# kernel's build does (cpp, then dtc -@) into cache/linux-6.1/dtb/.
#
#   scripts/fetch-linux-src.sh [BOARD]...   e.g. am335x-boneblack
#
# Idempotent: what is there already is not extracted or built again.
set -eu

TOP=$(cd "$(dirname "$0")/.." && pwd)
DEST=$TOP/cache/linux-6.1
TAR=/usr/src/linux-source-6.1.tar.xz

say() { echo "fetch-linux-src: $*"; }

if [ ! -f "$DEST/.extracted" ]; then
	if [ ! -f "$TAR" ]; then
		say "$TAR missing: install linux-source-6.1" >&2
		exit 1
	fi
	rm -rf "$DEST"
	mkdir -p "$DEST"
	say "extracting the bindings and arch/arm/boot/dts from $TAR"
	tar -xJf "$TAR" -C "$DEST" --strip-components=1 \
		linux-source-6.1/Documentation/devicetree/bindings \
		linux-source-6.1/include/dt-bindings \
		linux-source-6.1/arch/arm/boot/dts
	touch "$DEST/.extracted"
fi

mkdir -p "$DEST/dtb"
for board in "$@"; do
	out=$DEST/dtb/$board.dtb
	[ -f "$out" ] && continue
	src=$DEST/arch/arm/boot/dts/$board.dts
	[ -f "$src" ] || { say "no board $board in $DEST" >&2; exit 1; }
	cpp -nostdinc -undef -D__DTS__ -x assembler-with-cpp \
		-I "$DEST/arch/arm/boot/dts" -I "$DEST/include" \
		"$src" -o "$DEST/dtb/$board.pre.dts"
	dtc -@ -q -i "$DEST/arch/arm/boot/dts" -I dts -O dtb \
		-o "$out.tmp" "$DEST/dtb/$board.pre.dts"
	mv "$out.tmp" "$out"
	say "built $out"
done
