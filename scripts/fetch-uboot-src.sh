#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# Fetch the U-Boot source from Debian's source package into cache/ at the
# top of the repository (git-ignored):
#
#   scripts/fetch-uboot-src.sh           2023.01, Debian 12 (bookworm), with
#                                        Debian's patches: cache/u-boot
#   scripts/fetch-uboot-src.sh 2025.01   2025.01, Debian 13 (trixie), as
#                                        released upstream: the .orig
#                                        tarball (the package's .dsc is not
#                                        always on the mirror, so no
#                                        dpkg-source): cache/u-boot-2025.01
#
# Idempotent: if cache/u-boot/Makefile already exists it returns at once.
# Needs root on a fresh Debian 12 machine: it may add a deb-src entry under
# /etc/apt/sources.list.d/, run apt-get update and install dpkg-dev.
set -eu

TOP=$(cd "$(dirname "$0")/.." && pwd)
CACHE=$TOP/cache
VERSION=${1:-2023.01}
case $VERSION in
2023.01)
    DEST=$CACHE/u-boot SUITE=bookworm DL=$CACHE/u-boot-src
    SRC_LIST=/etc/apt/sources.list.d/yamlfdt-deb-src.sources ;;
2025.01)
    DEST=$CACHE/u-boot-$VERSION SUITE=trixie DL=$CACHE/u-boot-src-$VERSION
    SRC_LIST=/etc/apt/sources.list.d/yamlfdt-deb-src-trixie.sources ;;
*)
    echo "fetch-uboot-src: no such version: $VERSION (2023.01, 2025.01)" >&2
    exit 2 ;;
esac

say() { echo "fetch-uboot-src: $*"; }

if [ -f "$DEST/Makefile" ] && [ -d "$DEST/arch/arm/dts" ]; then
    say "already present: $DEST"
    exit 0
fi

if [ "$(id -u)" != 0 ]; then
    say "error: must run as root (it may change apt sources and install dpkg-dev)" >&2
    exit 1
fi

# --- 1. make sure apt knows a deb-src entry for bookworm -------------------
# Look through deb822 *.sources files and one-line *.list / sources.list.
have_debsrc() {
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        if grep -Eq "^[[:space:]]*deb-src[[:space:]].*[[:space:]]$SUITE([[:space:]]|$)" "$f"; then
            return 0
        fi
    done
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        # Split into stanzas; a stanza counts if Types has deb-src, Suites has
        # the suite, and it is not disabled (Enabled: no).
        if awk -v suite="$SUITE" '
            function check() {
                if (types ~ /(^|[ \t])deb-src([ \t]|$)/ &&
                    (" " suites " ") ~ ("[ \t]" suite "[ \t]") && enabled !~ /^[ \t]*no/)
                    found = 1
                types = ""; suites = ""; enabled = ""
            }
            /^[ \t]*$/ { check(); next }
            /^[ \t]*#/ { next }
            tolower($1) == "types:"   { sub(/^[^:]*:/, ""); types = $0 }
            tolower($1) == "suites:"  { sub(/^[^:]*:/, ""); suites = $0 }
            tolower($1) == "enabled:" { sub(/^[^:]*:/, ""); enabled = tolower($0) }
            END { check(); exit(found ? 0 : 1) }' "$f"; then
            return 0
        fi
    done
    return 1
}

# The mirror used by the existing binary entry for the suite (same URI).
find_mirror() {
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        awk -v suite="$SUITE" '
            function check() {
                if (types ~ /(^|[ \t])deb([ \t]|$)/ &&
                    (" " suites " ") ~ ("[ \t]" suite "[ \t]") && uris != "" && !done) {
                    split(uris, u, /[ \t]+/); print u[1]; done = 1
                }
                types = ""; suites = ""; uris = ""
            }
            /^[ \t]*$/ { check(); next }
            /^[ \t]*#/ { next }
            tolower($1) == "types:"  { sub(/^[^:]*:[ \t]*/, ""); types = $0 }
            tolower($1) == "suites:" { sub(/^[^:]*:[ \t]*/, ""); suites = $0 }
            tolower($1) == "uris:"   { sub(/^[^:]*:[ \t]*/, ""); uris = $0 }
            END { check() }' "$f"
    done
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        # deb [opts] URI SUITE COMPONENTS...
        sed -n -E "s/^[[:space:]]*deb[[:space:]]+(\[[^]]*\][[:space:]]+)?([^[:space:]]+)[[:space:]]+${SUITE}[[:space:]].*/\2/p" "$f"
    done
}

