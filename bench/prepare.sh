#!/bin/bash
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# prepare.sh OUT_DIR [BOARD...]
#
# Writes the inputs of `make bench` into OUT_DIR (build/bench/inputs), and
# OUT_DIR/manifest, the list bench reads.  Nothing here is committed.
#
#   synthetic-Nx   bench/gen-synthetic.py --socs N (N = 1 4 16 64): a ~50 KB
#                  board-like tree, then 4, 16 and 64 copies of its SoC; YAML
#                  and the equivalent DTS
#   BOARD          real U-Boot 2023.01 boards (default: the three largest DTBs
#                  of the arm corpus, see BOARDS below): the .dts preprocessed
#                  as U-Boot's Kbuild does, compiled by `dtc -@` (the base of
#                  the overlay case), and translated to YAML by
#                  host-tests/tools/dts2yaml.py -@ (labels and references kept);
#                  compiled with /__symbols__ (yamlfdt -@, dtc -@), and the
#                  largest once more without (BOARD-nosym)
#   overlay        bench/overlay-dra7-evm.yaml (~4 KB, by path and by label)
#                  applied to dra7-evm.dtb compiled with `dtc -@`
#
# Every translated input is checked once: yamlfdt's tree must equal dtc's
# (host-tests' fdtcmp; unordered for the boards, a check older than
# yamlfdt's writing in dtc's order).  A mismatch is
# reported, not fatal: the benchmark measures speed.
#
# The U-Boot source comes from cache/u-boot (scripts/fetch-uboot-src.sh,
# run here when missing and we are root).  Without it the boards and the
# overlay are left out, and the synthetic inputs still run.
# Environment: BUILD (default build), PYTHON (python3), DTC (dtc), CPP (cpp),
# UBOOT_DIR (cache/u-boot).
set -u

[ $# -ge 1 ] || { echo "usage: $0 OUT_DIR [BOARD...]" >&2; exit 2; }
mkdir -p "$1" && OUT=$(cd "$1" && pwd) || exit 2
shift
TOP=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-$TOP/build}
PYTHON=${PYTHON:-python3}
DTC=${DTC:-dtc}
CPP=${CPP:-cpp}
UBOOT=${UBOOT_DIR:-$TOP/cache/u-boot}
# The three largest DTBs of U-Boot 2023.01's arm boards that dtc compiles
# (1096 boards; `ls -S` of their DTBs): TI DRA7 EVM and BeagleBoard-X15s.
BOARDS=${*:-dra7-evm am57xx-beagle-x15-revb1 am57xx-beagle-x15-revc}
OVERLAY_BOARD=dra7-evm
SCALES="1 4 16 64"

mkdir -p "$OUT"
SYN_LINES=
BOARD_LINES=
OVERLAY_LINE=

check() {	# check NAME REF.dtb YAML FDTCMP-FLAG [YAMLFDT ARGS...]
    n=$1 ref=$2 yaml=$3 flag=$4
    shift 4
    if ! "$BUILD/yamlfdt" "$@" -o "$OUT/$n.yamlfdt.dtb" "$yaml" >"$OUT/$n.log" 2>&1; then
        echo "prepare: $n: yamlfdt failed:"; sed 's/^/    /' "$OUT/$n.log" | head -5
        return 1
    fi
    # shellcheck disable=SC2086
    if ! "$BUILD/fdtcmp" $flag "$ref" "$OUT/$n.yamlfdt.dtb" >"$OUT/$n.log" 2>&1; then
        echo "prepare: $n: warning: yamlfdt's tree differs from dtc's"
        sed 's/^/    /' "$OUT/$n.log" | head -5
    fi
    return 0
}

# ---- synthetic
for k in $SCALES; do
    n=synthetic-${k}x
    if [ ! -s "$OUT/$n.dtb" ] || [ "$TOP/bench/gen-synthetic.py" -nt "$OUT/$n.dtb" ]; then
        rm -f "$OUT/$n.dtb"
        "$PYTHON" "$TOP/bench/gen-synthetic.py" --socs "$k" "$OUT/$n" || exit 1
        if ! "$DTC" -@ -q -I dts -O dtb -o "$OUT/$n.dtb.tmp" "$OUT/$n.dts"; then
            echo "prepare: $n: dtc rejects the DTS"; exit 1
        fi
        mv "$OUT/$n.dtb.tmp" "$OUT/$n.dtb"
        check "$n" "$OUT/$n.dtb" "$OUT/$n.yaml" "" -@ || { rm -f "$OUT/$n.dtb"; exit 1; }
    fi
    SYN_LINES="$SYN_LINES$n synthetic @ $OUT/$n.yaml - $OUT/$n.dts
