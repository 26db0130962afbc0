// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Pass 1, check: walks the whole text without writing: syntax, values,
 * names, labels, paths, the allow-list, and an upper bound of the bytes
 * the tree will grow.  It decides every phandle.  Only when all of that
 * holds does pass 2 (write.c) touch the tree, and then nothing in it can
 * fail: this is what makes yamlfdt_apply() transactional without a
 * second copy of the tree.
 */
#include "yamlfdt_int.h"

struct check {
	size_t used;		/* the tree's size once opened into the buffer */
	const char *nospace;	/* first item past the room the buffer has */
	uint32_t max_phandle;
	int any_labels;
	struct phandles_seen phandles;
	int compiling;		/* the base tree is empty: a whole board */
	/* Without a label table: references to nodes with no phandle */
	unsigned int bare;
	const char *bare_at;	/* the first of them */
};

/*
 * What re-creating a node on a path costs: pass 2 may have to, when the
 * text deleted it before opening it again.
 */
static size_t path_cost(uint32_t pathlen)
{
	return pathlen + 12 * (pathlen / 2 + 1);
}

/*
 * A top-level key opens the node at @path (@len bytes) in frame @child: a
 * deletion must be allowed and not of the root, and frees the labels
 * below; after any deletion, the node may have to be made again
 * (path_cost()).
 */
static int open_at(struct ctx *c, const struct item *it, struct frame *child,
		   const char *path, uint32_t len)
{
	int err;

	if (it->del) {
		err = yf_policy_node(c, it->line, 0, len, 1);
		if (err)
			return yf_fail(c, err, it->key);
		if (len == 1)
			return yf_mistake(c, YAMLFDT_ERR_PATH,
					  it->key);	/* the root */
	}
	if (c->deletes)
		c->need += path_cost(len);
	c->deletes += (unsigned int)it->del;
	if (it->del)
		yf_forget_labels(c, it, path, len);
	child->pathlen = len;
	child->hash = len > 1 ? yf_path_hash(PATH_HASH_ROOT, path, len) :
		      PATH_HASH_ROOT;
	return 0;
}

/* The allow-list and the configuration: may this item change the tree? */
static int check_allowed(struct ctx *c, const struct item *it,
			 const struct frame *parent)
{
	int err = 0;

	switch (it->kind) {
	case IT_PROP:
	case IT_TRUE:
	case IT_FALSE:
		err = yf_policy_prop(c, it->line, 1, parent->pathlen,
				     it->key, it->keylen);
		break;
	case IT_NULL:
		err = yf_policy_delete(c, it, parent->pathlen);
		break;
	case IT_MEMRESERVE:
		if (!YAMLFDT_HAVE_MEMRESERVE)
			err = -YAMLFDT_ERR_DISABLED;
		else if (c->allow)
			err = -YAMLFDT_ERR_DENIED;
		break;
	default:
		break;
	}
	return err ? yf_fail(c, err, it->key) : 0;
}

/*
 * The name of a property @it sets, checked; and "Status: okay",
 * "pinctrl_names:": a standard name the kernel never reads in that
 * spelling (NAMECASE); "enabled:" for status (STATUS).  Not compiling a
 * whole board, nor where base node @node has that name: dtc takes it,
 * and shipped sources have clock_frequency.  YAMLFDT_CHECK_NAMES's.
 */
static int check_prop_name(struct ctx *c, const struct item *it,
			   const struct check *k, int node)
{
	int err = yf_check_name(c, it, 0, 1), bad = 0;

	if (!err && YAMLFDT_HAVE_NAME_RULES && !k->compiling)
		bad = yf_misspelt_standard(it);
	return bad && (node <= 0 || !fdt_getprop_namelen(c->fdt, node, it->key,
					(int)it->keylen, NULL)) ?
	       yf_fail(c, bad, it->key) : err;
}

