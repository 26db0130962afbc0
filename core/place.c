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
 * sources keep dtc's warnings.  check.c asks; pins.c, specs.c and
 * units.c (a value's unit, words, width) are below.
 */
#include "yamlfdt_int.h"

#define I2C_TEN_BIT	0x80000000u	/* dt-bindings/i2c/i2c.h's flags */

/*
 * What a node's reg is read by: its parent's cells, where both are set
 * (libfdt's defaults are no answer), and its bus, by the parent's name.
 */
struct reg_cells {
	int ac, sc;
	int bus;	/* the parent's offset in the base, or -1: new */
	uint8_t i2c;	/* an I2C bus, of 1 + 0 cells (dtc: by its name) */
	uint8_t resmem;	/* /reserved-memory: its regions' size, ... */
	uint32_t limit;	/* the bus's addresses are below it; 0: any */
};

/*
 * Is @name (@len bytes) @bus's, bare or with "@...", "-..." or a number
 * ("mdio0")?  Not a mux of them ("mdio-mux@54", "i2c-mux"), whose
 * children are the buses, their reg the mux's setting.
 */
static int bus_named(const char *name, int len, const char *bus)
{
	int n = (int)strlen(bus);

	return name && len >= n && !memcmp(name, bus, (size_t)n) &&
	       (len == n || name[n] == '@' || name[n] == '-' ||
		yf_is_digit(name[n])) &&
	       !(len >= n + 4 && !memcmp(name + n, "-mux", 4));
}

/*
 * The bus a parent named @name (@len bytes) of @k's cells is: an I2C
 * bus's addresses have 7 bits (10), an MDIO bus's PHYs are 0 to 31, an
 * SPI bus's chip selects 0 to 256 (spi-controller.yaml), below its
 * num-cs (reg_cells()), an MMC host's SDIO functions 0 to 7.
 */
static void bus_kind(const char *name, int len, struct reg_cells *k)
{
	int simple = k->ac == 1 && k->sc == 0;

	k->i2c = simple && bus_named(name, len, "i2c");
	k->resmem = bus_named(name, len, "reserved-memory");
	k->limit = !simple ? 0 : bus_named(name, len, "mdio") ? 32 :
		  bus_named(name, len, "spi") ? 257 :
		  bus_named(name, len, "mmc") || bus_named(name, len, "sdhci") ||
		  bus_named(name, len, "sdmmc") ? 8 : 0;
}

/* The cells that new node frame @upf's mapping gives its children */
static int text_reg_cells(struct ctx *c, const struct frame *upf,
			  struct reg_cells *k)
{
	const char *a, *s, *name;
	uint64_t ac, sc;
	int len = 0;

	if (!yf_mapping_sets(c, upf, "#address-cells", 14, &a) ||
	    !yf_mapping_sets(c, upf, "#size-cells", 11, &s) ||
	    !yf_value_number(c, a, &ac) || !yf_value_number(c, s, &sc) ||
	    !ac || ac > 4 || sc > 4)
		return 0;
	k->ac = (int)ac;
	k->sc = (int)sc;
	k->bus = -1;
	name = yf_frame_name(c, upf, &len);
	bus_kind(name, len, k);
	return 1;
}

/* The cells of base node @node's parent (or of @up, a new node's) */
static int reg_cells(struct ctx *c, int node, int up, struct reg_cells *k)
{
	const fdt32_t *v;
	const char *name;
	int off, len, found = 0, gpios = 0;
	uint32_t cs = 0;
	size_t n;

	k->ac = k->sc = -1;
	if (node >= 0)
		up = fdt_parent_offset(c->fdt, node);
	k->bus = up;
	if (up < 0)
		return 0;
	/* both in one walk of its properties; without both, the text may set
	 * them (libfdt's defaults are no answer)
	 */
	fdt_for_each_property_offset(off, c->fdt, up) {
		v = fdt_getprop_by_offset(c->fdt, off, &name, &len);
		/* the names that matter start so: a strlen() for them only */
		n = v && (name[0] == '#' || name[0] == 'n' || name[0] == 'c') ?
		    strlen(name) : 0;
		gpios |= n == 8 && !memcmp(name, "cs-gpios", 8);
		if (!n || len != 4)
			continue;
		if (n == 14 && !memcmp(name, "#address-cells", 14))
			k->ac = (int)fdt32_to_cpu(*v), found |= 1;
		else if (n == 11 && !memcmp(name, "#size-cells", 11))
			k->sc = (int)fdt32_to_cpu(*v), found |= 2;
		else if (n == 6 && !memcmp(name, "num-cs", 6))
			cs = fdt32_to_cpu(*v);
	}
	name = fdt_get_name(c->fdt, up, &len);
	bus_kind(name, len, k);
	/* its chip selects, but where cs-gpios may give it more */
	if (k->limit == 257 && cs && !gpios)
		k->limit = cs;
	return found == 3 && k->ac > 0 && k->ac <= 4 && k->sc >= 0 &&
	       k->sc <= 4;
}

/* The hex unit address of node name @name (@len bytes), of 1 to 16 */
static int unit_address(const char *name, int len, uint64_t *addr)
{
	const char *at, *e;

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
 * The least size among the entries of reg (@n bytes, the first SINK_HEAD
 * at @v), read by @k; ~0 for none read: a memory node's bank below 1 MiB
 * ("[0x80000000, 512]" meant MiB: the kernel has no room to unpack), a
 * size of 0 (the kernel maps nothing).
 */
static uint64_t least_size(const struct reg_cells *k, const uint8_t *v,
			   size_t n)
{
	size_t e, i, step = 4u * (size_t)(k->ac + k->sc);
	uint64_t size, least = ~(uint64_t)0;

	for (e = 0; k->sc && k->sc <= 2 && k->ac <= 2 && e + step <= n &&
	     e + step <= SINK_HEAD; e += step) {
		for (i = 0, size = 0; i < (size_t)k->sc; i++)
			size = size << 32 | yf_cell(v, e + 4 * (k->ac + i));
		least = size < least ? size : least;
	}
	return least;
}

/*
 * Is address @a, of a child of base bus @k->bus, outside every window of
 * the bus's ranges?  (An empty ranges maps all, none nothing to
 * translate.)  Its entries' parent address cells, the grandparent's, by
 * their length: 1 or 2, where only one fits it.
 */
static int outside_ranges(struct ctx *c, const struct reg_cells *k,
			  uint64_t a)
{
	const uint8_t *r = NULL;
	int len = 0, pac, step = 0, fits = 0, e, i;
	uint64_t base, size;

	if (k->bus > 0 && k->ac <= 2 && k->sc >= 1 && k->sc <= 2)
		r = fdt_getprop(c->fdt, k->bus, "ranges", &len);
	for (pac = 1; r && pac <= 2; pac++)
		if (len > 0 && !(len % (4 * (k->ac + pac + k->sc))))
			fits++, step = 4 * (k->ac + pac + k->sc);
	for (e = 0; fits == 1 && e + step <= len; e += step) {
		for (i = 0, base = 0; i < k->ac; i++)
			base = base << 32 | yf_cell(r, (size_t)(e + 4 * i));
		for (i = k->sc, size = 0; i > 0; i--)
			size = size << 32 | yf_cell(r, (size_t)(e + step - 4 * i));
		if (a >= base && a - base < size)
			return 0;
	}
	return fits == 1;
}

/*
 * reg, @n bytes whose first SINK_HEAD are @v, at @at in the node of frame
 * @f, read by @k: entries of #address-cells + #size-cells, one name each
 * in reg-names; the first address is the unit address; under an I2C bus,
 * 7-bit addresses (10 with I2C_TEN_BIT), the first four; an MDIO bus's
 * PHY 0 to 31, an SPI bus's chip select 0 to 256 (a flash's memory-mapped
 * reg on its SPI bus); a memory node's banks 1 MiB or more, no size 0.
 * Out of line: inlined, it made the deepest chain's frame 16 bytes more.
 */
static YAMLFDT_NOINLINE int check_reg(struct ctx *c, const struct item *it,
				      const struct frame *f,
				      const struct reg_cells *k,
				      const uint8_t *v, size_t n)
{
	const char *at = it->val ? it->val : it->key;
	uint64_t unit, a = 0;
	const char *name;
	uint32_t cell;
	size_t i;
	int names, len = 0;

	if (!n || n % (4u * (unsigned int)(k->ac + k->sc)))
		return yf_mistake(c, YAMLFDT_ERR_CELLS, at);
	names = yf_names_count(c, it, f, "reg-names");
	if (yf_names_misfit(c, f, names, (size_t)names == n / (4u *
			    (unsigned int)(k->ac + k->sc)), "reg", n,
			    "reg-names"))
		return yf_mistake(c, YAMLFDT_ERR_NAMES, at);
	for (i = 0; k->ac <= 2 && i < (size_t)k->ac; i++)
		a = a << 32 | yf_cell(v, 4 * i);
	name = yf_frame_name(c, f, &len);	/* in the base or new */
	/* an I2C slave's own address: "eeprom@64" for 0x40000064, or whole */
	if (k->ac <= 2 && f->node != 0 && unit_address(name, len, &unit) &&
	    unit != a && (!k->i2c || unit != (a & ~(uint64_t)I2C_OWN_SLAVE)))
		return yf_mistake(c, YAMLFDT_ERR_UNITADDR, at);
	if (outside_ranges(c, k, a))	/* "0x30002000" under a bus at 0 */
		return yf_mistake(c, YAMLFDT_ERR_RANGES, at);
	/* "[0x10043000, 0x100433ff]", "[0x80000000, 0xc0000000]": an end */
	cell = n >= 8 ? yf_cell(v, 4) : 0;
	if (k->ac == 1 && k->sc == 1 && n >= 8 &&
	    ((cell > a && (cell & 0xff) == 0xff) || a + cell > 0x100000000))
		return yf_mistake(c, YAMLFDT_ERR_REGEND, at);
	for (i = 0; k->limit && i < n && i + 4 <= SINK_HEAD; i += 4)
		if (yf_cell(v, i) >= k->limit)	/* "reg: [0, 0x1000000]" */
			return yf_mistake(c, YAMLFDT_ERR_ENUM, at);
	if (yf_named(name, (size_t)len, "memory") &&
	    least_size(k, v, n) < 0x100000)
		return yf_mistake(c, YAMLFDT_ERR_UNIT, at);
	if (!least_size(k, v, n))	/* "[0x10042000, 0]" */
		return yf_mistake(c, YAMLFDT_ERR_REGEND, at);
	for (i = 0; k->i2c && i < n && i + 4 <= SINK_HEAD; i += 4) {
		cell = yf_cell(v, i) & ~I2C_OWN_SLAVE;
		if (cell & I2C_TEN_BIT ? (cell & ~I2C_TEN_BIT) > 0x3ff :
		    cell > 0x7f || !cell)	/* 0: the general call's */
			return yf_mistake(c, YAMLFDT_ERR_I2CADDR, at);
	}
	return 0;
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
 * Is the node of frame @f, the parent of a new node with reg, a base
 * device (it has compatible) that sets no #address-cells, in the base or
 * its mapping?  reg is then read with the default 2 + 1 (dtc:
 * avoid_default_addr_size): the node was put under a device ("rtc@51"
 * indented into "eeprom@50"), not its bus.  Not for an open's frame,
 * whose frame above is the root's, not its parent's.
 */
static int no_address_cells(struct ctx *c, const struct frame *f)
{
	const char *v;

	return f->node > 0 && f->pathlen > 1 &&
	       fdt_getprop(c->fdt, f->node, "compatible", NULL) &&
	       !fdt_getprop(c->fdt, f->node, "#address-cells", NULL) &&
	       !yf_mapping_sets(c, f, "#address-cells", 14, &v);
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
	    reg_cells(c, f->node, up, &k))
		err = reg_names_alone(c, it, f, &k);
	if (err || s->ref_at || (!YF_KEY_IS(it, "reg") && !region_key(it)))
		return err;
	if (f->node < 0 && up < 0) {	/* under a new node: what it sets */
		if (!upf || !text_reg_cells(c, upf, &k))
			return 0;
	} else if (YF_KEY_IS(it, "reg") && f->node < 0 && upf &&
		   no_address_cells(c, upf)) {
		return yf_mistake(c, YAMLFDT_ERR_NOCELLS, at);
	} else if (!reg_cells(c, f->node, up, &k)) {
		return 0;
	}
	if (YF_KEY_IS(it, "reg"))
		return check_reg(c, it, f, &k, n->head, s->len);
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
