// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Kinds of node: what a reference points at (a supply names a regulator,
 * pinctrl-N a pin group, nvmem-cells a cell; a GPIO hog's gpios hold no
 * reference), and the new nodes the kernel reads only with properties the
 * text gives them, or only at their place (memory, reserved-memory, a
 * cpu).  On a base tree only, as place.c and clash.c, which call it;
 * calls pins.c, below it.
 */
#include "yamlfdt_int.h"

/* Is @it's key a supply's (vmmc-supply)? */
static int is_supply(const struct item *it)
{
	return it->keylen > 7 &&
	       !memcmp(it->key + it->keylen - 7, "-supply", 7);
}

/* Is base node @node an mmc-pwrseq (its first compatible mmc-pwrseq-*)? */
static int is_pwrseq(struct ctx *c, int node)
{
	int len;
	const char *v = fdt_getprop(c->fdt, node, "compatible", &len);

	return v && len >= 10 && !memcmp(v, "mmc-pwrseq", 10);
}

/* Does @v (@len bytes: a compatible list, a name) hold @w? */
static int holds(const char *v, int len, const char *w)
{
	int off, n = (int)strlen(w);

	for (off = 0; v && off + n <= len; off++)
		if (!memcmp(v + off, w, (size_t)n))
			return 1;
	return 0;
}

/* Is base node @node on a bus whose reg has no size (I2C, SPI, MDIO)? */
static int on_sizeless_bus(struct ctx *c, int node)
{
	const fdt32_t *sc = NULL;
	int len = 0, up = fdt_parent_offset(c->fdt, node);

	if (up >= 0)
		sc = fdt_getprop(c->fdt, up, "#size-cells", &len);
	return sc && len == 4 && !fdt32_to_cpu(*sc);
}

/*
 * Is base node @node of the kind a reference in @it names?  A *-supply's
 * is a regulator: one with a "regulator-*" property, else not a provider
 * of other things (a "#...-cells": a clock or GPIO controller), an
 * mmc-pwrseq, nor a device on an I2C, SPI or MDIO bus whose compatible
 * and name say no regulator (an EEPROM, a PHY; a power supply, named so
 * by sunxi's USB PHY, is a PMIC's child); an operating-points-v2's an
 * OPP table (a compatible with "operating-points", not a cpu); an
 * mmc-pwrseq's an mmc-pwrseq-*; an nvmem-cells' a cell, not its device
 * (one on an I2C or SPI bus, or one with cells below it).  Others: any.
 */
static int of_kind(struct ctx *c, const struct item *it, int node)
{
	const char *name, *v, *own;
	int off, len, cells = 0, regulator = 0, n = 0;

	if (YF_KEY_IS(it, "mmc-pwrseq"))
		return is_pwrseq(c, node);
	v = fdt_getprop(c->fdt, node, "compatible", &len);
	if (YF_KEY_IS(it, "operating-points-v2"))
		return holds(v, len, "operating-points");
	if (YF_KEY_IS(it, "nvmem-cells"))
		return !on_sizeless_bus(c, node) &&
		       !fdt_getprop(c->fdt, node, "#size-cells", NULL);
	if (!is_supply(it))
		return 1;
	fdt_for_each_property_offset(off, c->fdt, node) {
		if (!fdt_getprop_by_offset(c->fdt, off, &name, &n))
			break;
		n = (int)strlen(name);
		cells |= name[0] == '#' && n > 6 &&
			 !memcmp(name + n - 6, "-cells", 6);
		regulator |= n > 10 && !memcmp(name, "regulator-", 10);
	}
	own = fdt_get_name(c->fdt, node, &n);
	return regulator || (!cells && !is_pwrseq(c, node) &&
			     (holds(own, n, "regulator") ||
			      holds(v, len, "regulator") ||
			      !on_sizeless_bus(c, node)));
}

/*
 * What @it's references (noted in @n) point at, besides their cells: a
 * GPIO hog's gpios have none, its controller being the node it is in;
 * pinctrl-N's are pin groups, never a device (a node with compatible:
 * the node itself, another device, the pin controller).  A base node not
 * known yet is left to yf_check_pin_groups(): looking it up here, alone,
 * would pass the one walk that finds them all at the end of pass 1.
 */
int yf_check_targets(struct ctx *c, const struct item *it,
		     const struct frame *f, const struct value_notes *n)
{
	const struct label *l;
	unsigned int k;
	int node;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	if (it->keylen == 5 && !memcmp(it->key, "gpios", 5) && yf_is_hog(c, f))
		return yf_mistake(c, YAMLFDT_ERR_HOG, c->text + n->refs[0].at);
	node = n->nrefs && (YF_KEY_IS(it, "operating-points-v2") ||
			    YF_KEY_IS(it, "mmc-pwrseq") || is_supply(it) ||
			    YF_KEY_IS(it, "nvmem-cells")) ?
	       yf_base_label_node(c, n->refs[0].label) : -1;
	if (node >= 0 && !of_kind(c, it, node))
		return yf_mistake(c, YAMLFDT_ERR_KIND, c->text + n->refs[0].at);
	if (!yf_is_pinctrl(it))
		return 0;
	for (k = 0; k < n->nrefs && k < SINK_REFS; k++) {
		l = &c->labels[n->refs[k].label];
		if (l->flags & LF_DEFINED)
			continue;
		if ((f->label >= 0 && n->refs[k].label == f->label) ||
		    (l->node >= 0 && (l->node == f->node ||
				      fdt_getprop(c->fdt, l->node,
						  "compatible", NULL))))
			return yf_mistake(c, YAMLFDT_ERR_PINGROUP,
					  c->text + n->refs[k].at);
		c->labels[n->refs[k].label].flags |= LF_PINCTRL;
	}
	return 0;
}