/*
 * Once the text has deleted a node: a reference to it or below it, after
 * the deletion, names no node (and would leave pass 2 none to give a
 * phandle, without a label table).  The sink holds one of the value's
 * references at a time, the value encoded again for each next one: the
 * encoder, whose stack is the deepest, does not look itself, and a value
 * after a deletion is rare.
 */
static int check_deleted_refs(struct ctx *c, const struct item *it,
			      struct sink *s)
{
	const char *vend, *e;
	unsigned int next;
	int err;

	for (;;) {
		e = yf_scan_label(s->ref, c->end);
		if (yf_label_gone(c, s->ref, (unsigned int)(e - s->ref),
				  it->line)) {
			c->ref_node = c->ref_prop = -1;	/* the text refers */
			return yf_mistake(c, YAMLFDT_ERR_INUSE, s->ref);
		}
		next = s->ref_skip + 1;
		if (s->nref <= next)
			return 0;
		memset(s, 0, sizeof(*s));
		s->ref_skip = next;
		err = yf_encode_value(c, it, s, &vend);
		if (err)
			return err;
	}
}

/*
 * Is the first cell of @it, in frame @f, a phandle?  Not a hog's gpios (its
 * node is their controller), nor gpios where no place check tells a hog.
 */
static int first_is_phandle(struct ctx *c, const struct item *it,
			    const struct frame *f)
{
	if (it->keylen == 4 && !memcmp(it->key, "gpio", 4))
		return 1;	/* regulator-fixed's; in /aliases, no cells */
	return yf_holds_phandles(it) &&
	       (it->keylen != 5 || memcmp(it->key, "gpios", 5) ||
		(YAMLFDT_HAVE_PLACE && !yf_is_hog(c, f)));
}

/* "key: value": its encoding measured; a phandle it sets recorded. */
static int check_prop(struct ctx *c, struct walker *w, struct item *it,
		      struct frame *parent, struct check *k)
{
	const struct frame *up = w->depth ? &w->f[w->depth - 1] : NULL;
	struct value_notes notes;
	struct sink s;
	const char *vend;
	int err;

	memset(&s, 0, sizeof(s));
	if (YAMLFDT_HAVE_PLACE && !k->compiling) {	/* place.c reads them */
		memset(&notes, 0, sizeof(notes));
		s.notes = &notes;
	}
	err = check_prop_name(c, it, k, parent->node);
	if (YAMLFDT_HAVE_NAME_RULES && !err && !k->compiling &&
	    yf_quoted_bool(it, c->end) && !yf_base_text(c, parent->node, it))
		err = yf_mistake(c, YAMLFDT_ERR_FLAG, it->val);
	if (err)
		return err;
	err = yf_encode_value(c, it, &s, &vend);
	if (err)
		return err;
	err = yf_check_path_prop(c, it, parent, &s, k->compiling);
	if (YAMLFDT_HAVE_PLACE && !err && !k->compiling)
		err = yf_check_pin_setting(c, it, parent, up);
	if (YAMLFDT_HAVE_PLACE && !err && !k->compiling)
		err = yf_check_place(c, it, parent, up, !w->depth, &s);
	if (!err && !k->compiling)	/* after place.c's TYPO */
		err = yf_check_chosen_name(c, it, parent, &s);
	if (err)
		return err;
	w->pos = vend;
	c->need += PROP_COST(it->keylen, s.len) + s.bare * PROP_COST(7, 4);
	if (s.bare && !k->bare)
		k->bare_at = s.ref_at;
	k->bare += s.bare;
	if (s.nref) {
		err = check_deleted_refs(c, it, &s);
		if (err)
			return err;
	}
	/* "interrupt-parent: 0x99", no node's */
	if (YAMLFDT_HAVE_PHANDLE_CHECKS && !k->compiling && s.cells &&
	    !s.ref_at && first_is_phandle(c, it, parent) &&
	    yf_no_such_phandle(c, s.phandle_val))
		return yf_mistake(c, YAMLFDT_ERR_RAWPHANDLE, it->val);
	if (s.len == 4 && s.cells == 1 && yf_is_phandle_key(it)) {
		if (yf_phandle_taken(c, it, parent, s.phandle_val,
				     &k->phandles))
			return yf_mistake(c, YAMLFDT_ERR_PHANDLE, it->val);
		if (s.phandle_val > k->max_phandle)
			k->max_phandle = s.phandle_val;
		if (parent->label >= 0) {
			struct label *l =
				&c->labels[c->labels[parent->label].group];

			l->phandle = s.phandle_val;
			l->flags |= LF_EXPLICIT;
		}
	}
	return 0;
}

