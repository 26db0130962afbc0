// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * The label table: every label the text defines or uses, found by name
 * through a hash table kept inside the entries; and the base tree's
 * /__symbols__, where a label the text does not define is looked up.
 *
 * The table lives in caller memory (or a few entries on the stack).  It
 * reads the tree and nothing above it: find.c and labels.c build on it.
 */
#include "yamlfdt_int.h"

/* FNV-1a, going on from @h: a path hashes piece by piece as it grows. */
uint32_t yf_path_hash(uint32_t h, const char *p, unsigned int n)
{
	while (n--)
		h = (h ^ (unsigned char)*p++) * 16777619u;
	return h;
}

static uint32_t hash(const char *p, unsigned int n)
{
	return yf_path_hash(2166136261u, p, n);
}

/*
 * The table is also a hash table: entry b's bucket field starts the chain
 * of bucket b (for the first nbuckets entries, used or not), and each
 * entry's chain field goes on to the next.  A linear search made every
 * reference cost the number of labels, which for a whole board is
 * quadratic.  No memory beyond the table's own entries.  Only with
 * YAMLFDT_BOARD_CACHES: for an overlay's few labels a linear search does.
 */
#define NO_LABEL	0xffff
#define MAX_BUCKETS	256

void yf_labels_init(struct ctx *c)
{
	unsigned int b;

	if (!YAMLFDT_HAVE_BOARD_CACHES)	/* a linear search does */
		return;
	c->nbuckets = c->maxlabels < MAX_BUCKETS ? c->maxlabels : MAX_BUCKETS;
	for (b = 0; b < c->nbuckets; b++)
		c->labels[b].bucket = NO_LABEL;
}

int yf_label_find(struct ctx *c, const char *name, unsigned int len)
{
	uint32_t h = hash(name, len);
	unsigned int i = 0, stop = c->nlabels;

	if (!YAMLFDT_LABEL_TABLE)	/* no table: none */
		return -1;
	if (YAMLFDT_HAVE_BOARD_CACHES) {	/* only its bucket's chain */
		if (!c->nbuckets)
			return -1;
		i = c->labels[h % c->nbuckets].bucket;
		stop = NO_LABEL;
	}
	for (; i != stop;
	     i = YAMLFDT_HAVE_BOARD_CACHES ? c->labels[i].chain : i + 1) {
		const struct label *l = &c->labels[i];

		if (l->hash == h && l->namelen == len &&
		    !memcmp(c->text + l->name, name, len))
			return (int)i;
	}
	return -1;
}

static int label_add(struct ctx *c, const char *name, unsigned int len)
{
	struct label *l;
	uint16_t b, *head;

	if (len > YAMLFDT_MAX_LABEL)
		return yf_mistake(c, YAMLFDT_ERR_TOOLONG, name);
	if (c->nlabels >= c->maxlabels)
		return yf_mistake(c, YAMLFDT_ERR_LABELS, name);
	l = &c->labels[c->nlabels];
	b = l->bucket;			/* another chain's start: keep it */
	memset(l, 0, sizeof(*l));
	l->bucket = b;
	l->name = (uint32_t)(name - c->text);
	l->where = l->name;
	l->namelen = (uint16_t)len;
	l->hash = hash(name, len);
	l->group = (uint16_t)c->nlabels;
	l->node = -1;
	l->sym = -1;
	if (YAMLFDT_HAVE_BOARD_CACHES) {
		head = &c->labels[l->hash % c->nbuckets].bucket;
		l->chain = *head;
		*head = (uint16_t)c->nlabels;
	}
	return (int)c->nlabels++;
}

/* A use of a label (*name, !pathref name, *name: as a key). */
int yf_label_use(struct ctx *c, const char *name, unsigned int len, int flags)
{
	int idx = yf_label_find(c, name, len);

	if (!YAMLFDT_LABEL_TABLE)	/* emit.c looks it up itself */
		return -YAMLFDT_ERR_INTERNAL;
	if (c->writing)
		return idx >= 0 ? idx :
		       yf_mistake(c, YAMLFDT_ERR_INTERNAL, name);
	if (idx < 0) {
		idx = label_add(c, name, len);
		if (idx < 0)
			return idx;
	}
	c->labels[idx].flags |= (uint16_t)flags;
	if ((flags & LF_PATHREF) && c->labels[idx].pathrefs < 0xffff)
		c->labels[idx].pathrefs++;
	return idx;
}

/*
 * A definition: &name on the node of the key line @where, or a /label/
 * item on that line (the caller then sets LF_INNER: the node is the one
 * the line is in).  @group is the entry of the node's first label, or -1
 * when this is it.  @pathlen is the length of the node's path.
 */
