#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# make check: every test suite, then one closing line for them all.
# Each suite prints its own "N passed, N failed[, N skipped]" last; this
# script adds them up and exits non-zero if anything failed.
B=${1:-build}
cd "$(dirname "$0")/.." || exit 2
P=0 F=0 S=0 log=$(mktemp)
trap 'rm -f "$log"' EXIT

suite() {
	name=$1; shift
	echo "== $name"
	"$@" >"$log" 2>&1
	rc=$?
	grep -v '^ok ' "$log" | tail -n 40
	line=$(grep -E '[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
	p=$(echo "$line" | sed -nE 's/^(.*[^0-9])?([0-9]+) passed.*/\2/p')
	f=$(echo "$line" | sed -nE 's/.* ([0-9]+) failed.*/\1/p')
	s=$(echo "$line" | sed -nE 's/.* ([0-9]+) skipped.*/\1/p')
	if [ -z "$line" ]; then
		echo "$name: no result line (exit $rc)"
		f=1 p=0
	elif [ "$rc" -ne 0 ] && [ "${f:-0}" -eq 0 ]; then
		echo "$name: exit $rc"
		f=1
	fi
	P=$((P + ${p:-0})) F=$((F + ${f:-0})) S=$((S + ${s:-0}))
}

suite unit "$B/unit"
for c in allno alldef allyes; do	# Kconfig's minimal, default (a firmware's) and full
	suite "unit, ${c}config" "$B/cfg-$c/unit"
done
suite layers host-tests/test_layers.sh "$B"
suite "lines (yamlfdt_lines)" "$B/test_lines"
suite fdtcmp host-tests/test_fdtcmp.sh "$B/fdtcmp"
suite cases host-tests/run-cases.sh "$B"
suite examples host-tests/run-examples.sh "$B"
suite dtb2yaml host-tests/test_dtb2yaml.sh "$B"
suite "command line" host-tests/test_cli.sh "$B"
suite "check: dtc and bindings" host-tests/test_check.sh "$B"
suite install host-tests/test_install.sh "$B"
suite dts2yaml python3 host-tests/tools/test_dts2yaml.py
suite boards sh host-tests/run-boards.sh "$B"
suite "dtbo to YAML" host-tests/test_dtbo2yaml.sh "$B"
suite "fuzz regress" "$B/fuzz/replay" -c -x .yaml -k host-tests/regress/KNOWN-BUGS host-tests/regress host-tests/cases examples
suite catalogue sh host-tests/catalogue/run.sh "$B" plain valgrind-small
suite difftest python3 host-tests/gen/difftest.py "$B" 200 1

echo
echo "total: $P passed, $F failed, $S skipped"
[ "$F" -eq 0 ]
