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
YAMLFDT_NOINLINE int yf_fail(struct ctx *c, int err, const char *where)
{
	c->err = err;
	c->err_off = where ? (size_t)(where - c->text) : 0;
	return err;
}

/*
 * A mistake in the text, by its YAMLFDT_ERR_ code: yf_fail() of -@code.
 * Its two hundred callers pass the code positive, which Thumb-2 loads in
 * a 16-bit instruction where the negative one takes a 32-bit one.
 */
YAMLFDT_NOINLINE int yf_mistake(struct ctx *c, int code, const char *where)
{
	return yf_fail(c, -code, where);
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
	if (*p != ':') {
		p = yf_skip_blanks(p, end);
		return p < end && *p == '=';	/* the text may end there */
	}
	return p + 1 == end || p[1] == ' ' || p[1] == '\t' || p[1] == '\r' ||
	       p[1] == '\n';
}

/*
 * Reject what no line may hold: NUL bytes, CR not before LF, keys
 * written as comments, and characters pasted from a web page or a PDF.
 * The text here starts after a byte-order mark.
 */
int yf_check_bytes(struct ctx *c)
{
	const char *p = memchr(c->text, '\0', (size_t)(c->end - c->text)), *q;
	int err;

	if (p)
		return yf_mistake(c, YAMLFDT_ERR_NUL, p);
	for (p = c->text; (p = memchr(p, '\r', (size_t)(c->end - p))); p++)
		if (p + 1 == c->end || p[1] != '\n')
			return yf_mistake(c, YAMLFDT_ERR_CR, p);
	for (p = c->text; (p = memchr(p, '#', (size_t)(c->end - p))); p++) {
		for (q = p; q > c->text && q[-1] == ' '; q--)
			;
		if ((q == c->text || q[-1] == '\n') && is_key_comment(p, c->end))
			return yf_mistake(c, YAMLFDT_ERR_HASHKEY, p);
	}
	err = yf_pasted(c->text, c->end, &p);
	return err ? yf_fail(c, err, p) : 0;
}

