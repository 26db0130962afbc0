// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Unit tests for the core: each construct of the dialect, asserting the
 * property bytes through libfdt; and bad inputs, asserting the error code,
 * line and column, and that the buffer is byte-for-byte unchanged.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "yamlfdt.h"
#include "yamlfdt_config.h"	/* which features this build has */

/* The flag for -@ when this build has it */
#define SYMS (YAMLFDT_HAVE_SYMBOLS ? YAMLFDT_SYMBOLS : 0)

#define BUFSIZE 65536
#define N_OF(a) (sizeof(a) / sizeof((a)[0]))

static char buf[BUFSIZE], copy[BUFSIZE];
static int passed, failed;
static const char *current;

/*
 * The bytes a failed or check-only call must leave as they were: the whole
 * buffer.  bench/shadow's experiment (a copy of the tree in the buffer's
 * free space) promises only the tree's blocks, and builds these tests
 * with -DUNIT_TREE_BLOCKS_ONLY to measure the rest against the same tests.
 */
static size_t compared(void)
{
#ifdef UNIT_TREE_BLOCKS_ONLY
	return fdt_off_dt_strings(copy) + fdt_size_dt_strings(copy);
#else
	return BUFSIZE;
#endif
}

static void ok(int cond, const char *what)
{
	if (cond) {
		passed++;
	} else {
		failed++;
		printf("FAIL %s: %s\n", current, what);
	}
}

/* Apply @yaml (NUL-terminated) to the tree in buf. */
static int apply(const char *yaml, unsigned int flags, struct yamlfdt_error *e)
{
	static struct yamlfdt_label labels[256];
	struct yamlfdt_opts o = { .flags = flags, .labels = labels,
				  .max_labels = 256 };

	return yamlfdt_apply(buf, BUFSIZE, yaml, strlen(yaml), &o, e);
}

/*
 * Every text a test applies is first checked with YAMLFDT_CHECK_ONLY: the
 * same result, and nothing written.
 */
static int check_only(const char *yaml, size_t len, size_t bufsize,
		      int table, const struct yamlfdt_error *want)
{
	static struct yamlfdt_label labels[256];
	struct yamlfdt_opts o = { .flags = YAMLFDT_CHECK_ONLY,
				  .labels = table ? labels : NULL,
				  .max_labels = table ? 256 : 0 };
	struct yamlfdt_error e;
	int r;

	memcpy(copy, buf, BUFSIZE);
	r = yamlfdt_apply(buf, bufsize, yaml, len, &o, &e);
	ok(!memcmp(buf, copy, compared()), "YAMLFDT_CHECK_ONLY wrote");
	if (want)
		ok(r == want->code && e.line == want->line &&
		   e.column == want->column && e.needed == want->needed,
		   "YAMLFDT_CHECK_ONLY gave another result");
	return r;
}

static int fresh(const char *yaml)
{
	struct yamlfdt_error e;
	int r, checked;

	fdt_create_empty_tree(buf, BUFSIZE);
	checked = check_only(yaml, strlen(yaml), BUFSIZE, 1, NULL);
	r = apply(yaml, 0, &e);
	ok(r == checked, "YAMLFDT_CHECK_ONLY gave another result");
	if (r)
		printf("  (%s: error %d %s at %u:%u)\n", current, r,
		       yamlfdt_strerror(r), e.line, e.column);
	return r;
}

static const void *prop(const char *path, const char *name, int *len)
{
	int node = fdt_path_offset(buf, path);

	if (node < 0)
		return NULL;
	return fdt_getprop(buf, node, name, len);
}

/* The property's bytes equal @want (@n bytes). */
static void expect_bytes(const char *yaml, const char *path, const char *name,
			 const void *want, int n)
{
	const void *p;
	int len = -1;

	current = yaml;
	if (fresh(yaml)) {
		ok(0, "apply failed");
		return;
	}
	p = prop(path, name, &len);
	if (!p || len != n || memcmp(p, want, (size_t)n)) {
		ok(0, name);
		printf("  got %d bytes:", len);
		for (int i = 0; p && i < len && i < 32; i++)
			printf(" %02x", ((const unsigned char *)p)[i]);
		printf("\n");
	} else {
		ok(1, name);
	}
}

#define BYTES(yaml, path, name, ...) do { \
	static const unsigned char w_[] = { __VA_ARGS__ }; \
	expect_bytes(yaml, path, name, w_, sizeof(w_)); } while (0)
#define STR(yaml, path, name, s) \
	expect_bytes(yaml, path, name, s, sizeof(s))
#define EMPTY(yaml, path, name) expect_bytes(yaml, path, name, "", 0)

static void absent(const char *yaml, const char *path, const char *name)
{
	current = yaml;
	if (fresh(yaml)) {
		ok(0, "apply failed");
		return;
	}
	if (name)
		ok(prop(path, name, NULL) == NULL, "property still there");
	else
		ok(fdt_path_offset(buf, path) < 0, "node still there");
}

/*
 * @yaml fails with @code at @line:@col, applied to the tree @base builds
 * (NULL: empty), and leaves every byte of the buffer as it was.  With
 * @slack, the tree is packed and the buffer is only @slack bytes larger.
 */
static void bad_in(const char *base, const char *yaml, size_t len, int code,
		   unsigned int line, unsigned int col, size_t slack)
{
	size_t bufsize = BUFSIZE;
	struct yamlfdt_error e;
	char msg[160];
	int r;

	current = yaml;
	fdt_create_empty_tree(buf, BUFSIZE);
	if (base && apply(base, SYMS, &e)) {
		ok(0, "base failed");
		return;
	}
	memset(buf + fdt_totalsize(buf), 0xa5, BUFSIZE - fdt_totalsize(buf));
	if (slack) {
		fdt_pack(buf);
		bufsize = fdt_totalsize(buf) + slack;
	}
	memcpy(copy, buf, BUFSIZE);
	r = yamlfdt_apply(buf, bufsize, yaml, len, NULL, &e);
	snprintf(msg, sizeof(msg), "want %d at %u:%u, got %d (%s) at %u:%u",
		 code, line, col, r, yamlfdt_strerror(r), e.line, e.column);
	ok(r == code && e.code == code && e.line == line && e.column == col,
	   msg);
	ok(!memcmp(buf, copy, compared()), "buffer changed on failure");
	check_only(yaml, len, bufsize, 0, &e);
}

#define BAD(yaml, err, line, col) \
	bad_in(NULL, yaml, strlen(yaml), -(err), line, col, 0)
#define BAD_ON(base, yaml, err, line, col) \
	bad_in(base, yaml, strlen(yaml), -(err), line, col, 0)

static void test_scalars(void)
{
	BYTES("a: 1\n", "/", "a", 0, 0, 0, 1);
	BYTES("a: 0x12345678\n", "/", "a", 0x12, 0x34, 0x56, 0x78);
	BYTES("a: 0o10\n", "/", "a", 0, 0, 0, 8);
	BYTES("a: 0b101\n", "/", "a", 0, 0, 0, 5);
	BYTES("a: -1\n", "/", "a", 0xff, 0xff, 0xff, 0xff);
	BYTES("a: 0xffffffff\n", "/", "a", 0xff, 0xff, 0xff, 0xff);
	BYTES("a: 10UL\n", "/", "a", 0, 0, 0, 10);
	STR("a: okay\n", "/", "a", "okay");
	STR("a: \"q\\\"\\n\\t\\x41\\101\\0z\"\n", "/", "a", "q\"\n\tAA\0z");
	STR("a: 'it''s'\n", "/", "a", "it's");
	STR("a: \"\"\n", "/", "a", "");
	STR("a: \"123\"\n", "/", "a", "123");
	STR("a: !str 123\n", "/", "a", "123");
	STR("a: \"yes\"\n", "/", "a", "yes");
	STR("a: \"1.5\"\n", "/", "a", "1.5");
	STR("a: plain text here  # comment\n", "/", "a", "plain text here");
	STR("a: x#\n", "/", "a", "x#");	/* "BATLOW#": a # that ends it */
	BYTES("a: 'a'\n", "/", "a", 0, 0, 0, 'a');
	BYTES("a: !char z\n", "/", "a", 0, 0, 0, 'z');
	EMPTY("a: true\n", "/", "a");
	EMPTY("a: !bool true\n", "/", "a");
	absent("a: false\n", "/", "a");
	/* a key again in one mapping is DUPKEY: again in another, through /: */
	absent("a: 1\n/:\n  a: null\n", "/", "a");
	absent("a: 1\n/:\n  a: ~\n", "/", "a");
	absent("n: {}\n/:\n  n: null\n", "/n", NULL);
	if (YAMLFDT_HAVE_DOCUMENTS) {
		absent("a: 1\n---\na: ~\n", "/", "a");
		absent("a: 1\n---\na: !null\n", "/", "a");
		absent("n: {}\n---\nn: null\n", "/n", NULL);
		absent("n:\n  p: 1\n---\nn: ~\n", "/n", NULL);
	}
	if (YAMLFDT_HAVE_ANCHORS)
		absent("s:\n  n: &l\n    p: 1\n*l: ~\n", "/s/n", NULL);
	absent("s:\n  n:\n    p: 1\n/s/n: null\n", "/s/n", NULL);
	if (YAMLFDT_HAVE_BASE64)
		BYTES("a: !base64 AAEC/w==\n", "/", "a", 0, 1, 2, 0xff);
	else
		BAD("a: !base64 AAEC/w==\n", YAMLFDT_ERR_DISABLED, 1, 12);
	STR("a: \"x\"\n/:\n  a: \"y\"\n", "/", "a", "y");
}

static void test_sequences(void)
{
	BYTES("a: [1, 2]\n", "/", "a", 0, 0, 0, 1, 0, 0, 0, 2);
	BYTES("a: [1,\n   2,\n   # comment\n   3]\n", "/", "a",
	      0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3);
	BYTES("a:\n  - 1\n  - 2\n", "/", "a", 0, 0, 0, 1, 0, 0, 0, 2);
	BYTES("a:\n- 1\n- [2]\n", "/", "a", 0, 0, 0, 1, 0, 0, 0, 2);
	STR("a: [x, \"y\", 'zz']\n", "/", "a", "x\0y\0zz");
	BYTES("a: [\"x\", 'z']\n", "/", "a", 'x', 0, 0, 0, 0, 'z');
	STR("a:\n  - one\n  - two\n", "/", "a", "one\0two");
	BYTES("a: [\"s\", 1]\n", "/", "a", 's', 0, 0, 0, 0, 1);
	BYTES("a: [[1, 2], [3]]\n", "/", "a",
	      0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3);
	BYTES("a: []\n", "/", "a");
	BYTES("a: [1, 2,]\n", "/", "a", 0, 0, 0, 1, 0, 0, 0, 2);
}

static void test_tags(void)
{
	BYTES("a: !int8 [0, 1, !int64 [100, 200]]\n", "/", "a", 0, 1,
	      0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 200);
	BYTES("a: !uint8 [255, 0x7f]\n", "/", "a", 0xff, 0x7f);
	BYTES("a: !int8 -128\n", "/", "a", 0x80);
	BYTES("a: !int16 [1, -1]\n", "/", "a", 0, 1, 0xff, 0xff);
	BYTES("a: !uint16 65535\n", "/", "a", 0xff, 0xff);
	BYTES("a: !int64 -2\n", "/", "a",
	      0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe);
	BYTES("a: !uint64 0x123456789\n", "/", "a", 0, 0, 0, 1, 0x23, 0x45,
	      0x67, 0x89);
	BYTES("a: !u16 [1]\n", "/", "a", 0, 1);
	BYTES("a: !u64 [1]\n", "/", "a", 0, 0, 0, 0, 0, 0, 0, 1);
	BYTES("a: !int 7\n", "/", "a", 0, 0, 0, 7);
	BYTES("a: !uint32 7\n", "/", "a", 0, 0, 0, 7);
	BYTES("a: !int8 ['a', 2]\n", "/", "a", 'a', 2);
	BYTES("a: !int8\n  - 1\n  - 2\n", "/", "a", 1, 2);
	STR("a: !str [1, 2]\n", "/", "a", "1\0002");
}

static void test_expressions(void)
{
	if (!YAMLFDT_HAVE_EXPR) {
		/* Literals still work; expressions are an error, not text. */
		BYTES("a: [-1, 0x10, 0o10, 0b1, 7UL]\n", "/", "a", 0xff, 0xff,
		      0xff, 0xff, 0, 0, 0, 16, 0, 0, 0, 8, 0, 0, 0, 1, 0, 0, 0, 7);
		STR("a: a-b\n", "/", "a", "a-b");
		BAD("a: (1 << 4)\n", YAMLFDT_ERR_DISABLED, 1, 4);
		BAD("a: [1, 100|3]\n", YAMLFDT_ERR_DISABLED, 1, 8);
		BAD("a: 1 + 2\n", YAMLFDT_ERR_DISABLED, 1, 4);
		BAD("a: 1 (2)\n", YAMLFDT_ERR_DISABLED, 1, 6);
		return;
	}
	BYTES("a: ((10) | (100))\n", "/", "a", 0, 0, 0, 110);
	BYTES("a: (1 << 4)\n", "/", "a", 0, 0, 0, 16);
	BYTES("a: (0x80 + 4 * 2)\n", "/", "a", 0, 0, 0, 0x88);
	BYTES("a: 100|3\n", "/", "a", 0, 0, 0, 103);
	BYTES("a: (1?7:9)\n", "/", "a", 0, 0, 0, 7);
	BYTES("a: (0?7:1?8:9)\n", "/", "a", 0, 0, 0, 8);
	BYTES("a: (1?0?5:6:9)\n", "/", "a", 0, 0, 0, 6);
	BYTES("a: (-(1) + ~0 + !0)\n", "/", "a", 0xff, 0xff, 0xff, 0xff);
	BYTES("a: (7 / 2 % 2)\n", "/", "a", 0, 0, 0, 1);
	BYTES("a: (1 < 2 && 2 >= 2 || 0)\n", "/", "a", 0, 0, 0, 1);
	BYTES("a: (3 == 3 != 0)\n", "/", "a", 0, 0, 0, 1);
	BYTES("a: (6 & 3 ^ 1)\n", "/", "a", 0, 0, 0, 3);
	BYTES("a: (256 >> 4 - 2)\n", "/", "a", 0, 0, 0, 64);
	BYTES("a: [(1 + 1), 3]\n", "/", "a", 0, 0, 0, 2, 0, 0, 0, 3);
	BAD("a: (1\n", YAMLFDT_HAVE_EXPR ? YAMLFDT_ERR_EXPR :
	    YAMLFDT_ERR_DISABLED, 1, 4);
}

/*
 * Issue 26: no silent wrong tree.  Numbers that are not numbers (1),
 * cells written DTS's way (2), lists without brackets (3), YAML's other
 * spellings and a forgotten value (4), 64-bit arithmetic that would wrap
 * (10).  Each mistake is an error at its line and column, the buffer
 * unchanged (bad_in() checks that); what only looks like one stays valid.
 */
static void test_numbers_not_numbers(void)
{
	static const char *const bad[] = {
		"48_000_000", "1_000", "1,000", "1,000,000", "1.8", ".5",
		"-0.25", "1.", "1e3", "1E-3", "1.5e-3", "+2.5e+6", "48M", "100k",
		"1G", "24MHz", "24 MHz", "10KiB", "-1k", "512B", "100Hz",
		"2g", "0x", "0X", "0x1G", "0b102", "0b", "0x_10", "0xfg",
		"0o", "0o9", "08", "-09", "007.5",
		"0x10,0x20", "24'000'000", "1'000",
		"2.4GHz", "1.8432MHz", "24.576 MHz", "1.5GB", "24.000MHz",
	};
	static const char *const strings[] = {
		"3v3", "1080p", "2.5G", ".5V", "1.2.3", "192.168.1.1", "v1.2",
		"12e", "4k2", "1.8V", "5V", "3.3V", "100ms", "1e", "x1.5",
		"2nd", "1st-stage", "10base-t", "0xcafe-board", "4-lane",
		"e1000", "rev.5",
	};
	char text[64], want[64];
	unsigned int i;

	for (i = 0; i < N_OF(bad); i++) {
		snprintf(text, sizeof(text), "a: %s\n", bad[i]);
		BAD(text, YAMLFDT_ERR_NUMBER, 1, 4);
		if (!strchr(bad[i], ',')) {	/* [1,000] is two cells */
			snprintf(text, sizeof(text), "n:\n  a: [1, %s]\n",
				 bad[i]);
			BAD(text, YAMLFDT_ERR_NUMBER, 2, 10);
		}
		snprintf(text, sizeof(text), "a:\n  - %s\n", bad[i]);
		BAD(text, YAMLFDT_ERR_NUMBER, 2, 5);
	}
	/* a datasheet's hex, where the name says no string */
	if (YAMLFDT_HAVE_NAME_RULES) {
		BAD("a: 40h\n", YAMLFDT_ERR_NUMBER, 1, 4);
		BAD("a:\n  - 0ch\n", YAMLFDT_ERR_NUMBER, 2, 5);
	}
	STR("label: 40h\n", "/", "label", "40h");
	/* a line of U-Boot's printenv, pasted whole */
	BAD("chosen:\n  bootargs: bootargs=console=ttyS0\n",
	    YAMLFDT_ERR_ASSIGN, 2, 13);
	BAD("chosen:\n  bootargs: \"bootargs=console=ttyS0\"\n",
	    YAMLFDT_ERR_ASSIGN, 2, 13);
	STR("chosen:\n  bootargs: console=ttyS0 bootargs=1\n", "/chosen",
	    "bootargs", "console=ttyS0 bootargs=1");
	for (i = 0; i < N_OF(strings); i++) {
		snprintf(text, sizeof(text), "a: %s\n", strings[i]);
		snprintf(want, sizeof(want), "%s", strings[i]);
		expect_bytes(text, "/", "a", want, (int)strlen(want) + 1);
	}
	BAD("a: !uint32 48M\n", YAMLFDT_ERR_NUMBER, 1, 12);
	BAD("n:\n  clock-frequency: 24MHz # 24 MHz\n", YAMLFDT_ERR_NUMBER, 2, 20);
	/* quoted, or !str, it is the string */
	STR("a: \"48MHz\"\n", "/", "a", "48MHz");
	STR("a: !str 1.8\n", "/", "a", "1.8");
	/* YAML 1.2's octal, and a plus sign */
	BYTES("a: 0o17\n", "/", "a", 0, 0, 0, 15);
	BYTES("a: [0O17, +5]\n", "/", "a", 0, 0, 0, 15, 0, 0, 0, 5);
	/* a leading 0: octal to C and dtc, decimal to YAML 1.2 */
	BAD("a: 050\n", YAMLFDT_ERR_NUMBER, 1, 4);
	BAD("a: [1, 010]\n", YAMLFDT_ERR_NUMBER, 1, 8);
	BAD("a: !uint16 [0377]\n", YAMLFDT_ERR_NUMBER, 1, 13);
	BYTES("a: [00, 07, 0]\n", "/", "a", 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0);
}

static void test_blank_cells(void)
{
	BYTES("reg: 0x48022000 0x2000\n", "/", "reg",
	      0x48, 0x02, 0x20, 0x00, 0, 0, 0x20, 0x00);
	BYTES("reg: [0x48022000 0x2000]\n", "/", "reg",
	      0x48, 0x02, 0x20, 0x00, 0, 0, 0x20, 0x00);
	BYTES("reg: [0x1 0x2, 3]\n", "/", "reg", 0, 0, 0, 1, 0, 0, 0, 2,
	      0, 0, 0, 3);
	BYTES("a:\n  - 1 2\n  - 3\n", "/", "a", 0, 0, 0, 1, 0, 0, 0, 2,
	      0, 0, 0, 3);
	BYTES("a: 1 -1\n", "/", "a", 0, 0, 0, 1, 0xff, 0xff, 0xff, 0xff);
	BYTES("a: 0  7\t9 # three\n", "/", "a", 0, 0, 0, 0, 0, 0, 0, 7,
	      0, 0, 0, 9);
	BYTES("a: !uint16 [1 2]\n", "/", "a", 0, 1, 0, 2);
	BYTES("a: !uint8 [0x02 0x00 0x5e]\n", "/", "a", 2, 0, 0x5e);
	BYTES("a: !uint64 1 2\n", "/", "a", 0, 0, 0, 0, 0, 0, 0, 1,
	      0, 0, 0, 0, 0, 0, 0, 2);
	/* numbers among macro names: DTS's cells before cpp, never a string */
	BAD("interrupts: 0 34 IRQ_TYPE_LEVEL_HIGH\n", YAMLFDT_ERR_WORD, 1, 18);
	BAD("a: [GIC_SPI 34 IRQ_TYPE_LEVEL_HIGH]\n", YAMLFDT_ERR_WORD, 1, 5);
	BAD("a:\n  - 1 GPIO_ACTIVE_LOW\n", YAMLFDT_ERR_WORD, 2, 7);
	STR("label: Port 2 LED\n", "/", "label", "Port 2 LED");
	STR("a: VDD_CORE VDD_IO\n", "/", "a", "VDD_CORE VDD_IO");
	STR("a: 1 2 3 go\n", "/", "a", "1 2 3 go");
	/* a reference followed by cells without commas: DTS's <&gpio1 5 0> */
	BAD("a: [*gpio1 5 0]\n", YAMLFDT_ERR_DTS, 1, 12);
	BAD("a: [*gpio1 28 GPIO_ACTIVE_LOW]\n", YAMLFDT_ERR_DTS, 1, 12);
	if (YAMLFDT_HAVE_EXPR) {
		BYTES("pins:\n  - ((0x854) & 0xffff) (0 | 7)\n", "/", "pins",
		      0, 0, 0x08, 0x54, 0, 0, 0, 7);
		BYTES("a: [(1 + 1) 3]\n", "/", "a", 0, 0, 0, 2, 0, 0, 0, 3);
		BYTES("a: 1 - 1\n", "/", "a", 0, 0, 0, 0);
		BYTES("a: (1 -1)\n", "/", "a", 0, 0, 0, 0);
		BYTES("a: 1 +2\n", "/", "a", 0, 0, 0, 1, 0, 0, 0, 2);
		BYTES("a: (1)+2\n", "/", "a", 0, 0, 0, 3);
		BYTES("a: 100 | 3\n", "/", "a", 0, 0, 0, 103);
		BAD("a: 1 (2 / 0)\n", YAMLFDT_ERR_DIVZERO, 1, 6);
		BAD("a: (1)(2)\n", YAMLFDT_ERR_EXPR, 1, 4);
	}
	BAD("a: 1 99999999999999999999\n", YAMLFDT_ERR_RANGE, 1, 6);
	BAD("a: 1 0x100000000\n", YAMLFDT_ERR_RANGE, 1, 6);
	/* dtc's byte strings: DTS means hex */
	BAD("mac: !uint8 [02 00 5e]\n", YAMLFDT_ERR_BYTES, 1, 14);
	BAD("mac: !uint8 02 00 5e a7 1c e4\n", YAMLFDT_ERR_BYTES, 1, 13);
	BAD("mac: !uint8 [10 20]\n", YAMLFDT_ERR_BYTES, 1, 14);
	BAD("mac: !u8 [ff]\n", YAMLFDT_ERR_BYTES, 1, 11);
	BAD("mac: !uint8 [0a0b0c]\n", YAMLFDT_ERR_BYTES, 1, 14);
	BAD("mac: !uint8 [0x1, 5e]\n", YAMLFDT_ERR_BYTES, 1, 19);
	BAD("mac: 02 00 5e a7 1c e4\n", YAMLFDT_ERR_BYTES, 1, 6);
	BAD("mac: !uint8 [0x02 0x00 5e]\n", YAMLFDT_ERR_BYTES, 1, 24);
	/* a datasheet's bytes, two digits each, without 0x: 50 is fifty */
	BAD("mac: !uint8 [02, 00, 50]\n", YAMLFDT_ERR_BYTES, 1, 14);
	BAD("mac: !uint8 [0x02, 00, 50]\n", YAMLFDT_ERR_BYTES, 1, 20);
	BYTES("x: !uint8 [0, 1, 10]\n", "/", "x", 0, 1, 10);
	BYTES("x: !uint8 07\n", "/", "x", 7);
	/* a MAC address is 6 bytes, never cells, and hex */
	BAD("mac-address: !uint8 [12, 34, 56, 78, 90, 12]\n", YAMLFDT_ERR_MAC,
	    1, 22);
	BYTES("mac-address: !uint8 [0x02, 0b1, 7, 0, 0, 0xe4]\n", "/",
	      "mac-address", 2, 1, 7, 0, 0, 0xe4);
	BAD("local-mac-address: [0x02, 0x00, 0x5e, 0xa7, 0x1c, 0xe4]\n",
	    YAMLFDT_ERR_MAC, 1, 20);
	BAD("mac-address: 0x02 0x00 0x5e 0xa7 0x1c 0xe4\n", YAMLFDT_ERR_MAC,
	    1, 14);
	BAD("mac-address: !uint16 [2, 0]\n", YAMLFDT_ERR_MAC, 1, 14);
	BYTES("local-mac-address: !uint8 [2, 0, 0x5e, 0xa7, 0x1c, 0xe4]\n",
	      "/", "local-mac-address", 2, 0, 0x5e, 0xa7, 0x1c, 0xe4);
	BYTES("mac-address: !u8 [0, 0, 0, 0, 0, 0]\n", "/", "mac-address",
	      0, 0, 0, 0, 0, 0);
	BAD("mac: [02 00 5e a7 1c e4]\n", YAMLFDT_ERR_BYTES, 1, 7);
	if (YAMLFDT_HAVE_BASE64 && YAMLFDT_HAVE_NAME_RULES) {
		/* as !base64: 6 bytes too, the first even */
		BAD("mac-address: !base64 AgBepxzk5A==\n", YAMLFDT_ERR_MAC,
		    1, 22);
		BAD("mac-address: !base64 AwBepxzk\n", YAMLFDT_ERR_MAC, 1, 22);
		BYTES("mac-address: !base64 AgBepxzk\n", "/", "mac-address",
		      2, 0, 0x5e, 0xa7, 0x1c, 0xe4);
	}
	/* thousands grouped by spaces are no cells */
	BAD("f: 48 000 000\n", YAMLFDT_ERR_NUMBER, 1, 7);
	BYTES("a: 07 13\n", "/", "a", 0, 0, 0, 7, 0, 0, 0, 13);
	BAD("a: 012 13\n", YAMLFDT_ERR_NUMBER, 1, 4);
	/* a piece like a number among numbers: cells were meant */
	BAD("reg: 0x10042000 1K\n", YAMLFDT_ERR_NUMBER, 1, 17);
	BAD("i: 0 34 4.\n", YAMLFDT_ERR_NUMBER, 1, 9);
	BAD("f: 0x 2DC6C00\n", YAMLFDT_ERR_NUMBER, 1, 4);
	BAD("r: [0x10 3v3]\n", YAMLFDT_ERR_NUMBER, 1, 10);
	BAD("r: [0x10, 3v3]\n", YAMLFDT_ERR_NUMBER, 1, 11);
	BAD("r:\n  - 1\n  - 3v3\n", YAMLFDT_ERR_NUMBER, 3, 5);
	STR("a: 3v3 1v8\n", "/", "a", "3v3 1v8");
	STR("m: Board 2.0\n", "/", "m", "Board 2.0");
	/* a list of strings may hold one that starts with a digit */
	expect_bytes("n: [\"\", BATLOW#, 3v3]\n", "/", "n",
		     "\0BATLOW#\0" "3v3", 13);
	expect_bytes("n:\n  - 1V8_EN\n  - BATLOW#\n", "/", "n",
		     "1V8_EN\0BATLOW#", 15);
	/* numbers split by ", " without brackets */
	BAD("reg: 0x48022000, 0x2000\n", YAMLFDT_ERR_LIST, 1, 16);
	/* words stay one string */
	STR("a: bad face\n", "/", "a", "bad face");
	STR("a: 1 2 3 go\n", "/", "a", "1 2 3 go");
	STR("a: a b\n", "/", "a", "a b");
}

/*
 * status: one string the spec knows, else the node is off with nothing
 * said; "status: false" deletes the property, which turns a node on.
 */
static void test_status(void)
{
	static const char *const bad[] = {
		"enabled", "enable", "on", "1", "0", "Okay", "OK", "disable",
		"okay okay", "[okay, disabled]", "!uint32 1", "fail-",
	};
	static const char *const good[] = {
		"okay", "disabled", "ok", "reserved", "fail", "fail-sss",
		"\"okay\"", "[okay]", "[\"disabled\"]", "!str disabled",
	};
	char text[96];
	unsigned int i;

	for (i = 0; i < N_OF(bad); i++) {
		snprintf(text, sizeof(text), "n:\n  status: %s\n", bad[i]);
		BAD(text, YAMLFDT_ERR_STATUS, 2, 11);
	}
	if (YAMLFDT_HAVE_ANCHORS) {	/* a phandle */
		BAD("u: &u\n  x: 1\nn:\n  status: *u\n", YAMLFDT_ERR_STATUS,
		    4, 11);
		BAD("u: &u\n  x: 1\nn:\n  status: [*u]\n", YAMLFDT_ERR_STATUS,
		    4, 11);
	}
	for (i = 0; i < N_OF(good); i++) {
		snprintf(text, sizeof(text), "n:\n  status: %s\n", good[i]);
		current = text;
		ok(!fresh(text), "a status the spec knows");
	}
	BAD("n:\n  status: true\n", YAMLFDT_ERR_STATUS, 2, 11);
	BAD("n:\n  status: [okay, 1]\n", YAMLFDT_ERR_STATUS, 2, 11);
	BAD("n:\n  status: false\n", YAMLFDT_ERR_STATUS, 2, 11);
	BAD("n:\n  status: \"okay\"\n  x:\n    status: TRUE\n",
	    YAMLFDT_ERR_STATUS, 4, 13);
	BAD("n:\n  status:\n    - okay\n    - disabled\n", YAMLFDT_ERR_STATUS,
	    2, 3);
	/* quoted or not: "enabled", "Okay" leave the node off; !str is meant */
	BAD("n:\n  status: \"enabled\"\n", YAMLFDT_ERR_STATUS, 2, 11);
	BAD("n:\n  status: \"Okay\"\n", YAMLFDT_ERR_STATUS, 2, 11);
	STR("n:\n  status: \"fail-sss\"\n", "/n", "status", "fail-sss");
	STR("n:\n  status: \"failed\"\n", "/n", "status", "failed");
	BAD("n:\n  status: \"okay \"\n", YAMLFDT_ERR_STATUS, 2, 11);
	BAD("n:\n  status: [\"On\"]\n", YAMLFDT_ERR_STATUS, 2, 12);
	STR("n:\n  status: \"disable\"\n", "/n", "status", "disable");
	BAD("n:\n  status: \"okay;\"\n", YAMLFDT_ERR_STATUS, 2, 11);
	BAD("n:\n  status: \"active\"\n", YAMLFDT_ERR_STATUS, 2, 11);
	STR("n:\n  status: !str \"enabled\"\n", "/n", "status", "enabled");
	/* ~ still deletes it */
	absent("n:\n  status: disabled\n/n:\n  status: ~\n", "/n", "status");
	/* the other spellings of a status word stay where they were */
	STR("a: enabled\n", "/", "a", "enabled");
}

/*
 * The base tree's /__symbols__ is the index its labels are found by, in
 * both passes: the text may not open or delete it (make fuzz found a
 * text that deleted it after using a base label).  A tree without one
 * (a whole board, compiled) may be given one.
 */
static void test_symbols_left_alone(void)
{
	static const char base[] = "s:\n  n: &l\n    x: 1\n";

	if (!YAMLFDT_HAVE_ANCHORS)
		return;
	BAD_ON(base, "*l:\n  u: &u {}\n__symbols__: ~\n",
	       YAMLFDT_ERR_SYMBOLS, 3, 1);
	BAD_ON(base, "/__symbols__:\n  l: /s\n*l:\n  y: 1\n",
	       YAMLFDT_ERR_SYMBOLS, 1, 1);
	BAD_ON(base, "/:\n  __symbols__: ~\n", YAMLFDT_ERR_SYMBOLS, 2, 3);
	BAD_ON(base, "/__symbols__/x: {}\n", YAMLFDT_ERR_SYMBOLS, 1, 1);
	STR("__symbols__:\n  l: /s\n", "/__symbols__", "l", "/s");
	STR("n:\n  __symbols__:\n    l: /s\n", "/n/__symbols__", "l", "/s");
}

/*
 * The properties of /aliases hold paths, and stdout-path a path or an
 * alias, then options: a word that is neither names no node.
 */
