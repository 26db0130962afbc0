// SPDX-License-Identifier: GPL-2.0+ OR BSD-2-Clause
/*
 * yamlfdt boot-time hook: apply the YAML overlay that the environment
 * names to the device tree U-Boot hands the OS.  image_setup_libfdt()
 * calls it after the board's and the system's fixups, so it serves bootm,
 * bootz, booti and bootefi alike, and the overlay has the last word.
 *
 *   yamlfdt_addr	address of the YAML text (hex); unset: nothing to do
 *   yamlfdt_size	its size in bytes (hex); unset: up to its first NUL
 *   yamlfdt_allow	optional allow-list, as for the yamlfdt command
 *
 * A failure is printed and the boot goes on with the tree unchanged.
 */

#include <common.h>
#include <env.h>
#include <mapmem.h>
#include <yamlfdt_uboot.h>
#include <linux/sizes.h>

/* Without $yamlfdt_size, the text ends at its first NUL within this */
#define YAMLFDT_BOOT_MAX	SZ_1M

int yamlfdt_boot_fixup(void *blob)
{
	const char *env = env_get("yamlfdt_addr");
	const char *text;
	ulong addr, size;
	char *end;
	int ret;

	if (!env)
		return 0;
	addr = hextoul(env, &end);
	if (end == env || *end) {
		printf("yamlfdt: invalid yamlfdt_addr '%s'\n", env);
		ret = -EINVAL;
		goto failed;
	}
	size = env_get_hex("yamlfdt_size", 0);
	text = map_sysmem(addr, size ? size : YAMLFDT_BOOT_MAX);
	if (!size)
		size = strnlen(text, YAMLFDT_BOOT_MAX);
	ret = yamlfdt_run(blob, text, size, false, YAMLFDT_BOOT);
	unmap_sysmem(text);
	if (ret)
		goto failed;
	printf("yamlfdt: applied the boot overlay at 0x%lx (%lu bytes)\n",
	       addr, size);

	return 0;

failed:
	printf("yamlfdt: boot overlay not applied: booting with the unmodified device tree\n");

	return ret;
}
