// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Flags ("name: true", an empty property) that do nothing where the text
 * sets them, or fight another the node keeps: a gpio-leds LED's
 * active-low, /reserved-memory's own no-map, bias-pull-down added beside
 * a base's bias-pull-up.  The kernel reads each without a word, and the
 * device acts as its writer did not mean.  On a base tree only, as
 * place.c's checks; check.c asks.
 */
#include "yamlfdt_int.h"

/*
 * Flags of which a node takes one, each group ended by NULL: a pin's bias,
 * drive, level and input (pinconf-generic.yaml: with two, the driver
 * picks one; not bias-high-impedance beside a pull, which ZynqMP's
 * boards set together), a reserved region both reusable and unmapped
 * (the kernel refuses the CMA pool).
 */
static const char *const one_of[] = {
	"bias-disable", "bias-pull-up", "bias-pull-down", NULL,
	"drive-push-pull", "drive-open-drain", "drive-open-source", NULL,
	"output-low", "output-high", NULL,
	"input-enable", "input-disable", NULL,
	"no-map", "reusable", NULL,
};

/*
 * "bias-pull-down: true" (@it) added to the node of frame @f, which keeps
 * another flag of its group: the base node's, which the text does not
 * delete ("bias-pull-up: false"), or one the text sets too (its last line
 * on the flag, in any mapping of the node, says).  Its writer meant to
 * replace the other; DTS's overlays add it the same way, and dtc says
 * nothing.
 */
static int other_of_group(struct ctx *c, const struct item *it,
			  const struct frame *f)
{
	const char *const *g = one_of, *const *y, *l;
	struct item o;
	unsigned int kept = 0, bit;
	int len;

	for (y = one_of; y < one_of + YF_COUNT(one_of); y++)
		if (!*y)
			g = y + 1;	/* the next group's first */
		else if (yf_named(it->key, it->keylen, *y))
			break;
	if (y == one_of + YF_COUNT(one_of))
		return 0;
	for (y = g, bit = 1; *y; y++, bit <<= 1)
		if (f->node > 0 && fdt_getprop(c->fdt, f->node, *y, NULL))
			kept |= bit;
	len = yf_node_path(c, -1, it->line, 1, c->path, sizeof(c->path));
	for (l = yf_next_significant(c->text, c->end); len > 0 && l < c->end;
	     l = yf_next_significant(yf_next_line(l, c->end), c->end)) {
		if (yf_parse_item(c, l, &o) || o.kind > IT_NULL)
			continue;
		for (y = g, bit = 1; *y && !yf_named(o.key, o.keylen, *y);
		     y++, bit <<= 1)
			;
		if (!*y || yf_named(it->key, it->keylen, *y) ||
		    !yf_node_path_is(c, -1, l, 1, c->path, (unsigned int)len))
			continue;
		kept = o.kind <= IT_TRUE ? kept | bit : kept & ~bit;
	}
	return kept ? yf_mistake(c, YAMLFDT_ERR_ONEOF, it->key) : 0;
}

/* Does the node of frame @f have @key, in the base or its mapping? */
static int has(struct ctx *c, const struct frame *f, const char *key)
{
	const char *v;

	return (f->node > 0 && fdt_getprop(c->fdt, f->node, key, NULL)) ||
	       yf_mapping_sets(c, f, key, strlen(key), &v);
}

/*
 * "regulator-always-on: true" on a device that is no regulator (a UART
 * kept powered): its compatible (base or mapping) and its name say no
 * "regulator", and it has no regulator-name nor a voltage.  No driver of
 * the device reads it; the supply it meant is its vcc-supply's regulator.
 */
static int regulator_flag(struct ctx *c, const struct item *it,
			  const struct frame *f)
{
	const char *v = NULL, *name;
	int len = 0, n = 0;

	if (it->keylen < 10 || memcmp(it->key, "regulator-", 10))
		return 0;
	if (f->node > 0)
		v = fdt_getprop(c->fdt, f->node, "compatible", &len);
	if (!v && yf_mapping_sets(c, f, "compatible", 10, &v) && v)
		len = (int)(yf_line_end(v, c->end) - v);
	name = yf_frame_name(c, f, &n);		/* "regulator-v2v1" (twl6030) */
	if (yf_holds(v, len, "regulator") || yf_holds(name, n, "regulator"))
		return 0;
	return v && !has(c, f, "regulator-name") &&
	       !has(c, f, "regulator-min-microvolt") ?
	       yf_mistake(c, YAMLFDT_ERR_UNREAD, it->key) : 0;
}

/*
 * A flag set ("name: true", @it) in the node of frame @f (@upf the frame
 * above it) that no driver
 * of the node reads, where the writer meant it to act: active-low beside
 * gpios (a gpio-leds LED's polarity is gpios' flags cell: the LED stays
 * inverted), no-map or reusable on /reserved-memory itself (each region
 * under it has its own); one of a group beside another (other_of_group());
 * a regulator's on a device that is none (regulator_flag()).
 */
int yf_check_flag(struct ctx *c, const struct item *it, const struct frame *f,
		  const struct frame *upf)
{
	const char *v, *name;
	int len = 0, err = 0;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	/* what the base has already is its own (a board restated) */
	if (!yf_base_has_key(c, f, it)) {
		/* "interrupt-controler: true": a flag's name misspelt */
		if (!yf_is_standard_key(it) && yf_near_standard_key(it))
			return yf_mistake(c, YAMLFDT_ERR_TYPO, it->key);
		err = other_of_group(c, it, f);
		if (!err)
			err = regulator_flag(c, it, f);
		if (!err)
			err = yf_check_host_prop(c, it, f, upf);
	}
	if (err)
		return err;
	if (YF_KEY_IS(it, "active-low"))
		return has(c, f, "gpios") &&
		       !yf_mapping_sets(c, f, "pwms", 4, &v) ?
		       yf_mistake(c, YAMLFDT_ERR_UNREAD, it->key) : 0;
	if (!YF_KEY_IS(it, "no-map") && !YF_KEY_IS(it, "reusable"))
		return 0;
	name = yf_frame_name(c, f, &len);
	return yf_named(name, (size_t)len, "reserved-memory") ?
	       yf_mistake(c, YAMLFDT_ERR_UNREAD, it->key) : 0;
}
