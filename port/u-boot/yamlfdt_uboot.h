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
 * the tree is left byte for byte as it was.
 *
 * @fdt:	device tree, in a buffer of fdt_totalsize(@fdt) bytes
 * @text:	YAML text, need not be NUL-terminated
 * @len:	length of @text in bytes
 * @check:	only check: the same checks, and nothing written
 * @where:	what the tree is (enum yamlfdt_where)
 * @allow:	allow-list, space-separated "PATH" and "PATH:PROP" entries
 *		that limit what the text may change, or NULL (or "") for none
 * Return: 0 if OK, else a -errno value: -ENOSPC (no room in the tree),
 * -EACCES (a change outside @allow), -ENOENT (no such node or label in
 * the tree), -E2BIG (a limit exceeded), -EOPNOTSUPP (a feature left out of
 * this build), -ENOMEM, or -EINVAL (a mistake in the text, a bad tree)
 */
int yamlfdt_run(void *fdt, const char *text, size_t len, bool check,
		enum yamlfdt_where where, const char *allow);

/**
 * yamlfdt_boot_set() - record the text the boot-time hook applies
 *
 * The yamlfdt command's "boot" subcommand calls this once the text is
 * loaded.  The record lives in memory until the next reset, never in the
 * environment: a text left in RAM by an earlier boot is never applied.
 *
 * @addr:	where the text is
 * @size:	its size in bytes
 */
void yamlfdt_boot_set(ulong addr, ulong size);

#endif /* __YAMLFDT_UBOOT_H */
