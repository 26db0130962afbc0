/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * The bare-metal test image: start-up (start.c) and the tests (main.c),
 * for QEMU's mps2-an385 (Cortex-M3), reporting through semihosting.
 */
#ifndef FIRMWARE_H
#define FIRMWARE_H

#include "yamlfdt_port.h"

/* From the linker script (mps2-an385.ld). */
extern uint32_t __stack_guard[], __stack_bottom[], __stack_top[];

#define STACK_PAINT	0xa5a5a5a5u	/* unused stack */
#define STACK_CANARY	0xdeadc0deu	/* the guard below the stack */

/* Semihosting: ARM's "bkpt 0xab" on M-profile. */
void sh_write0(const char *s);
void sh_putu(unsigned long v);
void sh_exit(int failed) __attribute__((noreturn));

uint32_t read_sp(void);
void stack_paint(uint32_t *from, uint32_t *to);
uint32_t *stack_lowest_used(void);
int stack_guard_intact(void);

int main(void);

#endif
