// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * What the tree around a property asks of it, when a text edits a base
 * tree: a device's property is not the root's; reg fits its parent's
 * #address-cells and #size-cells, and its node's unit address; an I2C
 * address has 7 bits; interrupts fit their controller's #interrupt-cells.
 * libfdt writes any of these without a word and the kernel misreads them
 * (dtc only warns: reg_format, simple_bus_reg, i2c_bus_reg,
 * interrupts_property).  Not when compiling a whole board, whose shipped
 * sources keep dtc's warnings.  check.c asks; calls no file above it.
 */
#include "yamlfdt_int.h"

#define I2C_TEN_BIT	0x80000000u	/* dt-bindings/i2c/i2c.h's flags */
#define I2C_OWN_SLAVE	0x40000000u

/* The big-endian cell at @p, which a value buffer need not align */
static uint32_t cell_at(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}

/* What @node's reg is read by; known only where the base sets both */
struct reg_cells {
	int ac, sc;
	int i2c;	/* the parent is an I2C bus (dtc: by its name) */
};

static int reg_cells(struct ctx *c, int node, int up, struct reg_cells *k)
{
	const fdt32_t *v;
	const char *name;
	int off, len, found = 0;

	k->ac = -1;
	k->sc = -1;
	if (node >= 0)
		up = fdt_parent_offset(c->fdt, node);
	if (up < 0)
		return 0;
	/* both in one walk of its properties; without both, the text may set
	 * them (libfdt's defaults are no answer)
	 */
	fdt_for_each_property_offset(off, c->fdt, up) {
		v = fdt_getprop_by_offset(c->fdt, off, &name, &len);
		if (!v || len != 4 || name[0] != '#')
			continue;
		len = (int)strlen(name);
		if (len == 14 && !memcmp(name, "#address-cells", 14))
			k->ac = (int)fdt32_to_cpu(*v), found |= 1;
		else if (len == 11 && !memcmp(name, "#size-cells", 11))
			k->sc = (int)fdt32_to_cpu(*v), found |= 2;
	}
	name = fdt_get_name(c->fdt, up, &len);
	k->i2c = name && len >= 3 && !memcmp(name, "i2c", 3) &&
		 (len == 3 || name[3] == '@' || name[3] == '-') &&
		 k->ac == 1 && k->sc == 0;
	return found == 3 && k->ac > 0 && k->ac <= 4 && k->sc >= 0 &&
	       k->sc <= 4;
}

/* The hex unit address of base node @node, if it has one of 1 to 16 */
static int unit_address(struct ctx *c, int node, uint64_t *addr)
{
	const char *name, *at, *e;
	int len;

	name = fdt_get_name(c->fdt, node, &len);
	at = name ? memchr(name, '@', (size_t)len) : NULL;
	if (!at || name + len - ++at > 16 || at == name + len)
		return 0;
	for (*addr = 0, e = name + len; at < e; at++) {
		if (!yf_is_hex(*at))
			return 0;	/* "1,40000000", "0,1": a bus's own */
		*addr = *addr << 4 | (uint64_t)(yf_is_digit(*at) ? *at - '0' :
						(*at | 0x20) - 'a' + 10);
	}
	return 1;
}

/*
 * reg, @n bytes whose first SINK_HEAD are @v, at @at in the node of
 * offset @node (-1: new, under @up): entries of #address-cells +
 * #size-cells; the first address is the unit address; under an I2C bus,
 * 7-bit addresses (10 with I2C_TEN_BIT), the first four.
 */
static int check_reg(struct ctx *c, const char *at, int node, int up,
		     const uint8_t *v, size_t n)
{
	struct reg_cells k;
	uint64_t unit, a = 0;
	uint32_t cell;
	size_t i;

	if (!reg_cells(c, node, up, &k))
		return 0;
	if (!n || n % (4u * (unsigned int)(k.ac + k.sc)))
		return yf_fail(c, -YAMLFDT_ERR_CELLS, at);
	for (i = 0; k.ac <= 2 && i < (size_t)k.ac; i++)
		a = a << 32 | cell_at(v + 4 * i);
	if (k.ac <= 2 && node > 0 && unit_address(c, node, &unit) &&
	    unit != a)
		return yf_fail(c, -YAMLFDT_ERR_UNITADDR, at);
	/* "[0x10043000, 0x100433ff]": a datasheet's end, not a size */
	if (k.ac == 1 && k.sc == 1 && n >= 8 && cell_at(v + 4) > cell_at(v) &&
	    (cell_at(v + 4) & 0xff) == 0xff)
		return yf_fail(c, -YAMLFDT_ERR_REGEND, at);
	for (i = 0; k.i2c && i < n && i + 4 <= SINK_HEAD; i += 4) {
		cell = cell_at(v + i) & ~I2C_OWN_SLAVE;
		if (cell & I2C_TEN_BIT ? (cell & ~I2C_TEN_BIT) > 0x3ff :
		    cell > 0x7f)
			return yf_fail(c, -YAMLFDT_ERR_I2CADDR, at);
	}
	return 0;
}

