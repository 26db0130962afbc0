// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * What a property's name says about its value, from the names the DT
 * specification and dt-schema fix: status is one of four strings, *-names
 * hold words, a MAC address is 6 bytes, some properties hold phandles,
 * some only numbers, some are flags.  value.c asks, and turns a value the
 * name rules out into an error instead of a wrong tree; and whether a
 * name is one letter off another.  Calls shape.c only.
 */
#include "yamlfdt_int.h"

/* Is @it's key "status"?  Its value is one string the spec knows. */
int yf_is_status_key(const struct item *it)
{
	return it->keylen == 6 && !memcmp(it->key, "status", 6);
}

/* Does @key (@len bytes) end in @tail (@n bytes, and more before it)? */
static int ends_in(const char *key, size_t len, const char *tail, size_t n)
{
	return len > n && !memcmp(key + len - n, tail, n);
}

static int key_ends(const struct item *it, const char *tail, unsigned int n)
{
	return ends_in(it->key, it->keylen, tail, n);
}

/*
 * Is @key (@keylen bytes) one of the @n words of @list?  Asked for every
 * property: most keys differ from a word in its first byte, and leave
 * there, before strlen() and memcmp().
 */
static int key_in(const char *key, size_t keylen, const char *const *list,
		  size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (list[i][0] == key[0] && strlen(list[i]) == keylen &&
		    !memcmp(list[i], key, keylen))
			return 1;
	return 0;
}

/*
 * Does @key end in '-' and one of @list's words, which hold at most one
 * '-' themselves ("microamp-hours")?  The key's last two tails are asked.
 */
static int tail_in(const char *key, size_t keylen, const char *const *list,
		   size_t n)
{
	const char *e = key + keylen, *p = e, *last = NULL;

	while (p > key + 1) {
		if (*--p != '-')
			continue;
		if (key_in(p + 1, (size_t)(e - p - 1), list, n))
			return 1;
		if (last)
			return 0;
		last = p;
	}
	return 0;
}

/* The properties of phandles by name (yf_holds_phandles()) */
static const char *const phandle_names[] = {
	"interrupt-parent", "phy-handle", "clocks", "resets",
	"power-domains", "dmas", "phys", "iommus", "memory-region",
	"interrupts-extended", "mboxes", "remote-endpoint", "pwms",
	"gpios", "nvmem-cells", "io-channels", "mmc-pwrseq",
	"assigned-clock-parents", "operating-points-v2", "msi-parent",
	"trigger-sources", "sram", "ddc-i2c-bus", "i2c-bus",
};

/* Numbers only, by name and by unit suffix (yamlfdt_holds_numbers()) */
static const char *const number_names[] = {
	"reg", "interrupts", "reg-io-width", "reg-shift", "bus-width",
	"current-speed", "num-cs", "cell-index", "phandle",
	"assigned-clock-rates", "ranges", "dma-ranges", "linux,code",
	"linux,input-type", "max-speed", "fifo-size", "address-width",
	"color", "ngpios", "drive-strength", "linux,initrd-start",
	"linux,initrd-end", "temperature", "hysteresis", "polling-delay",
	"polling-delay-passive", "alignment", "alloc-ranges",
	"states",	/* regulator-gpio's, not status' typo */
	"pagesize", "cpu-release-addr", "clock-div", "clock-mult",
	"debounce-interval", "poll-interval", "max-frequency",
};

static const char *const unit_names[] = {
	"frequency", "bits", "kBps", "percent", "bp", "mhz", "hz",
	"sec", "ms", "us", "ns", "ps", "mm", "microamp", "nanoamp",
	"microamp-hours", "ohms", "micro-ohms", "microwatt",
	"milliwatt", "microwatt-hours", "microvolt", "picofarads",
	"femtofarads", "celsius", "millicelsius", "kelvin", "kpascal",
};