/* Node names: [A-Za-z0-9,._+-] and '@'; property names add '?' and '#'. */
int yf_check_name(struct ctx *c, const struct item *it, int node, int prop)
{
	unsigned int i;

	if (it->keylen > YAMLFDT_MAX_NAME)
		return yf_mistake(c, YAMLFDT_ERR_TOOLONG, it->key);
	if (!it->keylen)
		return yf_mistake(c, YAMLFDT_ERR_NAME, it->line + it->indent);
	for (i = 0; i < it->keylen; i++) {
		char ch = it->key[i];

		if (node && ch == '@')
			continue;
		if (is_name_char(ch) && (prop || (ch != '?' && ch != '#')))
			continue;
		/* "\"*uart2\":", "'&uart2':": a reference key in quotes */
		return yf_mistake(c, !i && (ch == '*' || ch == '&') ?
				  YAMLFDT_ERR_REFKEY : YAMLFDT_ERR_NAME,
				  it->key + i);
	}
	return 0;
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

static int starts(const char *p, const char *e, const char *w)
{
	size_t n = strlen(w);

	return (size_t)(e - p) >= n && !memcmp(p, w, n);
}

/*
 * Is the plain word at @p, up to its end on the line, @w as YAML 1.2
 * spells it ("null", "Null", "NULL")?
 */
static int plain_is(const char *p, const char *e, const char *w)
{
	size_t n = strlen(w);

	return (size_t)(e - p) >= n && yf_is_core_word(p, n, w) &&
	       yf_at_value_end(p + n, e);
}

enum follows { FOLLOWS_NOTHING, FOLLOWS_MAPPING, FOLLOWS_SEQUENCE };

/*
 * After "key:" with nothing more on the line: what the next lines hold;
 * *@at gets the first non-blank of the next line that is not a comment
 * (the text's end when there is none), where an error about it points.
 */
static enum follows what_follows(const struct item *it, const char *end,
				 const char **at)
{
	const char *ns = yf_next_significant(it->next, end);
	unsigned int ni;

	*at = ns;
	if (ns == end || yf_is_doc_marker(ns, end, '-') ||
	    yf_is_doc_marker(ns, end, '.'))
		return FOLLOWS_NOTHING;
	ni = yf_indent_of(ns, end);
	*at = ns + ni;
	if (ns[ni] == '-' && (ns + ni + 1 == end || ns[ni + 1] == ' ' ||
			      ns[ni + 1] == '\n' || ns[ni + 1] == '\r'))
		return ni >= it->indent ? FOLLOWS_SEQUENCE : FOLLOWS_NOTHING;
	return ni > it->indent ? FOLLOWS_MAPPING : FOLLOWS_NOTHING;
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

/* Quoted key: "..." or '...' without escapes. */
static const char *quoted_key(struct ctx *c, const char *p, const char *e,
			      struct item *it)
{
	char q = *p;
	const char *s = p + 1, *k;

	for (k = s; k < e && *k != q; k++)
		if (q == '"' && *k == '\\')
			return yf_mistake(c, YAMLFDT_ERR_ESCAPE, k), NULL;
	if (k == e)
		return yf_mistake(c, YAMLFDT_ERR_QUOTE, p), NULL;
	if (q == '\'' && k + 1 < e && k[1] == '\'')
		return yf_mistake(c, YAMLFDT_ERR_ESCAPE, k), NULL;
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
	if (yf_c_comment(p, p, e))			/* "// uart0", a DTS comment */
		return yf_mistake(c, YAMLFDT_ERR_CCOMMENT, p);
	q = memchr(p, '{', (size_t)(e - p));		/* "name {", "/ {" */
	if (q)
		return yf_mistake(c, YAMLFDT_ERR_BRACE, q);
	if (*p == '/') {				/* "/dts-v1/;", "/plugin/;" */
		for (q = p + 1; q < e && (is_name_char(*q) || *q == '@'); q++)
			;
		if (q > p + 1 && q < e && *q == '/' &&
		    (q + 1 == e || q[1] == ';' || q[1] == ' '))
			return yf_mistake(c, YAMLFDT_ERR_DIRECTIVE, p);
	}
	for (w = p; w < e && (is_name_char(*w) || *w == '@'); w++)
		;
	q = yf_skip_blanks(w, e);
	/* "status = okay;", "reg=<1>;" (but "root=/dev/sda" goes on a value) */
	if (w > p && q < e && *q == '=' &&
	    (q > w || (q + 1 < e && q[1] == ' ') || e[-1] == ';'))
		return yf_mistake(c, YAMLFDT_ERR_ASSIGN, q);
	/* "wakeup-source", "foo;": a name alone is an empty property */
	if (w > p && (w == e || (w + 1 == e && *w == ';')))
		return yf_mistake(c, YAMLFDT_ERR_NOCOLON, w);
	if (w > p && w < e && *w == ':')		/* "status:okay" */
		return yf_mistake(c, YAMLFDT_ERR_COLONSPACE, w + 1);
	return yf_mistake(c, YAMLFDT_ERR_SYNTAX, e);
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
		return yf_mistake(c, YAMLFDT_ERR_ASSIGN, eq), NULL;
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
 * The key of @it's line, from @p, its first character: a label ("*a:"),
 * a quoted or a plain key. Returns the character after the key, or NULL
 * with the error set for a line that is no key of this dialect.
 */
static const char *read_key(struct ctx *c, const char *p, const char *e,
			    struct item *it)
{
	const char *v;

	switch (*p) {
	case '-':
		if (p + 1 == e || p[1] == ' ')	/* stray "- " item */
			return yf_mistake(c, YAMLFDT_ERR_LISTITEM, p), NULL;
		break;
	case '?': case '[': case '|': case '>': case '!':
		return yf_mistake(c, YAMLFDT_ERR_UNSUPPORTED, p), NULL;
	case '{':
		return yf_mistake(c, YAMLFDT_ERR_FLOWMAP, p), NULL;
	case '&':				/* "&uart1 {", "&{/soc}:" */
		return yf_mistake(c, YAMLFDT_ERR_REFKEY, p), NULL;
	case '}':				/* "};" */
		return yf_mistake(c, YAMLFDT_ERR_BRACE, p), NULL;
	case ']':
		return yf_mistake(c, YAMLFDT_ERR_BRACKET, p), NULL;
	case '/':
		if (starts(p, e, "/delete-node/") ||
		    starts(p, e, "/delete-property/"))
			return yf_mistake(c, YAMLFDT_ERR_DELETE, p), NULL;
		break;
	case '\t':
		return yf_mistake(c, YAMLFDT_ERR_TAB, p), NULL;
	case '*': case '$':
		v = yf_scan_label(p + 1, e);
		if (yf_bad_label_char(v, e))
			return yf_mistake(c, YAMLFDT_ERR_LABELNAME, v), NULL;
		if (v == p + 1)
			return yf_mistake(c, YAMLFDT_ERR_SYNTAX, p + 1), NULL;
		it->key = p + 1;
		it->keylen = (unsigned int)(v - p - 1);
		it->kind = IT_OPEN_LABEL;
		return v;
	}
	if (*p == '"' || *p == '\'')
		return quoted_key(c, p, e, it);
	return plain_key(c, p, e, it);
}

/* What a key at the line's indent says it is, before its value is read. */
static enum item_kind key_kind(const struct item *it)
{
	int at_indent = it->key == it->line + it->indent;

	if (it->kind == IT_OPEN_LABEL)
		return IT_OPEN_LABEL;
	if (it->keylen == 1 && it->key[0] == '~')
		return IT_MARKER;
	if (at_indent && it->keylen == 7 && !memcmp(it->key, "/label/", 7))
		return IT_LABELS;
	if (at_indent && it->keylen == 12 &&
	    !memcmp(it->key, "/memreserve/", 12))
		return IT_MEMRESERVE;
	if (at_indent && it->key[0] == '/')
		return IT_OPEN_PATH;
	return IT_NULL;		/* a node or property: see the value */
}

/* Nothing after the colon (@v): the next lines decide what @it is. */
static int value_below(struct ctx *c, struct item *it, const char *v)
{
	const char *p;		/* the next line's first non-blank */
	enum follows f = what_follows(it, c->end, &p);

	/* "*uart2:" and a body indented with a tab: the tab, not EMPTY */
	if (f == FOLLOWS_NOTHING && p < c->end && *p == '\t')
		return yf_mistake(c, YAMLFDT_ERR_TAB, p);
	switch (it->kind) {
	case IT_NULL:
		/* "status:", value forgotten: ~ deletes, not this */
		if (f == FOLLOWS_NOTHING)
			return yf_mistake(c, YAMLFDT_ERR_EMPTY,
					  it->line + it->indent);
		it->kind = f == FOLLOWS_MAPPING ? IT_NODE : IT_PROP;
		break;
	case IT_LABELS:			/* "/label/:", then "- a"? */
		return yf_mistake(c, YAMLFDT_ERR_LABELLIST, it->key);
	case IT_MEMRESERVE:
		if (f != FOLLOWS_SEQUENCE)
			return yf_mistake(c, YAMLFDT_ERR_SYNTAX, v);
		break;
	case IT_MARKER:
		return yf_mistake(c, YAMLFDT_ERR_SYNTAX, v);
	default:	/* opens */
		if (f == FOLLOWS_SEQUENCE)	/* "- serial@0:" below */
			return yf_mistake(c, YAMLFDT_ERR_LISTITEM, p);
		/* the body not indented: its keys would go to / */
		if (f == FOLLOWS_NOTHING)
			return yf_mistake(c, YAMLFDT_ERR_EMPTY,
					  it->line + it->indent);
		break;
	}
	it->has_body = f == FOLLOWS_MAPPING;
	return 0;
}

/*
 * "name: &label", with a mapping below or "{}" after it. Returns the
 * value after the anchor ("{}", or the end with it->has_body set).
 */
static const char *anchor(struct ctx *c, struct item *it, const char *v,
			  const char *e)
{
	const char *p = yf_scan_label(v + 1, e);

	if (yf_bad_label_char(p, e))
		return yf_mistake(c, YAMLFDT_ERR_LABELNAME, p), NULL;
	if (p == v + 1)
		return yf_mistake(c, YAMLFDT_ERR_SYNTAX, v + 1), NULL;
	if (it->kind == IT_OPEN_LABEL)
		return yf_mistake(c, YAMLFDT_ERR_ANCHOR, v), NULL;
	it->anchor = v + 1;
	it->anchorlen = (unsigned int)(p - v - 1);
	if (it->kind == IT_NULL)
		it->kind = IT_NODE;
	if (yf_at_value_end(p, e)) {
		const char *below;
		enum follows f = what_follows(it, c->end, &below);

		if (f == FOLLOWS_SEQUENCE)
			return yf_mistake(c, YAMLFDT_ERR_ANCHOR, v), NULL;
		/*
		 * "interrupt-parent: &gpio" is DTS's reference: a
		 * labelled node with nothing in it is "&gpio {}".
		 */
		if (f == FOLLOWS_NOTHING && it->kind == IT_NODE)
			return yf_mistake(c, YAMLFDT_ERR_DTS, v), NULL;
		it->has_body = f == FOLLOWS_MAPPING;
		return e;
	}
	v = yf_skip_blanks(p, e);
	if (*v != '{')
		return yf_mistake(c, YAMLFDT_ERR_ANCHOR, it->anchor - 1), NULL;
	return v;
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
	int kind;

	memset(it, 0, sizeof(*it));
	it->line = line;
	it->indent = yf_item_indent(c, line);
	it->next = yf_next_line(line, end);
	p = line + it->indent;
	/* "- " alone, or "- a": dtc's root form, with no key after the dash */
	if (p == line + 2 && line[0] == '-' && !yf_is_key_line(line, end))
		return yf_mistake(c, YAMLFDT_ERR_LISTITEM, line);
	p = read_key(c, p, e, it);
	if (!p)
		return c->err;
	p = yf_skip_blanks(p, e);
	if (it->kind == IT_OPEN_LABEL && (p == e || *p == ';' || *p == '{'))
		return yf_mistake(c, p < e && *p == '{' ? YAMLFDT_ERR_BRACE :
				  YAMLFDT_ERR_NOCOLON, p); /* "*a {", "*a" */
	if (p == e || *p != ':')	/* '"a"' at the text's end: no byte there */
		return yf_mistake(c, YAMLFDT_ERR_SYNTAX, p);
	p++;
	if (p < e && *p != ' ' && *p != '\t')		/* "*uart1:x" */
		return yf_mistake(c, YAMLFDT_ERR_COLONSPACE, p);
	v = yf_skip_blanks(p, e);
	if (it->keylen == 2 && !memcmp(it->key, "<<", 2))
		return yf_mistake(c, YAMLFDT_ERR_UNSUPPORTED, it->key);
	it->kind = key_kind(it);
	if (v == e || *v == '#')
		return value_below(c, it, v);

	switch (it->kind) {
	case IT_MARKER:
		if (!plain_is(v, e, "~"))
			return yf_mistake(c, YAMLFDT_ERR_SYNTAX, v);
		return 0;
	case IT_LABELS:
	case IT_MEMRESERVE:
		it->val = v;
		return 0;
	default:
		break;
	}
	if (*v == '&') {
		v = anchor(c, it, v, e);
		if (!v)
			return c->err;
		if (v == e)
			return 0;
	}
	if (*v == '{') {
		p = yf_skip_blanks(v + 1, e);
		if (p == e || *p != '}' || !yf_at_value_end(p + 1, e))
			return yf_mistake(c, YAMLFDT_ERR_FLOWMAP, v);
		if (it->kind == IT_NULL)
			it->kind = IT_NODE;
		return 0;
	}
	if (it->kind != IT_NULL) {
		/* "*label: ~" or "/path: null" deletes that node (yamldt). */
		if (!plain_is(v, e, "null") && !plain_is(v, e, "~"))
			return yf_mistake(c, YAMLFDT_ERR_SYNTAX, v);
		it->del = 1;
		return 0;
	}
	if (*v == '|' || *v == '>')
		return yf_mistake(c, YAMLFDT_ERR_BLOCKSCALAR, v);

	it->val = v;
	kind = word_kind(v, e);
	if (kind < 0)			/* "!bool maybe" */
		return yf_mistake(c, YAMLFDT_ERR_TYPE, v);
	it->kind = (enum item_kind)kind;
	return 0;
}
