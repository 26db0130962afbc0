// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/* Duplicate keys: a key its mapping has had already (issue 26). */
#include "yamlfdt_int.h"

/* What a key names: 1 a property, 2 a node, 3 either (null), 4 labels. */
static unsigned int key_names(enum item_kind kind)
{
	return kind == IT_NODE ? 2 : kind == IT_NULL ? 3 :
	       kind == IT_LABELS ? 4 : 1;
}

/*
 * A key its mapping has had already: dtc rejects a property or a node
 * named twice in one node.  DUPKEY at the second.  A property and a node
 * of one name are a warning in dtc, and real boards have them (at91's
 * "display"), so they stay valid, unlike in YAML.  The summary of the
 * mapping's keys in its frame says when to look at its lines.  Only a
 * mapping's first DUPKEY_KEYS keys are checked: a mapping of a million
 * keys would take a million times a million line reads.  (A node
 * opened again by a later /path: or *label: key, or in a later document,
 * is another mapping, as in DTS.)
 */
#define DUPKEY_KEYS	4096	/* keys per mapping checked: the bound of
				 * its cost, with no memory to sort them
				 */
_Static_assert(DUPKEY_KEYS < 1 << 14, "a frame's nkeys counts to DUPKEY_KEYS");

int yf_check_dupkey(struct ctx *c, struct frame *f, const struct item *it)
{
	uint32_t b = yf_path_hash(PATH_HASH_ROOT, it->key, it->keylen) %
		     (32 * DUPKEY_WORDS);
	const char *l = c->text + f->body;
	struct item was;

	if (f->nkeys >= DUPKEY_KEYS)
		return 0;
	f->nkeys++;
	if (f->keys[b / 32] & 1u << b % 32) {
		while ((l = yf_key_before(c, it, l))) {
			/* read before, by this walk: it parses */
			if (!yf_parse_item(c, l, &was) &&
			    (key_names(was.kind) & key_names(it->kind)))
				return yf_mistake(c, YAMLFDT_ERR_DUPKEY,
						  it->line + it->indent);
			l = yf_next_line(l, c->end);
		}
	}
	f->keys[b / 32] |= 1u << b % 32;
	return 0;
}