/* Flags (yf_is_flag_key()) */
static const char *const flag_names[] = {
	"read-only", "wakeup-source", "dma-coherent",
	"dma-noncoherent", "non-removable", "broken-cd", "no-map",
	"reusable", "big-endian", "little-endian", "native-endian",
	"regulator-always-on", "regulator-boot-on", "cap-sd-highspeed",
	"cap-mmc-highspeed", "keep-power-in-suspend", "no-sd",
	"no-sdio", "no-mmc", "spi-cpha", "spi-cpol", "spi-cs-high",
	"spi-3wire", "spi-lsb-first", "input-enable", "input-disable",
	"output-high", "output-low", "drive-open-drain",
	"bias-disable", "bias-pull-up", "bias-pull-down",
	"bias-pull-pin-default", "gpio-hog", "uart-has-rtscts",
	"gpio-controller", "interrupt-controller", "msi-controller",
	"linux,rs485-enabled-at-boot-time", "rs485-rx-during-tx",
	"full-duplex", "pause", "asym-pause",	/* fixed-link's */
};

/*
 * And flags by the shape of their name, without a vendor's prefix
 * (yf_is_flag_shape()): Linux 6.1's boards set 5400 properties ending in
 * "-on", 690 starting "no-", 870 in "-active-high" or "-low", 9800 of
 * these shapes in all, as flags, and none to a value but no-temp-support
 * = <0> and no-insert-detect = <0>, the mistake itself.  Vendors' names
 * (fsl,tx-swing-low = <103>) keep values, and so do other shapes: U-Boot's
 * boards have tilcdc's invert-pxl-clk = <0>, brcmnand's
 * parameter-page-big-endian = <0> and syscon-reset's assert-high = <0>.
 */
static const char *const flag_heads[] = {
	"no", "non", "broken", "cap", "disable", "keep", "retain",
};

static const char *const flag_tails[] = {
	"on", "only", "inverted", "highspeed", "removable", "suspend",
	"rtscts", "coherent", "disconnect", "hog", "active-high",
	"active-low", "1_8v", "1_2v", "3_3v", "sdr12", "sdr25", "sdr50",
	"sdr104", "ddr50",	/* an MMC host's modes (mmc-controller.yaml) */
};

/* /chosen's, which the root never has (yf_is_device_key()) */
static const char *const chosen_names[] = {
	"bootargs", "stdout-path", "linux,stdout-path",
	"linux,initrd-start", "linux,initrd-end",
};

/* The standard names NAMECASE knows besides those above */
static const char *const other_names[] = {
	"status", "compatible", "pinctrl-names", "clock-names",
	"reset-names", "reg-names", "interrupt-names", "dma-names",
	"phy-names", "#address-cells", "#size-cells", "#interrupt-cells",
	"#gpio-cells", "#clock-cells", "#reset-cells", "pinctrl-0",
	"pinctrl-1", "clock-frequency", "spi-max-frequency", "model",
	"regulator-name", "regulator-min-microvolt",
	"regulator-max-microvolt", "label", "bootargs", "stdout-path",
	"local-mac-address", "mac-address", "linux,default-trigger",
	"dr_mode", "phy-mode", "phy-connection-type", "maximum-speed",
	"default-state",
};

/*
 * The standard names, whole, by table: NAMECASE knows the spelling of the
 * first four, TYPO a name one letter off them; none of all five is a
 * typo.  /chosen's come last.
 */
static const struct {
	const char *const *names;
	unsigned char n;
} standard[] = {
	{ other_names, YF_COUNT(other_names) },
	{ phandle_names, YF_COUNT(phandle_names) },
	{ number_names, YF_COUNT(number_names) },
	{ flag_names, YF_COUNT(flag_names) },
	{ chosen_names, YF_COUNT(chosen_names) },
};
#define DEVICE_TABLES (YF_COUNT(standard) - 1)	/* all but /chosen's */

/* Is @key (@len bytes) a name of the first @tables of standard[]? */
static int standard_name(const char *key, size_t len, unsigned int tables)
{
	unsigned int i;

	for (i = 0; i < tables; i++)
		if (key_in(key, len, standard[i].names, standard[i].n))
			return 1;
	return 0;
}

/*
 * A list of names, one word each (clock-names, pinctrl-names; not
 * gpio-line-names, whose names may hold blanks): "fck ick" is two.  So
 * are the generic pin configuration's pins and groups ("PB0 PB1").
 */
