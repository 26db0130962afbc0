/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * Internal interfaces shared by the core's files, one file per job, each
 * calling only the files below it: docs/design.md says what each does,
 * bottom-up; host-tests/test_layers.sh prints their order.
 */
#ifndef YAMLFDT_INT_H
#define YAMLFDT_INT_H

#include "yamlfdt.h"
#include "yamlfdt_config.h"
/* Internal functions are named yf_*: never a firmware's (skip_spaces()). */

/* What a property or a subnode costs in the structure block, at most. */
#define ALIGN4(x)	(((x) + 3u) & ~(size_t)3)
#define PROP_COST(namelen, len)	(12 + ALIGN4(len) + (namelen) + 1)
#define NODE_COST(namelen)	(8 + ALIGN4((namelen) + 2))	/* see add_child */

/* /__symbols__ asked for, and built in */
#define WANT_SYMBOLS(c) (YAMLFDT_HAVE_SYMBOLS && ((c)->flags & YAMLFDT_SYMBOLS))

/* What a significant line holds. */
enum item_kind {
	IT_PROP,	/* key: value (scalar, flow or block sequence) */
	IT_TRUE,	/* key: true -- an empty property */
	IT_FALSE,	/* key: false -- remove the property */
	IT_NULL,	/* key: null -- remove property or node */
	IT_NODE,	/* key: (mapping below), key: {}, key: &label */
	IT_MARKER,	/* ~: ~ */
	IT_LABELS,	/* /label/: [a, b] */
	IT_MEMRESERVE,	/* /memreserve/: [addr, size, ...] (top level) */
	IT_OPEN_LABEL,	/* *label: (top level) */
	IT_OPEN_PATH,	/* /path: (top level) */
};

struct item {
	uint8_t kind;		/* enum item_kind */
	uint8_t has_body;	/* IT_NODE and opens: a mapping follows */
	uint8_t del;		/* opens: "*label: ~", delete the node */
	const char *line;	/* start of the key line */
	const char *key;	/* key text, quotes stripped */
	unsigned int keylen;
	const char *anchor;	/* &label on a node, or NULL */
	unsigned int anchorlen;
	const char *val;	/* IT_PROP etc.: first byte of the value */
	const char *next;	/* first byte after the key line */
	unsigned int indent;
};

/* Words of a frame's key summary (dupkey.c): fewer where stack is dear. */
#define DUPKEY_WORDS	(YAMLFDT_HAVE_BOARD_CACHES ? 2 : 1)

/*
 * One level of the walk: a node whose mapping is being read.  What one
 * pass keeps shares its bytes with the other's (frames start zeroed).
 * node: its offset in the tree (pass 1: in the base tree, -1 when the
 * text makes it); body: the offset of its mapping's first line (or of a
 * blank line or comment before it).
 */
struct frame {
	int node;
	uint32_t body;
	union {
		struct {	/* pass 1 */
			uint32_t hash;	/* hash of the node's path */
			uint32_t keys[DUPKEY_WORDS];	/* dupkey.c */
			uint16_t pathlen;	/* the node's path's length */
			uint16_t nkeys : 14;	/* keys read (dupkey.c) */
			uint16_t had_child : 1;	/* a child node's key read */
			uint16_t had_open : 1;	/* the root: *label: or /path: */
		};
		struct {	/* pass 2 */
			int last;	/* the child found last, or -1 */
			uint8_t own_phandle;	/* the text set its phandle */
		};
	};
	int16_t indent;		/* its items' indentation; -1 until seen */
	int16_t label;		/* label table index of its labels, or -1 */
};

enum walk_event { EV_END, EV_DOC, EV_ITEM, EV_POP };

struct walker {
	const char *pos;	/* next line to read */
	unsigned int docs;	/* documents started */
	int16_t depth;		/* f[depth] is the innermost open node */
	uint8_t in_doc;
	uint8_t after_prop;	/* the last item, in f[depth], was a property */
	struct frame f[YAMLFDT_MAX_DEPTH + 1];
};

/* Big enough for a name or a label, with its NUL (and '@', add_child). */
#define NAME_BUF sizeof(union { char name[YAMLFDT_MAX_NAME + 2]; \
				 char label[YAMLFDT_MAX_LABEL + 2]; })

#define YF_COUNT(a) (sizeof(a) / sizeof((a)[0]))	/* its elements */

