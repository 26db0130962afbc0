// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Kinds of new node: the ones the kernel reads, or whose driver probes,
 * only with properties the text gives them (an LED its gpios), only at
 * their place (memory, reserved-memory, a cpu; not inside an LED, nor
 * beside the container it belongs in), only under a parent that is on, or
 * only by their name (chosen, not Chosen).  What a reference points at is
 * targets.c's.  On a base tree only, as place.c and clash.c, which call
 * it; calls pins.c, below it.
 */
#include "yamlfdt_int.h"

/* Is a base node's status @st (@len bytes; NULL: none) other than okay? */
int yf_off_status(const char *st, int len)
{
	return YAMLFDT_HAVE_PLACE && st && !(len == 5 && !memcmp(st, "okay", 5)) &&
	       !(len == 3 && !memcmp(st, "ok", 3));
}

/*
 * Is base node @node off (its status @st, @len bytes), and left so by
 * the text (no status in the mapping of frame @f, the node's when not
 * NULL, before @upto, nor in any other mapping of it)?  Where the text
 * edits a base, a node's properties come before its children
 * (PROPAFTER): only the lines before a child's key are read.  Its path
 * may go to c->path.  The other mappings are asked last: the path is a
 * walk of the tree, and the text is read whole.
 */
static int left_off(struct ctx *c, int node, const char *st, int len,
		    const struct frame *f, const char *upto)
{
	struct item o;
	const char *v;

	if (!yf_off_status(st, len) ||
	    (f && yf_mapping_sets_before(c, f, "status", 6, upto, &v)) ||
	    fdt_get_path(c->fdt, node, c->path, sizeof(c->path)))
		return 0;
	return !yf_text_sets(c, c->path, (unsigned int)strlen(c->path),
			     "status", 6, IT_NULL, &o);
}

/* left_off(), of base node @node's status */
int yf_stays_off(struct ctx *c, int node, const struct frame *f,
		 const char *upto)
{
	const char *st;
	int len = 0;

	if (!YAMLFDT_HAVE_PLACE || node <= 0)
		return 0;
	st = fdt_getprop(c->fdt, node, "status", &len);
	return left_off(c, node, st, len, f, upto);
}

/*
 * Base node @node's status (*@st, *@stlen) and compatible (*@v, *@len),
 * or NULL, in one walk of its properties.
 */
static void status_compatible(struct ctx *c, int node, const char **st,
			      int *stlen, const char **v, int *len)
{
	const char *name, *p;
	size_t k;
	int off, n = 0;

	*st = *v = NULL;
	fdt_for_each_property_offset(off, c->fdt, node) {
		p = fdt_getprop_by_offset(c->fdt, off, &name, &n);
		k = p ? strlen(name) : 0;
		if (k == 6 && !memcmp(name, "status", 6))
			*st = p, *stlen = n;
		else if (k == 10 && !memcmp(name, "compatible", 10))
			*v = p, *len = n;
	}
}

/*
 * "status: okay" (@it, its value noted in @n) in a base node under the
 * base node of frame @upf, which stays off: the kernel probes nothing
 * below it.  (A node opened alone, "*eeprom:", has no frame above it
 * here: finding its parent would walk the tree.)
 */
int yf_check_enabled(struct ctx *c, const struct item *it,
		     const struct frame *upf, const struct value_notes *n)
{
	if (!YAMLFDT_HAVE_PLACE || !upf || !yf_is_status_key(it) ||
	    memcmp(n->head, "ok", 2))
		return 0;
	return yf_stays_off(c, upf->node, upf, it->line) ?
	       yf_mistake(c, YAMLFDT_ERR_OFFNODE, it->val) : 0;
}

/*
 * Nodes whose driver fails, the whole device, without a property of each
 * child: a gpio-leds LED's gpios, a pwm-leds LED's pwms, a gpio-keys
 * key's linux,code (and its gpios or interrupts); or without one of their
 * own: gpio-keys-polled's poll-interval, regulator-fixed's regulator-name.
 */
enum { GPIO_LEDS, PWM_LEDS, GPIO_KEYS, KEYS_POLLED, FIXED_REGULATOR };
static const struct { const char *compatible, *child, *own; } needs[] = {
	[GPIO_LEDS] = { "gpio-leds", "gpios", NULL },
	[PWM_LEDS] = { "pwm-leds", "pwms", NULL },
	[GPIO_KEYS] = { "gpio-keys", "linux,code", NULL },
	[KEYS_POLLED] = { "gpio-keys-polled", "linux,code", "poll-interval" },
	[FIXED_REGULATOR] = { "regulator-fixed", NULL, "regulator-name" },
};

