// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Finding nodes in the tree.
 *
 * A flattened tree has no index: finding a node by its path passes every
 * tag before it, the whole subtree of each earlier sibling on the way, so
 * a node late in a big tree costs about one walk of the tree.  A text
 * that names many nodes (the labels it uses, the nodes its top-level keys
 * open) gets them several at a time from one walk instead, matching each
 * node's path by its length and hash and then by its components.
 */
#include "yamlfdt_int.h"

/*
 * The subnode of @parent named exactly @name (@len bytes).  libfdt's
 * fdt_subnode_offset_namelen() lets "timer" match "timer@1000", which is
 * right for a path typed at a prompt but wrong here: dtc keeps "timer"
 * and "timer@1000" apart, and so must a text that creates both.
 */
int yf_find_child(const void *fdt, int parent, const char *name,
		  unsigned int len)
{
	int node, n;

	fdt_for_each_subnode(node, fdt, parent) {
		const char *s = fdt_get_name(fdt, node, &n);

		if (s && (unsigned int)n == len && !memcmp(s, name, len))
			return node;
	}
	return node == -FDT_ERR_NOTFOUND || node >= 0 ? -FDT_ERR_NOTFOUND : node;
}

/*
 * Summaries of a node's children's names (struct name_set): pass 1 builds
 * one as it looks for a key among a base node's children (check.c), and
 * pass 2 asks the root's whether a key is new (write.c).
 */
static uint32_t name_bit(const char *s, unsigned int n)
{
	return yf_path_hash(PATH_HASH_ROOT, s, n) % (32 * NAME_SET_WORDS);
}

static void names_add(struct name_set *set, const char *s, unsigned int n)
{
	uint32_t b = name_bit(s, n);

	set->bits[b / 32] |= 1u << b % 32;
}

int yf_names_may_have(const struct name_set *set, const char *s,
		      unsigned int n)
{
	uint32_t b = name_bit(s, n);

	return !!(set->bits[b / 32] & 1u << b % 32);
}

/*
 * yf_find_child() for pass 1, which also says whether a sibling is named
 * exactly the key and '@' (see check_node() in check.c), and in *@sibling
 * one named the key, '@' and a unit address (NEWNAME: "wifi" for
 * "wifi@1"), else -1.
 *
 * A key the base node lacks costs a walk of all its children's subtrees,
 * the whole tree for a new node under the root, and an overlay adds
 * several nodes in a row under one parent.  A walk that saw every child
 * leaves a summary of their names (pass 1 does not change the tree); a
 * later key the summary does not have is not there.  The root's is kept
 * apart from the last other node's: pass 2 asks it too.
 */
int yf_base_child(struct ctx *c, int parent, const struct item *it,
		  int *blocked, int *sibling)
{
	unsigned int len = it->keylen;
	struct name_set *set = parent ? &c->kids : &c->root_kids;
	int node, n, unit = !!memchr(it->key, '@', len);
	const char *at;

	if (set->of == parent && !yf_names_may_have(set, it->key, len))
		return -FDT_ERR_NOTFOUND;
	if (set->of != parent) {	/* another node's, or partial */
		memset(set, 0, sizeof(*set));
		set->of = -1;
	}
	fdt_for_each_subnode(node, c->fdt, parent) {
		const char *s = fdt_get_name(c->fdt, node, &n);

		if (!s)
			break;
		names_add(set, s, (unsigned int)n);
		at = memchr(s, '@', (size_t)n);
		if (at)		/* "wifi@1" answers "wifi" too: NEWNAME's */
			names_add(set, s, (unsigned int)(at - s));
		if (!parent && n == 11 && !memcmp(s, "__symbols__", 11))
			yf_symbols_found(c, node);	/* seen on the way */
		if ((unsigned int)n < len || memcmp(s, it->key, len))
			continue;
		if ((unsigned int)n == len)
			return node;
		if ((unsigned int)n == len + 1 && s[len] == '@')
			*blocked = 1;
		else if (s[len] == '@' && !unit && *sibling < 0)
			*sibling = node;
	}
	if (node != -FDT_ERR_NOTFOUND)	/* a bad tag: not all of them */
		return -FDT_ERR_NOTFOUND;
	set->of = parent;		/* saw them all */
	if (!parent)
		yf_symbols_found(c, -1);	/* the root has none */
	return -FDT_ERR_NOTFOUND;
}

