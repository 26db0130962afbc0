// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Labels: the table of labels the text defines or uses, the phandles they
 * resolve to, and the path of a labelled node.
 *
 * The table lives in caller memory (or a few entries on the stack).  Pass 1
 * fills it and decides every phandle, so that pass 2 can write forward
 * references without looking ahead.  A path is not stored: it is read back
 * from the text, walking up from the label's line to its ancestors' key
 * lines (the nearest earlier line indented less is the parent).
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
 * quadratic.  No memory beyond the table's own entries.
 */
#define NO_LABEL	0xffff
#define MAX_BUCKETS	256

void yf_labels_init(struct ctx *c)
{
	unsigned int b;

	c->nbuckets = c->maxlabels < MAX_BUCKETS ? c->maxlabels : MAX_BUCKETS;
	for (b = 0; b < c->nbuckets; b++)
		c->labels[b].bucket = NO_LABEL;
}

int yf_label_find(struct ctx *c, const char *name, unsigned int len)
{
	uint32_t h = hash(name, len);
	unsigned int i;

	if (!c->nbuckets)
		return -1;
	for (i = c->labels[h % c->nbuckets].bucket; i != NO_LABEL;
	     i = c->labels[i].chain) {
		const struct yamlfdt_label *l = &c->labels[i];

		if (l->hash == h && l->namelen == len &&
		    !memcmp(c->text + l->name, name, len))
			return (int)i;
	}
	return -1;
}

static int label_add(struct ctx *c, const char *name, unsigned int len)
{
	struct yamlfdt_label *l;
	uint16_t b, *head;

	if (len > YAMLFDT_MAX_LABEL)
		return yf_fail(c, ERR(TOOLONG), name);
	if (c->nlabels >= c->maxlabels)
		return yf_fail(c, ERR(LABELS), name);
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
	head = &c->labels[l->hash % c->nbuckets].bucket;
	l->chain = *head;
	*head = (uint16_t)c->nlabels;
	return (int)c->nlabels++;
}

/* A use of a label (*name, !pathref name, *name: as a key). */
int yf_label_use(struct ctx *c, const char *name, unsigned int len, int flags)
{
	int idx = yf_label_find(c, name, len);

	if (c->pass == 2)
		return idx >= 0 ? idx : yf_fail(c, ERR(INTERNAL), name);
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
		 const char *where, int group, uint32_t pathlen, uint32_t hash)
{
	int idx = yf_label_find(c, name, len);
	struct yamlfdt_label *l;

	/*
	 * Again after its node was deleted is fine (dtc), unless the text
	 * opened the old node by it: one label, two nodes, no single path.
	 */
	if (idx >= 0 && ((c->labels[idx].flags & LF_DEFINED) ||
			 (c->labels[idx].flags & (LF_GONE | LF_OPENED)) ==
			 (LF_GONE | LF_OPENED)))
		return yf_fail(c, ERR(DUPLABEL), name);
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
	l->pathhash = PATH_HASH16(hash);
	return idx;
}

/*
 * The base tree's /__symbols__, or -1.  Found once, in pass 1, when first
 * needed (finding it walks every subtree before it, the whole tree for
 * dtc's); pass 2 keeps its offset right (apply.c's moved()) and asks only
 * for labels pass 1 found.
 */
