// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Pins: pin settings go in a pin group; each pinctrl-N has its name in
 * pinctrl-names; a hog's cells; a YAML alias is no copy of a node; a list
 * of names has what it names.  On a base tree only, as place.c, which
 * calls it; calls mapping.c, below it.
 */
#include "yamlfdt_int.h"

/*
 * Lists and the lists read beside them: the first REF_LISTS of
 * references and their names, then names of entries, and what
 * assigned-clocks' entries take.
 */
static const char *const lists[][2] = {
	{ "clocks", "clock-names" }, { "resets", "reset-names" },
	{ "dmas", "dma-names" }, { "phys", "phy-names" },
	{ "pwms", "pwm-names" }, { "mboxes", "mbox-names" },
	{ "reg", "reg-names" }, { "interrupts", "interrupt-names" },
	{ "interrupts-extended", "interrupt-names" },
	{ "assigned-clocks", "assigned-clock-rates" },
	{ "assigned-clocks", "assigned-clock-parents" },
};
#define REF_LISTS 6

/*
 * A property of references with a list of names beside it (clocks and
 * clock-names): one name for each reference, when the names are in the
 * base or on the mapping's line ("clocks: [*ccu, 22]" and "clock-names:
 * [baud, apb]").  Counted by references: each entry starts with one.
 */
int yf_check_name_count(struct ctx *c, const struct item *it,
			const struct frame *f, const struct sink *s)
{
	unsigned int i;
	int names;

	if (!YAMLFDT_HAVE_PLACE)	/* its caller's option */
		return 0;
	for (i = 0; i < REF_LISTS; i++)
		if (strlen(lists[i][0]) == it->keylen &&
		    !memcmp(lists[i][0], it->key, it->keylen))
			break;
	if (i == REF_LISTS)
		return 0;
	names = yf_names_count(c, it, f, lists[i][1]);
	if (!yf_names_misfit(c, f, names,
			     (unsigned int)names == s->notes->nrefs,
			     lists[i][0], s->len, lists[i][1]))
		return 0;
	return yf_mistake(c, YAMLFDT_ERR_NAMES, it->val ? it->val : it->key);
}

/* The references in a flow sequence @v on its line ("[*ccu, 22]"), or -1 */
static int refs_on_line(struct ctx *c, const char *v)
{
	const char *e = yf_flow_end(c, v);
	int refs = 0;

	for (; e && v < e; v++)
		refs += *v == '*';
	return e ? refs : -1;
}

/*
 * A list read only beside another that the node of frame @f has nowhere
 * (its mapping, another mapping of it, the base node): names with nothing
 * to name (clock-names without clocks: NAMES); assigned-clock-rates or
 * -parents without assigned-clocks (the kernel sets no clock: UNREAD).
 * Not where the base node holds @it's key already: the board's own.  And
 * assigned-clock-rates (@s) with more rates than the mapping's line of
 * assigned-clocks has clocks: the kernel fails the device's probe on the
 * rate it finds no clock for (NAMES).
 */
int yf_check_partner(struct ctx *c, const struct item *it,
		     const struct frame *f, const struct sink *s)
{
	const char *v, *p;
	unsigned int i, seen = 0;
	int names, rates;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	rates = YF_KEY_IS(it, "assigned-clock-rates") && !s->notes->tagged ?
		(int)(s->len / 4) : 0;
	names = it->keylen > 6 &&
		!memcmp(it->key + it->keylen - 6, "-names", 6);
	if ((!names && (it->keylen < 9 || memcmp(it->key, "assigned-", 9))) ||
	    yf_base_has_key(c, f, it))
		return 0;
	for (i = 0; i < YF_COUNT(lists); i++) {
		if (strlen(lists[i][1]) != it->keylen ||
		    memcmp(lists[i][1], it->key, it->keylen))
			continue;
		seen = 1;
		p = lists[i][0];
		if (yf_mapping_sets(c, f, p, strlen(p), &v))
			return rates > 0 && refs_on_line(c, v) < rates ?
			       yf_mistake(c, YAMLFDT_ERR_NAMES, it->val) : 0;
		if ((f->node > 0 && fdt_getprop(c->fdt, f->node, p, NULL)) ||
		    yf_text_sets_key(c, it, p))
			return 0;
	}
	return seen ? yf_mistake(c, names ? YAMLFDT_ERR_NAMES :
				 YAMLFDT_ERR_UNREAD, it->key) : 0;
}

/* Is the node of frame @f a GPIO hog (its gpios hold no phandle)? */
int yf_is_hog(struct ctx *c, const struct frame *f)
{
	const char *v;

	return YAMLFDT_HAVE_PLACE &&
	       ((f->node >= 0 &&
		 fdt_getprop(c->fdt, f->node, "gpio-hog", NULL)) ||
		yf_mapping_sets(c, f, "gpio-hog", 8, &v));
}

