// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * embed.c: the whole of embedding yamlfdt, as a bootloader command would.
 * The tree lives in a buffer with room to grow; the text is applied in
 * place; on failure the tree is as it was and the error says where.
 *
 *   cc embed.c $(pkg-config --cflags --libs yamlfdt) -o embed
 *   ./embed BASE.dtb CHANGES.yaml OUT.dtb
 *
 * (The file reading is the host's; in firmware the tree and the text are
 * already in memory.)
 */
#include <stdio.h>
#include <stdlib.h>

#include <yamlfdt.h>

static char *slurp(const char *path, size_t extra, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (f && !fseek(f, 0, SEEK_END) && (n = ftell(f)) >= 0 &&
	    !fseek(f, 0, SEEK_SET) && (buf = malloc((size_t)n + extra)) &&
	    fread(buf, 1, (size_t)n, f) == (size_t)n) {
		*len = (size_t)n;
		fclose(f);
		return buf;
	}
	perror(path);
	exit(1);
}

int main(int argc, char **argv)
{
	size_t dtblen, textlen, room = 64 * 1024;
	struct yamlfdt_error e;
	char *fdt, *text;
	FILE *out;
	int ret;

	if (argc != 4) {
		fprintf(stderr, "usage: %s BASE.dtb CHANGES.yaml OUT.dtb\n", argv[0]);
		return 2;
	}
	fdt = slurp(argv[1], room, &dtblen);
	text = slurp(argv[2], 0, &textlen);

	/* Give the tree room to grow (libfdt), then apply the text. */
	ret = fdt_open_into(fdt, fdt, (int)(dtblen + room));
	if (ret) {
		fprintf(stderr, "%s: %s\n", argv[1], fdt_strerror(ret));
		return 1;
	}
	ret = yamlfdt_apply(fdt, dtblen + room, text, textlen, NULL, &e);
	if (ret) {	/* line 0: not about the text (a bad tree, no room) */
		fprintf(stderr, "%s:%u:%u: %s (tree unchanged)\n", argv[2],
			e.line, e.column, yamlfdt_strerror(ret));
		return 1;
	}
	fdt_pack(fdt);
	out = fopen(argv[3], "wb");
	if (!out || fwrite(fdt, 1, fdt_totalsize(fdt), out) != fdt_totalsize(fdt) ||
	    fclose(out)) {
		perror(argv[3]);
		return 1;
	}
	return 0;
}