static void test_path_values(void)
{
	static const char base[] =
		"aliases:\n  serial0: /s/u\nchosen: {}\ns:\n  u:\n    x: 1\n";

	BAD_ON(base, "/aliases:\n  serial1: u\n", YAMLFDT_ERR_PATHPROP, 2, 12);
	BAD_ON(base, "/aliases:\n  serial1: \"u\"\n", YAMLFDT_ERR_PATHPROP,
	       2, 13);
	BAD_ON(base, "/chosen:\n  stdout-path: ttyS2,115200\n",
	       YAMLFDT_ERR_PATHPROP, 2, 16);
	BAD_ON(base, "/chosen:\n  stdout-path: u:115200n8\n",
	       YAMLFDT_ERR_PATHPROP, 2, 16);
	BAD_ON(base, "/chosen:\n  linux,stdout-path: serial1\n",
	       YAMLFDT_ERR_PATHPROP, 2, 22);
	STR("aliases:\n  serial1: /s/u\n", "/aliases", "serial1", "/s/u");
	STR("aliases:\n  serial7: /s\nchosen:\n  stdout-path: serial7\n",
	    "/chosen", "stdout-path", "serial7");
	STR("chosen:\n  stdout-path: \"/s/u:115200n8\"\n", "/chosen",
	    "stdout-path", "/s/u:115200n8");
	BAD("n:\n  stdout-path: ttyS2\n", YAMLFDT_ERR_CHOSEN, 2, 3);
}

/* A word where phandles belong: "interrupt-parent: gic" meant *gic. */
static void test_ref_words(void)
{
	static const char *const bad[] = {
		"interrupt-parent: gic", "pinctrl-0: uart1_pins",
		"pinctrl-12: [pins]", "vcc-supply: reg_3v3", "clocks: [osc, 0]",
		"reset-gpios: [gpio1, 10, 0]", "gpios: gpio1", "phy-handle: phy0",
	};
	char text[96];
	unsigned int i;

	for (i = 0; i < N_OF(bad); i++) {
		const char *v = strchr(bad[i], ':') + 2;

		snprintf(text, sizeof(text), "n:\n  %s\n", bad[i]);
		BAD(text, YAMLFDT_ERR_REFWORD, 2,
		    (unsigned int)(v - bad[i]) + 3 + (*v == '['));
	}
	STR("n:\n  pinctrl-names: default\n", "/n", "pinctrl-names", "default");
	STR("n:\n  pinctrl-x: word\n", "/n", "pinctrl-x", "word");
	STR("n:\n  supply: word\n", "/n", "supply", "word");
	STR("n:\n  gpio-line-names: [a]\n", "/n", "gpio-line-names", "a");
	/* quoted, it is the writer's string (dtb2yaml may write one) */
	STR("n:\n  clocks: \"osc\"\n", "/n", "clocks", "osc");
	STR("n:\n  vqmmc-supply: \"/vcc\"\n", "/n", "vqmmc-supply", "/vcc");
	BYTES("n:\n  vcc-supply: 1\n", "/n", "vcc-supply", 0, 0, 0, 1);
}

/*
 * A reference where phandles belong, written as a string or a path:
 * "*gic" in quotes is a 5-byte string (dtc then fails to read the tree),
 * !pathref *phy0 the path; after a reference, a word is WORD (a macro).
 */
static void test_ref_strings(void)
{
	BAD("n:\n  interrupt-parent: \"*gic\"\n", YAMLFDT_ERR_REFWORD, 2, 21);
	BAD("n:\n  clocks: ['&osc', 1]\n", YAMLFDT_ERR_REFWORD, 2, 12);
	BAD("n:\n  cts-gpios: [pb5, 1]\n", YAMLFDT_ERR_REFWORD, 2, 15);
	if (YAMLFDT_HAVE_ANCHORS) {	/* g: &g, a label of the text */
		BAD("g: &g {}\nn:\n  phy-handle: !pathref *g\n",
		    YAMLFDT_HAVE_PATHREF ? YAMLFDT_ERR_REFWORD :
		    YAMLFDT_ERR_DISABLED, 3, YAMLFDT_HAVE_PATHREF ? 24 : 15);
		BAD("g: &g {}\nn:\n  cts-gpios: [*g, PB5, 1]\n",
		    YAMLFDT_ERR_WORD, 3, 19);
		BAD("g: &g {}\nn:\n  cts-gpios: [*g, pb5, 1]\n",
		    YAMLFDT_ERR_WORD, 3, 19);
	}
	/* a string that is no reference stays the writer's (dtb2yaml) */
	STR("n:\n  clocks: \"osc\"\n", "/n", "clocks", "osc");
	STR("n:\n  vqmmc-supply: \"/vcc\"\n", "/n", "vqmmc-supply", "/vcc");
	/* a reference in quotes, anywhere, is the string of its name */
	BAD("n:\n  x-parent: \"*gic\"\n", YAMLFDT_ERR_REFWORD, 2, 13);
	BAD("n:\n  x-peer: \"&uart1\"\n", YAMLFDT_ERR_REFWORD, 2, 11);
	BAD("n:\n  x: [a, \"&{/soc/serial@1000}\"]\n", YAMLFDT_ERR_REFWORD,
	    2, 10);
	STR("n:\n  x-parent: !str \"*gic\"\n", "/n", "x-parent", "*gic");
	STR("n:\n  x: \"&uart1 and more\"\n", "/n", "x", "&uart1 and more");
}

/*
 * Names whose value the DT specification and dt-schema fix: a flag takes
 * no value (FLAG), a property of numbers no text (NOTNUM).
 */
static void test_name_rules(void)
{
	static const char *const flags[] = {
		"read-only: 0", "wakeup-source: [0, 0]",
		"gpio-controller: \"true\"", "interrupt-controller: [0]",
		"dma-coherent: okay", "msi-controller: ''", "no-map: 0x0",
		"read-only: \"false\"", "bias-pull-up: 0",
		"bias-pull-down: [0]",
		"linux,rs485-enabled-at-boot-time: 0",
	};
	static const char *const numbers[] = {
		"clock-frequency: 100ms", "\"#address-cells\": \"1\"",
		"spi-max-frequency: \"10000000\"",
		"startup-delay-us: 20h", "regulator-min-microvolt: 3v3",
		"clock-frequency: 24.000.000", "\"#gpio-cells\": two",
		"reg-io-width: 8-bit", "timeout-sec: [\"5\"]",
	};
	char text[96];
	unsigned int i;

	if (!YAMLFDT_HAVE_NAME_RULES) {	/* the boot profile: strings */
		STR("n:\n  clock-frequency: 100ms\n", "/n", "clock-frequency",
		    "100ms");
		return;
	}
	for (i = 0; i < N_OF(flags); i++) {
		snprintf(text, sizeof(text), "n:\n  %s\n", flags[i]);
		BAD(text, YAMLFDT_ERR_FLAG, 2,
		    (unsigned int)(strstr(flags[i], ": ") - flags[i]) + 5);
	}
	for (i = 0; i < N_OF(numbers); i++) {
		const char *v = strstr(numbers[i], ": ") + 2;

		snprintf(text, sizeof(text), "n:\n  %s\n", numbers[i]);
		BAD(text, YAMLFDT_ERR_NOTNUM, 2,
		    (unsigned int)(v - numbers[i]) + 3 + (*v == '['));
	}
	/* a macro where numbers belong: WORD's "no macros at boot" */
	BAD("n:\n  reg: UART0_BASE\n", YAMLFDT_ERR_WORD, 2, 8);
	BAD("n:\n  interrupts: [GIC_SPI, 34, IRQ_TYPE_LEVEL_HIGH]\n",
	    YAMLFDT_ERR_WORD, 2, 16);
	/* the right forms, and names that only look alike */
	EMPTY("n:\n  read-only: true\n", "/n", "read-only");
	BYTES("n:\n  fsl,tx-swing-low: 0\n", "/n", "fsl,tx-swing-low", 0, 0, 0, 0);
	BYTES("n:\n  nonsense: 0\n", "/n", "nonsense", 0, 0, 0, 0);
	/* a flag by its shape alone: on a base (test_place), not here */
	BYTES("n:\n  no-1-8-v: 0\n", "/n", "no-1-8-v", 0, 0, 0, 0);
	/* DTS's regulator-always-on = <1>; (boards have it), and tagged */
	BYTES("n:\n  regulator-always-on: 1\n", "/n", "regulator-always-on",
	      0, 0, 0, 1);
	BYTES("n:\n  read-only: !uint8 0\n", "/n", "read-only", 0);
	absent("n:\n  read-only: false\n", "/n", "read-only");
	BYTES("n:\n  clock-frequency: 100000000\n", "/n", "clock-frequency",
	      0x05, 0xf5, 0xe1, 0x00);
	STR("n:\n  reg-names: fck\n", "/n", "reg-names", "fck");
	BAD("n:\n  status-hz: x\n", YAMLFDT_ERR_NOTNUM, 2, 14);
	/* no sign where the unit has none; voltages and temperatures do */
	BAD("n:\n  clock-frequency: -100\n", YAMLFDT_ERR_NOTNUM, 2, 20);
	BAD("n:\n  delay-us: [10, -5]\n", YAMLFDT_ERR_NOTNUM, 2, 18);
	BAD("n:\n  reg: (0 - 1)\n", YAMLFDT_ERR_NOTNUM, 2, 8);
	BYTES("n:\n  offset-microvolt: -1\n", "/n", "offset-microvolt",
	      0xff, 0xff, 0xff, 0xff);
	BYTES("n:\n  trip-millicelsius: -40000\n", "/n", "trip-millicelsius",
	      0xff, 0xff, 0x63, 0xc0);
	/* thousands set apart by blanks, in a property of numbers */
	BAD("n:\n  current-speed: 115 200\n", YAMLFDT_ERR_NUMBER, 2, 18);
	BAD("n:\n  clock-frequency: 24 000 000\n", YAMLFDT_ERR_NUMBER, 2, 20);
	BYTES("n:\n  x: 115 200\n", "/n", "x", 0, 0, 0, 115, 0, 0, 0, 200);
	/* a reference where numbers belong: interrupts-extended's form */
	BAD("g: &g {}\nn:\n  interrupts: [*g, 7, 2]\n", YAMLFDT_ERR_NOTNUM,
	    3, 16);
	BAD("g: &g {}\nn:\n  reg: !ref g\n", YAMLFDT_ERR_NOTNUM, 3, 13);
	/* a DTS list pasted into one quoted string */
	BAD("n:\n  compatible: \"acme,ax7-uart, ns16550a\"\n",
	    YAMLFDT_ERR_LIST, 2, 15);
	BAD("n:\n  clock-names: [\"fck ick\"]\n", YAMLFDT_ERR_LIST, 2, 17);
	STR("n:\n  model: \"Acme, Inc. board\"\n", "/n", "model",
	    "Acme, Inc. board");
	STR("n:\n  gpio-line-names: \"LED 1\"\n", "/n", "gpio-line-names",
	    "LED 1");
	BYTES("n:\n  bias-pull-up: 100000\n", "/n", "bias-pull-up",
	      0, 1, 0x86, 0xa0);
	STR("n:\n  bus: ms\n", "/n", "bus", "ms");
	STR("n:\n  controller: 1v\n", "/n", "controller", "1v");
	STR("n:\n  reg: !str x\n", "/n", "reg", "x");
}

/* A standard property's name with a capital or '_': NAMECASE */
static void test_name_case(void)
{
	static const char n[] = "n: {}\n";	/* on a base: not compiling */

	if (!YAMLFDT_HAVE_NAME_RULES)	/* YAMLFDT_CHECK_NAMES */
		return;
	BAD_ON(n, "n:\n  Status: okay\n", YAMLFDT_ERR_NAMECASE, 2, 3);
	BAD_ON(n, "n:\n  pinctrl_names: [default]\n", YAMLFDT_ERR_NAMECASE, 2, 3);
	BAD_ON(n, "n:\n  Compatible: a\n", YAMLFDT_ERR_NAMECASE, 2, 3);
	BAD_ON(n, "n:\n  Interrupt-Parent: 1\n", YAMLFDT_ERR_NAMECASE, 2, 3);
	BAD_ON(n, "n:\n  STATUS: true\n", YAMLFDT_ERR_NAMECASE, 2, 3);
	BAD_ON(n, "n:\n  pinctrl_0: 1\n", YAMLFDT_ERR_NAMECASE, 2, 3);
	BAD_ON(n, "n:\n  Clock-Frequency: 1\n", YAMLFDT_ERR_NAMECASE, 2, 3);
	BAD_ON(n, "n:\n  read_only: true\n", YAMLFDT_ERR_NAMECASE, 2, 3);
	BAD_ON(n, "n:\n  local_mac_address: !uint8 [2, 0, 0, 0, 0, 1]\n",
	       YAMLFDT_ERR_NAMECASE, 2, 3);
	/*
	 * Other names keep their spelling: a binding's own supplies and
	 * GPIOs (VDDA-supply, usb0_id_det-gpios), vendor properties, nodes.
	 */
	BYTES("n:\n  My_Prop: 1\n", "/n", "My_Prop", 0, 0, 0, 1);
	BYTES("n:\n  VDDA-supply: 1\n", "/n", "VDDA-supply", 0, 0, 0, 1);
	BYTES("n:\n  tRAS-max-ns: 1\n", "/n", "tRAS-max-ns", 0, 0, 0, 1);
	BYTES("n:\n  adi,ref_us: 1\n", "/n", "adi,ref_us", 0, 0, 0, 1);
	EMPTY("n:\n  mmc-hs200-1_8v: true\n", "/n", "mmc-hs200-1_8v");
	STR("Status:\n  x: a\n", "/Status", "x", "a");
	/* compiling a whole board keeps dtc's reading (clock_frequency) */
	BYTES("n:\n  clock_frequency: 1\n", "/n", "clock_frequency", 0, 0, 0,
	      1);
}

/* C and DTS comments, on a line of their own or after a value */
static void test_c_comments(void)
{
	BAD("n:\n  status: okay // on\n", YAMLFDT_ERR_CCOMMENT, 2, 16);
	BAD("n:\n  status: okay /* on */\n", YAMLFDT_ERR_CCOMMENT, 2, 16);
	BAD("n:\n  x: \"a\" // b\n", YAMLFDT_ERR_CCOMMENT, 2, 10);
	BAD("n:\n  x: [1, 2] /* b */\n", YAMLFDT_ERR_CCOMMENT, 2, 13);
	BAD("n:\n  // uart\n  x: 1\n", YAMLFDT_ERR_CCOMMENT, 2, 3);
	BAD("/* the board */\nn: {}\n", YAMLFDT_ERR_CCOMMENT, 1, 1);
	BAD("n:\n  x: [1, // b\n    2]\n", YAMLFDT_ERR_CCOMMENT, 2, 10);
	STR("n:\n  x: http://a/b\n", "/n", "x", "http://a/b");
	STR("n:\n  x: a//b /x\n", "/n", "x", "a//b /x");
	STR("n:\n  x: \"a // b\"\n", "/n", "x", "a // b");
	STR("n:\n  x: a # // b\n", "/n", "x", "a");
}

/*
 * A node the text creates with a unit address that reg contradicts: the
 * unit address is reg's first address in hex, without 0x.
 */
static void test_unit_address_vs_reg(void)
{
	static const char base[] =
		"i2c@1000:\n  \"#address-cells\": 1\n  \"#size-cells\": 0\n"
		"  reg: 0x1000\n";

	if (!YAMLFDT_HAVE_NOREG)
		return;
	BAD_ON(base, "/i2c@1000:\n  rtc@68:\n    reg: 68\n",
	       YAMLFDT_ERR_UNITADDR, 3, 10);
	BAD_ON(base, "/i2c@1000:\n  rtc@68:\n    reg: [0x69]\n",
	       YAMLFDT_ERR_UNITADDR, 3, 11);
	BAD_ON(base, "/i2c@1000:\n  rtc@0x68:\n    reg: 0x68\n",
	       YAMLFDT_ERR_UNITADDR, 2, 7);
	/* without reg it is NOREG, as before */
	BAD_ON(base, "/i2c@1000:\n  rtc@0x68:\n    x: 1\n",
	       YAMLFDT_ERR_NOREG, 2, 3);
	/* reg as a block sequence: read as it is encoded (decimal 68) */
	BAD_ON(base, "/i2c@1000:\n  rtc@68:\n    reg:\n      - 68\nq:\n",
	       YAMLFDT_ERR_UNITADDR, 3, 5);
	/* reg as the unit address says, in any of its spellings */
	BAD_ON(base, "/i2c@1000:\n  rtc@68:\n    reg: [104]\nq:\n",
	       YAMLFDT_ERR_EMPTY, 4, 1);
}

static void test_lists_without_brackets(void)
{
	BAD("compatible: ti,am3352-uart, ti,omap3-uart\n", YAMLFDT_ERR_LIST,
	    1, 27);
	BAD("n:\n  clock-names: fck, ick\n", YAMLFDT_ERR_LIST, 2, 19);
	BAD("n:\n  pins: PB0 PB1\n", YAMLFDT_ERR_LIST, 2, 12);
	BAD("n:\n  groups: [uart0 uart1]\n", YAMLFDT_ERR_LIST, 2, 17);
	STR("n:\n  function: uart0\n", "/n", "function", "uart0");
	if (!YAMLFDT_HAVE_NAME_RULES)	/* else prose, below */
		BAD("model: Qualcomm Technologies, Inc. DB820c\n",
		    YAMLFDT_ERR_LIST, 1, 29);
	BAD("a:\n  - fck, ick\n", YAMLFDT_ERR_LIST, 2, 8);
	BAD("a: x,\ty\n", YAMLFDT_ERR_LIST, 1, 5);
	/* compatible strings separated by blanks, as in one quoted string */
	BAD("compatible: ti,am3352-uart ti,omap3-uart\n", YAMLFDT_ERR_LIST,
	    1, 27);
	BAD("compatible: acme,ax7-uart ns16550a\n", YAMLFDT_ERR_LIST, 1, 26);
	STR("a: \"ti,x ti,y\"\n", "/", "a", "ti,x ti,y");
	/* names, one word each; DTS's "a" "b" */
	BAD("n:\n  pinctrl-names: default sleep\n", YAMLFDT_ERR_LIST, 2, 25);
	BAD("n:\n  clock-names: [baud apb]\n", YAMLFDT_ERR_LIST, 2, 21);
	BAD("compatible: \"acme,x\" \"ns16550a\"\n", YAMLFDT_ERR_LIST, 1, 22);
	STR("n:\n  gpio-line-names: LED 1\n", "/n", "gpio-line-names",
	    "LED 1");
	if (YAMLFDT_HAVE_NAME_RULES)	/* line names joined by ',' */
		BAD("n:\n  gpio-line-names: LED1,LED2,BTN1\n",
		    YAMLFDT_ERR_LIST, 2, 20);
	if (YAMLFDT_HAVE_NAME_RULES)	/* pins joined by ',' */
		BAD("n:\n  pins: PB0,PB1\n", YAMLFDT_ERR_LIST, 2, 12);
	if (YAMLFDT_HAVE_NAME_RULES)	/* fdtget's list of line names */
		BAD("n:\n  gpio-line-names: LED1 LED2 BTN1\n",
		    YAMLFDT_ERR_LIST, 2, 20);
	STR("n:\n  gpio-line-names: User LED 0\n", "/n", "gpio-line-names",
	    "User LED 0");
	if (YAMLFDT_HAVE_NAME_RULES)	/* a Windows path, plain */
		BAD("n:\n  firmware-name: acme\\aw100.bin\n",
		    YAMLFDT_ERR_ESCAPE, 2, 18);
	STR("n:\n  names: a b\n", "/n", "names", "a b");
	STR("n:\n  pinctrl-names: default\n", "/n", "pinctrl-names",
	    "default");
	STR("a: Acme,Inc board\n", "/", "a", "Acme,Inc board");
	STR("a: console=ttyS0,115200 quiet\n", "/", "a",
	    "console=ttyS0,115200 quiet");
	STR("a: ti,am3352-uart\n", "/", "a", "ti,am3352-uart");
	STR("model: \"Qualcomm Technologies, Inc. DB820c\"\n", "/", "model",
	    "Qualcomm Technologies, Inc. DB820c");
	STR("a: 'fck, ick'\n", "/", "a", "fck, ick");
	/* a person's words: model, label, regulator-name hold prose */
	if (YAMLFDT_HAVE_NAME_RULES) {
		STR("model: Acme AX7, rev 2\n", "/", "model", "Acme AX7, rev 2");
		STR("n:\n  label: Power, green\n", "/n", "label",
		    "Power, green");
		BAD("chosen:\n  bootargs: console=ttyS0, 115200\n",
		    YAMLFDT_ERR_LIST, 2, 26);
	}
	STR("a: !str fck, ick\n", "/", "a", "fck, ick");
	STR("a: [fck, ick]\n", "/", "a", "fck\0ick");
	STR("a: ti,omap3-uart\n", "/", "a", "ti,omap3-uart");
	STR("a: console=ttyS0,115200 quiet\n", "/", "a",
	    "console=ttyS0,115200 quiet");
	BAD("a: x, # comment\n", YAMLFDT_ERR_TRAILCOMMA, 1, 5);
}

static void test_other_spellings(void)
{
	EMPTY("a: True\n", "/", "a");
	EMPTY("a: TRUE  # set\n", "/", "a");
	EMPTY("a: !bool True\n", "/", "a");
	absent("a: 1\n/:\n  a: False\n", "/", "a");
	absent("a: 1\n/:\n  a: FALSE\n", "/", "a");
	absent("a: 1\n/:\n  a: Null\n", "/", "a");
	absent("a: 1\n/:\n  a: NULL\n", "/", "a");
	absent("n: {}\n/:\n  n: Null\n", "/n", NULL);
	absent("s:\n  n:\n    p: 1\n/s/n: NULL\n", "/s/n", NULL);
	STR("a: tRUE\n", "/", "a", "tRUE");
	/* YAML 1.1's booleans: true/false, or quoted for the string */
	BAD("a: Yes\n", YAMLFDT_ERR_BOOL11, 1, 4);
	BAD("a: yes\n", YAMLFDT_ERR_BOOL11, 1, 4);
	BAD("n:\n  non-removable: no\n", YAMLFDT_ERR_BOOL11, 2, 18);
	BAD("n:\n  read-only: OFF\n", YAMLFDT_ERR_BOOL11, 2, 14);
	BAD("n:\n  x-only: no\n", YAMLFDT_ERR_BOOL11, 2, 11);
	if (YAMLFDT_HAVE_NAME_RULES)	/* a string's word: an LED's state */
		STR("n:\n  default-state: off\n", "/n", "default-state", "off");
	BAD("a: [on, off]\n", YAMLFDT_ERR_BOOL11, 1, 5);
	BAD("a:\n  - On\n", YAMLFDT_ERR_BOOL11, 2, 5);
	STR("a: 'on'\n", "/", "a", "on");
	STR("a: yES\n", "/", "a", "yES");
	STR("a: none\n", "/", "a", "none");
	STR("a: yesterday\n", "/", "a", "yesterday");
	STR("a: online\n", "/", "a", "online");
	BAD("a: [True]\n", YAMLFDT_ERR_TYPE, 1, 5);
	BAD("a:\n  - NULL\n", YAMLFDT_ERR_TYPE, 2, 5);
	/* a key with nothing after it no longer deletes */
	BAD("status:\n", YAMLFDT_ERR_EMPTY, 1, 1);
	BAD("n:\n  status:\n  x: 1\n", YAMLFDT_ERR_EMPTY, 2, 3);
	BAD("n:\n  \"status\":   # forgot\n", YAMLFDT_ERR_EMPTY, 2, 3);
	BAD_ON("n:\n  status: disabled\n", "/n:\n  status:\n",
	       YAMLFDT_ERR_EMPTY, 2, 3);
	if (YAMLFDT_HAVE_DOCUMENTS)
		BAD("a: 1\n---\na:\n---\nb: 2\n", YAMLFDT_ERR_EMPTY, 3, 1);
	absent("a: 1\n/:\n  a: ~\n", "/", "a");
	EMPTY("n:\n  x:\n    y: 1\n  e: true\n", "/n", "e");
}

static void test_no_wrap(void)
{
	BAD("a: 0xffffffffffffffff\n", YAMLFDT_ERR_RANGE, 1, 4);
	BAD("a: !int8 0xffffffffffffffff\n", YAMLFDT_ERR_RANGE, 1, 10);
	BAD("a: !uint64 18446744073709551616\n", YAMLFDT_ERR_RANGE, 1, 12);
	BAD("a: !int64 -9223372036854775809\n", YAMLFDT_ERR_RANGE, 1, 11);
	BYTES("a: !int64 -9223372036854775808\n", "/", "a",
	      0x80, 0, 0, 0, 0, 0, 0, 0);
	BAD("a: !uint64 -1\n", YAMLFDT_ERR_RANGE, 1, 12);
	if (!YAMLFDT_HAVE_EXPR)
		return;
	BAD("a: !uint64 (0xffffffffffffffff + 1)\n", YAMLFDT_ERR_RANGE, 1, 12);
	BAD("a: !int64 (-9223372036854775807 - 2)\n", YAMLFDT_ERR_RANGE, 1, 11);
	BAD("a: !uint64 (0x100000000 * 0x100000000)\n", YAMLFDT_ERR_RANGE,
	    1, 12);
	BAD("a: !uint64 (0xffffffff * 0x100000001 + 1)\n", YAMLFDT_ERR_RANGE,
	    1, 12);
	BAD("a: !uint64 (3 << 63)\n", YAMLFDT_ERR_RANGE, 1, 12);
	BAD("a: (1 << 64)\n", YAMLFDT_ERR_RANGE, 1, 4);
	BAD("a: (1 >> 64)\n", YAMLFDT_ERR_RANGE, 1, 4);
	BAD("a: (1 << -1)\n", YAMLFDT_ERR_RANGE, 1, 4);
	BAD("a: (8 >> (0 - 1))\n", YAMLFDT_ERR_RANGE, 1, 4);
	BAD("a: !uint64 (-(0xffffffffffffffff))\n", YAMLFDT_ERR_RANGE, 1, 12);
	BAD("a: !uint64 (~0xffffffffffffffff)\n", YAMLFDT_ERR_RANGE, 1, 12);
	BAD("a: ((-9223372036854775807 - 1) / -1)\n", YAMLFDT_ERR_RANGE, 1, 4);
	BAD("a: !uint64 (0 - 1)\n", YAMLFDT_ERR_RANGE, 1, 12);
	BAD("a: (0xffffffff + 1)\n", YAMLFDT_ERR_RANGE, 1, 4);
	/* where the exact value fits, it is the value */
	BYTES("a: !uint64 ((-9223372036854775807 - 1) / -1)\n", "/", "a",
	      0x80, 0, 0, 0, 0, 0, 0, 0);
	BYTES("a: !int64 ((-9223372036854775807 - 1) % -1)\n", "/", "a",
	      0, 0, 0, 0, 0, 0, 0, 0);
	BYTES("a: !uint64 (1 << 63)\n", "/", "a", 0x80, 0, 0, 0, 0, 0, 0, 0);
	BYTES("a: !uint64 (0xffffffffffffffff - 1 + 1)\n", "/", "a",
	      0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);
	BYTES("a: !int64 (-1 << 63)\n", "/", "a", 0x80, 0, 0, 0, 0, 0, 0, 0);
	BYTES("a: [(-7 / 2), (-7 % 2), (7 % -2)]\n", "/", "a", 0xff, 0xff,
	      0xff, 0xfd, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 1);
	BYTES("a: [(-1 < 0), (-1 > 0x7fffffff), (-16 >> 2)]\n", "/", "a",
	      0, 0, 0, 1, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xfc);
	BYTES("a: [(~0 & 0xff), (-1 | 0), (0x80000000 ^ 0xffffffff)]\n", "/", "a",
	      0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 0xff, 0xff, 0xff);
	BYTES("a: !uint64 (0xffffffff * 0x100000001)\n", "/", "a",
	      0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);
	BYTES("a: ((0x100000000 - 1) * 1)\n", "/", "a", 0xff, 0xff, 0xff, 0xff);
	/* as division by zero, even in the branch ?: does not take */
	BAD("a: (0?1 << 64:5)\n", YAMLFDT_ERR_RANGE, 1, 4);
}

/* Labels the text defines (YAMLFDT_ANCHORS) */
static void test_text_labels(void)
{
	BYTES("n: &l {}\nm:\n  r: *l\n", "/n", "phandle", 0, 0, 0, 1);
	BYTES("m:\n  r: [*l, $l]\nn: &l\n  x: 1\n", "/m", "r",
	      0, 0, 0, 1, 0, 0, 0, 1);
	BYTES("n: &l\n  phandle: 7\nm:\n  r: *l\n", "/m", "r", 0, 0, 0, 7);
	BYTES("n:\n  /label/: [a, b]\nm:\n  r: [*a, *b]\n", "/m", "r",
	      0, 0, 0, 1, 0, 0, 0, 1);
	/* two anchors on one node, through a repeated key: one phandle */
	BYTES("n: &a {}\n/:\n  n: &b {}\nm:\n  r: [*a, *b]\n", "/m", "r",
	      0, 0, 0, 1, 0, 0, 0, 1);
	if (YAMLFDT_HAVE_DOCUMENTS)	/* and in another document */
		BYTES("n: &a {}\n---\nn: &b {}\nm:\n  r: [*a, *b]\n", "/m",
		      "r", 0, 0, 0, 1, 0, 0, 0, 1);
	if (YAMLFDT_HAVE_PATHREF)
		STR("s:\n  n@1: &l {}\nm:\n  p: !pathref l\n", "/m", "p",
		    "/s/n@1");
	STR("s:\n  n: &l\n    x: 1\n*l:\n  y: two\n", "/s/n", "y", "two");
	BYTES("s:\n  n: &l\n    x: 1\n*l:\n  x: 2\n", "/s/n", "x", 0, 0, 0, 2);
	BAD("/label/: [r]\n*r: ~\n", YAMLFDT_ERR_PATH, 2, 2);
	BAD("a: &x {}\nb: &x {}\n", YAMLFDT_ERR_DUPLABEL, 2, 5);
	BAD_ON("soc:\n  u: &u\n    status: disabled\n",
	       "/soc/u:\n  status: okay\n/soc:\n  x: *nolabel\n",
	       YAMLFDT_ERR_LABEL, 4, 7);
	/*
	 * A *label: key opened the base tree's node of the label; the text
	 * may not then define the label on another node (the fuzzer found
	 * the first: a node below the one opened, pass 2 failed after pass
	 * 1 passed; in the second, pass 2 wrote into the other node).
	 */
	BAD_ON("s:\n  n: &l\n    x: 1\n", "*l:\n  c: &l {}\n",
	       YAMLFDT_ERR_DUPLABEL, 2, 7);
	BAD_ON("s:\n  n: &l\n    x: 1\n", "*l:\n  y: 2\nm: &l\n  z: 1\n",
	       YAMLFDT_ERR_DUPLABEL, 3, 5);
	/*
	 * The base's /__symbols__ gives the label to another node: dtc
	 * rejects that, and fdtoverlay would silently repoint it.  The same
	 * node is fine, and so is a label the text frees by deleting the
	 * base's node.
	 */
	if (YAMLFDT_HAVE_PHANDLE_CHECKS) {
		BAD_ON("s:\n  n: &l\n    x: 1\n",
		       "m: &l\n  z: 1\n*l:\n  y: 2\n",
		       YAMLFDT_ERR_DUPLABEL, 1, 5);
		BAD_ON("s:\n  n: &l\n    x: 1\n", "m:\n  /label/: [k, l]\n",
		       YAMLFDT_ERR_DUPLABEL, 2, 16);
		BAD_ON("s:\n  n: &l\n    x: 1\n", "/s:\n  m: &l {}\n",
		       YAMLFDT_ERR_DUPLABEL, 2, 7);
	}
	fdt_create_empty_tree(buf, BUFSIZE);
	ok(!apply("s:\n  n: &l\n    x: 1\n", SYMS, NULL) &&
	   !apply("/s/n: &l\n  z: 1\n", 0, NULL) &&
	   !apply("s:\n  n:\n    /label/: [l]\n", 0, NULL) &&
	   !apply("/s/n: ~\nm: &l\n  z: 1\n*l:\n  y: 2\n", 0, NULL) &&
	   prop("/m", "y", NULL), "a base label on its own node, or freed");
}

