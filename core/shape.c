// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * What a piece of text looks like, before anything reads it as a value:
 * YAML 1.2's spellings of true/false/null, numbers that are not numbers,
 * cells separated by blanks, DTS's byte strings, MAC addresses, labels,
 * a ',' that splits a word; and where lines, blanks and values end.
 * Pure functions of the text, at the bottom of the core: they call none
 * of its other files.
 */
#include "yamlfdt_int.h"

int yf_is_digit(char ch)
{
	return ch >= '0' && ch <= '9';
}

int yf_is_hex(char ch)
{
	char lc = (char)(ch | 0x20);

	return yf_is_digit(ch) || (lc >= 'a' && lc <= 'f');
}

/*
 * Are the @n bytes at @p the word @w (lower case) as YAML 1.2's core
 * schema spells it: "true", "True" or "TRUE"?  ("tRUE" is a string.)
 */
int yf_is_core_word(const char *p, size_t n, const char *w)
{
	size_t i, upper = 0;

	if (n != strlen(w))
		return 0;
	for (i = 0; i < n; i++) {
		if (p[i] == w[i] - ('a' - 'A') && w[i] >= 'a')
			upper++;
		else if (p[i] != w[i])
			return 0;
	}
	return upper <= (p[0] != w[0]) || upper == n;
}

/*
 * yes, no, on or off as YAML 1.1 spells them: booleans to YAML 1.1 tools
 * and to many a writer, strings to YAML 1.2, and so to this dialect.
 */
int yf_is_yaml11_bool(const char *p, size_t n)
{
	return yf_is_core_word(p, n, "yes") || yf_is_core_word(p, n, "no") ||
	       yf_is_core_word(p, n, "on") || yf_is_core_word(p, n, "off");
}

/*
 * A status the spec knows (okay, disabled, reserved, fail, fail-sss) or
 * Linux also takes (ok).  Anything else leaves a node off, silently.
 */
int yf_is_status(const char *p, const char *e)
{
	static const char words[] = "okay\0ok\0disabled\0reserved\0fail";
	const char *w;
	size_t n = (size_t)(e - p);

	for (w = words; w < words + sizeof(words); w += strlen(w) + 1)
		if (strlen(w) == n && !memcmp(p, w, n))
			return 1;
	return n > 5 && !memcmp(p, "fail-", 5);
}

/*
 * "ti,am3352-uart ti,omap3-uart": a word that starts like a compatible
 * string (vendor,device), then a blank: a list written without [ ].
 * Returns the blank, or NULL.
 */
const char *yf_compatible_list(const char *p, const char *e)
{
	const char *q = p, *comma = NULL;

	if (!(*p >= 'a' && *p <= 'z'))
		return NULL;
	for (; q < e && *q != ' ' && *q != '\t'; q++) {
		if (*q == ',' && !comma)
			comma = q;
		else if (!yf_is_label_char(*q, 0) && !memchr(",.+-", *q, 4))
			return NULL;
	}
	return comma && comma + 1 < q && q < e ? q : NULL;
}

/*
 * A list of names written as one: the first blank, or with @commas ','
 * in [p, e) ("default sleep", "default,sleep"), or NULL.
 */
const char *yf_names_list(const char *p, const char *e, int commas)
{
	for (; p < e; p++)
		if (*p == ' ' || *p == '\t' || (commas && *p == ','))
			return p;
	return NULL;
}

/*
 * Arithmetic that is no expression of the dialect ("2**12", "4*1024/"):
 * from a digit or '(', no blank, digits and operators only, with an
 * operator besides '-' (a date, 2024-01-02, is yf_is_dashed()'s; "x+5"
 * and "a (7aB-+2" are words).
 */
int yf_looks_like_expr(const char *p, const char *e)
{
	int digit = 0, op = 0;

	if (p == e || (!yf_is_digit(*p) && *p != '('))
		return 0;
	for (; p < e; p++) {
		if (yf_is_digit(*p))
			digit = 1;
		else if (memchr("*/%^&|<>~+", *p, 10))
			op = 1;
		else if (!memchr("xX()-", *p, 5) && !yf_is_hex(*p))
			return 0;
	}
	return digit && op;
}

