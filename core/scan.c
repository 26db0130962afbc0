// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Scanning lines: where a line ends, how far it is indented, and what kind
 * of item its key introduces; the bytes no line may hold, and the names a
 * key may have.  Everything here reads the text in place.
 */
#include "yamlfdt_int.h"

/*
 * The error state, at the bottom so that every file may set it: the code
 * and where in the text; yamlfdt_apply() turns the place into a line and
 * a column.  Returns @err, so that a caller writes return yf_fail(...).
 */
int yf_fail(struct ctx *c, int err, const char *where)
{
	c->err = err;
	c->err_off = where ? (size_t)(where - c->text) : 0;
	return err;
}

/* @err's offset, 1-based line and column for byte @off of @text. */
void yf_error_position(const char *text, size_t off,
		       struct yamlfdt_error *err)
{
	const char *p, *ls;

	err->offset = off;
	err->line = 1;
	for (p = ls = text; p < text + off; p++)
		if (*p == '\n') {
			err->line++;
			ls = p + 1;
		}
	err->column = (unsigned int)(text + off - ls) + 1;
}

/* Is @ch one of a property name's characters? */
static int is_name_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	       (ch >= '0' && ch <= '9') || ch == ',' || ch == '.' ||
	       ch == '_' || ch == '+' || ch == '-' || ch == '?' || ch == '#';
}

/*
 * A comment line that reads "#name: ..." is a key the writer forgot to
 * quote ("#address-cells: 1" is a comment in YAML, silently dropped), and
 * so is DTS's "#address-cells = <1>;".  "#include <...>" and prose
 * comments ("# note: ...") are not.
 */
static int is_key_comment(const char *hash, const char *end)
{
	const char *p = hash + 1;

	while (p < end && is_name_char(*p))
		p++;
	if (p == hash + 1 || p == end)
		return 0;
	if (*p != ':')
		return *yf_skip_blanks(p, end) == '=';
	return p + 1 == end || p[1] == ' ' || p[1] == '\t' || p[1] == '\r' ||
	       p[1] == '\n';
}

/*
 * Characters a copy from a web page or a PDF brings, which look like
 * ASCII (or like nothing) but are not: a no-break or other Unicode space,
 * an invisible one (zero-width space, soft hyphen, a byte-order mark past
 * the start, direction marks), a typographic quote or prime, a dash or
 * minus sign, a full-width form or a ligature.  The code for the character at @p, with
 * its length in *@n; 0 for any other (UTF-8 letters stay valid).
 */
static int pasted(const char *p, const char *e, unsigned int *n)
{
	const unsigned char *u = (const unsigned char *)p;
	unsigned int cp;

	*n = 1;			/* not UTF-8: a byte, as strings take it */
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
		return ERR(NBSP);
	if (cp == 0xad || (cp >= 0x200b && cp <= 0x200f) || cp == 0xfeff ||
	    (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x2069))
		return ERR(INVISIBLE);
	if ((cp >= 0x2018 && cp <= 0x201f) || cp == 0xab || cp == 0xbb ||
	    cp == 0x2039 || cp == 0x203a || (cp >= 0x2032 && cp <= 0x2037) ||
	    cp == 0xff02 || cp == 0xff07)
		return ERR(QUOTES);
	if ((cp >= 0x2010 && cp <= 0x2015) || cp == 0x2212 || cp == 0xff0d)
		return ERR(DASH);
	if ((cp >= 0xff01 && cp <= 0xff5e) || (cp >= 0xfb00 && cp <= 0xfb06))
		return ERR(FULLWIDTH);		/* and a PDF's ligatures: fi */
	return 0;
}

/*
 * The pasted characters of a plain scalar, key (@key) or other token
 * [@s, @e): a space, an invisible character or a full-width form
 * anywhere; a quote in a key, or where it opens or closes the value
 * ("it’s" stays a string); a dash in a key, or in a value that reads as a
 * number ("0x10–0x20", "–1").
 */
