// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/*
 * Start-up for the bare-metal test image on a Cortex-M3: the vector table,
 * a reset handler that sets up .data and .bss, paints the stack and the
 * guard below it, and calls main(); semihosting output and exit.
 */
#include "firmware.h"

extern uint32_t __data_load[], __data_start[], __data_end[];
extern uint32_t __bss_start[], __bss_end[];

void reset_handler(void) __attribute__((noreturn));
void fault_handler(void) __attribute__((noreturn));

/* Semihosting operations (ARM semihosting specification). */
#define SYS_WRITE0	0x04
#define SYS_EXIT	0x18
#define ADP_Stopped_ApplicationExit	0x20026
#define ADP_Stopped_RunTimeErrorUnknown	0x20023

static int semihost(int op, const void *arg)
{
	register int r0 __asm__("r0") = op;
	register const void *r1 __asm__("r1") = arg;

	__asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
	return r0;
}

void sh_write0(const char *s)
{
	semihost(SYS_WRITE0, s);
}

void sh_putu(unsigned long v)
{
	char b[12];
	int i = sizeof(b) - 1;

	b[i] = '\0';
	do {
		b[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v && i);
	sh_write0(b + i);
}

void sh_exit(int failed)
{
	/* On AArch32 the argument is the reason itself; QEMU exits 0 for
	 * ApplicationExit and 1 otherwise. */
	semihost(SYS_EXIT, (const void *)(uintptr_t)(failed ?
		 ADP_Stopped_RunTimeErrorUnknown : ADP_Stopped_ApplicationExit));
	for (;;)
		;
}

uint32_t read_sp(void)
{
	uint32_t sp;

	__asm__ volatile("mov %0, sp" : "=r"(sp));
	return sp;
}

/* Volatile stores: the compiler must not make this a call to memset. */
void stack_paint(uint32_t *from, uint32_t *to)
{
	volatile uint32_t *p = from;

	while (p < to)
		*p++ = STACK_PAINT;
}

/* The lowest stack word written since it was painted. */
uint32_t *stack_lowest_used(void)
{
	uint32_t *p = __stack_bottom;

	while (p < __stack_top && *p == STACK_PAINT)
		p++;
	return p;
}

int stack_guard_intact(void)
{
	const uint32_t *p;

	for (p = __stack_guard; p < __stack_bottom; p++)
		if (*p != STACK_CANARY)
			return 0;
	return 1;
}

void reset_handler(void)
{
	uint32_t *s, *d;
	volatile uint32_t *g;

	for (s = __data_load, d = __data_start; d < __data_end;)
		*d++ = *s++;
	for (d = __bss_start; d < __bss_end;)
		*(volatile uint32_t *)d++ = 0;
	for (g = __stack_guard; g < __stack_bottom;)
		*g++ = STACK_CANARY;
	/* Everything below this frame, less a margin for the calls. */
	stack_paint(__stack_bottom, (uint32_t *)(read_sp() - 64));
	sh_exit(main());
}

void fault_handler(void)
{
	sh_write0("FAIL: fault (HardFault/NMI/MemManage/BusFault/UsageFault)\n"
		  "baremetal: 0 passed, 1 failed\n");
	sh_exit(1);
}

/* Initial SP, reset, then the system exceptions; no interrupts are used. */
__attribute__((section(".vectors"), used))
void (*const vectors[16])(void) = {
	(void (*)(void))__stack_top,
	reset_handler,
	fault_handler,		/* NMI */
	fault_handler,		/* HardFault */
	fault_handler,		/* MemManage */
	fault_handler,		/* BusFault */
	fault_handler,		/* UsageFault */
	0, 0, 0, 0,
	fault_handler,		/* SVCall */
	fault_handler,		/* DebugMonitor */
	0,
	fault_handler,		/* PendSV */
	fault_handler,		/* SysTick */
};
