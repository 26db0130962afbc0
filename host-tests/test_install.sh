#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# test_install.sh BUILD_DIR: `make install` into a staging DESTDIR, then
# build examples/embed.c against what it installed, with nothing but
# `pkg-config --cflags --libs yamlfdt`, once against the shared library and
# once statically, and check that both give the tree the yamlfdt tool gives.
# Also: the man pages render, and both tools answer --version with the
# version of debian/changelog.
set -u
B=${1:-build}
cd "$(dirname "$0")/.." || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
P=0 F=0
ok() { echo "ok $1"; P=$((P + 1)); }
bad() { echo "FAIL $1"; F=$((F + 1)); }

stage=$tmp/stage
make -s install DESTDIR="$stage" PREFIX=/usr/local >"$tmp/install.log" 2>&1 &&
	ok "make install" || { cat "$tmp/install.log"; bad "make install"; }
for f in bin/yamlfdt bin/dtb2yaml include/yamlfdt.h include/yamlfdt_port.h \
	 lib/libyamlfdt.a lib/libyamlfdt.so lib/libyamlfdt.so.0 \
	 lib/pkgconfig/yamlfdt.pc share/man/man1/yamlfdt.1 share/man/man1/dtb2yaml.1; do
	[ -e "$stage/usr/local/$f" ] && ok "installed $f" || bad "installed $f"
done
soname=$(objdump -p "$stage/usr/local/lib/libyamlfdt.so.0" 2>/dev/null | awk '$1 == "SONAME" {print $2}')
[ "$soname" = libyamlfdt.so.0 ] && ok "soname $soname" || bad "soname '$soname'"

version=$(scripts/version.sh)
for t in yamlfdt dtb2yaml; do
	v=$("$stage/usr/local/bin/$t" --version)
	[ "$v" = "$t $version" ] && ok "$t --version" || bad "$t --version: '$v'"
	if command -v man >/dev/null 2>&1; then
		man -l "$stage/usr/local/share/man/man1/$t.1" 2>&1 | grep -q "yamlfdt $version" &&
			ok "man $t" || bad "man $t"
	fi
done

export PKG_CONFIG_PATH="$stage/usr/local/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$stage"
flags=$(pkg-config --cflags --libs yamlfdt) && ok "pkg-config: $flags" || bad "pkg-config"
mods=$(pkg-config --modversion yamlfdt)
[ "$mods" = "$version" ] && ok "pkg-config --modversion" || bad "pkg-config --modversion '$mods'"

# shellcheck disable=SC2086
${CC:-cc} -Wall -Werror -o "$tmp/embed" examples/embed.c $flags && ok "embed links" || bad "embed links"
# shellcheck disable=SC2086
${CC:-cc} -Wall -Werror -static -o "$tmp/embed-static" examples/embed.c $flags 2>"$tmp/static.log" &&
	ok "embed links statically" || { cat "$tmp/static.log"; bad "embed links statically"; }

base=$B/examples/board.dtb
"$B/yamlfdt" -i "$base" -o "$tmp/want.dtb" examples/enable-uart.yaml
for prog in embed embed-static; do
	LD_LIBRARY_PATH="$stage/usr/local/lib" "$tmp/$prog" "$base" examples/enable-uart.yaml "$tmp/$prog.dtb" &&
		cmp -s "$tmp/want.dtb" "$tmp/$prog.dtb" && ok "$prog gives the tool's tree" ||
		bad "$prog gives the tool's tree"
done
# A bad text: an error with its line, and a non-zero exit.
printf '/chosen:\n  x: !uint8 300\n' > "$tmp/bad.yaml"
LD_LIBRARY_PATH="$stage/usr/local/lib" "$tmp/embed" "$base" "$tmp/bad.yaml" "$tmp/bad.dtb" 2>"$tmp/err"
if [ $? -eq 1 ] && grep -q "bad.yaml:2:" "$tmp/err" && [ ! -e "$tmp/bad.dtb" ]; then
	ok "embed reports a bad text"
else
	bad "embed reports a bad text: $(cat "$tmp/err")"
fi

echo "$P passed, $F failed"
[ "$F" -eq 0 ]