int yf_is_names_key(const struct item *it)
{
	return (key_ends(it, "-names", 6) && !key_ends(it, "-line-names", 11)) ||
	       (it->keylen == 4 && !memcmp(it->key, "pins", 4)) ||
	       (it->keylen == 6 && !memcmp(it->key, "groups", 6));
}

/*
 * compatible and *-names (not gpio-line-names): strings without a blank,
 * even quoted.  Not pins and groups, whose names may hold one ("spi cs1").
 */
int yf_is_one_word_key(const struct item *it)
{
	return (it->keylen == 10 && !memcmp(it->key, "compatible", 10)) ||
	       (key_ends(it, "-names", 6) && !key_ends(it, "-line-names", 11));
}

/* One string each, never a list (yf_is_one_string_key()) */
static const char *const one_string_names[] = {
	"bootargs", "stdout-path", "linux,stdout-path", "model",
	"device_type", "label", "linux,default-trigger", "default-state",
	"phy-mode", "phy-connection-type", "regulator-name",
};

/*
 * Is @it's key one of a person's words, where ", " is prose ("model: Acme
 * AX7, rev 2"), never a list without [ ]?
 */
int yf_is_prose_key(const struct item *it)
{
	static const char *const prose[] = {
		"model", "label", "regulator-name",
	};

	return YAMLFDT_HAVE_NAME_RULES &&
	       key_in(it->key, it->keylen, prose, YF_COUNT(prose));
}

/* "bootargs:" with "- console=ttyS0" below: the kernel reads the first */
int yf_is_one_string_key(const struct item *it)
{
	return YAMLFDT_HAVE_NAME_RULES &&
	       key_in(it->key, it->keylen, one_string_names,
		      YF_COUNT(one_string_names));
}

/*
 * Does @it's key name a property of text, where a plain number is a
 * mistake ("model: 2023")?  Those of strings but status (STATUS), paths
 * (PATHPROP), and pins and groups, which hold cells in pinctrl-single's
 * and yamldt's.
 */
int yf_holds_text(const struct item *it, int refs)
{
	const char *e = it->key + it->keylen;

	/* a reference (@refs) in stdout-path is PATHPROP's */
	return yf_holds_strings(it) && !yf_is_status_key(it) &&
	       (!refs || it->keylen < 11 || memcmp(e - 11, "stdout-path", 11)) &&
	       !(it->keylen == 4 && !memcmp(it->key, "pins", 4)) &&
	       !(it->keylen == 6 && !memcmp(it->key, "groups", 6));
}

/*
 * pinctrl-names, whose states hold no ',' ("default,sleep" is two; other
 * names may: phy-names = "cdns3,usb3-phy")
 */
int yf_is_state_names(const struct item *it)
{
	return YAMLFDT_HAVE_NAME_RULES && it->keylen == 13 &&
	       !memcmp(it->key, "pinctrl-names", 13);
}

/* Names that hold no ',': pinctrl's states, a pin group's pins and groups */
int yf_names_commaless(const struct item *it)
{
	return yf_is_state_names(it) || (YAMLFDT_HAVE_NAME_RULES &&
	       (YF_KEY_IS(it, "pins") || YF_KEY_IS(it, "groups")));
}

/* Strings by name, besides *-names (yf_holds_strings()) */
static const char *const string_names[] = {
	"compatible", "status", "model", "label", "function", "pins",
	"groups", "regulator-name", "bootargs", "stdout-path",
	"device_type", "linux,default-trigger", "firmware-name",
	"phy-mode", "phy-connection-type", "default-state", "serial-number",
	"chassis-type", "dr_mode", "maximum-speed", "managed", "method",
	"enable-method", "entry-method", "line-name",
};

/* Does @it's key name a property of strings, never of cells? */
int yf_holds_strings(const struct item *it)
{
	return YAMLFDT_HAVE_NAME_RULES && (key_ends(it, "-names", 6) ||
	       key_in(it->key, it->keylen, string_names,
		      YF_COUNT(string_names)));
}

