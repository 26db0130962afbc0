/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * Compile-time configuration: limits and optional features.
 *
 * With Kconfig (this project's, or a firmware's that includes it), the
 * CONFIG_YAMLFDT_* symbols decide; without it every feature is in and the
 * limits take the defaults below.  Each limit may also be set with -D.
 * Going past a limit at run time is an error, never a crash; using a
 * feature left out is the error YAMLFDT_ERR_DISABLED.
 *
 * Features are constants (0 or 1) tested with a plain if(): the compiler
 * drops the code of a feature that is out, and every configuration still
 * compiles all of the code.
 */
#ifndef YAMLFDT_CONFIG_H
#define YAMLFDT_CONFIG_H

#ifdef CONFIG_YAMLFDT_MAX_DEPTH
#define YAMLFDT_MAX_DEPTH	CONFIG_YAMLFDT_MAX_DEPTH
#endif
#ifdef CONFIG_YAMLFDT_MAX_LABEL
#define YAMLFDT_MAX_LABEL	CONFIG_YAMLFDT_MAX_LABEL
#endif
#ifdef CONFIG_YAMLFDT_STACK_LABELS
#define YAMLFDT_STACK_LABELS	CONFIG_YAMLFDT_STACK_LABELS
#endif

#ifndef YAMLFDT_MAX_DEPTH
#define YAMLFDT_MAX_DEPTH	16	/* node nesting below the root */
#endif
#ifndef YAMLFDT_MAX_NAME
#define YAMLFDT_MAX_NAME	63	/* node or property name, bytes */
#endif
#ifndef YAMLFDT_MAX_LABEL
#define YAMLFDT_MAX_LABEL	63	/* label name, bytes */
#endif
#ifndef YAMLFDT_MAX_PATH
#define YAMLFDT_MAX_PATH	256	/* full node path, bytes with NUL */
#endif
#ifndef YAMLFDT_MAX_FLOW
#define YAMLFDT_MAX_FLOW	8	/* nested [ ] in one value */
#endif
#ifndef YAMLFDT_EXPR_STACK
#define YAMLFDT_EXPR_STACK	16	/* operands/operators in an expression */
#endif
#ifndef YAMLFDT_STACK_LABELS
#define YAMLFDT_STACK_LABELS	8	/* label table on the stack, no opts */
#endif
#ifndef YAMLFDT_OPENS
#define YAMLFDT_OPENS		16	/* nodes of top-level keys found per
					 * walk of the tree (find.c)
					 */
#endif

/* Features: in, unless Kconfig is in use and leaves them out. */
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_EXPR)
#define YAMLFDT_HAVE_EXPR	0
#else
#define YAMLFDT_HAVE_EXPR	1	/* integer expressions */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_BASE64)
#define YAMLFDT_HAVE_BASE64	0
#else
#define YAMLFDT_HAVE_BASE64	1	/* !base64 */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_ANCHORS)
#define YAMLFDT_HAVE_ANCHORS	0
#else
#define YAMLFDT_HAVE_ANCHORS	1	/* &label, /label/:, labels of the text */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_PATHREF)
#define YAMLFDT_HAVE_PATHREF	0
#else
#define YAMLFDT_HAVE_PATHREF	1	/* !pathref */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_MEMRESERVE)
#define YAMLFDT_HAVE_MEMRESERVE	0
#else
#define YAMLFDT_HAVE_MEMRESERVE	1	/* /memreserve/: */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_DOCUMENTS)
#define YAMLFDT_HAVE_DOCUMENTS	0
#else
#define YAMLFDT_HAVE_DOCUMENTS	1	/* several "---" documents */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_ALLOW)
#define YAMLFDT_HAVE_ALLOW	0
#else
#define YAMLFDT_HAVE_ALLOW	1	/* yamlfdt_opts.allow */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_SYMBOLS)
#define YAMLFDT_HAVE_SYMBOLS	0
#else
#define YAMLFDT_HAVE_SYMBOLS	1	/* YAMLFDT_SYMBOLS, /__symbols__ */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_DTC_YAML)
#define YAMLFDT_HAVE_DTC_YAML	0
#else
#define YAMLFDT_HAVE_DTC_YAML	1	/* dtc -O yaml's form */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_REFS)
#define YAMLFDT_HAVE_REFS	0
#else
#define YAMLFDT_HAVE_REFS	1	/* ERR_INUSE: deleting a node in use */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_CHECK_PHANDLES)
#define YAMLFDT_HAVE_PHANDLE_CHECKS	0
#else
#define YAMLFDT_HAVE_PHANDLE_CHECKS	1	/* ERR_PHANDLE, base DUPLABEL */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_CHECK_UNIT_ADDRESS)
#define YAMLFDT_HAVE_NOREG	0
#else
#define YAMLFDT_HAVE_NOREG	1	/* ERR_NOREG: name@addr without reg */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_CHECK_NAMES)
#define YAMLFDT_HAVE_NAME_RULES	0
#else
#define YAMLFDT_HAVE_NAME_RULES	1	/* ERR_FLAG, ERR_NOTNUM by name */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_CHECK_PLACE)
#define YAMLFDT_HAVE_PLACE	0
#else
#define YAMLFDT_HAVE_PLACE	1	/* ERR_ROOTPROP, ERR_CELLS, I2CADDR */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_READ_AHEAD)
#undef YAMLFDT_OPENS
#define YAMLFDT_OPENS		0	/* each open walks the tree alone */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_BOARD_CACHES)
#define YAMLFDT_HAVE_BOARD_CACHES	0
#else
#define YAMLFDT_HAVE_BOARD_CACHES	1	/* for whole boards (host) */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_PASTED)
#define YAMLFDT_HAVE_PASTED	0
#else
#define YAMLFDT_HAVE_PASTED	1	/* pasted Unicode look-alikes named */
#endif
#if defined(CONFIG_YAMLFDT) && !defined(CONFIG_YAMLFDT_MESSAGES)
#define YAMLFDT_HAVE_MESSAGES	0
#else
#define YAMLFDT_HAVE_MESSAGES	1	/* yamlfdt_strerror() texts */
#endif

/*
 * The label table (table.c) holds the labels the text defines and the base
 * tree's labels it uses, with the phandles pass 1 decides for them; the
 * checks that read labels (refs.c, place.c, clash.c, policy.c) read it.  A
 * configuration without any of those (the boot profile) keeps no table:
 * every label is the base tree's, looked up in its /__symbols__ at each
 * use, and a node that needs a phandle gets one in pass 2, where the
 * first reference to it is written (issue 28).
 */
#define YAMLFDT_LABEL_TABLE						\
	(YAMLFDT_HAVE_ANCHORS || YAMLFDT_HAVE_PATHREF || YAMLFDT_HAVE_REFS || \
	 YAMLFDT_HAVE_ALLOW || YAMLFDT_HAVE_PHANDLE_CHECKS ||		\
	 YAMLFDT_HAVE_PLACE || YAMLFDT_HAVE_NOREG || YAMLFDT_HAVE_SYMBOLS || \
	 YAMLFDT_HAVE_BOARD_CACHES)

/*
 * yamlfdt_lines() (lines.c): only where the port header asks for it
 * (port/host), never in a firmware's build.
 */
#ifdef YAMLFDT_PORT_LINES
#define YAMLFDT_HAVE_LINES	1
#else
#define YAMLFDT_HAVE_LINES	0
#endif

#endif