/*
 * The node at the absolute @path (@len bytes), one component at a time.
 * Unlike fdt_path_offset() it never takes a path for an alias, so a
 * crafted /aliases cannot make libfdt recurse.
 */
int yf_find_path(const void *fdt, const char *path, unsigned int len)
{
	unsigned int i, s = 1;
	int node = 0;

	if (!len || path[0] != '/')
		return -FDT_ERR_BADPATH;
	for (i = 1; node >= 0 && len > 1 && i <= len; i++) {
		if (i < len && path[i] != '/')
			continue;
		if (i > s)
			node = yf_find_child(fdt, node, path + s, i - s);
		s = i + 1;
	}
	return node;
}

static uint32_t be32(const void *p)	/* any alignment */
{
	const uint8_t *b = p;

	return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 |
	       (uint32_t)b[2] << 8 | b[3];
}

/* How many components @path (@len bytes) has, at most FIND_DEPTH + 1. */
#define FIND_DEPTH (YAMLFDT_MAX_DEPTH + 1)
static int path_depth(const char *path, unsigned int len)
{
	int depth = 0;

	while (len-- && depth <= FIND_DEPTH)
		depth += *path++ == '/';
	return depth;
}

/* Is the node at @at[@depth] (its ancestors at @at[1..]) at @p (@n bytes)? */
static int path_is(const void *fdt, const int *at, int depth, const char *p,
		   unsigned int n)
{
	for (; depth > 0; depth--) {
		int len;
		const char *s = fdt_get_name(fdt, at[depth], &len);

		if (!s || (unsigned int)len + 1 > n ||
		    memcmp(p + n - (unsigned int)len, s, (size_t)len) ||
		    p[n - (unsigned int)len - 1] != '/')
			return 0;
		n -= (unsigned int)len + 1;
	}
	return n == 0;
}

/*
 * One walk of the tree for @pending wanted nodes: at each node, the match
 * (the labels', or with @opens the opens') gets the node and its
 * ancestors (@at[1..@depth]) and its path's length and hash, and returns
 * how many wanted nodes that was.  Nodes deeper than @deepest (at most
 * FIND_DEPTH) cost only the tags libfdt passes.  Returns 0, or -1 if the
 * tree could not be read to the end (then what was not found is not known
 * to be absent).
 */
static unsigned int match_label(struct ctx *c, const int *at, int depth,
				unsigned int len, uint16_t hash);
static unsigned int match_open(struct ctx *c, const int *at, int depth,
			       unsigned int len, uint16_t hash);

static int walk_tree(struct ctx *c, unsigned int pending, int opens,
		     int deepest)
{
	uint32_t h[FIND_DEPTH + 1];
	unsigned int plen[FIND_DEPTH + 1];
	int at[FIND_DEPTH + 1], len, depth = 0, node;
	const char *p;
	uint16_t hash;

	h[0] = PATH_HASH_ROOT;
	plen[0] = 0;
	for (node = pending ? fdt_next_node(c->fdt, 0, &depth) : -1;
	     pending && node >= 0 && depth > 0;
	     node = fdt_next_node(c->fdt, node, &depth)) {
		if (depth > deepest)	/* below every wanted node */
			continue;
		p = fdt_get_name(c->fdt, node, &len);
		if (!p)
			return -1;
		h[depth] = yf_path_hash(yf_path_hash(h[depth - 1], "/", 1), p,
					(unsigned int)len);
		plen[depth] = plen[depth - 1] + 1 + (unsigned int)len;
		at[depth] = node;
		hash = path_hash16(h[depth]);
		pending -= opens ? match_open(c, at, depth, plen[depth], hash) :
				   match_label(c, at, depth, plen[depth], hash);
	}
	return node >= 0 || node == -FDT_ERR_NOTFOUND ? 0 : -1;
}

