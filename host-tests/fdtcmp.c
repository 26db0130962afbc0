/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * fdtcmp: compare two flattened device trees (host test tool).
 *
 *   fdtcmp [--unordered] [--ignore-node PATH]... A.dtb B.dtb
 *
 * Exit status: 0 the trees are equal, 1 they differ (the first difference
 * is printed on stdout as one line), 2 usage error or unreadable/invalid
 * blob (message on stderr).
 *
 * What "equal" means
 *  - The same memory reservations.  Ordered mode: the same entries in the
 *    same order.  --unordered: the same multiset of entries.
 *  - The same nodes with the same names (names are compared exactly, unit
 *    address included) and the same properties with the same values.
 *    Ordered mode: properties and subnodes in the same order.  --unordered:
 *    order is ignored at every level; children are matched by name,
 *    properties by name.
 *  - --ignore-node PATH (repeatable) drops the node at that absolute path,
 *    with its whole subtree, from both trees.  /__symbols__ is otherwise
 *    compared like any node (its values are path strings).
 *  - The DTB header (version, boot cpu, sizes, padding, string table
 *    layout) is not compared: only the tree content and the reservations.
 *
 * Phandles may be renumbered consistently
 *  Pass 1 walks both trees in parallel (children matched by name, whatever
 *  the mode) and, for every matched node pair whose `phandle` (or
 *  `linux,phandle`) property is one valid cell in both, records A-value ->
 *  B-value.  The map must be one-to-one: an A value that meets a second B
 *  value, or a B value that meets a second A value, is a difference
 *  (reported at the property where it happens, in pass 2).
 *  Pass 2 compares.  `phandle` / `linux,phandle` values must correspond
 *  through the map.  Every other property is compared byte for byte, with
 *  one exception: a cell differing only by a mapped phandle value counts as
 *  equal.  Precisely: when the property has the same length L in both trees,
 *  L is a multiple of 4, and neither value looks like a string list (as
 *  dtc decides when it prints a DTS), then the 32-bit big-endian cell at
 *  each 4-byte aligned offset is equal when A's cell == B's cell, or when
 *  A's cell is a phandle of A whose mapped value is B's cell.
 *
 *  Known limits of that rule (a DTB carries no types, so a cell cannot be
 *  told to be a phandle or a number):
 *  - A plain number in A that happens to be a phandle value may match B's
 *    mapped value: `reg = <1>` vs `reg = <2>` is equal when A's phandle 1
 *    corresponds to B's phandle 2.
 *  - A cell that is byte-identical is always equal, so when two phandles
 *    swap numbers (A: x=1 y=2, B: x=2 y=1), a reference left at <1> in both
 *    trees is equal although it points to x in A and to y in B.
 *  A renumbering that maps every value to itself (the usual case when
 *  both trees were built the same way) has neither problem.
 *
 * Host tool: C99, libfdt's read-only API, malloc, recursion bounded by
 * MAX_DEPTH.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libfdt.h>

#define MAX_DEPTH	128	/* node nesting we accept (dtc has no limit) */
#define VALUE_SHOWN	72	/* characters of a value shown in a message */

/* ------------------------------------------------------------------ */
/* Small utilities                                                     */

static const char *progname = "fdtcmp";

static void fatal(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

static void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		fatal("out of memory");
	return p;
}

static void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		fatal("out of memory");
	return p;
}

static char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

/* "/" + "a" -> "/a", "/a" + "b" -> "/a/b" */
static char *child_path(const char *parent, const char *name)
{
	size_t lp = strlen(parent), ln = strlen(name);
	int root = (strcmp(parent, "/") == 0);
	char *p = xmalloc(lp + ln + 2);

	memcpy(p, parent, lp);
	if (!root)
		p[lp++] = '/';
	memcpy(p + lp, name, ln + 1);
	return p;
}

static uint32_t cell_at(const void *data, int i)
{
	const unsigned char *b = (const unsigned char *)data + 4 * i;

	return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 |
	       (uint32_t)b[2] << 8 | (uint32_t)b[3];
}

