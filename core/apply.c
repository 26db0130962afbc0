// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * yamlfdt_apply(): the state, the base tree's checks, then pass 1
 * (check.c) and, only if the whole text passed it and the caller asked for
 * more than a check, pass 2 (write.c).
 */
#include "yamlfdt_int.h"

/* Is @node named __symbols__? */
static int is_symbols(const void *fdt, int node)
{
	const char *name;
	int len;

	name = fdt_get_name(fdt, node, &len);
	return name && len == 11 && !memcmp(name, "__symbols__", 11);
}

/*
 * The base tree, whole, before the text is read: what libfdt's
 * fdt_check_full() checks after the header (every tag readable inside the
 * structure block, nodes balanced under one root with an empty name, each
 * property's name a terminated string of the strings block), in one walk
 * over fdt_next_tag() that also notes the largest phandle for labels.c
 * and clash.c, as fdt_find_max_phandle() reads them: a node's "phandle" of 4 bytes,
 * else its "linux,phandle" of 4 bytes, the first of each.  The two calls
 * walked the tree twice (the second reads each node's properties again by
 * name): half an overlay's count on a small base.  Why the whole tree is
 * checked: docs/design.md.  The walk notes /__symbols__ too, which
 * fdt_subnode_offset() would find by a walk of every subtree before it.
 */
static YAMLFDT_NOINLINE int check_base(struct ctx *c)
{
	static const char linux_phandle[] = "linux,phandle";
	const struct fdt_property *prop;
	const char *name;
	int off, next = 0, depth = 0, len, ended = 0;
	int rank = 0;		/* the node's phandle: 0 none, 1 linux, 2 */
	uint32_t tag, ph = 0;

	for (;;) {
		off = next;
		tag = fdt_next_tag(c->fdt, off, &next);
		if (next < 0)	/* unreadable, or an unknown tag */
			return next;
		if (ended && tag != FDT_END)	/* a second root */
			return -FDT_ERR_BADLAYOUT;
		if (tag == FDT_NOP)
			continue;
		/*
		 * fdt_next_tag() has seen the whole record inside the block:
		 * fdt_offset_ptr() cannot fail on it.
		 */
		if (tag == FDT_PROP) {
			prop = fdt_offset_ptr(c->fdt, off, sizeof(*prop));
			name = fdt_get_string(c->fdt,
					      (int)fdt32_to_cpu(prop->nameoff),
					      &len);
			if (!name)
				return len;
			if (fdt32_to_cpu(prop->len) == 4 &&
			    (len == 7 ? rank < 2 : len == 13 && !rank) &&
			    !memcmp(name, linux_phandle + 13 - len, (size_t)len)) {
				rank = len == 7 ? 2 : 1;
				ph = fdt32_to_cpu(*(const fdt32_t *)prop->data);
			}
			continue;
		}
		/* the properties of the node before are all seen */
		if (ph > c->base_max_phandle)
			c->base_max_phandle = ph;
		rank = 0;
		ph = 0;
		if (tag == FDT_END)
			return depth ? -FDT_ERR_BADSTRUCTURE : 0;
		if (tag == FDT_BEGIN_NODE) {	/* the root's name is empty */
			name = fdt_offset_ptr(c->fdt, off + FDT_TAGSIZE, 1);
			if (!depth++ && *name)
				return -FDT_ERR_BADLAYOUT;
			if (depth == 2 && *name == '_' &&
			    is_symbols(c->fdt, off))
				yf_symbols_found(c, off);
		} else {			/* FDT_END_NODE */
			if (!depth--)
				return -FDT_ERR_BADSTRUCTURE;
			ended = !depth;
		}
	}
}

/*
 * The call, its state in @work (@size bytes: the state, then the label
 * table unless the options give one).
 */
