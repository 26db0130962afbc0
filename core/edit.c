// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Tree edits: the only file that writes the tree, each edit a libfdt call
 * followed by what keeps dtc's order and the offsets pass 2 keeps.  Only
 * pass 2 (write.c) calls it, after pass 1 (check.c) has passed the whole
 * text.
 *
 * Order: dtc's.  What the text adds to a node goes after the node's
 * existing properties or subnodes, as dtc appends what a later &label { }
 * adds.  libfdt can only insert a new property before a node's first
 * property and a new subnode before its first subnode, so append() moves
 * the record libfdt just wrote to the end of its list: the one place that
 * moves the tree's bytes itself.  A replaced property keeps its place.  A
 * phandle the text gives a node is written when the node's mapping ends,
 * so it comes last, as dtc puts it; what is added to a node later still
 * goes before a phandle that ends its properties, and a new child of the
 * root before a /__symbols__ that ends its children (dtc writes both after
 * everything else).
 */
#include "yamlfdt_int.h"

/*
 * Offsets pass 2 keeps rather than find again from the root, which walks
 * every earlier sibling's subtree on the way: the base tree's
 * /__symbols__ (a base label's path is read there), the nodes found ahead
 * and the nodes of labels.  A change is either a libfdt call at the node
 * at offset @at that grew the structure block by @len bytes (shrank, when
 * negative; with @deleted, took away the subtree there), or append()'s
 * move of the @len-byte record at @at to end at @to.  A change at a node
 * moves only what comes after it: its new properties and children go
 * before its first child.
 */
struct change {
	int at, len;
	int to;			/* append(): where the record now ends; else 0 */
	int deleted;
};

/* Where offset @off is after change @ch: -1 if it went with a subtree. */
static int32_t followed(const struct change *ch, int32_t off)
{
	if (ch->to) {
		if (off >= ch->at && off < ch->at + ch->len)
			return off + ch->to - ch->at - ch->len;
		if (off >= ch->at + ch->len && off < ch->to)
			return off - ch->len;
	} else if (off > ch->at || (off == ch->at && ch->deleted)) {
		/* past it, or in the deleted subtree */
		return ch->deleted && off < ch->at - ch->len ? -1 :
		       off + ch->len;
	}
	return off;
}

/* Every kept offset, after @ch: the one place that knows them all. */
static void follow(struct ctx *c, const struct change *ch)
{
	unsigned int i, n, gone = 0;

	/*
	 * Without a label table a phandle is written where the first
	 * reference to its node is, and that node may lie before the nodes
	 * the walk has open: their offsets move too.
	 */
	for (i = 0; !YAMLFDT_LABEL_TABLE && i <= (unsigned int)c->w.depth;
	     i++) {
		if (c->w.f[i].node >= 0)
			c->w.f[i].node = followed(ch, c->w.f[i].node);
		if (c->w.f[i].last >= 0)
			c->w.f[i].last = followed(ch, c->w.f[i].last);
	}
	if (ch->to ? c->base_symbols >= ch->at && c->base_symbols < ch->to :
		     c->base_symbols == ch->at)
		c->sym_kept = 0;	/* its properties moved: table.c */
	c->base_symbols = followed(ch, c->base_symbols);
	for (i = 0; i < OPEN_SLOTS; i++)
		if (c->opens[i].line && c->opens[i].node >= 0)
			c->opens[i].node = followed(ch, c->opens[i].node);
	for (i = n = 0; YAMLFDT_LABEL_TABLE && i < c->nlabels && n < c->kept;
	     i++) {
		int32_t *off = &c->labels[i].node;

		if (*off < 0)
			continue;
		n++;
		*off = followed(ch, *off);
		gone += *off < 0;
	}
	c->kept -= gone;
}

/* The libfdt call just made at @at changed the block from @before bytes. */
static void moved(struct ctx *c, int at, uint32_t before, int deleted)
{
	struct change ch = { at, (int)(fdt_size_dt_struct(c->fdt) - before),
			     0, deleted };

	if (ch.len)
		follow(c, &ch);
}

