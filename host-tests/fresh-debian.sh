#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# fresh-debian.sh [DIR]: the README's set-up, as a newcomer meets it.
#
# Makes a fresh Debian 12 (debootstrap --variant=minbase: no make, no gcc,
# no sudo), clones the committed project into it, and runs the README's
# first shell block there line by line, as root in a chroot, exactly as
# written.  Passes when every line succeeds and `make check` ends with
# "0 failed".  Needs root and debootstrap (installed if missing); DIR
# defaults to build/fresh-debian and is made anew; MIRROR may name the
# Debian mirror.  Takes about five minutes, most of it downloads.
set -eu
cd "$(dirname "$0")/.."
top=$(pwd)
DIR=${1:-$top/build/fresh-debian}
# The mirror this machine's apt uses (deb822 .sources or a sources.list).
[ -n "${MIRROR:-}" ] || MIRROR=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null |
	sed -n 's/^URIs:[[:space:]]*\([^[:space:]]*\).*/\1/p' | grep -v security | head -n 1)
[ -n "$MIRROR" ] || MIRROR=$(cat /etc/apt/sources.list 2>/dev/null |
	sed -n -E 's/^deb[[:space:]]+(\[[^]]*\][[:space:]]+)?([^[:space:]]+).*/\2/p' | head -n 1)
[ -n "$MIRROR" ] || { echo "fresh-debian: no Debian mirror in the apt sources: set MIRROR"; exit 2; }
P=0 F=0

[ "$(id -u)" = 0 ] || { echo "fresh-debian: needs root (debootstrap, chroot)"; exit 2; }
scripts/apt-install.sh fresh-debian debootstrap git

umount_all() {
	for m in "$DIR/proc" "$DIR/dev/pts" "$DIR/dev"; do
		mountpoint -q "$m" 2>/dev/null && umount -l "$m"
	done
	return 0
}
umount_all
rm -rf "$DIR"
trap umount_all EXIT
mkdir -p "$DIR"
echo "== debootstrap --variant=minbase bookworm $DIR"
debootstrap --variant=minbase bookworm "$DIR" "$MIRROR" >"$DIR.debootstrap.log" 2>&1 ||
	{ tail -n 20 "$DIR.debootstrap.log"; echo "0 passed, 1 failed"; exit 1; }
mount -t proc proc "$DIR/proc"
mount --bind /dev "$DIR/dev"
mount --bind /dev/pts "$DIR/dev/pts"
cp /etc/resolv.conf "$DIR/etc/resolv.conf" 2>/dev/null || true
git clone -q "$top" "$DIR/root/yamlfdt"

# The README's first ```sh block: what a newcomer types.
block=$(awk '/^```sh$/ { on = 1; next } on && /^```$/ { exit } on' README.md)
echo "== the README's set-up block:"
echo "$block" | sed 's/^/   /'
[ -n "$block" ] || { echo "no \`\`\`sh block in README.md"; echo "0 passed, 1 failed"; exit 1; }

echo "$block" | sed 's/[[:space:]]*#.*$//' | grep -v '^[[:space:]]*$' > "$DIR.lines"
while IFS= read -r line; do
	echo "== # $line"
	log="$DIR.$P$F.log"
	if chroot "$DIR" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
		PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
		/bin/sh -c "cd /root/yamlfdt && $line" >"$log" 2>&1 </dev/null; then
		tail -n 3 "$log"
		echo "ok: $line"; P=$((P + 1))
	else
		tail -n 40 "$log"
		echo "FAIL: $line"; F=$((F + 1))
	fi
	case $line in
	*"make check"*)
		if tail -n 1 "$log" | grep -Eq '[0-9]+ passed, 0 failed'; then
			echo "ok: make check ends with 0 failed"; P=$((P + 1))
		else
			echo "FAIL: make check does not end with 0 failed"; F=$((F + 1))
		fi ;;
	esac
done < "$DIR.lines"

echo "fresh-debian: $P passed, $F failed"
[ "$F" -eq 0 ]
