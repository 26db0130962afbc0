#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# test_dtbo2yaml.sh BUILD_DIR: binary overlays (.dtbo) turned into YAML
# overlays by dtb2yaml must apply as fdtoverlay applies the .dtbo.
#
# For each overlay, with its base:
#   dtc -@ overlay.dts -> X.dtbo ; fdtoverlay -i BASE.dtb -o ref.dtb X.dtbo
#   dtb2yaml -o X.yaml X.dtbo ; yamlfdt [-@] -i BASE.dtb -o out.dtb X.yaml
#   pass = fdtcmp --unordered ref.dtb out.dtb   (fdtoverlay's own order is no
#          reference: it reverses the properties of the nodes it creates)
# -@ when dtb2yaml's first line says so (the overlay defines labels).
# Also: the YAML has no raw phandle left where a fixup named a label.
#
# The overlays: host-tests/overlays/*/ (base.dts, overlay.dts); with U-Boot
# 2023.01's source in cache/u-boot (make check's boards fetch it), the
# overlays of host-tests/compare/overlays/ on their boards, and every
# /plugin/ source of U-Boot's arch/*/dts on its base board (the table
# below; a /plugin/ source it does not name fails, so none is missed).
set -u
B=${1:-build}
cd "$(dirname "$0")/.." || exit 2
U=cache/u-boot
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
P=0 F=0 S=0

# U-Boot's /plugin/ sources and the board each applies to (U-Boot's
# arch/arm/dts/Makefile pairs them; sandbox's are for its test.dts).
# BOARD+FIRST: the board with overlay FIRST applied (fdtoverlay) before:
# the IOT gate's IED extensions go on its IED overlay, which enables the
# SPI buses their devices sit on (alone on the board, none is probed).
BASES='
imx8mm-cl-iot-gate-ied imx8mm-cl-iot-gate
imx8mm-cl-iot-gate-ied-adc0 imx8mm-cl-iot-gate+imx8mm-cl-iot-gate-ied
imx8mm-cl-iot-gate-ied-adc1 imx8mm-cl-iot-gate+imx8mm-cl-iot-gate-ied
imx8mm-cl-iot-gate-ied-can0 imx8mm-cl-iot-gate+imx8mm-cl-iot-gate-ied
imx8mm-cl-iot-gate-ied-can1 imx8mm-cl-iot-gate+imx8mm-cl-iot-gate-ied
imx8mm-cl-iot-gate-ied-tpm0 imx8mm-cl-iot-gate+imx8mm-cl-iot-gate-ied
imx8mm-cl-iot-gate-ied-tpm1 imx8mm-cl-iot-gate+imx8mm-cl-iot-gate-ied
zynqmp-sck-kr-g-revA zynqmp-smk-k26-revA
zynqmp-sck-kr-g-revB zynqmp-smk-k26-revA
zynqmp-sck-kv-g-revA zynqmp-smk-k26-revA
zynqmp-sck-kv-g-revB zynqmp-smk-k26-revA
overlay0 test
overlay1 test
'

# Overlays that do not fit their base, which yamlfdt must refuse where
# fdtoverlay applies them: NAME|what its error says.  U-Boot's sandbox
# overlays add a button to test.dts's gpio-keys /buttons without the
# linux,code Linux's driver needs of each (REQUIRED, the first mistake
# of each), and write gpios = <&gpio_a 5 0> where gpio_a has
# #gpio-cells = <1> (dtc's gpios_property warns on the merged tree).
REFUSE='u-boot overlay0 on test|a new node the kernel skips, or whose driver fails
u-boot overlay1 on test|a new node the kernel skips, or whose driver fails'

