// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * The values a few well-known properties take, as the kernel's bindings
 * say: a number in its unit ("clock-frequency: 24" meant MHz), one of a
 * list of words ("phy-mode: rgmii_id"), one of a set of numbers (an MMC
 * bus's width 1, 4 or 8), a minimum not above its maximum, a width of 64
 * bits.  libfdt writes any of them without a word, and the kernel
 * misreads or refuses them at boot.  On a base tree only, as place.c,
 * which calls it; calls pins.c, below it.
 */
#include "yamlfdt_int.h"

/*
 * The properties whose words a binding lists, and each one's words, its
 * list ended by an empty one: Linux's and U-Boot's (a word either reads
 * is taken).  phy-connection-type reads phy-mode's.
 */
enum { PHY_MODE, DR_MODE, DEFAULT_STATE, METHOD, ENTRY_METHOD, MANAGED,
       MAXIMUM_SPEED, ENABLE_METHOD, TRIP_TYPE };
static const char *const enum_keys[] = {
	[PHY_MODE] = "phy-mode", [DR_MODE] = "dr_mode",
	[DEFAULT_STATE] = "default-state", [METHOD] = "method",
	[ENTRY_METHOD] = "entry-method", [MANAGED] = "managed",
	[MAXIMUM_SPEED] = "maximum-speed", [ENABLE_METHOD] = "enable-method",
	[TRIP_TYPE] = "type",
};
static const char *const enum_words[] = {
	[PHY_MODE] =
	"internal\0mii\0gmii\0sgmii\0psgmii\0qsgmii\0qusgmii\0tbi\0rev-mii\0"
	"rmii\0rev-rmii\0moca\0rgmii\0rgmii-id\0rgmii-rxid\0rgmii-txid\0rtbi\0"
	"smii\0xgmii\0xlgmii\0trgmii\0" "100base-x\0" "1000base-x\0"
	"1000base-kx\0sgmii-2500\0" "2500base-x\0" "5gbase-r\0rxaui\0xaui\0"
	"10gbase-kr\0" "10gbase-r\0" "10g-qxgmii\0xfi\0sfi\0usxgmii\0"
	"25gbase-r\0" "25g-aui\0" "40gbase-kr4\0xlaui4\0caui2\0caui4\0nc-si\0"
	"50gbase-r\0laui\0" "100gbase-p\0mii-lite\0",
	[DR_MODE] = "host\0peripheral\0otg\0",
	[DEFAULT_STATE] = "on\0off\0keep\0",
	[METHOD] = "smc\0hvc\0",
	[ENTRY_METHOD] = "psci\0",
	[MANAGED] = "auto\0in-band-status\0",
	[MAXIMUM_SPEED] =
	"low-speed\0full-speed\0high-speed\0super-speed\0super-speed-plus\0"
	"super-speed-plus-gen2x1\0super-speed-plus-gen1x2\0"
	"super-speed-plus-gen2x2\0",
	[ENABLE_METHOD] = "psci\0spin-table\0",	/* or a vendor's "x,y" */
	[TRIP_TYPE] = "active\0passive\0hot\0critical\0",
};

/*
 * Is the node of frame @f (in the base or new) named @kind, with or
 * without a unit address ("memory", "memory@80000000"; not "cpus")?
 */
static int named(struct ctx *c, const struct frame *f, const char *kind)
{
	int len = 0;
	const char *name = yf_frame_name(c, f, &len);

	return yf_named(name, (size_t)len, kind);
}

/* Is the node of frame @f a thermal trip (it has a temperature)? */
static int trip(struct ctx *c, const struct frame *f)
{
	const char *v;

	return yf_mapping_sets(c, f, "temperature", 11, &v) ||
	       (f->node > 0 && fdt_getprop(c->fdt, f->node, "temperature",
					   NULL));
}

/*
 * Is the string of @n bytes (its NUL among them) whose first are @v the
 * word @w?  Only its first SINK_HEAD bytes are kept: past them, by its
 * length.
 */
static int is_word(const uint8_t *v, size_t n, const char *w, int anycase)
{
	size_t i;

	if (strlen(w) + 1 != n)
		return 0;
	for (i = 0; i < n && i < SINK_HEAD; i++)
		if (anycase ? (v[i] | 0x20) != (w[i] | 0x20) : v[i] != w[i])
			return 0;
	return 1;
}

/*
 * Is the string of @n bytes (its NUL among them) whose first are @v a
 * vendor's enable-method ("allwinner,sun6i-a31"), not a generic one with
 * a vendor's prefix ("arm,psci", which no kernel reads)?
 */
static int vendor_method(const uint8_t *v, size_t n)
{
	size_t kept = n < SINK_HEAD ? n : SINK_HEAD, at;
	const uint8_t *comma = memchr(v, ',', kept);

	if (!comma)
		return 0;
	at = (size_t)(comma + 1 - v);
	return !(n - at == 5 && kept - at >= 5 &&
		 !memcmp(comma + 1, "psci", 5)) &&
	       !(n - at == 11 && kept - at >= 11 &&
		 !memcmp(comma + 1, "spin-table", 11));
}

/* The index of @it's key in enum_keys[], or -1 */
static int enum_of(const struct item *it)
{
	unsigned int i;

	if (YF_KEY_IS(it, "phy-connection-type"))
		return PHY_MODE;
	for (i = 0; i < YF_COUNT(enum_keys); i++)
		if (it->key[0] == enum_keys[i][0] &&
		    strlen(enum_keys[i]) == it->keylen &&
		    !memcmp(enum_keys[i], it->key, it->keylen))
			return (int)i;
	return -1;
}

/*
 * A string, @n bytes with its NUL, first bytes @v, that @it's list of
 * words lacks, in the node of frame @f: "phy-mode: rgmii_id" ("RGMII" is
 * taken: Linux ignores its case), psci's "method: SMC", an LED's
 * "default-state: \"1\"", a trip's "type: crit"; "device_type: ram" in
 * memory@ (a cpu's is cpu).  The kernel compares each whole, and drops
 * the Ethernet port, the PSCI calls, the trip, the RAM.
 */
static int check_word(struct ctx *c, const struct item *it,
		      const struct frame *f, const uint8_t *v, size_t n)
{
	int k = enum_of(it);
	const char *w;

	if (YF_KEY_IS(it, "device_type")) {
		w = named(c, f, "memory") ? "memory" :
		    named(c, f, "cpu") ? "cpu" : NULL;
		return w && !is_word(v, n, w, 0) ?
		       yf_mistake(c, YAMLFDT_ERR_ENUM, it->val) : 0;
	}
	if (k < 0 || (k == TRIP_TYPE && !trip(c, f)))
		return 0;
	if (k == ENABLE_METHOD && vendor_method(v, n))
		return 0;	/* "allwinner,sun6i-a31" */
	for (w = enum_words[k]; *w; w += strlen(w) + 1)
		if (is_word(v, n, w, k == PHY_MODE))	/* Linux: any case */
			return 0;
	return yf_mistake(c, YAMLFDT_ERR_ENUM, it->val);
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

/* Is node name @name (@len bytes) /reserved-memory's, whole? */
static int resmem_name(const char *name, int len)
{
	return name && len == 15 && !memcmp(name, "reserved-memory", 15);
}

/*
 * Is the node of frame @f (@upf the frame above it, or NULL) a child of
 * /reserved-memory, or marked as a region ("reusable", "no-map")?
 */
static int in_reserved_memory(struct ctx *c, const struct frame *f,
			      const struct frame *upf)
{
	const char *name = NULL, *v;
	int len = 0, up;

	if (f->node > 0) {
		up = fdt_parent_offset(c->fdt, f->node);
		name = up >= 0 ? fdt_get_name(c->fdt, up, &len) : NULL;
	} else if (upf) {
		name = yf_frame_name(c, upf, &len);
	}
	return resmem_name(name, len) ||
	       yf_mapping_sets(c, f, "reusable", 8, &v) ||
	       yf_mapping_sets(c, f, "no-map", 6, &v);
}

/*
 * The least nonzero value @it's one value, in the node of frame @f,
 * takes in its unit, else 0: an OPP's voltage in microvolts is 0.1 V or
 * more, a regulator's 10 mV ("3300" meant mV; Exynos 4210's PMIC bucks
 * start at 65000, a DAC's reference of imx6q-bosch-acc is 20000), a baud
 * rate 300, reg-io-width 1 to 8 bytes ("32" meant bits), an I2C bus's
 * clock-frequency 10 kHz, an SPI bus's, spi-max-frequency and a fixed
 * clock's 1 kHz ("100" meant kHz, "24" MHz), an EEPROM's size 16 bytes
 * ("4" meant KiB), a reserved region's 4 KiB ("64" meant MiB), a trip's
 * hysteresis 0.1 degree ("2" meant degrees).  *@most
 * gets the most, or 0: an I2C bus runs at 5 MHz at most ("100000000"), a
 * pin drives 100 mA ("10000" meant uA).  Linux 6.1's boards have no value
 * past these.
 */
static uint32_t unit_least(struct ctx *c, const struct item *it,
			   const struct frame *f, const struct frame *upf,
			   uint32_t *most)
{
	const char *name;
	int len;

	*most = 0;
	if (YF_KEY_IS(it, "regulator-min-microvolt") ||
	    YF_KEY_IS(it, "regulator-max-microvolt"))
		return 10000;
	if (YF_KEY_IS(it, "opp-microvolt"))
		return 100000;
	if (YF_KEY_IS(it, "current-speed"))
		return 300;
	if (YF_KEY_IS(it, "reg-io-width") || YF_KEY_IS(it, "drive-strength")) {
		*most = YF_KEY_IS(it, "reg-io-width") ? 8 : 100;
		return 1;
	}
	if (YF_KEY_IS(it, "size"))	/* a reserved region's: a page */
		return in_reserved_memory(c, f, upf) ? 4096 : 16;
	if (YF_KEY_IS(it, "hysteresis"))	/* a trip's: "2", degrees */
		return 100;
	if (YF_KEY_IS(it, "max-speed")) {	/* Mb/s, not bit/s */
		name = yf_frame_name(c, f, &len);	/* (a serdev's: baud) */
		*most = name && len >= 8 && !memcmp(name, "ethernet", 8) ?
			400000 : 0;
		return *most ? 1 : 0;
	}
	if (YF_KEY_IS(it, "spi-max-frequency") ||
	    YF_KEY_IS(it, "max-frequency"))
		return 1000;
	if (!YF_KEY_IS(it, "clock-frequency"))
		return 0;
	if (fixed_clock(c, f))
		return 1000;
	name = yf_frame_name(c, f, &len);
	if (name && len >= 3 && !memcmp(name, "i2c", 3)) {
		*most = 5000000;	/* Ultra Fast-mode: "100000000" */
		return 10000;
	}
	return name && len >= 3 && !memcmp(name, "spi", 3) ? 1000 : 0;
}

/*
 * A temperature in millicelsius, signed: 200 degrees from zero at most
 * ("950000" has a digit too many: the trip never fires); a trip's 1
 * degree at least ("95" meant degrees; an offset, lm90's
 * temperature-offset-millicelsius: 750, may be less).
 */
static int bad_temperature(const struct item *it, int32_t t)
{
	if (YF_KEY_IS(it, "temperature") && t > -1000 && t < 1000 && t)
		return 1;
	return (YF_KEY_IS(it, "temperature") || (it->keylen > 13 &&
		!memcmp(it->key + it->keylen - 13, "-millicelsius", 13))) &&
	       (t > 200000 || t < -200000);
}

/* Is the node of frame @f an MMC host, by its name (mmc@, sdhci@, ...)? */
static int mmc_host(struct ctx *c, const struct frame *f)
{
	static const char hosts[] = "mmc\0sdhci\0sdmmc\0usdhc\0esdhc\0dwmmc\0"
				    "sdio\0emmc\0msdc\0mshc\0sdhost";
	int len = 0;
	const char *name = yf_frame_name(c, f, &len), *h;

	for (h = hosts; name && h < hosts + sizeof(hosts); h += strlen(h) + 1)
		if ((size_t)len >= strlen(h) && !memcmp(name, h, strlen(h)))
			return 1;
	return 0;
}

/*
 * Cells of a list, in the first SINK_HEAD bytes of @s: assigned-clock-
 * rates in Hz, 1 kHz or more, 0 for a clock left as it is ("[48]" meant
 * MHz); opp-microvolt's 0.1 V or more ("[1300, 1250, 1350]" meant mV).
 * (Not its target between min and max: three cells are as well one
 * target for each of three supplies.)
 */
static int check_list(struct ctx *c, const struct item *it,
		      const struct sink *s)
{
	const uint8_t *v = s->notes->head;
	size_t i;

	uint32_t least = YF_KEY_IS(it, "assigned-clock-rates") ? 1000 :
			 YF_KEY_IS(it, "opp-microvolt") ? 100000 : 0;

	for (i = 0; least && i < s->len && i + 4 <= SINK_HEAD; i += 4)
		if (yf_cell(v, i) && yf_cell(v, i) < least)
			return yf_mistake(c, YAMLFDT_ERR_UNIT, it->val);
	return 0;
}

/*
 * "#clock-cells: 2" on base node @node, which has 1, or "#clock-cells:
 * ~" (@v NULL): each reference to it was written with the old count and
 * now reads wrong (dtc: clocks_property); #address-cells or #size-cells,
 * each child's reg.  Only where the value *@v differs.
 */
int yf_check_recount(struct ctx *c, const struct item *it, int node,
		     const uint32_t *v)
{
	const fdt32_t *old;
	int len, child;

	if (!YAMLFDT_HAVE_PLACE || node < 0 || it->keylen < 7 ||
	    it->key[0] != '#' || memcmp(it->key + it->keylen - 6, "-cells", 6))
		return 0;
	old = fdt_getprop_namelen(c->fdt, node, it->key, (int)it->keylen,
				  &len);
	if (!old || len != 4 || (v && fdt32_to_cpu(*old) == *v))
		return 0;
	if (YF_KEY_IS(it, "#address-cells") || YF_KEY_IS(it, "#size-cells")) {
		if (!v)		/* deleted with the children, most often */
			return 0;
		fdt_for_each_subnode(child, c->fdt, node)
			if (fdt_getprop(c->fdt, child, "reg", NULL))
				return yf_mistake(c, YAMLFDT_ERR_CELLS,
						  it->val);
		return 0;
	}
	return yf_mistake(c, YAMLFDT_ERR_CELLS, it->val);
}

/*
 * Does @it, in the node of frame @f, take one 32-bit cell?  A unit's
 * (but a reserved region's size, of #size-cells, and opp-microvolt's
 * list), bus-width, a #...-cells, a temperature.
 */
static int one_cell(struct ctx *c, const struct item *it,
		    const struct frame *f)
{
	uint32_t most;

	if (YF_KEY_IS(it, "bus-width") || YF_KEY_IS(it, "temperature") ||
	    (it->key[0] == '#' && it->keylen > 7 &&
	     !memcmp(it->key + it->keylen - 6, "-cells", 6)))
		return 1;
	return !YF_KEY_IS(it, "size") && !YF_KEY_IS(it, "opp-microvolt") &&
	       unit_least(c, it, f, NULL, &most);
}

/*
 * Does @it's key take 32-bit cells only, by its name or unit?  Not a
 * vendor's (but a key's linux,code and linux,input-type), nor an address
 * or size (reg: 64-bit cells are two of its), nor opp-hz (64 bits).
 */
static int cells_of_32(const struct item *it)
{
	static const char *const wide[] = { "reg", "ranges", "dma-ranges",
		"alloc-ranges", "size", "alignment", "opp-hz" };
	unsigned int i;

	if ((memchr(it->key, ',', it->keylen) && !YF_KEY_IS(it, "linux,code") &&
	     !YF_KEY_IS(it, "linux,input-type")) ||	/* of32 both */
	    !yamlfdt_holds_numbers(it->key, it->keylen))
		return 0;
	for (i = 0; i < YF_COUNT(wide); i++)
		if (strlen(wide[i]) == it->keylen &&
		    !memcmp(wide[i], it->key, it->keylen))
			return 0;
	return 1;
}

/*
 * A width the kernel does not read, of @s: opp-hz in 32-bit cells (it
 * reads /bits/ 64), or below 2 MHz or above 10 GHz ("!uint64 1200" meant
 * 1.2 GHz, "[1200000000, 0]" is two cells of one); cpu-release-addr in
 * any but 64 bits; cells of 32 bits in a tag's other width (a list of
 * rates, interrupts, delays as !uint64 or !uint16); clock-frequency of 64
 * bits outside a cpu (the kernel reads the first cell: 0 Hz); a property
 * of one cell in another width or count ("bus-width: !uint8 4": the
 * kernel reads nothing, and the bus runs 1 bit wide).
 */
static int check_width(struct ctx *c, const struct item *it,
		       const struct frame *f, const struct sink *s)
{
	const uint8_t *v = s->notes->head;
	uint64_t hz;

	if (YF_KEY_IS(it, "opp-hz")) {
		if (s->len & 7)
			return yf_mistake(c, YAMLFDT_ERR_TYPE, it->val);
		hz = s->len ? (uint64_t)yf_cell(v, 0) << 32 | yf_cell(v, 4) : 0;
		return hz && (hz < 2000000 || hz > 10000000000ull) ?
		       yf_mistake(c, YAMLFDT_ERR_UNIT, it->val) : 0;
	}
	/* cpu-release-addr is a u64: in one cell, arm64 starts no cpu */
	if (YF_KEY_IS(it, "cpu-release-addr"))
		return s->len != 8 ? yf_mistake(c, YAMLFDT_ERR_TYPE, it->val) :
		       0;
	if (YF_KEY_IS(it, "clock-frequency") && s->len == 8)
		return (f->node > 0 ? !named(c, f, "cpu") : fixed_clock(c, f)) ?
		       yf_mistake(c, YAMLFDT_ERR_TYPE, it->val) : 0;
	/* "!uint64 [48000000]": two cells, rate 0 then 48 MHz */
	if (s->notes->width != 32 && !s->notes->strings && cells_of_32(it))
		return yf_mistake(c, YAMLFDT_ERR_TYPE, it->val);
	/* (a string is a tag's: "!str \"1\"" is meant) */
	return s->len != 4 && !s->notes->strings && one_cell(c, it, f) ?
	       yf_mistake(c, YAMLFDT_ERR_TYPE, it->val) : 0;
}

/*
 * The Kbit of an at24 EEPROM, the node of frame @f, by its compatible
 * ("atmel,24c32": 32), in the base or its mapping; or 0.
 */
static uint32_t eeprom_kbits(struct ctx *c, const struct frame *f)
{
	const char *v = NULL, *p;
	uint32_t k = 0;
	int len = 0;

	if (f->node > 0)
		v = fdt_getprop(c->fdt, f->node, "compatible", &len);
	else if (yf_mapping_sets(c, f, "compatible", 10, &v) && v)
		len = (int)(yf_line_end(v, c->end) - v);
	for (p = v; v && p + 4 <= v + len; p++)
		if (!memcmp(p, ",24c", 4)) {
			for (p += 4; p < v + len && yf_is_digit(*p); p++)
				k = k * 10 + (uint32_t)(*p - '0');
			return k;
		}
	return 0;
}

/*
 * A value of @it, no reference, encoded to @s, in the node of frame @f:
 * its words, its unit, its width, a count of cells it changes.
 */
int yf_check_values(struct ctx *c, const struct item *it,
		    const struct frame *f, const struct frame *upf,
		    const struct sink *s)
{
	const struct value_notes *n = s->notes;
	uint32_t v = s->len >= 4 ? yf_cell(n->head, 0) : 0, least, most;
	const char *w;
	int err;

	if (!YAMLFDT_HAVE_PLACE)	/* its caller's option */
		return 0;
	/* phy-connection-type beside the base's phy-mode, read first */
	if (n->text && YF_KEY_IS(it, "phy-connection-type") && f->node > 0 &&
	    fdt_getprop(c->fdt, f->node, "phy-mode", NULL) &&
	    !yf_mapping_sets(c, f, "phy-mode", 8, &w))
		return yf_mistake(c, YAMLFDT_ERR_UNREAD, it->key);
	if (n->text)
		return check_word(c, it, f, n->head, s->len);
	err = check_width(c, it, f, s);
	/* an EEPROM's size in 16 bits: at24 reads a u32, its default else */
	if (!err && YF_KEY_IS(it, "size") && s->len != 4 && eeprom_kbits(c, f))
		err = yf_mistake(c, YAMLFDT_ERR_TYPE, it->val);
	if (!err && !n->tagged)
		err = check_list(c, it, s);
	if (err || s->len != 4)
		return err;
	err = check_min_max(c, it, f, v);
	if (!err)
		err = yf_check_recount(c, it, f->node, &v);
	if (err || n->tagged)	/* "!uint32 100": as meant */
		return err;
	if (bad_temperature(it, (int32_t)v))
		return yf_mistake(c, YAMLFDT_ERR_UNIT, it->val);
	if (YF_KEY_IS(it, "bus-width") && mmc_host(c, f) &&
	    v != 1 && v != 4 && v != 8)	/* "5": the host probes no card */
		return yf_mistake(c, YAMLFDT_ERR_ENUM, it->val);
	/* "3": of_serial refuses it (above 8, bits meant: UNIT below) */
	if (YF_KEY_IS(it, "reg-io-width") && v <= 8 && (v & (v - 1) || !v))
		return yf_mistake(c, YAMLFDT_ERR_ENUM, it->val);
	/* a fixed-factor clock's factor 0: the clock is refused */
	if (!v && (YF_KEY_IS(it, "clock-div") || YF_KEY_IS(it, "clock-mult")))
		return yf_mistake(c, YAMLFDT_ERR_ENUM, it->val);
	/* DTS's old linux,phandle, not the node's phandle: refers to none */
	if (YF_KEY_IS(it, "linux,phandle") &&
	    (f->node <= 0 || fdt_get_phandle(c->fdt, f->node) != v))
		return yf_mistake(c, YAMLFDT_ERR_PHANDLE, it->val);
	/* "size: 32" for a 24c32: its Kbit, where the bytes go (4096) */
	if (YF_KEY_IS(it, "size") && v >= 16 && v == eeprom_kbits(c, f))
		return yf_mistake(c, YAMLFDT_ERR_UNIT, it->val);
	least = unit_least(c, it, f, upf, &most);
	if (least && v && (v < least || (most && v > most)))
		return yf_mistake(c, YAMLFDT_ERR_UNIT, it->val);
	return check_replaced(c, it, f->node, v);
}
