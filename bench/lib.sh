# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# Shell functions bench/vs-overlay.sh and bench/shadow/run.sh share, for
# the boards of host-tests/compare/overlays/.  Sourced; they need $W (the
# scratch folder) and $UB (U-Boot's source, cache/u-boot).

# count FUNC CMD...: the instructions callgrind counts inside FUNC while
# CMD runs, or "?" when CMD fails.  Its files are named by the shell's
# process: two runs at once do not read each other's.
count() {
	func=$1; shift
	valgrind --tool=callgrind --callgrind-out-file="$W/cg.$$.out" \
		--toggle-collect="$func" "$@" >/dev/null 2>"$W/cg.$$.log" || { echo "?"; return; }
	awk '/^(summary|totals):/ { print $2; exit }' "$W/cg.$$.out"
}

# compile_board DIR: the board named as the overlay folder DIR, from
# U-Boot's source, as $W/NAME.dtb, and DIR/overlay.dts as $W/NAME.dtbo,
# both by `dtc -@`.  Returns 1 when U-Boot has no such board, 2 when cpp
# or dtc fails.
compile_board() {
	name=$(basename "$1")
	src=$(ls "$UB"/arch/*/dts/"$name.dts" 2>/dev/null | head -n 1)
	[ -n "$src" ] || return 1
	arch=$(echo "$src" | sed 's|.*/arch/\([^/]*\)/dts/.*|\1|')
	dts=$(dirname "$src")
	cpp -nostdinc -undef -x assembler-with-cpp -D__DTS__ -D__ASSEMBLY__ \
		-I "$dts" -I "$dts/include" -I "$UB/include" -I "$UB/arch/$arch/include" \
		-o "$W/$name.pp" "$src" 2>/dev/null &&
	dtc -@ -q -i "$dts" -I dts -O dtb -o "$W/$name.dtb" "$W/$name.pp" &&
	dtc -@ -q -I dts -O dtb -o "$W/$name.dtbo" "$1/overlay.dts" || return 2
}
