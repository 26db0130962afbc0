# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# mk/bench.mk: measured speed.  Included from the top-level Makefile; uses
# $(B), $(CORE_SRC) and the host tools' rules from it.
#
#   make bench            build bench/bench.c (-O2, no sanitizers) with the
#                         core, make the inputs (bench/prepare.sh) and print
#                         the table: yamlfdt against libfyaml, dtc and the
#                         memchr bound, with the growth series.  It reports;
#                         it never fails on a number.
#   make bench-vs-overlay yamlfdt_apply() against libfdt's fdt_overlay_apply()
#                         on the same edits (host-tests/compare/overlays/:
#                         the YAML text and its DTS twin compiled by dtc -@),
#                         instructions by callgrind, one row per board, the
#                         core in Kconfig's default (alldefconfig) and in
#                         the boot profile (allnoconfig)
#   make bench-callgrind  instructions per byte of YAML (valgrind callgrind,
#                         deterministic) for the overlay and one whole board,
#                         and where they go (libfdt built from source, -g)
#
# BENCH_ARGS passes options to bench (e.g. BENCH_ARGS='--min-time 0.05');
# BENCH_BOARDS replaces the list of real boards.  Each target first
# installs what is missing (bench/install-deps.sh, Debian 12), as make
# check does.  Everything is written under $(B)/bench; the inputs are made
# there, never committed.

BN          := $(B)/bench
BN_CFLAGS   := -O2 -g -std=gnu11
BN_WARN     := -Wall -Wextra -Wshadow
BN_CORE_OBJ := $(CORE_SRC:core/%.c=$(BN)/core/%.o)
BENCH_ARGS  ?=
BENCH_BOARDS ?=
BN_INPUTS   := $(BN)/inputs

