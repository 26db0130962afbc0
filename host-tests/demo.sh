#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# make demo: apply the example overlays to the example board and print the
# tree that results, as a newcomer's first look at what yamlfdt does.
set -eu
B=${1:-build}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

overlays="examples/bootargs.yaml examples/enable-uart.yaml examples/leds.yaml
          examples/delete-node.yaml examples/mac-address.yaml"
echo "== $B/yamlfdt -i $B/examples/board.dtb -o result.dtb" $overlays
# shellcheck disable=SC2086
"$B/yamlfdt" -i "$B/examples/board.dtb" -o "$out/result.dtb" $overlays
echo "== base tree $(wc -c < "$B/examples/board.dtb") bytes," \
     "result $(wc -c < "$out/result.dtb") bytes; the result:"
echo
dtc -q -I dtb -O dts "$out/result.dtb"