/*
 * A remembered answer of labels.c's parent_line(): the line at offset
 * from, indented ind, has its parent's key line at offset parent - 1 (0:
 * none), and no line after offset stop and before it is indented less.
 * Five, by indentation modulo 5: a path's five levels never share one.
 * None in the boot profile, which does not read them back.
 */
#define YAMLFDT_PARENT_MEMO (YAMLFDT_HAVE_BOARD_CACHES ? 5 : 0)
struct parent_memo {
	uint32_t from, stop, parent, ind;
};

/*
 * A node a top-level key opens (find.c): the key's line (its offset + 1;
 * 0: a free entry), the node's path and where it is (-1: not in the tree).
 */
struct open_entry {
	uint32_t line;
	int32_t node;
	const char *path;
	uint16_t len;
	uint16_t hash;
};

/*
 * Without reading ahead (YAMLFDT_OPENS 0), the nodes of a text's first
 * four opens, kept from pass 1 for pass 2 (find_and_keep()): 48 bytes of
 * state on 32-bit ARM that spare pass 2 a walk of the tree for each.
 */
#define OPEN_SLOTS	(YAMLFDT_OPENS ? YAMLFDT_OPENS : 4)
#define OPEN_WAITING	(-2)	/* node: to be found by the walk */
#define OPEN_NAMED	(-3)	/* path: a label's name, not its path yet */

/*
 * A summary of the names of the children of node @of (-1: of no node
 * yet): a name whose bit is clear is not among them (find.c).  32 bits
 * in the boot profile, where stack is dear; 256 where boards are checked.
 */
#define NAME_SET_WORDS	(YAMLFDT_HAVE_BOARD_CACHES ? 8 : 1)
struct name_set {
	int of;
	uint32_t bits[NAME_SET_WORDS];
};

/*
 * A label table entry, as the core sees the caller's struct yamlfdt_label
 * (whose contents are private): the same size and alignment (checked
 * below); may_alias, as the caller's memory has the public type.
 */
struct label {
	uint32_t name;		/* offset of the name in the text */
	uint32_t where;		/* offset of its definition, or first use */
	uint32_t hash;
	uint32_t phandle;
	uint16_t namelen;
	uint16_t pathlen;
	uint16_t flags;
	uint16_t pathrefs;	/* !pathref uses, for the space bound */
	uint16_t group;		/* entry of the first label of its node */
	uint16_t pathhash;	/* hash of its node's path */
	int32_t node;		/* its node's offset while known, or -1 */
	int32_t sym;		/* base label: its /__symbols__ offset, or -1 */
	uint16_t chain;		/* next entry of its hash bucket */
	uint16_t bucket;	/* first entry of bucket number <this entry> */
} __attribute__((__may_alias__));

_Static_assert(sizeof(struct label) == sizeof(struct yamlfdt_label) &&
	       _Alignof(struct label) <= _Alignof(struct yamlfdt_label),
	       "struct label must fit struct yamlfdt_label exactly");

#define I2C_OWN_SLAVE	0x40000000u	/* an I2C bus's own slave address */
/* The big-endian cell at byte @i of @v, unaligned (no fdt32_ld in U-Boot) */
static inline uint32_t yf_cell(const uint8_t *v, size_t i)
{
	return (uint32_t)v[i] << 24 | (uint32_t)v[i + 1] << 16 |
	       (uint32_t)v[i + 2] << 8 | v[i + 3];
}

/* Is node name @name (@len bytes) @kind, bare or with a unit address? */
static inline int yf_named(const char *name, size_t len, const char *kind)
{
	size_t n = strlen(kind);

	return name && len >= n && !memcmp(name, kind, n) &&
	       (len == n || name[n] == '@');
}

/* Is @it's key @name (a string literal), whole? */
#define YF_KEY_IS(it, name) ((it)->keylen == sizeof(name) - 1 && \
			     !memcmp((it)->key, name, sizeof(name) - 1))

/* Without a label table: phandles of labels looked up lately (emit.c). */
#define RECENT_REFS	(YAMLFDT_LABEL_TABLE ? 1 : 4)
struct recent_refs {
	uint32_t name[RECENT_REFS];	/* offset of a use in the text */
	uint32_t phandle[RECENT_REFS];
	uint8_t len[RECENT_REFS];	/* the label's (< 256), 0: unused */
};

