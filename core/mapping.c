// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * The look-ups the checks of a text against its base share (place.c,
 * pins.c, specs.c, units.c, kinds.c, targets.c, flags.c, refs.c): a base
 * label's node, what a mapping of the text sets (before a line, or
 * anywhere in it, or in another mapping of the node), a frame's name, how
 * many names a list holds, whether the base has a key already, whether a
 * status value turns a node off.
 * On a base tree only; calls no check.
 */
#include "yamlfdt_int.h"

/*
 * The base node of label @idx, when the base's /__symbols__ gives it and
 * the text defines no label of that name; else -1 (a node the text may
 * make, and give its #*-cells).  Kept in the label: pass 1 changes no
 * offset, and yf_labels_resolve() takes it.
 */
int yf_base_label_node(struct ctx *c, unsigned int idx)
{
	struct label *l = &c->labels[idx];
	int node;

	if (!YAMLFDT_HAVE_PLACE || (l->flags & LF_DEFINED))
		return -1;
	node = yf_label_node(c, (int)idx);
	l->node = node < 0 ? -1 : node;
	return l->node;
}

/*
 * Does the mapping of frame @f set @key (@n bytes) too, before line
 * @upto (NULL: anywhere in it)?  *@val: its value on the key's line, or
 * NULL.  A bound spares finding the mapping's end, a read of all of it.
 */
int yf_mapping_sets_before(struct ctx *c, const struct frame *f,
			   const char *key, size_t n, const char *upto,
			   const char **val)
{
	const char *l, *end = upto, *body = c->text + f->body;
	struct item o;
	int ind = 0;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	if (!upto)
		end = yf_body_end(c, body, &ind);
	l = yf_next_significant(body, end);
	if (upto && l < end)
		ind = (int)yf_item_indent(c, l);
	for (l = yf_next_key(c, l, end, (unsigned int)ind, &o); l;
	     l = yf_next_key(c, yf_next_line(l, end), end, (unsigned int)ind,
			     &o))
		if (o.keylen == n && !memcmp(o.key, key, n)) {
			*val = o.val;
			return 1;
		}
	return 0;
}

/* yf_mapping_sets_before(), anywhere in the mapping */
int yf_mapping_sets(struct ctx *c, const struct frame *f,
		    const char *key, size_t n, const char **val)
{
	return yf_mapping_sets_before(c, f, key, n, NULL, val);
}

/*
 * Does a line of the text set @key in the node @it is in, in
 * another mapping of it ("*gpio1:" twice, or a later document)?  Asked
 * where @it's own mapping and the base tree say no.
 */
int yf_text_sets_key(struct ctx *c, const struct item *it, const char *key)
{
	struct item o;
	int len;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	len = yf_node_path(c, -1, it->line, 1, c->path, sizeof(c->path));
	return len > 0 && yf_text_sets(c, c->path, (unsigned int)len, key,
				       strlen(key), IT_TRUE, &o);
}

/*
 * The name of the node of frame @f (*@len bytes): the base node's, or a
 * new one's key, on the line before its mapping; or NULL.
 */
const char *yf_frame_name(struct ctx *c, const struct frame *f, int *len)
{
	const char *l = c->text + f->body;
	struct item o;

	if (!YAMLFDT_HAVE_PLACE)
		return NULL;
	if (f->node >= 0)
		return fdt_get_name(c->fdt, f->node, len);
	if (l == c->text)
		return NULL;
	for (l--; l > c->text && l[-1] != '\n'; l--)
		;
	if (yf_parse_item(c, l, &o) || o.kind != IT_NODE)
		return NULL;
	*len = (int)o.keylen;
	return o.key;
}

/*
 * Are @names names in @names_key (-1: not known), which @fit the entries
 * of @key (@len bytes) in the node of frame @f or not, a misfit the text
 * makes?  Not where the base node holds both so already: a count the
 * base gets wrong itself, restated, is the board's, not the text's.
 */
int yf_names_misfit(struct ctx *c, const struct frame *f, int names, int fit,
		    const char *key, size_t len, const char *names_key)
{
	int n;

	if (!YAMLFDT_HAVE_PLACE || names < 0 || fit)
		return 0;
	return f->node <= 0 || !fdt_getprop(c->fdt, f->node, key, &n) ||
	       (size_t)n != len ||
	       fdt_stringlist_count(c->fdt, f->node, names_key) != names;
}


/*
 * Does base node @node hold @it's key as text already (gpmc,device-nand
 * = "true" in Linux's boards): a quoted true or false is its own type?
 */
int yf_base_text(struct ctx *c, int node, const struct item *it)
{
	const char *v;
	int len;

	v = YAMLFDT_HAVE_PLACE && node > 0 ?
	    fdt_getprop_namelen(c->fdt, node, it->key, (int)it->keylen, &len) :
	    NULL;
	return v && len > 1 && !v[len - 1] && v[0];
}

/* The ']' of a flow sequence @v that closes on its line, or NULL */
const char *yf_flow_end(const struct ctx *c, const char *v)
{
	if (!YAMLFDT_HAVE_PLACE)	/* its callers' option */
		return NULL;
	return v && *v == '[' ?
	       memchr(v, ']', (size_t)(yf_line_end(v, c->end) - v)) : NULL;
}

/*
 * How many names the list @key ("clock-names") of the node of frame @f
 * holds, where @it is: the mapping's, on its line ("[baud, apb]", "baud",
 * "baud\0apb": YAML's NUL, dtc's list of two), else the base node's; -1
 * where unknown (a tag's, a block's, another mapping's, none).
 */
int yf_names_count(struct ctx *c, const struct item *it,
		   const struct frame *f, const char *key)
{
	const char *v, *e;
	int names;

	if (!YAMLFDT_HAVE_PLACE)
		return -1;
	if (!yf_mapping_sets(c, f, key, strlen(key), &v)) {
		names = f->node >= 0 ?
			fdt_stringlist_count(c->fdt, f->node, key) : -1;
		return names >= 0 && yf_text_sets_key(c, it, key) ? -1 :
		       names;
	}
	e = yf_flow_end(c, v);
	names = e ? 1 : v && *v != '[' && *v != '!' ? 1 : -1;
	for (; e && v < e; v++)
		names += *v == ',';
	if (v && *v == '"')
		for (e = yf_line_end(v, c->end); v + 1 < e; v++)
			names += v[0] == '\\' && v[1] == '0';
	return names;
}

/*
 * Does base node of frame @f hold @it's key already (a board restated,
 * its text by dtb2yaml: what it has is its own, not the text's mistake)?
 */
int yf_base_has_key(struct ctx *c, const struct frame *f,
		    const struct item *it)
{
	return YAMLFDT_HAVE_PLACE && f->node > 0 &&	/* its callers' option */
	       fdt_getprop_namelen(c->fdt, f->node, it->key, (int)it->keylen,
				   NULL);
}

/* Does @v (@len bytes: a compatible list, a name) hold @w? */
int yf_holds(const char *v, int len, const char *w)
{
	int off, n = (int)strlen(w);

	for (off = 0; YAMLFDT_HAVE_PLACE && v && off + n <= len; off++)
		if (!memcmp(v + off, w, (size_t)n))
			return 1;
	return 0;
}

/*
 * Does the text's status value @v (to its line's end; NULL: none) turn its
 * node off ("disabled", quoted or not)?
 */
int yf_value_off(struct ctx *c, const char *v)
{
	const char *e = v ? yf_line_end(v, c->end) : NULL;

	return YAMLFDT_HAVE_PLACE && v &&	/* its callers' option */
	       yf_status_off(v + (*v == '"' || *v == '\''), e);
}
