# yamlfdt: apply YAML device-tree changes to an FDT in place.
#
#   make            the library and the host tools, in build/
#   make check      every test (the README's test command)
#   make demo       apply the example overlays to the example board

CC       ?= cc
CFLAGS   ?= -O2 -g
WARN     := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Werror
CPPFLAGS += -Icore -Iport/host
LDLIBS   += -lfdt
B        := build

CORE_SRC := core/scan.c core/walk.c core/value.c core/expr.c core/labels.c \
            core/find.c core/apply.c core/policy.c core/strerror.c
CORE_OBJ := $(CORE_SRC:core/%.c=$(B)/core/%.o)
CORE_HDR := $(wildcard core/*.h) port/host/yamlfdt_port.h

# Kconfig (python3-kconfiglib).  `make defconfig` & co. write .config and
# the header the core reads; without a .config the core's defaults apply
# (every feature in).  Debian's kconfiglib is for Debian's python3.
PY       := /usr/bin/python3
KCONFIG  := KCONFIG_CONFIG=.config $(PY) -m
AUTOCONF := $(B)/include/yamlfdt_autoconf.h
ifneq ($(wildcard .config),)
CPPFLAGS += -include $(AUTOCONF)
CORE_HDR += $(AUTOCONF)
endif
# Rebuild everything when the configuration changes, or comes or goes.
CONFIG_ID := $(shell cat .config 2>/dev/null | cksum)
$(shell mkdir -p $(B); [ "$$(cat $(B)/config-id 2>/dev/null)" = "$(CONFIG_ID)" ] || \
	echo "$(CONFIG_ID)" > $(B)/config-id)
CORE_HDR += $(B)/config-id

# The configurations make check builds and tests besides the default.
CHECK_CONFIGS := allno allyes

all: $(B)/yamlfdt $(B)/fdtcmp $(B)/dtb2yaml $(B)/examples/board.dtb

$(B)/core/%.o: core/%.c $(CORE_HDR)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -std=gnu11 -ffreestanding $(CFLAGS) $(WARN) -c -o $@ $<

$(B)/libyamlfdt.a: $(CORE_OBJ)
	$(AR) rcs $@ $^

$(B)/yamlfdt: tools/yamlfdt.c $(B)/libyamlfdt.a
	$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) -o $@ $^ $(LDLIBS)

$(B)/fdtcmp: host-tests/fdtcmp.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Wall -Wextra -o $@ $< $(LDLIBS)

$(B)/dtb2yaml: tools/dtb2yaml.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Wall -Wextra -o $@ $< $(LDLIBS)

$(B)/unit: host-tests/unit.c $(B)/libyamlfdt.a
	$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) -o $@ $^ $(LDLIBS)

$(B)/examples/board.dtb: examples/board.dts
	@mkdir -p $(@D)
	dtc -@ -q -I dts -O dtb -o $@ $<

check: all $(B)/unit $(CHECK_CONFIGS:%=$(B)/cfg-%/unit)
	host-tests/check.sh $(B)

$(B)/cfg-%/.config: Kconfig
	@mkdir -p $(@D)
	KCONFIG_CONFIG=$@ $(PY) -m $*config Kconfig >/dev/null

$(B)/cfg-%/yamlfdt_autoconf.h: $(B)/cfg-%/.config
	KCONFIG_CONFIG=$< $(PY) -m genconfig --header-path $@ Kconfig

$(B)/cfg-%/unit: host-tests/unit.c $(CORE_SRC) $(CORE_HDR) $(B)/cfg-%/yamlfdt_autoconf.h
	$(CC) -Icore -Iport/host -include $(B)/cfg-$*/yamlfdt_autoconf.h \
		$(CFLAGS) $(WARN) -o $@ host-tests/unit.c $(CORE_SRC) $(LDLIBS)

check-configs: $(CHECK_CONFIGS:%=$(B)/cfg-%/unit)
	@for c in $(CHECK_CONFIGS); do echo "== $$c""config"; $(B)/cfg-$$c/unit || exit 1; done

defconfig:
	$(KCONFIG) alldefconfig Kconfig
	$(MAKE) $(AUTOCONF)
allnoconfig allyesconfig olddefconfig menuconfig:
	$(KCONFIG) $@ Kconfig
	$(MAKE) $(AUTOCONF)

$(AUTOCONF): .config Kconfig
	@mkdir -p $(@D)
	$(KCONFIG) genconfig --header-path $@ Kconfig

demo: $(B)/yamlfdt $(B)/examples/board.dtb
	host-tests/demo.sh $(B)

clean:
	rm -rf $(B)

.SECONDARY:
.PHONY: all check check-configs demo clean defconfig allnoconfig \
	allyesconfig olddefconfig menuconfig

# Cross builds, QEMU tests, size and stack report.
include mk/cross.mk

# yamlfdt against dtc on a whole corpus: make compare [COMPARE_SAMPLE=N].
include mk/compare.mk

# U-Boot drop-in: make check-uboot, uboot-size.
include mk/uboot.mk

# Measured speed: make bench, make bench-callgrind.
include mk/bench.mk

# Untrusted input: make fuzz, fuzz-regress, difftest, catalogue.
include mk/fuzz.mk
