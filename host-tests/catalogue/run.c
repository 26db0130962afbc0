/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * run.c: the bad-input catalogue runner.
 *
 *   run [-v] [-n] [-b] [-k NAME] CASES.txt
 *
 * Reads the cases (format below, see cases.txt) and, for each, applies its
 * text to its base tree with yamlfdt_apply() and checks:
 *   - the return value and err->code are the expected code;
 *   - err->line and err->column are the expected ones;
 *   - on error, the whole buffer is byte for byte what it was (the bytes
 *     past the tree's totalsize included), and the same call with err and
 *     opts->labels left out returns the same code;
 *   - on success, fdt_check_full() passes, and with "equals" the tree is
 *     the one another text gives (the same nodes, properties and values
 *     in the same order, and the same memory reservations).
 * The text is a heap block of exactly its length (no NUL after it) and the
 * tree buffer one of exactly the buffer size, so that under valgrind or
 * AddressSanitizer a read or write one byte outside either is reported.
 *
 * Each case runs in a child process: a crash fails that case only.  -v
 * prints "ok NAME" for passing cases, -n skips the cases marked big, -b
 * runs the cases marked with a known bug too (skipped otherwise, with a
 * "skip NAME: known bug: ..." line), -k runs only the case NAME.  Output:
 * "FAIL NAME: why" per failure, then "N passed, N failed, N skipped".
 * Exit 1 if any failed, 2 on a usage or format error.
 *
 * Built twice: normally, and with -DCATALOGUE_MIN and every optional
 * feature left out (the "min" configuration), which runs only the cases
 * marked "config: min" (they expect YAMLFDT_ERR_DISABLED).  The normal
 * build runs the others.
 *
 * Case format: blocks of "key: value" lines, a block per case, starting
 * with "name:".  Lines starting with '#' are comments.
 *   name: NAME
 *   text: "C string"          text to apply; several are concatenated
 *   repeat: N "C string"      that string N times; "%d" in it stands for
 *                             the repetition's number (0, 1, ...)
 *   nest: N                   N nested nodes "n:", two more spaces each,
 *                             with "x: 1" in the innermost
 *   grid: F D M               a tree D levels deep, F children "nI:" per
 *                             node, M properties "pK: K" in each node at
 *                             the bottom: F^D * M properties
 *   base: empty|board|nosym   the base tree (default empty): an empty tree,
 *                             or examples/board.dts compiled with and
 *                             without dtc -@ (bases.h)
 *   corrupt: KIND             damage the base tree first (see corrupt())
 *   size: +N | N | min-1      the buffer: the base's totalsize + N (default
 *                             +65536), N bytes, or one byte less than the
 *                             least that works (found by bisection; the
 *                             least must then succeed)
 *   flags: symbols            YAMLFDT_SYMBOLS
 *   labels: N | stack         a caller label table of N entries (default
 *                             256), or none (the stack's)
 *   allow: "ENTRY"            an allow-list entry; repeatable
 *   config: min               only for the build without features
 *   big: yes                  a large input, skipped with -n
 *   bug: TEXT                 a known bug in yamlfdt or libfdt makes the
 *                             case fail: skipped unless -b
 *   sanitizer-bug: TEXT       the same, only in the sanitizer build (built
 *                             with -DCATALOGUE_SANITIZED)
 *   expect: OK | CODE LINE COLUMN
 *                             CODE: a YAMLFDT_ERR_ name without the prefix
 *                             (SYNTAX, TAB, ...) or a libfdt one with it
 *                             (FDT_ERR_NOSPACE); LINE 0 COLUMN 0 for
 *                             errors that are not about the text.  CODE|CODE
 *                             accepts either (libfdt versions differ in the
 *                             code they give some damaged trees)
 *   equals: "C string"        (with OK) the tree is this text's: the same
 *                             nodes, properties, values, order and
 *                             reservations
 *   C strings take \n \t \r \\ \" \0 and \xHH.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "yamlfdt.h"
#include "bases.h"		/* generated: board_sym_dtb, board_nosym_dtb */

#define PATTERN 0xa5

struct buf {
	char *p;
	size_t len, cap;
};

struct tcase {
	char name[128];
	int line;			/* of "name:" in the file */
	struct buf gen;			/* text/repeat/nest/grid lines */
	struct buf text, equals;
	int has_equals;
	char base[16];
	char corrupt[32];
	char size[32];
	unsigned int flags;
	int labels;			/* -1: stack */
	const char *allow[8];
	unsigned int nallow;
	int min, big;
	char bug[160];			/* a known bug: skipped unless -b */
	char sanbug[160];		/* the same, in the sanitizer build */
	int has_expect;
	int code, code2;		/* code2: an alternative, or 1 */
	unsigned int eline, ecol;
};

static int verbose, skip_big, run_bugs, passed, failed, skipped;
static const char *only;
static const char *file;

static void put(struct buf *b, const void *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		size_t from = b->p && (const char *)s >= b->p &&
			      (const char *)s < b->p + b->len ?
			      (size_t)((const char *)s - b->p) : (size_t)-1;

		b->cap = (b->len + n + 1) * 2;
		b->p = realloc(b->p, b->cap);
		if (b->p && from != (size_t)-1)
			s = b->p + from;
		if (!b->p) {
			fprintf(stderr, "out of memory\n");
			exit(2);
		}
	}
	memcpy(b->p + b->len, s, n);
	b->len += n;
}

