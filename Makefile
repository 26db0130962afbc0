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
            core/apply.c core/strerror.c
CORE_OBJ := $(CORE_SRC:core/%.c=$(B)/core/%.o)
CORE_HDR := $(wildcard core/*.h) port/host/yamlfdt_port.h

all: $(B)/yamlfdt $(B)/fdtcmp $(B)/examples/board.dtb

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

$(B)/unit: host-tests/unit.c $(B)/libyamlfdt.a
	$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) -o $@ $^ $(LDLIBS)

$(B)/examples/board.dtb: examples/board.dts
	@mkdir -p $(@D)
	dtc -@ -q -I dts -O dtb -o $@ $<

check: $(B)/unit $(B)/yamlfdt $(B)/fdtcmp
	host-tests/check.sh $(B)

demo: $(B)/yamlfdt $(B)/examples/board.dtb
	host-tests/demo.sh $(B)

clean:
	rm -rf $(B)

.PHONY: all check demo clean