/*
 * Which of needs[] is a compatible @v (@len bytes): one of a base node's
 * list (@list), or a text's value's first word; or -1.
 */
static int needs_of(const char *v, int len, int list)
{
	const char *e, *s = v, *w;
	unsigned int i;

	if (!v)
		return -1;
	for (e = v + len; s < e; s = w + 1) {
		if (list) {		/* a string of the list */
			w = memchr(s, '\0', (size_t)(e - s));
			w = w ? w : e;
		} else {		/* "gpio-leds", [gpio-leds] */
			s += *s == '"' || *s == '\'' || *s == '[';
			for (w = s; w < e && (yf_is_label_char(*w, 0) ||
					      *w == '-' || *w == ','); w++)
				;
		}
		for (i = 0; i < YF_COUNT(needs); i++)
			if (strlen(needs[i].compatible) == (size_t)(w - s) &&
			    !memcmp(s, needs[i].compatible, (size_t)(w - s)))
				return (int)i;
		if (!list)
			break;
	}
	return -1;
}

/*
 * Does the node of key @it (a new node, its mapping after its key line)
 * set @key, there or in another mapping of it?
 */
static int node_sets(struct ctx *c, const struct item *it, const char *key)
{
	struct frame body = { 0 };
	struct item o;
	const char *v;
	int len;

	body.body = (uint32_t)(it->next - c->text);
	if (it->has_body && yf_mapping_sets(c, &body, key, strlen(key), &v))
		return 1;
	len = yf_node_path(c, -1, it->line, 0, c->path, sizeof(c->path));
	return len <= 0 || yf_text_sets(c, c->path, (unsigned int)len, key,
					strlen(key), IT_TRUE, &o);
}

/*
 * Does the child of key @it lack needs[@k]'s property (an LED's gpios, or
 * gpio; a key's linux,code, or its line: gpios or interrupts[-extended])?
 */
static int child_lacks(struct ctx *c, const struct item *it, int k)
{
	if (!node_sets(c, it, needs[k].child) &&
	    (k != GPIO_LEDS || !node_sets(c, it, "gpio")))
		return 1;
	return (k == GPIO_KEYS || k == KEYS_POLLED) &&
	       !node_sets(c, it, "gpios") && !node_sets(c, it, "interrupts") &&
	       !node_sets(c, it, "interrupts-extended");
}

/*
 * A new regulator-fixed (frame @f) whose mapping gives two voltages: one
 * ("Fixed regulator specified with variable voltages").  The minimum's
 * value, where they differ, or NULL.
 */
static const char *variable_fixed(struct ctx *c, const struct frame *f)
{
	const char *lo, *hi;
	uint64_t a, b;

	return yf_mapping_sets(c, f, "regulator-min-microvolt", 23, &lo) &&
	       yf_mapping_sets(c, f, "regulator-max-microvolt", 23, &hi) &&
	       lo && hi && yf_value_number(c, lo, &a) &&
	       yf_value_number(c, hi, &b) && a != b ? lo : NULL;
}

/*
 * "compatible: gpio-leds" (@it) in the mapping of frame @f: each new
 * child the mapping gives needs its property (REQUIRED at the child's
 * key; a base child without it is the board's own, restated);
 * "compatible: regulator-fixed" in a new node, its regulator-name.
 */
int yf_check_required(struct ctx *c, const struct item *it,
		      const struct frame *f)
{
	const char *l, *end, *v = it->val;
	struct item o;
	int k, ind;

	if (!YAMLFDT_HAVE_PLACE || !v || !YF_KEY_IS(it, "compatible"))
		return 0;
	k = needs_of(v, (int)(yf_line_end(v, c->end) - v), 0);
	if (k < 0)
		return 0;
	if (f->node < 0 && needs[k].own &&	/* the node's own: a new one's */
	    !yf_mapping_sets(c, f, needs[k].own, strlen(needs[k].own), &v) &&
	    !yf_text_sets_key(c, it, needs[k].own))
		return yf_mistake(c, YAMLFDT_ERR_REQUIRED, it->val);
	v = f->node < 0 && k == FIXED_REGULATOR ? variable_fixed(c, f) : NULL;
	if (v)
		return yf_mistake(c, YAMLFDT_ERR_MINMAX, v);
	/* on the container itself: a child's, out-dented (PROPAFTER's) */
	if (!needs[k].child || yf_mapping_sets(c, f, needs[k].child,
					       strlen(needs[k].child), &v))
		return 0;
	end = yf_body_end(c, c->text + f->body, &ind);
	for (l = yf_next_key(c, c->text + f->body, end, (unsigned int)ind, &o);
	     l; l = yf_next_key(c, yf_next_line(l, end), end,
				(unsigned int)ind, &o))
		if (o.kind == IT_NODE &&
		    (f->node < 0 || fdt_subnode_offset_namelen(c->fdt, f->node,
				    o.key, (int)o.keylen) < 0) &&
		    child_lacks(c, &o, k))
			return yf_mistake(c, YAMLFDT_ERR_REQUIRED, o.key);
	return 0;
}