static void format_error(int line, const char *msg)
{
	fprintf(stderr, "%s:%d: %s\n", file, line, msg);
	exit(2);
}

/* A C string literal at @s into @out; returns the end after the quote. */
static const char *cstring(const char *s, struct buf *out, int line)
{
	while (*s == ' ')
		s++;
	if (*s++ != '"')
		format_error(line, "expected a \"string\"");
	while (*s && *s != '"') {
		char ch = *s++;

		if (ch == '\\') {
			ch = *s++;
			switch (ch) {
			case 'n': ch = '\n'; break;
			case 't': ch = '\t'; break;
			case 'r': ch = '\r'; break;
			case '0': ch = '\0'; break;
			case '\\': case '"': break;
			case 'x':
				if (!isxdigit((unsigned char)s[0]) ||
				    !isxdigit((unsigned char)s[1]))
					format_error(line, "\\x needs two hex digits");
				{
					char hex[3] = { s[0], s[1], 0 };

					ch = (char)strtoul(hex, NULL, 16);
				}
				s += 2;
				break;
			default:
				format_error(line, "unknown escape");
			}
		}
		put(out, &ch, 1);
	}
	if (*s != '"')
		format_error(line, "unterminated string");
	return s + 1;
}

static const char *const names[] = {
	"SYNTAX", "TAB", "INDENT", "QUOTE", "BRACKET", "TAG", "RANGE", "LABEL",
	"PATH", "UNSUPPORTED", "GARBAGE", "NUL", "DEPTH", "EXPR", "DIVZERO",
	"DUPLABEL", "TOOLONG", "NAME", "LABELS", "ANCHOR", "ALIAS", "ESCAPE",
	"BASE64", "TYPE", "CR", "DISABLED", "DENIED", "INTERNAL", "WORK",
	"WORD", "NUMBER", "COMMA", "EMPTY", "HASHKEY", "DTS", "MAC", "INUSE",
	"NOSYMBOLS", "LABELNAME", "CONTINUED", "LIST", "BYTES",
	"DUPKEY", "HASH", "NBSP", "INVISIBLE", "QUOTES", "DASH", "FULLWIDTH",
	"ASSIGN", "REFKEY", "DELETE", "BRACE", "NOCOLON", "LABELLIST",
	"LISTITEM", "COLON", "DIRECTIVE", "FLOWMAP", "BLOCKSCALAR",
	"TRAILCOMMA", "COLONSPACE",
	"PATHPROP", "PHANDLE", "NOREG", "BOOL11", "STATUS",
	"SYMBOLS", "REFWORD", "UNITADDR", "DTSLABEL", "FLAG", "NOTNUM",
	"CCOMMENT", "NEWNAME", "NAMECASE", "ROOTPROP", "CELLS", "I2CADDR",
	"TYPO", "NOTHERE", "RETYPE", "UNIT", "PROPAFTER", "PINGROUP", "HOG",
	"CHARCELL", "ONESTRING", "NESTED", "DUPADDR", "REGEND", "PINNAMES",
	"NOCOMMA", "OVERLAY", "NAMES", "ALIASCOPY",
	"TEMPLATE", "NOCELLS", "STRING", "OUTDENT", "CHOSEN",
	"RAWPHANDLE", "MINMAX", "ENUM", "IRQTYPE", "REQUIRED", "KIND", "EXAMPLE", "UNREAD",
	"ROOTNODE", "OFFNODE", "RANGES", "COPIED", "ONEOF", "HOSTPROP",
};
_Static_assert(sizeof(names) / sizeof(names[0]) ==
	       YAMLFDT_ERR_MAX - YAMLFDT_ERR_SYNTAX, "a name for every code");

