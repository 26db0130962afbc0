# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# mk/fuzz.mk: untrusted input.  Included at the end of the top-level
# Makefile; uses $(B), $(CORE_SRC) and the host tools' rules from it.
#
#   make fuzz            libFuzzer + AddressSanitizer + UndefinedBehavior-
#                        Sanitizer (clang) on yamlfdt_apply() for
#                        FUZZ_SECONDS (default 120) against several base
#                        trees and options (fuzz/fuzz.c says which, and the
#                        invariants checked on every input), with the
#                        dialect's dictionary (fuzz/yamlfdt.dict) and a seed
#                        corpus from the test cases, overlays and examples.
#                        The corpus grows in $(B)/fuzz/corpus; a crash is
#                        written to $(B)/fuzz/crash-* and fails the target:
#                        keep it as host-tests/regress/NAME.yaml.
#                        FUZZ_JOBS=N runs N worker processes (-fork=N).
#   make fuzz-regress    replay host-tests/regress/*.yaml (and the test
#                        cases and examples) through the same harness and
#                        sanitizers, without libFuzzer (fuzz/replay.c, one
#                        child process per input, every configuration).
#                        Inputs listed in host-tests/regress/KNOWN-BUGS
#                        (reported, not fixed yet) count as skipped.
#   make difftest        the differential test against dtc: DIFF_TREES
#                        (default 2000) random trees from seed DIFF_SEED
#                        (default 1), then DIFF_FRESH (default 100) from a
#                        random seed, which it prints.  host-tests/gen/.
#   make catalogue       the bad-input catalogue (host-tests/catalogue/):
#                        plain, under valgrind memcheck, and under
#                        AddressSanitizer + UndefinedBehaviorSanitizer.
#
# make check (host-tests/check.sh) runs the replay, the catalogue plain and
# under valgrind without its big inputs, and 200 trees of the difftest.
#
# The sanitizer builds compile libfdt from its source (cache/dtc/libfdt,
# fetched by scripts/fetch-libfdt-src.sh as for the cross builds), so that
# the sanitizers see inside libfdt too.  Needs clang and libclang-rt-14-dev
# for `make fuzz`; the other sanitizer builds use clang when it is there,
# else $(CC) (gcc has the same sanitizers); valgrind for `make catalogue`.

FZ            := $(B)/fuzz
FUZZ_SECONDS  ?= 120
FUZZ_JOBS     ?= 1
FUZZ_MAX_LEN  ?= 16384
FUZZ_ARGS     ?=
FUZZ_CC       ?= clang
ifeq ($(origin SAN_CC),undefined)
SAN_CC        := $(shell command -v clang >/dev/null 2>&1 && echo clang || echo $(CC))
endif
SAN_FLAGS     := -fsanitize=address,undefined -fno-sanitize-recover=all \
                 -fno-omit-frame-pointer -g -O1
FZ_LIBFDT     := cache/dtc/libfdt
FZ_LIBFDT_SRC := fdt.c fdt_ro.c fdt_rw.c fdt_wip.c fdt_sw.c fdt_empty_tree.c \
                 fdt_strerror.c
