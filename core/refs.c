// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Deleting a node the rest of the tree still refers to by phandle: an
 * error (YAMLFDT_ERR_INUSE), unless the text also deletes or changes every
 * property that refers to it.  A dangling phandle boots a kernel that
 * cannot find its GPIO, clock or pins, with nothing on the console to say
 * why.
 *
 * A DTB does not say which cells are phandles.  As dtc's own checks do,
 * this knows the properties of the bindings that hold them: a list of
 * phandles (interrupt-parent, pinctrl-N), or of phandles each followed by
 * as many cells as the target's #...-cells says (clocks, gpios, ...).
 * Only asked in pass 1, when the text deletes a node of the base tree.
 *
 * A node is also named by path: by the properties of /aliases, and by
 * /chosen's stdout-path (a path or an alias, then ":options").  Deleting
 * it leaves a console or an alias that names nothing: INUSE too, unless
 * the text changes or deletes the naming property (for stdout-path that
 * names an alias, the alias will do).  Calls paths.c, which reads them.
 */
#include "yamlfdt_int.h"

/* Phandles of the deleted subtree looked for in one walk of the tree. */
#define REFS_BATCH	8

/*
 * The properties that hold phandles, each with the #...-cells property
 * of its targets ("": phandles alone), as pairs of strings one after the
 * other (one string, no table of pointers: smaller).
 */
static const char phandle_props[] =
	"clocks\0#clock-cells\0cooling-device\0#cooling-cells\0"
	"dmas\0#dma-cells\0hwlocks\0#hwlock-cells\0"
	"interrupts-extended\0#interrupt-cells\0"
	"io-channels\0#io-channel-cells\0iommus\0#iommu-cells\0"
	"mboxes\0#mbox-cells\0mux-controls\0#mux-control-cells\0"
	"phys\0#phy-cells\0power-domains\0#power-domain-cells\0"
	"pwms\0#pwm-cells\0resets\0#reset-cells\0"
	"sound-dai\0#sound-dai-cells\0"
	"thermal-sensors\0#thermal-sensor-cells\0"
	"interrupt-parent\0\0memory-region\0\0phy-handle\0\0"
	"remote-endpoint\0\0nvmem-cells\0\0mmc-pwrseq\0\0"
	"operating-points-v2\0\0";

/*
 * The #...-cells property of the targets of property @name, "" for a
 * list of phandles alone, or NULL when @name holds no phandles.
 */
static const char *cells_of(const char *name, int len)
{
	const char *p = phandle_props, *cells;

	for (; p < phandle_props + sizeof(phandle_props) - 1;
	     p = cells + strlen(cells) + 1) {
		cells = p + strlen(p) + 1;
		if ((int)strlen(p) == len && !memcmp(name, p, (size_t)len))
			return cells;
	}
	if (len > 8 && !memcmp(name, "pinctrl-", 8) && name[8] >= '0' &&
	    name[8] <= '9')
		return "";
	if ((len == 5 && !memcmp(name, "gpios", 5)) ||
	    (len > 6 && !memcmp(name + len - 6, "-gpios", 6)))
		return "#gpio-cells";
	return len > 7 && !memcmp(name + len - 7, "-supply", 7) ? "" : NULL;
}

static int in_set(const uint32_t *set, int n, uint32_t v)
{
	while (n-- > 0)
		if (set[n] == v)
			return 1;
	return 0;
}

/*
 * Does the value @v (@len bytes) of a property whose targets give their
 * argument count in @cells refer to a phandle of @set?
 */
static int refers(const void *fdt, const fdt32_t *v, int len,
		  const char *cells, const uint32_t *set, int n)
{
	int i, count = len / 4, target, plen;
	const fdt32_t *args;

	for (i = 0; i < count; i++)	/* cheap: most refer to none */
		if (in_set(set, n, fdt32_to_cpu(v[i])))
			break;
	if (i == count)
		return 0;
	for (i = 0; i < count;) {
		uint32_t ph = fdt32_to_cpu(v[i]);

		if (in_set(set, n, ph))
			return 1;
		if (!*cells) {
			i++;
			continue;
		}
		target = fdt_node_offset_by_phandle(fdt, ph);
		args = target >= 0 ? fdt_getprop(fdt, target, cells, &plen) :
			NULL;
		if (!args || plen != 4)
			return 0;	/* not as the binding says: not ours */
		i += 1 + (int)fdt32_to_cpu(*args);
	}
	return 0;
}

