# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
config CMD_YAMLFDT
	bool "yamlfdt - apply YAML device-tree text to the working fdt"
	depends on OF_LIBFDT && CMD_FDT
	select YAMLFDT
	help
	  Apply device-tree changes written in YAML to the working device
	  tree that "fdt addr" selected, in place: "yamlfdt apply <addr>
	  [<size>]", or "yamlfdt check <addr> [<size>]" to validate without
	  writing.  The tree grows only within the room "fdt resize" gave
	  it.  On any error one line gives the line, column and message, the
	  command fails and the tree is left unchanged.