/*
 * "name:" with a mapping below, "{}" or nothing: the base tree's node of
 * that name, or a new one the allow-list permits; its frame filled in.
 */
static int check_node(struct ctx *c, struct item *it, struct frame *parent,
		      struct frame *child, struct check *k)
{
	uint32_t pathlen, hash;
	int err, idx, blocked = 0, sibling = -1;

	err = yf_check_name(c, it, 1, 0);
	if (err)
		return err;
	c->need += NODE_COST(it->keylen);
	pathlen = (parent->pathlen > 1 ? parent->pathlen : 0) + 1 +
		  it->keylen;
	if (pathlen >= YAMLFDT_MAX_PATH)
		return yf_mistake(c, YAMLFDT_ERR_TOOLONG, it->key);
	/*
	 * The base tree's node, if it has it: else the text creates
	 * one, which the allow-list must permit.
	 */
	idx = parent->node >= 0 ?
	      yf_base_child(c, parent->node, it, &blocked, &sibling) : -1;
	if (idx < 0) {
		err = yf_policy_node(c, it->line, 0, pathlen, 0);
		if (err)
			return yf_fail(c, err, it->key);
	}
	/*
	 * pass 2 adds "name" beside "name@1000" as "name@" and
	 * renames it (add_child()): so no node of the text may end in
	 * '@' (an empty unit address, which the spec does not allow
	 * either), nor be created beside a base node that does.
	 */
	if (it->key[it->keylen - 1] == '@')
		return yf_mistake(c, YAMLFDT_ERR_NAME,
				  it->key + it->keylen - 1);
	if (idx < 0 && blocked && !memchr(it->key, '@', it->keylen))
		return yf_mistake(c, YAMLFDT_ERR_NAME, it->key);
	/*
	 * A new "name@addr" without reg or ranges (dtc warns:
	 * unit_address_vs_reg) on a base tree is most often a typo
	 * of a node that exists: say which one.
	 */
	if (idx < 0 && !k->compiling) {
		err = yf_check_new_node(c, it, parent, sibling);
		if (err)
			return err;
	}
	child->node = idx < 0 ? -1 : idx;
	hash = yf_path_hash(yf_path_hash(parent->hash, "/", 1), it->key,
			    it->keylen);
	idx = it->anchor ? yf_define_anchor(c, it, idx, pathlen, hash) : -1;
	if (idx < -1)
		return idx;
	k->any_labels |= idx >= 0;
	child->pathlen = pathlen;
	child->label = idx;
	child->hash = hash;
	return 0;
}

/* "/memreserve/: [address size ...]": pairs of 64-bit cells. */
static int check_memreserve(struct ctx *c, struct walker *w,
			    const struct item *it)
{
	struct sink s;
	const char *vend;
	int err;

	memset(&s, 0, sizeof(s));
	s.memreserve = YAMLFDT_HAVE_MEMRESERVE;	/* else DISABLED before */
	err = yf_encode_value(c, it, &s, &vend);
	if (err)
		return err;
	if (s.cells & 1)
		return yf_mistake(c, YAMLFDT_ERR_TYPE,
				  it->val ? it->val : it->key);
	w->pos = vend;
	c->need += s.len;
	return 0;
}