/* Is @it pinctrl-N? */
int yf_is_pinctrl(const struct item *it)
{
	return YAMLFDT_HAVE_PLACE && it->keylen >= 9 &&
	       !memcmp(it->key, "pinctrl-", 8) && yf_is_digit(it->key[8]) &&
	       yf_holds_phandles(it);	/* not pinctrl-assert-gpios */
}

/*
 * pinctrl-N in frame @f: each state needs its name, the N+1th, in the
 * mapping's pinctrl-names (pinctrl-1 beside "[default]": the kernel
 * calls the state "1", and never enters it), else the base's or another
 * mapping's.
 */
static int state_named(struct ctx *c, const struct item *it,
		       const struct frame *f)
{
	const char *v;
	int k, names;

	for (k = 0, v = it->key + 8; v < it->key + it->keylen; v++)
		k = k * 10 + (*v - '0');
	names = yf_names_count(c, it, f, "pinctrl-names");
	if (yf_mapping_sets(c, f, "pinctrl-names", 13, &v) ? names > k ||
	    names < 0 : names > k || yf_text_sets_key(c, it, "pinctrl-names"))
		return 0;
	/* the base's own pinctrl-N without a name, restated (sama5d34ek) */
	if (f->node > 0 && fdt_getprop_namelen(c->fdt, f->node, it->key,
					       (int)it->keylen, NULL) &&
	    fdt_stringlist_count(c->fdt, f->node, "pinctrl-names") == names)
		return 0;
	return yf_mistake(c, YAMLFDT_ERR_PINNAMES, it->key);
}

/*
 * pinctrl-names, @names strings, in frame @f: each name needs its state,
 * pinctrl-0 to pinctrl-(names - 1), in the base node or the text ("[default,
 * sleep]" beside pinctrl-0 alone: the kernel finds no sleep state).
 */
static int names_stated(struct ctx *c, const struct item *it,
			const struct frame *f, int names)
{
	char key[10] = "pinctrl-0";
	const char *v;
	int k;

	if (f->node > 0 &&
	    fdt_stringlist_count(c->fdt, f->node, "pinctrl-names") == names)
		return 0;	/* the base's own, restated */
	for (k = 0; k < names && k < 10; k++) {
		key[8] = (char)('0' + k);
		if (!yf_mapping_sets(c, f, key, 9, &v) &&
		    (f->node < 0 || !fdt_getprop(c->fdt, f->node, key, NULL)) &&
		    !yf_text_sets_key(c, it, key))
			return yf_mistake(c, YAMLFDT_ERR_NAMES,
					  it->val ? it->val : it->key);
	}
	return 0;
}

/* pinctrl-N or pinctrl-names (@names strings), in frame @f: both, each */
int yf_check_pin_names(struct ctx *c, const struct item *it,
		       const struct frame *f, int names)
{
	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	return yf_is_pinctrl(it) ? state_named(c, it, f) :
	       yf_is_state_names(it) ? names_stated(c, it, f, names) : 0;
}

/*
 * "*name" in the value of the pinctrl-N item on line @l (its lines below
 * too, to the next key as deep or less), or NULL.
 */
static const char *ref_in_value(struct ctx *c, const char *l,
				const struct item *it, const char *name,
				unsigned int n)
{
	unsigned int ind = yf_item_indent(c, l);
	const char *p, *e;

	for (p = it->val; p < c->end; p = e) {
		e = yf_next_line(p, c->end);
		if (p != it->val && yf_item_indent(c, p) <= ind &&
		    !yf_is_blank_line(p, c->end))
			return NULL;
		for (; p < e; p++)
			if (*p == '*' && (size_t)(e - p) > n &&
			    !memcmp(p + 1, name, n) &&
			    yf_scan_label(p + 1, e) == p + 1 + n)
				return p;
	}
	return NULL;
}

/*
 * Are node name @name (@n bytes, its unit address cut) and key @k (@kn)
 * of a kind: alike but for their digits ("uart2-pins", "uart3-pins"), or
 * with one last word ("uart-pins", "spi-pins")?
 */
static int of_a_kind(const char *name, size_t n, const char *k, size_t kn)
{
	size_t i = n, j = kn;

	while (i && name[i - 1] != '-')
		i--;
	while (j && k[j - 1] != '-')
		j--;
	if (i && j && n - i == kn - j && !memcmp(name + i, k + j, n - i) &&
	    !memchr(k, ',', kn))	/* snps,axi-config: a property's */
		return 1;
	i = j = 0;

	for (;;) {
		while (i < n && yf_is_digit(name[i]))
			i++;
		while (j < kn && yf_is_digit(k[j]))
			j++;
		if (i == n || j == kn)
			return i == n && j == kn;
		if (name[i++] != k[j++])
			return 0;
	}
}

