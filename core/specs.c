// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Specifiers: the cells after each phandle.  A phandle of clocks, gpios,
 * resets and the like names a node of that kind (one with #clock-cells,
 * #gpio-cells, ...), followed by as many cells as that says; interrupts
 * take their controller's #interrupt-cells.  For *label references, and
 * for the raw numbers a decompiled tree writes (clocks: [0x02, 0x16]).
 * libfdt writes any of these without a word and the kernel misreads them
 * (dtc only warns: clocks_property, gpios_property,
 * interrupts_property).  On a base tree only, as place.c, which calls
 * it; calls pins.c, labels.c, find.c and walk.c, below it.
 */
#include "yamlfdt_int.h"

/*
 * A list whose 0 entries are holes: cs-gpios (the controller's own chip
 * selects), assigned-clocks and assigned-clock-parents (a clock left as
 * it is, <0> in DTS).
 */
static int may_hole(const struct item *it)
{
	return (it->keylen >= 8 &&
		!memcmp(it->key + it->keylen - 8, "cs-gpios", 8)) ||
	       YF_KEY_IS(it, "assigned-clocks") ||
	       YF_KEY_IS(it, "assigned-clock-parents");
}

/*
 * A GPIO list (@cells "#gpio-cells") of @s's length in base node frame
 * @f already: its 0 entries are holes (gpio.txt's "<0>"; at91's NAND
 * gpios end in one), as the board writes them.  In a list of another
 * shape, an extra 0 is as likely a flags cell too many.
 */
static int base_shape(struct ctx *c, const struct item *it,
		      const struct frame *f, const struct sink *s,
		      const char *cells)
{
	int len = -1;

	return *cells == '#' && cells[1] == 'g' && f->node > 0 &&
	       fdt_getprop_namelen(c->fdt, f->node, it->key, (int)it->keylen,
				   &len) && (size_t)len == s->len;
}

/* Are cells [@from, @end) of a value all 0, holes in a list (cs-gpios)? */
static int holes(const struct value_notes *n, unsigned int from,
		 unsigned int end)
{
	for (; from < end; from++)
		if (from >= 32 || !(n->zeros & 1u << from))
			return 0;
	return 1;
}

#define CELLS_NONE	(~0u)		/* no provider of the kind */
#define CELLS_UNKNOWN	(~1u)

/*
 * The @cells ("#clock-cells") of the node that label @idx, one the text
 * defines, names: the text's value (in any mapping of that node), else
 * the base node's; CELLS_NONE without either.  A path that does not fit
 * or a value that is no plain number is CELLS_UNKNOWN.
 */
static uint32_t text_label_cells(struct ctx *c, unsigned int idx,
				 const char *cells)
{
	int len = yf_label_path(c, (int)idx, c->path, sizeof(c->path));
	const fdt32_t *p;
	struct item o;
	uint64_t v;
	int node;

	if (len <= 0)
		return CELLS_UNKNOWN;
	if (yf_text_sets(c, c->path, (unsigned int)len, cells, strlen(cells),
			 IT_PROP, &o))
		return yf_value_number(c, o.val, &v) && v <= 16 ?
		       (uint32_t)v : CELLS_UNKNOWN;
	node = yf_find_path(c->fdt, c->path, (unsigned int)len);
	p = node >= 0 ? fdt_getprop(c->fdt, node, cells, &len) : NULL;
	return p && len == 4 ? fdt32_to_cpu(*p) : CELLS_NONE;
}

/*
 * A trigger type controller @ctrl (of @cells cells) refuses, in the
 * entries of interrupts @v (its first @n bytes): a GIC's shared interrupt
 * (GIC_SPI, first cell 0) on a falling edge or a low level (2, 8): the
 * GIC senses a rising edge or a high level only, and the kernel maps no
 * interrupt; a GIC's private interrupt (GIC_PPI, first cell 1) past 15,
 * an SPI's number typed as a PPI (the GIC maps it onto another SPI); a
 * GPIO controller's type no Linux IRQ_TYPE_* (5, -1).
 */
static int bad_trigger(struct ctx *c, int ctrl, int cells, const uint8_t *v,
		       size_t n)
{
	const char *compat;
	uint32_t type;
	size_t i, k;
	int len, gic;

	compat = fdt_getprop(c->fdt, ctrl, "compatible", &len);
	for (i = 4, gic = 0; compat && len > 4 && !memcmp(compat, "arm,", 4) &&
	     i + 3 <= (size_t)len; i++)
		gic |= !memcmp(compat + i, "gic", 3);
	if (!(gic && cells == 3) && !(cells == 2 &&
	    fdt_getprop(c->fdt, ctrl, "gpio-controller", NULL)))
		return 0;
	for (k = 0; k + 4u * cells <= n; k += 4u * cells) {
		type = yf_cell(v, k + 4u * cells - 4);
		if (gic ? (!yf_cell(v, k) && (type & 0xf) != 1 &&
			   (type & 0xf) != 4 && (type & 0xf)) ||
			  (yf_cell(v, k) == 1 && yf_cell(v, k + 4) > 15) :
		    type > 8 || type == 5 || type == 6 || type == 7)
			return 1;
	}
	return 0;
}

/*
 * Is reference @k + 1 of @n a child of base node @node, the target of
 * reference @k, and so its one argument?  TI's mailbox takes its
 * sub-mailbox so: "mboxes = <&mailbox &mbox_wkupm3>".
 */
static int sub_node_arg(struct ctx *c, const struct value_notes *n,
			unsigned int k, int node)
{
	int arg;

	if (node < 0 || k + 1 >= n->nrefs || k + 1 >= SINK_REFS ||
	    n->refs[k + 1].cell != n->refs[k].cell + 1)
		return 0;
	arg = yf_base_label_node(c, n->refs[k + 1].label);
	return arg >= 0 && fdt_parent_offset(c->fdt, arg) == node;
}

/*
 * Each reference of @it's value @s (the first SINK_REFS) and the cells after
 * it, up to the next: as many as its target's #*-cells says ("gpios:
 * [*gpio1, 5]" under #gpio-cells 2, "clocks: [*ccu]" under #clock-cells
 * 1), none for pinctrl-N and the like (dtc: gpios_property,
 * clocks_property), or those and 0 cells, holes, where @it may have
 * them (may_hole(), base_shape(), the node of frame @f's).  Asked
 * where the target's count is known, from the base or the text; numbers
 * that are phandles themselves read as its arguments.
 */
static int ref_specifiers(struct ctx *c, const struct item *it,
			  const struct frame *f, const char *cells,
			  const struct sink *s, const struct value_notes *n)
{
	const fdt32_t *v;
	unsigned int k, end, want, got, args;
	int node, len;

	for (k = 0; k < n->nrefs && k < SINK_REFS; k++) {
		if (k + 1 == SINK_REFS && n->nrefs > SINK_REFS)
			break;		/* where it ends is not kept */
		end = k + 1 < n->nrefs ? n->refs[k + 1].cell :
		      (unsigned int)(s->len / 4);
		want = 0;
		node = *cells ? yf_base_label_node(c, n->refs[k].label) : -1;
		if (node >= 0) {
			/* none: no controller of its kind (gpios: [*pinmux]) */
			v = fdt_getprop(c->fdt, node, cells, &len);
			want = v && len == 4 ? fdt32_to_cpu(*v) : CELLS_NONE;
		} else if (*cells) {	/* a label of the text's */
			want = text_label_cells(c, n->refs[k].label, cells);
			if (want == CELLS_UNKNOWN)
				continue;
		}
		got = end - n->refs[k].cell - 1;
		if (!got && want == 1 && sub_node_arg(c, n, k, node)) {
			k++;		/* "mboxes: [*mailbox, *mbox_wkupm3]" */
			continue;
		}
		if (got < want || (got > want &&
		    ((!may_hole(it) && !base_shape(c, it, f, s, cells)) ||
		     !holes(n, n->refs[k].cell + 1 + want, end))))
			return yf_mistake(c, YAMLFDT_ERR_CELLS,
					  c->text + n->refs[k].at);
		/* interrupts-extended: a trigger its controller takes */
		args = 4u * (n->refs[k].cell + 1u);
		if (node >= 0 && args + 4u * want <= SINK_HEAD &&
		    strlen(cells) == 16 &&
		    !memcmp(cells, "#interrupt-cells", 16) &&
		    bad_trigger(c, node, (int)want, n->head + args, 4u * want))
			return yf_mistake(c, YAMLFDT_ERR_IRQTYPE,
					  c->text + n->refs[k].at);
		/* a GPIO's flags, "-1" for none: every flag set */
		if (want == 2 && strlen(cells) == 11 &&
		    !memcmp(cells, "#gpio-cells", 11) &&
		    4u * (n->refs[k].cell + 3) <= SINK_HEAD &&
		    yf_cell(n->head, 4u * (n->refs[k].cell + 2)) > 0x7f)
			return yf_mistake(c, YAMLFDT_ERR_ENUM,
					  c->text + n->refs[k].at);
	}
	return 0;
}

/*
 * A value of raw numbers where phandles go, as "dtc -O dts" writes them
 * ("gpios: [0x0c, 5, 0]"), entry by entry through its first SINK_HEAD
 * bytes: each phandle of a base node names one of the property's kind
 * (@kind: "#gpio-cells"; NULL: pinctrl-N's pin group, no device), and a
 * value within the head ends where its last entry's arguments do (@args:
 * the kind's count is theirs).  A phandle above the base's is check.c's
 * RAWPHANDLE, or the text's own.  Asked where the base has /__symbols__:
 * there a text has labels and a raw number is a habit of decompiled DTS;
 * without, numbers are a text's only way to refer, and looking each up
 * walks the tree (a board's text went from 0.46 to 2.03 times
 * fdt_overlay_apply()'s instructions).
 */
static int raw_specifiers(struct ctx *c, const struct item *it,
			  const struct frame *f, const char *kind, int args,
			  const struct sink *s)
{
	unsigned int k, step, end = (unsigned int)(s->len / 4);
	const fdt32_t *p;
	fdt32_t cell;
	uint32_t v;
	int node, len;

	for (k = 0; k < end && k < SINK_HEAD / 4; k += step) {
		memcpy(&cell, s->notes->head + 4 * k, 4);	/* unaligned */
		v = fdt32_to_cpu(cell);
		step = 1;
		if (!v && may_hole(it))
			continue;	/* a hole: cs-gpios' own CS, a clock */
		if (!v)		/* past an entry's arguments, as for *label */
			return k ? yf_mistake(c, YAMLFDT_ERR_CELLS, it->val) :
			       0;
		node = v <= c->base_max_phandle ?
		       fdt_node_offset_by_phandle(c->fdt, v) : -1;
		if (node < 0)
			return 0;
		if (!kind && (node == f->node ||
			      fdt_getprop(c->fdt, node, "compatible", NULL)))
			return yf_mistake(c, YAMLFDT_ERR_PINGROUP, it->val);
		p = kind ? fdt_getprop(c->fdt, node, kind, &len) : NULL;
		if (kind && (!p || len != 4))
			return yf_mistake(c, YAMLFDT_ERR_RAWPHANDLE, it->val);
		v = args ? fdt32_to_cpu(*p) : 0;
		if (v > 16)
			return 0;	/* no count a tree has */
		step += v;
	}
	/* the last entry short of its arguments */
	return k > end ? yf_mistake(c, YAMLFDT_ERR_CELLS, it->val) : 0;
}

/*
 * The node whose #interrupt-cells reads the interrupts of base node
 * @node, as the kernel finds it (of_irq_find_parent()): interrupt-parent,
 * else the parent, until a node has #interrupt-cells; or -1.
 */
static int interrupt_controller(struct ctx *c, int node)
{
	const fdt32_t *p;
	int len, depth;

	for (depth = 0; node >= 0 && depth < YAMLFDT_MAX_DEPTH * 2; depth++) {
		p = fdt_getprop(c->fdt, node, "interrupt-parent", &len);
		node = p && len == 4 ?
		       fdt_node_offset_by_phandle(c->fdt,
						  fdt32_to_cpu(*p)) :
		       fdt_parent_offset(c->fdt, node);
		if (node >= 0 &&
		    fdt_getprop(c->fdt, node, "#interrupt-cells", NULL))
			return node;
	}
	return -1;
}

/*
 * The base node interrupt-parent's value @v names: "*gpio1", or a
 * decompiled tree's raw "0x03"; -1 for none known.
 */
static int named_controller(struct ctx *c, const char *v)
{
	const char *e, *sym;
	uint64_t ph;
	int idx;

	if (yf_is_digit(*v))	/* only with /__symbols__: raw_specifiers() */
		return c->base_symbols < 0 || !yf_value_number(c, v, &ph) ||
		       !ph || ph > c->base_max_phandle ? -1 :
		       fdt_node_offset_by_phandle(c->fdt, (uint32_t)ph);
	if (*v != '*')
		return -1;
	e = yf_scan_label(v + 1, c->end);
	idx = yf_label_find(c, v + 1, (unsigned int)(e - v - 1));
	if (idx >= 0)
		return yf_base_label_node(c, (unsigned int)idx);
	/* met after interrupts: not in the table yet; the base's */
	sym = yf_symbol_path(c, v + 1, (unsigned int)(e - v - 1));
	return sym ? yf_find_path(c->fdt, sym, (unsigned int)strlen(sym)) : -1;
}

/*
 * The controller of the interrupts of the node of frame @f (base node
 * @node: the frame's, or a new node's parent): the mapping's
 * interrupt-parent (*@v its value), else the one the node inherits; or
 * -1.
 */
static int frame_controller(struct ctx *c, const struct frame *f, int node,
			    const char **v)
{
	*v = NULL;
	if (!yf_mapping_sets(c, f, "interrupt-parent", 16, v))
		return interrupt_controller(c, node);
	return *v ? named_controller(c, *v) : -1;
}

/* The #interrupt-cells of controller @ctrl, 1 to 8, or 0 */
static int cells_of(struct ctx *c, int ctrl)
{
	const fdt32_t *p;
	int len;

	p = ctrl >= 0 ? fdt_getprop(c->fdt, ctrl, "#interrupt-cells", &len) :
	    NULL;
	return p && len == 4 && fdt32_to_cpu(*p) <= 8 ?
	       (int)fdt32_to_cpu(*p) : 0;
}

/*
 * The controller that another mapping of @it's node names in its
 * interrupt-parent (*@v its value), or @node when none does ("*rtc:"
 * after the block that made rtc@68).  Out of line: its item would sit
 * in the deepest chain's frame.
 */
static YAMLFDT_NOINLINE int later_parent(struct ctx *c, const struct item *it,
					 const char **v, int node)
{
	struct item o;
	int len;

	len = yf_node_path(c, -1, it->line, 1, c->path, sizeof(c->path));
	if (len <= 0 || !yf_text_sets(c, c->path, (unsigned int)len,
				      "interrupt-parent", 16, IT_PROP, &o) ||
	    !o.val)
		return node;
	*v = o.val;
	return named_controller(c, o.val);
}

/*
 * interrupts, encoded to @s, in base node @node (or a new node under
 * @up); where the mapping sets its own interrupt-parent, that
 * controller's: entries of its #interrupt-cells, one name each in
 * interrupt-names, a trigger it takes.
 */
static int check_interrupts(struct ctx *c, const struct item *it,
			    const struct frame *f, int up,
			    const struct sink *s)
{
	const char *v, *at = it->val ? it->val : it->key;
	const fdt32_t *p;
	int cells, node, names, len;

	node = frame_controller(c, f, f->node >= 0 ? f->node : up, &v);
	if (!v)		/* "*rtc:" later gives it interrupt-parent: that one */
		node = later_parent(c, it, &v, node);
	p = node >= 0 ? fdt_getprop(c->fdt, node, "#interrupt-cells", &len) :
	    NULL;
	if (node >= 0 && v && (!p || len != 4))	/* no controller: *pinmux */
		return yf_mistake(c, YAMLFDT_ERR_CELLS, v);
	cells = p && len == 4 ? (int)fdt32_to_cpu(*p) : 0;
	if (cells <= 0 || cells > 8)
		return 0;
	if (s->len % (4u * (unsigned int)cells))
		return yf_mistake(c, YAMLFDT_ERR_CELLS, at);
	names = yf_names_count(c, it, f, "interrupt-names");
	if (yf_names_misfit(c, f, names, (size_t)names ==
			    s->len / (4u * (unsigned int)cells), "interrupts",
			    s->len, "interrupt-names"))
		return yf_mistake(c, YAMLFDT_ERR_NAMES, at);
	return bad_trigger(c, node, cells, s->notes->head,
			   s->len < SINK_HEAD ? s->len : SINK_HEAD) ?
	       yf_mistake(c, YAMLFDT_ERR_IRQTYPE, at) : 0;
}

/*
 * "interrupt-parent: *gic" on base node @node whose interrupts stay (its
 * mapping sets none): they were written for the old controller's cells
 * ("[3, 4]" for a GPIO controller's 2, read by the GIC's 3); on the root,
 * a controller of other cells than the root's; a node the text labels
 * with no #interrupt-cells, no controller (a new GPIO expander's
 * interrupt-controller left out).  @it's one reference, noted in @n.
 */
static int new_parent(struct ctx *c, const struct item *it,
		      const struct frame *f, const struct value_notes *n)
{
	const fdt32_t *p;
	const char *v;
	int cells, irqs, old = 0;

	if (n->nrefs == 1 && YAMLFDT_LABEL_TABLE &&
	    (c->labels[n->refs[0].label].flags & LF_DEFINED) &&
	    text_label_cells(c, n->refs[0].label, "#interrupt-cells") ==
	    CELLS_NONE)
		return yf_mistake(c, YAMLFDT_ERR_CELLS, it->val);

	/* the root's: every node's default, written for the old one's cells */
	if (!f->node && n->nrefs == 1) {
		p = fdt_getprop(c->fdt, 0, "interrupt-parent", &irqs);
		if (p && irqs == 4)
			old = cells_of(c, fdt_node_offset_by_phandle(c->fdt,
							fdt32_to_cpu(*p)));
		cells = cells_of(c, yf_base_label_node(c, n->refs[0].label));
		return old && cells && old != cells ?
		       yf_mistake(c, YAMLFDT_ERR_CELLS, it->val) : 0;
	}
	if (f->node <= 0 || n->nrefs != 1 ||
	    yf_mapping_sets(c, f, "interrupts", 10, &v) ||
	    !fdt_getprop(c->fdt, f->node, "interrupts", &irqs) ||
	    yf_text_sets_key(c, it, "interrupts"))	/* in another block */
		return 0;
	cells = cells_of(c, yf_base_label_node(c, n->refs[0].label));
	return cells && irqs % (4 * cells) ?
	       yf_mistake(c, YAMLFDT_ERR_CELLS, it->val) : 0;
}

/*
 * interrupt-names in base node frame @f whose mapping sets no interrupts:
 * one name for each of the base's ("[macirq, eth_wake_irq]" for one:
 * platform_get_irq_byname() finds no second).
 */
static int names_alone(struct ctx *c, const struct item *it,
		       const struct frame *f)
{
	const char *v;
	int irqs, cells, names;

	if (f->node <= 0 || yf_mapping_sets(c, f, "interrupts", 10, &v) ||
	    !fdt_getprop(c->fdt, f->node, "interrupts", &irqs))
		return 0;
	cells = cells_of(c, frame_controller(c, f, f->node, &v));
	names = yf_names_count(c, it, f, "interrupt-names");
	return cells && yf_names_misfit(c, f, names,
					names * 4 * cells == irqs,
					"interrupts", (size_t)irqs,
					"interrupt-names") &&
	       !yf_text_sets_key(c, it, "interrupts") ?
	       yf_mistake(c, YAMLFDT_ERR_NAMES, it->val) : 0;
}

/*
 * A new fixed regulator's enable GPIO (@it, encoded to @s: one phandle and
 * two cells) whose flags cell says other than enable-active-high does:
 * the kernel takes the polarity from enable-active-high alone,
 * active-low without it, and ignores the flags (gpiolib-of.c's quirks for
 * regulator-fixed): [*gpio0, 6, 0] without it meant active-high.
 */
static YAMLFDT_NOINLINE int fixed_polarity(struct ctx *c,
					   const struct item *it,
					   const struct frame *f,
					   const struct sink *s)
{
	const struct value_notes *n = s->notes;
	const char *v;
	int high;

	if (f->node >= 0 || s->len != 12 || n->nrefs != 1 || n->refs[0].cell ||
	    (!YF_KEY_IS(it, "gpio") && !YF_KEY_IS(it, "gpios")) ||
	    !yf_mapping_sets(c, f, "compatible", 10, &v) || !v)
		return 0;
	v += *v == '"' || *v == '\'' || *v == '[';
	if (c->end - v < 15 || memcmp(v, "regulator-fixed", 15))
		return 0;
	high = !(yf_cell(n->head, 8) & 1);	/* GPIO_ACTIVE_HIGH, 0 */
	return high == (yf_mapping_sets(c, f, "enable-active-high", 18, &v) ||
			yf_text_sets_key(c, it, "enable-active-high")) ?
	       0 : yf_mistake(c, YAMLFDT_ERR_UNREAD, it->val);
}

/*
 * The text of a value from @p, to its line's comment or end, without
 * blanks: is it the same as the one from @q?  "[*gpio1, 5, 0]  # red"
 * and "[*gpio1,5,0]" are.
 */
static int same_text(const char *p, const char *q, const char *end)
{
	const char *pe = yf_content_end(p, end), *qe = yf_content_end(q, end);

	for (;;) {
		while (p < pe && (*p == ' ' || *p == '\t'))
			p++;
		while (q < qe && (*q == ' ' || *q == '\t'))
			q++;
		if (p == pe || *p == '#' || q == qe || *q == '#')
			return (p == pe || *p == '#') && (q == qe || *q == '#');
		if (*p++ != *q++)
			return 0;
	}
}

/*
 * "gpios: [*gpio1, 5, 0]" copied with the LED, key or hog above it into a
 * new sibling and not changed: the same value of @it's key in a node
 * before the one of frame @f, in the mapping of frame @upf.  A GPIO line
 * serves one consumer: the second request fails (-EBUSY), and gpio-keys
 * and gpio-leds fail whole.  A key's linux,code too: volume-up copied
 * from the power key powers the board off.  Not a node with its own
 * compatible (fixed regulators may share an enable line).
 */
int yf_check_copied(struct ctx *c, const struct item *it,
		    const struct frame *f, const struct frame *upf)
{
	const char *l, *v, *stop = c->text + f->body;
	struct frame sibling;
	struct item o;

	if (!YAMLFDT_HAVE_PLACE || f->node >= 0 || !upf || upf->indent < 0 ||
	    !it->val || (!YF_KEY_IS(it, "gpios") &&
			 !YF_KEY_IS(it, "linux,code")) ||
	    yf_mapping_sets(c, f, "compatible", 10, &v))
		return 0;
	for (l = yf_next_key(c, c->text + upf->body, stop,
			     (unsigned int)upf->indent, &o);
	     l; l = yf_next_key(c, yf_next_line(l, stop), stop,
				(unsigned int)upf->indent, &o)) {
		if (o.kind != IT_NODE || !o.has_body || o.next >= stop)
			continue;
		sibling.body = (uint32_t)(o.next - c->text);
		if (yf_mapping_sets(c, &sibling, it->key, it->keylen, &v) && v &&
		    same_text(it->val, v, c->end))
			return yf_mistake(c, YAMLFDT_ERR_COPIED, it->val);
	}
	return 0;
}

/*
 * The phandles of @it's value @s, in the node of frame @f (-1: new, under
 * base node @up): by reference or as raw numbers (not a GPIO hog's gpios,
 * which hold none); and interrupts, by their controller.
 */
int yf_check_specifiers(struct ctx *c, const struct item *it,
			const struct frame *f, int up, const struct sink *s)
{
	const struct value_notes *n = s->notes;
	const char *cells;
	int err;

	if (!YAMLFDT_HAVE_PLACE)	/* its caller's option */
		return 0;
	if (it->keylen == 10 && !memcmp(it->key, "interrupts", 10))
		return f->node >= 0 || up >= 0 ?
		       check_interrupts(c, it, f, up, s) : 0;
	if (YF_KEY_IS(it, "interrupt-names"))
		return names_alone(c, it, f);
	/* the cheap tests first: every property of the text comes here */
	if ((s->len & 3) || !s->len ||
	    (!n->nrefs && (n->text || c->base_symbols < 0)))
		return 0;	/* raw numbers: see raw_specifiers() */
	err = fixed_polarity(c, it, f, s);
	if (err)
		return err;
	cells = yf_specifier_cells(it);
	if (!cells)
		return 0;
	if (n->nrefs) {
		err = ref_specifiers(c, it, f, cells, s, n);
		if (!err && it->keylen == 16 &&
		    !memcmp(it->key, "interrupt-parent", 16))
			err = new_parent(c, it, f, n);
		return err;
	}
	if (yf_is_hog(c, f))
		return 0;
	if (it->keylen == 16 && !memcmp(it->key, "interrupt-parent", 16))
		return raw_specifiers(c, it, f, "#interrupt-cells", 0, s);
	if (!*cells && it->keylen >= 9 && !memcmp(it->key, "pinctrl-", 8))
		return raw_specifiers(c, it, f, NULL, 0, s);
	return *cells ? raw_specifiers(c, it, f, cells, 1, s) : 0;
}
