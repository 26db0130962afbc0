// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Pass 2, write: the only file that changes the tree, through libfdt, and
 * only after pass 1 (check.c) has passed the whole text.
 *
 * Order: dtc's.  The text is written forward, in order, and what it adds
 * to a node goes after the node's existing properties or subnodes, as dtc
 * appends what a later &label { } adds.  libfdt can only insert a new
 * property before a node's first property and a new subnode before its
 * first subnode, so append() moves the record libfdt just wrote to the
 * end of its list: the one place that moves the tree's bytes itself.  A
 * replaced property keeps its place.  A phandle the text gives a node is
 * written when the node's mapping ends, so it comes last, as dtc puts it;
 * what is added to a node later still goes before a phandle that ends its
 * properties, and a new child of the root before a /__symbols__ that ends
 * its children (dtc writes both after everything else).
 */
#include "yamlfdt_int.h"

/*
 * Offsets pass 2 keeps rather than find again from the root, which walks
 * every earlier sibling's subtree on the way: the base tree's
 * /__symbols__ (a base label's path is read there) and the nodes of
 * labels.  The tree changed at the node at offset @at (or, @deleted, lost
 * the subtree there), and the structure block was @before bytes long.
 * A change at a node moves only what comes after it: its new properties
 * and children go before its first child.
 */
static void shift(int32_t *off, int at, int delta, int deleted)
{
	if (*off < at || (*off == at && !deleted))
		return;
	if (deleted && *off < at - delta)
		*off = -1;		/* in the deleted subtree */
	else
		*off += delta;
}

static void moved(struct ctx *c, int at, uint32_t before, int deleted)
{
	int delta = (int)(fdt_size_dt_struct(c->fdt) - before);
	unsigned int i, n, gone = 0;

	if (!delta)
		return;
	if (at == c->base_symbols)	/* its properties moved: labels.c */
		c->sym_kept = 0;
	shift(&c->base_symbols, at, delta, deleted);
	for (i = 0; i < OPEN_SLOTS; i++)
		if (c->opens[i].line && c->opens[i].node >= 0)
			shift(&c->opens[i].node, at, delta, deleted);
	for (i = n = 0; i < c->nlabels && n < c->kept; i++) {
		int32_t *off = &c->labels[i].node;

		if (*off < 0)
			continue;
		n++;
		shift(off, at, delta, deleted);
		gone += *off < 0;
	}
	c->kept -= gone;
}

/* Is @s (NUL-terminated, or NULL) @lit?  (The core has no strcmp.) */
static int named(const char *s, const char *lit)
{
	size_t n = strlen(lit);

	return s && strlen(s) == n && !memcmp(s, lit, n);
}

/* Kept offsets after append() moved [at, at + len) to end at @to. */
static void rotated(int32_t *off, int at, int len, int to)
{
	if (*off >= at && *off < at + len)
		*off += to - at - len;
	else if (*off >= at + len && *off < to)
		*off -= len;
}

/*
 * Move the whole record libfdt just wrote at structure offset @at (@len
 * bytes) to end just before offset @to, within its node: the records in
 * between move back by @len, and the tree stays valid (the strings block
 * and every name offset are untouched).  The record goes 64 bytes at a
 * time through a small buffer; the bytes between move by memmove().
 * Then the offsets pass 2 keeps follow (see moved()).
 */
static int append(struct ctx *c, int at, int len, int to)
{
	char *s = (char *)c->fdt + fdt_off_dt_struct(c->fdt), chunk[64];
	unsigned int i, kept;
	int k, n;

	if (to <= at + len)
		return at;		/* already last */
	for (k = 0; k < len; k += n) {	/* a chunk at a time: memmove is fast */
		n = len - k < (int)sizeof(chunk) ? len - k : (int)sizeof(chunk);
		memcpy(chunk, s + at, (size_t)n);
		memmove(s + at, s + at + n, (size_t)(to - at - n));
		memcpy(s + to - n, chunk, (size_t)n);
	}
	if (c->base_symbols >= at && c->base_symbols < to)
		c->sym_kept = 0;
	rotated(&c->base_symbols, at, len, to);
	for (i = 0; i < OPEN_SLOTS; i++)
		if (c->opens[i].line && c->opens[i].node >= 0)
			rotated(&c->opens[i].node, at, len, to);
	for (i = kept = 0; i < c->nlabels && kept < c->kept; i++)
		if (c->labels[i].node >= 0) {
			kept++;
			rotated(&c->labels[i].node, at, len, to);
		}
	return to - len;
}