static void test_nodes(void)
{
	STR("s: {}\n/s:\n  y: two\n", "/s", "y", "two");
	STR("/:\n  y: two\n", "/", "y", "two");
	STR("n:\n  a: 1\n/:\n  n:\n    b: x\n", "/n", "b", "x");
	STR("~: ~\nn:\n  ~: ~\n  b: x\n", "/n", "b", "x");
	STR("%YAML 1.2\n---\na: x\n...\n", "/", "a", "x");
	if (YAMLFDT_HAVE_DOCUMENTS)
		STR("%YAML 1.2\n---\na: x\n...\n---\nb: y\n", "/", "b", "y");
	STR("#include <dt-bindings/x.h>\na: x  # why\n", "/", "a", "x");
	STR("a: x\r\nb: y\r\n", "/", "b", "y");
	STR("a: x\nb: y", "/", "b", "y");
	STR("\"#a\": x\n'b,c': y\n", "/", "b,c", "y");
	/* "b" and "b@1" are two nodes (libfdt's lookup would merge them) */
	STR("b:\n  x: one\nb@1:\n  x: two\n", "/b", "x", "one");
	STR("b:\n  x: one\nb@1:\n  x: two\n", "/b@1", "x", "two");
	BAD("b@1: {}\n/b:\n  x: 1\n", YAMLFDT_ERR_PATH, 2, 1);

	/* Order: a node the text creates keeps source order. */
	current = "order";
	if (!fresh("n:\n  z: 1\n  a: 2\n  c2: {}\n  c1: {}\n  m: 3\n")) {
		int n = fdt_path_offset(buf, "/n"), o, i = 0;
		const char *want[] = { "z", "a", "m" }, *name;

		fdt_for_each_property_offset(o, buf, n) {
			fdt_getprop_by_offset(buf, o, &name, NULL);
			ok(i < 3 && !strcmp(name, want[i]), "property order");
			i++;
		}
		o = fdt_first_subnode(buf, n);
		ok(!strcmp(fdt_get_name(buf, o, NULL), "c2"), "subnode order");
	} else {
		ok(0, "apply failed");
	}

	/* /memreserve/ */
	current = "memreserve";
	if (!YAMLFDT_HAVE_MEMRESERVE)
		;
	else if (!fresh("/memreserve/: [0x1000, 0x100, 0x2000, 0x200]\n")) {
		uint64_t a, s;

		ok(fdt_num_mem_rsv(buf) == 2, "two reservations");
		fdt_get_mem_rsv(buf, 1, &a, &s);
		ok(a == 0x2000 && s == 0x200, "second reservation");
	} else {
		ok(0, "apply failed");
	}

	/* -@ */
	current = "symbols";
	fdt_create_empty_tree(buf, BUFSIZE);
	if (!YAMLFDT_HAVE_SYMBOLS) {
		struct yamlfdt_error e;

		memcpy(copy, buf, BUFSIZE);
		ok(apply("s: {}\n", YAMLFDT_SYMBOLS, &e) == -YAMLFDT_ERR_DISABLED &&
		   e.line == 0 && !memcmp(buf, copy, compared()), "-@ not built in");
		return;
	}
	ok(!apply("s:\n  n: &l {}\n", YAMLFDT_SYMBOLS, NULL), "apply");
	{
		int len;
		const char *p = prop("/__symbols__", "l", &len);

		ok(p && !strcmp(p, "/s/n"), "symbol path");
	}
	/* deleting a labelled node drops its symbol, and only its own */
	ok(!apply("s:\n  n2: &l2 {}\n", YAMLFDT_SYMBOLS, NULL), "apply 2");
	ok(!apply("/s/n2: ~\n", 0, NULL), "delete n2");
	ok(!prop("/__symbols__", "l2", NULL) && prop("/__symbols__", "l", NULL),
	   "symbol of the deleted node gone, the other kept");
	/* a label the text puts on a base node that has a phandle */
	current = "label on a base node";
	ok(!apply("/s/n:\n  /label/: [inner]\n/:\n  q:\n    r: [*inner]\n",
		  0, NULL), "apply /label/");
	{
		const uint32_t *r = prop("/q", "r", NULL);
		int n = fdt_path_offset(buf, "/s/n");

		ok(r && fdt_get_phandle(buf, n) &&
		   fdt32_to_cpu(*r) == fdt_get_phandle(buf, n), "/label/ phandle");
	}
	/* a base label used by a second text */
	ok(!apply("*l:\n  x: 1\nm:\n  r: *l\n", 0, NULL), "base label");
	{
		const uint32_t *r = prop("/m", "r", NULL);
		int n = fdt_path_offset(buf, "/s/n");

		ok(r && fdt32_to_cpu(*r) == fdt_get_phandle(buf, n) &&
		   fdt_get_phandle(buf, n), "phandle of a base node");
	}
	/* a label deleted with its node may be defined again (dtc) */
	current = "label reused";
	if (!YAMLFDT_HAVE_PATHREF || !YAMLFDT_HAVE_DOCUMENTS)
		return;
	fdt_create_empty_tree(buf, BUFSIZE);
	ok(!apply("s:\n  a: &l {}\n  b: {}\nm:\n  r: *l\n  p: !pathref l\n"
		  "---\ns:\n  a: ~\n  b:\n    c: &l {}\n", SYMS, NULL), "apply");
	{
		const char *p = prop("/m", "p", NULL);
		const uint32_t *r = prop("/m", "r", NULL);
		int n = fdt_path_offset(buf, "/s/b/c");

		ok(p && !strcmp(p, "/s/b/c"), "pathref to the final node");
		ok(r && n >= 0 && fdt32_to_cpu(*r) == fdt_get_phandle(buf, n),
		   "reference to the final node");
		p = prop("/__symbols__", "l", NULL);
		ok(p && !strcmp(p, "/s/b/c"), "symbol of the final node");
	}
	BAD("s:\n  a: &l {}\n*l:\n  x: 1\n---\ns:\n  a: ~\n  b: &l {}\n",
	    YAMLFDT_ERR_DUPLABEL, 8, 7);
}

static void test_bad(void)
{
	static const char nul[] = "a: 1\nb: x\0y\n";
	static const char deep[] =
		"a:\n b:\n  c:\n   d:\n    e:\n     f:\n      g:\n       h:\n"
		"        i:\n         j:\n          k:\n           l:\n"
		"            m:\n             n:\n              o:\n"
		"               p:\n                q:\n                 r: 1\n";
	static const char big[] = "a: [1, 2, 3, 4, 5, 6, 7, 8]\n";

	BAD("a: 1\n\tb: 2\n", YAMLFDT_ERR_TAB, 2, 1);
	/* a body indented with a tab: the tab, not the key's EMPTY */
	BAD("n:\n\tstatus: okay\n", YAMLFDT_ERR_TAB, 2, 1);
	BAD("n:\n  m:\n  \tx: 1\n", YAMLFDT_ERR_TAB, 3, 3);
	BAD("a:\n  b: 1\n c: 2\n", YAMLFDT_ERR_INDENT, 3, 2);
	BAD("a: \"abc\n", YAMLFDT_ERR_QUOTE, 1, 4);
	BAD("a: [1, 2\nb: 3\n", YAMLFDT_ERR_BRACKET, 1, 4);
	BAD("a: !int7 1\n", YAMLFDT_ERR_TAG, 1, 4);
	BAD("a: !!bool false\n", YAMLFDT_ERR_TAG, 1, 4);
	BAD("a: !int8 256\n", YAMLFDT_ERR_RANGE, 1, 10);
	BAD("a: !int8 -129\n", YAMLFDT_ERR_RANGE, 1, 10);
	BAD("a: !int16 [1, 0x10000]\n", YAMLFDT_ERR_RANGE, 1, 15);
	BAD("a: !uint8 -1\n", YAMLFDT_ERR_RANGE, 1, 11);
	BAD("a: 0x100000000\n", YAMLFDT_ERR_RANGE, 1, 4);
	BAD("a: 99999999999999999999999\n", YAMLFDT_ERR_RANGE, 1, 4);
	BAD("a:\n  b: *nowhere\n", YAMLFDT_ERR_LABEL, 2, 7);
	BAD("/soc/uart:\n  status: okay\n", YAMLFDT_ERR_PATH, 1, 1);
	BAD("/: ~\n", YAMLFDT_ERR_PATH, 1, 1);
	BAD("/soc: 5\n", YAMLFDT_ERR_SYNTAX, 1, 7);
	BAD("*nolabel:\n  status: okay\n", YAMLFDT_ERR_LABEL, 1, 2);
	BAD("a: |\n  text\n", YAMLFDT_ERR_BLOCKSCALAR, 1, 4);
	BAD("a: >\n  text\n", YAMLFDT_ERR_BLOCKSCALAR, 1, 4);
	BAD("a: [1] x\n", YAMLFDT_ERR_GARBAGE, 1, 8);
	BAD("a: \"x\" y\n", YAMLFDT_ERR_GARBAGE, 1, 8);
	bad_in(NULL, nul, sizeof(nul) - 1, -YAMLFDT_ERR_NUL, 2, 5, 0);
	BAD(deep, YAMLFDT_ERR_DEPTH, 17, 17);
	bad_in(NULL, big, strlen(big), -FDT_ERR_NOSPACE, 1, 1, 16);
	if (YAMLFDT_HAVE_EXPR)
		BAD("a: (1 / 0)\n", YAMLFDT_ERR_DIVZERO, 1, 4);
	BAD("a: {b: 1}\n", YAMLFDT_ERR_FLOWMAP, 1, 4);
	BAD("? a\n", YAMLFDT_ERR_UNSUPPORTED, 1, 1);
	BAD("<<: *x\n", YAMLFDT_ERR_UNSUPPORTED, 1, 1);
	BAD("a: &x 5\n", YAMLFDT_ERR_ANCHOR, 1, 4);
	BAD("a:\n  *x: {}\n", YAMLFDT_ERR_ALIAS, 2, 4);
	BAD("a: \"\\q\"\n", YAMLFDT_ERR_ESCAPE, 1, 5);
	if (YAMLFDT_HAVE_BASE64)
		BAD("a: !base64 AB=\n", YAMLFDT_ERR_BASE64, 1, 12);
	BAD("a: [true]\n", YAMLFDT_ERR_TYPE, 1, 5);
	BAD("a: 1\rb: 2\n", YAMLFDT_ERR_CR, 1, 5);
	BAD("a b: 1\n", YAMLFDT_ERR_NAME, 1, 2);
	BAD("a:\n  b: 1\n  c\n", YAMLFDT_ERR_NOCOLON, 3, 4);
	if (YAMLFDT_HAVE_DTC_YAML)	/* "- " opens dtc's root form */
		BAD("- a\n", YAMLFDT_ERR_LISTITEM, 1, 1);
	BAD("a: 1\n]\n", YAMLFDT_ERR_BRACKET, 2, 1);
	BAD("a: [1, [2]\n", YAMLFDT_ERR_BRACKET, 1, 4);
	BAD("a: !int8 *x\n", YAMLFDT_ERR_TYPE, 1, 10);
	if (YAMLFDT_HAVE_DOCUMENTS)
		BAD("a:\n  b: 1\n---\nc: [1,\n---\n", YAMLFDT_ERR_BRACKET, 4, 4);
	BAD("n: {}\nn2:\n  - 1\n  x: 2\n", YAMLFDT_ERR_INDENT, 4, 3);
	/* A text that fails late must not have written its early part. */
	BAD_ON("soc:\n  u:\n    status: disabled\n",
	       "/soc/u:\n  status: okay\n/soc:\n  x: *nolabel\n",
	       YAMLFDT_ERR_NOSYMBOLS, 4, 7);
	BAD_ON("soc: {}\n", "/soc:\n  a: 1\n/soc/nothere:\n  b: 2\n",
	       YAMLFDT_ERR_PATH, 3, 1);
	/* One byte too small: the same text fits in a buffer one larger. */
	{
		const char *t = "n:\n  p: [1, 2, 3]\n  q: hello\n";
		struct yamlfdt_error e;
		size_t need;

		current = "exact space";
		fdt_create_empty_tree(buf, BUFSIZE);
		fdt_pack(buf);
		for (need = fdt_totalsize(buf); need < 4096; need++) {
			fdt_create_empty_tree(buf, BUFSIZE);
			fdt_pack(buf);
			memcpy(copy, buf, BUFSIZE);
			if (!yamlfdt_apply(buf, need, t, strlen(t), NULL, &e))
				break;
			if (memcmp(buf, copy, compared()))
				break;
		}
		ok(need < 4096, "fits somewhere");
		fdt_create_empty_tree(buf, BUFSIZE);
		fdt_pack(buf);
		memcpy(copy, buf, BUFSIZE);
		ok(yamlfdt_apply(buf, need - 1, t, strlen(t), NULL, &e) ==
		   -FDT_ERR_NOSPACE, "one byte short is NOSPACE");
		ok(!memcmp(buf, copy, compared()), "unchanged when short");
		ok(e.needed == need, "NOSPACE reports the size that fits");
		ok(yamlfdt_apply(buf, e.needed, t, strlen(t), NULL, &e) == 0 &&
		   e.needed == 0, "applies with the size reported");
	}
	/* Far too small: the size reported is enough, in one step. */
	{
		struct yamlfdt_error e;
		size_t small;

		current = "needed";
		fdt_create_empty_tree(buf, BUFSIZE);
		fdt_pack(buf);
		small = fdt_totalsize(buf) + 8;
		ok(yamlfdt_apply(buf, small, big, strlen(big), NULL, &e) ==
		   -FDT_ERR_NOSPACE && e.needed > small && e.needed <= BUFSIZE,
		   "NOSPACE says how much");
		ok(yamlfdt_apply(buf, e.needed, big, strlen(big), NULL, &e) == 0,
		   "and that much is enough");
	}
	/* A corrupt base tree is rejected before anything is read. */
	{
		struct yamlfdt_error e;

		current = "bad base";
		fdt_create_empty_tree(buf, BUFSIZE);
		((unsigned char *)buf)[0] ^= 0xff;
		memcpy(copy, buf, BUFSIZE);
		ok(yamlfdt_apply(buf, BUFSIZE, "a: 1\n", 5, NULL, &e) ==
		   -FDT_ERR_BADMAGIC && e.line == 0, "bad magic");
		ok(!memcmp(buf, copy, compared()), "unchanged");
	}
	/*
	 * A node name ending in '@' (empty unit address): pass 2 adds "soc"
	 * beside "soc@1000" as "soc@" and renames it, so the text may not
	 * create one, nor create "soc" beside a base node "soc@" (the fuzzer
	 * found the first: pass 2 failed with FDT_ERR_EXISTS).
	 */
	BAD("soc:\n  a: 1\nsoc@:\n  b: 2\n", YAMLFDT_ERR_NAME, 3, 4);
	{
		struct yamlfdt_error e;

		fdt_create_empty_tree(buf, BUFSIZE);
		ok(fdt_add_subnode(buf, 0, "soc@") >= 0, "base soc@");
		memcpy(copy, buf, BUFSIZE);
		ok(yamlfdt_apply(buf, BUFSIZE, "soc:\n  a: 1\n", 12, NULL,
				 &e) == -YAMLFDT_ERR_NAME && e.line == 1 &&
		   e.column == 1, "soc beside a base soc@");
		ok(!memcmp(buf, copy, compared()), "unchanged");
		/* the same after keys missing from the root: the summary
		 * of its children's names (apply.c's base_child()) has it */
		ok(yamlfdt_apply(buf, BUFSIZE, "x: {}\ny: {}\nsoc: {}\n", 20,
				 NULL, &e) == -YAMLFDT_ERR_NAME && e.line == 3,
		   "soc beside a base soc@, third key");
		ok(!memcmp(buf, copy, compared()), "unchanged");
	}
}

/* dtc -O yaml: the root as a one-item sequence, typed groups, !phandle */
static void test_dtc_yaml(void)
{
	static const char doc[] =
		"---\n- model: [\"m\"]\n  '#size-cells': [[0x1]]\n"
		"  n:\n    r: [[!phandle 0x1, 0x2], \"s\", !u16 [0x3]]\n"
		"    phandle: [[0x1]]\n...\n";

	if (!YAMLFDT_HAVE_DTC_YAML) {
		BAD(doc, YAMLFDT_ERR_DISABLED, 2, 1);
		return;
	}
	BYTES(doc, "/n", "r", 0, 0, 0, 1, 0, 0, 0, 2, 's', 0, 0, 3);
	STR(doc, "/", "model", "m");
	BAD("- a: 1\n- b: 2\n", YAMLFDT_ERR_LISTITEM, 2, 1);
	/* dtc wraps long strings inside [ ]: YAML folds the break */
	STR("- n: [\"a b\", \"c\n    d\", 'e\n\n    f', \"g\\\n    h\"]\n", "/",
	    "n", "a b\0c d\0e\nf\0gh");
	BAD("- n: [\"a\nb\"]\n", YAMLFDT_ERR_QUOTE, 1, 7);
	if (YAMLFDT_HAVE_DOCUMENTS)
		STR("---\n- {}\n...\n---\na: x\n", "/", "a", "x");
	bad_in(NULL, "- ", 2, -YAMLFDT_ERR_LISTITEM, 1, 1, 0);
	BAD("- a: 1\n b: 2\n", YAMLFDT_ERR_INDENT, 2, 2);
	/*
	 * The root frame of an empty root "- {}" is the root's (the fuzzer
	 * found its label left 0: a phandle key after it wrote through an
	 * unused, here poisoned, label table entry).
	 */
	current = "dtc yaml empty root";
	{
		static struct yamlfdt_label poison[4];
		static const char *const allow[] = { "/chosen" };
		struct yamlfdt_opts o = { .labels = poison, .max_labels = 4 };
		struct yamlfdt_error e;
		int r;

		memset(poison, 0xa5, sizeof(poison));
		fdt_create_empty_tree(buf, BUFSIZE);
		r = yamlfdt_apply(buf, BUFSIZE, "- {}\nphandle: 7\n", 16, &o, &e);
		ok(r == 0 && fdt_get_phandle(buf, 0) == 7, "phandle of the root");
		if (!YAMLFDT_HAVE_ALLOW)
			goto order;
		o.allow = allow;
		o.nallow = 1;
		fdt_create_empty_tree(buf, BUFSIZE);
		memcpy(copy, buf, BUFSIZE);
		r = yamlfdt_apply(buf, BUFSIZE, "- {}\nmodel: x\n", 14, &o, &e);
		ok(r == -YAMLFDT_ERR_DENIED && e.line == 2 &&
		   !memcmp(buf, copy, compared()), "a root property outside the list");
	}
order:
	current = "dtc yaml order";
	if (!fresh("- z: 1\n  a: 2\n")) {
		int o = fdt_first_property_offset(buf, 0);
		const char *name;

		fdt_getprop_by_offset(buf, o, &name, NULL);
		ok(!strcmp(name, "z"), "first property first");
	} else {
		ok(0, "apply failed");
	}
}

/* The allow-list: only /chosen, and the status of nodes under /soc. */
static void allow_case(const char *yaml, int code, unsigned int line,
		       unsigned int col)
{
	static const char base[] =
		"chosen:\n  stdout-path: /soc/uart@1\n"
		"soc:\n  status: okay\n"
		"  uart@1:\n    status: disabled\n    compatible: ns16550\n"
		"  gpio@2:\n    gpio-controller: true\n"
		"  eth@3:\n    phy: {}\n"
		"__symbols__:\n  uart: /soc/uart@1\n  gpio: /soc/gpio@2\n";
	static const char *const allow[] = { "/chosen", "/soc:status" };
	static struct yamlfdt_label labels[16];
	struct yamlfdt_opts o = { .flags = 0, .labels = labels, .max_labels = 16,
				  .allow = allow, .nallow = 2 };
	struct yamlfdt_error e;
	char msg[200];
	int r;

	current = yaml;
	fdt_create_empty_tree(buf, BUFSIZE);
	if (apply(base, 0, &e)) {
		ok(0, "base failed");
		return;
	}
	memcpy(copy, buf, BUFSIZE);
	r = yamlfdt_apply(buf, BUFSIZE, yaml, strlen(yaml), &o, &e);
	snprintf(msg, sizeof(msg), "want %d at %u:%u, got %d (%s) at %u:%u",
		 code, line, col, r, yamlfdt_strerror(r), e.line, e.column);
	ok(r == code && (!code || (e.line == line && e.column == col)), msg);
	if (code)
		ok(!memcmp(buf, copy, compared()), "buffer changed on denial");
}

static void test_allow(void)
{
	const int D = -YAMLFDT_ERR_DENIED;

	if (!YAMLFDT_HAVE_ALLOW)
		return;		/* test_disabled() */
	allow_case("/chosen:\n  bootargs: quiet\n", 0, 0, 0);
	allow_case("/chosen:\n  sub:\n    x: 1\n  stdout-path: ~\n", 0, 0, 0);
	allow_case("/soc/uart@1:\n  status: okay\n", 0, 0, 0);
	allow_case("/soc:\n  status: disabled\n", 0, 0, 0);
	allow_case("/soc/eth@3/phy:\n  status: okay\n", 0, 0, 0);
	allow_case("/soc/uart@1:\n  compatible: evil\n", D, 2, 3);
	allow_case("/soc/uart@1:\n  status: okay\n  reg: 1\n", D, 3, 3);
	allow_case("/:\n  chosen-evil:\n    x: 1\n", D, 2, 3);
	allow_case("/:\n  model: evil\n", D, 2, 3);
	allow_case("/:\n  chosen: ~\n", D, 2, 3);
	allow_case("/chosen: ~\n", D, 1, 1);
	allow_case("/soc/uart@1: ~\n", D, 1, 1);
	allow_case("/soc:\n  new:\n    status: okay\n", D, 2, 3);
	allow_case("/soc/eth@3:\n  phy: ~\n", D, 2, 3);
	if (YAMLFDT_HAVE_MEMRESERVE)
		allow_case("/memreserve/: [0, 16]\n", D, 1, 1);
	allow_case("/chosen/../soc:\n  x: 1\n", -YAMLFDT_ERR_PATH, 1, 1);
	/* labels from the base tree's /__symbols__ */
	allow_case("*uart:\n  status: okay\n", 0, 0, 0);
	allow_case("*uart:\n  compatible: evil\n", D, 2, 3);
	/* a reference would write a phandle into /soc/gpio@2 */
	allow_case("/chosen:\n  a,g: *gpio\n", D, 2, 9);
}

/*
 * Issue 26, family 5: characters a copy from a web page or a PDF brings,
 * each an error that names it, at its first byte.  Comments may hold
 * anything; quoted strings anything but the invisible ones.
 */
static void test_pasted(void)
{
	/* '#' glued inside a plain value; one that ends it is a name */
	BAD("a: okay#enable it\n", YAMLFDT_ERR_HASH, 1, 8);
	BAD("a: okay# note\n", YAMLFDT_ERR_HASH, 1, 8);
	BAD("a: [x#y, 2]\n", YAMLFDT_ERR_HASH, 1, 6);
	BAD("a: \"okay\"#x\n", YAMLFDT_ERR_HASH, 1, 10);
	BAD("a: [1, 2]#x\n", YAMLFDT_ERR_HASH, 1, 10);
	STR("a: BATLOW#\n", "/", "a", "BATLOW#");
	STR("a: [BATLOW#, x]\n", "/", "a", "BATLOW#\0x");
	STR("a: okay # note#x\n", "/", "a", "okay");
	/* other UTF-8 stays valid, plain or quoted */
	STR("a: caf\xc3\xa9 \xe2\x84\xa2\n", "/", "a", "caf\xc3\xa9 \xe2\x84\xa2");
	if (!YAMLFDT_HAVE_PASTED)	/* Kconfig: left out */
		return;
	/* U+00A0 no-break space, and the other Unicode spaces */
	BAD("n:\n\xc2\xa0 a: 1\n", YAMLFDT_ERR_NBSP, 2, 1);
	BAD("n:\n  a:\xc2\xa0okay\n", YAMLFDT_ERR_NBSP, 2, 5);
	BAD("n:\n  a: okay\xc2\xa0\n", YAMLFDT_ERR_NBSP, 2, 10);
	BAD("n:\n  a: okay\xc2\xa0# x\n", YAMLFDT_ERR_NBSP, 2, 10);
	BAD("a: [1,\xc2\xa0" "2]\n", YAMLFDT_ERR_NBSP, 1, 7);
	BAD("a: x\xe2\x80\xafy\n", YAMLFDT_ERR_NBSP, 1, 5);	/* U+202F */
	BAD("a: 1\xe3\x80\x80\n", YAMLFDT_ERR_NBSP, 1, 5);	/* U+3000 */
	BAD("a: 1\n\xc2\xa0\n", YAMLFDT_ERR_NBSP, 2, 1);
	STR("a: \"x\xc2\xa0y\"\n", "/", "a", "x\xc2\xa0y");
	STR("# a\xc2\xa0" "b\na: 1 # \xc2\xa0\nb: x\n", "/", "b", "x");
	/* invisible: zero-width space, soft hyphen, U+FEFF, direction marks */
	BAD("a: okay\xe2\x80\x8b\n", YAMLFDT_ERR_INVISIBLE, 1, 8);
	BAD("a: \"okay\xe2\x80\x8b\"\n", YAMLFDT_ERR_INVISIBLE, 1, 9);
	BAD("a: x\xc2\xady\n", YAMLFDT_ERR_INVISIBLE, 1, 5);
	BAD("a: 1\n\xef\xbb\xbf" "b: 2\n", YAMLFDT_ERR_INVISIBLE, 2, 1);
	BAD("st\xe2\x80\x8e" "atus: okay\n", YAMLFDT_ERR_INVISIBLE, 1, 3);
	STR("\xef\xbb\xbf" "a: x\n", "/", "a", "x");	/* a BOM at the start */
	/* typographic quotes around a value, or in a key */
	BAD("a: \xe2\x80\x9cokay\xe2\x80\x9d\n", YAMLFDT_ERR_QUOTES, 1, 4);
	BAD("a: \xe2\x80\x98x\xe2\x80\x99\n", YAMLFDT_ERR_QUOTES, 1, 4);
	BAD("a: \xe2\x80\x9eokay\xe2\x80\x9c\n", YAMLFDT_ERR_QUOTES, 1, 4);
	BAD("a: \xc2\xabokay\xc2\xbb\n", YAMLFDT_ERR_QUOTES, 1, 4);
	BAD("a: okay\xe2\x80\x9d\n", YAMLFDT_ERR_QUOTES, 1, 8);
	BAD("a: \xe2\x80\xb2x\xe2\x80\xb2\n", YAMLFDT_ERR_QUOTES, 1, 4);
	BAD("a: [\xe2\x80\x9cti,x\xe2\x80\x9d, \"b\"]\n", YAMLFDT_ERR_QUOTES,
	    1, 5);
	BAD("\xe2\x80\x9c" "a\xe2\x80\x9d: 1\n", YAMLFDT_ERR_QUOTES, 1, 1);
	BAD("a: !str \xe2\x80\x9cx\xe2\x80\x9d\n", YAMLFDT_ERR_QUOTES, 1, 9);
	STR("a: It\xe2\x80\x99s\n", "/", "a", "It\xe2\x80\x99s");
	STR("a: \"\xe2\x80\x9cq\xe2\x80\x9d\"\n", "/", "a",
	    "\xe2\x80\x9cq\xe2\x80\x9d");
	/* dashes and minus signs in numbers, and in keys */
	BAD("a: [0x10\xe2\x80\x93" "0x20]\n", YAMLFDT_ERR_DASH, 1, 9);
	BAD("a: \xe2\x88\x92" "1\n", YAMLFDT_ERR_DASH, 1, 4);
	BAD("a: [1, \xe2\x80\x94" "2]\n", YAMLFDT_ERR_DASH, 1, 8);
	BAD("pinctrl\xe2\x80\x93" "0: [1]\n", YAMLFDT_ERR_DASH, 1, 8);
	STR("a: Acme \xe2\x80\x93 Board\n", "/", "a",
	    "Acme \xe2\x80\x93 Board");
	/* full-width forms */
	BAD("n:\n  status\xef\xbc\x9a okay\n", YAMLFDT_ERR_FULLWIDTH, 2, 9);
	BAD("a: ti\xef\xbc\x8cx\n", YAMLFDT_ERR_FULLWIDTH, 1, 6);
	STR("a: \"ti\xef\xbc\x8cx\"\n", "/", "a", "ti\xef\xbc\x8cx");
	BAD("a: acme,\xef\xac\x81" "fo\n", YAMLFDT_ERR_FULLWIDTH, 1, 9);
	/* a ligature in quotes too; a multiplication sign for x */
	BAD("a: \"wi\xef\xac\x81" "-fw.bin\"\n", YAMLFDT_ERR_FULLWIDTH, 1, 7);
	BAD("bootargs: video=1920\xc3\x97" "1080\n", YAMLFDT_ERR_FULLWIDTH,
	    1, 21);
	BAD("chosen:\n  bootargs: \"video=1920\xc3\x97" "1080\"\n",
	    YAMLFDT_ERR_FULLWIDTH, 2, 24);
	STR("a: \"2\xc3\x97" "2\"\n", "/", "a", "2\xc3\x97" "2");
	/* bytes that are not UTF-8 are a string's bytes, as before */
	STR("a: x\xe2\x80" "A\xc2\n", "/", "a", "x\xe2\x80" "A\xc2");
}

/*
 * Issue 26, family 6: a key twice in one mapping is DUPKEY at the second
 * (YAML forbids it, dtc rejects a property or node named twice; a
 * property and a node of one name are only a warning in dtc); the same
 * key in another mapping of the same node (a /path: or *label: key again,
 * another document) is DTS's second &{/path} block, and fine.
 */
static void test_dupkeys(void)
{
	static char many[4096];
	int i, n = 0;

	BAD("a: 1\nb: 2\na: 3\n", YAMLFDT_ERR_DUPKEY, 3, 1);
	BAD("n:\n  x: {}\n  y: 1\n  x:\n    p: 1\n", YAMLFDT_ERR_DUPKEY, 4, 3);
	BAD("n:\n  x: 1\n  x: ~\n", YAMLFDT_ERR_DUPKEY, 3, 3);
	BAD("n:\n  x: {}\n  x: 1\n  x:\n    y: 2\n", YAMLFDT_ERR_DUPKEY, 4, 3);
	/* a property and a node of one name: dtc warns, boards have them */
	STR("n:\n  x: {}\n  x: one\n", "/n", "x", "one");
	STR("n:\n  x: one\n  x:\n    y: 2\n", "/n", "x", "one");
	BAD("n:\n  a: 1\n  \"a\": 2\n", YAMLFDT_ERR_DUPKEY, 3, 3);
	BAD("n:\n  'a': 1\n  a : 2\n", YAMLFDT_ERR_DUPKEY, 3, 3);
	BAD("n:\n  a:\n    b: 1\n    a: 2\n  d: 1\n  a: ~\n",
	    YAMLFDT_ERR_DUPKEY, 6, 3);
	BAD("n:\n  a: [1,\n    2]\n  # a: 3\n  a: false\n",
	    YAMLFDT_ERR_DUPKEY, 5, 3);
	BAD("n: {}\nn:\n  a: 1\n", YAMLFDT_ERR_DUPKEY, 2, 1);
	/* keys that start with '#' are quoted, in any of the quotes */
	BAD("n:\n  \"#address-cells\": 1\n  \"#address-cells\": 2\n",
	    YAMLFDT_ERR_DUPKEY, 3, 3);
	BAD("n:\n  '#a': 1\n  b: 1\n  \"#a\": 2\n", YAMLFDT_ERR_DUPKEY, 4, 3);
	if (YAMLFDT_HAVE_ANCHORS)
		BAD("n:\n  /label/: [a]\n  /label/: [b]\n", YAMLFDT_ERR_DUPKEY,
		    3, 3);
	if (YAMLFDT_HAVE_DTC_YAML)
		BAD("- a: 1\n  b: 2\n  a: 3\n", YAMLFDT_ERR_DUPKEY, 3, 3);
	BAD_ON("soc:\n  u: {}\n", "/soc/u:\n  status: okay\n  reg: 1\n"
	       "  status: disabled\n", YAMLFDT_ERR_DUPKEY, 4, 3);
	/* Another mapping: fine */
	STR("n:\n  a: 1\n/n:\n  a: two\n", "/n", "a", "two");
	STR("n:\n  a: 1\n/n:\n  b: 1\n/n:\n  a: two\n", "/n", "a", "two");
	STR("a: 1\nn:\n  a: two\n", "/n", "a", "two");
	STR("n:\n  a: 1\nm:\n  a: two\n", "/m", "a", "two");
	STR("ab: 1\na: two\nb@1: {}\nb: x\n", "/", "a", "two");
	if (YAMLFDT_HAVE_DOCUMENTS)
		STR("a: 1\n---\na: two\n", "/", "a", "two");
	/* More keys than the summary has bits: only a real twin is one */
	for (i = 0; i < 200; i++)
		n += snprintf(many + n, sizeof(many) - (size_t)n,
			      "k%d:\n  p: %d\n", i, i);
	BYTES(many, "/k199", "p", 0, 0, 0, 199);
	snprintf(many + n, sizeof(many) - (size_t)n, "k17: {}\n");
	BAD(many, YAMLFDT_ERR_DUPKEY, 401, 1);
}

/*
 * Issue 26, family 11: DTS and other YAML habits, each a code of its own
 * whose message says what to write instead, at the line and column of the
 * mistake.
 */
