// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Pass 2, write: only after pass 1 (check.c) has passed the whole text,
 * the text again, forward and in order, each item an edit of edit.c (the
 * one file that writes the tree); then the phandles and /__symbols__ the
 * labels need.
 */
#include "yamlfdt_int.h"

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
	/*
	 * A key pass 1 did not see among the base root's children is most
	 * likely new: then asking libfdt to add it first walks the tree once.
	 * Elsewhere, and for a key the root may have, look first (adding
	 * first would walk to it twice).
	 */
	if (sub < 0 && !f->node && !c->root_kids.of &&
	    !yf_names_may_have(&c->root_kids, it->key, it->keylen))
		sub = yf_add_child(c, f->node, it->key, it->keylen, 1);
	if (sub < 0)
		sub = yf_find_child(c->fdt, f->node, it->key, it->keylen);
	if (sub == -FDT_ERR_NOTFOUND)
		sub = yf_add_child(c, f->node, it->key, it->keylen, 0);
	f->last = sub;
	return sub;
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

	if (!YAMLFDT_HAVE_BOARD_CACHES ||
	    fdt_first_subnode(c->fdt, f->node) >= 0)
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
		err = yf_add_child_first(c, f->node, it.key, it.keylen, 1);
		if (err >= 0 && fdt_size_dt_struct(c->fdt) == before) {
			/* a repeated key: its place is its first line's */
			err = yf_del_node(c, err);
			if (!err)
				err = yf_add_child_first(c, f->node, it.key,
							 it.keylen, 0);
		}
		if (err < 0)
			return err;
	}
	return 0;
}

/*
 * The end of a node's mapping: the phandle the text's references need,
 * last among its properties, as dtc puts it.
 */