/*
 * The base tree's labels the text uses, those that wait (LF_WAIT) for
 * the walk: their path is read again from /__symbols__ (by the offset the
 * label keeps) only when its length and hash match the node's.
 */
static unsigned int match_label(struct ctx *c, const int *at, int depth,
				unsigned int len, uint16_t hash)
{
	unsigned int i, found = 0;
	const char *path;

	for (i = 0; i < c->nlabels; i++) {
		struct label *l = &c->labels[i];

		if (!(l->flags & LF_WAIT) || l->pathhash != hash ||
		    l->pathlen != len)
			continue;
		path = yf_base_symbol(c, (int)i);
		if (!path || !path_is(c->fdt, at, depth, path, len))
			continue;
		l->node = at[depth];
		l->flags &= (uint16_t)~LF_WAIT;
		found++;
	}
	return found;
}

static void scan_symbols(struct ctx *c, struct open_entry *e, unsigned int n);

/*
 * End of pass 1: the nodes of the base labels the text uses, in one walk.
 * Those left over (deeper than the walk keeps) are found one by one, as
 * all are without YAMLFDT_READ_AHEAD (yf_labels_resolve() does that).
 */
void yf_find_base_nodes(struct ctx *c)
{
	unsigned int i, unplaced = 0, pending = 0;
	int depth, deepest = 0;
	const char *p;

	if (!YAMLFDT_OPENS)
		return;
	/* their paths: one pass over /__symbols__ when several are unknown */
	for (i = 0; i < c->nlabels; i++)
		unplaced += !(c->labels[i].flags & (LF_DEFINED | LF_GONE)) &&
			    c->labels[i].node < 0 && c->labels[i].sym < 0;
	if (unplaced > 1)
		scan_symbols(c, NULL, 0);
	for (i = 0; i < c->nlabels; i++) {
		struct label *l = &c->labels[i];

		if ((l->flags & (LF_DEFINED | LF_GONE)) || l->node >= 0)
			continue;
		p = yf_base_symbol(c, (int)i);
		if (!p)
			continue;
		l->pathlen = (uint16_t)strlen(p);
		l->pathhash = path_hash16(yf_path_hash(PATH_HASH_ROOT, p, l->pathlen));
		l->flags |= LF_WAIT;
		pending++;
		depth = path_depth(p, l->pathlen);
		if (depth > deepest)
			deepest = depth;
	}
	if (pending > 1)	/* what is deeper than FIND_DEPTH: see below */
		(void)walk_tree(c, pending, 0,
				deepest < FIND_DEPTH ? deepest : FIND_DEPTH);
	for (i = 0; i < c->nlabels; i++)	/* not found: looked up alone */
		c->labels[i].flags &= (uint16_t)~LF_WAIT;
}

/*
 * The nodes that top-level keys open: "/path:", and "*label:" of a base
 * tree label (pass 1 only: pass 2 keeps those in the label table).  An
 * overlay opens nodes all over the tree in any order.  At an open that is
 * not in the table, it and the next opens of the text go in, up to
 * YAMLFDT_OPENS, and one walk finds them all (and one pass over
 * /__symbols__ the paths of their labels).  An entry answers only for its
 * own line and path; pass 2 keeps the offsets right as it writes
 * (edit.c's moved()), and does not trust "not found": the text may have
 * created the node since.
 */
static unsigned int match_open(struct ctx *c, const int *at, int depth,
			       unsigned int len, uint16_t hash)
{
	unsigned int i, found = 0;

	for (i = 0; i < OPEN_SLOTS; i++) {
		struct open_entry *e = &c->opens[i];

		if (e->node != OPEN_WAITING || e->hash != hash ||
		    e->len != len || !path_is(c->fdt, at, depth, e->path, len))
			continue;
		e->node = at[depth];
		found++;
	}
	return found;
}

/* A plain absolute path below the root, no deeper than the walk goes? */
static int walkable(const char *path, unsigned int len)
{
	unsigned int k;

	if (len < 2 || len > 0xffff || path[0] != '/' || path[len - 1] == '/')
		return 0;
	for (k = 0; k < len; k++)
		if (path[k] == '/' && k + 1 < len && path[k + 1] == '/')
			return 0;
	return path_depth(path, len) <= FIND_DEPTH;
}

