#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# test_layers.sh BUILD_DIR: the core's files call each other without a
# cycle, bottom-up as libfdt's do (fdt.c <- fdt_ro.c <- fdt_rw.c).  Read
# from the objects themselves (nm: what each defines and what it needs),
# so the check cannot go stale as functions move.  Prints the layers,
# lowest first.  And no file of the core is over 600 lines (issue 12: a
# maintainer reads core/ in one sitting), nor a function named like a
# firmware's macro.
set -u
B=${1:-build}
cd "$(dirname "$0")/.." || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for o in "$B"/core/*.o; do
	f=$(basename "$o" .o)
	nm "$o" | awk -v f="$f" '$1 != "U" && $2 ~ /^[TDRB]$/ { print $3, f }' >> "$tmp/defs"
	nm -u "$o" | awk -v f="$f" '{ print f, $2 }' >> "$tmp/uses"
done
# file -> file it calls
awk 'NR == FNR { def[$1] = $2; next } ($2 in def) && def[$2] != $1 { print $1, def[$2] }' \
	"$tmp/defs" "$tmp/uses" | sort -u > "$tmp/edges"
# tsort prints an order, and says "input contains a loop" on a cycle.
order=$(awk '{ print $2, $1 }' "$tmp/edges" | tsort 2>"$tmp/loop")
if [ -s "$tmp/loop" ]; then
	echo "FAIL: the core's files call each other in a cycle:"
	sed 's/^/  /' "$tmp/loop"
	echo "0 passed, 1 failed"
	exit 1
fi
echo "ok: no cycle among core files; from the bottom:"
echo "$order" | tr '\n' ' '
echo
long=$(wc -l core/*.c core/*.h | awk '$2 != "total" && $1 > 600 { print $2 " (" $1 " lines)" }')
if [ -n "$long" ]; then
	echo "FAIL: over 600 lines: $long"
	echo "1 passed, 1 failed"
	exit 1
fi
echo "ok: no core file over 600 lines"
# A firmware's headers come before the core's code (U-Boot's port header
# takes linux/kernel.h): a static function named like one of their
# function-like macros does not compile there (container_of, min).
macros="container_of min max min_t max_t clamp swap abs ALIGN BIT GENMASK
likely unlikely offsetof ARRAY_SIZE DIV_ROUND_UP round_up round_down
roundup rounddown upper_32_bits lower_32_bits typecheck WARN_ON BUG_ON
dev_err debug printf log_err log_debug"
clash=
for m in $macros; do
	grep -qE "^(static )?[a-z_ ]+[ *]$m\(" core/*.c && clash="$clash $m"
done
if [ -n "$clash" ]; then
	echo "FAIL: a core function named like a firmware's macro:$clash"
	echo "2 passed, 1 failed"
	exit 1
fi
echo "ok: no core function named like a firmware's macro"
# What the core calls outside itself and libfdt: the string functions a
# port provides (port/baremetal/string.c), nothing more (strcmp() built
# on the host and broke make size).
libc=$(for o in "$B"/core/*.o; do nm -u "$o"; done | awk '{ print $2 }' |
	grep -v -E '^(yf_|fdt_|yamlfdt_|__stack_chk|_GLOBAL_OFFSET)' |
	grep -v -x -E 'memchr|memcmp|memcpy|memmove|memset|strlen|strnlen|strrchr' |
	sort -u | tr '\n' ' ')
if [ -n "$libc" ]; then
	echo "FAIL: the core calls what no port provides: $libc"
	echo "3 passed, 1 failed"
	exit 1
fi
echo "ok: the core calls only memchr memcmp memcpy memmove memset strlen strnlen strrchr outside libfdt"
echo "4 passed, 0 failed"