FZ_LIBFDT_C   := $(FZ_LIBFDT_SRC:%=$(FZ_LIBFDT)/%)
FZ_SRC_HDR    := $(wildcard core/*.h) port/host/yamlfdt_port.h
# The sanitizer builds see libfdt's own header first, then the port's.
FZ_CPPFLAGS   := -I$(FZ_LIBFDT) -Icore -Iport/host

# mk/cross.mk fetches the libfdt source; fetch it here if it does not.
ifeq ($(filter $(FZ_LIBFDT)/libfdt.h,$(X_LIBFDT)/libfdt.h),)
$(FZ_LIBFDT)/libfdt.h:
	scripts/fetch-libfdt-src.sh
$(FZ_LIBFDT_C): $(FZ_LIBFDT)/libfdt.h ;
endif

# The base trees, as C arrays.
$(FZ)/bases.h: examples/board.dts
	@mkdir -p $(@D)
	dtc -q -@ -I dts -O dtb -o $(FZ)/board-sym.dtb $<
	dtc -q -I dts -O dtb -o $(FZ)/board-nosym.dtb $<
	{ for t in sym nosym; do \
		echo "static const unsigned char board_$${t}_dtb[] = {"; \
		od -An -v -tx1 $(FZ)/board-$$t.dtb | \
			sed -e 's/ \([0-9a-f][0-9a-f]\)/0x\1,/g'; \
		echo "};"; \
	done; } > $@.tmp && mv $@.tmp $@

FZ_DEPS := fuzz/fuzz.c $(CORE_SRC) $(FZ_SRC_HDR) $(FZ_LIBFDT_C) $(FZ)/bases.h

# The fuzzer: libFuzzer's main().
$(FZ)/fuzz: $(FZ_DEPS)
	$(FUZZ_CC) -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
		-fno-omit-frame-pointer -g -O1 -std=gnu11 $(FZ_CPPFLAGS) -I$(FZ) \
		-o $@ fuzz/fuzz.c $(CORE_SRC) $(FZ_LIBFDT_C)

# The same harness with a plain main(): replays files, no fuzzer runtime.
# make check builds it: with libfdt's source when cache/ has it, else with
# the system's libfdt (the sanitizers then see libfdt's memcpy and memmove
# into the caller's buffer, not its other loads and stores).
ifneq ($(wildcard $(FZ_LIBFDT)/fdt.c),)
FZ_REPLAY_LIBFDT := $(FZ_LIBFDT_C)
FZ_REPLAY_INC    := $(FZ_CPPFLAGS)
else
FZ_REPLAY_LIBFDT := -lfdt
FZ_REPLAY_INC    := -Icore -Iport/host
endif
$(FZ)/replay: fuzz/replay.c fuzz/fuzz.c $(CORE_SRC) $(FZ_SRC_HDR) $(FZ)/bases.h
	$(SAN_CC) $(SAN_FLAGS) -std=gnu11 $(FZ_REPLAY_INC) -I$(FZ) \
		-o $@ fuzz/replay.c fuzz/fuzz.c $(CORE_SRC) $(FZ_REPLAY_LIBFDT)

# The seed corpus: every YAML text of the tests and examples.
$(FZ)/seeds/.stamp: $(wildcard host-tests/cases/*.yaml examples/*.yaml \
			host-tests/overlays/*/overlay.yaml)
	@rm -rf $(@D) && mkdir -p $(@D)
	@for f in host-tests/cases/*.yaml examples/*.yaml; do \
		cp "$$f" "$(@D)/$$(basename "$$f")"; done
	@for f in host-tests/overlays/*/overlay.yaml; do \
		d=$$(basename "$$(dirname "$$f")"); cp "$$f" "$(@D)/overlay-$$d.yaml"; done
	@touch $@

fuzz: $(FZ)/fuzz $(FZ)/seeds/.stamp
	@mkdir -p $(FZ)/corpus
	@echo "fuzzing for $(FUZZ_SECONDS) s ($(FUZZ_JOBS) job(s)); corpus $(FZ)/corpus"
	@start=$$(date +%s); \
	$(FZ)/fuzz -max_total_time=$(FUZZ_SECONDS) -dict=fuzz/yamlfdt.dict \
		-max_len=$(FUZZ_MAX_LEN) -timeout=10 -rss_limit_mb=2048 \
		-print_final_stats=1 -artifact_prefix=$(FZ)/ \
		$(if $(filter-out 1,$(FUZZ_JOBS)),-fork=$(FUZZ_JOBS)) \
		$(FUZZ_ARGS) $(FZ)/corpus $(FZ)/seeds host-tests/regress \
		> $(FZ)/fuzz.log 2>&1; rc=$$?; \
	end=$$(date +%s); \
	grep -E '^(==[0-9]+==ERROR|SUMMARY|\*\*\* )' $(FZ)/fuzz.log | head -n 6; \
	grep -E '^(stat::|Done )' $(FZ)/fuzz.log | tail -n 6; \
	execs=$$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' $(FZ)/fuzz.log | tail -n 1); \
	[ -n "$$execs" ] || execs=$$(sed -nE 's/^#([0-9]+).*/\1/p' $(FZ)/fuzz.log | tail -n 1); \
	echo "fuzz: $${execs:-?} executions in $$((end - start)) s," \
		"corpus $$(ls $(FZ)/corpus | wc -l) inputs, exit $$rc (log: $(FZ)/fuzz.log)"; \
	if [ $$rc != 0 ]; then \
		echo "fuzz: FAILED; input(s):" $$(ls $(FZ)/crash-* $(FZ)/timeout-* \
			$(FZ)/oom-* $(FZ)/leak-* 2>/dev/null); \
		exit 1; \
	fi

