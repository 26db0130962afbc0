// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Pass 1's side of the labels the text defines (YAMLFDT_ANCHORS): a
 * definition, "&label" on a node or "/label/: [a, b]" in it, enters the
 * label table with its node's path length and hash, in the group of the
 * node's other labels; a deletion frees the labels of the nodes it takes,
 * as dtc does.  check.c calls it; labels.c decides the phandles at the
 * end.
 */
#include "yamlfdt_int.h"

/*
 * The text deletes the node at @path (@len bytes; NULL: the child @it->key
 * of the node the item is in, whose path is @len bytes long).  As dtc
 * does, free the labels the text defined on it and below it, so that they
 * may be defined again (and a node created again there gets a phandle of
 * its own).  Reading a label's path back from the text decides; the
 * deleted node's path is made only when some label is long enough.
 */
void yf_forget_labels(struct ctx *c, const struct item *it,
		      const char *path, unsigned int len)
{
	unsigned int i;
	int n, room;

	for (i = 0; YAMLFDT_HAVE_ANCHORS && i < c->nlabels; i++) {
		struct label *l = &c->labels[i];

		if (!(l->flags & LF_DEFINED) || l->pathlen < len)
			continue;
		if (!path) {	/* the deleted child's path, once */
			room = (int)sizeof(c->path) - (int)it->keylen - 1;
			n = yf_node_path(c, -1, it->line, 1, c->path, room);
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
	uint16_t h = path_hash16(hash);
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
 * The anchor "&label" on the node of key @it (@node in the base tree, or
 * -1), whose path is @pathlen bytes long and hashes to @hash: its label
 * table entry, or a negative error (never -1).
 */
int yf_define_anchor(struct ctx *c, const struct item *it, int node,
		     uint32_t pathlen, uint32_t hash)
{
	int idx, err;

	if (!YAMLFDT_HAVE_ANCHORS)
		return yf_mistake(c, YAMLFDT_ERR_DISABLED, it->anchor - 1);
	idx = yf_label_define(c, it->anchor, it->anchorlen, it->line,
			      same_node(c, it->line, 0, pathlen, hash),
			      pathlen, hash);
	if (idx < 0)
		return idx;
	err = yf_base_label_clash(c, idx, it->anchor, it->line, 0);
	if (err)
		return err;
	base_phandle(c, idx, node);
	return idx;
}

/*
 * "/label/: [a, b]" under a node (dtc's labels of the node it is in):
 * the number of labels, or an error.
 */
int yf_check_labels(struct ctx *c, const struct item *it,
		    struct frame *parent)
{
	const char *p, *name;
	unsigned int len;
	int err, idx, n = 0;

	if (!YAMLFDT_HAVE_ANCHORS)
		return yf_mistake(c, YAMLFDT_ERR_DISABLED, it->key);
	err = yf_labels_start(c, it, &p);
	if (err)
		return err;
	while ((name = yf_next_label(c, &p, &len, &err))) {
		int group = parent->label >= 0 ?
			    c->labels[parent->label].group :
			    same_node(c, it->line, 1, parent->pathlen,
				      parent->hash);

		idx = yf_label_define(c, name, len, it->line, group,
				      parent->pathlen, parent->hash);
		if (idx < 0)
			return idx;
		err = yf_base_label_clash(c, idx, name, it->line, 1);
		if (err)
			return err;
		c->labels[idx].flags |= LF_INNER;
		if (parent->label < 0) {
			parent->label = idx;
			base_phandle(c, idx, parent->node);
		}
		n++;
	}
	return err ? err : n;
}
