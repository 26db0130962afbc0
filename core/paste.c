// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Characters pasted from a web page or a PDF, which look like ASCII (or
 * like nothing) and silently change a name, a number or a string: found
 * in one read of the text as YAML's tokens, before the walk (scan.c's
 * yf_check_bytes()).  Kconfig's YAMLFDT_PASTED.  Calls no other file.
 */
#include "yamlfdt_int.h"

/*
 * Characters a copy from a web page or a PDF brings, which look like
 * ASCII (or like nothing) but are not: a no-break or other Unicode space,
 * an invisible one (zero-width space, soft hyphen, a byte-order mark past
 * the start, direction marks), a typographic quote or prime, a dash or
 * minus sign, a full-width form or a ligature.  The code for the
 * character at @p, with its length in *@n; 0 for any other (UTF-8 letters
 * stay valid).  words.c asks it too, for a command line's strings.
 */
int yf_pasted_char(const char *p, const char *e, unsigned int *n)
{
	const unsigned char *u = (const unsigned char *)p;
	unsigned int cp;

	*n = 1;			/* not UTF-8: a byte, as strings take it */
	if (!YAMLFDT_HAVE_PASTED)
		return 0;
	if (u[0] >= 0xc2 && u[0] < 0xe0 && e - p >= 2 && (u[1] & 0xc0) == 0x80) {
		*n = 2;
		cp = (u[0] & 0x1fu) << 6 | (u[1] & 0x3fu);
	} else if (u[0] >= 0xe0 && u[0] < 0xf0 && e - p >= 3 &&
		   (u[1] & 0xc0) == 0x80 && (u[2] & 0xc0) == 0x80) {
		*n = 3;
		cp = (u[0] & 0x0fu) << 12 | (u[1] & 0x3fu) << 6 | (u[2] & 0x3fu);
	} else {
		return 0;
	}
	if (cp == 0xa0 || (cp >= 0x2000 && cp <= 0x200a) || cp == 0x202f ||
	    cp == 0x205f || cp == 0x3000 || cp == 0x2028 || cp == 0x2029)
		return -YAMLFDT_ERR_NBSP;
	if (cp == 0xad || (cp >= 0x200b && cp <= 0x200f) || cp == 0xfeff ||
	    (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x2069))
		return -YAMLFDT_ERR_INVISIBLE;
	if ((cp >= 0x2018 && cp <= 0x201f) || cp == 0xab || cp == 0xbb ||
	    cp == 0x2039 || cp == 0x203a || (cp >= 0x2032 && cp <= 0x2037) ||
	    cp == 0xff02 || cp == 0xff07)
		return -YAMLFDT_ERR_QUOTES;
	if ((cp >= 0x2010 && cp <= 0x2015) || cp == 0x2212 || cp == 0xff0d)
		return -YAMLFDT_ERR_DASH;
	if ((cp >= 0xff01 && cp <= 0xff5e) || (cp >= 0xfb00 && cp <= 0xfb06) ||
	    cp == 0xd7)	/* a PDF's ligatures (fi), "1920×1080" */
		return -YAMLFDT_ERR_FULLWIDTH;
	return 0;
}

static int is_alnum(char ch)
{
	return (ch >= '0' && ch <= '9') || ((ch | 0x20) >= 'a' &&
					    (ch | 0x20) <= 'z');
}

/*
 * Is the character at @p (@n bytes, in [@s, @e)) glued between two ASCII
 * letters or digits: a dash in "ti\u2010am335x" is a hyphen that a copy
 * changed, where "Acme \u2013 Board" is a writer's dash.
 */
static int glued(const char *p, unsigned int n, const char *s, const char *e)
{
	return p > s && p + n < e && is_alnum(p[-1]) && is_alnum(p[n]);
}

/*
 * The pasted characters of a plain scalar, key (@key) or other token
 * [@s, @e): a space, an invisible character or a full-width form
 * anywhere; a quote in a key, or where it opens or closes the value
 * ("it’s" stays a string); a dash in a key, in a value that reads as a
 * number ("0x10–0x20", "–1"), or glued between letters or digits.
 */