static const struct { const char *name; int code; } fdt_codes[] = {
	{ "FDT_ERR_NOTFOUND", FDT_ERR_NOTFOUND },
	{ "FDT_ERR_EXISTS", FDT_ERR_EXISTS },
	{ "FDT_ERR_NOSPACE", FDT_ERR_NOSPACE },
	{ "FDT_ERR_BADOFFSET", FDT_ERR_BADOFFSET },
	{ "FDT_ERR_BADPATH", FDT_ERR_BADPATH },
	{ "FDT_ERR_BADPHANDLE", FDT_ERR_BADPHANDLE },
	{ "FDT_ERR_BADSTATE", FDT_ERR_BADSTATE },
	{ "FDT_ERR_TRUNCATED", FDT_ERR_TRUNCATED },
	{ "FDT_ERR_BADMAGIC", FDT_ERR_BADMAGIC },
	{ "FDT_ERR_BADVERSION", FDT_ERR_BADVERSION },
	{ "FDT_ERR_BADSTRUCTURE", FDT_ERR_BADSTRUCTURE },
	{ "FDT_ERR_BADLAYOUT", FDT_ERR_BADLAYOUT },
	{ "FDT_ERR_INTERNAL", FDT_ERR_INTERNAL },
	{ "FDT_ERR_BADNCELLS", FDT_ERR_BADNCELLS },
	{ "FDT_ERR_BADVALUE", FDT_ERR_BADVALUE },
	{ "FDT_ERR_BADOVERLAY", FDT_ERR_BADOVERLAY },
	{ "FDT_ERR_NOPHANDLES", FDT_ERR_NOPHANDLES },
	{ "FDT_ERR_BADFLAGS", FDT_ERR_BADFLAGS },
};

static int code_of(const char *s, int line)
{
	size_t i;

	if (!strcmp(s, "OK"))
		return 0;
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(s, names[i]))
			return -(YAMLFDT_ERR_SYNTAX + (int)i);
	for (i = 0; i < sizeof(fdt_codes) / sizeof(fdt_codes[0]); i++)
		if (!strcmp(s, fdt_codes[i].name))
			return -fdt_codes[i].code;
	format_error(line, "unknown error code");
	return 0;
}

static const char *name_of(int code)
{
	static char other[32];
	size_t i;

	if (!code)
		return "OK";
	if (-code >= YAMLFDT_ERR_SYNTAX && -code < YAMLFDT_ERR_MAX)
		return names[-code - YAMLFDT_ERR_SYNTAX];
	for (i = 0; i < sizeof(fdt_codes) / sizeof(fdt_codes[0]); i++)
		if (-code == fdt_codes[i].code)
			return fdt_codes[i].name;
	snprintf(other, sizeof(other), "%d", code);
	return other;
}

/* ---- base trees ---------------------------------------------------------- */

static uint32_t rd32(const void *p)
{
	const uint8_t *b = p;

	return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 |
	       (uint32_t)b[2] << 8 | b[3];
}

static void wr32(void *p, uint32_t v)
{
	uint8_t *b = p;

	b[0] = (uint8_t)(v >> 24);
	b[1] = (uint8_t)(v >> 16);
	b[2] = (uint8_t)(v >> 8);
	b[3] = (uint8_t)v;
}

/* The offset (from the start of the tree) of the first tag @tag in the
 * structure block, walking tags by hand (the tree may be damaged). */
static size_t find_tag(const char *t, uint32_t tag, int nth)
{
	size_t off = rd32(t + 8), end = off + rd32(t + 36);

	while (off + 4 <= end) {
		uint32_t v = rd32(t + off);

		if (v == tag && nth-- == 0)
			return off;
		switch (v) {
		case FDT_BEGIN_NODE:
			off += 4;
			while (off < end && t[off])
				off++;
			off = (off + 4) & ~(size_t)3;
			break;
		case FDT_PROP:
			off += 12 + ((rd32(t + off + 4) + 3) & ~3u);
			break;
		default:
			off += 4;
		}
	}
	fprintf(stderr, "corrupt: no such tag\n");
	exit(2);
}

/* The offset of the first property called @name (walking by hand). */
static size_t find_prop(const char *t, const char *name)
{
	const char *strings = t + rd32(t + 12);
	size_t o;
	int i;

	for (i = 0;; i++) {
		o = find_tag(t, FDT_PROP, i);
		if (!strcmp(strings + rd32(t + o + 8), name))
			return o;
	}
}

/*
 * Damage the tree @t (in a buffer of @size bytes) as @kind says.  Header
 * fields: magic 0, totalsize 4, off_dt_struct 8, off_dt_strings 12,
 * off_mem_rsvmap 16, version 20, last_comp_version 24, boot_cpuid 28,
 * size_dt_strings 32, size_dt_struct 36.
 */