# The core at -O2 in bench's own directory, in its default configuration
# (every feature: whatever .config says, the table is about the full core).
$(BN)/core/%.o: core/%.c $(wildcard core/*.h) port/host/yamlfdt_port.h
	@mkdir -p $(@D)
	$(CC) -Icore -Iport/host $(BN_CFLAGS) -ffreestanding $(BN_WARN) -c -o $@ $<

$(BN)/bench: bench/bench.c $(BN_CORE_OBJ)
	$(CC) -Icore -Iport/host $(BN_CFLAGS) $(BN_WARN) -o $@ $^ -lfyaml -lfdt -lm

# For callgrind's breakdown: libfdt compiled from its source with -g, so
# its internal functions (string-table search, splicing) have names
# (Debian's libfdt.so is stripped), and nothing inlined, so that each
# function's inclusive cost is its own.  Only the shares are read from it;
# the instruction counts come from $(BN)/bench.
BN_PROF_CFLAGS := $(BN_CFLAGS) -fno-inline
BN_PROF     := $(BN)/prof
BN_LIBFDT   := cache/dtc/libfdt
BN_LIBFDT_SRC := fdt.c fdt_ro.c fdt_rw.c fdt_wip.c fdt_sw.c fdt_empty_tree.c \
                 fdt_strerror.c
BN_PROF_OBJ := $(CORE_SRC:core/%.c=$(BN_PROF)/core/%.o) \
               $(BN_LIBFDT_SRC:%.c=$(BN_PROF)/libfdt/%.o)

$(BN_PROF)/core/%.o: core/%.c $(wildcard core/*.h) port/host/yamlfdt_port.h $(BN_LIBFDT)/libfdt.h
	@mkdir -p $(@D)
	$(CC) -Icore -Iport/host -I$(BN_LIBFDT) $(BN_PROF_CFLAGS) -ffreestanding $(BN_WARN) -c -o $@ $<

$(BN_PROF)/libfdt/%.o: $(BN_LIBFDT)/libfdt.h
	@mkdir -p $(@D)
	$(CC) -I$(BN_LIBFDT) $(BN_PROF_CFLAGS) -c -o $@ $(BN_LIBFDT)/$*.c

$(BN_PROF)/bench: bench/bench.c $(BN_PROF_OBJ)
	$(CC) -Icore -Iport/host -I$(BN_LIBFDT) $(BN_PROF_CFLAGS) $(BN_WARN) -o $@ $^ -lfyaml -lm

# mk/cross.mk has the rule that fetches it (same path); this is in case not.
ifneq ($(X_LIBFDT),$(BN_LIBFDT))
$(BN_LIBFDT)/libfdt.h:
	scripts/fetch-libfdt-src.sh
endif

# vs_overlay with the core in a Kconfig configuration ($(1): alldef, the
# default a firmware gets; allno, the boot profile), in $(BN)/$(1)/.
define BN_PROFILE
$$(BN)/$(1)/core/%.o: core/%.c $$(wildcard core/*.h) port/host/yamlfdt_port.h \
		$$(B)/cfg-$(1)/yamlfdt_autoconf.h
	@mkdir -p $$(@D)
	$$(CC) -Icore -Iport/host -include $$(B)/cfg-$(1)/yamlfdt_autoconf.h \
		$$(BN_CFLAGS) -ffreestanding $$(BN_WARN) -c -o $$@ $$<

$$(BN)/$(1)/vs_overlay: bench/vs_overlay.c $$(CORE_SRC:core/%.c=$$(BN)/$(1)/core/%.o)
	$$(CC) -Icore -Iport/host -include $$(B)/cfg-$(1)/yamlfdt_autoconf.h \
		$$(BN_CFLAGS) $$(BN_WARN) -o $$@ $$^ -lfdt
endef
BN_PROFILES := alldef allno
$(foreach p,$(BN_PROFILES),$(eval $(call BN_PROFILE,$(p))))
BN_VS       := $(BN_PROFILES:%=$(BN)/%/vs_overlay)

# What the bench targets need, installed when missing (as root or through
# sudo; otherwise it prints the apt-get line and stops), before anything
# is built, as make check does: each target installs, then runs itself
# as bench-run-NAME.
bench bench-callgrind bench-vs-overlay:
	@bench/install-deps.sh
	@$(MAKE) --no-print-directory bench-run-$@

bench-run-bench-vs-overlay: $(BN_VS) $(B)/fdtcmp
	FDTCMP=$(B)/fdtcmp bench/vs-overlay.sh $(BN)

$(BN_INPUTS)/manifest: bench/prepare.sh bench/gen-synthetic.py \
		bench/overlay-dra7-evm.yaml $(B)/yamlfdt $(B)/fdtcmp BN_FORCE
	BUILD=$(B) bench/prepare.sh $(BN_INPUTS) $(BENCH_BOARDS)

# Both end with bench-vs-overlay's table: the same edits through libfdt's
# fdt_overlay_apply(), per board, with and without /__symbols__.
bench-run-bench: $(BN)/bench $(BN_INPUTS)/manifest $(B)/yamlfdt $(BN_VS) $(B)/fdtcmp
	$(BN)/bench --tool $(B)/yamlfdt -o $(BN)/results.md $(BENCH_ARGS) \
		$(BN_INPUTS)/manifest
	@echo "bench: the table is also in $(BN)/results.md"
	FDTCMP=$(B)/fdtcmp bench/vs-overlay.sh $(BN)

bench-run-bench-callgrind: $(BN)/bench $(BN_PROF)/bench $(BN_INPUTS)/manifest $(BN_VS) $(B)/fdtcmp
	bench/callgrind.sh $(BN) $(BN_INPUTS)/manifest
	FDTCMP=$(B)/fdtcmp bench/vs-overlay.sh $(BN)

BN_FORCE:
# Issue 12's design 2 (one pass into a copy of the tree), an experiment in
# bench/shadow/, measured beside today's two passes in the boot profile.
bench-shadow:
	bench/shadow/run.sh $(B)

.PHONY: bench bench-callgrind bench-vs-overlay bench-shadow BN_FORCE \
        bench-run-bench bench-run-bench-callgrind bench-run-bench-vs-overlay
