// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * vs_overlay: one apply, for callgrind to count.  Either yamlfdt_apply()
 * of a YAML text or libfdt's fdt_overlay_apply() of the same edits
 * compiled by `dtc -@` into a .dtbo: what U-Boot's `fdt apply` runs.
 *
 *   vs_overlay yamlfdt BASE.dtb TEXT.yaml [-@]
 *   vs_overlay libfdt  BASE.dtb OVERLAY.dtbo
 *
 * Both get the base opened into a buffer with room (fdt_open_into, not
 * counted), and the result is checked for a valid tree.  bench/vs-overlay.sh
 * counts the instructions inside the one call with --toggle-collect.
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

int main(int argc, char **argv)
{
	size_t baselen, len, room = 256 * 1024;
	static struct yamlfdt_label labels[64];	/* as a bootloader passes */
	struct yamlfdt_opts opts = { .labels = labels, .max_labels = 64 };
	struct yamlfdt_error e;
	char *fdt, *in;
	int ret;

	if (argc < 4) {
		fprintf(stderr, "usage: %s yamlfdt|libfdt BASE.dtb TEXT\n", argv[0]);
		return 2;
	}
	fdt = slurp(argv[2], room, &baselen);
	in = slurp(argv[3], 0, &len);
	if (fdt_open_into(fdt, fdt, (int)(baselen + room)))
		return 2;
	if (!strcmp(argv[1], "yamlfdt")) {
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
	return ret || fdt_check_full(fdt, fdt_totalsize(fdt)) ? 1 : 0;
}