/* true, false, null or ~, in any of YAML 1.2's spellings. */
int yf_is_bool_word(const char *p, size_t n)
{
	return yf_is_core_word(p, n, "true") || yf_is_core_word(p, n, "false") ||
	       yf_is_core_word(p, n, "null") || (n == 1 && *p == '~');
}

/*
 * "02:00:5e:a7:1c:e4", or "02-00-5e-a7-1c-e4" as Windows and datasheets
 * print it: six groups of two hex digits, split by one kind of separator.
 */
int yf_is_mac(const char *p, const char *e)
{
	int i;

	if (e - p != 17 || (p[2] != ':' && p[2] != '-'))
		return 0;
	for (i = 0; i < 17; i++) {
		if (i % 3 == 2 ? p[i] != p[2] : !yf_is_hex(p[i]))
			return 0;
	}
	return 1;
}

/*
 * A C macro's name, as cpp would have replaced: capitals, digits and '_',
 * with a '_' in it (GIC_SPI, IRQ_TYPE_LEVEL_HIGH, SZ_4K), so that words
 * such as LED or USB stay words; or capitals called (BIT(3)) or joined by
 * '|' (GPIO_ACTIVE_LOW|GPIO_PULL_UP).
 */
int yf_is_macro(const char *p, const char *e)
{
	const char *q = p;
	int underscore = 0;

	if (p == e || yf_is_digit(*p))
		return 0;
	for (; q < e && (*q == '_' || yf_is_digit(*q) ||
			 (*q >= 'A' && *q <= 'Z')); q++)
		underscore |= *q == '_';
	if (q == e || q - p < 2)
		return q == e && underscore;
	if (*q == '(')
		return e[-1] == ')';
	q = yf_skip_blanks(q, e);
	return q < e && *q == '|';
}

/*
 * Does the whole of [p, e), which is no integer, look like a number?  A
 * sign, then: a radix prefix (0x 0b 0o) and letters, digits, '_', '.' or
 * ','; digits with '_' or ',' between them; a fraction or an exponent
 * (1.8, .5, 1e3, 1.5e-3); an integer and a unit, [kKmMgGtT][i] and then Hz
 * or B, or Hz or B alone (48M, 10KiB, 24MHz, 512B); a fraction and a unit
 * that ends in Hz or B (2.4GHz, 1.5GB); a C octal with an 8 or 9 (08).
 * Text that only starts like a number stays text: 3v3, 1080p, 2.5G, .5V,
 * 1.2.3.
 */
int yf_number_like(const char *p, const char *e)
{
	int digits = 0, dot = 0, exp = 0;

	if (yf_is_dashed(p, e))
		return 1;
	p += p < e && (*p == '-' || *p == '+');
	if (e - p > 1 && *p == '0' && memchr("xXbBoO", p[1], 6)) {
		for (p += 2; p < e && (yf_is_label_char(*p, 0) || *p == '.' ||
				       *p == ','); p++)
			;
		return p == e;
	}
	for (; p < e; p++) {
		if (yf_is_digit(*p)) {
			digits = 1;
		} else if (*p == '.' && !dot && !exp) {
			dot = 1;
		} else if (!digits || p + 1 == e) {
			break;
		} else if (*p == '_' || *p == ',' || *p == '\'') {
			if (!yf_is_digit(p[1]))
				break;
		} else if ((*p | 0x20) == 'e' && !exp) {
			p += (p[1] == '-' || p[1] == '+') && p + 2 < e;
			if (!yf_is_digit(p[1]))
				return 0;	/* "12e": text */
			exp = 1;
		} else {
			break;
		}
	}
	if (!digits || p == e || exp)
		return digits && p == e;
	/*
	 * A unit after the number.  After a fraction, only with Hz or B:
	 * "2.5G" is a name (a link speed), "2.4GHz" a frequency.
	 */
	p = yf_skip_blanks(p, e);
	if (p < e && memchr("kmgt", *p | 0x20, 4))
		p += 1 + (p + 1 < e && p[1] == 'i');
	return (p == e && !dot) || (e - p == 1 && *p == 'B') ||
	       (e - p == 2 && (p[0] | 0x20) == 'h' && (p[1] | 0x20) == 'z');
}

/*
 * "uart3: serial@1000:", "uart3: serial@1000: {}": DTS's label before a
 * node's name.  The value [@s, @colon) is one word, and after its ':'
 * the line ends or a DTS brace opens (else it is "Debug: console").
 */