static void corrupt(char *t, size_t size, const char *kind, int line)
{
	uint32_t total = rd32(t + 4);
	size_t o;

	if (!strcmp(kind, "magic"))
		wr32(t, 0xd00dfeee);
	else if (!strcmp(kind, "version"))		/* older than v16 */
		wr32(t + 20, 15), wr32(t + 24, 15);
	else if (!strcmp(kind, "version-future"))	/* v18 and no back compat */
		wr32(t + 20, 18), wr32(t + 24, 18);
	else if (!strcmp(kind, "totalsize-past-buffer"))
		wr32(t + 4, (uint32_t)size + 1);
	else if (!strcmp(kind, "totalsize-small"))	/* blocks stick out */
		wr32(t + 4, total - 16);
	else if (!strcmp(kind, "totalsize-huge"))
		wr32(t + 4, 0xfffffff0);
	else if (!strcmp(kind, "struct-offset"))
		wr32(t + 8, total + 8);
	else if (!strcmp(kind, "struct-offset-odd"))
		wr32(t + 8, rd32(t + 8) + 1);
	else if (!strcmp(kind, "strings-offset"))
		wr32(t + 12, total);
	else if (!strcmp(kind, "struct-size-huge"))
		wr32(t + 36, 0x7ffffff0);
	else if (!strcmp(kind, "strings-size-huge"))
		wr32(t + 32, 0x7ffffff0);
	else if (!strcmp(kind, "rsvmap-offset"))
		wr32(t + 16, total + 16);
	else if (!strcmp(kind, "rsvmap-unterminated")) {
		/* The map's terminating entry gets a size: the map then runs
		 * on into the structure block. */
		o = rd32(t + 16);
		while (rd32(t + o + 8) || rd32(t + o + 12))
			o += 16;
		wr32(t + o + 12, 0x1000);
	} else if (!strcmp(kind, "no-end")) {	/* FDT_END -> FDT_NOP */
		o = find_tag(t, FDT_END, 0);
		wr32(t + o, FDT_NOP);
	} else if (!strcmp(kind, "bad-tag")) {
		o = find_tag(t, FDT_PROP, 0);
		wr32(t + o, 0x0000000a);
	} else if (!strcmp(kind, "extra-end-node")) {
		o = find_tag(t, FDT_PROP, 0);
		wr32(t + o, FDT_END_NODE);
	} else if (!strcmp(kind, "missing-end-node")) {
		o = find_tag(t, FDT_END_NODE, 0);
		wr32(t + o, FDT_NOP);
	} else if (!strcmp(kind, "prop-len-huge")) {
		o = find_tag(t, FDT_PROP, 0);
		wr32(t + o + 4, 0x7ffffff0);
	} else if (!strcmp(kind, "prop-nameoff")) {
		o = find_tag(t, FDT_PROP, 0);
		wr32(t + o + 8, 0x7ffffff0);
	} else if (!strcmp(kind, "prop-name-unterminated")) {
		/* The strings block ends without its last NUL. */
		o = rd32(t + 12) + rd32(t + 32) - 1;
		t[o] = 'x';
	} else if (!strcmp(kind, "node-name-unterminated")) {
		/* The struct block cut right inside a node name. */
		o = find_tag(t, FDT_BEGIN_NODE, 1);
		wr32(t + 36, (uint32_t)(o + 6 - rd32(t + 8)));
	} else if (!strcmp(kind, "strings-first")) {
		/* Valid, but the blocks in another order: the strings block
		 * before the structure block (libfdt's fdt_open_into() then
		 * builds the tree again after the old one, in the buffer). */
		size_t rs = rd32(t + 16), st = rd32(t + 8), sl = rd32(t + 36);
		size_t ss = rd32(t + 12), sn = rd32(t + 32);
		char *tmp = malloc(sl + sn);

		if (ss != st + sl || ss + sn > total)
			format_error(line, "strings-first: unexpected layout");
		memcpy(tmp, t + ss, sn);
		memcpy(tmp + sn, t + st, sl);
		memcpy(t + st, tmp, sn + sl);
		wr32(t + 12, (uint32_t)st);
		wr32(t + 8, (uint32_t)(st + ((sn + 3) & ~(size_t)3)));
		memmove(t + rd32(t + 8), t + st + sn, sl);
		wr32(t + 4, (uint32_t)(rd32(t + 8) + sl));
		(void)rs;
		free(tmp);
	} else if (!strcmp(kind, "symbol-dangling")) {
		/* /__symbols__/uart0 names a node that is not there. */
		o = find_prop(t, "uart0");
		t[o + 12 + rd32(t + o + 4) - 2] ^= 1;
	} else if (!strcmp(kind, "phandle-max")) {
		/* The largest valid phandle is taken. */
		o = find_prop(t, "phandle");
		wr32(t + o + 12, 0xfffffffe);
	} else if (!strcmp(kind, "phandle-bad")) {
		/* A phandle of -1 (reserved) in the base tree. */
		o = find_prop(t, "phandle");
		wr32(t + o + 12, 0xffffffff);
	} else {
		format_error(line, "unknown corruption");
	}
}

/* The case's base tree, packed, in a fresh heap block. */
static char *base_tree(const struct tcase *tc, size_t *len)
{
	char *t;

	if (!strcmp(tc->base, "empty") || !tc->base[0]) {
		t = malloc(256);
		if (fdt_create_empty_tree(t, 256) || fdt_pack(t))
			exit(2);
		*len = fdt_totalsize(t);
		return t;
	}
	if (!strcmp(tc->base, "board")) {
		*len = sizeof(board_sym_dtb);
		t = malloc(*len);
		memcpy(t, board_sym_dtb, *len);
		return t;
	}
	if (!strcmp(tc->base, "nosym")) {
		*len = sizeof(board_nosym_dtb);
		t = malloc(*len);
		memcpy(t, board_nosym_dtb, *len);
		return t;
	}
	format_error(tc->line, "unknown base");
	return NULL;
}

