// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Values: a scalar, a flow sequence (over lines, maybe) or a block
 * sequence, decoded and encoded as big-endian property bytes in one walk;
 * with sink.out NULL the walk only measures (pass 1 checks, pass 2 sizes).
 */
#include "encode.h"

/*
 * Skip white space, and inside a flow sequence also comments and line
 * breaks.  Continuation lines must be indented deeper than the key, so
 * that the key's level never sees them; a line with just the closing ']'
 * may stand level with the key (make_children() in write.c skips it).
 */
static int skip_ws(struct enc *x, int flow)
{
	const char *end = x->c->end;
	unsigned int ind;

	for (;;) {
		x->p = yf_skip_blanks(x->p, x->le);
		if (!flow)
			return 0;
		if (x->p < x->le && !(*x->p == '#' &&
				      (x->p[-1] == ' ' || x->p[-1] == '\t')))
			return 0;
		x->p = yf_next_line(x->p, end);	/* the line ended */
		if (x->p == end || yf_is_doc_marker(x->p, end, '-') ||
		    yf_is_doc_marker(x->p, end, '.'))
			return yf_mistake(x->c, YAMLFDT_ERR_BRACKET, x->open);
		x->le = yf_content_end(x->p, end);
		if (yf_is_blank_line(x->p, end))
			continue;
		ind = yf_indent_of(x->p, end);
		if (ind < x->key_indent ||
		    (ind == x->key_indent && x->p[ind] != ']'))
			return yf_mistake(x->c, YAMLFDT_ERR_BRACKET, x->open);
	}
}

/*
 * Numbers separated by blanks, a cell each when all are numbers (yamldt's,
 * docs/dialect.md): 0 when written, 1 when not; among macros ("0 34
 * IRQ_TYPE_LEVEL_HIGH") DTS's cells before cpp: WORD, never the string.
 */
static int blank_cells(struct enc *x, const char *p, const char *e,
		       struct vt t)
{
	const char *s, *ce, *bad, *at = NULL, *macro = NULL, *odd = NULL;
	int neg, err = 0, r, pass, words = 0, numbers = 0, odd_piece;
	uint64_t v;

	for (pass = 0; pass < 2; pass++) {	/* check them all, then write */
		for (s = p; s < e; s = yf_skip_blanks(ce, e)) {
			ce = yf_cell_end(s, e);
			r = yf_expr_eval(s, ce, &v, &neg, &bad);
			if (pass) {
				r = yf_emit_int(x, v, neg, t, s);
				if (r)
					return r;
				continue;
			}
			if (r > 0 && yf_is_macro(s, ce) && !macro)
				macro = s;
			/* "0x10042000 1K", "0 34 4.": no word ("1, 2": LIST) */
			odd_piece = r > 0 && yf_starts_number(s, ce) &&
				    ce[-1] != ',';
			if (odd_piece && !odd)
				odd = s;
			words += r > 0 && !yf_is_macro(s, ce) && !odd_piece;
			numbers += r <= 0 || yf_number_like(s, ce);
			if (r > 0)
				continue;
			if (!err && r < 0)
				err = r, at = bad;
			/* "48 000 000": thousands, not three cells */
			if (!err && s > p && ce - s > 1 && *s == '0' &&
			    yf_is_digit(s[1]))
				err = -YAMLFDT_ERR_NUMBER, at = s;
		}
		if (words || (macro && !numbers))
			return 1;
		if (macro)	/* numbers among macros, not cells */
			return yf_mistake(x->c, YAMLFDT_ERR_WORD, macro);
		if (odd && numbers)	/* "!uint8 [0x02 0x00 5e]": DTS's bytes */
			return yf_mistake(x->c, t.width == 8 &&
					  yf_dts_bytes(odd, yf_cell_end(odd, e)) ?
					  YAMLFDT_ERR_BYTES : YAMLFDT_ERR_NUMBER,
					  odd);
		if (odd)	/* "3v3 1v8": text, all of it */
			return 1;
		if (err)
			return yf_fail(x->c, err, at);
	}
	return 0;
}

/* Is text never right here?  (Asked where the value has text.) */
static int holds_numbers(const struct enc *x)
{
	return YAMLFDT_HAVE_NAME_RULES &&
	       yamlfdt_holds_numbers(x->it->key, x->it->keylen);
}

