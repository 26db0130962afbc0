#!/usr/bin/env python3
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
"""gen-synthetic.py - a synthetic, board-like device tree in yamlfdt's YAML and in DTS.

Usage:  gen-synthetic.py [--seed N] [--socs K] OUT_BASENAME

Writes OUT_BASENAME.yaml and OUT_BASENAME.dts describing the same tree: one board
(model, chosen, aliases, cpus with an OPP table, memory, regulators, leds) and K copies of
an SoC subtree (`soc@N`), each ~50 KB of YAML, with distinct node names, unit addresses and
labels (suffix `_N`).  K = 1 gives ~50 KB; 4, 16 and 64 show how the cost grows.

What the SoC holds, as real boards do: an interrupt controller, a clock/reset controller,
a DMA controller, a pin controller with pinmux tables (nested flow sequences), GPIO banks,
UARTs, I2C buses with devices (a PMIC with regulators, an EEPROM, sensors), SPI buses with
flash partitions, MMC, Ethernet with an MDIO bus and PHY, USB, timers, PWM, watchdog,
thermal sensors; unit addresses, reg, interrupts, clocks/resets/dmas references (*label),
phandle lists, strings, string lists (block and flow sequences), booleans, !uint64 OPP
frequencies, !uint8 MAC addresses and !pathref aliases.

Deterministic: the same --seed and --socs always give the same bytes (Python's `random`
with its own seed, no clock, no environment).  Standard library only.
"""

import argparse
import random
import re

# A value is (kind, data):
#   ('cells', [int | ('ref', label), ...])       <...> / [a, *b]
#   ('groups', [[cells...], [cells...]])         <a b>, <c d> / [[a, b], [c, d]]
#   ('str', [s, ...])                            "a", "b"     / a  or  - a / [a, b]
#   ('bool', None)                               prop;        / true
#   ('u64', [int, ...])                          /bits/ 64 <> / !uint64 [..]
#   ('u8', [int, ...])                           [01 02]      / !uint8 [..]
#   ('pathref', label)                           &label       / !pathref label


class Node:
    def __init__(self, name, label=None):
        self.name = name
        self.label = label
        self.props = []
        self.children = []

    def p(self, name, kind, data=None):
        self.props.append((name, kind, data))
        return self

    def cells(self, name, *vals):
        return self.p(name, 'cells', list(vals))

    def s(self, name, *vals):
        return self.p(name, 'str', list(vals))

    def b(self, name):
        return self.p(name, 'bool')

    def add(self, child):
        self.children.append(child)
        return child


def ref(label):
    return ('ref', label)


# ---------------------------------------------------------------- the tree

UART_NAMES = ['uart%d' % i for i in range(10)]