static void test_habits(void)
{
	BAD("n:\n  status = \"okay\";\n", YAMLFDT_ERR_ASSIGN, 2, 10);
	BAD("n:\n  reg = <0x10 0x4>;\n", YAMLFDT_ERR_ASSIGN, 2, 7);
	BAD("n:\n  compatible = \"a\", \"b\";\n", YAMLFDT_ERR_ASSIGN, 2, 14);
	BAD("n:\n  status=\"okay\";\n", YAMLFDT_ERR_ASSIGN, 2, 9);
	BAD("n:\n  x = \"a: b\";\n", YAMLFDT_ERR_ASSIGN, 2, 5);
	BAD("&uart1:\n  status: okay\n", YAMLFDT_ERR_REFKEY, 1, 1);
	BAD("&{/soc/serial@48022000}:\n  a: 1\n", YAMLFDT_ERR_REFKEY, 1, 1);
	BAD("a: 1\n&uart1 {\n", YAMLFDT_ERR_REFKEY, 2, 1);
	BAD("n:\n  /delete-node/ x:\n", YAMLFDT_ERR_DELETE, 2, 3);
	BAD("n:\n  /delete-property/: x\n", YAMLFDT_ERR_DELETE, 2, 3);
	BAD("/delete-node/ &x;\n", YAMLFDT_ERR_DELETE, 1, 1);
	/* false deletes a property; a node (name@addr) is deleted with ~ */
	BAD("n:\n  wifi@1: false\n", YAMLFDT_ERR_DELETE, 2, 11);
	BAD("serial@1 {\n  status: okay\n", YAMLFDT_ERR_BRACE, 1, 10);
	BAD("/ {\n", YAMLFDT_ERR_BRACE, 1, 3);
	BAD("n:\n  fragment@0{\n", YAMLFDT_ERR_BRACE, 2, 13);
	BAD("n:\n  uart0: serial@1 {\n", YAMLFDT_ERR_BRACE, 2, 19);
	BAD("n:\n  a: 1\n};\n", YAMLFDT_ERR_BRACE, 3, 1);
	BAD("n:\n  wakeup-source\n  a: 1\n", YAMLFDT_ERR_NOCOLON, 2, 16);
	BAD("n:\n  a: 1\n  foo;\n", YAMLFDT_ERR_NOCOLON, 3, 6);
	BAD("wakeup-source # on\n", YAMLFDT_ERR_NOCOLON, 1, 14);
	if (YAMLFDT_HAVE_ANCHORS) {
		BAD("n:\n  /label/: console\n", YAMLFDT_ERR_LABELLIST, 2, 12);
		BAD("n:\n  /label/:\n    - console\n", YAMLFDT_ERR_LABELLIST,
		    2, 3);
	}
	/* a node as a list item: at its "- " */
	BAD("n:\n  - m:\n      a: 1\n", YAMLFDT_ERR_LISTITEM, 2, 3);
	BAD("n:\n  a:\n    - x\n    - b: c\n", YAMLFDT_ERR_LISTITEM, 4, 5);
	BAD("n:\n  a: 1\n  - m:\n", YAMLFDT_ERR_LISTITEM, 3, 3);
	BAD("n:\n  a: 1\n  - x\n", YAMLFDT_ERR_LISTITEM, 3, 3);
	BAD_ON("n: {}\n", "/n:\n  - m:\n      a: 1\n", YAMLFDT_ERR_LISTITEM,
	       2, 3);
	/* a plain value over lines: level with its key, deeper, after "- " */
	BAD("n:\n  a: one\n  two three\n", YAMLFDT_ERR_CONTINUED, 3, 3);
	BAD("n:\n  a: one\n    two\n", YAMLFDT_ERR_CONTINUED, 3, 5);
	BAD("n:\n  a:\n    - one\n      two\n", YAMLFDT_ERR_CONTINUED, 4, 7);
	BAD("n:\n  a: [1, 2]\n    3\n", YAMLFDT_ERR_CONTINUED, 3, 5);
	BAD("n:\n  a: \"x\"\n  \"y\"\n", YAMLFDT_ERR_CONTINUED, 3, 3);
	BAD("a: x y\n  z w\n", YAMLFDT_ERR_CONTINUED, 2, 3);
	BAD("n:\n  label: Debug: console\n", YAMLFDT_ERR_COLON, 2, 15);
	BAD("a: [x: y]\n", YAMLFDT_ERR_COLON, 1, 6);
	/* DTS's label before the name; a string that ends in ':' is quoted */
	BAD("soc:\n  uart3: serial@1000:\n    reg: 0x1000\n",
	    YAMLFDT_ERR_DTSLABEL, 2, 21);
	BAD("uart3: serial@1000: {}\n", YAMLFDT_ERR_DTSLABEL, 1, 19);
	BAD("uart3: serial@1000: {\n", YAMLFDT_ERR_DTSLABEL, 1, 19);
	BAD("n:\n  label: Debug:\n", YAMLFDT_ERR_DTSLABEL, 2, 15);
	STR("n:\n  label: \"Debug:\"\n", "/n", "label", "Debug:");
	/* *label without its ':' */
	if (YAMLFDT_HAVE_ANCHORS) {
		BAD("a: &x {}\n*x\n  b: 1\n", YAMLFDT_ERR_NOCOLON, 2, 3);
		BAD("a: &x {}\n*x {\n", YAMLFDT_ERR_BRACE, 2, 4);
		BAD("a: &x {}\n*x:b\n", YAMLFDT_ERR_COLONSPACE, 2, 4);
	}
	BAD("/dts-v1/;\n", YAMLFDT_ERR_DIRECTIVE, 1, 1);
	BAD("a: 1\n/plugin/;\n", YAMLFDT_ERR_DIRECTIVE, 2, 1);
	BAD("/include/ \"x.dtsi\"\n", YAMLFDT_ERR_DIRECTIVE, 1, 1);
	BAD("/memreserve/ 0x1000 0x100;\n", YAMLFDT_ERR_DIRECTIVE, 1, 1);
	BAD("n: {a: 1}\n", YAMLFDT_ERR_FLOWMAP, 1, 4);
	BAD("{\n  \"a\": 1\n}\n", YAMLFDT_ERR_FLOWMAP, 1, 1);
	BAD("n: {\n", YAMLFDT_ERR_FLOWMAP, 1, 4);
	BAD("a: |-\n  x\n", YAMLFDT_ERR_BLOCKSCALAR, 1, 4);
	BAD("a: >\n  x\n", YAMLFDT_ERR_BLOCKSCALAR, 1, 4);
	BAD("n:\n  \"a\": \"x\",\n", YAMLFDT_ERR_TRAILCOMMA, 2, 11);
	BAD("a: [1, 2],\n", YAMLFDT_ERR_TRAILCOMMA, 1, 10);
	BAD("a: okay,\n", YAMLFDT_ERR_TRAILCOMMA, 1, 8);
	BAD("a: \"a\", \"b\"\n", YAMLFDT_ERR_TRAILCOMMA, 1, 7);
	BAD("n:\n  a:\n  - one\n  two\n", YAMLFDT_ERR_CONTINUED, 4, 3);
	BAD("n:\n  #address-cells = <1>;\n", YAMLFDT_ERR_HASHKEY, 2, 3);
	BAD("n:\n  status:okay\n", YAMLFDT_ERR_COLONSPACE, 2, 10);
	BAD("n:\n  foo { };\n", YAMLFDT_ERR_BRACE, 2, 7);
	BAD("/ { };\n", YAMLFDT_ERR_BRACE, 1, 3);
	/* Still valid: a comment with DTS, words, '=' inside a value */
	STR("# status = \"okay\";\na: root=/dev/sda\n", "/", "a",
	    "root=/dev/sda");
	STR("#include <x.h>\na: 'x: y'\n", "/", "a", "x: y");
	STR("a: serial0:115200n8\n", "/", "a", "serial0:115200n8");
	STR("a: a{b}\n", "/", "a", "a{b}");
}

static void test_messages(void)
{
	current = "strerror";
	ok(!strcmp(yamlfdt_strerror(0), "success"), "success");
	ok(!strcmp(yamlfdt_strerror(-FDT_ERR_NOSPACE), fdt_strerror(-FDT_ERR_NOSPACE)),
	   "libfdt codes pass through");
	if (YAMLFDT_HAVE_MESSAGES)
		ok(!strcmp(yamlfdt_strerror(-YAMLFDT_ERR_TAB),
			   "tab character in indentation"), "a message");
	for (int c = YAMLFDT_ERR_SYNTAX; c < YAMLFDT_ERR_MAX; c++)
		ok(yamlfdt_strerror(-c) && *yamlfdt_strerror(-c), "every code");
}

/* The base tree of test_base_refs(): labels in /__symbols__, b@2 has 7. */
static int base_with_labels(void)
{
	struct yamlfdt_error e;

	fdt_create_empty_tree(buf, BUFSIZE);
	return apply("soc:\n  a@1:\n    v: 1\n  b@2:\n    v: 2\n"
		     "    phandle: 7\n  c@3:\n    v: 3\nchoice: {}\n", 0, &e) ||
	       apply("__symbols__:\n  la: /soc/a@1\n  lb: /soc/b@2\n"
		     "  lc: /soc/c@3\n", 0, &e);
}

/*
 * References to the base tree's labels, in every configuration (the boot
 * profile looks each one up in /__symbols__, with no label table): a node
 * without a phandle gets the next free one, once, last among its
 * properties; a reference to a node the text deleted before is an error.
 */
static void test_base_refs(void)
{
	static const uint8_t want[] = { 0, 0, 0, 8, 0, 0, 0, 7, 0, 0, 0, 8,
					0, 0, 0, 9, 0, 0, 0, 8 };
	static const char *const gone[] = {
		"/soc/a@1: ~\n/choice:\n  x: [*la]\n",
		"/soc: ~\n/choice:\n  x: [*lb]\n",
		"*lc: ~\n/choice:\n  x: [*la, *la, *lb, *la, *lc]\n",
		"/soc:\n  a@1: ~\n/choice:\n  x: [1, *lb, *la]\n",
	};
	struct yamlfdt_error e;
	const void *v;
	unsigned int i;
	int len, node, off, r;
	const char *name;

	current = "base refs";
	if (base_with_labels()) {
		ok(0, "base failed");
		return;
	}
	r = apply("/choice:\n  x: [*la, *lb, *la, *lc]\n*la:\n  me: [*la]\n"
		  "  z: 1\n", 0, &e);
	ok(r == 0, "applied");
	v = prop("/choice", "x", &len);
	ok(v && len == 16 && !memcmp(v, want, 16), "phandles 8, 7, 8, 9");
	v = prop("/soc/a@1", "me", &len);
	ok(v && len == 4 && !memcmp(v, want + 16, 4), "its own phandle");
	node = fdt_path_offset(buf, "/soc/a@1");
	name = NULL;
	fdt_for_each_property_offset(off, buf, node)
		fdt_getprop_by_offset(buf, off, &name, &len);
	ok(name && !strcmp(name, "phandle"), "the phandle last, as dtc");
	ok(fdt_get_phandle(buf, fdt_path_offset(buf, "/soc/c@3")) == 9,
	   "c@3 given 9");
	for (i = 0; i < N_OF(gone); i++) {
		current = gone[i];
		if (base_with_labels()) {
			ok(0, "base failed");
			continue;
		}
		memcpy(copy, buf, BUFSIZE);
		r = apply(gone[i], 0, &e);
		ok(r == -YAMLFDT_ERR_INUSE, "a reference to a deleted node");
		ok(!memcmp(buf, copy, compared()), "buffer changed on failure");
	}
	/* opened again by its label after it went: made anew on its path */
	current = "label opened after its node went";
	if (!base_with_labels()) {
		r = apply("*la: ~\n*la:\n  w: 1\n", 0, &e);
		ok(r == 0 && prop("/soc/a@1", "w", NULL) &&
		   !prop("/soc/a@1", "v", NULL), "a@1 made anew");
	}
}

/*
 * The nodes of top-level opens, found several per walk (core/find.c):
 * more opens than one walk takes, in no order, by path and by label, in
 * several documents, with deletions and re-creations between them, and
 * paths deeper than the walk goes.
 */
static void test_opens(void)
{
	static const char base[] =
		"soc:\n"
		"  a@1:\n    v: 1\n"
		"  b@2:\n    v: 2\n"
		"  c@3:\n    v: 3\n    sub:\n      v: 4\n"
		"  d@4:\n    v: 5\n"
		"choice: {}\n";
	char text[4096], *t = text, path[400];
	struct yamlfdt_error e;
	int i, r, node;

	current = "opens";
	fdt_create_empty_tree(buf, BUFSIZE);
	if (apply(base, 0, &e) ||
	    apply("__symbols__:\n  la: /soc/a@1\n  lb: /soc/b@2\n"
		  "  lc: /soc/c@3\n", 0, &e)) {
		ok(0, "base failed");
		return;
	}
	/* 3 rounds of 8 opens: more than YAMLFDT_OPENS takes at once */
	for (i = 0; i < 3; i++)
		t += sprintf(t,
			"*lc:\n  r%d: %d\n/soc/d@4:\n  r%d: %d\n"
			"/soc/c@3/sub:\n  r%d: %d\n*la:\n  r%d: %d\n"
			"/choice:\n  r%d: %d\n*lb:\n  r%d: %d\n"
			"/soc/a@1:\n  r%d: %d\n%s",
			i, i, i, i, i, i, i, i, i, i, i, i, i, i,
			i == 1 && YAMLFDT_HAVE_DOCUMENTS ? "---\n" : "");
	/* deleted, then opened again (created anew); created, then opened */
	t += sprintf(t, "/soc/d@4: ~\n/soc/b@2:\n  q: 1\n/soc/d@4:\n  w: 1\n"
		     "/soc:\n  e@5:\n    reg: 5\n    v: 6\n/soc/e@5:\n  w: 2\n"
		     "*lc: ~\n/soc/a@1:\n  q: 2\n");
	r = apply(text, 0, &e);
	if (r)
		printf("  (%s: error %d %s at %u:%u)\n", current, r,
		       yamlfdt_strerror(r), e.line, e.column);
	ok(r == 0, "applied");
	for (i = 0; i < 3; i++) {
		char name[8];

		sprintf(name, "r%d", i);
		ok(prop("/soc/a@1", name, NULL) && prop("/soc/b@2", name, NULL) &&
		   prop("/choice", name, NULL), "each round's writes");
	}
	ok(prop("/soc/b@2", "q", NULL) && prop("/soc/a@1", "q", NULL), "q");
	node = fdt_path_offset(buf, "/soc/d@4");
	ok(node >= 0 && prop("/soc/d@4", "w", NULL) &&
	   !prop("/soc/d@4", "v", NULL) && !prop("/soc/d@4", "r0", NULL),
	   "d@4 deleted, then created anew");
	ok(prop("/soc/e@5", "w", NULL) && prop("/soc/e@5", "v", NULL),
	   "e@5 created, then opened by path");
	ok(fdt_path_offset(buf, "/soc/c@3") == -FDT_ERR_NOTFOUND,
	   "c@3 deleted by its label");

	/* deeper than the walk goes: 24 levels, opened by path */
	current = "deep opens";
	fdt_create_empty_tree(buf, BUFSIZE);
	t = text;
	t += sprintf(t, "/:\n");
	for (i = 0; i < 12; i++)
		t += sprintf(t, "%*sn%d:\n", 2 * (i + 1), "", i);
	t += sprintf(t, "%*sv: 1\n", 2 * 13, "");
	r = apply(text, 0, &e);
	strcpy(path, "");
	for (i = 0; i < 12; i++)
		sprintf(path + strlen(path), "/n%d", i);
	t = text;
	t += sprintf(t, "%s:\n", path);
	for (i = 12; i < 24; i++)
		t += sprintf(t, "%*sn%d:\n", 2 * (i - 11), "", i);
	t += sprintf(t, "%*sv: 2\n", 2 * 13, "");
	r = r ? r : apply(text, 0, &e);
	for (i = 12; i < 24; i++)
		sprintf(path + strlen(path), "/n%d", i);
	sprintf(text, "/chosen-x:\n  a: 1\n%s:\n  w: 3\n/n0/n1:\n  w: 4\n", path);
	r = r ? r : apply("chosen-x: {}\n", 0, &e);
	r = r ? r : apply(text, 0, &e);
	if (r)
		printf("  (%s: error %d %s at %u:%u)\n", current, r,
		       yamlfdt_strerror(r), e.line, e.column);
	ok(r == 0 && prop(path, "w", NULL) && prop(path, "v", NULL) &&
	   prop("/n0/n1", "w", NULL), "a node 24 deep, opened by path");
}

/* A new phandle goes above the base's largest, as libfdt reads them. */
static void test_max_phandle(void)
{
	static const char base[] =
		"a:\n  linux,phandle: 20\n"			/* 20 */
		"b:\n  phandle: !uint8 [0, 0, 50]\n"		/* not 4 bytes: */
		"  linux,phandle: 9\n"				/* 9 */
		"c:\n  phandle: 7\n  linux,phandle: 30\n";	/* 7 */
	struct yamlfdt_error e;
	int node;

	current = "largest base phandle";
	fdt_create_empty_tree(buf, BUFSIZE);
	if (apply(base, 0, &e) ||
	    apply("n:\n  x: 1\n__symbols__:\n  n: /n\n", 0, &e) ||
	    apply("/:\n  m:\n    r: *n\n", 0, &e)) {
		ok(0, "apply failed");
		return;
	}
	node = fdt_path_offset(buf, "/n");
	ok(node >= 0 && fdt_get_phandle(buf, node) == 21,
	   "21: 30 is not c's phandle, 50 is not b's");
}

/* The state in caller memory: yamlfdt_opts.work, its label table after it. */
static void test_work(void)
{
	static const char base[] =
		"soc:\n  uart@1:\n    status: disabled\n"
		"  gpio@2:\n    gpio-controller: true\n    \"#gpio-cells\": 2\n"
		"chosen: {}\n"
		"__symbols__:\n  uart: /soc/uart@1\n  gpio: /soc/gpio@2\n";
	static const char yaml[] =
		"*uart:\n  status: okay\n  gpios: [*gpio, 1, 0]\n"
		"  led: &led\n    label: heartbeat\n"
		"/chosen:\n  stdout-path: !pathref uart\n  u-boot,led: *led\n";
	static long long work[512];	/* aligned for anything */
	size_t need = yamlfdt_work_size(), lab = sizeof(struct yamlfdt_label);
	struct yamlfdt_opts o = { .flags = SYMS, .work = work };
	struct yamlfdt_error e;
	int r, node;

	current = "opts.work";
	if (!YAMLFDT_HAVE_ANCHORS || !YAMLFDT_HAVE_PATHREF)
		return;
	ok(need > 0 && need + 16 * lab <= sizeof(work), "work size");
	fdt_create_empty_tree(buf, BUFSIZE);
	if (apply(base, 0, &e)) {
		ok(0, "base failed");
		return;
	}
	memcpy(copy, buf, BUFSIZE);
	/* too small, by one byte; misaligned; no room for the 3 labels */
	o.work_size = need - 1;
	r = yamlfdt_apply(buf, BUFSIZE, yaml, strlen(yaml), &o, &e);
	ok(r == -YAMLFDT_ERR_WORK && e.code == r && e.line == 0,
	   "one byte short: YAMLFDT_ERR_WORK, not about the text");
	o.work = (char *)work + 1;
	o.work_size = need + 16 * lab;
	r = yamlfdt_apply(buf, BUFSIZE, yaml, strlen(yaml), &o, &e);
	ok(r == -YAMLFDT_ERR_WORK, "misaligned: YAMLFDT_ERR_WORK");
	o.work = work;
	o.work_size = need + 2 * lab;
	r = yamlfdt_apply(buf, BUFSIZE, yaml, strlen(yaml), &o, &e);
	ok(r == -YAMLFDT_ERR_LABELS && e.line == 4 && e.column == 9,
	   "two labels' room after the state: YAMLFDT_ERR_LABELS at the third");
	ok(!memcmp(buf, copy, compared()), "buffer unchanged by the failures");
	/* room for exactly three */
	o.work_size = need + 3 * lab + lab - 1;
	r = yamlfdt_apply(buf, BUFSIZE, yaml, strlen(yaml), &o, &e);
	if (r)
		printf("  (%s: error %d %s at %u:%u)\n", current, r,
		       yamlfdt_strerror(r), e.line, e.column);
	ok(r == 0, "three labels' room: applied");
	node = fdt_path_offset(buf, "/soc/uart@1");
	ok(node >= 0 && fdt_getprop(buf, node, "status", NULL) &&
	   !strcmp(fdt_getprop(buf, node, "status", NULL), "okay"),
	   "status written");
	ok(prop("/chosen", "stdout-path", NULL) &&
	   !strcmp(prop("/chosen", "stdout-path", NULL), "/soc/uart@1"),
	   "!pathref of a base label");
	ok(!SYMS || (prop("/__symbols__", "led", NULL) &&
		     !strcmp(prop("/__symbols__", "led", NULL), "/soc/uart@1/led")),
	   "new label in /__symbols__");
	/* the state in work, the labels in opts.labels as before */
	{
		static struct yamlfdt_label labels[4];

		o.labels = labels;
		o.max_labels = 4;
		o.work_size = need;
		r = yamlfdt_apply(buf, BUFSIZE,
				  "/chosen:\n  u-boot,x: !pathref gpio\n", 34,
				  &o, &e);
		ok(r == 0 && prop("/chosen", "u-boot,x", NULL) &&
		   !strcmp(prop("/chosen", "u-boot,x", NULL), "/soc/gpio@2"),
		   "opts.labels with opts.work");
	}
}

/* A feature left out of this build is YAMLFDT_ERR_DISABLED where used. */
static void test_disabled(void)
{
	static const char *const allow[] = { "/chosen" };
	struct yamlfdt_opts o = { .allow = allow, .nallow = 1 };
	struct yamlfdt_error e;

	if (!YAMLFDT_HAVE_ANCHORS) {
		BAD("n: &l {}\n", YAMLFDT_ERR_DISABLED, 1, 4);
		BAD("n:\n  /label/: [a]\n", YAMLFDT_ERR_DISABLED, 2, 3);
		BAD("/: &r\n  a: 1\n", YAMLFDT_ERR_DISABLED, 1, 4);
		/* a base label is no definition of the text's */
		BAD_ON("n: {}\n__symbols__:\n  l: /n\n", "m:\n  r: *nol\n",
		       YAMLFDT_ERR_LABEL, 2, 7);
		current = "base labels without YAMLFDT_ANCHORS";
		fdt_create_empty_tree(buf, BUFSIZE);
		ok(!apply("n: {}\n__symbols__:\n  l: /n\n", 0, NULL) &&
		   !apply("*l:\n  x: 1\nm:\n  r: *l\n", 0, NULL) &&
		   prop("/n", "x", NULL) && prop("/m", "r", NULL) &&
		   fdt_get_phandle(buf, fdt_path_offset(buf, "/n")) == 1,
		   "open and reference a base label");
	}
	if (!YAMLFDT_HAVE_PATHREF)
		BAD("a: !pathref x\n", YAMLFDT_ERR_DISABLED, 1, 4);
	if (!YAMLFDT_HAVE_MEMRESERVE)
		BAD("/memreserve/: [0, 16]\n", YAMLFDT_ERR_DISABLED, 1, 1);
	if (!YAMLFDT_HAVE_DOCUMENTS) {
		BAD("a: 1\n---\nb: 2\n", YAMLFDT_ERR_DISABLED, 2, 1);
		BAD("a: 1\n...\nb: 2\n", YAMLFDT_ERR_DISABLED, 3, 1);
		STR("---\na: x\n...\n", "/", "a", "x");
	}
	if (!YAMLFDT_HAVE_ALLOW) {
		current = "allow-list without YAMLFDT_ALLOW";
		fdt_create_empty_tree(buf, BUFSIZE);
		memcpy(copy, buf, BUFSIZE);
		ok(yamlfdt_apply(buf, BUFSIZE, "a: 1\n", 5, &o, &e) ==
		   -YAMLFDT_ERR_DISABLED && e.line == 0 &&
		   !memcmp(buf, copy, compared()), "an allow-list is refused");
	}
}

/*
 * Issue 26's tree-side mistakes (families 7 to 9): a base with aliases,
 * a console by alias, labels and phandles; built without anchors, so that
 * every configuration has it.
 */
static const char tree_base[] =
	"aliases:\n  serial0: /soc/serial@1000\n  serial1: /soc/serial@2000\n"
	"chosen:\n  stdout-path: serial0:115200n8\n"
	"soc:\n"
	"  serial@1000:\n    reg: 0x1000\n"
	"  serial@2000:\n    reg: 0x2000\n    phandle: 5\n"
	"  pins:\n    p1:\n      phandle: 6\n"
	"__symbols__:\n  uart0: /soc/serial@1000\n  uart1: /soc/serial@2000\n"
	"  al: /aliases\n  p1: /soc/pins/p1\n";
/* the console by path, and no /aliases */
static const char tree_base2[] =
	"chosen:\n  stdout-path: \"/soc/serial@1000:115200n8\"\n"
	"soc:\n  serial@1000:\n    reg: 0x1000\n"
	"__symbols__:\n  uart0: /soc/serial@1000\n";

/*
 * @yaml applied to the tree @base builds with @flags (SYMS: with
 * /__symbols__, where the text names its labels): its result, and its
 * error.
 */
static int on_base_with(const char *base, unsigned int flags,
			const char *yaml, struct yamlfdt_error *e)
{
	current = yaml;
	fdt_create_empty_tree(buf, BUFSIZE);
	if (apply(base, flags, e))
		return -1000;
	return apply(yaml, 0, e);
}

static int on_base(const char *base, const char *yaml,
		   struct yamlfdt_error *e)
{
	return on_base_with(base, 0, yaml, e);
}

#define GOOD_SYMS(base, yaml) do { struct yamlfdt_error e_; \
	ok(!on_base_with(base, SYMS, yaml, &e_), "valid text rejected"); \
	} while (0)

#define GOOD_ON(base, yaml) do { struct yamlfdt_error e_; \
	ok(!on_base(base, yaml, &e_), "valid text rejected"); } while (0)

/* The error's ref_node is the node at @path (NULL: -1), ref_prop @prop. */
static void ref_is(const char *base, const char *yaml, int code,
		   const char *path, const char *prop)
{
	struct yamlfdt_error e;
	const char *name = NULL;
	char got[128] = "";

	ok(on_base(base, yaml, &e) == -code, "error code");
	if (e.ref_node >= 0)
		fdt_get_path(buf, e.ref_node, got, sizeof(got));
	if (e.ref_prop >= 0)
		fdt_getprop_by_offset(buf, e.ref_prop, &name, NULL);
	ok(path ? !strcmp(got, path) : e.ref_node == -1, "ref_node");
	ok(prop ? name && !strcmp(name, prop) : e.ref_prop == -1, "ref_prop");
}

/*
 * What the tree around a property rules out, on a base tree (place.c):
 * a device's property at the top level (ROOTPROP), reg against the
 * parent's cells and the unit address (CELLS, UNITADDR), an 8-bit I2C
 * address (I2CADDR), interrupts against #interrupt-cells (CELLS).
 */