/* Is @x (@n bytes) the plural @y (@yn) spelt "-ies" for "-y"? */
static int ies_plural(const char *x, size_t n, const char *y, size_t yn)
{
	return n == yn + 2 && y[yn - 1] == 'y' && !memcmp(x, y, yn - 1) &&
	       !memcmp(x + yn - 1, "ies", 3);
}

/*
 * A new node named like a base sibling but for case or '_' ("Chosen",
 * "oscillator_24m" beside "oscillator-24m"), like a node the kernel reads
 * only under the root ("chosn", "alias", "reserved_memory",
 * "reserved-memories": TYPO; cpus and reserved-memory only under the
 * root, where nothing else is named so), or one of those below the root
 * (NEWNAME when the base has it, else ROOTNODE): most often that node,
 * misspelt or misplaced.  c->ref_node is that node when the base has it.
 * In c->name, free while pass 1 checks a key.
 */
int yf_near_base_name(struct ctx *c, const struct item *it, int parent)
{
	static const char *const roots[] = { "chosen", "aliases", "cpus",
					     "reserved-memory" };
	char *low = c->name;
	unsigned int i, n = it->keylen, odd = 0, exact;
	size_t rn;
	int node = -1, code = 0;

	if (!YAMLFDT_HAVE_NOREG)	/* its caller's option */
		return 0;
	for (i = 0; i < n; i++) {
		low[i] = it->key[i] == '_' ? '-' : it->key[i];
		low[i] |= low[i] >= 'A' && low[i] <= 'Z' ? 0x20 : 0;
		odd |= low[i] != it->key[i];
	}
	for (i = 0; i < YF_COUNT(roots); i++) {
		rn = strlen(roots[i]);
		exact = rn == n && !memcmp(low, roots[i], n);
		if (exact ? !parent && !odd : (parent && i >= 2) ||
		    !(yf_one_letter_off(low, n, roots[i], rn, 1) ||
		      ies_plural(low, n, roots[i], rn)))
			continue;
		node = yf_find_child(c->fdt, 0, roots[i], (unsigned int)rn);
		code = odd || !exact ? YAMLFDT_ERR_TYPO : node >= 0 ?
		       YAMLFDT_ERR_NEWNAME : YAMLFDT_ERR_ROOTNODE;
		break;
	}
	if (!code && odd) {		/* "Chosen", "oscillator_24m" */
		node = yf_find_child(c->fdt, parent, low, n);
		code = node >= 0 ? YAMLFDT_ERR_TYPO : 0;
	}
	if (!code)
		return 0;
	c->ref_node = node;
	c->ref_prop = -1;
	return yf_mistake(c, code, it->key);
}

/* Is @it's key a bus's: i2c, spi, mdio, bare or with "@..."? */
static int bare_bus(const struct item *it)
{
	return yf_named(it->key, it->keylen, "i2c") ||
	       yf_named(it->key, it->keylen, "spi") ||
	       yf_named(it->key, it->keylen, "mdio");
}

/*
 * A new node @it, under the node of frame @parent, not the root, that the
 * kernel reads only elsewhere, by the device_type its mapping gives it: a
 * memory node (the root's: "memory@a0000000" under /soc is no RAM), a
 * cpu (/cpus').
 */