/* The test dtc uses to print a value as strings (util_is_printable_string) */
static int is_string_list(const char *s, int len)
{
	const char *end = s + len;

	if (len <= 0 || s[len - 1] != '\0')
		return 0;
	while (s < end) {
		const char *start = s;

		while (s < end && *s && isprint((unsigned char)*s))
			s++;
		if (*s != '\0' || s == start)
			return 0;
		s++;
	}
	return 1;
}

/* Growing string buffer for messages */
struct sbuf {
	char *s;
	size_t len, cap;
};

static void sb_printf(struct sbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (sb->len + n + 1 > sb->cap) {
		sb->cap = (sb->len + n + 1) * 2;
		sb->s = xrealloc(sb->s, sb->cap);
	}
	va_start(ap, fmt);
	vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, ap);
	va_end(ap);
	sb->len += n;
}

/*
 * A value as text, DTS style: "a", "b" for string lists, <0x1 0x2> for
 * cells, [01 02 03] for other bytes, "empty" for a boolean property.
 * Cut after about VALUE_SHOWN characters.  Caller frees.
 */
static char *format_value(const void *data, int len)
{
	const unsigned char *b = data;
	struct sbuf sb = { 0 };
	int i;

	sb_printf(&sb, "%s", "");
	if (len == 0) {
		sb_printf(&sb, "empty");
	} else if (is_string_list(data, len)) {
		sb_printf(&sb, "\"");
		for (i = 0; i < len - 1 && sb.len < VALUE_SHOWN; i++) {
			if (b[i] == '\0')
				sb_printf(&sb, "\", \"");
			else if (b[i] == '"' || b[i] == '\\')
				sb_printf(&sb, "\\%c", b[i]);
			else
				sb_printf(&sb, "%c", b[i]);
		}
		sb_printf(&sb, i < len - 1 ? "...\"" : "\"");
	} else if (len % 4 == 0) {
		sb_printf(&sb, "<");
		for (i = 0; i < len / 4 && sb.len < VALUE_SHOWN; i++)
			sb_printf(&sb, "%s0x%" PRIx32, i ? " " : "",
				  cell_at(data, i));
		sb_printf(&sb, i < len / 4 ? " ...>" : ">");
	} else {
		sb_printf(&sb, "[");
		for (i = 0; i < len && sb.len < VALUE_SHOWN; i++)
			sb_printf(&sb, "%s%02x", i ? " " : "", b[i]);
		sb_printf(&sb, i < len ? " ...]" : "]");
	}
	return sb.s;
}

/* ------------------------------------------------------------------ */
/* Reading a blob                                                      */

static void *read_blob(const char *file)
{
	FILE *f = fopen(file, "rb");
	size_t len = 0, cap = 65536, n;
	char *buf;
	int err;

	if (!f)
		fatal("%s: %s", file, strerror(errno));
	buf = xmalloc(cap);
	while ((n = fread(buf + len, 1, cap - len, f)) > 0) {
		len += n;
		if (len == cap)
			buf = xrealloc(buf, cap *= 2);
	}
	if (ferror(f))
		fatal("%s: read error", file);
	fclose(f);

	if (len < FDT_V1_SIZE)
		fatal("%s: not a device tree blob (too short)", file);
	err = fdt_check_header(buf);
	if (err)
		fatal("%s: not a valid device tree blob: %s", file,
		      fdt_strerror(err));
	if (fdt_totalsize(buf) > len)
		fatal("%s: truncated: header says %u bytes, file has %zu",
		      file, fdt_totalsize(buf), len);
	err = fdt_check_full(buf, fdt_totalsize(buf));
	if (err)
		fatal("%s: malformed device tree blob: %s", file,
		      fdt_strerror(err));
	return buf;
}

/* ------------------------------------------------------------------ */
/* Comparison state                                                    */

