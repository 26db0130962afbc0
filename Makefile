# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# yamlfdt: apply YAML device-tree changes to an FDT in place.
#
#   make            the library (static and shared) and the host tools, in build/
#   make demo       apply the example overlays to the example board
#   make check      every test (the README's test command)
#   make install    PREFIX=/usr/local DESTDIR= BINDIR LIBDIR INCLUDEDIR DATADIR MANDIR
#
# The build honours the user's CC, CFLAGS, CPPFLAGS and LDFLAGS.  Warnings
# are errors only where the project asks for it (WERROR=-Werror: CI and
# the tests' own builds), never for a packager's compiler.

CC       ?= cc
CFLAGS   ?= -O2 -g
WARN     := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes
WERROR   ?=
YF_CPPFLAGS := -Icore -Iport/host
LDLIBS   += -lfdt
B        := build

# The version has one home, debian/changelog's first line ("yamlfdt (X.Y.Z)"):
# the tools' --version, the soname, yamlfdt.pc and the packages read it.
VERSION  := $(shell scripts/version.sh)
SOVERSION := $(firstword $(subst ., ,$(VERSION)))
SONAME   := libyamlfdt.so.$(SOVERSION)

CORE_SRC := core/shape.c core/paste.c core/names.c core/words.c core/scan.c core/decode.c core/walk.c core/emit.c core/tags.c core/value.c core/expr.c core/table.c core/dupkey.c \
            core/find.c core/labels.c core/paths.c core/refs.c core/policy.c core/clash.c core/mapping.c core/pins.c core/targets.c core/kinds.c core/specs.c core/units.c core/flags.c core/reg.c core/place.c core/anchors.c core/check.c core/edit.c core/write.c \
            core/apply.c core/strerror.c
