// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * What a text would make the tree say wrongly, though each line of it is
 * well formed: a phandle another node has, a label the base tree gives
 * another node, a new node that is most likely a typo of one that exists.
 * Each gives a tree that boots wrong with nothing on the console, so pass
 * 1 (check.c) asks these before anything is written.
 */
#include "yamlfdt_int.h"

/*
 * Edit distance (Levenshtein) of @a and @b, @na and @nb bytes, each cut to
 * 32: how far a typed unit address is from an existing one.
 */
static unsigned int distance(const char *a, unsigned int na, const char *b,
			     unsigned int nb)
{
	uint8_t row[33];
	unsigned int i, j, diag, up, best;

	na = na > 32 ? 32 : na;
	nb = nb > 32 ? 32 : nb;
	for (j = 0; j <= nb; j++)
		row[j] = (uint8_t)j;
	for (i = 1; i <= na; i++) {
		diag = row[0];
		row[0] = (uint8_t)i;
		for (j = 1; j <= nb; j++) {
			up = row[j];
			best = diag + (a[i - 1] != b[j - 1]);
			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1u < best)
				best = row[j - 1] + 1u;
			row[j] = (uint8_t)best;
			diag = up;
		}
	}
	return row[nb];
}

/*
 * Is @node named "name@..." as @key (@len bytes, with its '@' at @n - 1),
 * with a unit address nearer than *@best?  Then *@best is its distance.
 */
static int nearer(const void *fdt, int node, const char *key,
		  unsigned int len, unsigned int n, unsigned int *best)
{
	int nl;
	const char *s = fdt_get_name(fdt, node, &nl);
	unsigned int d;

	if (!s || (unsigned int)nl < n || memcmp(s, key, n))
		return 0;
	d = distance(key + n, len - n, s + n, (unsigned int)nl - n);
	if (d >= *best)
		return 0;
	*best = d;
	return 1;
}

/*
 * The node the text most likely meant by a new node "name@addr" (@key,
 * @len bytes) under @parent (-1: a node the text creates): among
 * @parent's children named "name@...", the one whose unit address is
 * nearest in edit distance; if it has none, the same among all the tree's
 * nodes (the node typed at the wrong level: "serial@1000:" at the top
 * where "/soc/serial@1000:" was meant).  -1 when no node has the name.
 */
int yf_nearest_node(const void *fdt, int parent, const char *key,
		    unsigned int len)
{
	const char *at = memchr(key, '@', len);
	unsigned int n = (unsigned int)(at - key) + 1, best = ~0u;
	int node, found = -1;

	if (!YAMLFDT_HAVE_NOREG)	/* no code where NOREG is left out */
		return -1;
	if (parent >= 0)
		fdt_for_each_subnode(node, fdt, parent)
			if (nearer(fdt, node, key, len, n, &best))
				found = node;
	for (node = found < 0 ? 0 : -1; node >= 0;
	     node = fdt_next_node(fdt, node, NULL))
		if (nearer(fdt, node, key, len, n, &best))
			found = node;
	return found;
}

int yf_is_phandle_key(const struct item *it)
{
	return (it->keylen == 7 && !memcmp(it->key, "phandle", 7)) ||
	       (it->keylen == 13 && !memcmp(it->key, "linux,phandle", 13));
}

/*
 * Does @it (in the node of frame @parent) open or delete the base tree's
 * /__symbols__?  It is the index of the base's labels: both passes find
 * a *label: key's node through it, and -@ adds the text's labels to it.
 * Edited by hand, the two passes could find two nodes, or none.  A tree
 * with no /__symbols__ of its own (a whole board, compiled) may be given
 * one by the text.
 */
int yf_edits_symbols(struct ctx *c, const struct item *it,
		     const struct frame *parent)
{
	const char *k = it->key;
	unsigned int n = it->keylen;

	if (it->kind == IT_OPEN_PATH) {		/* "/__symbols__[/...]:" */
		k++;
		n--;
		if (n > 11 && k[11] == '/')
			n = 11;
	} else if (parent->pathlen != 1 ||
		   (it->kind != IT_NODE && it->kind != IT_NULL)) {
		return 0;			/* not a child of the root */
	}
	return n == 11 && !memcmp(k, "__symbols__", 11) &&
	       yf_symbols_node(c) >= 0;
}

/*
 * The first line in [@l, @end) of the text that sets "phandle: @v" (or
 * linux,phandle), or NULL.
 */