/*
 * The base tree's path of the label "*label:" key @it opens (label @idx of
 * the table, -1 without one): read ahead by an earlier open, or looked up
 * now.
 */
static const char *base_label_path(struct ctx *c, const struct item *it,
				   int idx)
{
	const char *p;

	if (!YAMLFDT_LABEL_TABLE)	/* see labels.c */
		return yf_symbol_path(c, it->key, it->keylen);
	p = yf_open_path_of(c, it->line);
	return p ? p : yf_base_symbol(c, idx);
}

/* "*label:": the text's node of that label, or the base tree's. */
static int check_open_label(struct ctx *c, struct item *it,
			    struct frame *child)
{
	const char *p;
	uint32_t pathlen;
	int err, idx = -1;

	if (YAMLFDT_LABEL_TABLE) {
		idx = yf_label_use(c, it->key, it->keylen,
				   it->del ? 0 : LF_OPENED);
		if (idx < 0)
			return idx;
	}
	if (idx >= 0 && YAMLFDT_HAVE_ANCHORS &&
	    (c->labels[idx].flags & LF_DEFINED)) {
		pathlen = c->labels[idx].pathlen;
		if (yf_label_path(c, idx, c->path, sizeof(c->path)) < 0)
			return yf_mistake(c, YAMLFDT_ERR_TOOLONG, it->key);
		p = c->path;
		/* the node may be the text's own, or the base's */
		child->node = yf_find_path(c->fdt, p, pathlen);
	} else {
		p = base_label_path(c, it, idx);
		if (!p)
			return yf_fail(c, yf_no_label(c), it->key);
		pathlen = (uint32_t)strlen(p);
		child->node = yf_open_node(c, it->line, p, pathlen);
		if (child->node < 0)
			return yf_mistake(c, YAMLFDT_ERR_PATH, it->key);
		if (idx >= 0) {
			c->labels[idx].node = child->node;
			c->labels[idx].pathlen = (uint16_t)pathlen;
		}
	}
	err = open_at(c, it, child, p, pathlen);
	if (err)
		return err;
	child->label = idx;
	return 0;
}

/* "/path/to/node:": the base tree's node, or one the text creates. */
static int check_open_path(struct ctx *c, struct item *it,
			   struct frame *child, struct check *k)
{
	uint32_t pathlen;
	int err, idx;

	err = yf_check_path(c, it);
	if (err)
		return err;
	pathlen = yf_path_len(it);
	if (it->del && pathlen == 1)
		return yf_mistake(c, YAMLFDT_ERR_PATH, it->key); /* "/: ~" */
	idx = yf_open_node(c, it->line, it->key, pathlen);
	if (idx < 0 && (pathlen == 1 ||
			!yf_text_creates(c, it->line, it->key, pathlen)))
		return yf_mistake(c, YAMLFDT_ERR_PATH, it->key);
	child->node = idx < 0 ? -1 : idx;
	err = open_at(c, it, child, it->key, pathlen);
	if (err)
		return err;
	child->label = -1;
	if (it->anchor) {
		idx = yf_define_anchor(c, it, idx, pathlen, child->hash);
		if (idx < 0)
			return idx;
		k->any_labels = 1;
		child->label = idx;
	}
	return 0;
}

/* "key: true", an empty property; "bootargs: true" has no text */
static int check_true(struct ctx *c, const struct walker *w,
		      const struct item *it, struct frame *parent,
		      const struct check *k)
{
	int err;

	if (yf_holds_text(it, 0))
		return yf_mistake(c, YAMLFDT_ERR_STRING, it->val);
	err = yf_check_path_prop(c, it, parent, NULL, k->compiling);
	if (!err)
		err = check_prop_name(c, it, k, parent->node);
	if (YAMLFDT_HAVE_PLACE && !err && !k->compiling)
		err = yf_check_pin_setting(c, it, parent, w->depth ?
					   &w->f[w->depth - 1] : NULL);
	if (YAMLFDT_HAVE_PLACE && !err && !k->compiling)
		err = !w->depth ?	/* the root's: ROOTPROP */
		      yf_check_place(c, it, parent, NULL, 1, NULL) :
		      yf_check_flag(c, it, parent, &w->f[w->depth - 1]);
	if (!err && !k->compiling)
		err = yf_check_chosen_name(c, it, parent, NULL);
	if (!err)
		c->need += PROP_COST(it->keylen, 0);
	return err;
}

