#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# test_stack_depth.sh: scripts/stack-depth.py, which make size's stack
# figures come from, on a program whose answer is known.  Compiled for
# Cortex-M3 with -Os as the core is; the frames come from GCC's .su files,
# and the script must add them up as the code runs:
#   - a call ("bl") keeps the caller's frame under the callee's;
#   - a sibling call ("b.w" after the epilogue) does not;
#   - without the object beside the .ci file every edge counts as a call;
#   - recursion is refused.
set -u
cd "$(dirname "$0")/.." || exit 2
CC=${CC_ARM:-arm-none-eabi-gcc}
OBJDUMP=${OBJDUMP_ARM:-arm-none-eabi-objdump}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() {
	if [ "$1" = "$2" ]; then
		pass=$((pass + 1))
	else
		echo "FAIL: $3: got '$1', want '$2'"
		fail=$((fail + 1))
	fi
}

cat > "$tmp/t.c" <<'EOF'
int leaf(volatile int *p);
__attribute__((noinline)) int leaf(volatile int *p) { return p[0] + p[1]; }
/* A big frame, and a call under it. */
__attribute__((noinline)) int big(int x)
{
	volatile int buf[40];

	buf[x & 31] = x;
	return leaf(buf) + buf[3];
}
/* Its last act is big(): GCC pops this frame and branches. */
int sibling(int x)
{
	volatile int b[8];

	b[x & 7] = x;
	if (b[1])
		return 3;
	return big(x + 1);
}
/* big()'s result is used after it returns: a call. */
int call(int x)
{
	volatile int b[8];

	b[x & 7] = x;
	return big(x) + b[2];
}
/* Recursion through two functions, each using the other's result. */
__attribute__((noinline)) int pong(int x);
__attribute__((noinline)) int ping(int x)
{
	volatile int b[2];

	b[0] = x;
	return x ? pong(x - 1) * b[0] : 0;
}
int pong(int x)
{
	volatile int c[2];

	c[0] = x;
	return ping(x) * c[0] + 1;
}
EOF
$CC -mcpu=cortex-m3 -mthumb -Os -ffreestanding -ffunction-sections \
	-fstack-usage -fcallgraph-info=su -c -o "$tmp/t.o" "$tmp/t.c" || exit 2
frame() { awk -F'\t' -v f="$1" '{ n = $1; sub(/.*:/, "", n) } n == f { print $2 }' "$tmp/t.su"; }
depth() {	# root [dir]: the total the script prints for that root
	python3 scripts/stack-depth.py --objdump "$OBJDUMP" --root "$1" "${2:-$tmp}" |
		sed -nE 's/.*worst-case stack: ([0-9]+) bytes.*/\1/p'
}
leaf=$(frame leaf)
big=$(frame big)
sib=$(frame sibling)
call=$(frame call)

# The objdump says which branch is which: one of each is expected.
ok "$($OBJDUMP -dr "$tmp/t.o" | awk '/<sibling>:/,/^$/' | grep -c 'R_ARM_THM_JUMP24.*big')" 1 \
	"sibling() branches to big()"
ok "$($OBJDUMP -dr "$tmp/t.o" | awk '/<call>:/,/^$/' | grep -c 'R_ARM_THM_CALL.*big')" 1 \
	"call() calls big()"

below=$((big + leaf))
ok "$(depth big)" "$below" "big: its frame and leaf's"
ok "$(depth call)" "$((call + below))" "call: its frame under big's"
want=$below
[ "$sib" -gt "$want" ] && want=$sib
ok "$(depth sibling)" "$want" "sibling: big's chain alone, its own frame popped"
python3 scripts/stack-depth.py --objdump "$OBJDUMP" --root sibling "$tmp" |
	grep -q 'big .*(sibling call' && r=yes || r=no
ok "$r" yes "the worst path marks the sibling call"

# Without the object, the script cannot tell: it counts a call.
mkdir "$tmp/ci" && cp "$tmp/t.ci" "$tmp/ci/"
ok "$(depth sibling "$tmp/ci")" "$((sib + below))" "sibling, .ci file alone"

# Recursion: refused (exit 1), whatever the branches.
python3 scripts/stack-depth.py --objdump "$OBJDUMP" --root ping "$tmp" >/dev/null
ok $? 1 "recursion refused"

echo "stack-depth: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
