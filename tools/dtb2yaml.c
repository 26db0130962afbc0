// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * dtb2yaml: decompile a flattened device tree into yamlfdt's YAML dialect,
 * for people who want to start from their board's existing DTB.
 *
 *   dtb2yaml [-s] [-t] [-q] [-o OUT.yaml] IN.dtb
 *
 * A DT overlay (.dtbo: fragments with __overlay__, __fixups__) becomes a
 * YAML overlay: one top-level *label: or /path: key per fragment, and
 * every phandle cell its fixups name a *label reference (see "Overlays"
 * below).  -t writes an overlay's tree as it is instead.
 *
 * The whole tree is written as one nested mapping starting at the root,
 * nodes and properties in tree order, so that `yamlfdt -o out.dtb` compiles
 * it, from an empty tree, back into the same tree in the same order.
 *
 * Labels.  By default every label in /__symbols__ becomes an anchor on its
 * node (`uart@1000: &uart0`), and a node's further labels a `/label/` item
 * ahead of its properties; /__symbols__ itself is left out (a note says
 * so), because `yamlfdt -@` writes it again from the anchors, as the last
 * child of the root and in tree order, as `dtc -@` does.  When the DTB's
 * /__symbols__ is not like that (an overlay, whose __fixups__ follow it;
 * a tree with overlays applied, whose labels are not in tree order; a
 * labelled node without a phandle), a note says what will differ.  With
 * -s, /__symbols__ is written as an ordinary node and no anchors are
 * made: compile that without -@, and the tree comes back as it was.
 *
 * Values are typed the way `dtc -I dtb -O dts` guesses them: strings when
 * every byte is printable (or one of \a\b\t\n\v\f\r) and the value is
 * NUL-terminated with no more NULs than other bytes (but never for a
 * property whose name says numbers: reg, *-microvolt); else 32-bit cells
 * when the length is a multiple of 4; else bytes.  Counts, frequencies
 * and voltages are decimal, and reg is grouped per entry.  The phandle
 * cells of the properties the DT specification defines are *label
 * references (see "References"); -r keeps them numbers.  A labelled
 * node's `phandle` is left out only where yamlfdt gives the same number,
 * checked by compiling the output with the core (put_tree()).
 *
 * Host tool: C99, libfdt's read-only API, the core to check its output,
 * malloc.  Recursion is bounded by
 * MAX_DEPTH.  Output is built in memory and written only when complete.
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libfdt.h>

#include "yamlfdt.h"

#define MAX_DEPTH	128	/* node nesting we accept */
#define WIDTH		80	/* flow sequences wrap before this column */
#define STEP		2	/* spaces per nesting level */

static const char *prog = "dtb2yaml";

#ifndef YAMLFDT_VERSION
#define YAMLFDT_VERSION "unknown"
#endif

static int quiet;	/* -q: no notes, only errors */

static void usage(FILE *f, int status)
{
	fprintf(f,
		"usage: %s [-s] [-q] [-o OUT.yaml] IN.dtb\n"
		"Decompile a DTB into yamlfdt's YAML dialect ('-': standard input/output).\n"
		"  -o, --out OUT.yaml  write here (default: standard output)\n"
		"  -s, --symbols-node  keep /__symbols__ as an ordinary node, make no anchors\n"
		"  -t, --tree          an overlay (.dtbo) too: write its tree as it is,\n"
		"                      fragments and fixups, not as a YAML overlay\n"
		"  -r, --raw           phandles as numbers, not *label references\n"
		"  -q, --quiet         no notes or warnings on standard error, only errors\n"
		"  -h, --help          this text\n"
		"  -V, --version       the version\n"
		"By default the labels in /__symbols__ become anchors on their nodes\n"
		"(`uart@1000: &uart0`, more labels in `/label/: [a, b]`) and /__symbols__\n"
		"itself is left out, with a note on standard error: compile with\n"
		"  yamlfdt -@ -o OUT.dtb OUT.yaml\n"
		"to write it again (last among the root's children, in tree order, as\n"
		"dtc -@ does).  Labels that name no node, or are not valid label names,\n"
		"are dropped with a warning.  With -s, or for a DTB without /__symbols__:\n"
		"  yamlfdt -o OUT.dtb OUT.yaml\n"
		"Use -s when a note says /__symbols__ would not come back as it is (an\n"
		"overlay built with dtc -@, a tree with overlays applied).\n",
		prog);
	exit(status);
}