static const char *phandle_line(struct ctx *c, const char *l,
				const char *end, uint32_t v)
{
	const char *k;
	struct item o;
	uint64_t w;

	for (l = yf_next_significant(l, end); l < end;
	     l = yf_next_significant(yf_next_line(l, end), end)) {
		k = l + yf_item_indent(c, l);
		if (*k != 'p' && *k != 'l' && *k != '"' && *k != '\'')
			continue;	/* cheap: not a phandle key */
		if (!yf_parse_item(c, l, &o) && o.kind == IT_PROP &&
		    yf_is_phandle_key(&o) && yf_value_number(c, o.val, &w) &&
		    w == v)
			return l;
	}
	return NULL;
}

/*
 * Does a line of the text before @it set a phandle @v on another node?
 * Asked only when @seen says it may have.  Not inlined: its frame stays
 * off the deepest path of pass 1.
 */
static YAMLFDT_NOINLINE int text_set_phandle(struct ctx *c,
					     const struct item *it, uint32_t v)
{
	const char *l;
	int n = 0;

	for (l = phandle_line(c, c->text, it->line, v); l;
	     l = phandle_line(c, yf_next_line(l, it->line), it->line, v)) {
		if (!n)
			n = yf_node_path(c, -1, it->line, 1, c->path,
					 sizeof(c->path));
		if (n < 0 || !yf_node_path_is(c, -1, l, 1, c->path,
					      (unsigned int)n))
			return 1;
	}
	return 0;
}

/*
 * A number written where a phandle goes (interrupt-parent: 0x99, the
 * first cell of clocks): is it above every phandle of the base tree, and
 * no phandle: of the text?  Then no node has it.  Below, it is taken as
 * one: dtc numbers phandles 1 to N, and a walk of the tree for each such
 * number made a text without labels (for a base without /__symbols__)
 * up to 3.9 times slower.  0, a hole in a list ("cs-gpios = <&gpio 1 0>,
 * <0>"), is left alone.
 */
int yf_no_such_phandle(struct ctx *c, uint32_t v)
{
	return YAMLFDT_HAVE_PHANDLE_CHECKS && v > c->base_max_phandle &&
	       !phandle_line(c, c->text, c->end, v);
}

/*
 * "phandle: @v" (or linux,phandle) on the node of frame @f: a phandle
 * names one node, so no other node may have it, in the base tree (unless
 * the text deletes that node or sets its phandle too) or by the text.
 * 0 and 0xffffffff are no phandles (dtc rejects them too).  The base
 * tree is walked for its largest phandle once, and for the node of @v
 * only when @v is not above it.
 */
int yf_phandle_taken(struct ctx *c, const struct item *it,
		     const struct frame *f, uint32_t v,
		     struct phandles_seen *seen)
{
	uint32_t *bits, bit = 1u << (v & 31);
	int node = -1;

	if (!YAMLFDT_HAVE_PHANDLE_CHECKS)
		return 0;
	bits = &seen->bits[(v >> 5) % PHANDLE_SEEN_WORDS];
	if (!v || v == 0xffffffff)
		return 1;
	if (v <= c->base_max_phandle)
		node = fdt_node_offset_by_phandle(c->fdt, v);
	if (node >= 0 && node != f->node &&
	    (fdt_get_path(c->fdt, node, c->path, sizeof(c->path)) ||
	     !yf_text_changes(c, c->path, "phandle")))
		return 1;
	if ((*bits & bit) && text_set_phandle(c, it, v))
		return 1;
	*bits |= bit;
	return 0;
}

/*
 * Label @idx, @name in the text, just defined on the node of @line (with
 * @inner, the node @line is in): the base tree's /__symbols__ may give it
 * to another node.  dtc rejects two nodes of one label, and fdtoverlay
 * silently repoints it; so it is DUPLABEL, unless the text deletes the
 * other node (and so its label, as dtc frees it).
 */
int yf_base_label_clash(struct ctx *c, int idx, const char *name,
			const char *line, int inner)
{
	const char *p;

	if (!YAMLFDT_HAVE_PHANDLE_CHECKS)
		return 0;
	p = yf_base_symbol(c, idx);
	if (!p || yf_node_path_is(c, -1, line, inner, p,
				  (unsigned int)strlen(p)) ||
	    yf_text_changes(c, p, NULL))
		return 0;
	return yf_mistake(c, YAMLFDT_ERR_DUPLABEL, name);
}

static int is_reg_key(const struct item *it)
{
	return ((it->kind == IT_PROP || it->kind == IT_TRUE) &&
		it->keylen == 3 && !memcmp(it->key, "reg", 3)) ||
	       (it->kind <= IT_NULL &&	/* "ranges: ~": FLAG's, at its line */
		it->keylen == 6 && !memcmp(it->key, "ranges", 6));
}

