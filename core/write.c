// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Pass 2, write: the only file that changes the tree, through libfdt, and
 * only after pass 1 (check.c) has passed the whole text.
 *
 * Order.  libfdt inserts a new property before a node's existing ones,
 * and a new subnode before the existing subnodes.  So, when pass 2 enters
 * a node's mapping, it first sweeps the mapping BACKWARDS and creates the
 * properties and subnodes that are missing: inserted at the front in
 * reverse, they end up in source order.  The forward walk then sets values
 * in order (the later wins) and descends into the subnodes.  A node the
 * text creates thus gets exactly the order dtc gives it; things added to
 * a node that already had content come before that content.
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

static int add_child(struct ctx *c, int parent, const char *name,
		     unsigned int len, int may_exist)
{
	uint32_t before = fdt_size_dt_struct(c->fdt);
	int sub = add_child_(c, parent, name, len, may_exist);

	moved(c, parent, before, 0);
	return sub;
}

/*
 * The child @it->key of the node of frame @f, created if missing.  The
 * keys of a mapping mostly come in the order the sweep created their
 * nodes, so try the sibling after the child found last first: a search
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
		sub = add_child(c, f->node, it->key, it->keylen, 0);
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
			sub = add_child(c, node, path + s, i - s, 0);
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
	return err;
}

/* Set a property from @it's value; in a fresh node only if missing. */
static int write_prop(struct ctx *c, int node, const struct item *it,
		      int only_new, const char **vend)
{
	uint32_t before = fdt_size_dt_struct(c->fdt);
	struct sink s;
	void *p;
	int err;

	memset(&s, 0, sizeof(s));
	if (it->kind == IT_PROP) {
		err = yf_encode_value(c, it, &s, vend);
		if (err)
			return err;
	}
	if (only_new && fdt_getprop_namelen(c->fdt, node, it->key,
					    (int)it->keylen, NULL))
		return 0;
	err = fdt_setprop_placeholder(c->fdt, node, yf_cname(c, it),
				      (int)s.len, &p);
	moved(c, node, before, 0);
	if (err || it->kind != IT_PROP)
		return err;
	/*
	 * libfdt leaves the padding to 4 bytes as it was: zero it, as dtc
	 * does, so no stale byte of the buffer ends up in the tree.
	 */
	memset((char *)p + s.len, 0, ALIGN4(s.len) - s.len);
	memset(&s, 0, sizeof(s));
	s.out = p;
	return yf_encode_value(c, it, &s, vend);
}

/*
 * Entering a node's mapping [@body, end of its lines): write its phandle,
 * then create its missing properties and subnodes, last to first.
 */
static int sweep(struct ctx *c, struct frame *f, const char *body,
		 int label, int root)
{
	const char *end = c->end, *l, *stop, *p, *name, *vend;
	unsigned int len;
	struct item it;
	int ind, err = 0;

	f->fresh = fdt_first_property_offset(c->fdt, f->node) < 0;
	f->last = -1;
	stop = yf_body_end(c, body, &ind);

	/* Labels first: the phandle must end up last, as dtc has it. */
	err = write_phandle(c, f->node, label);
	if (err)
		return err;
	for (l = yf_next_significant(body, end); l < stop;
	     l = yf_next_significant(yf_next_line(l, end), end)) {
		if (yf_item_indent(c, l) != (unsigned int)ind ||
		    end - (l + ind) < 8 || memcmp(l + ind, "/label/:", 8))
			continue;
		err = yf_parse_item(c, l, &it);
		if (err)
			return err;
		err = yf_labels_start(c, &it, &p);
		if (err)
			return err;
		while ((name = yf_next_label(c, &p, &len, &err))) {
			int idx = defined_here(c, name, len, l);

			if (idx >= 0)
				yf_keep_node(c, idx, f->node);
			err = write_phandle(c, f->node, idx);
			if (err)
				return err;
		}
	}
	if (root && WANT_SYMBOLS(c) && c->nlabels &&
	    c->symbols < 0 &&
	    fdt_subnode_offset(c->fdt, 0, "__symbols__") == -FDT_ERR_NOTFOUND) {
		uint32_t before = fdt_size_dt_struct(c->fdt);

		c->symbols = fdt_add_subnode(c->fdt, 0, "__symbols__");
		moved(c, 0, before, 0);
		if (c->symbols < 0)
			return c->symbols;
	}

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
		switch (it.kind) {
		case IT_PROP:
		case IT_TRUE:
			err = write_prop(c, f->node, &it, 1, &vend);
			break;
		case IT_NODE:
			err = add_child(c, f->node, it.key, it.keylen, 1);
			err = err < 0 ? err : 0;
			break;
		default:
			break;
		}
		if (err)
			return err;
	}
	return 0;
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

