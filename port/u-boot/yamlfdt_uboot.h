/* SPDX-License-Identifier: GPL-2.0+ OR BSD-2-Clause */
/*
 * yamlfdt in U-Boot: apply device-tree changes written in YAML to a
 * flattened device tree, from the yamlfdt command and at boot.
 */

#ifndef __YAMLFDT_UBOOT_H
#define __YAMLFDT_UBOOT_H

#include <linux/types.h>

/* Where the text is applied, for the advice printed when room runs out */
enum yamlfdt_where {
	YAMLFDT_CMD,		/* the working tree of the fdt command */
	YAMLFDT_BOOTM,		/* the tree bootm (bootz, booti) hands the OS */
	YAMLFDT_BOOTEFI,	/* the tree bootefi hands the OS */
};

/**
 * yamlfdt_run() - apply YAML text to a device tree and report the result
 *
 * The tree may grow up to its fdt_totalsize().  On any error one line is
 * printed (the line, column and message for an error in the text) and
 * the tree is left byte for byte as it was.  The allow-list in the
 * environment variable yamlfdt_allow, if set, limits what may change.
 *
 * @fdt:	device tree, in a buffer of fdt_totalsize(@fdt) bytes
 * @text:	YAML text, need not be NUL-terminated
 * @len:	length of @text in bytes
 * @check:	only check: the same checks, and nothing written
 * @where:	what the tree is (enum yamlfdt_where)
 * Return: 0 if OK, -ENOMEM, or a negative yamlfdt or libfdt error code
 */
int yamlfdt_run(void *fdt, const char *text, size_t len, bool check,
		enum yamlfdt_where where);

#endif /* __YAMLFDT_UBOOT_H */