static int check_item(struct ctx *c, struct walker *w, struct item *it,
		      struct check *k)
{
	struct frame *parent = &w->f[w->depth - (it->has_body ? 1 : 0)];
	/*
	 * Without a mapping below (a deletion, "{}"), what is worked out
	 * for the node goes nowhere: never over the parent's frame.
	 */
	struct frame spare, *child = it->has_body ? &w->f[w->depth] : &spare;
	int err;

	if (it->kind <= IT_NODE || it->kind == IT_LABELS) {
		err = yf_check_dupkey(c, parent, it);
		if (err)
			return err;
	}
	err = check_allowed(c, it, parent);
	if (err)
		return err;
	/*
	 * A property after a child node, in a text that edits a base: DTS
	 * and dtb2yaml put properties first; here it is most often a line
	 * meant for the child above, indented one level too little.  (A
	 * whole board's may interleave, as yamldt's do; the top level holds
	 * the root's keys and opens.)
	 */
	if (YAMLFDT_HAVE_PLACE && it->kind <= IT_FALSE && parent->had_child &&
	    w->depth && !k->compiling)
		return yf_mistake(c, YAMLFDT_ERR_PROPAFTER, it->key);
	if (YAMLFDT_HAVE_PLACE && it->kind == IT_NODE)
		parent->had_child = 1;
	/* a root property after one lost its indentation (ROOTPROP) */
	if (YAMLFDT_HAVE_PLACE && it->has_body && (it->kind == IT_OPEN_LABEL ||
	    (it->kind == IT_OPEN_PATH && it->keylen > 1)))
		parent->had_open = 1;
	if (yf_edits_symbols(c, it, parent))
		return yf_mistake(c, YAMLFDT_ERR_SYMBOLS, it->key);
	if (it->kind <= IT_NULL) {	/* a property set or deleted */
		err = yf_check_chosen(c, it, parent);
		if (err)
			return err;
	}
	/* "status: true" is status; and "status: false" deletes it: on */
	if ((it->kind == IT_TRUE || it->kind == IT_FALSE) &&
	    yf_is_status_key(it))
		return yf_mistake(c, YAMLFDT_ERR_STATUS, it->val);
	switch (it->kind) {
	case IT_PROP:
		return check_prop(c, w, it, parent, k);
	case IT_TRUE:
		return check_true(c, w, it, parent, k);
	case IT_FALSE:
		/* "wifi@1: false": false deletes a property, ~ a node */
		if (memchr(it->key, '@', it->keylen))
			return yf_mistake(c, YAMLFDT_ERR_DELETE,
					  it->val ? it->val : it->key);
		err = yf_check_name(c, it, 0, 1);
		return err || k->compiling || !YAMLFDT_HAVE_PLACE ? err :
		       yf_check_deletion(c, it, parent->node, 0);
	case IT_NULL:
		c->deletes++;
		err = yf_check_name(c, it, 1, 1);
		if (YAMLFDT_HAVE_PLACE && !err && !k->compiling)
			err = yf_check_deletion(c, it, parent->node, 1);
		if (err)
			return err;
		yf_forget_labels(c, it, NULL, (parent->pathlen > 1 ?
					       parent->pathlen : 0) + 1 +
				 it->keylen);
		return 0;
	case IT_NODE:
		return check_node(c, it, parent, child, k);
	case IT_MARKER:
		return 0;
	case IT_LABELS:
		err = yf_check_labels(c, it, parent);
		k->any_labels |= err > 0;
		return err < 0 ? err : 0;
	case IT_MEMRESERVE:
		return check_memreserve(c, w, it);
	case IT_OPEN_LABEL:
		return check_open_label(c, it, child);
	case IT_OPEN_PATH:
		return check_open_path(c, it, child, k);
	}
	return yf_mistake(c, YAMLFDT_ERR_INTERNAL, it->line);
}