/* Is the record at @off a property named "phandle" or "linux,phandle"? */
static int is_phandle(struct ctx *c, int off)
{
	const char *name;
	int n;

	if (!fdt_getprop_by_offset(c->fdt, off, &name, &n))
		return 0;
	return named(name, "phandle") || named(name, "linux,phandle");
}

/*
 * The new property at @prop, first of its node's: after the others, but
 * before a phandle that ends them unless @own_phandle (the text set that
 * phandle itself, in this mapping: then its place is the text's).
 */
static void append_prop(struct ctx *c, int prop, int own_phandle)
{
	int p, next, last = -1, end;

	for (p = prop; p >= 0; p = fdt_next_property_offset(c->fdt, p))
		last = p;
	if (last == prop)
		return;
	fdt_next_tag(c->fdt, last, &end);	/* the end of the properties */
	if (!own_phandle && is_phandle(c, last))
		end = last;
	fdt_next_tag(c->fdt, prop, &next);
	append(c, prop, next - prop, end);
}

/*
 * The new (empty) subnode @sub of @parent, first of its subnodes: after
 * the others, in one walk to the parent's end.
 */
static int append_node(struct ctx *c, int parent, int sub)
{
	int off, next, len, depth = 0, last = -1;
	uint32_t tag;

	fdt_next_tag(c->fdt, sub, &off);	/* BEGIN_NODE ... */
	fdt_next_tag(c->fdt, off, &off);	/* ... END_NODE: it is empty */
	len = off - sub;
	for (;;) {
		tag = fdt_next_tag(c->fdt, off, &next);
		if (tag == FDT_BEGIN_NODE && !depth++)
			last = off;			/* a later sibling */
		else if (tag == FDT_END_NODE && !depth--)
			break;				/* the parent's end */
		else if (tag == FDT_END || next < 0)
			return ERR(INTERNAL);
		off = next;
	}
	if (!parent && !c->text_symbols && last >= 0 &&
	    named(fdt_get_name(c->fdt, last, NULL), "__symbols__"))
		off = last;		/* before the /__symbols__ that ends them */
	return append(c, sub, len, off);
}

static int del_node(struct ctx *c, int node)
{
	uint32_t before = fdt_size_dt_struct(c->fdt);
	int err = fdt_del_node(c->fdt, node);

	moved(c, node, before, 1);
	return err;
}

/*
 * Add the subnode @name (@len bytes) to @parent, or with @may_exist find
 * it if it is there: libfdt has looked for it before adding, so look
 * again only when it says it exists.  libfdt refuses "timer" when
 * "timer@1000" exists (its lookup matches a name without a unit address
 * to one with), though dtc keeps both: then add it as "timer@", which
 * nothing else matches, and rename it.
 */
static int add_child_(struct ctx *c, int parent, const char *name,
		      unsigned int len, int may_exist)
{
	int sub = fdt_add_subnode_namelen(c->fdt, parent, name, (int)len);

	if (sub != -FDT_ERR_EXISTS)
		return sub;
	/* libfdt looked for it already: look again only when it found one */
	if (may_exist) {
		sub = yf_find_child(c->fdt, parent, name, len);
		if (sub != -FDT_ERR_NOTFOUND)
			return sub;
	}
	if (memchr(name, '@', len))
		return -FDT_ERR_EXISTS;
	memcpy(c->name, name, len);
	c->name[len] = '@';
	sub = fdt_add_subnode_namelen(c->fdt, parent, c->name, (int)len + 1);
	if (sub < 0)
		return sub;
	c->name[len] = '\0';
	return fdt_set_name(c->fdt, sub, c->name) ? ERR(INTERNAL) : sub;
}

/* A new subnode @name (@len bytes) of @parent, after its others. */
static int add_child(struct ctx *c, int parent, const char *name,
		     unsigned int len)
{
	uint32_t before = fdt_size_dt_struct(c->fdt);
	int sub = add_child_(c, parent, name, len, 0);

	moved(c, parent, before, 0);
	if (sub < 0)
		return sub;
	if (!parent && len == 11 && !memcmp(name, "__symbols__", 11))
		c->text_symbols = 1;
	return append_node(c, parent, sub);
}

/*
 * The child @it->key of the node of frame @f, created if missing.  The
 * keys of a mapping mostly come in the order of the node's children
 * (make_children()), so try the sibling after the child found last: a search
 * from the first child walks the subtrees of every earlier sibling, which
 * for a big node is quadratic.  (f->last stays right while nothing
 * before it moves: writes below it come after it, and the callers forget
 * it when the node itself changes size.)
 */
