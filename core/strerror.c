// SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
/* Messages for error codes; libfdt's own codes go to fdt_strerror(). */
#include "yamlfdt_int.h"

static const char *const messages[] = {
	[YAMLFDT_ERR_SYNTAX - 100] = "syntax error",
	[YAMLFDT_ERR_TAB - 100] = "tab character in indentation",
	[YAMLFDT_ERR_INDENT - 100] = "indentation matches no open level",
	[YAMLFDT_ERR_QUOTE - 100] = "unterminated quoted scalar",
	[YAMLFDT_ERR_BRACKET - 100] = "unbalanced bracket",
	[YAMLFDT_ERR_TAG - 100] =
		"unknown tag: the tags are !uint8/16/32/64, !int8/16/32/64, !str, !char, !pathref, !base64; write YAML's !!bool, !!null, !!int without the tag; nothing is included at boot (!include): write the body here",
	[YAMLFDT_ERR_RANGE - 100] =
		"value out of range for its width: a cell holds 32 bits (0 to 0xffffffff); a 64-bit value takes !uint64 (acme,clk-hz: !uint64 5000000000), a byte !uint8 0 to 0xff",
	[YAMLFDT_ERR_LABEL - 100] =
		"undefined label: neither the text (name: &label on a node) nor the base tree's /__symbols__ defines it; check its spelling, or open the node by its path",
	[YAMLFDT_ERR_PATH - 100] =
		"no node at that path: write each node's full name, unit address included (/soc/serial@10042000), from the tree's root (not /proc/device-tree/... nor /sys/firmware/devicetree/base/...); a label opens its node as *uart2:, not as a path's part",
	[YAMLFDT_ERR_UNSUPPORTED - 100] =
		"YAML outside the dialect (a ? key, a <<: merge, a block sequence in a block sequence - - 0, a value that starts with @ ` % { or |, a line that starts with > as a mail quotes it): write the keys out, each inner sequence as one item in [ ] (- [0, 35, 4]), quote such a value, delete a mail's > ",
	[YAMLFDT_ERR_GARBAGE - 100] = "unexpected text after the value: cells and references go in [ ] with commas (clocks: [*ccu, 40]), one value per key",
	[YAMLFDT_ERR_NUL - 100] = "NUL byte in the text",
	[YAMLFDT_ERR_DEPTH - 100] = "nesting too deep",
	[YAMLFDT_ERR_EXPR - 100] =
		"bad integer expression: numbers and C operators only (no macros, no ** or units), or too complex; ^ is C's XOR: write 1 << 30 for 2^30",
	[YAMLFDT_ERR_DIVZERO - 100] = "division by zero",
	[YAMLFDT_ERR_DUPLABEL - 100] =
		"label defined twice (or the base tree gives it to another node): use another label, or *label: to open that node",
	[YAMLFDT_ERR_TOOLONG - 100] = "name, label or path too long",
	[YAMLFDT_ERR_NAME - 100] =
		"invalid node or property name: letters, digits and ,._+-#?@ only; a /path: key opens a node at the top level only, in column 1, and unquoted (\"/chosen\": is a name with a /)",
	[YAMLFDT_ERR_LABELS - 100] = "label table full",
	[YAMLFDT_ERR_ANCHOR - 100] =
		"anchor on something other than a node, or on an open (*uart2: &console, DTS's console: &uart2 { }): a label goes on a node the text names (name: &label), a second label of an open in its body (/label/: [console]); write a value out in full",
	[YAMLFDT_ERR_ALIAS - 100] =
		"alias as a key below the top level: open a labelled node at the top level (*label:), or by its name here",
	[YAMLFDT_ERR_ESCAPE - 100] =
		"invalid escape sequence, or one no string of a tree holds (\\a \\b \\f \\v, or but in bootargs \\n \\r \\t, in a name or path; a \\ in a plain name or path: a Windows path? write / between its parts; YAML's \\u is not read: type the character itself, in UTF-8)",
	[YAMLFDT_ERR_BASE64 - 100] = "invalid base64 data",
	[YAMLFDT_ERR_TYPE - 100] =
		"value of the wrong type here: one its tag rules out (!str *label, !char \"ab\"), 32 bits where the name takes 64 (opp-hz: !uint64 1200000000, cpu-release-addr: !uint64 0x8000fff8), or another width where it takes 32-bit cells (assigned-clock-rates: [48000000], not !uint64)",
	[YAMLFDT_ERR_CR - 100] = "carriage return not followed by newline",
	[YAMLFDT_ERR_DISABLED - 100] = "feature not built in",
	[YAMLFDT_ERR_DENIED - 100] = "change not allowed by the allow-list",
	[YAMLFDT_ERR_INTERNAL - 100] = "internal error",
	[YAMLFDT_ERR_WORK - 100] = "work memory too small or misaligned",
	[YAMLFDT_ERR_WORD - 100] =
		"a C macro, or a word among cells: no cpp runs at boot; write the value the macro stands for (KEY_POWER is 116, GPIO_ACTIVE_LOW 1), or quote it to mean a string",
	[YAMLFDT_ERR_NUMBER - 100] =
		"not a number: write 42, 0x2a, 0o52 or 0b101010 (no '_', blank, fraction or unit; no leading 0: 050 is 40 to C and 50 to YAML), or quote it to mean a string; a size in reg without 0x (400) reads as decimal: write 0x400; a date or range (2024-01-15, 10-20) is text to quote, or (10 - 20) for arithmetic",
	[YAMLFDT_ERR_COMMA - 100] =
		"',' splits a word in [ ]: quote strings that contain ','",
	[YAMLFDT_ERR_EMPTY - 100] =
		"nothing after this key: true for an empty property, ~ to delete, {} for an empty node, or indent its body below it",
	[YAMLFDT_ERR_HASHKEY - 100] =
		"a key in a comment: quote keys that start with '#' (\"#address-cells\": 1)",
	[YAMLFDT_ERR_DTS - 100] =
		"DTS syntax: write cells as [1, *label], a reference as *label, and no ';'; a path in /aliases as !pathref *label",
	[YAMLFDT_ERR_MAC - 100] =
		"a MAC address as text, as cells, of another length, in decimal or multicast (its first byte odd: ff:ff:..., 01:00:5e:...): write exactly its 6 bytes in hex, a device's own, !uint8 [0x02, 0x00, 0x5e, 0xa7, 0x1c, 0xe4]",
	[YAMLFDT_ERR_INUSE - 100] =
		"node still referenced (by phandle, or by path in /aliases or stdout-path), an alias stdout-path names, a node referred to after the text deleted it, or a node turned off (status: disabled) that an enabled node refers to by phandle (its driver waits for it for ever): change, delete or turn off its referrers too, or keep the node",
	[YAMLFDT_ERR_NOSYMBOLS - 100] =
		"the base tree has no labels (no /__symbols__): open the node by its /path:",
	[YAMLFDT_ERR_LABELNAME - 100] =
		"invalid character in a label: labels are letters, digits and '_', not starting with a digit",
	[YAMLFDT_ERR_CONTINUED - 100] =
		"value continued on the next line: put it on one line, or quote it",
	[YAMLFDT_ERR_LIST - 100] =
		"a list without [ ] (',' or blanks between its strings, or dtc's \\0 outside double quotes): write [a, b] for a list, quotes for one string",
	[YAMLFDT_ERR_BYTES - 100] =
		"DTS byte string: write bytes as !uint8 [0x02, 0x00, 0x5e], or quote it to mean a string",
	[YAMLFDT_ERR_DUPKEY - 100] =
		"key already in this mapping: write each property or node once (merge the two)",
	[YAMLFDT_ERR_HASH - 100] =
		"'#' inside a value, or ' #' and a digit, which would cut it short (LED #2): a comment needs a space before '#'; quote the value if '#' belongs to it",
	[YAMLFDT_ERR_NBSP - 100] =
		"a no-break space (U+00A0) or other Unicode space outside quotes or in bootargs: type a plain space",
	[YAMLFDT_ERR_INVISIBLE - 100] =
		"an invisible character (zero-width space, soft hyphen, U+FEFF, direction mark): delete it",
	[YAMLFDT_ERR_QUOTES - 100] =
		"a typographic quote (U+201C U+201D U+2018 U+2019, U+00AB U+00BB, a prime): quote with \" or '",
	[YAMLFDT_ERR_DASH - 100] =
		"a typographic dash or minus sign (U+2010-2015, U+2212) in a number, a name or bootargs: type '-'; a range is two cells",
	[YAMLFDT_ERR_FULLWIDTH - 100] =
		"a full-width character (U+FF01-FF5E, as U+FF1A for ':') or a multiplication sign (U+00D7, 1920x1080) outside quotes or in bootargs, or a ligature (U+FB00-FB06, a PDF's fi) anywhere: type its ASCII form",
	[YAMLFDT_ERR_ASSIGN - 100] =
		"DTS property, or a shell's name=value (bootargs: bootargs=... pasted from printenv): write name: value (status: okay, reg: [0x1000, 0x100]), no '=' and no ';', and the name once",
	[YAMLFDT_ERR_REFKEY - 100] =
		"DTS reference as a key, or one in quotes: write *uart1: (no quotes) for &uart1, or /soc/serial@1000: for &{/soc/serial@1000}; a new node's label goes after its name (serial@1000: &uart3)",
	[YAMLFDT_ERR_DELETE - 100] =
		"DTS deletion: write name: ~ (a node or property) or name: false (a property); *label: ~ or /path: ~ at the top level",
	[YAMLFDT_ERR_BRACE - 100] =
		"DTS braces: write name: with the node's properties indented below it, no { and no };",
	[YAMLFDT_ERR_NOCOLON - 100] =
		"a key without ':': write name: value, *label: to open a node, name: true for an empty property (DTS name;); or join it to the value above",
	[YAMLFDT_ERR_LABELLIST - 100] =
		"/label/: takes a list: write /label/: [console] (or [a, b])",
	[YAMLFDT_ERR_LISTITEM - 100] =
		"a '- ' item where a key belongs: write a node as name: (no '- '); a list's items go under their key:, their dashes in one column",
	[YAMLFDT_ERR_COLON - 100] =
		"': ' inside a plain value: quote the value (label: \"Debug: console\")",
	[YAMLFDT_ERR_DIRECTIVE - 100] =
		"DTS directive: delete /dts-v1/; and /plugin/; (nothing includes at boot); memory reservations are /memreserve/: [addr, size]",
	[YAMLFDT_ERR_FLOWMAP - 100] =
		"flow mapping { }: write each key: value on a line of its own, indented below its node ({} alone is an empty node)",
	[YAMLFDT_ERR_BLOCKSCALAR - 100] =
		"block scalar | or >: write the string on one line in double quotes, with \\n for a line break",
	[YAMLFDT_ERR_TRAILCOMMA - 100] =
		"',' after the value (JSON's): delete it; a list is [a, b]",
	[YAMLFDT_ERR_COLONSPACE - 100] =
		"no space after the key's ':': write key: value",
	[YAMLFDT_ERR_PATHPROP - 100] =
		"this property holds a path: write !pathref *label, or the path, with no blank in it, no empty part (//) and no '/' at its end (stdout-path: serial0:115200n8; bootargs and stdout-path go under /chosen:, not /aliases:)",
	[YAMLFDT_ERR_PHANDLE - 100] =
		"phandle already used by another node: leave phandle out (one is given when referenced), or pick a free value; linux,phandle (old DTS) other than the node's phandle, which refers to nothing: leave it out",
	[YAMLFDT_ERR_NOREG - 100] =
		"new node with a unit address but no reg or ranges: a typo of an existing node's name or path? else give it reg",
	[YAMLFDT_ERR_BOOL11 - 100] =
		"yes/no/on/off are booleans in YAML 1.1 only: write true (an empty property) or false (no property); quote it for the string",
	[YAMLFDT_ERR_SYMBOLS - 100] =
		"the base tree's /__symbols__ indexes its labels: leave it as it is (define labels with &name; -@ adds them there)",
	[YAMLFDT_ERR_REFWORD - 100] =
		"a reference written as text or as a number: write *label for a phandle (interrupt-parent: *gic), not a word, a raw phandle, or a quoted \"*gic\" or \"&gic\" (a string of its name; !str \"&gic\" if that is meant)",
	[YAMLFDT_ERR_UNITADDR - 100] =
		"unit address and reg disagree: the unit address is reg's first address in hex without 0x (rtc@68 and reg: 0x68); a blank inside a number splits it in two cells",
	[YAMLFDT_ERR_DTSLABEL - 100] =
		"DTS label before a node: write the node as serial@1000: &uart3 (its label after the name); quote a string that ends in ':'",
	[YAMLFDT_ERR_FLAG - 100] =
		"this property is a flag, or empty (ranges): write true to set it (DTS's ranges; is ranges: true, and ~ deletes), false (or leave it out) to clear it; 0 or a string sets it too",
	[YAMLFDT_ERR_NOTNUM - 100] =
		"this property holds numbers (reg, #*-cells, clock-frequency, *-hz, *-microvolt, ...): write the number (100000000 for 100 MHz), not text or a reference (interrupts-extended: [*gpio1, 7, 2] for another controller's), and no negative one but a voltage, temperature or ratio",
	[YAMLFDT_ERR_CCOMMENT - 100] =
		"a C or DTS comment (// or /* */): YAML's comment is ' #'; quote the value if it holds these",
	[YAMLFDT_ERR_NEWNAME - 100] =
		"new node named like the base's node or label (wifi beside wifi@1, uart2 for the label uart2): open that node as wifi@1: or *uart2:",
	[YAMLFDT_ERR_NAMECASE - 100] =
		"a standard property's name with a capital or '_' (Status, pinctrl_names, an alias Serial1 or serial_1), or '-' for the spec's '_' (dr-mode, device-type): write it as the spec does (status, pinctrl-names, serial1); the kernel reads no other spelling",
	[YAMLFDT_ERR_ROOTPROP - 100] =
		"a device's property at the top level, or one after a top-level *label: or /path:, sets the root's: indent it under its node (bootargs goes under /chosen:; a root property the root lacks is written under /:)",
	[YAMLFDT_ERR_CELLS - 100] =
		"wrong number of cells: reg takes entries of the parent's #address-cells + #size-cells (1 + 1: reg: [0x48022000, 0x1000]), interrupts entries of the controller's #interrupt-cells (another controller's need interrupt-parent: *gpio1 beside them), and each *label its target's #*-cells (gpios: [*gpio1, 5, 0] for #gpio-cells 2); a provider's #*-cells, or a bus's #address-cells under children with reg, changed in the base: each reference or reg was written with the old count",
	[YAMLFDT_ERR_I2CADDR - 100] =
		"I2C address over 0x7f, or 0 (the general call's, no device's: an SPI device pasted under I2C?): a datasheet's 8-bit address is the 7-bit one shifted left; write it shifted right by one (0xa0 is 0x50)",
	[YAMLFDT_ERR_TYPO - 100] =
		"a name one letter off, or cut short of, one the node has or a standard one (status, compatible, clock-frequency, ...; pinctrl's states default, sleep, idle, init), or a standard one without its linux, (default-trigger): a typo? write that name; a new one would sit beside it unread",
	[YAMLFDT_ERR_RETYPE - 100] =
		"a string where the base tree holds numbers: write the number without quotes (acme,fifo-depth: 64), ~ to delete the property, or !str \"...\" if a string is meant",
	[YAMLFDT_ERR_UNIT - 100] =
		"a thousand times off for its unit: regulator and OPP voltages are in microvolts (3300000 for 3.3 V), clock and bus frequencies in Hz (100000 for 100 kHz; an I2C bus runs at 10 kHz to 5 MHz), temperatures in millicelsius (95000 for 95 C), current-speed in baud (115200), reg-io-width in bytes (4 for 32 bits), a memory node's reg, a reserved region's and an EEPROM's size in bytes (0x20000000 for 512 MiB, 4096 for a 24c32), drive-strength in mA, an Ethernet max-speed in Mb/s (1000); tag it (!uint32 100) if it is meant",
	[YAMLFDT_ERR_PROPAFTER - 100] =
		"a property after a child node: a node's properties come before its children (as in DTS), so this line is likely indented onto the wrong node: indent it under the child if it is the child's, or move it above the child (pinctrl-N goes in the device that uses a pin group, not in the pin controller)",
	[YAMLFDT_ERR_PINGROUP - 100] =
		"pin groups are the pin controller's child nodes: pinctrl-N names them (pinctrl-0: [*uart1_pins]), never a device, itself or the controller; pin settings (bias-*, drive-*, pins) go in them, not in the device; and status is the device's (*uart1:, not *uart1_pins:)",
	[YAMLFDT_ERR_HOG - 100] =
		"a GPIO hog's gpios hold the line and its flags only (gpios: [10, 0]): its controller is the node it is in, so no reference; and a hog has one of output-high, output-low and input (clear the other: output-high: false)",
	[YAMLFDT_ERR_CHARCELL - 100] =
		"a single-quoted character is a cell (DTS's 'R'; '1' is 0x31): write R or \"R\" for text, 1 for the number (!uint32 '1' for the character's cell)",
	[YAMLFDT_ERR_ONESTRING - 100] =
		"this property is one string, not a list (the kernel reads up to the first NUL): write it on one line, quoted if it holds ': ' or ' #' (bootargs: \"console=ttyS0,115200 root=/dev/mmcblk0p2\")",
	[YAMLFDT_ERR_NESTED - 100] =
		"a node inside a node of its own kind (led-1 in led-0), or inside a node that holds none (an LED or a key of gpio-leds or gpio-keys, a hog, a pin group): likely indented one level too deep; indent it level with its sibling",
	[YAMLFDT_ERR_DUPADDR - 100] =
		"another node has this unit address (a copied node whose address was not changed?): give it its own address and reg, or disable one of them",
	[YAMLFDT_ERR_REGEND - 100] =
		"reg's size reads as an end address (one ending in ff, or one past the 4 GiB a single address cell reaches), or is 0: reg takes the size, end - start + 1 (0x400 for 0x10043000 to 0x100433ff; 0x40000000 for a bank from 0x80000000 to 0xc0000000); a size of 0 maps nothing",
	[YAMLFDT_ERR_PINNAMES - 100] =
		"pinctrl-N needs the name of its state in pinctrl-names: pinctrl-names: [default] for pinctrl-0, [default, sleep] with pinctrl-1",
	[YAMLFDT_ERR_NOCOMMA - 100] =
		"no ',' before this item of [ ]: write ',' between items (a list over several lines needs ',' at the end of each line but the last), or ']' to close it",
	[YAMLFDT_ERR_OVERLAY - 100] =
		"a binary overlay's fragment: yamlfdt needs none; write the target as a top-level key (*uart2: or /soc/serial@10042000:) with what __overlay__ held below it",
	[YAMLFDT_ERR_NAMES - 100] =
		"a list of names and what it names differ in count: one name for each reference or entry (clocks: [*ccu, 22, *ccu, 3] takes clock-names: [baud, apb]; interrupts: [0, 34, 4] one interrupt-names, reg: [0x1000, 0x100] one reg-names); names with nothing to name (dma-names without dmas) need that list beside them; assigned-clock-rates has a rate at most for each assigned-clocks entry",
	[YAMLFDT_ERR_ALIASCOPY - 100] =
		"a YAML alias is a reference here (a phandle), not a copy of the node: write the new node out in full under its own name",
	[YAMLFDT_ERR_TEMPLATE - 100] =
		"a template's placeholder ({{ ... }}, {% ... %}, @@NAME@@, or in bootargs U-Boot's ${name}, which nothing expands in a tree), not rendered: render the text with its tool first, or write the value",
	[YAMLFDT_ERR_NOCELLS - 100] =
		"reg in a new node whose parent sets no #address-cells (read then as 2 + 1 cells): put the node under its bus, or give the parent #address-cells and #size-cells",
	[YAMLFDT_ERR_NOTHERE - 100] =
		"deletes nothing: the node has no such property or child, but one of a near name (wifi@1 for wifi, non-removable), or its parent has it: write that name, or indent it under the node that has it",
	[YAMLFDT_ERR_STATUS - 100] =
		"status is one of okay, disabled, reserved, fail, fail-sss (\"enabled\" or \"Okay\" quoted leaves the node off too; status: ~ deletes it, and a node with no status is on): write status: okay to turn a node on, status: disabled to keep it off",
	[YAMLFDT_ERR_OUTDENT - 100] =
		"a node after a sibling that holds nodes of its kind (led-1 after leds: with led-0 in it), or that reads as a child of the container above it (an LED's gpios after leds:, a key's linux,code after keys:): likely indented one level too little; indent it under that sibling",
	[YAMLFDT_ERR_STRING - 100] =
		"this property holds strings (model, label, phy-mode, compatible, *-names, ...), and a plain number would be cells: quote the value (model: \"2023-04\")",
	[YAMLFDT_ERR_CHOSEN - 100] =
		"a property only /chosen has (bootargs, stdout-path, linux,initrd-start, rng-seed, ...) in another node, or one /chosen has no reader for (console, root, stdout-patch): write bootargs, stdout-path, stdin-path, linux,initrd-start and -end (both, the end above the start), rng-seed or kaslr-seed under /chosen:, and a vendor's own as vendor,name",
	[YAMLFDT_ERR_RAWPHANDLE - 100] =
		"a number where a phandle goes (interrupt-parent: 0x99, clocks: [0x99, 3]) that no node of the tree or the text has, or a node of another kind (gpios: [0x0c, 5, 0] where 0x0c has no #gpio-cells): refer to the node by its label (*gpio1); phandles are the tree's to give",
	[YAMLFDT_ERR_MINMAX - 100] =
		"a minimum above its maximum (regulator-min-microvolt: 3300000 beside regulator-max-microvolt: 1800000), which the kernel refuses: swap them, or fix the digit; a regulator-fixed's two are one voltage (its driver refuses variable ones)",
	[YAMLFDT_ERR_ENUM - 100] =
		"a value its binding does not list, which the kernel compares whole: phy-mode is rgmii, rgmii-id, rgmii-rxid, rgmii-txid, rmii, mii, gmii, sgmii, ... ('-', not '_'); dr_mode host, peripheral or otg; an LED's default-state on, off or keep; psci's method smc or hvc; a cpu's enable-method psci, spin-table or vendor,name; a trip's type active, passive, hot or critical; device_type memory in memory@, cpu in cpu@; an MMC host's bus-width 1, 4 or 8; an MDIO bus's PHY address 0 to 31, an SPI bus's chip select 0 to 256, below its num-cs (reg: 0 for a flash on CS 0, not its memory map); a GPIO's flags 0 to 0x7f (GPIO_ACTIVE_LOW 1, no flag 0); a fixed-factor clock's clock-div and clock-mult 1 or more: write one of them",
	[YAMLFDT_ERR_REQUIRED - 100] =
		"a new node the kernel skips, or whose driver fails, without a property the text gives it nowhere: a memory node needs device_type: memory; reserved-memory needs ranges: true, and #address-cells and #size-cells as the root's (1 and 1 on a 32-bit board); a gpio-leds LED needs gpios, a pwm-leds LED pwms, a gpio-keys key linux,code and gpios (or interrupts), gpio-keys-polled poll-interval, a regulator-fixed regulator-name, a flash's partitions compatible: fixed-partitions: write them in its mapping",
	[YAMLFDT_ERR_KIND - 100] =
		"a reference to a node of another kind: a *-supply names a regulator (regulator-fixed, a PMIC's regulator), not an mmc-pwrseq, a clock or GPIO controller, a PHY or another device (mmc-pwrseq: *wifi_pwrseq is the pwrseq's own property); operating-points-v2 names an OPP table, not a cpu; mmc-pwrseq an mmc-pwrseq-simple or -emmc node; nvmem-cells a cell (mac-address@fa below the EEPROM), not the EEPROM; a regulator's vin-supply another regulator, not itself",
	[YAMLFDT_ERR_EXAMPLE - 100] =
		"a binding's example pasted as it is: its example-0: wrapper, or a bus (i2c:, spi:) at the root with no compatible, which no controller drives: put the devices under the board's own bus (*i2c0: with rtc@68: below it)",
	[YAMLFDT_ERR_UNREAD - 100] =
		"a property no driver of this node reads: phy-connection-type beside phy-mode (the kernel reads phy-mode first: set that); a gpio-leds LED's active-low (its polarity is gpios' flags cell: gpios: [*gpio1, 5, 1] for GPIO_ACTIVE_LOW), no-map or reusable on /reserved-memory itself (each region under it takes its own), a fixed regulator's GPIO flags (its polarity is enable-active-high, active-low without it: add enable-active-high: true for [*gpio0, 6, 0]), assigned-clock-rates or -parents without assigned-clocks (which names the clocks they set), a regulator's flag (regulator-always-on) on a device that is no regulator (set it in the regulator its *-supply names): write it where it is read, with what it goes with",
	[YAMLFDT_ERR_ROOTNODE - 100] =
		"a node the kernel reads only at its place, written elsewhere: memory (device_type memory), reserved-memory, chosen, aliases and cpus are children of the root, a cpu (device_type cpu) a child of /cpus, and a reserved region (reusable, no-map: linux,cma) a child of /reserved-memory; elsewhere the kernel never sees it: write it under /: (a cpu under /cpus:, a region under /reserved-memory:)",
	[YAMLFDT_ERR_OFFNODE - 100] =
		"a device the kernel never probes, as its parent stays off (status: disabled in the tree, and the text leaves it so), or a console on a node that stays off (stdout-path: serial1 for a disabled UART, or the alias stdout-path names moved to it): enable that node too (*i2c1: with status: okay), or name another",
	[YAMLFDT_ERR_RANGES - 100] =
		"reg outside every window its bus's ranges maps: the kernel cannot translate it, and the device gets no registers (a datasheet's absolute address under a bus whose ranges: [0, 0x30000000, 0x100000] numbers its children from 0): write the address as the bus numbers it (0x2000 for 0x30002000), or put the node under the bus that maps it",
	[YAMLFDT_ERR_COPIED - 100] =
		"the GPIO line or key code a node above in this mapping has (gpios or linux,code copied with an LED, key or hog and not changed): a line serves one consumer, and the second request fails with its whole device (every LED or key of it); two keys of one code send one key: write this node's own",
	[YAMLFDT_ERR_ONEOF - 100] =
		"a flag of which the node takes one beside another it keeps (bias-pull-down added where the tree has bias-pull-up; output-low and output-high; drive-open-drain and drive-push-pull; no-map and reusable): the driver picks one, maybe not this; delete the other (bias-pull-up: false) in the same mapping",
	[YAMLFDT_ERR_HOSTPROP - 100] =
		"a property its host reads, written in a child: an MMC host's (vmmc-supply, vqmmc-supply, mmc-pwrseq, cap-*, bus-width, non-removable) in its SDIO function (wifi@1), a MAC's (phy-mode, local-mac-address, phy-handle) in its PHY: write it in the host (*mmc0:, *eth0:)",
	[YAMLFDT_ERR_IRQTYPE - 100] =
		"a trigger type or number the interrupt controller refuses, so the device gets no interrupt, or another one: a GIC's shared interrupt (first cell 0, GIC_SPI) takes a rising edge (1) or a high level (4) only, and its private ones (first cell 1, GIC_PPI) are 0 to 15 (an SPI's number after 1 is another SPI) (an active-low line is inverted on the board, or wired to a GPIO controller); a GPIO controller's type is 1, 2 (falling edge), 3 (both), 4 or 8 (low level)",
};

const char *yamlfdt_strerror(int code)
{
	if (code == 0)
		return "success";
	if (code > -100)
		return fdt_strerror(code);
	if (!YAMLFDT_HAVE_MESSAGES)
		return "yamlfdt error (messages not built in)";
	code = -code - 100;
	if (code < (int)YF_COUNT(messages) &&
	    messages[code])
		return messages[code];
	return "unknown error";
}
