// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * The properties that name a node by path, and those only /chosen has
 * (pass 1).  /aliases' properties and /chosen's stdout-path hold a path
 * (stdout-path: or an alias, then ":options"): the text may not write a
 * phandle or a word there (YAMLFDT_ERR_PATHPROP), nor a path that names
 * no node (PATH); an alias's name is the kernel's (NAMECASE).  bootargs
 * and its kind anywhere but in /chosen are read by nothing (CHOSEN).
 * refs.c asks them again when the text deletes the node they name.  And
 * a value's text that is a template's, not filled in (TEMPLATE).
 */
#include "yamlfdt_int.h"

/* The properties of /chosen that hold a path, or an alias and options. */
int yf_is_stdout_path(const char *name, unsigned int len)
{
	return (len == 11 && !memcmp(name, "stdout-path", 11)) ||
	       (len == 17 && !memcmp(name, "linux,stdout-path", 17)) ||
	       (len == 10 && !memcmp(name, "stdin-path", 10));
}

/*
 * A blank inside the string value at @v (quoted, or plain up to a
 * comment): no path, alias or console option holds one ("serial0
 * 115200n8", "/soc/serial@1000 " quoted).  Where, or NULL.
 */
static const char *blank_in(const char *v, const char *e)
{
	char q = *v == '"' || *v == '\'' ? *v : 0;
	const char *p, *r;

	for (p = v + !!q; p < e && *p != q; p++) {
		if (*p != ' ' && *p != '\t')
			continue;
		r = yf_skip_blanks(p, e);
		return q || (r < e && *r != '#') ? p : NULL;
	}
	return NULL;
}

/*
 * Is the node of frame @f, which @it is in, the one at @path (@len bytes:
 * "/aliases", "/chosen")?  Its path's length and hash pick the
 * candidates; reading the path back decides.
 */
static int frame_at(struct ctx *c, const struct item *it,
		    const struct frame *f, const char *path, unsigned int len)
{
	return f->pathlen == len &&
	       yf_path_hash(yf_path_hash(PATH_HASH_ROOT, "/", 1), path + 1,
			    len - 1) == f->hash &&
	       yf_node_path_is(c, -1, it->line, 1, path, len);
}

/* Is @k (@n bytes) one of the words of @list ("a\0b\0", ending in "")? */
static int in_list(const char *list, const char *k, size_t n)
{
	for (; *list; list += strlen(list) + 1)
		if (strlen(list) == n && !memcmp(list, k, n))
			return 1;
	return 0;
}

/*
 * Properties only /chosen has: anywhere else nothing reads them ("/:
 * bootargs:" boots without its arguments).  No board of the corpora has
 * one elsewhere.
 */
static const char chosen_names[] = "bootargs\0stdout-path\0"
	"linux,stdout-path\0stdin-path\0linux,initrd-start\0"
	"linux,initrd-end\0rng-seed\0kaslr-seed\0";

static int chosen_only(const struct item *it)
{
	/* most keys leave at their first letter */
	return memchr("bslrk", it->key[0], 5) &&
	       in_list(chosen_names, it->key, it->keylen);
}

/*
 * A vendor-prefixed name in /chosen that means one of chosen_only()'s:
 * one letter off it (linux,stdoutpath), or it with "linux," before
 * (linux,bootargs, which nothing reads); linux,initramfs-start and -end
 * for the initrd's (the kernel reads no "initramfs").
 */
static int near_chosen(const struct item *it)
{
	const char *n;
	size_t len;

	if (it->keylen > 16 && !memcmp(it->key, "linux,initramfs-", 16))
		return 1;
	for (n = chosen_names; *n; n += len + 1) {
		len = strlen(n);
		if (yf_one_letter_off(it->key, it->keylen, n, len, 0) ||
		    (it->keylen == len + 6 && !memcmp(it->key, "linux,", 6) &&
		     !memcmp(it->key + 6, n, len)))
			return 1;
	}
	return 0;
}

/*
 * The names /chosen has besides chosen_only()'s, with no vendor prefix:
 * what firmware and the corpora's boards put there (bootargs-append,
 * U-Boot's tick-timer and firmware-loader; a framebuffer child's cells).
 */
static int chosen_other(const struct item *it)
{
	static const char names[] = "bootargs-append\0tick-timer\0"
		"firmware-loader\0#address-cells\0#size-cells\0ranges\0"
		"phandle\0";

	return memchr(it->key, ',', it->keylen) ||
	       in_list(names, it->key, it->keylen);
}

