/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * The state of one value's reading, shared by the three files that read
 * and encode it (value.c reads the text, tags.c its tags, emit.c writes
 * what they read into a sink), and no other.
 */
#ifndef YAMLFDT_ENCODE_H
#define YAMLFDT_ENCODE_H

#include "yamlfdt_int.h"

/* What a plain scalar becomes, as set by the nearest tag. */
enum vtype {
	VT_AUTO,	/* integer if it is an expression, else string */
	VT_INT,		/* integer of the current width, either sign */
	VT_UINT,	/* integer of the current width, unsigned */
	VT_STR, VT_CHAR, VT_BASE64, VT_PATHREF, VT_REF,
};

struct vt {
	uint8_t type;
	uint8_t width;		/* bits of integers: 8, 16, 32, 64 */
};

struct enc {
	struct ctx *c;
	struct sink *s;
	const char *p;		/* cursor */
	const char *le;		/* end of the cursor's line content */
	uint8_t block_seq;	/* in a block sequence's items */
	uint8_t status;		/* the property is status: one string */
	uint8_t names;		/* a list of names, each one word */
	uint8_t mac;		/* a MAC address: 6 bytes */
	uint8_t phandles;	/* a property of phandles: no string */
	uint8_t tagged;		/* the value has a tag: "!uint32 0" */
	uint8_t width;		/* that tag's cell width in bits */
	uint8_t text;		/* a string written */
	uint8_t nonzero;	/* a number other than 0, or a reference */
	/* For the mistakes only a whole sequence shows: */
	uint8_t numbers;	/* integers or references written */
	unsigned int key_indent;
	const char *open;	/* outermost '[' still open */
	const char *dash;	/* the "- " of the block item being read */
	const struct item *it;	/* the property's key */
	const char *word;	/* the first plain word that was not */
	const char *digit_word;	/* the first such that starts like one */
	const char *ref_word;	/* a plain word first in phandles */
};

/* emit.c: encoding what value.c reads */
void yf_note(struct enc *x, const void *b, size_t n);
uint8_t *yf_quoted_to(struct enc *x, const char *p, size_t n);
void yf_emit(struct enc *x, const void *b, size_t n);
int yf_emit_int(struct enc *x, uint64_t v, int neg, struct vt t,
		const char *at);
int yf_emit_base64(struct enc *x, const char *p, const char *e);
int yf_emit_label(struct enc *x, const char *p, const char *e, int pathref);

/* tags.c */
int yf_read_tag(struct enc *x, struct vt *t);

#endif
