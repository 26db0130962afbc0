// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * yamlfdt: the host tool.  Applies YAML files to a DTB (or compiles them
 * from an empty tree) with the same core a bootloader links.
 *
 *   yamlfdt [-i BASE.dtb] -o OUT.dtb [-@] [-S SIZE] [-p PAD] [--check]
 *           [--bindings DIR] [--force] [--allow PATH[:PROP]]... FILE.yaml...
 *
 * Options as dtc's: short and long forms, -h and --version on standard
 * output, exit 2 for a bad command line.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "yamlfdt.h"
#include "check.h"

static const char *prog = "yamlfdt";

#ifndef YAMLFDT_VERSION
#define YAMLFDT_VERSION "unknown"
#endif

static const char usage_text[] =
	"usage: %s [-i BASE.dtb] -o OUT.dtb [-@] [-S SIZE] [-p PAD] [--check]\n"
	"               [--bindings DIR] [--force] [--allow PATH[:PROP]]... FILE.yaml...\n"
	"Apply YAML device-tree changes to a DTB, or compile them from an empty tree.\n"
	"  -i, --in BASE.dtb    start from this tree (default: an empty tree)\n"
	"  -o, --out OUT.dtb    write the result here ('-' for standard output)\n"
	"  -@, --symbols        record the text's labels in /__symbols__\n"
	"  -S, --out-size SIZE  make the output tree SIZE bytes (default: packed)\n"
	"  -p, --pad PAD        leave PAD free bytes at the end of the output\n"
	"  -c, --check          also run dtc's checks on the result, and report what\n"
	"                       the base tree did not have at the text's lines;\n"
	"                       without -o write nothing; with findings, exit 1\n"
	"                       and write nothing\n"
	"  -b, --bindings DIR   with --check (implied), also validate against the\n"
	"                       bindings in DIR (a Linux tree's Documentation/\n"
	"                       devicetree/bindings, or a processed schema file)\n"
	"  -f, --force          with --check, write the output despite findings\n"
	"  -a, --allow E        only let the text change what E names: PATH (the\n"
	"                       node and all below it) or PATH:PROP (that property\n"
	"                       of the node and of those below it); repeatable\n"
	"  -q, --quiet          no notes on standard error, only errors\n"
	"  -h, --help           this text\n"
	"  -V, --version        the version\n"
	"A FILE of '-' is standard input.\n";

static void usage(FILE *f, int status)
{
	fprintf(f, usage_text, prog);
	exit(status);
}

static char *read_file(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	size_t cap = 65536, n = 0, r;
	char *buf = malloc(cap);

	if (!f || !buf) {
		fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
		exit(1);
	}
	while ((r = fread(buf + n, 1, cap - n, f)) > 0) {
		n += r;
		if (n == cap && !(buf = realloc(buf, cap *= 2))) {
			fprintf(stderr, "%s: out of memory\n", prog);
			exit(1);
		}
	}
	if (ferror(f)) {
		fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
		exit(1);
	}
	if (f != stdin)
		fclose(f);
	*len = n;
	return buf;
}

/*
 * FILE:LINE:COL: error: MESSAGE, then the line and a caret under COL; for
 * a deleted node still in use, which node of @fdt (unchanged) uses it;
 * for a new node without reg, the existing node it most likely meant.
 */
static void report(const char *file, const char *text, size_t len,
		   const struct yamlfdt_error *e, const void *fdt)
{
	const char *ls, *le, *prop = NULL;
	char path[512];
	unsigned int i;
	int meant = 0, near = e->code == -YAMLFDT_ERR_TYPO ||
			      e->code == -YAMLFDT_ERR_NOTHERE;

	if ((e->code == -YAMLFDT_ERR_INUSE || near) && e->ref_node >= 0 &&
	    e->ref_prop >= 0 &&
	    !fdt_get_path(fdt, e->ref_node, path, sizeof(path)))
		fdt_getprop_by_offset(fdt, e->ref_prop, &prop, NULL);
	if ((e->code == -YAMLFDT_ERR_NOREG ||
	     e->code == -YAMLFDT_ERR_NEWNAME ||
	     (e->code == -YAMLFDT_ERR_NOTHERE && e->ref_prop < 0)) &&
	    e->ref_node >= 0 &&
	    !fdt_get_path(fdt, e->ref_node, path, sizeof(path)))
		meant = 1;

	if (!e->line) {
		fprintf(stderr, "%s: error: %s\n", file,
			yamlfdt_strerror(e->code));
		return;
	}
	fprintf(stderr, "%s:%u:%u: error: %s\n", file, e->line, e->column,
		yamlfdt_strerror(e->code));
	ls = text + e->offset - (e->column - 1);
	le = memchr(ls, '\n', len - (size_t)(ls - text));
	if (!le)
		le = text + len;
	if (le > ls && le[-1] == '\r')
		le--;
	fprintf(stderr, " %.*s\n ", (int)(le - ls), ls);
	for (i = 1; i < e->column; i++)
		fputc(ls[i - 1] == '\t' ? '\t' : ' ', stderr);
	fputs("^\n", stderr);
	if (prop && near)
		fprintf(stderr, "%s: note: did you mean %s (%s has it)?\n",
			file, prop, path);
	else if (prop)
		fprintf(stderr, "%s: note: %s still refers to it, in %s\n",
			file, path, prop);
	if (meant)
		fprintf(stderr, "%s: note: did you mean %s?\n", file, path);
}

