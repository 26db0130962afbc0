/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * Environment for a freestanding (bare-metal) build: no C library.
 * Only the compiler's own freestanding headers, the prototypes of the few
 * string functions the core and libfdt use (port/baremetal/string.c has
 * minimal versions; a bootloader supplies its own), and libfdt, whose
 * libfdt_env.h is replaced by port/baremetal/libfdt_env.h.
 *
 * Build with -Iport/baremetal and -I<a libfdt directory without its own
 * libfdt_env.h> (mk/cross.mk copies the fetched libfdt to build/ minus
 * that file, because "libfdt_env.h" is looked up next to libfdt.h first).
 */
#ifndef YAMLFDT_PORT_H
#define YAMLFDT_PORT_H

#include <stddef.h>
#include <stdint.h>

void *memcpy(void *dest, const void *src, size_t n);
void *memmove(void *dest, const void *src, size_t n);
void *memset(void *s, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
void *memchr(const void *s, int c, size_t n);
size_t strlen(const char *s);
size_t strnlen(const char *s, size_t maxlen);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);

#include <libfdt.h>

/*
 * Keeps a function's frame out of its callers' (core/apply.c: the state
 * on the stack is not added to the deepest call chain's frames).
 */
#define YAMLFDT_NOINLINE __attribute__((__noinline__))

#endif
