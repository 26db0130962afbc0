// SPDX-License-Identifier: GPL-2.0+ OR BSD-2-Clause
/*
 * yamlfdt boot-time hook: apply a YAML text to the device tree U-Boot
 * hands the OS.  It spies on EVT_FT_FIXUP, which image_setup_libfdt()
 * sends after the board's and the system's fixups: so bootm, bootz, booti
 * and bootefi (and a distro or standard boot flow) all do it, and the text
 * has the last word.  It changes no environment variable.
 *
 * The text is one of:
 *
 *   the FIT's	the sub-image that the configuration bootm booted names
 *		in its "yamlfdt" property, checked against its hashes
 *   loaded	the one "yamlfdt boot <addr> <size>" recorded on this
 *		boot, after loading it; the record is in memory, not in
 *		the environment, so a text left in RAM by an earlier boot
 *		is never applied
 *
 * the FIT's first.  On a verified boot (a key in the control FDT is
 * required and $verify is not "n": bootm checked the FIT's signature) a
 * text is applied only if the configuration's signature covers it, unless
 * CONFIG_YAMLFDT_BOOT_UNSIGNED, and the allow-list is
 * CONFIG_YAMLFDT_BOOT_ALLOW, never $yamlfdt_allow.
 *
 * A failure leaves the tree unchanged; the boot goes on with it, unless
 * CONFIG_YAMLFDT_BOOT_STRICT refuses to boot.
 */

#include <env.h>
#include <event.h>
#include <image.h>
#include <mapmem.h>
#include <stdio.h>
#include <yamlfdt_uboot.h>
#include <asm/global_data.h>
#include <dm/ofnode.h>
#include <linux/errno.h>
#include <linux/libfdt.h>
#include <linux/string.h>

DECLARE_GLOBAL_DATA_PTR;

/* The text "yamlfdt boot" recorded on this boot; size 0: none */
static struct {
	ulong addr;
	ulong size;
} yamlfdt_loaded;

void yamlfdt_boot_set(ulong addr, ulong size)
{
	yamlfdt_loaded.addr = addr;
	yamlfdt_loaded.size = size;
}

/* The text to apply, where it is from, and whether a signature covers it */
struct yamlfdt_text {
	const char *data;
	ulong size;
	char from[64];		/* "the FIT's NAME", "the text at 0x..." */
	bool signed_;		/* covered by the configuration's signature */
};

/*
 * yamlfdt_verified_boot() - whether this boot verifies a FIT's signature:
 * the control FDT has a required key, and $verify is not "n" (bootm reads
 * the same variable, images.verify).
 */
static bool yamlfdt_verified_boot(void)
{
	const void *blob = gd->fdt_blob;
	int keys, key;

	if (!IS_ENABLED(CONFIG_FIT_SIGNATURE) || !blob ||
	    !env_get_yesno("verify"))
		return false;
	keys = fdt_subnode_offset(blob, 0, FIT_SIG_NODENAME);
	if (keys < 0)
		return false;
	fdt_for_each_subnode(key, blob, keys)
		if (fdt_getprop(blob, key, FIT_KEY_REQUIRED, NULL))
			return true;

	return false;
}

/* Whether @node's path is in the "hashed-nodes" of the signature @sig */
static bool yamlfdt_hashed(const void *fit, int sig, int node)
{
	char path[256];

	return !fdt_get_path(fit, node, path, sizeof(path)) &&
	       fdt_stringlist_search(fit, sig, "hashed-nodes", path) >= 0;
}

/*
 * yamlfdt_fit_signed() - whether every signature of the configuration
 * @conf (one at least) covers the image @image: the image node and each
 * of its hash nodes among its hashed nodes, as mkimage lists them when
 * the .its's sign-images names the text.
 */
static bool yamlfdt_fit_signed(const void *fit, int conf, int image)
{
	int sig, hash, sigs = 0, hashes;

	fdt_for_each_subnode(sig, fit, conf) {
		if (strncmp(fit_get_name(fit, sig, NULL), FIT_SIG_NODENAME,
			    strlen(FIT_SIG_NODENAME)))
			continue;
		if (!yamlfdt_hashed(fit, sig, image))
			return false;
		hashes = 0;
		fdt_for_each_subnode(hash, fit, image) {
			if (strncmp(fit_get_name(fit, hash, NULL),
				    FIT_HASH_NODENAME,
				    strlen(FIT_HASH_NODENAME)))
				continue;
			if (!yamlfdt_hashed(fit, sig, hash))
				return false;
			hashes++;
		}
		if (!hashes)
			return false;
		sigs++;
	}

	return sigs > 0;
}

/*
 * yamlfdt_fit_text() - the text the FIT configuration that bootm booted
 * names in its "yamlfdt" property, its hashes checked.
 * Return: 0 if there is one, -ENOENT if none, else -errno (printed)
 */
