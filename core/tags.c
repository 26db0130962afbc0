// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Tags: the type a value's "!uint8", "!str", "!pathref" ... gives it, for
 * value.c, which reads the value.  Calls no other file but scan.c's
 * yf_fail().
 */
#include "encode.h"

static const struct { const char *name; struct vt vt; } tags[] = {
	{ "int8", { VT_INT, 8 } }, { "uint8", { VT_UINT, 8 } },
	{ "int16", { VT_INT, 16 } }, { "uint16", { VT_UINT, 16 } },
	{ "int32", { VT_INT, 32 } }, { "uint32", { VT_UINT, 32 } },
	{ "int64", { VT_INT, 64 } }, { "uint64", { VT_UINT, 64 } },
	{ "int", { VT_INT, 32 } }, { "uint", { VT_UINT, 32 } },
	{ "u8", { VT_UINT, 8 } }, { "u16", { VT_UINT, 16 } },
	{ "u32", { VT_UINT, 32 } }, { "u64", { VT_UINT, 64 } },
	{ "str", { VT_STR, 32 } }, { "char", { VT_CHAR, 0 } },
	{ "base64", { VT_BASE64, 32 } }, { "pathref", { VT_PATHREF, 32 } },
	{ "ref", { VT_REF, 32 } },
};

/* A tag at x->p: apply it to *@t. */
int yf_read_tag(struct enc *x, struct vt *t)
{
	const char *s = ++x->p, *e;
	unsigned int i;

	while (x->p < x->le && *x->p != ' ' && *x->p != '[' && *x->p != ',' &&
	       *x->p != ']')
		x->p++;
	e = x->p;
	for (i = 0; i < YF_COUNT(tags); i++) {
		if (strlen(tags[i].name) == (size_t)(e - s) &&
		    !memcmp(tags[i].name, s, (size_t)(e - s))) {
			struct vt n = tags[i].vt;

			if (n.type == VT_PATHREF && !YAMLFDT_HAVE_PATHREF)
				return yf_mistake(x->c, YAMLFDT_ERR_DISABLED,
						  s - 1);
			if (n.type == VT_CHAR)	/* keeps the width */
				n.width = t->width;
			*t = n;
			return 0;
		}
	}
	if (e - s == 7 && !memcmp(s, "phandle", 7)) {
		/* dtc's YAML: a phandle cell, the number dtc gave the node */
		if (!YAMLFDT_HAVE_DTC_YAML)
			return yf_mistake(x->c, YAMLFDT_ERR_DISABLED, s - 1);
		t->type = VT_UINT;
		t->width = 32;
		return 0;
	}
	if ((e - s == 4 && !memcmp(s, "bool", 4)) ||
	    (e - s == 4 && !memcmp(s, "null", 4)))
		return yf_mistake(x->c, YAMLFDT_ERR_TYPE, s - 1);
	return yf_mistake(x->c, YAMLFDT_ERR_TAG, s - 1);
}