/*
 * Does the text delete the node at c->path (@len bytes) or one above it,
 * or change its property @name (@nlen bytes)?  With @set_only: does it
 * give that property a value?  Reading each key line's path back from
 * the text decides.
 */
static int text_changes(struct ctx *c, unsigned int len, const char *name,
			int nlen, int set_only)
{
	const char *l, *end = c->end;
	struct item it;

	for (l = yf_next_significant(c->text, end); l < end;
	     l = yf_next_significant(yf_next_line(l, end), end)) {
		if (yf_parse_item(c, l, &it))
			continue;	/* not a key line */
		if ((set_only ? it.kind == IT_PROP : it.kind <= IT_NULL) &&
		    (int)it.keylen == nlen && !memcmp(it.key, name, it.keylen) &&
		    yf_node_path_is(c, -1, l, 1, c->path, len))
			return 1;
		if (!set_only && yf_line_deletes(c, l, &it, c->path, len))
			return 1;
	}
	return 0;
}

/* The length of @v (@len bytes) up to its first ':' (stdout-path's options). */
static int before_colon(const char *v, int len)
{
	const char *colon = memchr(v, ':', (size_t)len);

	return colon ? (int)(colon - v) : len;
}

/*
 * Does the string property @v (@len bytes) name, by path or by alias (up
 * to a ':', as stdout-path's options), a node of the subtree [@node,
 * @stop)?
 */
static int names_within(const void *fdt, const char *v, int len, int node,
			int stop)
{
	int target;

	if (len < 2 || v[len - 1])
		return 0;
	target = fdt_path_offset_namelen(fdt, v, before_colon(v, len - 1));
	return target >= node && target < stop;
}

/* text_changes() for the node at @path (NUL-terminated). */
static int text_changes_at(struct ctx *c, const char *path, const char *name,
			   int nlen, int set_only)
{
	unsigned int len = (unsigned int)strlen(path);

	memmove(c->path, path, len + 1);	/* @path may be c->path */
	return text_changes(c, len, name, nlen, set_only);
}

/*
 * Does the text delete the node at @path (NUL-terminated; c->path will do),
 * or one above it, or set the property @name of it (NULL: none)?
 */
int yf_text_changes(struct ctx *c, const char *path, const char *name)
{
	if (!YAMLFDT_HAVE_PHANDLE_CHECKS)	/* its only caller's option */
		return 0;
	return text_changes_at(c, path, name ? name : "",
			       name ? (int)strlen(name) : -1, 0);
}

/*
 * A property of /aliases, or /chosen's stdout-path, that names a node of
 * the subtree [@node, @stop) and that the text leaves alone: its offset
 * (its node's in *@holder), else -1.
 */
static int path_referrer(struct ctx *c, int node, int stop, int *holder)
{
	const char *v, *name;
	int prop, len, nlen, at = fdt_path_offset(c->fdt, "/aliases");

	fdt_for_each_property_offset(prop, c->fdt, at) {
		v = fdt_getprop_by_offset(c->fdt, prop, &name, &len);
		if ((at < node || at >= stop) && v &&
		    names_within(c->fdt, v, len, node, stop) &&
		    !text_changes_at(c, "/aliases", name, (int)strlen(name),
				     0)) {
			*holder = at;
			return prop;
		}
	}
	at = fdt_path_offset(c->fdt, "/chosen");
	if (at >= node && at < stop)
		return -1;	/* goes with it */
	fdt_for_each_property_offset(prop, c->fdt, at) {
		v = fdt_getprop_by_offset(c->fdt, prop, &name, &len);
		nlen = (int)strlen(name);
		if (!v || !yf_is_stdout_path(name, (unsigned int)nlen) ||
		    !names_within(c->fdt, v, len, node, stop) ||
		    text_changes_at(c, "/chosen", name, nlen, 0))
			continue;
		/* by alias: pointing the alias elsewhere will do */
		if (*v != '/' && text_changes_at(c, "/aliases", v,
						 before_colon(v, len - 1), 1))
			continue;
		*holder = at;
		return prop;
	}
	return -1;
}