static int misplaced(struct ctx *c, const struct item *it,
		     const struct frame *parent)
{
	const char *v, *up;
	struct item o;
	int len, n = 0, cpu = yf_named(it->key, it->keylen, "cpu");

	if (!cpu && !yf_named(it->key, it->keylen, "memory"))
		return 0;
	len = yf_node_path(c, -1, it->line, 0, c->path, sizeof(c->path));
	if (len <= 0 || !yf_text_sets(c, c->path, (unsigned int)len,
				      "device_type", 11, IT_PROP, &o) ||
	    !o.val)
		return 0;
	v = o.val + (*o.val == '"' || *o.val == '\'');
	n = cpu ? 3 : 6;
	if (v + n >= c->end || memcmp(v, cpu ? "cpu" : "memory", (size_t)n) ||
	    yf_is_label_char(v[n], 0) || v[n] == '-')
		return 0;
	up = cpu ? yf_frame_name(c, parent, &n) : NULL;
	return cpu && up && n == 4 && !memcmp(up, "cpus", 4) ? 0 :
	       yf_mistake(c, YAMLFDT_ERR_ROOTNODE, it->key);
}

/* What makes a node a leaf, by name: a bit each (marks_of()) */
static const char *const leaf_marks[] = {
	"compatible", "gpios", "pwms", "linux,code",	/* an LED, a key */
	"pins", "groups", "pinmux", "gpio-hog",		/* a group, a hog */
};
#define MARK_COMPATIBLE	0x01u
#define MARK_CHILD	0x0eu
#define MARK_GROUP	0x70u
#define MARK_HOG	0x80u

/*
 * Which of leaf_marks[] the node of frame @f has: a base node in the
 * base, in one walk of its properties (what makes it an LED or a pin
 * group is there already); a new one in its mapping before @it.
 */
static unsigned int marks_of(struct ctx *c, const struct item *it,
			     const struct frame *f)
{
	const char *name, *v;
	unsigned int m = 0, i;
	int off, len;

	if (f->node > 0) {
		fdt_for_each_property_offset(off, c->fdt, f->node) {
			if (!fdt_getprop_by_offset(c->fdt, off, &name, &len))
				break;
			len = (int)strlen(name);
			for (i = 0; i < YF_COUNT(leaf_marks); i++)
				if ((size_t)len == strlen(leaf_marks[i]) &&
				    !memcmp(name, leaf_marks[i], (size_t)len))
					m |= 1u << i;
		}
		return m;
	}
	for (i = 0; i < YF_COUNT(leaf_marks); i++)
		if (yf_mapping_sets_before(c, f, leaf_marks[i],
					   strlen(leaf_marks[i]), it->line, &v))
			m |= 1u << i;
	return m;
}

/*
 * Which of needs[]'s containers a node is (gpio-leds), by the compatible
 * the mapping of frame @f gives it (NULL: none read), else base node
 * @node's (-1: none); or -1.
 */
static int container_kind(struct ctx *c, int node, const struct frame *f)
{
	const char *v = NULL;
	int len = 0;

	if (f && yf_mapping_sets(c, f, "compatible", 10, &v) && v)
		return needs_of(v, (int)(c->end - v), 0);
	if (node > 0)
		v = fdt_getprop(c->fdt, node, "compatible", &len);
	return needs_of(v, len, 1);
}

/*
 * Which of needs[]'s containers the sibling just above new node @it is,
 * in the mapping of frame @parent ("leds:" with its compatible in its
 * mapping or the base); or -1.
 */
static YAMLFDT_NOINLINE int container_above(struct ctx *c,
					    const struct item *it,
					    const struct frame *parent)
{
	struct frame above = { 0 };
	const char *l, *key = NULL;
	struct item o;
	int keylen = 0;

	for (l = yf_next_key(c, c->text + parent->body, it->line, it->indent,
			     &o);
	     l; l = yf_next_key(c, yf_next_line(l, it->line), it->line,
				it->indent, &o))
		if (o.kind == IT_NODE && o.has_body) {
			above.body = (uint32_t)(o.next - c->text);
			key = o.key;	/* o is the last item read, not it */
			keylen = (int)o.keylen;
		}
	return !key ? -1 : container_kind(c, parent->node < 0 ? -1 :
			fdt_subnode_offset_namelen(c->fdt, parent->node, key,
						   keylen), &above);
}

/*
 * Is the node of frame @parent, where new node @it is, a leaf: an LED or
 * a key of a container (gpio-leds, gpio-keys), a hog, a pin group (pins,
 * groups or pinmux, no compatible), whose nodes nothing reads?  A new
 * parent's frame is just above it in the walk's (an open's is not: a
 * base node, asked of the tree).
 */