/*
 * Everything one call works with.  The buffers live here, once, rather
 * than in the frames of the functions that use them in turn: that keeps
 * the deepest call chain's stack small.  The item and the fields read
 * most come first, where Thumb-2's 16-bit loads reach (offsets < 128).
 */
struct ctx {
	struct item it;			/* the walk's current item */
	void *fdt;
	size_t bufsize;
	const char *text, *end;
	unsigned int flags;
	uint8_t writing;		/* pass 2: no new label; kept nodes */
	uint8_t text_symbols;		/* pass 2: the text made /__symbols__ */
	uint8_t sym_kept;		/* labels' sym offsets still good */
	uint8_t recent_next;		/* emit.c: the one to replace */
	struct label *labels;
	uint16_t nlabels, maxlabels;	/* at most 0x7fff (apply.c) */
	uint16_t nbuckets;		/* label hash buckets (labels.c) */
	uint16_t kept;			/* pass 2: labels whose node is kept */
	int err;			/* the last error yf_fail() saw */
	size_t err_off;			/* where it is */
	size_t need;			/* pass 1: bytes the tree may grow */
	unsigned int deletes;		/* pass 1: null items seen so far */
	uint32_t next_phandle;
	int symbols;			/* pass 2: /__symbols__ offset, or -1 */
	int32_t base_symbols;		/* the base tree's, < 0: none */
#define SYMBOLS_UNKNOWN (-0x7fffffff - 1)	/* not looked for yet */
	/* with -YAMLFDT_ERR_INUSE: the referrer; with NOREG: the node meant */
	int ref_node, ref_prop;
	const char *seq_root;		/* "- key:" opening a root (dtc's) */
	const char *const *allow;	/* the allow-list, or NULL */
	unsigned int nallow;
	unsigned int path_props;	/* pass 1: path properties (paths.c) */
	size_t needed;			/* the bufsize that would do, on NOSPACE */
	uint32_t base_max_phandle;	/* the base tree's largest (apply.c) */
	struct walker w;		/* the pass's walk */
	struct parent_memo memo[YAMLFDT_PARENT_MEMO];
	struct open_entry opens[OPEN_SLOTS];	/* find.c */
	struct recent_refs recent;
	struct name_set kids;		/* pass 1: the last non-root node's */
	struct name_set root_kids;	/* the root's: kept for pass 2 */
	char name[NAME_BUF];		/* a name with its NUL, for libfdt */
	char path[YAMLFDT_MAX_PATH];	/* a node's path */
};

/* shape.c */
int yf_is_digit(char ch);
int yf_is_hex(char ch);
int yf_is_core_word(const char *p, size_t n, const char *w);
int yf_is_mac(const char *p, const char *e);
int yf_is_macro(const char *p, const char *e);
const char *yf_names_list(const char *p, const char *e, int commas);
int yf_looks_like_expr(const char *p, const char *e);
int yf_c_comment(const char *s, const char *at, const char *le);
int yf_number_like(const char *p, const char *e);
int yf_starts_number(const char *p, const char *e);
int yf_dts_label(const char *s, const char *colon, const char *le);
const char *yf_cell_end(const char *p, const char *e);
int yf_dts_bytes(const char *p, const char *e);
int yf_is_dashed(const char *p, const char *e);
int yf_macro_expr(const char *p, const char *e);
int yf_status_off(const char *p, const char *e);
int yf_thousands(const char *p, const char *e);
int yf_is_bool_word(const char *p, size_t n);
int yf_is_yaml11_bool(const char *p, size_t n);
int yf_is_status(const char *p, const char *e);
const char *yf_compatible_list(const char *p, const char *e);
int yf_is_label_char(char ch, int first);
const char *yf_scan_label(const char *p, const char *end);
int yf_bad_label_char(const char *p, const char *e);
int yf_splits_word(const char *open, const char *p, const char *le);
const char *yf_line_end(const char *p, const char *end);
const char *yf_next_line(const char *p, const char *end);
const char *yf_content_end(const char *line, const char *end);
const char *yf_skip_spaces(const char *p, const char *end);
const char *yf_skip_blanks(const char *p, const char *end);
int yf_is_blank_line(const char *p, const char *end);
unsigned int yf_indent_of(const char *line, const char *end);
const char *yf_next_significant(const char *p, const char *end);
int yf_is_doc_marker(const char *line, const char *end, char c);
int yf_at_value_end(const char *p, const char *end);