/*
 * Does the text give the node it creates at key @it a reg or ranges: in
 * its own mapping, or in any other for the same node (a later top-level
 * block, a repeated key)?  Reading each such key's path back decides.
 */
static int body_gives_reg(struct ctx *c, const struct item *it)
{
	const char *l, *end;
	struct item o;
	int ind;

	if (!it->has_body)
		return 0;
	end = yf_body_end(c, it->next, &ind);
	for (l = yf_next_key(c, it->next, end, (unsigned int)ind, &o);
	     l; l = yf_next_key(c, yf_next_line(l, end), end,
				(unsigned int)ind, &o))
		if (is_reg_key(&o))
			return 1;
	return 0;
}

static int text_gives_reg(struct ctx *c, const struct item *it)
{
	const char *l, *k;
	struct item o;
	int n;

	if (body_gives_reg(c, it))	/* the usual place, first */
		return 1;
	/* "*rtc:" later, for the &rtc this key defines (not known yet) */
	for (l = yf_next_key(c, c->text, c->end, 0, &o); it->anchor && l;
	     l = yf_next_key(c, yf_next_line(l, c->end), c->end, 0, &o))
		if (o.kind == IT_OPEN_LABEL && o.keylen == it->anchorlen &&
		    !memcmp(o.key, it->anchor, o.keylen) &&
		    body_gives_reg(c, &o))
			return 1;
	n = yf_node_path(c, -1, it->line, 0, c->path, sizeof(c->path));
	if (n < 0)
		return 1;	/* not this check's to say */
	for (l = yf_next_significant(c->text, c->end); l < c->end;
	     l = yf_next_significant(yf_next_line(l, c->end), c->end)) {
		k = l + yf_item_indent(c, l);
		if ((*k == 'r' || *k == '"' || *k == '\'') &&
		    !yf_parse_item(c, l, &o) &&
		    is_reg_key(&o) &&
		    yf_node_path_is(c, -1, l, 1, c->path, (unsigned int)n))
			return 1;
	}
	return 0;
}

/*
 * "rtc@68" created with "reg: 68" in its mapping: the unit address is
 * reg's first address in hex, so one of the two is a typo (reg: 68 is
 * 0x44).  Asked where the base parent's #address-cells is 1 and the unit
 * address is hex digits alone; "rtc@0x68" is wrong whatever reg says
 * (dtc: unit_address_format).  Bit 30, I2C's own slave address, is left
 * out, as dtc's i2c_bus_reg does.  Returns where they disagree, or NULL.
 */
static const char *unit_vs_reg(struct ctx *c, const struct item *it,
			       int parent)
{
	const char *u = memchr(it->key, '@', it->keylen) + 1, *p, *end, *bad;
	const char *ue = it->key + it->keylen;
	const fdt32_t *cells;
	uint64_t want = 0, got;
	struct item o;
	int len, neg, ind;

	if (ue - u > 2 && u[0] == '0' && (u[1] | 0x20) == 'x')
		return u;
	for (p = u; p < ue && p - u < 8; p++) {
		if (!yf_is_hex(*p))
			return NULL;
		want = want << 4 | (uint64_t)(yf_is_digit(*p) ? *p - '0' :
					      (*p | 0x20) - 'a' + 10);
	}
	cells = fdt_getprop(c->fdt, parent, "#address-cells", &len);
	if (p != ue || !it->has_body || !cells || len != 4 ||
	    fdt32_to_cpu(*cells) != 1)
		return NULL;
	end = yf_body_end(c, it->next, &ind);
	for (p = yf_next_key(c, it->next, end, (unsigned int)ind, &o); p;
	     p = yf_next_key(c, yf_next_line(p, end), end, (unsigned int)ind,
			     &o)) {
		/* reg as a block sequence ("- 0x68" below it): not read */
		if (o.kind != IT_PROP || o.keylen != 3 ||
		    memcmp(o.key, "reg", 3) || !o.val)
			continue;
		p = yf_skip_blanks(o.val + (*o.val == '['), end);
		for (u = p; u < end && !memchr(",] #\r\n", *u, 7); u++)
			;
		if (yf_expr_eval(p, u, &got, &neg, &bad) || neg)
			return NULL;
		/* an I2C slave's own address: "eeprom@64", 0x40000064 */
		return got == want ||
		       (got & ~(uint64_t)I2C_OWN_SLAVE) == want ? NULL : p;
	}
	return NULL;
}