static YAMLFDT_NOINLINE int is_leaf(struct ctx *c, const struct item *it,
				    const struct frame *parent)
{
	unsigned int m;
	int k;

	if (parent->node == 0)
		return 0;
	m = marks_of(c, it, parent);
	/* an LED's gpios, a key's linux,code: then its parent's kind (a
	 * base node's parent is found by a walk from the root) */
	if ((m & MARK_CHILD) && !(m & MARK_COMPATIBLE)) {
		k = parent->node > 0 ? container_kind(c,
			fdt_parent_offset(c->fdt, parent->node), NULL) :
		    container_kind(c, parent[-1].node, parent - 1);
		if (k >= 0 && needs[k].child)
			return 1;
	}
	return (m & MARK_HOG) ||
	       ((m & MARK_GROUP) && !(m & MARK_COMPATIBLE));
}

/*
 * New node @it in a leaf ("red:" indented into "green:", NESTED); or at
 * the level of the container just above it, whose child it reads as (an
 * LED's gpios, a key's linux,code; no compatible): "led-red:" after
 * "leds:", indented too little (OUTDENT).
 */
static int misnested(struct ctx *c, const struct item *it,
		     const struct frame *parent)
{
	int k;

	if (is_leaf(c, it, parent))
		return yf_mistake(c, YAMLFDT_ERR_NESTED, it->key);
	k = container_above(c, it, parent);
	return k >= 0 && needs[k].child && node_sets(c, it, needs[k].child) &&
	       !node_sets(c, it, "compatible") ?
	       yf_mistake(c, YAMLFDT_ERR_OUTDENT, it->key) : 0;
}

/*
 * A new node of a kind the kernel reads only with properties the text
 * gives it nowhere, under the root (frame @parent): memory@ without
 * device_type "memory" (the RAM is left out); reserved-memory without
 * ranges, or without the root's #address-cells and #size-cells (each
 * region is ignored).  And a binding's example pasted as it is: its
 * "example-0:" wrapper, or a bus under the root with no compatible, whose
 * devices no controller's driver ever probes.  Or a node the kernel
 * reads elsewhere: a cpu under the root, misplaced(); or under a base
 * node that stays off, whose children are never probed.  @it is the
 * node's key.
 */
int yf_check_new_kind(struct ctx *c, const struct item *it,
		      const struct frame *parent)
{
	static const char *const resmem[] = { "ranges", "#address-cells",
					      "#size-cells" };
	const fdt32_t *root;
	const char *v, *st;
	struct item o;
	unsigned int i;
	uint64_t u;
	int len, n, err;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	/* a binding's example pasted: "example-0:", "i2c:" at the root */
	if (it->keylen > 8 && !memcmp(it->key, "example-", 8) &&
	    yf_is_digit(it->key[8]))
		return yf_mistake(c, YAMLFDT_ERR_EXAMPLE, it->key);
	err = misnested(c, it, parent);
	if (err)
		return err;
	v = st = NULL;
	if (parent->node > 0)
		status_compatible(c, parent->node, &st, &n, &v, &len);
	if (left_off(c, parent->node, st, n, parent, it->line)) /* rtc@68: */
		return yf_mistake(c, YAMLFDT_ERR_OFFNODE, it->key);
	/* a new LED under the base's gpio-leds; its own compatible's above */
	i = (unsigned int)needs_of(v, v ? len : 0, 1);
	if (i < YF_COUNT(needs) && needs[i].child && child_lacks(c, it, (int)i))
		return yf_mistake(c, YAMLFDT_ERR_REQUIRED, it->key);
	/* "serial3:" with a mapping under /aliases: a path, never a node */
	v = parent->node > 0 ? fdt_get_name(c->fdt, parent->node, &len) : NULL;
	if (v && len == 7 && !memcmp(v, "aliases", 7))
		return yf_mistake(c, YAMLFDT_ERR_PATHPROP, it->key);
	/* ofpart reads a flash's partitions by their compatible only */
	if (YF_KEY_IS(it, "partitions") && !node_sets(c, it, "compatible"))
		return yf_mistake(c, YAMLFDT_ERR_REQUIRED, it->key);
	if (parent->node != 0)
		return misplaced(c, it, parent);
	if (yf_named(it->key, it->keylen, "cpu"))	/* /cpus' */
		return yf_mistake(c, YAMLFDT_ERR_ROOTNODE, it->key);
	/* "linux,cma:" at the root: a region only /reserved-memory holds */
	if (!YF_KEY_IS(it, "reserved-memory") && (node_sets(c, it, "reusable") ||
						 node_sets(c, it, "no-map")))
		return yf_mistake(c, YAMLFDT_ERR_ROOTNODE, it->key);
	len = yf_node_path(c, -1, it->line, 0, c->path, sizeof(c->path));
	if (len <= 0)
		return 0;
	if (bare_bus(it) && !yf_text_sets(c, c->path, (unsigned int)len,
					  "compatible", 10, IT_PROP, &o))
		return yf_mistake(c, YAMLFDT_ERR_EXAMPLE, it->key);
	if (yf_named(it->key, it->keylen, "memory"))
		return yf_text_sets(c, c->path, (unsigned int)len,
				    "device_type", 11, IT_PROP, &o) ? 0 :
		       yf_mistake(c, YAMLFDT_ERR_REQUIRED, it->key);
	for (i = 0; YF_KEY_IS(it, "reserved-memory") && i < 3; i++) {
		if (!yf_text_sets(c, c->path, (unsigned int)len, resmem[i],
				  strlen(resmem[i]), IT_TRUE, &o))
			return yf_mistake(c, YAMLFDT_ERR_REQUIRED, it->key);
		root = i ? fdt_getprop(c->fdt, 0, resmem[i], &n) : NULL;
		if (root && n == 4 && o.val && yf_value_number(c, o.val, &u) &&
		    u != fdt32_to_cpu(*root))
			return yf_mistake(c, YAMLFDT_ERR_REQUIRED, o.val);
	}
	return 0;
}

