// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * What the tree around a property asks of it, when a text edits a base
 * tree: a device's property is not the root's; reg fits its parent's
 * #address-cells and #size-cells, and its node's unit address; an I2C
 * address has 7 bits; the cells after phandles (specs.c).  libfdt writes
 * any of these without a word and the kernel misreads them (dtc only
 * warns: reg_format, simple_bus_reg, i2c_bus_reg).  And what a base
 * node's own values say: a typo of one of its names, a deletion that
 * finds nothing, a string for cells.  Not for a whole board, whose
 * sources keep dtc's warnings.  check.c asks; pins.c, specs.c, reg.c
 * (reg against its bus) and units.c (a value's unit, words, width) are
 * below.
 */
#include "yamlfdt_int.h"

/*
 * Base node @node's property named @it's key (-1: none, or @node < 0, a
 * new node), and in *@near one of its others one letter off that name,
 * else -1: one walk of the node's properties answers both.
 */
static int own_property(struct ctx *c, const struct item *it, int node,
			int *near)
{
	const char *name;
	int off, len;
	size_t n;

	*near = -1;
	fdt_for_each_property_offset(off, c->fdt, node < 0 ? -1 : node) {
		if (!fdt_getprop_by_offset(c->fdt, off, &name, &len))
			return -1;
		n = strlen(name);
		if (n == it->keylen && !memcmp(name, it->key, n))
			return off;
		if (*near < 0 &&
		    yf_one_letter_off(it->key, it->keylen, name, n, 0))
			*near = off;
	}
	return -1;
}

/*
 * @it's key, which base node @node (-1: a new node) lacks, one letter off
 * a property the node has or a standard name ("clock-freqency",
 * "compatble", "pinctrl-name"): fails with @code, c->ref_node the node
 * and c->ref_prop its property (-1: a standard name).
 */
static int near_name(struct ctx *c, const struct item *it, int node,
		     int near, int code)
{
	if (near < 0 && !yf_near_standard_key(it))
		return 0;
	c->ref_node = node;
	c->ref_prop = near;
	return yf_fail(c, code, it->key);
}

/*
 * "x: ~" or "x: false" in base node @node, which has no x (@nodes: nor a
 * child x), but a near one: "non-removeable: false", "wifi: ~" beside
 * wifi@1, "wifi@1: ~" at the top level for the deeper one; or the parent
 * has it (not status, which any node may have).  Deleting what is nowhere
 * stays valid (a text made for several boards).
 */
int yf_check_deletion(struct ctx *c, const struct item *it, int node,
		      int nodes)
{
	int child, sibling = -1, blocked = 0, near, far, up, prop;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	/* "no-map: ~" in a new node: DTS's "no-map;" meant, none deleted */
	if (node < 0)
		return !nodes || !yf_meant_empty(it) ? 0 :
		       yf_mistake(c, YAMLFDT_ERR_FLAG, it->val ? it->val : it->key);
	if (nodes) {
		child = yf_base_child(c, node, it, &blocked, &sibling);
		if (child >= 0 || blocked)
			return 0;
		if (sibling < 0 && memchr(it->key, '@', it->keylen))
			sibling = yf_nearest_node(c->fdt, node, it->key,
						  it->keylen);
		if (sibling >= 0) {
			c->ref_node = sibling;
			c->ref_prop = -1;
			return yf_mistake(c, YAMLFDT_ERR_NOTHERE, it->key);
		}
	}
	prop = own_property(c, it, node, &near);
	if (prop >= 0)	/* "#clock-cells: ~"; "status: ~" (refs.c) */
		return yf_is_status_key(it) ? yf_check_status(c, it, node) :
		       yf_check_recount(c, it, node, NULL);
	/* "cap-sd-highspeed: ~" meant DTS's "cap-sd-highspeed;" */
	if (nodes && yf_meant_empty(it))
		return yf_mistake(c, YAMLFDT_ERR_FLAG,
				  it->val ? it->val : it->key);
	/* "non-removable: false" one level too deep: the parent has it */
	up = yf_is_status_key(it) ? -1 : fdt_parent_offset(c->fdt, node);
	prop = up >= 0 ? own_property(c, it, up, &far) : -1;
	if (prop >= 0) {
		c->ref_node = up;
		c->ref_prop = prop;
		return yf_mistake(c, YAMLFDT_ERR_NOTHERE, it->key);
	}
	if (yf_is_standard_key(it))
		return 0;
	return near_name(c, it, node, near, -YAMLFDT_ERR_NOTHERE);
}

/*
 * A string, untagged, for @it, whose base property (at offset @prop)
 * holds cells, not a string ("pagesize: \"64\"" for <32>, "mmc-pwrseq:
 * \"\"" for a phandle): the kernel reads the string's bytes as a number.
 * As dtc guesses a type: a string ends in NUL, has text before each NUL.
 */
static int check_retype(struct ctx *c, const struct item *it, int prop)
{
	const uint8_t *v;
	int len, i;

	v = fdt_getprop_by_offset(c->fdt, prop, NULL, &len);
	if (!v || len <= 0 || len % 4)
		return 0;
	for (i = 0; i < len; i++)
		if (v[i] ? v[i] < 0x20 || v[i] > 0x7e : !i || !v[i - 1])
			break;
	if (i == len && !v[len - 1])
		return 0;	/* a string */
	return yf_mistake(c, YAMLFDT_ERR_RETYPE, it->val ? it->val : it->key);
}

/*
 * reg-names in base node frame @f whose mapping sets no reg: one name for
 * each entry of the base's, read by @k.
 */
static int reg_names_alone(struct ctx *c, const struct item *it,
			   const struct frame *f, const struct reg_cells *k)
{
	int len, names = yf_names_count(c, it, f, "reg-names");

	return fdt_getprop(c->fdt, f->node, "reg", &len) &&
	       yf_names_misfit(c, f, names,
			       names * 4 * (k->ac + k->sc) == len, "reg",
			       (size_t)len, "reg-names") &&
	       !yf_text_sets_key(c, it, "reg") ?
	       yf_mistake(c, YAMLFDT_ERR_NAMES, it->val) : 0;
}

/*
 * A reserved region's size and alignment, #size-cells of its parent's,
 * and alloc-ranges, entries of #address-cells + #size-cells
 * ("size: [0x0, 0x4000000]" under 1 + 1: the kernel refuses the region).
 */
static int region_key(const struct item *it)
{
	return YF_KEY_IS(it, "size") || YF_KEY_IS(it, "alignment") ||
	       YF_KEY_IS(it, "alloc-ranges");
}

/*
 * Is the node of frame @f, the parent of a new node with reg, a device (it
 * has compatible, base or new) with no #address-cells in the base or its
 * mapping?  reg is then read with the default 2 + 1 (dtc:
 * avoid_default_addr_size): the node was put under a device ("rtc@51"
 * indented into "eeprom@50" or a new "rtc@68"), not its bus.  Not for an
 * open's frame, whose frame above is the root's, not its parent's.
 */
static int no_address_cells(struct ctx *c, const struct frame *f)
{
	const char *v;

	return f->pathlen > 1 && (f->node > 0 ?
	       fdt_getprop(c->fdt, f->node, "compatible", NULL) &&
	       !fdt_getprop(c->fdt, f->node, "#address-cells", NULL) :
	       yf_mapping_sets(c, f, "compatible", 10, &v)) &&
	       !yf_mapping_sets(c, f, "#address-cells", 14, &v);
}

/*
 * The base node an open of a node the text makes sits under
 * ("/soc/i2c@10050000/rtc@68:", or "*rtc:" for a &rtc the text gave it),
 * whose frame has the root's above it; -1 when unknown (its parent is
 * the text's too).  A root child's, or an open of one, is 0: the root.
 */
static int open_parent(struct ctx *c, const struct item *it)
{
	int len, up;

	len = yf_node_path(c, -1, it->line, 1, c->path, sizeof(c->path));
	if (len <= 1)
		return 0;
	for (up = len; up > 0 && c->path[up - 1] != '/'; up--)
		;
	return up <= 1 ? 0 : yf_find_path(c->fdt, c->path,
					  (unsigned int)up - 1);
}

/*
 * Property @it, encoded to @s (NULL: "name: true"), in frame @f of a
 * text that edits a base; @upf is the frame the walk holds above @f (a
 * new node's parent), or NULL; @top: @it is at the text's top level.
 */
static int check_place(struct ctx *c, const struct item *it,
		   const struct frame *f, const struct frame *upf, int top,
		   const struct sink *s)
{
	int up = upf ? upf->node : -1;
	const char *v, *at = it->val ? it->val : it->key;
	const struct value_notes *n = s ? s->notes : NULL;
	int err = 0, prop = -1, near = -1, ranges;
	struct reg_cells k;
	unsigned int entry;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	/*
	 * "status: okay" under-indented out of its node, "bootargs:"; any
	 * after a *label: or /path: with a body, in this document
	 */
	if (top && f->node == 0 && (f->had_open ||
	    (yf_is_device_key(it) && !fdt_getprop_namelen(c->fdt, 0, it->key,
						(int)it->keylen, NULL))))
		return yf_mistake(c, YAMLFDT_ERR_ROOTPROP, it->key);
	/* a standard name is none's typo, and NOTNUM and STATUS type it */
	if (!yf_is_standard_key(it)) {
		prop = own_property(c, it, f->node, &near);
		if (prop < 0)
			err = near_name(c, it, f->node, near,
					-YAMLFDT_ERR_TYPO);
	}
	if (!n)
		return err;	/* "flag: true": nothing more to read */
	/* "no-1-8-v: 0": a flag by its shape (a whole board keeps dtc's) */
	if (!err && !n->tagged &&
	    (n->text || (s->len && !(s->len & 3) && s->len < 128 &&
			 n->zeros == (1u << s->len / 4) - 1)) &&
	    yf_is_flag_shape(it))
		err = yf_mistake(c, YAMLFDT_ERR_FLAG, at);
	/* "*uart1_pins:" opened for "*uart1:": status is the device's */
	if (!err && f->node > 0 && yf_is_status_key(it) &&
	    !fdt_getprop(c->fdt, f->node, "compatible", NULL) &&
	    (fdt_getprop(c->fdt, f->node, "pins", NULL) ||
	     fdt_getprop(c->fdt, f->node, "groups", NULL) ||
	     fdt_getprop(c->fdt, f->node, "pinmux", NULL)))
		err = yf_mistake(c, YAMLFDT_ERR_PINGROUP, it->key);
	/* not a list of names, whose first may be "" (gpio-line-names) */
	if (!err && n->text && prop >= 0 && f->node > 0 &&
	    !yf_holds_strings(it))
		err = check_retype(c, it, prop);
	if (!err && n->nrefs)
		err = yf_check_targets(c, it, f, n);
	if (!err)
		err = yf_check_partner(c, it, f, s);
	if (!err && n->text)
		err = yf_check_enabled(c, it, upf, n);
	if (!err && n->text)
		err = yf_check_status(c, it, f->node);
	if (!err && n->text)
		err = yf_check_required(c, it, f);
	if (!err)
		err = yf_check_host_prop(c, it, f, upf);
	if (!err)
		err = yf_check_specifiers(c, it, f, up, s);
	if (!err)
		err = yf_check_copied(c, it, f, upf);
	if (!err && (n->nrefs || n->text))
		err = yf_check_pin_names(c, it, f, s->cells);
	if (!err && n->nrefs)
		err = yf_check_name_count(c, it, f, s);
	if (!err && n->nrefs)
		err = yf_check_alias_copy(c, it, f, n);
	if (!err && !n->nrefs)
		err = yf_check_values(c, it, f, upf, s);
	if (!err)
		err = yf_check_template(c, it);
	/* a pin group new under the root: "*pinmux:" left out above it */
	if (!err && f->node < 0 && up == 0 && yf_pin_setting(it))
		err = yf_mistake(c, YAMLFDT_ERR_PINGROUP, it->key);
	if (!err && !n->nrefs)
		err = yf_check_hog_cells(c, it, f, up, s->len);
	if (!err && YF_KEY_IS(it, "reg-names") && f->node > 0 &&
	    !yf_mapping_sets(c, f, "reg", 3, &v) &&
	    yf_reg_cells(c, f->node, up, &k))
		err = reg_names_alone(c, it, f, &k);
	if (err || s->ref_at || (!YF_KEY_IS(it, "reg") && !region_key(it)))
		return err;
	if (YF_KEY_IS(it, "reg") && f->node < 0 && upf &&
	    no_address_cells(c, upf))
		return yf_mistake(c, YAMLFDT_ERR_NOCELLS, at);
	if (f->node < 0 && up == 0)	/* an open of a node the text made */
		up = open_parent(c, it);
	if (f->node < 0 && up < 0 && upf && upf->node == 0)
		return 0;	/* its parent the text's too: cells unknown */
	if (f->node < 0 && up < 0) {	/* under a new node: what it sets */
		if (!upf || !yf_text_reg_cells(c, upf, &k))
			return 0;
	} else if (!yf_reg_cells(c, f->node, up, &k) &&
		   !(f->node < 0 && upf && yf_text_reg_cells(c, upf, &k))) {
		return 0;	/* a base parent's cells, or its mapping's */
	}
	if (YF_KEY_IS(it, "reg"))
		return yf_check_reg(c, it, f, &k, n->head, s->len);
	ranges = YF_KEY_IS(it, "alloc-ranges");
	entry = 4u * (unsigned int)(k.sc + (ranges ? k.ac : 0));
	/* a reserved region's size and alignment: one; alloc-ranges: any */
	return k.resmem && (ranges ? s->len % entry : s->len != entry) ?
	       yf_mistake(c, YAMLFDT_ERR_CELLS, at) : 0;
}

/*
 * Are the first bytes of base value @old (@len bytes) those noted in @n?
 * A reference's cell holds no phandle yet in pass 1: its label's base
 * node's phandle stands for it.
 */
static int same_head(struct ctx *c, const uint8_t *old,
		     const struct value_notes *n, size_t len)
{
	size_t i, end = len < SINK_HEAD ? len : SINK_HEAD;
	unsigned int k = 0;
	int node;

	if (n->nrefs > SINK_REFS)
		return 0;
	for (i = 0; i < end; i++) {
		if (k < n->nrefs && i == 4u * n->refs[k].cell) {
			/* a label of the text's: the phandle pass 1 wrote */
			node = yf_base_label_node(c, n->refs[k++].label);
			if (i + 4 > end || yf_cell(old, i) !=
			    (node >= 0 ? fdt_get_phandle(c->fdt, node) :
			     yf_cell(n->head, i)))
				return 0;
			i += 3;
		} else if (old[i] != n->head[i]) {
			return 0;
		}
	}
	return k == n->nrefs || 4u * n->refs[k].cell >= end;
}

/*
 * Is mistake @err, of @it, one a value makes alone, against the base
 * tree?  Not names, a minimum, interrupts' cells or trigger (by the
 * mapping's interrupt-parent): there the mistake is the value's with
 * another the text sets.
 */
static int value_alone(int err, const struct item *it)
{
	switch (-err) {
	case YAMLFDT_ERR_UNITADDR:
	case YAMLFDT_ERR_REGEND:
	case YAMLFDT_ERR_RANGES:
	case YAMLFDT_ERR_I2CADDR:
	case YAMLFDT_ERR_RETYPE:
	case YAMLFDT_ERR_UNIT:
	case YAMLFDT_ERR_ENUM:
	case YAMLFDT_ERR_TYPE:
	case YAMLFDT_ERR_FLAG:
		return 1;
	case YAMLFDT_ERR_CELLS:
		return !YF_KEY_IS(it, "interrupts");
	}
	return 0;
}

/*
 * check_place(), but a value the base node holds already, byte for byte,
 * is never the text's mistake where the mistake is the value's alone
 * (value_alone()): a board's own oddity (a unit address its reg
 * disagrees with, dtc's warning) restated, as dtb2yaml of the base
 * writes it.  A longer value is compared by its length and first
 * SINK_HEAD bytes, the only ones these checks read (but CELLS, which
 * counts references past them).
 */
int yf_check_place(struct ctx *c, const struct item *it,
		   const struct frame *f, const struct frame *upf, int top,
		   const struct sink *s)
{
	int err = check_place(c, it, f, upf, top, s), len;
	const void *old;

	if (!err || !value_alone(err, it) || !s || !s->notes || f->node < 0 ||
	    (s->len > SINK_HEAD && err == -YAMLFDT_ERR_CELLS))
		return err;
	old = fdt_getprop_namelen(c->fdt, f->node, it->key, (int)it->keylen,
				  &len);
	if (!old || (size_t)len != s->len || !same_head(c, old, s->notes,
							s->len))
		return err;
	c->err = 0;
	return 0;
}