static void warn(const char *fmt, ...)
{
	va_list ap;

	if (quiet)
		return;
	fprintf(stderr, "%s: ", prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

static void die(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: error: ", prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

static void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die("out of memory");
	return p;
}

/* ------------------------------------------------------------------ */
/* The output text, built in memory                                    */

struct buf {
	char *s;
	size_t len, cap;
	size_t col;		/* column of the next character */
};

static void put_mem(struct buf *b, const char *s, size_t n)
{
	size_t i;

	if (b->len + n + 1 > b->cap) {
		b->cap = (b->len + n + 1) * 2;
		b->s = xrealloc(b->s, b->cap);
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
	for (i = 0; i < n; i++)
		b->col = s[i] == '\n' ? 0 : b->col + 1;
}

static void put(struct buf *b, const char *s)
{
	put_mem(b, s, strlen(s));
}

static void putf(struct buf *b, const char *fmt, ...)
{
	char tmp[64];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= sizeof(tmp))
		die("internal: formatted item too long");
	put_mem(b, tmp, (size_t)n);
}

static void put_indent(struct buf *b, unsigned int n)
{
	while (n--)
		put_mem(b, " ", 1);
}

/*
 * Flow sequences: "[a, b, c]", wrapped before WIDTH columns.  Continuation
 * lines are indented deeper than the key, as the dialect requires, and the
 * closing ']' ends the last line.
 */
struct flow {
	struct buf *b;
	unsigned int indent;	/* of continuation lines */
	unsigned int n;		/* items so far */
};

static void flow_open(struct flow *f, struct buf *b, unsigned int key_indent)
{
	f->b = b;
	f->indent = key_indent + STEP;
	f->n = 0;
	put(b, "[");
}

static void flow_item(struct flow *f, const char *s, size_t n)
{
	if (f->n) {
		/* ", " + the item + the ',' or ']' after it */
		if (f->b->col + 2 + n + 1 > WIDTH) {
			put(f->b, ",\n");
			put_indent(f->b, f->indent);
		} else {
			put(f->b, ", ");
		}
	}
	put_mem(f->b, s, n);
	f->n++;
}

static void flow_close(struct flow *f)
{
	put(f->b, "]");
}

/* ------------------------------------------------------------------ */
/* Scalars and keys                                                    */

static int is_print(unsigned char ch)
{
	return ch >= 0x20 && ch < 0x7f;
}

static int is_digit(char ch)
{
	return ch >= '0' && ch <= '9';
}

static int is_label_char(char ch, int first)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	       ch == '_' || (!first && is_digit(ch));
}

static int is_label(const char *s)
{
	const char *p;

	for (p = s; *p; p++)
		if (!is_label_char(*p, p == s))
			return 0;
	return p != s;
}

/*
 * Does the core read the plain scalar [s, s+n) back as exactly that
 * string?  The core, not a copy of its rules, decides: every check it
 * makes for a mistake ("fck, ick", "48MHz", "02 00 5e", a '#' glued to
 * text...) then makes dtb2yaml quote the strings it would catch.
 */
static int reads_back(const char *r, size_t rn, const char *s, size_t n,
		      int flow, const char *prop)
{
	static const char close[] = "]\n";
	size_t size = 2 * rn + 512, len = 0, pn = strlen(prop);
	char *fdt = malloc(size), *text = malloc(rn + pn + 12);
	const char *v;
	int got, ok = 0;

	if (!fdt || !text)
		die("out of memory");
	/* under its own name: "status: disable" is a mistake, "a: x" not */
	len = (size_t)sprintf(text, "\"%s\": %s", prop, flow ? "[" : "");
	memcpy(text + len, r, rn);
	len += rn;
	memcpy(text + len, close + !flow, 2 - !flow);
	len += 2 - !flow;
	if (!fdt_create_empty_tree(fdt, (int)size) &&
	    !yamlfdt_apply(fdt, size, text, len, NULL, NULL)) {
		v = fdt_getprop(fdt, 0, prop, &got);
		ok = v && (size_t)got == n + 1 && !memcmp(v, s, n) && !v[n];
	}
	free(fdt);
	free(text);
	return ok;
}

/*
 * Can the string [s, s+n) stand as a plain scalar, in a block value or
 * (@flow) as an item of a flow sequence, and read back as that string?
 * The dialect reads a plain scalar as an integer when it is an integer
 * expression (so nothing that starts like one: a digit, ( - + ~ !), and
 * true/false/null/~ as something else; YAML gives the indicator
 * characters a meaning at the start, ": " and " #" anywhere, and , [ ] { }
 * inside a flow sequence; the outer white space is not part of it.  For
 * other readers (PyYAML ends a plain scalar at ':' and '?' in a flow
 * sequence, and reads "=" as a tag), those are quoted too, and so are the
 * YAML 1.2 spellings of true/false/null.  Last, the core must read it
 * back as itself.
 */
static int plain_ok(const char *s, size_t n, int flow, const char *prop)
{
	static const char *const words[] = {
		"true", "True", "TRUE", "false", "False", "FALSE",
		"null", "Null", "NULL", "~", "=",
	};
	size_t i;

	if (!n || is_digit(s[0]) || strchr("-?:,[]{}#&*!|><'\"%@`$(+~ ", s[0]) ||
	    strchr(" :;{,", s[n - 1]))	/* the last three read as DTS or JSON */
		return 0;
	for (i = 0; i < n; i++) {
		if (!is_print((unsigned char)s[i]))
			return 0;
		if (s[i] == ':' && s[i + 1] == ' ')	/* i + 1 < n here */
			return 0;
		if (s[i] == '#')	/* " #" starts a comment, "a#b" is a mistake */
			return 0;
		if (flow && strchr(",[]{}:?", s[i]))
			return 0;
	}
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i]) == n && !memcmp(words[i], s, n))
			return 0;
	return reads_back(s, n, s, n, flow, prop);
}

/* A double-quoted scalar, with C escapes (which YAML reads the same). */
static void put_quoted(struct buf *b, const char *s, size_t n)
{
	static const char from[] = "\n\t\r\a\b\f\v\"\\", to[] = "ntrabfv\"\\";
	size_t i;

	put(b, "\"");
	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		const char *hit = ch ? strchr(from, ch) : NULL;

		if (hit) {
			char esc[2] = { '\\', to[hit - from] };

			put_mem(b, esc, 2);
		} else if (is_print(ch)) {
			put_mem(b, s + i, 1);
		} else {
			putf(b, "\\x%02x", ch);
		}
	}
	put(b, "\"");
}

/*
 * A quoted scalar, tagged !str where the core takes the quoted text for a
 * mistake: a base may hold status = "enabled", or a string "&gic".
 */
static void put_text(struct buf *b, const char *s, size_t n, int flow,
		     const char *prop)
{
	struct buf q = { 0 };

	put_quoted(&q, s, n);
	if (!reads_back(q.s, q.len, s, n, flow, prop))
		put(b, "!str ");
	put_mem(b, q.s, q.len);
	free(q.s);
}

static void put_string(struct buf *b, const char *s, size_t n, int flow,
		       const char *prop)
{
	if (plain_ok(s, n, flow, prop))
		put_mem(b, s, n);
	else
		put_text(b, s, n, flow, prop);
}

/*
 * A node or property name as a key: plain when YAML and the dialect read
 * it back as itself (node names with '@' and ',' are), else quoted.  Keys
 * have no escapes in the dialect, so a name that needs one cannot be
 * written at all.
 */
static void put_key(struct buf *b, const char *name, const char *what)
{
	size_t i, n = strlen(name);
	int plain = n > 0 && (is_label_char(name[0], 0));

	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)name[i];

		if (!is_print(ch))
			die("%s name \"%s\" has a byte (0x%02x) a YAML key cannot hold",
			    what, name, ch);
		if (!is_label_char((char)ch, 0) && !strchr(",.+-@", ch))
			plain = 0;
	}
	if (plain) {
		put(b, name);
	} else if (!strchr(name, '"') && !strchr(name, '\\')) {
		put(b, "\"");
		put(b, name);
		put(b, "\"");
	} else if (!strchr(name, '\'')) {
		put(b, "'");
		put(b, name);
		put(b, "'");
	} else {
		die("%s name \"%s\" cannot be written as a YAML key (both quotes)",
		    what, name);
	}
	put(b, ":");
}

/* ------------------------------------------------------------------ */
/* Property values                                                     */

/*
 * Does @prop hold numbers only, by its name (reg, clock-frequency,
 * *-microvolt, ...)?  Then its bytes are cells even where they read as
 * text: the core refuses a string there (NOTNUM).
 */
static int holds_numbers(const char *prop)
{
	return yamlfdt_holds_numbers(prop, strlen(prop));
}

/* dtc's guess: a string list (see the top of the file). */
static int is_strings(const char *v, int len)
{
	int i, nul = 0;

	if (len <= 0 || v[len - 1] != '\0')
		return 0;
	for (i = 0; i < len; i++) {
		unsigned char ch = (unsigned char)v[i];

		if (!ch)
			nul++;
		else if (!is_print(ch) && !strchr("\a\b\t\n\v\f\r", ch))
			return 0;
	}
	return nul <= len - nul;
}