def soc(n, rnd):
    """SoC subtree number n (labels end in _n)."""
    L = lambda base: '%s_%d' % (base, n)   # noqa: E731
    base = 0x3000000 * n          # 64 SoCs fit below 0xc0000000
    soc = Node('soc@%x' % base, L('soc'))
    soc.s('compatible', 'simple-bus')
    soc.cells('#address-cells', 1).cells('#size-cells', 1)
    soc.cells('ranges', 0, base, 0x3000000)
    soc.cells('interrupt-parent', ref(L('gic')))

    irq = [32]

    def next_irq():
        irq[0] += 1
        return irq[0]

    gic = soc.add(Node('interrupt-controller@1000000', L('gic')))
    gic.s('compatible', 'arm,gic-400').cells('#interrupt-cells', 3)
    gic.b('interrupt-controller')
    gic.p('reg', 'groups', [[0x1000000, 0x1000], [0x1001000, 0x2000],
                            [0x1002000, 0x2000], [0x1004000, 0x2000]])
    gic.cells('interrupts', 1, 9, 0xf04)

    cru = soc.add(Node('clock-controller@2000000', L('cru')))
    cru.s('compatible', 'acme,synth-cru', 'syscon')
    cru.cells('reg', 0x2000000, 0x10000)
    cru.cells('#clock-cells', 1).cells('#reset-cells', 1)
    cru.s('clock-output-names', *['pll_%s' % x for x in
                                  ('cpu', 'ddr', 'gpu', 'npu', 'vpu', 'per', 'aud', 'vid')])
    cru.cells('assigned-clocks', *[x for i in range(6) for x in (ref(L('cru')), 100 + i)])
    cru.cells('assigned-clock-rates', *[rnd.choice([24, 100, 200, 400, 600, 800]) * 1000000
                                        for _ in range(6)])

    dma = soc.add(Node('dma-controller@2100000', L('dma')))
    dma.s('compatible', 'acme,synth-dma', 'arm,pl330', 'arm,primecell')
    dma.cells('reg', 0x2100000, 0x4000)
    dma.cells('interrupts', 0, next_irq(), 4)
    dma.cells('#dma-cells', 1).cells('dma-channels', 32).cells('dma-requests', 64)
    dma.cells('clocks', ref(L('cru')), 20).s('clock-names', 'apb_pclk')

    # Pin controller: a group per peripheral, pinmux tables as nested sequences.
    pinctrl = soc.add(Node('pinctrl@2200000', L('pinctrl')))
    pinctrl.s('compatible', 'acme,synth-pinctrl')
    pinctrl.cells('reg', 0x2200000, 0x1000)
    pinctrl.cells('#address-cells', 1).cells('#size-cells', 1).b('ranges')
    groups = {}

    def pins(name, npins, pull):
        lab = L(name.replace('-', '_'))
        g = pinctrl.add(Node(name, lab))
        off = rnd.randrange(0, 0x400, 4)
        g.p('pinmux', 'groups', [[0x2200000 + off + 4 * i, rnd.randrange(0, 8),
                                  rnd.choice([0x0, 0x10000, 0x20000, 0x40000])]
                                 for i in range(npins)])
        if pull:
            g.b('bias-pull-up')
        else:
            g.b('bias-disable')
        g.cells('drive-strength', rnd.choice([2, 4, 8, 12]))
        groups[name] = lab
        return lab

    for u in UART_NAMES:
        pins(u + '-pins', 4 if u in ('uart0', 'uart1') else 2, True)
    for i in range(8):
        pins('i2c%d-pins' % i, 2, True)
    for i in range(4):
        pins('spi%d-pins' % i, 4, False)
        pins('spi%d-cs-pins' % i, 1, True)
    for i in range(3):
        pins('mmc%d-pins' % i, 6 if i == 2 else 10, True)
        pins('mmc%d-pins-hs' % i, 6 if i == 2 else 10, True)
    pins('rgmii-pins', 14, False)
    pins('mdio-pins', 2, True)
    for i in range(8):
        pins('pwm%d-pins' % i, 1, False)

    gpios = []
    for i in range(8):
        g = soc.add(Node('gpio@%x' % (0x2300000 + 0x1000 * i), L('gpio%d' % i)))
        g.s('compatible', 'acme,synth-gpio')
        g.cells('reg', 0x2300000 + 0x1000 * i, 0x100)
        g.cells('interrupts', 0, next_irq(), 4)
        g.cells('clocks', ref(L('cru')), 30 + i)
        g.b('gpio-controller').cells('#gpio-cells', 2)
        g.b('interrupt-controller').cells('#interrupt-cells', 2)
        g.s('gpio-line-names', *['P%c%d' % (ord('A') + i, j) for j in range(32)])
        gpios.append(L('gpio%d' % i))

    for i, u in enumerate(UART_NAMES):
        addr = 0x2800000 + 0x10000 * i
        s = soc.add(Node('serial@%x' % addr, L(u)))
        s.s('compatible', 'acme,synth-uart', 'snps,dw-apb-uart')
        s.cells('reg', addr, 0x100)
        s.cells('interrupts', 0, next_irq(), 4)
        s.cells('clocks', ref(L('cru')), 40 + 2 * i, ref(L('cru')), 41 + 2 * i)
        s.s('clock-names', 'baudclk', 'apb_pclk')
        s.cells('resets', ref(L('cru')), 40 + i)
        s.cells('dmas', ref(L('dma')), 2 * i, ref(L('dma')), 2 * i + 1)
        s.s('dma-names', 'tx', 'rx')
        s.cells('reg-shift', 2).cells('reg-io-width', 4)
        s.s('pinctrl-names', 'default')
        s.cells('pinctrl-0', ref(groups[u + '-pins']))
        s.s('status', 'okay' if i < 3 else 'disabled')
        if i == 1:
            bt = s.add(Node('bluetooth'))
            bt.s('compatible', 'brcm,bcm43438-bt')
            bt.cells('max-speed', 1500000)
            bt.cells('shutdown-gpios', ref(gpios[1]), 5, 0)
            bt.cells('device-wakeup-gpios', ref(gpios[1]), 6, 0)

    for i in range(8):
        addr = 0x2900000 + 0x10000 * i
        c = soc.add(Node('i2c@%x' % addr, L('i2c%d' % i)))
        c.s('compatible', 'acme,synth-i2c')
        c.cells('reg', addr, 0x1000)
        c.cells('interrupts', 0, next_irq(), 4)
        c.cells('clocks', ref(L('cru')), 60 + i)
        c.cells('resets', ref(L('cru')), 60 + i)
        c.cells('#address-cells', 1).cells('#size-cells', 0)
        c.cells('clock-frequency', 400000 if i else 100000)
        c.s('pinctrl-names', 'default')
        c.cells('pinctrl-0', ref(groups['i2c%d-pins' % i]))
        c.s('status', 'okay')
        if i == 0:
            pmic = c.add(Node('pmic@20', L('pmic')))
            pmic.s('compatible', 'acme,synth-pmic')
            pmic.cells('reg', 0x20)
            pmic.cells('interrupt-parent', ref(gpios[0]))
            pmic.cells('interrupts', 3, 8)
            pmic.b('system-power-controller')
            regs = pmic.add(Node('regulators'))
            for r in range(12):
                lo = rnd.choice([600000, 800000, 1800000, 3300000])
                reg = regs.add(Node('%s%d' % ('buck' if r < 5 else 'ldo', r % 5 + 1 if r < 5
                                              else r - 4), L('vdd_r%d' % r)))
                reg.s('regulator-name', 'vdd_%s_%d' % (['cpu', 'gpu', 'npu', 'ddr', 'log',
                                                        'io', 'pll', 'usb', 'emmc', 'sd',
                                                        'cam', 'aud'][r], n))
                reg.cells('regulator-min-microvolt', lo)
                reg.cells('regulator-max-microvolt', lo + rnd.choice([0, 100000, 500000]))
                if r < 6:
                    reg.b('regulator-always-on').b('regulator-boot-on')
                reg.cells('regulator-ramp-delay', rnd.choice([6250, 12500]))
        elif i == 1:
            e = c.add(Node('eeprom@50', L('eeprom')))
            e.s('compatible', 'atmel,24c256').cells('reg', 0x50).cells('pagesize', 64)
            t = c.add(Node('temperature-sensor@48'))
            t.s('compatible', 'ti,tmp102').cells('reg', 0x48)
            t.cells('interrupt-parent', ref(gpios[2])).cells('interrupts', 7, 8)
            t.cells('#thermal-sensor-cells', 1)
            r = c.add(Node('rtc@68'))
            r.s('compatible', 'dallas,ds1339').cells('reg', 0x68)
        elif i == 2:
            a = c.add(Node('audio-codec@1a', L('codec')))
            a.s('compatible', 'wlf,wm8960').cells('reg', 0x1a)
            a.cells('#sound-dai-cells', 0)
            a.cells('clocks', ref(L('cru')), 90).s('clock-names', 'mclk')
            a.b('wlf,shared-lrclk')
            a.b('wlf,hp-cfg')
        else:
            sn = c.add(Node('sensor@%x' % (0x18 + i), L('sensor%d' % i)))
            sn.s('compatible', 'st,lis3dh-accel' if i & 1 else 'bosch,bmi160')
            sn.cells('reg', 0x18 + i)
            sn.cells('interrupt-parent', ref(gpios[i % 8])).cells('interrupts', i, 1)
            sn.cells('vdd-supply', ref(L('vdd_r%d' % (5 + i % 7))))
            sn.s('mount-matrix', '1', '0', '0', '0', '-1', '0', '0', '0', '1')

    for i in range(4):
        addr = 0x2a00000 + 0x10000 * i
        sp = soc.add(Node('spi@%x' % addr, L('spi%d' % i)))
        sp.s('compatible', 'acme,synth-spi', 'snps,dw-apb-ssi')
        sp.cells('reg', addr, 0x1000)
        sp.cells('interrupts', 0, next_irq(), 4)
        sp.cells('clocks', ref(L('cru')), 70 + i, ref(L('cru')), 80 + i)
        sp.s('clock-names', 'ssi_clk', 'pclk')
        sp.cells('dmas', ref(L('dma')), 20 + 2 * i, ref(L('dma')), 21 + 2 * i)
        sp.s('dma-names', 'tx', 'rx')
        sp.cells('#address-cells', 1).cells('#size-cells', 0)
        sp.s('pinctrl-names', 'default')
        sp.cells('pinctrl-0', ref(groups['spi%d-pins' % i]),
                 ref(groups['spi%d-cs-pins' % i]))
        sp.cells('cs-gpios', ref(gpios[3]), i, 1)
        sp.s('status', 'okay' if i == 0 else 'disabled')
        if i == 0:
            fl = sp.add(Node('flash@0', L('spiflash')))
            fl.s('compatible', 'jedec,spi-nor').cells('reg', 0)
            fl.cells('spi-max-frequency', 50000000)
            parts = fl.add(Node('partitions'))
            parts.s('compatible', 'fixed-partitions')
            parts.cells('#address-cells', 1).cells('#size-cells', 1)
            off = 0
            for name, size in (('spl', 0x40000), ('u-boot', 0x100000), ('env', 0x10000),
                               ('dtb', 0x20000), ('kernel', 0x800000), ('rootfs', 0x700000)):
                pt = parts.add(Node('partition@%x' % off))
                pt.s('label', name).cells('reg', off, size)
                if name in ('spl', 'u-boot'):
                    pt.b('read-only')
                off += size

    for i in range(3):
        addr = 0x2b00000 + 0x10000 * i
        m = soc.add(Node('mmc@%x' % addr, L('mmc%d' % i)))
        m.s('compatible', 'acme,synth-dwmmc', 'snps,dw-mshc')
        m.cells('reg', addr, 0x4000)
        m.cells('interrupts', 0, next_irq(), 4)
        m.cells('clocks', ref(L('cru')), 100 + 3 * i, ref(L('cru')), 101 + 3 * i,
                ref(L('cru')), 102 + 3 * i)
        m.s('clock-names', 'biu', 'ciu', 'ciu-drive')
        m.cells('resets', ref(L('cru')), 100 + i).s('reset-names', 'reset')
        m.cells('fifo-depth', 0x100).cells('max-frequency', 150000000)
        m.cells('bus-width', 8 if i == 2 else 4)
        m.s('pinctrl-names', 'default', 'state_hs')
        m.cells('pinctrl-0', ref(groups['mmc%d-pins' % i]))
        m.cells('pinctrl-1', ref(groups['mmc%d-pins-hs' % i]))
        m.cells('vmmc-supply', ref(L('vdd_r%d' % (8 + i % 2))))
        if i == 2:
            m.b('non-removable').b('mmc-hs200-1_8v').b('cap-mmc-highspeed')
        else:
            m.cells('cd-gpios', ref(gpios[4]), i, 1).b('cap-sd-highspeed')
            m.b('sd-uhs-sdr50').b('sd-uhs-sdr104')
        m.s('status', 'okay')

    for i in range(2):
        addr = 0x2c00000 + 0x10000 * i
        e = soc.add(Node('ethernet@%x' % addr, L('gmac%d' % i)))
        e.s('compatible', 'acme,synth-gmac', 'snps,dwmac-4.20a')
        e.cells('reg', addr, 0x10000)
        e.cells('interrupts', 0, next_irq(), 4, 0, next_irq(), 4)
        e.s('interrupt-names', 'macirq', 'eth_wake_irq')
        e.cells('clocks', *[x for j in range(5) for x in (ref(L('cru')), 120 + 5 * i + j)])
        e.s('clock-names', 'stmmaceth', 'mac_clk_rx', 'mac_clk_tx', 'clk_mac_ref',
            'pclk_mac')
        e.cells('resets', ref(L('cru')), 120 + i).s('reset-names', 'stmmaceth')
        e.s('phy-mode', 'rgmii-id')
        e.cells('phy-handle', ref(L('phy%d' % i)))
        e.p('local-mac-address', 'u8', [0x02, 0xac, 0x5e, n & 0xff, i, rnd.randrange(256)])
        e.cells('snps,txpbl', 8).cells('snps,rxpbl', 2).b('snps,aal')
        e.s('pinctrl-names', 'default')
        e.cells('pinctrl-0', ref(groups['rgmii-pins']), ref(groups['mdio-pins']))
        e.s('status', 'okay' if i == 0 else 'disabled')
        mdio = e.add(Node('mdio'))
        mdio.s('compatible', 'snps,dwmac-mdio')
        mdio.cells('#address-cells', 1).cells('#size-cells', 0)
        phy = mdio.add(Node('ethernet-phy@%d' % (i + 1), L('phy%d' % i)))
        phy.s('compatible', 'ethernet-phy-ieee802.3-c22')
        phy.cells('reg', i + 1)
        phy.cells('reset-gpios', ref(gpios[2]), 10 + i, 1)
        phy.cells('reset-assert-us', 10000).cells('reset-deassert-us', 50000)

    for i in range(4):
        addr = 0x2d00000 + 0x100000 * i
        u = soc.add(Node('usb@%x' % addr, L('usb%d' % i)))
        u.s('compatible', 'acme,synth-dwc3', 'snps,dwc3')
        u.cells('reg', addr, 0x100000)
        u.cells('interrupts', 0, next_irq(), 4)
        u.cells('clocks', ref(L('cru')), 140 + 3 * i, ref(L('cru')), 141 + 3 * i,
                ref(L('cru')), 142 + 3 * i)
        u.s('clock-names', 'ref_clk', 'suspend_clk', 'bus_clk')
        u.s('dr_mode', 'otg' if i == 0 else 'host')
        u.s('phy_type', 'utmi_wide')
        u.b('snps,dis_enblslpm_quirk').b('snps,dis-u2-freeclk-exists-quirk')
        u.b('snps,dis_u2_susphy_quirk').b('snps,dis-del-phy-power-chg-quirk')
        u.s('status', 'okay')

    for i in range(12):
        addr = 0x2f00000 + 0x1000 * i
        t = soc.add(Node('timer@%x' % addr, L('timer%d' % i)))
        t.s('compatible', 'acme,synth-timer')
        t.cells('reg', addr, 0x20)
        t.cells('interrupts', 0, next_irq(), 4)
        t.cells('clocks', ref(L('cru')), 160 + i, ref(L('cru')), 170)
        t.s('clock-names', 'pclk', 'timer')
    for i in range(8):
        addr = 0x2f10000 + 0x10 * i
        p = soc.add(Node('pwm@%x' % addr, L('pwm%d' % i)))
        p.s('compatible', 'acme,synth-pwm')
        p.cells('reg', addr, 0x10)
        p.cells('#pwm-cells', 3)
        p.s('pinctrl-names', 'default')
        p.cells('pinctrl-0', ref(groups['pwm%d-pins' % i]))
        p.cells('clocks', ref(L('cru')), 180 + i)
        p.cells('assigned-clocks', ref(L('cru')), 180 + i)
        p.cells('assigned-clock-rates', 24000000)
        p.s('status', 'okay' if i < 2 else 'disabled')
    wdt = soc.add(Node('watchdog@2f20000', L('wdt')))
    wdt.s('compatible', 'acme,synth-wdt', 'snps,dw-wdt')
    wdt.cells('reg', 0x2f20000, 0x100)
    wdt.cells('clocks', ref(L('cru')), 190).cells('interrupts', 0, next_irq(), 4)
    tsadc = soc.add(Node('tsadc@2f30000', L('tsadc')))
    tsadc.s('compatible', 'acme,synth-tsadc')
    tsadc.cells('reg', 0x2f30000, 0x100)
    tsadc.cells('interrupts', 0, next_irq(), 4)
    tsadc.cells('clocks', ref(L('cru')), 191, ref(L('cru')), 192)
    tsadc.s('clock-names', 'tsadc', 'apb_pclk')
    tsadc.cells('#thermal-sensor-cells', 1)
    tsadc.cells('acme,hw-tshut-temp', 95000)
    tsadc.s('status', 'okay')

    # Power domains (as Rockchip's power controller): many small nodes with clock lists.
    pmu = soc.add(Node('power-management@2f40000', L('pmu')))
    pmu.s('compatible', 'acme,synth-pmu', 'syscon', 'simple-mfd')
    pmu.cells('reg', 0x2f40000, 0x1000)
    pc = pmu.add(Node('power-controller', L('power')))
    pc.s('compatible', 'acme,synth-power-controller')
    pc.cells('#power-domain-cells', 1)
    pc.cells('#address-cells', 1).cells('#size-cells', 0)
    for j, name in enumerate(('cpu', 'gpu', 'npu', 'vpu', 'vdec', 'venc', 'isp', 'vo',
                              'vi', 'usb', 'pcie', 'sdio', 'audio', 'crypto', 'gmac',
                              'hdmi', 'dsi', 'csi', 'edp', 'rga', 'jpeg', 'iep')):
        d = pc.add(Node('power-domain@%d' % j, L('pd_' + name)))
        d.cells('reg', j)
        d.cells('clocks', *[x for c in range(rnd.randrange(2, 6))
                            for x in (ref(L('cru')), 200 + 6 * j + c)])
        d.cells('pm_qos', ref(L('timer%d' % (j % 12))))
        d.cells('#power-domain-cells', 0)

    # Thermal zones: trips and cooling maps, phandles in both directions.
    tz = soc.add(Node('thermal-zones'))
    for j, zone in enumerate(('cpu', 'gpu', 'npu', 'soc')):
        z = tz.add(Node('%s-thermal' % zone, L(zone + '_thermal')))
        z.cells('polling-delay-passive', 100).cells('polling-delay', 1000)
        z.cells('thermal-sensors', ref(L('tsadc')), j)
        trips = z.add(Node('trips'))
        for t, (temp, typ) in enumerate(((70000, 'passive'), (85000, 'passive'),
                                         (95000, 'critical'))):
            tp = trips.add(Node('trip-point-%d' % t, L('%s_trip%d' % (zone, t))))
            tp.cells('temperature', temp).cells('hysteresis', 2000).s('type', typ)
        maps = z.add(Node('cooling-maps'))
        for t in range(2):
            mp = maps.add(Node('map%d' % t))
            mp.cells('trip', ref(L('%s_trip%d' % (zone, t))))
            mp.cells('cooling-device', *[x for c in range(4)
                                         for x in (ref('cpu%d' % c), 0xffffffff,
                                                   0xffffffff)])
            mp.cells('contribution', 1024)
    return soc