int yf_label_define(struct ctx *c, const char *name, unsigned int len,
		    const char *where, int group, uint32_t pathlen,
		    uint32_t hash)
{
	int idx = yf_label_find(c, name, len);
	struct label *l;

	if (!YAMLFDT_HAVE_ANCHORS)	/* check.c said DISABLED */
		return -YAMLFDT_ERR_INTERNAL;
	/*
	 * Again after its node was deleted is fine (dtc), unless the text
	 * opened the old node by it: one label, two nodes, no single path.
	 * The same when a *label: key opened the base tree's node by it (the
	 * text defined no such label yet): the key's node and this one would
	 * both be the label's, and the key may even open this node's parent.
	 */
	if (idx >= 0 && (c->labels[idx].flags & (LF_DEFINED | LF_OPENED)))
		return yf_mistake(c, YAMLFDT_ERR_DUPLABEL, name);
	if (idx < 0) {
		idx = label_add(c, name, len);
		if (idx < 0)
			return idx;
	}
	l = &c->labels[idx];
	l->flags &= (uint16_t)~(LF_GONE | LF_EXPLICIT | LF_INNER);
	l->phandle = 0;
	l->node = -1;
	l->flags |= LF_DEFINED;
	l->where = (uint32_t)(where - c->text);
	l->name = (uint32_t)(name - c->text);	/* orders labels on one line */
	l->group = (uint16_t)(group >= 0 ? group : idx);
	l->pathlen = (uint16_t)pathlen;
	l->pathhash = path_hash16(hash);
	return idx;
}

/*
 * The base tree's /__symbols__ is at @node (negative: it has none), unless
 * that is known already.  Whoever looks first tells: this file's lookup,
 * pass 1's walk of the root's children, pass 2's write of /__symbols__.
 * From then on edit.c's moved() keeps the offset right.
 */
void yf_symbols_found(struct ctx *c, int node)
{
	if (c->base_symbols != SYMBOLS_UNKNOWN)
		return;
	c->base_symbols = node >= 0 ? node : -FDT_ERR_NOTFOUND;
	c->sym_kept = 1;
}

/*
 * The base tree's /__symbols__, or -1.  Found once, in pass 1, when first
 * needed (finding it walks every subtree before it, the whole tree for
 * dtc's); pass 2 asks only for labels pass 1 found.
 */
int yf_symbols_node(struct ctx *c)
{
	const char *p;
	int len;

	if (c->base_symbols == SYMBOLS_UNKNOWN) {
		if (c->writing)		/* never looked for: no label needs it */
			return -1;
		yf_symbols_found(c, fdt_subnode_offset(c->fdt, 0, "__symbols__"));
	}
	if (c->base_symbols < 0)
		return -1;
	p = fdt_get_name(c->fdt, c->base_symbols, &len);
	if (!p || len != 11 || memcmp(p, "__symbols__", 11))
		return -1;	/* cannot happen */
	return c->base_symbols;
}

/*
 * The error for a label that neither the text nor the base tree defines.
 * A base tree with nodes but no /__symbols__ (most shipped DTBs) has no
 * labels at all: say so, since a /path: key opens the node instead.
 */
int yf_no_label(struct ctx *c)
{
	return yf_symbols_node(c) < 0 && fdt_first_subnode(c->fdt, 0) >= 0 ?
	       -YAMLFDT_ERR_NOSYMBOLS : -YAMLFDT_ERR_LABEL;
}

/* The path a /__symbols__ property holds, or NULL if it is not one. */
const char *yf_symbol_value(const struct fdt_property *prop, int len)
{
	const char *p = prop ? prop->data : NULL;

	if (!p || len < 2 || p[len - 1] || p[0] != '/' ||
	    (int)strlen(p) != len - 1)
		return NULL;
	return p;
}

/*
 * The same for base tree label @idx.  libfdt finds its property in
 * /__symbols__ by name, passing the properties before it one by one (most
 * of the tree's labels, for dtc -@): do that once, then keep the
 * property's offset from the node.  A write anywhere else moves the
 * node's properties together; one to the node itself makes every kept
 * offset stale (edit.c's moved() says so).
 */
const char *yf_base_symbol(struct ctx *c, int idx)
{
	struct label *l = &c->labels[idx];
	const struct fdt_property *prop = NULL;
	int sym = yf_symbols_node(c), plen = 0;

	if (!YAMLFDT_LABEL_TABLE)	/* see yf_symbol_node() */
		return NULL;
	if (sym < 0)
		return NULL;
	if (l->sym >= 0 && c->sym_kept)
		prop = fdt_get_property_by_offset(c->fdt, sym + l->sym, &plen);
	if (!prop) {
		prop = fdt_get_property_namelen(c->fdt, sym, c->text + l->name,
						(int)l->namelen, &plen);
		if (!prop)
			return NULL;
		l->sym = (int32_t)((const char *)prop - (const char *)c->fdt -
				   fdt_off_dt_struct(c->fdt)) - sym;
	}
	return yf_symbol_value(prop, plen);
}