static void test_place(void)
{
	static const char base[] =
		"model: m\n"
		"interrupt-parent: *intc\n"
		"intc: &intc\n"
		"  interrupt-controller: true\n"
		"  \"#interrupt-cells\": 2\n"
		"gic: &gic\n"
		"  interrupt-controller: true\n"
		"  \"#interrupt-cells\": 3\n"
		"bus:\n"
		"  \"#address-cells\": 1\n"
		"  \"#size-cells\": 1\n"
		"  dev@1000:\n"
		"    reg: [0x1000, 0x10]\n"
		"    interrupt-parent: *gic\n"
		"    vendor,size: 32\n"
		"    vendor,handle: 1\n"
		"    vendor,name: abc\n"
		"  other@2000:\n"
		"    reg: [0x2000, 0x10]\n"
		"wide:\n"
		"  \"#address-cells\": 2\n"
		"  \"#size-cells\": 2\n"
		"  mem@100000000:\n"
		"    reg: [1, 0, 0, 0x1000]\n"
		"i2c@3000:\n"
		"  \"#address-cells\": 1\n"
		"  \"#size-cells\": 0\n"
		"loose: {}\n"
		"gpio: &gpio\n"
		"  gpio-controller: true\n"
		"  \"#gpio-cells\": 2\n"
		"ccu: &ccu\n"
		"  \"#clock-cells\": 1\n";

	if (!YAMLFDT_HAVE_PLACE || !YAMLFDT_HAVE_NAME_RULES)
		return;
	/* a device's property at the top level: under-indented */
	BAD_ON(base, "/bus/dev@1000:\n  status: okay\npinctrl-names: [default]\n",
	       YAMLFDT_ERR_ROOTPROP, 3, 1);
	BAD_ON(base, "status: disabled\n", YAMLFDT_ERR_ROOTPROP, 1, 1);
	BAD_ON(base, "bootargs: console=ttyS0\n", YAMLFDT_ERR_CHOSEN, 1, 1);
	BAD_ON(base, "clock-frequency: 1000\n", YAMLFDT_ERR_ROOTPROP, 1, 1);
	BAD_ON(base, "wakeup-source: true\n", YAMLFDT_ERR_ROOTPROP, 1, 1);
	BAD_ON(base, "reset-gpios: [*intc, 1, 0]\n", YAMLFDT_ERR_ROOTPROP, 1, 1);
	/* the root's own, one it has, and any under "/:" */
	GOOD_ON(base, "model: acme\nserial-number: \"1\"\n\"#size-cells\": 1\n");
	GOOD_ON(base, "interrupt-parent: 2\ncompatible: [a, b]\n");
	GOOD_ON(base, "/:\n  status: okay\n");
	/* reg: entries of #address-cells + #size-cells */
	BAD_ON(base, "/bus/dev@1000:\n  reg: [0x1000, 0x10, 4]\n",
	       YAMLFDT_ERR_CELLS, 2, 8);
	BAD_ON(base, "/bus:\n  new@4000:\n    reg: 0x4000\n",
	       YAMLFDT_ERR_CELLS, 3, 10);
	BAD_ON(base, "/wide/mem@100000000:\n  reg: [1, 0, 0x1000]\n",
	       YAMLFDT_ERR_CELLS, 2, 8);
	GOOD_ON(base, "/bus:\n  new@4000:\n    reg: [0x4000, 0x10]\n");
	GOOD_ON(base, "/bus/dev@1000:\n  reg: [0x1000, 0x20, 0x3000, 4]\n");
	GOOD_ON(base, "/wide/mem@100000000:\n  reg: [1, 0, 0, 0x2000]\n");
	/* cells the base does not set: the text may */
	GOOD_ON(base, "/loose:\n  x@1:\n    reg: 1\n");
	/* reg's first address is the unit address: a 64-bit one on 1 cell */
	BAD_ON(base, "/bus/dev@1000:\n  reg: [0x0, 0x1000, 0x0, 0x10]\n",
	       YAMLFDT_ERR_UNITADDR, 2, 8);
	BAD_ON(base, "/bus/dev@1000:\n  reg: [0x2000, 0x10]\n",
	       YAMLFDT_ERR_UNITADDR, 2, 8);
	/* an I2C address has 7 bits, or 10 with the flag */
	BAD_ON(base, "/i2c@3000:\n  eeprom@a0:\n    reg: 0xa0\n",
	       YAMLFDT_ERR_I2CADDR, 3, 10);
	GOOD_ON(base, "/i2c@3000:\n  eeprom@50:\n    reg: 0x50\n");
	GOOD_ON(base, "/i2c@3000:\n  ten@800000a0:\n    reg: 0x800000a0\n");
	GOOD_ON(base, "/i2c@3000:\n  me@40000050:\n    reg: 0x40000050\n");
	/* interrupts: entries of the controller's #interrupt-cells */
	BAD_ON(base, "/bus/dev@1000:\n  interrupts: [34, 4]\n",
	       YAMLFDT_ERR_CELLS, 2, 15);
	BAD_ON(base, "/bus/other@2000:\n  interrupts: [0, 34, 4]\n",
	       YAMLFDT_ERR_CELLS, 2, 15);
	BAD_ON(base, "/bus:\n  new@4000:\n    reg: [0x4000, 1]\n"
	       "    interrupts: [1]\n", YAMLFDT_ERR_CELLS, 4, 17);
	GOOD_ON(base, "/bus/dev@1000:\n  interrupts: [0, 34, 4]\n");
	GOOD_ON(base, "/bus/other@2000:\n  interrupts: [34, 4, 35, 4]\n");
	/* a flag by its name's shape: no-*, cap-*, *-inverted, *-on, ... */
	BAD_ON(base, "/bus/dev@1000:\n  no-1-8-v: 0\n", YAMLFDT_ERR_FLAG,
	       2, 13);
	BAD_ON(base, "/bus/dev@1000:\n  cap-mmc-hw-reset: [0, 0]\n",
	       YAMLFDT_ERR_FLAG, 2, 21);
	BAD_ON(base, "/bus/dev@1000:\n  cd-inverted: \"false\"\n",
	       YAMLFDT_ERR_FLAG, 2, 16);
	BAD_ON(base, "/bus/dev@1000:\n  enable-active-high: 0\n",
	       YAMLFDT_ERR_FLAG, 2, 23);
	BAD_ON(base, "/bus/dev@1000:\n  no-wp: \"off\"\n", YAMLFDT_ERR_FLAG,
	       2, 10);
	GOOD_ON(base, "/bus/dev@1000:\n  no-1-8-v: true\n  assert-high: 0\n"
		"  invert-pxl-clk: 0\n  fsl,tx-swing-low: 0\n"
		"  no-loopback-test: 1\n  keep-x: !uint32 0\n");
	/* its own interrupt-parent, before or after; raw, as dtc -O dts */
	GOOD_ON(base, "/bus/dev@1000:\n  interrupts: [5, 8]\n"
		"  interrupt-parent: 1\n");
	BAD_ON(base, "/bus/dev@1000:\n  interrupts: [5, 8]\n"
	       "  interrupt-parent: 2\n", YAMLFDT_ERR_CELLS, 2, 15);
	BAD_ON(base, "/bus/dev@1000:\n  interrupt-parent: 3\n"
	       "  interrupts: [5, 8]\n", YAMLFDT_ERR_RAWPHANDLE, 2, 21);
	/* a new property one letter off one the node has, or status */
	BAD_ON(base, "/bus/dev@1000:\n  interrupt-prent: 2\n",
	       YAMLFDT_ERR_TYPO, 2, 3);
	BAD_ON(base, "/bus/dev@1000:\n  interrupt-parnet: 2\n",
	       YAMLFDT_ERR_TYPO, 2, 3);
	BAD_ON(base, "/bus/dev@1000:\n  interrupts-parent: 2\n",
	       YAMLFDT_ERR_TYPO, 2, 3);
	BAD_ON(base, "/bus/dev@1000:\n  stauts: okay\n", YAMLFDT_ERR_TYPO, 2, 3);
	BAD_ON(base, "/bus/dev@1000:\n  statsu: okay\n", YAMLFDT_ERR_TYPO, 2, 3);
	ref_is(base, "/bus/dev@1000:\n  regg: 1\n  interrupt-parant: 2\n",
	       YAMLFDT_ERR_TYPO, "/bus/dev@1000", "interrupt-parent");
	/* other names: a digit, a final s, a short word, two letters off */
	GOOD_ON(base, "/bus/dev@1000:\n  pinctrl-1: 2\n  pinctrl-0: 1\n"
		"  vdda-supply: 1\n  vdd-supply: 1\n  stat: 1\n"
		"  interrupt-father: 2\n  rx-delay-ps: 1\n  tx-delay-ps: 1\n");
	/* one letter off a standard name, on a new node too */
	BAD_ON(base, "/bus:\n  new@5000:\n    reg: [0x5000, 1]\n"
	       "    compatable: a\n", YAMLFDT_ERR_TYPO, 4, 5);
	BAD_ON(base, "/bus/dev@1000:\n  pinctrl-name: [default]\n",
	       YAMLFDT_ERR_TYPO, 2, 3);
	BAD_ON(base, "/bus/dev@1000:\n  interrupt: [1, 2, 3]\n",
	       YAMLFDT_ERR_TYPO, 2, 3);
	GOOD_ON(base, "/bus:\n  new@5000:\n    compatible: a\n"
		"    reg: [0x5000, 1]\n    clock-output-names: [baud]\n");
	/* a deletion that finds nothing, but a near name */
	BAD_ON(base, "/bus/dev@1000:\n  interrupt-parnet: false\n",
	       YAMLFDT_ERR_NOTHERE, 2, 3);
	BAD_ON(base, "/bus/dev@1000:\n  stauts: ~\n", YAMLFDT_ERR_NOTHERE, 2, 3);
	BAD_ON(base, "/bus:\n  dev: ~\n", YAMLFDT_ERR_NOTHERE, 2, 3);
	BAD_ON(base, "dev@1000: ~\n", YAMLFDT_ERR_NOTHERE, 1, 1);
	BAD_ON(base, "/bus:\n  dev@1001: ~\n", YAMLFDT_ERR_NOTHERE, 2, 3);
	ref_is(base, "/bus:\n  other: ~\n", YAMLFDT_ERR_NOTHERE,
	       "/bus/other@2000", NULL);
	ref_is(base, "/bus/dev@1000:\n  interrupt-paren: false\n",
	       YAMLFDT_ERR_NOTHERE, "/bus/dev@1000", "interrupt-parent");
	/* a string where the base holds cells; a string for a string */
	BAD_ON(base, "/bus/dev@1000:\n  vendor,size: \"64\"\n",
	       YAMLFDT_ERR_RETYPE, 2, 16);
	BAD_ON(base, "/bus/dev@1000:\n  vendor,size: sixty\n",
	       YAMLFDT_ERR_RETYPE, 2, 16);
	BAD_ON(base, "/bus/dev@1000:\n  vendor,handle: \"\"\n",
	       YAMLFDT_ERR_RETYPE, 2, 18);
	GOOD_ON(base, "/bus/dev@1000:\n  vendor,size: 64\n"
		"  vendor,name: other\n");
	GOOD_ON(base, "/bus/dev@1000:\n  vendor,size: ~\n");
	GOOD_ON(base, "/bus/dev@1000:\n  vendor,size: !str \"64\"\n");
	/* each reference and its target's #*-cells */
	if (YAMLFDT_HAVE_SYMBOLS) {
		BAD_ON(base, "/bus/dev@1000:\n  reset-gpios: [*gpio, 5]\n",
		       YAMLFDT_ERR_CELLS, 2, 17);
		BAD_ON(base, "/bus/dev@1000:\n  clocks: [*ccu]\n",
		       YAMLFDT_ERR_CELLS, 2, 12);
		BAD_ON(base, "/bus/dev@1000:\n  clocks: [*ccu, 1, *ccu]\n",
		       YAMLFDT_ERR_CELLS, 2, 21);
		BAD_ON(base, "/bus/dev@1000:\n  gpios: [*gpio, 5, 0, 0]\n",
		       YAMLFDT_ERR_CELLS, 2, 11);
		/* cs-gpios' 0 entries: the controller's own chip selects */
		GOOD_SYMS(base, "/bus/dev@1000:\n  cs-gpios: [*gpio, 5, 0, 0, "
			  "*gpio, 6, 1]\n");
		GOOD_SYMS(base, "/bus/dev@1000:\n  cs-gpios: [0, *gpio, 5, 0, "
			  "0]\n");
		BAD_ON(base, "/bus/dev@1000:\n  cs-gpios: [*gpio, 5, 0, 7]\n",
		       YAMLFDT_ERR_CELLS, 2, 14);
		BAD_ON(base, "/bus/dev@1000:\n  pinctrl-0: [*ccu, 1]\n",
		       YAMLFDT_ERR_CELLS, 2, 15);
		/* a target with no count: no controller of that kind */
		BAD_ON(base, "/bus/dev@1000:\n  pwms: [*ccu, 1]\n",
		       YAMLFDT_ERR_CELLS, 2, 10);
		/* its own interrupt-parent, by label: that one's cells */
		BAD_ON(base, "/bus/dev@1000:\n  interrupt-parent: *intc\n"
		       "  interrupts: [0, 34, 4]\n", YAMLFDT_ERR_CELLS, 3, 15);
		GOOD_SYMS(base, "/bus/dev@1000:\n  interrupts: [34, 4]\n"
			  "  interrupt-parent: *intc\n");
		GOOD_SYMS(base, "/bus/dev@1000:\n  clocks: [*ccu, 1, *ccu, 2]\n"
			  "  reset-gpios: [*gpio, 5, 0]\n  pinctrl-0: [*ccu]\n"
			  "  pinctrl-names: [default]\n"
			  "  vendor,x: [*ccu, 1, 2, 3]\n");
		/* a label the text defines: its cells are the text's */
		GOOD_SYMS(base, "/bus:\n  new@6000: &new\n    reg: [0x6000, 1]\n"
			  "    \"#clock-cells\": 0\n"
			  "  dev@1000:\n    clocks: [*new]\n");
		BAD_ON(base, "/bus:\n  new@6000: &new\n    reg: [0x6000, 1]\n"
		       "    \"#clock-cells\": 0\n"
		       "  dev@1000:\n    clocks: [*new, 1]\n",
		       YAMLFDT_ERR_CELLS, 6, 14);
		BAD_ON(base, "/bus:\n  new@6000: &new\n    reg: [0x6000, 1]\n"
		       "  dev@1000:\n    clocks: [*new]\n",
		       YAMLFDT_ERR_CELLS, 5, 14);
		/* set in a later mapping of the node, or on a base node */
		GOOD_SYMS(base, "/bus:\n  new@6000: &new\n    reg: [0x6000, 1]\n"
			  "  dev@1000:\n    clocks: [*new, 2]\n---\n"
			  "/bus/new@6000:\n  \"#clock-cells\": 1\n");
		GOOD_SYMS(base, "/bus/other@2000: &o\n  x: 1\n"
			  "/bus/dev@1000:\n  clocks: [*o]\n"
			  "/bus/other@2000:\n  \"#clock-cells\": 0\n");
	}
	/* a thousand times too small for the unit, unless tagged */
	BAD_ON(base, "/i2c@3000:\n  clock-frequency: 100\n",
	       YAMLFDT_ERR_UNIT, 2, 20);
	BAD_ON(base, "/:\n  reg3v3:\n    regulator-min-microvolt: 3300\n",
	       YAMLFDT_ERR_UNIT, 3, 30);
	BAD_ON(base, "/bus/dev@1000:\n  spi-max-frequency: 10\n",
	       YAMLFDT_ERR_UNIT, 2, 22);
	GOOD_ON(base, "/i2c@3000:\n  clock-frequency: 100000\n");
	GOOD_ON(base, "/i2c@3000:\n  clock-frequency: !uint32 100\n");
	GOOD_ON(base, "/:\n  reg0:\n    regulator-min-microvolt: 0\n"
		"    regulator-max-microvolt: 3300000\n");
	/* Exynos 4210's PMIC bucks start at 0.065 V */
	GOOD_ON(base, "/:\n  buck1:\n    regulator-min-microvolt: 65000\n"
		"    regulator-max-microvolt: 2225000\n");
	GOOD_ON(base, "/bus/dev@1000:\n  clock-frequency: 32\n");
	/* and a fixed clock's Hz, an OPP's uV, a trip's mC, a baud rate */
	BAD_ON(base, "/:\n  osc:\n    compatible: fixed-clock\n"
	       "    clock-frequency: 24\n", YAMLFDT_ERR_UNIT, 4, 22);
	BAD_ON(base, "/:\n  o:\n    opp-microvolt: 1300\n",
	       YAMLFDT_ERR_UNIT, 3, 20);
	BAD_ON(base, "/:\n  trip:\n    temperature: 95\n",
	       YAMLFDT_ERR_UNIT, 3, 18);
	BAD_ON(base, "/bus/dev@1000:\n  current-speed: 115\n",
	       YAMLFDT_ERR_UNIT, 2, 18);
	BAD_ON(base, "/i2c@3000:\n  clock-frequency: 1000\n",
	       YAMLFDT_ERR_UNIT, 2, 20);
	BAD_ON(base, "/bus/dev@1000:\n  reg-io-width: 32\n",
	       YAMLFDT_ERR_UNIT, 2, 17);
	GOOD_ON(base, "/bus/dev@1000:\n  reg-io-width: 4\n");
	GOOD_ON(base, "/:\n  osc:\n    compatible: fixed-clock\n"
		"    clock-frequency: 32768\n  trip:\n    temperature: 95000\n"
		"  o:\n    opp-microvolt: [950000, 900000, 1000000]\n");
	/* opp-hz is /bits/ 64: one 32-bit cell is no frequency */
	BAD_ON(base, "/:\n  opp:\n    opp-hz: 1200000000\n", YAMLFDT_ERR_TYPE,
	       3, 13);
	GOOD_ON(base, "/:\n  opp:\n    opp-hz: !uint64 1200000000\n"
		"  opp2:\n    opp-hz: [0, 1200000000]\n");
	/* linux, left out: an LED trigger the kernel does not read */
	BAD_ON(base, "/:\n  led:\n    default-trigger: heartbeat\n",
	       YAMLFDT_ERR_TYPO, 3, 5);
	GOOD_ON(base, "/:\n  led:\n    linux,default-trigger: heartbeat\n"
		"  trip:\n    temperature: 95000\n    hysteresis: 2000\n"
		"  cold:\n    temperature: -20000\n");
	BAD_ON(base, "/:\n  trip:\n    temperature: 95C\n",
	       YAMLFDT_ERR_NOTNUM, 3, 18);
	/* a minimum above its maximum, in the mapping or the base */
	BAD_ON(base, "/:\n  reg:\n    regulator-min-microvolt: 3300000\n"
	       "    regulator-max-microvolt: 1800000\n", YAMLFDT_ERR_MINMAX,
	       3, 30);
	BAD_ON(base, "/:\n  reg:\n    regulator-max-microvolt: 1800000\n"
	       "    regulator-min-microvolt: 3300000\n", YAMLFDT_ERR_MINMAX,
	       3, 30);
	GOOD_ON(base, "/:\n  reg:\n    regulator-min-microvolt: 1800000\n"
		"    regulator-max-microvolt: 1800000\n"
		"    vendor,x-min-y: 5\n    vendor,x-max-y: 9\n");
	/* a fifth probe's: a datasheet's end address; a copied address */
	BAD_ON(base, "/bus:\n  new@10043000:\n    reg: [0x10043000, 0x100433ff]\n",
	       YAMLFDT_ERR_REGEND, 3, 10);
	GOOD_ON(base, "/bus:\n  new@1000000:\n    reg: [0x1000000, 0x2000000]\n");
	BAD_ON(base, "/bus:\n  new@80000000:\n    reg: [0x80000000, 0xc0000000]\n",
	       YAMLFDT_ERR_REGEND, 3, 10);	/* past 4 GiB: an end */
	GOOD_ON(base, "/bus:\n  new@80000000:\n    reg: [0x80000000, 0x80000000]\n");
	BAD_ON(base, "/bus:\n  rtc@1000:\n    reg: [0x1000, 0x10]\n",
	       YAMLFDT_ERR_DUPADDR, 2, 6);
	/* an I2C bus at 100 MHz; a deletion its parent would find */
	BAD_ON(base, "/i2c@3000:\n  clock-frequency: 100000000\n",
	       YAMLFDT_ERR_UNIT, 2, 20);
	GOOD_ON(base, "/i2c@3000:\n  clock-frequency: 3400000\n");
	/* a device indented into a new device, not its bus */
	BAD_ON(base, "/i2c@3000:\n  rtc@68:\n    compatible: a,b\n"
	       "    reg: 0x68\n    t@48:\n      compatible: c,d\n"
	       "      reg: 0x48\n", YAMLFDT_ERR_NOCELLS, 7, 12);
	BAD_ON(base, "/bus/dev@1000:\n  \"#size-cells\": false\n",
	       YAMLFDT_ERR_NOTHERE, 2, 4);
	GOOD_ON(base, "/bus/dev@1000:\n  status: ~\n");
	/* ~ for DTS's "name;": a flag by shape, ranges in a new bus */
	BAD_ON(base, "/bus/dev@1000:\n  cap-sdio-irq: ~\n", YAMLFDT_ERR_FLAG,
	       2, 17);
	BAD_ON(base, "/:\n  b:\n    compatible: simple-bus\n    ranges: ~\n",
	       YAMLFDT_ERR_FLAG, 4, 13);
	BAD_ON(base, "/bus/dev@1000:\n  mmc-hs200-1_8v: 0\n", YAMLFDT_ERR_FLAG,
	       2, 19);
	/* "status: ~" to keep a node off: with no status it is on */
	BAD_ON("n:\n  status: disabled\n", "/n:\n  status: ~\n",
	       YAMLFDT_ERR_STATUS, 2, 11);
	BAD_ON("n:\n  status: fail\n", "/n:\n  x: 1\n  status: ~\n",
	       YAMLFDT_ERR_STATUS, 3, 11);
	GOOD_ON("n:\n  status: ok\n", "/n:\n  status: ~\n");
	/* a name cut short; a sibling indented into its kind */
	BAD_ON(base, "/bus/dev@1000:\n  interrupt-par: 2\n",
	       YAMLFDT_ERR_TYPO, 2, 3);
	/* a flag's or a family's name misspelt */
	BAD_ON(base, "/bus/dev@1000:\n  interrupt-controler: true\n",
	       YAMLFDT_ERR_TYPO, 2, 3);
	BAD_ON(base, "/bus/dev@1000:\n  vmmc-suppy: 1\n", YAMLFDT_ERR_TYPO,
	       2, 3);
	BAD_ON(base, "/bus/dev@1000:\n  reset-gpois: [1, 2]\n",
	       YAMLFDT_ERR_TYPO, 2, 3);
	GOOD_ON(base, "/bus/dev@1000:\n  acme,fast: true\n  vdda-supply: 1\n");
	/* rx beside tx is a pair, not a typo; a hog's line-name a string */
	GOOD_ON("n:\n  snps,txpbl: 8\n", "/n:\n  snps,rxpbl: 8\n");
	GOOD_ON("n:\n  gpio-controller: true\n  \"#gpio-cells\": 2\n",
		"/n:\n  h:\n    gpio-hog: true\n    gpios: [15, 0]\n"
		"    output-high: true\n    line-name: WIFI_EN\n");
	GOOD_ON(base, "/bus/dev@1000:\n  vendor: 1\n  reg-io: 1\n");
	BAD_ON(base, "/:\n  leds:\n    led-0:\n      label: a\n      led-1:\n"
	       "        label: b\n", YAMLFDT_ERR_NESTED, 5, 7);
	GOOD_ON(base, "/loose:\n  port-0:\n    endpoint-0:\n      x: 1\n");
	/* interrupt-parent at no controller; a fragment; a quoted key */
	if (YAMLFDT_HAVE_SYMBOLS)
		BAD_ON(base, "/bus/dev@1000:\n  interrupt-parent: *ccu\n"
		       "  interrupts: [1, 2]\n", YAMLFDT_ERR_CELLS, 2, 21);
	BAD_ON(base, "/:\n  fragment@0:\n    target: 1\n",
	       YAMLFDT_ERR_OVERLAY, 2, 3);
	BAD_ON(base, "\"*gic\":\n  status: okay\n", YAMLFDT_ERR_REFKEY, 1, 2);
	BAD("a: [1, 2\n  3]\n", YAMLFDT_ERR_NOCOMMA, 2, 3);
	/* what is nowhere: a text for several boards may delete it */
	GOOD_ON(base, "/bus/dev@1000:\n  wakeup-source: false\n"
		"  vendor,thing: ~\n  gone@4: ~\n  status: ~\n");
	/* compiling a whole board keeps dtc's warnings */
	GOOD_ON("", "status: okay\nb:\n  \"#address-cells\": 1\n"
		"  \"#size-cells\": 1\n  d@1:\n    reg: 5\n");
}

/*
 * A fourth probe's families (place.c, names.c, check.c): a property after
 * a child node (PROPAFTER), pinctrl-N at a device and pin settings in one
 * (PINGROUP), a hog's gpios with a reference (HOG), a character cell in a
 * property of strings (CHARCELL), a dt-bindings macro as a word (WORD).
 */
/*
 * What the bindings allow for a few well-known properties (units.c, and
 * what place.c and specs.c read by the tree): a word from a list (ENUM),
 * a GIC's or a GPIO controller's trigger (IRQTYPE), names for each entry
 * (NAMES, PINNAMES), a unit's range, a 64-bit width.
 */
static void test_units(void)
{
	static const char base[] =
		"model: m\n"
		"\"#address-cells\": 1\n"
		"\"#size-cells\": 1\n"
		"interrupt-parent: *gic\n"
		"gic: &gic\n"
		"  compatible: arm,cortex-a7-gic\n"
		"  interrupt-controller: true\n"
		"  \"#interrupt-cells\": 3\n"
		"gpio@1000: &gpio\n"
		"  compatible: a,gpio\n"
		"  reg: [0x1000, 0x100]\n"
		"  gpio-controller: true\n"
		"  \"#gpio-cells\": 2\n"
		"  interrupt-controller: true\n"
		"  \"#interrupt-cells\": 2\n"
		"pinctrl:\n"
		"  compatible: a,pinctrl\n"
		"  grp: &grp\n"
		"    function: f\n"
		"memory@80000000:\n"
		"  device_type: memory\n"
		"  reg: [0x80000000, 0x20000000]\n"
		"cpus:\n"
		"  \"#address-cells\": 1\n"
		"  \"#size-cells\": 0\n"
		"  cpu@0:\n"
		"    device_type: cpu\n"
		"    reg: 0\n"
		"mmc@2000:\n"
		"  compatible: a,mmc\n"
		"  reg: [0x2000, 0x100]\n"
		"  bus-width: 4\n"
		"eth@3000:\n"
		"  compatible: a,eth\n"
		"  reg: [0x3000, 0x100]\n"
		"  interrupts: [0, 5, 4]\n"
		"  phy-mode: rgmii\n"
		"  mdio:\n"
		"    \"#address-cells\": 1\n"
		"    \"#size-cells\": 0\n"
		"    phy@1:\n"
		"      reg: 1\n"
		"osc: &osc\n"
		"  compatible: fixed-clock\n"
		"  \"#clock-cells\": 0\n"
		"  clock-frequency: 24000000\n"
		"odd@7000:\n"	/* a board's own dtc warning */
		"  reg: [0x7050, 4]\n"
		"  interrupts: [0, 9, 4]\n"
		"  interrupt-names: [a, b]\n"
		"  pinctrl-0: [*grp]\n"
		"  gpmc,device-nand: \"true\"\n";

	if (!YAMLFDT_HAVE_PLACE || !YAMLFDT_HAVE_NAME_RULES)
		return;
	/* words from a list, matched whole; phy-mode in any case */
	BAD_ON(base, "/eth@3000:\n  phy-mode: rgmii_id\n", YAMLFDT_ERR_ENUM,
	       2, 13);
	BAD_ON(base, "/eth@3000:\n  phy-mode: \"rgmii-id \"\n",
	       YAMLFDT_ERR_ENUM, 2, 13);
	BAD_ON(base, "/:\n  psci:\n    compatible: arm,psci-1.0\n"
	       "    method: SMC\n", YAMLFDT_ERR_ENUM, 4, 13);
	BAD_ON(base, "/:\n  led:\n    default-state: \"1\"\n",
	       YAMLFDT_ERR_ENUM, 3, 20);
	BAD_ON(base, "/:\n  trip:\n    temperature: 95000\n    type: crit\n",
	       YAMLFDT_ERR_ENUM, 4, 11);
	BAD_ON(base, "/memory@80000000:\n  device_type: ram\n",
	       YAMLFDT_ERR_ENUM, 2, 16);
	BAD_ON(base, "/cpus/cpu@0:\n  enable-method: spci\n",
	       YAMLFDT_ERR_ENUM, 2, 18);
	GOOD_ON(base, "/eth@3000:\n  phy-mode: RGMII-ID\n"
		"/:\n  led:\n    default-state: keep\n"
		"  usb:\n    dr_mode: otg\n"
		"    maximum-speed: super-speed-plus-gen2x2\n"
		"  trip:\n    temperature: 95000\n    type: critical\n"
		"  other:\n    type: crit\n"
		"/cpus/cpu@0:\n  device_type: cpu\n"
		"  enable-method: allwinner,sun6i-a31\n");
	/* numbers from a set: an MMC bus, an MDIO address, GPIO flags */
	BAD_ON(base, "/mmc@2000:\n  bus-width: 5\n", YAMLFDT_ERR_ENUM, 2, 14);
	GOOD_ON(base, "/mmc@2000:\n  bus-width: 8\n");
	BAD_ON(base, "/eth@3000/mdio:\n  phy@20:\n    reg: 0x20\n",
	       YAMLFDT_ERR_ENUM, 3, 10);
	GOOD_ON(base, "/eth@3000/mdio:\n  phy@1f:\n    reg: 0x1f\n");
	BAD_ON(base, "/:\n  spi@4000:\n    compatible: a,spi\n    reg: [0x4000, 0x100]\n"
	       "    \"#address-cells\": 1\n    \"#size-cells\": 0\n"
	       "    flash@0:\n      reg: [0, 0x1000000]\n", YAMLFDT_ERR_ENUM,
	       8, 12);
	BAD_ON(base, "/:\n  i2c@5000:\n    compatible: a,i2c\n    reg: [0x5000, 0x100]\n"
	       "    \"#address-cells\": 1\n    \"#size-cells\": 0\n"
	       "    rtc@d0:\n      reg: 0xd0\n", YAMLFDT_ERR_I2CADDR, 8, 12);
	GOOD_ON(base, "/:\n  spi@4000:\n    compatible: a,spi\n    reg: [0x4000, 0x100]\n"
		"    \"#address-cells\": 1\n    \"#size-cells\": 0\n"
		"    flash@1:\n      reg: 1\n");
	BAD_ON(base, "/:\n  pwrseq:\n    reset-gpios: [*gpio, 10, -1]\n",
	       YAMLFDT_ERR_ENUM, 3, 19);
	if (YAMLFDT_HAVE_SYMBOLS)	/* the base's labels */
		GOOD_SYMS(base, "/:\n  pwrseq:\n"
			  "    reset-gpios: [*gpio, 10, 1]\n");
	/* one name for each entry */
	BAD_ON(base, "/eth@3000:\n  interrupts: [0, 50, 4]\n"
	       "  interrupt-names: [a, b]\n", YAMLFDT_ERR_NAMES, 2, 15);
	BAD_ON(base, "/eth@3000:\n  reg: [0x3000, 0x100]\n"
	       "  reg-names: [a, b]\n", YAMLFDT_ERR_NAMES, 2, 8);
	BAD_ON(base, "/eth@3000:\n  pinctrl-names: [default]\n"
	       "  pinctrl-0: [*grp]\n  pinctrl-1: [*grp]\n",
	       YAMLFDT_ERR_PINNAMES, 4, 3);
	if (YAMLFDT_HAVE_SYMBOLS)
		GOOD_SYMS(base, "/eth@3000:\n"
			  "  interrupts: [0, 50, 4, 0, 51, 4]\n"
			  "  interrupt-names: [a, b]\n  reg: [0x3000, 0x100]\n"
			  "  reg-names: [a]\n"
			  "  pinctrl-names: [default, sleep]\n"
			  "  pinctrl-0: [*grp]\n  pinctrl-1: [*grp]\n");
	/* a trigger the controller takes: a GIC's SPI, a GPIO's */
	BAD_ON(base, "/eth@3000:\n  interrupts: [0, 34, 8]\n",
	       YAMLFDT_ERR_IRQTYPE, 2, 15);
	BAD_ON(base, "/eth@3000:\n  interrupt-parent: *gpio\n"
	       "  interrupts: [3, 5]\n", YAMLFDT_ERR_IRQTYPE, 3, 15);
	if (YAMLFDT_HAVE_SYMBOLS)
		GOOD_SYMS(base, "/eth@3000:\n"
			  "  interrupts: [0, 34, 1, 1, 9, 0xf08]\n"
			  "/:\n  dev:\n    interrupt-parent: *gpio\n"
			  "    interrupts: [3, 8]\n");
	/* units */
	BAD_ON(base, "/memory@80000000:\n  reg: [0x80000000, 512]\n",
	       YAMLFDT_ERR_UNIT, 2, 8);
	BAD_ON(base, "/pinctrl/grp:\n  drive-strength: 10000\n",
	       YAMLFDT_ERR_UNIT, 2, 19);
	BAD_ON(base, "/eth@3000:\n  assigned-clocks: [*osc]\n"
	       "  assigned-clock-rates: [48]\n", YAMLFDT_ERR_UNIT, 3, 25);
	BAD_ON(base, "/:\n  eeprom:\n    compatible: atmel,24c32\n"
	       "    size: 4\n", YAMLFDT_ERR_UNIT, 4, 11);
	BAD_ON(base, "/:\n  reserved-memory:\n    \"#address-cells\": 1\n    \"#size-cells\": 1\n    ranges: true\n"
	       "    cma:\n      compatible: shared-dma-pool\n"
	       "      reusable: true\n      size: 64\n", YAMLFDT_ERR_UNIT, 9, 13);
	BAD_ON(base, "/:\n  trip:\n    temperature: 950000\n",
	       YAMLFDT_ERR_UNIT, 3, 18);
	BAD_ON(base, "/:\n  opp:\n    opp-hz: !uint64 1200\n",
	       YAMLFDT_ERR_UNIT, 3, 13);
	GOOD_ON(base, "/:\n  opp:\n"	/* three supplies' targets */
		"    opp-microvolt: [1100000, 800000, 950000]\n"
		"  sensor:\n    temperature-offset-millicelsius: -500\n"
		"  vdd:\n    compatible: regulator-gpio\n"
		"    states: [1800000, 1, 3300000, 0]\n");
	if (YAMLFDT_HAVE_SYMBOLS)
		GOOD_SYMS(base, "/pinctrl/grp:\n  drive-strength: 40\n"
			  "/eth@3000:\n  assigned-clocks: [*osc, *osc]\n"
			  "  assigned-clock-rates: [0, 48000000]\n"
			  "/:\n  eeprom:\n    size: 4096\n"
			  "  reserved-memory:\n    \"#address-cells\": 1\n"
			  "    \"#size-cells\": 1\n    ranges: true\n"
			  "    cma:\n      reusable: true\n      size: 0x4000000\n"
			  "  trip:\n    temperature: -40000\n  opp:\n"
			  "    opp-microvolt: [1300000, 1250000, 1350000]\n");
	/* 64 bits where the kernel reads 32: the first cell, 0 Hz */
	BAD_ON(base, "/osc:\n  clock-frequency: !uint64 24000000\n",
	       YAMLFDT_ERR_TYPE, 2, 20);
	GOOD_ON(base, "/cpus/cpu@0:\n  clock-frequency: !uint64 1000000000\n");
	/* a new node the kernel needs more in; a count of cells changed */
	BAD_ON(base, "/:\n  memory@c0000000:\n    reg: [0xc0000000, 0x1000000]\n",
	       YAMLFDT_ERR_REQUIRED, 2, 3);
	BAD_ON(base, "/:\n  reserved-memory:\n    \"#address-cells\": 1\n"
	       "    \"#size-cells\": 1\n", YAMLFDT_ERR_REQUIRED, 2, 3);
	BAD_ON(base, "/:\n  reserved-memory:\n    \"#address-cells\": 2\n"
	       "    \"#size-cells\": 2\n    ranges: true\n",
	       YAMLFDT_ERR_REQUIRED, 3, 23);
	GOOD_ON(base, "/:\n  memory@c0000000:\n    device_type: memory\n"
		"    reg: [0xc0000000, 0x1000000]\n  reserved-memory:\n"
		"    \"#address-cells\": 1\n    \"#size-cells\": 1\n"
		"    ranges: true\n");
	BAD_ON(base, "/osc:\n  \"#clock-cells\": 1\n", YAMLFDT_ERR_CELLS,
	       2, 19);
	BAD_ON(base, "/cpus:\n  \"#address-cells\": 2\n", YAMLFDT_ERR_CELLS,
	       2, 21);
	GOOD_ON(base, "/osc:\n  \"#clock-cells\": 0\n"
		"/eth@3000/mdio/phy@1:\n  \"#address-cells\": 2\n");
	/* a reserved region's size and alloc-ranges, by its parent's cells */
	BAD_ON(base, "/:\n  reserved-memory:\n    \"#address-cells\": 1\n"
	       "    \"#size-cells\": 1\n    ranges: true\n    cma:\n"
	       "      size: [0, 0x4000000]\n", YAMLFDT_ERR_CELLS, 7, 13);
	BAD_ON(base, "/:\n  reserved-memory:\n    \"#address-cells\": 1\n"
	       "    \"#size-cells\": 1\n    ranges: true\n    cma:\n"
	       "      size: 0x4000000\n"
	       "      alloc-ranges: [0x80000000, 0x20000000, 0]\n",
	       YAMLFDT_ERR_CELLS, 8, 21);
	/* interrupts left for the old controller's cells */
	BAD_ON(base, "/eth@3000:\n  interrupt-parent: *gpio\n",
	       YAMLFDT_ERR_CELLS, 2, 21);
	if (YAMLFDT_HAVE_SYMBOLS)
		GOOD_SYMS(base, "/eth@3000:\n  interrupt-parent: *gpio\n"
			  "  interrupts: [5, 8]\n");
	/* a binding's example, pasted */
	BAD_ON(base, "/:\n  example-0:\n    i2c:\n      rtc@68:\n"
	       "        reg: 0x68\n", YAMLFDT_ERR_EXAMPLE, 2, 3);
	BAD_ON(base, "/:\n  i2c:\n    \"#address-cells\": 1\n"
	       "    \"#size-cells\": 0\n    rtc@68:\n      reg: 0x68\n",
	       YAMLFDT_ERR_EXAMPLE, 2, 3);
	GOOD_ON(base, "/:\n  i2c:\n    compatible: i2c-gpio\n"
		"    \"#address-cells\": 1\n    \"#size-cells\": 0\n"
		"/eth@3000:\n  mdio2:\n    \"#address-cells\": 1\n"
		"    \"#size-cells\": 0\n");
	/* a second probe's: widths, new nodes by their key, names alone */
	BAD_ON(base, "/mmc@2000:\n  bus-width: !uint8 4\n", YAMLFDT_ERR_TYPE,
	       2, 14);
	BAD_ON(base, "/osc:\n  \"#clock-cells\": ~\n", YAMLFDT_ERR_CELLS,
	       2, 19);
	BAD_ON(base, "/:\n  opp:\n    opp-hz: [1200000000, 0]\n",
	       YAMLFDT_ERR_UNIT, 3, 13);
	BAD_ON(base, "/:\n  opp:\n    opp-microvolt: [1300, 1250, 1350]\n",
	       YAMLFDT_ERR_UNIT, 3, 20);
	BAD_ON(base, "/:\n  trip:\n    temperature: 95000\n    hysteresis: 2\n",
	       YAMLFDT_ERR_UNIT, 4, 17);
	BAD_ON(base, "/memory@80000000:\n"
	       "  reg: [0x80000000, 0x20000000, 0xa0000000, 512]\n",
	       YAMLFDT_ERR_UNIT, 2, 8);
	BAD_ON(base, "/:\n  mmc@6000:\n    compatible: a,mmc\n"
	       "    reg: [0x6000, 0x100]\n    bus-width: 2\n",
	       YAMLFDT_ERR_ENUM, 5, 16);
	BAD_ON(base, "/:\n  memory@c0000000:\n    device_type: ram\n"
	       "    reg: [0xc0000000, 0x1000000]\n", YAMLFDT_ERR_ENUM, 3, 18);
	BAD_ON(base, "/:\n  reserved-memory:\n    \"#address-cells\": 1\n"
	       "    \"#size-cells\": 1\n    ranges: true\n"
	       "    fb@9f000000:\n"
	       "      reg: [0x0, 0x9f000000, 0x0, 0x1000000]\n",
	       YAMLFDT_ERR_UNITADDR, 7, 12);
	BAD_ON(base, "/:\n  reserved-memory:\n    \"#address-cells\": 1\n"
	       "    \"#size-cells\": 1\n    ranges: true\n    cma:\n"
	       "      size: 64\n", YAMLFDT_ERR_UNIT, 7, 13);
	BAD_ON(base, "/eth@3000:\n  interrupt-names: [a, b]\n",
	       YAMLFDT_ERR_NAMES, 2, 20);
	BAD_ON(base, "/eth@3000:\n  reg-names: [a, b]\n", YAMLFDT_ERR_NAMES,
	       2, 14);
	BAD_ON(base, "/cpus/cpu@0:\n  enable-method: arm,psci\n",
	       YAMLFDT_ERR_ENUM, 2, 18);
	BAD_ON(base, "/:\n  usb:\n    dr-mode: host\n", YAMLFDT_ERR_NAMECASE,
	       3, 5);
	BAD_ON(base, "/:\n  usb:\n    maximum_speed: high-speed\n",
	       YAMLFDT_ERR_NAMECASE, 3, 5);
	BAD_ON(base, "/eth@3000:\n  phy-connection-type: rgmii-id\n",
	       YAMLFDT_ERR_UNREAD, 2, 3);
	GOOD_ON(base, "/eth@3000:\n  reg: [0x3000, 0x100, 0x4000, 0x100]\n"
		"---\n/eth@3000:\n  reg-names: [a, b]\n"
		"  interrupt-names: [a]\n"
		"/:\n  mdio-mux@54:\n    compatible: mdio-mux-mmioreg\n"
		"    reg: [0x54, 1]\n"
		"    \"#address-cells\": 1\n    \"#size-cells\": 0\n"
		"    mdio@c0:\n      reg: 0xc0\n");
	/* the base's own oddities restated are not the text's mistakes */
	GOOD_ON(base, "/odd@7000:\n  reg: [0x7050, 4]\n"
		"  interrupts: [0, 9, 4]\n  interrupt-names: [a, b]\n");
	BAD_ON(base, "/odd@7000:\n  reg: [0x7060, 4]\n", YAMLFDT_ERR_UNITADDR,
	       2, 8);
	if (YAMLFDT_HAVE_SYMBOLS)
		GOOD_SYMS(base, "/odd@7000:\n  pinctrl-0: [*grp]\n"
			  "  gpmc,device-nand: \"true\"\n"
			  "  reg-names: [!str \"mux status\"]\n");
	BAD_ON(base, "/eth@3000:\n  pinctrl-0: [*grp]\n",
	       YAMLFDT_ERR_PINNAMES, 2, 3);
	BAD_ON(base, "/odd@7000:\n  interrupts: [0, 9, 4]\n"
	       "  interrupt-names: [a]\n  reg-names: [a, b]\n",
	       YAMLFDT_ERR_NAMES, 4, 14);
	/* a fixed-factor clock's 0; an old linux,phandle of no node */
	BAD_ON(base, "/:\n  clk:\n    compatible: fixed-factor-clock\n"
	       "    clock-div: 0\n", YAMLFDT_ERR_ENUM, 4, 16);
	BAD_ON(base, "/eth@3000:\n  linux,phandle: 0x20\n",
	       YAMLFDT_ERR_PHANDLE, 2, 18);
	/* a flag no driver of its node reads */
	BAD_ON(base, "/:\n  leds:\n    led:\n      gpios: [*gpio, 5, 0]\n"
	       "      active-low: true\n", YAMLFDT_ERR_UNREAD, 5, 7);
	BAD_ON(base, "/:\n  reserved-memory:\n    \"#address-cells\": 1\n"
	       "    \"#size-cells\": 1\n    ranges: true\n    no-map: true\n",
	       YAMLFDT_ERR_UNREAD, 6, 5);
	GOOD_ON(base, "/:\n  led:\n    active-low: true\n"
		"  reserved-memory:\n    \"#address-cells\": 1\n"
		"    \"#size-cells\": 1\n    ranges: true\n"
		"    fb@9f000000:\n      reg: [0x9f000000, 0x100000]\n"
		"      no-map: true\n");
	/* a reference to a node of another kind */
	BAD_ON(base, "/mmc@2000:\n  vmmc-supply: *osc\n", YAMLFDT_ERR_KIND,
	       2, 16);
	BAD_ON(base, "/cpus/cpu@0:\n  operating-points-v2: *osc\n",
	       YAMLFDT_ERR_KIND, 2, 24);
	if (YAMLFDT_HAVE_SYMBOLS)
		GOOD_SYMS(base, "/:\n  vcc: &vcc\n"
			  "    compatible: regulator-fixed\n"
			  "    regulator-name: vcc\n"
			  "/mmc@2000:\n  vmmc-supply: *vcc\n");
	/* reg under a new node, by the cells its mapping sets */
	BAD_ON(base, "/:\n  bus:\n    \"#address-cells\": 1\n"
	       "    \"#size-cells\": 1\n    dev@9f000000:\n"
	       "      reg: [0x9f000000, 0x9fffffff]\n", YAMLFDT_ERR_REGEND,
	       6, 12);
	BAD_ON(base, "/:\n  bus:\n    \"#address-cells\": 1\n"
	       "    \"#size-cells\": 1\n    dev@9f000000:\n"
	       "      reg: [0x9f000000]\n", YAMLFDT_ERR_CELLS, 6, 12);
}

