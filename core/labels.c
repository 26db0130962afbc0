// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Labels: the phandles the labels of the table (table.c) resolve to, and
 * the path of a labelled node.
 *
 * Pass 1 fills the table and decides every phandle, so that pass 2 can
 * write forward references without looking ahead.  A path is not stored:
 * it is read back from the text, walking up from the label's line to its
 * ancestors' key lines (the nearest earlier line indented less is the
 * parent).
 */
#include "yamlfdt_int.h"

/*
 * End of pass 1: every label used must be defined, in the text or in the
 * base tree; then each node that is referenced gets its phandle, the one
 * it has or the next free one.
 */
int yf_labels_resolve(struct ctx *c)
{
	unsigned int i;

	if (!YAMLFDT_LABEL_TABLE)	/* check.c gives phandles itself */
		return -YAMLFDT_ERR_INTERNAL;
	yf_find_base_nodes(c);

	for (i = 0; i < c->nlabels; i++) {
		struct label *l = &c->labels[i];
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
				return yf_fail(c, yf_no_label(c),
					       c->text + l->where);
			l->pathlen = (uint16_t)strlen(path);
			node = yf_find_path(c->fdt, path, l->pathlen);
			if (node < 0)
				return yf_mistake(c, YAMLFDT_ERR_PATH,
						  c->text + l->where);
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
		struct label *l = &c->labels[i];

		if (l->group == i && (l->flags & LF_NEEDPH) && !l->phandle) {
			/* check.c set next_phandle above every one in use */
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

/*
 * Without a label table: the path /__symbols__ gives the base tree's label
 * @name (@len bytes), or NULL.  Looked up at each use: a search of
 * /__symbols__, as libfdt's own overlays make for each label.
 */
const char *yf_symbol_path(struct ctx *c, const char *name, unsigned int len)
{
	const struct fdt_property *prop = NULL;
	int sym = yf_symbols_node(c), plen = 0;

	if (sym >= 0)
		prop = fdt_get_property_namelen(c->fdt, sym, name, (int)len,
						&plen);
	return yf_symbol_value(prop, plen);
}

/*
 * The same label's node, its path in @path.  Returns the node, or
 * -YAMLFDT_ERR_LABEL or _NOSYMBOLS; -YAMLFDT_ERR_PATH with @path set when
 * no node is at the path (the text deleted it, in pass 2).
 */
int yf_symbol_node(struct ctx *c, const char *name, unsigned int len,
		   const char **path)
{
	const char *p;
	int node;

	if (YAMLFDT_LABEL_TABLE)	/* the table keeps what is found */
		return -YAMLFDT_ERR_INTERNAL;
	p = yf_symbol_path(c, name, len);
	if (!p)
		return yf_no_label(c);
	*path = p;
	node = yf_find_path(c->fdt, p, (unsigned int)strlen(p));
	return node < 0 ? -YAMLFDT_ERR_PATH : node;
}

/*
 * Does the item @it, on key line @l, delete the node at @path (@len
 * bytes) or one above it?  A "key: ~" names its node last: only an
 * ancestor with that name has its path read back from the text.
 */
int yf_line_deletes(struct ctx *c, const char *l, const struct item *it,
		    const char *path, unsigned int len)
{
	const char *last;
	unsigned int plen, n;

	if (it->kind != IT_NULL && !it->del)
		return 0;
	for (plen = len; plen > 1; plen = plen - n - 1) {
		for (last = path + plen; last[-1] != '/'; last--)
			;
		n = (unsigned int)(path + plen - last);
		if ((it->kind != IT_NULL ||
		     (it->keylen == n && !memcmp(it->key, last, n))) &&
		    yf_node_path_is(c, -1, l, 0, path, plen))
			return 1;
	}
	return 0;
}

/*
 * Without a label table: does the text before @upto delete the node at
 * @path (@len bytes) or one above it?  Pass 1 asks it of a reference once
 * the text has deleted something: pass 2 would find no node to give the
 * reference.  Only then, so a scan of the lines before is cheap enough.
 */
static int deleted_before(struct ctx *c, const char *upto,
			  const char *path, unsigned int len)
{
	const char *l;
	struct item it;

	for (l = yf_next_significant(c->text, upto); l < upto;
	     l = yf_next_significant(yf_next_line(l, upto), upto))
		if (!yf_parse_item(c, l, &it) &&
		    yf_line_deletes(c, l, &it, path, len))
			return 1;
	return 0;
}

/*
 * Pass 1, once the text has deleted a node: does label @name (@len
 * bytes), used on @line, stand for a node the text deleted before that
 * line?  dtc refuses such a reference; a phandle would name no node.  A
 * label the text defined goes with its node (check.c's forget_labels());
 * a base tree's still names its path in /__symbols__.
 */
int yf_label_gone(struct ctx *c, const char *name, unsigned int len,
		  const char *line)
{
	const char *path;
	int idx;

	if (!YAMLFDT_LABEL_TABLE) {
		path = yf_symbol_path(c, name, len);
	} else {
		idx = yf_label_find(c, name, len);
		if (idx < 0 || (c->labels[idx].flags & LF_DEFINED))
			return 0;
		if (c->labels[idx].flags & LF_GONE)
			return 1;
		path = yf_base_symbol(c, idx);
	}
	return path && deleted_before(c, line, path,
				      (unsigned int)strlen(path));
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
	struct parent_memo *m = YAMLFDT_PARENT_MEMO ?
		&c->memo[ind % (YAMLFDT_PARENT_MEMO + !YAMLFDT_PARENT_MEMO)] :
		NULL;
	const char *floor = c->text, *q = line;
	uint32_t stop = 0, parent = 0;	/* the answer, as in the memo */

	if (line == c->text)
		return NULL;
	if (m && m->from && m->ind == ind) {
		const char *from = c->text + m->from;

		if (line <= from && line > c->text + m->stop)
			return m->parent ? c->text + m->parent - 1 : NULL;
		if (line > from) {	/* not found after from: its answer */
			floor = from;
			stop = m->stop;
			parent = m->parent;
		}
	}
	while (q > floor) {
		q = prev_line(c->text, q);
		int marker = yf_is_doc_marker(q, c->end, '-') ||
			     yf_is_doc_marker(q, c->end, '.');

		if (marker ||
		    (!yf_is_blank_line(q, c->end) && yf_item_indent(c, q) < ind)) {
			stop = (uint32_t)(q - c->text);
			parent = marker ? 0 : stop + 1;
			break;
		}
	}
	if (m) {
		m->from = (uint32_t)(line - c->text);
		m->ind = ind;
		m->stop = stop;
		m->parent = parent;
	}
	return parent ? c->text + parent - 1 : NULL;
}

/*
 * The base's path of the label that @it, a "*label:" key, opens; without
 * a table, as yf_symbol_node() finds it, a node at that path too.
 */
static int base_path(struct ctx *c, const struct item *it, struct pbuf *b)
{
	const char *p = yf_symbol_path(c, it->key, it->keylen);
	unsigned int n = p ? (unsigned int)strlen(p) : 0;

	if (!p || (!YAMLFDT_LABEL_TABLE && yf_find_path(c->fdt, p, n) < 0))
		return -1;
	return prepend(b, p, n);
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
			const struct label *l = &c->labels[idx];

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
				if (it.kind == IT_OPEN_LABEL &&
				    !YAMLFDT_LABEL_TABLE)	/* the base's */
					return base_path(c, &it, b);
				if (it.kind == IT_OPEN_LABEL) {
					idx = yf_label_find(c, it.key, it.keylen);
					if (idx < 0)	/* not met yet: the base's */
						return base_path(c, &it, b);
					line = NULL;
					goto next;	/* on from that label */
				}
				if (it.kind == IT_OPEN_PATH) {
					unsigned int n = yf_path_len(&it);

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

/*
 * The first line of the text that sets @key (@n bytes) in the node at
 * @path (@len bytes, which may be c->path), as an item of a kind up to
 * @kind (IT_PROP: a value; IT_TRUE: or true), in any mapping of it; or
 * NULL.  Its item in *@o.
 */
const char *yf_text_sets(struct ctx *c, const char *path, unsigned int len,
			 const char *key, size_t n, int kind, struct item *o)
{
	const char *l, *k;

	if (!YAMLFDT_HAVE_PLACE)	/* its callers' option */
		return NULL;
	for (l = yf_next_significant(c->text, c->end); l < c->end;
	     l = yf_next_significant(yf_next_line(l, c->end), c->end)) {
		/* most lines hold another key: one byte says so, unparsed */
		k = l + yf_item_indent(c, l);
		if (k < c->end && *k != *key && *k != '"' && *k != '\'')
			continue;
		if (!yf_parse_item(c, l, o) && o->kind <= kind &&
		    o->keylen == n && !memcmp(o->key, key, n) &&
		    yf_node_path_is(c, -1, l, 1, path, len))
			return l;
	}
	return NULL;
}

/* Is the node, whose path is @len bytes long, @prefix or below it? */
int yf_node_path_within(struct ctx *c, const char *line, int inner,
			unsigned int len, const char *prefix,
			unsigned int plen)
{
	struct pbuf b = { NULL, prefix, (int)len, (int)len, (int)plen, 1 };

	if (!YAMLFDT_HAVE_ALLOW && !YAMLFDT_HAVE_ANCHORS)	/* unused */
		return 0;
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
	struct label *l = &c->labels[idx];
	int n;

	if (!YAMLFDT_LABEL_TABLE)	/* no table: no index */
		return -YAMLFDT_ERR_INTERNAL;
	if (l->node >= 0)
		return l->node;
	n = yf_label_path(c, idx, c->path, sizeof(c->path));
	n = n < 0 ? -FDT_ERR_NOTFOUND :
	    yf_find_path(c->fdt, c->path, (unsigned int)n);
	if (c->writing)
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
	struct label *l = &c->labels[idx];

	if (!YAMLFDT_LABEL_TABLE)
		return;
	if (!(l->flags & LF_OPENED) || node < 0)
		return;
	if (l->node < 0)
		c->kept++;
	l->node = node;
}

/* Items of a /label/: [a, b] list, one at a time: the next name or NULL. */
const char *yf_next_label(struct ctx *c, const char **p, unsigned int *len,
			  int *err)
{
	const char *e = yf_content_end(*p, c->end), *s, *q;

	if (!YAMLFDT_HAVE_ANCHORS)	/* /label/: is DISABLED before this */
		return NULL;
	q = yf_skip_spaces(*p, e);
	if (q < e && *q == ']') {
		if (!yf_at_value_end(q + 1, c->end))
			*err = yf_mistake(c, YAMLFDT_ERR_GARBAGE, q + 1);
		return NULL;
	}
	if (q < e && *q == ',')
		q = yf_skip_spaces(q + 1, e);
	s = q;
	q = yf_scan_label(s, e);
	if (yf_bad_label_char(q, e)) {
		*err = yf_mistake(c, YAMLFDT_ERR_LABELNAME, q);
		return NULL;
	}
	if (q == s) {
		*err = yf_mistake(c, YAMLFDT_ERR_SYNTAX, s);
		return NULL;
	}
	*len = (unsigned int)(q - s);
	q = yf_skip_spaces(q, e);
	if (q == e || (*q != ',' && *q != ']')) {
		*err = yf_mistake(c, q == e ? YAMLFDT_ERR_BRACKET :
				     YAMLFDT_ERR_SYNTAX, q);
		return NULL;
	}
	*p = q;
	return s;
}

/* Start iterating a /label/: value; returns an error or 0. */
int yf_labels_start(struct ctx *c, const struct item *it, const char **p)
{
	if (!YAMLFDT_HAVE_ANCHORS)	/* /label/: is DISABLED before this */
		return -YAMLFDT_ERR_INTERNAL;
	if (!it->val || *it->val != '[')	/* "/label/: console" */
		return yf_mistake(c, YAMLFDT_ERR_LABELLIST,
				  it->val ? it->val : it->key);
	*p = it->val + 1;
	return 0;
}

/*
 * Does the text before @upto create the node at @path (@len bytes)?  Only
 * asked when the base tree lacks it, so a scan is cheap enough: look at
 * the key lines naming its last component and read their paths back.
 */
int yf_text_creates(struct ctx *c, const char *upto, const char *path,
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