# Host only (the host library and tools): never in a firmware's build, nor
# in make size's.
HOST_SRC := core/lines.c
CORE_OBJ := $(CORE_SRC:core/%.c=$(B)/core/%.o) $(HOST_SRC:core/%.c=$(B)/core/%.o)
CORE_HDR := $(wildcard core/*.h) port/host/yamlfdt_port.h

# Kconfig (python3-kconfiglib).  `make defconfig` & co. write .config and
# the header the core reads; without a .config the core's defaults apply
# (every feature in).  Debian's kconfiglib is for Debian's python3.
PY       := /usr/bin/python3
KCONFIG  := KCONFIG_CONFIG=.config $(PY) -m
AUTOCONF := $(B)/include/yamlfdt_autoconf.h
ifneq ($(wildcard .config),)
YF_CPPFLAGS += -include $(AUTOCONF)
CORE_HDR += $(AUTOCONF)
endif
# Rebuild everything when the configuration changes, or comes or goes.
CONFIG_ID := $(shell cat .config 2>/dev/null | cksum)
$(shell mkdir -p $(B); [ "$$(cat $(B)/config-id 2>/dev/null)" = "$(CONFIG_ID)" ] || \
	echo "$(CONFIG_ID)" > $(B)/config-id)
CORE_HDR += $(B)/config-id

# The configurations make check builds and tests besides the default.
CHECK_CONFIGS := allno alldef allyes

all: $(B)/yamlfdt $(B)/yamlfdt-bindings.py $(B)/dtb2yaml $(B)/libyamlfdt.a $(B)/$(SONAME) \
     $(B)/fdtcmp $(B)/examples/board.dtb

# Position-independent objects serve both libraries (and PIE programs).
$(B)/core/%.o: core/%.c $(CORE_HDR)
	@mkdir -p $(@D)
	$(CC) $(YF_CPPFLAGS) $(CPPFLAGS) -std=gnu11 -ffreestanding -fPIC \
		$(CFLAGS) $(WARN) $(WERROR) -c -o $@ $<

$(B)/libyamlfdt.a: $(CORE_OBJ)
	$(AR) rcs $@ $^

$(B)/$(SONAME): $(CORE_OBJ) port/host/libyamlfdt.map
	$(CC) $(CFLAGS) $(LDFLAGS) -shared -Wl,-soname,$(SONAME) \
		-Wl,--version-script,port/host/libyamlfdt.map -o $@ $(CORE_OBJ) $(LDLIBS)
	ln -sf $(SONAME) $(B)/libyamlfdt.so

# The tools link the core statically: one file to copy, no search path.
TOOL_FLAGS = $(YF_CPPFLAGS) $(CPPFLAGS) -DYAMLFDT_VERSION='"$(VERSION)"' \
             $(CFLAGS) $(WARN) $(WERROR) $(LDFLAGS)

$(B)/yamlfdt: tools/yamlfdt.c tools/check.c tools/check.h $(B)/libyamlfdt.a debian/changelog
	$(CC) $(TOOL_FLAGS) -DYAMLFDT_DATADIR='"$(DATADIR)"' -o $@ tools/yamlfdt.c \
		tools/check.c $(B)/libyamlfdt.a $(LDLIBS)

# --check --bindings's helper, found next to the tool in the build
$(B)/yamlfdt-bindings.py: tools/bindings.py
	cp $< $@

$(B)/dtb2yaml: tools/dtb2yaml.c $(B)/libyamlfdt.a debian/changelog
	@mkdir -p $(@D)
	$(CC) $(TOOL_FLAGS) -o $@ $< $(B)/libyamlfdt.a $(LDLIBS)

$(B)/fdtcmp: host-tests/fdtcmp.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -Wall -Wextra -Werror $(LDFLAGS) -o $@ $< $(LDLIBS)

$(B)/unit: host-tests/unit.c $(B)/libyamlfdt.a
	$(CC) $(YF_CPPFLAGS) $(CPPFLAGS) $(CFLAGS) $(WARN) -Werror $(LDFLAGS) \
		-o $@ $^ $(LDLIBS)

$(B)/test_lines: host-tests/test_lines.c $(B)/libyamlfdt.a
	$(CC) $(YF_CPPFLAGS) $(CPPFLAGS) $(CFLAGS) $(WARN) -Werror $(LDFLAGS) \
		-o $@ $^ $(LDLIBS)

$(B)/examples/board.dtb: examples/board.dts
	@mkdir -p $(@D)
	dtc -@ -q -I dts -O dtb -o $@ $<

check: deps-check
	$(MAKE) all $(B)/unit $(B)/test_lines $(CHECK_CONFIGS:%=$(B)/cfg-%/unit)
	host-tests/check.sh $(B)

$(B)/cfg-%/.config: Kconfig
	@mkdir -p $(@D)
	KCONFIG_CONFIG=$@ $(PY) -m $*config Kconfig >/dev/null

$(B)/cfg-%/yamlfdt_autoconf.h: $(B)/cfg-%/.config
	KCONFIG_CONFIG=$< $(PY) -m genconfig --header-path $@ Kconfig

$(B)/cfg-%/unit: host-tests/unit.c $(CORE_SRC) $(HOST_SRC) $(CORE_HDR) $(B)/cfg-%/yamlfdt_autoconf.h
	$(CC) -Icore -Iport/host -include $(B)/cfg-$*/yamlfdt_autoconf.h $(CPPFLAGS) \
		$(CFLAGS) $(WARN) -Werror $(LDFLAGS) -o $@ host-tests/unit.c $(CORE_SRC) $(HOST_SRC) $(LDLIBS)

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

demo: deps-demo
	$(MAKE) $(B)/yamlfdt $(B)/examples/board.dtb
	host-tests/demo.sh $(B)

# What each target needs on Debian 12; `make demo` and `make check`
# install what is missing (scripts/apt-install.sh: as root, or via sudo).
DEPS_BUILD := make gcc libc6-dev device-tree-compiler libfdt-dev
DEPS_DEMO  := $(DEPS_BUILD)
DEPS_CHECK := $(DEPS_BUILD) cpp python3 python3-kconfiglib valgrind \
              dpkg-dev xz-utils ca-certificates pkg-config qemu-system-arm \
              dt-schema linux-source-6.1
deps-demo:
	@scripts/apt-install.sh "make demo" $(DEPS_DEMO)
deps-check:
	@scripts/apt-install.sh "make check" $(DEPS_CHECK)

# make install: the tools, the header and its port header, both libraries,
# yamlfdt.pc and the man pages.  GNU's variables, DESTDIR for staging.
PREFIX     ?= /usr/local
BINDIR     ?= $(PREFIX)/bin
LIBDIR     ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
DATADIR    ?= $(PREFIX)/share
MANDIR     ?= $(DATADIR)/man
INSTALL    ?= install

install: $(B)/yamlfdt $(B)/dtb2yaml $(B)/libyamlfdt.a $(B)/$(SONAME)
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR)/pkgconfig \
		$(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(MANDIR)/man1
	$(INSTALL) -m 755 $(B)/yamlfdt $(B)/dtb2yaml $(DESTDIR)$(BINDIR)
	$(INSTALL) -d $(DESTDIR)$(DATADIR)/yamlfdt
	$(INSTALL) -m 644 tools/bindings.py $(DESTDIR)$(DATADIR)/yamlfdt
	$(INSTALL) -m 644 core/yamlfdt.h port/host/yamlfdt_port.h $(DESTDIR)$(INCLUDEDIR)
	$(INSTALL) -m 644 $(B)/libyamlfdt.a $(DESTDIR)$(LIBDIR)
	$(INSTALL) -m 755 $(B)/$(SONAME) $(DESTDIR)$(LIBDIR)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libyamlfdt.so
	sed -e 's|@LIBDIR@|$(LIBDIR)|; s|@INCLUDEDIR@|$(INCLUDEDIR)|' \
	    -e 's|@VERSION@|$(VERSION)|' yamlfdt.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/yamlfdt.pc
	for m in yamlfdt dtb2yaml; do \
		sed 's|@VERSION@|$(VERSION)|' docs/man/$$m.1 > $(DESTDIR)$(MANDIR)/man1/$$m.1; \
	done

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/yamlfdt $(DESTDIR)$(BINDIR)/dtb2yaml \
	      $(DESTDIR)$(INCLUDEDIR)/yamlfdt.h $(DESTDIR)$(INCLUDEDIR)/yamlfdt_port.h \
	      $(DESTDIR)$(LIBDIR)/libyamlfdt.a $(DESTDIR)$(LIBDIR)/$(SONAME) \
	      $(DESTDIR)$(LIBDIR)/libyamlfdt.so $(DESTDIR)$(LIBDIR)/pkgconfig/yamlfdt.pc \
	      $(DESTDIR)$(MANDIR)/man1/yamlfdt.1 $(DESTDIR)$(MANDIR)/man1/dtb2yaml.1 \
	      $(DESTDIR)$(DATADIR)/yamlfdt/bindings.py

clean:
	rm -rf $(B)

.SECONDARY:
.PHONY: all check check-configs demo clean install uninstall deps-demo deps-check defconfig allnoconfig \
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