def board(k, seed):
    rnd = random.Random(seed)
    root = Node('/')
    root.s('model', 'Acme Synthetic Board (%d SoC%s)' % (k, '' if k == 1 else 's'))
    root.s('compatible', 'acme,synth-board', 'acme,synth-soc')
    root.cells('#address-cells', 1).cells('#size-cells', 1)
    root.cells('interrupt-parent', ref('gic_0'))
    ch = root.add(Node('chosen'))
    ch.s('bootargs', 'console=ttyS0,115200n8 root=/dev/mmcblk2p2 rootwait rw')
    ch.p('stdout-path', 'pathref', 'uart0_0')
    al = root.add(Node('aliases'))
    for n in range(k):
        for i in range(3):
            al.p('serial%d' % (3 * n + i), 'pathref', 'uart%d_%d' % (i, n))
        al.p('mmc%d' % (3 * n), 'pathref', 'mmc2_%d' % n)
        al.p('ethernet%d' % n, 'pathref', 'gmac0_%d' % n)

    cpus = root.add(Node('cpus'))
    cpus.cells('#address-cells', 1).cells('#size-cells', 0)
    for i in range(4):
        c = cpus.add(Node('cpu@%d' % i, 'cpu%d' % i))
        c.s('device_type', 'cpu')
        c.s('compatible', 'arm,cortex-a55')
        c.cells('reg', i)
        c.s('enable-method', 'psci')
        c.cells('clocks', ref('cru_0'), 1)
        c.cells('operating-points-v2', ref('cpu_opp'))
        c.cells('#cooling-cells', 2)
        c.cells('cpu-supply', ref('vdd_r0_0'))
    opp = root.add(Node('opp-table-cpu', 'cpu_opp'))
    opp.s('compatible', 'operating-points-v2')
    opp.b('opp-shared')
    for mhz in (408, 600, 816, 1008, 1200, 1416, 1608, 1800, 2016):
        o = opp.add(Node('opp-%d' % (mhz * 1000000)))
        o.p('opp-hz', 'u64', [mhz * 1000000])
        uv = 850000 + (mhz - 408) * 150
        o.cells('opp-microvolt', uv, uv, 1100000)
        o.cells('clock-latency-ns', 40000)
    mem = root.add(Node('memory@c0000000', 'memory'))
    mem.s('device_type', 'memory')
    mem.cells('reg', 0xc0000000, 0x40000000)
    psci = root.add(Node('psci'))
    psci.s('compatible', 'arm,psci-1.0').s('method', 'smc')
    for n in range(k):
        root.add(soc(n, rnd))
    leds = root.add(Node('leds'))
    leds.s('compatible', 'gpio-leds')
    for i, (name, trig) in enumerate((('heartbeat', 'heartbeat'), ('mmc', 'mmc0'),
                                      ('cpu', 'cpu0'), ('net', 'netdev'))):
        led = leds.add(Node('led-%d' % i))
        led.s('label', 'synth:green:%s' % name)
        led.cells('gpios', ref('gpio%d_0' % (i % 5)), 20 + i, 0)
        led.s('linux,default-trigger', trig)
    return root


