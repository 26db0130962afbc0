#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# The examples must do what their DTS equivalents do: each overlay applied
# by yamlfdt equals the DTS overlay applied by fdtoverlay; delete-node.yaml
# (which no DT overlay can express) equals the board recompiled with
# /delete-node/.  Compared unordered: see docs/dialect.md, "Order".
B=${1:-build}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
base=$B/examples/board.dtb

check() {	# name, reference dtb
	if "$B/yamlfdt" -i "$base" -o "$T/$1.dtb" "examples/$1.yaml" &&
	   "$B/fdtcmp" --unordered "$2" "$T/$1.dtb"; then
		pass=$((pass + 1))
	else
		echo "FAIL example $1"
		fail=$((fail + 1))
	fi
}

for n in bootargs enable-uart leds mac-address; do
	dtc -q -I dts -O dtb -o "$T/$n.dtbo" "examples/dts/$n.dts" &&
	fdtoverlay -i "$base" -o "$T/$n-ref.dtb" "$T/$n.dtbo"
	check "$n" "$T/$n-ref.dtb"
done
dtc -q -@ -I dts -O dtb -o "$T/delete-ref.dtb" examples/dts/delete-node.dts
check delete-node "$T/delete-ref.dtb"
echo "examples: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