/* Does a line of the text have the key @name (@n bytes)?  An alias it sets. */
static int text_has_key(const struct ctx *c, const char *name, size_t n)
{
	const char *l, *k;

	for (l = c->text; l < c->end; l = yf_next_line(l, c->end)) {
		k = yf_skip_spaces(l, c->end);
		if ((size_t)(c->end - k) > n && !memcmp(k, name, n) &&
		    k[n] == ':')
			return 1;
	}
	return 0;
}

/*
 * After pass 1: the alias @it deletes ("serial0: ~"), or with @whole any
 * alias, as "/aliases: ~" deletes them all, named by the base's
 * stdout-path ("serial0:115200n8"), which the text leaves alone?  INUSE,
 * the referrer in c->ref_node and c->ref_prop; else 0.
 */
int yf_console_alias(struct ctx *c, const struct item *it, int whole)
{
	int node, len, prop;
	const char *v, *name;
	unsigned int n;

	if (!YAMLFDT_HAVE_REFS)		/* its caller's option */
		return 0;
	node = yf_find_path(c->fdt, "/chosen", 7);
	fdt_for_each_property_offset(prop, c->fdt, node) {
		v = fdt_getprop_by_offset(c->fdt, prop, &name, &len);
		if (!v || len < 1 || strlen(name) != 11 ||
		    memcmp(name, "stdout-path", 11))
			continue;
		v = yf_path_word(v, v + len - 1, &n);
		if ((whole ? !n || *v == '/' :
		     n != it->keylen || memcmp(v, it->key, n)) ||
		    text_has_key(c, "stdout-path", 11))
			return 0;
		c->ref_node = node;
		c->ref_prop = prop;
		return yf_mistake(c, YAMLFDT_ERR_INUSE, it->key);
	}
	return 0;
}

/*
 * Pass 1, a property @it set or deleted in the node of frame @f: CHOSEN
 * for one only /chosen has, elsewhere.  /secure-chosen is the secure
 * world's /chosen (QEMU's virt has stdout-path and rng-seed there), an
 * overlay written out (fragment@0/__overlay__) gives its target's, and
 * Xen's boot modules, below /chosen, have their own bootargs.
 */
int yf_check_chosen(struct ctx *c, const struct item *it,
		    const struct frame *f)
{
	int n;

	if (!chosen_only(it) || frame_at(c, it, f, "/chosen", 7) ||
	    frame_at(c, it, f, "/secure-chosen", 14))
		return 0;
	n = yf_node_path(c, -1, it->line, 1, c->path, sizeof(c->path));
	if (n >= 12 && !memcmp(c->path + n - 12, "/__overlay__", 12))
		return 0;
	/* Xen's modules under /chosen: "module@84000000: bootargs:" */
	if (n > 8 && !memcmp(c->path, "/chosen/", 8) && it->keylen == 8 &&
	    !memcmp(it->key, "bootargs", 8))
		return 0;
	return yf_mistake(c, YAMLFDT_ERR_CHOSEN, it->key);
}

/*
 * The address on an initrd property's line (@it): "N", "!uint64 N",
 * "!uint32 N" or "[hi, lo]", N a number or an expression; 0 for any
 * other form.  An
 * address written in decimal, five digits or more (U-Boot's hex without
 * its 0x: "84000000"), sets *@dec.
 */
static uint64_t initrd_value(const struct ctx *c, const struct item *it,
			     int *dec)
{
	const char *p = it->val, *e = yf_content_end(p, c->end), *q, *t, *d;
	const char *bad;
	uint64_t v = 0, w;
	int neg, cells = 0;

	if ((size_t)(e - p) > 8 && (!memcmp(p, "!uint64 ", 8) ||
				    !memcmp(p, "!uint32 ", 8)))
		p += 8;
	if (*p == '[')
		p++;
	for (; p < e && cells < 2; p = q + 1, cells++) {
		p = yf_skip_blanks(p, e);
		for (q = p; q < e && *q != ',' && *q != ']' && *q != '#'; q++)
			;
		for (t = q; t > p && (t[-1] == ' ' || t[-1] == '\t'); t--)
			;
		for (d = p; d < t && yf_is_digit(*d); d++)
			;
		if (d == t && t - p > 4 && *p != '0')
			*dec = 1;
		if (yf_expr_eval(p, t, &w, &neg, &bad))
			return 0;
		v = v << 32 | w;
		if (q == e || *q != ',')
			break;
	}
	return v;
}

