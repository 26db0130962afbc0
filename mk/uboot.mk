# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# mk/uboot.mk: the U-Boot drop-in (port/u-boot/) built into real U-Boot and
# tested in QEMU, on every U-Boot version of UB_VERSIONS.  Included from the
# top-level Makefile; uses $(B), $(PY), $(CORE_SRC).
#
#   make check-uboot  host-tests/uboot/install-deps.sh (build dependencies,
#                     qemu-system-arm, each version's source from Debian's
#                     source packages into cache/), then per version V: a
#                     copy of the source in build/uboot-V/src with
#                     port/u-boot/install.sh run on it, qemu_arm_defconfig
#                     built without the module (base) and with the command
#                     and the boot hook (yamlfdt), then host-tests/uboot/
#                     check.py: the command and the hook driven in
#                     qemu-system-arm, checkpatch, and the size the module
#                     adds; and sandbox_flattree (NO_SDL=1) with U-Boot's
#                     own test framework running test/py/tests/
#                     test_yamlfdt.py and test_yamlfdt_vboot.py.
#                     One line per version, "U-Boot V: N passed, N
#                     failed", then the total, "N passed, N failed".
#   make uboot-size   the size report per version, with a third build (the
#                     command only): "u-boot.bin +N bytes"
#   make uboot-patches the module as a `git format-patch` series against
#                     each version (scripts/uboot-patches.sh), each patch
#                     checked by U-Boot's checkpatch.pl, in
#                     build/uboot-patches/V/, the cover letter with the
#                     u-boot.bin cost of the base and yamlfdt builds
#   make clean-uboot  remove build/uboot-*
#
# cache/u-boot* is never built in nor patched: other tests read it.

