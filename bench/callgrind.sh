#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# callgrind.sh BENCH_DIR MANIFEST [INPUT...]
#
# Instructions per byte of YAML, counted by valgrind's callgrind: unlike a
# time, the count is the same on every x86-64 machine for the same code, so
# it can be compared across machines and commits.  For each INPUT (default:
# the overlay and one whole board, and the 1x synthetic board):
#
#   yamlfdt    instructions inside yamlfdt_apply() (libfdt calls included),
#              with Debian's libfdt, as `make bench` runs it
#   pass1      the same call given no room, so it stops after pass 1 (check)
#   libfyaml   inside fy_document_build_from_string() + destroy
#   memchr     the newline pass (glibc's vectorised memchr)
#   writes     the part of yamlfdt's count spent inside libfdt's read-write
#              calls (fdt_setprop*, fdt_add_subnode*, fdt_del*, ...), as
#              the core calls them: what writing these nodes and properties
#              through libfdt's public API costs, whatever parses the text
#
# Then where yamlfdt's instructions go: the same call under BENCH_DIR/prof/
# bench, which links libfdt compiled from source with -g (Debian's .so is
# stripped), as inclusive and self costs per function, written to
# BENCH_DIR/callgrind/INPUT.{inclusive,self}.txt and summarised here.
#
# Needs valgrind (bench/install-deps.sh).  Exit 0 unless a tool is missing.
set -u

[ $# -ge 2 ] || { echo "usage: $0 BENCH_DIR MANIFEST [INPUT...]" >&2; exit 2; }
BN=$1
MAN=$2
shift 2
INPUTS=${*:-"$(awk '$2 == "overlay" { print $1; exit }' "$MAN") $(awk '$2 == "board" { print $1; exit }' "$MAN") synthetic-1x"}
OUT=$BN/callgrind
mkdir -p "$OUT"

command -v valgrind >/dev/null 2>&1 ||
    { echo "callgrind: valgrind is missing: run bench/install-deps.sh" >&2; exit 2; }

# Ir inside the toggled function: "summary:" (or "totals:") line of the output
count() {	# count BENCH FUNC NAME WHAT OUTFILE
    valgrind --tool=callgrind --callgrind-out-file="$5" --toggle-collect="$2" \
        "$1" --once "$3" "$4" "$MAN" >"$5.log" 2>&1 ||
        { echo "callgrind: $3 $4 failed (see $5.log)" >&2; echo 0; return; }
    awk '/^(summary|totals):/ { print $2; exit }' "$5"
}

# Ir inside libfdt's write calls made from outside libfdt: the "<" caller
# lines of callgrind_annotate's caller tree (a call from within libfdt,
# fdt_setprop's to fdt_setprop_placeholder, is in its caller's count)
writes() {	# writes OUTFILE
    callgrind_annotate --inclusive=yes --tree=caller --threshold=100 "$1" 2>/dev/null |
    awk '/^ *[0-9,]+ \( *[0-9.]+%\)  </ { c = $1; gsub(",", "", c); call[++n] = c; obj[n] = $NF; next }
         /^ *[0-9,]+ \( *[0-9.]+%\)  \*/ {
             f = $(NF - 1); sub(/^.*:/, "", f)
             if (f ~ /^fdt_(setprop|setprop_placeholder|add_subnode_namelen|add_subnode|del_node|delprop|set_name|add_mem_rsv|del_mem_rsv|open_into|nop_node|nop_property|appendprop)$/)
                 for (i = 1; i <= n; i++) if (obj[i] !~ /libfdt/) w += call[i]
             n = 0; next }
         { n = 0 }
         END { print w + 0 }'
}

printf '%-24s %8s %12s %9s %11s %8s %11s %8s %9s %7s %11s %6s\n' input bytes yamlfdt-Ir Ir/byte \
    pass1-Ir Ir/byte libfyaml-Ir Ir/byte memchr-Ir Ir/byte writes-Ir share
for n in $INPUTS; do
    yaml=$(awk -v n="$n" '$1 == n { print $4 }' "$MAN")
    [ -n "$yaml" ] || { echo "callgrind: no input $n in $MAN" >&2; continue; }
    bytes=$(wc -c <"$yaml")
    y=$(count "$BN/bench" yamlfdt_apply "$n" yamlfdt "$OUT/$n.yamlfdt.out")
    k=$(count "$BN/bench" yamlfdt_apply "$n" check "$OUT/$n.check.out")
    f=$(count "$BN/bench" bench_libfyaml "$n" libfyaml "$OUT/$n.libfyaml.out")
    m=$(count "$BN/bench" bench_memchr "$n" memchr "$OUT/$n.memchr.out")
    wr=$(writes "$OUT/$n.yamlfdt.out")
    awk -v n="$n" -v b="$bytes" -v y="$y" -v k="$k" -v f="$f" -v m="$m" -v w="$wr" 'BEGIN {
        printf "%-24s %8d %12.0f %9.1f %11.0f %8.1f %11.0f %8.1f %9.0f %7.2f %11.0f %5.1f%%\n", n, b, y, y / b,
               k, k / b, f, f / b, m, m / b, w, y ? 100 * w / y : 0
    }'
