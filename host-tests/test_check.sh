#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# test_check.sh BUILD_DIR: yamlfdt --check with dtc's checks and the
# kernel's bindings (issue 27), on BeagleBone Black as Linux 6.1 builds it
# (scripts/fetch-linux-src.sh: Debian's linux-source-6.1) with that tree's
# bindings.  Each host-tests/check/NAME.yaml says what it must print:
#
#   # expect: LINE:COL WORDS   a finding at that line and column, the
#                              text after "NAME.yaml:LINE:COL: " starting
#                              with WORDS; as many findings at lines as
#                              there are of these
#   # expect: also WORDS       a finding on a node the text does not write
#   (none)                     nothing printed, exit 0
#
# A text with a finding applies silently without --check (only these
# checks catch it).  dt-schema's cache goes in cache/xdg, warmed by the
# first run (a cold run builds the processed schema and validates the
# whole base once).
set -u
B=${1:-build}
cd "$(dirname "$0")/.." || exit 2
TOP=$(pwd)
Y=$TOP/$B/yamlfdt
BOARD=am335x-boneblack
L=$TOP/cache/linux-6.1
BINDINGS=$L/Documentation/devicetree/bindings
BASE=$L/dtb/$BOARD.dtb
export XDG_CACHE_HOME=$TOP/cache/xdg
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0 skip=0

ok() { pass=$((pass + 1)); echo "ok $*"; }
no() { fail=$((fail + 1)); echo "FAIL $*"; }

if ! scripts/fetch-linux-src.sh "$BOARD" >"$tmp/fetch" 2>&1; then
	cat "$tmp/fetch"
	echo "linux-source-6.1 is not there: the bindings tests are skipped"
	echo "0 passed, 0 failed, 1 skipped"
	exit 0
fi

# One case: the findings it expects, at their lines, and nothing else.
run_case() {
	f=$1 name=$1
	t0=$(date +%s.%N)
	"$Y" --check --bindings "$BINDINGS" -i "$BASE" "$f" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	t=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
	sed -n 's/^# expect: //p' "$f" > "$tmp/expect"
	if [ ! -s "$tmp/expect" ]; then
		if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ] && [ ! -s "$tmp/out" ]; then
			ok "$name: nothing to report (${t}s)"
		else
			no "$name: should report nothing (exit $rc):"
			cat "$tmp/err"
		fi
		return
	fi
	bad=0
	while IFS= read -r e; do
		case $e in
		also\ *) want="$name: also found, on a node the text does not write: ${e#also }" ;;
		*) want="$name:${e%% *}: ${e#* }" ;;
		esac
		grep -qF -- "$want" "$tmp/err" || { bad=1; echo "  missing: $want"; }
	done < "$tmp/expect"
	at=$(grep -c "^$name:[0-9]*:[0-9]*: " "$tmp/err")
	want_at=$(grep -vc '^also ' "$tmp/expect")
	[ "$at" -eq "$want_at" ] || { bad=1; echo "  $at findings at lines, expected $want_at"; }
	[ $rc -eq 1 ] || { bad=1; echo "  exit $rc, expected 1"; }
	"$Y" -i "$BASE" -o "$tmp/plain.dtb" "$f" 2>"$tmp/plain" ||
		{ bad=1; echo "  the core itself rejects it:"; cat "$tmp/plain"; }
	if [ $bad -eq 0 ]; then
		ok "$name: $want_at at their lines (${t}s)"
	else
		no "$name:"
		sed 's/^/  | /' "$tmp/err"
	fi
}

# The first check warms the cache: the processed schema, the base's nodes.
start=$(date +%s)
for f in host-tests/check/*.yaml; do
	run_case "$f"
done
echo "all cases: $(($(date +%s) - start))s"

# A finding the base has on another node of the same name is not this
# one: the base has uart0 (serial@0 too) with status "enabled".
printf '*uart0:\n  status: !str "enabled"\n' > "$tmp/base.yaml"
"$Y" -i "$BASE" -o "$tmp/base2.dtb" "$tmp/base.yaml"
"$Y" --check --bindings "$BINDINGS" -i "$tmp/base2.dtb" \
	host-tests/check/status-enabled.yaml 2>"$tmp/err"
if [ $? -eq 1 ] && grep -q "status-enabled.yaml:4:3: bindings: /ocp/interconnect@48000000/segment@0/target-module@22000/serial@0: status:0: 'enabled'" "$tmp/err" &&
   [ "$(grep -c ': bindings: ' "$tmp/err")" -eq 1 ]; then
	ok "same name, same words, other node: still reported"
else
	no "same name, same words, other node:"; cat "$tmp/err"
fi
# ... and the base's own, on uart0, is not.
"$Y" --check --bindings "$BINDINGS" -i "$tmp/base2.dtb" "$tmp/base.yaml" \
	2>"$tmp/err"
if [ $? -eq 0 ] && [ ! -s "$tmp/err" ]; then
	ok "the base's own finding, written again by the text: not reported"
else
	no "the base's own finding:"; cat "$tmp/err"
fi

# Output: written when clean, not with findings, with --force despite them.
c=host-tests/check
"$Y" --check -i "$BASE" -o "$tmp/a.dtb" $c/ok-uart.yaml 2>/dev/null &&
	[ -s "$tmp/a.dtb" ] && ok "clean: output written" || no "clean: output written"
"$Y" --check -i "$BASE" -o "$tmp/b.dtb" $c/graph-oneway.yaml 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && [ ! -e "$tmp/b.dtb" ] && grep -q "no output written" "$tmp/err" &&
	ok "findings: exit 1, no output" || no "findings: exit $rc, no output"
"$Y" --check --force -i "$BASE" -o "$tmp/c.dtb" $c/graph-oneway.yaml 2>/dev/null
rc=$?
[ $rc -eq 1 ] && [ -s "$tmp/c.dtb" ] && ok "--force: output written, exit 1" ||
	no "--force: exit $rc"

# From an empty tree there is no base: every finding counts.
printf '/:\n  "#address-cells": 1\n  "#size-cells": 1\n  serial@1000:\n    compatible: ns16550a\n' > "$tmp/empty.yaml"
"$Y" --check "$tmp/empty.yaml" 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && grep -q "empty.yaml:4:3: dtc: Warning (unit_address_vs_reg): /serial@1000: node has a unit name, but no reg" "$tmp/err"; then
	ok "from an empty tree: every finding counts"
else
	no "from an empty tree (exit $rc):"; cat "$tmp/err"
fi

# Without dt-schema: the bindings are skipped, said so; dtc's checks run.
printf '#!/bin/sh\nexec /usr/bin/python3 -S "$@"\n' > "$tmp/python"
chmod +x "$tmp/python"
YAMLFDT_PYTHON=$tmp/python "$Y" --check --bindings "$BINDINGS" -i "$BASE" \
	$c/status-enabled.yaml 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && grep -q "the bindings were skipped: dt-schema is not installed" "$tmp/err"; then
	ok "no dt-schema: skipped, said why, exit 0 (only dtc's checks ran)"
else
	no "no dt-schema (exit $rc):"; cat "$tmp/err"
fi
YAMLFDT_PYTHON=$tmp/python "$Y" --check --bindings "$BINDINGS" -i "$BASE" \
	$c/graph-oneway.yaml 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && grep -q "graph-oneway.yaml:7:7: dtc: Warning (graph_endpoint)" "$tmp/err" &&
	ok "no dt-schema: dtc's findings still reported" ||
	{ no "no dt-schema, dtc (exit $rc):"; cat "$tmp/err"; }

echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