/*
 * linux,initrd-start or -end @it, set in /chosen (@f): the kernel loads
 * no initrd unless /chosen has both, the end above the start, both in
 * hex.  The other one is the text's (a line that sets it in /chosen),
 * else the base's.  Where it goes wrong, or NULL.
 */
static const char *bad_initrd(struct ctx *c, const struct item *it,
			      const struct frame *f)
{
	int end = it->keylen == 16, len = -1, dec = 0;	/* initrd-end */
	const char *other = end ? "linux,initrd-start" : "linux,initrd-end";
	unsigned int n = end ? 18 : 16;
	uint64_t v = 0, mine = initrd_value(c, it, &dec);
	const fdt32_t *b = NULL;
	struct item o;

	if (dec)
		return it->val;
	if (yf_text_sets(c, "/chosen", 7, other, n, IT_PROP, &o)) {
		v = initrd_value(c, &o, &dec);
		len = 4;
	}
	if (len < 0 && f->node >= 0) {
		b = fdt_getprop(c->fdt, f->node, other, &len);
		v = !b ? 0 : len == 4 ? fdt32_to_cpu(b[0]) :
		    len == 8 ? (uint64_t)fdt32_to_cpu(b[0]) << 32 |
			       fdt32_to_cpu(b[1]) : 0;
	}
	if (len < 0)
		return it->key;
	return v && mine && (end ? mine <= v : v <= mine) ? it->val : NULL;
}

/* @it's value, past a "!str " that says it is a string all the same */
static const char *string_value(const struct ctx *c, const struct item *it)
{
	const char *v = it->val;

	return v && c->end - v > 5 && !memcmp(v, "!str ", 5) ?
	       yf_skip_spaces(v + 5, c->end) : v;
}

/*
 * An alias the base's stdout-path names ("serial0:115200n8"), @it in
 * /aliases (frame @f), moved to a port that stays off: the kernel finds
 * no console.  An alias set to the path it has is not asked (the walks
 * of the tree are for an alias that moves).  Where it goes wrong, or
 * NULL.  (Bootargs' "console=ttyS2" is not asked: finding its port walks
 * the tree for every text that sets bootargs.)
 */
static const char *console_moved_off(struct ctx *c, const struct item *it,
				     const struct frame *f)
{
	const char *v = string_value(c, it), *sp;
	int node, len = 0;
	unsigned int n;

	if (!v)
		return NULL;
	v = yf_path_word(v, yf_content_end(v, c->end), &n);
	sp = f->node > 0 ? fdt_getprop_namelen(c->fdt, f->node, it->key,
					       (int)it->keylen, &len) : NULL;
	if (sp && len == (int)n + 1 && !memcmp(sp, v, n))
		return NULL;	/* not moved */
	node = yf_find_path(c->fdt, "/chosen", 7);
	sp = node >= 0 ? fdt_getprop(c->fdt, node, "stdout-path", &len) : NULL;
	if (!sp || len <= (int)it->keylen || sp[it->keylen] != ':' ||
	    memcmp(sp, it->key, it->keylen) ||
	    text_has_key(c, "stdout-path", 11))
		return NULL;
	return *v == '/' && yf_stays_off(c, yf_find_path(c->fdt, v, n),
					 NULL, NULL) ? v : NULL;
}

/*
 * Pass 1, on a base, a property @it the text sets in the node of frame
 * @f, its value in @s (NULL for "key: true"): CHOSEN for one in /chosen
 * that nothing reads ("console: ttyS0", stdout-patch), or half an
 * initrd (YAMLFDT_CHECK_NAMES, _PLACE).  Compiling a whole board leaves
 * /chosen to its writer: U-Boot's sandbox tests put their own there.
 */
int yf_check_chosen_name(struct ctx *c, const struct item *it,
			 const struct frame *f, const struct sink *s)
{
	const char *p;

	if ((!YAMLFDT_HAVE_NAME_RULES && !YAMLFDT_HAVE_PLACE) ||
	    !frame_at(c, it, f, "/chosen", 7))
		return 0;
	if (!chosen_only(it))
		return !YAMLFDT_HAVE_NAME_RULES ||
		       (chosen_other(it) && !near_chosen(it)) ? 0 :
		       yf_mistake(c, YAMLFDT_ERR_CHOSEN, it->key);
	p = YAMLFDT_HAVE_PLACE && s && it->keylen > 13 &&
	    !memcmp(it->key, "linux,initrd-", 13) ? bad_initrd(c, it, f) :
	    NULL;
	/* arm64 takes a kaslr-seed of 8 bytes only */
	if (s && s->len != 8 && it->keylen == 10 &&
	    !memcmp(it->key, "kaslr-seed", 10))
		p = it->val;
	return p ? yf_mistake(c, YAMLFDT_ERR_CHOSEN, p) : 0;
}