/*
 * With the label table: its phandle decisions, and the room pass 2 needs
 * for labels: phandles, paths, __symbols__.
 */
static int label_room(struct ctx *c, const struct check *k)
{
	unsigned int i;
	int err = yf_labels_resolve(c);

	if (YAMLFDT_HAVE_PLACE && !err)
		err = yf_check_pin_groups(c);
	if (err)
		return err;
	for (i = 0; i < c->nlabels; i++) {
		const struct label *l = &c->labels[i];

		err = yf_policy_labels(c, l);
		if (err)
			return yf_fail(c, err, c->text + l->name);
		if (l->flags & LF_AUTOPH)
			c->need += PROP_COST(7, 4);
		c->need += (size_t)l->pathrefs * (l->pathlen + 4u);
		if (WANT_SYMBOLS(c) && (l->flags & LF_DEFINED))
			c->need += PROP_COST(l->namelen, l->pathlen + 1u);
	}
	if (WANT_SYMBOLS(c) && k->any_labels)
		c->need += NODE_COST(11);
	return 0;
}

/*
 * Without a label table: do the phandles pass 2 gives the references'
 * nodes (at most one for each reference, room made as each was read) fit?
 */
static int bare_phandles(struct ctx *c, const struct check *k)
{
	if (k->bare && (!c->next_phandle ||
			k->bare > FDT_MAX_PHANDLE - c->next_phandle + 1))
		return yf_fail(c, -FDT_ERR_NOPHANDLES, k->bare_at);
	return 0;
}

YAMLFDT_NOINLINE int yf_check_text(struct ctx *c)
{
	struct check k;
	int ev, err, n;

	memset(&k, 0, sizeof(k));
	k.compiling = fdt_first_subnode(c->fdt, 0) < 0 &&
		      fdt_first_property_offset(c->fdt, 0) < 0;
	n = fdt_num_mem_rsv(c->fdt);
	k.used = 40 + 8 + (size_t)(n + 1) * 16 + fdt_size_dt_struct(c->fdt) +
		 fdt_size_dt_strings(c->fdt);

	c->kids.of = -1;		/* no summary yet */
	c->root_kids.of = -1;
	yf_walk_init(&c->w, c->text);
	while ((ev = yf_walk_next(c, &c->w, &c->it)) > EV_END) {
		if (ev != EV_ITEM)
			continue;
		err = check_item(c, &c->w, &c->it, &k);
		if (err)
			return err;
		if (!k.nospace && k.used + c->need > c->bufsize)
			k.nospace = c->it.line;
	}
	if (ev < 0)
		return ev;
	if (c->deletes) {	/* with every label of the text known */
		err = yf_check_deletions(c);
		if (err)
			return err;
	}

	/*
	 * Phandles pass 2 gives: above every phandle of the text and of the
	 * base tree (noted by apply.c's check of it); 0 when none is left.
	 */
	c->next_phandle = k.max_phandle + 1;
	if (c->next_phandle && c->base_max_phandle >= c->next_phandle)
		c->next_phandle = c->base_max_phandle + 1;
	err = YAMLFDT_LABEL_TABLE ? label_room(c, &k) : bare_phandles(c, &k);
	if (err)
		return err;
	if (k.used + c->need > c->bufsize) {
		c->needed = k.used + c->need;
		return yf_fail(c, -FDT_ERR_NOSPACE, k.nospace ? k.nospace : c->end);
	}
	return 0;
}

