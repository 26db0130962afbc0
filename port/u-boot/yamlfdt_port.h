/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * Environment inside U-Boot: its own libfdt (scripts/dtc/libfdt through
 * <linux/libfdt.h>) and its string functions.  Kconfig's CONFIG_YAMLFDT_*
 * reach core/yamlfdt_config.h through U-Boot's automatic kconfig header.
 */
#ifndef YAMLFDT_PORT_H
#define YAMLFDT_PORT_H

#include <linux/compiler.h>
#include <linux/types.h>
#include <linux/string.h>
#include <linux/libfdt.h>

/* Keeps a function's frame out of its callers' (core/apply.c). */
#define YAMLFDT_NOINLINE noinline

#endif