int yf_symbols_node(struct ctx *c)
{
	const char *p;
	int len;

	if (c->base_symbols == SYMBOLS_UNKNOWN) {
		c->base_symbols = c->pass == 1 ?
			fdt_subnode_offset(c->fdt, 0, "__symbols__") :
			-FDT_ERR_NOTFOUND;
		c->sym_kept = 1;
	}
	if (c->base_symbols < 0)
		return -1;
	p = fdt_get_name(c->fdt, c->base_symbols, &len);
	if (!p || len != 11 || memcmp(p, "__symbols__", 11))
		return -1;	/* cannot happen */
	return c->base_symbols;
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
 * offset stale (apply.c's moved() says so).
 */
const char *yf_base_symbol(struct ctx *c, int idx)
{
	struct yamlfdt_label *l = &c->labels[idx];
	const struct fdt_property *prop = NULL;
	int sym = yf_symbols_node(c), plen = 0;

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

/*
 * End of pass 1: every label used must be defined, in the text or in the
 * base tree; then each node that is referenced gets its phandle, the one
 * it has or the next free one.
 */
int yf_labels_resolve(struct ctx *c)
{
	uint32_t base_max;
	unsigned int i;
	int looked = 0;

	yf_find_base_nodes(c);

	for (i = 0; i < c->nlabels; i++) {
		struct yamlfdt_label *l = &c->labels[i];
		const char *path;
		int node;
		uint32_t ph;

		if (l->flags & LF_DEFINED)
			continue;
		/*
		 * Its node was deleted.  A reference to it is an error in
		 * dtc only if it survives to the end (a later value may
		 * replace it), which pass 1 cannot know: it still gets the
		 * deleted node's phandle, as a reference to any deleted node
		 * would in a binary overlay.
		 */
		if (l->flags & LF_GONE)
			continue;
		node = l->node;		/* opened, or found by the walk */
		if (node < 0) {
			path = yf_base_symbol(c, (int)i);
			if (!path)
				return yf_fail(c, ERR(LABEL), c->text + l->where);
			l->pathlen = (uint16_t)strlen(path);
			node = yf_find_path(c->fdt, path, l->pathlen);
			if (node < 0)
				return yf_fail(c, ERR(PATH), c->text + l->where);
			l->node = node;
		}
		l->flags |= LF_BASE;
		ph = fdt_get_phandle(c->fdt, node);
		if (ph) {
			l->phandle = ph;
			l->flags |= LF_EXPLICIT;
		}
	}
	/* With -@, dtc gives every labelled node a phandle: so do we. */
	for (i = 0; i < c->nlabels; i++)
		if ((c->labels[i].flags & LF_REF) ||
		    (WANT_SYMBOLS(c) &&
		     (c->labels[i].flags & LF_DEFINED)))
			c->labels[c->labels[i].group].flags |= LF_NEEDPH;
	for (i = 0; i < c->nlabels; i++) {
		struct yamlfdt_label *l = &c->labels[i];

		if (l->group == i && (l->flags & LF_NEEDPH) && !l->phandle) {
			/*
			 * Above every phandle of the text (check_text()) and
			 * of the base tree, looked for only now: finding the
			 * largest walks the whole tree, and most overlays
			 * give no node a new phandle.
			 */
			if (!looked) {
				if (fdt_find_max_phandle(c->fdt, &base_max))
					base_max = 0;	/* checked whole: cannot fail */
				if (c->next_phandle && base_max >= c->next_phandle)
					c->next_phandle = base_max + 1;
				looked = 1;
			}
			/* the base tree may hold the largest phandle already */
			if (!c->next_phandle || c->next_phandle > FDT_MAX_PHANDLE)
				return yf_fail(c, -FDT_ERR_NOPHANDLES,
					    c->text + l->name);
			l->phandle = c->next_phandle++;
			l->flags |= LF_AUTOPH;
		}
	}
	for (i = 0; i < c->nlabels; i++)
		c->labels[i].phandle = c->labels[c->labels[i].group].phandle;
	return 0;
}

/* Start of the line before the line that starts at @p. */
static const char *prev_line(const char *text, const char *p)
{
	const char *q = p - 1;

	while (q > text && q[-1] != '\n')
		q--;
	return q;
}

/*
 * A path being built from its end backwards, or (with cmp) compared with
 * a given path from its end backwards: pos is where the next piece goes.
 */
struct pbuf {
	char *buf;
	const char *cmp;	/* compare with this instead of writing */
	int pos, start;
	int cmplen;		/* compare only its first cmplen bytes... */
	int prefix;		/* ...followed by '/' in the path, if any */
};

/* Put [s, s+n) in front of what the path holds so far. */
static int prepend(struct pbuf *b, const char *s, unsigned int n)
{
	unsigned int i;

	if ((unsigned int)b->pos < n)
		return -1;
	b->pos -= (int)n;
	if (!b->cmp) {
		memcpy(b->buf + b->pos, s, n);
		return 0;
	}
	for (i = 0; i < n; i++) {
		int at = b->pos + (int)i;

		if (at < b->cmplen ? b->cmp[at] != s[i] :
		    at == b->cmplen && b->prefix && s[i] != '/')
			return -1;
	}
	return 0;
}

/*
 * The line holding the parent of the node of @line (indented @ind), or
 * NULL when @line is a top-level key of its document: the nearest earlier
 * line indented less, within the document.
 *
 * The scan back passes every line between a node and its parent, which
 * for the children of a big node is most of the text, and a path is read
 * back once per label and per reference to it.  The text never changes,
 * so remember the last answer for each indentation: a line indented the
 * same has the same parent if it lies between that parent and the line
 * asked about, or after that line with no line indented less in between
 * (the scan back stops at it).  Labels come in text order or its reverse,
 * so what is scanned is mostly the lines between one label and the next.
 */
static const char *parent_line(struct ctx *c, const char *line,
			       unsigned int ind)
{
	struct parent_memo *m = &c->memo[ind % YAMLFDT_PARENT_MEMO];
	const char *from = c->text + m->from, *floor = c->text, *q = line;
	int known = m->from && m->ind == ind;

	if (line == c->text)
		return NULL;
	if (known && line <= from && line > c->text + m->stop)
		return m->parent ? c->text + m->parent - 1 : NULL;
	if (known && line > from)
		floor = from;
	while (q > floor) {
		q = prev_line(c->text, q);
		int marker = yf_is_doc_marker(q, c->end, '-') ||
			     yf_is_doc_marker(q, c->end, '.');

		if (marker ||
		    (!yf_is_blank_line(q, c->end) && yf_item_indent(c, q) < ind)) {
			m->stop = (uint32_t)(q - c->text);
			m->parent = marker ? 0 : m->stop + 1;
			goto found;
		}
	}
	if (floor == c->text) {		/* the text's first document */
		m->stop = 0;
		m->parent = 0;
	}
found:
	m->from = (uint32_t)(line - c->text);
	m->ind = ind;
	return m->parent ? c->text + m->parent - 1 : NULL;
}

/*
 * The full path of a node: the node of the key on @line (or, with
 * @inner, the node @line is in), or when @line is NULL the node label
 * @idx names.  It is read from the text by walking up from the line to
 * the key lines of the node's ancestors; a *label: key at the top goes on
 * from that label's line.  Returns 0, or -1 when the path does not fit
 * (or, comparing, differs).
 */
static int walk_path(struct ctx *c, int idx, const char *line, int inner,
		     struct pbuf *b)
{
	struct item it;
	int hops;

	for (hops = 0; hops <= (int)c->nlabels; hops++) {
		unsigned int ind;

		if (!line) {
			const struct yamlfdt_label *l = &c->labels[idx];

			if (!(l->flags & (LF_DEFINED | LF_GONE))) {	/* base */
				const char *p = yf_base_symbol(c, idx);

				return p ? prepend(b, p, (unsigned int)strlen(p))
					 : -1;
			}
			line = c->text + l->where;
			inner = !!(l->flags & LF_INNER);
		}
		for (ind = yf_item_indent(c, line);; inner = 0) {
			if (!inner) {
				if (yf_parse_item(c, line, &it))
					return -1;
				if (it.kind == IT_OPEN_LABEL) {
					idx = yf_label_find(c, it.key, it.keylen);
					if (idx < 0)
						return -1;
					line = NULL;
					goto next;	/* on from that label */
				}
				if (it.kind == IT_OPEN_PATH) {
					unsigned int n = it.keylen;

					while (n > 1 && it.key[n - 1] == '/')
						n--;
					if (n == 1 && b->pos != b->start)
						n = 0;	/* "/" + "/a" */
					return prepend(b, it.key, n);
				}
				if (prepend(b, it.key, it.keylen) ||
				    prepend(b, "/", 1))
					return -1;
			}
			line = parent_line(c, line, ind);
			if (!line)	/* past a top-level key: the root */
				return b->pos == b->start ?
				       prepend(b, "/", 1) : 0;
			ind = yf_item_indent(c, line);
		}
next:;
	}
	return -1;		/* a cycle of *label: opens cannot happen */
}

/* The path into @buf (@size bytes); returns its length, or -1. */
int yf_node_path(struct ctx *c, int idx, const char *line, int inner,
	      char *buf, int size)
{
	struct pbuf b = { buf, NULL, size - 1, size - 1, 0, 0 };

	buf[b.pos] = '\0';
	if (walk_path(c, idx, line, inner, &b))
		return -1;
	memmove(buf, buf + b.pos, (size_t)(size - b.pos));
	return size - 1 - b.pos;
}

/* Is the node's path @path (@len bytes)? */
int yf_node_path_is(struct ctx *c, int idx, const char *line, int inner,
		 const char *path, unsigned int len)
{
	struct pbuf b = { NULL, path, (int)len, (int)len, (int)len, 0 };

	return !walk_path(c, idx, line, inner, &b) && b.pos == 0;
}

/* Is the node, whose path is @len bytes long, @prefix or below it? */
int yf_node_path_within(struct ctx *c, const char *line, int inner,
		     unsigned int len, const char *prefix, unsigned int plen)
{
	struct pbuf b = { NULL, prefix, (int)len, (int)len, (int)plen, 1 };

	if (plen == 1)		/* "/" */
		return 1;
	return len >= plen && !walk_path(c, -1, line, inner, &b) && b.pos == 0;
}

int yf_label_path(struct ctx *c, int idx, char *buf, int size)
{
	return yf_node_path(c, idx, NULL, 0, buf, size);
}

/*
 * The node label @idx names, in the tree as it is now: where it was seen
 * last if that is known, else found from the root by its path.
 */
int yf_label_node(struct ctx *c, int idx)
{
	struct yamlfdt_label *l = &c->labels[idx];
	int n;

	if (l->node >= 0)
		return l->node;
	n = yf_label_path(c, idx, c->path, sizeof(c->path));
	n = n < 0 ? -FDT_ERR_NOTFOUND :
	    yf_find_path(c->fdt, c->path, (unsigned int)n);
	if (c->pass == 2)
		yf_keep_node(c, idx, n);
	return n;
}

/*
 * Pass 2: remember where the node of label @idx is, if the text opens
 * it by the label (apply.c keeps it right on every write, which costs a
 * little for each label kept, so only those).
 */
void yf_keep_node(struct ctx *c, int idx, int node)
{
	struct yamlfdt_label *l = &c->labels[idx];

	if (!(l->flags & LF_OPENED) || node < 0)
		return;
	if (l->node < 0)
		c->kept++;
	l->node = node;
}
