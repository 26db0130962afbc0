// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * yamlfdt_lines(), host only: which line of a text writes which node and
 * which property.  The host tool's --check points the findings of dtc and
 * of the kernel's bindings, which name nodes by path, at the text's lines.
 *
 * It is a check-only yamlfdt_apply() in memory of its own, then one more
 * walk of the text with the state the check left: every label decided,
 * so the path of each key line reads back from the text (labels.c) as
 * pass 1 reads it.  No other file calls this one, and a firmware build
 * leaves it out (port/host's header turns it on; the U-Boot drop-in does
 * not copy it), so it costs the firmware nothing.
 */
#include "yamlfdt_int.h"

/* Lines counted so far, as the walk goes forward through the text. */
struct where {
	const char *text;	/* the text as given, a byte-order mark and all */
	const char *at;		/* counted up to here */
	const char *bol;	/* start of the line @at is on */
	unsigned int line;	/* its number, 1-based */
};

/* The 1-based line and column of @p, which is at or after w->at. */
static void locate(struct where *w, const char *p, unsigned int *line,
		   unsigned int *column)
{
	for (; w->at < p; w->at++) {
		if (*w->at == '\n') {
			w->line++;
			w->bol = w->at + 1;
		}
	}
	*line = w->line;
	*column = (unsigned int)(p - w->bol) + 1;
}

/* Where the key of @it starts: its opening quote or '*', if it has one. */
static const char *key_start(const struct item *it)
{
	const char *k = it->key;

	if (k > it->line && (k[-1] == '"' || k[-1] == '\'' ||
			     (k[-1] == '*' && it->kind == IT_OPEN_LABEL)))
		k--;
	return k;
}

/* Tell @fn about item @it: a property (@prop) or a node the text writes. */
static int tell(struct ctx *c, struct where *w, const struct item *it,
		int prop, yamlfdt_line_fn *fn, void *arg)
{
	unsigned int line, column;
	char name[NAME_BUF];
	int n = yf_node_path(c, -1, it->line, prop, c->path,
			     (int)sizeof(c->path));

	if (n < 0)
		return yf_mistake(c, YAMLFDT_ERR_TOOLONG, it->key);
	locate(w, key_start(it), &line, &column);
	if (prop) {
		memcpy(name, it->key, it->keylen);
		name[it->keylen] = '\0';
	}
	fn(arg, c->path, prop ? name : NULL, line, column);
	return 0;
}

/* The walk again, after a check that passed: each key line, told. */
static int tell_lines(struct ctx *c, const char *text, yamlfdt_line_fn *fn,
		      void *arg)
{
	struct where w = { text, text, text, 1 };
	struct item *it = &c->it;
	struct sink s;
	const char *vend;
	int ev, err = 0;

	yf_walk_init(&c->w, c->text);
	while (!err && (ev = yf_walk_next(c, &c->w, it)) > EV_END) {
		if (ev != EV_ITEM)
			continue;
		switch (it->kind) {
		case IT_PROP:
		case IT_MEMRESERVE:
			/* past the value, which may take several lines */
			memset(&s, 0, sizeof(s));
			s.memreserve = it->kind == IT_MEMRESERVE;
			err = yf_encode_value(c, it, &s, &vend);
			c->w.pos = vend;
			if (!err && it->kind == IT_PROP)
				err = tell(c, &w, it, 1, fn, arg);
			break;
		case IT_TRUE:
		case IT_FALSE:
		case IT_NULL:	/* a property, or a child node, deleted */
			err = tell(c, &w, it, 1, fn, arg);
			break;
		case IT_NODE:
		case IT_OPEN_LABEL:
		case IT_OPEN_PATH:
			if (!it->del)
				err = tell(c, &w, it, 0, fn, arg);
			break;
		default:	/* labels, "~: ~" */
			break;
		}
	}
	return err ? err : ev < 0 ? ev : 0;
}

int yamlfdt_lines(void *fdt, size_t bufsize, const char *text, size_t len,
		  const struct yamlfdt_opts *opts, yamlfdt_line_fn *fn,
		  void *arg, struct yamlfdt_error *err)
{
	struct {
		struct ctx c;
		struct yamlfdt_label labels[YAMLFDT_STACK_LABELS];
	} work;
	struct yamlfdt_opts o;
	int ret;

	if (!YAMLFDT_HAVE_LINES) {
		if (err) {
			memset(err, 0, sizeof(*err));
			err->code = -YAMLFDT_ERR_DISABLED;
		}
		return -YAMLFDT_ERR_DISABLED;
	}
	if (opts)
		o = *opts;
	else
		memset(&o, 0, sizeof(o));
	o.flags |= YAMLFDT_CHECK_ONLY;
	o.work = &work;
	o.work_size = sizeof(work);
	ret = yamlfdt_apply(fdt, bufsize, text, len, &o, err);
	if (ret)
		return ret;
	ret = tell_lines(&work.c, text, fn, arg);
	if (ret && err) {
		memset(err, 0, sizeof(*err));
		err->code = ret;
		err->ref_node = err->ref_prop = -1;
		yf_error_position(text, (size_t)(work.c.text - text) +
				  work.c.err_off, err);
	}
	return ret;
}
