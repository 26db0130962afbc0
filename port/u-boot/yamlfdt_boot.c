// SPDX-License-Identifier: GPL-2.0+ OR BSD-2-Clause
/*
 * yamlfdt boot-time hook: apply the YAML text that this boot loaded to the
 * device tree U-Boot hands the OS.  It spies on EVT_FT_FIXUP, which
 * image_setup_libfdt() sends after the board's and the system's fixups:
 * so bootm, bootz, booti and bootefi (and a distro or standard boot flow)
 * all do it, and the text has the last word.
 *
 * It reads three environment variables:
 *
 *   yamlfdt_addr_r	where the text was loaded (hex)
 *   yamlfdt_size	its size in bytes (hex), set by this boot after
 *			the load, e.g.
 *			  load mmc 0:1 ${yamlfdt_addr_r} board.yaml &&
 *			  setenv yamlfdt_size ${filesize}
 *			The hook deletes it once read: a text is applied
 *			once, and never one that no load of this boot
 *			brought (RAM may still hold an earlier boot's).
 *   yamlfdt_allow	optional allow-list, as for the yamlfdt command
 *
 * Without both of the first two there is nothing to do.  A failure leaves
 * the tree unchanged; the boot goes on with it, unless
 * CONFIG_YAMLFDT_BOOT_STRICT refuses to boot.
 */

#include <env.h>
#include <event.h>
#include <image.h>
#include <mapmem.h>
#include <stdio.h>
#include <vsprintf.h>
#include <yamlfdt_uboot.h>
#include <dm/ofnode.h>
#include <linux/errno.h>

/* U-Boot 2023.10 renamed EVENT_SPY, adding EVENT_SPY_SIMPLE */
#ifndef EVENT_SPY_FULL
#define EVENT_SPY_FULL	EVENT_SPY
#endif

static int yamlfdt_boot_fixup(void *ctx, struct event *event)
{
	struct event_ft_fixup *fixup = &event->data.ft_fixup;
	const char *env = env_get("yamlfdt_addr_r");
	enum yamlfdt_where where;
	const char *text;
	ulong addr, size;
	char *end;
	int ret;

	size = env_get_hex("yamlfdt_size", 0);
	env_set("yamlfdt_size", NULL);
	if (!env)
		return 0;
	if (!size) {
		printf("yamlfdt: yamlfdt_size not set by this boot: no text applied\n");
		return 0;
	}
	addr = hextoul(env, &end);
	if (end == env || *end) {
		printf("yamlfdt: invalid yamlfdt_addr_r '%s'\n", env);
		ret = -EINVAL;
		goto failed;
	}
	/* bootm passes its images; bootefi a copy of the tree of its own */
	where = fixup->images == &images ? YAMLFDT_BOOTM : YAMLFDT_BOOTEFI;
	text = map_sysmem(addr, size);
	ret = yamlfdt_run(oftree_lookup_fdt(fixup->tree), text, size, false,
			  where);
	unmap_sysmem(text);
	if (ret)
		goto failed;
	printf("yamlfdt: applied the boot text at 0x%lx (%lu bytes)\n", addr,
	       size);

	return 0;

failed:
	if (IS_ENABLED(CONFIG_YAMLFDT_BOOT_STRICT)) {
		printf("yamlfdt: boot text not applied: not booting (YAMLFDT_BOOT_STRICT)\n");
		return ret;
	}
	printf("yamlfdt: boot text not applied: booting with the unmodified device tree\n");

	return 0;
}

EVENT_SPY_FULL(EVT_FT_FIXUP, yamlfdt_boot_fixup);