# A Debian mirror serves every suite: when no entry names $SUITE (a
# bookworm machine has none for trixie), take the URI this machine's own
# release comes from.
own_mirror() {
    OWN=$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")
    [ -n "$OWN" ] && [ "$OWN" != "$SUITE" ] || return 0
    (SUITE=$OWN; find_mirror) | grep -v -- '-security' | head -n 1
}

add_debsrc() {
    MIRROR=${MIRROR:-$(find_mirror | head -n 1)}
    [ -n "$MIRROR" ] || MIRROR=$(own_mirror)
    [ -n "$MIRROR" ] || { say "no Debian mirror for $SUITE in the apt sources: name one in MIRROR"; exit 1; }
    KEYRING=/usr/share/keyrings/debian-archive-keyring.gpg
    say "adding deb-src entry for $SUITE ($MIRROR) in $SRC_LIST"
    {
        echo "# Added by yamlfdt scripts/fetch-uboot-src.sh (source packages)"
        echo "Types: deb-src"
        echo "URIs: $MIRROR"
        echo "Suites: $SUITE"
        echo "Components: main"
        if [ -f "$KEYRING" ]; then echo "Signed-By: $KEYRING"; fi
    } > "$SRC_LIST"
}

# --- 2. download the source package ------------------------------------------
mkdir -p "$DL"
cd "$DL"
if ls u-boot_*.dsc >/dev/null 2>&1 ||
   { [ "$VERSION" != 2023.01 ] && ls u-boot_"$VERSION".orig.tar.* >/dev/null 2>&1; }; then
    say "source package already downloaded in $DL"
else
    if have_debsrc; then
        say "a deb-src entry for $SUITE already exists"
    else
        add_debsrc
    fi
    say "apt-get update"
    apt-get update
    say "apt-get source --download-only u-boot/$SUITE (in $DL)"
    if [ "$VERSION" = 2023.01 ]; then
        apt-get source --download-only "u-boot/$SUITE" || apt-get source --download-only u-boot
    else
        # the .dsc may answer 404 while the tarballs come: go on if they did
        apt-get source --download-only "u-boot/$SUITE" || true
    fi
fi
if [ "$VERSION" != 2023.01 ]; then
    ORIG=$(ls u-boot_"$VERSION".orig.tar.* 2>/dev/null | grep -v '\.asc$' | head -n 1)
    if [ -z "$ORIG" ]; then
        say "error: no u-boot_$VERSION.orig tarball came from $SUITE" >&2
        exit 1
    fi
    rm -rf "$DEST.tmp"
    mkdir -p "$DEST.tmp"
    say "unpacking $ORIG"
    tar -xf "$ORIG" -C "$DEST.tmp" --strip-components=1
    rm -rf "$DEST"
    mv "$DEST.tmp" "$DEST"
    say "done: $DEST"
    exit 0
fi
DSC=
for f in u-boot_*.dsc; do DSC=$f; done    # the glob sorts: the last is the newest
case "$DSC" in
    u-boot_2023.01*) ;;
    *) say "warning: expected U-Boot 2023.01, got $DSC" ;;
esac

if ! command -v dpkg-source >/dev/null 2>&1; then
    say "installing dpkg-dev (for dpkg-source)"
    [ -n "$(ls /var/lib/apt/lists/*Packages* 2>/dev/null)" ] || apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends dpkg-dev xz-utils
fi

# --- 3. unpack to a temporary name, then move to the stable path ----------------
rm -rf "$CACHE/u-boot.tmp"
say "dpkg-source -x $DSC (Debian patches applied)"
dpkg-source --no-copy -x "$DSC" "$CACHE/u-boot.tmp"
rm -rf "$DEST"
mv "$CACHE/u-boot.tmp" "$DEST"
say "done: $DEST ($(find "$DEST/arch/arm/dts" -name '*.dts' | wc -l) .dts files under arch/arm/dts)"