int yf_dts_label(const char *s, const char *colon, const char *le)
{
	const char *p;

	for (p = s; p < colon; p++)
		if (*p == ' ' || *p == '\t')
			return 0;
	p = yf_skip_blanks(colon + 1, le);
	return p == le || *p == '{';
}

/* Does [p, e) start like a number: a digit, or a sign or '.' and one? */
int yf_starts_number(const char *p, const char *e)
{
	p += e - p > 1 && (*p == '-' || *p == '+' || *p == '.');
	return p < e && yf_is_digit(*p);
}

/* A plain cell among blank-separated ones: up to a blank outside ( ). */
const char *yf_cell_end(const char *p, const char *e)
{
	int depth = 0;

	for (; p < e && (depth || (*p != ' ' && *p != '\t')); p++)
		depth += (*p == '(') - (*p == ')');
	return p;
}

/*
 * Is [@p, @e) one number with its thousands set apart by blanks ("115
 * 200", "1 000 000"): 1 to 3 digits, then groups of exactly 3?
 */
int yf_thousands(const char *p, const char *e)
{
	const char *s = p, *ce;
	int groups = 0;

	if (!YAMLFDT_HAVE_NAME_RULES)
		return 0;	/* only a property of numbers by name asks */
	for (; s < e; s = yf_skip_blanks(ce, e), groups++) {
		for (ce = s; ce < e && yf_is_digit(*ce); ce++)
			;
		if ((ce < e && *ce != ' ') || ce == s || ce - s > 3 ||
		    (groups && ce - s != 3) || (!groups && *s == '0'))
			return 0;
	}
	return groups > 1;
}

/*
 * DTS's byte string: hex digits in pairs, perhaps separated by blanks
 * ("02 00 5e", "0a0b").  DTS means hex bytes; reading decimal cells, or
 * a string, would be a wrong tree.  2 when each piece is one pair, as
 * DTS's "[10 20 30]" is, 1 for longer ones ("0b10 1234"), else 0.
 */
int yf_dts_bytes(const char *p, const char *e)
{
	const char *s = p;
	int pairs = 2;

	for (; p <= e; p++) {
		if (p == e || *p == ' ' || *p == '\t') {
			if ((p - s) % 2)	/* "bad face": words */
				return 0;
			if (p - s != 2)
				pairs = 1;
			s = p + 1;
		} else if (!yf_is_hex(*p)) {
			return 0;
		}
	}
	return pairs;
}

/*
 * Numbers joined by '-' or '/' without a blank or a parenthesis, decimal
 * or 0x: a date, a serial, a range or a ratio to their writer
 * (2024-01-15, 1234-5678, 0x1000-0x1fff, -40-85, 16/9), arithmetic to
 * an expression's reader, and text where there is none.
 */
int yf_is_dashed(const char *p, const char *e)
{
	int joins = 0;

	for (;;) {
		p += p < e && (*p == '-' || *p == '+');		/* a sign */
		if (e - p > 2 && *p == '0' && memchr("xXbB", p[1], 4) &&
		    yf_is_hex(p[2]))
			for (p += 2; p < e && yf_is_hex(*p); p++)
				;
		else if (p < e && yf_is_digit(*p))
			while (p < e && yf_is_digit(*p))
				p++;
		else
			return 0;
		while (p < e && memchr("uUlL", *p, 4))	/* C's suffixes */
			p++;
		if (p == e)
			return joins;
		if (*p != '-' && *p != '/')
			return 0;
		p++;
		joins = 1;
	}
}

/*
 * A C macro inside arithmetic: 0x1000+SZ_4K, SZ_1M*2, 1<<PIN_SHIFT,
 * ~IRQ_MASK, BIT(3) | 1 (a word with '_', or one called, among
 * operators; no cpp runs at boot).
 * Words that start with a digit are numbers (0x1000, 4096u); any other
 * with a lower-case letter makes it text.
 */
