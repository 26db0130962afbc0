// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * vs_overlay: one apply, for callgrind to count.  Either yamlfdt_apply()
 * of a YAML text or libfdt's fdt_overlay_apply() of the same edits
 * compiled by `dtc -@` into a .dtbo: what U-Boot's `fdt apply` runs.
 *
 *   vs_overlay yamlfdt[-nosym] BASE.dtb TEXT.yaml [-@]
 *   vs_overlay libfdt[-nosym]  BASE.dtb OVERLAY.dtbo
 *
 * Both get the base opened into a buffer with room (fdt_open_into, not
 * counted), and the result is checked for a valid tree.  bench/vs-overlay.sh
 * counts the instructions inside the one call with --toggle-collect.
 *
 * -nosym: the base without /__symbols__, as most shipped DTBs are, and the
 * edits as a user must then write them: each label key (a YAML *label:
 * key, a .dtbo fragment's target) becomes its node's path (/path:,
 * target-path), each reference to a base label its phandle's number (no
 * __fixups__).  The rewriting, by the base's /__symbols__, is done before
 * the counted call.  With VS_OVERLAY_OUT set, the packed result is written
 * there (bench/vs-overlay.sh compares the two tools' trees).
 *
 * Exit status: 0 applied, 3 the text uses a feature this build of the core
 * leaves out (YAMLFDT_ERR_DISABLED: the boot profile), 1 any other error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "yamlfdt.h"

static char *slurp(const char *path, size_t extra, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (f && !fseek(f, 0, SEEK_END) && (n = ftell(f)) >= 0 &&
	    !fseek(f, 0, SEEK_SET) && (buf = calloc(1, (size_t)n + extra)) &&
	    fread(buf, 1, (size_t)n, f) == (size_t)n) {
		fclose(f);
		*len = (size_t)n;
		return buf;
	}
	perror(path);
	exit(2);
}

/* The base's /__symbols__ path of label [name, name + n), or NULL. */
static const char *symbol(const void *fdt, const char *name, int n)
{
	int sym = fdt_path_offset(fdt, "/__symbols__");

	return sym < 0 ? NULL : fdt_getprop_namelen(fdt, sym, name, n, NULL);
}

static uint32_t label_phandle(const void *fdt, const char *name, int n)
{
	const char *path = symbol(fdt, name, n);
	int node = path ? fdt_path_offset(fdt, path) : -1;

	return node < 0 ? 0 : fdt_get_phandle(fdt, node);
}

static int is_label_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	       (ch >= '0' && ch <= '9') || ch == '_';
}

/* Does the text define label [name, name + n) itself ("&name")? */
static int defines(const char *in, size_t len, const char *name, int n)
{
	const char *p = in, *e = in + len;

	while ((p = memchr(p, '&', (size_t)(e - p)))) {
		p++;
		if ((size_t)(e - p) >= (size_t)n && !memcmp(p, name, (size_t)n) &&
		    (p + n == e || !is_label_char(p[n])))
			return 1;
	}
	return 0;
}

/*
 * The YAML text with base labels written out: a top-level "*label:" key
 * becomes "/path:", a "*label" reference the phandle's number.  A label
 * the text defines itself ("&label") stays.
 */
static char *nosym_yaml(const void *fdt, const char *in, size_t len,
			size_t *outlen)
{
	const char *p = in, *e = in + len, *s, *path;
	char *out = NULL;
	FILE *o = open_memstream(&out, outlen);
	uint32_t ph;
	int n;

	if (!o)
		exit(2);
	while (p < e) {
		if (*p != '*' || (p > in && is_label_char(p[-1]))) {
			fputc(*p++, o);
			continue;
		}
		for (s = ++p; p < e && is_label_char(*p); p++)
			;
		n = (int)(p - s);
		path = symbol(fdt, s, n);
		ph = label_phandle(fdt, s, n);
		if (!path || defines(in, len, s, n)) {
			fprintf(o, "*%.*s", n, s);		/* the text's own */
		} else if ((s == in + 1 || s[-2] == '\n') && p < e && *p == ':') {
			fputs(path, o);				/* a key */
		} else if (ph) {
			fprintf(o, "0x%x", ph);			/* a reference */
		} else {
			fprintf(stderr, "nosym: %.*s has no phandle\n", n, s);
			exit(2);
		}
	}
	if (fclose(o))
		exit(2);
	return out;
}

/*
 * The .dtbo without __fixups__: a fragment's target (a label) becomes a
 * target-path, and every other cell __fixups__ lists gets the phandle.
 */
