// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Minimal string functions for a freestanding build: byte loops, small
 * rather than fast.  Only what the core and the libfdt objects it uses
 * link against: the core needs memcpy memmove memset memcmp memchr strlen;
 * libfdt's fdt_ro.o adds strrchr (fdt_get_name) and strnlen (the
 * fdt_stringlist_* functions, dropped by --gc-sections).  strchr, which
 * the core may use too, is declared in yamlfdt_port.h but not needed yet.
 * A bootloader has its own; this file is for the bare-metal test image and
 * the size report.
 *
 * Compile with -ffreestanding -fno-tree-loop-distribute-patterns, or GCC
 * may turn the loops below back into calls to themselves.
 */
#include "yamlfdt_port.h"

void *memcpy(void *dest, const void *src, size_t n)
{
	unsigned char *d = dest;
	const unsigned char *s = src;

	while (n--)
		*d++ = *s++;
	return dest;
}

void *memmove(void *dest, const void *src, size_t n)
{
	unsigned char *d = dest;
	const unsigned char *s = src;

	if (d == s || !n)
		return dest;
	if (d < s || d >= s + n) {
		while (n--)
			*d++ = *s++;
	} else {
		while (n--)
			d[n] = s[n];
	}
	return dest;
}

void *memset(void *s, int c, size_t n)
{
	unsigned char *p = s;

	while (n--)
		*p++ = (unsigned char)c;
	return s;
}

int memcmp(const void *a, const void *b, size_t n)
{
	const unsigned char *p = a, *q = b;

	for (; n; n--, p++, q++)
		if (*p != *q)
			return *p - *q;
	return 0;
}

void *memchr(const void *s, int c, size_t n)
{
	const unsigned char *p = s;

	for (; n; n--, p++)
		if (*p == (unsigned char)c)
			return (void *)p;
	return NULL;
}

size_t strlen(const char *s)
{
	const char *p = s;

	while (*p)
		p++;
	return (size_t)(p - s);
}

size_t strnlen(const char *s, size_t maxlen)
{
	size_t n = 0;

	while (n < maxlen && s[n])
		n++;
	return n;
}

char *strrchr(const char *s, int c)
{
	const char *last = NULL;

	for (;; s++) {
		if (*s == (char)c)
			last = s;
		if (!*s)
			return (char *)last;
	}
}