struct pair {			/* one phandle correspondence */
	uint32_t a, b;
	const char *apath;	/* A node that set it (for messages) */
};

static struct {
	const void *A, *B;
	const char *fileA, *fileB;
	int unordered;
	const char **ignore;	/* --ignore-node paths, normalised */
	int nignore;
	/* the phandle map, kept twice: sorted by a and sorted by b */
	struct pair *bya, *byb;
	size_t npairs, cap;
} g;

static int is_ignored(const char *path)
{
	int i;

	for (i = 0; i < g.nignore; i++)
		if (strcmp(path, g.ignore[i]) == 0)
			return 1;
	return 0;
}

static int is_phandle_prop(const char *name)
{
	return strcmp(name, "phandle") == 0 ||
	       strcmp(name, "linux,phandle") == 0;
}

static int valid_phandle(uint32_t v)
{
	return v != 0 && v != 0xffffffffu;
}

/* Binary search in a pair array sorted by a (by_b=0) or b (by_b=1). */
static size_t pair_pos(const struct pair *arr, uint32_t key, int by_b,
		       int *found)
{
	size_t lo = 0, hi = g.npairs;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint32_t v = by_b ? arr[mid].b : arr[mid].a;

		if (v < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	*found = lo < g.npairs && (by_b ? arr[lo].b : arr[lo].a) == key;
	return lo;
}

static const struct pair *map_by_a(uint32_t a)
{
	int found;
	size_t i = pair_pos(g.bya, a, 0, &found);

	return found ? &g.bya[i] : NULL;
}

static const struct pair *map_by_b(uint32_t b)
{
	int found;
	size_t i = pair_pos(g.byb, b, 1, &found);

	return found ? &g.byb[i] : NULL;
}

/* Record a -> b unless either side is already taken (a conflict). */
static void map_add(uint32_t a, uint32_t b, const char *apath)
{
	struct pair p;
	size_t ia, ib;
	int found;

	if (map_by_a(a) || map_by_b(b))
		return;		/* same pair again, or a conflict: pass 2 */
	p.a = a;
	p.b = b;
	p.apath = xstrdup(apath);
	if (g.npairs == g.cap) {
		g.cap = g.cap ? 2 * g.cap : 64;
		g.bya = xrealloc(g.bya, g.cap * sizeof(*g.bya));
		g.byb = xrealloc(g.byb, g.cap * sizeof(*g.byb));
	}
	ia = pair_pos(g.bya, a, 0, &found);
	ib = pair_pos(g.byb, b, 1, &found);
	memmove(&g.bya[ia + 1], &g.bya[ia], (g.npairs - ia) * sizeof(p));
	memmove(&g.byb[ib + 1], &g.byb[ib], (g.npairs - ib) * sizeof(p));
	g.bya[ia] = p;
	g.byb[ib] = p;
	g.npairs++;
}

/* ------------------------------------------------------------------ */
/* Listing a node's properties and (not ignored) children              */

struct prop {
	const char *name;
	const void *data;
	int len;
};

struct child {
	const char *name;
	int off;
	char *path;
};

static const char *file_of(const void *fdt)
{
	return fdt == g.A ? g.fileA : g.fileB;
}

static void libfdt_fail(const void *fdt, const char *path, int err)
{
	fatal("%s: %s: libfdt: %s", file_of(fdt), path, fdt_strerror(err));
}

/*
 * Matching by name needs unique names; fdt_check_full() lets duplicates
 * through (dtc -f writes them), so they are refused here.
 */
static void duplicate_name(const void *fdt, const char *path,
			   const char *what, const char *name)
{
	fatal("%s: %s: %s \"%s\" appears twice", file_of(fdt), path, what,
	      name);
}

static int list_props(const void *fdt, int node, const char *path,
		      struct prop **out)
{
	struct prop *v = NULL;
	int n = 0, off, i;

	fdt_for_each_property_offset(off, fdt, node) {
		struct prop *p;

		v = xrealloc(v, (n + 1) * sizeof(*v));
		p = &v[n];
		p->data = fdt_getprop_by_offset(fdt, off, &p->name, &p->len);
		if (!p->data)
			libfdt_fail(fdt, path, p->len);
		for (i = 0; i < n; i++)
			if (strcmp(v[i].name, p->name) == 0)
				duplicate_name(fdt, path, "property", p->name);
		n++;
	}
	if (off != -FDT_ERR_NOTFOUND)
		libfdt_fail(fdt, path, off);
	*out = v;
	return n;
}

static int list_children(const void *fdt, int node, const char *path,
			 struct child **out)
{
	struct child *v = NULL;
	int n = 0, off, i;

	fdt_for_each_subnode(off, fdt, node) {
		int len;
		const char *name = fdt_get_name(fdt, off, &len);
		char *cpath;

		if (!name)
			libfdt_fail(fdt, path, len);
		for (i = 0; i < n; i++)
			if (strcmp(v[i].name, name) == 0)
				duplicate_name(fdt, path, "node", name);
		cpath = child_path(path, name);
		if (is_ignored(cpath)) {
			free(cpath);
			continue;
		}
		v = xrealloc(v, (n + 1) * sizeof(*v));
		v[n].name = name;
		v[n].off = off;
		v[n].path = cpath;
		n++;
	}
	if (off != -FDT_ERR_NOTFOUND)
		libfdt_fail(fdt, path, off);
	*out = v;
	return n;
}

static void free_children(struct child *v, int n)
{
	int i;

	for (i = 0; i < n; i++)
		free(v[i].path);
	free(v);
}

/* Exact name lookups (libfdt's own lookups let "a" match "a@1"). */
static const struct prop *find_prop(const struct prop *v, int n,
				    const char *name)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i].name, name) == 0)
			return &v[i];
	return NULL;
}