/* paste.c */
int yf_pasted(const char *text, const char *end, const char **where);
int yf_pasted_char(const char *p, const char *e, unsigned int *n);

/* names.c */
int yf_is_status_key(const struct item *it);
int yf_is_names_key(const struct item *it);
int yf_holds_strings(const struct item *it);
int yf_holds_text(const struct item *it, int refs);
int yf_is_one_string_key(const struct item *it);
int yf_is_prose_key(const struct item *it);
int yf_is_state_names(const struct item *it);
int yf_names_commaless(const struct item *it);
int yf_is_mac_key(const struct item *it);
int yf_holds_phandles(const struct item *it);
int yf_is_flag_key(const struct item *it);
int yf_is_flag_shape(const struct item *it);
int yf_meant_empty(const struct item *it);
int yf_misspelt_standard(const struct item *it);
int yf_is_device_key(const struct item *it);
int yf_is_unsigned_key(const struct item *it);
int yf_is_standard_key(const struct item *it);
int yf_is_one_word_key(const struct item *it);
const char *yf_specifier_cells(const struct item *it);
int yf_one_letter_off(const char *x, size_t xn, const char *y, size_t yn,
		      int loose);
int yf_near_standard_key(const struct item *it);

/* words.c */
int yf_string_mistake(const struct item *it, const char *p, const char *e,
		      char quote, const char **at);
int yf_hex_meant(const struct item *it, const char *p, const char *e);
int yf_word_mistake(const struct item *it, const char *p, const char *e,
		    char quote);
int yf_quoted_bool(const struct item *it, const char *end);

/* scan.c, and its error state */
int yf_fail(struct ctx *c, int err, const char *where);
int yf_mistake(struct ctx *c, int code, const char *where);
void yf_error_position(const char *text, size_t off,
		       struct yamlfdt_error *err);
int yf_check_bytes(struct ctx *c);
int yf_check_name(struct ctx *c, const struct item *it, int node, int prop);
unsigned int yf_item_indent(const struct ctx *c, const char *line);
int yf_parse_item(struct ctx *c, const char *line, struct item *it);
int yf_is_key_line(const char *line, const char *end);
const char *yf_cname(struct ctx *c, const struct item *it);
unsigned int yf_path_len(const struct item *it);

/* decode.c */
int yf_decode_string(const char *p, const char *e, char quote, uint8_t *out,
		     size_t *len, const char **bad);
int yf_decode_base64(const char *p, const char *e, uint8_t *out, size_t *len,
		     const char **bad);

/* walk.c */
void yf_walk_init(struct walker *w, const char *text);
int yf_walk_next(struct ctx *c, struct walker *w, struct item *it);
const char *yf_body_end(const struct ctx *c, const char *body, int *indent);
const char *yf_next_key(struct ctx *c, const char *l, const char *end,
			unsigned int ind, struct item *o);
const char *yf_key_before(const struct ctx *c, const struct item *it,
			  const char *from);
int yf_check_path(struct ctx *c, const struct item *it);

/* value.c; what pass 1 notes of a value for place.c, on its stack only */
#define SINK_REFS 4	/* the references whose specifiers are checked */
#define SINK_HEAD 16	/* reg's first cells, a unit's value */
struct value_notes {
	uint8_t text;		/* a string written, with no tag saying so */
	uint8_t strings;	/* a string written, tagged or not */
	uint8_t tagged;		/* the whole value has a tag */
	uint8_t width;		/* its tag's cell width in bits; 32: none */
	unsigned int nrefs;	/* references, all of them */
	uint32_t zeros;		/* bit i: cell i is 0 (a hole: cs-gpios) */
	struct {
		uint16_t label, cell;
		uint32_t at;	/* offset in the text */
	} refs[SINK_REFS];	/* the first ones */
	uint8_t head[SINK_HEAD];	/* the value's first bytes */
};

struct sink {
	uint8_t *out;		/* NULL: measure only */
	size_t len;
	uint8_t resolved;	/* labels' phandles and paths are decided */
	uint8_t memreserve;	/* integers: address/size pairs, 64-bit */
	uint32_t phandle_val;	/* the first cell's value: a phandle's */
	int cells;		/* number of items written */
	const char *ref_at;	/* the first phandle reference, or NULL */
	struct value_notes *notes;	/* pass 1, for place.c; else NULL */
	/* Without a label table: references to nodes with no phandle yet */
	unsigned int bare;
	int bare_node;		/* the first of them */
	/* Pass 1, after a deletion: the reference number ref_skip (check.c) */
	unsigned int nref, ref_skip;
	const char *ref;
};