static int pasted_plain(struct ctx *c, const char *s, const char *e, int key)
{
	const char *p;
	unsigned int n;
	int err;

	for (p = s; p < e; p += n) {
		err = *p & 0x80 ? pasted(p, e, &n) : (n = 1, 0);
		if (!err || (err == ERR(QUOTES) && !key && p > s && p + n < e) ||
		    (err == ERR(DASH) && !key && p > s && !(*s >= '0' &&
		     *s <= '9') && *s != '-' && *s != '+' && *s != '('))
			continue;
		return yf_fail(c, err, p);
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
 * outside comments (quoted strings may hold all but the invisible ones):
 * read the text as YAML's tokens: quoted scalars, indicators, and plain
 * scalars, which end at ": ", " #" and the line's end, and in [ ] at
 * , [ ] { } too.
 */
static int check_pasted(struct ctx *c)
{
	const char *p = c->text, *end = c->end, *s, *e, *q;
	unsigned int n, flow = 0;
	int err;

	while (p < end) {
		s = p;
		switch (*p) {
		case ' ': case '\t': case '\r': case '\n':
			p++;
			continue;
		case '#':			/* at a token's start: a comment */
			p = yf_line_end(p, end);
			continue;
		case '"': case '\'':
			e = quoted_end(p, end);
			for (q = p; q < e; q += n)
				if (*q & 0x80 && pasted(q, e, &n) == ERR(INVISIBLE))
					return yf_fail(c, ERR(INVISIBLE), q);
				else if (!(*q & 0x80))
					n = 1;
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
		err = pasted_plain(c, s, e, p < end && *p == ':');
		if (err)
			return err;
	}
	return 0;
}

/*
 * Reject what no line may hold: NUL bytes, CR not before LF, keys
 * written as comments, and characters pasted from a web page or a PDF.
 * The text here starts after a byte-order mark.
 */
int yf_check_bytes(struct ctx *c)
{
	const char *p = memchr(c->text, '\0', (size_t)(c->end - c->text)), *q;

	if (p)
		return yf_fail(c, ERR(NUL), p);
	for (p = c->text; (p = memchr(p, '\r', (size_t)(c->end - p))); p++)
		if (p + 1 == c->end || p[1] != '\n')
			return yf_fail(c, ERR(CR), p);
	for (p = c->text; (p = memchr(p, '#', (size_t)(c->end - p))); p++) {
		for (q = p; q > c->text && q[-1] == ' '; q--)
			;
		if ((q == c->text || q[-1] == '\n') && is_key_comment(p, c->end))
			return yf_fail(c, ERR(HASHKEY), p);
	}
	for (p = c->text; YAMLFDT_HAVE_PASTED && p < c->end; p++)
		if (*p & 0x80)
			return check_pasted(c);
	return 0;
}

/* Node names: [A-Za-z0-9,._+-] and '@'; property names add '?' and '#'. */
int yf_check_name(struct ctx *c, const struct item *it, int node, int prop)
{
	unsigned int i;

	if (it->keylen > YAMLFDT_MAX_NAME)
		return yf_fail(c, ERR(TOOLONG), it->key);
	if (!it->keylen)
		return yf_fail(c, ERR(NAME), it->line + it->indent);
	for (i = 0; i < it->keylen; i++) {
		char ch = it->key[i];

		if (node && ch == '@')
			continue;
		if (is_name_char(ch) && (prop || (ch != '?' && ch != '#')))
			continue;
		return yf_fail(c, ERR(NAME), it->key + i);
	}
	return 0;
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

/*
 * Is "- ..." at column 0 the root line of a document in dtc's form, a key
 * after the dash?  (A sequence item under a top-level key holds a value,
 * never a key: "- key:" is not in the dialect there.)  Only the first
 * line of a document can be one; this tells it from its content, for
 * walks that start in an earlier document.
 */
static int is_seq_root(const char *line, const char *end)
{
	const char *e = yf_line_end(line, end), *p = line + 2;
	char q;

	for (; p < e; p++) {
		if (*p == '"' || *p == '\'') {	/* a quoted key */
			for (q = *p++; p < e && *p != q; p++)
				p += *p == '\\' && q == '"';
			continue;
		}
		if (*p == '#' && (p[-1] == ' ' || p[-1] == '\t'))
			return 0;
		if (*p == '[' || *p == '{')
			return 0;
		if (*p == ':' && (p + 1 == e || p[1] == ' ' || p[1] == '\t' ||
				  p[1] == '\r'))
			return 1;
	}
	return 0;
}

/*
 * The indentation of an item line.  dtc's YAML wraps each document's root
 * in a one-item sequence ("- model: ..." with the other keys indented by
 * two): that line's "- " counts as indentation.
 */
unsigned int yf_item_indent(const struct ctx *c, const char *line)
{
	if (line == c->seq_root)
		return 2;
	if (YAMLFDT_HAVE_DTC_YAML && c->end - line > 2 && line[0] == '-' &&
	    line[1] == ' ' && is_seq_root(line, c->end))
		return 2;			/* another document's root */
	return yf_indent_of(line, c->end);
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

/* Does the line's content at @p (ending at @e) begin with @w? */
static int starts(const char *p, const char *e, const char *w)
{
	size_t n = strlen(w);

	return (size_t)(e - p) >= n && !memcmp(p, w, n);
}

/* Does the plain word at @p, up to its end on the line, equal @w? */
static int plain_is(const char *p, const char *e, const char *w)
{
	size_t n = strlen(w);

	return (size_t)(e - p) >= n && !memcmp(p, w, n) &&
	       yf_at_value_end(p + n, e);
}

enum follows { FOLLOWS_NOTHING, FOLLOWS_MAPPING, FOLLOWS_SEQUENCE };

/* After "key:" with nothing more on the line: what the next lines hold. */
static enum follows what_follows(const struct item *it, const char *end)
{
	const char *ns = yf_next_significant(it->next, end);
	unsigned int ni;

	if (ns == end || yf_is_doc_marker(ns, end, '-') ||
	    yf_is_doc_marker(ns, end, '.'))
		return FOLLOWS_NOTHING;
	ni = yf_indent_of(ns, end);
	if (ns[ni] == '-' && (ns + ni + 1 == end || ns[ni + 1] == ' ' ||
			      ns[ni + 1] == '\n' || ns[ni + 1] == '\r'))
		return ni >= it->indent ? FOLLOWS_SEQUENCE : FOLLOWS_NOTHING;
	return ni > it->indent ? FOLLOWS_MAPPING : FOLLOWS_NOTHING;
}

/* After "key:": the first "- " item below it. */
static const char *first_item(const struct item *it, const char *end)
{
	const char *ns = yf_next_significant(it->next, end);

	return ns + yf_indent_of(ns, end);
}

/* Does the line hold a "key:" (a ':' before white space or its end)? */
int yf_is_key_line(const char *line, const char *end)
{
	const char *e = yf_content_end(line, end), *p = line;

	while ((p = memchr(p, ':', (size_t)(e - p))) &&
	       p + 1 < e && p[1] != ' ' && p[1] != '\t')
		p++;
	return !!p;
}

/*
 * The first key line of @it's mapping, from the line @from up to @it's,
 * that has @it's key, or NULL.  Its lines at @it's indentation are its
 * keys (deeper ones are in its nodes and values, and none is less deep),
 * quoted or not.  Every line before @it's ends in '\n', so memchr()
 * always finds one.
 */
const char *yf_key_before(const struct ctx *c, const struct item *it,
			  const char *from)
{
	const char *l, *k, *stop = it->line;
	char q;

	for (l = from; l < stop; l = memchr(l, '\n', (size_t)(stop - l)) + 1) {
		k = l + it->indent;
		/* most lines are deeper: one byte says so */
		if (k >= stop || *k == ' ' || yf_item_indent(c, l) != it->indent)
			continue;		/* deeper, or blank */
		q = *k == '"' || *k == '\'' ? *k++ : 0;
		if (*k == '#' || memcmp(k, it->key, it->keylen))
			continue;		/* a comment, another key */
		k += it->keylen;
		if (q && *k++ != q)
			continue;
		k = yf_skip_blanks(k, it->line);
		if (k < it->line && *k == ':')
			return l;
	}
	return NULL;
}

/* Quoted key: "..." or '...' without escapes. */
static const char *quoted_key(struct ctx *c, const char *p, const char *e,
			      struct item *it)
{
	char q = *p;
	const char *s = p + 1, *k;

	for (k = s; k < e && *k != q; k++)
		if (q == '"' && *k == '\\')
			return yf_fail(c, ERR(ESCAPE), k), NULL;
	if (k == e)
		return yf_fail(c, ERR(QUOTE), p), NULL;
	if (q == '\'' && k + 1 < e && k[1] == '\'')
		return yf_fail(c, ERR(ESCAPE), k), NULL;
	it->key = s;
	it->keylen = (unsigned int)(k - s);
	return k + 1;
}

/*
 * A line with no key, where the walk expected one (@p is its first
 * character, @e where the key search stopped: the line's end or its
 * comment): DTS, or a habit from elsewhere, named by a code of its own
 * whose message says what to write instead; else SYNTAX at @e.
 */
static int no_key(struct ctx *c, const char *p, const char *e)
{
	const char *q, *w;

	while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	q = memchr(p, '{', (size_t)(e - p));		/* "name {", "/ {" */
	if (q)
		return yf_fail(c, ERR(BRACE), q);
	if (*p == '/') {				/* "/dts-v1/;", "/plugin/;" */
		for (q = p + 1; q < e && (is_name_char(*q) || *q == '@'); q++)
			;
		if (q > p + 1 && q < e && *q == '/' &&
		    (q + 1 == e || q[1] == ';' || q[1] == ' '))
			return yf_fail(c, ERR(DIRECTIVE), p);
	}
	for (w = p; w < e && (is_name_char(*w) || *w == '@'); w++)
		;
	q = yf_skip_blanks(w, e);
	/* "status = okay;", "reg=<1>;" (but "root=/dev/sda" goes on a value) */
	if (w > p && q < e && *q == '=' &&
	    (q > w || q[1] == ' ' || e[-1] == ';'))
		return yf_fail(c, ERR(ASSIGN), q);
	/* "wakeup-source", "foo;": a name alone is an empty property */
	if (w > p && (w == e || (w + 1 == e && *w == ';')))
		return yf_fail(c, ERR(NOCOLON), w);
	if (w > p && *w == ':')				/* "status:okay" */
		return yf_fail(c, ERR(COLONSPACE), w + 1);
	return yf_fail(c, ERR(SYNTAX), e);
}

/* Plain key: up to a ':' followed by a space or the end of the line. */
static const char *plain_key(struct ctx *c, const char *p, const char *e,
			     struct item *it)
{
	const char *k, *eq = NULL;

	for (k = p; k < e; k++) {
		if (*k == ':' && (k + 1 == e || k[1] == ' ' || k[1] == '\t'))
			break;
		if (*k == '#' && k > p && (k[-1] == ' ' || k[-1] == '\t'))
			break;
		if (*k == '=' && !eq)
			eq = k;
	}
	if (k == e || *k != ':')
		return no_key(c, p, k), NULL;
	if (eq)		/* no name has '=': DTS's "status = "a: b";" */
		return yf_fail(c, ERR(ASSIGN), eq), NULL;
	while (k > p && (k[-1] == ' ' || k[-1] == '\t'))
		k--;
	it->key = p;
	it->keylen = (unsigned int)(k - p);
	return k;
}

/* Value @v (to @e): true, false, null (tagged or not), a property, or -1. */
static int word_kind(const char *v, const char *e)
{
	int b = starts(v, e, "!bool "), n = starts(v, e, "!null ");
	const char *w = b || n ? yf_skip_blanks(v + 6, e) : v;	/* the word */

	if (!n && plain_is(w, e, "true"))
		return IT_TRUE;
	if (!n && plain_is(w, e, "false"))
		return IT_FALSE;
	if (plain_is(v, e, "!null") ||
	    (!b && (plain_is(w, e, "null") || plain_is(w, e, "~"))))
		return IT_NULL;
	if (starts(v, e, "!bool") || starts(v, e, "!null"))
		return -1;
	return IT_PROP;
}

/*
 * Read the key line at @line into @it: the key, and from the value (or
 * the lines after it) the kind of item.  The value itself is decoded
 * later, by yf_encode_value().
 */
int yf_parse_item(struct ctx *c, const char *line, struct item *it)
{
	const char *end = c->end, *e = yf_content_end(line, end);
	const char *p, *v;
	int alias = 0, kind;

	memset(it, 0, sizeof(*it));
	it->line = line;
	it->indent = yf_item_indent(c, line);
	it->next = yf_next_line(line, end);
	p = line + it->indent;
	/* "- " alone, or "- a": dtc's root form, with no key after the dash */
	if (p == line + 2 && line[0] == '-' && !yf_is_key_line(line, end))
		return yf_fail(c, ERR(LISTITEM), line);

	switch (*p) {
	case '-':
		if (p + 1 == e || p[1] == ' ')
			return yf_fail(c, ERR(LISTITEM), p);	/* stray "- " item */
		break;
	case '?': case '[': case '|': case '>': case '!':
		return yf_fail(c, ERR(UNSUPPORTED), p);
	case '{':
		return yf_fail(c, ERR(FLOWMAP), p);
	case '&':				/* "&uart1 {", "&{/soc}:" */
		return yf_fail(c, ERR(REFKEY), p);
	case '}':				/* "};" */
		return yf_fail(c, ERR(BRACE), p);
	case ']':
		return yf_fail(c, ERR(BRACKET), p);
	case '/':
		if (starts(p, e, "/delete-node/") ||
		    starts(p, e, "/delete-property/"))
			return yf_fail(c, ERR(DELETE), p);
		break;
	case '\t':
		return yf_fail(c, ERR(TAB), p);
	case '*': case '$':
		alias = 1;
		break;
	}
	if (alias) {
		v = yf_scan_label(p + 1, e);
		if (yf_bad_label_char(v, e))
			return yf_fail(c, ERR(LABELNAME), v);
		if (v == p + 1)
			return yf_fail(c, ERR(SYNTAX), p + 1);
		it->key = p + 1;
		it->keylen = (unsigned int)(v - p - 1);
		p = v;
	} else if (*p == '"' || *p == '\'') {
		p = quoted_key(c, p, e, it);
	} else {
		p = plain_key(c, p, e, it);
	}
	if (!p)
		return c->err;
	p = yf_skip_blanks(p, e);
	if (p == e || *p != ':')
		return yf_fail(c, ERR(SYNTAX), p);
	p++;
	if (p < e && *p != ' ' && *p != '\t')
		return yf_fail(c, ERR(SYNTAX), p);
	v = yf_skip_blanks(p, e);
	if (it->keylen == 2 && !memcmp(it->key, "<<", 2))
		return yf_fail(c, ERR(UNSUPPORTED), it->key);

	/* What the key says it is, before looking at the value. */
	if (alias)
		it->kind = IT_OPEN_LABEL;
	else if (it->keylen == 1 && it->key[0] == '~')
		it->kind = IT_MARKER;
	else if (it->key == line + it->indent && it->key[0] == '/' &&
		 it->keylen == 7 && !memcmp(it->key, "/label/", 7))
		it->kind = IT_LABELS;
	else if (it->key == line + it->indent && it->keylen == 12 &&
		 !memcmp(it->key, "/memreserve/", 12))
		it->kind = IT_MEMRESERVE;
	else if (it->key == line + it->indent && it->key[0] == '/')
		it->kind = IT_OPEN_PATH;
	else
		it->kind = IT_NULL;	/* a node or property: see the value */

	if (v == e || *v == '#') {
		/* Nothing after the colon: the next lines decide. */
		enum follows f = what_follows(it, end);

		switch (it->kind) {
		case IT_NULL:
			it->kind = f == FOLLOWS_MAPPING ? IT_NODE :
				   f == FOLLOWS_SEQUENCE ? IT_PROP : IT_NULL;
			break;
		case IT_LABELS:			/* "/label/:", then "- a"? */
			return yf_fail(c, ERR(LABELLIST), it->key);
		case IT_MEMRESERVE:
			if (f != FOLLOWS_SEQUENCE)
				return yf_fail(c, ERR(SYNTAX), v);
			break;
		case IT_MARKER:
			return yf_fail(c, ERR(SYNTAX), v);
		default:	/* opens */
			if (f == FOLLOWS_SEQUENCE)	/* "- serial@0:" below */
				return yf_fail(c, ERR(LISTITEM),
					       first_item(it, end));
			/* the body not indented: its keys would go to / */
			if (f == FOLLOWS_NOTHING)
				return yf_fail(c, ERR(EMPTY), line + it->indent);
			break;
		}
		it->has_body = f == FOLLOWS_MAPPING;
		return 0;
	}

	switch (it->kind) {
	case IT_MARKER:
		if (!plain_is(v, e, "~"))
			return yf_fail(c, ERR(SYNTAX), v);
		return 0;
	case IT_LABELS:
	case IT_MEMRESERVE:
		it->val = v;
		return 0;
	default:
		break;
	}

	if (*v == '&') {
		p = yf_scan_label(v + 1, e);
		if (yf_bad_label_char(p, e))
			return yf_fail(c, ERR(LABELNAME), p);
		if (p == v + 1)
			return yf_fail(c, ERR(SYNTAX), v + 1);
		if (it->kind == IT_OPEN_LABEL)
			return yf_fail(c, ERR(ANCHOR), v);
		it->anchor = v + 1;
		it->anchorlen = (unsigned int)(p - v - 1);
		if (it->kind == IT_NULL)
			it->kind = IT_NODE;
		if (yf_at_value_end(p, e)) {
			enum follows f = what_follows(it, end);

			if (f == FOLLOWS_SEQUENCE)
				return yf_fail(c, ERR(ANCHOR), v);
			/*
			 * "interrupt-parent: &gpio" is DTS's reference: a
			 * labelled node with nothing in it is "&gpio {}".
			 */
			if (f == FOLLOWS_NOTHING && it->kind == IT_NODE)
				return yf_fail(c, ERR(DTS), v);
			it->has_body = f == FOLLOWS_MAPPING;
			return 0;
		}
		v = yf_skip_blanks(p, e);
		if (*v != '{')
			return yf_fail(c, ERR(ANCHOR), it->anchor - 1);
	}
	if (*v == '{') {
		p = yf_skip_blanks(v + 1, e);
		if (p == e || *p != '}' || !yf_at_value_end(p + 1, e))
			return yf_fail(c, ERR(FLOWMAP), v);
		if (it->kind == IT_NULL)
			it->kind = IT_NODE;
		return 0;
	}
	if (it->kind != IT_NULL) {
		/* "*label: ~" or "/path: null" deletes that node (yamldt). */
		if (!plain_is(v, e, "null") && !plain_is(v, e, "~"))
			return yf_fail(c, ERR(SYNTAX), v);
		it->del = 1;
		return 0;
	}
	if (*v == '|' || *v == '>')
		return yf_fail(c, ERR(BLOCKSCALAR), v);

	it->val = v;
	kind = word_kind(v, e);
	if (kind < 0)			/* "!bool maybe" */
		return yf_fail(c, ERR(TYPE), v);
	it->kind = (enum item_kind)kind;
	return 0;
}

/* Keys and /label/: lists, for both passes. */

const char *yf_cname(struct ctx *c, const struct item *it)
{
	memcpy(c->name, it->key, it->keylen);
	c->name[it->keylen] = '\0';
	return c->name;
}

/* The path of a /path: key, without a trailing '/' (but "/" stays). */
unsigned int yf_path_len(const struct item *it)
{
	unsigned int n = it->keylen;

	while (n > 1 && it->key[n - 1] == '/')
		n--;
	return n;
}

/* Items of a /label/: [a, b] list, one at a time: the next name or NULL. */
const char *yf_next_label(struct ctx *c, const char **p, unsigned int *len,
			  int *err)
{
	const char *e = yf_content_end(*p, c->end), *s, *q;

	if (!YAMLFDT_HAVE_ANCHORS)	/* /label/: is DISABLED before this */
		return NULL;
	q = yf_skip_spaces(*p, e);
	if (q < e && *q == ']') {
		if (!yf_at_value_end(q + 1, c->end))
			*err = yf_fail(c, ERR(GARBAGE), q + 1);
		return NULL;
	}
	if (q < e && *q == ',')
		q = yf_skip_spaces(q + 1, e);
	s = q;
	q = yf_scan_label(s, e);
	if (yf_bad_label_char(q, e)) {
		*err = yf_fail(c, ERR(LABELNAME), q);
		return NULL;
	}
	if (q == s) {
		*err = yf_fail(c, ERR(SYNTAX), s);
		return NULL;
	}
	*len = (unsigned int)(q - s);
	q = yf_skip_spaces(q, e);
	if (q == e || (*q != ',' && *q != ']')) {
		*err = yf_fail(c, q == e ? ERR(BRACKET) : ERR(SYNTAX), q);
		return NULL;
	}
	*p = q;
	return s;
}

/* Start iterating a /label/: value; returns an error or 0. */
int yf_labels_start(struct ctx *c, const struct item *it, const char **p)
{
	if (!YAMLFDT_HAVE_ANCHORS)	/* /label/: is DISABLED before this */
		return ERR(INTERNAL);
	if (!it->val || *it->val != '[')	/* "/label/: console" */
		return yf_fail(c, ERR(LABELLIST), it->val ? it->val : it->key);
	*p = it->val + 1;
	return 0;
}