/*
 * An alias the kernel would not find by its stem: a capital in its name,
 * or a '_' or '-' before the number of a stem drivers ask for
 * ("serial_1").  Other '_' are real boards' own (d_can0, phy_rgmii_0).
 */
static int bad_alias_name(const char *k, unsigned int n)
{
	static const char stems[] = "serial\0ethernet\0mmc\0i2c\0spi\0"
		"gpio\0can\0rtc\0";
	unsigned int i, d = n;

	for (i = 0; i < n; i++)
		if (k[i] >= 'A' && k[i] <= 'Z')
			return 1;
	while (d > 1 && yf_is_digit(k[d - 1]))
		d--;
	return d < n && (k[d - 1] == '_' || k[d - 1] == '-') &&
	       in_list(stems, k, d - 1);
}

/*
 * The path or alias a path property's value @v (up to @e) starts with,
 * after an optional quote: its first byte, and in *@n its length, up to
 * a ':' (stdout-path's options), a quote or a blank.
 */
const char *yf_path_word(const char *v, const char *e, unsigned int *n)
{
	v += v < e && (*v == '"' || *v == '\'');
	for (*n = 0; v + *n < e && !memchr(":\"' \t", v[*n], 5); ++*n)
		;
	return v;
}

/*
 * The string value of @it, a property that holds a path (an alias, a
 * stdout-path): is it one?  An alias is a path ("serial3: uart1" is no
 * alias: the kernel ignores it); stdout-path is a path or an alias, then
 * its options after a ':' ("ttyS2,115200" and "uart2:115200n8" name no
 * node).  Returns where it goes wrong, or NULL.  Other tagged values and
 * lists are left to the tags (!pathref); an alias the base or the text
 * has is taken as one.
 * Compiling a whole board (@compiling) keeps dtc's reading: shipped
 * boards name aliases they lack, and must stay byte-identical.
 */
static const char *bad_path_value(struct ctx *c, const struct item *it,
				  const struct frame *f, int compiling)
{
	const char *v = string_value(c, it), *e, *blank, *p;
	unsigned int n;

	if (!v || *v == '!' || *v == '[' || *v == '*')
		return NULL;
	e = yf_content_end(v, c->end);
	blank = blank_in(v, e);
	if (blank)
		return blank;
	v = yf_path_word(v, e, &n);
	for (p = v; *v == '/' && p + 1 < v + n; p++)	/* "/soc//serial@0" */
		if (p[0] == '/' && p[1] == '/')
			return p + 1;
	if (f->pathlen == 8)	/* /aliases: "/soc/serial@1000:115200" */
		return *v != '/' ? v : v + n < e && v[n] == ':' ? v + n :
		       n > 1 && v[n - 1] == '/' ? v + n - 1 : NULL;
	if (*v == '/')		/* "/soc/serial@1000/": no node's path */
		return n > 1 && v[n - 1] == '/' ? v + n - 1 : NULL;
	if (compiling)
		return NULL;
	if (!n || fdt_get_alias_namelen(c->fdt, v, (int)n) ||
	    text_has_key(c, v, n))
		return NULL;
	return v;
}

/*
 * The path the text writes in an alias or a stdout-path, on a base tree:
 * does it name a node, of the base tree or one the text creates?  Where
 * it goes wrong, or NULL.  dtc only warns (alias_paths), and the kernel
 * finds no console: a typo in the path.
 */
static const char *missing_path(struct ctx *c, const struct item *it,
				int compiling)
{
	const char *v = string_value(c, it);
	unsigned int n;

	if (!YAMLFDT_HAVE_REFS || compiling || !v)
		return NULL;
	v = yf_path_word(v, yf_content_end(v, c->end), &n);
	if (!n || *v != '/')
		return NULL;
	if (yf_find_path(c->fdt, v, n) >= 0 ||
	    yf_text_creates(c, c->end, v, n))
		return NULL;
	return v;
}

