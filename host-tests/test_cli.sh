#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# test_cli.sh BUILD_DIR: the tools' command lines behave as dtc users
# expect: -h/--help on standard output with exit 0, --version, a bad
# option named before the usage with exit 2, long forms of the short
# options, -q silences notes, '-' for standard input and output.
set -u
B=${1:-build}
cd "$(dirname "$0")/.." || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
P=0 F=0
check() {	# NAME, then a command that must succeed
	name=$1; shift
	if "$@" >/dev/null 2>&1; then echo "ok $name"; P=$((P + 1)); else echo "FAIL $name"; F=$((F + 1)); fi
}
Y=$B/yamlfdt D=$B/dtb2yaml
base=$B/examples/board.dtb

for t in "$Y" "$D"; do
	n=$(basename "$t")
	check "$n -h: usage on stdout, exit 0" sh -c "'$t' -h 2>/dev/null | grep -q '^usage: $n'"
	check "$n --help: exit 0, nothing on stderr" sh -c "'$t' --help >/dev/null 2>'$tmp/e' && [ ! -s '$tmp/e' ]"
	check "$n --version" sh -c "'$t' --version | grep -Eq '^$n [0-9]+\.[0-9]+'"
	check "$n -x: names the option, exit 2" sh -c "'$t' -x >/dev/null 2>'$tmp/e'; [ \$? -eq 2 ] && grep -q \"invalid option -- 'x'\" '$tmp/e' && grep -q usage '$tmp/e'"
	check "$n --nope: names the option" sh -c "'$t' --nope 2>&1 | grep -q \"unrecognized option '--nope'\""
	check "$n: no input is exit 2" sh -c "'$t' >/dev/null 2>&1; [ \$? -eq 2 ]"
done

check "yamlfdt long options" "$Y" --in "$base" --out "$tmp/a.dtb" --symbols --pad 64 examples/bootargs.yaml
check "yamlfdt short options, same tree" sh -c "'$Y' -i '$base' -o '$tmp/b.dtb' -@ -p 64 examples/bootargs.yaml && cmp '$tmp/a.dtb' '$tmp/b.dtb'"
check "yamlfdt, no options" "$Y" -i "$base" -o "$tmp/c.dtb" examples/bootargs.yaml
check "yamlfdt --check writes nothing" sh -c "'$Y' --check -i '$base' examples/bootargs.yaml && ! ls '$tmp'/*.tmp* 2>/dev/null"
check "yamlfdt - reads stdin, -o - writes stdout" sh -c "'$Y' -i '$base' -o - - < examples/bootargs.yaml | cmp - '$tmp/c.dtb'"
check "yamlfdt -o a FIFO writes into it, never replaces it (as /dev/null)" sh -c "mkfifo '$tmp/fifo' && { cat '$tmp/fifo' > '$tmp/f.dtb' & } && '$Y' -i '$base' -o '$tmp/fifo' examples/bootargs.yaml && wait && [ -p '$tmp/fifo' ] && cmp '$tmp/f.dtb' '$tmp/c.dtb'"
check "yamlfdt -S not a number is exit 2" sh -c "'$Y' -S 12x -o '$tmp/c.dtb' examples/bootargs.yaml; [ \$? -eq 2 ]"
check "yamlfdt -S too small says how many bytes" sh -c "'$Y' -S 64 -i '$base' -o '$tmp/s.dtb' examples/bootargs.yaml 2>&1 | grep -q 'the tree needs [0-9]* bytes (give -S [0-9]* or more'"
check "yamlfdt: a deleted node still in use names its referrer" sh -c "printf '*uart0_pins: ~\\n' > '$tmp/del.yaml'; '$Y' -i '$base' -o '$tmp/d.dtb' '$tmp/del.yaml' 2>&1 | grep -q 'note: /soc/serial@10040000 still refers to it, in pinctrl-0'"
check "dtb2yaml prints a note by default" sh -c "'$D' -o '$tmp/x.yaml' '$base' 2>&1 | grep -q note"
check "dtb2yaml -q prints no note" sh -c "[ -z \"\$('$D' -q -o '$tmp/x.yaml' '$base' 2>&1)\" ]"
check "dtb2yaml --quiet --out, and - for stdin" sh -c "'$D' --quiet --out '$tmp/y.yaml' - < '$base' && tail -n +2 '$tmp/x.yaml' > '$tmp/x2' && tail -n +2 '$tmp/y.yaml' | cmp - '$tmp/x2'"

# What dtb2yaml writes reads as a person writes it (examples/board.dts).
"$D" -q -o "$tmp/b.yaml" "$base"
"$D" -q --raw -o "$tmp/raw.yaml" "$base"
check "dtb2yaml: interrupt-parent is a reference" grep -q '^interrupt-parent: \*gic$' "$tmp/b.yaml"
check "dtb2yaml: clocks are a reference and its cell" grep -q '    clocks: \[\*ccu, 0x16\]' "$tmp/b.yaml"
check "dtb2yaml: gpios walk #gpio-cells" grep -q 'reset-gpios: \[\*gpio1, 0xa, 0x1\]' "$tmp/b.yaml"
check "dtb2yaml: reg grouped per entry" grep -q 'reg: \[\[0x10001000, 0x1000\], \[0x10002000, 0x2000\]\]' "$tmp/b.yaml"
check "dtb2yaml: frequencies and cell counts decimal" sh -c "grep -q 'clock-frequency: 24000000' '$tmp/b.yaml' && grep -q '\"#clock-cells\": 1' '$tmp/b.yaml'"
check "dtb2yaml --raw: numbers" grep -q '^interrupt-parent: 0x1$' "$tmp/raw.yaml"
dtc -q -I dts -O dtb -o "$tmp/nosym.dtb" examples/board.dts
"$D" -q -o "$tmp/n.yaml" "$tmp/nosym.dtb"
check "dtb2yaml: a label made from the node's name, without /__symbols__" \
	grep -q '^interrupt-parent: \*interrupt_controller_10001000$' "$tmp/n.yaml"
check "dtb2yaml: the made label compiles back to the same tree" sh -c \
	"'$Y' -o '$tmp/n.dtb' '$tmp/n.yaml' && '$B/fdtcmp' '$tmp/nosym.dtb' '$tmp/n.dtb'"

echo "$P passed, $F failed"
[ "$F" -eq 0 ]
