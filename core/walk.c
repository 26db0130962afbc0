// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * The forward walk: documents, nodes and their items, one significant line
 * at a time, with an explicit stack of open nodes instead of recursion.
 * Both passes drive the same walk, so they can never disagree about what
 * the text means.
 */
#include "yamlfdt_int.h"

/* "- {}": dtc's YAML for a root with nothing in it. */
static int is_empty_root(const char *l, const char *end)
{
	const char *p = yf_skip_blanks(l + 2, end);

	return end - p >= 2 && p[0] == '{' && p[1] == '}' &&
	       yf_at_value_end(p + 2, end);
}

void yf_walk_init(struct walker *w, const char *text)
{
	memset(w, 0, sizeof(*w));
	w->pos = text;
}

/*
 * A document starts at @start ("---" or its first line): its top-level
 * keys belong to the root node, whose frame is made afresh.
 */
static int start_document(struct ctx *c, struct walker *w, const char *start)
{
	const char *end = c->end;

	if (!YAMLFDT_HAVE_DOCUMENTS && w->docs)
		return yf_mistake(c, YAMLFDT_ERR_DISABLED, start);
	w->docs++;
	w->in_doc = 1;
	w->depth = 0;
	memset(&w->f[0], 0, sizeof(w->f[0]));
	w->f[0].indent = 0;
	w->f[0].label = -1;
	w->f[0].pathlen = 1;		/* "/" */
	w->f[0].hash = PATH_HASH_ROOT;
	c->seq_root = NULL;
	w->pos = yf_next_significant(w->pos, end);
	w->f[0].body = (uint32_t)(w->pos - c->text);
	if (end - w->pos >= 2 && w->pos[0] == '-' && w->pos[1] == ' ') {
		/* dtc -O yaml: "- " then the root's first key */
		if (!YAMLFDT_HAVE_DTC_YAML)
			return yf_mistake(c, YAMLFDT_ERR_DISABLED, w->pos);
		if (is_empty_root(w->pos, end)) {	/* "- {}" */
			w->pos = yf_next_line(w->pos, end);
			return EV_DOC;
		}
		c->seq_root = w->pos;
		w->f[0].indent = 2;
	}
	return EV_DOC;
}

/*
 * The next event: EV_DOC when a document starts, EV_ITEM with @it filled,
 * EV_POP when the innermost node's mapping ends, EV_END at the end of the
 * text; or a negative error.  After an item, the caller moves w->pos past
 * its value (values may span lines); nodes with a body are pushed here.
 */
int yf_walk_next(struct ctx *c, struct walker *w, struct item *it)
{
	const char *end = c->end;
	struct frame *f;
	unsigned int ind;
	const char *start;	/* of a document: "---", or its first line */
	int err, after_prop = w->after_prop;

	w->after_prop = 0;	/* set again only when a property is returned */
	for (;;) {
		const char *l = w->pos = yf_next_significant(w->pos, end);

		start = l;
		if (l == end || yf_is_doc_marker(l, end, '-') ||
		    yf_is_doc_marker(l, end, '.')) {
			if (w->depth > 0) {
				w->depth--;
				return EV_POP;
			}
			if (l == end)
				return EV_END;
			/*
			 * "---" ends the document before it (if any) and
			 * starts one; "..." only ends one.
			 */
			w->pos = yf_next_line(l, end);
			w->in_doc = 0;
			if (l[0] == '-')
				break;
			continue;
		}
		if (!w->in_doc && l[0] == '%') {	/* %YAML, %TAG */
			w->pos = yf_next_line(l, end);
			continue;
		}
		if (!w->in_doc)
			break;

		ind = yf_item_indent(c, l);
		if (ind == 2 && l[0] == '-' && l != c->seq_root)	/* 2nd root */
			return yf_mistake(c, YAMLFDT_ERR_LISTITEM, l);
		f = &w->f[w->depth];
		if (w->depth > 0 && f->indent >= 0 &&
		    ind < (unsigned int)f->indent) {
			w->depth--;
			return EV_POP;
		}
		if (f->indent < 0)
			f->indent = (int)ind;	/* the body's first line */
		/*
		 * After a property, a line with no key, deeper or level: its
		 * value going on over lines, as a plain scalar may in YAML
		 * but not here (unless the line is DTS, or a "- " item).
		 */
		if (ind > (unsigned int)f->indent && after_prop &&
		    !yf_is_key_line(l, end))
			return yf_mistake(c, YAMLFDT_ERR_CONTINUED, l + ind);
		if (ind != (unsigned int)f->indent)
			return yf_mistake(c, YAMLFDT_ERR_INDENT, l + ind);

		err = yf_parse_item(c, l, it);
		if (err == -YAMLFDT_ERR_SYNTAX && after_prop &&
		    !yf_is_key_line(l, end))
			return yf_mistake(c, YAMLFDT_ERR_CONTINUED, l + ind);
		if (err)
			return err;
		w->pos = it->next;
		w->after_prop = it->kind == IT_PROP && !it->has_body;
		if (w->depth > 0 && (it->kind == IT_OPEN_LABEL ||
				     it->kind == IT_OPEN_PATH ||
				     it->kind == IT_MEMRESERVE))
			return yf_mistake(c, it->kind == IT_OPEN_LABEL ?
					  YAMLFDT_ERR_ALIAS : YAMLFDT_ERR_NAME,
					  it->key);
		if (it->has_body) {
			if (w->depth >= YAMLFDT_MAX_DEPTH)
				return yf_mistake(c, YAMLFDT_ERR_DEPTH,
						  it->key);
			w->depth++;
			memset(&w->f[w->depth], 0, sizeof(w->f[0]));
			w->f[w->depth].indent = -1;
			w->f[w->depth].label = -1;
			w->f[w->depth].body = (uint32_t)(it->next - c->text);
		}
		return EV_ITEM;
	}
	return start_document(c, w, start);
}

