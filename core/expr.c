// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Integer expressions, as the C preprocessor leaves macros behind:
 * "(0x80 + 4 * 2)", "((10) | (100))", "(1?7:9)".  C operators and
 * precedence on unsigned 64-bit values, as dtc evaluates them.
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

struct stacks {
	uint64_t v[YAMLFDT_EXPR_STACK];
	uint8_t o[YAMLFDT_EXPR_STACK];
	int nv, no;
	int divzero;
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
 * A C integer literal: 0x1f, 0b101, 017, 42, with optional U/L suffixes.
 * Returns the end, or NULL when it is not a literal.  *@overflow is set
 * when the value does not fit 64 bits.
 */
static const char *literal(const char *p, const char *e, uint64_t *val,
			   int *overflow)
{
	unsigned int base = 10;
	const char *s;
	uint64_t v = 0;

	if (p + 1 < e && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
		base = 16, p += 2;
	else if (p + 1 < e && p[0] == '0' && (p[1] == 'b' || p[1] == 'B'))
		base = 2, p += 2;
	else if (p[0] == '0')
		base = 8;
	for (s = p; p < e && digit_value(*p) < base; p++) {
		unsigned int d = digit_value(*p);

		/* v * base + d > UINT64_MAX, without a 64-bit division */
		if (base != 10 ? v >> (base == 16 ? 60 : base == 8 ? 61 : 63) :
		    v > 1844674407370955161u ||
		    (v == 1844674407370955161u && d > 5))
			*overflow = 1;
		v = v * base + d;
	}
	if (p == s && base != 8)
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

/* Apply the operator on top of the stack to its operands. */
static int reduce(struct stacks *s)
{
	enum op op = (enum op)s->o[--s->no];
	uint64_t a, b, r;

	if (op == OP_LPAREN || op == OP_QUEST)
		return 1;		/* unbalanced: not an expression */
	if (op >= OP_NEG && op <= OP_LNOT) {
		if (s->nv < 1)
			return 1;
		a = s->v[s->nv - 1];
		s->v[s->nv - 1] = op == OP_NEG ? (uint64_t)0 - a :
				  op == OP_PLUS ? a : op == OP_NOT ? ~a : !a;
		return 0;
	}
	if (s->nv < (op == OP_COLON ? 3 : 2))
		return 1;
	b = s->v[--s->nv];
	a = s->v[--s->nv];
	switch (op) {
	case OP_COLON:		/* cond ? a : b */
		r = s->v[s->nv - 1] ? a : b;
		s->nv--;
		break;
	case OP_MUL:
		r = a * b;
		break;
	case OP_DIV:
	case OP_MOD:
		if (!b) {
			s->divzero = 1;
			r = 0;
		} else {
			uint64_t m;

			r = divide(a, b, &m);
			if (op == OP_MOD)
				r = m;
		}
		break;
	case OP_ADD:
		r = a + b;
		break;
	case OP_SUB:
		r = a - b;
		break;
	case OP_SHL:
		r = b > 63 ? 0 : a << b;
		break;
	case OP_SHR:
		r = b > 63 ? 0 : a >> b;
		break;
	case OP_LT:
		r = a < b;
		break;
	case OP_LE:
		r = a <= b;
		break;
	case OP_GT:
		r = a > b;
		break;
	case OP_GE:
		r = a >= b;
		break;
	case OP_EQ:
		r = a == b;
		break;
	case OP_NE:
		r = a != b;
		break;
	case OP_AND:
		r = a & b;
		break;
	case OP_XOR:
		r = a ^ b;
		break;
	case OP_OR:
		r = a | b;
		break;
	case OP_LAND:
		r = a && b;
		break;
	default:	/* OP_LOR */
		r = a || b;
		break;
	}
	s->v[s->nv++] = r;
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
			const char **bad)
{
	static const char expr_chars[] =
		"0123456789abcdefABCDEFxXuUlL \t+-*/%<>=!&|^~?:()";
	const char *q, *s = p;
	int neg = 0, overflow = 0;

	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (p < e && *p == '-')
		neg = 1, p++;
	if (p < e && *p >= '0' && *p <= '9') {
		q = literal(p, e, val, &overflow);
		if (q == e) {
			if (overflow)
				return ERR(RANGE);
			if (neg)
				*val = (uint64_t)0 - *val;
			return 0;
		}
	}
	p = s;
	if (p == e || !memchr("0123456789(-~!+", *p, 15))
		return 1;
	for (; p < e; p++)
		if (!memchr(expr_chars, *p, sizeof(expr_chars) - 1))
			return 1;
	*bad = s;
	return ERR(DISABLED);
}

/*
 * Evaluate [@p, @e).  Returns 0 with *@val set; 1 when the text is not an
 * integer expression (the caller then takes it as a string); or a
 * negative error for an expression that is well formed but cannot be
 * evaluated (division by zero, a literal too large, too complex).
 */
int yf_expr_eval(const char *p, const char *e, uint64_t *val, const char **bad)
{
	struct stacks s;
	int operand = 1, overflow = 0;
	unsigned int i;

	*bad = p;
	if (!YAMLFDT_HAVE_EXPR)
		return literal_only(p, e, val, bad);
	s.nv = 0;
	s.no = 0;
	s.divzero = 0;
	for (;;) {
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		if (p == e)
			break;
		if (s.nv >= YAMLFDT_EXPR_STACK || s.no >= YAMLFDT_EXPR_STACK)
			return ERR(EXPR);
		if (operand) {
			if (*p >= '0' && *p <= '9') {
				p = literal(p, e, &s.v[s.nv], &overflow);
				if (!p)
					return 1;
				s.nv++;
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
		for (i = 0; i < YF_COUNT(binops); i++) {
			size_t n = binops[i].s[1] ? 2 : 1;

			if ((size_t)(e - p) >= n && !memcmp(p, binops[i].s, n))
				break;
		}
		if (i == YF_COUNT(binops))
			return 1;
		p += binops[i].s[1] ? 2 : 1;
		switch (binops[i].op) {
		case OP_QUEST:		/* right associative */
			if (reduce_while(&s, prec[OP_QUEST] + 1))
				return 1;
			s.o[s.no++] = OP_QUEST;
			break;
		case OP_COLON:		/* completes inner ?: too */
			if (reduce_while(&s, prec[OP_COLON]))
				return 1;
			if (!s.no || s.o[s.no - 1] != OP_QUEST)
				return 1;
			s.o[s.no - 1] = OP_COLON;
			break;
		default:
			if (reduce_while(&s, prec[binops[i].op]))
				return 1;
			s.o[s.no++] = binops[i].op;
		}
		operand = 1;
	}
	if (operand)
		return 1;
	while (s.no > 0)
		if (reduce(&s))
			return 1;
	if (s.nv != 1)
		return 1;
	if (overflow)
		return ERR(RANGE);
	if (s.divzero)
		return ERR(DIVZERO);
	*val = s.v[0];
	return 0;
}
