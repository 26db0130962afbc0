#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# test_packages.sh: build the Debian packages from a clean copy of the
# committed tree (dpkg-buildpackage -us -uc -b), check them with lintian
# (no errors, no warnings), install them, build examples/embed.c against the
# installed library with pkg-config, run it, then remove the packages.
# Needs root (it installs); installs its own build dependencies.
set -u
cd "$(dirname "$0")/.." || exit 2
top=$(pwd)
P=0 F=0
ok() { echo "ok $1"; P=$((P + 1)); }
bad() { echo "FAIL $1"; F=$((F + 1)); }
scripts/apt-install.sh test_packages dpkg-dev debhelper lintian fakeroot \
	libfdt-dev device-tree-compiler pkg-config gcc libc6-dev || exit 1

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git -C "$top" archive --format=tar --prefix=yamlfdt/ HEAD | tar -x -C "$tmp"
version=$(scripts/version.sh)
arch=$(dpkg --print-architecture)

if (cd "$tmp/yamlfdt" && dpkg-buildpackage -us -uc -b) >"$tmp/build.log" 2>&1; then
	ok "dpkg-buildpackage -us -uc -b"
else
	tail -n 30 "$tmp/build.log"
	bad "dpkg-buildpackage -us -uc -b"
	echo "$P passed, $F failed"; exit 1
fi
for p in yamlfdt libyamlfdt0 libyamlfdt-dev; do
	[ -f "$tmp/${p}_${version}_$arch.deb" ] && ok "built $p" || bad "built $p"
done
lintian --fail-on error,warning "$tmp/yamlfdt_${version}_$arch.changes" >"$tmp/lintian.log" 2>&1 &&
	ok "lintian: no errors, no warnings" || { cat "$tmp/lintian.log"; bad "lintian"; }

if dpkg -i "$tmp/yamlfdt_${version}_$arch.deb" "$tmp/libyamlfdt0_${version}_$arch.deb" \
	"$tmp/libyamlfdt-dev_${version}_$arch.deb" >"$tmp/dpkg.log" 2>&1; then
	ok "dpkg -i"
else
	cat "$tmp/dpkg.log"; bad "dpkg -i"
fi
[ "$(/usr/bin/yamlfdt --version)" = "yamlfdt $version" ] && ok "installed yamlfdt --version" ||
	bad "installed yamlfdt --version"
# shellcheck disable=SC2046
cc -Wall -Werror -o "$tmp/embed" examples/embed.c $(pkg-config --cflags --libs yamlfdt) &&
	ok "embed.c builds with pkg-config" || bad "embed.c builds with pkg-config"
dtc -@ -q -I dts -O dtb -o "$tmp/board.dtb" examples/board.dts
/usr/bin/yamlfdt -i "$tmp/board.dtb" -o "$tmp/want.dtb" examples/leds.yaml
"$tmp/embed" "$tmp/board.dtb" examples/leds.yaml "$tmp/got.dtb" && cmp -s "$tmp/want.dtb" "$tmp/got.dtb" &&
	ok "embed, linked to the packaged library, gives the tool's tree" ||
	bad "embed, linked to the packaged library, gives the tool's tree"
ldd "$tmp/embed" | grep -Eq 'libyamlfdt.so.0 => (/usr)?/lib/' && ok "embed uses the packaged libyamlfdt.so.0" ||
	bad "embed uses the packaged libyamlfdt.so.0"
man -w yamlfdt >/dev/null 2>&1 || [ -f /usr/share/man/man1/yamlfdt.1.gz ] && ok "man page installed" ||
	bad "man page installed"

dpkg -r libyamlfdt-dev libyamlfdt0 yamlfdt >/dev/null 2>&1 && ok "dpkg -r" || bad "dpkg -r"
echo "$P passed, $F failed"
[ "$F" -eq 0 ]