/* ---- running a case ------------------------------------------------------ */

/* A buffer of @size bytes with the base tree (damaged if asked). */
static char *make_buffer(const struct tcase *tc, const char *base,
			 size_t baselen, size_t size)
{
	char *b = malloc(size ? size : 1);

	memset(b, PATTERN, size);
	memcpy(b, base, baselen < size ? baselen : size);
	if (tc->corrupt[0] && size >= 40)
		corrupt(b, size, tc->corrupt, tc->line);
	return b;
}

/* One yamlfdt_apply() with the case's options (@with_table 0: without
 * the caller label table). */
static int call(const struct tcase *tc, char *b, size_t size, const char *text,
		size_t len, struct yamlfdt_error *e, int with_table)
{
	struct yamlfdt_opts o;
	struct yamlfdt_label *labels = NULL;
	int r;

	memset(&o, 0, sizeof(o));
	o.flags = tc->flags;
	o.allow = tc->nallow ? tc->allow : NULL;
	o.nallow = tc->nallow;
	if (with_table && tc->labels >= 0) {
		/* exactly the entries given: one more would be caught */
		labels = malloc((size_t)tc->labels * sizeof(*labels) + !tc->labels);
		o.labels = labels;
		o.max_labels = (unsigned int)tc->labels;
	}
	r = yamlfdt_apply(b, size, text, len, &o, e);
	free(labels);
	return r;
}

