/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * What a text is checked against, where it edits a base tree: the checks
 * place.c asks for each property and node, and the files below it that
 * answer (the text's other mappings, what a node's kind needs, the cells
 * after phandles, a value's unit and words).  Part of yamlfdt_int.h,
 * which includes it; apart so that each file reads in one sitting.
 */
#ifndef YAMLFDT_CHECKS_H
#define YAMLFDT_CHECKS_H

/* mapping.c, pins.c */
int yf_base_label_node(struct ctx *c, unsigned int idx);
int yf_mapping_sets(struct ctx *c, const struct frame *f,
		    const char *key, size_t n, const char **val);
int yf_mapping_sets_before(struct ctx *c, const struct frame *f, const char *k,
			   size_t n, const char *upto, const char **val);
int yf_is_hog(struct ctx *c, const struct frame *f);
int yf_is_pinctrl(const struct item *it);
int yf_names_count(struct ctx *c, const struct item *it,
		   const struct frame *f, const char *key);
int yf_text_sets_key(struct ctx *c, const struct item *it, const char *key);
int yf_base_text(struct ctx *c, int node, const struct item *it);
int yf_names_misfit(struct ctx *c, const struct frame *f, int names, int fit,
		    const char *key, size_t len, const char *names_key);
const char *yf_frame_name(struct ctx *c, const struct frame *f, int *len);
const char *yf_flow_end(const struct ctx *c, const char *v);
int yf_base_has_key(struct ctx *c, const struct frame *f,
		    const struct item *it);
int yf_holds(const char *v, int len, const char *w);
int yf_value_off(struct ctx *c, const char *v);
int yf_check_alias_copy(struct ctx *c, const struct item *it,
			const struct frame *f, const struct value_notes *n);
int yf_check_partner(struct ctx *c, const struct item *it,
		     const struct frame *f, const struct sink *s);
int yf_check_name_count(struct ctx *c, const struct item *it,
			const struct frame *f, const struct sink *s);
int yf_check_pin_names(struct ctx *c, const struct item *it,
		       const struct frame *f, int names);
int yf_pin_setting(const struct item *it);
int yf_check_pin_groups(struct ctx *c);
int yf_check_hog_cells(struct ctx *c, const struct item *it,
		       const struct frame *f, int up, size_t n);
int yf_check_pin_setting(struct ctx *c, const struct item *it,
			 const struct frame *f, const struct frame *upf);

/* targets.c */
int yf_check_targets(struct ctx *c, const struct item *it,
		     const struct frame *f, const struct value_notes *n);

/* kinds.c */
int yf_check_new_kind(struct ctx *c, const struct item *it,
		      const struct frame *parent);
int yf_check_enabled(struct ctx *c, const struct item *it,
		     const struct frame *upf, const struct value_notes *n);
int yf_check_required(struct ctx *c, const struct item *it,
		      const struct frame *f);
int yf_near_base_name(struct ctx *c, const struct item *it, int parent);
int yf_check_host_prop(struct ctx *c, const struct item *it,
		       const struct frame *f, const struct frame *upf);
int yf_off_status(const char *st, int len);
int yf_stays_off(struct ctx *c, int node, const struct frame *f,
		 const char *upto);

/*
 * What a node's reg is read by: its parent's cells, where both are set
 * (libfdt's defaults are no answer), and its bus, by the parent's name.
 */
struct reg_cells {
	int ac, sc;
	int bus;	/* the parent's offset in the base, or -1: new */
	uint8_t i2c;	/* an I2C bus, of 1 + 0 cells (dtc: by its name) */
	uint8_t resmem;	/* /reserved-memory: its regions' size, ... */
	uint32_t limit;	/* the bus's addresses are below it; 0: any */
};

/* reg.c */
int yf_reg_cells(struct ctx *c, int node, int up, struct reg_cells *k);
int yf_text_reg_cells(struct ctx *c, const struct frame *upf,
		      struct reg_cells *k);
int yf_check_reg(struct ctx *c, const struct item *it,
		 const struct frame *f, const struct reg_cells *k,
		 const uint8_t *v, size_t n);

/* specs.c, units.c, place.c */
int yf_check_specifiers(struct ctx *c, const struct item *it,
			const struct frame *f, int up, const struct sink *s);
int yf_check_copied(struct ctx *c, const struct item *it,
		    const struct frame *f, const struct frame *upf);
int yf_check_values(struct ctx *c, const struct item *it,
		    const struct frame *f, const struct frame *upf,
		    const struct sink *s);
int yf_check_flag(struct ctx *c, const struct item *it, const struct frame *f,
		  const struct frame *upf);
int yf_check_recount(struct ctx *c, const struct item *it, int node,
		     const uint32_t *v);
int yf_check_place(struct ctx *c, const struct item *it,
		   const struct frame *f, const struct frame *upf, int top,
		   const struct sink *s);
int yf_check_deletion(struct ctx *c, const struct item *it, int node,
		      int nodes);

#endif
