/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * yamlfdt: apply device-tree changes written in YAML straight into a
 * flattened device tree, in place.
 *
 * The whole public API is yamlfdt_apply(), yamlfdt_strerror() and
 * yamlfdt_work_size().  Like libfdt, nothing is allocated: the caller
 * owns every byte.
 */
#ifndef YAMLFDT_H
#define YAMLFDT_H

#include "yamlfdt_port.h"	/* size_t, uint32_t, libfdt */

/*
 * Error codes.  yamlfdt_apply() returns 0 or the negative of one of these,
 * or a negative libfdt code (-FDT_ERR_*) passed through (a bad base tree,
 * -FDT_ERR_NOSPACE when the buffer is too small).  Our codes start at 100
 * so the two ranges never meet.
 */
enum yamlfdt_errcode {
	YAMLFDT_ERR_SYNTAX = 100,	/* malformed line */
	YAMLFDT_ERR_TAB,		/* tab character in indentation */
	YAMLFDT_ERR_INDENT,		/* indentation matches no open level */
	YAMLFDT_ERR_QUOTE,		/* quoted scalar not closed on its line */
	YAMLFDT_ERR_BRACKET,		/* unbalanced [ ] */
	YAMLFDT_ERR_TAG,		/* unknown tag */
	YAMLFDT_ERR_RANGE,		/* value does not fit its width */
	YAMLFDT_ERR_LABEL,		/* reference to an undefined label */
	YAMLFDT_ERR_PATH,		/* no node at that path */
	YAMLFDT_ERR_UNSUPPORTED,	/* YAML outside the dialect (block scalar,
					 * flow mapping, complex or merge key)
					 */
	YAMLFDT_ERR_GARBAGE,		/* text after a complete value */
	YAMLFDT_ERR_NUL,		/* NUL byte in the text */
	YAMLFDT_ERR_DEPTH,		/* nesting deeper than YAMLFDT_MAX_DEPTH */
	YAMLFDT_ERR_EXPR,		/* malformed integer expression */
	YAMLFDT_ERR_DIVZERO,		/* division by zero in an expression */
	YAMLFDT_ERR_DUPLABEL,		/* label defined twice */
	YAMLFDT_ERR_TOOLONG,		/* name, label or path over its limit */
	YAMLFDT_ERR_NAME,		/* invalid node or property name */
	YAMLFDT_ERR_LABELS,		/* more labels than the label table holds */
	YAMLFDT_ERR_ANCHOR,		/* anchor on something other than a node */
	YAMLFDT_ERR_ALIAS,		/* alias used as a key below the top level */
	YAMLFDT_ERR_ESCAPE,		/* bad escape in a double-quoted string */
	YAMLFDT_ERR_BASE64,		/* bad !base64 data */
	YAMLFDT_ERR_TYPE,		/* value of the wrong kind for its place */
	YAMLFDT_ERR_CR,			/* carriage return not followed by LF */
	YAMLFDT_ERR_DISABLED,		/* feature left out of this build */
	YAMLFDT_ERR_DENIED,		/* change outside the allow-list */
	YAMLFDT_ERR_INTERNAL,		/* a bug: please report it */
	YAMLFDT_ERR_WORK,		/* yamlfdt_opts.work too small or
					 * misaligned
					 */
	/* Plausible mistakes (docs/dialect.md, "Mistakes it catches"): */
	YAMLFDT_ERR_WORD,		/* a bare word among cells (a macro) */
	YAMLFDT_ERR_NUMBER,		/* a number that is not one: 08, 0x1g */
	YAMLFDT_ERR_COMMA,		/* [ti,uart]: a ',' splits a word */
	YAMLFDT_ERR_EMPTY,		/* a top-level open with no body */
	YAMLFDT_ERR_HASHKEY,		/* #address-cells: as a comment */
	YAMLFDT_ERR_DTS,		/* DTS syntax: <...>, ';', &label */
	YAMLFDT_ERR_MAC,		/* a MAC address as a string */
	YAMLFDT_ERR_INUSE,		/* deleting a node still referenced,
					 * or referring to one deleted
					 */
	YAMLFDT_ERR_NOSYMBOLS,		/* a base label, but the base tree
					 * has no /__symbols__
					 */
	YAMLFDT_ERR_LABELNAME,		/* a character no label may have */
	YAMLFDT_ERR_CONTINUED,		/* a plain value over several lines */
	YAMLFDT_ERR_LIST,		/* "a, b": a list without [ ] */
	YAMLFDT_ERR_BYTES,		/* DTS's byte string [02 00 5e] */
	/* Issue 26: duplicate keys, pasted characters, DTS and YAML habits */
	YAMLFDT_ERR_DUPKEY,		/* a key twice in one mapping */
	YAMLFDT_ERR_HASH,		/* okay#note: '#' glued inside a value */
	YAMLFDT_ERR_NBSP,		/* a no-break or other Unicode space */
	YAMLFDT_ERR_INVISIBLE,		/* zero-width space, soft hyphen, BOM */
	YAMLFDT_ERR_QUOTES,		/* typographic quotes around a value */
	YAMLFDT_ERR_DASH,		/* en/em dash or minus sign in a number */
	YAMLFDT_ERR_FULLWIDTH,		/* full-width forms, ligatures */
	YAMLFDT_ERR_ASSIGN,		/* DTS: status = "okay"; */
	YAMLFDT_ERR_REFKEY,		/* DTS: &uart1: or &{/path}: as a key */
	YAMLFDT_ERR_DELETE,		/* DTS: /delete-node/, /delete-property/ */
	YAMLFDT_ERR_BRACE,		/* DTS: name {, }; */
	YAMLFDT_ERR_NOCOLON,		/* a name alone: wakeup-source, foo; */
	YAMLFDT_ERR_LABELLIST,		/* /label/: console, not a [list] */
	YAMLFDT_ERR_LISTITEM,		/* - name: a node or mapping as a
					 * list item, or a stray "- " item
					 */
	YAMLFDT_ERR_COLON,		/* ': ' inside a plain value */
	YAMLFDT_ERR_DIRECTIVE,		/* DTS: /dts-v1/; /plugin/; /include/ */
	YAMLFDT_ERR_FLOWMAP,		/* {a: 1}: a flow mapping */
	YAMLFDT_ERR_BLOCKSCALAR,	/* key: | or key: > */
	YAMLFDT_ERR_TRAILCOMMA,		/* JSON: "key": "value", */
	YAMLFDT_ERR_COLONSPACE,		/* status:okay, no space after ':' */
	YAMLFDT_ERR_PATHPROP,		/* a phandle where a path belongs
					 * (/aliases, stdout-path)
					 */
	YAMLFDT_ERR_PHANDLE,		/* phandle: a value the tree uses */
	YAMLFDT_ERR_NOREG,		/* a new name@addr node without reg */
	YAMLFDT_ERR_BOOL11,		/* yes, no, on, off: YAML 1.1's booleans */
	YAMLFDT_ERR_STATUS,		/* status: enabled, true, 1, false */
	YAMLFDT_ERR_SYMBOLS,		/* an edit of the base's /__symbols__ */
	YAMLFDT_ERR_REFWORD,		/* a string where phandles belong */
	YAMLFDT_ERR_UNITADDR,		/* rtc@68 with reg: 68 (0x44), rtc@0x68 */
	YAMLFDT_ERR_DTSLABEL,		/* uart3: serial@1000: (DTS's label) */
	YAMLFDT_ERR_FLAG,		/* read-only: 0 (a flag with a value) */
	YAMLFDT_ERR_NOTNUM,		/* clock-frequency: 100ms (text) */
	YAMLFDT_ERR_CCOMMENT,		/* status: okay // or a DTS comment */
	YAMLFDT_ERR_NEWNAME,		/* a new wifi: beside wifi@1, uart2:
					 * for *uart2: (a base label's name)
					 */
	YAMLFDT_ERR_NAMECASE,		/* Status:, pinctrl_names: */
	YAMLFDT_ERR_ROOTPROP,		/* status: at the top level, on a base:
					 * under-indented out of its node
					 */
	YAMLFDT_ERR_CELLS,		/* reg or interrupts against the
					 * parent's #*-cells
					 */
	YAMLFDT_ERR_I2CADDR,		/* an I2C address over 0x7f */
	YAMLFDT_ERR_TYPO,		/* clock-freqency beside the node's
					 * clock-frequency; compatble
					 */
	YAMLFDT_ERR_NOTHERE,		/* a deletion that finds nothing but
					 * a near name: wifi: ~ by wifi@1
					 */
	YAMLFDT_ERR_RETYPE,		/* pagesize: "64" where the base
					 * holds cells
					 */
	YAMLFDT_ERR_UNIT,		/* regulator-min-microvolt: 3300 (mV) */
	YAMLFDT_ERR_PROPAFTER,		/* a property after a child node:
					 * indented onto the wrong node
					 */
	YAMLFDT_ERR_PINGROUP,		/* pinctrl-0: [*uart1], a device */
	YAMLFDT_ERR_HOG,		/* a hog's gpios: [*gpio1, 10, 0] */
	YAMLFDT_ERR_CHARCELL,		/* gpio-line-names: ['R'], a cell */
	YAMLFDT_ERR_ONESTRING,		/* bootargs: as a list of strings */
	YAMLFDT_ERR_NESTED,		/* led-1 indented into led-0 */
	YAMLFDT_ERR_DUPADDR,		/* a new rtc@50 beside eeprom@50 */
	YAMLFDT_ERR_REGEND,		/* reg: [0x10043000, 0x100433ff] */
	YAMLFDT_ERR_PINNAMES,		/* pinctrl-0 without pinctrl-names */
	YAMLFDT_ERR_NOCOMMA,		/* [a, b <newline> c]: no ',' */
	YAMLFDT_ERR_OVERLAY,		/* fragment@0: / __overlay__: */
	YAMLFDT_ERR_NAMES,		/* clock-names of two for one clock */
	YAMLFDT_ERR_ALIASCOPY,		/* x-pins: *y_pins, meant as a copy */
	YAMLFDT_ERR_TEMPLATE,		/* status: "{{ uart2_status }}" */
	YAMLFDT_ERR_NOCELLS,		/* reg under a parent without
					 * #address-cells
					 */
	YAMLFDT_ERR_STRING,		/* model: 2023-04, a number where
					 * the name says strings
					 */
	YAMLFDT_ERR_OUTDENT,		/* led-1 after leds: holding led-0 */
	YAMLFDT_ERR_CHOSEN,		/* bootargs outside /chosen */
	YAMLFDT_ERR_RAWPHANDLE,		/* interrupt-parent: 0x99, no node's */
	YAMLFDT_ERR_MINMAX,		/* regulator-min-microvolt above max */
	YAMLFDT_ERR_ENUM,		/* phy-mode: rgmii_id, a word unlisted */
	YAMLFDT_ERR_IRQTYPE,		/* a GIC SPI's low level (8) */
	YAMLFDT_ERR_REQUIRED,		/* memory@ without device_type */
	YAMLFDT_ERR_KIND,		/* vmmc-supply: *wifi_pwrseq */
	YAMLFDT_ERR_EXAMPLE,		/* a binding's example-0: pasted */
	YAMLFDT_ERR_UNREAD,		/* a gpio-leds LED's active-low */
	YAMLFDT_ERR_ROOTNODE,		/* memory@ under /soc */
	YAMLFDT_ERR_OFFNODE,		/* a device added under an off bus */
	YAMLFDT_ERR_RANGES,		/* reg outside its bus's ranges */
	YAMLFDT_ERR_COPIED,		/* a copied LED's gpios unchanged */
	YAMLFDT_ERR_ONEOF,		/* bias-pull-down beside bias-pull-up */
	YAMLFDT_ERR_HOSTPROP,		/* vmmc-supply in the SDIO function */
	YAMLFDT_ERR_MAX
};

