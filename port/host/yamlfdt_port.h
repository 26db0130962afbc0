/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * Environment for a hosted build: Debian's libfdt and the C library.
 * This header is the whole port layer, as libfdt_env.h is for libfdt:
 * the core includes nothing else.
 */
#ifndef YAMLFDT_PORT_H
#define YAMLFDT_PORT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <libfdt.h>

/*
 * Keeps a function's frame out of its callers' (core/apply.c: the state
 * on the stack is not added to the deepest call chain's frames).
 */
#define YAMLFDT_NOINLINE __attribute__((__noinline__))

/*
 * A host build has yamlfdt_lines() (core/lines.c): which line wrote which
 * node and property, for the host tool's --check.
 */
#define YAMLFDT_PORT_LINES 1

#endif