"
done
# the ends of the growth curve once more without /__symbols__ (whose cost
# through libfdt's API is quadratic in the number of labels)
for k in $SCALES; do
    case $k in 1|64) n=synthetic-${k}x
        SYN_LINES="$SYN_LINES$n-nosym synthetic - $OUT/$n.yaml - $OUT/$n.dts
" ;; esac
done

# ---- real boards
# Preprocess arch/arm/dts/BOARD.dts as Kbuild does, into $OUT/BOARD.dts.
kbuild_cpp() {
    (cd "$UBOOT" && "$CPP" -nostdinc -undef -x assembler-with-cpp -D__DTS__ \
        -D__ASSEMBLY__ -I arch/arm/dts -I arch/arm/dts/include -I include \
        -I arch/arm/include -o "$OUT/$1.dts" "arch/arm/dts/$1.dts")
}

if [ ! -f "$UBOOT/Makefile" ] && [ -z "${UBOOT_DIR:-}" ] && [ "$(id -u)" = 0 ]; then
    echo "prepare: no U-Boot tree in $UBOOT, fetching it"
    "$TOP/scripts/fetch-uboot-src.sh" >/dev/null 2>&1 ||
        echo "prepare: scripts/fetch-uboot-src.sh failed"
fi
if [ -f "$UBOOT/Makefile" ]; then
    dtsdir=$UBOOT/arch/arm/dts
    for b in $BOARDS; do
        if [ ! -f "$dtsdir/$b.dts" ]; then
            echo "prepare: $b: $dtsdir/$b.dts not found, left out"
            continue
        fi
        if [ ! -s "$OUT/$b.yaml" ] || [ "$dtsdir/$b.dts" -nt "$OUT/$b.yaml" ] ||
           [ "$TOP/host-tests/tools/dts2yaml.py" -nt "$OUT/$b.yaml" ]; then
            if ! kbuild_cpp "$b" >"$OUT/$b.log" 2>&1; then
                echo "prepare: $b: cpp failed, left out"; continue
            fi
            if ! "$DTC" -@ -q -i "$dtsdir" -I dts -O dtb -o "$OUT/$b.dtb" "$OUT/$b.dts" \
                    >"$OUT/$b.log" 2>&1; then
                echo "prepare: $b: dtc rejects it, left out"; continue
            fi
            if ! "$PYTHON" "$TOP/host-tests/tools/dts2yaml.py" -@ -i "$dtsdir" \
                    -o "$OUT/$b.yaml" "$OUT/$b.dts" >"$OUT/$b.log" 2>&1; then
                echo "prepare: $b: dts2yaml failed, left out"; rm -f "$OUT/$b.yaml"; continue
            fi
            check "$b" "$OUT/$b.dtb" "$OUT/$b.yaml" --unordered -@ ||
                { rm -f "$OUT/$b.yaml"; continue; }
        fi
        BOARD_LINES="$BOARD_LINES$b board @ $OUT/$b.yaml - $OUT/$b.dts -i $dtsdir
"
        # The largest board once more without /__symbols__ (no -@ for either):
        # how U-Boot builds a DTB unless overlays are enabled.
        [ "$b" = "$OVERLAY_BOARD" ] &&
            BOARD_LINES="$BOARD_LINES$b-nosym board - $OUT/$b.yaml - $OUT/$b.dts -i $dtsdir
"
    done
    # ---- the overlay, on the largest board
    b=$OVERLAY_BOARD
    if [ ! -s "$OUT/$b.dtb" ]; then
        kbuild_cpp "$b" &&
        "$DTC" -@ -q -i "$dtsdir" -I dts -O dtb -o "$OUT/$b.dtb" "$OUT/$b.dts"
    fi
    if [ -s "$OUT/$b.dtb" ]; then
        if "$BUILD/yamlfdt" -i "$OUT/$b.dtb" -o "$OUT/overlay.yamlfdt.dtb" \
                "$TOP/bench/overlay-$b.yaml" >"$OUT/overlay.log" 2>&1; then
            OVERLAY_LINE="overlay-$b overlay - $TOP/bench/overlay-$b.yaml $OUT/$b.dtb -
"
        else
            echo "prepare: overlay-$b: yamlfdt failed:"; sed 's/^/    /' "$OUT/overlay.log"
        fi
    fi
else
    echo "prepare: no U-Boot source in $UBOOT: the boards and the overlay are left out"
fi
# the boot-time case first, then whole boards, then the growth series
printf '%s%s%s' "$OVERLAY_LINE" "$BOARD_LINES" "$SYN_LINES" >"$OUT/manifest"
echo "prepare: $(grep -c . "$OUT/manifest") inputs in $OUT/manifest"