static const struct child *find_child(const struct child *v, int n,
				      const char *name)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i].name, name) == 0)
			return &v[i];
	return NULL;
}

static void check_depth(int depth, const char *path)
{
	if (depth > MAX_DEPTH)
		fatal("%s: nodes nested deeper than %d levels", path,
		      MAX_DEPTH);
}

/* ------------------------------------------------------------------ */
/* Pass 1: the phandle map                                             */

static void map_node(int a, int b, const char *path, int depth)
{
	struct prop *pa, *pb;
	struct child *ca, *cb;
	int npa, npb, nca, ncb, i;

	check_depth(depth, path);
	npa = list_props(g.A, a, path, &pa);
	npb = list_props(g.B, b, path, &pb);
	for (i = 0; i < npa; i++) {
		const struct prop *q;

		if (!is_phandle_prop(pa[i].name) || pa[i].len != 4)
			continue;
		q = find_prop(pb, npb, pa[i].name);
		if (!q || q->len != 4)
			continue;
		if (valid_phandle(cell_at(pa[i].data, 0)) &&
		    valid_phandle(cell_at(q->data, 0)))
			map_add(cell_at(pa[i].data, 0), cell_at(q->data, 0),
				path);
	}
	free(pa);
	free(pb);

	nca = list_children(g.A, a, path, &ca);
	ncb = list_children(g.B, b, path, &cb);
	for (i = 0; i < nca; i++) {
		const struct child *m = find_child(cb, ncb, ca[i].name);

		if (m)
			map_node(ca[i].off, m->off, ca[i].path, depth + 1);
	}
	free_children(ca, nca);
	free_children(cb, ncb);
}

/* ------------------------------------------------------------------ */
/* Pass 2: the comparison.  Functions return 0 (equal) or 1 (a         */
/* difference, already printed).                                       */

static int differ(const char *where, const char *fmt, ...)
{
	va_list ap;

	printf("%s: ", where);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	return 1;
}

static int value_differs(const char *path, const struct prop *p,
			 const struct prop *q, const char *what)
{
	char *va = format_value(p->data, p->len);
	char *vb = format_value(q->data, q->len);

	differ(path, "property \"%s\": %s: %s vs %s", p->name, what, va, vb);
	free(va);
	free(vb);
	return 1;
}