/*
 * "status: okay" (@it, its value noted in @n) in a base node under the
 * base node of frame @upf, which stays off: the kernel probes nothing
 * below it.  (A node opened alone, "*eeprom:", has no frame above it
 * here: finding its parent would walk the tree.)
 */
int yf_check_enabled(struct ctx *c, const struct item *it,
		     const struct frame *upf, const struct value_notes *n)
{
	if (!YAMLFDT_HAVE_PLACE || !upf || !yf_is_status_key(it) ||
	    memcmp(n->head, "ok", 2))
		return 0;
	return yf_stays_off(c, upf->node) ?
	       yf_mistake(c, YAMLFDT_ERR_OFFNODE, it->val) : 0;
}

/* Is @it's key a bus's: i2c, spi, mdio, bare or with "@..."? */
static int bare_bus(const struct item *it)
{
	return yf_named(it->key, it->keylen, "i2c") ||
	       yf_named(it->key, it->keylen, "spi") ||
	       yf_named(it->key, it->keylen, "mdio");
}

/*
 * A new node @it, under the node of frame @parent, not the root, that the
 * kernel reads only elsewhere, by the device_type its mapping gives it: a
 * memory node (the root's: "memory@a0000000" under /soc is no RAM), a
 * cpu (/cpus').
 */
static int misplaced(struct ctx *c, const struct item *it,
		     const struct frame *parent)
{
	const char *v, *up;
	struct item o;
	int len, n = 0, cpu = yf_named(it->key, it->keylen, "cpu");

	if (!cpu && !yf_named(it->key, it->keylen, "memory"))
		return 0;
	len = yf_node_path(c, -1, it->line, 0, c->path, sizeof(c->path));
	if (len <= 0 || !yf_text_sets(c, c->path, (unsigned int)len,
				      "device_type", 11, IT_PROP, &o) ||
	    !o.val)
		return 0;
	v = o.val + (*o.val == '"' || *o.val == '\'');
	n = cpu ? 3 : 6;
	if (v + n >= c->end || memcmp(v, cpu ? "cpu" : "memory", (size_t)n) ||
	    yf_is_label_char(v[n], 0) || v[n] == '-')
		return 0;
	up = cpu ? yf_frame_name(c, parent, &n) : NULL;
	return cpu && up && n == 4 && !memcmp(up, "cpus", 4) ? 0 :
	       yf_mistake(c, YAMLFDT_ERR_ROOTNODE, it->key);
}

/*
 * A new node of a kind the kernel reads only with properties the text
 * gives it nowhere, under the root (frame @parent): memory@ without
 * device_type "memory" (the RAM is left out); reserved-memory without
 * ranges, or without the root's #address-cells and #size-cells (each
 * region is ignored).  And a binding's example pasted as it is: its
 * "example-0:" wrapper, or a bus under the root with no compatible, whose
 * devices no controller's driver ever probes.  Or a node the kernel
 * reads elsewhere: a cpu under the root, misplaced(); or under a base
 * node that stays off, whose children are never probed.  @it is the
 * node's key.
 */
int yf_check_new_kind(struct ctx *c, const struct item *it,
		      const struct frame *parent)
{
	static const char *const resmem[] = { "ranges", "#address-cells",
					      "#size-cells" };
	const fdt32_t *root;
	struct item o;
	unsigned int i;
	uint64_t v;
	int len, n;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	/* a binding's example pasted: "example-0:", "i2c:" at the root */
	if (it->keylen > 8 && !memcmp(it->key, "example-", 8) &&
	    yf_is_digit(it->key[8]))
		return yf_mistake(c, YAMLFDT_ERR_EXAMPLE, it->key);
	if (yf_stays_off(c, parent->node))	/* "*i2c1:" off, "rtc@68:" */
		return yf_mistake(c, YAMLFDT_ERR_OFFNODE, it->key);
	if (parent->node != 0)
		return misplaced(c, it, parent);
	if (yf_named(it->key, it->keylen, "cpu"))	/* /cpus' */
		return yf_mistake(c, YAMLFDT_ERR_ROOTNODE, it->key);
	len = yf_node_path(c, -1, it->line, 0, c->path, sizeof(c->path));
	if (len <= 0)
		return 0;
	if (bare_bus(it) && !yf_text_sets(c, c->path, (unsigned int)len,
					  "compatible", 10, IT_PROP, &o))
		return yf_mistake(c, YAMLFDT_ERR_EXAMPLE, it->key);
	if (yf_named(it->key, it->keylen, "memory"))
		return yf_text_sets(c, c->path, (unsigned int)len,
				    "device_type", 11, IT_PROP, &o) ? 0 :
		       yf_mistake(c, YAMLFDT_ERR_REQUIRED, it->key);
	for (i = 0; YF_KEY_IS(it, "reserved-memory") && i < 3; i++) {
		if (!yf_text_sets(c, c->path, (unsigned int)len, resmem[i],
				  strlen(resmem[i]), IT_TRUE, &o))
			return yf_mistake(c, YAMLFDT_ERR_REQUIRED, it->key);
		root = i ? fdt_getprop(c->fdt, 0, resmem[i], &n) : NULL;
		if (root && n == 4 && o.val && yf_value_number(c, o.val, &v) &&
		    v != fdt32_to_cpu(*root))
			return yf_mistake(c, YAMLFDT_ERR_REQUIRED, o.val);
	}
	return 0;
}