/*
 * The node whose #interrupt-cells reads the interrupts of base node
 * @node, as the kernel finds it (of_irq_find_parent()): interrupt-parent,
 * else the parent, until a node has #interrupt-cells.  Its value, or -1.
 */
static int interrupt_cells(struct ctx *c, int node)
{
	const fdt32_t *p;
	int len, depth;

	for (depth = 0; node >= 0 && depth < YAMLFDT_MAX_DEPTH * 2; depth++) {
		p = fdt_getprop(c->fdt, node, "interrupt-parent", &len);
		node = p && len == 4 ?
		       fdt_node_offset_by_phandle(c->fdt,
						  fdt32_to_cpu(*p)) :
		       fdt_parent_offset(c->fdt, node);
		p = node >= 0 ? fdt_getprop(c->fdt, node, "#interrupt-cells",
					   &len) : NULL;
		if (p)
			return len == 4 ? (int)fdt32_to_cpu(*p) : -1;
	}
	return -1;
}

/*
 * The base node of label @idx, when the base's /__symbols__ gives it and
 * the text defines no label of that name; else -1 (a node the text may
 * make, and give its #*-cells).
 */
static int label_node(struct ctx *c, unsigned int idx)
{
	struct label *l = &c->labels[idx];
	const char *path;

	if (l->flags & LF_DEFINED)
		return -1;
	/* kept: pass 1 changes no offset, and yf_labels_resolve() uses it */
	if (l->node >= 0)
		return l->node;
	path = yf_base_symbol(c, (int)idx);
	l->node = path ? yf_find_path(c->fdt, path,
				      (unsigned int)strlen(path)) : -1;
	if (l->node < 0)
		l->node = -1;
	return l->node;
}

/*
 * Does the mapping of frame @f set @key (@n bytes) too?  *@val: its value
 * on the key's line, or NULL.
 */
static int mapping_sets(struct ctx *c, const struct frame *f,
			const char *key, size_t n, const char **val)
{
	const char *l, *end;
	struct item o;
	int ind;

	end = yf_body_end(c, c->text + f->body, &ind);
	for (l = yf_next_significant(c->text + f->body, end); l < end;
	     l = yf_next_significant(yf_next_line(l, end), end))
		if (yf_item_indent(c, l) == (unsigned int)ind &&
		    !yf_parse_item(c, l, &o) && o.keylen == n &&
		    !memcmp(o.key, key, n)) {
			*val = o.val;
			return 1;
		}
	return 0;
}

/*
 * interrupts, @n bytes, in base node @node (or a new node under @up);
 * where the mapping sets its own interrupt-parent, *label's controller.
 */