/* A plain scalar as numbers: 0 when written, 1 when it is none. */
static int plain_number(struct enc *x, const char *p, const char *e,
			struct vt t)
{
	const char *bad;
	uint64_t v;
	int neg, err, bytes = yf_dts_bytes(p, e);
	int several = yf_cell_end(p, e) < e, lone = x->open == p - 1 &&
		e - p > 5 && e < x->le && *e == ']';	/* all of [...] */

	/* "02 00 5e", "ff", [02, 00, 50] in 8 bits; [10 20], [0011]: DTS's */
	if (bytes && (several ? t.width == 8 || (x->open && (bytes == 2 ||
			       (*p == '0' && yf_is_digit(p[1])))) :
		      (t.width == 8 || lone) && ((lone && !memcmp(p, "00", 2)) ||
			(x->open && e - p == 2 && *p == '0') ||
			yf_expr_eval(p, e, &v, &neg, &bad) > 0)))
		return yf_mistake(x->c, YAMLFDT_ERR_BYTES, p);
	/* "current-speed: 115 200" is no two cells */
	if (several && yf_thousands(p, e) && holds_numbers(x))
		return yf_mistake(x->c, YAMLFDT_ERR_NUMBER, p);
	if (several) {
		err = blank_cells(x, p, e, t);
		if (err <= 0)
			return err;
		if (bytes)	/* "02 00 5e a7 1c e4" */
			return yf_mistake(x->c, YAMLFDT_ERR_BYTES, p);
	}
	err = yf_expr_eval(p, e, &v, &neg, &bad);
	if (err < 0)
		return yf_fail(x->c, err, bad);
	if (!err && x->s->cells && yf_hex_meant(x->it, p, e))
		return yf_mistake(x->c, YAMLFDT_ERR_NUMBER, p); /* [a, 400] */
	if (!err)
		return yf_emit_int(x, v, neg, t, p);
	if (yf_number_like(p, e))
		return yf_mistake(x->c, YAMLFDT_ERR_NUMBER, p);
	return 1;
}

/*
 * A plain scalar that is no number: a string, unless it is a writer's
 * mistake (DTS, a broken expression, a MAC address, a list, a macro).
 */
static int plain_word(struct enc *x, const char *p, const char *e, int seq)
{
	const char *q;

	if (*p == '<' || e[-1] == ';' || (e - p > 6 && !memcmp(p, "/bits/", 6)))
		return yf_mistake(x->c, YAMLFDT_ERR_DTS,
				  *p != '<' && e[-1] == ';' ? e - 1 : p);
	/* an expression, or it would be quoted ("2**12": none of ours) */
	if (*p == '(' || yf_looks_like_expr(p, e))
		return yf_mistake(x->c, YAMLFDT_HAVE_EXPR || *p != '(' ?
				  YAMLFDT_ERR_EXPR : YAMLFDT_ERR_DISABLED, p);
	if (e[-1] == '{')		/* "uart0: serial@0 {" */
		return yf_mistake(x->c, YAMLFDT_ERR_BRACE, e - 1);
	if (e[-1] == ',')		/* "okay,": JSON's */
		return yf_mistake(x->c, YAMLFDT_ERR_TRAILCOMMA, e - 1);
	if (yf_is_mac(p, e))
		return yf_mistake(x->c, YAMLFDT_ERR_MAC, p);
	/* "fck, ick": one string in YAML, a list to its writer */
	for (q = p; (q = memchr(q, ',', (size_t)(e - q))); q++)
		if (q + 1 < e && (q[1] == ' ' || q[1] == '\t') &&
		    !yf_is_prose_key(x->it))
			return yf_mistake(x->c, YAMLFDT_ERR_LIST, q);
	q = yf_compatible_list(p, e);
	if (!q && x->names)	/* "pinctrl-names: default sleep", "a,b" */
		q = yf_names_list(p, e, yf_names_commaless(x->it));
	if (q && q < e)
		return yf_mistake(x->c, YAMLFDT_ERR_LIST, q);
	if (yf_is_yaml11_bool(p, (size_t)(e - p)) && !x->status &&
	    !yf_holds_strings(x->it))	/* default-state: off, a word */
		return yf_mistake(x->c, YAMLFDT_ERR_BOOL11, p);
	if (!seq)
		return 0;
	/* "0x10, 3v3" meant numbers, "a, 3v3" not: value_done() knows */
	if (yf_starts_number(p, e) && !x->digit_word)
		x->digit_word = p;
	if (!x->word)
		x->word = p;
	return 0;
}