static int pasted_plain(const char *s, const char *e, int key,
			const char **where)
{
	const char *p;
	unsigned int n;
	int err, inner;

	for (p = s; p < e; p += n) {
		err = *p & 0x80 ? yf_pasted_char(p, e, &n) : (n = 1, 0);
		inner = !key && p > s;
		if (!err || (inner && err == -YAMLFDT_ERR_QUOTES && p + n < e) ||
		    (inner && err == -YAMLFDT_ERR_DASH && !(*s >= '0' &&
		     *s <= '9') && *s != '-' && *s != '+' && *s != '(' &&
		     !glued(p, n, s, e)))
			continue;
		*where = p;
		return err;
	}
	return 0;
}

/* The end of a quoted scalar opened at @p (YAML's escapes), or @end. */
static const char *quoted_end(const char *p, const char *end)
{
	char q = *p++;

	for (; p < end; p++) {
		if (q == '"' && *p == '\\' && p + 1 < end)
			p++;
		else if (*p == q && !(q == '\'' && p + 1 < end && p[1] == q))
			return p;
		else if (*p == q)
			p++;			/* '' in '...' */
	}
	return end;
}

/*
 * Find the characters pasted() names in a text that has non-ASCII bytes,
 * outside comments (quoted strings may hold all but the invisible ones, a
 * ligature and a dash glued between letters):
 * read the text as YAML's tokens: quoted scalars, indicators, and plain
 * scalars, which end at ": ", " #" and the line's end, and in [ ] at
 * , [ ] { } too.
 */
int yf_pasted(const char *text, const char *end, const char **where)
{
	const char *p = text, *s, *e, *q;
	unsigned int n, flow = 0;
	int err;

	if (!YAMLFDT_HAVE_PASTED)	/* Kconfig: the compiler drops the rest */
		return 0;
	while (p < end && !(*p & 0x80))	/* ASCII, as most texts: nothing */
		p++;
	if (p == end)
		return 0;
	p = text;

	while (p < end) {
		s = p;
		switch (*p) {
		case ' ': case '\t': case '\r': case '\n':
			p++;
			continue;
		case '#':			/* at a token's start: a comment */
			q = memchr(p, '\n', (size_t)(end - p));
			p = q ? q : end;
			continue;
		case '"': case '\'':
			e = quoted_end(p, end);
			for (q = p; q < e; q += n) {
				n = 1;
				err = *q & 0x80 ? yf_pasted_char(q, e, &n) : 0;
				if (err == -YAMLFDT_ERR_INVISIBLE ||
				    (err == -YAMLFDT_ERR_DASH &&
				     glued(q, n, p, e)) ||
				    (err == -YAMLFDT_ERR_FULLWIDTH &&
				     (unsigned char)q[1] == 0xac)) {	/* fi */
					*where = q;
					return err;
				}
			}
			p = e + (e < end);
			continue;
		case '[': case '{':
			flow++;
			p++;
			continue;
		case ']': case '}':
			flow -= flow > 0;
			p++;
			continue;
		case ',':
			p += flow > 0;
			break;
		case ':': case '-': case '?':	/* indicators */
			if (p + 1 == end || p[1] == ' ' || p[1] == '\t' ||
			    p[1] == '\r' || p[1] == '\n') {
				p++;
				continue;
			}
			break;
		default:
			break;
		}
		if (p > s)
			continue;
		/* A plain scalar, or a tag, anchor or alias: to its end. */
		for (e = p; e < end && *e != '\n'; e++) {
			if (*e == ':' && (e + 1 == end || e[1] == ' ' ||
					  e[1] == '\t' || e[1] == '\r' ||
					  e[1] == '\n'))
				break;
			if (*e == '#' && (e[-1] == ' ' || e[-1] == '\t'))
				break;
			if ((flow || memchr("!&*", *s, 3)) &&
			    memchr(",[]{}", *e, 5))
				break;
			if (memchr("!&*", *s, 3) && (*e == ' ' || *e == '\t'))
				break;
		}
		p = e;
		while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
			e--;
		err = pasted_plain(s, e, p < end && *p == ':', where);
		if (err)
			return err;
	}
	return 0;
}