# The regression inputs (known, reported bugs counted as skipped while
# they fail), then the test cases and examples, through the harness.
FZ_REPLAY_ARGS := -c -x .yaml -k host-tests/regress/KNOWN-BUGS \
                  host-tests/regress host-tests/cases examples
fuzz-regress: $(FZ)/replay
	$(FZ)/replay $(FZ_REPLAY_ARGS)

# ---- the bad-input catalogue ---------------------------------------------
CT      := $(B)/catalogue
CT_DEPS := host-tests/catalogue/run.c $(CORE_SRC) $(FZ_SRC_HDR) $(FZ)/bases.h
# Built twice: every feature in, and every feature out (-DCONFIG_YAMLFDT
# without any CONFIG_YAMLFDT_* option: the DISABLED cases).
CT_MIN  := -DCATALOGUE_MIN -DCONFIG_YAMLFDT

$(CT)/run: $(CT_DEPS)
	@mkdir -p $(@D)
	$(CC) -O1 -g -std=gnu11 -Icore -Iport/host -I$(FZ) -Wall -Wextra \
		-o $@ host-tests/catalogue/run.c $(CORE_SRC) -lfdt
$(CT)/run-min: $(CT_DEPS)
	@mkdir -p $(@D)
	$(CC) -O1 -g -std=gnu11 $(CT_MIN) -Icore -Iport/host -I$(FZ) -Wall -Wextra \
		-o $@ host-tests/catalogue/run.c $(CORE_SRC) -lfdt
$(CT)/run-asan: $(CT_DEPS) $(FZ_LIBFDT_C)
	@mkdir -p $(@D)
	$(SAN_CC) $(SAN_FLAGS) -std=gnu11 -DCATALOGUE_SANITIZED $(FZ_CPPFLAGS) -I$(FZ) \
		-o $@ host-tests/catalogue/run.c $(CORE_SRC) $(FZ_LIBFDT_C)
$(CT)/run-min-asan: $(CT_DEPS) $(FZ_LIBFDT_C)
	@mkdir -p $(@D)
	$(SAN_CC) $(SAN_FLAGS) -std=gnu11 -DCATALOGUE_SANITIZED $(CT_MIN) \
		$(FZ_CPPFLAGS) -I$(FZ) \
		-o $@ host-tests/catalogue/run.c $(CORE_SRC) $(FZ_LIBFDT_C)

CT_BINS := $(CT)/run $(CT)/run-min $(CT)/run-asan $(CT)/run-min-asan

catalogue: $(CT_BINS)
	host-tests/catalogue/run.sh $(B) plain valgrind asan

# ---- the differential test against dtc -----------------------------------
DIFF_TREES ?= 2000
DIFF_SEED  ?= 1
DIFF_FRESH ?= 100
DIFF_JOBS  ?= $(shell nproc 2>/dev/null || echo 1)
PYTHON3    ?= python3

difftest: $(B)/yamlfdt $(B)/fdtcmp
	$(PYTHON3) host-tests/gen/difftest.py -j $(DIFF_JOBS) $(B) $(DIFF_TREES) $(DIFF_SEED)
	$(PYTHON3) host-tests/gen/difftest.py -j $(DIFF_JOBS) $(B) $(DIFF_FRESH) random

# make check runs the replay, the catalogue (plain, and under valgrind
# without the big inputs) and 200 generated trees: host-tests/check.sh.
check: $(FZ)/replay $(CT)/run $(CT)/run-min

.PHONY: fuzz fuzz-regress catalogue difftest