/* A quoted or plain scalar [p, e) (quotes removed), typed by @t. */
static int emit_scalar(struct enc *x, const char *p, const char *e,
		       char quote, struct vt t)
{
	const char *bad;
	size_t n;
	int err;

	switch (t.type) {
	case VT_BASE64:
		return yf_emit_base64(x, p, e);
	case VT_PATHREF:
	case VT_REF:
		return yf_emit_label(x, p, e, t.type == VT_PATHREF);
	case VT_CHAR:
		if (e - p != 1 || quote == '"')
			return yf_mistake(x->c, YAMLFDT_ERR_TYPE, p);
		return yf_emit_int(x, (unsigned char)*p, 0, t, p);
	default:
		break;
	}
	/* 'a': a character cell, like DTS <'a'>; never text */
	if (quote == '\'' && t.type != VT_STR &&
	    (e - p == 1 || (e - p == 2 && p[0] == '\'' && p[1] == '\'')))
		return YAMLFDT_HAVE_NAME_RULES && t.type == VT_AUTO &&
		       (yf_holds_strings(x->it) ||	/* '1' on a base */
			(yf_is_digit(*p) && x->s->notes)) ?
		       yf_mistake(x->c, YAMLFDT_ERR_CHARCELL, p - 1) :
		       yf_emit_int(x, (unsigned char)*p, 0, t, p);
	if (quote && t.type != VT_STR && t.type != VT_AUTO)
		return yf_mistake(x->c, YAMLFDT_ERR_TYPE, p - 1);
	if (!quote && t.type != VT_STR) {
		err = plain_number(x, p, e, t);
		if (err <= 0)
			return err;
		if (t.type != VT_AUTO)
			return yf_mistake(x->c, YAMLFDT_ERR_TYPE, p);
		err = plain_word(x, p, e, x->open || x->block_seq);
		if (err)
			return err;
		if (x->status && !yf_is_status(p, e))
			return yf_mistake(x->c, YAMLFDT_ERR_STATUS, p);
		/* "clock-frequency: 100ms"; "reg: UART0_BASE", a macro */
		if (holds_numbers(x))
			return yf_mistake(x->c, yf_is_macro(p, e) ?
					  YAMLFDT_ERR_WORD : YAMLFDT_ERR_NOTNUM, p);
		/* a label where the first phandle goes, not a macro (WORD) */
		if (x->phandles && !x->numbers && !x->s->cells &&
		    !yf_is_macro(p, e))
			x->ref_word = p;
	}
	err = t.type == VT_AUTO ? yf_word_mistake(x->it, p, e, quote) : 0;
	if (err)	/* "enabled", "&uart1", SZ_4K, "100 Mbps" (names.c) */
		return yf_mistake(x->c, err, p - !!quote);
	if (quote && t.type == VT_AUTO && holds_numbers(x))
		return yf_mistake(x->c, YAMLFDT_ERR_NOTNUM, p - 1); /* "1" */
	if (MEMRESERVE(x->s))
		return yf_mistake(x->c, YAMLFDT_ERR_TYPE, p);
	/* "a,uart, ns16550a", "default,sleep", "a\aw100"; !str "a b": meant */
	err = quote ? yf_string_mistake(x->it, p, e, quote, &bad) : 0;
	if (err && (err != -YAMLFDT_ERR_LIST || t.type != VT_STR))
		return yf_fail(x->c, err, bad);
	if (quote) {
		err = yf_decode_string(p, e, quote,
				       yf_quoted_to(x, p, (size_t)(e - p)), &n,
				       &bad);
		if (err)
			return yf_fail(x->c, err, bad);
		x->s->len += n;
	} else {
		yf_emit(x, p, (size_t)(e - p));
	}
	x->text = 1;
	yf_emit(x, "", 1);
	x->s->cells++;
	return 0;
}

/*
 * A quoted scalar at x->p, opened by @q ('"' or '\''), in flow context
 * when @flow; advances x->p past its closing quote.
 */
static int read_quoted(struct enc *x, int flow, struct vt t, char q)
{
	const char *s = x->p, *e;

	for (e = s + 1;; e++) {
		if (e >= x->le) {
			/* in [ ], it goes on over lines deeper than the key */
			const char *l = yf_next_line(x->le, x->c->end);

			if (!flow || l == x->c->end ||
			    yf_is_doc_marker(l, x->c->end, '-') ||
			    yf_is_doc_marker(l, x->c->end, '.') ||
			    (!yf_is_blank_line(l, x->c->end) &&
			     yf_indent_of(l, x->c->end) <= x->key_indent))
				return yf_mistake(x->c, YAMLFDT_ERR_QUOTE, s);
			x->le = yf_content_end(l, x->c->end);
			e = l - 1;
			continue;
		}
		if (q == '"' && *e == '\\') {
			e++;
			continue;
		}
		if (*e == q) {
			if (q == '\'' && e + 1 < x->le && e[1] == '\'') {
				e++;
				continue;
			}
			break;
		}
	}
	x->p = e + 1;
	return emit_scalar(x, s + 1, e, q, t);
}