/* `phandle` / `linux,phandle`: the values must correspond in the map. */
static int cmp_phandle_prop(const char *path, const struct prop *p,
			    const struct prop *q)
{
	uint32_t a = cell_at(p->data, 0), b = cell_at(q->data, 0);
	const struct pair *m = map_by_a(a), *mb = map_by_b(b);
	char what[200];

	if (m && m->b == b)
		return 0;
	if (m)
		snprintf(what, sizeof(what),
			 "phandle 0x%" PRIx32 " already corresponds to 0x%"
			 PRIx32 " (node %s), here to 0x%" PRIx32,
			 a, m->b, m->apath, b);
	else if (mb)
		snprintf(what, sizeof(what),
			 "B's phandle 0x%" PRIx32 " already corresponds to "
			 "A's 0x%" PRIx32 " (node %s), here to 0x%" PRIx32,
			 b, mb->a, mb->apath, a);
	else	/* not seen by pass 1: only with duplicate names */
		snprintf(what, sizeof(what), "0x%" PRIx32 " vs 0x%" PRIx32,
			 a, b);
	return value_differs(path, p, q, what);
}

static int cmp_prop(const char *path, const struct prop *p,
		    const struct prop *q)
{
	char what[160];
	int i;

	if (p->len != q->len) {
		snprintf(what, sizeof(what), "length %d vs %d", p->len,
			 q->len);
		return value_differs(path, p, q, what);
	}
	/* before the byte check: equal bytes may still break the map */
	if (is_phandle_prop(p->name) && p->len == 4 &&
	    valid_phandle(cell_at(p->data, 0)) &&
	    valid_phandle(cell_at(q->data, 0)))
		return cmp_phandle_prop(path, p, q);
	if (memcmp(p->data, q->data, p->len) == 0)
		return 0;

	if (p->len % 4 != 0 || is_string_list(p->data, p->len) ||
	    is_string_list(q->data, q->len)) {
		for (i = 0; ((const char *)p->data)[i] ==
			    ((const char *)q->data)[i]; i++)
			;
		snprintf(what, sizeof(what), "byte %d differs", i);
		return value_differs(path, p, q, what);
	}

	for (i = 0; i < p->len / 4; i++) {
		uint32_t a = cell_at(p->data, i), b = cell_at(q->data, i);
		const struct pair *m;

		if (a == b)
			continue;
		m = map_by_a(a);
		if (m && m->b == b)
			continue;	/* a renumbered phandle */
		if (m)
			snprintf(what, sizeof(what),
				 "cell %d is 0x%" PRIx32 " vs 0x%" PRIx32
				 " (phandle 0x%" PRIx32 " corresponds to 0x%"
				 PRIx32 ")", i, a, b, a, m->b);
		else
			snprintf(what, sizeof(what),
				 "cell %d is 0x%" PRIx32 " vs 0x%" PRIx32,
				 i, a, b);
		return value_differs(path, p, q, what);
	}
	return 0;
}

static int cmp_props(const char *path, const struct prop *pa, int na,
		     const struct prop *pb, int nb)
{
	int i;

	if (g.unordered) {
		for (i = 0; i < na; i++) {
			const struct prop *q = find_prop(pb, nb, pa[i].name);

			if (!q)
				return differ(path, "property \"%s\" only in A",
					      pa[i].name);
			if (cmp_prop(path, &pa[i], q))
				return 1;
		}
		for (i = 0; i < nb; i++)
			if (!find_prop(pa, na, pb[i].name))
				return differ(path, "property \"%s\" only in B",
					      pb[i].name);
		return 0;
	}

	for (i = 0; i < na || i < nb; i++) {
		if (i < na && (i >= nb || !find_prop(pb, nb, pa[i].name)))
			return differ(path, "property \"%s\" only in A",
				      pa[i].name);
		if (i < nb && (i >= na || !find_prop(pa, na, pb[i].name)))
			return differ(path, "property \"%s\" only in B",
				      pb[i].name);
		if (strcmp(pa[i].name, pb[i].name) != 0)
			return differ(path, "property %d is \"%s\" vs \"%s\"",
				      i, pa[i].name, pb[i].name);
		if (cmp_prop(path, &pa[i], &pb[i]))
			return 1;
	}
	return 0;
}

