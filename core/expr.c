// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Integer expressions, as the C preprocessor leaves macros behind:
 * "(0x80 + 4 * 2)", "((10) | (100))", "(1?7:9)".  C operators and
 * precedence, on exact integers: every value, the intermediate ones too,
 * is the integer the writer means, from -2^63 to 2^64 - 1, or the
 * expression is YAMLFDT_ERR_RANGE.  Nothing wraps: dtc's unsigned 64-bit
 * arithmetic would turn "(0 - 1) / 2" into 0x7fffffffffffffff.
 *
 * Shunting-yard with two fixed-size stacks, reducing as it goes: no
 * recursion, and the stacks only hold what precedence leaves pending.
 */
#include "yamlfdt_int.h"

enum op {
	OP_LPAREN, OP_QUEST, OP_COLON,
	OP_NEG, OP_PLUS, OP_NOT, OP_LNOT,	/* unary */
	OP_MUL, OP_DIV, OP_MOD, OP_ADD, OP_SUB, OP_SHL, OP_SHR,
	OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE,
	OP_AND, OP_XOR, OP_OR, OP_LAND, OP_LOR,
};

/* C precedence, higher binds tighter.  The bracket markers bind least. */
static const uint8_t prec[] = {
	[OP_LPAREN] = 0, [OP_QUEST] = 1, [OP_COLON] = 1,
	[OP_NEG] = 12, [OP_PLUS] = 12, [OP_NOT] = 12, [OP_LNOT] = 12,
	[OP_MUL] = 11, [OP_DIV] = 11, [OP_MOD] = 11,
	[OP_ADD] = 10, [OP_SUB] = 10, [OP_SHL] = 9, [OP_SHR] = 9,
	[OP_LT] = 8, [OP_LE] = 8, [OP_GT] = 8, [OP_GE] = 8,
	[OP_EQ] = 7, [OP_NE] = 7, [OP_AND] = 6, [OP_XOR] = 5, [OP_OR] = 4,
	[OP_LAND] = 3, [OP_LOR] = 2,
};

/* Binary operators, two-character spellings first. */
static const struct { char s[3]; uint8_t op; } binops[] = {
	{ "<<", OP_SHL }, { ">>", OP_SHR }, { "<=", OP_LE }, { ">=", OP_GE },
	{ "==", OP_EQ }, { "!=", OP_NE }, { "&&", OP_LAND }, { "||", OP_LOR },
	{ "*", OP_MUL }, { "/", OP_DIV }, { "%", OP_MOD }, { "+", OP_ADD },
	{ "-", OP_SUB }, { "<", OP_LT }, { ">", OP_GT }, { "&", OP_AND },
	{ "^", OP_XOR }, { "|", OP_OR }, { "?", OP_QUEST }, { ":", OP_COLON },
};

/*
 * A value is the integer hi * 2^64 + lo: hi is 0 for 0 to 2^64 - 1, and
 * -1 (lo >= 2^63) for -2^63 to -1.  An operation whose exact result is
 * outside that range sets @overflow, which is YAMLFDT_ERR_RANGE at the end.
 */
struct stacks {
	uint64_t v[YAMLFDT_EXPR_STACK];
	int8_t hi[YAMLFDT_EXPR_STACK];
	uint8_t o[YAMLFDT_EXPR_STACK];
	int nv, no;
	int divzero, overflow;
};

static int is_alnum(char ch)
{
	return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') ||
	       (ch >= 'A' && ch <= 'Z') || ch == '_';
}

static unsigned int digit_value(char ch)
{
	if (ch >= '0' && ch <= '9')
		return (unsigned int)(ch - '0');
	if (ch >= 'a' && ch <= 'f')
		return (unsigned int)(ch - 'a' + 10);
	if (ch >= 'A' && ch <= 'F')
		return (unsigned int)(ch - 'A' + 10);
	return 99;
}