static int child_node(struct ctx *c, struct frame *f, const struct item *it)
{
	int sub = -FDT_ERR_NOTFOUND, n;
	const char *s;

	if (f->last >= 0) {
		sub = fdt_next_subnode(c->fdt, f->last);
		s = sub >= 0 ? fdt_get_name(c->fdt, sub, &n) : NULL;
		if (!s || (unsigned int)n != it->keylen ||
		    memcmp(s, it->key, it->keylen))
			sub = -FDT_ERR_NOTFOUND;
	}
	if (sub < 0)
		sub = yf_find_child(c->fdt, f->node, it->key, it->keylen);
	if (sub == -FDT_ERR_NOTFOUND)
		sub = add_child(c, f->node, it->key, it->keylen);
	f->last = sub;
	return sub;
}

/* The node at @path (@len bytes), created with its parents if missing. */
static int make_path(struct ctx *c, const char *path, unsigned int len)
{
	unsigned int i = 1, s = 1;
	int node = 0, sub;

	for (; len > 1 && i <= len; i++) {
		if (i < len && path[i] != '/')
			continue;
		sub = yf_find_child(c->fdt, node, path + s, i - s);
		if (sub == -FDT_ERR_NOTFOUND)
			sub = add_child(c, node, path + s, i - s);
		if (sub < 0)
			return sub;
		node = sub;
		s = i + 1;
	}
	return node;
}

/*
 * The label @name if @line is where it is defined (a label deleted with
 * its node and defined again has an earlier, stale line), else -1.
 */
static int defined_here(struct ctx *c, const char *name, unsigned int len,
			const char *line)
{
	int idx = yf_label_find(c, name, len);

	return idx >= 0 && c->text + c->labels[idx].where == line ? idx : -1;
}

/* Write the phandle pass 1 gave the node's label @idx, if it is ours to. */
static int write_phandle(struct ctx *c, int node, int idx)
{
	uint32_t before = fdt_size_dt_struct(c->fdt);
	struct label *l;
	int err;

	if (idx < 0)
		return 0;
	l = &c->labels[c->labels[idx].group];
	if (!(l->flags & LF_AUTOPH) || (l->flags & LF_WRITTEN))
		return 0;
	l->flags |= LF_WRITTEN;
	if (fdt_get_phandle(c->fdt, node))
		return 0;
	err = fdt_setprop_u32(c->fdt, node, "phandle", l->phandle);
	moved(c, node, before, 0);
	if (!err)	/* last: written when the node's mapping ends */
		append_prop(c, fdt_first_property_offset(c->fdt, node), 0);
	return err;
}

/*
 * Entering a node that has no subnodes yet (one the text creates, most
 * often; not the root, which top-level opens add to between its keys):
 * create its subnodes now, empty, last to first.  libfdt puts
 * each new subnode before the others, so they end up in the text's order
 * without append() moving each one past the subtrees of its earlier
 * siblings (quadratic on a whole board).  Their names are not in the
 * strings block, so its order does not change.
 */
static int make_children(struct ctx *c, struct frame *f, const char *body)
{
	const char *end = c->end, *l, *stop;
	uint32_t before;
	struct item it;
	int ind, err;

	if (fdt_first_subnode(c->fdt, f->node) >= 0)
		return 0;
	stop = yf_body_end(c, body, &ind);
	for (l = stop; l > body;) {
		do {
			l--;
		} while (l > body && l[-1] != '\n');
		if (yf_is_blank_line(l, end) ||
		    yf_item_indent(c, l) != (unsigned int)ind || l[ind] == '-' ||
		    l[ind] == ']')
			continue;
		err = yf_parse_item(c, l, &it);
		if (err)
			return err;
		if (it.kind != IT_NODE)
			continue;
		before = fdt_size_dt_struct(c->fdt);
		err = add_child_(c, f->node, it.key, it.keylen, 1);
		moved(c, f->node, before, 0);
		if (err >= 0 && fdt_size_dt_struct(c->fdt) == before) {
			/* a repeated key: its place is its first line's */
			err = del_node(c, err);
			if (!err) {
				before = fdt_size_dt_struct(c->fdt);
				err = add_child_(c, f->node, it.key, it.keylen, 0);
				moved(c, f->node, before, 0);
			}
		}
		if (err < 0)
			return err;
	}
	return 0;
}

