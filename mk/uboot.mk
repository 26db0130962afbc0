# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# mk/uboot.mk: the U-Boot drop-in (port/u-boot/) built into real U-Boot and
# tested in QEMU.  Included from the top-level Makefile; uses $(B), $(PY),
# $(CORE_SRC).
#
#   make check-uboot  host-tests/uboot/install-deps.sh (build dependencies,
#                     qemu-system-arm, U-Boot 2023.01's source from Debian's
#                     source package into cache/u-boot), a copy of that
#                     source in build/uboot/src with port/u-boot/install.sh
#                     run on it, qemu_arm_defconfig built without the module
#                     (build/uboot/base) and with the command and the boot
#                     hook (build/uboot/yamlfdt), then host-tests/uboot/check.py:
#                     the command and the hook driven in qemu-system-arm,
#                     checkpatch, and the size the module adds.  Ends with
#                     "N passed, N failed".
#   make uboot-size   the size report, with a third build (the command only)
#   make clean-uboot  remove build/uboot
#
# cache/u-boot is never built in nor patched: other tests read it.

UB        := $(B)/uboot
UB_SRC    := $(UB)/src
UB_CROSS  ?= arm-linux-gnueabihf-
UB_JOBS   ?= 2
UB_MAKE    = $(MAKE) --no-print-directory -C $(UB_SRC) CROSS_COMPILE=$(UB_CROSS)
UB_MODULE := Kconfig $(CORE_SRC) $(wildcard core/*.h) \
             $(wildcard port/u-boot/*)
UB_CHECK   = $(PY) host-tests/uboot/check.py --pristine cache/u-boot \
             --src $(UB_SRC) --base $(UB)/base --with $(UB)/yamlfdt \
             --os $(UB)/dtbdump.uimg --yamlfdt $(B)/yamlfdt --work $(UB)/test

check-uboot:
	host-tests/uboot/install-deps.sh
	@$(MAKE) --no-print-directory uboot-build
	@$(UB_CHECK)

uboot-size:
	host-tests/uboot/install-deps.sh
	@$(MAKE) --no-print-directory uboot-build $(UB)/cmd/u-boot.bin
	@$(UB_CHECK) --cmd-only $(UB)/cmd --size-only

uboot-build: $(UB)/base/u-boot.bin $(UB)/yamlfdt/u-boot.bin \
             $(UB)/dtbdump.uimg $(B)/yamlfdt

# A copy of the pristine source, made once.
$(UB)/src.stamp:
	rm -rf $(UB_SRC) $(UB_SRC).tmp
	@mkdir -p $(UB)
	cp -a cache/u-boot $(UB_SRC).tmp
	mv $(UB_SRC).tmp $(UB_SRC)
	@touch $@

# The module dropped in; again whenever one of its files changes.
$(UB)/install.stamp: $(UB)/src.stamp $(UB_MODULE)
	port/u-boot/install.sh $(UB_SRC)
	@touch $@

# One build per configuration fragment host-tests/uboot/NAME.config.
$(UB)/%/.config: host-tests/uboot/%.config $(UB)/install.stamp
	@mkdir -p $(@D)
	$(UB_MAKE) O=$(abspath $(@D)) qemu_arm_defconfig >/dev/null
	cat $< >> $@
	$(UB_MAKE) O=$(abspath $(@D)) olddefconfig >/dev/null 2>&1

# U-Boot's make is incremental; the module's objects are always compiled
# again so that build.log shows their warnings, if any.
$(UB)/%/u-boot.bin: $(UB)/%/.config FORCE_UBOOT
	@rm -f $(@D)/lib/yamlfdt/*.o $(@D)/cmd/yamlfdt.o
	@echo "uboot: building $* (log: $(@D)/build.log)"
	@s=$$(date +%s); \
	$(UB_MAKE) O=$(abspath $(@D)) -j$(UB_JOBS) >$(@D)/build.log 2>&1 || \
		{ tail -n 40 $(@D)/build.log; exit 1; }; \
	echo "uboot: built $* in $$(( $$(date +%s) - s )) s, u-boot.bin $$(wc -c <$@) bytes"

# The "OS" of the boot-hook test: prints the device tree it is given.
$(UB)/dtbdump.uimg: host-tests/uboot/dtbdump.S $(UB)/yamlfdt/u-boot.bin
	$(UB_CROSS)as -o $(UB)/dtbdump.o $<
	$(UB_CROSS)ld -Ttext=0x40008000 -o $(UB)/dtbdump.elf $(UB)/dtbdump.o
	$(UB_CROSS)objcopy -O binary $(UB)/dtbdump.elf $(UB)/dtbdump.bin
	$(UB)/yamlfdt/tools/mkimage -A arm -O linux -T kernel -C none \
		-a 0x40008000 -e 0x40008000 -n dtbdump -d $(UB)/dtbdump.bin \
		$@ >/dev/null

clean-uboot:
	rm -rf $(UB)

FORCE_UBOOT:

.PHONY: check-uboot uboot-size uboot-build clean-uboot FORCE_UBOOT