/* mac-address, local-mac-address: 6 bytes */
int yf_is_mac_key(const struct item *it)
{
	return (it->keylen == 11 && !memcmp(it->key, "mac-address", 11)) ||
	       key_ends(it, "-mac-address", 12) ||
	       key_ends(it, ",mac-address", 12);	/* acme,mac-address */
}

/*
 * Does @it's key name a property of phandles (and their cells), where a
 * string is never right: "interrupt-parent: gic" meant *gic.  The common
 * ones by name, and the families "*-supply", "*-gpio(s)" (not a count:
 * "snps,nr-gpios"), "pinctrl-N".
 */
int yf_holds_phandles(const struct item *it)
{
	const char *k = it->key, *e = k + it->keylen;

	if (YAMLFDT_HAVE_PLACE && (key_ends(it, "nr-gpios", 8) ||
				   YF_KEY_IS(it, "nr-gpios")))	/* a count */
		return 0;
	if (key_in(it->key, it->keylen, phandle_names,
		   YF_COUNT(phandle_names)) ||
	    key_ends(it, "-supply", 7) || key_ends(it, "-gpios", 6) ||
	    key_ends(it, "-gpio", 5))	/* reset-gpio: the old spelling */
		return 1;
	if (it->keylen < 9 || memcmp(k, "pinctrl-", 8))
		return 0;
	for (k += 8; k < e && yf_is_digit(*k); k++)
		;
	return k == e;
}

/*
 * Does property @name (@len bytes) hold numbers only, where text is never
 * right ("clock-frequency: 100ms", "#address-cells: \"1\"")?  reg and a
 * few more by name, #*-cells, *-frequency, and dt-schema's unit suffixes
 * (its property-units.yaml: every one of them holds numbers).  Public:
 * dtb2yaml types values by it.
 */
int yamlfdt_holds_numbers(const char *name, size_t len)
{
	if (!YAMLFDT_HAVE_NAME_RULES)
		return 0;
	/* dt-schema: every #*-cells is one uint32 */
	if (ends_in(name, len, "-cells", 6) && name[0] == '#')
		return 1;
	return key_in(name, len, number_names, YF_COUNT(number_names)) ||
	       tail_in(name, len, unit_names, YF_COUNT(unit_names));
}

/*
 * Does @it's key hold numbers whose unit has no sign: all of dt-schema's
 * but the voltages, temperatures and ratios, which newer ones sign.
 */
int yf_is_unsigned_key(const struct item *it)
{
	static const char *const signed_units[] = {
		"microvolt", "celsius", "millicelsius", "percent", "bp",
	};

	/* phandle: -1 is PHANDLE's, a value no node may have */
	return YAMLFDT_HAVE_NAME_RULES &&
	       yamlfdt_holds_numbers(it->key, it->keylen) &&
	       !(it->keylen == 7 && !memcmp(it->key, "phandle", 7)) &&
	       !(it->keylen == 11 && !memcmp(it->key, "temperature", 11)) &&
	       !tail_in(it->key, it->keylen, signed_units,
			YF_COUNT(signed_units));
}

/*
 * Is @it's key a flag's, present or not, where a value that reads as off
 * makes the wrong tree: "read-only: 0" or "false" is a read-only card, as
 * the property is there.  The common ones by name (not every
 * *-controller: i.MX's ssi-controller holds a phandle).
 */
int yf_is_flag_key(const struct item *it)
{
	return YAMLFDT_HAVE_NAME_RULES &&
	       key_in(it->key, it->keylen, flag_names, YF_COUNT(flag_names));
}

/* Is @it's key a flag's by its shape alone (no-1-8-v, cd-inverted)? */
int yf_is_flag_shape(const struct item *it)
{
	const char *k = it->key, *head = memchr(k, '-', it->keylen);

	return YAMLFDT_HAVE_NAME_RULES && head &&
	       !memchr(k, ',', it->keylen) &&
	       (key_in(k, (size_t)(head - k), flag_heads,
		       YF_COUNT(flag_heads)) ||
		tail_in(k, it->keylen, flag_tails, YF_COUNT(flag_tails)));
}