/* One scalar at x->p, in flow context when @flow; advances x->p. */
static int read_scalar(struct enc *x, int flow, struct vt t)
{
	const char *s = x->p, *e, *n, *hash = NULL;
	char q = *s;

	if (q == '"' || q == '\'')
		return read_quoted(x, flow, t, q);
	if (q == '*' || q == '$') {
		e = yf_scan_label(s + 1, x->le);
		if (yf_bad_label_char(e, x->le))
			return yf_mistake(x->c, YAMLFDT_ERR_LABELNAME, e);
		if (e == s + 1)
			return yf_mistake(x->c, YAMLFDT_ERR_SYNTAX, s);
		/* "[*gpio1 5 0]": DTS's <&gpio1 5 0>, cells without commas */
		n = yf_skip_spaces(e, x->le);
		if (flow && n > e && n < x->le && !memchr(",]#", *n, 3))
			return yf_mistake(x->c, YAMLFDT_ERR_DTS, n);
		/*
		 * A phandle fits a 32-bit cell; "!pathref *x" is x's path
		 * (the tag is never dropped); a string or bytes cannot be
		 * a reference.
		 */
		if ((t.type != VT_AUTO && t.width != 32) || t.type == VT_STR ||
		    t.type == VT_BASE64)
			return yf_mistake(x->c, YAMLFDT_ERR_TYPE, s);
		if (t.type == VT_PATHREF && x->phandles)  /* phy-handle */
			return yf_mistake(x->c, YAMLFDT_ERR_REFWORD, s);
		x->p = e;
		if (t.type != VT_PATHREF)
			t.type = VT_REF;
		return emit_scalar(x, s + 1, e, 0, t);
	}
	if (q == '&')	/* DTS's reference */
		return yf_mistake(x->c, YAMLFDT_ERR_DTS, s);
	if (q == '{' || q == '}' || q == '|' || q == '>' ||
	    q == '%' || q == '@' || q == '`' ||
	    (q == '-' && (s + 1 == x->le || s[1] == ' ')))
		return yf_mistake(x->c, YAMLFDT_ERR_UNSUPPORTED, s);
	/* Plain: up to " #", the end of the line, or (flow) , [ ] { } */
	for (e = s; e < x->le; e++) {
		/* a comment, but "LED #2" meant the number: no comment */
		if (*e == '#' && e > s && (e[-1] == ' ' || e[-1] == '\t')) {
			if (e + 1 < x->le && yf_is_digit(e[1]))
				return yf_mistake(x->c, YAMLFDT_ERR_HASH, e);
			break;
		}
		if (*e == '#' && !hash)
			hash = e;
		if (*e == '/' && t.type != VT_BASE64 &&	/* "a // b" */
		    yf_c_comment(s, e, x->le))
			return yf_mistake(x->c, YAMLFDT_ERR_CCOMMENT, e);
		if (flow && (*e == ',' || *e == '[' || *e == ']' ||
			     *e == '{' || *e == '}'))
			break;
		/* "Debug: console"; in a block item, "- node:" */
		if (*e == ':' && (e + 1 == x->le || e[1] == ' ' || e[1] == '\t'))
			return x->dash && !flow ?
			       yf_mistake(x->c, YAMLFDT_ERR_LISTITEM, x->dash) :
			       yf_mistake(x->c, yf_dts_label(s, e, x->le) ?
					  YAMLFDT_ERR_DTSLABEL :
					  YAMLFDT_ERR_COLON, e);
	}
	x->p = e;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	/* "okay#enable": a comment without its space ("BATLOW#" is a name) */
	if (hash && hash + 1 < e)
		return yf_mistake(x->c, YAMLFDT_ERR_HASH, hash);
	if (flow && e - s == 0)
		return yf_mistake(x->c, YAMLFDT_ERR_SYNTAX, s);
	/* Booleans and nulls only stand for whole properties. */
	if ((flow || x->block_seq || MEMRESERVE(x->s)) && t.type == VT_AUTO &&
	    yf_is_bool_word(s, (size_t)(e - s)))
		return yf_mistake(x->c, YAMLFDT_ERR_TYPE, s);
	return emit_scalar(x, s, e, 0, t);
}