/*
 * What a host reads of its own node, by name: an MMC host's supplies,
 * pwrseq and capabilities (mmc-controller.yaml); a MAC's mode and address
 * (ethernet-controller.yaml).  Each list ends in NULL.
 */
static const char *const host_reads[] = {
	"vmmc-supply", "vqmmc-supply", "mmc-pwrseq", "bus-width",
	"non-removable", "broken-cd", "cd-gpios", "wp-gpios", "disable-wp",
	"max-frequency", "keep-power-in-suspend", "no-sdio", "no-sd",
	"no-mmc", "cap-sd-highspeed", "cap-mmc-highspeed", "cap-sdio-irq",
	"cap-power-off-card", "cap-mmc-hw-reset", NULL,
	"phy-mode", "phy-connection-type", "local-mac-address",
	"mac-address", "phy-handle", NULL,
};

/*
 * A host's property (@it) written in its child, the node of frame @f
 * (@upf its parent's frame, or NULL): an MMC host's in its SDIO function
 * ("*wifi:" with vmmc-supply), a MAC's in its PHY ("*phy0:" with
 * phy-mode, a node under mdio).  The child's driver reads none of them,
 * and the host keeps its old ones.  Not Atmel's MCI, whose slot@N
 * children hold them.  Finding a base node's parent walks the tree:
 * asked only for these names.
 */
int yf_check_host_prop(struct ctx *c, const struct item *it,
		       const struct frame *f, const struct frame *upf)
{
	const char *const *k, *name = NULL;
	int len = 0, mmc = 1, up;

	if (!YAMLFDT_HAVE_PLACE)
		return 0;
	for (k = host_reads; k < host_reads + YF_COUNT(host_reads); k++)
		if (!*k)
			mmc = 0;	/* the MAC's list follows */
		else if (**k == it->key[0] && yf_named(it->key, it->keylen, *k))
			break;	/* (every property comes here: one byte first) */
	if (k == host_reads + YF_COUNT(host_reads) || f->node == 0 ||
	    yf_named(yf_frame_name(c, f, &len), (size_t)len, "slot") ||
	    yf_base_has_key(c, f, it))	/* a base's own, restated */
		return 0;
	up = f->node > 0 ? fdt_parent_offset(c->fdt, f->node) : -1;
	if (up >= 0)
		name = fdt_get_name(c->fdt, up, &len);
	else if (f->node < 0 && upf)
		name = yf_frame_name(c, upf, &len);
	if (mmc ? yf_named(name, (size_t)len, "mmc") ||
		  yf_named(name, (size_t)len, "sdhci") ||
		  yf_named(name, (size_t)len, "sdmmc") :
		  yf_named(name, (size_t)len, "mdio"))
		return yf_mistake(c, YAMLFDT_ERR_HOSTPROP, it->key);
	return 0;
}