/*
 * A C integer literal: 0x1f, 0b101, 07, 42, with optional U/L suffixes,
 * or YAML 1.2's octal 0o17.  A leading 0 before digits worth 8 or more
 * ("050") is none: C and dtc read octal (40), YAML 1.2 decimal (50), and
 * a table's zero-padded decimal is the likelier meaning.
 * Returns the end, or NULL when it is not a literal.  *@overflow is set
 * when the value does not fit 64 bits.
 */
static const char *literal(const char *p, const char *e, uint64_t *val,
			   int *overflow)
{
	unsigned int base = 10;
	const char *s;
	uint64_t v = 0;
	int zero = 0;

	if (p + 1 < e && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
		base = 16, p += 2;
	else if (p + 1 < e && p[0] == '0' && (p[1] == 'b' || p[1] == 'B'))
		base = 2, p += 2;
	else if (p + 1 < e && p[0] == '0' && (p[1] == 'o' || p[1] == 'O'))
		base = 8, p += 2;
	else if (p[0] == '0')
		base = 8, zero = 1;
	for (s = p; p < e && digit_value(*p) < base; p++) {
		unsigned int d = digit_value(*p);

		/* v * base + d > UINT64_MAX, without a 64-bit division */
		if (base != 10 ? v >> (base == 16 ? 60 : base == 8 ? 61 : 63) :
		    v > 1844674407370955161u ||
		    (v == 1844674407370955161u && d > 5))
			*overflow = 1;
		v = v * base + d;
	}
	if (p == s || (zero && v >= 8))	/* "0x", "0b", "0o"; "010" */
		return NULL;
	while (p < e && (*p == 'u' || *p == 'U' || *p == 'l' || *p == 'L'))
		p++;
	if (p < e && is_alnum(*p))
		return NULL;
	*val = v;
	return p;
}

/*
 * a / b and a % b for b != 0, by shift and subtract: 32-bit targets have
 * no 64-bit divide instruction, and the compiler's helper for it
 * (__aeabi_uldivmod on ARM) is not in every firmware.  Expressions are
 * rare enough that a loop is fine.
 */
static uint64_t divide(uint64_t a, uint64_t b, uint64_t *rem)
{
	uint64_t q = 0, r = 0;
	int i;

	for (i = 63; i >= 0; i--) {
		r = r << 1 | (a >> i & 1);
		if (r >= b) {
			r -= b;
			q |= (uint64_t)1 << i;
		}
	}
	*rem = r;
	return q;
}

/* a * b, or 1 in *@over when it does not fit 64 bits. */
static uint64_t multiply(uint64_t a, uint64_t b, int *over)
{
	uint64_t al = (uint32_t)a, ah = a >> 32, bl = (uint32_t)b, bh = b >> 32;
	uint64_t mid = ah * bl + al * bh, low = al * bl;

	if ((ah && bh) || mid >> 32 || low + (mid << 32) < low)
		*over = 1;
	return a * b;
}

/* Store hi * 2^64 + lo, or flag it as outside -2^63 .. 2^64 - 1. */
static void put(struct stacks *s, uint64_t lo, int hi)
{
	if (hi != 0 && (hi != -1 || !(lo >> 63))) {
		s->overflow = 1;
		hi = 0;
	}
	s->v[s->nv] = lo;
	s->hi[s->nv++] = (int8_t)hi;
}

/* The magnitude of value @i; its sign in the return value. */
static int magnitude(const struct stacks *s, int i, uint64_t *m)
{
	*m = s->hi[i] ? (uint64_t)0 - s->v[i] : s->v[i];
	return s->hi[i] != 0;
}

/* The value of sign @neg and magnitude @m. */
static void put_signed(struct stacks *s, int neg, uint64_t m)
{
	put(s, neg ? (uint64_t)0 - m : m, neg && m ? -1 : 0);
}

/* a * b, a / b or a % b, on the two values on top of the stack. */
static void mul_div(struct stacks *s, enum op op)
{
	uint64_t a, b, r;
	int na = magnitude(s, s->nv - 2, &a), nb = magnitude(s, s->nv - 1, &b);
	int over = 0;

	s->nv -= 2;
	if (op == OP_MUL) {
		r = multiply(a, b, &over);
		if (over)
			s->overflow = 1;
	} else if (!b) {
		s->divzero = 1;
		r = 0;
	} else {		/* C: the quotient truncates toward zero */
		uint64_t m;

		r = divide(a, b, &m);
		if (op == OP_MOD) {
			put_signed(s, na, m);
			return;
		}
	}
	put_signed(s, na != nb, r);
}

/* a << b and a >> b: a count from 0 to 63, and no bit shifted away. */
static void shift(struct stacks *s, enum op op)
{
	uint64_t a = s->v[s->nv - 2], b = s->v[s->nv - 1];
	int ha = s->hi[s->nv - 2];

	if (s->hi[s->nv - 1] || b > 63) {
		s->overflow = 1;
		b = 0;
	}
	if (op == OP_SHL) {	/* a * 2^b */
		s->v[s->nv - 1] = (uint64_t)1 << b;
		s->hi[s->nv - 1] = 0;
		mul_div(s, OP_MUL);
		return;
	}
	s->nv -= 2;		/* >> rounds down, as C compilers do */
	put(s, b ? a >> b | (ha ? ~(~(uint64_t)0 >> b) : 0) : a, ha);
}

/* Is a < b (@op OP_LT), a == b (OP_EQ) or a > b (OP_GT)? */
static int compare(uint64_t a, int ha, uint64_t b, int hb, enum op op)
{
	int lt = ha < hb || (ha == hb && a < b);

	return op == OP_EQ ? a == b && ha == hb :
	       op == OP_LT ? lt : !lt && (a != b || ha != hb);
}

/* Apply the operator on top of the stack to its operands. */
static int reduce(struct stacks *s)
{
	enum op op = (enum op)s->o[--s->no];
	uint64_t a, b, r;
	int ha, hb, hr = 0;

	if (op == OP_LPAREN || op == OP_QUEST)
		return 1;		/* unbalanced: not an expression */
	if (op >= OP_NEG && op <= OP_LNOT) {
		if (s->nv < 1)
			return 1;
		a = s->v[--s->nv];
		ha = s->hi[s->nv];
		if (op == OP_NEG)
			put(s, (uint64_t)0 - a, -ha - (a != 0));
		else if (op == OP_NOT)
			put(s, ~a, -1 - ha);
		else
			put(s, op == OP_PLUS ? a : !a && !ha, op == OP_PLUS ? ha : 0);
		return 0;
	}
	if (s->nv < (op == OP_COLON ? 3 : 2))
		return 1;
	if (op == OP_MUL || op == OP_DIV || op == OP_MOD) {
		mul_div(s, op);
		return 0;
	}
	if (op == OP_SHL || op == OP_SHR) {
		shift(s, op);
		return 0;
	}
	b = s->v[--s->nv];
	hb = s->hi[s->nv];
	a = s->v[--s->nv];
	ha = s->hi[s->nv];
	switch (op) {
	case OP_COLON:		/* cond ? a : b */
		s->nv--;
		r = s->v[s->nv] || s->hi[s->nv] ? a : b;
		hr = s->v[s->nv] || s->hi[s->nv] ? ha : hb;
		break;
	case OP_ADD:
		r = a + b;
		hr = ha + hb + (r < a);
		break;
	case OP_SUB:
		r = a - b;
		hr = ha - hb - (a < b);
		break;
	case OP_LT:
	case OP_GE:
		r = compare(a, ha, b, hb, OP_LT) ^ (op == OP_GE);
		break;
	case OP_GT:
	case OP_LE:
		r = compare(a, ha, b, hb, OP_GT) ^ (op == OP_LE);
		break;
	case OP_EQ:
	case OP_NE:
		r = compare(a, ha, b, hb, OP_EQ) ^ (op == OP_NE);
		break;
	case OP_AND:
		r = a & b;
		hr = ha & hb;
		break;
	case OP_XOR:
		r = a ^ b;
		hr = ha ^ hb;
		break;
	case OP_OR:
		r = a | b;
		hr = ha | hb;
		break;
	case OP_LAND:
		r = (a || ha) && (b || hb);
		break;
	default:	/* OP_LOR */
		r = a || ha || b || hb;
		break;
	}
	put(s, r, hr);
	return 0;
}

/* Reduce while the top operator binds at least as tightly as @p. */
static int reduce_while(struct stacks *s, unsigned int p)
{
	while (s->no > 0 && prec[s->o[s->no - 1]] >= p &&
	       s->o[s->no - 1] != OP_LPAREN && s->o[s->no - 1] != OP_QUEST)
		if (reduce(s))
			return 1;
	return 0;
}

/*
 * Built without expressions: an integer literal, perhaps negative, is a
 * number.  Text that would have been an expression is an error rather
 * than a string, so the same file never means two different things.
 */
static int literal_only(const char *p, const char *e, uint64_t *val,
			int *neg, const char **bad)
{
	const char *q, *s = p;
	int overflow = 0;

	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	*neg = p < e && *p == '-';
	if (p < e && (*p == '-' || *p == '+'))
		p++;
	if (p < e && *p >= '0' && *p <= '9') {
		q = literal(p, e, val, &overflow);
		if (q == e) {
			/* -2^63 is the most negative value */
			if (overflow || (*neg && *val > (uint64_t)1 << 63))
				return -YAMLFDT_ERR_RANGE;
			*neg = *neg && *val;
			*val = *neg ? (uint64_t)0 - *val : *val;
			return 0;
		}
	}
	/*
	 * Literals joined by operators or in brackets would be an expression
	 * ("1 + 2", "(4)", "1<<4").  "0x", "1e-3", "12e" are not: the caller
	 * tells numbers that are not ones from text.
	 */
	for (p = s, q = NULL; p < e; p++) {
		uint64_t v;

		if (is_alnum(*p)) {
			p = literal(p, e, &v, &overflow);
			if (!p)
				return 1;
			p--;
		} else if (!memchr(" \t+-*/%<>=!&|^~?:()", *p, 20)) {
			return 1;
		} else if (*p != ' ' && *p != '\t' &&
			   (p > s || (*p != '-' && *p != '+'))) {
			q = p;	/* an operator, but not a sign */
		}
	}
	if (!q)
		return 1;
	*bad = s;
	return -YAMLFDT_ERR_DISABLED;
}

/*
 * The binary operator at @p: the operators of higher precedence before
 * it reduced, it pushed. Returns what follows it, or NULL for no operator
 * or an unbalanced "?:".
 */
static const char *binary_op(struct stacks *s, const char *p, const char *e)
{
	unsigned int i;

	for (i = 0; i < YF_COUNT(binops); i++) {
		size_t n = binops[i].s[1] ? 2 : 1;

		if ((size_t)(e - p) >= n && !memcmp(p, binops[i].s, n))
			break;
	}
	if (i == YF_COUNT(binops))
		return NULL;
	p += binops[i].s[1] ? 2 : 1;
	switch (binops[i].op) {
	case OP_QUEST:		/* right associative */
		if (reduce_while(s, prec[OP_QUEST] + 1))
			return NULL;
		s->o[s->no++] = OP_QUEST;
		break;
	case OP_COLON:		/* completes inner ?: too */
		if (reduce_while(s, prec[OP_COLON]))
			return NULL;
		if (!s->no || s->o[s->no - 1] != OP_QUEST)
			return NULL;
		s->o[s->no - 1] = OP_COLON;
		break;
	default:
		if (reduce_while(s, prec[binops[i].op]))
			return NULL;
		s->o[s->no++] = binops[i].op;
	}
	return p;
}

/*
 * Evaluate [@p, @e).  Returns 0 with *@val set, and *@neg when the value
 * is negative (then *@val is its 64-bit two's complement); 1 when the
 * text is not an integer expression (the caller then takes it as a
 * string); or a negative error for an expression that is well formed but
 * cannot be evaluated (division by zero, a value out of range, too
 * complex).
 */
int yf_expr_eval(const char *p, const char *e, uint64_t *val, int *neg,
		 const char **bad)
{
	struct stacks s;
	int operand = 1, overflow = 0, r;
	const char *lit = p, *lit_end = p;	/* the last literal */

	*bad = p;
	/*
	 * 2024-01-15, 10-20: text, or meant (a - b)?  Neither: asked only of
	 * what is no one literal, off the path of every number.
	 */
	if (!YAMLFDT_HAVE_EXPR) {
		r = literal_only(p, e, val, neg, bad);
		return r && yf_is_dashed(p, e) ? 1 : r;
	}
	s.nv = 0;
	s.no = 0;
	s.divzero = 0;
	s.overflow = 0;
	for (;;) {
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		if (p == e)
			break;
		if (s.nv >= YAMLFDT_EXPR_STACK || s.no >= YAMLFDT_EXPR_STACK)
			return -YAMLFDT_ERR_EXPR;
		if (operand) {
			if (*p >= '0' && *p <= '9') {
				lit = p;
				p = literal(p, e, &s.v[s.nv], &overflow);
				if (!p)
					return 1;
				lit_end = p;
				s.hi[s.nv++] = 0;
				operand = 0;
				continue;
			}
			switch (*p) {
			case '(':
				s.o[s.no++] = OP_LPAREN;
				break;
			case '-':
				s.o[s.no++] = OP_NEG;
				break;
			case '+':
				s.o[s.no++] = OP_PLUS;
				break;
			case '~':
				s.o[s.no++] = OP_NOT;
				break;
			case '!':
				s.o[s.no++] = OP_LNOT;
				break;
			default:
				return 1;
			}
			p++;
			continue;
		}
		if (*p == ')') {
			if (reduce_while(&s, 1))
				return 1;
			if (!s.no || s.o[s.no - 1] != OP_LPAREN)
				return 1;
			s.no--;
			p++;
			continue;
		}
		/* "2^30", "10^6" (no blanks): maths' power, C's XOR */
		if (*p == '^' && lit_end == p && p + 1 < e && p[1] >= '1' &&
		    p[1] <= '9' &&
		    ((lit_end - lit == 1 && *lit == '2') ||
		     (lit_end - lit == 2 && !memcmp(lit, "10", 2)))) {
			*bad = p;
			return -YAMLFDT_ERR_EXPR;
		}
		p = binary_op(&s, p, e);
		if (!p)
			return 1;
		operand = 1;
	}
	if (operand)
		return 1;
	while (s.no > 0)
		if (reduce(&s))
			return 1;
	/* (*bad is still the start: it moves only with an error) */
	if (s.nv != 1 || (lit > *bad + 1 && yf_is_dashed(*bad, e)))
		return 1;
	if (overflow || s.overflow)
		return -YAMLFDT_ERR_RANGE;
	if (s.divzero)
		return -YAMLFDT_ERR_DIVZERO;
	*val = s.v[0];
	*neg = s.hi[0] != 0;
	return 0;
}

/*
 * The number a value of the text holds, at @v: "V" or "[V]" (dtc's YAML),
 * V a number or an expression, not negative.  1 with *@val set; 0 for
 * anything else (a tag, a list, text: not looked at again), or no @v.
 */
int yf_value_number(const struct ctx *c, const char *v, uint64_t *val)
{
	const char *e, *bad;
	int neg;

	if ((!YAMLFDT_HAVE_PHANDLE_CHECKS && !YAMLFDT_HAVE_PLACE) || !v)
		return 0;	/* asked by neither */
	e = yf_content_end(v, c->end);
	if (*v == '[')
		v = yf_skip_spaces(v + 1, e);
	while (e > v && (e[-1] == ' ' || e[-1] == ']'))
		e--;
	return !yf_expr_eval(v, e, val, &neg, &bad) && !neg;
}
