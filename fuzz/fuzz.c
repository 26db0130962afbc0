/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * fuzz.c: the libFuzzer harness for yamlfdt_apply().
 *
 * Every input is one YAML text.  It is applied under the configurations
 * below (several base trees, options, label tables, buffer sizes and an
 * allow-list: all of them when replaying, two when fuzzing, see
 * LLVMFuzzerTestOneInput()), and after each call these invariants must hold;
 * any breach prints what broke and aborts, which libFuzzer (or the replay
 * driver, replay.c) reports as a crash:
 *
 *   - no crash, no AddressSanitizer or UndefinedBehaviorSanitizer report
 *     (the text, the tree buffer and the label table are heap blocks of
 *     exactly their size, so one byte past any of them is caught);
 *   - the result is 0 or a negative error code the API documents: one of
 *     -YAMLFDT_ERR_* (but never INTERNAL, which is a bug by definition, and
 *     never DISABLED: every feature is built in) or -FDT_ERR_NOSPACE (the
 *     base trees are valid, so no other libfdt code may come back);
 *   - err->code is the return value; for an error about the text, the
 *     line and column are 1-based and agree with err->offset;
 *   - on error, the whole buffer (including the bytes past the tree's
 *     totalsize) equals a saved copy byte for byte;
 *   - on success, fdt_check_full() passes, totalsize is the buffer size,
 *     applying the same text to a fresh copy gives the same bytes, and
 *     applying it in a buffer one byte smaller than the packed result fails
 *     cleanly (this catches an under-estimated space bound, which would
 *     make the write pass run out of room half way);
 *   - with the allow-list, a success changed nothing outside it;
 *   - unless the text names "phandle" itself, every phandle in the result
 *     is valid (not 0 or -1) and no two nodes share one; unless it names
 *     "__symbols__", every /__symbols__ entry is the path of a node.
 *
 * The base trees come from bases.h, which the build generates from
 * examples/board.dts (compiled with and without dtc -@).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "yamlfdt.h"
#include "bases.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);
extern int fuzz_all_configs;

#define PATTERN 0xa5	/* fills the buffer past the tree's totalsize */

enum base { BASE_EMPTY, BASE_SYM, BASE_NOSYM };

static const char *const allow_list[] = {
	"/chosen", "/soc:status", "/soc/pinctrl@10020000", "/aliases:serial3",
	"/__symbols__",
};

struct config {
	const char *name;
	enum base base;
	size_t room;		/* buffer = base totalsize + room */
	int open;		/* fdt_open_into() the whole buffer first */
	unsigned int flags;
	int labels;		/* caller label table entries; -1: none */
	int use_opts;		/* 0: opts == NULL */
	int allow;		/* use allow_list */
	int work;		/* opts.work with room for this many labels
				 * after the state; -1: none
				 */
};

static const struct config configs[] = {
	{ "empty",       BASE_EMPTY,  8192, 0, 0,               -1, 0, 0, -1 },
	{ "board-sym",   BASE_SYM,   16384, 0, YAMLFDT_SYMBOLS, 64, 1, 0, -1 },
	{ "board-nosym", BASE_NOSYM, 16384, 1, 0,                3, 1, 0, -1 },
	{ "board-allow", BASE_SYM,   16384, 0, YAMLFDT_SYMBOLS, 64, 1, 1, -1 },
	{ "board-tight", BASE_SYM,      48, 0, 0,               -1, 1, 0, -1 },
	{ "board-work",  BASE_SYM,   16384, 0, YAMLFDT_SYMBOLS, -1, 1, 0,  5 },
};
#define NCONFIGS (sizeof(configs) / sizeof(configs[0]))

/* The packed base trees. */
static void *base_tree[3];
static size_t base_size[3];

static const struct config *cur_cfg;
static const char *cur_step;

static void die(const char *what, long v)
{
	fprintf(stderr, "\n*** yamlfdt fuzz invariant broken: config %s, %s: "
		"%s (%ld)\n", cur_cfg ? cur_cfg->name : "-",
		cur_step ? cur_step : "-", what, v);
	abort();
}

static void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p) {
		fprintf(stderr, "out of memory\n");
		abort();
	}
	return p;
}