/*
 * One inline value at x->p: [tag] scalar, or [tag] [ items ], where items
 * may carry tags and nest.  The stack of types replaces recursion.
 */
static int read_inline(struct enc *x, struct vt base)
{
	struct vt stack[YAMLFDT_MAX_FLOW + 1];
	int depth = 0, err;

	stack[0] = base;
	for (;;) {
		struct vt t = stack[depth];

		err = skip_ws(x, depth > 0);
		if (err)
			return err;
		if (x->p < x->le && *x->p == '!') {
			err = yf_read_tag(x, &t);
			if (err)
				return err;
			err = skip_ws(x, depth > 0);
			if (err)
				return err;
		}
		if (x->p == x->le)
			return yf_mistake(x->c, YAMLFDT_ERR_SYNTAX, x->p);
		if (*x->p == '[') {
			if (depth == YAMLFDT_MAX_FLOW)
				return yf_mistake(x->c, YAMLFDT_ERR_DEPTH, x->p);
			if (!depth)
				x->open = x->p;
			stack[++depth] = t;
			x->p++;
			err = skip_ws(x, 1);
			if (err)
				return err;
			if (*x->p != ']')
				continue;	/* the first item */
			x->p++;
			depth--;
		} else if (*x->p == ']' || *x->p == ',') {
			return yf_mistake(x->c, depth ? YAMLFDT_ERR_SYNTAX :
					  YAMLFDT_ERR_BRACKET, x->p);
		} else {
			err = read_scalar(x, depth > 0, t);
			if (err)
				return err;
		}
		/* After an item: close brackets, or a comma before the next. */
		for (;;) {
			if (!depth)
				return 0;
			err = skip_ws(x, 1);
			if (err)
				return err;
			if (*x->p == ']') {
				x->p++;
				depth--;
				continue;
			}
			if (*x->p != ',')	/* "[a, b" "c]": a line's ',' */
				return yf_mistake(x->c, YAMLFDT_ERR_NOCOMMA, x->p);
			if (yf_splits_word(x->open, x->p, x->le))
				return yf_mistake(x->c, YAMLFDT_ERR_COMMA, x->p);
			x->p++;
			err = skip_ws(x, 1);
			if (err)
				return err;
			if (*x->p == ']')	/* trailing comma */
				continue;
			break;
		}
	}
}

/* Text after a value is a mistake: DTS's ";" or list '"a" "b"' */
static int line_end_ok(struct enc *x)
{
	const char *l = yf_skip_spaces(x->p, x->le);

	if (!yf_at_value_end(x->p, x->c->end))
		return yf_mistake(x->c, *l == ';' ? YAMLFDT_ERR_DTS :
				  *l == ',' ? YAMLFDT_ERR_TRAILCOMMA :
				  *l == '#' ? YAMLFDT_ERR_HASH :
				  yf_c_comment(l, l, x->le) ? YAMLFDT_ERR_CCOMMENT :
				  *l == '"' || *l == '\'' ? YAMLFDT_ERR_LIST :
				  YAMLFDT_ERR_GARBAGE, l);
	return 0;
}

/* What only the whole value shows: status not one string, a macro */
static int value_done(struct enc *x, const struct item *it)
{
	const char *at = it->val ? it->val : it->key;

	if (x->status && (x->numbers || x->s->cells != 1))
		return yf_mistake(x->c, YAMLFDT_ERR_STATUS, at);
	if (x->s->cells > 1 && x->text && !x->numbers && /* bootargs: - a */
	    yf_is_one_string_key(it))
		return yf_mistake(x->c, YAMLFDT_ERR_ONESTRING, at);
	if (x->numbers && !x->tagged && yf_holds_text(it, !!x->s->ref_at))
		return yf_mistake(x->c, YAMLFDT_ERR_STRING, at);
	if (x->ref_word)	/* "interrupt-parent: gic": *gic */
		return yf_mistake(x->c, YAMLFDT_ERR_REFWORD, x->ref_word);
	if (x->digit_word && x->numbers)
		return yf_mistake(x->c, YAMLFDT_ERR_NUMBER, x->digit_word);
	if (x->word && x->numbers)
		return yf_mistake(x->c, YAMLFDT_ERR_WORD, x->word);
	/* "read-only: 0" sets the flag; DTS's "regulator-always-on = <1>;" */
	if (YAMLFDT_HAVE_NAME_RULES && (x->text || !x->nonzero) &&
	    !x->tagged && yf_is_flag_key(it))
		return yf_mistake(x->c, YAMLFDT_ERR_FLAG, at);
	if (YAMLFDT_HAVE_PLACE && x->s->notes) {	/* place.c: "64" */
		x->s->notes->text = x->text && !x->tagged;
		x->s->notes->strings = x->text;
		x->s->notes->tagged = x->tagged;
		x->s->notes->width = x->tagged ? x->width : 32;
	}
	if (x->mac && x->numbers && x->s->len != 6)	/* 6 cells: 24 bytes */
		return yf_mistake(x->c, YAMLFDT_ERR_MAC, at);
	return 0;
}