static int write_out(const char *path, const void *fdt)
{
	size_t n = fdt_totalsize(fdt);
	struct stat st;
	char *tmp;
	FILE *f;

	if (!strcmp(path, "-"))
		return fwrite(fdt, 1, n, stdout) == n && !fflush(stdout) ? 0 : -1;
	/*
	 * Not a regular file (/dev/null, a FIFO): written as it is.  A
	 * rename would replace it, and as root that turns /dev/null into a
	 * plain file for the whole machine.
	 */
	if (!stat(path, &st) && !S_ISREG(st.st_mode)) {
		f = fopen(path, "wb");
		if (f && fwrite(fdt, 1, n, f) == n && !fclose(f))
			return 0;
		fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
		return -1;
	}
	/* Into a temporary file, then renamed: never a half-written DTB. */
	tmp = malloc(strlen(path) + 16);
	if (!tmp)
		return -1;
	sprintf(tmp, "%s.tmp%ld", path, (long)getpid());
	f = fopen(tmp, "wb");
	if (!f || fwrite(fdt, 1, n, f) != n || fclose(f) ||
	    rename(tmp, path)) {
		fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
		remove(tmp);
		free(tmp);
		return -1;
	}
	free(tmp);
	return 0;
}

/*
 * A tree compiled from nothing: the header's boot CPU as dtc guesses it
 * (without -b): the reg of /cpus' first subnode, when that is one cell.
 * The dialect has no way to say it, and dtc's DTB then matches ours byte
 * for byte.
 */
static void set_boot_cpu(void *fdt)
{
	int cpus = fdt_path_offset(fdt, "/cpus"), cpu, len;
	const fdt32_t *reg;

	cpu = cpus >= 0 ? fdt_first_subnode(fdt, cpus) : -1;
	reg = cpu >= 0 ? fdt_getprop(fdt, cpu, "reg", &len) : NULL;
	if (reg && len == 4)
		fdt_set_boot_cpuid_phys(fdt, fdt32_to_cpu(*reg));
}

static unsigned long number(const char *s)
{
	char *end;
	unsigned long v = strtoul(s, &end, 0);

	if (!*s || *end) {
		fprintf(stderr, "%s: not a number: '%s'\n", prog, s);
		usage(stderr, 2);
	}
	return v;
}