/*
 * The end of the mapping whose first line is @body: the first significant
 * line indented less than that line, a document marker, or the end.
 * *@indent gets the mapping's indentation.
 */
const char *yf_body_end(const struct ctx *c, const char *body, int *indent)
{
	const char *end = c->end, *l = yf_next_significant(body, end);
	unsigned int ind;

	*indent = (int)yf_item_indent(c, l);
	while (l < end) {
		if (yf_is_doc_marker(l, end, '-') || yf_is_doc_marker(l, end, '.'))
			break;
		ind = yf_item_indent(c, l);
		if (ind < (unsigned int)*indent)
			break;
		l = yf_next_significant(yf_next_line(l, end), end);
	}
	return l;
}

/*
 * The next key line of a mapping from line @l up to @end, at its
 * indentation @ind (deeper lines are its nodes' and values'), its item
 * in *@o; or NULL.  A line that reads as no item is passed.
 */
const char *yf_next_key(struct ctx *c, const char *l, const char *end,
			unsigned int ind, struct item *o)
{
	if (!YAMLFDT_HAVE_NOREG && !YAMLFDT_HAVE_PLACE)	/* its callers' */
		return NULL;
	for (l = yf_next_significant(l, end); l < end;
	     l = yf_next_significant(yf_next_line(l, end), end))
		if (yf_item_indent(c, l) == ind && !yf_parse_item(c, l, o))
			return l;
	return NULL;
}

/*
 * The first key line of @it's mapping, from the line @from up to @it's,
 * that has @it's key, or NULL.  Its lines at @it's indentation are its
 * keys (deeper ones are in its nodes and values, and none is less deep),
 * quoted or not.  Every line before @it's ends in '\n', so memchr()
 * always finds one.
 */
const char *yf_key_before(const struct ctx *c, const struct item *it,
			  const char *from)
{
	const char *l, *k, *stop = it->line;
	char q;

	for (l = from; l < stop; l = memchr(l, '\n', (size_t)(stop - l)) + 1) {
		k = l + it->indent;
		/* most lines are deeper: one byte says so */
		if (k >= stop || *k == ' ' || yf_item_indent(c, l) != it->indent)
			continue;		/* deeper, or blank */
		q = *k == '"' || *k == '\'' ? *k++ : 0;
		/* "#address-cells" is a key; a # unquoted, a comment */
		if ((!q && *k == '#') || memcmp(k, it->key, it->keylen))
			continue;		/* a comment, another key */
		k += it->keylen;
		if (q && *k++ != q)
			continue;
		k = yf_skip_blanks(k, it->line);
		if (k < it->line && *k == ':')
			return l;
	}
	return NULL;
}

/* Keys, for both passes. */

const char *yf_cname(struct ctx *c, const struct item *it)
{
	memcpy(c->name, it->key, it->keylen);
	c->name[it->keylen] = '\0';
	return c->name;
}

/* The path of a /path: key, without a trailing '/' (but "/" stays). */
unsigned int yf_path_len(const struct item *it)
{
	unsigned int n = it->keylen;

	while (n > 1 && it->key[n - 1] == '/')
		n--;
	return n;
}

/* Check a /path: key: absolute, and every component a node name. */
int yf_check_path(struct ctx *c, const struct item *it)
{
	struct item seg = *it;
	unsigned int n = yf_path_len(it), i, s = 1;
	int err;

	if (n >= YAMLFDT_MAX_PATH)
		return yf_mistake(c, YAMLFDT_ERR_TOOLONG, it->key);
	for (i = 1; n > 1 && i <= n; i++) {
		if (i < n && it->key[i] != '/')
			continue;
		seg.key = it->key + s;
		seg.keylen = i - s;
		err = yf_check_name(c, &seg, 1, 0);
		if (err)
			return err;
		s = i + 1;
	}
	return 0;
}