/*
 * Encode the value of @it into @s.  *@value_end gets the first line after
 * the value, where the walk goes on.
 */
int yf_encode_value(struct ctx *c, const struct item *it, struct sink *s,
		    const char **value_end)
{
	struct enc x;
	struct vt base = { VT_AUTO, 32 };
	const char *end = c->end, *l;
	int seq_indent = -1, err;

	memset(&x, 0, sizeof(x));
	x.c = c, x.s = s, x.it = it;
	x.key_indent = it->indent;
	x.status = yf_is_status_key(it);
	x.names = yf_is_names_key(it);
	x.mac = yf_is_mac_key(it);
	x.phandles = yf_holds_phandles(it);
	if (MEMRESERVE(s))
		base.width = 64;
	if (it->val) {
		x.p = it->val;
		x.le = yf_content_end(x.p, end);
		if (*x.p == '!') {
			err = yf_read_tag(&x, &base);
			if (err)
				return err;
			err = skip_ws(&x, 0);
			if (err)
				return err;
			if (MEMRESERVE(s) && base.width != 64)
				return yf_mistake(c, YAMLFDT_ERR_TYPE, it->val);
			x.tagged = 1;	/* "!uint32 0": the writer's cells */
			x.width = YAMLFDT_HAVE_PLACE ? (uint8_t)base.width : 32;
		}
		if (!yf_at_value_end(x.p, end) || x.p == it->val) {
			err = read_inline(&x, base);
			if (!err)
				err = line_end_ok(&x);
			if (!err)
				err = value_done(&x, it);
			*value_end = yf_next_line(x.p, end);
			return err;
		}
	}
	/* A block sequence: "- item" lines below the key. */
	for (l = yf_next_significant(it->next, end); l < end;
	     l = yf_next_significant(yf_next_line(x.p, end), end)) {
		unsigned int ind = yf_indent_of(l, end);

		if (yf_is_doc_marker(l, end, '-') || yf_is_doc_marker(l, end, '.'))
			break;
		/*
		 * Anything but "- " ends the sequence; the walk checks it,
		 * but for a line with no key level with the dashes: the
		 * last item going on (deeper, the walk says so itself).
		 */
		if (l[ind] != '-' || (l + ind + 1 < end && l[ind + 1] != ' ' &&
				      l[ind + 1] != '\n' && l[ind + 1] != '\r')) {
			if ((int)ind == seq_indent && !yf_is_key_line(l, end))
				return yf_mistake(c, YAMLFDT_ERR_CONTINUED,
						  l + ind);
			break;
		}
		if (seq_indent < 0)
			seq_indent = (int)ind;
		if ((int)ind != seq_indent) {
			if ((int)ind < seq_indent)
				break;
			return yf_mistake(c, YAMLFDT_ERR_INDENT, l + ind);
		}
		x.p = l + ind + 1;
		x.le = yf_content_end(l, end);
		err = skip_ws(&x, 0);
		if (err)
			return err;
		if (x.p == x.le || *x.p == '#')
			return yf_mistake(c, YAMLFDT_ERR_SYNTAX, x.p);
		if (*x.p == '-' && (x.p + 1 == x.le || x.p[1] == ' '))
			return yf_mistake(c, YAMLFDT_ERR_UNSUPPORTED, x.p);
		x.key_indent = (unsigned int)seq_indent;
		x.block_seq = 1;
		x.dash = l + ind;
		err = read_inline(&x, base);
		if (!err)
			err = line_end_ok(&x);
		if (err)
			return err;
	}
	if (seq_indent < 0)
		return yf_mistake(c, YAMLFDT_ERR_SYNTAX, it->next);
	*value_end = l;
	return value_done(&x, it);
}