static int check_interrupts(struct ctx *c, const struct item *it,
			    const struct frame *f, int up, size_t n)
{
	const char *v, *e;
	const fdt32_t *p;
	int cells = -1, idx, node, len;

	if (!mapping_sets(c, f, "interrupt-parent", 16, &v)) {
		cells = interrupt_cells(c, f->node >= 0 ? f->node : up);
	} else if (v && *v == '*') {	/* "interrupt-parent: *gpio1" */
		e = yf_scan_label(v + 1, c->end);
		idx = yf_label_find(c, v + 1, (unsigned int)(e - v - 1));
		node = idx >= 0 ? label_node(c, (unsigned int)idx) : -1;
		p = node >= 0 ? fdt_getprop(c->fdt, node, "#interrupt-cells",
					   &len) : NULL;
		if (p && len == 4)
			cells = (int)fdt32_to_cpu(*p);
		else if (node >= 0)	/* no interrupt controller: *pinmux */
			return yf_fail(c, -YAMLFDT_ERR_CELLS, v);
	}
	if (cells <= 0 || cells > 8 || n % (4u * (unsigned int)cells) == 0)
		return 0;
	return yf_fail(c, -YAMLFDT_ERR_CELLS, it->val ? it->val : it->key);
}

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

	if (!YAMLFDT_HAVE_PLACE || node < 0)
		return 0;
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
			return yf_fail(c, -YAMLFDT_ERR_NOTHERE, it->key);
		}
	}
	if (own_property(c, it, node, &near) >= 0)
		return 0;
	/* "non-removable: false" one level too deep: the parent has it */
	up = yf_is_status_key(it) ? -1 : fdt_parent_offset(c->fdt, node);
	prop = up >= 0 ? own_property(c, it, up, &far) : -1;
	if (prop >= 0) {
		c->ref_node = up;
		c->ref_prop = prop;
		return yf_fail(c, -YAMLFDT_ERR_NOTHERE, it->key);
	}
	if (yf_is_standard_key(it))
		return 0;
	return near_name(c, it, node, near, -YAMLFDT_ERR_NOTHERE);
}

/*
 * Each reference of @it's value @s (the first SINK_REFS) and the cells
 * after it, up to the next: as many as its target's #*-cells says
 * ("gpios: [*gpio1, 5]" under #gpio-cells 2, "clocks: [*ccu]" under
 * #clock-cells 1), none for pinctrl-N and the like (dtc: gpios_property,
 * clocks_property).  Asked where the target is a base node with the
 * count; numbers that are phandles themselves read as its arguments.
 */
static int check_specifiers(struct ctx *c, const struct item *it,
			    const struct sink *s, const struct value_notes *n)
{
	const char *cells = yf_specifier_cells(it);
	const fdt32_t *v;
	unsigned int k, end, want;
	int node, len;

	if (!cells || (s->len & 3))
		return 0;
	for (k = 0; k < n->nrefs && k < SINK_REFS; k++) {
		if (k + 1 == SINK_REFS && n->nrefs > SINK_REFS)
			break;		/* where it ends is not kept */
		end = k + 1 < n->nrefs ? n->refs[k + 1].cell :
		      (unsigned int)(s->len / 4);
		want = 0;
		if (*cells) {
			node = label_node(c, n->refs[k].label);
			if (node < 0)
				continue;
			/* none: no controller of its kind (gpios: [*pinmux]) */
			v = fdt_getprop(c->fdt, node, cells, &len);
			want = v && len == 4 ? fdt32_to_cpu(*v) : ~0u;
		}
		if (end - n->refs[k].cell - 1 != want)
			return yf_fail(c, -YAMLFDT_ERR_CELLS,
				       c->text + n->refs[k].at);
	}
	return 0;
}

/* Is @it pinctrl-N? */
static int is_pinctrl(const struct item *it)
{
	return it->keylen >= 9 && !memcmp(it->key, "pinctrl-", 8) &&
	       yf_holds_phandles(it);
}

/*
 * What @it's references (noted in @n) point at, besides their cells: a
 * GPIO hog's gpios have none, its controller being the node it is in;
 * pinctrl-N's are pin groups, never a device (a node with compatible:
 * the node itself, another device, the pin controller).  A base node not
 * known yet is left to yf_check_pin_groups(): looking it up here, alone,
 * would pass the one walk that finds them all at the end of pass 1.
 */
static int check_targets(struct ctx *c, const struct item *it,
			 const struct frame *f, const struct value_notes *n)
{
	const struct label *l;
	const char *v;
	unsigned int k;

	if (it->keylen == 5 && !memcmp(it->key, "gpios", 5) &&
	    ((f->node >= 0 && fdt_getprop(c->fdt, f->node, "gpio-hog", NULL)) ||
	     mapping_sets(c, f, "gpio-hog", 8, &v)))
		return yf_fail(c, -YAMLFDT_ERR_HOG, c->text + n->refs[0].at);
	if (!is_pinctrl(it))
		return 0;
	for (k = 0; k < n->nrefs && k < SINK_REFS; k++) {
		l = &c->labels[n->refs[k].label];
		if (l->flags & LF_DEFINED)
			continue;
		if ((f->label >= 0 && n->refs[k].label == f->label) ||
		    (l->node >= 0 && (l->node == f->node ||
				      fdt_getprop(c->fdt, l->node,
						  "compatible", NULL))))
			return yf_fail(c, -YAMLFDT_ERR_PINGROUP,
				       c->text + n->refs[k].at);
		c->labels[n->refs[k].label].flags |= LF_PINCTRL;
	}
	return 0;
}

