// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * A scalar its property's name rules out: a macro pasted from a DTS
 * (KEY_POWER), a size in reg that was hex ("400"), a list in one string,
 * a reference or a quantity written as text, a flag's "true" quoted.
 * value.c asks, and turns each into an error instead of a wrong tree.
 * Calls shape.c and names.c only.
 */
#include "yamlfdt_int.h"

/* Does @it's key end in "-names" (a list of names, each a word)? */
static int names_list(const struct item *it)
{
	return it->keylen > 6 && !memcmp(it->key + it->keylen - 6, "-names", 6);
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
static int pasted_macro(const struct item *it, const char *p, const char *e)
{
	size_t i, n;

	if (!YAMLFDT_HAVE_NAME_RULES || names_list(it) ||
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

/* bootargs (and bootargs-append), stdout-path: what the kernel parses */
static int is_command_line(const struct item *it)
{
	return (it->keylen >= 8 && !memcmp(it->key, "bootargs", 8)) ||
	       (it->keylen >= 11 &&
		!memcmp(it->key + it->keylen - 11, "stdout-path", 11));
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
	unsigned int n;
	int err;

	*at = p - 1;
	if (!YAMLFDT_HAVE_NAME_RULES)
		return 0;
	if (yf_is_one_word_key(it) &&
	    yf_names_list(p, e, yf_names_commaless(it)))
		return -YAMLFDT_ERR_LIST;
	/*
	 * "acme,ax7-uart ": no compatible string has a blank (names may),
	 * nor a byte outside ASCII (a no-break space pasted from a page)
	 */
	for (q = p; it->keylen == 10 && !memcmp(it->key, "compatible", 10) &&
	     q < e; q++)
		if (*q == ' ' || *q & 0x80) {
			*at = q;
			return -YAMLFDT_ERR_LIST;
		}
	/*
	 * "console=ttyS0,115200\u00a0root=...", "dyndbg=\u201c...\u201d": a
	 * pasted blank, quote or dash in a command line, which the kernel
	 * splits at ASCII's only
	 */
	for (q = p; is_command_line(it) && q < e; q += n) {
		n = 1;
		err = *q & 0x80 ? yf_pasted_char(q, e, &n) : 0;
		if (err) {
			*at = q;
			return err;
		}
	}
	/* "rgmii-id;": DTS's end, quoted (elsewhere quotes mean it) */
	if (e > p && e[-1] == ';' && yf_holds_strings(it)) {
		*at = e - 1;
		return -YAMLFDT_ERR_DTS;
	}
	for (q = p; quote == '"' && q + 1 < e; q++) {
		if (*q != '\\')
			continue;
		/* "brcm\nvram.txt": a Windows path; "a\0b" in bootargs */
		if ((memchr("abfv", q[1], 4) && yf_holds_strings(it)) ||
		    (memchr("nrt", q[1], 3) && yf_holds_strings(it) &&
		     (it->keylen != 8 || memcmp(it->key, "bootargs", 8)))) {
			*at = q;
			return -YAMLFDT_ERR_ESCAPE;
		}
		if (q[1] == '0' && yf_is_one_string_key(it)) {
			*at = q;
			return -YAMLFDT_ERR_ONESTRING;
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
 * "16 bytes" (a blank, then a word), "1Gbps", "16bit"; a datasheet's
 * hex, "40h" (3v3, 1.8V and 1080p stay text).
 */
static int is_quantity(const char *p, const char *e)
{
	const char *d = p, *w, *q;

	for (q = p; q < e && yf_is_hex(*q); q++)
		;
	if (q > p && q + 1 == e && (*q | 0x20) == 'h' && yf_is_digit(*p))
		return 1;	/* "40h" */
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
 * GPIO line names as fdtget prints them, blank-separated, or joined by
 * ',': three or more, none with a small letter ("LED1 LED2 BTN1",
 * "LED1,LED2,BTN1"; "LED 1" and "User LED 0" are a name each, as boards
 * write them).
 */
static int line_names(const char *p, const char *e)
{
	int blanks = 0, commas = 0;

	for (; p < e; p++)
		if (*p == ' ')
			blanks++;
		else if (*p == ',')
			commas++;
		else if (*p >= 'a' && *p <= 'z')
			return 0;
	return blanks >= 2 || (commas >= 2 && !blanks);
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
	const char *q;

	/* "a,uart\0ns16550a" from dtc's output: "\0" only splits quoted */
	for (q = p; quote != '"' && q + 1 < e; q++)
		if (q[0] == '\\' && q[1] == '0')
			return YAMLFDT_ERR_LIST;
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
	/* "bootargs=console=ttyS0", a line of U-Boot's printenv */
	if ((size_t)(e - p) > it->keylen && p[it->keylen] == '=' &&
	    !memcmp(p, it->key, it->keylen))
		return YAMLFDT_ERR_ASSIGN;
	if (!YAMLFDT_HAVE_NAME_RULES)
		return 0;
	if (yf_is_mac_key(it))
		return YAMLFDT_ERR_MAC;
	/* "gpio-line-names: LED1 LED2 BTN1", fdtget's list: one name */
	if (!quote && it->keylen > 11 &&
	    !memcmp(it->key + it->keylen - 11, "-line-names", 11) &&
	    line_names(p, e))
		return YAMLFDT_ERR_LIST;
	/* "firmware-name: acme\aw100-fw.bin": a Windows path */
	if (!quote && strings && memchr(p, '\\', (size_t)(e - p)))
		return YAMLFDT_ERR_ESCAPE;
	if (quote || names_list(it))
		return 0;
	if (pasted_macro(it, p, e) || (!strings && yf_is_macro(p, e)))
		return YAMLFDT_ERR_WORD;
	return !strings && is_quantity(p, e) ? YAMLFDT_ERR_NUMBER : 0;
}

/*
 * "auto-flow-control: \"true\"": a property that holds no strings, its
 * value true or false quoted, a string that sets the flag whatever it
 * says.  Asked on a base only: a whole board keeps dtc's reading (Linux
 * has gpmc,device-nand = "true").
 */
int yf_quoted_bool(const struct item *it, const char *end)
{
	const char *v = it->val, *e;
	size_t n;

	if (!YAMLFDT_HAVE_NAME_RULES || !v || (*v != '"' && *v != '\'') ||
	    yf_holds_strings(it))
		return 0;
	e = yf_content_end(v, end);
	while (e > v && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	n = (size_t)(e - v);
	return n > 2 && e[-1] == *v &&
	       (yf_is_core_word(v + 1, n - 2, "true") ||
		yf_is_core_word(v + 1, n - 2, "false"));
}
