// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * yamlfdt_lines(): which line of a text writes which node and property.
 * Each case is a text, the base tree it applies to (examples/board.dtb,
 * with /__symbols__, or an empty tree), and every call it must make, in
 * order, as "LINE:COL PATH[ PROP]".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "yamlfdt.h"

static char got[8192];

static void told(void *arg, const char *path, const char *prop,
		 unsigned int line, unsigned int column)
{
	size_t n = strlen(got);

	(void)arg;
	snprintf(got + n, sizeof(got) - n, "%u:%u %s%s%s\n", line, column,
		 path, prop ? " " : "", prop ? prop : "");
}

struct lcase {
	const char *name;
	int on_board;		/* examples/board.dtb, else an empty tree */
	const char *text;
	const char *want;	/* NULL: the check fails, nothing told */
};

static const struct lcase cases[] = {
	{ "nested nodes, quoted key, a value over lines", 0,
	  "/:\n"
	  "  \"#address-cells\": 1\n"
	  "  soc:\n"
	  "    uart@1000:\n"
	  "      reg:\n"
	  "        - 0x1000\n"
	  "        - 0x100\n"
	  "      clocks: [1,\n"
	  "               2]\n"
	  "      status: okay\n",
	  "1:1 /\n"
	  "2:3 / #address-cells\n"
	  "3:3 /soc\n"
	  "4:5 /soc/uart@1000\n"
	  "5:7 /soc/uart@1000 reg\n"
	  "8:7 /soc/uart@1000 clocks\n"
	  "10:7 /soc/uart@1000 status\n" },
	{ "a byte-order mark: columns count its bytes", 0,
	  "\xef\xbb\xbf/:\n  model: m\n",
	  "1:4 /\n"
	  "2:3 / model\n" },
	{ "opens by label and by path, deletions", 1,
	  "*uart2:\n"
	  "  status: okay\n"
	  "  read-only: true\n"
	  "  dmas: false\n"
	  "/chosen:\n"
	  "  bootargs: x\n"
	  "  stdout-path: /soc/serial@10042000\n"
	  "*wifi: ~\n"
	  "/:\n"
	  "  aliases: ~\n",
	  "1:1 /soc/serial@10042000\n"
	  "2:3 /soc/serial@10042000 status\n"
	  "3:3 /soc/serial@10042000 read-only\n"
	  "4:3 /soc/serial@10042000 dmas\n"
	  "5:1 /chosen\n"
	  "6:3 /chosen bootargs\n"
	  "7:3 /chosen stdout-path\n"
	  "9:1 /\n"
	  "10:3 / aliases\n" },
	{ "a label of the text, opened again in a later document", 0,
	  "/:\n"
	  "  a:\n"
	  "    b: &lb\n"
	  "      x: 1\n"
	  "---\n"
	  "*lb:\n"
	  "  y: 2\n",
	  "1:1 /\n"
	  "2:3 /a\n"
	  "3:5 /a/b\n"
	  "4:7 /a/b x\n"
	  "6:1 /a/b\n"
	  "7:3 /a/b y\n" },
	{ "a text the check rejects tells nothing", 0,
	  "/:\n  a: [1,\n", NULL },
};

int main(void)
{
	static char board[65536], fdt[131072];
	struct yamlfdt_error e;
	unsigned int i, pass = 0, fail = 0;
	size_t blen;
	FILE *f = fopen("build/examples/board.dtb", "rb");

	if (!f) {
		perror("build/examples/board.dtb");
		return 2;
	}
	blen = fread(board, 1, sizeof(board), f);
	fclose(f);
	(void)blen;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct lcase *c = &cases[i];
		int ret;

		got[0] = '\0';
		if (c->on_board)
			fdt_open_into(board, fdt, sizeof(fdt));
		else
			fdt_create_empty_tree(fdt, sizeof(fdt));
		ret = yamlfdt_lines(fdt, sizeof(fdt), c->text, strlen(c->text),
				    NULL, told, NULL, &e);
		if (c->want ? !ret && !strcmp(got, c->want) :
			      ret < 0 && !got[0] && e.line) {
			printf("ok %s\n", c->name);
			pass++;
		} else {
			printf("FAIL %s: returned %d (line %u)\n--- got:\n%s"
			       "--- want:\n%s", c->name, ret, e.line, got,
			       c->want ? c->want : "(an error, nothing told)\n");
			fail++;
		}
	}
	printf("%u passed, %u failed\n", pass, fail);
	return fail != 0;
}