/*
 * What a value's text says of itself, on a base: an unrendered template
 * ("{{ uart2_status }}", "@@CONSOLE@@", a bootargs' "${mmcroot}", which
 * U-Boot's environment expands and a tree's never); in pinctrl-names, a
 * state one letter off a standard one ("defaut").
 */
int yf_check_template(struct ctx *c, const struct item *it)
{
	static const char *const states[] = { "default", "sleep", "idle",
					      "init" };
	const char *p, *e, *w;
	unsigned int i;

	if (!YAMLFDT_HAVE_PLACE || !it->val)	/* its caller's option */
		return 0;
	e = yf_line_end(it->val, c->end);
	for (p = it->val; p + 1 < e; p++)
		if ((*p == '{' && (p[1] == '{' || p[1] == '%')) ||
		    (*p == '@' && p[1] == '@') ||	/* "@@CONSOLE@@" */
		    (*p == '$' && p[1] == '{' && it->keylen == 8 &&
		     !memcmp(it->key, "bootargs", 8)))	/* U-Boot's env */
			return yf_mistake(c, YAMLFDT_ERR_TEMPLATE, p);
	if (it->keylen != 13 || memcmp(it->key, "pinctrl-names", 13))
		return 0;
	for (p = it->val; p < e; p = w + 1) {
		while (p < e && !yf_is_label_char(*p, 0))
			p++;
		for (w = p; w < e && yf_is_label_char(*w, 0); w++)
			;
		for (i = 0; w > p && i < YF_COUNT(states); i++)
			if (yf_one_letter_off(p, (size_t)(w - p), states[i],
					      strlen(states[i]), 1))
				return yf_mistake(c, YAMLFDT_ERR_TYPO, p);
	}
	return 0;
}

/*
 * A stdout-path's node (@it), by its path or a base alias, when the base
 * node stays off: the kernel finds no console.  Where it goes wrong, or
 * NULL.
 */
static const char *console_off(struct ctx *c, const struct item *it)
{
	const char *v = string_value(c, it), *p;
	unsigned int n;

	if (!YAMLFDT_HAVE_PLACE || !v)
		return NULL;
	v = yf_path_word(v, yf_content_end(v, c->end), &n);
	p = !n || *v == '/' ? v : fdt_get_alias_namelen(c->fdt, v, (int)n);
	if (!n || !p || text_has_key(c, v, n))
		return NULL;
	return yf_stays_off(c, yf_find_path(c->fdt, p, *v == '/' ? n :
					    (unsigned int)strlen(p)), NULL, NULL) ?
	       v : NULL;
}

/*
 * Pass 1, a property of the text, its value encoded in @s (NULL for
 * "key: true"): if it holds a path (an alias, a stdout-path), PATHPROP
 * for a phandle, a word, a list or nothing where the path belongs, PATH
 * for a path that names no node (@whole: a whole board, read as dtc
 * does).  Counted for check_refs().
 */
int yf_check_path_prop(struct ctx *c, const struct item *it,
		       const struct frame *f, const struct sink *s, int whole)
{
	int chosen = yf_is_stdout_path(it->key, it->keylen);
	const char *p;

	/*
	 * The paths: any of /aliases, or /chosen's stdout-path (elsewhere,
	 * stdout-path was CHOSEN before its value was read)
	 */
	if (!(chosen ? frame_at(c, it, f, "/chosen", 7) :
		       frame_at(c, it, f, "/aliases", 8)))
		return 0;
	if (YAMLFDT_HAVE_NAME_RULES && !chosen &&
	    bad_alias_name(it->key, it->keylen))
		return yf_mistake(c, YAMLFDT_ERR_NAMECASE, it->key);
	c->path_props++;
	/* [/soc/a, /soc/b]: the kernel reads the first */
	p = s && s->ref_at ? s->ref_at : s && s->cells > 1 ? it->val :
	    bad_path_value(c, it, f, whole);
	if (p)
		return yf_mistake(c, YAMLFDT_ERR_PATHPROP, p);
	p = missing_path(c, it, whole);
	if (p || !YAMLFDT_HAVE_PLACE || whole)
		return p ? yf_mistake(c, YAMLFDT_ERR_PATH, p) : 0;
	p = chosen ? console_off(c, it) : console_moved_off(c, it, f);
	return p ? yf_mistake(c, YAMLFDT_ERR_OFFNODE, p) : 0;
}
