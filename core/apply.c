// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * yamlfdt_apply(): two passes over the text.
 *
 * Pass 1 (check) walks everything without writing: syntax, values, names,
 * labels, paths, and an upper bound of the bytes the tree will grow.  It
 * decides every phandle.  Only when all of that holds does pass 2 (write)
 * touch the tree, and then nothing in it can fail: this is what makes the
 * call transactional without a second copy of the tree.
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

#define ALIGN4(x)	(((x) + 3u) & ~(size_t)3)
#define PROP_COST(namelen, len)	(12 + ALIGN4(len) + (namelen) + 1)
#define NODE_COST(namelen)	(8 + ALIGN4((namelen) + 2))	/* see add_child */

/* Node names: [A-Za-z0-9,._+-] and '@'; property names add '?' and '#'. */
static int check_name(struct ctx *c, const struct item *it, int node, int prop)
{
	unsigned int i;

	if (it->keylen > YAMLFDT_MAX_NAME)
		return yf_fail(c, ERR(TOOLONG), it->key);
	if (!it->keylen)
		return yf_fail(c, ERR(NAME), it->line + it->indent);
	for (i = 0; i < it->keylen; i++) {
		char ch = it->key[i];

		if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
		    (ch >= '0' && ch <= '9') || ch == ',' || ch == '.' ||
		    ch == '_' || ch == '+' || ch == '-')
			continue;
		if (node && ch == '@')
			continue;
		if (prop && (ch == '?' || ch == '#'))
			continue;
		return yf_fail(c, ERR(NAME), it->key + i);
	}
	return 0;
}

/* A NUL-terminated copy of a key, for the libfdt calls that want one. */
static const char *cname(struct ctx *c, const struct item *it)
{
	memcpy(c->name, it->key, it->keylen);
	c->name[it->keylen] = '\0';
	return c->name;
}

/* The path of a /path: key, without a trailing '/' (but "/" stays). */
static unsigned int path_len(const struct item *it)
{
	unsigned int n = it->keylen;

	while (n > 1 && it->key[n - 1] == '/')
		n--;
	return n;
}

/* Check a /path: key: absolute, and every component a node name. */
static int check_path(struct ctx *c, const struct item *it)
{
	struct item seg = *it;
	unsigned int n = path_len(it), i, s = 1;
	int err;

	if (n >= YAMLFDT_MAX_PATH)
		return yf_fail(c, ERR(TOOLONG), it->key);
	for (i = 1; n > 1 && i <= n; i++) {
		if (i < n && it->key[i] != '/')
			continue;
		seg.key = it->key + s;
		seg.keylen = i - s;
		err = check_name(c, &seg, 1, 0);
		if (err)
			return err;
		s = i + 1;
	}
	return 0;
}

/* Items of a /label/: [a, b] list, one at a time: the next name or NULL. */
static const char *next_label(struct ctx *c, const char **p, unsigned int *len,
			      int *err)
{
	const char *e = yf_line_end(*p, c->end), *s, *q;

	if (e > *p && e[-1] == '\r')
		e--;
	q = yf_skip_spaces(*p, e);
	if (q < e && *q == ']') {
		if (!yf_at_value_end(q + 1, c->end))
			*err = yf_fail(c, ERR(GARBAGE), q + 1);
		return NULL;
	}
	if (q < e && *q == ',')
		q = yf_skip_spaces(q + 1, e);
	s = q;
	q = yf_scan_label(s, e);
	if (q == s) {
		*err = yf_fail(c, ERR(SYNTAX), s);
		return NULL;
	}
	*len = (unsigned int)(q - s);
	q = yf_skip_spaces(q, e);
	if (q == e || (*q != ',' && *q != ']')) {
		*err = yf_fail(c, q == e ? ERR(BRACKET) : ERR(SYNTAX), q);
		return NULL;
	}
	*p = q;
	return s;
}

/* Start iterating a /label/: value; returns an error or 0. */
static int labels_start(struct ctx *c, const struct item *it, const char **p)
{
	if (!it->val || *it->val != '[')
		return yf_fail(c, ERR(SYNTAX), it->val ? it->val : it->key);
	*p = it->val + 1;
	return 0;
}

/* Pass 1 */