/* Set a property from @it's value: in its place, or a new one last. */
static int write_prop(struct ctx *c, struct frame *f, const struct item *it,
		      const char **vend)
{
	int node = f->node;
	uint32_t before = fdt_size_dt_struct(c->fdt);
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
	moved(c, node, before, 0);
	if (err)
		return err;
	if (it->kind == IT_PROP) {
		/*
		 * libfdt leaves the padding to 4 bytes as it was: zero it,
		 * as dtc does, so no stale byte of the buffer ends up in the
		 * tree.
		 */
		memset((char *)p + s.len, 0, ALIGN4(s.len) - s.len);
		memset(&s, 0, sizeof(s));
		s.resolved = 1;
		s.out = p;
		err = yf_encode_value(c, it, &s, vend);
	}
	if (!err && is_new)
		append_prop(c, fdt_first_property_offset(c->fdt, node),
			    f->own_phandle);
	if ((it->keylen == 7 && !memcmp(it->key, "phandle", 7)) ||
	    (it->keylen == 13 && !memcmp(it->key, "linux,phandle", 13)))
		f->own_phandle = 1;
	return err;
}

/*
 * The end of a node's mapping: the phandle the text's references need,
 * last among its properties, as dtc puts it.
 */
static int leave_node(struct ctx *c, const struct frame *f)
{
	return write_phandle(c, f->node, f->label);
}

/* The labels of a /label/: [a, b] item: the node keeps them. */
static int node_labels(struct ctx *c, struct frame *f, const struct item *it)
{
	const char *p, *name;
	unsigned int len;
	int err = yf_labels_start(c, it, &p), idx;

	while (!err && (name = yf_next_label(c, &p, &len, &err))) {
		idx = defined_here(c, name, len, it->line);
		if (idx < 0)
			continue;
		yf_keep_node(c, idx, f->node);
		if (f->label < 0)
			f->label = (int16_t)idx;
	}
	return err;
}

/*
 * After the text: drop the /__symbols__ entries whose node the text
 * deleted (dtc forgets the labels of a deleted node; a symbol naming no
 * node would break the next overlay).  Not earlier: until the end, a
 * label of the base tree must keep meaning what pass 1 checked, even if
 * its node went (opening it again recreates the node, as a /path: does).
 */
static int forget_symbols(struct ctx *c)
{
	int sym, prop, len, err;
	const char *v, *name;
	uint32_t before;

	sym = fdt_subnode_offset(c->fdt, 0, "__symbols__");
	if (sym < 0)
		return 0;
restart:	/* each deletion moves the properties after it */
	fdt_for_each_property_offset(prop, c->fdt, sym) {
		v = fdt_getprop_by_offset(c->fdt, prop, &name, &len);
		if (!v || len < 2 || v[len - 1] || v[0] != '/' ||
		    yf_find_path(c->fdt, v, (unsigned int)len - 1) >= 0)
			continue;
		before = fdt_size_dt_struct(c->fdt);
		err = fdt_delprop(c->fdt, sym, name);
		moved(c, sym, before, 0);
		if (err)
			return err;
		goto restart;
	}
	return 0;
}

/*
 * /memreserve/: [addr, size, ...]: the pairs are encoded into the free end
 * of the buffer, then added in order.  Pass 1 counted their 16 bytes each
 * in the room, and the tree grows by 16 bytes as each is added: it reaches
 * a pair's bytes only after that pair was added.
 */
static int write_memreserve(struct ctx *c, const struct item *it,
			    const char **vend)
{
	struct sink s;
	uint8_t *pairs;
	size_t i;
	int err;

	memset(&s, 0, sizeof(s));
	s.memreserve = 1;
	err = yf_encode_value(c, it, &s, vend);
	if (err)
		return err;
	pairs = (uint8_t *)c->fdt + c->bufsize - s.len;
	memset(&s, 0, sizeof(s));
	s.memreserve = 1;
	s.out = pairs;
	err = yf_encode_value(c, it, &s, vend);
	for (i = 0; !err && i + 16 <= s.len; i += 16) {
		fdt64_t pair[2];	/* (U-Boot's libfdt has no fdt64_ld()) */

		memcpy(pair, pairs + i, 16);
		err = fdt_add_mem_rsv(c->fdt, fdt64_to_cpu(pair[0]),
				      fdt64_to_cpu(pair[1]));
	}
	return err;
}

