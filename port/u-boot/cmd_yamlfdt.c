// SPDX-License-Identifier: GPL-2.0+ OR BSD-2-Clause
/*
 * yamlfdt command: apply device-tree changes written in YAML to the
 * working device tree (the one "fdt addr" selected), in place, or record
 * a text for the boot-time hook.
 *
 * The tree grows only within its totalsize, that is within the room that
 * "fdt resize" gave it.  On any error one line tells the line, column and
 * message, the command fails and the tree is left as it was.
 */

#include <command.h>
#include <env.h>
#include <mapmem.h>
#include <stdio.h>
#include <vsprintf.h>
#include <yamlfdt_uboot.h>
#include <linux/libfdt.h>
#include <linux/string.h>

/*
 * yamlfdt_text_args() - the text's <addr> [<size>] from @argv[1] and
 * @argv[2]; the size defaults to $filesize.  Return: a CMD_RET_* value.
 */
static int yamlfdt_text_args(int argc, char *const argv[], ulong *addr,
			     ulong *size)
{
	char *end;

	if (argc < 2)
		return CMD_RET_USAGE;
	*addr = hextoul(argv[1], &end);
	if (*end)
		return CMD_RET_USAGE;
	if (argc > 2) {
		*size = hextoul(argv[2], &end);
		if (*end)
			return CMD_RET_USAGE;
	} else {
		*size = env_get_hex("filesize", 0);
	}
	if (!*size) {
		printf("yamlfdt: no <size> given and no $filesize\n");
		return CMD_RET_FAILURE;
	}

	return CMD_RET_SUCCESS;
}

/* "apply" and "check": argv[0] is the subcommand's name */
static int do_yamlfdt_sub(struct cmd_tbl *cmdtp, int flag, int argc,
			  char *const argv[])
{
	bool check = !strcmp(argv[0], "check");
	const char *text;
	ulong addr, size;
	int ret;

	ret = yamlfdt_text_args(argc, argv, &addr, &size);
	if (ret != CMD_RET_SUCCESS)
		return ret;
	if (!working_fdt) {
		printf("yamlfdt: no device tree: run 'fdt addr <addr>' first\n");
		return CMD_RET_FAILURE;
	}

	text = map_sysmem(addr, size);
	ret = yamlfdt_run(working_fdt, text, size, check, YAMLFDT_CMD,
			  env_get("yamlfdt_allow"));
	unmap_sysmem(text);
	if (ret)
		return CMD_RET_FAILURE;
	if (check)
		printf("yamlfdt: OK\n");

	return CMD_RET_SUCCESS;
}

/* "boot": the text the boot-time hook applies on this boot */
static int do_yamlfdt_boot(struct cmd_tbl *cmdtp, int flag, int argc,
			   char *const argv[])
{
	ulong addr, size;
	int ret;

	if (!IS_ENABLED(CONFIG_YAMLFDT_BOOT_HOOK)) {
		printf("yamlfdt: no boot-time hook in this U-Boot (CONFIG_YAMLFDT_BOOT_HOOK)\n");
		return CMD_RET_FAILURE;
	}
	ret = yamlfdt_text_args(argc, argv, &addr, &size);
	if (ret != CMD_RET_SUCCESS)
		return ret;
	yamlfdt_boot_set(addr, size);

	return CMD_RET_SUCCESS;
}

U_BOOT_CMD_WITH_SUBCMDS(yamlfdt,
			"apply YAML device-tree text to the working fdt",
			"apply <addr> [<size>] - apply the YAML text at <addr> to the working fdt\n"
			"yamlfdt check <addr> [<size>] - check it against the working fdt, changing nothing\n"
			"yamlfdt boot <addr> [<size>] - apply it to the OS's fdt when this boot boots\n"
			"\n"
			"<size> defaults to $filesize.  The tree grows only within the room\n"
			"'fdt resize' gave it.  If set, $yamlfdt_allow lists what a text may\n"
			"change, for example \"/chosen /soc:status\" (nodes, or node:property).",
			U_BOOT_SUBCMD_MKENT(apply, 3, 0, do_yamlfdt_sub),
			U_BOOT_SUBCMD_MKENT(check, 3, 0, do_yamlfdt_sub),
			U_BOOT_SUBCMD_MKENT(boot, 3, 0, do_yamlfdt_boot));
