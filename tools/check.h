/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * The host tool's --check beyond the core's own checks: dtc's checks and
 * the kernel's bindings on the result, what the base tree did not have,
 * each at the line of the text that wrote it (tools/check.c).
 */
#ifndef YAMLFDT_TOOL_CHECK_H
#define YAMLFDT_TOOL_CHECK_H

#include <stddef.h>

/* One key line of a text, as yamlfdt_lines() tells it. */
struct note {
	int file;		/* index of its text in struct source[] */
	char *path;		/* the node's full path */
	char *prop;		/* the property's name, or NULL: the node */
	unsigned int line, column;
};

struct notes {
	struct note *v;
	size_t n, cap;
	int file;		/* the text being told */
};

struct source {
	const char *name;	/* as given on the command line */
	const char *text;
	size_t len;
};

/* A yamlfdt_line_fn: keeps the line in the struct notes @arg. */
void note_line(void *arg, const char *path, const char *prop,
	       unsigned int line, unsigned int column);

/*
 * dtc's checks, and with @bindings dt-schema's, on the tree @fdt (packed)
 * that the @nsrc texts made from the tree @base (NULL: an empty tree).  Each finding the base lacks is printed on standard error at the
 * line @notes give it; with @quiet, no notes (a check skipped).  Returns
 * how many were printed, or -1 when a check could not run.
 */
int check_findings(const char *prog, const void *base, const void *fdt,
		   const struct notes *notes, const struct source *src,
		   int nsrc, const char *bindings, int quiet);

#endif
