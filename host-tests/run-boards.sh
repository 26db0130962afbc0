#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# run-boards.sh BUILD_DIR [BOARD...]
#
# Whole-board test: real U-Boot 2023.01 device trees, compiled by dtc (the reference) and by
# yamlfdt from a YAML translation, must give the same tree; and the translation applied to
# dtc's tree as an edit (each value restated) must be accepted and change nothing.
#
# For each board of the list below (or only the BOARDs named on the command line):
#   1. preprocess the .dts as U-Boot's Kbuild does (scripts/Makefile.lib, dtc_cpp_flags):
#        cpp -nostdinc -undef -x assembler-with-cpp -D__DTS__ -D__ASSEMBLY__
#            -I arch/ARCH/dts -I arch/ARCH/dts/include -I include -I arch/ARCH/include
#      with, where the list names one, a U-Boot `*-u-boot.dtsi` appended by an #include line
#      as Kbuild appends it (only those that build without a configured tree's config.h);
#   2. reference: dtc -@ -i arch/ARCH/dts -I dts -O dtb   (dtc warnings are fine; if dtc
#      fails, the board is skipped);
#   3. translate with host-tests/tools/dts2yaml.py -@, in both modes:
#        default  (`&label {}` overrides become top-level `*label:` keys, in source order)
#                 -> BUILD_DIR/yamlfdt -@ -> BUILD_DIR/fdtcmp --ignore-node /__symbols__
#                 (ordered: what a reopen adds goes last, as dtc appends it; dtc lists
#                 /__symbols__ in tree order, yamlfdt in the text's order)
#        --flatten (one nested mapping holding dtc's final tree)
#                 -> BUILD_DIR/yamlfdt -@ -> BUILD_DIR/fdtcmp  (ordered)
#   A board passes when both comparisons find the trees equal.
#
# The source comes from cache/u-boot (scripts/fetch-uboot-src.sh; this script runs it when
# the tree is missing and it runs as root).  If there is no tree, every board is skipped.
# Work files go to a temporary directory, removed at the end (KEEP=1 keeps it).
# Environment: UBOOT_DIR (default cache/u-boot), PYTHON (default python3), DTC (dtc), CPP (cpp).
# Last line: `N passed, N failed, N skipped`; exit 1 if any board failed, 2 on usage errors.

# The boards: ARCH:BOARD[:U-BOOT-DTSI]  (all under cache/u-boot/arch/ARCH/dts/)
BOARD_LIST='
arm:am335x-boneblack:am33xx-u-boot.dtsi
arm:am57xx-beagle-x15
arm:sun50i-a64-pine64
arm:sun8i-h3-orangepi-pc
arm:rk3399-rockpro64
arm:rk3399-nanopi-r4s
arm:imx6q-sabresd:imx6q-sabresd-u-boot.dtsi
arm:imx6ull-phytec-segin-ff-rdk-emmc
arm:stm32mp157c-dk2-scmi
arm:bcm2837-rpi-3-b
'
# What each one brings:
#   am335x-boneblack      TI AM335x: hundreds of pinmux cells written as cpp expressions,
#                         many &label overrides (plus U-Boot's am33xx-u-boot.dtsi)
#   am57xx-beagle-x15     TI AM57xx (DRA7): big tree (130 KB), /delete-property/
#   sun50i-a64-pine64     Allwinner A64: /omit-if-no-ref/ pin groups, /bits/ 64 OPPs
#   sun8i-h3-orangepi-pc  Allwinner H3 (sun8i)
#   rk3399-rockpro64      Rockchip RK3399: /bits/ 64 OPP tables, many overrides
#   rk3399-nanopi-r4s     Rockchip RK3399: /delete-node/ of nodes and labels
#   imx6q-sabresd         NXP i.MX6Q: IOMUXC pin tables (plus imx6q-sabresd-u-boot.dtsi)
#   imx6ull-phytec-segin-ff-rdk-emmc  NXP i.MX6ULL: /delete-node/ &label at top level
#   stm32mp157c-dk2-scmi  ST STM32MP1: pinmux expressions with char literals ('A'),
#                         /delete-node/, /delete-property/
#   bcm2837-rpi-3-b       Broadcom (Raspberry Pi 3): /memreserve/

