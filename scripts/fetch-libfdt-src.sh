#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# Fetch libfdt's source into cache/dtc/ at the top of the repository
# (cache/ is git-ignored).  The cross builds (mk/cross.mk) compile
# cache/dtc/libfdt/*.c for targets that have no packaged libfdt; nothing
# of it is ever copied into the repository.
#
#   scripts/fetch-libfdt-src.sh
#
# Source, in order of preference:
#   1. Debian bookworm's device-tree-compiler source package (dtc 1.6.1),
#      with `apt-get source`, unpacked with dpkg-source into cache/dtc/.
#   2. If the mirror does not serve that package's source files (some
#      restricted mirrors carry only a few source packages), the libfdt
#      that Debian's U-Boot 2023.01 source package carries in
#      scripts/dtc/libfdt/ (fetched by scripts/fetch-uboot-src.sh into
#      cache/u-boot/), copied to cache/dtc/libfdt/.  It is upstream libfdt
#      with U-Boot's FDT_ASSUME_MASK switches and has the same API.
#   Set LIBFDT_NO_UBOOT=1 to refuse the fallback.
# cache/dtc/ORIGIN says which one was used.
#
# Idempotent: returns at once if cache/dtc/libfdt/libfdt.h exists.
# Needs root on a fresh Debian 12 machine: it may add a deb-src entry under
# /etc/apt/sources.list.d/ (the same mirror as the existing bookworm entry,
# and the same file scripts/fetch-uboot-src.sh writes), run apt-get update
# and install dpkg-dev.
set -eu

TOP=$(cd "$(dirname "$0")/.." && pwd)
CACHE=$TOP/cache
DEST=$CACHE/dtc
DL=$CACHE/dtc-src
SUITE=bookworm
PKG=device-tree-compiler
SRC_LIST=/etc/apt/sources.list.d/yamlfdt-deb-src.sources

say() { echo "fetch-libfdt-src: $*"; }

if [ -f "$DEST/libfdt/libfdt.h" ] && [ -f "$DEST/libfdt/fdt_rw.c" ]; then
    say "already present: $DEST"
    exit 0
fi


# --- 1. make sure apt knows a deb-src entry for bookworm -------------------
have_debsrc() {
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        if grep -Eq "^[[:space:]]*deb-src[[:space:]].*[[:space:]]$SUITE([[:space:]]|$)" "$f"; then
            return 0
        fi
    done
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
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

# The mirror of the existing binary entry for the suite.
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
        sed -n -E "s/^[[:space:]]*deb[[:space:]]+(\[[^]]*\][[:space:]]+)?([^[:space:]]+)[[:space:]]+$SUITE[[:space:]].*/\2/p" "$f"
    done
}

add_debsrc() {
    MIRROR=$(find_mirror | head -n 1)
    [ -n "$MIRROR" ] || { say "no Debian mirror for $SUITE in the apt sources: name one in MIRROR"; exit 1; }
    KEYRING=/usr/share/keyrings/debian-archive-keyring.gpg
    say "adding deb-src entry for $SUITE ($MIRROR) in $SRC_LIST"
    {
        echo "# Added by yamlfdt scripts/fetch-libfdt-src.sh (source packages)"
        echo "Types: deb-src"
        echo "URIs: $MIRROR"
        echo "Suites: $SUITE"
        echo "Components: main"
        if [ -f "$KEYRING" ]; then echo "Signed-By: $KEYRING"; fi
    } > "$SRC_LIST"
}

# --- 2. Debian's device-tree-compiler source package ---------------------------
need_dpkg_source() {
    if ! command -v dpkg-source >/dev/null 2>&1; then
        say "installing dpkg-dev (for dpkg-source)"
        [ -n "$(ls /var/lib/apt/lists/*Packages* 2>/dev/null)" ] || apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends dpkg-dev xz-utils
    fi
}

# All the files a .dsc names are present (a failed download leaves the .dsc).
dsc_complete() {
    for f in $(awk '/^Files:/ { on = 1; next } /^[^ ]/ { on = 0 } on { print $3 }' "$1"); do
        [ -f "$f" ] || return 1
    done
}

from_debian() {
    mkdir -p "$DL"
    cd "$DL"
    DSC=$(ls ${PKG}_*.dsc 2>/dev/null | sort | tail -n 1 || true)
    if [ -n "$DSC" ] && dsc_complete "$DSC"; then
        say "source package already downloaded in $DL"
    else
        if have_debsrc; then
            say "a deb-src entry for $SUITE already exists"
        else
            add_debsrc
        fi
        say "apt-get update"
        apt-get update -qq
        say "apt-get source --download-only $PKG (in $DL)"
        apt-get source -qq --download-only "$PKG/$SUITE" ||
            apt-get source -qq --download-only "$PKG" || return 1
        DSC=$(ls ${PKG}_*.dsc | sort | tail -n 1)
        dsc_complete "$DSC" || return 1
    fi
    need_dpkg_source
    rm -rf "$CACHE/dtc.tmp"
    say "dpkg-source -x $DSC (Debian patches applied)"
    dpkg-source --no-copy -x "$DSC" "$CACHE/dtc.tmp" >/dev/null || return 1
    echo "Debian source package $DSC" > "$CACHE/dtc.tmp/ORIGIN"
    rm -rf "$DEST"
    mv "$CACHE/dtc.tmp" "$DEST"
}

# --- 3. fallback: the libfdt inside Debian's U-Boot source package --------------
from_uboot() {
    "$TOP/scripts/fetch-uboot-src.sh"
    SRC=$CACHE/u-boot/scripts/dtc/libfdt
    [ -f "$SRC/libfdt.h" ] || { say "error: no $SRC/libfdt.h" >&2; return 1; }
    rm -rf "$CACHE/dtc.tmp"
    mkdir -p "$CACHE/dtc.tmp"
    cp -a "$SRC" "$CACHE/dtc.tmp/libfdt"
    UDSC=$(ls "$CACHE"/u-boot-src/u-boot_*.dsc 2>/dev/null | tail -n 1)
    echo "libfdt from scripts/dtc/libfdt of Debian source package $(basename "$UDSC")" \
        > "$CACHE/dtc.tmp/ORIGIN"
    rm -rf "$DEST"
    mv "$CACHE/dtc.tmp" "$DEST"
}

if [ "$(id -u)" != 0 ]; then
    # Without root apt cannot be used: only the U-Boot copy already in cache/.
    if [ "${LIBFDT_NO_UBOOT:-}" != 1 ] && [ -f "$CACHE/u-boot/scripts/dtc/libfdt/libfdt.h" ]; then
        from_uboot
        say "done: $DEST/libfdt ($(cat "$DEST/ORIGIN"))"
        exit 0
    fi
    say "error: must run as root (it may change apt sources and install dpkg-dev)" >&2
    exit 1
fi

if from_debian; then
    :
elif [ "${LIBFDT_NO_UBOOT:-}" = 1 ]; then
    say "error: could not fetch the $PKG source package" >&2
    exit 1
else
    say "the mirror does not serve the $PKG source; using the libfdt in U-Boot's source package"
    cd "$TOP"
    from_uboot
fi
say "done: $DEST/libfdt ($(cat "$DEST/ORIGIN"))"