done
echo "(pass1: the same call with no room in the buffer, so it stops after the check"
echo " pass: the parser's and checker's share; writes: inside libfdt's read-write calls,"
echo " the floor for writing this tree through libfdt's public API)"

echo
echo "Where yamlfdt_apply's instructions go: inclusive cost of each function, as a share"
echo "of the call (BENCH_DIR/prof/bench: libfdt from source, -g, nothing inlined; the"
echo "shares overlap: a function's share includes what it calls)"
# The functions that tell the story; a name the core no longer has is skipped.
WATCH='check_text write_text walk_next parse_item encode_value labels_resolve
write_item sweep write_prop add_child make_path write_phandle write_symbols
delete_node label_path node_path label_node base_symbol find_path find_child
text_creates fdt_check_full fdt_find_max_phandle fdt_subnode_offset_namelen
fdt_next_subnode fdt_get_property_namelen_ fdt_find_string_ fdt_splice_
fdt_add_subnode_namelen fdt_setprop_placeholder fdt_setprop fdt_delprop
fdt_get_phandle fdt_next_tag'
for n in $INPUTS; do
    o=$OUT/$n.prof.out
    valgrind --tool=callgrind --callgrind-out-file="$o" --toggle-collect=yamlfdt_apply \
        "$BN/prof/bench" --once "$n" yamlfdt "$MAN" >"$o.log" 2>&1 || continue
    callgrind_annotate --inclusive=yes --threshold=100 "$o" 2>/dev/null |
        sed 's| \[[^]]*\]$||' >"$OUT/$n.inclusive.txt"
    callgrind_annotate --threshold=100 "$o" 2>/dev/null |
        sed 's| \[[^]]*\]$||' >"$OUT/$n.self.txt"
    total=$(awk '/^(summary|totals):/ { print $2; exit }' "$o")
    echo "== $n ($total Ir in this build)"
    awk -v t="$total" -v watch="$WATCH" '
        BEGIN { n = split(watch, w, /[ \n]+/); for (i = 1; i <= n; i++) want[w[i]] = i }
        /^ *[0-9,]+ \(/ {
            c = $1; gsub(",", "", c); f = $NF; sub(/^.*:/, "", f)
            g = f; sub(/^yamlfdt_/, "", g)      # the core'"'"'s internal prefix
            if (!(f in want) && (g in want)) f = g
            if ((f in want) && !(f in seen)) { seen[f] = c }
        }
        END { for (i = 1; i <= n; i++) if (w[i] in seen)
                  printf "   %5.1f%%  %s\n", 100 * seen[w[i]] / t, w[i] }' \
        "$OUT/$n.inclusive.txt"
    echo "   top self costs:"
    awk -v t="$total" '/^ *[0-9,]+ \(/ && !/PROGRAM TOTALS/ {
        c = $1; gsub(",", "", c); f = $NF; sub(/^.*\//, "", f)
        if (k < 8) { printf "   %5.1f%%  %s\n", 100 * c / t, f; k++ } }' "$OUT/$n.self.txt"
done
echo
echo "callgrind: outputs in $OUT (callgrind_annotate --inclusive=yes --tree=caller FILE"
echo "shows who calls what)"