set -u

usage() {
    echo "usage: $0 BUILD_DIR [BOARD...]" >&2
    exit 2
}
[ $# -ge 1 ] || usage
BUILD_DIR=$1
shift
ONLY="$*"

TOP=$(cd "$(dirname "$0")/.." && pwd)
UBOOT=${UBOOT_DIR:-$TOP/cache/u-boot}
PYTHON=${PYTHON:-python3}
DTC=${DTC:-dtc}
CPP=${CPP:-cpp}
DTS2YAML=$TOP/host-tests/tools/dts2yaml.py
YAMLFDT=$BUILD_DIR/yamlfdt
FDTCMP=$BUILD_DIR/fdtcmp

for tool in "$YAMLFDT" "$FDTCMP"; do
    if [ ! -x "$tool" ]; then
        echo "run-boards: $tool is missing (build yamlfdt and fdtcmp first)" >&2
        exit 2
    fi
done
for tool in "$DTC" "$CPP" "$PYTHON"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "run-boards: $tool is not installed" >&2
        exit 2
    fi
done

for b in $ONLY; do
    case "$BOARD_LIST" in
        *":$b:"* | *":$b
"*) ;;
        *) echo "run-boards: $b is not in the board list" >&2; exit 2 ;;
    esac
done

selected() {
    [ -z "$ONLY" ] && return 0
    for b in $ONLY; do
        [ "$b" = "$1" ] && return 0
    done
    return 1
}

PASS=0
FAIL=0
SKIP=0

if [ ! -f "$UBOOT/Makefile" ] && [ -z "${UBOOT_DIR:-}" ] && [ "$(id -u)" = 0 ]; then
    echo "run-boards: no U-Boot tree in $UBOOT, fetching it"
    "$TOP/scripts/fetch-uboot-src.sh" >/dev/null 2>&1 ||
        echo "run-boards: scripts/fetch-uboot-src.sh failed"