static void setup_bases(void)
{
	static const struct { const unsigned char *b; size_t n; } src[] = {
		{ NULL, 0 },
		{ board_sym_dtb, sizeof(board_sym_dtb) },
		{ board_nosym_dtb, sizeof(board_nosym_dtb) },
	};
	int i;

	if (base_tree[0])
		return;
	base_tree[0] = xmalloc(256);
	if (fdt_create_empty_tree(base_tree[0], 256) || fdt_pack(base_tree[0]))
		die("cannot make the empty tree", 0);
	base_size[0] = fdt_totalsize(base_tree[0]);
	for (i = 1; i < 3; i++) {
		base_tree[i] = xmalloc(src[i].n);
		memcpy(base_tree[i], src[i].b, src[i].n);
		if (fdt_check_full(base_tree[i], src[i].n))
			die("a base tree is invalid", i);
		base_size[i] = fdt_totalsize(base_tree[i]);
	}
}

/* A fresh buffer of @bufsize bytes holding the config's base tree. */
static char *fresh(const struct config *cf, size_t bufsize)
{
	char *b = xmalloc(bufsize);

	memset(b, PATTERN, bufsize);
	if (cf->open) {
		if (fdt_open_into(base_tree[cf->base], b, (int)bufsize))
			die("fdt_open_into", 0);
	} else {
		memcpy(b, base_tree[cf->base], base_size[cf->base]);
	}
	return b;
}

static int known_code(int r)
{
	if (r == 0 || r == -FDT_ERR_NOSPACE)
		return 1;
	return r <= -YAMLFDT_ERR_SYNTAX && r > -YAMLFDT_ERR_MAX &&
	       r != -YAMLFDT_ERR_INTERNAL && r != -YAMLFDT_ERR_DISABLED;
}

/* One call, with every per-call invariant checked.  Returns the result. */
static int apply_checked(const struct config *cf, char *buf, size_t bufsize,
			 const char *text, size_t len, int with_err)
{
	struct yamlfdt_opts opts;
	struct yamlfdt_label *labels = NULL;
	void *work = NULL;
	struct yamlfdt_error e;
	char *copy = xmalloc(bufsize);
	int r;

	memcpy(copy, buf, bufsize);
	memset(&opts, 0, sizeof(opts));
	opts.flags = cf->flags;
	if (cf->labels >= 0) {
		labels = xmalloc((size_t)cf->labels * sizeof(*labels));
		opts.labels = labels;
		opts.max_labels = (unsigned int)cf->labels;
	}
	if (cf->work >= 0) {	/* exactly that much: ASan sees any overrun */
		opts.work_size = yamlfdt_work_size() +
				 (size_t)cf->work * sizeof(struct yamlfdt_label);
		work = xmalloc(opts.work_size);
		opts.work = work;
	}
	if (cf->allow) {
		opts.allow = allow_list;
		opts.nallow = sizeof(allow_list) / sizeof(allow_list[0]);
	}
	memset(&e, 0x5a, sizeof(e));
	r = yamlfdt_apply(buf, bufsize, text, len, cf->use_opts ? &opts : NULL,
			  with_err ? &e : NULL);
	free(labels);
	free(work);

	if (!known_code(r))
		die("unexpected return", r);
	if (!yamlfdt_strerror(r))
		die("no message for", r);
	if (with_err) {
		if (e.code != r)
			die("err.code differs from the return", e.code);
		if (r == 0 && (e.line || e.column || e.offset))
			die("line/column set on success", 0);
		if (r != 0) {
			/* Recount line and column from the offset. */
			unsigned int line = 1, col = 1;
			size_t i;

			if (e.offset > len)
				die("error offset past the text", (long)e.offset);
			for (i = 0; i < e.offset; i++) {
				if (text[i] == '\n')
					line++, col = 1;
				else
					col++;
			}
			if (e.line == 0 && e.column == 0 && e.offset == 0 &&
			    r == -FDT_ERR_NOSPACE)
				; /* not about a place in the text */
			else if (e.line != line || e.column != col)
				die("line/column disagree with the offset", r);
		}
	}
	if (r != 0) {
		if (memcmp(buf, copy, bufsize)) {
			size_t i = 0;

			while (buf[i] == copy[i])
				i++;
			fprintf(stderr, "first changed byte at %zu of %zu\n",
				i, bufsize);
			die("buffer changed by a failing call", r);
		}
	} else {
		if (fdt_totalsize(buf) != bufsize)
			die("totalsize is not the buffer size",
			    (long)fdt_totalsize(buf));
		if ((r = fdt_check_full(buf, bufsize)))
			die("fdt_check_full fails", r);
	}
	free(copy);
	return r;
}

/* ---- the allow-list: nothing outside it may change ---------------------- */

