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
	"assigned-clock-parents",
};

/* Numbers only, by name and by unit suffix (yamlfdt_holds_numbers()) */
static const char *const number_names[] = {
	"reg", "interrupts", "reg-io-width", "reg-shift", "bus-width",
	"current-speed", "num-cs", "cell-index", "phandle",
	"assigned-clock-rates", "ranges", "dma-ranges", "linux,code",
	"linux,input-type", "max-speed", "fifo-size", "address-width",
	"color", "ngpios", "drive-strength",
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

/* Strings by name, besides *-names (yf_holds_strings()) */
static const char *const string_names[] = {
	"compatible", "status", "model", "label", "function", "pins",
	"groups", "regulator-name", "bootargs", "stdout-path",
	"device_type", "linux,default-trigger", "firmware-name",
	"phy-mode", "phy-connection-type", "default-state", "serial-number",
	"chassis-type",
};

/* Does @it's key name a property of strings, never of cells? */
int yf_holds_strings(const struct item *it)
{
	return YAMLFDT_HAVE_NAME_RULES && (key_ends(it, "-names", 6) ||
	       key_in(it->key, it->keylen, string_names,
		      YF_COUNT(string_names)));
}

/*
 * The prefixes of the macros a DTS takes most from the kernel's
 * dt-bindings headers (input, interrupt, GPIO, LED, thermal, PHY): cpp
 * replaced them with numbers, or with a string (LED_FUNCTION_*).
 */
static const char *const macro_prefixes[] = {
	"KEY_", "BTN_", "IRQ_TYPE_", "GIC_", "GPIO_ACTIVE_", "GPIO_OPEN_",
	"GPIO_PUSH_PULL", "GPIO_PULL_", "GPIO_LINE_OPEN_", "GPIO_TRANSITORY",
	"GPIO_PERSISTENT", "LED_COLOR_ID_", "LED_FUNCTION_", "THERMAL_NO_",
	"PHY_TYPE_",
};

/*
 * Is the plain word [p, e) such a macro, in a property that is no list
 * of names ("linux,code: KEY_POWER", "function: LED_FUNCTION_STATUS"),
 * where it would be the string of its name?  In a list of names
 * (gpio-line-names) a word is a name.
 */
int yf_pasted_macro(const struct item *it, const char *p, const char *e)
{
	size_t i, n;

	if (!YAMLFDT_HAVE_NAME_RULES || key_ends(it, "-names", 6) ||
	    !yf_is_macro(p, e))
		return 0;
	for (i = 0; i < YF_COUNT(macro_prefixes); i++) {
		n = strlen(macro_prefixes[i]);
		if ((size_t)(e - p) >= n && !memcmp(p, macro_prefixes[i], n))
			return 1;
	}
	return 0;
}

/*
 * "reg: [0x10043000, 400]": a size in reg after the first cell, digits
 * only, whose reading in hex is a power of two and in decimal is none
 * (400, 1000, 10000): 0x was left out.
 */
int yf_hex_meant(const struct item *it, const char *p, const char *e)
{
	uint32_t hex = 0, dec = 0;

	if (!YAMLFDT_HAVE_NAME_RULES || it->keylen != 3 ||
	    memcmp(it->key, "reg", 3) || e - p < 3 || e - p > 8)
		return 0;
	if (*p == '0')		/* "0400": C's octal, a datasheet's hex */
		return yf_is_digit(p[1]);
	if (!memchr("1248", *p, 4))
		return 0;
	for (; p < e; p++) {
		if (!yf_is_digit(*p))
			return 0;
		hex = hex << 4 | (uint32_t)(*p - '0');
		dec = dec * 10 + (uint32_t)(*p - '0');
	}
	return !(hex & (hex - 1)) && (dec & (dec - 1));
}

/*
 * A quoted string that @it's name rules out, or 0: a list in one string
 * of compatible or *-names ("acme,ax7-uart, ns16550a", and in
 * pinctrl-names "default,sleep": LIST); in a property of strings, the
 * escape of a control character no string of a tree holds
 * ("acme\aw100-fw.bin", a Windows path: ESCAPE).  *@at gets where.
 */
int yf_string_mistake(const struct item *it, const char *p, const char *e,
		      char quote, const char **at)
{
	const char *q;

	*at = p - 1;
	if (!YAMLFDT_HAVE_NAME_RULES)
		return 0;
	if (yf_is_one_word_key(it) &&
	    yf_names_list(p, e, yf_is_state_names(it)))
		return -YAMLFDT_ERR_LIST;
	for (q = p; quote == '"' && q + 1 < e; q++) {
		if (*q != '\\')
			continue;
		if (memchr("abfv", q[1], 4) && yf_holds_strings(it)) {
			*at = q;
			return -YAMLFDT_ERR_ESCAPE;
		}
		q++;	/* "\\a" in the text: a backslash, then an a */
	}
	return 0;
}

/*
 * "&uart1", "*uart1", "$uart1", "&{/soc/serial@1000}", "*gpio1 5 0",
 * "<&uart1>", "&uart1;": a reference's syntax, all of the string (but
 * blanks, DTS's < > and ;) or before cells.
 */
static int is_reference(const char *p, const char *e)
{
	const char *q;

	p = yf_skip_blanks(p, e);	/* " &uart1 ", "&uart1;", "< &uart1 >" */
	while (e > p && (e[-1] == ' ' || e[-1] == ';' || e[-1] == '>'))
		e--;
	if (p < e && *p == '<')
		p = yf_skip_blanks(p + 1, e);
	if (e - p < 2 || !memchr("&*$", *p, 3))
		return 0;
	if (p[1] == '{')
		return p[2] == '/' && memchr(p, '}', (size_t)(e - p));
	q = yf_scan_label(p + 1, e);
	return q > p + 1 && (q == e ||
			     (e - q > 1 && *q == ' ' && yf_is_digit(q[1])));
}

/*
 * A number with its unit, which would be the string of both: "100 Mbps",
 * "16 bytes" (a blank, then a word), "1Gbps", "16bit" (3v3 and 1080p
 * stay text).
 */
static int is_quantity(const char *p, const char *e)
{
	const char *d = p, *w, *q;

	while (d < e && yf_is_digit(*d))
		d++;
	w = yf_skip_blanks(d, e);
	w += w == d && w < e && *w == '-';		/* "16-bit" */
	for (q = w; q < e && (*q | 0x20) >= 'a' && (*q | 0x20) <= 'z'; q++)
		;
	if (d == p || w == e || (q < e && !(e - q == 2 && q[0] == '/' &&
					     (q[1] | 0x20) == 's')))	/* Mb/s */
		return 0;
	for (q = w; e - q >= 3; q++)	/* Mbit, kbits, bytes, Gbps */
		if (!memcmp(q, "bit", 3) || !memcmp(q, "byt", 3) ||
		    !memcmp(q, "bps", 3) || !memcmp(q, "b/s", 3))
			return 1;
	return w > d && *d != '-';	/* "100 Mbps", not "3-wire" */
}

/*
 * A scalar that is no number, [p, e) (@quote its quote, 0: plain), that
 * @it's name or its own shape rules out, as the mistake's code, or 0: a
 * quoted status the kernel does not know ("enabled", "Okay"); a
 * reference in quotes, which is a string of its name; with the names'
 * rules, text as a MAC address ("02:00:5e:a7:1c:e4", 02005ea71ce4), and
 * where no string is named a macro or a number with its unit.
 */
int yf_word_mistake(const struct item *it, const char *p, const char *e,
		    char quote)
{
	int strings = yf_holds_strings(it);

	if (quote && yf_is_status_key(it) && !yf_is_status(p, e) &&
	    !yf_status_off(p, e))
		return YAMLFDT_ERR_STATUS;
	/* "*gic" in quotes, a string of its name; in phandles "&gic", "22" */
	if (quote && (is_reference(p, e) || (yf_holds_phandles(it) && p < e &&
					     (memchr("*&$", *p, 3) ||
					      yf_is_digit(*p)))))
		return YAMLFDT_ERR_REFWORD;
	if (!quote && !strings && yf_macro_expr(p, e))
		return YAMLFDT_ERR_WORD;	/* SZ_4K - 1, 1 << PIN_SHIFT */
	if (!YAMLFDT_HAVE_NAME_RULES)
		return 0;
	if (yf_is_mac_key(it))
		return YAMLFDT_ERR_MAC;
	if (quote || key_ends(it, "-names", 6))
		return 0;
	if (yf_pasted_macro(it, p, e) || (!strings && yf_is_macro(p, e)))
		return YAMLFDT_ERR_WORD;
	return !strings && is_quantity(p, e) ? YAMLFDT_ERR_NUMBER : 0;
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
 * ones by name, and the families "*-supply", "*-gpios", "pinctrl-N".
 */
int yf_holds_phandles(const struct item *it)
{
	const char *k = it->key, *e = k + it->keylen;

	if (key_in(it->key, it->keylen, phandle_names,
		   YF_COUNT(phandle_names)) ||
	    key_ends(it, "-supply", 7) || key_ends(it, "-gpios", 6))
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

/*
 * Is @it's key a standard property's name spelt with a capital or '_'
 * (Status, pinctrl_names, Clock-Frequency)?  The kernel asks for the
 * spec's spelling only, so the property is silently not there.  Whole
 * names only: bindings spell their own supplies and GPIOs so
 * (VDDA-supply, usb0_id_det-gpios), and vendors their properties.
 * -YAMLFDT_ERR_NAMECASE then; -YAMLFDT_ERR_STATUS for "enabled:" and
 * the like, which the kernel never reads either; else 0.
 */
int yf_misspelt_standard(const struct item *it)
{
	static const char *const switches[] = {
		"enabled", "enable", "disabled", "disable",
	};
	char low[40];
	unsigned int i, n = it->keylen, odd = 0;
	char ch;

	if (!YAMLFDT_HAVE_NAME_RULES || n > sizeof(low))
		return 0;	/* YAMLFDT_CHECK_NAMES: the tables go too */
	/* "enabled: true": a switch of other tools; DT's is status */
	if (key_in(it->key, n, switches, YF_COUNT(switches)))
		return -YAMLFDT_ERR_STATUS;
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
 * Is @it's key, not itself a standard name, one letter off one ("compatble",
 * "pinctrl-name", "intterupts")?
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
		for (j = 0; j < standard[i].n; j++)
			if (yf_one_letter_off(it->key, it->keylen,
					      standard[i].names[j],
					      strlen(standard[i].names[j]), 1))
				return 1;
	return 0;
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
	if (key_ends(it, "-gpios", 6))
		return "#gpio-cells";
	return key_ends(it, "-supply", 7) || yf_holds_phandles(it) ? "" :
	       NULL;
}