/*
 * Is the key of @it, at line @l of the text, set or deleted again by a
 * later line, in the same node (@path, @len bytes)?  Then that line's
 * value is the one that stays.
 */
static int set_again(struct ctx *c, const char *l, const struct item *it,
		     const char *path, unsigned int len)
{
	struct item later;

	for (l = yf_next_significant(yf_next_line(l, c->end), c->end);
	     l < c->end;
	     l = yf_next_significant(yf_next_line(l, c->end), c->end))
		if (!yf_parse_item(c, l, &later) && later.kind <= IT_NULL &&
		    later.keylen == it->keylen &&
		    !memcmp(later.key, it->key, it->keylen) &&
		    yf_node_path_is(c, -1, l, 1, path, len))
			return 1;
	return 0;
}

/* The text's last line that sets the alias @name (@n bytes), or NULL. */
static const char *text_alias(struct ctx *c, const char *name, unsigned int n,
			      struct item *it)
{
	const char *l, *found = NULL;
	struct item each;

	for (l = yf_next_significant(c->text, c->end); l < c->end;
	     l = yf_next_significant(yf_next_line(l, c->end), c->end))
		if (!yf_parse_item(c, l, &each) && each.kind == IT_PROP &&
		    each.keylen == n && !memcmp(each.key, name, n) &&
		    yf_node_path_is(c, -1, l, 1, "/aliases", 8)) {
			*it = each;
			found = l;
		}
	return found;
}

/*
 * The node of the base tree that the path property @it of the text (an
 * alias, or a stdout-path) names: by path, by !pathref and a label, or
 * for stdout-path by an alias, the text's last value of it or the base
 * tree's.  Else a negative.
 */
static int text_path_target(struct ctx *c, const struct item *it)
{
	const char *v = it->val, *e, *p;
	struct item alias;
	unsigned int n;
	int hop, label, idx;

	for (hop = 0; v; hop++) {
		e = yf_content_end(v, c->end);
		label = e - v > 8 && !memcmp(v, "!pathref", 8);
		if (label)
			v = yf_skip_blanks(v + 8, e);
		if (v < e && *v == '*')
			label = 1, v++;
		v = yf_path_word(v, e, &n);
		if (!n)
			return -1;
		if (*v == '/')
			return yf_find_path(c->fdt, v, n);
		if (label) {
			idx = yf_label_find(c, v, n);
			return idx < 0 ? -1 : yf_label_node(c, idx);
		}
		if (hop || !yf_is_stdout_path(it->key, it->keylen))
			return -1;
		/* an alias: the text's, else the base tree's */
		if (!text_alias(c, v, n, &alias)) {
			p = fdt_get_alias_namelen(c->fdt, v, (int)n);
			return p ? yf_find_path(c->fdt, p,
						(unsigned int)strlen(p)) : -1;
		}
		v = alias.val;
	}
	return -1;
}

/*
 * A property the text itself writes that will still name, by path, a
 * node of the subtree [@node, @stop) once the text is applied: an alias
 * of /aliases, or /chosen's stdout-path (yamlfdt_apply() reads the text
 * first).  Its line, else NULL.
 */
static const char *text_path_referrer(struct ctx *c, int node, int stop)
{
	const char *l, *path;
	struct item it;
	unsigned int len;
	int target;

	for (l = yf_next_significant(c->text, c->end); l < c->end;
	     l = yf_next_significant(yf_next_line(l, c->end), c->end)) {
		if (yf_parse_item(c, l, &it) || it.kind != IT_PROP)
			continue;
		path = yf_is_stdout_path(it.key, it.keylen) ? "/chosen" :
			"/aliases";
		len = (unsigned int)strlen(path);
		if (!yf_node_path_is(c, -1, l, 1, path, len) ||
		    set_again(c, l, &it, path, len))
			continue;
		target = text_path_target(c, &it);
		if (target >= node && target < stop)
			return l;
	}
	return NULL;
}