/*
 * Is "@it: ~" DTS's "name;" (an empty property) most likely, where
 * nothing of that name is there to delete: a flag by name or shape, or
 * ranges (a bus's "ranges;": without it no child translates its reg).
 */
int yf_meant_empty(const struct item *it)
{
	return yf_is_flag_key(it) || yf_is_flag_shape(it) ||
	       (YAMLFDT_HAVE_NAME_RULES && YF_KEY_IS(it, "ranges"));
}

/* Are @a and @b (@n bytes) alike, '-' and '_' taken as one? */
static int same_but_dash(const char *a, const char *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (a[i] != b[i] && !((a[i] == '-' || a[i] == '_') &&
				      (b[i] == '-' || b[i] == '_')))
			return 0;
	return 1;
}

/*
 * Is @it's key a standard property's name spelt with a capital or '_'
 * (Status, pinctrl_names, Clock-Frequency)?  The kernel asks for the
 * spec's spelling only, so the property is silently not there.  Whole
 * names only: bindings spell their own supplies and GPIOs so
 * (VDDA-supply, usb0_id_det-gpios), and vendors their properties; but a
 * supply's or GPIOs' suffix with '_' (vcc_supply) is never read.
 * -YAMLFDT_ERR_NAMECASE then; -YAMLFDT_ERR_STATUS for "enabled:" and
 * the like, which the kernel never reads either; else 0.
 */
int yf_misspelt_standard(const struct item *it)
{
	static const char *const switches[] = {
		"enabled", "enable", "disabled", "disable",
	};
	/* the spec's names with '_', which '-' misses ("dr-mode") */
	static const char *const underscored[] = { "dr_mode", "device_type" };
	char low[40];
	unsigned int i, n = it->keylen, odd = 0;
	char ch;

	if (!YAMLFDT_HAVE_NAME_RULES)
		return 0;	/* YAMLFDT_CHECK_NAMES: the tables go too */
	/* "vcc_supply": the kernel asks for "vcc-supply" only */
	if (key_ends(it, "_supply", 7) || key_ends(it, "_gpios", 6))
		return -YAMLFDT_ERR_NAMECASE;
	if (n > sizeof(low))
		return 0;
	/* "enabled: true": a switch of other tools; DT's is status */
	if (key_in(it->key, n, switches, YF_COUNT(switches)))
		return -YAMLFDT_ERR_STATUS;
	for (i = 0; i < YF_COUNT(underscored); i++)
		if (strlen(underscored[i]) == n &&
		    memcmp(it->key, underscored[i], n) &&
		    same_but_dash(it->key, underscored[i], n))
			return -YAMLFDT_ERR_NAMECASE;
	for (i = 0; i < n; i++) {
		ch = it->key[i];
		if (ch == '_' || (ch >= 'A' && ch <= 'Z')) {
			odd = 1;
			ch = ch == '_' ? '-' : ch | 0x20;
		}
		low[i] = ch;
	}
	return odd && standard_name(low, n, DEVICE_TABLES) ?
	       -YAMLFDT_ERR_NAMECASE : 0;
}

/*
 * Is @it's key a device's property, never the root's (status, reg,
 * pinctrl-*, a flag, a phandle's but interrupt-parent), or /chosen's
 * (bootargs)?  The root's own (model, compatible, #*-cells,
 * interrupt-parent, dma-coherent) are not.
 */
int yf_is_device_key(const struct item *it)
{
	if (!YAMLFDT_HAVE_NAME_RULES || !YAMLFDT_HAVE_PLACE ||
	    it->key[0] == '#' ||
	    (it->keylen == 16 && !memcmp(it->key, "interrupt-parent", 16)) ||
	    (it->keylen > 4 && !memcmp(it->key, "dma-", 4)))
		return 0;
	return yf_is_status_key(it) || yf_is_names_key(it) ||
	       yf_is_mac_key(it) || yf_holds_phandles(it) ||
	       yamlfdt_holds_numbers(it->key, it->keylen) ||
	       yf_is_flag_key(it) ||
	       key_in(it->key, it->keylen, chosen_names,
		      YF_COUNT(chosen_names));
}