static uint32_t cell(const char *v, int i)
{
	const unsigned char *p = (const unsigned char *)v + 4 * i;

	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static void put_strings(struct buf *b, const char *v, int len,
			unsigned int indent, const char *prop)
{
	struct buf item = { 0 };
	struct flow f;
	const char *p, *end = v + len;
	int plain = 1, n = 0;

	for (p = v; p < end; p += strlen(p) + 1, n++)
		plain &= plain_ok(p, strlen(p), 1, prop);
	if (n == 1) {
		put_string(b, v, strlen(v), 0, prop);
		return;
	}
	/* All plain or all quoted, as dtc quotes them all. */
	flow_open(&f, b, indent);
	for (p = v; p < end; p += strlen(p) + 1) {
		item.len = 0;
		if (plain)
			put(&item, p);
		else
			put_text(&item, p, strlen(p), 1, prop);
		flow_item(&f, item.s, item.len);
	}
	flow_close(&f);
	free(item.s);
}

/*
 * Properties the bindings give in decimal: counts, widths, frequencies,
 * voltages, times.  Everything else is hex, as dtc -O dts writes it.
 */
static int is_decimal(const char *prop)
{
	static const char *const names[] = {
		"clock-frequency", "current-speed", "bus-width", "max-frequency",
		"spi-max-frequency", "assigned-clock-rates", "num-cs", "reg-shift",
		"reg-io-width", "cache-size", "cache-line-size", "cache-sets",
		"cache-level", "timeout-sec", "linux,code", "pinctrl-single,bit-per-mux",
	};
	static const char *const suffixes[] = {
		"-cells", "-microvolt", "-microamp", "-microwatt", "-ms", "-us",
		"-ns", "-hz", "-frequency", "-celsius", "-millicelsius", "-percent",
		"-bits", "-width",
	};
	size_t i, n = strlen(prop), k;

	if (prop[0] == '#')
		return 1;
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(prop, names[i]))
			return 1;
	for (i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++) {
		k = strlen(suffixes[i]);
		if (n > k && !strcmp(prop + n - k, suffixes[i]))
			return 1;
	}
	return 0;
}

/*
 * Does the core take a plain number under the name @prop?  Not where the
 * name says strings (model, *-names: STRING): a base's gpio-line-names of
 * empty strings, eight NULs, is then written as !uint32 cells.
 */
static int number_ok(const char *prop)
{
	char fdt[512], *text = malloc(strlen(prop) + 8);
	int ok;

	if (!text)
		die("out of memory");
	sprintf(text, "\"%s\": 0\n", prop);
	ok = !fdt_create_empty_tree(fdt, sizeof(fdt)) &&
	     !yamlfdt_apply(fdt, sizeof(fdt), text, strlen(text), NULL, NULL);
	free(text);
	return ok;
}

/*
 * @prop's value @v.  @group > 1: 32-bit cells in groups of that many
 * (reg: an address and a size per entry), one nested sequence each.
 */
static void put_value(struct buf *b, const char *prop, const char *v, int len,
		      unsigned int indent, int group)
{
	const char *fmt = is_decimal(prop) ? "%" PRIu32 : "0x%" PRIx32;
	struct flow f, g;
	char item[24];
	int i, n;

	if (len == 0) {
		put(b, "true");
		return;
	}
	if (is_strings(v, len) && !holds_numbers(prop)) {
		put_strings(b, v, len, indent, prop);
		return;
	}
	if (len % 4 == 0 && !number_ok(prop)) {	/* the core's STRING */
		put(b, "!uint32 ");
		fmt = "0x%" PRIx32;
		group = 1;
	}
	if (len == 4) {
		putf(b, fmt, cell(v, 0));
	} else if (len % 4 == 0 && group > 1 && len / 4 > group &&
		   (len / 4) % group == 0) {
		struct buf one = { 0 };

		flow_open(&f, b, indent);
		for (i = 0; i < len / 4; i += group) {
			one.len = 0;
			one.col = b->col + 2;
			flow_open(&g, &one, indent + STEP);
			for (n = 0; n < group; n++) {
				snprintf(item, sizeof(item), fmt, cell(v, i + n));
				flow_item(&g, item, strlen(item));
			}
			flow_close(&g);
			flow_item(&f, one.s, one.len);
		}
		flow_close(&f);
		free(one.s);
	} else if (len % 4 == 0) {
		flow_open(&f, b, indent);
		for (i = 0; i < len / 4; i++) {
			n = snprintf(item, sizeof(item), fmt, cell(v, i));
			flow_item(&f, item, (size_t)n);
		}
		flow_close(&f);
	} else {
		put(b, "!uint8 ");
		flow_open(&f, b, indent);
		for (i = 0; i < len; i++) {
			n = snprintf(item, sizeof(item), "0x%02x",
				     (unsigned char)v[i]);
			flow_item(&f, item, (size_t)n);
		}
		flow_close(&f);
	}
}

/* ------------------------------------------------------------------ */
/* Labels from /__symbols__                                            */

/*
 * A phandle cell written as a *label reference: one that an overlay's
 * __fixups__ or __local_fixups__ list, or one found by walking a property
 * whose cells the DT specification defines (see "References").
 */
struct ref {
	int node;		/* the property's node */
	char *prop;
	int off;		/* byte offset of the cell in the value */
	const char *label;	/* the label it refers to */
};

struct label {
	int node;		/* offset of the labelled node */
	int index;		/* position in /__symbols__ */
	const char *name;
	int keep_phandle;	/* its node's phandle stays explicit */
};

struct ctx {
	const void *fdt;
	struct buf out;
	int keep_symbols;	/* -s */
	int symbols;		/* offset of /__symbols__, or -1 */
	struct label *labels;	/* sorted by node, then index */
	int nlabels;
	int next;		/* first label not written yet */
	int last_index;		/* index of the last label written */
	int out_of_order;	/* a label was written before an earlier one */
	int no_phandle;		/* labelled nodes without a phandle */
	int overlay;		/* a DT overlay, written as a YAML overlay */
	int elide;		/* labelled nodes' phandles left to yamlfdt */
	struct ref *refs;	/* its phandle cells, from the fixups */
	int nrefs;
};

static int by_node(const void *a, const void *b)
{
	const struct label *x = a, *y = b;

	if (x->node != y->node)
		return x->node < y->node ? -1 : 1;
	return x->index < y->index ? -1 : x->index > y->index;
}

/*
 * The node at @path, names compared exactly.  Not fdt_path_offset(): it
 * takes "endpoint" for "endpoint@1" when that comes first, and a path
 * without a leading '/' for an alias.
 */
