// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * What the tree around a property asks of it, when a text edits a base
 * tree: a device's property is not the root's; reg fits its parent's
 * #address-cells and #size-cells, and its node's unit address; an I2C
 * address has 7 bits; the cells after phandles (specs.c).  libfdt writes
 * any of these without a word and the kernel misreads them (dtc only
 * warns: reg_format, simple_bus_reg, i2c_bus_reg).  And what a base
 * node's own values say: a typo of one of its names, a deletion that
 * finds nothing, a string for cells, a unit a thousand times off.  Not
 * when compiling a whole board, whose shipped sources keep dtc's
 * warnings.  check.c asks; pins.c and specs.c are below.
 */
#include "yamlfdt_int.h"

#define I2C_TEN_BIT	0x80000000u	/* dt-bindings/i2c/i2c.h's flags */
#define I2C_OWN_SLAVE	0x40000000u

/* Is @it's key @name (a string literal), whole? */
#define KEY_IS(it, name) ((it)->keylen == sizeof(name) - 1 && \
			  !memcmp((it)->key, name, sizeof(name) - 1))

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
		return yf_mistake(c, YAMLFDT_ERR_CELLS, at);
	for (i = 0; k.ac <= 2 && i < (size_t)k.ac; i++)
		a = a << 32 | cell_at(v + 4 * i);
	if (k.ac <= 2 && node > 0 && unit_address(c, node, &unit) &&
	    unit != a)
		return yf_mistake(c, YAMLFDT_ERR_UNITADDR, at);
	/* "[0x10043000, 0x100433ff]": a datasheet's end, not a size */
	if (k.ac == 1 && k.sc == 1 && n >= 8 && cell_at(v + 4) > cell_at(v) &&
	    (cell_at(v + 4) & 0xff) == 0xff)
		return yf_mistake(c, YAMLFDT_ERR_REGEND, at);
	for (i = 0; k.i2c && i < n && i + 4 <= SINK_HEAD; i += 4) {
		cell = cell_at(v + i) & ~I2C_OWN_SLAVE;
		if (cell & I2C_TEN_BIT ? (cell & ~I2C_TEN_BIT) > 0x3ff :
		    cell > 0x7f)
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
			return yf_mistake(c, YAMLFDT_ERR_NOTHERE, it->key);
		}
	}
	if (own_property(c, it, node, &near) >= 0)
		return 0;
	/* "cap-sd-highspeed: ~" meant DTS's "cap-sd-highspeed;" */
	if (nodes && yf_is_flag_key(it))
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
 * A property of references with a list of names beside it (clocks and
 * clock-names): one name for each reference, when the names are in the
 * base or on the mapping's line ("clocks: [*ccu, 22]" and "clock-names:
 * [baud, apb]").  Counted by references: each entry starts with one.
 */
static int check_name_count(struct ctx *c, const struct item *it,
			    const struct frame *f, const struct value_notes *n)
{
	static const char *const pairs[][2] = {
		{ "clocks", "clock-names" }, { "resets", "reset-names" },
		{ "dmas", "dma-names" }, { "phys", "phy-names" },
		{ "pwms", "pwm-names" }, { "mboxes", "mbox-names" },
	};
	const char *v, *e;
	unsigned int i;
	int names = -1;

	for (i = 0; i < YF_COUNT(pairs); i++)
		if (strlen(pairs[i][0]) == it->keylen &&
		    !memcmp(pairs[i][0], it->key, it->keylen))
			break;
	if (i == YF_COUNT(pairs))
		return 0;
	if (yf_mapping_sets(c, f, pairs[i][1], strlen(pairs[i][1]), &v)) {
		e = v && *v == '[' ? memchr(v, ']', (size_t)(yf_line_end(v,
						c->end) - v)) : NULL;
		/* "clock-names: baud", one name; a tag's or a block's: not */
		names = e ? 1 : v && *v != '[' && *v != '!' ? 1 : -1;
		for (; e && v < e; v++)
			names += *v == ',';
		/* "baud\0apb": YAML's NUL, dtc's list of two */
		if (v && *v == '"')
			for (e = yf_line_end(v, c->end); v + 1 < e; v++)
				names += v[0] == '\\' && v[1] == '0';
	} else if (f->node >= 0) {
		names = fdt_stringlist_count(c->fdt, f->node, pairs[i][1]);
	}
	return names >= 0 && (unsigned int)names != n->nrefs ?
	       yf_mistake(c, YAMLFDT_ERR_NAMES,
			  it->val ? it->val : it->key) : 0;
}

/*
 * "uart3-pins: *uart2_pins": a lone alias for a node of the same parent,
 * under a name that holds no phandle: a YAML user's copy of the node.
 * The label's path, without its last component, is the frame's path
 * (compared by length and hash).
 */