/* pinctrl-N in frame @f: each state needs its name, the N+1th */
static int check_pin_names(struct ctx *c, const struct item *it,
			   const struct frame *f)
{
	const char *v;
	unsigned int k;

	if (!is_pinctrl(it))
		return 0;
	for (k = 0, v = it->key + 8; v < it->key + it->keylen; v++)
		k = k * 10 + (unsigned int)(*v - '0');
	if (!mapping_sets(c, f, "pinctrl-names", 13, &v) &&
	    (f->node < 0 ||
	     fdt_stringlist_count(c->fdt, f->node, "pinctrl-names") <= (int)k))
		return yf_fail(c, -YAMLFDT_ERR_PINNAMES, it->key);
	return 0;
}

/*
 * End of pass 1, the base labels' nodes found: one that pinctrl-N names
 * is no device.  The error is at the first such reference in the text
 * (read again: an error is rare, and keeping every position costs state).
 */
int yf_check_pin_groups(struct ctx *c)
{
	const char *l, *p, *e;
	struct label *lb;
	unsigned int i, ind;
	struct item it;

	for (i = 0; YAMLFDT_HAVE_PLACE && i < c->nlabels; i++) {
		lb = &c->labels[i];
		if (!(lb->flags & LF_PINCTRL) || (lb->flags & LF_DEFINED) ||
		    lb->node < 0 ||
		    !fdt_getprop(c->fdt, lb->node, "compatible", NULL))
			continue;
		for (l = yf_next_significant(c->text, c->end); l < c->end;
		     l = yf_next_significant(yf_next_line(l, c->end), c->end)) {
			if (yf_parse_item(c, l, &it) || !is_pinctrl(&it) ||
			    !it.val)
				continue;
			ind = yf_item_indent(c, l);
			for (p = it.val; p < c->end; p = e) {
				e = yf_next_line(p, c->end);
				if (p != it.val && yf_item_indent(c, p) <= ind &&
				    !yf_is_blank_line(p, c->end))
					break;
				for (; p < e; p++)
					if (*p == '*' && e - p > lb->namelen &&
					    !memcmp(p + 1, c->text + lb->name,
						    lb->namelen) &&
					    yf_scan_label(p + 1, e) ==
					    p + 1 + lb->namelen)
						return yf_fail(c,
							-YAMLFDT_ERR_PINGROUP, p);
			}
		}
	}
	return 0;
}

/* Is @key a pin setting, which only a pin group has (bias-pull-up)? */
static int pin_setting(const struct item *it)
{
	static const char *const heads[] = {
		"bias-", "drive-", "input-schmitt", "slew-rate", "pins",
		"groups",
	};
	unsigned int i;
	size_t n;

	for (i = 0; i < YF_COUNT(heads); i++) {
		n = strlen(heads[i]);
		if (it->keylen >= n && !memcmp(it->key, heads[i], n) &&
		    (heads[i][n - 1] == '-' || it->keylen == n ||
		     it->key[n] == '-'))
			return 1;
	}
	return 0;
}

/*
 * A pin setting in frame @f, a device that takes its pins by pinctrl-0
 * (in the base or in its mapping): "bias-pull-up: true" one level too
 * high, on the UART instead of the pin group its pinctrl-0 names.
 */
int yf_check_pin_setting(struct ctx *c, const struct item *it,
			 const struct frame *f)
{
	const char *v;

	if (!YAMLFDT_HAVE_PLACE || !pin_setting(it))
		return 0;
	if ((f->node > 0 && fdt_getprop(c->fdt, f->node, "pinctrl-0", NULL)) ||
	    mapping_sets(c, f, "pinctrl-0", 9, &v))
		return yf_fail(c, -YAMLFDT_ERR_PINGROUP, it->key);
	return 0;
}

/*
 * The least nonzero value @it's one value, in base node @node, takes
 * in its unit, else 0: a regulator's voltage in microvolts is 0.1 V or
 * more ("3300" meant mV), an I2C or SPI bus's clock-frequency and
 * spi-max-frequency in Hz 1 kHz or more ("100" meant kHz).  *@most gets
 * the most, or 0: an I2C bus runs at 5 MHz at most ("100000000").
 */