static void nosym_dtbo(const void *fdt, void *dtbo)
{
	char name[128], list[2048], where[256];
	const char *v, *n, *c1, *c2, *end, *path;
	int fix, prop, len, frag;
	uint32_t ph;
	fdt32_t cell;

	while ((fix = fdt_path_offset(dtbo, "/__fixups__")) >= 0 &&
	       (prop = fdt_first_property_offset(dtbo, fix)) >= 0) {
		v = fdt_getprop_by_offset(dtbo, prop, &n, &len);
		if (!v || strlen(n) >= sizeof(name) || len > (int)sizeof(list))
			exit(2);
		strcpy(name, n);
		memcpy(list, v, (size_t)len);
		if (fdt_delprop(dtbo, fix, name))
			exit(2);
		path = symbol(fdt, name, (int)strlen(name));
		ph = label_phandle(fdt, name, (int)strlen(name));
		for (v = list, end = list + len; v < end; v += strlen(v) + 1) {
			/* "/fragment@0/__overlay__/node:prop:offset" */
			c1 = strchr(v, ':');
			c2 = c1 ? strchr(c1 + 1, ':') : NULL;
			if (!path || !c2 || (size_t)(c1 - v) >= sizeof(where))
				exit(2);
			memcpy(where, v, (size_t)(c1 - v));
			where[c1 - v] = '\0';
			frag = fdt_path_offset(dtbo, where);
			if (frag < 0)
				exit(2);
			if (c2 - c1 - 1 == 6 && !memcmp(c1 + 1, "target", 6)) {
				if (fdt_delprop(dtbo, frag, "target") ||
				    fdt_setprop_string(dtbo, frag, "target-path", path))
					exit(2);
				continue;
			}
			cell = cpu_to_fdt32(ph);
			if (!ph || fdt_setprop_inplace_namelen_partial(dtbo, frag,
					c1 + 1, (int)(c2 - c1 - 1),
					(uint32_t)strtoul(c2 + 1, NULL, 0), &cell, 4))
				exit(2);
		}
	}
	if (fix >= 0 && fdt_del_node(dtbo, fix))
		exit(2);
}

int main(int argc, char **argv)
{
	size_t baselen, len, room = 256 * 1024;
	static struct yamlfdt_label labels[64];	/* as a bootloader passes */
	struct yamlfdt_opts opts = { .labels = labels, .max_labels = 64 };
	struct yamlfdt_error e;
	char *fdt, *in;
	int ret, nosym;

	if (argc < 4) {
		fprintf(stderr, "usage: %s yamlfdt|libfdt[-nosym] BASE.dtb TEXT\n",
			argv[0]);
		return 2;
	}
	nosym = strstr(argv[1], "-nosym") != NULL;
	fdt = slurp(argv[2], room, &baselen);
	in = slurp(argv[3], room, &len);
	if (fdt_open_into(fdt, fdt, (int)(baselen + room)))
		return 2;
	if (nosym && !strncmp(argv[1], "yamlfdt", 7)) {
		char *t = nosym_yaml(fdt, in, len, &len);

		free(in);
		in = t;
	} else if (nosym) {
		if (fdt_open_into(in, in, (int)(len + room)))
			return 2;
		nosym_dtbo(fdt, in);
	}
	if (nosym && fdt_del_node(fdt, fdt_path_offset(fdt, "/__symbols__")))
		return 2;
	if (!strncmp(argv[1], "yamlfdt", 7)) {
		opts.flags = argc > 4 && !strcmp(argv[4], "-@") ? YAMLFDT_SYMBOLS : 0;
		ret = yamlfdt_apply(fdt, baselen + room, in, len, &opts, &e);
		if (ret)
			fprintf(stderr, "%s:%u:%u: %s\n", argv[3], e.line, e.column,
				yamlfdt_strerror(ret));
	} else {
		ret = fdt_overlay_apply(fdt, in);
		if (ret)
			fprintf(stderr, "%s: %s\n", argv[3], fdt_strerror(ret));
	}
	if (!ret && getenv("VS_OVERLAY_OUT")) {	/* the tree, for comparing */
		FILE *f = fopen(getenv("VS_OVERLAY_OUT"), "wb");

		fdt_pack(fdt);
		if (!f || fwrite(fdt, 1, fdt_totalsize(fdt), f) != fdt_totalsize(fdt) ||
		    fclose(f))
			return 2;
	}
	if (ret == -YAMLFDT_ERR_DISABLED && !strncmp(argv[1], "yamlfdt", 7))
		return 3;
	return ret || fdt_check_full(fdt, fdt_totalsize(fdt)) ? 1 : 0;
}