/*
 * The text creates the node of key @it, without a unit address, under a
 * base node: named like its child @sibling but for the unit
 * address ("wifi" beside "wifi@1"), or like a base label ("uart2:" for
 * "*uart2:", at the top level or under "/soc:"), it is most often that
 * node, meant to be opened.  YAMLFDT_ERR_NEWNAME then, with c->ref_node
 * that node.  /__symbols__ is known: apply.c's check of the base notes it.
 */
static int named_like_base(struct ctx *c, const struct item *it, int sibling)
{
	const struct fdt_property *prop;
	const char *path;
	int node = sibling, sym, len = 0;

	sym = node < 0 ? yf_symbols_node(c) : -1;
	if (sym >= 0) {
		/* a NUL-ended absolute path, walked without alias lookups */
		prop = fdt_get_property_namelen(c->fdt, sym, it->key,
						(int)it->keylen, &len);
		path = yf_symbol_value(prop, len);
		node = path ? yf_find_path(c->fdt, path,
					   (unsigned int)len - 1) : -1;
	}
	if (node <= 0)
		return 0;
	c->ref_node = node;
	c->ref_prop = -1;
	return yf_mistake(c, YAMLFDT_ERR_NEWNAME, it->key);
}

/*
 * The kind of a node named "<kind>-<digits>" (@n bytes): the length of
 * <kind>; 0 for another name ("leds", "usb@4a030000": a USB glue node
 * holds its core, "usb@48890000", and a PCIe host its bridges).
 */
static size_t kind_of(const char *name, size_t n)
{
	size_t k = n;

	while (k > 1 && yf_is_digit(name[k - 1]))
		k--;
	return k < n && k > 1 && name[k - 1] == '-' &&
	       !memchr(name, '@', n) ? k - 1 : 0;
}

/*
 * A new node of the kind of the node it is in ("led-1" in "led-0"): a
 * sibling indented one level too deep.  The parent's name is the base
 * node's, or the key of its mapping's line.
 */
static int nested(struct ctx *c, const struct item *it,
		  const struct frame *parent)
{
	const char *name = NULL, *l;
	struct item o;
	size_t k;
	int len = 0;

	k = kind_of(it->key, it->keylen);
	if (!k || parent->node == 0)
		return 0;
	if (parent->node > 0) {
		name = fdt_get_name(c->fdt, parent->node, &len);
	} else {	/* the key line ends where the mapping begins */
		for (l = c->text + parent->body - 1; l > c->text && l[-1] != '\n';)
			l--;
		if (!yf_parse_item(c, l, &o) && o.kind == IT_NODE) {
			name = o.key;
			len = (int)o.keylen;
		}
	}
	if (!name || kind_of(name, (size_t)len) != k || memcmp(name, it->key, k))
		return 0;
	return yf_mistake(c, YAMLFDT_ERR_NESTED, it->key);
}

/*
 * The stem of a node's name (@n bytes) for OUTDENT: without its unit
 * address and its number ("led-1", "led1": "led"); 0 for a name without
 * a number ("leds", "cpu@0", "led-red": "led-controller" is no LED, and
 * "vcc-3v3" no sibling of a PMIC's "vcc-1v8").
 */
static size_t stem_of(const char *name, size_t n)
{
	const char *at = memchr(name, '@', n);
	size_t k = at ? (size_t)(at - name) : n, end = k;

	while (k > 0 && yf_is_digit(name[k - 1]))
		k--;
	if (k < end && k > 1 && name[k - 1] == '-')
		return k - 1;
	return k < end && !memchr(name, '-', k) ? k : 0;
}

/*
 * A new node of a kind that its sibling just above holds ("led-1" after
 * "leds:" with "led-0" in it, at any depth below it): a node of that
 * sibling's indented too little.  The text's lines of the parent's
 * mapping up to @it tell.
 */
/* Is key line @l's item (@node: a node) of @it's kind, stem @k long? */
static int same_kind(struct ctx *c, const char *l, const struct item *it,
		     size_t k, int node)
{
	struct item o;

	return !yf_parse_item(c, l, &o) && (!node || o.kind == IT_NODE) &&
	       stem_of(o.key, o.keylen) == k && !memcmp(o.key, it->key, k);
}