static int write_item(struct ctx *c, struct walker *w, struct item *it)
{
	struct frame *parent = &w->f[w->depth - (it->has_body ? 1 : 0)];
	struct frame *child = &w->f[w->depth];
	int node = parent->node, sub = 0, err = 0, idx = -1;
	uint32_t size = fdt_size_dt_struct(c->fdt);
	const char *vend = it->next;
	struct sink s;

	switch (it->kind) {
	case IT_PROP:
	case IT_TRUE:
		/*
		 * In order, later values replacing earlier ones: the sweep
		 * created the property with the last value, but a deletion or
		 * a reopen in between may have taken it away since.
		 */
		err = write_prop(c, node, it, 0, &vend);
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
	case IT_LABELS:
		return 0;
	case IT_MEMRESERVE:
		memset(&s, 0, sizeof(s));
		s.memreserve = 1;
		err = yf_encode_value(c, it, &s, &vend);
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
	if (it->anchor)
		idx = defined_here(c, it->anchor, it->anchorlen, it->line);
	if (idx >= 0)
		yf_keep_node(c, idx, sub);
	if (!it->has_body)
		return write_phandle(c, sub, idx);
	child->node = sub;
	return sweep(c, child, it->next, idx, 0);
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
 * The defined label just before @i in definition order, or nlabels when
 * none is; @i == nlabels asks for the last.
 */
static unsigned int prev_definition(const struct ctx *c, unsigned int i)
{
	unsigned int j, best = c->nlabels;

	for (j = 0; j < c->nlabels; j++) {
		const struct label *l = &c->labels[j];

		if (!(l->flags & LF_DEFINED) ||
		    (i < c->nlabels && !defined_before(l, &c->labels[i])))
			continue;
		if (best == c->nlabels || defined_before(&c->labels[best], l))
			best = j;
	}
	return best;
}

static int write_symbols(struct ctx *c)
{
	uint32_t before = fdt_size_dt_struct(c->fdt);
	unsigned int i;
	int sym, n, err;

	sym = fdt_subnode_offset(c->fdt, 0, "__symbols__");
	if (sym == -FDT_ERR_NOTFOUND) {
		sym = fdt_add_subnode(c->fdt, 0, "__symbols__");
		moved(c, 0, before, 0);
	}
	if (sym < 0)
		return sym;
	/*
	 * In the order the text defines the labels (dtc's tree order, for a
	 * tree the text creates), which is not the table's order: a forward
	 * reference enters a label before its definition.  Last first, as
	 * each new property goes in front of the one before.
	 */
	for (i = c->nlabels; (i = prev_definition(c, i)) < c->nlabels;) {
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
		err = fdt_setprop(c->fdt, sym, c->name, c->path, n + 1);
		moved(c, sym, before, 0);
		if (err)
			return err;
	}
	return 0;
}

int yf_write_text(struct ctx *c)
{
	unsigned int i;
	int ev, err, node, any = 0;

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
	while ((ev = yf_walk_next(c, &c->w, &c->it)) > EV_END) {
		if (ev == EV_DOC) {
			c->w.f[0].node = 0;
			err = sweep(c, &c->w.f[0], c->w.pos, -1, 1);
		} else if (ev == EV_ITEM) {
			err = write_item(c, &c->w, &c->it);
		} else {
			err = 0;
		}
		if (err)
			return err;
	}
	if (ev < 0)
		return ev;
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