static void test_place_more(void)
{
	static const char base[] =
		"pinmux: &pinmux\n"
		"  compatible: acme,pinctrl\n"
		"  uart-pins: &uart_pins\n"
		"    pins: [PA0]\n"
		"    function: uart\n"
		"gpio: &gpio\n"
		"  compatible: acme,gpio\n"
		"  gpio-controller: true\n"
		"  \"#gpio-cells\": 2\n"
		"  hog:\n"
		"    gpio-hog: true\n"
		"    gpios: [3, 0]\n"
		"    output-high: true\n"
		"uart: &uart\n"
		"  compatible: acme,uart\n"
		"  pinctrl-names: [default]\n"
		"  pinctrl-0: [*uart_pins]\n"
		"plain: {}\n"
		"ccu: &ccu\n"
		"  \"#clock-cells\": 1\n";

	if (!YAMLFDT_HAVE_PLACE || !YAMLFDT_HAVE_NAME_RULES)
		return;
	/* a property after a child node: meant for the child */
	BAD_ON(base, "/plain:\n  b:\n    c: 1\n  d: 2\n",
	       YAMLFDT_ERR_PROPAFTER, 4, 3);
	BAD_ON(base, "/plain:\n  b: {}\n  d: true\n",
	       YAMLFDT_ERR_PROPAFTER, 3, 3);
	BAD_ON(base, "/plain:\n  b:\n    c: 1\n  d: false\n",
	       YAMLFDT_ERR_PROPAFTER, 4, 3);
	BAD_ON(base, "/plain:\n  led-0:\n    label: x\n  gpios: [1]\n",
	       YAMLFDT_ERR_PROPAFTER, 4, 3);
	GOOD_ON(base, "/plain:\n  d: 2\n  b:\n    c: 1\n  e:\n    f: 1\n");
	GOOD_ON(base, "/plain:\n  b:\n    c: 1\n  x: ~\n");
	/* the top level's keys are the root's and opens; a whole board */
	GOOD_ON(base, "b:\n  c: 1\nmodel: x\n");
	GOOD_ON("", "a:\n  b:\n    c: 1\n  d: 2\n");
	GOOD_SYMS(base, "*uart:\n  status: okay\n*gpio:\n  status: okay\n");
	/* a hog's gpios: the line and flags, its controller the parent */
	BAD_ON(base, "/gpio/hog:\n  gpios: [*gpio, 3, 0]\n",
	       YAMLFDT_ERR_HOG, 2, 11);
	BAD_ON(base, "/gpio:\n  new-hog:\n    gpio-hog: true\n"
	       "    gpios: [*gpio, 4, 0]\n    output-low: true\n",
	       YAMLFDT_ERR_HOG, 4, 13);
	GOOD_ON(base, "/gpio:\n  led-hog:\n    gpio-hog: true\n"
		"    gpios: [4, 0]\n    output-low: true\n");
	/* pinctrl-N at a device, itself or the controller; pin settings */
	if (YAMLFDT_HAVE_SYMBOLS) {
		BAD_ON(base, "/uart:\n  pinctrl-0: [*uart]\n",
		       YAMLFDT_ERR_PINGROUP, 2, 15);
		BAD_ON(base, "/uart:\n  pinctrl-0: [*pinmux]\n",
		       YAMLFDT_ERR_PINGROUP, 2, 15);
		BAD_ON(base, "/uart:\n  pinctrl-1: [*uart_pins, *gpio]\n"
		       "  pinctrl-names: [default, sleep]\n",
		       YAMLFDT_ERR_PINGROUP, 2, 27);
		GOOD_SYMS(base, "/uart:\n  pinctrl-names: [default, sleep]\n"
			  "  pinctrl-1: [*uart_pins]\n");
		/* a YAML alias meant as a copy of a sibling */
		BAD_ON(base, "/pinmux:\n  spi-pins: *uart_pins\n",
		       YAMLFDT_ERR_ALIASCOPY, 2, 13);
		GOOD_SYMS(base, "/pinmux:\n  vendor,x: [*uart_pins]\n"
			  "/uart:\n  vendor,pins: *uart_pins\n");
		/* a list of names against its references */
		BAD_ON(base, "/uart:\n  clocks: [*ccu, 1]\n"
		       "  clock-names: [a, b]\n", YAMLFDT_ERR_NAMES, 2, 11);
		BAD_ON(base, "/uart:\n  clock-names: [a]\n"
		       "  clocks: [*ccu, 1, *ccu, 3]\n",
		       YAMLFDT_ERR_NAMES, 3, 11);
		GOOD_SYMS(base, "/uart:\n  clocks: [*ccu, 1, *ccu, 3]\n"
			  "  clock-names: [a, b]\n");
		/* one name as a plain scalar: one name */
		BAD_ON(base, "/uart:\n  clock-names: baud\n"
		       "  clocks: [*ccu, 1, *ccu, 3]\n",
		       YAMLFDT_ERR_NAMES, 3, 11);
		GOOD_SYMS(base, "/uart:\n  clocks: [*ccu, 1]\n"
			  "  clock-names: baud\n");
		/* YAML's "\0" between two names: dtc's list of two */
		BAD_ON(base, "/uart:\n  clock-names: \"baud\\0apb\"\n"
		       "  clocks: [*ccu, 1]\n", YAMLFDT_ERR_NAMES, 3, 11);
		GOOD_SYMS(base, "/uart:\n  clock-names: \"baud\\0apb\"\n"
			  "  clocks: [*ccu, 1, *ccu, 3]\n");
	}
	BAD_ON(base, "/uart:\n  bias-pull-up: true\n",
	       YAMLFDT_ERR_PINGROUP, 2, 3);
	BAD_ON(base, "/uart:\n  drive-strength: 8\n",
	       YAMLFDT_ERR_PINGROUP, 2, 3);
	BAD_ON(base, "/:\n  dev:\n    compatible: x\n    bias-disable: true\n"
	       "    pinctrl-0: [*uart_pins]\n", YAMLFDT_ERR_PINGROUP, 4, 5);
	GOOD_ON(base, "/pinmux/uart-pins:\n  bias-pull-up: true\n"
		"  drive-strength: 8\n  pins: [PA0, PA1]\n");
	GOOD_ON(base, "/plain:\n  bias-pull-up: true\n  pinsx: 1\n");
	BAD_ON(base, "/pinmux/uart-pins:\n  status: okay\n",
	       YAMLFDT_ERR_PINGROUP, 2, 3);
	/* a sixth probe's: ~ for DTS's "flag;", a template, a Windows
	 * path, a misspelt state, cells a device lacks, pins at the root */
	BAD_ON(base, "/uart:\n  wakeup-source: ~\n", YAMLFDT_ERR_FLAG, 2, 18);
	GOOD_ON(base, "/uart:\n  wakeup-source: false\n  vendor,x: ~\n");
	BAD_ON(base, "/uart:\n  status: \"{{ s }}\"\n",
	       YAMLFDT_ERR_TEMPLATE, 2, 12);
	BAD("a:\n  firmware-name: \"a\\bc\"\n", YAMLFDT_ERR_ESCAPE, 2, 20);
	GOOD_ON("", "a:\n  vendor,x: \"a\\bc\"\n  label: \"a\\\\b\"\n");
	BAD_ON(base, "/uart:\n  pinctrl-names: [defualt]\n",
	       YAMLFDT_ERR_TYPO, 2, 19);
	GOOD_SYMS(base, "/uart:\n  pinctrl-names: [default, sleep, idle, init,"
		  " active]\n  pinctrl-1: [*uart_pins]\n  pinctrl-2: [*uart_pins]\n"
		  "  pinctrl-3: [*uart_pins]\n  pinctrl-4: [*uart_pins]\n");
	/* each name its state: [default, sleep] beside pinctrl-0 alone */
	BAD_ON(base, "/uart:\n  pinctrl-names: [default, sleep]\n",
	       YAMLFDT_ERR_NAMES, 2, 18);
	BAD_ON(base, "/plain:\n  pinctrl-names: [default]\n",
	       YAMLFDT_ERR_NAMES, 2, 18);
	GOOD_SYMS(base, "/uart:\n  pinctrl-names: [default, sleep]\n"
		  "---\n/uart:\n  pinctrl-1: [*uart_pins]\n");
	/* the state in a later *label: mapping, not met yet in pass 1 */
	GOOD_SYMS(base, "/uart:\n  pinctrl-names: [default, sleep]\n"
		  "---\n*uart:\n  pinctrl-1: [*uart_pins]\n");
	BAD_ON(base, "/uart:\n  x@1:\n    reg: 1\n", YAMLFDT_ERR_NOCELLS,
	       3, 10);
	GOOD_ON(base, "/uart:\n  \"#address-cells\": 1\n  \"#size-cells\": 0\n"
		"  x@1:\n    reg: 1\n");
	BAD_ON(base, "grp:\n  pins: [A]\n", YAMLFDT_ERR_PINGROUP, 2, 3);
	/* 'R': a character cell, where strings belong */
	BAD("a:\n  gpio-line-names: ['R', 'G']\n", YAMLFDT_ERR_CHARCELL,
	    2, 21);
	BAD("a:\n  label: 'x'\n", YAMLFDT_ERR_CHARCELL, 2, 10);
	BAD("a:\n  compatible: ['a']\n", YAMLFDT_ERR_CHARCELL, 2, 16);
	GOOD_ON("", "a:\n  vendor,c: ['R']\n  label: !str 'x'\n  model: 'ab'\n");
	/* a dt-bindings macro: its name is never the value */
	BAD("a:\n  linux,code: KEY_POWER\n", YAMLFDT_ERR_WORD, 2, 15);
	BAD("a:\n  function: LED_FUNCTION_STATUS\n", YAMLFDT_ERR_WORD,
	    2, 13);
	BAD("a:\n  vendor,x: [1, GPIO_ACTIVE_LOW]\n", YAMLFDT_ERR_WORD,
	    2, 17);
	BAD("a:\n  linux,code: \"116\"\n", YAMLFDT_ERR_NOTNUM, 2, 15);
	GOOD_ON("", "a:\n  vendor,code: \"KEY_POWER\"\n  label: SYS_LED\n"
	     "  gpio-line-names: [KEY_A, GPIO_ACTIVE_X]\n"
	     "  regulator-name: VCC_3V3\n");
	/* a fifth probe's: one string as a list; a switch for status */
	BAD("chosen:\n  bootargs:\n  - console=ttyS0\n  - rootwait\n",
	    YAMLFDT_ERR_ONESTRING, 2, 3);
	BAD("a:\n  model: [a, b]\n", YAMLFDT_ERR_ONESTRING, 2, 10);
	GOOD_ON("", "chosen:\n  bootargs: [console=ttyS0]\n"
		"  compatible: [a, b]\n");
	BAD_ON(base, "/uart:\n  enabled: true\n", YAMLFDT_ERR_STATUS, 2, 3);
	BAD_ON(base, "/uart:\n  disable: true\n", YAMLFDT_ERR_STATUS, 2, 3);
	GOOD_ON(base, "/uart:\n  vendor,enabled: true\n  enable-method: psci\n");
	/* "$x" quoted where phandles go; names glued by a comma */
	BAD("a:\n  clocks: [\"$x\"]\n", YAMLFDT_ERR_REFWORD, 2, 12);
	BAD("a:\n  pinctrl-names: default,sleep\n", YAMLFDT_ERR_LIST, 2, 25);
	BAD("a:\n  pinctrl-names: \"default,sleep\"\n", YAMLFDT_ERR_LIST,
	    2, 18);
	GOOD_ON("", "a:\n  phy-names: \"cdns3,usb3-phy\"\n  x: x+5\n"
		"  y: a (7aB-+2\n  z: fa3c/\n");
	GOOD_ON("", "a:\n  compatible: acme,x\n  clock-names: [a, b]\n");
	/* maths, not the dialect's C: 2^30 (XOR), 2**12; 2 ^ 3 is XOR */
	if (YAMLFDT_HAVE_EXPR) {
		BAD("a:\n  reg: [0x80000000, 2^30]\n", YAMLFDT_ERR_EXPR, 2, 22);
		BAD("a:\n  size: 10^6\n", YAMLFDT_ERR_EXPR, 2, 11);
		BYTES("a: 2 ^ 3\n", "/", "a", 0, 0, 0, 1);
		BYTES("a: (0x2^3)\n", "/", "a", 0, 0, 0, 1);
	}
	BAD("a:\n  size: 2**12\n", YAMLFDT_ERR_EXPR, 2, 9);
	GOOD_ON("", "a:\n  date: \"2024-01-02\"\n  v: 3v3\n");
	/* a date, a range, a ratio: text or arithmetic?  Never a guess */
	BAD("a:\n  date: 2024-01-02\n", YAMLFDT_ERR_NUMBER, 2, 9);
	BAD("a:\n  range: 10-20\n", YAMLFDT_ERR_NUMBER, 2, 10);
	BAD("a:\n  aspect: 16/9\n", YAMLFDT_ERR_NUMBER, 2, 11);
	/* " #2": a value cut short by what reads as a comment */
	BAD("a:\n  label: Status LED #2\n", YAMLFDT_ERR_HASH, 2, 21);
	GOOD_ON("", "a:\n  label: Status LED # the second\n");
	/* a size in reg without its 0x; ranges holds numbers */
	BAD("a:\n  reg: [0x10043000, 400]\n", YAMLFDT_ERR_NUMBER, 2, 21);
	BAD("a:\n  ranges: \"\"\n", YAMLFDT_ERR_NOTNUM, 2, 11);
	BAD("a:\n  reg: [0x1000, 100]\n", YAMLFDT_ERR_NUMBER, 2, 17);
	GOOD_ON("", "a:\n  reg: [0x10043000, 0x400, 0x2000, 128, 1024, 64]\n"
		"  ranges: true\n");
}

/* 7: a phandle another node has, a label the base gives another node */
static void tree_phandles(void)
{
	BAD_ON(tree_base, "/soc/serial@1000:\n  phandle: 5\n",
	       YAMLFDT_ERR_PHANDLE, 2, 12);
	BAD_ON(tree_base, "n:\n  phandle: 9\nm:\n  linux,phandle: 9\n",
	       YAMLFDT_ERR_PHANDLE, 4, 18);
	BAD("a:\n  phandle: 7\nb:\n  phandle: 7\n", YAMLFDT_ERR_PHANDLE, 4, 12);
	BAD("a:\n  phandle: 0\n", YAMLFDT_ERR_PHANDLE, 2, 12);
	BAD("a:\n  phandle: -1\n", YAMLFDT_ERR_PHANDLE, 2, 12);
	/* the same bit of yf_phandle_taken()'s bitmap, not the same value */
	BYTES("a:\n  phandle: 1\nb:\n  phandle: [0x801]\n", "/b", "phandle",
	      0, 0, 8, 1);
	BYTES("a:\n  phandle: 7\n  linux,phandle: 7\n/a:\n  phandle: 7\n",
	      "/a", "linux,phandle", 0, 0, 0, 7);
	GOOD_ON(tree_base, "/soc/serial@2000:\n  phandle: 5\n");
	GOOD_ON(tree_base, "/soc/pins/p1: ~\nn:\n  phandle: 6\n");
	GOOD_ON(tree_base, "/soc/pins/p1:\n  phandle: 9\nn:\n  phandle: 6\n");
	if (YAMLFDT_HAVE_ANCHORS) {
		BAD_ON(tree_base, "m: &uart1 {}\n", YAMLFDT_ERR_DUPLABEL, 1, 5);
		GOOD_ON(tree_base, "/soc/serial@2000: &uart1\n  x: 1\n");
	}
}

/* 8: deleting a node /aliases or stdout-path names */
static void tree_named(void)
{
	BAD_ON(tree_base, "/soc/serial@1000: ~\n", YAMLFDT_ERR_INUSE,
	       1, 1);
	BAD_ON(tree_base, "*uart1: ~\n", YAMLFDT_ERR_INUSE, 1, 2);
	BAD_ON(tree_base, "/soc: ~\n", YAMLFDT_ERR_INUSE, 1, 1);
	BAD_ON(tree_base, "/soc:\n  serial@2000: ~\n",
	       YAMLFDT_ERR_INUSE, 2, 3);
	/* the alias deleted: the console still names it */
	BAD_ON(tree_base, "/soc/serial@1000: ~\n/aliases:\n"
	       "  serial0: ~\n", YAMLFDT_ERR_INUSE, 1, 1);
	BAD_ON(tree_base, "/aliases: ~\n/soc/serial@1000: ~\n",
	       YAMLFDT_ERR_INUSE, 1, 1);
	/* all aliases deleted, the console's among them */
	BAD_ON(tree_base, "/aliases: ~\n", YAMLFDT_ERR_INUSE, 1, 1);
	BAD_ON(tree_base, "/:\n  aliases: ~\n", YAMLFDT_ERR_INUSE, 2, 3);
	GOOD_ON(tree_base, "/aliases: ~\n/chosen:\n"
		"  stdout-path: /soc/serial@1000\n");
	BAD_ON(tree_base2, "/soc/serial@1000: ~\n", YAMLFDT_ERR_INUSE,
	       1, 1);
	ref_is(tree_base, "*uart1: ~\n", YAMLFDT_ERR_INUSE, "/aliases",
	       "serial1");
	ref_is(tree_base, "/soc/serial@1000: ~\n/aliases:\n"
	       "  serial0: ~\n", YAMLFDT_ERR_INUSE, "/chosen",
	       "stdout-path");
	GOOD_ON(tree_base, "/soc/serial@2000: ~\n/aliases:\n"
		"  serial1: ~\n");
	GOOD_ON(tree_base, "/soc/serial@1000: ~\n/aliases:\n"
		"  serial0: /soc/serial@2000\n");
	GOOD_ON(tree_base, "/soc/serial@1000: ~\n/aliases:\n"
		"  serial0: ~\n/chosen:\n  stdout-path: ~\n");
	GOOD_ON(tree_base2, "/soc/serial@1000: ~\n/chosen: ~\n");
	GOOD_ON(tree_base2, "/chosen:\n  stdout-path: /soc\n"
		"/soc/serial@1000: ~\n");
	/* what the text itself writes there, before or after the deletion */
	BAD_ON(tree_base, "/aliases:\n  x: /soc/pins/p1\n/soc/pins/p1: ~\n",
	       YAMLFDT_ERR_INUSE, 3, 1);
	BAD_ON(tree_base, "/soc/pins/p1: ~\n/aliases:\n  x: \"/soc/pins/p1\"\n",
	       YAMLFDT_ERR_INUSE, 1, 1);
	if (YAMLFDT_HAVE_PATHREF)
		BAD_ON(tree_base, "/aliases:\n  x: !pathref *p1\n*p1: ~\n",
		       YAMLFDT_ERR_INUSE, 3, 2);
	BAD_ON(tree_base, "/chosen:\n  stdout-path: \"/soc/pins/p1:9600\"\n"
	       "/soc/pins: ~\n", YAMLFDT_ERR_INUSE, 3, 1);
	BAD_ON(tree_base, "/chosen:\n  stdout-path: serial1:115200n8\n"
	       "/aliases:\n  serial1: ~\n/soc/serial@2000: ~\n",
	       YAMLFDT_ERR_INUSE, 5, 1);
	BAD_ON(tree_base, "/chosen:\n  stdout-path: con:115200n8\n"
	       "/aliases:\n  con: /soc/pins\n/soc/pins/p1:\n  x: 1\n"
	       "/aliases:\n  con: /soc/pins/p1\n/soc/pins/p1: ~\n",
	       YAMLFDT_ERR_INUSE, 9, 1);
	ref_is(tree_base, "/aliases:\n  x: /soc/pins/p1\n/soc/pins/p1: ~\n",
	       YAMLFDT_ERR_INUSE, NULL, NULL);
	/* a path that names no node: a typo (dtc's alias_paths) */
	BAD_ON(tree_base, "/aliases:\n  serial5: /soc/serial@3000\n",
	       YAMLFDT_ERR_PATH, 2, 12);
	BAD_ON(tree_base, "/chosen:\n  stdout-path: \"/soc/serial@100:9600\"\n",
	       YAMLFDT_ERR_PATH, 2, 17);
	GOOD_ON(tree_base, "/aliases:\n  serial5: /soc/serial@3000\n"
		"/soc:\n  serial@3000:\n    reg: 0x3000\n");
	GOOD_ON(tree_base, "/chosen:\n  stdout-path: \"/soc/serial@2000:9600\"\n");
	STR("aliases:\n  serial5: /nowhere\n", "/aliases", "serial5", "/nowhere");
	/* its last value is the one that stays */
	GOOD_ON(tree_base, "/aliases:\n  x: /soc/pins/p1\n/soc/pins/p1: ~\n"
		"/aliases:\n  x: /soc\n");
	GOOD_ON(tree_base, "/aliases:\n  x: /soc/pins/p1\n/soc/pins/p1: ~\n"
		"/aliases:\n  x: ~\n");
	GOOD_ON(tree_base, "/aliases:\n  x: /soc/pins\n/soc/pins/p1: ~\n");
	GOOD_ON(tree_base, "/chosen:\n  stdout-path: serial1:115200n8\n"
		"/soc/pins/p1: ~\n");
}

/* 9: a new name@addr without reg on a base: a typo? */
static void tree_noreg(void)
{
	BAD_ON(tree_base, "/soc:\n  serial@0x1000:\n    status: okay\n",
	       YAMLFDT_ERR_NOREG, 2, 3);
	BAD_ON(tree_base, "serial@2000:\n  status: okay\n",
	       YAMLFDT_ERR_NOREG, 1, 1);
	BAD_ON(tree_base, "/soc:\n  bus@4000:\n    reg: 0x4000\n"
	       "    serial@10:\n      x: 1\n", YAMLFDT_ERR_NOREG, 4, 5);
	BAD_ON(tree_base, "/soc:\n  serial@3000:\n    reg: ~\n",
	       YAMLFDT_ERR_NOREG, 2, 3);
	BAD_ON(tree_base, "/soc:\n  widget@1: {}\n", YAMLFDT_ERR_NOREG, 2, 3);
	ref_is(tree_base, "/soc:\n  serial@100:\n    x: 1\n", YAMLFDT_ERR_NOREG,
	       "/soc/serial@1000", NULL);
	ref_is(tree_base, "serial@2000:\n  status: okay\n", YAMLFDT_ERR_NOREG,
	       "/soc/serial@2000", NULL);
	ref_is(tree_base, "/soc:\n  bus@4000:\n    reg: 0x4000\n"
	       "    serial@10:\n      x: 1\n", YAMLFDT_ERR_NOREG,
	       "/soc/serial@1000", NULL);
	ref_is(tree_base, "/soc:\n  widget@1: {}\n", YAMLFDT_ERR_NOREG, NULL,
	       NULL);
	GOOD_ON(tree_base, "/soc:\n  serial@3000:\n    x: 1\n"
		"/soc/serial@3000:\n  reg: 0x3000\n");
	GOOD_ON(tree_base, "/soc:\n  serial@3000:\n    x: 1\n"
		"/soc:\n  serial@3000:\n    \"reg\": 1\n");
	GOOD_ON(tree_base, "/soc:\n  bus@3000:\n    ranges: true\n");
	EMPTY("a@1: {}\nb@2:\n  c: true\n", "/b@2", "c");	/* a whole board */
}

static void test_tree_mistakes(void)
{
	const char *p;
	int len;

	/* 7: a phandle where DTS has a path */
	BAD_ON(tree_base, "/aliases:\n  serial2: *uart1\n",
	       YAMLFDT_ERR_PATHPROP, 2, 12);
	BAD_ON(tree_base, "/chosen:\n  stdout-path: *uart1\n",
	       YAMLFDT_ERR_PATHPROP, 2, 16);
	BAD_ON(tree_base, "/chosen:\n  linux,stdout-path: [*uart1]\n",
	       YAMLFDT_ERR_PATHPROP, 2, 23);
	BAD_ON(tree_base, "*al:\n  serial2: [$uart1]\n",
	       YAMLFDT_ERR_PATHPROP, 2, 13);
	BAD_ON(tree_base, "/:\n  aliases:\n    serial2: [0, *uart1]\n",
	       YAMLFDT_ERR_PATHPROP, 3, 18);
	BAD_ON(tree_base, "/aliases:\n  s: !ref uart1\n",
	       YAMLFDT_ERR_PATHPROP, 2, 11);
	BAD_ON(tree_base2, "aliases:\n  serial2: *uart0\n",
	       YAMLFDT_ERR_PATHPROP, 2, 12);
	BAD_ON(tree_base, "/chosen:\n  x: !str *uart1\n", YAMLFDT_ERR_TYPE,
	       2, 11);
	/* a label on a path that opens a node the text created above */
	if (YAMLFDT_HAVE_ANCHORS) {
		GOOD_ON(tree_base, "/soc:\n  n:\n    x: 1\n/soc/n: &ln\n"
			"  y: 2\n/soc/serial@1000:\n  vendor,peer: *ln\n");
		BAD_ON(tree_base, "/soc/n: &ln\n  y: 2\n/soc:\n  n:\n"
		       "    x: 1\n", YAMLFDT_ERR_PATH, 1, 1);
	}
	/* !str says string: its path is checked all the same */
	BAD_ON(tree_base, "/aliases:\n  serial2: !str \"&{/soc/serial@1000}\"\n",
	       YAMLFDT_ERR_PATHPROP, 2, 18);
	GOOD_ON(tree_base, "/aliases:\n  serial2: !str /soc/serial@1000\n");
	GOOD_ON(tree_base, "/chosen:\n  u-boot,other: *uart1\n");
	GOOD_ON(tree_base, "/aliases:\n  serial2: /soc/serial@2000\n");
	if (YAMLFDT_HAVE_PATHREF) {
		GOOD_ON(tree_base, "/aliases:\n  serial2: !pathref uart1\n"
			"/chosen:\n  stdout-path: !pathref *uart1\n");
		p = prop("/chosen", "stdout-path", &len);
		ok(p && len == 17 && !strcmp(p, "/soc/serial@2000") &&
		   !strcmp(prop("/aliases", "serial2", NULL),
			   "/soc/serial@2000"), "!pathref *label is the path");
	}
	if (YAMLFDT_HAVE_PHANDLE_CHECKS)
		tree_phandles();
	if (YAMLFDT_HAVE_REFS)
		tree_named();
	if (YAMLFDT_HAVE_NOREG)
		tree_noreg();
}