/*
 * A property of node @off that refers to one of the @n phandles of @set,
 * and that the text leaves alone: its offset, else -1.
 */
static int referrer(struct ctx *c, int off, const uint32_t *set, int n)
{
	const char *name, *cells;
	const fdt32_t *v;
	int prop, len, nlen;

	fdt_for_each_property_offset(prop, c->fdt, off) {
		v = fdt_getprop_by_offset(c->fdt, prop, &name, &len);
		if (!v)
			continue;
		nlen = (int)strlen(name);
		cells = cells_of(name, nlen);
		if (!cells || !refers(c->fdt, v, len, cells, set, n))
			continue;
		if (fdt_get_path(c->fdt, off, c->path, sizeof(c->path)) ||
		    !text_changes(c, (unsigned int)strlen(c->path), name, nlen,
				  0))
			return prop;
	}
	return -1;
}

/*
 * The text deletes @node of the base tree, at the key @at: fail with
 * YAMLFDT_ERR_INUSE if a node outside it still refers to a phandle inside
 * it, through a property the text leaves alone.  err->ref_node and
 * err->ref_prop then say which.
 */
static int check_refs(struct ctx *c, int node, const char *at)
{
	uint32_t set[REFS_BATCH];
	int next = node, stop, depth, n, off, prop;

	/* The subtree ends where the walk comes back to its depth. */
	depth = 0;
	stop = node;
	do {
		stop = fdt_next_node(c->fdt, stop, &depth);
	} while (stop >= 0 && depth > 0);
	if (stop < 0)
		stop = INT32_MAX;
	prop = path_referrer(c, node, stop, &off);
	if (prop >= 0) {
		c->ref_node = off;
		c->ref_prop = prop;
		return yf_mistake(c, YAMLFDT_ERR_INUSE, at);
	}
	if (c->path_props && text_path_referrer(c, node, stop)) {
		c->ref_node = c->ref_prop = -1;	/* not in the tree yet */
		return yf_mistake(c, YAMLFDT_ERR_INUSE, at);
	}
	while (next >= 0 && next < stop) {
		/* the next batch of the subtree's phandles */
		for (n = 0; next >= 0 && next < stop && n < REFS_BATCH;
		     next = fdt_next_node(c->fdt, next, NULL)) {
			uint32_t ph = fdt_get_phandle(c->fdt, next);

			if (ph)
				set[n++] = ph;
		}
		if (!n)
			break;
		for (off = 0; off >= 0;
		     off = fdt_next_node(c->fdt, off, NULL)) {
			if (off >= node && off < stop)
				continue;	/* goes with it */
			prop = referrer(c, off, set, n);
			if (prop >= 0) {
				c->ref_node = off;
				c->ref_prop = prop;
				return yf_mistake(c, YAMLFDT_ERR_INUSE, at);
			}
		}
	}
	return 0;
}

/* Is base node @off's own status off (there, and not "okay" or "ok")? */
static int base_off(struct ctx *c, int off)
{
	int len = 0;
	const char *st = fdt_getprop(c->fdt, off, "status", &len);

	return len > 0 && yf_off_status(st, len);
}

/*
 * Is base node @off off in the tree the text leaves: its status off and
 * not set by the text, or set off by it?  (Its path goes to c->path.)
 * Out of line: inlined, its item made the deepest chain 8 bytes deeper.
 */
static YAMLFDT_NOINLINE int ends_off(struct ctx *c, int off)
{
	struct item o;

	if (fdt_get_path(c->fdt, off, c->path, sizeof(c->path)) ||
	    !yf_text_sets(c, c->path, (unsigned int)strlen(c->path),
			  "status", 6, IT_NULL, &o))
		return base_off(c, off);
	return o.kind == IT_PROP && yf_value_off(c, o.val);
}

/*
 * INUSE at @it if a node outside base node @node, enabled in the tree the
 * text leaves, refers to one of the @n phandles of @set through a
 * property the text leaves alone.  One walk of the tree.
 */