static int check_alias_copy(struct ctx *c, const struct item *it,
			    const struct frame *f, const struct value_notes *n)
{
	int len, up;

	if (!it->val || *it->val != '*' || n->nrefs != 1 ||
	    yf_holds_phandles(it) || yf_specifier_cells(it))
		return 0;
	len = yf_label_path(c, n->refs[0].label, c->path, sizeof(c->path));
	for (up = len; up > 0 && c->path[up - 1] != '/'; up--)
		;
	up = up > 1 ? up - 1 : 1;	/* "/a/b": "/a"; "/a": "/" */
	if (len <= 1 || (uint32_t)up != f->pathlen ||
	    (up > 1 ? yf_path_hash(PATH_HASH_ROOT, c->path, (unsigned int)up) :
		      PATH_HASH_ROOT) != f->hash)
		return 0;
	return yf_mistake(c, YAMLFDT_ERR_ALIASCOPY, it->val);
}

/*
 * What a value's text says of itself, on a base: an unrendered template
 * ("{{ uart2_status }}", "@@CONSOLE@@", a bootargs' "${mmcroot}", which
 * U-Boot's environment expands and a tree's never); in pinctrl-names, a state one letter off a
 * standard one ("defaut").
 */
static int check_text(struct ctx *c, const struct item *it)
{
	static const char *const states[] = { "default", "sleep", "idle",
					      "init" };
	const char *p, *e, *w;
	unsigned int i;

	if (!it->val)
		return 0;
	e = yf_line_end(it->val, c->end);
	for (p = it->val; p + 1 < e; p++)
		if ((*p == '{' && (p[1] == '{' || p[1] == '%')) ||
		    (*p == '@' && p[1] == '@') ||	/* "@@CONSOLE@@" */
		    (*p == '$' && p[1] == '{' && it->keylen == 8 &&
		     !memcmp(it->key, "bootargs", 8)))	/* U-Boot's env */
			return yf_mistake(c, YAMLFDT_ERR_TEMPLATE, p);
	if (it->keylen != 13 || memcmp(it->key, "pinctrl-names", 13))
		return 0;
	for (p = it->val; p < e; p = w + 1) {
		while (p < e && !yf_is_label_char(*p, 0))
			p++;
		for (w = p; w < e && yf_is_label_char(*w, 0); w++)
			;
		for (i = 0; w > p && i < YF_COUNT(states); i++)
			if (yf_one_letter_off(p, (size_t)(w - p), states[i],
					      strlen(states[i]), 1))
				return yf_mistake(c, YAMLFDT_ERR_TYPO, p);
	}
	return 0;
}

/*
 * A number a thousand times off the one it replaces in base node @node,
 * in a unit ("clock-frequency: 26000" for 24000000: kHz for Hz).
 */
static int check_replaced(struct ctx *c, const struct item *it, int node,
			  uint32_t v)
{
	const fdt32_t *b;
	uint32_t old, q;
	int len;

	b = node > 0 && v && yf_is_unsigned_key(it) ?
	    fdt_getprop_namelen(c->fdt, node, it->key, (int)it->keylen, &len) :
	    NULL;
	old = b && len == 4 ? fdt32_to_cpu(*b) : 0;
	if (!old)
		return 0;
	q = old > v ? old / v : v / old;
	return q >= 500 && q <= 2000 ?
	       yf_mistake(c, YAMLFDT_ERR_UNIT, it->val ? it->val : it->key) : 0;
}

/* Is the node of frame @f a fixed-clock, in the base or by its mapping? */
static int fixed_clock(struct ctx *c, const struct frame *f)
{
	const char *v;

	if (f->node > 0)
		return !fdt_node_check_compatible(c->fdt, f->node,
						  "fixed-clock");
	if (!yf_mapping_sets(c, f, "compatible", 10, &v) || !v)
		return 0;
	v += *v == '"' || *v == '\'';
	return (size_t)(c->end - v) > 11 && !memcmp(v, "fixed-clock", 11) &&
	       !yf_is_label_char(v[11], 0);
}

/*
 * "regulator-min-microvolt: 3300000" beside "regulator-max-microvolt:
 * 1800000": a name with "-min-" (or "-max-") and value @v, above (below)
 * its twin's in the mapping of frame @f, else in the base node.  The
 * regulator core refuses the regulator, and the device has no supply.
 */
static int check_min_max(struct ctx *c, const struct item *it,
			 const struct frame *f, uint32_t v)
{
	char twin[48];
	const char *t;
	const fdt32_t *p;
	uint64_t w = 0;
	int len, known;
	size_t i;

	for (i = 0; i + 5 <= it->keylen; i++)
		if (!memcmp(it->key + i, "-min-", 5) ||
		    !memcmp(it->key + i, "-max-", 5))
			break;
	if (i + 5 > it->keylen || it->keylen >= sizeof(twin))
		return 0;
	memcpy(twin, it->key, it->keylen);
	memcpy(twin + i + 2, it->key[i + 2] == 'i' ? "ax" : "in", 2);
	if (yf_mapping_sets(c, f, twin, it->keylen, &t)) {
		known = yf_value_number(c, t, &w);
	} else {	/* not in the mapping: the base node's */
		p = f->node > 0 ? fdt_getprop_namelen(c->fdt, f->node, twin,
						       (int)it->keylen, &len) :
		    NULL;
		known = p && len == 4;
		w = known ? fdt32_to_cpu(*p) : 0;
	}
	if (!known || (it->key[i + 2] == 'i' ? v <= w : v >= w))
		return 0;
	return yf_mistake(c, YAMLFDT_ERR_MINMAX, it->val ? it->val : it->key);
}

