// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * The host tool's --check beyond the core's own checks.  dtc's checks and
 * dt-schema's validation with the kernel's bindings look at a whole tree
 * and name nodes by path; here they run on the result and on the base
 * tree, only what the base did not have is kept (counting repeats), and
 * each finding is printed at the line of the text that wrote the
 * property it names, or the node, as yamlfdt_lines() told.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "yamlfdt.h"
#include "check.h"

#ifndef YAMLFDT_DATADIR
#define YAMLFDT_DATADIR "/usr/local/share"
#endif

#define SKIPPED	127	/* exit status: the program is not there */

static int quiet;		/* -q: no notes, only findings and errors */

#define note(...) (quiet ? (void)0 : (void)fprintf(stderr, __VA_ARGS__))

void note_line(void *arg, const char *path, const char *prop,
	       unsigned int line, unsigned int column)
{
	struct notes *ns = arg;
	struct note *n;

	if (ns->n == ns->cap) {
		ns->cap = ns->cap ? 2 * ns->cap : 256;
		ns->v = realloc(ns->v, ns->cap * sizeof(*ns->v));
		if (!ns->v) {
			perror("yamlfdt");
			exit(1);
		}
	}
	n = &ns->v[ns->n++];
	n->file = ns->file;
	n->path = strdup(path);
	n->prop = prop ? strdup(prop) : NULL;
	n->line = line;
	n->column = column;
	if (!n->path || (prop && !n->prop)) {
		perror("yamlfdt");
		exit(1);
	}
}

/* What a program wrote on file descriptor @fd (1 or 2), NUL-ended. */
struct output {
	char *buf;
	size_t len;
};

/*
 * Run @argv, collecting what it writes on @fd; the other of its standard
 * outputs goes to ours for @fd 1 (the helper's own complaints), nowhere
 * for @fd 2.  Returns its exit status, SKIPPED when it could not start.
 */