static int apply(void *work, size_t size, void *fdt, size_t bufsize,
		 const char *text, size_t len,
		 const struct yamlfdt_opts *opts, struct yamlfdt_error *err)
{
	struct ctx *c = work;
	int ret;

	if (size < sizeof(struct ctx) ||
	    (uintptr_t)work % _Alignof(struct ctx)) {
		ret = -YAMLFDT_ERR_WORK;
		goto out;
	}
	memset(c, 0, sizeof(*c));
	c->fdt = fdt;
	c->bufsize = bufsize > 0x7fffffff ? 0x7fffffff : bufsize;
	/*
	 * A UTF-8 byte-order mark (YAML allows one) is not part of the
	 * first line; error positions still count its bytes.
	 */
	c->text = len >= 3 && !memcmp(text, "\xef\xbb\xbf", 3) ? text + 3 : text;
	c->end = text + len;
	/*
	 * A struct's size is a multiple of its alignment, and the state's
	 * (pointers) is at least a label's (32-bit fields): the table after
	 * it is aligned.
	 */
	c->labels = (struct label *)(c + 1);
	size = (size - sizeof(struct ctx)) / sizeof(struct yamlfdt_label);
	c->maxlabels = size > 0x7fff ? 0x7fff : (uint16_t)size;
	if (opts) {
		c->flags = opts->flags;
		c->allow = opts->allow;
		c->nallow = opts->nallow;
		if (opts->labels) {
			c->labels = (struct label *)opts->labels;
			c->maxlabels = opts->max_labels > 0x7fff ? 0x7fff :
				       opts->max_labels;
		}
	}
	yf_labels_init(c);

	ret = c->bufsize < sizeof(struct fdt_header) ? -FDT_ERR_TRUNCATED :
	      fdt_check_header(fdt);
	if (!ret && fdt_totalsize(fdt) > c->bufsize)
		ret = -FDT_ERR_TRUNCATED;
	/* v15 trees: node names are full paths, fdt_get_name() differs */
	if (!ret && fdt_version(fdt) < 16)
		ret = -FDT_ERR_BADVERSION;
	c->base_symbols = SYMBOLS_UNKNOWN;	/* check_base() looks */
	if (!ret)
		ret = check_base(c);
	if (!ret)
		yf_symbols_found(c, -1);	/* the base has none */
	if (!ret && len > 0xffffffffu)
		ret = -YAMLFDT_ERR_TOOLONG;
	if (!ret && ((!YAMLFDT_HAVE_SYMBOLS && (c->flags & YAMLFDT_SYMBOLS)) ||
		     (!YAMLFDT_HAVE_ALLOW && c->allow)))
		ret = -YAMLFDT_ERR_DISABLED;
	if (ret) {
		c->err_off = 0;
		c->text = NULL;		/* not about the text */
	}
	if (!ret)
		ret = yf_check_bytes(c);
	if (!ret)
		ret = yf_check_text(c);
	if (!ret && !(c->flags & YAMLFDT_CHECK_ONLY)) {
		ret = yf_write_text(c);
		if (ret)	/* pass 1 should have caught it: a bug */
			c->err_off = 0;
	}

out:
	if (err) {
		memset(err, 0, sizeof(*err));
		err->code = ret;
		if (ret == -FDT_ERR_NOSPACE)
			err->needed = c->needed;
		err->ref_node = ret == -YAMLFDT_ERR_INUSE ||
				ret == -YAMLFDT_ERR_NOREG ||
				ret == -YAMLFDT_ERR_NEWNAME ||
				ret == -YAMLFDT_ERR_TYPO ||
				ret == -YAMLFDT_ERR_NOTHERE ? c->ref_node : -1;
		err->ref_prop = ret == -YAMLFDT_ERR_INUSE ||
				ret == -YAMLFDT_ERR_TYPO ||
				ret == -YAMLFDT_ERR_NOTHERE ? c->ref_prop : -1;
		if (ret && ret != -YAMLFDT_ERR_WORK && c->text)
			yf_error_position(text, (size_t)(c->text - text) +
					  c->err_off, err);
	}
	return ret;
}

/*
 * The state on the stack, when the caller gives no memory for it.  Never
 * inlined: then a call that is given memory does not pay for this frame.
 */
static YAMLFDT_NOINLINE int apply_on_stack(void *fdt, size_t bufsize,
					   const char *text, size_t len,
					   const struct yamlfdt_opts *opts,
					   struct yamlfdt_error *err)
{
	if (YAMLFDT_LABEL_TABLE) {	/* the state and a small table */
		struct {
			struct ctx c;
			struct yamlfdt_label labels[YAMLFDT_STACK_LABELS];
		} w;

		return apply(&w, sizeof(w), fdt, bufsize, text, len, opts,
			     err);
	} else {			/* no table: the state alone */
		struct ctx c;

		return apply(&c, sizeof(c), fdt, bufsize, text, len, opts,
			     err);
	}
}

_Static_assert(_Alignof(struct ctx) >= _Alignof(struct yamlfdt_label),
	       "labels follow the state in yamlfdt_opts.work");

size_t yamlfdt_work_size(void)
{
	return sizeof(struct ctx);
}

int yamlfdt_apply(void *fdt, size_t bufsize, const char *text, size_t len,
		  const struct yamlfdt_opts *opts, struct yamlfdt_error *err)
{
	if (!opts || !opts->work)
		return apply_on_stack(fdt, bufsize, text, len, opts, err);
	return apply(opts->work, opts->work_size, fdt, bufsize, text, len,
		     opts, err);
}
