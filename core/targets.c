// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * What a reference points at: a supply names a regulator, an mmc-pwrseq
 * an mmc-pwrseq-*, an OPP table an operating-points-v2, nvmem-cells a
 * cell, pinctrl-N a pin group; a GPIO hog's gpios hold no reference.  The
 * kernel takes a node of another kind without a word and the device
 * waits for ever.  On a base tree only, as place.c, which calls it;
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
		return yf_holds(v, len, "operating-points");
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
			     (yf_holds(own, n, "regulator") ||
			      yf_holds(v, len, "regulator") ||
			      !on_sizeless_bus(c, node)));
}

/*
 * The value the text gives @key (@n bytes) first, in any mapping of the
 * node of its label @idx, or NULL; the node's path in c->path, *@len
 * bytes long.
 */
static const char *label_value(struct ctx *c, unsigned int idx,
			       const char *key, size_t n, int *len)
{
	struct item o;

	*len = yf_node_path(c, (int)idx, NULL, 0, c->path, sizeof(c->path));
	return *len > 0 && yf_text_sets(c, c->path, (unsigned int)*len, key, n,
					IT_PROP, &o) ? o.val : NULL;
}

/*
 * Is the node the text's label @idx names of the kind a reference in @it
 * names, by the compatible the text gives it (in any mapping of it)?  A
 * supply's is no mmc-pwrseq-*, an mmc-pwrseq's is one.
 */
static int text_kind(struct ctx *c, const struct item *it, unsigned int idx)
{
	const char *v;
	int len, pwrseq;

	v = label_value(c, idx, "compatible", 10, &len);
	if (!v)
		return 1;
	v += *v == '"' || *v == '\'' || *v == '[';
	pwrseq = c->end - v > 10 && !memcmp(v, "mmc-pwrseq", 10);
	return YF_KEY_IS(it, "mmc-pwrseq") ? pwrseq : !is_supply(it) || !pwrseq;
}

/*
 * Does the text leave the node of its label @idx off: a status that
 * turns it off, on the first line that sets one ("status: disabled"
 * copied with a regulator from a SoC's .dtsi)?  Not a base node off
 * already, a board's own (its text by dtb2yaml restates it).
 */
static int text_turns_off(struct ctx *c, unsigned int idx)
{
	const char *v;
	int len, node;

	if (!yf_value_off(c, label_value(c, idx, "status", 6, &len)))
		return 0;
	/* a base node off already: the board's own (dtb2yaml restates it) */
	node = yf_find_path(c->fdt, c->path, (unsigned int)len);
	v = node >= 0 ? fdt_getprop(c->fdt, node, "status", &len) : NULL;
	return !v || !yf_off_status(v, len);
}

/* Is the node of frame @f off: by its mapping, or the base's and left so? */
static int frame_off(struct ctx *c, const struct frame *f)
{
	const char *v;

	if (yf_mapping_sets(c, f, "status", 6, &v))
		return yf_value_off(c, v);
	return f->node > 0 && yf_stays_off(c, f->node, f, NULL);
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
	/* "vin-supply: *vcc" in vcc: a regulator resolved to itself */
	if (n->nrefs && is_supply(it) && ((f->label >= 0 &&
	    n->refs[0].label == f->label) || (node > 0 && node == f->node)))
		return yf_mistake(c, YAMLFDT_ERR_KIND, c->text + n->refs[0].at);
	/* a node the text makes: "vmmc-supply: *wifi_pwrseq", both new */
	if (n->nrefs == 1 && (is_supply(it) || YF_KEY_IS(it, "mmc-pwrseq")) &&
	    (c->labels[n->refs[0].label].flags & LF_DEFINED) &&
	    !text_kind(c, it, n->refs[0].label))
		return yf_mistake(c, YAMLFDT_ERR_KIND, c->text + n->refs[0].at);
	/* "vmmc-supply: *vcc", a node the text makes and leaves off */
	for (k = 0; k < n->nrefs && k < SINK_REFS; k++)
		if ((c->labels[n->refs[k].label].flags & LF_DEFINED) &&
		    text_turns_off(c, n->refs[k].label) && !frame_off(c, f))
			return yf_mistake(c, YAMLFDT_ERR_INUSE,
					  c->text + n->refs[k].at);
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