/* Entry @e wants the node at @path (@len bytes), for the open on @line. */
static int open_want(struct ctx *c, struct open_entry *e, const char *line,
		     const char *path, unsigned int len)
{
	e->line = 0;
	if (!walkable(path, len))
		return 0;
	e->line = (uint32_t)(line - c->text) + 1;
	e->path = path;
	e->len = (uint16_t)len;
	e->hash = path_hash16(yf_path_hash(PATH_HASH_ROOT, path, len));
	e->node = OPEN_WAITING;
	return 1;
}

/*
 * One pass over /__symbols__ for many labels, rather than one lookup by
 * name each (each scans the properties up to the label's): note where
 * the property of each base label of the table is, and give the @n opens
 * at @e whose path is still a label's name (OPEN_NAMED) the path.
 */
static void scan_symbols(struct ctx *c, struct open_entry *e, unsigned int n)
{
	const struct fdt_property *prop;
	int sym = yf_symbols_node(c), off, len, plen, idx;
	unsigned int i, want = 0;
	const char *name;

	/* until the opens have their paths, or every such label its place */
	if (e)
		for (i = 0; i < n; i++)
			want += e[i].node == OPEN_NAMED;
	else
		for (i = 0; i < c->nlabels; i++)
			want += !(c->labels[i].flags & LF_DEFINED) &&
				c->labels[i].sym < 0;
	if (sym < 0)
		return;
	fdt_for_each_property_offset(off, c->fdt, sym) {
		if (!want)
			break;
		prop = fdt_get_property_by_offset(c->fdt, off, &plen);
		name = prop ? fdt_get_string(c->fdt, be32(&prop->nameoff),
					     &len) : NULL;
		if (!name)
			continue;
		/* the first property of a name, as a lookup by name finds */
		idx = yf_label_find(c, name, (unsigned int)len);
		if (idx >= 0 && c->labels[idx].sym < 0 &&
		    !(c->labels[idx].flags & LF_DEFINED)) {
			c->labels[idx].sym = off - sym;
			want -= !e;
		}
		for (i = 0; e && i < n; i++) {
			if (e[i].node != OPEN_NAMED || e[i].len != len ||
			    memcmp(e[i].path, name, (size_t)len))
				continue;
			if (!yf_symbol_value(prop, plen) ||
			    !open_want(c, &e[i], c->text + e[i].line - 1,
				       prop->data, (unsigned int)plen - 1))
				e[i].line = 0;	/* left to its own lookup */
			want--;
		}
	}
}

/*
 * Read ahead: what the top-level line @l asks check_item() and
 * write_item() for, into entry @e: a path, or (OPEN_NAMED) the name of a
 * label whose path is still to be looked up.  An error on the line is
 * theirs to report: the last error is put back.
 */
static int open_read(struct ctx *c, struct open_entry *e, const char *l)
{
	int err = c->err, idx, n = 0;
	size_t off = c->err_off;
	const char *p;
	struct item it;

	if (!yf_parse_item(c, l, &it)) {
		if (it.kind == IT_OPEN_PATH) {
			n = open_want(c, e, l, it.key, yf_path_len(&it));
		} else if (it.kind == IT_OPEN_LABEL && !c->writing) {
			idx = yf_label_find(c, it.key, it.keylen);
			if (idx >= 0 && (c->labels[idx].flags & LF_DEFINED)) {
				n = 0;	/* the text's own: found by its path */
			} else if (idx >= 0 && c->labels[idx].sym >= 0) {
				p = yf_base_symbol(c, idx);
				n = p && open_want(c, e, l, p,
						   (unsigned int)strlen(p));
			} else {
				e->line = (uint32_t)(l - c->text) + 1;
				e->path = it.key;
				e->len = (uint16_t)it.keylen;
				e->node = OPEN_NAMED;
				n = 1;
			}
		}
	}
	c->err = err;
	c->err_off = off;
	return n;
}