/*
 * A new node named like a node of the base with a unit address ("wifi"
 * beside "wifi@1"), or like a base label anywhere ("uart2:" meant
 * *uart2:): NEWNAME, with that node as ref_node
 * (YAMLFDT_CHECK_UNIT_ADDRESS).
 */
static void test_new_names(void)
{
	static const char base[] =
		"cpus:\n  cpu@0: &cpu0\n    reg: 0\n"
		"soc:\n  serial@1000: &uart2\n    reg: 0x1000\n"
		"  mmc:\n    wifi@1:\n      reg: 1\n";

	if (!YAMLFDT_HAVE_NOREG)
		return;
	BAD_ON(base, "/soc/mmc:\n  wifi:\n    x: 1\n", YAMLFDT_ERR_NEWNAME,
	       2, 3);
	ref_is(base, "/soc/mmc:\n  wifi:\n    x: 1\n", YAMLFDT_ERR_NEWNAME,
	       "/soc/mmc/wifi@1", NULL);
	GOOD_ON(base, "/soc/mmc:\n  wifi@2:\n    reg: 2\n");
	GOOD_ON(base, "/soc/mmc:\n  bt:\n    x: 1\n");
	if (!YAMLFDT_HAVE_ANCHORS || !SYMS)
		return;
	BAD_ON(base, "uart2:\n  status: okay\n", YAMLFDT_ERR_NEWNAME, 1, 1);
	/*
	 * Below the top level too ("/soc:" with "uart2:" under it): the
	 * check of the base has found /__symbols__ on its walk.
	 */
	BAD_ON(base, "/cpus:\n  cpu0:\n    x: 1\n", YAMLFDT_ERR_NEWNAME,
	       2, 3);
	BAD_ON(base, "/soc:\n  uart2:\n    status: okay\n",
	       YAMLFDT_ERR_NEWNAME, 2, 3);
}

/*
 * A new user's values that read as something else: the families a probe
 * of 275 mistakes found giving a wrong tree (2026-12-07).
 */
static void test_probe_values(void)
{
	/* every configuration: DTS's [bytes]; '7' yamldt's cell, 55, in a
	 * whole board, and never meant so in a text that edits a base */
	BYTES("a:\n  c: '7'\n", "/a", "c", 0, 0, 0, 0x37);
	if (YAMLFDT_HAVE_NAME_RULES && YAMLFDT_HAVE_PLACE)
		BAD_ON("a:\n  x: 1\n", "/a:\n  c: '7'\n",
		       YAMLFDT_ERR_CHARCELL, 2, 6);
	BYTES("a:\n  c: !uint32 '7'\n", "/a", "c", 0, 0, 0, 0x37);
	BYTES("a:\n  c: 'R'\n", "/a", "c", 0, 0, 0, 0x52);
	BAD("a:\n  cal: [10 20 30 40]\n", YAMLFDT_ERR_BYTES, 2, 9);
	BYTES("a:\n  c: 10 20\n", "/a", "c", 0, 0, 0, 10, 0, 0, 0, 20);
	BYTES("a:\n  c: [0x10 0x20]\n", "/a", "c", 0, 0, 0, 16, 0, 0, 0, 32);
	if (YAMLFDT_HAVE_EXPR)
		BYTES("a:\n  c: (10-2)\n", "/a", "c", 0, 0, 0, 8);
	/* a second probe's variants: hex and signed ranges, bytes, DTS */
	BAD("a:\n  w: 0x1000-0x1fff\n", YAMLFDT_ERR_NUMBER, 2, 6);
	BAD("a:\n  w: [-40-85]\n", YAMLFDT_ERR_NUMBER, 2, 7);
	BAD("a:\n  w:\n    - 0-0x1f\n", YAMLFDT_ERR_NUMBER, 3, 7);
	BAD("a:\n  d: [0011 2233]\n", YAMLFDT_ERR_BYTES, 2, 7);
	BAD("a:\n  x: /bits/ 8 <0x10>\n", YAMLFDT_ERR_DTS, 2, 6);
	if (YAMLFDT_HAVE_BASE64)	/* base64 may start with "//" */
		BYTES("a:\n  b: !base64 //8=\n", "/a", "b", 0xff, 0xff);
	BAD("a:\n  x: \"$uart1\"\n", YAMLFDT_ERR_REFWORD, 2, 6);
	BAD("a:\n  x: \"<&uart1>\"\n", YAMLFDT_ERR_REFWORD, 2, 6);
	BAD("a:\n  x: [\"*gpio1 5 0\"]\n", YAMLFDT_ERR_REFWORD, 2, 7);
	STR("a:\n  x: \"*gpio1 and more\"\n", "/a", "x", "*gpio1 and more");
	BAD("a:\n  x: \" &uart1;\"\n", YAMLFDT_ERR_REFWORD, 2, 6);
	BAD("a:\n  x: \"< &uart1 >\"\n", YAMLFDT_ERR_REFWORD, 2, 6);
	BAD("a:\n  t: -40-+85\n", YAMLFDT_ERR_NUMBER, 2, 6);
	BAD("a:\n  t: 10u-20u\n", YAMLFDT_ERR_NUMBER, 2, 6);
	BAD("a:\n  t: 0b1010-0b1\n", YAMLFDT_ERR_NUMBER, 2, 6);
	BAD("a:\n  d: [00112233]\n", YAMLFDT_ERR_BYTES, 2, 7);
	BAD("a:\n  d: [0a0b0c]\n", YAMLFDT_ERR_BYTES, 2, 7);
	STR("a:\n  d: [c32b]\n", "/a", "d", "c32b");
	STR("a:\n  d: YB(08j5\n", "/a", "d", "YB(08j5");
	if (!YAMLFDT_HAVE_NAME_RULES)
		return;
	/* a number where the name says strings */
	BAD("a:\n  model: 2023\n", YAMLFDT_ERR_STRING, 2, 10);
	BAD("a:\n  phy-mode: 1000\n", YAMLFDT_ERR_STRING, 2, 13);
	BAD("a:\n  clock-names: [baud, 2]\n", YAMLFDT_ERR_STRING, 2, 16);
	BAD("a:\n  compatible: 16550 8250\n", YAMLFDT_ERR_STRING, 2, 15);
	BAD("a:\n  model: [2023 1]\n", YAMLFDT_ERR_STRING, 2, 10);
	BAD("a:\n  label:\n    - 1\n", YAMLFDT_ERR_STRING, 2, 3);
	STR("a:\n  model: \"2023\"\n", "/a", "model", "2023");
	BYTES("a:\n  pins: [0x100, 7]\n", "/a", "pins", 0, 0, 1, 0, 0, 0, 0, 7);
	/* text as a MAC address */
	BAD("a:\n  local-mac-address: \"02:00:5e:a7:1c:e4\"\n",
	    YAMLFDT_ERR_MAC, 2, 22);
	BAD("a:\n  mac-address: 02005ea71ce4\n", YAMLFDT_ERR_MAC, 2, 16);
	/* macros where no string is named */
	BAD("a:\n  x: SZ_4K\n", YAMLFDT_ERR_WORD, 2, 6);
	BAD("a:\n  x: BIT(3)\n", YAMLFDT_ERR_WORD, 2, 6);
	BAD("a:\n  x: GPIO_ACTIVE_LOW | GPIO_PULL_UP\n", YAMLFDT_ERR_WORD,
	    2, 6);
	STR("a:\n  label: USER_LED\n", "/a", "label", "USER_LED");
	BAD("a:\n  x: 0x1000+SZ_4K\n", YAMLFDT_ERR_WORD, 2, 6);
	BAD("a:\n  x: 1 << PIN_SHIFT\n", YAMLFDT_ERR_WORD, 2, 6);
	BAD("a:\n  x: ~IRQ_MASK\n", YAMLFDT_ERR_WORD, 2, 6);
	BAD("a:\n  x: BIT (3) | 1\n", YAMLFDT_ERR_WORD, 2, 6);
	STR("a:\n  x: USB-C\n", "/a", "x", "USB-C");
	BAD("a:\n  x: 16-bit\n", YAMLFDT_ERR_NUMBER, 2, 6);
	BAD("a:\n  x: 1 Gb/s\n", YAMLFDT_ERR_NUMBER, 2, 6);
	STR("a:\n  x: 3-wire\n", "/a", "x", "3-wire");
	BAD("a:\n  acme,mac-address: \"02:00:5e:a7:1c:e4\"\n", YAMLFDT_ERR_MAC,
	    2, 21);
	BAD("a:\n  serial-number: 12345678\n", YAMLFDT_ERR_STRING, 2, 18);
	STR("a:\n  x: VDD_CORE VDD_IO\n", "/a", "x", "VDD_CORE VDD_IO");
	STR("a:\n  x: Mode_A+b\n", "/a", "x", "Mode_A+b");
	BAD("a:\n  clocks: [*a, \"22\"]\n", YAMLFDT_ERR_REFWORD, 2, 16);
	BAD("a:\n  reg: [0x10043000, 0400]\n", YAMLFDT_ERR_NUMBER, 2, 21);
	BYTES("a:\n  ngpios: 32\n", "/a", "ngpios", 0, 0, 0, 32);
	STR("a:\n  x: USB\n", "/a", "x", "USB");
	/* a number with its unit */
	BAD("a:\n  x: 100 Mbps\n", YAMLFDT_ERR_NUMBER, 2, 6);
	BAD("a:\n  x: 1Gbps\n", YAMLFDT_ERR_NUMBER, 2, 6);
	BAD("a:\n  x: 16 bytes\n", YAMLFDT_ERR_NUMBER, 2, 6);
	BAD("a:\n  x: 100Mbit\n", YAMLFDT_ERR_NUMBER, 2, 6);
	BAD("a:\n  max-speed: 1Gbps\n", YAMLFDT_ERR_NOTNUM, 2, 14);
	BAD("a:\n  color: green\n", YAMLFDT_ERR_NOTNUM, 2, 10);
	STR("a:\n  x: 3v3\n", "/a", "x", "3v3");
	STR("a:\n  label: 100 Mbps\n", "/a", "label", "100 Mbps");
}

/* The same probe's lines that lost their indentation, on a base. */
static void test_probe_indents(void)
{
	static const char base[] =
		"soc:\n  serial@1000: &uart2\n    reg: 0x1000\n";

	if (YAMLFDT_HAVE_NOREG) {
		BAD_ON(base, "/:\n  leds:\n    led-0:\n      x: 1\n"
		       "  led-1:\n    x: 1\n", YAMLFDT_ERR_OUTDENT, 5, 3);
		GOOD_ON(base, "/:\n  leds:\n    led-0:\n      x: 1\n"
			"    led-1:\n      x: 1\n  gpio-keys:\n    x: 1\n");
		/* no number, no kind: a PMIC's vcc-1v8, a root vcc-3v3 */
		GOOD_ON(base, "/:\n  pmic:\n    regs:\n      vcc-1v8:\n"
			"        x: 1\n  vcc-3v3:\n    x: 1\n  led-ctl:\n"
			"    x: 1\n");
		GOOD_ON(base, "/soc/serial@1000:\n  x: 1\n---\nmodel: a\n");
		GOOD_ON(base, "/soc/serial@1000: ~\nmodel: a\n");
		BAD_ON(base, "/:\n  leds:\n    led-0:\n      x: 1\n"
		       "led-1:\n  x: 1\n", YAMLFDT_ERR_OUTDENT, 5, 1);
		GOOD_ON(base, "/:\n  zones:\n    cpu-thermal:\n      x: 1\n"
			"  gpu-thermal:\n    x: 1\n  cpu0-opp:\n    x: 1\n");
		/* misspelt or misplaced: chosen and aliases, a case */
		BAD_ON(base, "/:\n  choosen:\n    x: 1\n", YAMLFDT_ERR_TYPO,
		       2, 3);
		BAD_ON(base, "/soc:\n  chosen:\n    x: 1\n",
		       YAMLFDT_ERR_ROOTNODE, 2, 3);	/* the base has none */
		BAD_ON(base, "/:\n  Soc:\n    x: 1\n", YAMLFDT_ERR_TYPO, 2, 3);
		GOOD_ON(base, "/:\n  chosen:\n    bootargs: a\n");
		GOOD_ON(base, "/:\n  led-0:\n    x: 1\n  led-1:\n    x: 1\n");
	}
	if (!YAMLFDT_HAVE_PLACE)
		return;
	BAD_ON(base, "/soc/serial@1000:\n  x: 1\nfifo-size: 64\n",
	       YAMLFDT_ERR_ROOTPROP, 3, 1);
	GOOD_ON(base, "acme,rev: 3\n/soc/serial@1000:\n  x: 1\n");
	BAD_ON(base, "/soc/serial@1000:\n  x: 1\ncompatible: acme,b\n",
	       YAMLFDT_ERR_ROOTPROP, 3, 1);
	GOOD_ON(base, "/:\n  x: 1\ny: 2\n");
	if (YAMLFDT_HAVE_NAME_RULES)	/* "mode" is no typo of "model" */
		GOOD_ON(base, "/soc/serial@1000:\n  mode: 1\n");
}

/* What only /chosen holds; with the name rules, the aliases' names. */
static void test_chosen_and_aliases(void)
{
	static const char node[] = "soc:\n  s@0:\n    x: 1\n";
	static const char *const bad_aliases[] = {
		"Serial1", "serial_1", "mmc-0",
	};
	char t[160];
	unsigned int i;

	BAD("bootargs: console=ttyS0\n", YAMLFDT_ERR_CHOSEN, 1, 1);
	BAD("/:\n  bootargs: a\n", YAMLFDT_ERR_CHOSEN, 2, 3);
	BAD("/:\n  bootargs: ~\n", YAMLFDT_ERR_CHOSEN, 2, 3);
	BAD("a:\n  bootargs: true\n", YAMLFDT_ERR_CHOSEN, 2, 3);
	BAD("a:\n  stdout-path: false\n", YAMLFDT_ERR_CHOSEN, 2, 3);
	BAD("soc:\n  stdout-path: serial0:115200n8\n", YAMLFDT_ERR_CHOSEN,
	    2, 3);
	BAD("aliases:\n  linux,initrd-start: 0x1000\n", YAMLFDT_ERR_CHOSEN,
	    2, 3);
	BAD("chosen:\n  fb@0:\n    rng-seed: [1, 2]\n", YAMLFDT_ERR_CHOSEN,
	    3, 5);
	STR("chosen:\n  bootargs: console=ttyS0\n", "/chosen", "bootargs",
	    "console=ttyS0");
	STR("chosen:\n  x: 1\n/chosen:\n  bootargs: a\n", "/chosen",
	    "bootargs", "a");
	STR("soc:\n  bootarg: a\n", "/soc", "bootarg", "a");
	if (YAMLFDT_HAVE_PLACE && YAMLFDT_HAVE_NAME_RULES) {
		BAD_ON("chosen:\n  x: 1\n", "/chosen:\n  bootarg: a\n",
		       YAMLFDT_ERR_TYPO, 2, 3);
		BAD_ON("chosen:\n  x: 1\n", "/chosen:\n  Bootargs: a\n",
		       YAMLFDT_ERR_NAMECASE, 2, 3);
	}
	/* a path or console with a blank in it, or a '/' at its end */
	BAD("chosen:\n  stdout-path: serial0 115200n8\n", YAMLFDT_ERR_PATHPROP,
	    2, 23);
	BAD("chosen:\n  stdin-path: \"serial0:115200n8 \"\n",
	    YAMLFDT_ERR_PATHPROP, 2, 32);
	BAD("s:\n  x: 1\naliases:\n  serial1: /s/\n", YAMLFDT_ERR_PATHPROP,
	    4, 14);
	STR("chosen:\n  stdout-path: serial0:115200n8  # console\n", "/chosen",
	    "stdout-path", "serial0:115200n8");
	/* the secure world's /chosen; an overlay written out (a .dtbo's) */
	STR("secure-chosen:\n  stdout-path: /x\n", "/secure-chosen",
	    "stdout-path", "/x");
	STR("fragment@0:\n  target-path: /chosen\n  __overlay__:\n"
	    "    bootargs: a\n", "/fragment@0/__overlay__", "bootargs", "a");
	if (!YAMLFDT_HAVE_NAME_RULES)
		return;
	for (i = 0; i < sizeof(bad_aliases) / sizeof(bad_aliases[0]); i++) {
		snprintf(t, sizeof(t), "%saliases:\n  %s: /soc/s@0\n", node,
			 bad_aliases[i]);
		BAD(t, YAMLFDT_ERR_NAMECASE, 5, 3);
	}
	snprintf(t, sizeof(t), "%saliases:\n  d_can0: /soc/s@0\n"
		 "  phy_rgmii_0: /soc/s@0\n  serial1: /soc/s@0\n", node);
	STR(t, "/aliases", "phy_rgmii_0", "/soc/s@0");
	snprintf(t, sizeof(t), "%saliases:\n  serial_port: /soc/s@0\n", node);
	STR(t, "/aliases", "serial_port", "/soc/s@0");
}

/*
 * /chosen on a base: names nothing reads, half an initrd or one ending
 * before it starts, text that is true; and the paths of /aliases.
 */
static void test_chosen_values(void)
{
	static const char cb[] = "soc:\n  s@0:\n    x: 1\nchosen:\n"
		"  stdout-path: /soc/s@0\naliases:\n  serial0: /soc/s@0\n";
	static const char eb[] = "chosen:\n  linux,initrd-end: 0x2000\n";
	static const char ab[] = "soc:\n  s@0:\n    x: 1\naliases:\n"
		"  serial0: /soc/s@0\n  serial1: /soc/s@0\nchosen:\n"
		"  stdout-path: serial0:115200n8\n";
	static const char *const unread[] = {
		"console: ttyS0", "root: /dev/mmcblk0p2",
		"stdout-path-2: serial0",
	};
	char t[160];
	unsigned int i;

	current = "chosen values";
	/* an alias is one path, and nothing after it */
	BAD_ON(cb, "/aliases:\n  serial3: true\n", YAMLFDT_ERR_PATHPROP,
	       2, 12);
	BAD_ON(cb, "/aliases:\n  serial3: /soc/s@0:115200\n",
	       YAMLFDT_ERR_PATHPROP, 2, 20);
	BAD_ON(cb, "/aliases:\n  serial3: [/soc/s@0, /soc/s@0]\n",
	       YAMLFDT_ERR_PATHPROP, 2, 12);
	GOOD_ON(cb, "/aliases:\n  serial3: [/soc/s@0]\n");
	/* an empty part: libfdt skips it, the kernel finds nothing */
	BAD_ON(cb, "/aliases:\n  serial3: /soc//s@0\n", YAMLFDT_ERR_PATHPROP,
	       2, 17);
	BAD_ON(cb, "/chosen:\n  stdout-path: \"//soc/s@0:115200n8\"\n",
	       YAMLFDT_ERR_PATHPROP, 2, 18);
	/* Xen's boot modules below /chosen have bootargs of their own */
	GOOD_ON(cb, "/chosen:\n  module@84000000:\n"
		"    compatible: multiboot,kernel\n    reg: [0x84000000, 1]\n"
		"    bootargs: console=hvc0\n");
	/* dtc's "\0" between strings, outside double quotes: text */
	BAD_ON(cb, "/soc/s@0:\n  compatible: acme,a\\0ns16550a\n",
	       YAMLFDT_ERR_LIST, 2, 15);
	BAD_ON(cb, "/soc/s@0:\n  compatible: 'acme,a\\0ns16550a'\n",
	       YAMLFDT_ERR_LIST, 2, 15);
	if (YAMLFDT_HAVE_NAME_RULES) {
		for (i = 0; i < sizeof(unread) / sizeof(unread[0]); i++) {
			snprintf(t, sizeof(t), "/chosen:\n  %s\n", unread[i]);
			BAD_ON(cb, t, YAMLFDT_ERR_CHOSEN, 2, 3);
		}
		BAD_ON(cb, "/chosen:\n  bootargs: true\n", YAMLFDT_ERR_STRING,
		       2, 13);
		BAD_ON(cb, "/soc/s@0:\n  compatible: true\n",
		       YAMLFDT_ERR_STRING, 2, 15);
		BAD_ON(cb, "/chosen:\n  linux,initrd-start: \"0x1000\"\n",
		       YAMLFDT_ERR_NOTNUM, 2, 23);
		GOOD_ON(cb, "/chosen:\n  u-boot,version: \"2025.01\"\n"
			"  tick-timer: /soc/s@0\n  bootargs-append: \" quiet\"\n");
		/* a whole board's /chosen is its writer's (U-Boot's sandbox) */
		STR("chosen:\n  console: a\n", "/chosen", "console", "a");
		/* meant as a standard name: linux,bootargs is read by none */
		BAD_ON(cb, "/chosen:\n  linux,bootargs: a\n", YAMLFDT_ERR_CHOSEN,
		       2, 3);
		BAD_ON(cb, "/chosen:\n  linux,stdoutpath: serial0\n",
		       YAMLFDT_ERR_CHOSEN, 2, 3);
		BAD_ON(cb, "/chosen:\n  linux,initramfs-start: 0x1000\n",
		       YAMLFDT_ERR_CHOSEN, 2, 3);
		/* pasted into a quoted command line: the kernel splits at ' ' */
		BAD_ON(cb, "/chosen:\n  bootargs: \"a=1\xc2\xa0" "b\"\n",
		       YAMLFDT_ERR_NBSP, 2, 17);
		BAD_ON(cb, "/chosen:\n  bootargs: \"d=\xe2\x80\x9c" "a b"
		       "\xe2\x80\x9d\"\n", YAMLFDT_ERR_QUOTES, 2, 16);
		BAD_ON(cb, "/chosen:\n  stdout-path: \"serial0:115200\xe2\x80"
		       "\x93" "8\"\n", YAMLFDT_ERR_DASH, 2, 31);
		GOOD_ON(cb, "/chosen:\n  bootargs: \"root=PARTLABEL=r\xc3\xa9"
			"sum\xc3\xa9\"\n");
		GOOD_ON(cb, "/chosen:\n  linux,usable-memory-range: [1, 2]\n");
	}
	if (!YAMLFDT_HAVE_PLACE)
		return;
	/* unrendered placeholders; U-Boot's ${x} in bootargs */
	BAD_ON(cb, "/chosen:\n  bootargs: root=${mmcroot} rw\n",
	       YAMLFDT_ERR_TEMPLATE, 2, 18);
	BAD_ON(cb, "/soc/s@0:\n  label: \"@@NAME@@\"\n", YAMLFDT_ERR_TEMPLATE,
	       2, 11);
	GOOD_ON(cb, "/:\n  config:\n    bootcmd: \"run ${x}; boot\"\n");
	BAD_ON(cb, "/chosen:\n  linux,initrd-start: 0x1000\n",
	       YAMLFDT_ERR_CHOSEN, 2, 3);
	BAD_ON(cb, "/chosen:\n  linux,initrd-end: 0x1000\n", YAMLFDT_ERR_CHOSEN,
	       2, 3);
	BAD_ON(cb, "/chosen:\n  linux,initrd-start: 0x2000\n"
	       "  linux,initrd-end: 0x1000\n", YAMLFDT_ERR_CHOSEN, 2, 23);
	BAD_ON(cb, "/chosen:\n  linux,initrd-end: 0x1000\n"
	       "  linux,initrd-start: 0x1000\n", YAMLFDT_ERR_CHOSEN, 2, 21);
	BAD_ON(eb, "/chosen:\n  linux,initrd-start: 0x2000\n",
	       YAMLFDT_ERR_CHOSEN, 2, 23);
	GOOD_ON(eb, "/chosen:\n  linux,initrd-start: 0x1000\n");
	GOOD_ON(cb, "/chosen:\n  linux,initrd-end: 0x2000\n"
		"  linux,initrd-start: 0x1000\n");
	GOOD_ON(cb, "/chosen:\n  linux,initrd-start: !uint64 0x1000\n"
		"  linux,initrd-end: !uint64 0x2000\n");
	GOOD_ON(cb, "/chosen:\n  linux,initrd-start: 0x1000\n/:\n  chosen:\n"
		"    linux,initrd-end: 0x2000\n");
	/* 64-bit and two-cell forms, ordered too; U-Boot's hex without 0x */
	BAD_ON(cb, "/chosen:\n  linux,initrd-start: !uint64 0x2000\n"
	       "  linux,initrd-end: !uint64 0x1000\n", YAMLFDT_ERR_CHOSEN, 2, 23);
	BAD_ON(cb, "/chosen:\n  linux,initrd-start: [0, 0x2000]\n"
	       "  linux,initrd-end: [0, 0x1000]\n", YAMLFDT_ERR_CHOSEN, 2, 23);
	BAD_ON(cb, "/chosen:\n  linux,initrd-start: 84000000\n"
	       "  linux,initrd-end: 84800000\n", YAMLFDT_ERR_CHOSEN, 2, 23);
	GOOD_ON(cb, "/chosen:\n  linux,initrd-start: [1, 0x2000]\n"
		"  linux,initrd-end: !uint64 0x100003000\n");
	/* arm64's kaslr-seed is 8 bytes */
	BAD_ON(cb, "/chosen:\n  kaslr-seed: 0x12345678\n", YAMLFDT_ERR_CHOSEN,
	       2, 15);
	GOOD_ON(cb, "/chosen:\n  kaslr-seed: !uint64 0x123456789\n");
	/* the console's alias deleted, stdout-path left naming it */
	BAD_ON(ab, "/aliases:\n  serial0: ~\n", YAMLFDT_ERR_INUSE, 2, 3);
	GOOD_ON(ab, "/aliases:\n  serial0: ~\n/chosen:\n"
		"  stdout-path: /soc/s@0\n");
	GOOD_ON(ab, "/aliases:\n  serial1: ~\n");
}

/*
 * A MAC address is a device's own (multicast ones start odd); a GPIO hog
 * has one direction and its controller's cells; a flag is no "true".
 */
static void test_device_values(void)
{
	static const char gb[] = "g:\n  gpio-controller: true\n"
		"  \"#gpio-cells\": 2\n  h:\n    gpio-hog: true\n"
		"    gpios: [1, 0]\n    output-high: true\np: &pg\n  x: 1\n";

	current = "device values";
	BAD("e:\n  local-mac-address: !uint8 [0x01, 0, 0x5e, 0, 0, 1]\n",
	    YAMLFDT_ERR_MAC, 2, 30);
	BAD("e:\n  mac-address: !uint8 [0xff, 0xff, 0xff, 0xff, 0xff, 0xff]\n",
	    YAMLFDT_ERR_MAC, 2, 24);
	BAD("e:\n  local-mac-address: !uint16 [0x0100, 0x5e00, 1]\n",
	    YAMLFDT_ERR_MAC, 2, 31);
	BYTES("e:\n  local-mac-address: !uint8 [0x02, 0, 0x5e, 0, 0, 1]\n",
	      "/e", "local-mac-address", 2, 0, 0x5e, 0, 0, 1);
	BYTES("e:\n  local-mac-address: !uint8 [0, 0, 0, 0, 0, 0]\n",
	      "/e", "local-mac-address", 0, 0, 0, 0, 0, 0);
	if (YAMLFDT_HAVE_NAME_RULES) {
		BAD_ON("u:\n  x: 1\n", "/u:\n  auto-flow-control: \"true\"\n",
		       YAMLFDT_ERR_FLAG, 2, 22);
		/* a whole board's is dtc's: gpmc,device-nand = "true" */
		STR("u:\n  gpmc,device-nand: \"true\"\n", "/u",
		    "gpmc,device-nand", "true");
		BAD("u:\n  wakeup-source: 'false'\n", YAMLFDT_ERR_FLAG, 2, 18);
		BAD("e:\n  phy-mode: \"rgmii-id;\"\n", YAMLFDT_ERR_DTS, 2, 22);
		/* a NUL in bootargs ends it; a Windows path; a blank in
		 * compatible, or a no-break space pasted from a page */
		BAD("chosen:\n  bootargs: \"console=ttyS0\\0rootwait\"\n",
		    YAMLFDT_ERR_ONESTRING, 2, 27);
		BAD("w:\n  firmware-name: \"brcm\\nvram.txt\"\n",
		    YAMLFDT_ERR_ESCAPE, 2, 23);
		BAD("u:\n  compatible: \"acme,uart \"\n", YAMLFDT_ERR_LIST,
		    2, 15);
		BAD("u:\n  compatible: \"acme,uart\xc2\xa0\"\n",
		    YAMLFDT_ERR_LIST, 2, 25);
		STR("chosen:\n  bootargs: \"a\\nb\"\n", "/chosen", "bootargs",
		    "a\nb");
		STR("u:\n  label: \"true story\"\n", "/u", "label",
		    "true story");
	}
	if (!YAMLFDT_HAVE_PLACE)
		return;
	BAD_ON(gb, "/g:\n  k:\n    gpio-hog: true\n    gpios: 10\n"
	       "    output-high: true\n", YAMLFDT_ERR_CELLS, 4, 12);
	BAD_ON(gb, "/g:\n  k:\n    gpio-hog: true\n    gpios: [10, 0]\n"
	       "    output-high: true\n    output-low: true\n",
	       YAMLFDT_ERR_HOG, 3, 5);
	BAD_ON(gb, "/g/h:\n  input: true\n", YAMLFDT_ERR_HOG, 2, 3);
	/* interrupt-parent after interrupts: its controller's cells still */
	BAD_ON("g: &gc\n  interrupt-controller: true\n"
	       "  \"#interrupt-cells\": 2\nd:\n  x: 1\n",
	       "/d:\n  interrupts: [0, 34, 4]\n  interrupt-parent: *gc\n",
	       YAMLFDT_ERR_CELLS, 2, 15);
	GOOD_ON(gb, "/g/h:\n  output-high: false\n  input: true\n");
	/* gpiolib reads reset-gpios first: reset-gpio beside it is unread */
	BAD_ON("g: &gc\n  gpio-controller: true\n  \"#gpio-cells\": 2\n"
	       "d:\n  reset-gpios: [*gc, 1, 0]\n",
	       "/d:\n  reset-gpio: [*gc, 2, 0]\n", YAMLFDT_ERR_TYPO, 2, 3);
	GOOD_SYMS("g: &gc\n  gpio-controller: true\n  \"#gpio-cells\": 2\n"
		  "d:\n  reset-gpios: [*gc, 1, 0]\n",
		  "/d:\n  enable-gpio: [*gc, 2, 0]\n");
	/* a hog with no direction, or under no GPIO controller */
	BAD_ON(gb, "/g:\n  k:\n    gpio-hog: true\n    gpios: [10, 0]\n",
	       YAMLFDT_ERR_HOG, 3, 5);
	GOOD_ON(gb, "/g:\n  k:\n    gpio-hog: true\n    gpios: [10, 0]\n"
		"/g/k:\n  input: true\n");
	BAD_ON(gb, "/g:\n  pinctrl-0: [*pg]\n", YAMLFDT_ERR_PINNAMES, 2, 3);
	GOOD_SYMS(gb, "/g:\n  pinctrl-0: [*pg]\n---\n/g:\n"
		  "  pinctrl-names: [default]\n");
	BAD_ON(gb, "/g:\n  k:\n    gpio-hog: true\n    gpios: [10, 0]\n"
	       "    output-high: false\n", YAMLFDT_ERR_HOG, 3, 5);
	BAD_ON(gb, "/:\n  k:\n    gpio-hog: true\n    gpios: [10, 0]\n"
	       "    input: true\n", YAMLFDT_ERR_HOG, 3, 5);
	GOOD_ON(gb, "/g:\n  k:\n    gpio-hog: true\n    gpios: [10, 0, 11, 0]\n"
		"    output-low: true\n");
}