static int lookup_path(const void *fdt, const char *path)
{
	const char *p = path, *q;
	int node = 0, child, len;

	if (*p != '/')
		return -FDT_ERR_BADPATH;
	for (;;) {
		while (*p == '/')
			p++;
		if (!*p)
			return node;
		q = strchr(p, '/');
		if (!q)
			q = p + strlen(p);
		fdt_for_each_subnode(child, fdt, node) {
			const char *name = fdt_get_name(fdt, child, &len);

			if (name && len == q - p && !memcmp(name, p, (size_t)len))
				break;
		}
		if (child < 0)
			return child;
		node = child;
		p = q;
	}
}

static void collect_labels(struct ctx *c)
{
	const void *fdt = c->fdt;
	char path[4096];
	int prop, index = 0, last = -1, node, len, err;

	c->symbols = fdt_subnode_offset(fdt, 0, "__symbols__");
	if (c->symbols < 0 || c->keep_symbols)
		return;
	fdt_for_each_subnode(node, fdt, 0)
		last = node;
	fdt_for_each_property_offset(prop, fdt, c->symbols) {
		const char *name, *v = fdt_getprop_by_offset(fdt, prop, &name,
							      &len);

		if (!v)
			die("/__symbols__: %s", fdt_strerror(len));
		index++;
		if (!is_label(name)) {
			warn("warning: /__symbols__/%s: not a valid label name, skipped",
			     name);
			continue;
		}
		if (len < 2 || v[0] != '/' ||
		    memchr(v, '\0', (size_t)len) != v + len - 1) {
			warn("warning: label %s: its value is not a path, skipped",
			     name);
			continue;
		}
		node = lookup_path(fdt, v);
		if (node < 0) {
			warn("warning: label %s: no node at %s, skipped", name, v);
			continue;
		}
		err = fdt_get_path(fdt, node, path, sizeof(path));
		if (!err && !strncmp(path, "/__symbols__", 12) &&
		    (!path[12] || path[12] == '/')) {
			warn("warning: label %s: %s is in /__symbols__, which is left out; skipped",
			     name, v);
			continue;
		}
		if (!err && strcmp(path, v))
			warn("warning: label %s: %s is written back as %s",
			     name, v, path);
		c->labels = xrealloc(c->labels,
				     (size_t)(c->nlabels + 1) * sizeof(*c->labels));
		c->labels[c->nlabels].node = node;
		c->labels[c->nlabels].index = index;
		c->labels[c->nlabels].name = name;
		c->nlabels++;
	}
	qsort(c->labels, (size_t)c->nlabels, sizeof(*c->labels), by_node);
	if (c->overlay)
		return;	/* put_overlay says what to do with them */
	warn("note: /__symbols__ left out: its labels are anchors (%d); compile with 'yamlfdt -@' to write it again",
	     c->nlabels);
	if (c->symbols != last)
		warn("note: /__symbols__ is not the root's last child (an overlay?): 'yamlfdt -@' writes it last; use -s to keep it as it is");
}

/* The labels of @node not written yet: *@first, count returned. */
static int node_labels(struct ctx *c, int node, int *first)
{
	int i;

	/* Nodes come in offset order; a label left behind names none. */
	while (c->next < c->nlabels && c->labels[c->next].node < node)
		c->next++;
	*first = c->next;
	for (i = c->next; i < c->nlabels && c->labels[i].node == node; i++) {
		if (c->labels[i].index < c->last_index)
			c->out_of_order = 1;
		c->last_index = c->labels[i].index;
	}
	c->next = i;
	if (i > *first && !fdt_get_phandle(c->fdt, node))
		c->no_phandle++;
	return i - *first;
}

/* "/label/: [l2, l3]" for the labels an anchor does not carry. */
/* "/label/: [a, b]" on one line: the dialect reads the list from its line. */
static void put_extra_labels(struct ctx *c, int first, int n,
			     unsigned int indent)
{
	int i;

	if (n <= 0)
		return;
	put_indent(&c->out, indent);
	put(&c->out, "/label/: [");
	for (i = first; i < first + n; i++) {
		if (i > first)
			put(&c->out, ", ");
		put(&c->out, c->labels[i].name);
	}
	put(&c->out, "]\n");
}

/* ------------------------------------------------------------------ */
/* The tree                                                            */

static void put_memreserve(struct ctx *c)
{
	struct flow f;
	char item[24];
	uint64_t addr, size;
	int i, n = fdt_num_mem_rsv(c->fdt);

	if (n <= 0)
		return;
	put(&c->out, "/memreserve/: ");
	flow_open(&f, &c->out, 0);
	for (i = 0; i < n; i++) {
		if (fdt_get_mem_rsv(c->fdt, i, &addr, &size))
			die("bad memory reservation %d", i);
		snprintf(item, sizeof(item), "0x%" PRIx64, addr);
		flow_item(&f, item, strlen(item));
		snprintf(item, sizeof(item), "0x%" PRIx64, size);
		flow_item(&f, item, strlen(item));
	}
	flow_close(&f);
	put(&c->out, "\n");
}

static int skipped(struct ctx *c, int node)
{
	return node == c->symbols && !c->keep_symbols;
}

/*
 * In an overlay: a value with phandle cells listed by the fixups, each
 * written as *label among the other cells.  0 when @prop of the node at
 * @path has none.
 */