static int cmp_node(int a, int b, const char *path, int depth);

static int cmp_children(const char *path, const struct child *ca, int na,
			const struct child *cb, int nb, int depth)
{
	int i;

	if (g.unordered) {
		for (i = 0; i < na; i++) {
			const struct child *m = find_child(cb, nb, ca[i].name);

			if (!m)
				return differ(path, "node \"%s\" only in A",
					      ca[i].name);
			if (cmp_node(ca[i].off, m->off, ca[i].path, depth + 1))
				return 1;
		}
		for (i = 0; i < nb; i++)
			if (!find_child(ca, na, cb[i].name))
				return differ(path, "node \"%s\" only in B",
					      cb[i].name);
		return 0;
	}

	for (i = 0; i < na || i < nb; i++) {
		if (i < na && (i >= nb || !find_child(cb, nb, ca[i].name)))
			return differ(path, "node \"%s\" only in A",
				      ca[i].name);
		if (i < nb && (i >= na || !find_child(ca, na, cb[i].name)))
			return differ(path, "node \"%s\" only in B",
				      cb[i].name);
		if (strcmp(ca[i].name, cb[i].name) != 0)
			return differ(path, "child %d is \"%s\" vs \"%s\"",
				      i, ca[i].name, cb[i].name);
		if (cmp_node(ca[i].off, cb[i].off, ca[i].path, depth + 1))
			return 1;
	}
	return 0;
}

static int cmp_node(int a, int b, const char *path, int depth)
{
	struct prop *pa, *pb;
	struct child *ca, *cb;
	int npa, npb, nca, ncb, r;

	check_depth(depth, path);
	npa = list_props(g.A, a, path, &pa);
	npb = list_props(g.B, b, path, &pb);
	r = cmp_props(path, pa, npa, pb, npb);
	free(pa);
	free(pb);
	if (r)
		return r;

	nca = list_children(g.A, a, path, &ca);
	ncb = list_children(g.B, b, path, &cb);
	r = cmp_children(path, ca, nca, cb, ncb, depth);
	free_children(ca, nca);
	free_children(cb, ncb);
	return r;
}

/* ------------------------------------------------------------------ */
/* Memory reservations                                                 */

struct rsv {
	uint64_t addr, size;
};

static int list_rsv(const void *fdt, struct rsv **out)
{
	int n = fdt_num_mem_rsv(fdt), i;
	struct rsv *v;

	if (n < 0)
		fatal("%s: memory reservations: %s", file_of(fdt),
		      fdt_strerror(n));
	v = xmalloc(n * sizeof(*v));
	for (i = 0; i < n; i++)
		fdt_get_mem_rsv(fdt, i, &v[i].addr, &v[i].size);
	*out = v;
	return n;
}

static int rsv_order(const void *x, const void *y)
{
	const struct rsv *a = x, *b = y;

	if (a->addr != b->addr)
		return a->addr < b->addr ? -1 : 1;
	if (a->size != b->size)
		return a->size < b->size ? -1 : 1;
	return 0;
}

static int rsv_only(const struct rsv *r, const char *side)
{
	return differ("/memreserve/", "0x%" PRIx64 " 0x%" PRIx64 " only in %s",
		      r->addr, r->size, side);
}

