// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Text encodings to bytes, touching neither the tree nor the state: a
 * quoted scalar's escapes and line folding, and base64.  value.c calls
 * them; with a NULL output they only count, as its measuring walk does.
 */
#include "yamlfdt_int.h"

static int is_break(char ch)
{
	return ch == '\n' || ch == '\r';
}

/*
 * A quoted scalar that runs over lines (dtc's YAML wraps long strings):
 * at the line break @p, skip it, the empty lines after it and the next
 * line's indentation; *@breaks gets the number of empty lines.  YAML
 * folds the break into one space, or into that many newlines.
 */
static const char *fold(const char *p, const char *e, unsigned int *breaks)
{
	*breaks = 0;
	for (;;) {
		const char *q;

		p += *p == '\r';
		p += p < e && *p == '\n';
		q = yf_skip_blanks(p, e);
		if (q == e || !is_break(*q))
			return q;
		(*breaks)++;
		p = q;
	}
}

/*
 * A quoted scalar's bytes: escapes when double-quoted, '' when single;
 * line breaks folded.  With @out NULL only counts; *@len gets the count,
 * or on an error *@bad where it is.
 */
int yf_decode_string(const char *p, const char *e, char quote, uint8_t *out,
		     size_t *len, const char **bad)
{
	static const char from[] = "ntr\\\"abfv'/ ", to[] = "\n\t\r\\\"\a\b\f\v'/ ";
	size_t n = 0;

	while (p < e) {
		unsigned int v = (unsigned char)*p++, k, breaks;
		const char *hit, *q;

		if (v == ' ' || v == '\t') {	/* blanks before a break go */
			q = yf_skip_blanks(p, e);
			if (q < e && is_break(*q)) {
				p = q;
				continue;
			}
		}
		if (is_break((char)v)) {
			p = fold(p - 1, e, &breaks);
			for (k = 0; k < (breaks ? breaks : 1); k++) {
				if (out)
					out[n] = breaks ? '\n' : ' ';
				n++;
			}
			continue;
		}
		if (quote == '\'') {
			p += v == '\'';	/* '' is one quote */
		} else if (v == '\\') {
			*bad = p - 1;
			if (p == e)
				return -YAMLFDT_ERR_ESCAPE;
			if (is_break(*p)) {	/* an escaped line break */
				p = fold(p, e, &breaks);
				continue;
			}
			if (*p >= '0' && *p <= '7') {
				for (v = 0, k = 0; k < 3 && p < e &&
				     *p >= '0' && *p <= '7'; k++)
					v = v * 8 + (unsigned int)(*p++ - '0');
				if (v > 255)
					return -YAMLFDT_ERR_ESCAPE;
			} else if (*p == 'x') {
				p++;
				for (v = 0, k = 0; k < 2 && p < e; k++, p++) {
					unsigned int d = (unsigned char)*p;

					d = d >= '0' && d <= '9' ? d - '0' :
					    (d | 0x20) >= 'a' && (d | 0x20) <= 'f' ?
					    (d | 0x20) - 'a' + 10 : 99;
					if (d > 15)
						break;
					v = v * 16 + d;
				}
				if (!k)
					return -YAMLFDT_ERR_ESCAPE;
			} else {
				hit = memchr(from, *p, sizeof(from) - 1);
				if (!hit)
					return -YAMLFDT_ERR_ESCAPE;
				v = (unsigned char)to[hit - from];
				p++;
			}
		}
		if (out)
			out[n] = (uint8_t)v;
		n++;
	}
	*len = n;
	return 0;
}

static int b64(char ch)
{
	if (ch >= 'A' && ch <= 'Z')
		return ch - 'A';
	if (ch >= 'a' && ch <= 'z')
		return ch - 'a' + 26;
	if (ch >= '0' && ch <= '9')
		return ch - '0' + 52;
	return ch == '+' ? 62 : ch == '/' ? 63 : ch == '=' ? 64 : -1;
}

/*
 * The bytes of base64 text [@p, @e), into @out (NULL: only counted, in
 * *@len); on an error *@bad is the group of four that has it.
 */
int yf_decode_base64(const char *p, const char *e, uint8_t *out, size_t *len,
		     const char **bad)
{
	size_t n = 0;

	*bad = p;
	if (!YAMLFDT_HAVE_BASE64)	/* value.c says DISABLED first */
		return -YAMLFDT_ERR_DISABLED;
	if ((e - p) % 4)
		return -YAMLFDT_ERR_BASE64;
	for (; p < e; p += 4) {
		int a = b64(p[0]), b = b64(p[1]), c = b64(p[2]), d = b64(p[3]);
		int k = d == 64 ? (c == 64 ? 1 : 2) : 3;
		uint8_t o[3];

		*bad = p;
		if (a < 0 || a > 63 || b < 0 || b > 63 || c < 0 || d < 0 ||
		    (c == 64 && d != 64) || (k < 3 && p + 4 != e))
			return -YAMLFDT_ERR_BASE64;
		o[0] = (uint8_t)(a << 2 | b >> 4);
		o[1] = (uint8_t)(b << 4 | (c & 63) >> 2);
		o[2] = (uint8_t)(c << 6 | (d & 63));
		if (out)
			memcpy(out + n, o, (size_t)k);
		n += (size_t)k;
	}
	*len = n;
	return 0;
}