/* Is @path (a node) @p or below it? */
static int within(const char *path, const char *p, size_t plen)
{
	if (plen == 1 && p[0] == '/')
		return 1;
	return !strncmp(path, p, plen) && (path[plen] == '\0' || path[plen] == '/');
}

/* May the node @path be created or changed (any property)? */
static int node_allowed(const char *path)
{
	size_t i;

	for (i = 0; i < sizeof(allow_list) / sizeof(allow_list[0]); i++) {
		const char *a = allow_list[i];

		if (!strchr(a, ':') && within(path, a, strlen(a)))
			return 1;
	}
	return 0;
}

/* May @path be deleted: strictly below a node entry. */
static int delete_allowed(const char *path)
{
	size_t i;

	for (i = 0; i < sizeof(allow_list) / sizeof(allow_list[0]); i++) {
		const char *a = allow_list[i];
		size_t n = strlen(a);

		if (!strchr(a, ':') && within(path, a, n) && path[n] == '/')
			return 1;
	}
	return 0;
}

static int prop_allowed(const char *path, const char *prop)
{
	size_t i;

	if (node_allowed(path))
		return 1;
	for (i = 0; i < sizeof(allow_list) / sizeof(allow_list[0]); i++) {
		const char *a = allow_list[i], *colon = strchr(a, ':');

		if (colon && !strcmp(colon + 1, prop) &&
		    within(path, a, (size_t)(colon - a)))
			return 1;
	}
	return 0;
}

/* Every property of @na (in @a) that is not allowed to change is in @nb
 * (in @b) with the same value. */
static void same_props(const void *a, int na, const void *b, int nb,
		       const char *path, const char *what)
{
	int p;

	fdt_for_each_property_offset(p, a, na) {
		const char *name;
		int la, lb;
		const void *va = fdt_getprop_by_offset(a, p, &name, &la);
		const void *vb;

		if (!va || prop_allowed(path, name))
			continue;
		vb = fdt_getprop(b, nb, name, &lb);
		if (!vb || la != lb || memcmp(va, vb, (size_t)la)) {
			fprintf(stderr, "%s %s:%s\n", what, path, name);
			die("a property outside the allow-list changed", 0);
		}
	}
}

static void check_allowed(const void *old, const void *new)
{
	char path[1024], cpath[1100];
	int n, i;

	if (fdt_num_mem_rsv(old) != fdt_num_mem_rsv(new))
		die("memory reservations changed outside the allow-list", 0);
	for (i = 0; i < fdt_num_mem_rsv(old); i++) {
		uint64_t a1, s1, a2, s2;

		fdt_get_mem_rsv(old, i, &a1, &s1);
		fdt_get_mem_rsv(new, i, &a2, &s2);
		if (a1 != a2 || s1 != s2)
			die("a memory reservation changed", i);
	}
	/* Old nodes: still there unless deletable; their properties. */
	for (n = 0; n >= 0; n = fdt_next_node(old, n, NULL)) {
		int m;

		if (fdt_get_path(old, n, path, sizeof(path)))
			die("fdt_get_path (old)", n);
		m = fdt_path_offset(new, path);
		if (m < 0) {
			if (!delete_allowed(path)) {
				fprintf(stderr, "deleted: %s\n", path);
				die("a node outside the allow-list was deleted", 0);
			}
			continue;
		}
		same_props(old, n, new, m, path, "changed or removed:");
		same_props(new, m, old, n, path, "added:");
	}
	/* New nodes must be allowed ones. */
	for (n = 0; n >= 0; n = fdt_next_node(new, n, NULL)) {
		if (fdt_get_path(new, n, cpath, sizeof(cpath)))
			die("fdt_get_path (new)", n);
		if (fdt_path_offset(old, cpath) < 0 && !node_allowed(cpath)) {
			fprintf(stderr, "added: %s\n", cpath);
			die("a node outside the allow-list was added", 0);
		}
	}
}

/* ---- phandles and symbols ------------------------------------------------ */

static int mentions(const char *text, size_t len, const char *word)
{
	size_t n = strlen(word), i;

	for (i = 0; i + n <= len; i++)
		if (!memcmp(text + i, word, n))
			return 1;
	return 0;
}

static void check_phandles(const void *fdt)
{
	static uint32_t seen[4096];
	int n, count = 0, i;

	for (n = 0; n >= 0; n = fdt_next_node(fdt, n, NULL)) {
		int len;
		const fdt32_t *p = fdt_getprop(fdt, n, "phandle", &len);
		uint32_t v;

		if (!p)
			continue;
		if (len != 4)
			die("a phandle property is not one cell", len);
		v = fdt32_to_cpu(*p);
		if (v == 0 || v == 0xffffffff)
			die("an invalid phandle", (long)v);
		for (i = 0; i < count; i++)
			if (seen[i] == v)
				die("two nodes have the same phandle", (long)v);
		if (count < 4096)
			seen[count++] = v;
	}
}