static int put_refs(struct ctx *c, int node, const char *prop,
		    const char *v, int len, unsigned int indent)
{
	const char *at[4096];
	struct flow f;
	char item[80];
	int i, lo = 0, hi = c->nrefs, n = 0;

	if (!c->nrefs || len % 4 || len / 4 > 4096)
		return 0;
	while (lo < hi) {	/* the refs are sorted by node: the first of @node */
		int mid = (lo + hi) / 2;

		if (c->refs[mid].node < node)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (i = 0; i < len / 4; i++)
		at[i] = NULL;
	for (i = lo; i < c->nrefs && c->refs[i].node == node; i++) {
		const struct ref *r = &c->refs[i];

		if (strcmp(r->prop, prop))
			continue;
		if (r->off % 4 || r->off + 4 > len)
			die("%s: a fixup at byte %d, not on a cell", prop, r->off);
		at[r->off / 4] = r->label;
		n++;
	}
	if (!n)
		return 0;
	if (len == 4) {
		putf(&c->out, "*%s", at[0]);
		return 1;
	}
	flow_open(&f, &c->out, indent);
	for (i = 0; i < len / 4; i++) {
		if (at[i])
			snprintf(item, sizeof(item), "*%s", at[i]);
		else
			snprintf(item, sizeof(item), "0x%" PRIx32, cell(v, i));
		flow_item(&f, item, strlen(item));
	}
	flow_close(&f);
	return 1;
}

/*
 * Everything in @node, its items at @indent.  @anchored: the node's key
 * carries a label, so in an overlay its phandle is left to yamlfdt (it
 * gives one to a referenced node, and to every labelled one with -@).
 */
static int cells_of(const void *fdt, int node, const char *name, int dflt)
{
	int len;
	const char *v = fdt_getprop(fdt, node, name, &len);

	return v && len == 4 && cell(v, 0) <= 4 ? (int)cell(v, 0) : dflt;
}

/*
 * @reg_group: the cells of one reg entry of @node (its parent's
 * #address-cells + #size-cells), or 0 when unknown.
 */
static void put_body(struct ctx *c, int node, unsigned int indent, int depth,
		     int anchored, int reg_group)
{
	const void *fdt = c->fdt;
	int prop, child, len, first, n;
	/* The defaults are the DT specification's. */
	int child_group = cells_of(fdt, node, "#address-cells", 2) +
			  cells_of(fdt, node, "#size-cells", 1);

	if (depth > MAX_DEPTH)
		die("nodes nested deeper than %d", MAX_DEPTH);
	fdt_for_each_property_offset(prop, fdt, node) {
		const char *name, *v = fdt_getprop_by_offset(fdt, prop, &name,
							      &len);

		if (!v)
			die("%s", fdt_strerror(len));
		if ((c->overlay || c->elide) && anchored && (!strcmp(name, "phandle") ||
					       !strcmp(name, "linux,phandle")))
			continue;
		put_indent(&c->out, indent);
		put_key(&c->out, name, "property");
		put(&c->out, " ");
		if (!put_refs(c, node, name, v, len, indent))
			put_value(&c->out, name, v, len, indent,
				  strcmp(name, "reg") ? 0 : reg_group);
		put(&c->out, "\n");
	}
	fdt_for_each_subnode(child, fdt, node) {
		const char *name = fdt_get_name(fdt, child, &len);

		if (!name)
			die("%s", fdt_strerror(len));
		if (skipped(c, child))
			continue;
		if (!len)
			die("a node without a name below the root");
		if (fdt_getprop(fdt, node, name, NULL))
			warn("warning: %s is both a property and a subnode of one node",
			     name);
		n = node_labels(c, child, &first);
		put_indent(&c->out, indent);
		put_key(&c->out, name, "node");
		if (n) {
			put(&c->out, " &");
			put(&c->out, c->labels[first].name);
		}
		if (n < 2 && fdt_first_property_offset(fdt, child) < 0 &&
		    fdt_first_subnode(fdt, child) < 0) {
			put(&c->out, " {}\n");
			continue;
		}
		put(&c->out, "\n");
		put_extra_labels(c, first + 1, n - 1, indent + STEP);
		put_body(c, child, indent + STEP, depth + 1,
			 n > 0 && !c->labels[first].keep_phandle, child_group);
	}
	if (child != -FDT_ERR_NOTFOUND)
		die("%s", fdt_strerror(child));
}

static void put_tree_once(struct ctx *c, const char *src)
{
	const char *p;
	int first, n;

	c->out.len = 0;
	c->out.col = 0;
	c->next = c->last_index = c->out_of_order = c->no_phandle = 0;
	put(&c->out, "# Decompiled by dtb2yaml from ");
	for (p = src; *p; p++)
		put_mem(&c->out, is_print((unsigned char)*p) ? p : "?", 1);
	if (c->symbols >= 0 && !c->keep_symbols)
		put(&c->out, "; compile with: yamlfdt -@ -o OUT.dtb FILE.yaml\n");
	else
		put(&c->out, "; compile with: yamlfdt -o OUT.dtb FILE.yaml\n");
	put_memreserve(c);
	/* The root cannot carry an anchor: all its labels go in /label/. */
	n = node_labels(c, 0, &first);
	put_extra_labels(c, first, n, 0);
	put_body(c, 0, 0, 0, 0, 0);
}

/* @text compiled by the core from an empty tree, packed; NULL if it fails. */
static void *compile(struct ctx *c, const struct buf *text)
{
	static struct yamlfdt_label labels[65535];
	struct yamlfdt_opts opts = { .labels = labels, .max_labels = 65535 };
	size_t size = fdt_totalsize(c->fdt) * 2 + text->len + 4096;
	void *fdt = NULL;
	int ret;

	opts.flags = c->symbols >= 0 && !c->keep_symbols ? YAMLFDT_SYMBOLS : 0;
	do {
		size *= 2;
		fdt = xrealloc(fdt, size);
		ret = fdt_create_empty_tree(fdt, (int)size);
		if (!ret)
			ret = yamlfdt_apply(fdt, size, text->s, text->len, &opts, NULL);
	} while (ret == -FDT_ERR_NOSPACE && size < (1u << 30));
	if (ret || fdt_pack(fdt)) {
		free(fdt);
		return NULL;
	}
	return fdt;
}

/* The same structure, tag by tag: names, and property names and values. */
static int same_tree(const void *a, const void *b)
{
	int oa = 0, ob = 0, na, nb, la, lb;
	uint32_t ta, tb;

	do {
		ta = fdt_next_tag(a, oa, &na);
		tb = fdt_next_tag(b, ob, &nb);
		if (ta != tb)
			return 0;
		if (ta == FDT_BEGIN_NODE) {
			const char *x = fdt_get_name(a, oa, &la), *y = fdt_get_name(b, ob, &lb);

			if (!x || !y || la != lb || memcmp(x, y, (size_t)la))
				return 0;
		} else if (ta == FDT_PROP) {
			const char *x, *y, *nx, *ny;

			x = fdt_getprop_by_offset(a, oa, &nx, &la);
			y = fdt_getprop_by_offset(b, ob, &ny, &lb);
			if (!x || !y || la != lb || strcmp(nx, ny) || memcmp(x, y, (size_t)la))
				return 0;
		}
		oa = na;
		ob = nb;
	} while (ta != FDT_END && na >= 0 && nb >= 0);
	return ta == FDT_END;
}

/* Mark the labelled nodes whose phandle in @out differs: 1 if any did. */
static int keep_differing(struct ctx *c, const void *out)
{
	char path[4096];
	int i, changed = 0, node;

	for (i = 0; i < c->nlabels; i++) {
		struct label *l = &c->labels[i];

		if (l->keep_phandle || !fdt_get_phandle(c->fdt, l->node))
			continue;
		node = -1;
		if (!fdt_get_path(c->fdt, l->node, path, sizeof(path)))
			node = lookup_path(out, path);
		if (node < 0 || fdt_get_phandle(out, node) != fdt_get_phandle(c->fdt, l->node)) {
			l->keep_phandle = 1;
			changed = 1;
		}
	}
	return changed;
}

/*
 * A labelled node's explicit phandle is left out where yamlfdt, given
 * the text without it, assigns the same number in the same place; kept
 * where the number must stay (one a property outside the known ones
 * uses, one out of yamlfdt's order).  Found by compiling the text with
 * the core until every number left out comes back the same, then checked
 * against the text with every phandle explicit: never guessed.
 */
static void put_tree(struct ctx *c, const char *src)
{
	int was_quiet = quiet, same = 0, i, round, kept = 0, left = 0;
	void *with = NULL, *without = NULL;

	quiet = 1;
	if (c->nrefs) {
		put_tree_once(c, src);
		with = compile(c, &c->out);
		c->elide = 1;
		for (round = 0; with && round < 64; round++) {
			put_tree_once(c, src);
			free(without);
			without = compile(c, &c->out);
			if (!without || !keep_differing(c, without))
				break;
		}
		same = with && without && same_tree(with, without);
		free(with);
		free(without);
		c->elide = same;
		for (i = 0; i < c->nlabels; i++) {
			if (!fdt_get_phandle(c->fdt, c->labels[i].node) ||
			    (i && c->labels[i - 1].node == c->labels[i].node))
				continue;
			if (same && !c->labels[i].keep_phandle)
				left++;
			else
				kept++;
		}
	}
	quiet = was_quiet;
	put_tree_once(c, src);
	if (c->nrefs)
		warn("note: %d reference(s) written as *label; phandles of labelled nodes: %d left to yamlfdt (it gives the same numbers), %d kept",
		     c->nrefs, left, kept);
	if (c->out_of_order)
		warn("note: /__symbols__ does not list the labels in tree order (overlays applied?): 'yamlfdt -@' writes them in tree order; use -s to keep it as it is");
	if (c->no_phandle)
		warn("note: %d labelled node(s) have no phandle: 'yamlfdt -@' gives them one, as 'dtc -@' does; use -s to keep them without",
		     c->no_phandle);
}

/* ------------------------------------------------------------------ */
/* Overlays                                                            */
/*
 * A DT overlay (dtc's /plugin/ output) is fragments, each a target and
 * an __overlay__ node, with __fixups__ naming the base labels that
 * phandle cells refer to ("path:property:offset" per cell) and
 * __local_fixups__ (a tree that mirrors the overlay's) marking the cells
 * that hold phandles of the overlay's own nodes.  As YAML it is one
 * top-level key per fragment, *label: or /path:, with the __overlay__
 * node's content under it, and every such cell a *label reference.
 */

static int is_overlay(const void *fdt)
{
	int frag;

	if (fdt_subnode_offset(fdt, 0, "__fixups__") >= 0)
		return 1;
	fdt_for_each_subnode(frag, fdt, 0)
		if (fdt_subnode_offset(fdt, frag, "__overlay__") >= 0)
			return 1;
	return 0;
}

static void add_ref(struct ctx *c, int node, const char *prop, size_t proplen,
		    int off, const char *label)
{
	struct ref *r;

	c->refs = xrealloc(c->refs, (size_t)(c->nrefs + 1) * sizeof(*c->refs));
	r = &c->refs[c->nrefs++];
	r->node = node;
	r->prop = xrealloc(NULL, proplen + 1);
	memcpy(r->prop, prop, proplen);
	r->prop[proplen] = '\0';
	r->off = off;
	r->label = label;
}

/* __fixups__: LABEL = "PATH:PROP:OFFSET", ...: cells that name base labels. */
static void collect_fixups(struct ctx *c)
{
	const void *fdt = c->fdt;
	int node = fdt_subnode_offset(fdt, 0, "__fixups__"), prop, len;

	if (node < 0)
		return;
	fdt_for_each_property_offset(prop, fdt, node) {
		const char *label, *v = fdt_getprop_by_offset(fdt, prop, &label, &len);
		const char *p, *end = v + len, *c1, *c2;

		if (!is_label(label))
			die("__fixups__: \"%s\" is not a label yamlfdt can write", label);
		if (!v || !len || v[len - 1])
			die("__fixups__/%s: not a list of strings", label);
		for (p = v; p < end; p += strlen(p) + 1) {
			c2 = strrchr(p, ':');
			for (c1 = c2 ? c2 - 1 : NULL; c1 && c1 >= p && *c1 != ':'; c1--)
				;
			if (!c1 || c1 < p || p[0] != '/' || !is_digit(c2[1]))
				die("__fixups__/%s: \"%s\" is not PATH:PROPERTY:OFFSET",
				    label, p);
			char path[4096];
			int at;

			if ((size_t)(c1 - p) >= sizeof(path))
				die("__fixups__/%s: a path too long", label);
			memcpy(path, p, (size_t)(c1 - p));
			path[c1 - p] = '\0';
			at = lookup_path(c->fdt, path);
			if (at < 0)
				die("__fixups__/%s: no node %s in the overlay", label, path);
			add_ref(c, at, c1 + 1, (size_t)(c2 - c1 - 1),
				(int)strtol(c2 + 1, NULL, 0), label);
		}
	}
}

/* The label of @node for a reference: its first, or one made from its name. */
static const char *label_for(struct ctx *c, int node)
{
	const char *name;
	char *made;
	size_t n, i;
	int k, len, unique, suffix = 1;

	for (k = 0; k < c->nlabels; k++)
		if (c->labels[k].node == node)
			return c->labels[k].name;
	name = fdt_get_name(c->fdt, node, &len);
	if (!name)
		die("%s", fdt_strerror(len));
	n = (size_t)len;
	made = xrealloc(NULL, n + 16);
	for (;;) {
		/* serial@ff180000 -> serial_ff180000; a digit first gets a '_' */
		size_t o = 0;

		if (!n || is_digit(name[0]))
			made[o++] = '_';
		for (i = 0; i < n; i++)
			made[o++] = is_label_char(name[i], 0) ? name[i] : '_';
		if (suffix > 1)
			o += (size_t)sprintf(made + o, "_%d", suffix);
		made[o] = '\0';
		unique = 1;
		for (k = 0; k < c->nlabels; k++)
			unique &= strcmp(c->labels[k].name, made) != 0;
		for (k = 0; k < c->nrefs; k++)
			unique &= strcmp(c->refs[k].label, made) != 0;
		if (unique)
			break;
		suffix++;
	}
	c->labels = xrealloc(c->labels, (size_t)(c->nlabels + 1) * sizeof(*c->labels));
	c->labels[c->nlabels].node = node;
	c->labels[c->nlabels].index = 0x7fffffff;
	c->labels[c->nlabels].name = made;
	c->nlabels++;
	return made;
}

/*
 * __local_fixups__: for the node at PATH in the overlay, a node at
 * /__local_fixups__PATH whose PROP = <OFFSET...> marks the cells of PROP
 * that hold a phandle of the overlay's own: the node with that phandle
 * gets a label (its own, or one made from its name).
 */
static void collect_local_fixups(struct ctx *c)
{
	const void *fdt = c->fdt;
	int top = fdt_subnode_offset(fdt, 0, "__local_fixups__");
	int node, depth = 0, prop, len, i, target;
	char path[4096];
	const size_t skip = strlen("/__local_fixups__");

	if (top < 0)
		return;
	for (node = top; node >= 0 && depth >= 0;
	     node = fdt_next_node(fdt, node, &depth)) {
		const char *p;
		int at;

		if (fdt_get_path(fdt, node, path, sizeof(path)))
			die("__local_fixups__: a path too long");
		p = path[skip] ? path + skip : "/";
		at = lookup_path(fdt, p);
		fdt_for_each_property_offset(prop, fdt, node) {
			const char *name, *v = fdt_getprop_by_offset(fdt, prop, &name, &len);
			const char *val;
			int vlen;

			if (at < 0 || !(val = fdt_getprop(fdt, at, name, &vlen)))
				die("__local_fixups__: no property %s:%s in the overlay", p, name);
			for (i = 0; i + 4 <= len; i += 4) {
				int off = (int)cell(v, i / 4);

				if (off % 4 || off + 4 > vlen)
					die("__local_fixups__: %s:%s: offset %d is not a cell", p, name, off);
				target = fdt_node_offset_by_phandle(fdt, cell(val, off / 4));
				if (target < 0)
					die("%s:%s: no node has phandle 0x%" PRIx32, p, name,
					    cell(val, off / 4));
				add_ref(c, at, name, strlen(name), off,
					label_for(c, target));
			}
		}
	}
}

/* ------------------------------------------------------------------ */
/* References                                                          */
/*
 * A phandle is a number in the blob, but a person writes *label.  The
 * properties whose cells the DT specification and dtc's checks define
 * are walked as dtc walks them: a phandle, then as many argument cells
 * as the target node's #...-cells says; a phandle of 0 or ~0 is a hole of
 * one cell.  A property that does not walk cleanly stays numbers.
 */
static const struct {
	const char *name;	/* the property; "-x": any name ending in -x */
	const char *cells;	/* the target's #...-cells; NULL: none */
} ref_props[] = {
	{ "interrupt-parent", NULL },
	{ "interrupts-extended", "#interrupt-cells" },
	{ "clocks", "#clock-cells" },
	{ "assigned-clocks", "#clock-cells" },
	{ "assigned-clock-parents", "#clock-cells" },
	{ "resets", "#reset-cells" },
	{ "power-domains", "#power-domain-cells" },
	{ "dmas", "#dma-cells" },
	{ "phys", "#phy-cells" },
	{ "pwms", "#pwm-cells" },
	{ "mboxes", "#mbox-cells" },
	{ "iommus", "#iommu-cells" },
	{ "io-channels", "#io-channel-cells" },
	{ "nvmem-cells", NULL },
	{ "thermal-sensors", "#thermal-sensor-cells" },
	{ "sound-dai", "#sound-dai-cells" },
	{ "cooling-device", "#cooling-cells" },
	{ "mux-controls", "#mux-control-cells" },
	{ "hwlocks", "#hwlock-cells" },
	{ "interconnects", "#interconnect-cells" },
	{ "msi-parent", "#msi-cells" },
	{ "remote-endpoint", NULL },
	{ "phy-handle", NULL },
	{ "memory-region", NULL },
	{ "gpios", "#gpio-cells" },
	{ "-gpios", "#gpio-cells" },
	{ "-supply", NULL },
};

/* The #...-cells name for @prop, "" for phandles alone, NULL: not known. */
static const char *ref_cells(const char *prop)
{
	size_t i, n = strlen(prop), k;

	if (!strncmp(prop, "pinctrl-", 8) && prop[8]) {
		for (k = 8; k < n && is_digit(prop[k]); k++)
			;
		if (k == n)
			return "";
	}
	for (i = 0; i < sizeof(ref_props) / sizeof(ref_props[0]); i++) {
		const char *r = ref_props[i].name;
		size_t rn = strlen(r);

		if (r[0] == '-' ? n > rn && !strcmp(prop + n - rn, r) : !strcmp(prop, r))
			return ref_props[i].cells ? ref_props[i].cells : "";
	}
	return NULL;
}

/*
 * Walk @prop of @node; 1 and the references added when every phandle
 * names a node that can be given a label, else 0 and nothing added.
 */
static int walk_refs(struct ctx *c, int node, const char *prop,
		     const char *v, int len, const char *cells_name)
{
	const void *fdt = c->fdt;
	int i = 0, n = len / 4, first = c->nrefs, target, cells, clen, k;
	const char *cv;
	const char *label;

	if (len <= 0 || len % 4)
		return 0;
	while (i < n) {
		uint32_t ph = cell(v, i);

		if (ph == 0 || ph == 0xffffffff) {	/* a hole */
			i++;
			continue;
		}
		target = fdt_node_offset_by_phandle(fdt, ph);
		if (target < 0)
			goto undo;
		cells = 0;
		if (*cells_name) {
			cv = fdt_getprop(fdt, target, cells_name, &clen);
			if (cv && clen == 4)
				cells = (int)cell(cv, 0);
			else if (cv || strcmp(cells_name, "#msi-cells"))
				goto undo;	/* only #msi-cells may be absent */
		}
		if (cells < 0 || cells > n - i - 1)
			goto undo;
		/* A label -@ would not record: not with /__symbols__ there. */
		label = NULL;
		for (k = 0; k < c->nlabels && !label; k++)
			if (c->labels[k].node == target)
				label = c->labels[k].name;
		if (!label && c->symbols >= 0 && !c->keep_symbols)
			goto undo;
		add_ref(c, node, prop, strlen(prop), 4 * i,
			label ? label : label_for(c, target));
		i += 1 + cells;
	}
	return 1;
undo:
	for (k = first; k < c->nrefs; k++)
		free(c->refs[k].prop);
	c->nrefs = first;
	return 0;
}

/* Every reference of a whole tree, in tree order. */
static void collect_refs(struct ctx *c)
{
	const void *fdt = c->fdt;
	int node, depth = 0, prop, len;

	for (node = 0; node >= 0; node = fdt_next_node(fdt, node, &depth)) {
		fdt_for_each_property_offset(prop, fdt, node) {
			const char *name, *v = fdt_getprop_by_offset(fdt, prop, &name, &len);
			const char *cells = v ? ref_cells(name) : NULL;

			if (cells)
				walk_refs(c, node, name, v, len, cells);
		}
	}
	qsort(c->labels, (size_t)c->nlabels, sizeof(*c->labels), by_node);
}

static int by_ref_node(const void *a, const void *b)
{
	const struct ref *x = a, *y = b;

	return (x->node > y->node) - (x->node < y->node);
}

/* The base labels cells name, and local references' targets; then sorted. */
static void collect_overlay(struct ctx *c)
{
	collect_fixups(c);
	collect_local_fixups(c);
	qsort(c->labels, (size_t)c->nlabels, sizeof(*c->labels), by_node);
	qsort(c->refs, (size_t)c->nrefs, sizeof(*c->refs), by_ref_node);
}

/* A fixup of a fragment's "target": the base label the fragment opens. */
static const char *target_label(struct ctx *c, int frag)
{
	int i;

	for (i = 0; i < c->nrefs; i++)
		if (c->refs[i].node == frag &&
		    !strcmp(c->refs[i].prop, "target") && !c->refs[i].off)
			return c->refs[i].label;
	return NULL;
}

static void put_overlay(struct ctx *c, const char *src)
{
	const void *fdt = c->fdt;
	const char *p, *name, *label;
	int frag, ov, len, first, n, nfrag = 0;

	put(&c->out, "# Decompiled by dtb2yaml from the overlay ");
	for (p = src; *p; p++)
		put_mem(&c->out, is_print((unsigned char)*p) ? p : "?", 1);
	put(&c->out, c->symbols >= 0 ?
	    "; apply with: yamlfdt -@ -i BASE.dtb -o OUT.dtb FILE.yaml\n" :
	    "; apply with: yamlfdt -i BASE.dtb -o OUT.dtb FILE.yaml\n");
	if (fdt_first_property_offset(fdt, 0) >= 0)
		warn("warning: the overlay's root has properties: no fragment applies them, left out");
	fdt_for_each_subnode(frag, fdt, 0) {
		name = fdt_get_name(fdt, frag, &len);
		if (!strcmp(name, "__fixups__") || !strcmp(name, "__local_fixups__") ||
		    !strcmp(name, "__symbols__"))
			continue;
		ov = fdt_subnode_offset(fdt, frag, "__overlay__");
		if (ov < 0) {
			warn("warning: /%s has no __overlay__: not a fragment, left out", name);
			continue;
		}
		p = fdt_getprop(fdt, frag, "target-path", &len);
		label = target_label(c, frag);
		put(&c->out, "\n");
		if (p && len > 1 && !p[len - 1] && p[0] == '/') {
			put(&c->out, p);	/* a path key is written as it is */
			put(&c->out, ":");
		} else if (label) {
			putf(&c->out, "*%s:", label);
		} else if (fdt_getprop(fdt, frag, "target", &len)) {
			die("/%s: its target is a phandle with no __fixups__ entry: the overlay was built for one base tree's phandles, which YAML cannot name (rebuild it with dtc -@)",
			    name);
		} else {
			die("/%s: no target or target-path", name);
		}
		n = node_labels(c, ov, &first);
		if (n)
			die("/%s/__overlay__ has a label: a fragment's target cannot carry one", name);
		if (fdt_first_property_offset(fdt, ov) < 0 &&
		    fdt_first_subnode(fdt, ov) < 0) {
			put(&c->out, " {}\n");
		} else {
			put(&c->out, "\n");
			put_body(c, ov, STEP, 1, 0, 0);
		}
		nfrag++;
	}
	warn("note: an overlay: %d fragment(s) written as top-level keys; %d reference(s) from its fixups",
	     nfrag, c->nrefs);
	if (fdt_subnode_offset(fdt, 0, "__fixups__") >= 0)
		warn("note: it opens or references the base's labels: the base DTB needs /__symbols__ (dtc -@)");
}

/* ------------------------------------------------------------------ */

static char *read_file(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	size_t cap = 65536, n = 0, r;
	char *buf;

	if (!f)
		die("%s: %s", path, strerror(errno));
	buf = xrealloc(NULL, cap);
	while ((r = fread(buf + n, 1, cap - n, f)) > 0) {
		n += r;
		if (n == cap)
			buf = xrealloc(buf, cap *= 2);
	}
	if (ferror(f))
		die("%s: %s", path, strerror(errno));
	if (f != stdin)
		fclose(f);
	*len = n;
	return buf;
}

static void write_file(const char *path, const struct buf *b)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "w") : stdout;

	if (!f || fwrite(b->s, 1, b->len, f) != b->len ||
	    (f == stdout ? fflush(f) : fclose(f)))
		die("%s: %s", path, strerror(errno));
}