UB_VERSIONS ?= 2023.01 2025.01
UB_CROSS    ?= arm-linux-gnueabihf-
UB_JOBS     ?= 2
UB_MODULE   := Kconfig $(CORE_SRC) $(wildcard core/*.h) \
               $(wildcard port/u-boot/*)
# The pristine source of version $(1)
ub_cache     = $(if $(filter 2023.01,$(1)),cache/u-boot,cache/u-boot-$(1))

check-uboot:
	host-tests/uboot/install-deps.sh $(UB_VERSIONS)
	@p=0; f=0; for v in $(UB_VERSIONS); do \
		$(MAKE) --no-print-directory uboot-build-$$v || exit 1; \
		$(MAKE) --no-print-directory uboot-check-$$v | tee $(B)/uboot-$$v.log; \
		r=$$(tail -n 1 $(B)/uboot-$$v.log); \
		set -- $$r; p=$$((p + $$1)); f=$$((f + $$3)); \
	done; \
	for v in $(UB_VERSIONS); do \
		echo "U-Boot $$v: $$(tail -n 1 $(B)/uboot-$$v.log)"; \
	done; \
	echo "$$p passed, $$f failed"; [ $$f -eq 0 ]

uboot-size:
	host-tests/uboot/install-deps.sh $(UB_VERSIONS)
	@for v in $(UB_VERSIONS); do \
		$(MAKE) --no-print-directory uboot-build-$$v $(B)/uboot-$$v/cmd/u-boot.bin || exit 1; \
		$(MAKE) --no-print-directory uboot-sizes-$$v || exit 1; \
	done

uboot-patches:
	host-tests/uboot/install-deps.sh $(UB_VERSIONS)
	@p=0; f=0; for vc in $(foreach v,$(UB_VERSIONS),$(v):$(call ub_cache,$(v))); do \
		v=$${vc%%:*}; \
		$(MAKE) --no-print-directory $(B)/uboot-$$v/base/u-boot.bin \
			$(B)/uboot-$$v/yamlfdt/u-boot.bin || exit 1; \
		BASE_BIN=$(B)/uboot-$$v/base/u-boot.bin \
		WITH_BIN=$(B)/uboot-$$v/yamlfdt/u-boot.bin \
		scripts/uboot-patches.sh $${vc#*:} $$v $(B)/uboot-patches/$$v | tee $(B)/uboot-patches-$$v.log; \
		set -- $$(tail -n 1 $(B)/uboot-patches-$$v.log); p=$$((p + $$1)); f=$$((f + $$3)); \
	done; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]

clean-uboot:
	rm -rf $(B)/uboot-*

FORCE_UBOOT:

# A build's configuration fragments: its name split at '+' ("yamlfdt+thumb"),
# each host-tests/uboot/NAME.config; boot-profile's is made from Kconfig.
ub_frags = $(foreach f,$(subst +, ,$(1)),$(if $(filter boot-profile,$(f)),$(B)/uboot-boot-profile.config,host-tests/uboot/$(f).config))

# The command and the hook in the core's boot profile: Kconfig's
# allnoconfig, as make check builds it (U-Boot's lib/yamlfdt/Kconfig has
# the same options).
$(B)/uboot-boot-profile.config: host-tests/uboot/yamlfdt.config $(B)/cfg-allno/.config
	cat $^ > $@

# Beside qemu_arm_defconfig's figure (the target's), make uboot-size
# reports builds against their own base (build:base): the module in the
# boot profile, and both with all of U-Boot as Thumb-2
# (CONFIG_SYS_THUMB_BUILD, thumb.config).
UB_SIZE_OTHERS = boot-profile:base yamlfdt+thumb:base+thumb \
	boot-profile+thumb:base+thumb

# The fragments a build depends on are named by its directory.
.SECONDEXPANSION:

define UBOOT_VERSION
UB_$(1)      := $(B)/uboot-$(1)
UB_SRC_$(1)  := $(B)/uboot-$(1)/src
UB_HOST_MAKE_$(1) = $(MAKE) --no-print-directory -C $(B)/uboot-$(1)/src
UB_MAKE_$(1)  = $$(UB_HOST_MAKE_$(1)) CROSS_COMPILE=$(UB_CROSS)
UB_CHECK_$(1) = $(PY) host-tests/uboot/check.py --version $(1) \
	--pristine $(call ub_cache,$(1)) --src $(B)/uboot-$(1)/src \
	--base $(B)/uboot-$(1)/base --with $(B)/uboot-$(1)/yamlfdt \
	--strict $(B)/uboot-$(1)/strict \
	--os $(B)/uboot-$(1)/dtbdump.uimg --yamlfdt $(B)/yamlfdt \
	--work $(B)/uboot-$(1)/test

uboot-build-$(1): $(B)/uboot-$(1)/base/u-boot.bin \
	$(B)/uboot-$(1)/yamlfdt/u-boot.bin $(B)/uboot-$(1)/strict/u-boot.bin \
	$(B)/uboot-$(1)/dtbdump.uimg $(B)/yamlfdt

uboot-check-$(1): $(B)/uboot-$(1)/sandbox/u-boot
	@$$(UB_CHECK_$(1)) > $(B)/uboot-$(1)/check.log; r=$$$$?; cat $(B)/uboot-$(1)/check.log; \
	cd $(B)/uboot-$(1)/src && /usr/bin/python3 ./test/py/test.py --bd sandbox \
		--build-dir $(abspath $(B)/uboot-$(1)/sandbox) -k test_yamlfdt \
		> $(abspath $(B)/uboot-$(1)/pytest.log) 2>&1; \
	t=$$$$(grep -E '^=+ .*(passed|failed).* in ' $(abspath $(B)/uboot-$(1)/pytest.log) | tail -n 1); \
	tp=$$$$(echo "$$$$t" | sed -n 's/.* \([0-9][0-9]*\) passed.*/\1/p'); \
	tf=$$$$(echo "$$$$t" | sed -n 's/.* \([0-9][0-9]*\) failed.*/\1/p'); \
	te=$$$$(echo "$$$$t" | sed -n 's/.* \([0-9][0-9]*\) errors*.*/\1/p'); \
	tf=$$$$(( $$$${tf:-0} + $$$${te:-0} )); [ -n "$$$$tp" ] || [ "$$$$tf" -gt 0 ] || tf=1; \
	echo "test/py on sandbox_flattree (test_yamlfdt*.py): $$$${tp:-0} passed, $$$${tf:-0} failed (log: $(B)/uboot-$(1)/pytest.log)"; \
	set -- $$$$(tail -n 1 $(abspath $(B)/uboot-$(1)/check.log)); \
	echo "$$$$(( $$$$1 + $$$${tp:-0} )) passed, $$$$(( $$$$3 + $$$${tf:-0} )) failed"

# Sandbox, for U-Boot's own test framework (test/py): without SDL.
# sandbox_flattree_defconfig, not sandbox_defconfig: with a live tree
# (OF_LIVE) image_setup_libfdt() sends no EVT_FT_FIXUP, and the boot hook's
# verified-boot tests need it; FIT_SIGNATURE is on in both.
# (a host program: no CROSS_COMPILE)
$(B)/uboot-$(1)/sandbox/u-boot: $(B)/uboot-$(1)/install.stamp
	@mkdir -p $$(@D)
	$$(UB_HOST_MAKE_$(1)) O=$$(abspath $$(@D)) sandbox_flattree_defconfig >/dev/null
	cat host-tests/uboot/yamlfdt.config >> $$(@D)/.config
	$$(UB_HOST_MAKE_$(1)) O=$$(abspath $$(@D)) olddefconfig >/dev/null 2>&1
	@echo "uboot $(1): building sandbox_flattree (log: $$(@D)/build.log)"
	@s=$$$$(date +%s); \
	$$(UB_HOST_MAKE_$(1)) O=$$(abspath $$(@D)) NO_SDL=1 -j$(UB_JOBS) \
		>$$(@D)/build.log 2>&1 || { tail -n 40 $$(@D)/build.log; exit 1; }; \
	echo "uboot $(1): built sandbox_flattree in $$$$(( $$$$(date +%s) - s )) s"

uboot-sizes-$(1): $(foreach d,$(sort $(subst :, ,$(UB_SIZE_OTHERS))),$(B)/uboot-$(1)/$(d)/u-boot.bin)
	@$$(UB_CHECK_$(1)) --cmd-only $(B)/uboot-$(1)/cmd --size-only \
		$(foreach x,$(UB_SIZE_OTHERS),--also $(B)/uboot-$(1)/$(subst :,:$(B)/uboot-$(1)/,$(x)))

# A copy of the pristine source, made once.  Its contents ("/."): when
# cache/u-boot is a symbolic link (a worktree sharing another's cache),
# copying the link would let install.sh patch the pristine source.
$(B)/uboot-$(1)/src.stamp:
	rm -rf $(B)/uboot-$(1)/src $(B)/uboot-$(1)/src.tmp
	@mkdir -p $(B)/uboot-$(1)/src.tmp
	cp -a $(call ub_cache,$(1))/. $(B)/uboot-$(1)/src.tmp
	mv $(B)/uboot-$(1)/src.tmp $(B)/uboot-$(1)/src
	@touch $$@

# The module dropped in; again whenever one of its files changes.
$(B)/uboot-$(1)/install.stamp: $(B)/uboot-$(1)/src.stamp $(UB_MODULE)
	port/u-boot/install.sh $(B)/uboot-$(1)/src
	@touch $$@

# One build per configuration: qemu_arm_defconfig and its fragments.
$(B)/uboot-$(1)/%/.config: $$$$(call ub_frags,$$$$*) $(B)/uboot-$(1)/install.stamp
	@mkdir -p $$(@D)
	$$(UB_MAKE_$(1)) O=$$(abspath $$(@D)) qemu_arm_defconfig >/dev/null
	cat $$(call ub_frags,$$*) >> $$@
	$$(UB_MAKE_$(1)) O=$$(abspath $$(@D)) olddefconfig >/dev/null 2>&1

# U-Boot's make is incremental; the module's objects are always compiled
# again so that build.log shows their warnings, if any.
$(B)/uboot-$(1)/%/u-boot.bin: $(B)/uboot-$(1)/%/.config FORCE_UBOOT
	@rm -f $$(@D)/lib/yamlfdt/*.o $$(@D)/cmd/yamlfdt.o
	@echo "uboot $(1): building $$* (log: $$(@D)/build.log)"
	@s=$$$$(date +%s); \
	$$(UB_MAKE_$(1)) O=$$(abspath $$(@D)) -j$(UB_JOBS) >$$(@D)/build.log 2>&1 || \
		{ tail -n 40 $$(@D)/build.log; exit 1; }; \
	echo "uboot $(1): built $$* in $$$$(( $$$$(date +%s) - s )) s, u-boot.bin $$$$(wc -c <$$@) bytes"

# The "OS" of the boot-hook test: prints the device tree it is given.
$(B)/uboot-$(1)/dtbdump.uimg: host-tests/uboot/dtbdump.S $(B)/uboot-$(1)/yamlfdt/u-boot.bin
	$(UB_CROSS)as -o $(B)/uboot-$(1)/dtbdump.o $$<
	$(UB_CROSS)ld -Ttext=0x40008000 -o $(B)/uboot-$(1)/dtbdump.elf $(B)/uboot-$(1)/dtbdump.o
	$(UB_CROSS)objcopy -O binary $(B)/uboot-$(1)/dtbdump.elf $(B)/uboot-$(1)/dtbdump.bin
	$(B)/uboot-$(1)/yamlfdt/tools/mkimage -A arm -O linux -T kernel -C none \
		-a 0x40008000 -e 0x40008000 -n dtbdump -d $(B)/uboot-$(1)/dtbdump.bin \
		$$@ >/dev/null

.PHONY: uboot-build-$(1) uboot-check-$(1) uboot-sizes-$(1)
endef
$(foreach v,$(UB_VERSIONS),$(eval $(call UBOOT_VERSION,$(v))))

.PHONY: check-uboot uboot-size uboot-patches clean-uboot FORCE_UBOOT