/* Is @s (NUL-terminated, or NULL) @lit?  (The core has no strcmp.) */
static int named(const char *s, const char *lit)
{
	size_t n = strlen(lit);

	return s && strlen(s) == n && !memcmp(s, lit, n);
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
	struct change ch = { 0, 0, 0, 0 };
	int k, n;

	if (to <= at + len)
		return at;		/* already last */
	for (k = 0; k < len; k += n) {	/* a chunk at a time: memmove is fast */
		n = len - k < (int)sizeof(chunk) ? len - k : (int)sizeof(chunk);
		memcpy(chunk, s + at, (size_t)n);
		memmove(s + at, s + at + n, (size_t)(to - at - n));
		memcpy(s + to - n, chunk, (size_t)n);
	}
	ch.at = at;
	ch.len = len;
	ch.to = to;
	follow(c, &ch);
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

/* The offset of the root's END_NODE when FDT_END follows it, else -1. */
static int root_end(struct ctx *c)
{
	int end = (int)fdt_size_dt_struct(c->fdt) - 8, next;

	if (end < 0 || fdt_next_tag(c->fdt, end, &next) != FDT_END_NODE ||
	    fdt_next_tag(c->fdt, next, &next) != FDT_END)
		return -1;
	return end;
}

/* The offset just past the END_NODE of the node at @node. */
static int node_end(struct ctx *c, int node)
{
	int depth = 0, next;
	uint32_t tag;

	for (;; node = next) {
		tag = fdt_next_tag(c->fdt, node, &next);
		if (tag == FDT_BEGIN_NODE)
			depth++;
		else if ((tag == FDT_END_NODE && !--depth) || tag == FDT_END ||
			 next < 0)
			return next;
	}
}

/*
 * The new (empty) subnode @sub of @parent, first of its subnodes: after
 * the others, in one walk to the parent's end (none for the root's).
 */
static int append_node(struct ctx *c, int parent, int sub)
{
	int off, next, len, depth = 0, last = -1;
	uint32_t tag;

	fdt_next_tag(c->fdt, sub, &off);	/* BEGIN_NODE ... */
	fdt_next_tag(c->fdt, off, &off);	/* ... END_NODE: it is empty */
	len = off - sub;
	if (!parent && c->base_symbols != SYMBOLS_UNKNOWN) {
		/*
		 * The root's children end at its END_NODE, the last tag before
		 * FDT_END: no walk of the whole tree to find it.  Whether a
		 * base /__symbols__ ends them, pass 1 or the labels found out.
		 */
		off = root_end(c);
		if (off >= 0) {
			if (!c->text_symbols && c->base_symbols >= 0 &&
			    node_end(c, c->base_symbols) == off)
				off = c->base_symbols;
			return append(c, sub, len, off);
		}
		off = sub + len;
	}
	for (;;) {
		tag = fdt_next_tag(c->fdt, off, &next);
		if (tag == FDT_BEGIN_NODE && !depth++)
			last = off;			/* a later sibling */
		else if (tag == FDT_END_NODE && !depth--)
			break;				/* the parent's end */
		else if (tag == FDT_END || next < 0)
			return -YAMLFDT_ERR_INTERNAL;
		off = next;
	}
	if (!parent && !c->text_symbols && last >= 0 &&
	    named(fdt_get_name(c->fdt, last, NULL), "__symbols__"))
		off = last;		/* before the /__symbols__ that ends them */
	return append(c, sub, len, off);
}

int yf_del_node(struct ctx *c, int node)
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
	return fdt_set_name(c->fdt, sub, c->name) ? -YAMLFDT_ERR_INTERNAL : sub;
}

/*
 * A new subnode @name (@len bytes) of @parent, after its others; with
 * @may_exist, the one that is there if it is (then it stays in place).
 * Asking libfdt to add first costs one walk of the parent's children for
 * a new node, where looking first and then adding costs two.
 */
int yf_add_child(struct ctx *c, int parent, const char *name,
		 unsigned int len, int may_exist)
{
	uint32_t before = fdt_size_dt_struct(c->fdt);
	int sub = yf_add_child_first(c, parent, name, len, may_exist);

	if (sub < 0 || fdt_size_dt_struct(c->fdt) == before)
		return sub;
	if (!parent && len == 11 && !memcmp(name, "__symbols__", 11)) {
		yf_symbols_found(c, -1);	/* libfdt found none */
		c->text_symbols = 1;
	}
	return append_node(c, parent, sub);
}

/* The node at @path (@len bytes), created with its parents if missing. */
int yf_make_path(struct ctx *c, const char *path, unsigned int len)
{
	unsigned int i = 1, s = 1;
	int node = 0, sub;

	for (; len > 1 && i <= len; i++) {
		if (i < len && path[i] != '/')
			continue;
		sub = yf_find_child(c->fdt, node, path + s, i - s);
		if (sub == -FDT_ERR_NOTFOUND)
			sub = yf_add_child(c, node, path + s, i - s, 0);
		if (sub < 0)
			return sub;
		node = sub;
		s = i + 1;
	}
	return node;
}

/* "phandle = <@ph>", last among @node's properties, as dtc puts it. */
static int set_phandle(struct ctx *c, int node, uint32_t ph)
{
	uint32_t before = fdt_size_dt_struct(c->fdt);
	int err = fdt_setprop_u32(c->fdt, node, "phandle", ph);

	moved(c, node, before, 0);
	if (!err)
		append_prop(c, fdt_first_property_offset(c->fdt, node), 0);
	return err;
}