static int outdented(struct ctx *c, const struct item *it,
		     const struct frame *parent)
{
	const char *l, *sibling = NULL;
	unsigned int ind;
	int holds = 0;	/* 1: the sibling holds one; -1: is one itself */
	size_t k = stem_of(it->key, it->keylen);

	if (!k)
		return 0;
	for (l = yf_next_significant(c->text + parent->body, it->line);
	     l < it->line;
	     l = yf_next_significant(yf_next_line(l, it->line), it->line)) {
		ind = yf_item_indent(c, l);
		if (ind <= it->indent) {
			sibling = ind == it->indent ? l : NULL;
			holds = sibling && same_kind(c, l, it, k, 0) ? -1 : 0;
		} else if (sibling && !holds && same_kind(c, l, it, k, 1)) {
			holds = 1;
		}
	}
	return holds > 0 ? yf_mistake(c, YAMLFDT_ERR_OUTDENT, it->key) : 0;
}

/*
 * "rtc@50" new beside a base "eeprom@50", or beside a new one earlier in
 * the mapping of frame @f: a copied node whose address was not changed
 * (dtc: unique_unit_address_if_enabled).  Not when the base node is
 * disabled: boards keep alternatives so.
 */
static int same_address(struct ctx *c, const struct item *it,
			const struct frame *f)
{
	const char *at = memchr(it->key, '@', it->keylen), *name, *u, *st, *l;
	size_t un = at ? it->keylen - (size_t)(at - it->key) : 0;
	struct item o;
	int node, len;

	if (!un)
		return 0;
	for (l = yf_next_key(c, c->text + f->body, it->line, it->indent, &o);
	     l; l = yf_next_key(c, yf_next_line(l, it->line), it->line,
				it->indent, &o)) {
		if (o.kind != IT_NODE)
			continue;
		u = memchr(o.key, '@', o.keylen);
		if (u && (size_t)(o.key + o.keylen - u) == un &&
		    !memcmp(u, at, un))
			return yf_mistake(c, YAMLFDT_ERR_DUPADDR, at);
	}
	fdt_for_each_subnode(node, c->fdt, f->node) {
		name = fdt_get_name(c->fdt, node, &len);
		u = name ? memchr(name, '@', (size_t)len) : NULL;
		if (!u || (size_t)(name + len - u) != un || memcmp(u, at, un))
			continue;
		st = fdt_getprop(c->fdt, node, "status", &len);
		if (st && len == 9 && !memcmp(st, "disabled", 9))
			continue;
		c->ref_node = node;
		c->ref_prop = -1;
		return yf_mistake(c, YAMLFDT_ERR_DUPADDR, at);
	}
	return 0;
}

/*
 * The text creates the node of key @it under the node of frame @parent,
 * in a base tree.  A binary overlay's fragment (OVERLAY), a sibling
 * indented into its kind (NESTED) or a child out of it (OUTDENT), a base
 * sibling's unit address
 * (DUPADDR); a name@addr without reg or ranges (dtc warns:
 * unit_address_vs_reg), most often a typo of a node that exists
 * ("serial@0x48022000", "serial@4802200", or a path's node at the top
 * level): YAMLFDT_ERR_NOREG, with c->ref_node the nearest node of that
 * name (yf_nearest_node()), or -1.
 */
int yf_check_new_node(struct ctx *c, const struct item *it,
		      const struct frame *parent, int sibling)
{
	const char *bad;
	int err;

	if (!YAMLFDT_HAVE_NOREG)
		return 0;
	/* "fragment@0:" with "target:" and "__overlay__:" below */
	if ((it->keylen >= 9 && !memcmp(it->key, "fragment@", 9)) ||
	    (it->keylen == 11 && !memcmp(it->key, "__overlay__", 11)))
		return yf_mistake(c, YAMLFDT_ERR_OVERLAY, it->key);
	err = nested(c, it, parent);
	if (!err)
		err = outdented(c, it, parent);
	if (!err)
		err = yf_check_new_kind(c, it, parent);
	if (!err && parent->node >= 0)
		err = yf_near_base_name(c, it, parent->node);
	if (!err && parent->node >= 0)
		err = same_address(c, it, parent);
	if (err)
		return err;
	if (!memchr(it->key, '@', it->keylen))
		return parent->node >= 0 ?
		       named_like_base(c, it, sibling) : 0;
	if (text_gives_reg(c, it)) {
		bad = parent->node >= 0 ? unit_vs_reg(c, it, parent->node) :
					  NULL;
		return bad ? yf_mistake(c, YAMLFDT_ERR_UNITADDR, bad) : 0;
	}
	c->ref_node = yf_nearest_node(c->fdt, parent->node, it->key,
				      it->keylen);
	c->ref_prop = -1;
	return yf_mistake(c, YAMLFDT_ERR_NOREG, it->key);
}