/* yamlfdt_opts.flags */
#define YAMLFDT_SYMBOLS	0x1	/* record text labels in /__symbols__ (dtc -@) */
/*
 * Check only: every check yamlfdt_apply() makes, with the same result and
 * error (-FDT_ERR_NOSPACE and its @needed included), and nothing written:
 * validating a text needs no copy of the tree.
 */
#define YAMLFDT_CHECK_ONLY	0x2

/*
 * A label table entry.  The table is caller memory, as jsmn's tokens are:
 * one entry for each distinct label the text defines or uses.  Without a
 * table, yamlfdt_apply() uses YAMLFDT_STACK_LABELS entries on its own
 * stack.  Only the size is public: what an entry holds is the core's
 * business, and may change without changing the ABI.
 */
struct yamlfdt_label {
	uint32_t opaque[10];
};

struct yamlfdt_opts {
	unsigned int flags;		/* YAMLFDT_SYMBOLS, YAMLFDT_CHECK_ONLY */
	struct yamlfdt_label *labels;	/* optional label table */
	unsigned int max_labels;	/* entries in it */
	/*
	 * Optional allow-list: with @allow set, the text may only change
	 * what its @nallow entries name.  "PATH": the node PATH and all
	 * below it (create, change, delete; deleting PATH itself is a change
	 * to its parent).  "PATH:PROP": the property PROP of PATH and of
	 * the nodes below it.  Anything else is YAMLFDT_ERR_DENIED, at the
	 * line that asks for it, and nothing is written.
	 */
	const char *const *allow;
	unsigned int nallow;
	/*
	 * Optional memory for yamlfdt_apply()'s state, instead of its stack
	 * (jsmn's way: for firmware whose stack is small): at least
	 * yamlfdt_work_size() bytes, aligned for a pointer.  Without
	 * @labels, the bytes after the state hold the label table.  Too
	 * little, or misaligned, is YAMLFDT_ERR_WORK.
	 */
	void *work;
	size_t work_size;
};