# one NAME BASE.dtb X.dtbo
one() {
	name=$1 base=$2 dtbo=$3 w=$t/$1
	mkdir -p "$w"
	if ! fdtoverlay -i "$base" -o "$w/ref.dtb" "$dtbo" >"$w/log" 2>&1; then
		echo "FAIL $name: fdtoverlay: $(head -n 1 "$w/log")"; F=$((F + 1)); return
	fi
	if ! "$B/dtb2yaml" -q -o "$w/x.yaml" "$dtbo" >"$w/log" 2>&1; then
		echo "FAIL $name: dtb2yaml: $(head -n 1 "$w/log")"; F=$((F + 1)); return
	fi
	flags=
	head -n 1 "$w/x.yaml" | grep -q 'yamlfdt -@' && flags=-@
	refuse=$(echo "$REFUSE" | awk -F'|' -v n="$name" '$1 == n { print $2 }')
	if ! "$B/yamlfdt" $flags -i "$base" -o "$w/out.dtb" "$w/x.yaml" >"$w/log" 2>&1; then
		if [ -n "$refuse" ] && grep -q "error: $refuse" "$w/log"; then
			echo "ok $name: refused, as it should be: $(head -n 1 "$w/log")"
			P=$((P + 1)); return
		fi
		echo "FAIL $name: yamlfdt: $(head -n 1 "$w/log")"; sed 's/^/  /' "$w/x.yaml" | head -n 40
		F=$((F + 1)); return
	fi
	if [ -n "$refuse" ]; then
		echo "FAIL $name: applied, where it should say: $refuse"; F=$((F + 1)); return
	fi
	if ! "$B/fdtcmp" --unordered "$w/ref.dtb" "$w/out.dtb" >"$w/log" 2>&1; then
		echo "FAIL $name: trees differ: $(head -n 3 "$w/log" | tr '\n' ' ')"; F=$((F + 1)); return
	fi
	# Every fixup became a reference: the cells fdtoverlay patched read
	# 0xffffffff in the .dtbo, and must not appear as numbers.
	if grep -q '0xffffffff' "$w/x.yaml"; then
		echo "FAIL $name: a fixed-up cell is still a number"; F=$((F + 1)); return
	fi
	echo "ok $name"; P=$((P + 1))
}

# cpp and dtc -@ as Kbuild does: pp ARCH NAME OUT
pp() {
	ppdir=$U/arch/$1/dts
	cpp -nostdinc -undef -x assembler-with-cpp -D__DTS__ -D__ASSEMBLY__ \
		-I "$ppdir" -I "$ppdir/include" -I "$U/include" -I "$U/arch/$1/include" \
		-o "$3.pp" "$ppdir/$2.dts" 2>/dev/null &&
		dtc -@ -q -i "$ppdir" -I dts -O dtb -o "$3" "$3.pp"
}

# A base: BOARD, or BOARD+FIRST (FIRST applied to it): stacked ARCH BASE OUT
stacked() {
	case $2 in
	*+*)	pp "$1" "${2%%+*}" "$3.board" && pp "$1" "${2#*+}" "$3.first" &&
			fdtoverlay -i "$3.board" -o "$3" "$3.first" ;;
	*)	pp "$1" "$2" "$3" ;;
	esac
}

for d in host-tests/overlays/*/; do
	n=$(basename "$d")
	dtc -@ -q -I dts -O dtb -o "$t/$n.dtb" "$d/base.dts" &&
		dtc -@ -q -I dts -O dtb -o "$t/$n.dtbo" "$d/overlay.dts" ||
		{ echo "FAIL $n: dtc"; F=$((F + 1)); continue; }
	one "$n" "$t/$n.dtb" "$t/$n.dtbo"
done

if [ ! -d "$U/arch" ]; then
	n=$(ls -d host-tests/compare/overlays/*/ | wc -l)
	echo "skip: no U-Boot source in $U: the $n board overlays and U-Boot's /plugin/ sources"
	S=$((S + n + 13))
else
	for d in host-tests/compare/overlays/*/; do
		n=$(basename "$d")
		src=$(ls "$U"/arch/*/dts/"$n.dts" | head -n 1)
		arch=$(echo "$src" | sed 's|.*/arch/\([^/]*\)/dts/.*|\1|')
		pp "$arch" "$n" "$t/board-$n.dtb" &&
			dtc -@ -q -I dts -O dtb -o "$t/board-$n.dtbo" "$d/overlay.dts" ||
			{ echo "FAIL board $n: cpp or dtc"; F=$((F + 1)); continue; }
		one "board $n" "$t/board-$n.dtb" "$t/board-$n.dtbo"
	done
	for src in $(grep -l '/plugin/' "$U"/arch/*/dts/*.dts); do
		n=$(basename "$src" .dts)
		arch=$(echo "$src" | sed 's|.*/arch/\([^/]*\)/dts/.*|\1|')
		base=$(echo "$BASES" | awk -v n="$n" '$1 == n { print $2 }')
		[ -n "$base" ] || { echo "FAIL u-boot $n: no base board in this script's table"; F=$((F + 1)); continue; }
		[ -f "$t/base-$base.dtb" ] || stacked "$arch" "$base" "$t/base-$base.dtb" ||
			{ echo "FAIL u-boot $n: base $base: cpp, dtc or fdtoverlay"; F=$((F + 1)); continue; }
		pp "$arch" "$n" "$t/plugin-$n.dtbo" ||
			{ echo "FAIL u-boot $n: cpp or dtc"; F=$((F + 1)); continue; }
		one "u-boot $n on $base" "$t/base-$base.dtb" "$t/plugin-$n.dtbo"
	done
fi

echo "$P passed, $F failed, $S skipped"
[ "$F" -eq 0 ]