static int write_item(struct ctx *c, struct walker *w, struct item *it)
{
	struct frame *parent = &w->f[w->depth - (it->has_body ? 1 : 0)];
	struct frame *child = &w->f[w->depth];
	int node = parent->node, sub = 0, err = 0, idx = -1;
	uint32_t size = fdt_size_dt_struct(c->fdt);
	const char *vend = it->next;

	switch (it->kind) {
	case IT_PROP:
	case IT_TRUE:
		/* In order, later values replacing earlier ones in place. */
		err = write_prop(c, parent, it, &vend);
		w->pos = vend;
		break;
	case IT_FALSE:
	case IT_NULL:
		err = fdt_delprop(c->fdt, node, yf_cname(c, it));
		moved(c, node, size, 0);
		if (err == -FDT_ERR_NOTFOUND)
			err = 0;
		if (err || it->kind == IT_FALSE)
			break;
		sub = yf_find_child(c->fdt, node, it->key, it->keylen);
		err = sub == -FDT_ERR_NOTFOUND ? 0 :
		      sub < 0 ? sub : del_node(c, sub);
		break;
	case IT_MARKER:
		return 0;
	case IT_LABELS:
		return YAMLFDT_HAVE_ANCHORS ? node_labels(c, parent, it) :
		       yf_fail(c, ERR(INTERNAL), it->line);
	case IT_MEMRESERVE:
		if (!YAMLFDT_HAVE_MEMRESERVE)
			return yf_fail(c, ERR(INTERNAL), it->line);
		err = write_memreserve(c, it, &vend);
		w->pos = vend;
		return err;
	case IT_NODE:
		sub = child_node(c, parent, it);
		break;
	case IT_OPEN_LABEL:
		idx = yf_label_find(c, it->key, it->keylen);
		if (idx < 0)
			return yf_fail(c, ERR(INTERNAL), it->key);
		sub = yf_label_node(c, idx);
		if (sub == -FDT_ERR_NOTFOUND) {
			int n = yf_label_path(c, idx, c->path, sizeof(c->path));

			sub = n < 0 ? n : make_path(c, c->path, (unsigned int)n);
			yf_keep_node(c, idx, sub);
		}
		idx = -1;	/* its phandle was written where defined */
		break;
	case IT_OPEN_PATH:
		sub = yf_open_node(c, it->line, it->key, yf_path_len(it));
		if (sub == -FDT_ERR_NOTFOUND)	/* or created since: */
			sub = make_path(c, it->key, yf_path_len(it));
		break;
	default:
		return yf_fail(c, ERR(INTERNAL), it->line);
	}
	if (it->kind < IT_NODE) {	/* a property of the node changed */
		if (fdt_size_dt_struct(c->fdt) != size)
			parent->last = -1;	/* its children moved */
		return err;
	}
	if (it->kind >= IT_OPEN_LABEL)	/* anywhere in the tree */
		parent->last = -1;
	if (sub < 0)
		return sub;
	if (it->del)
		return sub ? del_node(c, sub) :
			     yf_fail(c, ERR(INTERNAL), it->key);
	if (YAMLFDT_HAVE_ANCHORS && it->anchor)
		idx = defined_here(c, it->anchor, it->anchorlen, it->line);
	if (idx >= 0)
		yf_keep_node(c, idx, sub);
	if (!it->has_body)
		return write_phandle(c, sub, idx);
	child->node = sub;
	child->label = (int16_t)idx;
	child->last = -1;
	return make_children(c, child, it->next);
}

/*
 * Does label @a come before label @b in the text?  (Labels on one line,
 * as in "/label/: [a, b]", by their own position.)
 */
static int defined_before(const struct label *a,
			  const struct label *b)
{
	return a->where < b->where || (a->where == b->where && a->name < b->name);
}

/*
 * The defined label just after @i in definition order, or nlabels when
 * none is; @i == nlabels asks for the first.
 */
static unsigned int next_definition(const struct ctx *c, unsigned int i)
{
	unsigned int j, best = c->nlabels;

	for (j = 0; j < c->nlabels; j++) {
		const struct label *l = &c->labels[j];

		if (!(l->flags & LF_DEFINED) ||
		    (i < c->nlabels && !defined_before(&c->labels[i], l)))
			continue;
		if (best == c->nlabels || defined_before(l, &c->labels[best]))
			best = j;
	}
	return best;
}