int yf_macro_expr(const char *p, const char *e)
{
	const char *w, *q;
	int op = 0, macro = 0, number;

	while (p < e) {
		number = yf_is_digit(*p);
		for (w = p; p < e && (*p == '_' || yf_is_digit(*p) ||
				      (*p >= 'A' && *p <= 'Z') ||
				      (number && *p >= 'a' && *p <= 'z')); p++)
			;
		if (p > w) {	/* FOO_BAR, BIT(3) or BIT (3) */
			q = yf_skip_blanks(p, e);
			macro |= !number && (!!memchr(w, '_', (size_t)(p - w)) ||
					     (p - w > 1 && q < e && *q == '(' &&
					      memchr(q, ')', (size_t)(e - q))));
			continue;
		}
		if (!memchr("+-*/%<>~|&^() \t", *p, 16))
			return 0;
		op |= *p != ' ' && *p != '\t';
		p++;
	}
	return op && macro;
}

/* Is @ch one that ends a word of a property's name? */
static int word_end(char ch)
{
	return ch == '-' || ch == ',' || ch == '_';
}

/*
 * Is @x (@xn bytes) @y (@yn) with one letter more, less, changed or two
 * swapped ("clock-freqency", "intterupts", "stauts"), inside a word of 5
 * letters or more?  Not a digit ("pinctrl-1" beside "pinctrl-0"), a
 * final 's' ("clock"), nor a short word ("vdda-supply", "tx-delay-ps"):
 * those name other properties of a node.  @loose, against the standard
 * names, where no other property is one letter off: a final 's' too
 * ("pinctrl-name"), in words of 4 letters.  Or is @x @y cut short inside
 * a word, 5 letters or more ("clock-freq" for "clock-frequency")?
 */
int yf_one_letter_off(const char *x, size_t xn, const char *y, size_t yn,
		      int loose)
{
	/* a the longer */
	const char *a = xn < yn ? y : x, *b = xn < yn ? x : y;
	size_t an = xn < yn ? yn : xn, bn = xn < yn ? xn : yn, i = 0, s, e;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;	/* only place.c asks */
	if (xn >= 5 && yn > xn + 1 && !memcmp(x, y, xn) &&
	    !word_end(x[xn - 1]) && !word_end(y[xn]) && !yf_is_digit(y[xn]))
		return 1;	/* an abbreviation */
	if (an - bn > 1)
		return 0;
	while (i < bn && a[i] == b[i])
		i++;
	if (i == bn && (an == bn || (a[i] == 's' && !loose)))
		return 0;
	if (yf_is_digit(a[i]) || (i < bn && yf_is_digit(b[i])))
		return 0;
	for (s = i; s > 0 && !word_end(b[s - 1]); s--)
		;
	for (e = i; e < bn && !word_end(b[e]); e++)
		;
	/* loose, 4 letters for a final 's' only: "mode" is no "model" */
	if (e - s < (loose && i == bn && a[i] == 's' ? 4u : 5u))
		return 0;
	if (an > bn)	/* a letter more */
		return !memcmp(a + i + 1, b + i, bn - i);
	if (i + 1 < an && a[i + 1] == 'x' && b[i + 1] == 'x' &&
	    a[i] + b[i] == 'r' + 't' && (a[i] == 'r' || a[i] == 't'))
		return 0;	/* "snps,rxpbl" beside "snps,txpbl": a pair */
	return !memcmp(a + i + 1, b + i + 1, an - i - 1) ||	/* changed */
	       (i + 1 < an && a[i] == b[i + 1] && a[i + 1] == b[i] &&
		!memcmp(a + i + 2, b + i + 2, an - i - 2));	/* swapped */
}

/*
 * A status that leaves the node off, as its writer meant, though the spec
 * has other words: "disable", "failed" (real boards have both).  Quoted,
 * any other string the spec does not know ("enabled", "Okay", "okay;",
 * "1", "active") is taken for one that meant on.
 */
int yf_status_off(const char *p, const char *e)
{
	static const char *const words[] = { "disab", "fail" };
	size_t i, k;

	if (p < e && *p == '{')		/* "{{ s }}": place.c's TEMPLATE */
		return 1;
	for (i = 0; i < YF_COUNT(words); i++) {
		for (k = 0; k < 4 && (size_t)(e - p) > k &&
		     (p[k] | 0x20) == words[i][k]; k++)
			;
		if (k == 4)
			return 1;
	}
	return 0;
}