/* The node at @path, names compared exactly (libfdt's own lookup lets
 * "soc" match "soc@0", which the text may have put first). */
static int exact_path(const void *fdt, const char *path)
{
	int node = 0;

	while (*path == '/')
		path++;
	while (*path) {
		const char *e = strchr(path, '/');
		size_t n = e ? (size_t)(e - path) : strlen(path);
		int sub, found = -1;

		fdt_for_each_subnode(sub, fdt, node) {
			int l;
			const char *name = fdt_get_name(fdt, sub, &l);

			if (name && (size_t)l == n && !memcmp(name, path, n)) {
				found = sub;
				break;
			}
		}
		if (found < 0)
			return -1;
		node = found;
		path += n;
		while (*path == '/')
			path++;
	}
	return node;
}

static void check_symbols(const void *fdt)
{
	int sym = fdt_subnode_offset(fdt, 0, "__symbols__"), p;

	if (sym < 0)
		return;
	fdt_for_each_property_offset(p, fdt, sym) {
		const char *name, *v;
		int len;

		v = fdt_getprop_by_offset(fdt, p, &name, &len);
		if (!v || len < 2 || v[len - 1] || v[0] != '/' ||
		    exact_path(fdt, v) < 0) {
			fprintf(stderr, "/__symbols__/%s = \"%.*s\"\n", name,
				v && len > 0 ? len : 0, v ? v : "");
			die("a /__symbols__ entry names no node", 0);
		}
	}
}

/* ---- one configuration --------------------------------------------------- */

static void run_config(const struct config *cf, const char *text, size_t len)
{
	size_t bufsize = base_size[cf->base] + cf->room;
	char *buf = fresh(cf, bufsize), *again, *packed;
	size_t psize;
	int r;

	cur_cfg = cf;
	cur_step = "apply";
	r = apply_checked(cf, buf, bufsize, text, len, 1);
	if (r) {
		free(buf);
		return;
	}

	/* The same text on a fresh copy: the same bytes. */
	cur_step = "apply again";
	again = fresh(cf, bufsize);
	r = apply_checked(cf, again, bufsize, text, len, 0);
	if (r)
		die("fails the second time with", r);
	if (memcmp(buf, again, bufsize))
		die("a second apply gave different bytes", 0);
	free(again);

	if (cf->allow) {
		cur_step = "allow-list";
		check_allowed(base_tree[cf->base], buf);
	}
	cur_step = "phandles";
	if (!mentions(text, len, "phandle"))
		check_phandles(buf);
	cur_step = "symbols";
	if (!mentions(text, len, "__symbols__"))
		check_symbols(buf);

	/* One byte less than the packed result: must fail cleanly. */
	packed = xmalloc(bufsize);
	memcpy(packed, buf, bufsize);
	if (fdt_pack(packed))
		die("fdt_pack of the result", 0);
	psize = fdt_totalsize(packed);
	free(packed);
	if (psize - 1 >= base_size[cf->base] && psize - 1 < bufsize) {
		cur_step = "packed size - 1";
		again = fresh(cf, psize - 1);
		r = apply_checked(cf, again, psize - 1, text, len, 1);
		if (!r)
			die("fits in one byte less than its packed result",
			    (long)psize);
		free(again);
	}
	free(buf);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	setup_bases();
	return 0;
}

/*
 * Fuzzing, each input runs under the empty tree and one of the other
 * configurations, chosen by a hash of the input (so that it is the same
 * every time): that keeps the rate of executions up, and the coverage
 * feedback keeps inputs that reach new code under any of them.  Replaying
 * (replay.c, make check) runs every input under all of them.
 */
int fuzz_all_configs;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = xmalloc(size);	/* exactly its size: no NUL after it */
	uint32_t h = 2166136261u;
	size_t i;

	setup_bases();
	memcpy(text, data, size);
	for (i = 0; i < size; i++)
		h = (h ^ data[i]) * 16777619u;
	for (i = 0; i < NCONFIGS; i++)
		if (fuzz_all_configs || i == 0 || i == 1 + h % (NCONFIGS - 1))
			run_config(&configs[i], text, size);
	free(text);
	cur_cfg = NULL;
	return 0;
}