# ---------------------------------------------------------------- output

PLAIN = re.compile(r'^[A-Za-z_/][A-Za-z0-9_,.+/@=-]*$')
RESERVED = {'true', 'false', 'null', 'yes', 'no', 'on', 'off', 'y', 'n', 'Null', 'NULL',
            'True', 'False', 'TRUE', 'FALSE', '~'}


def yaml_str(s, flow):
    if PLAIN.match(s) and s not in RESERVED and not (flow and ',' in s):
        return s
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


def yaml_key(k):
    return '"%s"' % k if k.startswith('#') else k


def yaml_cell(v):
    if isinstance(v, tuple):
        return '*' + v[1]
    return '0x%x' % v if v >= 0x100 else str(v)


def yaml_value(kind, data, ind):
    """(text after 'key:', extra lines) for a property."""
    if kind == 'cells':
        if len(data) == 1:
            return ' ' + (('[%s]' % yaml_cell(data[0])) if isinstance(data[0], tuple)
                          else yaml_cell(data[0])), []
        return ' [%s]' % ', '.join(yaml_cell(v) for v in data), []
    if kind == 'groups':
        return ' [%s]' % ', '.join('[%s]' % ', '.join(yaml_cell(v) for v in g)
                                   for g in data), []
    if kind == 'str':
        if len(data) == 1:
            return ' ' + yaml_str(data[0], False), []
        if len(data) <= 3:
            return ' [%s]' % ', '.join(yaml_str(s, True) for s in data), []
        return '', ['%s- %s' % (' ' * ind, yaml_str(s, False)) for s in data]
    if kind == 'bool':
        return ' true', []
    if kind == 'u64':
        return ' !uint64 [%s]' % ', '.join(str(v) for v in data), []
    if kind == 'u8':
        return ' !uint8 [%s]' % ', '.join('0x%02x' % v for v in data), []
    if kind == 'pathref':
        return ' !pathref ' + data, []
    raise ValueError(kind)