static int write_symbols(struct ctx *c)
{
	uint32_t before;
	unsigned int i;
	int sym, n, err, is_new, made = 0, end, prop;
	void *p;

	sym = fdt_subnode_offset(c->fdt, 0, "__symbols__");
	if (sym == -FDT_ERR_NOTFOUND) {	/* the root's last child, as dtc's */
		sym = add_child(c, 0, "__symbols__", 11);
		made = 1;
	}
	if (sym < 0)
		return sym;
	/* The end of its properties, kept as each new one goes there. */
	fdt_next_tag(c->fdt, sym, &end);
	fdt_for_each_property_offset(prop, c->fdt, sym)
		fdt_next_tag(c->fdt, prop, &end);
	/*
	 * In the order the text defines the labels (dtc's tree order, for a
	 * tree the text creates), which is not the table's order: a forward
	 * reference enters a label before its definition.  Each new one
	 * goes last, so the strings block has the names in dtc's order too.
	 */
	for (i = c->nlabels; (i = next_definition(c, i)) < c->nlabels;) {
		const struct label *l = &c->labels[i];

		n = yf_label_path(c, (int)i, c->path, sizeof(c->path));
		if (n < 0)
			return ERR(INTERNAL);
		/* The text deleted the node (or a parent): dtc drops its label */
		if (c->deletes && yf_find_path(c->fdt, c->path, (unsigned int)n) < 0)
			continue;
		memcpy(c->name, c->text + l->name, l->namelen);
		c->name[l->namelen] = '\0';
		before = fdt_size_dt_struct(c->fdt);
		/* only a base tree's /__symbols__ may have it already */
		is_new = made || !fdt_getprop(c->fdt, sym, c->name, NULL);
		err = fdt_setprop_placeholder(c->fdt, sym, c->name, n + 1, &p);
		moved(c, sym, before, 0);
		if (err)
			return err;
		/* the padding zeroed, as dtc has it (see write_prop()) */
		memset((char *)p + n + 1, 0, ALIGN4(n + 1) - (size_t)(n + 1));
		memcpy(p, c->path, (size_t)n + 1);
		end += (int)(fdt_size_dt_struct(c->fdt) - before);
		if (is_new)
			append(c, fdt_first_property_offset(c->fdt, sym),
			       (int)(fdt_size_dt_struct(c->fdt) - before), end);
	}
	return 0;
}

int yf_write_text(struct ctx *c)
{
	unsigned int i;
	int ev, err, node, any = 0, root_label, docs = 0;

	err = fdt_open_into(c->fdt, c->fdt, (int)c->bufsize);
	if (err)
		return err;
	c->pass = 2;
	c->symbols = -1;

	/*
	 * Pass 1 found the nodes of the base tree's labels: keep them while
	 * writing the phandles the text's references need, then keep only
	 * those the text opens.
	 */
	for (i = 0; i < c->nlabels; i++)
		c->kept += c->labels[i].node >= 0;
	for (i = 0; i < c->nlabels; i++) {
		if (!(c->labels[i].flags & LF_BASE) ||
		    !(c->labels[c->labels[i].group].flags & LF_AUTOPH))
			continue;
		node = yf_label_node(c, (int)i);
		if (node < 0)
			return node;
		err = write_phandle(c, node, (int)i);
		if (err)
			return err;
	}
	for (i = 0; i < c->nlabels; i++) {
		node = c->labels[i].node;
		if (node >= 0) {
			c->labels[i].node = -1;
			c->kept--;
			yf_keep_node(c, (int)i, node);
		}
	}

	yf_walk_init(&c->w, c->text);
	for (;;) {
		/* a document's start forgets the root's labels: keep them */
		root_label = docs ? c->w.f[0].label : -1;
		ev = yf_walk_next(c, &c->w, &c->it);
		if (ev == EV_DOC || ev == EV_END)	/* the root's end */
			err = write_phandle(c, 0, root_label);
		if (ev <= EV_END || err)
			break;
		if (ev == EV_DOC) {
			c->w.f[0].node = 0;
			c->w.f[0].last = -1;
			docs++;	/* the root's children come in order anyway:
				 * top-level opens add to it between its keys */
		} else if (ev == EV_ITEM) {
			err = write_item(c, &c->w, &c->it);
		} else {	/* EV_POP */
			err = leave_node(c, &c->w.f[c->w.depth + 1]);
		}
		if (err)
			return err;
	}
	if (ev < 0 || err)
		return ev < 0 ? ev : err;
	if (c->deletes) {
		err = forget_symbols(c);
		if (err)
			return err;
	}
	for (i = 0; i < c->nlabels; i++)
		any |= c->labels[i].flags & LF_DEFINED;
	if (WANT_SYMBOLS(c) && any)
		return write_symbols(c);
	return 0;
}

/* Reject what no line may hold: NUL bytes, and CR not before LF. */
