// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * reg against its bus: the cells a node's reg is read by (its parent's
 * #address-cells and #size-cells, in the base or the text), the bus's
 * kind by its name (I2C, SPI, MDIO, MMC, /reserved-memory), and what each
 * rules out: a unit address reg disagrees with, an address outside the
 * bus's ranges or past its limit, an end for a size, a size of 0.  The
 * kernel misreads each without a word (dtc only warns: reg_format,
 * simple_bus_reg, i2c_bus_reg).  On a base tree only; place.c asks.
 */
#include "yamlfdt_int.h"

#define I2C_TEN_BIT	0x80000000u	/* dt-bindings/i2c/i2c.h's flags */

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
 * num-cs (yf_reg_cells()), an MMC host's SDIO functions 0 to 7.
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
int yf_text_reg_cells(struct ctx *c, const struct frame *upf,
		      struct reg_cells *k)
{
	const char *a, *s, *name;
	uint64_t ac, sc;
	int len = 0;

	if (!YAMLFDT_HAVE_PLACE)	/* its caller's option */
		return 0;
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
int yf_reg_cells(struct ctx *c, int node, int up, struct reg_cells *k)
{
	const fdt32_t *v;
	const char *name;
	int off, len, found = 0, gpios = 0;
	uint32_t cs = 0;
	size_t n;

	k->ac = k->sc = -1;
	if (!YAMLFDT_HAVE_PLACE)	/* its caller's option */
		return 0;
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
 */
int yf_check_reg(struct ctx *c, const struct item *it,
		 const struct frame *f, const struct reg_cells *k,
		 const uint8_t *v, size_t n)
{
	const char *at = it->val ? it->val : it->key;
	uint64_t unit, a = 0;
	const char *name;
	uint32_t cell;
	size_t i;
	int names, len = 0;

	if (!YAMLFDT_HAVE_PLACE)	/* its caller's option */
		return 0;
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
