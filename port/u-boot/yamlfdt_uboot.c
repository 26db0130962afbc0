// SPDX-License-Identifier: GPL-2.0+ OR BSD-2-Clause
/*
 * yamlfdt in U-Boot: run the core on a device tree and report the result
 * on the console.  Shared by the yamlfdt command and the boot-time hook.
 */

#include <malloc.h>
#include <stdio.h>
#include <yamlfdt_uboot.h>
#include <linux/errno.h>
#include <linux/libfdt.h>
#include <linux/string.h>
#include "yamlfdt.h"

/* Label table entries at most; a label takes two bytes of text at least */
#define YAMLFDT_LABELS_MAX	1024
/* Entries of an allow-list at most */
#define YAMLFDT_ALLOW_MAX	16

struct yamlfdt_job {
	struct yamlfdt_opts opts;
	const char *allow[YAMLFDT_ALLOW_MAX];
	char *allow_buf;
};

static void yamlfdt_job_done(struct yamlfdt_job *job)
{
	free(job->opts.labels);
	free(job->allow_buf);
}

/*
 * yamlfdt_job_init() - the options for @len bytes of text: a label table
 * on the heap, and the allow-list @allow (space-separated "PATH" and
 * "PATH:PROP" entries) unless it is NULL or empty.
 */
static int yamlfdt_job_init(struct yamlfdt_job *job, size_t len,
			    const char *allow)
{
	size_t n = len / 2 + 1;
	char *p, *tok;

	memset(job, 0, sizeof(*job));
	if (n > YAMLFDT_LABELS_MAX)
		n = YAMLFDT_LABELS_MAX;
	job->opts.labels = calloc(n, sizeof(*job->opts.labels));
	if (!job->opts.labels)
		return -ENOMEM;
	job->opts.max_labels = n;
	if (!allow || !*allow)
		return 0;

	job->allow_buf = strdup(allow);
	if (!job->allow_buf)
		return -ENOMEM;
	job->opts.allow = job->allow;
	p = job->allow_buf;
	while ((tok = strsep(&p, " \t"))) {
		if (!*tok)
			continue;
		if (job->opts.nallow == YAMLFDT_ALLOW_MAX) {
			printf("yamlfdt: more than %d entries in the allow-list\n",
			       YAMLFDT_ALLOW_MAX);
			return -E2BIG;
		}
		job->allow[job->opts.nallow++] = tok;
	}

	return 0;
}

/*
 * yamlfdt_report_room() - say how much room the text needs: @needed is
 * the buffer size the core reported with -FDT_ERR_NOSPACE.
 */
static void yamlfdt_report_room(const void *fdt, ulong needed,
				enum yamlfdt_where where)
{
	/* 'fdt resize N' gives the tree N bytes past its blocks' end */
	ulong resize = needed - (fdt_off_dt_strings(fdt) +
				 fdt_size_dt_strings(fdt));
	ulong more = needed > fdt_totalsize(fdt) ?
		     needed - fdt_totalsize(fdt) : 0;

	printf("yamlfdt: not enough room in the device tree (%lu more bytes needed)",
	       more);
	/* bootm relocates the tree with CONFIG_SYS_FDT_PAD bytes of room */
	if (where == YAMLFDT_BOOTM)
		printf(": raise CONFIG_SYS_FDT_PAD from 0x%x to 0x%lx, or run 'fdt resize 0x%lx' on the tree before booting\n",
		       CONFIG_SYS_FDT_PAD, CONFIG_SYS_FDT_PAD + more, resize);
	/* bootefi copies it with room of its own (0x3000 bytes) */
	else if (where == YAMLFDT_BOOTEFI)
		printf(": run 'fdt resize 0x%lx' on the tree before bootefi\n",
		       resize);
	else
		printf(": run 'fdt resize 0x%lx' first\n", resize);
}

/*
 * yamlfdt_errno() - the -errno value for a yamlfdt or libfdt code, @ret.
 * yamlfdt's codes start at 100, above libfdt's; by category, and every
 * other mistake in the text (new codes included) is -EINVAL.
 */
static int yamlfdt_errno(int ret)
{
	switch (-ret) {
	case 0:
		return 0;
	case FDT_ERR_NOSPACE:
	case YAMLFDT_ERR_WORK:
		return -ENOSPC;
	case FDT_ERR_NOTFOUND:
	case YAMLFDT_ERR_PATH:
	case YAMLFDT_ERR_LABEL:
	case YAMLFDT_ERR_NOSYMBOLS:
		return -ENOENT;
	case YAMLFDT_ERR_DENIED:
		return -EACCES;
	case YAMLFDT_ERR_INUSE:
		return -EBUSY;
	case YAMLFDT_ERR_DEPTH:
	case YAMLFDT_ERR_TOOLONG:
	case YAMLFDT_ERR_LABELS:
		return -E2BIG;
	case YAMLFDT_ERR_DISABLED:
		return -EOPNOTSUPP;
	case YAMLFDT_ERR_INTERNAL:
		return -EFAULT;
	default:
		return -EINVAL;
	}
}

int yamlfdt_run(void *fdt, const char *text, size_t len, bool check,
		enum yamlfdt_where where, const char *allow)
{
	struct yamlfdt_error err;
	struct yamlfdt_job job;
	int ret;

	ret = fdt_check_header(fdt);
	if (ret) {
		printf("yamlfdt: not a valid device tree: %s\n",
		       fdt_strerror(ret));
		return -EINVAL;
	}
	ret = yamlfdt_job_init(&job, len, allow);
	if (ret) {
		if (ret == -ENOMEM)
			printf("yamlfdt: out of memory\n");
		yamlfdt_job_done(&job);
		return ret;
	}
	if (check)	/* the same checks, and nothing written */
		job.opts.flags |= YAMLFDT_CHECK_ONLY;

	ret = yamlfdt_apply(fdt, fdt_totalsize(fdt), text, len, &job.opts,
			    &err);
	if (ret == -FDT_ERR_NOSPACE)
		yamlfdt_report_room(fdt, err.needed, where);
	else if (ret && err.line)
		printf("yamlfdt: line %u, column %u: %s\n", err.line,
		       err.column, yamlfdt_strerror(ret));
	else if (ret)
		printf("yamlfdt: %s\n", yamlfdt_strerror(ret));
	if (ret == -YAMLFDT_ERR_INUSE && err.ref_node >= 0) {
		const char *prop = NULL;
		char path[128];

		if (!fdt_get_path(fdt, err.ref_node, path, sizeof(path)) &&
		    fdt_getprop_by_offset(fdt, err.ref_prop, &prop, NULL))
			printf("yamlfdt: %s still refers to it, in %s\n", path,
			       prop);
	}
	if ((ret == -YAMLFDT_ERR_NOREG || ret == -YAMLFDT_ERR_NEWNAME) &&
	    err.ref_node >= 0) {
		char path[128];

		if (!fdt_get_path(fdt, err.ref_node, path, sizeof(path)))
			printf("yamlfdt: did you mean %s?\n", path);
	}

	yamlfdt_job_done(&job);

	return yamlfdt_errno(ret);
}
