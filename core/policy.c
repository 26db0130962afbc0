// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * The allow-list: what a text may touch, for firmware that applies text
 * it does not trust.  Pass 1 asks before each change; with no list every
 * change is allowed.  Entries are "PATH" (the node and everything below
 * it) or "PATH:PROP" (that property of the node and of those below it).
 * Paths compare component by component, so "/chosen" never covers
 * "/chosen-evil", and the text's node names cannot contain "..".
 */
#include "yamlfdt_int.h"

/* Is the node at @path (@len bytes) the one at @prefix (@plen) or below? */
static int path_within(const char *path, unsigned int len,
		       const char *prefix, unsigned int plen)
{
	return plen == 1 || (len >= plen && !memcmp(path, prefix, plen) &&
			     (len == plen || path[plen] == '/'));
}

/* Is there a list to keep to?  (Without YAMLFDT_ALLOW apply.c refuses one.) */
static int listed(const struct ctx *c)
{
	return YAMLFDT_HAVE_ALLOW && c->allow;
}

/* Split entry @e into its path (without a trailing '/') and property. */
static void entry(const char *e, unsigned int *plen, const char **prop,
		  unsigned int *proplen)
{
	const char *colon = e;

	while (*colon && *colon != ':')
		colon++;
	*plen = (unsigned int)(colon - e);
	while (*plen > 1 && e[*plen - 1] == '/')
		(*plen)--;
	*prop = *colon ? colon + 1 : NULL;
	*proplen = *prop ? (unsigned int)strlen(*prop) : 0;
}

/*
 * May property @name of the node (of @line, or with @inner the node @line
 * is in; its path @pathlen bytes long) be set or removed?
 */
static int prop_ok(struct ctx *c, const char *line, int inner,
		   unsigned int pathlen, const char *name, unsigned int namelen)
{
	unsigned int i, plen, proplen;
	const char *prop;

	for (i = 0; i < c->nallow; i++) {
		entry(c->allow[i], &plen, &prop, &proplen);
		if (prop && (proplen != namelen || memcmp(prop, name, namelen)))
			continue;
		if (yf_node_path_within(c, line, inner, pathlen, c->allow[i], plen))
			return 1;
	}
	return 0;
}

int yf_policy_prop(struct ctx *c, const char *line, int inner,
		   unsigned int pathlen, const char *name,
		   unsigned int namelen)
{
	if (!listed(c) ||
	    prop_ok(c, line, inner, pathlen, name, namelen))
		return 0;
	return -YAMLFDT_ERR_DENIED;
}

/*
 * May the node of @line (with @inner, the node @line is in) be created,
 * or with @deleting removed?  Only an entry without a property covers
 * nodes; removing needs the node strictly below the entry's path.
 */
int yf_policy_node(struct ctx *c, const char *line, int inner,
		   unsigned int pathlen, int deleting)
{
	unsigned int i, plen, proplen;
	const char *prop;

	if (!listed(c))
		return 0;
	for (i = 0; i < c->nallow; i++) {
		entry(c->allow[i], &plen, &prop, &proplen);
		if (prop || (deleting && pathlen <= plen && plen > 1))
			continue;
		if (deleting && plen == 1 && pathlen == 1)
			continue;	/* the root itself */
		if (yf_node_path_within(c, line, inner, pathlen, c->allow[i], plen))
			return 0;
	}
	return -YAMLFDT_ERR_DENIED;
}

/* "name: null": allowed if the property may go, or the child node. */
int yf_policy_delete(struct ctx *c, const struct item *it, unsigned int pathlen)
{
	unsigned int child = (pathlen > 1 ? pathlen : 0) + 1 + it->keylen;

	if (!listed(c) ||
	    prop_ok(c, it->line, 1, pathlen, it->key, it->keylen) ||
	    !yf_policy_node(c, it->line, 0, child, 1))
		return 0;
	return -YAMLFDT_ERR_DENIED;
}

/* The same question as yf_policy_prop() for a node known by its path. */
static int policy_path(struct ctx *c, const char *path, unsigned int len,
		   const char *name, unsigned int namelen)
{
	unsigned int i, plen, proplen;
	const char *prop;

	if (!listed(c))
		return 0;
	for (i = 0; i < c->nallow; i++) {
		entry(c->allow[i], &plen, &prop, &proplen);
		if (prop && (proplen != namelen || memcmp(prop, name, namelen)))
			continue;
		if (path_within(path, len, c->allow[i], plen))
			return 0;
	}
	return -YAMLFDT_ERR_DENIED;
}

/*
 * Does the allow-list let pass 2 write what label @l makes it write: a
 * phandle on its node, its entry in /__symbols__?
 */
int yf_policy_labels(struct ctx *c, const struct label *l)
{
	const char *p;
	int err = 0;

	if (!listed(c))
		return 0;
	if (l->group == l - c->labels && (l->flags & LF_AUTOPH)) {
		int inner = !!(l->flags & LF_INNER);

		if (l->flags & LF_DEFINED) {
			err = yf_policy_prop(c, c->text + l->where, inner,
					     l->pathlen, "phandle", 7);
		} else {
			p = yf_base_symbol(c, (int)(l - c->labels));
			if (p)
				err = policy_path(c, p, (unsigned int)strlen(p),
						     "phandle", 7);
		}
	}
	if (!err && WANT_SYMBOLS(c) && (l->flags & LF_DEFINED))
		err = policy_path(c, "/__symbols__", 12, c->text + l->name,
				     l->namelen);
	return err;
}