static int yamlfdt_fit_text(struct bootm_headers *img,
			    struct yamlfdt_text *text)
{
	const void *fit = img ? img->fit_hdr_os : NULL;
	const void *data;
	size_t size;
	int conf, node;

	if (!IS_ENABLED(CONFIG_FIT) || !fit || !img->fit_uname_cfg)
		return -ENOENT;
	conf = fit_conf_get_node(fit, img->fit_uname_cfg);
	if (conf < 0 || !fdt_getprop(fit, conf, "yamlfdt", NULL))
		return -ENOENT;
	node = fit_conf_get_prop_node_index(fit, conf, "yamlfdt", 0);
	if (node < 0) {
		printf("yamlfdt: configuration %s: its yamlfdt names no image\n",
		       img->fit_uname_cfg);
		return -EINVAL;
	}
	snprintf(text->from, sizeof(text->from), "the FIT's %s",
		 fit_get_name(fit, node, NULL));
	/* it prints the hashes it checks, "sha256+ ", or an error */
	printf("yamlfdt: %s: verifying ", text->from);
	if (!fit_image_verify(fit, node)) {
		printf("yamlfdt: %s: its hash does not match: not applied\n",
		       text->from);
		return -EBADMSG;
	}
	printf("OK\n");
	if (fit_image_get_data_and_size(fit, node, &data, &size))
		return -EINVAL;
	text->data = data;
	text->size = size;
	text->signed_ = yamlfdt_fit_signed(fit, conf, node);

	return 0;
}

/*
 * yamlfdt_boot_apply() - apply @text to @fdt, if this boot may.
 * Return: 0 if applied, else -errno (printed)
 */
static int yamlfdt_boot_apply(void *fdt, struct yamlfdt_text *text,
			      enum yamlfdt_where where)
{
	bool verified = yamlfdt_verified_boot();
	int ret;

	if (verified && !text->signed_) {
		if (!IS_ENABLED(CONFIG_YAMLFDT_BOOT_UNSIGNED)) {
			printf("yamlfdt: verified boot: %s is not covered by the FIT configuration's signature: not applied\n",
			       text->from);
			return -EACCES;
		}
		printf("yamlfdt: verified boot: applying %s, not signed (CONFIG_YAMLFDT_BOOT_UNSIGNED)\n",
		       text->from);
	}
	ret = yamlfdt_run(fdt, text->data, text->size, false, where,
			  verified ? CONFIG_YAMLFDT_BOOT_ALLOW :
			  env_get("yamlfdt_allow"));
	if (!ret)
		printf("yamlfdt: applied %s (%lu bytes)\n", text->from,
		       text->size);

	return ret;
}

static int yamlfdt_boot_fixup(void *ctx, struct event *event)
{
	struct event_ft_fixup *fixup = &event->data.ft_fixup;
	/* bootm passes its images; bootefi a copy of the tree of its own */
	enum yamlfdt_where where = fixup->images == &images ? YAMLFDT_BOOTM :
				   YAMLFDT_BOOTEFI;
	struct yamlfdt_text text = { };
	void *fdt = oftree_lookup_fdt(fixup->tree);
	int ret;

	/* the interface before "yamlfdt boot": say so, rather than ignore */
	if (env_get("yamlfdt_size"))
		printf("yamlfdt: $yamlfdt_size is not read: record the text with 'yamlfdt boot <addr> <size>'\n");
	ret = yamlfdt_fit_text(fixup->images, &text);
	if (!ret && yamlfdt_loaded.size)
		printf("yamlfdt: the FIT's text is applied, not the one at 0x%lx\n",
		       yamlfdt_loaded.addr);
	if (!ret) {
		ret = yamlfdt_boot_apply(fdt, &text, where);
	} else if (ret == -ENOENT && yamlfdt_loaded.size) {
		snprintf(text.from, sizeof(text.from), "the text at 0x%lx",
			 yamlfdt_loaded.addr);
		text.size = yamlfdt_loaded.size;
		text.data = map_sysmem(yamlfdt_loaded.addr, text.size);
		ret = yamlfdt_boot_apply(fdt, &text, where);
		unmap_sysmem(text.data);
	} else if (ret == -ENOENT) {
		return 0;
	}
	if (!ret)
		return 0;

	if (IS_ENABLED(CONFIG_YAMLFDT_BOOT_STRICT)) {
		printf("yamlfdt: boot text not applied: not booting (YAMLFDT_BOOT_STRICT)\n");
		return ret;
	}
	printf("yamlfdt: boot text not applied: booting with the unmodified device tree\n");

	return 0;
}

EVENT_SPY_FULL(EVT_FT_FIXUP, yamlfdt_boot_fixup);
