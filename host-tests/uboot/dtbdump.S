/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * A tiny "OS" for the boot-time hook test: U-Boot's bootm enters it as it
 * enters Linux (r2 = the device tree), and it prints that tree in hex on
 * the PL011 UART of QEMU's virt machine, between two marker lines, then
 * powers off through PSCI.  The test decodes the hex back into a DTB.
 */
	.syntax unified
	.arch	armv7-a
	.arch_extension virt
	.arm
	.text
	.global	_start
_start:
	mov	r8, r2			@ the device tree
	ldr	r4, =0x09000000		@ UART0 (PL011) data register
	adr	r0, begin
	bl	puts
	ldr	r5, [r8, #4]		@ totalsize, big-endian
	rev	r5, r5
	mov	r6, #0
1:	cmp	r6, r5
	bhs	2f
	ldrb	r0, [r8, r6]
	bl	puthex
	add	r6, r6, #1
	tst	r6, #31
	moveq	r0, #'\n'
	bleq	putc
	b	1b
2:	adr	r0, end
	bl	puts
	ldr	r0, =0x84000008		@ PSCI SYSTEM_OFF
	hvc	#0
3:	wfi
	b	3b

putc:	ldr	r1, [r4, #0x18]		@ flag register
	tst	r1, #0x20		@ transmit FIFO full
	bne	putc
	str	r0, [r4]
	bx	lr

hexdigit:
	cmp	r0, #10
	addlo	r0, r0, #'0'
	addhs	r0, r0, #('a' - 10)
	b	putc

puthex:	push	{r7, lr}
	mov	r7, r0
	lsr	r0, r7, #4
	bl	hexdigit
	and	r0, r7, #15
	bl	hexdigit
	pop	{r7, pc}

puts:	push	{r9, lr}
	mov	r9, r0
4:	ldrb	r0, [r9], #1
	cmp	r0, #0
	popeq	{r9, pc}
	bl	putc
	b	4b

begin:	.asciz	"\nYAMLFDT-DTB-BEGIN\n"
end:	.asciz	"\nYAMLFDT-DTB-END\n"
	.align	2
	.ltorg