struct check {
	size_t used;		/* the tree's size once opened into the buffer */
	const char *nospace;	/* first item past the room the buffer has */
	uint32_t max_phandle;
	int any_labels;
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
 * Does the text before @upto create the node at @path (@len bytes)?  Only
 * asked when the base tree lacks it, so a scan is cheap enough: look at
 * the key lines naming its last component and read their paths back.
 */
static int text_creates(struct ctx *c, const char *upto, const char *path,
			unsigned int len)
{
	const char *l, *last = path + len;
	unsigned int n;
	struct item it;

	while (last > path && last[-1] != '/')
		last--;
	n = (unsigned int)(path + len - last);
	for (l = yf_next_significant(c->text, upto); l < upto;
	     l = yf_next_significant(yf_next_line(l, upto), upto)) {
		const char *k = l + yf_item_indent(c, l);

		if (k[0] == '"' || k[0] == '\'')
			k++;
		if ((size_t)(upto - k) <= n || memcmp(k, last, n) ||
		    yf_parse_item(c, l, &it) || it.kind != IT_NODE ||
		    it.keylen != n)
			continue;
		if (yf_node_path_is(c, -1, l, 0, path, len))
			return 1;
	}
	return 0;
}

/*
 * The text deletes the node at @path (@len bytes; NULL: the child @it->key
 * of the node the item is in, whose path is @len bytes long).  As dtc
 * does, free the labels the text defined on it and below it, so that they
 * may be defined again (and a node created again there gets a phandle of
 * its own).  Reading a label's path back from the text decides; the
 * deleted node's path is made only when some label is long enough.
 */
static void forget_labels(struct ctx *c, const struct item *it,
			  const char *path, unsigned int len)
{
	unsigned int i;
	int n;

	for (i = 0; i < c->nlabels; i++) {
		struct label *l = &c->labels[i];

		if (!(l->flags & LF_DEFINED) || l->pathlen < len)
			continue;
		if (!path) {	/* the deleted child's path, once */
			n = yf_node_path(c, -1, it->line, 1, c->path,
				      (int)sizeof(c->path) - (int)it->keylen - 1);
			if (n < 0)
				return;
			if (n > 1)
				c->path[n++] = '/';
			memcpy(c->path + n, it->key, it->keylen);
			path = c->path;
		}
		if (yf_node_path_within(c, c->text + l->where,
				     !!(l->flags & LF_INNER), l->pathlen,
				     path, len)) {
			l->flags &= (uint16_t)~LF_DEFINED;
			l->flags |= LF_GONE;
		}
	}
}

/*
 * A label the text puts on a node of the base tree that has a phandle
 * already: the label stands for that phandle.
 */
static void base_phandle(struct ctx *c, int idx, int node)
{
	struct label *l = &c->labels[c->labels[idx].group];
	uint32_t ph = node >= 0 ? fdt_get_phandle(c->fdt, node) : 0;

	if (ph && !l->phandle) {
		l->phandle = ph;
		l->flags |= LF_EXPLICIT;
	}
}

/*
 * The group of a label the text put on this node before, when the node
 * gets another one in a later mapping (its key again, a later document, a
 * /path: key, a /label/: item in any of them): all its labels must give
 * one phandle.  The node is the one of the key on @line (with @inner, the
 * one @line is in).  Candidates have the same path length and hash;
 * reading the path back decides.  Else -1.
 */
static int same_node(struct ctx *c, const char *line, int inner,
		     uint32_t pathlen, uint32_t hash)
{
	uint16_t h = PATH_HASH16(hash);
	unsigned int i;
	int n = 0;

	for (i = 0; i < c->nlabels; i++) {
		const struct label *l = &c->labels[i];

		if (!(l->flags & LF_DEFINED) || l->pathlen != pathlen ||
		    l->pathhash != h)
			continue;
		if (!n) {
			n = yf_node_path(c, -1, line, inner, c->path,
				      sizeof(c->path));
			if (n < 0)
				return -1;
		}
		if (yf_node_path_is(c, -1, c->text + l->where,
				 !!(l->flags & LF_INNER), c->path,
				 (unsigned int)n))
			return l->group;
	}
	return -1;
}

/*
 * yf_find_child() for pass 1, which also says whether a sibling is named
 * exactly the key and '@' (see the IT_NODE case below).
 *
 * A key the base node lacks costs a walk of all its children's subtrees,
 * the whole tree for a new node under the root, and an overlay adds
 * several nodes in a row under one parent.  A walk that saw every child
 * leaves a 256-bit summary of their names (pass 1 does not change the
 * tree); a later key whose bit is clear is not there.
 */
static uint32_t name_bit(const char *s, unsigned int n)
{
	return yf_path_hash(PATH_HASH_ROOT, s, n) % 256;
}

static void note_kid(struct ctx *c, const char *s, unsigned int n)
{
	uint32_t b = name_bit(s, n);

	c->kids[b / 32] |= 1u << b % 32;
}

static int base_child(struct ctx *c, int parent, const struct item *it,
		      int *blocked)
{
	unsigned int len = it->keylen, b = name_bit(it->key, len);
	int node, n, known = c->kids_of == parent;

	if (known && !(c->kids[b / 32] & 1u << b % 32))
		return -FDT_ERR_NOTFOUND;
	if (!known) {		/* the summary is another node's, or partial */
		c->kids_of = -1;
		memset(c->kids, 0, sizeof(c->kids));
	}
	fdt_for_each_subnode(node, c->fdt, parent) {
		const char *s = fdt_get_name(c->fdt, node, &n);

		if (!s)
			break;
		note_kid(c, s, (unsigned int)n);
		if (n > 0 && s[n - 1] == '@')
			note_kid(c, s, (unsigned int)n - 1);
		if ((unsigned int)n < len || memcmp(s, it->key, len))
			continue;
		if ((unsigned int)n == len)
			return node;
		if ((unsigned int)n == len + 1 && s[len] == '@')
			*blocked = 1;
	}
	/* saw them all: the summary holds */
	c->kids_of = node == -FDT_ERR_NOTFOUND ? parent : -1;
	return -FDT_ERR_NOTFOUND;
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
	struct sink s;
	const char *vend, *p, *name;
	unsigned int len;
	uint32_t pathlen, hash;
	int err = 0, idx, blocked = 0;

	memset(&s, 0, sizeof(s));
	switch (it->kind) {
	case IT_PROP:
	case IT_TRUE:
	case IT_FALSE:
		err = yf_policy_prop(c, it->line, 1, parent->pathlen,
				  it->key, it->keylen);
		if (err)
			return yf_fail(c, err, it->key);
		break;
	case IT_NULL:
		err = yf_policy_delete(c, it, parent->pathlen);
		if (err)
			return yf_fail(c, err, it->key);
		break;
	case IT_MEMRESERVE:
		if (c->allow)
			return yf_fail(c, ERR(DENIED), it->key);
		break;
	default:
		break;
	}
	switch (it->kind) {
	case IT_PROP:
		err = check_name(c, it, 0, 1);
		if (err)
			return err;
		err = yf_encode_value(c, it, &s, &vend);
		if (err)
			return err;
		w->pos = vend;
		c->need += PROP_COST(it->keylen, s.len);
		if (s.len == 4 && s.cells == 1 &&
		    ((it->keylen == 7 && !memcmp(it->key, "phandle", 7)) ||
		     (it->keylen == 13 && !memcmp(it->key, "linux,phandle", 13)))) {
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
	case IT_TRUE:
		err = check_name(c, it, 0, 1);
		if (err)
			return err;
		c->need += PROP_COST(it->keylen, 0);
		return 0;
	case IT_FALSE:
		return check_name(c, it, 0, 1);
	case IT_NULL:
		c->deletes++;
		err = check_name(c, it, 1, 1);
		if (err)
			return err;
		forget_labels(c, it, NULL, (parent->pathlen > 1 ?
					       parent->pathlen : 0) + 1 +
				  it->keylen);
		return 0;
	case IT_NODE:
		err = check_name(c, it, 1, 0);
		if (err)
			return err;
		c->need += NODE_COST(it->keylen);
		pathlen = (parent->pathlen > 1 ? parent->pathlen : 0) + 1 +
			  it->keylen;
		if (pathlen >= YAMLFDT_MAX_PATH)
			return yf_fail(c, ERR(TOOLONG), it->key);
		/*
		 * The base tree's node, if it has it: else the text creates
		 * one, which the allow-list must permit.
		 */
		idx = parent->node >= 0 ?
		      base_child(c, parent->node, it, &blocked) : -1;
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
			return yf_fail(c, ERR(NAME), it->key + it->keylen - 1);
		if (idx < 0 && blocked && !memchr(it->key, '@', it->keylen))
			return yf_fail(c, ERR(NAME), it->key);
		if (it->has_body)
			child->node = idx < 0 ? -1 : idx;
		hash = yf_path_hash(yf_path_hash(parent->hash, "/", 1), it->key,
				 it->keylen);
		if (it->anchor) {
			int node = idx;

			idx = yf_label_define(c, it->anchor, it->anchorlen,
					   it->line,
					   same_node(c, it->line, 0, pathlen, hash),
					   pathlen, hash);
			if (idx < 0)
				return idx;
			base_phandle(c, idx, node);
			k->any_labels = 1;
		} else {
			idx = -1;
		}
		if (it->has_body) {
			child->pathlen = pathlen;
			child->label = idx;
			child->hash = hash;
		}
		return 0;
	case IT_MARKER:
		return 0;
	case IT_LABELS:
		err = labels_start(c, it, &p);
		if (err)
			return err;
		while ((name = next_label(c, &p, &len, &err))) {
			idx = yf_label_define(c, name, len, it->line,
					   parent->label >= 0 ?
					   c->labels[parent->label].group :
					   same_node(c, it->line, 1,
						     parent->pathlen,
						     parent->hash),
					   parent->pathlen, parent->hash);
			if (idx < 0)
				return idx;
			c->labels[idx].flags |= LF_INNER;
			if (parent->label < 0) {
				parent->label = idx;
				base_phandle(c, idx, parent->node);
			}
			k->any_labels = 1;
		}
		return err;
	case IT_MEMRESERVE:
		s.memreserve = 1;
		err = yf_encode_value(c, it, &s, &vend);
		if (err)
			return err;
		if (s.cells & 1)
			return yf_fail(c, ERR(TYPE), it->val ? it->val : it->key);
		w->pos = vend;
		c->need += s.len;
		return 0;
	case IT_OPEN_LABEL:
		idx = yf_label_use(c, it->key, it->keylen, LF_OPENED);
		if (idx < 0)
			return idx;
		if (c->labels[idx].flags & LF_DEFINED) {
			pathlen = c->labels[idx].pathlen;
			if (yf_label_path(c, idx, c->path, sizeof(c->path)) < 0)
				return yf_fail(c, ERR(TOOLONG), it->key);
			p = c->path;
			/* the node may be the text's own, or the base's */
			child->node = yf_find_path(c->fdt, p, pathlen);
		} else {
			/* read ahead by an earlier open, or looked up now */
			p = yf_open_path_of(c, it->line);
			if (!p)
				p = yf_base_symbol(c, idx);
			if (!p)
				return yf_fail(c, ERR(LABEL), it->key);
			pathlen = (uint32_t)strlen(p);
			child->node = yf_open_node(c, it->line, p, pathlen);
			if (child->node < 0)
				return yf_fail(c, ERR(PATH), it->key);
			c->labels[idx].node = child->node;
			c->labels[idx].pathlen = (uint16_t)pathlen;
		}
		child->hash = pathlen > 1 ?
			      yf_path_hash(PATH_HASH_ROOT, p, pathlen) :
			      PATH_HASH_ROOT;
		if (it->del) {
			err = yf_policy_node(c, it->line, 0, pathlen, 1);
			if (err)
				return yf_fail(c, err, it->key);
		}
		if (it->del && pathlen == 1)
			return yf_fail(c, ERR(PATH), it->key);	/* the root */
		if (c->deletes)
			c->need += path_cost(pathlen);
		c->deletes += (unsigned int)it->del;
		if (it->del)
			forget_labels(c, it, p, pathlen);
		child->pathlen = pathlen;
		child->label = idx;
		return 0;
	case IT_OPEN_PATH:
		err = check_path(c, it);
		if (err)
			return err;
		pathlen = path_len(it);
		if (it->del && pathlen == 1)
			return yf_fail(c, ERR(PATH), it->key);	/* "/: ~" */
		idx = yf_open_node(c, it->line, it->key, pathlen);
		if (idx < 0 && (it->anchor || pathlen == 1 ||
				!text_creates(c, it->line, it->key, pathlen)))
			return yf_fail(c, ERR(PATH), it->key);
		if (it->del) {
			err = yf_policy_node(c, it->line, 0, pathlen, 1);
			if (err)
				return yf_fail(c, err, it->key);
		}
		child->node = idx < 0 ? -1 : idx;
		if (c->deletes)
			c->need += path_cost(pathlen);
		c->deletes += (unsigned int)it->del;
		if (it->del)
			forget_labels(c, it, it->key, pathlen);
		child->pathlen = pathlen;
		child->label = -1;
		child->hash = pathlen > 1 ?
			      yf_path_hash(PATH_HASH_ROOT, it->key, pathlen) :
			      PATH_HASH_ROOT;
		if (it->anchor) {
			int node = idx;

			idx = yf_label_define(c, it->anchor, it->anchorlen,
					   it->line,
					   same_node(c, it->line, 0, pathlen,
						     child->hash),
					   pathlen, child->hash);
			if (idx < 0)
				return idx;
			base_phandle(c, idx, node);
			child->label = idx;
			k->any_labels = 1;
		}
		return 0;
	}
	return yf_fail(c, ERR(INTERNAL), it->line);
}

/*
 * Does the allow-list let pass 2 write what label @l makes it write: a
 * phandle on its node, its entry in /__symbols__?
 */
static int policy_labels(struct ctx *c, const struct label *l)
{
	const char *p;
	int err = 0;

	if (!c->allow)
		return 0;
	if (l->group == l - c->labels && (l->flags & LF_AUTOPH)) {
		if (l->flags & LF_DEFINED) {
			err = yf_policy_prop(c, c->text + l->where,
					  !!(l->flags & LF_INNER), l->pathlen,
					  "phandle", 7);
		} else {
			p = yf_base_symbol(c, (int)(l - c->labels));
			if (p)
				err = yf_policy_path(c, p, (unsigned int)strlen(p),
						  "phandle", 7);
		}
	}
	if (!err && WANT_SYMBOLS(c) && (l->flags & LF_DEFINED))
		err = yf_policy_path(c, "/__symbols__", 12, c->text + l->name,
				  l->namelen);
	return err;
}

static YAMLFDT_NOINLINE int check_text(struct ctx *c)
{
	struct check k;
	unsigned int i;
	int ev, err, n;

	memset(&k, 0, sizeof(k));
	n = fdt_num_mem_rsv(c->fdt);
	k.used = 40 + 8 + (size_t)(n + 1) * 16 + fdt_size_dt_struct(c->fdt) +
		 fdt_size_dt_strings(c->fdt);

	c->pass = 1;
	c->base_symbols = SYMBOLS_UNKNOWN;	/* looked for when needed */
	c->kids_of = -1;
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

	c->next_phandle = k.max_phandle + 1;
	err = yf_labels_resolve(c);
	if (err)
		return err;
	/* What pass 2 adds for labels: phandles, paths, __symbols__. */
	for (i = 0; i < c->nlabels; i++) {
		const struct label *l = &c->labels[i];

		err = policy_labels(c, l);
		if (err)
			return yf_fail(c, err, c->text + l->name);
		if (l->flags & LF_AUTOPH)
			c->need += PROP_COST(7, 4);
		c->need += (size_t)l->pathrefs * (l->pathlen + 4u);
		if (WANT_SYMBOLS(c) && (l->flags & LF_DEFINED))
			c->need += PROP_COST(l->namelen, l->pathlen + 1u);
	}
	if (WANT_SYMBOLS(c) && k.any_labels)
		c->need += NODE_COST(11);
	if (k.used + c->need > c->bufsize) {
		c->needed = k.used + c->need;
		return yf_fail(c, -FDT_ERR_NOSPACE, k.nospace ? k.nospace : c->end);
	}
	return 0;
}

/* Pass 2 */

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
	err = fdt_setprop_placeholder(c->fdt, node, cname(c, it),
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
		err = labels_start(c, &it, &p);
		if (err)
			return err;
		while ((name = next_label(c, &p, &len, &err))) {
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
		err = fdt_delprop(c->fdt, node, cname(c, it));
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
		sub = yf_open_node(c, it->line, it->key, path_len(it));
		if (sub == -FDT_ERR_NOTFOUND)	/* or created since: */
			sub = make_path(c, it->key, path_len(it));
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

static int write_text(struct ctx *c)
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
static int check_bytes(struct ctx *c)
{
	const char *p = memchr(c->text, '\0', (size_t)(c->end - c->text));

	if (p)
		return yf_fail(c, ERR(NUL), p);
	for (p = c->text; (p = memchr(p, '\r', (size_t)(c->end - p))); p++)
		if (p + 1 == c->end || p[1] != '\n')
			return yf_fail(c, ERR(CR), p);
	return 0;
}

/*
 * The call, its state in @work (@size bytes: the state, then the label
 * table unless the options give one).
 */
static int apply(void *work, size_t size, void *fdt, size_t bufsize,
		 const char *text, size_t len,
		 const struct yamlfdt_opts *opts, struct yamlfdt_error *err)
{
	struct ctx *c = work;
	int ret;

	if (size < sizeof(struct ctx) ||
	    (uintptr_t)work % _Alignof(struct ctx)) {
		ret = ERR(WORK);
		goto out;
	}
	memset(c, 0, sizeof(*c));
	c->fdt = fdt;
	c->bufsize = bufsize > 0x7fffffff ? 0x7fffffff : bufsize;
	c->text = text;
	c->end = text + len;
	/*
	 * A struct's size is a multiple of its alignment, and the state's
	 * (pointers) is at least a label's (32-bit fields): the table after
	 * it is aligned.
	 */
	c->labels = (struct label *)(c + 1);
	size = (size - sizeof(struct ctx)) / sizeof(struct yamlfdt_label);
	c->maxlabels = size > 0x7fff ? 0x7fff : (unsigned int)size;
	if (opts) {
		c->flags = opts->flags;
		c->allow = opts->allow;
		c->nallow = opts->nallow;
		if (opts->labels) {
			c->labels = (struct label *)opts->labels;
			c->maxlabels = opts->max_labels > 0x7fff ? 0x7fff :
				       opts->max_labels;
		}
	}
	yf_labels_init(c);

	ret = c->bufsize < sizeof(struct fdt_header) ? -FDT_ERR_TRUNCATED :
	      fdt_check_header(fdt);
	if (!ret && fdt_totalsize(fdt) > c->bufsize)
		ret = -FDT_ERR_TRUNCATED;
	/* libfdt 1.6.1's fdt_check_full() crashes on some v15 trees */
	if (!ret && fdt_version(fdt) < 16)
		ret = -FDT_ERR_BADVERSION;
	if (!ret)
		ret = fdt_check_full(fdt, fdt_totalsize(fdt));
	if (!ret && len > 0xffffffffu)
		ret = ERR(TOOLONG);
	if (!ret && !YAMLFDT_HAVE_SYMBOLS && (c->flags & YAMLFDT_SYMBOLS))
		ret = ERR(DISABLED);
	if (ret) {
		c->err_off = 0;
		c->text = NULL;		/* not about the text */
	}
	if (!ret)
		ret = check_bytes(c);
	if (!ret)
		ret = check_text(c);
	if (!ret) {
		ret = write_text(c);
		if (ret)	/* pass 1 should have caught it: a bug */
			c->err_off = 0;
	}

out:
	if (err) {
		const char *p, *ls;

		memset(err, 0, sizeof(*err));
		err->code = ret;
		if (ret == -FDT_ERR_NOSPACE)
			err->needed = c->needed;
		if (ret && ret != ERR(WORK) && c->text) {
			err->offset = c->err_off;
			err->line = 1;
			for (p = ls = text; p < text + c->err_off; p++)
				if (*p == '\n') {
					err->line++;
					ls = p + 1;
				}
			err->column = (unsigned int)(text + c->err_off - ls) + 1;
		}
	}
	return ret;
}

/*
 * The state on the stack, when the caller gives no memory for it.  Never
 * inlined: then a call that is given memory does not pay for this frame.
 */
static YAMLFDT_NOINLINE int apply_on_stack(void *fdt, size_t bufsize,
					   const char *text, size_t len,
					   const struct yamlfdt_opts *opts,
					   struct yamlfdt_error *err)
{
	struct {
		struct ctx c;
		struct yamlfdt_label labels[YAMLFDT_STACK_LABELS];
	} w;

	return apply(&w, sizeof(w), fdt, bufsize, text, len, opts, err);
}

_Static_assert(_Alignof(struct ctx) >= _Alignof(struct yamlfdt_label),
	       "labels follow the state in yamlfdt_opts.work");

size_t yamlfdt_work_size(void)
{
	return sizeof(struct ctx);
}

int yamlfdt_apply(void *fdt, size_t bufsize, const char *text, size_t len,
		  const struct yamlfdt_opts *opts, struct yamlfdt_error *err)
{
	if (!opts || !opts->work)
		return apply_on_stack(fdt, bufsize, text, len, opts, err);
	return apply(opts->work, opts->work_size, fdt, bufsize, text, len,
		     opts, err);
}