struct yamlfdt_error {
	int code;		/* same as the return value */
	unsigned int line;	/* 1-based; 0 when not about the text */
	unsigned int column;	/* 1-based, in bytes */
	size_t offset;		/* byte offset in the text */
	size_t needed;		/* with -FDT_ERR_NOSPACE: a @bufsize that is
				 * enough (an upper bound); else 0
				 */
	/*
	 * The node of the tree the error names, as an offset in the tree
	 * (unchanged by the failure; fdt_get_path() names it), else -1:
	 * with YAMLFDT_ERR_INUSE, the node that still refers to the deleted
	 * one (by phandle, or by path: /aliases, /chosen; -1 when the text
	 * refers to it after deleting it); with
	 * YAMLFDT_ERR_NOREG, the existing node nearest to the one the text
	 * would create ("did you mean PATH?"); with YAMLFDT_ERR_NEWNAME, the
	 * node whose name or label the new one has; with YAMLFDT_ERR_TYPO
	 * and YAMLFDT_ERR_NOTHERE, the node whose property (or, NOTHERE,
	 * which node) the key nearly names.  @ref_prop:
	 * with YAMLFDT_ERR_INUSE, the offset of @ref_node's property that
	 * refers (fdt_getprop_by_offset() names it); with YAMLFDT_ERR_TYPO
	 * and YAMLFDT_ERR_NOTHERE, that of the property it nearly names (-1:
	 * a standard name, or a node); else -1.
	 */
	int ref_node;
	int ref_prop;
};