/*
 * "uart3-pins: *uart2_pins": a lone alias for a node of the same parent,
 * under a name that holds no phandle and is of the node's kind:
 * a YAML user's copy of the node (simple-audio-card's "frame-master:
 * *link0_cpu" is a phandle).  The label's path, without its last
 * component, is the frame's path (compared by length and hash).  Or for
 * a node the text labels, under any parent, by the node's very name
 * ("bluetooth: *bt" in uart2 for uart0's new "bluetooth: &bt").
 */
int yf_check_alias_copy(struct ctx *c, const struct item *it,
			const struct frame *f, const struct value_notes *n)
{
	const char *name, *at;
	int len, up;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	if (!it->val || *it->val != '*' || n->nrefs != 1 ||
	    yf_holds_phandles(it) || yf_specifier_cells(it))
		return 0;
	len = yf_label_path(c, n->refs[0].label, c->path, sizeof(c->path));
	for (up = len; up > 0 && c->path[up - 1] != '/'; up--)
		;
	up = up > 1 ? up - 1 : 1;	/* "/a/b": "/a"; "/a": "/" */
	name = c->path + up + (up > 1);		/* the last component */
	at = len > 1 ? memchr(name, '@', (size_t)(c->path + len - name)) : NULL;
	if (len <= 1)
		return 0;
	/* "bluetooth: *bt", bt a "bluetooth:" the text made elsewhere
	 * (not a base node: "syscon: *syscon" is a phandle) */
	if (YAMLFDT_LABEL_TABLE &&
	    (c->labels[n->refs[0].label].flags & LF_DEFINED) &&
	    (size_t)((at ? at : c->path + len) - name) == it->keylen &&
	    !memcmp(name, it->key, it->keylen) &&
	    yf_find_path(c->fdt, c->path, (unsigned int)len) < 0)
		return yf_mistake(c, YAMLFDT_ERR_ALIASCOPY, it->val);
	if ((uint32_t)up != f->pathlen ||
	    (up > 1 ? yf_path_hash(PATH_HASH_ROOT, c->path, (unsigned int)up) :
		      PATH_HASH_ROOT) != f->hash)
		return 0;
	if (!of_a_kind(name, (size_t)((at ? at : c->path + len) - name),
		       it->key, it->keylen))
		return 0;
	return yf_mistake(c, YAMLFDT_ERR_ALIASCOPY, it->val);
}

/*
 * End of pass 1, the base labels' nodes found: one that pinctrl-N names
 * is no device.  The error is at the first such reference in the text
 * (read again: an error is rare, and keeping every position costs state).
 */
int yf_check_pin_groups(struct ctx *c)
{
	const char *l, *at;
	struct label *lb;
	unsigned int i;
	struct item it;

	for (i = 0; YAMLFDT_HAVE_PLACE && i < c->nlabels; i++) {
		lb = &c->labels[i];
		if (!(lb->flags & LF_PINCTRL) || (lb->flags & LF_DEFINED) ||
		    lb->node < 0 ||
		    !fdt_getprop(c->fdt, lb->node, "compatible", NULL))
			continue;
		for (l = yf_next_significant(c->text, c->end); l < c->end;
		     l = yf_next_significant(yf_next_line(l, c->end), c->end)) {
			if (yf_parse_item(c, l, &it) || !yf_is_pinctrl(&it) ||
			    !it.val)
				continue;
			at = ref_in_value(c, l, &it, c->text + lb->name,
					  lb->namelen);
			if (at)
				return yf_mistake(c, YAMLFDT_ERR_PINGROUP, at);
		}
	}
	return 0;
}

/* Is @key a pin setting, which only a pin group has (bias-pull-up)? */
int yf_pin_setting(const struct item *it)
{
	static const char *const heads[] = {
		"bias-", "drive-", "input-schmitt", "slew-rate", "pins",
		"groups",
	};
	unsigned int i;
	size_t n;

	for (i = 0; YAMLFDT_HAVE_PLACE && i < YF_COUNT(heads); i++) {
		n = strlen(heads[i]);
		if (it->keylen >= n && !memcmp(it->key, heads[i], n) &&
		    (heads[i][n - 1] == '-' || it->keylen == n ||
		     it->key[n] == '-'))
			return 1;
	}
	return 0;
}

/*
 * Does another mapping of the parent of @it's node set @key (a controller
 * the text made, "*exp:" opened again for its hog)?
 */
static int parent_sets(struct ctx *c, const struct item *it, const char *key)
{
	struct item o;
	int len;

	len = yf_node_path(c, -1, it->line, 1, c->path, sizeof(c->path));
	while (len > 1 && c->path[len - 1] != '/')
		len--;
	return len > 1 && yf_text_sets(c, c->path, (unsigned int)len - 1, key,
				       strlen(key), IT_TRUE, &o);
}