/*
 * The least nonzero value @it's one value, in the node of frame @f,
 * takes in its unit, else 0: an OPP's voltage in microvolts is 0.1 V or
 * more, a regulator's 10 mV ("3300" meant mV; Exynos 4210's PMIC bucks
 * start at 65000, a DAC's reference of imx6q-bosch-acc is 20000), a
 * temperature in millicelsius 1 degree ("95" meant degrees), a baud rate
 * 300, reg-io-width 1 to 8 bytes ("32" meant bits), an I2C bus's
 * clock-frequency 10 kHz, an SPI bus's, spi-max-frequency and a fixed
 * clock's 1 kHz ("100" meant kHz, "24" MHz).  *@most gets the most, or
 * 0: an I2C bus runs at 5 MHz at most ("100000000").  Linux 6.1's boards
 * have no value below these.
 */
static uint32_t unit_least(struct ctx *c, const struct item *it,
			   const struct frame *f, uint32_t *most)
{
	const char *name;
	int len;

	*most = 0;
	if (KEY_IS(it, "regulator-min-microvolt") ||
	    KEY_IS(it, "regulator-max-microvolt"))
		return 10000;
	if (KEY_IS(it, "opp-microvolt"))
		return 100000;
	if (KEY_IS(it, "temperature") || (it->keylen > 13 &&
	    !memcmp(it->key + it->keylen - 13, "-millicelsius", 13)))
		return 1000;
	if (KEY_IS(it, "current-speed"))
		return 300;
	if (KEY_IS(it, "reg-io-width")) {	/* bytes: "32" meant bits */
		*most = 8;
		return 1;
	}
	if (KEY_IS(it, "spi-max-frequency") || KEY_IS(it, "max-frequency"))
		return 1000;
	if (!KEY_IS(it, "clock-frequency"))
		return 0;
	if (fixed_clock(c, f))
		return 1000;
	name = f->node > 0 ? fdt_get_name(c->fdt, f->node, &len) : NULL;
	if (name && len >= 3 && !memcmp(name, "i2c", 3)) {
		*most = 5000000;	/* Ultra Fast-mode: "100000000" */
		return 10000;
	}
	return name && len >= 3 && !memcmp(name, "spi", 3) ? 1000 : 0;
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
	return yf_mistake(c, YAMLFDT_ERR_RETYPE, it->val ? it->val : it->key);
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
int yf_check_place(struct ctx *c, const struct item *it,
		   const struct frame *f, const struct frame *upf, int top,
		   const struct sink *s)
{
	int up = upf ? upf->node : -1;
	const char *at = it->val ? it->val : it->key;
	const struct value_notes *n = s ? s->notes : NULL;
	int err = 0, prop = -1, near = -1;
	uint32_t least, most;

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
	if (!err && n->text && prop >= 0 && f->node > 0)
		err = check_retype(c, it, prop);
	if (!err && n->nrefs)
		err = yf_check_targets(c, it, f, n);
	if (!err)
		err = yf_check_specifiers(c, it, f, up, s);
	if (!err && (n->nrefs || n->text))
		err = yf_check_pin_names(c, it, f, s->cells);
	if (!err && n->nrefs)
		err = check_name_count(c, it, f, n);
	if (!err && n->nrefs)
		err = check_alias_copy(c, it, f, n);
	least = !err && s->len == 4 && !n->tagged && !n->text && !n->nrefs ?
		unit_least(c, it, f, &most) : 0;
	if (least && cell_at(n->head) &&
	    (cell_at(n->head) < least || (most && cell_at(n->head) > most)))
		err = yf_mistake(c, YAMLFDT_ERR_UNIT, at);
	if (!err && s->len == 4 && !n->tagged && !n->text && !n->nrefs)
		err = check_replaced(c, it, f->node, cell_at(n->head));
	if (!err && s->len == 4 && !n->text && !n->nrefs)
		err = check_min_max(c, it, f, cell_at(n->head));
	/* "opp-hz: 1200000000", one cell: the kernel reads /bits/ 64's */
	if (!err && (s->len & 7) && !n->text && KEY_IS(it, "opp-hz"))
		err = yf_mistake(c, YAMLFDT_ERR_TYPE, at);
	if (!err)
		err = check_text(c, it);
	/* a pin group new under the root: "*pinmux:" left out above it */
	if (!err && f->node < 0 && up == 0 && yf_pin_setting(it))
		err = yf_mistake(c, YAMLFDT_ERR_PINGROUP, it->key);
	if (!err && !n->nrefs)
		err = yf_check_hog_cells(c, it, f, up, s->len);
	if (err || (f->node < 0 && up < 0))
		return err;	/* under a new node: nothing more known */
	if (it->keylen != 3 || memcmp(it->key, "reg", 3) || s->ref_at)
		return 0;
	if (f->node < 0 && upf && no_address_cells(c, upf))
		return yf_mistake(c, YAMLFDT_ERR_NOCELLS, at);
	return check_reg(c, at, f->node, up, n->head, s->len);
}