/* A number where a phandle goes, on a base: it must name a node. */
static void test_raw_phandles(void)
{
	static const char base[] = "intc: &intc\n  phandle: 1\n  x: 1\n"
		"  \"#interrupt-cells\": 1\n  \"#clock-cells\": 1\n"
		"  \"#gpio-cells\": 1\n  gpio-controller: true\n"
		"pins:\n  phandle: 2\ndev:\n  compatible: d\n  phandle: 3\n";

	if (!YAMLFDT_HAVE_PHANDLE_CHECKS)
		return;
	BAD_ON(base, "/intc:\n  interrupt-parent: 0x99\n",
	       YAMLFDT_ERR_RAWPHANDLE, 2, 21);
	BAD_ON(base, "/intc:\n  clocks: [0x99, 3]\n", YAMLFDT_ERR_RAWPHANDLE,
	       2, 11);
	BAD_ON(base, "/intc:\n  vcc-supply: 9\n", YAMLFDT_ERR_RAWPHANDLE,
	       2, 15);
	GOOD_ON(base, "/intc:\n  interrupt-parent: 1\n  clocks: [1, 3]\n");
	/* one the text gives, before or after; 0, a hole in a list */
	GOOD_ON(base, "b:\n  clocks: [0x98, 1]\na:\n  phandle: 0x98\n");
	GOOD_ON(base, "/intc:\n  cs-gpios: [0, 1, 0]\n");
	BAD_ON(base, "/intc:\n  mmc-pwrseq: 0x30\n", YAMLFDT_ERR_RAWPHANDLE,
	       2, 15);
	/* the old spellings: regulator-fixed's gpio, reset-gpio */
	BAD_ON(base, "/intc:\n  gpio: [0x50, 5, 0]\n", YAMLFDT_ERR_RAWPHANDLE,
	       2, 9);
	BAD_ON(base, "/intc:\n  reset-gpio: [0x50, 5, 0]\n",
	       YAMLFDT_ERR_RAWPHANDLE, 2, 15);
	GOOD_ON(base, "aliases:\n  gpio: /intc\n");
	if (!YAMLFDT_HAVE_PLACE)	/* which gpios are a hog's */
		return;
	/* one of another kind, or short of its arguments (dtc -O dts's) */
	BAD_ON(base, "/intc:\n  interrupt-parent: 2\n",
	       YAMLFDT_ERR_RAWPHANDLE, 2, 21);
	BAD_ON(base, "/intc:\n  clocks: [2, 3]\n", YAMLFDT_ERR_RAWPHANDLE,
	       2, 11);
	BAD_ON(base, "/intc:\n  led:\n    gpios: [2, 5, 0]\n",
	       YAMLFDT_ERR_RAWPHANDLE, 3, 12);
	BAD_ON(base, "/intc:\n  clocks: [1, 3, 1]\n", YAMLFDT_ERR_CELLS,
	       2, 11);
	BAD_ON(base, "/intc:\n  cs-gpios: [0, 1]\n", YAMLFDT_ERR_CELLS,
	       2, 13);
	BAD_ON(base, "/intc:\n  cd-gpios: [1, 7, 0]\n", YAMLFDT_ERR_CELLS,
	       2, 13);
	GOOD_ON(base, "/intc:\n  clocks: [1, 3, 1, 4]\n  pinctrl-0: 2\n");
	/* without /__symbols__, numbers are how a text refers: as written */
	GOOD_ON("intc:\n  phandle: 1\n  x: 1\npins:\n  phandle: 2\n",
		"/intc:\n  clocks: [2, 3]\n  interrupt-parent: 2\n");
	/* pinctrl-N's: a pin group, never a device or the node itself */
	BAD_ON(base, "/intc:\n  pinctrl-0: 3\n", YAMLFDT_ERR_PINGROUP, 2, 14);
	BAD_ON(base, "/pins:\n  pinctrl-0: [2]\n", YAMLFDT_ERR_PINGROUP,
	       2, 14);
	GOOD_ON(base, "/intc:\n  h:\n    gpio-hog: true\n"
		"    gpios: [2, 0]\n    input: true\n");
	BAD_ON(base, "/intc:\n  led:\n    gpios: [0x50, 5, 0]\n",
	       YAMLFDT_ERR_RAWPHANDLE, 3, 12);
	GOOD_ON(base, "/intc:\n  gpio-controller: true\n  hog:\n"
		"    gpios: [0x50, 0]\n"
		"    gpio-hog: true\n    output-low: true\n");
}

/*
 * Kinds and places: a node the kernel reads only at its place (memory,
 * reserved-memory, a cpu), a root node's name misspelt, a reference to a
 * node of another kind (a supply to an EEPROM or a PHY, nvmem-cells to
 * the device), a list without what it goes with, a width the kernel does
 * not read, a reg of size 0.
 */
static void test_kinds_and_places(void)
{
	static const char base[] =
		"\"#address-cells\": 1\n"
		"interrupt-parent: *gic\n"
		"aliases:\n"
		"  serial0: /soc/uart@4000\n"
		"  serial1: /soc/serial@7000\n"
		"chosen:\n"
		"  stdout-path: serial0:115200n8\n"
		"\"#size-cells\": 1\n"
		"cpus:\n"
		"  \"#address-cells\": 1\n"
		"  \"#size-cells\": 0\n"
		"  cpu@0:\n"
		"    device_type: cpu\n"
		"    reg: 0\n"
		"soc:\n"
		"  compatible: simple-bus\n"
		"  \"#address-cells\": 1\n"
		"  \"#size-cells\": 1\n"
		"  ranges: true\n"
		"  ccu@1000: &ccu\n"
		"    reg: [0x1000, 0x100]\n"
		"    \"#clock-cells\": 1\n"
		"  i2c@2000:\n"
		"    reg: [0x2000, 0x100]\n"
		"    \"#address-cells\": 1\n"
		"    \"#size-cells\": 0\n"
		"    eeprom@50: &eeprom\n"
		"      compatible: atmel,24c32\n"
		"      reg: 0x50\n"
		"    pmic@34:\n"
		"      reg: 0x34\n"
		"      ldo1: &ldo1\n"
		"        regulator-name: vcc\n"
		"  eth@3000: &eth\n"
		"    reg: [0x3000, 0x100]\n"
		"    clocks: [*ccu, 1]\n"
		"    reset-gpios: [*gpio, 4, 0]\n"
		"    mdio:\n"
		"      \"#address-cells\": 1\n"
		"      \"#size-cells\": 0\n"
		"      ethernet-phy@1: &phy\n"
		"        reg: 1\n"
		"  uart@4000: &uart\n"
		"    reg: [0x4000, 0x100]\n"
		"  gic@5000: &gic\n"
		"    reg: [0x5000, 0x100]\n"
		"    interrupt-controller: true\n"
		"    \"#interrupt-cells\": 3\n"
		"  i2c@6000: &i2c1\n"
		"    reg: [0x6000, 0x100]\n"
		"    status: disabled\n"
		"    \"#address-cells\": 1\n"
		"    \"#size-cells\": 0\n"
		"    rtc@68:\n"
		"      reg: 0x68\n"
		"      status: disabled\n"
		"  serial@7000: &uart1\n"
		"    reg: [0x7000, 0x100]\n"
		"    status: disabled\n"
		"  spi@8000: &spi\n"
		"    reg: [0x8000, 0x100]\n"
		"    \"#address-cells\": 1\n"
		"    \"#size-cells\": 0\n"
		"    num-cs: 1\n"
		"  bus@30000000: &bus\n"
		"    reg: [0x30000000, 0x100000]\n"
		"    \"#address-cells\": 1\n"
		"    \"#size-cells\": 1\n"
		"    ranges: [0, 0x30000000, 0x100000]\n"
		"  gpio@9000: &gpio\n"
		"    reg: [0x9000, 0x100]\n"
		"    gpio-controller: true\n"
		"    \"#gpio-cells\": 2\n"
		"    interrupt-controller: true\n"
		"    \"#interrupt-cells\": 2\n"
		"  mmc@a000:\n"
		"    reg: [0xa000, 0x100]\n"
		"    \"#address-cells\": 1\n"
		"    \"#size-cells\": 0\n"
		"leds: &leds\n"
		"  compatible: gpio-leds\n";

	if (!YAMLFDT_HAVE_PLACE || !YAMLFDT_HAVE_NAME_RULES ||
	    !YAMLFDT_HAVE_SYMBOLS)
		return;
	/* where the kernel reads a node */
	BAD_ON(base, "/soc:\n  memory@a0000000:\n    device_type: memory\n"
	       "    reg: [0xa0000000, 0x10000000]\n", YAMLFDT_ERR_ROOTNODE,
	       2, 3);
	BAD_ON(base, "/soc:\n  reserved-memory:\n    ranges: true\n",
	       YAMLFDT_ERR_ROOTNODE, 2, 3);
	BAD_ON(base, "/:\n  cpu@1:\n    device_type: cpu\n    reg: [1, 1]\n",
	       YAMLFDT_ERR_ROOTNODE, 2, 3);
	BAD_ON(base, "/soc:\n  cpu@1:\n    device_type: \"cpu\"\n"
	       "    reg: [1, 1]\n", YAMLFDT_ERR_ROOTNODE, 2, 3);
	BAD_ON(base, "/:\n  reserved_memory:\n    ranges: true\n",
	       YAMLFDT_ERR_TYPO, 2, 3);
	BAD_ON(base, "/:\n  reserved-memories:\n    ranges: true\n",
	       YAMLFDT_ERR_TYPO, 2, 3);
	GOOD_SYMS(base, "/:\n  memory@a0000000:\n    device_type: memory\n"
		  "    reg: [0xa0000000, 0x10000000]\n"
		  "/cpus:\n  cpu@1:\n    device_type: cpu\n    reg: 1\n"
		  "/soc:\n  sound:\n    link:\n      cpu:\n"
		  "        dai-tdm-slot-num: 2\n");
	/* a device under a node that stays off, a console that does */
	BAD_ON(base, "*i2c1:\n  eeprom@50:\n    reg: 0x50\n",
	       YAMLFDT_ERR_OFFNODE, 2, 3);
	BAD_ON(base, "*i2c1:\n  rtc@68:\n    status: okay\n",
	       YAMLFDT_ERR_OFFNODE, 3, 13);
	BAD_ON(base, "/:\n  chosen:\n    stdout-path: serial1:115200n8\n",
	       YAMLFDT_ERR_OFFNODE, 3, 18);
	BAD_ON(base, "/:\n  chosen:\n    stdout-path: /soc/serial@7000\n",
	       YAMLFDT_ERR_OFFNODE, 3, 18);
	GOOD_SYMS(base, "*i2c1:\n  status: okay\n  eeprom@50:\n    reg: 0x50\n"
		  "*uart1:\n  status: okay\n"
		  "/:\n  chosen:\n    stdout-path: serial1:115200n8\n");
	GOOD_SYMS(base, "*i2c1:\n  rtc@68:\n    status: okay\n"
		  "---\n*i2c1:\n  status: okay\n");
	/* a chip select past num-cs, two new nodes at one address */
	BAD_ON(base, "*spi:\n  flash@1:\n    compatible: jedec,spi-nor\n"
	       "    reg: 1\n", YAMLFDT_ERR_ENUM, 4, 10);
	BAD_ON(base, "*i2c1:\n  status: okay\n  rtc@51:\n    reg: 0x51\n"
	       "  sensor@51:\n    reg: 0x51\n", YAMLFDT_ERR_DUPADDR, 5, 9);
	BAD_ON(base, "*eth:\n  assigned-clocks: [*ccu, 1]\n"
	       "  assigned-clock-rates: [48000000, 24000000]\n",
	       YAMLFDT_ERR_NAMES, 3, 25);
	GOOD_SYMS(base, "*spi:\n  flash@0:\n    compatible: jedec,spi-nor\n"
		  "    reg: 0\n*i2c1:\n  status: okay\n  rtc@51:\n"
		  "    reg: 0x51\n  sensor@52:\n    reg: 0x52\n"
		  "*eth:\n  assigned-clocks: [*ccu, 1, *ccu, 2]\n"
		  "  assigned-clock-rates: [48000000, 24000000]\n");
	BAD_ON(base, "/aliases:\n  serial3:\n    path: /soc/serial@7000\n",
	       YAMLFDT_ERR_PATHPROP, 2, 3);
	/* an I2C slave's own address; a label deleted by it, given again */
	GOOD_SYMS(base, "/soc/i2c@2000:\n  slave@64:\n"
		  "    compatible: linux,slave-24c02\n    reg: 0x40000064\n"
		  "*eeprom: ~\n/soc/i2c@2000:\n  eeprom@50: &eeprom\n"
		  "    compatible: atmel,24c64\n    reg: 0x50\n");
	/* a bus's addresses, a width, a name, a flag, the root's controller */
	BAD_ON(base, "/soc/mmc@a000:\n  wifi@8:\n    reg: 8\n",
	       YAMLFDT_ERR_ENUM, 3, 10);
	BAD_ON(base, "/soc/i2c@2000:\n  flash@0:\n    reg: 0\n",
	       YAMLFDT_ERR_I2CADDR, 3, 10);
	BAD_ON(base, "*uart:\n  reg-io-width: 3\n", YAMLFDT_ERR_ENUM, 2, 17);
	BAD_ON(base, "*uart:\n  debounce-interval: 20ms\n", YAMLFDT_ERR_NOTNUM,
	       2, 22);
	BAD_ON(base, "*uart:\n  vcc_supply: *ldo1\n", YAMLFDT_ERR_NAMECASE,
	       2, 3);
	BAD_ON(base, "/:\n  reserved:\n    region:\n      no-map: ~\n",
	       YAMLFDT_ERR_FLAG, 4, 15);
	BAD_ON(base, "/:\n  interrupt-parent: *gpio\n", YAMLFDT_ERR_CELLS,
	       2, 21);
	GOOD_SYMS(base, "/soc/mmc@a000:\n  wifi@1:\n    reg: 1\n"
		  "*uart:\n  reg-io-width: 4\n  debounce-interval: 20\n"
		  "/:\n  interrupt-parent: *gic\n"
		  "  reserved:\n    region:\n      no-map: true\n");
	/* an EEPROM's size in Kbit, an Ethernet PHY's max-speed in bit/s */
	BAD_ON(base, "*eeprom:\n  size: 32\n", YAMLFDT_ERR_UNIT, 2, 9);
	BAD_ON(base, "*phy:\n  max-speed: 100000000\n", YAMLFDT_ERR_UNIT, 2, 14);
	GOOD_SYMS(base, "*eeprom:\n  size: 4096\n*phy:\n  max-speed: 100\n"
		  "*uart:\n  bluetooth:\n    compatible: brcm,bcm43438-bt\n"
		  "    max-speed: 3000000\n");
	/* the console moved to a port that stays off */
	BAD_ON(base, "/aliases:\n  serial0: /soc/serial@7000\n",
	       YAMLFDT_ERR_OFFNODE, 2, 12);
	GOOD_SYMS(base, "/chosen:\n  bootargs: console=ttyS0,115200\n"
		  "/aliases:\n  serial0: /soc/uart@4000\n  serial2: /soc/serial@7000\n");
	/* a node turned off that an enabled node still refers to */
	BAD_ON(base, "*gpio:\n  status: disabled\n", YAMLFDT_ERR_INUSE, 2, 11);
	GOOD_SYMS(base, "*gpio:\n  status: disabled\n*eth:\n  reset-gpios: ~\n");
	GOOD_SYMS(base, "*gpio:\n  status: disabled\n*eth:\n"
		  "  status: disabled\n");
	/* a supply or a pwrseq the text makes, of another kind */
	BAD_ON(base, "/:\n  pwrseq: &seq\n    compatible: mmc-pwrseq-simple\n"
	       "*uart:\n  vcc-supply: *seq\n", YAMLFDT_ERR_KIND, 5, 15);
	BAD_ON(base, "/:\n  vcc: &vcc\n    compatible: regulator-fixed\n"
	       "    regulator-name: vcc\n*uart:\n  mmc-pwrseq: *vcc\n",
	       YAMLFDT_ERR_KIND, 6, 15);
	GOOD_SYMS(base, "/:\n  vcc: &vcc\n    compatible: regulator-fixed\n"
		  "    regulator-name: vcc\n  pwrseq: &seq\n"
		  "    compatible: \"mmc-pwrseq-simple\"\n"
		  "*uart:\n  vcc-supply: *vcc\n  mmc-pwrseq: *seq\n");
	/* reg outside its bus's ranges; a child a driver needs a property of */
	BAD_ON(base, "*bus:\n  serial@30002000:\n    reg: [0x30002000, 0x100]\n",
	       YAMLFDT_ERR_RANGES, 3, 10);
	BAD_ON(base, "*leds:\n  led-0:\n    label: a\n", YAMLFDT_ERR_REQUIRED,
	       2, 3);
	BAD_ON(base, "/:\n  keys:\n    compatible: gpio-keys\n    key-0:\n"
	       "      gpios: [*gic, 1, 2, 3]\n", YAMLFDT_ERR_REQUIRED, 4, 5);
	BAD_ON(base, "/:\n  vcc:\n    compatible: regulator-fixed\n",
	       YAMLFDT_ERR_REQUIRED, 3, 17);
	BAD_ON(base, "/:\n  vcc:\n    compatible: regulator-fixed\n"
	       "    regulator-name: vcc\n    regulator-min-microvolt: 3000000\n"
	       "    regulator-max-microvolt: 3600000\n", YAMLFDT_ERR_MINMAX,
	       5, 30);
	BAD_ON(base, "/:\n  keys:\n    compatible: gpio-keys-polled\n"
	       "    key-0:\n      linux,code: 116\n"
	       "      gpios: [*gpio, 3, 1]\n", YAMLFDT_ERR_REQUIRED, 3, 17);
	BAD_ON(base, "/:\n  keys:\n    compatible: gpio-keys\n    key-0:\n"
	       "      linux,code: 116\n", YAMLFDT_ERR_REQUIRED, 4, 5);
	GOOD_SYMS(base, "*bus:\n  serial@2000:\n    reg: [0x2000, 0x100]\n"
		  "*leds:\n  led-0:\n    gpios: [*gpio, 1, 0]\n"
		  "  led-1:\n    label: b\n---\n*leds:\n  led-1:\n"
		  "    gpio: [*gpio, 2, 0]\n"
		  "/:\n  keys:\n    compatible: \"gpio-keys\"\n    key-0:\n"
		  "      linux,code: 116\n      gpios: [*gpio, 3, 1]\n"
		  "  vcc:\n    compatible: regulator-fixed\n"
		  "    regulator-name: vcc\n");
	/* a key or a hog copied and its GPIO line left as it was */
	BAD_ON(base, "*leds:\n  led-0:\n    gpios: [*gpio, 1, 0]  # red\n"
	       "  led-1:\n    label: b\n    gpios: [*gpio,1,0]\n",
	       YAMLFDT_ERR_COPIED, 6, 12);
	BAD_ON(base, "*gpio:\n  a:\n    gpio-hog: true\n    gpios: [3, 0]\n"
	       "    output-low: true\n  b:\n    gpio-hog: true\n"
	       "    gpios: [3, 0]\n    output-high: true\n",
	       YAMLFDT_ERR_COPIED, 8, 12);
	GOOD_SYMS(base, "*leds:\n  led-0:\n    gpios: [*gpio, 1, 0]\n"
		  "  led-1:\n    gpios: [*gpio, 2, 0]\n"
		  "  led-2:\n    gpios: [*gpio, 1, 1]\n"
		  "/:\n  a:\n    compatible: regulator-fixed\n"
		  "    regulator-name: a\n    gpios: [*gpio, 4, 0]\n"
		  "    enable-active-high: true\n"
		  "  b:\n    compatible: regulator-fixed\n"
		  "    regulator-name: b\n    gpios: [*gpio, 4, 1]\n");
	/* a fixed regulator's polarity is enable-active-high's */
	BAD_ON(base, "/:\n  a:\n    compatible: regulator-fixed\n"
	       "    regulator-name: a\n    gpio: [*gpio, 4, 0]\n",
	       YAMLFDT_ERR_UNREAD, 5, 11);
	BAD_ON(base, "/:\n  a:\n    compatible: \"regulator-fixed\"\n"
	       "    regulator-name: a\n    enable-active-high: true\n"
	       "    gpios: [*gpio, 4, 1]\n", YAMLFDT_ERR_UNREAD, 6, 12);
	/* a node in an LED, a hog or a pin group; one beside its container */
	BAD_ON(base, "*leds:\n  green:\n    gpios: [*gpio, 1, 0]\n"
	       "    red:\n      gpios: [*gpio, 2, 0]\n", YAMLFDT_ERR_NESTED,
	       4, 5);
	BAD_ON(base, "/:\n  l:\n    compatible: gpio-leds\n    green:\n"
	       "      gpios: [*gpio, 1, 0]\n      red:\n"
	       "        gpios: [*gpio, 2, 0]\n", YAMLFDT_ERR_NESTED, 6, 7);
	BAD_ON(base, "/:\n  l:\n    compatible: gpio-leds\n    green:\n"
	       "      gpios: [*gpio, 1, 0]\n  red:\n"
	       "    gpios: [*gpio, 2, 0]\n", YAMLFDT_ERR_OUTDENT, 6, 3);
	BAD_ON(base, "*gpio:\n  h:\n    gpio-hog: true\n    gpios: [1, 0]\n"
	       "    output-low: true\n    g:\n      gpio-hog: true\n",
	       YAMLFDT_ERR_NESTED, 6, 5);
	GOOD_SYMS(base, "/:\n  l:\n    compatible: gpio-leds\n    green:\n"
		  "      gpios: [*gpio, 1, 0]\n  red:\n"
		  "    compatible: acme,led\n    gpios: [*gpio, 2, 0]\n");
	/* a node split over two blocks: what the other block gives counts */
	GOOD_SYMS(base, "/soc/i2c@2000:\n  rtc@68: &rtc\n    compatible: a,b\n"
		  "    reg: 0x68\n    interrupts: [7, 8]\n"
		  "*rtc:\n  interrupt-parent: *gpio\n");
	BAD_ON(base, "/soc/i2c@2000:\n  rtc@68: &rtc\n    compatible: a,b\n"
	       "    reg: 0x68\n    interrupts: [0, 7, 4]\n"
	       "*rtc:\n  interrupt-parent: *gpio\n", YAMLFDT_ERR_CELLS, 5, 17);
	GOOD_SYMS(base, "/soc/i2c@2000:\n  rtc@68: &rtc\n    compatible: a,b\n"
		  "*rtc:\n  reg: 0x68\n");
	GOOD_SYMS(base, "/soc/i2c@2000:\n  rtc@68:\n    compatible: a,b\n"
		  "/soc/i2c@2000/rtc@68:\n  reg: 0x68\n");
	GOOD_SYMS(base, "/:\n  v: &v\n    compatible: regulator-fixed\n"
		  "    regulator-name: v\n    gpio: [*gpio, 6, 0]\n"
		  "*v:\n  enable-active-high: true\n");
	GOOD_SYMS(base, "/soc/i2c@2000:\n  gpio@20: &exp\n    compatible: a,b\n"
		  "    reg: 0x20\n    gpio-controller: true\n"
		  "    \"#gpio-cells\": 2\n*exp:\n  h:\n    gpio-hog: true\n"
		  "    gpios: [3, 0]\n    output-low: true\n");
	/* a key's code copied; partitions without their compatible; a
	 * reserved region at the root */
	BAD_ON(base, "/:\n  k:\n    compatible: gpio-keys\n    a:\n"
	       "      linux,code: 116\n      gpios: [*gpio, 1, 1]\n    b:\n"
	       "      linux,code: 116\n      gpios: [*gpio, 2, 1]\n",
	       YAMLFDT_ERR_COPIED, 8, 19);
	BAD_ON(base, "*spi:\n  flash@0:\n    compatible: jedec,spi-nor\n"
	       "    reg: 0\n    partitions:\n      \"#address-cells\": 1\n",
	       YAMLFDT_ERR_REQUIRED, 5, 5);
	BAD_ON(base, "/:\n  linux,cma:\n    compatible: shared-dma-pool\n"
	       "    reusable: true\n    size: 0x4000000\n",
	       YAMLFDT_ERR_ROOTNODE, 2, 3);
	/* a new cell under a base node the text gives 1 + 1 cells */
	BAD_ON(base, "*eeprom:\n  \"#address-cells\": 1\n  \"#size-cells\": 1\n"
	       "  mac@fa:\n    reg: 0xfa\n", YAMLFDT_ERR_CELLS, 5, 10);
	/* a pin controller turned off, its groups still in use */
	BAD_ON("p:\n  g: &g\n    pins: [a]\nu:\n  pinctrl-names: [default]\n"
	       "  pinctrl-0: [*g]\n", "/p:\n  status: disabled\n",
	       YAMLFDT_ERR_INUSE, 2, 11);
	GOOD_ON("p:\n  g: &g\n    pins: [a]\nu:\n  pinctrl-names: [default]\n"
		"  pinctrl-0: [*g]\n", "/p:\n  status: disabled\n/u:\n"
		"  status: disabled\n");
	/* an EEPROM's size in 16 bits */
	BAD_ON(base, "*eeprom:\n  size: !uint16 4096\n", YAMLFDT_ERR_TYPE, 2, 9);
	GOOD_SYMS(base, "*eeprom:\n  size: 4096\n");
	/* a host's property in its child: the SDIO function, the PHY */
	BAD_ON(base, "/soc/eth@3000/mdio/ethernet-phy@1:\n  phy-mode: rgmii\n",
	       YAMLFDT_ERR_HOSTPROP, 2, 3);
	BAD_ON(base, "*eth:\n  mdio:\n    ethernet-phy@1:\n"
	       "      local-mac-address: !uint8 [2, 0, 0, 0, 0, 1]\n",
	       YAMLFDT_ERR_HOSTPROP, 4, 7);
	GOOD_SYMS(base, "*eth:\n  phy-mode: rgmii\n  mdio:\n"
		  "    ethernet-phy@1:\n      max-speed: 100\n");
	/* a regulator's flag on a device that is none */
	BAD_ON("u:\n  compatible: ns16550a\n", "/u:\n  regulator-always-on: true\n",
	       YAMLFDT_ERR_UNREAD, 2, 3);
	GOOD_ON("p:\n  compatible: silergy,sy8106a\n  regulator-name: a\n"
		"  r:\n    x: 1\n", "/p:\n  regulator-always-on: true\n"
		"/p/r:\n  regulator-boot-on: true\n");
	/* a regulator its own supply */
	BAD_ON(base, "/:\n  vcc: &vcc\n    compatible: regulator-fixed\n"
	       "    regulator-name: vcc\n    vin-supply: *vcc\n",
	       YAMLFDT_ERR_KIND, 5, 17);
	/* a supply the text makes and leaves off, to an enabled node */
	BAD_ON(base, "/:\n  vcc: &vcc\n    compatible: regulator-fixed\n"
	       "    regulator-name: vcc\n    status: disabled\n"
	       "*uart:\n  vcc-supply: *vcc\n", YAMLFDT_ERR_INUSE, 7, 15);
	GOOD_SYMS(base, "/:\n  vcc: &vcc\n    compatible: regulator-fixed\n"
		  "    regulator-name: vcc\n    status: disabled\n"
		  "*uart:\n  status: disabled\n  vcc-supply: *vcc\n");
	/* a YAML alias for a copy of a node the text made elsewhere */
	BAD_ON(base, "*uart:\n  bluetooth: &bt\n    compatible: a,b\n"
	       "*eth:\n  bluetooth: *bt\n", YAMLFDT_ERR_ALIASCOPY, 5, 14);
	GOOD_SYMS(base, "*uart:\n  bt: &bt\n    compatible: a,b\n"
		  "*eth:\n  acme,bt: *bt\n");
	/* interrupt-parent to a node the text makes, no controller */
	BAD_ON(base, "/:\n  exp: &exp\n    compatible: a,b\n"
	       "*uart:\n  interrupt-parent: *exp\n", YAMLFDT_ERR_CELLS, 5, 21);
	GOOD_SYMS(base, "/:\n  exp: &exp\n    compatible: a,b\n"
		  "    interrupt-controller: true\n"
		  "    \"#interrupt-cells\": 2\n"
		  "*uart:\n  interrupt-parent: *exp\n  interrupts: [1, 2]\n");
	/* a flag of which a node takes one, beside another it keeps */
	BAD_ON("p:\n  bias-pull-up: true\n", "/p:\n  bias-pull-down: true\n",
	       YAMLFDT_ERR_ONEOF, 2, 3);
	BAD_ON("p:\n  x: 1\n", "/p:\n  output-low: true\n---\n/p:\n"
	       "  output-high: true\n", YAMLFDT_ERR_ONEOF, 2, 3);
	BAD_ON(base, "/:\n  r:\n    compatible: a,b\n    no-map: true\n"
	       "    reusable: true\n", YAMLFDT_ERR_ROOTNODE, 2, 3);
	BAD_ON(base, "/:\n  reserved-memory:\n    \"#address-cells\": 1\n"
	       "    \"#size-cells\": 1\n    ranges: true\n    r:\n"
	       "      no-map: true\n      reusable: true\n",
	       YAMLFDT_ERR_ONEOF, 7, 7);
	GOOD_ON("p:\n  bias-pull-up: true\n", "/p:\n  bias-pull-down: true\n"
		"  bias-pull-up: false\n");
	GOOD_ON("p:\n  bias-pull-up: true\n", "/p:\n  bias-pull-down: true\n"
		"---\n/p:\n  bias-pull-up: ~\n");
	GOOD_ON("p:\n  bias-pull-up: true\n  bias-disable: true\n",
		"/p:\n  bias-pull-up: true\n  drive-open-drain: true\n");
	/* a reference to a node of another kind */
	BAD_ON(base, "*uart:\n  vcc-supply: *eeprom\n", YAMLFDT_ERR_KIND,
	       2, 15);
	BAD_ON(base, "*uart:\n  vcc-supply: *phy\n", YAMLFDT_ERR_KIND, 2, 15);
	BAD_ON(base, "*eth:\n  nvmem-cells: [*eeprom]\n", YAMLFDT_ERR_KIND,
	       2, 17);
	GOOD_SYMS(base, "*uart:\n  vcc-supply: *ldo1\n"
		  "*eeprom:\n  \"#address-cells\": 1\n  \"#size-cells\": 1\n"
		  "  mac@fa:\n    reg: [0xfa, 6]\n");
	/* what a list goes with, nowhere in the node */
	BAD_ON(base, "*uart:\n  assigned-clock-rates: [48000000]\n",
	       YAMLFDT_ERR_UNREAD, 2, 3);
	BAD_ON(base, "*uart:\n  dma-names: [tx, rx]\n", YAMLFDT_ERR_NAMES,
	       2, 3);
	GOOD_SYMS(base, "*eth:\n  clock-names: [baud]\n"
		  "*uart:\n  assigned-clock-rates: [48000000]\n"
		  "  interrupts-extended: [*gic, 0, 5, 4]\n"
		  "  interrupt-names: [rx]\n"
		  "---\n*uart:\n  assigned-clocks: [*ccu, 2]\n");
	/* widths and sizes the kernel does not read */
	BAD_ON(base, "/cpus/cpu@0:\n  cpu-release-addr: 0x8000fff8\n",
	       YAMLFDT_ERR_TYPE, 2, 21);
	BAD_ON(base, "*eth:\n  assigned-clocks: [*ccu, 1]\n"
	       "  assigned-clock-rates: !uint64 [48000000]\n",
	       YAMLFDT_ERR_TYPE, 3, 25);
	BAD_ON(base, "*uart:\n  reg: [0x4000, 0]\n", YAMLFDT_ERR_REGEND,
	       2, 8);
	BAD_ON(base, "*eeprom:\n  pagesize: -32\n", YAMLFDT_ERR_NOTNUM,
	       2, 13);
	GOOD_SYMS(base, "/cpus/cpu@0:\n"
		  "  cpu-release-addr: !uint64 0x8000fff8\n"
		"*eth:\n  assigned-clocks: [*ccu, 1]\n"
		"  assigned-clock-rates: [48000000]\n"
		"*uart:\n  reg: [0x4000, 0x400]\n"
		"*eeprom:\n  pagesize: 32\n");
}

int main(void)
{
	test_chosen_and_aliases();
	test_chosen_values();
	test_device_values();
	test_raw_phandles();
	test_scalars();
	test_sequences();
	test_tags();
	test_expressions();
	test_nodes();
	if (YAMLFDT_HAVE_ANCHORS)
		test_text_labels();
	test_disabled();
	test_bad();
	test_numbers_not_numbers();
	test_blank_cells();
	test_lists_without_brackets();
	test_status();
	test_symbols_left_alone();
	test_path_values();
	test_ref_words();
	test_new_names();
	test_ref_strings();
	test_name_rules();
	test_c_comments();
	test_name_case();
	test_place();
	test_place_more();
	test_units();
	test_unit_address_vs_reg();
	test_other_spellings();
	test_no_wrap();
	test_dtc_yaml();
	test_allow();
	test_max_phandle();
	test_base_refs();
	test_opens();
	test_tree_mistakes();
	test_work();
	test_habits();
	test_pasted();
	test_dupkeys();
	test_messages();
	test_probe_values();
	test_probe_indents();
	test_kinds_and_places();
	printf("unit: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
