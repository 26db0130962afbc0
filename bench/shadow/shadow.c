// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * An experiment, not the product: issue 12's design 2, "one forward pass
 * into a shadow copy, committed by one memmove", built for the boot
 * profile (allnoconfig) so that its size and speed can be measured
 * against today's two passes (check.c + edit.c + write.c + find.c +
 * labels.c + policy.c + table.c + apply.c).  It reuses the core's scan.c,
 * walk.c, value.c, decode.c and expr.c unchanged, and replaces the rest.  A
 * child by its exact name and a property write, which today's files do
 * with their own bookkeeping around them, are written again here rather
 * than linked, so that the size measured is this design's own.
 *
 * The tree's blocks are copied into the free end of the caller's buffer
 * (memcpy, then the copy's totalsize is the room left); the text is
 * applied there with plain libfdt calls as
 * it is read; on success fdt_open_into() moves the copy back over the
 * original.  On any failure the original tree's blocks were never
 * touched; the free space after them was (it is scratch here, unlike in
 * today's design, which leaves every byte of the buffer as it was).
 *
 * Left out, as the boot profile leaves them out: labels the text defines,
 * !pathref, /memreserve/, several documents, allow-lists, dtc's YAML form.
 * Left out to keep the experiment short: the bytes needed on NOSPACE, and
 * make_children()'s linear creation of a new node's children (each new
 * child here walks its parent's subtree to go last).
 *
 * See docs/design.md, "The design not chosen".
 */
#include "yamlfdt_int.h"

#define SHADOW_ALIGN 8

/* The child of @parent named exactly @name (libfdt's lookup would take
 * "uart" for "uart@1000"). */
static int child(const void *fdt, int parent, const char *name, unsigned int len)
{
	int node, n;

	fdt_for_each_subnode(node, fdt, parent) {
		const char *s = fdt_get_name(fdt, node, &n);

		if (s && (unsigned int)n == len && !memcmp(s, name, len))
			return node;
	}
	return node == -FDT_ERR_NOTFOUND || node >= 0 ? -FDT_ERR_NOTFOUND : node;
}

/* The node at @path; with @make, created with its parents if missing. */
static int path_node(void *fdt, const char *path, unsigned int len, int make)
{
	unsigned int i, s = 1;
	int node = 0, sub;

	for (i = 1; len > 1 && i <= len; i++) {
		if (i < len && path[i] != '/')
			continue;
		sub = child(fdt, node, path + s, i - s);
		if (sub == -FDT_ERR_NOTFOUND && make)
			sub = fdt_add_subnode_namelen(fdt, node, path + s,
						      (int)(i - s));
		if (sub < 0)
			return sub;
		node = sub;
		s = i + 1;
	}
	return node;
}

/* Move the record at @at (@len bytes) to end just before @to. */
static void move_last(void *fdt, int at, int len, int to)
{
	char *s = (char *)fdt + fdt_off_dt_struct(fdt), chunk[64];
	int k, n;

	for (k = 0; k < len && to > at + len; k += n) {
		n = len - k < (int)sizeof(chunk) ? len - k : (int)sizeof(chunk);
		memcpy(chunk, s + at, (size_t)n);
		memmove(s + at, s + at + n, (size_t)(to - at - n));
		memcpy(s + to - n, chunk, (size_t)n);
	}
}

/* Is @s (NUL-terminated, or NULL) @lit?  (The core has no strcmp.) */
static int named(const char *s, const char *lit)
{
	size_t n = strlen(lit);

	return s && strlen(s) == n && !memcmp(s, lit, n);
}

static int is_phandle(const void *fdt, int prop)
{
	const char *name = NULL;

	fdt_getprop_by_offset(fdt, prop, &name, NULL);
	return named(name, "phandle") || named(name, "linux,phandle");
}

/*
 * A new property, first of its node's: after the others, but before a
 * phandle that ends them (dtc's order), unless it is a phandle itself.
 */
static void prop_last(void *fdt, int node)
{
	int prop = fdt_first_property_offset(fdt, node), p, end = 0, next;
	int last = prop;

	for (p = prop; p >= 0; p = fdt_next_property_offset(fdt, p)) {
		last = p;
		fdt_next_tag(fdt, p, &end);
	}
	if (last != prop && is_phandle(fdt, last) && !is_phandle(fdt, prop))
		end = last;
	fdt_next_tag(fdt, prop, &next);
	move_last(fdt, prop, next - prop, end);
}

/*
 * A new empty subnode @sub of its parent, first: after the others, but
 * at the root before a /__symbols__ that ends them (dtc -@ writes it last).
 */
static void node_last(void *fdt, int sub, int parent)
{
	int off, next, depth = 0, last = -1;
	uint32_t tag;
	int len;

	fdt_next_tag(fdt, sub, &off);
	fdt_next_tag(fdt, off, &off);
	len = off - sub;
	for (;;) {
		tag = fdt_next_tag(fdt, off, &next);
		if (tag == FDT_BEGIN_NODE && !depth++)
			last = off;
		else if (tag == FDT_END_NODE && !depth--)
			break;
		else if (tag == FDT_END || next < 0)
			return;
		off = next;
	}
	if (!parent && last >= 0 &&
	    named(fdt_get_name(fdt, last, NULL), "__symbols__"))
		off = last;
	move_last(fdt, sub, len, off);
}

/* The path the base tree's /__symbols__ gives label [name, name + len). */
static int symbol(struct ctx *c, const char *name, unsigned int len,
		  const char **path)
{
	/*
	 * Finding /__symbols__ walks the whole tree (dtc puts it last).  Its
	 * distance to the structure block's end stays while the text writes
	 * before it, which is what it writes in the boot profile: keep that,
	 * and check the name at the offset it gives.
	 */
	int sym = (int)fdt_size_dt_struct(c->fdt) - c->base_symbols, n;
	const char *p;

	if (!c->base_symbols || sym < 0 ||
	    !named(fdt_get_name(c->fdt, sym, NULL), "__symbols__")) {
		sym = child(c->fdt, 0, "__symbols__", 11);
		c->base_symbols = (int)fdt_size_dt_struct(c->fdt) - sym;
	}

	if (sym < 0)
		return -1;
	p = fdt_getprop_namelen(c->fdt, sym, name, (int)len, &n);
	if (!p || n < 2 || p[n - 1] || p[0] != '/')
		return -1;
	*path = p;
	return n - 1;
}

/*
 * A reference: the labelled node's phandle, or the next free one at once
 * (written on the node when the text is done, so that no offset moves
 * under the walk).
 */
int yf_label_use(struct ctx *c, const char *name, unsigned int len, int flags)
{
	const char *path;
	unsigned int i;
	uint32_t max;
	int n, node;
	struct label *l;

	for (i = 0; i < c->nlabels; i++) {
		l = &c->labels[i];
		if (l->namelen == len && !memcmp(c->text + l->name, name, len))
			return (int)i;
	}
	if (len > YAMLFDT_MAX_LABEL)
		return yf_fail(c, -YAMLFDT_ERR_TOOLONG, name);
	if (c->nlabels >= c->maxlabels)
		return yf_fail(c, -YAMLFDT_ERR_LABELS, name);
	n = symbol(c, name, len, &path);
	if (n < 0)
		return yf_fail(c, -YAMLFDT_ERR_LABEL, name);
	node = path_node(c->fdt, path, (unsigned int)n, 0);
	if (node < 0)
		return yf_fail(c, -YAMLFDT_ERR_PATH, name);
	l = &c->labels[c->nlabels];
	memset(l, 0, sizeof(*l));
	l->name = (uint32_t)(name - c->text);
	l->namelen = (uint16_t)len;
	l->flags = (uint16_t)flags;
	l->phandle = fdt_get_phandle(c->fdt, node);
	if (!l->phandle) {
		if (!c->next_phandle) {
			if (fdt_find_max_phandle(c->fdt, &max))
				max = 0;
			c->next_phandle = max + 1;
		}
		if (c->next_phandle > FDT_MAX_PHANDLE)
			return yf_fail(c, -FDT_ERR_NOPHANDLES, name);
		l->phandle = c->next_phandle++;
		l->flags |= LF_AUTOPH;
	}
	return (int)c->nlabels++;
}

int yf_label_path(struct ctx *c, int idx, char *buf, int size)
{
	(void)c; (void)idx; (void)buf; (void)size;
	return -1;		/* !pathref is not in the boot profile */
}

static int set_prop(struct ctx *c, int node, const struct item *it,
		    const char **vend)
{
	struct sink s;
	void *p;
	int err, is_new;

	memset(&s, 0, sizeof(s));
	s.resolved = 1;
	if (it->kind == IT_PROP) {
		err = yf_encode_value(c, it, &s, vend);
		if (err)
			return err;
	}
	is_new = !fdt_getprop_namelen(c->fdt, node, it->key, (int)it->keylen,
				      NULL);
	err = fdt_setprop_placeholder(c->fdt, node, yf_cname(c, it),
				      (int)s.len, &p);
	if (err)
		return yf_fail(c, err, it->key);
	if (it->kind == IT_PROP) {
		memset((char *)p + s.len, 0, ALIGN4(s.len) - s.len);
		memset(&s, 0, sizeof(s));
		s.resolved = 1;
		s.out = p;
		err = yf_encode_value(c, it, &s, vend);
	}
	if (!err && is_new)
		prop_last(c->fdt, node);
	return err;
}

static int del_child(struct ctx *c, int node, const struct item *it)
{
	int sub = child(c->fdt, node, it->key, it->keylen);

	return sub == -FDT_ERR_NOTFOUND ? 0 : sub < 0 ? sub :
	       fdt_del_node(c->fdt, sub);
}

/*
 * A new subnode, last.  libfdt refuses "timer" beside "timer@1000" (its
 * lookup ignores a unit address the name lacks), though dtc keeps both:
 * then add "timer@" and rename it.  Beside a "timer@" it is an error.
 */
static int add_child(struct ctx *c, int node, const struct item *it)
{
	int n = fdt_add_subnode_namelen(c->fdt, node, it->key, (int)it->keylen);

	if (n == -FDT_ERR_EXISTS && !memchr(it->key, '@', it->keylen)) {
		memcpy(c->name, it->key, it->keylen);
		c->name[it->keylen] = '@';
		if (child(c->fdt, node, c->name, it->keylen + 1) >= 0)
			return yf_fail(c, -YAMLFDT_ERR_NAME, it->key);
		n = fdt_add_subnode_namelen(c->fdt, node, c->name,
					    (int)it->keylen + 1);
		c->name[it->keylen] = '\0';
		if (n >= 0 && fdt_set_name(c->fdt, n, c->name))
			n = -YAMLFDT_ERR_INTERNAL;
	}
	if (n < 0)
		return n;
	node_last(c->fdt, n, node);
	return child(c->fdt, node, it->key, it->keylen);
}

/* A node by /path: or *label:, (re)created if the base tree has it. */
static int open_node(struct ctx *c, const void *base, const char *path,
		     unsigned int len, const char *at)
{
	int node = path_node(c->fdt, path, len, 0);

	if (node == -FDT_ERR_NOTFOUND && path_node((void *)base, path, len, 0) >= 0)
		node = path_node(c->fdt, path, len, 1);	/* deleted, reopened */
	return node < 0 ? yf_fail(c, -YAMLFDT_ERR_PATH, at) : node;
}

static int item(struct ctx *c, const void *base, struct walker *w,
		struct item *it)
{
	struct frame *parent = &w->f[w->depth - (it->has_body ? 1 : 0)];
	struct frame *sub = &w->f[w->depth];
	const char *vend = it->next, *path;
	int node = parent->node, err, n;

	switch (it->kind) {
	case IT_PROP:
	case IT_TRUE:
		err = yf_check_name(c, it, 0, 1);
		if (!err)
			err = set_prop(c, node, it, &vend);
		w->pos = vend;
		return err;
	case IT_FALSE:
	case IT_NULL:
		err = yf_check_name(c, it, it->kind == IT_NULL, 1);
		if (err)
			return err;
		err = fdt_delprop(c->fdt, node, yf_cname(c, it));
		if (err == -FDT_ERR_NOTFOUND && it->kind == IT_NULL)
			err = del_child(c, node, it);
		return err == -FDT_ERR_NOTFOUND ? 0 :
		       err ? yf_fail(c, err, it->key) : 0;
	case IT_MARKER:
		return 0;
	case IT_NODE:
		err = yf_check_name(c, it, 1, 0);
		if (err)
			return err;
		if (it->anchor)
			return yf_fail(c, -YAMLFDT_ERR_DISABLED,
				       it->anchor - 1);
		if (it->key[it->keylen - 1] == '@')	/* no empty unit address */
			return yf_fail(c, -YAMLFDT_ERR_NAME,
				       it->key + it->keylen - 1);
		n = child(c->fdt, node, it->key, it->keylen);
		if (n == -FDT_ERR_NOTFOUND)
			n = add_child(c, node, it);
		break;
	case IT_OPEN_PATH:
		n = (int)yf_path_len(it);
		if (it->anchor)
			return yf_fail(c, -YAMLFDT_ERR_DISABLED,
				       it->anchor - 1);
		n = open_node(c, base, it->key, (unsigned int)n, it->key);
		break;
	case IT_OPEN_LABEL:
		n = symbol(c, it->key, it->keylen, &path);
		if (n < 0)
			return yf_fail(c, -YAMLFDT_ERR_LABEL, it->key);
		n = open_node(c, base, path, (unsigned int)n, it->key);
		break;
	default:	/* /label/:, /memreserve/ */
		return yf_fail(c, -YAMLFDT_ERR_DISABLED, it->key);
	}
	if (n < 0)
		return yf_fail(c, n, it->key);
	if (it->del)
		return n ? fdt_del_node(c->fdt, n) :
			   yf_fail(c, -YAMLFDT_ERR_PATH, it->key);
	if (it->has_body)	/* else sub is the parent's frame */
		sub->node = n;
	return 0;
}

/* The phandles references gave, on their nodes, last as dtc puts them. */
static int write_phandles(struct ctx *c)
{
	unsigned int i;
	const char *path;
	int n, node, err;

	for (i = 0; i < c->nlabels; i++) {
		const struct label *l = &c->labels[i];

		if (!(l->flags & LF_AUTOPH))
			continue;
		n = symbol(c, c->text + l->name, l->namelen, &path);
		node = n < 0 ? n : path_node(c->fdt, path, (unsigned int)n, 0);
		if (node < 0)	/* the text deleted it */
			return yf_fail(c, -YAMLFDT_ERR_PATH, c->text + l->name);
		if (fdt_get_phandle(c->fdt, node))
			continue;
		err = fdt_setprop_u32(c->fdt, node, "phandle", l->phandle);
		if (err)
			return yf_fail(c, err, c->text + l->name);
		prop_last(c->fdt, node);
	}
	return 0;
}

int yamlfdt_apply(void *fdt, size_t bufsize, const char *text, size_t len,
		  const struct yamlfdt_opts *opts, struct yamlfdt_error *err)
{
	struct {
		struct ctx c;
		struct yamlfdt_label labels[YAMLFDT_STACK_LABELS];
	} w;
	struct ctx *c = &w.c;
	size_t at;
	int ret, ev = EV_END;

	memset(c, 0, sizeof(*c));
	c->text = text;
	c->end = text + len;
	c->labels = (struct label *)w.labels;
	c->maxlabels = YAMLFDT_STACK_LABELS;
	if (opts && opts->labels) {
		c->labels = (struct label *)opts->labels;
		c->maxlabels = opts->max_labels;
	}
	ret = bufsize < sizeof(struct fdt_header) ? -FDT_ERR_TRUNCATED :
	      fdt_check_header(fdt);
	if (!ret && fdt_totalsize(fdt) > bufsize)
		ret = -FDT_ERR_TRUNCATED;
	if (!ret)
		ret = fdt_check_full(fdt, fdt_totalsize(fdt));
	if (!ret && opts && (opts->allow || (opts->flags & YAMLFDT_SYMBOLS)))
		ret = -YAMLFDT_ERR_DISABLED;
	/* after the tree's blocks: its free space is the copy's room too */
	at = fdt_off_dt_strings(fdt) + fdt_size_dt_strings(fdt);
	if (at < fdt_off_dt_struct(fdt) + fdt_size_dt_struct(fdt))
		at = fdt_off_dt_struct(fdt) + fdt_size_dt_struct(fdt);
	at = (at + SHADOW_ALIGN - 1) & ~(size_t)(SHADOW_ALIGN - 1);
	if (!ret && 2 * at >= bufsize)
		ret = -FDT_ERR_NOSPACE;
	if (ret) {
		c->text = NULL;
		goto out;
	}
	/*
	 * The shadow copy, in the buffer's free end: its blocks, with the
	 * rest of the buffer as its free space (fdt_open_into() would copy
	 * the original's free space too, which may be all of the buffer).
	 */
	c->fdt = (char *)fdt + at;
	memcpy(c->fdt, fdt, at);
	fdt_set_totalsize(c->fdt, (uint32_t)(bufsize - at));
	ret = yf_check_bytes(c);
	yf_walk_init(&c->w, text);
	while (!ret && (ev = yf_walk_next(c, &c->w, &c->it)) > EV_END) {
		if (ev == EV_DOC)
			c->w.f[0].node = 0;
		else if (ev == EV_ITEM && (ret = item(c, fdt, &c->w, &c->it)))
			break;
	}
	if (!ret)
		ret = ev < 0 ? ev : write_phandles(c);
	if (!ret && !(opts && (opts->flags & YAMLFDT_CHECK_ONLY)))
		ret = fdt_open_into(c->fdt, fdt, (int)bufsize);	/* commit */
out:
	if (err) {
		memset(err, 0, sizeof(*err));
		err->code = ret;
		if (ret && c->text)
			yf_error_position(text, c->err_off, err);
	}
	return ret;
}

size_t yamlfdt_work_size(void)
{
	return sizeof(struct ctx);
}
