# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# yamlfdt against dtc on every board of a real corpus (host-tests/compare/).
#
#   make compare                    every .dts of U-Boot 2023.01 (cache/u-boot,
#                                   fetched by scripts/fetch-uboot-src.sh when
#                                   missing: needs root), three ways, plus the
#                                   trees QEMU generates; work files and the
#                                   failure log in build/compare/
#   make compare COMPARE_SAMPLE=N   a fixed sample of N boards (the first N by
#                                   SHA-1 of "ARCH/BOARD"), for a quick run
#   COMPARE_JOBS=N                  parallel jobs (default: the CPU count)
#
# Prints a table and ends with "N passed, N failed, N skipped" (boards x
# paths); fails if any comparison failed.  See host-tests/compare/README.md.

COMPARE_SAMPLE ?=
COMPARE_JOBS   ?=

COMPARE_FLAGS  = $(if $(COMPARE_JOBS),-j $(COMPARE_JOBS)) \
                 $(if $(COMPARE_SAMPLE),--sample $(COMPARE_SAMPLE))

compare: $(B)/yamlfdt $(B)/dtb2yaml $(B)/fdtcmp
	$(PY) host-tests/compare/compare.py --build $(B) $(strip $(COMPARE_FLAGS))

.PHONY: compare