int main(int argc, char **argv)
{
	const char *in = NULL, *out = NULL;
	unsigned long size = 0, pad = 0;
	int symbols = 0, check = 0, force = 0, quiet = 0, i, nfiles = 0, ret;
	int found = 0;
	const char *bindings = NULL;
	struct notes notes = { 0 };
	struct source *src;
	size_t bufsize, baselen = 0, total = 0, *lens;
	char **texts;
	char **files;
	const char **allow = calloc((size_t)argc, sizeof(*allow));
	unsigned int nallow = 0;
	struct yamlfdt_opts opts;
	struct yamlfdt_error e;
	void *fdt, *base = NULL;

	static const struct option longopts[] = {
		{ "in", required_argument, NULL, 'i' },
		{ "out", required_argument, NULL, 'o' },
		{ "symbols", no_argument, NULL, '@' },
		{ "out-size", required_argument, NULL, 'S' },
		{ "pad", required_argument, NULL, 'p' },
		{ "check", no_argument, NULL, 'c' },
		{ "bindings", required_argument, NULL, 'b' },
		{ "force", no_argument, NULL, 'f' },
		{ "allow", required_argument, NULL, 'a' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};

	while ((i = getopt_long(argc, argv, "i:o:@S:p:cb:fa:qhV", longopts,
				NULL)) != -1) {
		switch (i) {
		case 'i': in = optarg; break;
		case 'o': out = optarg; break;
		case '@': symbols = 1; break;
		case 'S': size = number(optarg); break;
		case 'p': pad = number(optarg); break;
		case 'c': check = 1; break;
		case 'b': bindings = optarg; check = 1; break;
		case 'f': force = 1; break;
		case 'a': allow[nallow++] = optarg; break;
		case 'q': quiet = 1; break;
		case 'h': usage(stdout, 0); break;
		case 'V':
			printf("%s %s\n", prog, YAMLFDT_VERSION);
			return 0;
		default: usage(stderr, 2);	/* getopt named the option */
		}
	}
	files = argv + optind;
	nfiles = argc - optind;
	if (!nfiles) {
		fprintf(stderr, "%s: no input: name FILE.yaml ('-' for standard input)\n", prog);
		usage(stderr, 2);
	}
	if (!out && !check) {
		fprintf(stderr, "%s: no output: give -o OUT.dtb, or --check\n", prog);
		usage(stderr, 2);
	}

	if (in) {
		base = read_file(in, &baselen);
		if (baselen < 40 || fdt_check_header(base) ||
		    fdt_totalsize(base) > baselen) {
			fprintf(stderr, "%s: %s: not a valid DTB\n", prog, in);
			return 1;
		}
	}

	memset(&opts, 0, sizeof(opts));
	opts.flags = symbols ? YAMLFDT_SYMBOLS : 0;
	opts.max_labels = 65535;
	if (nallow) {
		opts.allow = allow;
		opts.nallow = nallow;
	}
	opts.labels = calloc(opts.max_labels, sizeof(*opts.labels));

	/* Each file is read once ('-', standard input, can only be).  Start
	 * with room for a typical result; grow it when the core says the
	 * buffer is too small (it leaves the tree as it was). */
	texts = calloc((size_t)nfiles, sizeof(*texts));
	lens = calloc((size_t)nfiles, sizeof(*lens));
	src = calloc((size_t)nfiles, sizeof(*src));
	if (!texts || !lens || !src) {
		fprintf(stderr, "%s: out of memory\n", prog);
		return 1;
	}
	for (i = 0; i < nfiles; i++) {
		texts[i] = read_file(files[i], &lens[i]);
		total += lens[i];
	}
	bufsize = baselen + 2 * total + 4096;
	fdt = malloc(bufsize);
	if (!fdt || !opts.labels) {
		fprintf(stderr, "%s: out of memory\n", prog);
		return 1;
	}
	if (base)
		ret = fdt_open_into(base, fdt, (int)bufsize);
	else
		ret = fdt_create_empty_tree(fdt, (int)bufsize);
	if (ret) {
		fprintf(stderr, "%s: %s\n", prog, fdt_strerror(ret));
		return 1;
	}

	for (i = 0; i < nfiles; i++) {
		size_t len = lens[i];
		char *text = texts[i];

		/* --check: which line writes which node and property, on the
		 * tree as the files before this one made it */
		notes.file = i;
		src[i] = (struct source){ files[i], text, len };
		for (;;) {
			ret = check ? yamlfdt_lines(fdt, bufsize, text, len,
						    &opts, note_line, &notes, &e)
				    : 0;
			if (!ret)
				ret = yamlfdt_apply(fdt, bufsize, text, len,
						    &opts, &e);
			if (ret != -FDT_ERR_NOSPACE || bufsize > (1u << 30))
				break;
			/* The core says how much is enough. */
			bufsize = e.needed > bufsize ? e.needed : bufsize * 2;
			fdt = realloc(fdt, bufsize);
			if (!fdt) {
				fprintf(stderr, "%s: out of memory\n", prog);
				return 1;
			}
		}
		if (ret) {
			report(files[i], text, len, &e, fdt);
			return 1;
		}
		if (!check)
			free(text);
	}
	if (!base)
		set_boot_cpu(fdt);

	ret = fdt_pack(fdt);
	if (!ret && (size || pad)) {
		size_t want = size ? size : fdt_totalsize(fdt) + pad;

		if (want > bufsize && !(fdt = realloc(fdt, want)))
			ret = -FDT_ERR_NOSPACE;
		else
			ret = fdt_open_into(fdt, fdt, (int)want);
		if (ret == -FDT_ERR_NOSPACE && size && want < fdt_totalsize(fdt)) {
			fprintf(stderr, "%s: -S %zu is too small: the tree "
				"needs %u bytes (give -S %u or more, or -p "
				"for free room)\n", prog, want,
				fdt_totalsize(fdt), fdt_totalsize(fdt));
			return 1;
		}
	}
	if (ret) {
		fprintf(stderr, "%s: %s\n", prog, fdt_strerror(ret));
		return 1;
	}
	if (check) {
		found = check_findings(prog, base, fdt, &notes, src, nfiles,
				       bindings, quiet);
		if (found < 0)
			return 1;
		if (found)
			fprintf(stderr, "%s: %d finding%s%s\n", prog, found,
				found == 1 ? "" : "s", !out ? "" :
				force ? "; output written (--force)" :
				"; no output written (--force writes it)");
		if (!out || (found && !force))
			return found ? 1 : 0;
	}
	return write_out(out, fdt) || found ? 1 : 0;
}