/*
 * Is @it's key, whole, a standard name the tables above hold (status,
 * clock-frequency, interrupts, compatible): never a typo of another.
 */
int yf_is_standard_key(const struct item *it)
{
	return YAMLFDT_HAVE_NAME_RULES && YAMLFDT_HAVE_PLACE &&
	       standard_name(it->key, it->keylen, YF_COUNT(standard));
}

/*
 * Is the last word of @it's key one letter off a family's ("vmmc-suppy",
 * "reset-gpois"): a supply or a GPIO the kernel never finds?
 */
static int family_typo(const struct item *it)
{
	static const char *const words[] = { "supply", "gpios" };
	const char *w = it->key + it->keylen;
	size_t i, n;

	while (w > it->key && w[-1] != '-')
		w--;
	n = (size_t)(it->key + it->keylen - w);
	for (i = 0; w > it->key && i < YF_COUNT(words); i++)
		if (yf_one_letter_off(w, n, words[i], strlen(words[i]), 0))
			return 1;
	return 0;
}

/*
 * Is @it's key, not itself a standard name, one letter off one ("compatble",
 * "pinctrl-name", "intterupts"), or one without its "linux," (an LED's
 * default-trigger, a key's code: the kernel reads neither)?
 */
int yf_near_standard_key(const struct item *it)
{
	unsigned int i, j;

	/* the kernel reads gpio and *-gpio as gpios (regulator-fixed) */
	if (!YAMLFDT_HAVE_NAME_RULES || !YAMLFDT_HAVE_PLACE ||
	    yf_is_standard_key(it) ||
	    (it->keylen >= 4 && !memcmp(it->key + it->keylen - 4, "gpio", 4)))
		return 0;
	for (i = 0; i < DEVICE_TABLES; i++)
		for (j = 0; j < standard[i].n; j++) {
			const char *name = standard[i].names[j];
			size_t n = strlen(name);

			if (yf_one_letter_off(it->key, it->keylen, name, n, 1) ||
			    (n == it->keylen + 6 && !memcmp(name, "linux,", 6) &&
			     !memcmp(name + 6, it->key, it->keylen)))
				return 1;
		}
	return family_typo(it);
}

/*
 * The property of @it's key holds phandles each followed by arguments:
 * the name of the target's property that counts them ("#clock-cells"),
 * "" for none (pinctrl-0, *-supply), NULL when the key is none of these.
 */
const char *yf_specifier_cells(const struct item *it)
{
	static const char *const names[][2] = {
		{ "clocks", "#clock-cells" },
		{ "assigned-clocks", "#clock-cells" },
		{ "assigned-clock-parents", "#clock-cells" },
		{ "resets", "#reset-cells" }, { "dmas", "#dma-cells" },
		{ "pwms", "#pwm-cells" }, { "phys", "#phy-cells" },
		{ "mboxes", "#mbox-cells" }, { "iommus", "#iommu-cells" },
		{ "power-domains", "#power-domain-cells" },
		{ "io-channels", "#io-channel-cells" },
		{ "interrupts-extended", "#interrupt-cells" },
		{ "thermal-sensors", "#thermal-sensor-cells" },
		{ "sound-dai", "#sound-dai-cells" },
		{ "hwlocks", "#hwlock-cells" },
		{ "mux-controls", "#mux-control-cells" },
		{ "gpios", "#gpio-cells" }, { "interrupt-parent", "" },
		{ "phy-handle", "" }, { "memory-region", "" },
		{ "remote-endpoint", "" },
	};
	unsigned int i;

	if (!YAMLFDT_HAVE_NAME_RULES || !YAMLFDT_HAVE_PLACE)
		return NULL;
	for (i = 0; i < YF_COUNT(names); i++)
		if (key_in(it->key, it->keylen, &names[i][0], 1))
			return names[i][1];
	if (!yf_holds_phandles(it))	/* snps,nr-gpios: a count */
		return NULL;
	return key_ends(it, "-gpios", 6) || key_ends(it, "-gpio", 5) ?
	       "#gpio-cells" : "";
}
