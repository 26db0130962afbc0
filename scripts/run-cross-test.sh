#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# Run one cross test under a time limit and end its output with one line
# "NAME: N passed, N failed", taken from the program's own last such line.
# A program that dies, hangs or prints no such line counts one failure.
#
#   scripts/run-cross-test.sh NAME SECONDS COMMAND [ARG...]
#
# Exit status: 0 when nothing failed, 1 otherwise.
name=$1 secs=$2
shift 2
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$(date +%s)
timeout --kill-after=5 "$secs" "$@" >"$log" 2>&1
rc=$?
cat "$log"
line=$(grep -E '[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
p=$(echo "$line" | sed -nE 's/^(.*[^0-9])?([0-9]+) passed.*/\2/p')
f=$(echo "$line" | sed -nE 's/.* ([0-9]+) failed.*/\1/p')
p=${p:-0} f=${f:-0}
if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
	echo "$name: timed out after ${secs}s"
	f=$((f + 1))
elif [ -z "$line" ]; then
	echo "$name: no result line (exit $rc)"
	f=$((f + 1))
elif [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
	echo "$name: exit $rc"
	f=1
fi
echo "$name: $(($(date +%s) - start))s: $*"
echo "$name: $p passed, $f failed"
[ "$f" -eq 0 ]