/* /memreserve/ pairs: only where they are built in. */
#define MEMRESERVE(s)	(YAMLFDT_HAVE_MEMRESERVE && (s)->memreserve)

/* value.c (its readers' state is encode.h's) */
int yf_encode_value(struct ctx *c, const struct item *it, struct sink *s,
		    const char **value_end);

/* expr.c */
int yf_expr_eval(const char *p, const char *e, uint64_t *val, int *neg,
		 const char **bad);
int yf_value_number(const struct ctx *c, const char *v, uint64_t *val);

/* labels.c */
void yf_labels_init(struct ctx *c);
int yf_label_find(struct ctx *c, const char *name, unsigned int len);
int yf_label_use(struct ctx *c, const char *name, unsigned int len, int flags);
int yf_label_define(struct ctx *c, const char *name, unsigned int len,
		    const char *where, int group, uint32_t pathlen,
		    uint32_t hash);
uint32_t yf_path_hash(uint32_t h, const char *p, unsigned int n);
#define PATH_HASH_ROOT	2166136261u	/* the hash of "/" */

/* the 16 bits of a path hash a label entry keeps (pathhash) */
static inline uint16_t path_hash16(uint32_t h)
{
	return (uint16_t)(h ^ h >> 16);
}

int yf_labels_resolve(struct ctx *c);
const char *yf_base_symbol(struct ctx *c, int idx);
void yf_symbols_found(struct ctx *c, int node);
int yf_symbols_node(struct ctx *c);
int yf_no_label(struct ctx *c);
const char *yf_symbol_value(const struct fdt_property *prop, int len);
const char *yf_symbol_path(struct ctx *c, const char *name, unsigned int len);
int yf_symbol_node(struct ctx *c, const char *name, unsigned int len,
		   const char **path);
int yf_line_deletes(struct ctx *c, const char *l, const struct item *it,
		    const char *path, unsigned int len);
int yf_label_gone(struct ctx *c, const char *name, unsigned int len,
		  const char *line);
const char *yf_next_label(struct ctx *c, const char **p, unsigned int *len,
			  int *err);
int yf_labels_start(struct ctx *c, const struct item *it, const char **p);
int yf_label_path(struct ctx *c, int idx, char *buf, int size);
int yf_node_path(struct ctx *c, int idx, const char *line, int inner,
		 char *buf, int size);
int yf_node_path_is(struct ctx *c, int idx, const char *line, int inner,
		    const char *path, unsigned int len);
const char *yf_text_sets(struct ctx *c, const char *path, unsigned int len,
			 const char *key, size_t n, int kind, struct item *o);
int yf_node_path_within(struct ctx *c, const char *line, int inner,
			unsigned int len, const char *prefix,
			unsigned int plen);
int yf_text_creates(struct ctx *c, const char *upto, const char *path,
		    unsigned int len);

/* dupkey.c */
int yf_check_dupkey(struct ctx *c, struct frame *f, const struct item *it);

/* find.c */
int yf_find_path(const void *fdt, const char *path, unsigned int len);
int yf_find_child(const void *fdt, int parent, const char *name,
		  unsigned int len);
int yf_names_may_have(const struct name_set *set, const char *s,
		      unsigned int n);
int yf_base_child(struct ctx *c, int parent, const struct item *it,
		  int *blocked, int *sibling);
void yf_find_base_nodes(struct ctx *c);
int yf_open_node(struct ctx *c, const char *line, const char *path,
		 unsigned int len);
const char *yf_open_path_of(struct ctx *c, const char *line);
int yf_kept_node(const struct ctx *c, const char *line);

/* paths.c */
int yf_check_template(struct ctx *c, const struct item *it);
int yf_is_stdout_path(const char *name, unsigned int len);
const char *yf_path_word(const char *v, const char *e, unsigned int *n);
int yf_check_chosen(struct ctx *c, const struct item *it, const struct frame *f);
int yf_console_alias(struct ctx *c, const struct item *it, int whole);
int yf_check_chosen_name(struct ctx *c, const struct item *it,
			 const struct frame *f, const struct sink *s);