int main(int argc, char **argv)
{
	const char *in = NULL, *out = "-", *src;
	struct ctx c;
	size_t len;
	char *blob;
	int i, err, tree = 0, raw = 0;

	static const struct option longopts[] = {
		{ "out", required_argument, NULL, 'o' },
		{ "symbols-node", no_argument, NULL, 's' },
		{ "tree", no_argument, NULL, 't' },
		{ "raw", no_argument, NULL, 'r' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};

	memset(&c, 0, sizeof(c));
	while ((i = getopt_long(argc, argv, "o:strqhV", longopts, NULL)) != -1) {
		switch (i) {
		case 'o': out = optarg; break;
		case 's': c.keep_symbols = 1; break;
		case 't': tree = 1; break;
		case 'r': raw = 1; break;
		case 'q': quiet = 1; break;
		case 'h': usage(stdout, 0); break;
		case 'V':
			printf("%s %s\n", prog, YAMLFDT_VERSION);
			return 0;
		default: usage(stderr, 2);	/* getopt named the option */
		}
	}
	if (optind != argc - 1) {
		fprintf(stderr, "%s: %s\n", prog, optind == argc ?
			"no input: name IN.dtb ('-' for standard input)" :
			"one input only");
		usage(stderr, 2);
	}
	in = argv[optind];

	blob = read_file(in, &len);
	if (len < FDT_V1_SIZE || fdt_magic(blob) != FDT_MAGIC)
		die("%s: not a DTB", in);
	err = fdt_check_full(blob, len);
	if (err)
		die("%s: not a valid DTB: %s", in, fdt_strerror(err));
	if (fdt_boot_cpuid_phys(blob))
		warn("warning: the header's boot CPU (%u) is not written: yamlfdt writes 0",
		     fdt_boot_cpuid_phys(blob));

	c.fdt = blob;
	c.last_index = 0;
	c.overlay = !tree && !c.keep_symbols && is_overlay(blob);
	collect_labels(&c);
	if (c.overlay)
		collect_overlay(&c);
	else if (!raw)
		collect_refs(&c);
	src = strrchr(in, '/');
	src = strcmp(in, "-") ? (src ? src + 1 : in) : "standard input";
	if (c.overlay)
		put_overlay(&c, src);
	else
		put_tree(&c, src);
	write_file(out, &c.out);
	free(c.out.s);
	free(c.labels);
	free(blob);
	return 0;
}
