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
 * reg, @n bytes at @v (NULL: not read), at @at in the node of offset @node
 * (-1: new, under @up):
 * entries of #address-cells + #size-cells; the first address is the unit
 * address; under an I2C bus, 7-bit addresses (10 with I2C_TEN_BIT).
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
	if (!v)
		return 0;
	for (i = 0; k.ac <= 2 && i < (size_t)k.ac; i++)
		a = a << 32 | cell_at(v + 4 * i);
	if (k.ac <= 2 && node > 0 && unit_address(c, node, &unit) &&
	    unit != a)
		return yf_fail(c, -YAMLFDT_ERR_UNITADDR, at);
	for (i = 0; k.i2c && i < n; i += 4) {
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

/* Does the mapping of frame @f set @key (@n bytes) too? */
static int mapping_sets(struct ctx *c, const struct frame *f,
			const char *key, size_t n)
{
	const char *l, *end;
	struct item o;
	int ind;

	end = yf_body_end(c, c->text + f->body, &ind);
	for (l = yf_next_significant(c->text + f->body, end); l < end;
	     l = yf_next_significant(yf_next_line(l, end), end))
		if (yf_item_indent(c, l) == (unsigned int)ind &&
		    !yf_parse_item(c, l, &o) && o.keylen == n &&
		    !memcmp(o.key, key, n))
			return 1;
	return 0;
}

/* interrupts, @n bytes, in base node @node (or a new node under @up) */
static int check_interrupts(struct ctx *c, const struct item *it,
			    const struct frame *f, int up, size_t n)
{
	int cells;

	if (mapping_sets(c, f, "interrupt-parent", 16))
		return 0;	/* its own controller, maybe another */
	cells = interrupt_cells(c, f->node >= 0 ? f->node : up);
	if (cells <= 0 || cells > 8 || n % (4u * (unsigned int)cells) == 0)
		return 0;
	return yf_fail(c, -YAMLFDT_ERR_CELLS, it->val ? it->val : it->key);
}

/* Is @ch one that ends a word of a property's name? */
static int word_end(char ch)
{
	return ch == '-' || ch == ',' || ch == '_';
}

/*
 * Is @x (@xn bytes) @y (@yn) with one letter more, less, changed or two
 * swapped ("clock-frequncy", "interupts", "stauts"), inside a word of 5
 * letters or more?  Not a digit ("pinctrl-1" beside "pinctrl-0"), a
 * final 's' ("clock"), nor a short word ("vdda-supply", "tx-delay-ps"):
 * those name other properties.
 */
static int one_letter_off(const char *x, size_t xn, const char *y, size_t yn)
{
	/* a the longer */
	const char *a = xn < yn ? y : x, *b = xn < yn ? x : y;
	size_t an = xn < yn ? yn : xn, bn = xn < yn ? xn : yn, i = 0, s, e;

	if (an - bn > 1)
		return 0;
	while (i < bn && a[i] == b[i])
		i++;
	if (i == bn && (an == bn || a[i] == 's'))
		return 0;
	if (yf_is_digit(a[i]) || (i < bn && yf_is_digit(b[i])))
		return 0;
	for (s = i; s > 0 && !word_end(b[s - 1]); s--)
		;
	for (e = i; e < bn && !word_end(b[e]); e++)
		;
	if (e - s < 5)
		return 0;
	if (an > bn)	/* a letter more */
		return !memcmp(a + i + 1, b + i, bn - i);
	return !memcmp(a + i + 1, b + i + 1, an - i - 1) ||	/* changed */
	       (i + 1 < an && a[i] == b[i + 1] && a[i + 1] == b[i] &&
		!memcmp(a + i + 2, b + i + 2, an - i - 2));	/* swapped */
}

/*
 * A property base node @node lacks, one letter off one it has (or off
 * status, which it may lack): a typo, which would add a second property
 * the kernel never reads.  One walk of the node's properties decides;
 * a standard name is none's typo.  c->ref_prop: the one it has, or -1.
 */
static int typo_of_own(struct ctx *c, const struct item *it, int node)
{
	const char *name;
	int off, len, near = -1;
	size_t n;

	if (it->keylen < 5 || yf_is_standard_key(it))
		return 0;
	fdt_for_each_property_offset(off, c->fdt, node) {
		if (!fdt_getprop_by_offset(c->fdt, off, &name, &len))
			return 0;
		n = strlen(name);
		if (n == it->keylen && !memcmp(name, it->key, n))
			return 0;	/* the node has it: no new one */
		if (near < 0 && one_letter_off(it->key, it->keylen, name, n))
			near = off;
	}
	if (near < 0 && !one_letter_off(it->key, it->keylen, "status", 6))
		return 0;
	c->ref_node = node;
	c->ref_prop = near;
	return yf_fail(c, -YAMLFDT_ERR_TYPO, it->key);
}

/*
 * Property @it, encoded to @s, in frame @f of a text that edits a base;
 * @up is the node of the frame the walk holds above @f (a new node's
 * parent), @top: @it is at the text's top level.
 */
int yf_check_place(struct ctx *c, const struct item *it,
		   const struct frame *f, int up, int top,
		   const struct sink *s)
{
	const char *at = it->val ? it->val : it->key, *vend;
	uint8_t v[64];
	struct sink r;
	int err;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	/* "status: okay" under-indented out of its node, "bootargs:" */
	if (top && f->node == 0 && yf_is_device_key(it) &&
	    !fdt_getprop_namelen(c->fdt, 0, it->key, (int)it->keylen, NULL))
		return yf_fail(c, -YAMLFDT_ERR_ROOTPROP, it->key);
	if (f->node < 0 && up < 0)
		return 0;	/* under a new node: nothing known */
	if (f->node > 0) {
		err = typo_of_own(c, it, f->node);
		if (err)
			return err;
	}
	if (it->keylen == 10 && !memcmp(it->key, "interrupts", 10))
		return check_interrupts(c, it, f, up, s->len);
	if (it->keylen != 3 || memcmp(it->key, "reg", 3) || s->ref_at)
		return 0;
	if (s->len > sizeof(v) || (s->len & 3))
		return check_reg(c, at, f->node, up, NULL, s->len);
	/* the values themselves: pass 1 only measured them */
	memset(&r, 0, sizeof(r));
	r.out = v;
	err = yf_encode_value(c, it, &r, &vend);
	return err ? err : check_reg(c, at, f->node, up, v, r.len);
}