static uint32_t unit_least(struct ctx *c, const struct item *it, int node,
			   uint32_t *most)
{
	const char *name;
	int len;

	*most = 0;
	if (it->keylen == 23 && (!memcmp(it->key, "regulator-min-microvolt", 23) ||
				 !memcmp(it->key, "regulator-max-microvolt", 23)))
		return 100000;
	if (it->keylen == 17 && !memcmp(it->key, "spi-max-frequency", 17))
		return 1000;
	if (it->keylen != 15 || memcmp(it->key, "clock-frequency", 15) ||
	    node <= 0)
		return 0;
	name = fdt_get_name(c->fdt, node, &len);
	if (name && len >= 3 && !memcmp(name, "i2c", 3))
		*most = 5000000;	/* Ultra Fast-mode: "100000000" */
	return name && len >= 3 && (!memcmp(name, "i2c", 3) ||
				    !memcmp(name, "spi", 3)) ? 1000 : 0;
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
		if (v[i] ? v[i] < 0x20 || v[i] > 0x7e :
			   !i || !v[i - 1])
			break;
	if (i == len && !v[len - 1])
		return 0;	/* a string */
	return yf_fail(c, -YAMLFDT_ERR_RETYPE, it->val ? it->val : it->key);
}

/*
 * Property @it, encoded to @s (NULL: "name: true"), in frame @f of a
 * text that edits a base; @up is the node of the frame the walk holds
 * above @f (a new node's parent), @top: @it is at the text's top level.
 */
int yf_check_place(struct ctx *c, const struct item *it,
		   const struct frame *f, int up, int top,
		   const struct sink *s)
{
	const char *at = it->val ? it->val : it->key;
	const struct value_notes *n = s ? s->notes : NULL;
	int err = 0, prop = -1, near = -1;
	uint32_t least, most;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	/* "status: okay" under-indented out of its node, "bootargs:" */
	if (top && f->node == 0 && yf_is_device_key(it) &&
	    !fdt_getprop_namelen(c->fdt, 0, it->key, (int)it->keylen, NULL))
		return yf_fail(c, -YAMLFDT_ERR_ROOTPROP, it->key);
	/* a standard name is none's typo, and NOTNUM and STATUS type it */
	if (!yf_is_standard_key(it)) {
		prop = own_property(c, it, f->node, &near);
		if (prop < 0)
			err = near_name(c, it, f->node, near,
					-YAMLFDT_ERR_TYPO);
	}
	if (!n)
		return err;	/* "flag: true": nothing more to read */
	/* "*uart1_pins:" opened for "*uart1:": status is the device's */
	if (!err && f->node > 0 && yf_is_status_key(it) &&
	    !fdt_getprop(c->fdt, f->node, "compatible", NULL) &&
	    (fdt_getprop(c->fdt, f->node, "pins", NULL) ||
	     fdt_getprop(c->fdt, f->node, "groups", NULL) ||
	     fdt_getprop(c->fdt, f->node, "pinmux", NULL)))
		err = yf_fail(c, -YAMLFDT_ERR_PINGROUP, it->key);
	if (!err && n->text && prop >= 0 && f->node > 0)
		err = check_retype(c, it, prop);
	if (!err && n->nrefs)
		err = check_targets(c, it, f, n);
	if (!err && n->nrefs)
		err = check_specifiers(c, it, s, n);
	if (!err && n->nrefs)
		err = check_pin_names(c, it, f);
	least = !err && s->len == 4 && !n->tagged && !n->text && !n->nrefs ?
		unit_least(c, it, f->node, &most) : 0;
	if (least && cell_at(n->head) &&
	    (cell_at(n->head) < least || (most && cell_at(n->head) > most)))
		err = yf_fail(c, -YAMLFDT_ERR_UNIT, at);
	if (err || (f->node < 0 && up < 0))
		return err;	/* under a new node: nothing more known */
	if (it->keylen == 10 && !memcmp(it->key, "interrupts", 10))
		return check_interrupts(c, it, f, up, s->len);
	if (it->keylen != 3 || memcmp(it->key, "reg", 3) || s->ref_at)
		return 0;
	return check_reg(c, at, f->node, up, n->head, s->len);
}