static int cmp_rsv(void)
{
	struct rsv *ra, *rb;
	int na = list_rsv(g.A, &ra), nb = list_rsv(g.B, &rb);
	int i = 0, j = 0, r = 0;

	if (g.unordered) {
		/* multisets: sort both, then merge */
		qsort(ra, na, sizeof(*ra), rsv_order);
		qsort(rb, nb, sizeof(*rb), rsv_order);
		while (!r && (i < na || j < nb)) {
			int c = i >= na ? 1 : j >= nb ? -1
				: rsv_order(&ra[i], &rb[j]);

			if (c < 0)
				r = rsv_only(&ra[i], "A");
			else if (c > 0)
				r = rsv_only(&rb[j], "B");
			i++;	/* equal: step both */
			j++;
		}
	} else {
		for (i = 0; !r && (i < na || i < nb); i++) {
			if (i >= nb)
				r = rsv_only(&ra[i], "A");
			else if (i >= na)
				r = rsv_only(&rb[i], "B");
			else if (rsv_order(&ra[i], &rb[i]) != 0)
				r = differ("/memreserve/",
					   "entry %d is 0x%" PRIx64 " 0x%"
					   PRIx64 " vs 0x%" PRIx64 " 0x%"
					   PRIx64, i, ra[i].addr, ra[i].size,
					   rb[i].addr, rb[i].size);
		}
	}
	free(ra);
	free(rb);
	return r;
}

/* ------------------------------------------------------------------ */

static void usage(FILE *f)
{
	fprintf(f,
		"usage: %s [--unordered] [--ignore-node PATH]... A.dtb B.dtb\n"
		"  Compares two device tree blobs: memory reservations, nodes,\n"
		"  properties, values; phandles may be renumbered consistently.\n"
		"  --unordered        ignore the order of properties, subnodes\n"
		"                     and memory reservations\n"
		"  --ignore-node PATH leave out the node at PATH (and its\n"
		"                     subtree) in both trees; repeatable\n"
		"  Exit: 0 equal, 1 different (first difference on stdout),\n"
		"  2 usage or read error.\n", progname);
}

static const char *normalise_path(const char *arg)
{
	char *p = xstrdup(arg);
	size_t n = strlen(p);

	if (p[0] != '/') {
		fprintf(stderr, "%s: --ignore-node wants an absolute path, "
			"not \"%s\"\n", progname, arg);
		usage(stderr);
		exit(2);
	}
	while (n > 1 && p[n - 1] == '/')
		p[--n] = '\0';
	return p;
}

int main(int argc, char **argv)
{
	const char *files[2];
	int nfiles = 0, i, r;

	g.ignore = xmalloc(argc * sizeof(*g.ignore));
	for (i = 1; i < argc; i++) {
		const char *arg = argv[i];

		if (strcmp(arg, "--unordered") == 0) {
			g.unordered = 1;
		} else if (strcmp(arg, "--ignore-node") == 0) {
			if (++i >= argc) {
				fprintf(stderr, "%s: --ignore-node needs a "
					"path\n", progname);
				usage(stderr);
				return 2;
			}
			g.ignore[g.nignore++] = normalise_path(argv[i]);
		} else if (strncmp(arg, "--ignore-node=", 14) == 0) {
			g.ignore[g.nignore++] = normalise_path(arg + 14);
		} else if (strcmp(arg, "-h") == 0 ||
			   strcmp(arg, "--help") == 0) {
			usage(stdout);
			return 0;
		} else if (arg[0] == '-' && arg[1] != '\0') {
			fprintf(stderr, "%s: unknown option %s\n", progname,
				arg);
			usage(stderr);
			return 2;
		} else if (nfiles < 2) {
			files[nfiles++] = arg;
		} else {
			usage(stderr);
			return 2;
		}
	}
	if (nfiles != 2) {
		usage(stderr);
		return 2;
	}

	g.fileA = files[0];
	g.fileB = files[1];
	g.A = read_blob(files[0]);
	g.B = read_blob(files[1]);

	if (is_ignored("/")) {
		r = cmp_rsv();
	} else {
		map_node(0, 0, "/", 0);
		r = cmp_rsv() || cmp_node(0, 0, "/", 0);
	}
	return r;
}