/*
 * A GPIO hog's @it, gpio-hog or a direction (output-high, output-low,
 * input), in frame @f under frame @upf (NULL: not known).  A hog sits
 * under a GPIO controller and has one direction, which the kernel reads
 * in its own order: none, or another set in the mapping or in the base
 * node and not cleared there, is HOG.
 */
static int check_hog(struct ctx *c, const struct item *it,
		     const struct frame *f, const struct frame *upf)
{
	static const char modes[] = "output-high\0output-low\0input\0";
	int hog = it->keylen == 8 && !memcmp(it->key, "gpio-hog", 8), set = 0;
	const char *m, *v;
	size_t n;

	for (m = modes; !hog && *m; m += strlen(m) + 1)
		if (strlen(m) == it->keylen && !memcmp(m, it->key, it->keylen))
			break;
	if (!hog && (!*m || !yf_is_hog(c, f)))
		return 0;
	if (hog && upf && !yf_mapping_sets(c, upf, "gpio-controller", 15, &v) &&
	    (upf->node < 0 ||
	     !fdt_getprop(c->fdt, upf->node, "gpio-controller", NULL)) &&
	    !parent_sets(c, it, "gpio-controller"))
		return yf_mistake(c, YAMLFDT_ERR_HOG, it->key);
	for (m = modes; *m; m += n + 1) {
		n = strlen(m);
		if (!hog && n == it->keylen && !memcmp(m, it->key, n))
			continue;
		if (yf_mapping_sets(c, f, m, n, &v) ?	/* not false, ~, null */
		    v && !memchr("fF~nN", *v, 5) :
		    f->node >= 0 && fdt_getprop(c->fdt, f->node, m, NULL))
			set++;
	}
	for (m = modes; hog && !set && *m; m += strlen(m) + 1)
		set = yf_text_sets_key(c, it, m);	/* a later "*gpio1:" */
	return (hog ? set != 1 : set) ?
	       yf_mistake(c, YAMLFDT_ERR_HOG, it->key) : 0;
}

/*
 * "reset-gpio" beside the base node's reset-gpios: gpiolib reads the
 * newer name first, so the text's line is never used (TYPO).
 */
static int old_gpio_name(struct ctx *c, const struct item *it,
			 const struct frame *f)
{
	if (f->node < 0 || it->keylen < 6 || it->keylen + 2 > sizeof(c->name) ||
	    memcmp(it->key + it->keylen - 5, "-gpio", 5))
		return 0;
	memcpy(c->name, it->key, it->keylen);
	c->name[it->keylen] = 's';
	return fdt_getprop_namelen(c->fdt, f->node, c->name,
				   (int)it->keylen + 1, NULL) ?
	       yf_mistake(c, YAMLFDT_ERR_TYPO, it->key) : 0;
}

/*
 * A pin setting in frame @f, a device that takes its pins by pinctrl-0
 * (in the base or in its mapping): "bias-pull-up: true" one level too
 * high, on the UART instead of the pin group its pinctrl-0 names.  Or a
 * GPIO hog's own (check_hog(); @upf: the frame above @f, or NULL), or an
 * old -gpio name.
 */
int yf_check_pin_setting(struct ctx *c, const struct item *it,
			 const struct frame *f, const struct frame *upf)
{
	const char *v;
	int err;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	if (!yf_pin_setting(it)) {
		err = old_gpio_name(c, it, f);
		return err ? err : check_hog(c, it, f, upf);
	}
	if ((f->node > 0 && fdt_getprop(c->fdt, f->node, "pinctrl-0", NULL)) ||
	    yf_mapping_sets(c, f, "pinctrl-0", 9, &v))
		return yf_mistake(c, YAMLFDT_ERR_PINGROUP, it->key);
	return 0;
}

/*
 * A GPIO hog's gpios, @n bytes, in frame @f, under base node @up, its
 * controller: entries of the controller's #gpio-cells ("gpios: 10" under
 * #gpio-cells 2 hogs nothing).
 */
int yf_check_hog_cells(struct ctx *c, const struct item *it,
		       const struct frame *f, int up, size_t n)
{
	const fdt32_t *p;
	int len;

	if (!YAMLFDT_HAVE_PLACE || up < 0 || it->keylen != 5 ||
	    memcmp(it->key, "gpios", 5) || !yf_is_hog(c, f))
		return 0;
	p = fdt_getprop(c->fdt, up, "#gpio-cells", &len);
	if (!p || len != 4 || !fdt32_to_cpu(*p) ||
	    n % (4 * fdt32_to_cpu(*p)) == 0)
		return 0;
	return yf_mistake(c, YAMLFDT_ERR_CELLS, it->val);
}