static void fail(const struct tcase *tc, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int case_failed;

static void fail(const struct tcase *tc, const char *fmt, ...)
{
	va_list ap;

	if (!case_failed)
		printf("FAIL %s (%s:%d): ", tc->name, file, tc->line);
	else
		printf("  also: ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	case_failed = 1;
}

/* The same nodes, properties (names and values) and reservations, in the
 * same order: what "equals" compares (the strings block's order or the
 * free space may differ). */
static int same_node(const void *a, int na, const void *b, int nb)
{
	int pa, pb, ca, cb;

	pa = fdt_first_property_offset(a, na);
	pb = fdt_first_property_offset(b, nb);
	for (; pa >= 0 && pb >= 0; pa = fdt_next_property_offset(a, pa),
	     pb = fdt_next_property_offset(b, pb)) {
		const char *sa, *sb;
		int la, lb;
		const void *va = fdt_getprop_by_offset(a, pa, &sa, &la);
		const void *vb = fdt_getprop_by_offset(b, pb, &sb, &lb);

		if (!va || !vb || strcmp(sa, sb) || la != lb ||
		    memcmp(va, vb, (size_t)la))
			return 0;
	}
	if (pa >= 0 || pb >= 0)
		return 0;
	ca = fdt_first_subnode(a, na);
	cb = fdt_first_subnode(b, nb);
	for (; ca >= 0 && cb >= 0; ca = fdt_next_subnode(a, ca),
	     cb = fdt_next_subnode(b, cb))
		if (strcmp(fdt_get_name(a, ca, NULL), fdt_get_name(b, cb, NULL)) ||
		    !same_node(a, ca, b, cb))
			return 0;
	return ca < 0 && cb < 0;
}

static int same_tree(const void *a, const void *b)
{
	int i, n = fdt_num_mem_rsv(a);

	if (n != fdt_num_mem_rsv(b))
		return 0;
	for (i = 0; i < n; i++) {
		uint64_t a1, s1, a2, s2;

		fdt_get_mem_rsv(a, i, &a1, &s1);
		fdt_get_mem_rsv(b, i, &a2, &s2);
		if (a1 != a2 || s1 != s2)
			return 0;
	}
	return same_node(a, 0, b, 0);
}

/* The least buffer size the text fits in, by bisection (the need only
 * grows with the text, never shrinks with a bigger buffer). */
static size_t least_size(const struct tcase *tc, const char *base,
			 size_t baselen, const char *text, size_t len)
{
	size_t lo = baselen, hi = baselen + 2 * len + 4096, mid;
	struct yamlfdt_error e;
	char *b;
	int r;

	for (;;) {	/* hi must work */
		b = make_buffer(tc, base, baselen, hi);
		r = call(tc, b, hi, text, len, &e, 1);
		free(b);
		if (!r)
			break;
		if (r != -FDT_ERR_NOSPACE || hi > ((size_t)1 << 30))
			return 0;
		hi *= 2;
	}
	while (lo < hi) {	/* the least that works is in (lo, hi] */
		mid = lo + (hi - lo) / 2;
		b = make_buffer(tc, base, baselen, mid);
		r = call(tc, b, mid, text, len, &e, 1);
		free(b);
		if (r)
			lo = mid + 1;
		else
			hi = mid;
	}
	return hi;
}

static void build_text(struct tcase *tc);

/* In a child process: 0 when the case passes. */
static int check_case(struct tcase *tc)
{
	size_t baselen, size, len;
	char *base, *text, *b, *copy;
	struct yamlfdt_error e;
	int r;

	case_failed = 0;
	build_text(tc);
	len = tc->text.len;

	base = base_tree(tc, &baselen);
	text = malloc(len ? len : 1);	/* exactly its length */
	if (len)
		memcpy(text, tc->text.p, len);

	if (!tc->size[0])
		size = baselen + 65536;
	else if (tc->size[0] == '+')
		size = baselen + strtoul(tc->size + 1, NULL, 0);
	else if (!strcmp(tc->size, "min-1")) {
		size = least_size(tc, base, baselen, text, len);
		if (!size) {
			fail(tc, "fits in no buffer");
			goto out;
		}
		if (size <= baselen) {
			fail(tc, "needs no more room than the base");
			goto out;
		}
		size--;
	} else
		size = strtoul(tc->size, NULL, 0);

	b = make_buffer(tc, base, baselen, size);
	copy = malloc(size ? size : 1);
	memcpy(copy, b, size);
	memset(&e, 0x5a, sizeof(e));
	r = call(tc, b, size, text, len, &e, 1);

	if (r != tc->code && r != tc->code2)
		fail(tc, "returned %s (%d), expected %s", name_of(r), r,
		     name_of(tc->code));
	if (e.code != r)
		fail(tc, "err.code %d is not the return value %d", e.code, r);
	if (r && (e.line != tc->eline || e.column != tc->ecol))
		fail(tc, "at %u:%u, expected %u:%u", e.line, e.column,
		     tc->eline, tc->ecol);
	if (r && memcmp(b, copy, size)) {
		size_t i = 0;

		while (b[i] == copy[i])
			i++;
		fail(tc, "the buffer changed (first at byte %zu of %zu)", i, size);
	}
	if (r) {
		/* The same without err. */
		memcpy(b, copy, size);
		if (call(tc, b, size, text, len, NULL, 1) != r)
			fail(tc, "a different result without err");
		if (memcmp(b, copy, size))
			fail(tc, "the buffer changed (without err)");
	}
	if (!r) {
		int c = fdt_check_full(b, size);

		if (c)
			fail(tc, "fdt_check_full of the result: %d", c);
		if (fdt_totalsize(b) != size)
			fail(tc, "totalsize %u is not the buffer size",
			     fdt_totalsize(b));
	}
	if (!r && tc->has_equals) {
		char *b2 = make_buffer(tc, base, baselen, size);
		char *t2 = malloc(tc->equals.len ? tc->equals.len : 1);
		int r2;

		memcpy(t2, tc->equals.p, tc->equals.len);
		r2 = call(tc, b2, size, t2, tc->equals.len, &e, 1);
		if (r2)
			fail(tc, "the \"equals\" text fails: %s", name_of(r2));
		else if (!same_tree(b, b2))
			fail(tc, "the tree differs from the \"equals\" text's");
		free(b2);
		free(t2);
	}
	if (!strcmp(tc->size, "min-1")) {	/* and one more byte works */
		char *b3 = make_buffer(tc, base, baselen, size + 1);

		if ((r = call(tc, b3, size + 1, text, len, &e, 1)))
			fail(tc, "fails with the least size: %s", name_of(r));
		free(b3);
	}
	free(b);
	free(copy);
out:
	free(base);
	free(text);
	return case_failed;
}

/* Each case runs in a child process, so that a crash fails only it. */
static void run_case(struct tcase *tc)
{
	int status;
	pid_t pid;

#ifdef CATALOGUE_MIN
	if (!tc->min)
		return;
#else
	if (tc->min)
		return;
#endif
	if (only && strcmp(only, tc->name))
		return;
	if (!tc->has_expect)
		format_error(tc->line, "case without \"expect:\"");
	if (skip_big && tc->big) {
		skipped++;
		return;
	}
	if (tc->bug[0] && !run_bugs) {
		printf("skip %s: known bug: %s\n", tc->name, tc->bug);
		skipped++;
		return;
	}
#ifdef CATALOGUE_SANITIZED
	if (tc->sanbug[0] && !run_bugs) {
		printf("skip %s: known bug: %s\n", tc->name, tc->sanbug);
		skipped++;
		return;
	}
#endif
	fflush(stdout);
	pid = fork();
	if (pid < 0) {
		perror("fork");
		exit(2);
	}
	if (pid == 0)	/* 3: a check failed (the sanitizers exit with 1) */
		_exit(check_case(tc) ? 3 : 0);
	if (waitpid(pid, &status, 0) < 0) {
		perror("waitpid");
		exit(2);
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
		passed++;
		if (verbose)
			printf("ok %s\n", tc->name);
		return;
	}
	failed++;
	if (WIFSIGNALED(status))
		printf("FAIL %s (%s:%d): killed by %s\n", tc->name, file,
		       tc->line, strsignal(WTERMSIG(status)));
	else if (WEXITSTATUS(status) != 3)
		printf("FAIL %s (%s:%d): exit status %d (a sanitizer report?)\n",
		       tc->name, file, tc->line, WEXITSTATUS(status));
}

/* ---- reading the cases --------------------------------------------------- */

static void reset(struct tcase *tc)
{
	free(tc->gen.p);
	free(tc->text.p);
	free(tc->equals.p);
	while (tc->nallow)
		free((void *)tc->allow[--tc->nallow]);
	memset(tc, 0, sizeof(*tc));
	tc->labels = 256;
}

static void nest(struct buf *b, unsigned long n)
{
	unsigned long i, j;

	for (i = 0; i < n; i++) {
		for (j = 0; j < 2 * i; j++)
			put(b, " ", 1);
		put(b, "n:\n", 3);
	}
	for (j = 0; j < 2 * n; j++)
		put(b, " ", 1);
	put(b, "x: 1\n", 5);
}

/* A tree @d levels deep of @f children "nI:" per node, each node at the
 * bottom with @m properties "pK: K" (f^d * m properties in all). */
static void grid(struct buf *b, unsigned long f, unsigned long d,
		 unsigned long m)
{
	unsigned long idx[16] = { 0 }, i, k;
	int level = 0;
	char l[96];

	if (!d || d > 15)
		return;
	for (;;) {
		/* open the node idx[level] at level, then go down */
		for (i = 0; i < 2 * (unsigned long)level; i++)
			put(b, " ", 1);
		put(b, l, (size_t)sprintf(l, "n%lu:\n", idx[level]));
		if ((unsigned long)level + 1 < d) {
			idx[++level] = 0;
			continue;
		}
		for (k = 0; k < m; k++) {
			for (i = 0; i < 2 * d; i++)
				put(b, " ", 1);
			put(b, l, (size_t)sprintf(l, "p%lu: %lu\n", k, k));
		}
		/* the next sibling, going up while a level is done */
		while (++idx[level] == f) {
			if (!level)
				return;
			level--;
		}
	}
}

static void repeat(struct buf *b, unsigned long n, const struct buf *s)
{
	unsigned long i;
	size_t start = b->len, done;
	char num[24];

	if (!memchr(s->p, '%', s->len)) {	/* no "%d": double it up */
		if (!n || !s->len)
			return;
		put(b, s->p, s->len);
		for (done = 1; done < n; done *= 2) {
			size_t k = (done * 2 <= n ? done : n - done) * s->len;

			put(b, b->p + start, k);	/* put() may move b->p */
		}
		return;
	}
	for (i = 0; i < n; i++) {
		const char *p = s->p, *e = s->p + s->len, *q;

		while ((q = memchr(p, '%', (size_t)(e - p))) && q + 1 < e &&
		       q[1] == 'd') {
			put(b, p, (size_t)(q - p));
			put(b, num, (size_t)sprintf(num, "%lu", i));
			p = q + 2;
		}
		put(b, p, (size_t)(e - p));
	}
}

/* The case's text, from its text/repeat/nest/grid lines, in order. */
static void build_text(struct tcase *tc)
{
	char *p = tc->gen.p, *e = p + tc->gen.len;

	while (p && p < e) {
		char *key = p, *v = strchr(p, '\t'), *ln = strchr(v + 1, '\t');
		char *nl = strchr(ln + 1, '\n'), *end;
		int line;

		*v++ = '\0';
		*ln++ = '\0';
		*nl = '\0';
		line = atoi(ln);
		p = nl + 1;
		if (!strcmp(key, "text")) {
			cstring(v, &tc->text, line);
		} else if (!strcmp(key, "repeat")) {
			struct buf s = { 0 };
			unsigned long cnt = strtoul(v, &end, 0);

			cstring(end, &s, line);
			repeat(&tc->text, cnt, &s);
			free(s.p);
		} else if (!strcmp(key, "nest")) {
			nest(&tc->text, strtoul(v, NULL, 0));
		} else {
			char *e1, *e2;
			unsigned long ga = strtoul(v, &e1, 0);
			unsigned long gb = strtoul(e1, &e2, 0);

			grid(&tc->text, ga, gb, strtoul(e2, NULL, 0));
		}
	}
}

int main(int argc, char **argv)
{
	static struct tcase tc;
	static char line[4096];
	int i, lineno = 0, in_case = 0;
	struct buf all = { 0 };
	const char *next;
	char chunk[4096];
	size_t got;
	FILE *f;

	for (i = 1; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "-v"))
			verbose = 1;
		else if (!strcmp(argv[i], "-n"))
			skip_big = 1;
		else if (!strcmp(argv[i], "-b"))
			run_bugs = 1;
		else if (!strcmp(argv[i], "-k") && i + 1 < argc)
			only = argv[++i];
		else
			break;
	}
	if (i != argc - 1) {
		fprintf(stderr, "usage: %s [-v] [-n] [-b] [-k NAME] CASES.txt\n",
			argv[0]);
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	file = argv[i];
	/* Read it all first: the children the cases run in must not share
	 * a stdio stream (and its file offset) with the parent. */
	f = fopen(file, "r");
	if (!f) {
		perror(file);
		return 2;
	}
	while ((got = fread(chunk, 1, sizeof(chunk), f)) > 0)
		put(&all, chunk, got);
	fclose(f);
	put(&all, "", 1);
	next = all.p;
	reset(&tc);
	for (;;) {
		char *l = NULL, *v;
		size_t n = 0;

		if (*next) {
			const char *e = strchr(next, '\n');

			n = e ? (size_t)(e - next) : strlen(next);
			if (n >= sizeof(line))
				format_error(lineno + 1, "line too long");
			memcpy(line, next, n);
			line[n] = '\0';
			next += n + (e != NULL);
			l = line;
			lineno++;
			while (n && l[n - 1] == ' ')
				l[--n] = '\0';
		}
		if (!l || !strncmp(l, "name:", 5)) {
			if (in_case)
				run_case(&tc);
			reset(&tc);
			if (!l)
				break;
			in_case = 1;
			tc.line = lineno;
			snprintf(tc.name, sizeof(tc.name), "%s", l + 5 + strspn(l + 5, " "));
			continue;
		}
		if (!l[0] || l[0] == '#')
			continue;
		if (!in_case)
			format_error(lineno, "a key before the first \"name:\"");
		v = strchr(l, ':');
		if (!v)
			format_error(lineno, "expected \"key: value\"");
		*v++ = '\0';
		v += strspn(v, " ");
		if (!strcmp(l, "text") || !strcmp(l, "repeat") ||
		    !strcmp(l, "nest") || !strcmp(l, "grid")) {
			/* checked now, made in the case's child process */
			struct buf tmp = { 0 };
			char *end = v, num[16];

			if (strcmp(l, "text"))
				strtoul(v, &end, 0);
			if ((!strcmp(l, "text") || !strcmp(l, "repeat")) &&
			    *cstring(end, &tmp, lineno))
				format_error(lineno, "text after the string");
			free(tmp.p);
			put(&tc.gen, l, strlen(l));
			put(&tc.gen, "\t", 1);
			put(&tc.gen, v, strlen(v));
			put(&tc.gen, num, (size_t)sprintf(num, "\t%d\n", lineno));
		} else if (!strcmp(l, "equals")) {
			tc.has_equals = 1;
			if (*cstring(v, &tc.equals, lineno))
				format_error(lineno, "text after the string");
		} else if (!strcmp(l, "base")) {
			snprintf(tc.base, sizeof(tc.base), "%s", v);
		} else if (!strcmp(l, "corrupt")) {
			snprintf(tc.corrupt, sizeof(tc.corrupt), "%s", v);
		} else if (!strcmp(l, "size")) {
			snprintf(tc.size, sizeof(tc.size), "%s", v);
		} else if (!strcmp(l, "flags")) {
			if (strcmp(v, "symbols"))
				format_error(lineno, "unknown flag");
			tc.flags |= YAMLFDT_SYMBOLS;
		} else if (!strcmp(l, "labels")) {
			tc.labels = strcmp(v, "stack") ? atoi(v) : -1;
		} else if (!strcmp(l, "allow")) {
			struct buf s = { 0 };

			if (tc.nallow == 8)
				format_error(lineno, "too many allow entries");
			cstring(v, &s, lineno);
			put(&s, "", 1);
			tc.allow[tc.nallow++] = s.p;
		} else if (!strcmp(l, "config")) {
			tc.min = !strcmp(v, "min");
		} else if (!strcmp(l, "bug")) {
			snprintf(tc.bug, sizeof(tc.bug), "%s", v);
		} else if (!strcmp(l, "sanitizer-bug")) {
			snprintf(tc.sanbug, sizeof(tc.sanbug), "%s", v);
		} else if (!strcmp(l, "big")) {
			tc.big = !strcmp(v, "yes");
		} else if (!strcmp(l, "expect")) {
			char code[64], *bar;
			int k = sscanf(v, "%63s %u %u", code, &tc.eline, &tc.ecol);

			tc.code2 = 1;
			if ((bar = strchr(code, '|'))) {
				*bar = '\0';
				tc.code2 = code_of(bar + 1, lineno);
			}
			tc.code = code_of(code, lineno);
			if ((tc.code && k != 3) || (!tc.code && k != 1))
				format_error(lineno, "expect: CODE LINE COLUMN, or OK");
			tc.has_expect = 1;
		} else {
			format_error(lineno, "unknown key");
		}
	}
	free(all.p);
	printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
	return failed ? 1 : 0;
}
