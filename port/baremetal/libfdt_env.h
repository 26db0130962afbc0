/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * libfdt's environment for a freestanding build, in place of the
 * libfdt_env.h libfdt ships (which includes <stdlib.h> and <string.h>).
 * It provides what libfdt.h, fdt.h and libfdt's .c files use: the
 * big-endian cell types, their conversions, bool, INT_MAX and the string
 * functions (prototypes from yamlfdt_port.h's list; port/baremetal/string.c
 * implements them).
 */
#ifndef LIBFDT_ENV_H
#define LIBFDT_ENV_H

#include <stdbool.h>	/* freestanding headers of the compiler */
#include <stddef.h>
#include <stdint.h>

#ifndef INT_MAX
#define INT_MAX	__INT_MAX__	/* the one <limits.h> name libfdt uses */
#endif

/* Values as stored in the tree: big-endian.  Plain integers here; the
 * conversions below are the only way between them and CPU values. */
typedef uint16_t fdt16_t;
typedef uint32_t fdt32_t;
typedef uint64_t fdt64_t;

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define YAMLFDT_BE16(x)	((uint16_t)(x))
#define YAMLFDT_BE32(x)	((uint32_t)(x))
#define YAMLFDT_BE64(x)	((uint64_t)(x))
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define YAMLFDT_BE16(x)	__builtin_bswap16(x)	/* rev16 / rev on ARMv6+ */
#define YAMLFDT_BE32(x)	__builtin_bswap32(x)
#define YAMLFDT_BE64(x)	__builtin_bswap64(x)
#else
#error "libfdt_env.h: unknown byte order (__BYTE_ORDER__)"
#endif

static inline uint16_t fdt16_to_cpu(fdt16_t x) { return YAMLFDT_BE16(x); }
static inline fdt16_t cpu_to_fdt16(uint16_t x) { return YAMLFDT_BE16(x); }
static inline uint32_t fdt32_to_cpu(fdt32_t x) { return YAMLFDT_BE32(x); }
static inline fdt32_t cpu_to_fdt32(uint32_t x) { return YAMLFDT_BE32(x); }
static inline uint64_t fdt64_to_cpu(fdt64_t x) { return YAMLFDT_BE64(x); }
static inline fdt64_t cpu_to_fdt64(uint64_t x) { return YAMLFDT_BE64(x); }

/* The string functions libfdt calls. */
void *memcpy(void *dest, const void *src, size_t n);
void *memmove(void *dest, const void *src, size_t n);
void *memset(void *s, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
void *memchr(const void *s, int c, size_t n);
size_t strlen(const char *s);
size_t strnlen(const char *s, size_t maxlen);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);

#endif