fi
if [ ! -f "$UBOOT/Makefile" ]; then
    echo "run-boards: no U-Boot source in $UBOOT and it cannot be fetched" \
        "(run scripts/fetch-uboot-src.sh as root): skipping every board"
    for entry in $BOARD_LIST; do
        rest=${entry#*:}
        selected "${rest%%:*}" && SKIP=$((SKIP + 1))
    done
    echo "$PASS passed, $FAIL failed, $SKIP skipped"
    exit 0
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/run-boards.XXXXXX") || exit 2
cleanup() {
    if [ "${KEEP:-0}" = 1 ]; then
        echo "run-boards: work files kept in $WORK"
    else
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT
trap 'exit 2' INT TERM

# show the first lines of a file, indented
# check_restated BOARD: the flat text applied to dtc's own tree as an edit
# (every property set again to the value it has) is accepted and changes
# nothing: the checks that only an edit meets (a unit, a word of a list,
# a reference's kind, a count of names) against every value of a real
# board.  /memreserve/ is left out, as it adds a reservation each time.
check_restated() {
    b=$1
    grep -v '^/memreserve/:' "$WORK/$b.flat.yaml" >"$WORK/$b.restated.yaml"
    if ! "$YAMLFDT" -@ -i "$WORK/$b.ref.dtb" -o "$WORK/$b.restated.dtb" \
            "$WORK/$b.restated.yaml" >"$WORK/$b.restated.log" 2>&1; then
        echo "FAIL $b (restated): yamlfdt refused the board's own values"
        show "$WORK/$b.restated.log"
        return 1
    fi
    if ! "$FDTCMP" "$WORK/$b.ref.dtb" "$WORK/$b.restated.dtb" \
            >"$WORK/$b.restated.fdtcmp.log" 2>&1; then
        echo "FAIL $b (restated): the tree changed"
        show "$WORK/$b.restated.fdtcmp.log"
        return 1
    fi
    return 0
}

show() {
    sed -n '1,15s/^/    /p' "$1"
}

# check_mode BOARD MODE YAML CMPFLAG -> 0 equal
check_mode() {
    b=$1 mode=$2 yaml=$3 cmpflag=$4
    out=$WORK/$b.$mode.dtb
    if ! "$YAMLFDT" -@ -o "$out" "$yaml" >"$WORK/$b.$mode.yamlfdt.log" 2>&1; then
        echo "FAIL $b ($mode): yamlfdt failed"
        show "$WORK/$b.$mode.yamlfdt.log"
        return 1
    fi
    # shellcheck disable=SC2086
    "$FDTCMP" $cmpflag "$WORK/$b.ref.dtb" "$out" >"$WORK/$b.$mode.fdtcmp.log" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then
        if [ $rc -eq 1 ]; then
            echo "FAIL $b ($mode): trees differ (fdtcmp ${cmpflag:-ordered})"
        else
            echo "FAIL $b ($mode): fdtcmp error (exit $rc)"
        fi
        show "$WORK/$b.$mode.fdtcmp.log"
        return 1
    fi
    return 0
}

for entry in $BOARD_LIST; do
    arch=${entry%%:*}
    rest=${entry#*:}
    b=${rest%%:*}
    extra=
    [ "$rest" != "$b" ] && extra=${rest#*:}
    selected "$b" || continue
    dtsdir=$UBOOT/arch/$arch/dts
    if [ ! -f "$dtsdir/$b.dts" ]; then
        echo "SKIP $b: $dtsdir/$b.dts not found"
        SKIP=$((SKIP + 1))
        continue
    fi
    {
        cat "$dtsdir/$b.dts"
        [ -n "$extra" ] && printf '#include "%s"\n' "$extra"
    } >"$WORK/$b.pre"
    if ! (cd "$UBOOT" && "$CPP" -nostdinc -undef -x assembler-with-cpp -D__DTS__ \
            -D__ASSEMBLY__ -I "arch/$arch/dts" -I "arch/$arch/dts/include" -I include \
            -I "arch/$arch/include" -o "$WORK/$b.dts" "$WORK/$b.pre") \
            >"$WORK/$b.cpp.log" 2>&1; then
        echo "SKIP $b: cpp failed"
        show "$WORK/$b.cpp.log"
        SKIP=$((SKIP + 1))
        continue
    fi
    if ! "$DTC" -@ -q -i "$dtsdir" -I dts -O dtb -o "$WORK/$b.ref.dtb" "$WORK/$b.dts" \
            >"$WORK/$b.dtc.log" 2>&1; then
        echo "SKIP $b: dtc rejects it"
        show "$WORK/$b.dtc.log"
        SKIP=$((SKIP + 1))
        continue
    fi
    if ! "$PYTHON" "$DTS2YAML" -@ -i "$dtsdir" -o "$WORK/$b.yaml" "$WORK/$b.dts" \
            >"$WORK/$b.dts2yaml.log" 2>&1 ||
       ! "$PYTHON" "$DTS2YAML" --flatten -@ -i "$dtsdir" -o "$WORK/$b.flat.yaml" \
            "$WORK/$b.dts" >>"$WORK/$b.dts2yaml.log" 2>&1; then
        echo "FAIL $b: dts2yaml failed"
        show "$WORK/$b.dts2yaml.log"
        FAIL=$((FAIL + 1))
        continue
    fi
    ok=1
    check_mode "$b" source "$WORK/$b.yaml" "--ignore-node /__symbols__" || ok=0
    check_mode "$b" flat "$WORK/$b.flat.yaml" "" || ok=0
    check_restated "$b" || ok=0
    if [ $ok = 1 ]; then
        echo "PASS $b ($(wc -c <"$WORK/$b.ref.dtb") bytes; both ordered; restated)"
        PASS=$((PASS + 1))
    else
        FAIL=$((FAIL + 1))
    fi
done

echo "$PASS passed, $FAIL failed, $SKIP skipped"
[ $FAIL -eq 0 ]