/*
 * Apply @len bytes of YAML @text to the tree @fdt, which lives in a buffer
 * of @bufsize bytes (the tree may grow up to @bufsize).  @text need not be
 * NUL-terminated.  @opts and @err may be NULL.
 *
 * Transactional: on any failure the buffer is left byte-for-byte as it was.
 * On success the tree's totalsize is @bufsize (use fdt_pack() to shrink).
 */
int yamlfdt_apply(void *fdt, size_t bufsize, const char *text, size_t len,
		  const struct yamlfdt_opts *opts, struct yamlfdt_error *err);

/*
 * Host builds only (port/host; elsewhere it returns -YAMLFDT_ERR_DISABLED):
 * which line of @text writes which node and property of the tree.  A
 * check-only yamlfdt_apply() of @text to @fdt (which is not changed),
 * then, if the text passed, @fn is called for each key line, in the
 * text's order: @path is the node's full path, @prop the property's name
 * (also when the line deletes it, or deletes a child node of that name),
 * or NULL when the line writes the node itself (creates, opens or names
 * it).  @line and @column (1-based) are those of the key.  Returns what
 * the check returns, with @err filled the same way.
 */
typedef void yamlfdt_line_fn(void *arg, const char *path, const char *prop,
			     unsigned int line, unsigned int column);
int yamlfdt_lines(void *fdt, size_t bufsize, const char *text, size_t len,
		  const struct yamlfdt_opts *opts, yamlfdt_line_fn *fn,
		  void *arg, struct yamlfdt_error *err);

/* Bytes of yamlfdt_opts.work the state takes in this build. */
size_t yamlfdt_work_size(void);

/*
 * 1 if property @name (@len bytes) holds numbers only by its name (reg,
 * #*-cells, clock-frequency, dt-schema's unit suffixes such as
 * *-microvolt), where a string is YAMLFDT_ERR_NOTNUM; else 0, and always
 * 0 without CONFIG_YAMLFDT_CHECK_NAMES.  A DTB-to-YAML converter types
 * such values as cells even when their bytes read as text.
 */
int yamlfdt_holds_numbers(const char *name, size_t len);

/* A short message for any code yamlfdt_apply() returns. */
const char *yamlfdt_strerror(int code);

#endif