/* Labels: letters, digits and '_', not starting with a digit. */
int yf_is_label_char(char ch, int first)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	       ch == '_' || (!first && ch >= '0' && ch <= '9');
}

/* The end of the label name starting at @p (== @p when there is none). */
const char *yf_scan_label(const char *p, const char *end)
{
	const char *s = p;

	while (p < end && yf_is_label_char(*p, p == s))
		p++;
	return p;
}

/*
 * After a label's name, at @p: a character that no label may have, where
 * the writer meant the name to go on ("*uart-0", "&1st")?
 */
int yf_bad_label_char(const char *p, const char *e)
{
	return p < e && *p != ' ' && *p != '\t' && *p != '\r' &&
	       !memchr(":,[]{}#", *p, 7);
}

/*
 * The ',' at @p (in a flow sequence opened at @open, on a line ending at
 * @le), with no space on either side, between two plain scalars one of
 * which is a word: "[ti,am3352-uart]" is two strings in YAML, but one
 * word to its writer.  Compact numbers and references
 * ("[0x0,0x1000]", "[*gpio,5,0]") are fine.
 */
int yf_splits_word(const char *open, const char *p, const char *le)
{
	const char *w = p, *r = p + 1;

	if (r >= le || !yf_is_label_char(*r, 0) ||
	    w[-1] <= ' ' || memchr("]\"'", w[-1], 3))
		return 0;
	while (w > open && !memchr(" \t[,", w[-1], 4))
		w--;		/* to the start of the scalar before it */
	return yf_is_label_char(*w, 1) || yf_is_label_char(*r, 1);
}

/* The '\n' that ends the line at @p, or @end. */
const char *yf_line_end(const char *p, const char *end)
{
	const char *nl = memchr(p, '\n', (size_t)(end - p));

	return nl ? nl : end;
}

const char *yf_next_line(const char *p, const char *end)
{
	p = yf_line_end(p, end);
	return p < end ? p + 1 : end;
}

/* The end of a line's content: before "\r\n" or "\n". */
const char *yf_content_end(const char *line, const char *end)
{
	const char *e = yf_line_end(line, end);

	if (e > line && e[-1] == '\r')
		e--;
	return e;
}

const char *yf_skip_spaces(const char *p, const char *end)
{
	while (p < end && *p == ' ')
		p++;
	return p;
}

/* In-line separation: spaces and tabs (indentation is spaces only). */
const char *yf_skip_blanks(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

unsigned int yf_indent_of(const char *line, const char *end)
{
	return (unsigned int)(yf_skip_spaces(line, end) - line);
}

/* Empty, all spaces, or a comment: lines the grammar never sees. */
int yf_is_blank_line(const char *p, const char *end)
{
	const char *e = yf_content_end(p, end);

	p = yf_skip_spaces(p, e);
	return p == e || *p == '#';
}

/* The next line at or after @p that is not blank, or @end. */
const char *yf_next_significant(const char *p, const char *end)
{
	while (p < end && yf_is_blank_line(p, end))
		p = yf_next_line(p, end);
	return p;
}

/* "---" or "..." (with @c '-' or '.') at column 0, alone on its line. */
int yf_is_doc_marker(const char *line, const char *end, char c)
{
	const char *e = yf_content_end(line, end);

	if (e - line < 3 || line[0] != c || line[1] != c || line[2] != c)
		return 0;
	return e - line == 3 || line[3] == ' ';
}

/*
 * True when only spaces or a comment follow @p on its line.  A '#' starts
 * a comment only after white space, as in YAML.  @p is never the first
 * byte of the text.
 */
int yf_at_value_end(const char *p, const char *end)
{
	const char *e = yf_content_end(p, end);
	const char *q = yf_skip_blanks(p, e);

	return q == e || (*q == '#' && (q > p || q[-1] == ' ' || q[-1] == '\t'));
}

/*
 * Does a C or DTS comment start at @at, in a value or line that starts at
 * @s and whose content ends at @le: two slashes, or a slash and a star, at
 * @s or after a blank ("okay // on")?  A URL's slashes follow its ':'.
 */
int yf_c_comment(const char *s, const char *at, const char *le)
{
	if (at + 1 >= le || at[0] != '/' || (at[1] != '/' && at[1] != '*'))
		return 0;
	return at == s || at[-1] == ' ' || at[-1] == '\t';
}
