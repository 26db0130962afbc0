#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
#
# The bad-input catalogue (cases.txt) under one or more tools.
#
#   host-tests/catalogue/run.sh BUILD_DIR TOOL...
#
# TOOL: plain          build/catalogue/run and run-min, every case
#       plain-small    the same without the big inputs (10 MB, 10^6 lines)
#       valgrind       the same binaries under valgrind memcheck
#       valgrind-small the same without the big inputs
#       asan           run-asan and run-min-asan (AddressSanitizer and
#                      UndefinedBehaviorSanitizer), every case
# Each run prints its own count; the last line adds them all up:
# "N passed, N failed, N skipped".  Exit 1 if any case failed.  A tool
# that is not installed (valgrind) counts its cases as skipped.
B=${1:?usage: $0 BUILD_DIR TOOL...}
shift
cd "$(dirname "$0")/../.." || exit 2
C=host-tests/catalogue/cases.txt
P=0 F=0 S=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT

one() {		# one() NAME COMMAND...
	name=$1
	shift
	"$@" "$C" > "$out" 2>&1
	rc=$?
	grep -v '^ok ' "$out" | grep -v 'passed, .* failed' | sed "s|^|$name: |"
	line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$out" | tail -n 1)
	if [ -z "$line" ]; then
		echo "$name: no result (exit $rc)"
		F=$((F + 1))
		return
	fi
	set -- $line
	echo "$name: $line"
	P=$((P + $1)) F=$((F + $3)) S=$((S + $5))
	if [ "$rc" -ne 0 ] && [ "$3" -eq 0 ]; then
		echo "$name: exit $rc"
		F=$((F + 1))
	fi
}

# valgrind: errors in a case's child process make it exit 99, which the
# runner reports as that case failing.
VG="valgrind -q --error-exitcode=99 --leak-check=no --track-fds=no"

for tool in "$@"; do
	case $tool in
	plain)		one plain "$B/catalogue/run"
			one "plain, min" "$B/catalogue/run-min" ;;
	plain-small)	one plain "$B/catalogue/run" -n
			one "plain, min" "$B/catalogue/run-min" -n ;;
	valgrind|valgrind-small)
		n=; [ $tool = valgrind-small ] && n=-n
		if ! command -v valgrind >/dev/null; then
			echo "valgrind: not installed, skipped"
			S=$((S + $(grep -c '^name:' "$C")))
			continue
		fi
		one valgrind $VG "$B/catalogue/run" $n
		one "valgrind, min" $VG "$B/catalogue/run-min" $n ;;
	asan)		one "asan+ubsan" "$B/catalogue/run-asan"
			one "asan+ubsan, min" "$B/catalogue/run-min-asan" ;;
	*)		echo "$0: unknown tool $tool" >&2; exit 2 ;;
	esac
done
echo "catalogue: $(grep -c '^name:' "$C") cases"
echo "$P passed, $F failed, $S skipped"
[ "$F" -eq 0 ]