static int used_elsewhere(struct ctx *c, const struct item *it, int node,
			  const uint32_t *set, int n)
{
	int off, prop, depth = 0, inside = 0;

	for (off = 0; off >= 0; off = fdt_next_node(c->fdt, off, &depth)) {
		if (off == node)
			inside = depth;	/* its subtree: until back at depth */
		else if (inside && depth <= inside)
			inside = 0;
		prop = !inside ? referrer(c, off, set, n) : -1;
		if (prop >= 0 && !ends_off(c, off)) {
			c->ref_node = off;
			c->ref_prop = prop;
			return yf_mistake(c, YAMLFDT_ERR_INUSE, it->val);
		}
	}
	return 0;
}

/*
 * "status: disabled" (@it) on base node @node, which is on: an enabled
 * node that refers to it by phandle, through a property the text leaves
 * alone, gets no GPIO, clock or supply, and its driver waits for ever
 * (a GPIO controller turned off under a PHY's reset-gpios), or to one of
 * its children (a pin controller's groups under a UART's pinctrl-0).
 * INUSE, as for a deletion.  A walk of the tree, only for such a line
 * (one more for each 8 children with a phandle).  And
 * "status: ~" to keep a node that is off so (a YAML null read as "off"):
 * with no status, it is on.
 */
int yf_check_status(struct ctx *c, const struct item *it, int node)
{
	uint32_t set[REFS_BATCH];
	int n, child, err;

	if (!YAMLFDT_HAVE_PLACE || node <= 0 || !YF_KEY_IS(it, "status"))
		return 0;
	if (it->kind == IT_NULL)
		return !base_off(c, node) ? 0 : yf_mistake(c,
			YAMLFDT_ERR_STATUS, it->val ? it->val : it->key);
	if (!YAMLFDT_HAVE_REFS || !yf_value_off(c, it->val) ||
	    base_off(c, node))	/* off before: the board's own */
		return 0;
	/* its phandle, then its children's a batch at a time: pin groups */
	set[0] = fdt_get_phandle(c->fdt, node);
	n = set[0] ? 1 : 0;
	child = fdt_first_subnode(c->fdt, node);
	do {
		for (; child >= 0 && n < REFS_BATCH;
		     child = fdt_next_subnode(c->fdt, child)) {
			set[n] = fdt_get_phandle(c->fdt, child);
			n += set[n] != 0;
		}
		err = n ? used_elsewhere(c, it, node, set, n) : 0;
		n = 0;
	} while (!err && child >= 0);
	return err;
}

/*
 * After pass 1 has read the whole text (so that every label in it is
 * known, and a referrer changed further down counts): the nodes of the
 * base tree that the text deletes, each checked as above.
 */
int yf_check_deletions(struct ctx *c)
{
	const char *l, *end = c->end, *alias = NULL;
	struct item it;
	int n, node, err;

	if (!YAMLFDT_HAVE_REFS)
		return 0;
	for (l = yf_next_significant(c->text, end); l < end;
	     l = yf_next_significant(yf_next_line(l, end), end)) {
		if (yf_parse_item(c, l, &it) || (it.kind != IT_NULL && !it.del))
			continue;
		n = yf_node_path(c, -1, l, 0, c->path, sizeof(c->path));
		if (n <= 0)
			continue;
		node = yf_find_path(c->fdt, c->path, (unsigned int)n);
		if (node > 0) {
			err = check_refs(c, node, it.key);
			/* "/aliases: ~" and the console named by alias */
			if (!err && n == 8 && !memcmp(c->path, "/aliases", 8))
				err = yf_console_alias(c, &it, 1);
			if (err)
				return err;
		}
		if (node < 0 && n > 9 && !memcmp(c->path, "/aliases/", 9) &&
		    !alias)
			alias = l;
	}
	/* "serial0: ~" in /aliases, the console's alias: after the nodes */
	for (l = alias; l && l < end;
	     l = yf_next_significant(yf_next_line(l, end), end)) {
		if (yf_parse_item(c, l, &it) || it.kind != IT_NULL ||
		    yf_node_path(c, -1, l, 1, c->path, sizeof(c->path)) != 8 ||
		    memcmp(c->path, "/aliases", 8))
			continue;
		err = yf_console_alias(c, &it, 0);
		if (err)
			return err;
	}
	return 0;
}
