/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * Compile-time limits.  Each may be overridden with -D (or by the header
 * Kconfig generates); exceeding one at run time is an error, never a crash.
 */
#ifndef YAMLFDT_CONFIG_H
#define YAMLFDT_CONFIG_H

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

#endif
