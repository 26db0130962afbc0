// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * What value.c writes into a sink: bytes, a cell of a width, base64 data,
 * a reference to a label (its phandle, or its path).  The reading of the
 * text stays in value.c; these only encode what it read.
 */
#include "encode.h"

/*
 * @n bytes at the value's end, for place.c and units.c, which read reg's
 * first cells, a unit's value, a word, from here.
 */
void yf_note(struct enc *x, const void *b, size_t n)
{
	struct value_notes *v = x->s->notes;
	size_t room;

	if (YAMLFDT_HAVE_PLACE && v && x->s->len < sizeof(v->head)) {
		room = sizeof(v->head) - x->s->len;
		memcpy(v->head + x->s->len, b, n < room ? n : room);
	}
}

/*
 * Where the quoted string @p (@n bytes as written) decodes to: the
 * sink's end; in pass 1, the notes' head if it fits there whole (it only
 * shrinks as it decodes), else NULL, after noting its text as written (no
 * word units.c knows has a '\\').
 */
uint8_t *yf_quoted_to(struct enc *x, const char *p, size_t n)
{
	struct value_notes *v = x->s->notes;

	if (x->s->out)
		return x->s->out + x->s->len;
	if (!YAMLFDT_HAVE_PLACE || !v)
		return NULL;
	if (x->s->len + n <= sizeof(v->head))
		return v->head + x->s->len;
	yf_note(x, p, n);
	return NULL;
}

void yf_emit(struct enc *x, const void *b, size_t n)
{
	if (x->s->out)
		memcpy(x->s->out + x->s->len, b, n);
	yf_note(x, b, n);
	x->s->len += n;
}

/* @v (@neg: v - 2^64) as a cell: 0 (-2^(w-1) unless unsigned) to 2^w - 1 */
int yf_emit_int(struct enc *x, uint64_t v, int neg, struct vt t,
		    const char *at)
{
	unsigned int w = t.width ? t.width : 32;
	uint8_t b[8];
	unsigned int i;
	size_t cell;

	if (neg ? t.type == VT_UINT || (w < 64 && (int64_t)v >> (w - 1) != -1) :
	    w < 64 && v >> w)
		return yf_mistake(x->c, YAMLFDT_ERR_RANGE, at);
	/* "clock-frequency: -100": a name whose unit has no sign */
	if (neg && YAMLFDT_HAVE_NAME_RULES && x->it && yf_is_unsigned_key(x->it))
		return yf_mistake(x->c, YAMLFDT_ERR_NOTNUM, at);
	if (MEMRESERVE(x->s))	/* addresses and sizes: 64-bit cells */
		w = 64;
	/* "!uint8 [12, 34, 56, ...]": a MAC address is hex, 12 is 0x0c */
	if (x->mac && w == 8 && v > 9 && yf_is_digit(at[0]) &&
	    (at[1] | 0x20) != 'x' && (at[1] | 0x20) != 'b')
		return yf_mistake(x->c, YAMLFDT_ERR_MAC, at);
	/* its first byte odd: a multicast address (ff:ff:..., 01:00:5e:...) */
	if (x->mac && !x->s->len && (v >> (w - 8)) & 1)
		return yf_mistake(x->c, YAMLFDT_ERR_MAC, at);
	cell = x->s->len / 4;	/* its number, as note_ref() counts */
	if (YAMLFDT_HAVE_PLACE && x->s->notes && !v && w == 32 && cell < 32)
		x->s->notes->zeros |= 1u << cell;
	for (i = 0; i < w / 8; i++)
		b[i] = (uint8_t)(v >> (w - 8 - 8 * i));
	yf_emit(x, b, w / 8);
	if (!x->s->cells++)
		x->s->phandle_val = (uint32_t)v;
	x->numbers = 1;
	x->nonzero |= v != 0;
	return 0;
}

int yf_emit_base64(struct enc *x, const char *p, const char *e)
{
	const char *bad = p;
	uint8_t first[3];
	size_t n, k;
	int err;

	if (!YAMLFDT_HAVE_BASE64)
		return yf_mistake(x->c, YAMLFDT_ERR_DISABLED, p);
	err = yf_decode_base64(p, e, x->s->out ? x->s->out + x->s->len : NULL,
			       &n, &bad);
	if (err)
		return yf_fail(x->c, err, bad);
	/* "mac-address: !base64 AwBepxzk": its 6 bytes, the first even */
	if (x->mac && (n != 6 || x->s->len ||
		       yf_decode_base64(p, p + 4, first, &k, &bad) ||
		       (first[0] & 1)))
		return yf_mistake(x->c, YAMLFDT_ERR_MAC, p);
	x->s->len += n;
	return 0;
}

/* The reference to label @idx at @at: its specifier starts here */
static void note_ref(struct enc *x, struct value_notes *v, int idx,
		     const char *at)
{
	if (v->nrefs < SINK_REFS) {
		v->refs[v->nrefs].label = (uint16_t)idx;
		v->refs[v->nrefs].cell = (uint16_t)(x->s->len / 4);
		v->refs[v->nrefs].at = (uint32_t)(at - x->c->text);
	}
	v->nrefs++;
}