/* Write the phandle pass 1 gave the node's label @idx, if it is ours to. */
int yf_write_phandle(struct ctx *c, int node, int idx)
{
	struct label *l;

	if (!YAMLFDT_LABEL_TABLE)	/* given by give_phandle() */
		return 0;
	if (idx < 0)
		return 0;
	l = &c->labels[c->labels[idx].group];
	if (!(l->flags & LF_AUTOPH) || (l->flags & LF_WRITTEN))
		return 0;
	l->flags |= LF_WRITTEN;
	if (fdt_get_phandle(c->fdt, node))
		return 0;
	return set_phandle(c, node, l->phandle);
}

/*
 * Without a label table: the next free phandle for @node, which the value
 * being written refers to and which has none (pass 1 made the room).
 */
static int give_phandle(struct ctx *c, int node)
{
	if (YAMLFDT_LABEL_TABLE)	/* pass 1 decided them all */
		return -YAMLFDT_ERR_INTERNAL;
	return set_phandle(c, node, c->next_phandle++);
}

/* Set a property from @it's value: in its place, or a new one last. */
int yf_write_prop(struct ctx *c, struct frame *f, const struct item *it,
		  const char **vend)
{
	uint32_t before;
	struct sink s;
	void *p;
	int node, err, is_new;

	memset(&s, 0, sizeof(s));
	s.resolved = 1;
	if (it->kind == IT_PROP) {
		err = yf_encode_value(c, it, &s, vend);
		/* nodes it refers to that have no phandle yet: one each */
		while (!err && s.bare) {
			err = give_phandle(c, s.bare_node);
			memset(&s, 0, sizeof(s));
			s.resolved = 1;
			if (!err)
				err = yf_encode_value(c, it, &s, vend);
		}
		if (err)
			return err;
	}
	node = f->node;		/* moved if a phandle above went before it */
	before = fdt_size_dt_struct(c->fdt);
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
 * /memreserve/: [addr, size, ...]: the pairs are encoded into the free end
 * of the buffer, then added in order.  Pass 1 counted their 16 bytes each
 * in the room, and the tree grows by 16 bytes as each is added: it reaches
 * a pair's bytes only after that pair was added.
 */
int yf_write_memreserve(struct ctx *c, const struct item *it,
			const char **vend)
{
	struct sink s;
	uint8_t *pairs;
	size_t i;
	int err;

	if (!YAMLFDT_HAVE_MEMRESERVE)	/* pass 1 said DISABLED */
		return -YAMLFDT_ERR_INTERNAL;
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

/* A subnode libfdt adds first of its parent's (make_children() wants that). */
int yf_add_child_first(struct ctx *c, int parent, const char *name,
		       unsigned int len, int may_exist)
{
	uint32_t before = fdt_size_dt_struct(c->fdt);
	int sub = add_child_(c, parent, name, len, may_exist);

	moved(c, parent, before, 0);
	return sub;
}

int yf_del_prop(struct ctx *c, int node, const char *name)
{
	uint32_t before = fdt_size_dt_struct(c->fdt);
	int err = fdt_delprop(c->fdt, node, name);

	moved(c, node, before, 0);
	return err;
}

/*
 * /__symbols__ (@sym) gets the property c->name, the path in c->path (@n
 * bytes); when it is @is_new, last, just before *@end (the end of its
 * properties, which this keeps).
 */
int yf_set_symbol(struct ctx *c, int sym, int is_new, int n, int *end)
{
	uint32_t before = fdt_size_dt_struct(c->fdt);
	void *p;
	int err;

	if (!YAMLFDT_HAVE_SYMBOLS)	/* apply.c said DISABLED */
		return -YAMLFDT_ERR_INTERNAL;
	err = fdt_setprop_placeholder(c->fdt, sym, c->name, n + 1, &p);

	moved(c, sym, before, 0);
	if (err)
		return err;
	/* the padding zeroed, as dtc has it (see yf_write_prop()) */
	memset((char *)p + n + 1, 0, ALIGN4(n + 1) - (size_t)(n + 1));
	memcpy(p, c->path, (size_t)n + 1);
	*end += (int)(fdt_size_dt_struct(c->fdt) - before);
	if (is_new)
		append(c, fdt_first_property_offset(c->fdt, sym),
		       (int)(fdt_size_dt_struct(c->fdt) - before), *end);
	return 0;
}

/* Pass 2 starts: the tree takes the whole buffer, its room to grow. */
int yf_edit_open(struct ctx *c)
{
	return fdt_open_into(c->fdt, c->fdt, (int)c->bufsize);
}