int yf_check_path_prop(struct ctx *c, const struct item *it,
		       const struct frame *f, const struct sink *s, int whole);

/* refs.c */
int yf_check_deletions(struct ctx *c);
int yf_check_status(struct ctx *c, const struct item *it, int node);
int yf_text_changes(struct ctx *c, const char *path, const char *name);

/* policy.c */
int yf_policy_prop(struct ctx *c, const char *line, int inner,
		   unsigned int pathlen, const char *name,
		   unsigned int namelen);
int yf_policy_delete(struct ctx *c, const struct item *it, unsigned int pathlen);
int yf_policy_node(struct ctx *c, const char *line, int inner,
		   unsigned int pathlen, int deleting);
int yf_policy_labels(struct ctx *c, const struct label *l);
int yf_label_node(struct ctx *c, int idx);
void yf_keep_node(struct ctx *c, int idx, int node);

#define LF_DEFINED	0x01	/* label flags: defined in the text */
#define LF_REF		0x02	/* referenced as a phandle */
#define LF_BASE		0x04	/* found in the base tree's __symbols__ */
#define LF_NEEDPH	0x08	/* (group leader) a member is referenced */
#define LF_AUTOPH	0x10	/* phandle assigned by us: pass 2 writes it */
#define LF_WRITTEN	0x20	/* pass 2 has written the phandle */
#define LF_EXPLICIT	0x40	/* phandle came from the text or base tree */
#define LF_PATHREF	0x80	/* used by !pathref */
#define LF_OPENED	0x100	/* opened as a top-level *label: key */
#define LF_INNER	0x200	/* defined by /label/: inside its node */
#define LF_GONE		0x400	/* its node was deleted: may be defined again */
#define LF_WAIT		0x800	/* base label: find.c's walk looks for its node */
#define LF_PINCTRL	0x1000	/* base label in pinctrl-N: place.c checks it */

/* edit.c: every write to the tree (pass 2) */
int yf_edit_open(struct ctx *c);
int yf_del_node(struct ctx *c, int node);
int yf_del_prop(struct ctx *c, int node, const char *name);
int yf_add_child(struct ctx *c, int parent, const char *name,
		 unsigned int len, int may_exist);
int yf_add_child_first(struct ctx *c, int parent, const char *name,
		       unsigned int len, int may_exist);
int yf_make_path(struct ctx *c, const char *path, unsigned int len);
int yf_write_phandle(struct ctx *c, int node, int idx);
int yf_write_prop(struct ctx *c, struct frame *f, const struct item *it,
		  const char **vend);
int yf_write_memreserve(struct ctx *c, const struct item *it,
			const char **vend);
int yf_set_symbol(struct ctx *c, int sym, int is_new, int n, int *end);

/* clash.c */
int yf_nearest_node(const void *fdt, int parent, const char *key,
		    unsigned int len);
/* The text's phandles modulo its bits: yf_phandle_taken() rescans less */
#define PHANDLE_SEEN_WORDS (!YAMLFDT_HAVE_PHANDLE_CHECKS ? 1 : \
			    YAMLFDT_HAVE_BOARD_CACHES ? 64 : 8)
struct phandles_seen {
	uint32_t bits[PHANDLE_SEEN_WORDS];
};
int yf_is_phandle_key(const struct item *it);
int yf_edits_symbols(struct ctx *c, const struct item *it,
		     const struct frame *parent);
int yf_phandle_taken(struct ctx *c, const struct item *it,
		     const struct frame *f, uint32_t v,
		     struct phandles_seen *seen);
int yf_base_label_clash(struct ctx *c, int idx, const char *name,
			const char *line, int inner);
int yf_check_new_node(struct ctx *c, const struct item *it,
		      const struct frame *parent, int sibling);
int yf_no_such_phandle(struct ctx *c, uint32_t v);

/* anchors.c */
void yf_forget_labels(struct ctx *c, const struct item *it,
		      const char *path, unsigned int len);
int yf_define_anchor(struct ctx *c, const struct item *it, int node,
		     uint32_t pathlen, uint32_t hash);
int yf_check_labels(struct ctx *c, const struct item *it, struct frame *parent);

#include "checks.h"	/* pins.c, kinds.c, specs.c, units.c, place.c */

/* check.c, write.c: the two passes */
int yf_check_text(struct ctx *c);
int yf_write_text(struct ctx *c);

#endif