/*
 * Without a label table: the phandle of label @p (@len bytes) if it was
 * looked up lately, else 0.  A cache, deciding nothing: a label is often
 * used again, and each value is encoded in pass 1 and twice in pass 2
 * (measured, then written), while a lookup walks the tree down the
 * label's path.  Only phandles the tree has are kept: they do not change
 * as the tree does.
 */
static uint32_t recent_phandle(const struct ctx *c, const char *p,
			       unsigned int len)
{
	unsigned int i;

	for (i = 0; i < RECENT_REFS; i++)
		if (c->recent.len[i] == len &&
		    !memcmp(c->text + c->recent.name[i], p, len))
			return c->recent.phandle[i];
	return 0;
}

static void remember_phandle(struct ctx *c, const char *p, unsigned int len,
			     uint32_t phandle)
{
	unsigned int i = c->recent_next++ % RECENT_REFS;

	if (len > 0xff)		/* a length recent.len cannot hold */
		return;
	c->recent.name[i] = (uint32_t)(p - c->text);
	c->recent.len[i] = (uint8_t)len;
	c->recent.phandle[i] = phandle;
}

/*
 * Without a label table: the phandle of a base tree's label, looked up
 * now, in *@ph.  A node without a phandle yet gives 0 and is counted in
 * the sink: pass 1 makes room for its phandle, pass 2 gives it one
 * (edit.c's yf_write_prop()) and encodes the value again.
 */
static int base_phandle(struct enc *x, const char *p, unsigned int len,
			uint32_t *ph)
{
	struct ctx *c = x->c;
	const char *path;
	int node;

	*ph = recent_phandle(c, p, len);
	if (*ph)
		return 0;
	node = yf_symbol_node(c, p, len, &path);
	if (node == -YAMLFDT_ERR_PATH && c->writing)
		return yf_mistake(c, YAMLFDT_ERR_INTERNAL, p);
	if (node < 0)
		return yf_fail(c, node, p);
	*ph = fdt_get_phandle(c->fdt, node);
	if (*ph)
		remember_phandle(c, p, len, *ph);
	else if (!x->s->bare++)	/* the first gets the next one */
		x->s->bare_node = node;
	return 0;
}

/* A reference to a label: its phandle cell, or (!pathref) its path. */
int yf_emit_label(struct enc *x, const char *p, const char *e,
		      int pathref)
{
	uint32_t v = 0;
	int idx = -1, n, err;

	if (yf_scan_label(p, e) != e || p == e)
		return yf_mistake(x->c, YAMLFDT_ERR_SYNTAX, p);
	if (!x->c->writing && x->c->deletes &&	/* for check.c */
	    x->s->nref++ == x->s->ref_skip)
		x->s->ref = p;
	if (YAMLFDT_LABEL_TABLE) {
		idx = yf_label_use(x->c, p, (unsigned int)(e - p),
				   pathref ? LF_PATHREF : LF_REF);
		if (idx < 0)
			return idx;
	} else {
		err = base_phandle(x, p, (unsigned int)(e - p), &v);
		if (err)
			return err;
	}
	if (!YAMLFDT_HAVE_PATHREF || !pathref) {
		/* "*x", "$x" or "!ref x": where the reference starts */
		const char *at = p[-1] == '*' || p[-1] == '$' ? p - 1 : p;
		fdt32_t ph;

		/*
		 * "interrupts: [*gpio1, 7, 2]": interrupts-extended's form.
		 * GICv3's 4th cell, a partition, is a phandle: not first.
		 */
		if (YAMLFDT_HAVE_NAME_RULES && x->it &&
		    yamlfdt_holds_numbers(x->it->key, x->it->keylen) &&
		    (x->s->len == 0 || x->it->keylen != 10 ||
		     memcmp(x->it->key, "interrupts", 10)))
			return yf_mistake(x->c, YAMLFDT_ERR_NOTNUM, at);
		if (!x->s->ref_at)
			x->s->ref_at = at;
		if (YAMLFDT_HAVE_PLACE && x->s->notes)	/* place.c */
			note_ref(x, x->s->notes, idx, at);

		if (YAMLFDT_LABEL_TABLE)
			v = x->c->labels[idx].phandle;
		fdt32_st(&ph, v);
		yf_emit(x, &ph, 4);
		x->numbers = 1;
		x->nonzero = 1;
		return 0;
	}
	if (!x->s->resolved)	/* the check pass counts path bytes itself */
		return 0;
	n = yf_label_path(x->c, idx, x->c->path, sizeof(x->c->path));
	if (n < 0)
		return yf_mistake(x->c, YAMLFDT_ERR_INTERNAL, p);
	yf_emit(x, x->c->path, (size_t)n + 1);
	return 0;
}