static int leave_node(struct ctx *c, const struct frame *f)
{
	return yf_write_phandle(c, f->node, f->label);
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
 * /__symbols__ as the tree has it now.  The base's offset is kept by
 * edit.c's moved() (-1 once the text deleted it), so only a /__symbols__
 * the text made, or one nobody has looked for yet, costs a lookup, which
 * walks the whole tree.
 */
static int symbols_now(struct ctx *c)
{
	int sym;

	if (!c->text_symbols && c->base_symbols != SYMBOLS_UNKNOWN)
		return c->base_symbols >= 0 ? c->base_symbols : -FDT_ERR_NOTFOUND;
	sym = fdt_subnode_offset(c->fdt, 0, "__symbols__");
	if (!c->text_symbols)
		yf_symbols_found(c, sym);
	return sym;
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

	sym = symbols_now(c);
	if (sym < 0)
		return 0;
restart:	/* each deletion moves the properties after it */
	fdt_for_each_property_offset(prop, c->fdt, sym) {
		v = fdt_getprop_by_offset(c->fdt, prop, &name, &len);
		if (!v || len < 2 || v[len - 1] || v[0] != '/' ||
		    yf_find_path(c->fdt, v, (unsigned int)len - 1) >= 0)
			continue;
		err = yf_del_prop(c, sym, name);
		if (err)
			return err;
		goto restart;
	}
	return 0;
}

/*
 * Without a label table: the node of a "*label:" key, as pass 1 kept it
 * (a look-up walks the tree down the label's path), else looked up again;
 * if the text deleted it, made again on its path, as a /path: key would.
 */
static int open_base_label(struct ctx *c, const struct item *it)
{
	const char *p;
	int node = yf_kept_node(c, it->line);
	size_t n;

	if (node >= 0)
		return node;
	node = yf_symbol_node(c, it->key, it->keylen, &p);
	if (node != -YAMLFDT_ERR_PATH)
		return node;
	n = strlen(p);		/* in the tree: copied before it changes */
	if (n >= sizeof(c->path))
		return -YAMLFDT_ERR_INTERNAL;
	memcpy(c->path, p, n);
	return yf_make_path(c, c->path, (unsigned int)n);
}

static int write_item(struct ctx *c, struct walker *w, struct item *it)
{
	struct frame *parent = &w->f[w->depth - (it->has_body ? 1 : 0)];
	struct frame *child = &w->f[w->depth];
	int node = parent->node, sub = 0, err = 0, idx = -1;
	uint32_t size = fdt_size_dt_struct(c->fdt);

	switch (it->kind) {
	case IT_PROP:
	case IT_TRUE:
		/* In order, later values replacing earlier ones in place. */
		err = yf_write_prop(c, parent, it, &w->pos);
		break;
	case IT_FALSE:
	case IT_NULL:
		err = yf_del_prop(c, node, yf_cname(c, it));
		if (err == -FDT_ERR_NOTFOUND)
			err = 0;
		if (err || it->kind == IT_FALSE)
			break;
		sub = yf_find_child(c->fdt, node, it->key, it->keylen);
		err = sub == -FDT_ERR_NOTFOUND ? 0 :
		      sub < 0 ? sub : yf_del_node(c, sub);
		break;
	case IT_MARKER:
		return 0;
	case IT_LABELS:
		return YAMLFDT_HAVE_ANCHORS ? node_labels(c, parent, it) :
		       yf_mistake(c, YAMLFDT_ERR_INTERNAL, it->line);
	case IT_MEMRESERVE:
		if (!YAMLFDT_HAVE_MEMRESERVE)
			return yf_mistake(c, YAMLFDT_ERR_INTERNAL, it->line);
		return yf_write_memreserve(c, it, &w->pos);
	case IT_NODE:
		sub = child_node(c, parent, it);
		break;
	case IT_OPEN_LABEL:
		if (!YAMLFDT_LABEL_TABLE) {
			sub = open_base_label(c, it);
			break;
		}
		idx = yf_label_find(c, it->key, it->keylen);
		if (idx < 0)
			return yf_mistake(c, YAMLFDT_ERR_INTERNAL, it->key);
		sub = yf_label_node(c, idx);
		if (sub == -FDT_ERR_NOTFOUND) {
			int n = yf_label_path(c, idx, c->path, sizeof(c->path));

			sub = n < 0 ? n : yf_make_path(c, c->path, (unsigned int)n);
			yf_keep_node(c, idx, sub);
		}
		idx = -1;	/* its phandle was written where defined */
		break;
	case IT_OPEN_PATH:
		sub = yf_open_node(c, it->line, it->key, yf_path_len(it));
		if (sub == -FDT_ERR_NOTFOUND)	/* or created since: */
			sub = yf_make_path(c, it->key, yf_path_len(it));
		break;
	default:
		return yf_mistake(c, YAMLFDT_ERR_INTERNAL, it->line);
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
		return sub ? yf_del_node(c, sub) :
			     yf_mistake(c, YAMLFDT_ERR_INTERNAL, it->key);
	if (YAMLFDT_HAVE_ANCHORS && it->anchor)
		idx = defined_here(c, it->anchor, it->anchorlen, it->line);
	if (idx >= 0)
		yf_keep_node(c, idx, sub);
	if (!it->has_body)
		return yf_write_phandle(c, sub, idx);
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
	int sym, n, err, made = 0, end, prop;

	/*
	 * Not looked for yet: ask libfdt to add it, which looks for it
	 * anyway (one walk of the whole tree, not two).
	 */
	sym = c->text_symbols || c->base_symbols != SYMBOLS_UNKNOWN ?
	      symbols_now(c) : -FDT_ERR_NOTFOUND;
	if (sym == -FDT_ERR_NOTFOUND) {	/* the root's last child, as dtc's */
		before = fdt_size_dt_struct(c->fdt);
		sym = yf_add_child(c, 0, "__symbols__", 11, 1);
		made = fdt_size_dt_struct(c->fdt) != before;
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
			return -YAMLFDT_ERR_INTERNAL;
		/* The text deleted the node (or a parent): dtc drops its label */
		if (c->deletes && yf_find_path(c->fdt, c->path, (unsigned int)n) < 0)
			continue;
		memcpy(c->name, c->text + l->name, l->namelen);
		c->name[l->namelen] = '\0';
		/* only a base tree's /__symbols__ may have it already */
		err = yf_set_symbol(c, sym, made ||
				    !fdt_getprop(c->fdt, sym, c->name, NULL),
				    n, &end);
		if (err)
			return err;
	}
	return 0;
}

int yf_write_text(struct ctx *c)
{
	unsigned int i;
	int ev, err, node, any = 0, root_label, docs = 0;

	err = yf_edit_open(c);
	if (err)
		return err;
	c->writing = 1;
	c->symbols = -1;

	/*
	 * Pass 1 found the nodes of the base tree's labels: keep them while
	 * writing the phandles the text's references need, then keep only
	 * those the text opens.
	 */
	for (i = 0; YAMLFDT_LABEL_TABLE && i < c->nlabels; i++)
		c->kept += c->labels[i].node >= 0;
	for (i = 0; YAMLFDT_LABEL_TABLE && i < c->nlabels; i++) {
		if (!(c->labels[i].flags & LF_BASE) ||
		    !(c->labels[c->labels[i].group].flags & LF_AUTOPH))
			continue;
		node = yf_label_node(c, (int)i);
		if (node < 0)
			return node;
		err = yf_write_phandle(c, node, (int)i);
		if (err)
			return err;
	}
	for (i = 0; YAMLFDT_LABEL_TABLE && i < c->nlabels; i++) {
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
			err = yf_write_phandle(c, 0, root_label);
		if (ev <= EV_END || err)
			break;
		if (ev == EV_DOC) {
			c->w.f[0].node = 0;
			c->w.f[0].last = -1;
			/*
			 * the root's children come in order anyway:
			 * top-level opens add to it between its keys
			 */
			docs++;
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
	for (i = 0; YAMLFDT_HAVE_ANCHORS && i < c->nlabels; i++)
		any |= c->labels[i].flags & LF_DEFINED;
	if (WANT_SYMBOLS(c) && any)
		return write_symbols(c);
	return 0;
}