def emit_yaml(root, out):
    out.append('# synthetic board, generated by bench/gen-synthetic.py')

    def node(n, ind):
        pad = ' ' * ind
        for name, kind, data in n.props:
            first, more = yaml_value(kind, data, ind + 2)
            out.append('%s%s:%s' % (pad, yaml_key(name), first))
            out.extend(more)
        for c in n.children:
            head = '%s%s:' % (pad, c.name)
            if c.label:
                head += ' &' + c.label
            if not c.props and not c.children:
                head += ' {}'
            out.append(head)
            node(c, ind + 2)
    node(root, 0)


def dts_cell(v):
    if isinstance(v, tuple):
        return '&' + v[1]
    return '0x%x' % v if v >= 0x100 else str(v)


def dts_value(kind, data):
    if kind == 'cells':
        return ' = <%s>;' % ' '.join(dts_cell(v) for v in data)
    if kind == 'groups':
        return ' = %s;' % ', '.join('<%s>' % ' '.join(dts_cell(v) for v in g) for g in data)
    if kind == 'str':
        return ' = %s;' % ', '.join('"%s"' % s.replace('\\', '\\\\').replace('"', '\\"')
                                    for s in data)
    if kind == 'bool':
        return ';'
    if kind == 'u64':
        return ' = /bits/ 64 <%s>;' % ' '.join(str(v) for v in data)
    if kind == 'u8':
        return ' = [%s];' % ' '.join('%02x' % v for v in data)
    if kind == 'pathref':
        return ' = &%s;' % data
    raise ValueError(kind)


def emit_dts(root, out):
    out.append('// synthetic board, generated by bench/gen-synthetic.py')
    out.append('/dts-v1/;')
    out.append('')

    def node(n, ind):
        pad = '\t' * ind
        head = '%s%s%s {' % (pad, (n.label + ': ') if n.label else '', n.name)
        out.append(head)
        for name, kind, data in n.props:
            out.append('%s\t%s%s' % (pad, name, dts_value(kind, data)))
        for c in n.children:
            node(c, ind + 1)
        out.append(pad + '};')
    node(root, 0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--seed', type=int, default=2023)
    ap.add_argument('--socs', type=int, default=1)
    ap.add_argument('out', help='output base name: writes OUT.yaml and OUT.dts')
    a = ap.parse_args()
    root = board(a.socs, a.seed)
    y, d = [], []
    emit_yaml(root, y)
    emit_dts(root, d)
    with open(a.out + '.yaml', 'w') as f:
        f.write('\n'.join(y) + '\n')
    with open(a.out + '.dts', 'w') as f:
        f.write('\n'.join(d) + '\n')


if __name__ == '__main__':
    main()