static int run(char *const argv[], int fd, struct output *out)
{
	int pfd[2], status, null;
	size_t cap = 4096;
	ssize_t r;
	pid_t pid;

	out->len = 0;
	out->buf = malloc(cap);
	if (!out->buf || pipe(pfd))
		return -1;
	pid = fork();
	if (pid < 0)
		return -1;
	if (!pid) {
		dup2(pfd[1], fd);
		if (fd == 2 && (null = open("/dev/null", O_WRONLY)) >= 0)
			dup2(null, 1);
		close(pfd[0]);
		close(pfd[1]);
		execvp(argv[0], argv);
		_exit(SKIPPED);
	}
	close(pfd[1]);
	for (;;) {
		if (out->len + 1 >= cap && !(out->buf = realloc(out->buf, cap *= 2)))
			return -1;
		r = read(pfd[0], out->buf + out->len, cap - out->len - 1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		out->len += (size_t)r;
	}
	out->buf[out->len] = '\0';
	close(pfd[0]);
	if (waitpid(pid, &status, 0) < 0)
		return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* A finding: where, what, and from which check. */
struct finding {
	char *path;
	char *prop;		/* "" when it names none */
	char *message;		/* the check's own words */
	const char *from;	/* "dtc" or "bindings" */
	char *schema;		/* bindings: the schema's file, else NULL */
};

struct findings {
	struct finding *v;
	size_t n, cap;
};

static void add(struct findings *fs, char *path, char *prop, char *message,
		const char *from, char *schema)
{
	if (fs->n == fs->cap) {
		fs->cap = fs->cap ? 2 * fs->cap : 64;
		fs->v = realloc(fs->v, fs->cap * sizeof(*fs->v));
		if (!fs->v) {
			perror("yamlfdt");
			exit(1);
		}
	}
	fs->v[fs->n++] = (struct finding){ path, prop, message, from, schema };
}

/*
 * dtc's findings on the DTB @file, one per "Warning (check): ..." or
 * "ERROR (check): ..." line, without the file name dtc puts first.
 */
static int dtc_findings(const char *file, struct findings *fs)
{
	char *argv[] = { "dtc", "-f", "-I", "dtb", "-O", "dtb", "-o",
			 "/dev/null", (char *)file, NULL };
	struct output out;
	char *l, *next, *w, *path, *colon;
	int st;

	st = run(argv, 2, &out);
	if (st == SKIPPED || st < 0)
		return st;
	for (l = out.buf; *l; l = next) {
		next = strchr(l, '\n');
		next = next ? next + 1 : l + strlen(l);
		if (next[-1] == '\n')
			next[-1] = '\0';
		w = strstr(l, "Warning (");
		if (!w)
			w = strstr(l, "ERROR (");
		if (!w)
			continue;
		/* "Warning (check): /path[:prop]: message", or about no
		 * node ("Failed prerequisite 'addr_size_cells'") */
		path = strstr(w, "): /");
		if (!path) {
			add(fs, strdup(""), strdup(""), strdup(w), "dtc", NULL);
			continue;
		}
		path += 3;
		colon = strchr(path, ':');
		add(fs, strndup(path, colon ? (size_t)(colon - path) : strlen(path)),
		    colon && colon[1] != ' ' ?
		    strndup(colon + 1, strcspn(colon + 1, ":")) : strdup(""),
		    strdup(w), "dtc", NULL);
	}
	return st;
}

/* "\\", "\n", "\t" back to what they stand for, in place. */
static char *unescape(char *s)
{
	char *r = s, *w = s;

	for (; *r; r++) {
		if (*r != '\\' || !r[1]) {
			*w++ = *r;
			continue;
		}
		r++;
		*w++ = *r == 'n' ? '\n' : *r == 't' ? '\t' : *r;
	}
	*w = '\0';
	return s;
}

/* The bindings helper: next to this program (the build), else installed. */
static char *helper_path(void)
{
	const char *env = getenv("YAMLFDT_BINDINGS_HELPER");
	char self[4096], *slash;
	ssize_t n;

	if (env && *env)
		return strdup(env);
	n = readlink("/proc/self/exe", self, sizeof(self) - 32);
	if (n > 0) {
		self[n] = '\0';
		slash = strrchr(self, '/');
		if (slash) {
			strcpy(slash + 1, "yamlfdt-bindings.py");
			if (!access(self, R_OK))
				return strdup(self);
		}
	}
	return strdup(YAMLFDT_DATADIR "/yamlfdt/bindings.py");
}

/*
 * The bindings' findings on @result that @base lacks (the helper makes
 * that comparison: its cache is per node).  Returns 0, SKIPPED (the
 * reason printed), or -1.
 */
static int schema_findings(const char *prog, const char *bindings,
			   const char *base, const char *result,
			   struct findings *fs)
{
	/* dt-schema's Python: Debian's, whatever python3 PATH finds first */
	const char *python = getenv("YAMLFDT_PYTHON");
	char *helper = helper_path();
	char *argv[] = { python && *python ? (char *)python : "/usr/bin/python3",
			 helper, "--bindings", (char *)bindings, "--base",
			 (char *)base, (char *)result, NULL };
	struct output out;
	char *l, *next, *f[4];
	int st, i;

	if (!base) {
		argv[4] = (char *)result;
		argv[5] = NULL;
	}
	st = run(argv, 1, &out);
	if (st == SKIPPED || (st == 2 && access(helper, R_OK))) {
		note("%s: note: the bindings were skipped: %s\n",
			prog, access(argv[0], X_OK) ? "no Python (install "
			"dt-schema); only dtc's checks ran" : "the helper "
			"bindings.py is missing");
		free(helper);
		return SKIPPED;
	}
	if (st == 3) {		/* the helper's "dt-schema is not there" */
		out.buf[strcspn(out.buf, "\n")] = '\0';
		note("%s: note: the bindings were skipped: %s "
			"(install dt-schema); only dtc's checks ran\n", prog,
			out.buf);
		free(helper);
		return SKIPPED;
	}
	if (st) {
		fprintf(stderr, "%s: the bindings could not be checked%s%s\n",
			prog, out.len ? ": " : "", out.buf);
		return -1;
	}
	for (l = out.buf; *l; l = next) {
		next = strchr(l, '\n');
		next = next ? next + 1 : l + strlen(l);
		if (next[-1] == '\n')
			next[-1] = '\0';
		for (i = 0, f[0] = l; i < 3 && f[i]; i++) {
			f[i + 1] = strchr(f[i], '\t');
			if (f[i + 1])
				*f[i + 1]++ = '\0';
		}
		if (i < 3 || !f[3])
			continue;
		add(fs, strdup(unescape(f[0])), strdup(unescape(f[1])),
		    strdup(unescape(f[2])), "bindings", strdup(unescape(f[3])));
	}
	free(helper);
	return 0;
}

/* Is @b's message among @base's, not yet matched?  Then match it. */
static int in_base(struct findings *base, const struct finding *b)
{
	size_t i;

	for (i = 0; i < base->n; i++) {
		if (base->v[i].message && !strcmp(base->v[i].message, b->message)) {
			base->v[i].message = NULL;	/* one for one */
			return 1;
		}
	}
	return 0;
}

/*
 * The line a finding on @path, naming @prop ("" for none), points at:
 * the last line that wrote that property (or the child node @prop, for a
 * finding about a subnode), else the first line of that node, else the
 * first line that wrote anything in it.  NULL: the text did not touch
 * the node.
 */
static const struct note *where(const struct notes *ns, const char *path,
				const char *prop)
{
	size_t i, plen = strlen(path);
	const struct note *node = NULL, *any = NULL;

	for (i = ns->n; *prop && i-- > 0;) {
		const struct note *n = &ns->v[i];

		if (!strcmp(n->path, path) && n->prop && !strcmp(n->prop, prop))
			return n;
		if (!n->prop && !strncmp(n->path, path, plen) &&
		    n->path[plen == 1 ? 0 : plen] == '/' &&
		    !strcmp(n->path + plen + (plen != 1), prop))
			return n;
	}
	for (i = 0; i < ns->n; i++) {
		const struct note *n = &ns->v[i];

		if (strcmp(n->path, path))
			continue;
		if (!n->prop && !node)
			node = n;
		if (!any)
			any = n;
	}
	return node ? node : any;
}

/* The text's line @line of @s, and a caret under @column. */
static void show_line(const struct source *s, unsigned int line,
		      unsigned int column)
{
	const char *ls = s->text, *end = s->text + s->len, *le;
	unsigned int i;

	for (i = 1; i < line && ls < end; i++) {
		ls = memchr(ls, '\n', (size_t)(end - ls));
		ls = ls ? ls + 1 : end;
	}
	le = memchr(ls, '\n', (size_t)(end - ls));
	if (!le)
		le = end;
	if (le > ls && le[-1] == '\r')
		le--;
	fprintf(stderr, " %.*s\n ", (int)(le - ls), ls);
	for (i = 1; i < column && ls + i - 1 < le; i++)
		fputc(ls[i - 1] == '\t' ? '\t' : ' ', stderr);
	fputs("^\n", stderr);
}

static void print(const struct finding *f, const struct note *n,
		  const struct source *src, int nsrc)
{
	if (n)
		fprintf(stderr, "%s:%u:%u: %s: ", src[n->file].name, n->line,
			n->column, f->from);
	else
		fprintf(stderr, "%s: also found, on a node the text does not "
			"write: %s: ", src[nsrc - 1].name, f->from);
	if (!strcmp(f->from, "bindings"))
		fprintf(stderr, "%s: %s\n\tfrom schema: %s\n", f->path,
			f->message, f->schema);
	else
		fprintf(stderr, "%s\n", f->message);
	if (n)
		show_line(&src[n->file], n->line, n->column);
}

/* The result into a temporary file, for the checkers to read. */
static char *write_temp(const void *fdt)
{
	const char *dir = getenv("TMPDIR");
	char *name = malloc(strlen(dir && *dir ? dir : "/tmp") + 32);
	int fd;
	size_t n = fdt_totalsize(fdt);

	if (!name)
		return NULL;
	sprintf(name, "%s/yamlfdt-XXXXXX.dtb", dir && *dir ? dir : "/tmp");
	fd = mkstemps(name, 4);
	if (fd < 0)
		return NULL;
	if (write(fd, fdt, n) != (ssize_t)n) {
		close(fd);
		unlink(name);
		return NULL;
	}
	close(fd);
	return name;
}

int check_findings(const char *prog, const void *basefdt, const void *fdt,
		   const struct notes *notes, const struct source *src,
		   int nsrc, const char *bindings, int be_quiet)
{
	struct findings now = { 0 }, before = { 0 };
	char *tmp = write_temp(fdt), *base = basefdt ? write_temp(basefdt) : NULL;
	int st, count = 0, pass;
	size_t i;

	quiet = be_quiet;
	if (!tmp || (basefdt && !base)) {
		fprintf(stderr, "%s: a temporary file: %s\n", prog,
			strerror(errno));
		return -1;
	}
	st = dtc_findings(tmp, &now);
	if (!st && base)
		st = dtc_findings(base, &before);
	if (st == SKIPPED)
		note("%s: note: dtc's checks were skipped: no dtc "
			"(install device-tree-compiler)\n", prog);
	else if (st < 0)
		fprintf(stderr, "%s: dtc could not run\n", prog);
	/* what dtc said of the base, counting repeats, is not the text's */
	for (i = 0; i < now.n; i++)
		if (in_base(&before, &now.v[i]))
			now.v[i].message = NULL;
	if (st >= 0 && bindings) {
		st = schema_findings(prog, bindings, base, tmp, &now);
		if (st == SKIPPED)
			st = 0;
	}
	unlink(tmp);
	free(tmp);
	if (base)
		unlink(base);
	free(base);
	if (st < 0)
		return -1;
	/* at their lines first, then those on nodes the text did not write */
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < now.n; i++) {
			const struct finding *f = &now.v[i];
			const struct note *n;

			if (!f->message)
				continue;
			n = where(notes, f->path, f->prop);
			if ((n == NULL) != pass)
				continue;
			print(f, n, src, nsrc);
			count++;
		}
	}
	return count;
}