/* The path read ahead for the open on @line, or NULL. */
const char *yf_open_path_of(struct ctx *c, const char *line)
{
	uint32_t at = (uint32_t)(line - c->text) + 1;
	unsigned int i;

	for (i = 0; i < OPEN_SLOTS; i++)
		if (c->opens[i].line == at && c->opens[i].node != OPEN_NAMED)
			return c->opens[i].path;
	return NULL;
}

/*
 * The node pass 1 found for the open on @line and kept in a slot, as
 * follow() has kept it since, or -1: pass 2 then looks again.
 */
int yf_kept_node(const struct ctx *c, const char *line)
{
	uint32_t at = (uint32_t)(line - c->text) + 1;
	unsigned int i;

	if (YAMLFDT_LABEL_TABLE)	/* write.c reads the table instead */
		return -1;
	for (i = 0; i < OPEN_SLOTS; i++)
		if (c->opens[i].line == at && c->opens[i].node >= 0)
			return c->opens[i].node;
	return -1;
}

/*
 * Without reading ahead: the node at @path, for the open on text offset
 * @at - 1, kept in a free slot if there is one.  Pass 1 fills the slots
 * with its first opens, and pass 2, which makes them again in the same
 * order, finds their nodes there (follow() in edit.c keeps them as the
 * tree changes) instead of walking the tree a second time for each.
 */
static int find_and_keep(struct ctx *c, uint32_t at, const char *path,
			 unsigned int len)
{
	int node = yf_find_path(c->fdt, path, len);
	unsigned int i;

	for (i = 0; i < OPEN_SLOTS; i++)
		if (!c->opens[i].line) {
			c->opens[i].line = at;
			c->opens[i].path = path;
			c->opens[i].len = (uint16_t)len;
			c->opens[i].node = node < 0 ? -1 : node;
			break;
		}
	return node;
}

/*
 * The node the top-level key on @line opens, whose path is @path (@len
 * bytes, not NUL-terminated), or -FDT_ERR_NOTFOUND.
 */
int yf_open_node(struct ctx *c, const char *line, const char *path,
		 unsigned int len)
{
	uint32_t at = (uint32_t)(line - c->text) + 1;
	struct open_entry *e = c->opens;
	unsigned int i, n = 1, named = 0, waiting = 0;
	int depth, deepest = 0;
	const char *l;

	for (i = 0; i < OPEN_SLOTS; i++)
		if (e[i].line == at && e[i].path == path && e[i].len == len)
			return e[i].node >= 0 ? e[i].node : -FDT_ERR_NOTFOUND;
	if (!YAMLFDT_OPENS)
		return find_and_keep(c, at, path, len);
	if (!walkable(path, len))
		return yf_find_path(c->fdt, path, len);
	for (i = 0; i < OPEN_SLOTS; i++)
		e[i].line = 0;
	open_want(c, &e[0], line, path, len);
	/* this one and the next ones: top-level keys, in any document */
	for (l = yf_next_line(line, c->end); l < c->end && n < OPEN_SLOTS;
	     l = yf_next_line(l, c->end))
		if ((*l == '/' || *l == '*') && open_read(c, &e[n], l))
			named += e[n++].node == OPEN_NAMED;
	if (named)
		scan_symbols(c, e, n);
	for (i = 0; i < n; i++) {
		if (e[i].node == OPEN_NAMED)	/* no such label: its error */
			e[i].line = 0;
		if (!e[i].line || e[i].node != OPEN_WAITING)
			continue;
		waiting++;
		depth = path_depth(e[i].path, e[i].len);
		if (depth > deepest)
			deepest = depth;
	}
	if (walk_tree(c, waiting, 1, deepest)) {
		for (i = 0; i < n; i++)
			e[i].line = 0;
		return yf_find_path(c->fdt, path, len);
	}
	for (i = 0; i < n; i++)
		if (e[i].node == OPEN_WAITING)
			e[i].node = -1;		/* not in the tree */
	return e[0].node >= 0 ? e[0].node : -FDT_ERR_NOTFOUND;
}
