#!/usr/bin/env python3
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
r"""dts2yaml.py - translate a cpp-preprocessed DTS file into yamlfdt's YAML dialect.

Usage:
    dts2yaml.py [--flatten] [-@] [-i DIR]... [-o OUT.yaml] FILE.dts

FILE.dts is DTS text as cpp leaves it (`cpp -nostdinc -undef -x assembler-with-cpp
-D__DTS__ ...`); `# N "file"` linemarkers are skipped.  `/include/ "file"` (dtc's own
include, which cpp does not touch and which real trees such as U-Boot's still use) is read
from the directory of the including file, then from each -i DIR, exactly as dtc does with
its -i option.  Written in Python 3 with the standard library only.

Two output modes:

  default     The YAML mirrors the DTS text: the first `/ { }` becomes the top-level keys,
              every later `&label { }` becomes a top-level key `*label:`, every `&{/path} { }`
              a key `/path:`, every later `/ { }` a key `/:`, in source order, so the text
              exercises reopen and merge.  yamlfdt appends what it adds to a node, as dtc
              does, so the output compares in order (/__symbols__ aside).
  --flatten   All overrides, deletions and /omit-if-no-ref/ are resolved first, the way dtc
              resolves them, and the YAML is one nested mapping holding the final tree, in
              dtc's order, so the comparison with dtc's blob can be ordered.

  -@          Resolve /omit-if-no-ref/ the way `dtc -@` does: a labelled node is never
              omitted.  Use it whenever the reference blob is built with `dtc -@`.

Translation rules (DTS -> YAML):
  /dts-v1/;                    dropped
  /plugin/;                    dropped (a comment says so); overrides of labels the file
                               does not define stay `*label:` keys for a base tree
  /memreserve/ a b;            top-level `/memreserve/: [a, b, ...]`
  lbl: name { ... };           `name: &lbl` (more labels: `/label/: [l2, l3]` first key)
  &lbl { };  &{/p} { };        top-level `*lbl:` / `/p:` (a label before `&lbl` is added
                               with `/label/:`)
  /delete-node/ n;             `n: ~`           /delete-property/ p;   `p: null`
  /delete-node/ &lbl;          `/parent/path:` with `name: ~` (path of the node at the time)
  /omit-if-no-ref/             resolved by the translator (yamlfdt has no such thing):
                               unreferenced nodes are deleted by path at the end (default)
                               or left out (--flatten)
  p;                           `p: true`
  p = "s";                     `p: s` when s is a safe plain scalar, else `p: "s"` with C
                               escapes (\\ \" \n \t \r \a \b \f \v \0); valid UTF-8 is
                               written as it is, any other byte as \xNN (one byte, as in C:
                               a YAML 1.2 reader would take \xNN as a code point instead);
                               a hex digit right after \xNN is escaped too (`\x01\x32`), so
                               a reader that takes more than two hex digits reads the same.
                               Safe plain: [A-Za-z_/][A-Za-z0-9_,.+/@=:-]* with no `:` at the
                               end, not true/false/null/yes/no/on/off/y/n; in a flow
                               sequence also no `,` and no `:`
  p = "a,b", "c";              `p: ["a,b", c]` (plain items where safe in flow context)
  p = <1 2>;                   `p: [1, 2]`; one cell `p: 1`; several groups
                               `p: [[1, 2], [3]]` (nested flow sequences)
  <(1 << 4)>                   the expression is kept, with every space squeezed out
                               except where two operators would fuse: `(1<<4)`; integer
                               suffixes U/L/UL/LL/ULL are dropped; char literals inside an
                               expression become their decimal value ('A' -> 65)
  <'a'>                        `'a'` (one printable char), else the decimal value
  <&lbl>                       `*lbl`
  <&{/path}>                   `*L` where L is a label the node already carries; if it has
                               none, the phandle number: the node's own `phandle` if it has
                               one, else the node gets an explicit `phandle: 0x10001` (then
                               0x10002...), written after its properties where dtc puts an
                               allocated one (a comparison must let phandles be renumbered).
                               --pathref-labels invents a label `dts2yaml_pathref_N` instead
                               (it then also shows up in /__symbols__, unlike in dtc's blob)
  /bits/ 8|16|64 <...>         `!uint8 [...]` etc.; an item whose value is negative gets its
                               own `!int8` (etc.) tag; 32-bit cells are untagged.  dtc also
                               takes a negative value down to -2^N (/bits/ 8 <(-200)>), and
                               any 32-bit value down to -2^32: such an item, outside both
                               !intN and !uintN, is written as its N-bit value in hex
  [00 11 22]                   `!uint8 [0x00, 0x11, 0x22]`
  &lbl outside < >             `!pathref lbl`;  &{/path} outside < >: the path string
  /incbin/("f", off, len)      `!base64 ...` with the bytes read now
  mixed p = "a", <1 2>, [03];  `p: [a, [1, 2], !uint8 [0x03]]`
  <>  and  []                  dropped from the value; a value left empty is `true`
  labels on properties and inside values (`l: p = <l1: 1>;`)  dropped, with a YAML comment
  ternary expressions          `?` and `:` are not safe inside a flow sequence, so a value
                               holding one is written as a block sequence of single items
                               (`- (a?b:c)`, `- !uint8 (x?1:2)`, `- "str"`)
  name = "node";               dtc drops a `name` property equal to the node's base name:
                               so does --flatten; the default output deletes it at the end
  empty tree                   `~: ~` (yamldt's empty-node marker)
  names                        plain keys when they only use [A-Za-z0-9_,.+@-] and start
                               with a letter, digit or `_`; else double-quoted
                               (`"#address-cells"`)
Long flow sequences wrap at about 100 columns; continuation lines are indented four columns
deeper than their key.

Labels, as dtc handles them:
  - a node deleted (/delete-node/) loses its labels; if the text defines it again with the
    same label, the default output defines that label a second time, after the deletion;
  - dtc lets a label sit on two live nodes as long as one of them is deleted before the end;
    the default output then defines it twice, with a `# dts2yaml:` comment;
  - label order on a node (it fixes the order of /__symbols__): a new node takes its labels
    in source order; a label added to an existing node goes in front (dtc's add_label), and
    --flatten writes the final order (first label as the anchor, the rest in `/label/`).
"""

import argparse
import base64
import os
import re
import sys

M64 = (1 << 64) - 1


class DtsError(Exception):
    pass


# --------------------------------------------------------------------------------------------
# Integer expressions (dtc semantics: 64-bit unsigned; optional signed evaluation)
# --------------------------------------------------------------------------------------------

TWO_CHAR_OPS = ('<<', '>>', '<=', '>=', '==', '!=', '&&', '||')
ONE_CHAR_OPS = '+-*/%&|^~!?:<>()'
# pairs that must stay apart when re-joined without spaces
FUSING = set(TWO_CHAR_OPS) | {'--', '++', '->', '<<=', '>>=', '+=', '-=', '*=', '/=', '%=',
                              '&=', '|=', '^=', '::', '/*', '//', '*/'}


def to_signed(v):
    v &= M64
    return v - (1 << 64) if v >> 63 else v


class Expr:
    """A parenthesised integer expression: token list plus its value."""

    def __init__(self, toks):
        self.toks = toks      # list of (kind, text, value); kind 'num' or 'op'

    def text(self):
        out = ''
        for kind, text, _ in self.toks:
            if out and (out[-1] + text[0] in FUSING or out[-2:] + text[0] in FUSING
                        or (out[-1].isalnum() and text[0].isalnum())):
                out += ' '
            out += text
        return out

    def value(self, signed=False):
        return ExprEval(self.toks, signed).run()


class ExprEval:
    BIN = [  # lowest to highest precedence (after ?:)
        ('||',), ('&&',), ('|',), ('^',), ('&',), ('==', '!='), ('<', '>', '<=', '>='),
        ('<<', '>>'), ('+', '-'), ('*', '/', '%'),
    ]

    def __init__(self, toks, signed):
        self.toks = toks
        self.i = 0
        self.signed = signed

    def norm(self, v):
        return to_signed(v) if self.signed else v & M64

    def peek(self):
        return self.toks[self.i][1] if self.i < len(self.toks) else None

    def take(self):
        t = self.toks[self.i]
        self.i += 1
        return t

    def run(self):
        v = self.ternary()
        if self.i != len(self.toks):
            raise DtsError('bad expression near %r' % self.peek())
        return v

    def ternary(self):
        c = self.binary(0)
        if self.peek() == '?':
            self.take()
            a = self.ternary()
            if self.peek() != ':':
                raise DtsError("expected ':' in expression")
            self.take()
            b = self.ternary()
            return a if c else b
        return c

    def binary(self, level):
        if level == len(self.BIN):
            return self.unary()
        v = self.binary(level + 1)
        while self.peek() in self.BIN[level]:
            op = self.take()[1]
            w = self.binary(level + 1)
            v = self.apply(op, v, w)
        return v

    def apply(self, op, a, b):
        s = self.signed
        if op == '||':
            return int(bool(a) or bool(b))
        if op == '&&':
            return int(bool(a) and bool(b))
        if op == '|':
            return self.norm(a | b)
        if op == '^':
            return self.norm(a ^ b)
        if op == '&':
            return self.norm(a & b)
        if op == '==':
            return int(a == b)
        if op == '!=':
            return int(a != b)
        if op == '<':
            return int(a < b)
        if op == '>':
            return int(a > b)
        if op == '<=':
            return int(a <= b)
        if op == '>=':
            return int(a >= b)
        if op == '<<':
            return self.norm(a << b) if 0 <= b < 64 else 0
        if op == '>>':
            if not 0 <= b < 64:
                return (-1 if (s and a < 0) else 0)
            return self.norm(a >> b)
        if op == '+':
            return self.norm(a + b)
        if op == '-':
            return self.norm(a - b)
        if op == '*':
            return self.norm(a * b)
        if op in '/%':
            if b == 0:
                raise DtsError('division by zero in expression')
            q = abs(a) // abs(b)
            if (a < 0) != (b < 0):
                q = -q
            return self.norm(q) if op == '/' else self.norm(a - q * b)
        raise DtsError('bad operator %r' % op)

    def unary(self):
        t = self.peek()
        if t in ('-', '~', '!', '+'):
            self.take()
            v = self.unary()
            if t == '-':
                return self.norm(-v)
            if t == '~':
                return self.norm(~v)
            if t == '!':
                return int(v == 0)
            return v
        if t == '(':
            self.take()
            v = self.ternary()
            if self.peek() != ')':
                raise DtsError("expected ')' in expression")
            self.take()
            return v
        if t is None:
            raise DtsError('expression ends too early')
        kind, text, val = self.take()
        if kind != 'num':
            raise DtsError('unexpected %r in expression' % text)
        return self.norm(val)


# --------------------------------------------------------------------------------------------
# Scanner
# --------------------------------------------------------------------------------------------

PROPNODECHARS = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
                          ',._+*#?@-')
PATHCHARS = PROPNODECHARS | frozenset('/')
LABEL_COLON_RE = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*):(?!:)')
LABEL_RE = re.compile(r'[a-zA-Z_][a-zA-Z0-9_]*')
LITERAL_RE = re.compile(r'(0[xX][0-9a-fA-F]+|[0-9]+)(ULL|ull|LL|ll|UL|ul|U|u|L|l)?'
                        r'(?![0-9a-zA-Z_])')
LINEMARKER_RE = re.compile(r'#[ \t]*(?:line[ \t]+)?([0-9]+)(?:[ \t]+"((?:[^"\\\n]|\\.)*)")?'
                           r'[^\n]*')


def unique_chunks(stmts):
    """The statements of a `&label { }` block in runs that name nothing
    twice.  dtc merges a name given again at a block's top level (the
    later value wins, nodes merge); in YAML one mapping may not have a key
    twice (yamlfdt's DUPKEY), so each run goes under a key of its own."""
    chunks, seen = [[]], set()
    for st in stmts:
        name = getattr(st, 'name', None)
        if name is not None and name in seen:
            chunks.append([])
            seen = set()
        if name is not None:
            seen.add(name)
        chunks[-1].append(st)
    return chunks


def literal_value(text):
    if text[:2] in ('0x', '0X'):
        return int(text[2:], 16)
    if len(text) > 1 and text[0] == '0':
        if not re.fullmatch(r'[0-7]+', text):
            raise DtsError('bad integer literal %r' % text)
        return int(text, 8)
    return int(text, 10)


def unescape(body):
    """DTS string/char escape processing (dtc's get_escape_char); returns bytes."""
    out = bytearray()
    raw = body.encode('utf-8', 'surrogateescape')
    i = 0
    n = len(raw)
    simple = {ord('a'): 7, ord('b'): 8, ord('t'): 9, ord('n'): 10, ord('v'): 11,
              ord('f'): 12, ord('r'): 13}
    while i < n:
        c = raw[i]
        if c != 0x5c or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        i += 1
        c = raw[i]
        if c in simple:
            out.append(simple[c])
            i += 1
        elif 0x30 <= c <= 0x37:
            j = i
            while j < n and j < i + 3 and 0x30 <= raw[j] <= 0x37:
                j += 1
            out.append(int(raw[i:j], 8) & 0xff)
            i = j
        elif c == ord('x'):
            j = i + 1
            while j < n and j < i + 3 and chr(raw[j]) in '0123456789abcdefABCDEF':
                j += 1
            if j == i + 1:
                out.append(ord('x'))
                i += 1
            else:
                out.append(int(raw[i + 1:j], 16))
                i = j
        else:
            out.append(c)
            i += 1
    return bytes(out)


class Source:
    def __init__(self, text, name):
        self.text = text
        self.name = name
        self.dir = os.path.dirname(os.path.abspath(name)) if name != '-' else os.getcwd()
        self.pos = 0
        self.markers = []   # (physical line, logical line, logical file)


class Scanner:
    def __init__(self, text, name, include_dirs):
        self.include_dirs = include_dirs
        self.stack = [Source(text, name)]

    # -- position and errors --
    @property
    def src(self):
        return self.stack[-1]

    def where(self):
        s = self.src
        line = s.text.count('\n', 0, s.pos) + 1
        col = s.pos - (s.text.rfind('\n', 0, s.pos) + 1) + 1
        loc = '%s:%d:%d' % (s.name, line, col)
        for phys, logical, lfile in reversed(s.markers):
            if phys < line:
                loc += ' (%s:%d)' % (lfile, logical + line - phys - 1)
                break
        return loc

    def error(self, msg):
        raise DtsError('%s: %s' % (self.where(), msg))

    # -- low level --
    def find_file(self, fname):
        cands = [fname] if os.path.isabs(fname) else \
            [os.path.join(self.src.dir, fname)] + [os.path.join(d, fname)
                                                   for d in self.include_dirs]
        for c in cands:
            if os.path.isfile(c):
                return c
        self.error("can't find file %r (add its directory with -i)" % fname)

    def skip(self):
        """Skip white space, comments, linemarkers; follow /include/."""
        while True:
            s = self.src
            t = s.text
            n = len(t)
            p = s.pos
            while p < n:
                c = t[p]
                if c in ' \t\r\n\f\v':
                    p += 1
                elif t.startswith('/*', p):
                    e = t.find('*/', p + 2)
                    if e < 0:
                        s.pos = p
                        self.error('unterminated comment')
                    p = e + 2
                elif t.startswith('//', p):
                    e = t.find('\n', p)
                    p = n if e < 0 else e
                elif c == '#' and (p == 0 or t[p - 1] == '\n'):
                    m = LINEMARKER_RE.match(t, p)
                    if not m:
                        break
                    phys = t.count('\n', 0, p) + 1
                    s.markers.append((phys, int(m.group(1)), m.group(2) or s.name))
                    p = m.end()
                else:
                    break
            s.pos = p
            if p >= n:
                if len(self.stack) > 1:
                    self.stack.pop()
                    continue
                return
            if t.startswith('/include/', p):
                s.pos = p + len('/include/')
                fname = self.read_string_raw()
                path = self.find_file(fname.decode('utf-8', 'surrogateescape'))
                if len(self.stack) > 100:
                    self.error('/include/ nested too deeply')
                with open(path, 'r', encoding='utf-8', errors='surrogateescape') as f:
                    self.stack.append(Source(f.read(), path))
                continue
            return

    def eof(self):
        self.skip()
        return self.src.pos >= len(self.src.text)

    def at(self, s):
        self.skip()
        return self.src.text.startswith(s, self.src.pos)

    def accept(self, s):
        if self.at(s):
            self.src.pos += len(s)
            return True
        return False

    def expect(self, s):
        if not self.accept(s):
            self.error('expected %r, found %r' % (s, self.src.text[self.src.pos:
                                                                    self.src.pos + 20]))

    def peekc(self):
        self.skip()
        s = self.src
        return s.text[s.pos] if s.pos < len(s.text) else ''

    # -- tokens --
    def try_label(self):
        self.skip()
        m = LABEL_COLON_RE.match(self.src.text, self.src.pos)
        if m:
            self.src.pos = m.end()
            return m.group(1)
        return None

    def read_name(self):
        self.skip()
        s = self.src
        p = s.pos
        if p < len(s.text) and s.text[p] == '\\':
            p += 1
        q = p
        while q < len(s.text) and s.text[q] in PROPNODECHARS:
            q += 1
        if q == p:
            self.error('expected a property or node name, found %r' % s.text[p:p + 20])
        s.pos = q
        return s.text[p:q]

    def read_string_raw(self):
        self.skip()
        s = self.src
        t = s.text
        if not t.startswith('"', s.pos):
            self.error('expected a string')
        p = s.pos + 1
        while True:
            if p >= len(t):
                self.error('unterminated string')
            c = t[p]
            if c == '\\':
                p += 2
                continue
            if c == '"':
                break
            p += 1
        body = t[s.pos + 1:p]
        s.pos = p + 1
        return unescape(body)

    def read_char_literal(self):
        self.skip()
        s = self.src
        t = s.text
        p = s.pos + 1
        while p < len(t) and t[p] != "'":
            p += 2 if t[p] == '\\' else 1
        if p >= len(t):
            self.error('unterminated character literal')
        val = unescape(t[s.pos + 1:p])
        if len(val) != 1:
            self.error('character literal must be one character')
        s.pos = p + 1
        return val[0]

    def read_literal(self):
        """Returns (text without suffix, value)."""
        self.skip()
        m = LITERAL_RE.match(self.src.text, self.src.pos)
        if not m:
            self.error('expected an integer')
        self.src.pos = m.end()
        try:
            v = literal_value(m.group(1))
        except DtsError as e:
            self.error(str(e))
        if v > M64:
            self.error('integer literal out of range')
        return m.group(1), v

    def read_ref(self):
        """After '&': a label, or {path}.  Returns the label or '/path'."""
        self.skip()
        s = self.src
        t = s.text
        if not t.startswith('&', s.pos):
            self.error('expected a reference')
        p = s.pos + 1
        if t.startswith('{', p):
            q = p + 1
            while q < len(t) and t[q] in PATHCHARS:
                q += 1
            if not t.startswith('}', q):
                self.error('bad path reference')
            s.pos = q + 1
            return t[p + 1:q]
        m = LABEL_RE.match(t, p)
        if not m:
            self.error('bad reference')
        s.pos = m.end()
        return m.group(0)

    def read_expr(self):
        """At '(': read up to the matching ')'. Returns Expr."""
        toks = []
        depth = 0
        while True:
            c = self.peekc()
            if c == '':
                self.error('unterminated expression')
            s = self.src
            t = s.text
            if c.isdigit():
                text, v = self.read_literal()
                toks.append(('num', text, v))
            elif c == "'":
                v = self.read_char_literal()
                toks.append(('num', str(v), v))
            elif t.startswith(TWO_CHAR_OPS, s.pos):
                toks.append(('op', t[s.pos:s.pos + 2], None))
                s.pos += 2
            elif c in ONE_CHAR_OPS:
                toks.append(('op', c, None))
                s.pos += 1
                if c == '(':
                    depth += 1
                elif c == ')':
                    depth -= 1
                    if depth == 0:
                        break
            else:
                self.error('unexpected %r in expression' % c)
        e = Expr(toks)
        try:
            e.value()
        except DtsError as ex:
            self.error(str(ex))
        return e


# --------------------------------------------------------------------------------------------
# AST
# --------------------------------------------------------------------------------------------

class Prop:          # name = value; / name;
    def __init__(self, name, pieces, plabels, vlabels):
        self.name, self.pieces, self.plabels, self.vlabels = name, pieces, plabels, vlabels


class DelProp:
    def __init__(self, name):
        self.name = name


class NodeDef:
    def __init__(self, labels, name, body, omit):
        self.labels, self.name, self.body, self.omit = labels, name, body, omit
        self.node = None
        self.new_labels = []
        self.notes = []


class DelNode:
    def __init__(self, name):
        self.name = name


class RootOp:
    def __init__(self, body):
        self.body = body


class RefOp:
    def __init__(self, ref, label, body):
        self.ref, self.label, self.body = ref, label, body
        self.node = None
        self.new_label = None


class DelRefOp:
    def __init__(self, ref):
        self.ref = ref
        self.parent_path = None
        self.name = None


class OmitRefOp:
    def __init__(self, ref):
        self.ref = ref


# value pieces:
#   ('str', bytes)
#   ('cells', bits, [items])   item: ('num', text, Expr|None, uvalue) | ('ref', ref)
#   ('bytes', [ints])
#   ('pathref', ref)
#   ('incbin', bytes)


class Parser:
    def __init__(self, scanner):
        self.sc = scanner
        self.plugin = False
        self.memreserve = []    # list of (text, value)
        self.ops = []

    def parse(self):
        sc = self.sc
        while not sc.eof():
            labels = []
            while True:
                lb = sc.try_label()
                if lb is None:
                    break
                labels.append(lb)
            if sc.accept('/dts-v1/'):
                sc.expect(';')
            elif sc.accept('/plugin/'):
                sc.expect(';')
                self.plugin = True
            elif sc.accept('/memreserve/'):
                a = self.integer_prim()
                b = self.integer_prim()
                sc.expect(';')
                self.memreserve += [a, b]
            elif sc.accept('/delete-node/'):
                ref = sc.read_ref()
                sc.expect(';')
                self.ops.append(DelRefOp(ref))
            elif sc.accept('/omit-if-no-ref/'):
                ref = sc.read_ref()
                sc.expect(';')
                self.ops.append(OmitRefOp(ref))
            elif sc.at('&'):
                ref = sc.read_ref()
                body = self.nodedef()
                if len(labels) > 1:
                    sc.error('only one label may precede a node reference')
                self.ops.append(RefOp(ref, labels[0] if labels else None, body))
                labels = []
            elif sc.accept('/'):
                body = self.nodedef()
                self.ops.append(RootOp(body))
            else:
                sc.error('unexpected text at top level: %r' %
                         sc.src.text[sc.src.pos:sc.src.pos + 30])
        return self

    def integer_prim(self):
        """Literal, char literal or (expr): returns (text, value, Expr|None)."""
        sc = self.sc
        c = sc.peekc()
        if c == '(':
            e = sc.read_expr()
            return (e.text(), e.value(), e)
        if c == "'":
            v = sc.read_char_literal()
            return ("'" + chr(v) + "'" if 0x21 <= v <= 0x7e and chr(v) not in "'\\"
                    else str(v), v, None)
        text, v = sc.read_literal()
        return (text, v, None)

    def nodedef(self):
        sc = self.sc
        sc.expect('{')
        body = []
        while not sc.accept('}'):
            if sc.eof():
                sc.error("missing '}'")
            labels = []
            omit = False
            while True:
                if sc.accept('/omit-if-no-ref/'):
                    omit = True
                    continue
                lb = sc.try_label()
                if lb is None:
                    break
                labels.append(lb)
            if sc.accept('/delete-property/'):
                name = sc.read_name()
                sc.expect(';')
                body.append(DelProp(name))
                continue
            if sc.accept('/delete-node/'):
                name = sc.read_name()
                sc.expect(';')
                body.append(DelNode(name))
                continue
            name = sc.read_name()
            if sc.at('{'):
                body.append(NodeDef(labels, name, self.nodedef(), omit))
            elif sc.accept('='):
                pieces, vlabels = self.propdata()
                body.append(Prop(name, pieces, labels, vlabels))
            elif sc.accept(';'):
                body.append(Prop(name, None, labels, []))
            else:
                sc.error("expected '{', '=' or ';' after %r" % name)
        sc.expect(';')
        return body

    def propdata(self):
        sc = self.sc
        pieces = []
        vlabels = []
        while True:
            while True:
                lb = sc.try_label()
                if lb is None:
                    break
                vlabels.append(lb)
            c = sc.peekc()
            if c == '"':
                pieces.append(('str', sc.read_string_raw()))
            elif sc.accept('/bits/'):
                _, bits = sc.read_literal()
                if bits not in (8, 16, 32, 64):
                    sc.error('/bits/ must be 8, 16, 32 or 64')
                sc.expect('<')
                pieces.append(self.cells(bits, vlabels))
            elif sc.accept('<'):
                pieces.append(self.cells(32, vlabels))
            elif sc.accept('['):
                pieces.append(self.bytestring(vlabels))
            elif c == '&':
                pieces.append(('pathref', sc.read_ref()))
            elif sc.accept('/incbin/'):
                pieces.append(self.incbin())
            else:
                sc.error('expected a property value')
            while True:
                lb = sc.try_label()
                if lb is None:
                    break
                vlabels.append(lb)
            if not sc.accept(','):
                break
        sc.expect(';')
        return pieces, vlabels

    def cells(self, bits, vlabels):
        sc = self.sc
        items = []
        while not sc.accept('>'):
            lb = sc.try_label()
            if lb is not None:
                vlabels.append(lb)
                continue
            c = sc.peekc()
            if c == '&':
                if bits != 32:
                    sc.error('references are only allowed in 32-bit cells')
                items.append(('ref', sc.read_ref()))
            elif c == '(' or c == "'" or c.isdigit():
                text, v, e = self.integer_prim()
                if bits < 64:
                    mask = (1 << bits) - 1
                    if v > mask and (v | mask) != M64:
                        sc.error('value out of range for %d-bit cell' % bits)
                items.append(('num', text, e, v))
            else:
                sc.error("unexpected %r in cells" % c)
        return ('cells', bits, items)

    def bytestring(self, vlabels):
        sc = self.sc
        out = []
        while True:
            lb = sc.try_label()
            if lb is not None:
                vlabels.append(lb)
                continue
            if sc.accept(']'):
                break
            s = sc.src
            m = re.compile(r'[0-9a-fA-F]{2}').match(s.text, s.pos)
            if not m:
                sc.error('bad byte string')
            out.append(int(m.group(0), 16))
            s.pos = m.end()
        return ('bytes', out)

    def incbin(self):
        sc = self.sc
        sc.expect('(')
        fname = sc.read_string_raw().decode('utf-8', 'surrogateescape')
        off, length = 0, None
        if sc.accept(','):
            off = self.integer_prim()[1]
            sc.expect(',')
            length = self.integer_prim()[1]
        sc.expect(')')
        path = sc.find_file(fname)
        with open(path, 'rb') as f:
            f.seek(off)
            data = f.read() if length is None else f.read(length)
        return ('incbin', data)


# --------------------------------------------------------------------------------------------
# Tree model with dtc's merge/delete semantics
# --------------------------------------------------------------------------------------------

# explicit phandles given to unlabelled nodes that <&{/path}> references: far above
# any phandle an allocator counting from 1 reaches, far below 0xffffffff
PATHREF_PHANDLE_BASE = 0x10000


class MProp:
    __slots__ = ('name', 'pieces', 'deleted')

    def __init__(self, name, pieces):
        self.name, self.pieces, self.deleted = name, pieces, False


class MNode:
    def __init__(self, name, parent):
        self.name = name
        self.parent = parent
        self.props = []
        self.children = []
        self.labels = []        # [label, deleted] in dtc's list order (new ones in front)
        self.deleted = False
        self.omit = False
        self.referenced = False
        self.ever_labelled = False
        self.invented = None
        self.explicit_phandle = None
        self.extras_done = False

    def path(self):
        if self.parent is None:
            return '/' if self.name == '' else self.name
        pp = self.parent.path()
        return (pp if pp.endswith('/') else pp + '/') + self.name

    def find_prop(self, name, withdel):
        for p in self.props:
            if p.name == name and (withdel or not p.deleted):
                return p
        return None

    def find_child(self, name, withdel):
        for c in self.children:
            if c.name == name and (withdel or not c.deleted):
                return c
        return None

    def live_labels(self):
        return [lb for lb, d in self.labels if not d]


class Model:
    def __init__(self, plugin, symbols, pathref_labels=False):
        self.root = MNode('', None)
        self.plugin = plugin
        self.symbols = symbols
        self.pathref_labels = pathref_labels
        self.name_fixups = []  # paths of nodes whose redundant `name` property dtc drops
        self.label_map = {}
        self.orphans = {}      # ref -> detached node (plugins)
        self.omitted = []      # (parent path, name) deleted by /omit-if-no-ref/
        self.clashes = []      # (label, path of the other node, node) seen while building

    def add_label(self, node, label):
        """dtc's add_label(); returns True if the label was not live on this node.  dtc only
        rejects a label carried by two nodes at the end, so a label may sit on two
        live nodes for a while (one of them deleted later)."""
        for entry in node.labels:
            if entry[0] == label:
                if entry[1]:            # revived: new again as far as the text goes
                    entry[1] = False
                    self.label_map.setdefault(label, []).append(node)
                    return True
                return False
        others = self.label_map.setdefault(label, [])
        if others:
            self.clashes.append((label, others[0].path(), node))
        node.labels.insert(0, [label, False])
        node.ever_labelled = True
        others.append(node)
        return True

    def delete_node(self, node):
        node.deleted = True
        for c in node.children:
            if not c.deleted:
                self.delete_node(c)
        for p in node.props:
            p.deleted = True
        for entry in node.labels:
            if not entry[1]:
                entry[1] = True
                lst = self.label_map.get(entry[0], [])
                if node in lst:
                    lst.remove(node)

    def lookup(self, ref):
        if ref.startswith('/'):
            node = self.root
            for comp in [c for c in ref.split('/') if c]:
                node = node.find_child(comp, False)
                if node is None:
                    return None
            return node
        nodes = self.label_map.get(ref)
        if not nodes:
            return None
        if len(nodes) == 1:
            return nodes[0]
        for n in self.live_nodes():      # dtc: the first one in tree order
            if n in nodes:
                return n
        return nodes[0]

    def apply_body(self, node, body):
        for s in body:
            if isinstance(s, Prop):
                p = node.find_prop(s.name, True)
                if p is not None:
                    p.pieces = s.pieces
                    p.deleted = False
                else:
                    node.props.append(MProp(s.name, s.pieces))
            elif isinstance(s, DelProp):
                p = node.find_prop(s.name, False)
                if p is not None:
                    p.deleted = True
            elif isinstance(s, NodeDef):
                c = node.find_child(s.name, True)
                # dtc: a new node gets its labels in source order; merging into an
                # existing node prepends them one by one (so they end up reversed)
                order = s.labels
                if c is None:
                    c = MNode(s.name, node)
                    node.children.append(c)
                    order = list(reversed(s.labels))
                c.deleted = False
                s.node = c
                new = []
                for lb in order:
                    others = [o for o in self.label_map.get(lb, []) if o is not c]
                    if others:
                        s.notes.append('label %s is also on %s (dtc allows it while one of '
                                       'them gets deleted later)' % (lb, others[0].path()))
                    if self.add_label(c, lb):
                        new.append(lb)
                s.new_labels = [lb for lb in s.labels if lb in new]
                if s.omit:
                    c.omit = True
                self.apply_body(c, s.body)
            elif isinstance(s, DelNode):
                c = node.find_child(s.name, False)
                if c is not None:
                    self.delete_node(c)

    def apply(self, ops):
        for op in ops:
            if isinstance(op, RootOp):
                self.apply_body(self.root, op.body)
            elif isinstance(op, RefOp):
                node = self.lookup(op.ref)
                if node is None:
                    if not self.plugin:
                        raise DtsError('label or path %s not found' % op.ref)
                    node = self.orphans.get(op.ref)
                    if node is None:
                        node = self.orphans[op.ref] = MNode('&' + op.ref, None)
                op.node = node
                if op.label is not None and self.add_label(node, op.label):
                    op.new_label = op.label
                self.apply_body(node, op.body)
            elif isinstance(op, DelRefOp):
                node = self.lookup(op.ref)
                if node is None or node.parent is None:
                    raise DtsError('/delete-node/: label or path %s not found' % op.ref)
                op.parent_path = node.parent.path()
                op.name = node.name
                self.delete_node(node)
            elif isinstance(op, OmitRefOp):
                node = self.lookup(op.ref)
                if node is None:
                    if self.plugin:
                        continue
                    raise DtsError('/omit-if-no-ref/: label or path %s not found' % op.ref)
                node.omit = True

    def live_nodes(self, node=None):
        node = node or self.root
        yield node
        for c in node.children:
            if not c.deleted:
                yield from self.live_nodes(c)

    def finish(self):
        """Mark references, apply /omit-if-no-ref/, pick labels for <&{/path}>."""
        for label, nodes in self.label_map.items():
            if len(nodes) > 1:
                raise DtsError('duplicate label %r on %s and %s'
                               % (label, nodes[0].path(), nodes[1].path()))
        self.pathref_label = {}
        tops = [self.root] + list(self.orphans.values())
        for top in tops:
            for node in self.live_nodes(top):
                for p in node.props:
                    if p.deleted or not p.pieces:
                        continue
                    for piece in p.pieces:
                        refs = []
                        if piece[0] == 'cells':
                            refs = [it[1] for it in piece[2] if it[0] == 'ref']
                        elif piece[0] == 'pathref':
                            refs = [piece[1]]
                        for r in refs:
                            t = self.lookup(r)
                            if t is None:
                                if self.plugin:
                                    continue
                                raise DtsError('reference to non-existent node or label %r'
                                               % r)
                            t.referenced = True
        # /omit-if-no-ref/ (dtc's fixup_omit_unused_nodes, preorder)
        def omit_walk(node):
            for c in node.children:
                if c.deleted:
                    continue
                if c.omit and not c.referenced and not (self.symbols and c.ever_labelled):
                    self.omitted.append((node.path(), c.name))
                    self.delete_node(c)
                else:
                    omit_walk(c)
        omit_walk(self.root)
        # dtc's name_properties check: a `name` property equal to the node's base name
        # is redundant and dtc deletes it
        for top in tops:
            for node in self.live_nodes(top):
                p = node.find_prop('name', False)
                if p is None or not p.pieces or any(pc[0] != 'str' for pc in p.pieces):
                    continue
                val = b''.join(pc[1] + b'\0' for pc in p.pieces)
                base = node.name.split('@', 1)[0].encode()
                if len(val) == len(base) + 1 and val.startswith(base):
                    p.deleted = True
                    self.name_fixups.append(node.path())
        # <&{/path}> cell references: a label the node has, else an explicit phandle
        # (or, with pathref_labels, an invented label)
        self.pathref_label = {}
        self.pathref_value = {}
        n = 0
        for top in tops:
            for node in self.live_nodes(top):
                for p in node.props:
                    if p.deleted or not p.pieces:
                        continue
                    for piece in p.pieces:
                        if piece[0] != 'cells':
                            continue
                        for it in piece[2]:
                            if it[0] != 'ref' or not it[1].startswith('/') \
                                    or it[1] in self.pathref_label \
                                    or it[1] in self.pathref_value:
                                continue
                            t = self.lookup(it[1])
                            if t is None:
                                raise DtsError('reference to non-existent node %r' % it[1])
                            live = t.live_labels()
                            ph = t.find_prop('phandle', False)
                            if live:
                                self.pathref_label[it[1]] = live[0]
                            elif ph is not None and len(ph.pieces or []) == 1 \
                                    and ph.pieces[0][0] == 'cells' \
                                    and len(ph.pieces[0][2]) == 1 \
                                    and ph.pieces[0][2][0][0] == 'num':
                                self.pathref_value[it[1]] = ph.pieces[0][2][0][1]
                            elif self.pathref_labels:
                                if t.invented is None:
                                    n += 1
                                    t.invented = 'dts2yaml_pathref_%d' % n
                                self.pathref_label[it[1]] = t.invented
                            else:
                                if t.explicit_phandle is None:
                                    n += 1
                                    t.explicit_phandle = '0x%x' % (PATHREF_PHANDLE_BASE + n)
                                self.pathref_value[it[1]] = t.explicit_phandle


# --------------------------------------------------------------------------------------------
# YAML writer
# --------------------------------------------------------------------------------------------

WIDTH = 100
YAML_WORDS = {'true', 'false', 'null', 'yes', 'no', 'on', 'off', 'y', 'n', '~'}
PLAIN_KEY_RE = re.compile(r'[A-Za-z0-9_][A-Za-z0-9_,.+@\-]*')
PLAIN_BLOCK_RE = re.compile(r'[A-Za-z_/][A-Za-z0-9_,.+\-/@=]*(?::[A-Za-z0-9_,.+\-/@=]+)*')
PLAIN_FLOW_RE = re.compile(r'[A-Za-z_/][A-Za-z0-9_.+\-/@=]*')


def dq(data):
    """Double-quoted YAML scalar for a byte string.  Printable ASCII stays as it is, the C
    escapes \\ \" \n \t \r \a \b \f \v \0 are used, valid UTF-8 sequences are written
    raw (the file is UTF-8), every other byte is \\xNN (a byte, as in C and the dialect)."""
    out = ['"']
    esc = {0x22: '\\"', 0x5c: '\\\\', 0x0a: '\\n', 0x09: '\\t', 0x0d: '\\r', 0x07: '\\a',
           0x08: '\\b', 0x0c: '\\f', 0x0b: '\\v'}
    i = 0
    n = len(data)
    while i < n:
        b = data[i]
        if out[-1].startswith('\\x') and chr(b) in '0123456789abcdefABCDEF':
            out.append('\\x%02x' % b)   # keep \xNN two digits long for any reader
        elif b in esc:
            out.append(esc[b])
        elif b == 0:
            nxt = data[i + 1] if i + 1 < n else None
            out.append('\\x00' if nxt is not None and 0x30 <= nxt <= 0x39 else '\\0')
            i += 1
            continue
        elif 0x20 <= b < 0x7f:
            out.append(chr(b))
        elif b >= 0xc2:
            size = 2 if b < 0xe0 else 3 if b < 0xf0 else 4
            try:
                ch = data[i:i + size].decode('utf-8')
            except UnicodeDecodeError:
                ch = None
            if ch is not None and len(ch) == 1 and ch.isprintable():
                out.append(ch)
                i += size
                continue
            out.append('\\x%02x' % b)
        else:
            out.append('\\x%02x' % b)
        i += 1
    out.append('"')
    return ''.join(out)


def yaml_key(name):
    if PLAIN_KEY_RE.fullmatch(name) and name.lower() not in YAML_WORDS:
        return name
    return dq(name.encode('utf-8', 'surrogateescape'))


def yaml_string(data, flow):
    try:
        s = data.decode('ascii')
    except UnicodeDecodeError:
        return dq(data)
    rx = PLAIN_FLOW_RE if flow else PLAIN_BLOCK_RE
    if rx.fullmatch(s) and s.lower() not in YAML_WORDS:
        return s
    return dq(data)


def label_list(labels):
    return '[' + ', '.join(labels) + ']'


class Writer:
    def __init__(self, model, out):
        self.model = model
        self.out = out

    def w(self, indent, text):
        self.out.append(' ' * indent + text)

    # -- values --
    def ref_alias(self, ref):
        if ref.startswith('/'):
            if ref in self.model.pathref_value:
                return self.model.pathref_value[ref]
            return '*' + self.model.pathref_label[ref]
        return '*' + ref

    def path_string(self, ref):
        if ref.startswith('/'):
            node = self.model.lookup(ref)
            return node.path().encode() if node is not None else ref.encode()
        return None

    def cell_atoms(self, bits, items):
        """List of (tag or None, text) per item."""
        atoms = []
        for it in items:
            if it[0] == 'ref':
                atoms.append((None, self.ref_alias(it[1])))
                continue
            _, text, expr, uval = it
            sval = expr.value(signed=True) if expr is not None else uval
            tag = None
            if bits != 32:
                if sval < 0:
                    tag = '!int%d' % bits
                    if sval < -(1 << (bits - 1)):
                        tag, text = None, hex(uval & ((1 << bits) - 1))
                elif sval > (1 << bits) - 1:
                    text = hex(uval & ((1 << bits) - 1))
                if text.startswith("'"):
                    text = str(uval)
            else:
                if sval < -(1 << 31) or sval > 0xffffffff:
                    text = hex(uval & 0xffffffff)
            atoms.append((tag, text))
        return atoms

    def needs_block(self, pieces):
        for pc in pieces:
            if pc[0] == 'cells':
                for it in pc[2]:
                    if it[0] == 'num' and (':' in it[1] or '?' in it[1]):
                        return True
        return False

    def value_lines(self, key, pieces, indent):
        """Emit `key: value` for a property value."""
        pieces = [pc for pc in pieces
                  if not (pc[0] in ('cells', 'bytes') and not pc[-1])
                  and not (pc[0] == 'incbin' and not pc[1])]
        if not pieces:
            self.w(indent, key + ': true')
            return
        if self.needs_block(pieces):
            self.w(indent, key + ':')
            for pc in pieces:
                for tag, text in self.piece_items(pc, flow=False):
                    self.w(indent + 2, '- ' + (tag + ' ' if tag else '') + text)
            return
        if len(pieces) == 1:
            pc = pieces[0]
            if pc[0] == 'str':
                self.w(indent, key + ': ' + yaml_string(pc[1], flow=False))
                return
            if pc[0] == 'pathref':
                ps = self.path_string(pc[1])
                self.w(indent, key + ': ' + (yaml_string(ps, False) if ps is not None
                                             else '!pathref ' + pc[1]))
                return
            if pc[0] == 'incbin':
                self.w(indent, key + ': !base64 ' + base64.b64encode(pc[1]).decode())
                return
            if pc[0] == 'cells' and pc[1] == 32 and len(pc[2]) == 1:
                tag, text = self.cell_atoms(32, pc[2])[0]
                self.w(indent, key + ': ' + text)
                return
            self.flow(key, self.piece_flow(pc, top=True), indent)
            return
        elems = [self.piece_flow(pc, top=False) for pc in pieces]
        self.flow(key, ('seq', None, elems), indent)

    def piece_items(self, pc, flow):
        """(tag, text) items of one piece, for block sequences."""
        kind = pc[0]
        if kind == 'str':
            return [(None, yaml_string(pc[1], flow))]
        if kind == 'pathref':
            ps = self.path_string(pc[1])
            return [(None, yaml_string(ps, flow))] if ps is not None else \
                [('!pathref', pc[1])]
        if kind == 'bytes':
            return [('!uint8', '0x%02x' % b) for b in pc[1]]
        if kind == 'incbin':
            return [('!base64', base64.b64encode(pc[1]).decode())]
        bits = pc[1]
        atoms = self.cell_atoms(bits, pc[2])
        dflt = None if bits == 32 else '!uint%d' % bits
        return [(tag or dflt, text) for tag, text in atoms]

    def piece_flow(self, pc, top):
        """A flow element: str text, or ('seq', tag, [elements])."""
        kind = pc[0]
        if kind in ('str', 'pathref', 'incbin'):
            tag, text = self.piece_items(pc, flow=True)[0]
            return (tag + ' ' if tag else '') + text
        if kind == 'bytes':
            return ('seq', '!uint8', ['0x%02x' % b for b in pc[1]])
        bits = pc[1]
        atoms = self.cell_atoms(bits, pc[2])
        tag = None if bits == 32 else '!uint%d' % bits
        return ('seq', tag, [(t + ' ' if t else '') + text for t, text in atoms])

    def flow(self, key, seq, indent):
        toks = self.flow_tokens(seq)
        line = ' ' * indent + key + ': '
        first = True
        lines = []
        for t in toks:
            if not first and len(line) + 1 + len(t) > WIDTH:
                lines.append(line)
                line = ' ' * (indent + 4) + t
            else:
                line += ('' if first else ' ') + t
            first = False
        lines.append(line)
        self.out.extend(lines)

    def flow_tokens(self, e):
        if isinstance(e, str):
            return [e]
        _, tag, elems = e
        prefix = (tag + ' ' if tag else '') + '['
        if not elems:
            return [prefix + ']']
        toks = []
        for i, sub in enumerate(elems):
            st = self.flow_tokens(sub)
            if i < len(elems) - 1:
                st[-1] += ','
            toks += st
        toks[0] = prefix + toks[0]
        toks[-1] += ']'
        return toks

    def prop(self, name, pieces, indent, plabels=(), vlabels=()):
        if plabels or vlabels:
            self.w(indent, '# dts2yaml: dropped labels on property %s: %s'
                   % (name, ', '.join(list(plabels) + list(vlabels))))
        key = yaml_key(name)
        if pieces is None:
            self.w(indent, key + ': true')
        else:
            self.value_lines(key, pieces, indent)

    def node_head(self, key, labels, indent, empty):
        """Returns True if the node's keys still have to follow."""
        anchor = (' &' + labels[0]) if labels else ''
        if empty and len(labels) <= 1:
            self.w(indent, key + ':' + anchor + ' {}')
            return False
        self.w(indent, key + ':' + anchor)
        if len(labels) > 1:
            self.w(indent + 2, '/label/: ' + label_list(labels[1:]))
        return True

    # -- default mode: mirror the source text --
    def body(self, stmts, indent):
        for s in stmts:
            if isinstance(s, Prop):
                self.prop(s.name, s.pieces, indent, s.plabels, s.vlabels)
            elif isinstance(s, DelProp):
                self.w(indent, yaml_key(s.name) + ': null')
            elif isinstance(s, DelNode):
                self.w(indent, yaml_key(s.name) + ': ~')
            elif isinstance(s, NodeDef):
                for note in s.notes:
                    self.w(indent, '# dts2yaml: ' + note)
                labels = list(s.new_labels)
                node = s.node
                phandle = None
                if not node.extras_done:
                    node.extras_done = True
                    if node.invented:
                        labels.append(node.invented)
                    phandle = node.explicit_phandle
                if self.node_head(yaml_key(s.name), labels, indent,
                                  not s.body and phandle is None):
                    self.body(s.body, indent + 2)
                    if phandle is not None:
                        self.w(indent + 2, 'phandle: ' + phandle)

    def write_source_order(self, ops, memreserve, src_name):
        m = self.model
        self.w(0, '# Generated by dts2yaml.py from %s (source order: compare unordered)'
               % os.path.basename(src_name))
        if m.plugin:
            self.w(0, '# /plugin/: keys *label: open nodes of the base tree')
        if memreserve:
            self.flow('/memreserve/', ('seq', None, [t for t, _, _ in memreserve]), 0)
        first = True
        for op in ops:
            if isinstance(op, RootOp):
                if first:
                    m.root.extras_done = True
                    if m.root.invented:
                        self.w(0, '/label/: ' + label_list([m.root.invented]))
                    self.body(op.body, 0)
                    if m.root.explicit_phandle:
                        self.w(0, 'phandle: ' + m.root.explicit_phandle)
                else:
                    for chunk in unique_chunks(op.body):
                        if self.node_head('/', [], 0, not chunk):
                            self.body(chunk, 2)
                first = False
                continue
            first = False
            if isinstance(op, RefOp):
                if not op.ref.startswith('/'):
                    key = '*' + op.ref
                elif op.node.name.startswith('&'):
                    key = op.ref            # plugin: a path of the base tree
                else:
                    key = op.node.path()
                labels = [op.new_label] if op.new_label else []
                chunks = unique_chunks(op.body)
                if labels:
                    self.w(0, key + ':')
                    self.w(2, '/label/: ' + label_list(labels))
                    self.body(chunks[0], 2)
                elif op.body:
                    self.w(0, key + ':')
                    self.body(chunks[0], 2)
                else:
                    self.w(0, key + ': {}')
                for chunk in chunks[1:]:    # a name again: another mapping
                    self.w(0, key + ':')
                    self.body(chunk, 2)
            elif isinstance(op, DelRefOp):
                self.w(0, '# /delete-node/ &%s' % op.ref)
                self.w(0, op.parent_path + ':')
                self.w(2, yaml_key(op.name) + ': ~')
        if m.omitted:
            self.w(0, '# /omit-if-no-ref/ nodes nothing references')
            for parent, name in m.omitted:
                self.w(0, parent + ':')
                self.w(2, yaml_key(name) + ': ~')
        if m.name_fixups:
            self.w(0, '# dtc drops a `name` property equal to the node name')
            for path in m.name_fixups:
                self.w(0, path + ':')
                self.w(2, 'name: null')
        if len(self.out) == 1 + m.plugin:
            self.w(0, '~: ~')

    # -- flatten mode: the final tree --
    def tree(self, node, indent):
        for p in node.props:
            if not p.deleted:
                self.prop(p.name, p.pieces, indent)
        if node.explicit_phandle:
            self.w(indent, 'phandle: ' + node.explicit_phandle)
        for c in node.children:
            if c.deleted:
                continue
            labels = c.live_labels() + ([c.invented] if c.invented else [])
            has_content = any(not p.deleted for p in c.props) or \
                any(not x.deleted for x in c.children) or c.explicit_phandle
            if self.node_head(yaml_key(c.name), labels, indent, not has_content):
                self.tree(c, indent + 2)

    def write_flat(self, memreserve, src_name):
        m = self.model
        self.w(0, '# Generated by dts2yaml.py --flatten from %s (final tree: compare ordered)'
               % os.path.basename(src_name))
        if memreserve:
            self.flow('/memreserve/', ('seq', None, [t for t, _, _ in memreserve]), 0)
        labels = m.root.live_labels() + ([m.root.invented] if m.root.invented else [])
        if labels:
            self.w(0, '/label/: ' + label_list(labels))
        self.tree(m.root, 0)
        for ref, node in m.orphans.items():
            self.w(0, '# /plugin/: node of the base tree')
            has_content = any(not p.deleted for p in node.props) or \
                any(not x.deleted for x in node.children)
            labels = node.live_labels()
            self.w(0, '*' + ref + ':' + ('' if has_content or labels else ' {}'))
            if labels:
                self.w(2, '/label/: ' + label_list(labels))
            self.tree(node, 2)
        if len(self.out) == 1:
            self.w(0, '~: ~')


def translate(text, name='-', flatten=False, symbols=False, include_dirs=(),
              pathref_labels=False):
    """Translate DTS text; returns the YAML text."""
    parser = Parser(Scanner(text, name, list(include_dirs))).parse()
    model = Model(parser.plugin, symbols, pathref_labels)
    model.apply(parser.ops)
    model.finish()
    out = []
    wr = Writer(model, out)
    if flatten:
        wr.write_flat(parser.memreserve, name)
    else:
        wr.write_source_order(parser.ops, parser.memreserve, name)
    return '\n'.join(out) + '\n'


def main(argv=None):
    ap = argparse.ArgumentParser(description='Translate a preprocessed DTS into yamlfdt YAML.')
    ap.add_argument('file', help='DTS file (after cpp), or - for standard input')
    ap.add_argument('--flatten', action='store_true',
                    help='resolve overrides and deletions; write the final tree only')
    ap.add_argument('-@', dest='symbols', action='store_true',
                    help='treat /omit-if-no-ref/ as `dtc -@` does (keep labelled nodes)')
    ap.add_argument('-i', dest='include', action='append', default=[],
                    help='search directory for /include/ and /incbin/ (like dtc -i)')
    ap.add_argument('-o', dest='output', default='-', help='output file (default stdout)')
    ap.add_argument('--pathref-labels', action='store_true',
                    help='for <&{/path}> to a node without a label, invent a label instead '
                    'of giving the node an explicit phandle')
    args = ap.parse_args(argv)
    try:
        if args.file == '-':
            text = sys.stdin.read()
        else:
            with open(args.file, 'r', encoding='utf-8', errors='surrogateescape') as f:
                text = f.read()
        yaml = translate(text, args.file, args.flatten, args.symbols, args.include,
                         args.pathref_labels)
    except (DtsError, OSError) as e:
        sys.stderr.write('dts2yaml: error: %s\n' % e)
        return 1
    if args.output == '-':
        sys.stdout.write(yaml)
    else:
        with open(args.output, 'w', encoding='utf-8', errors='surrogateescape') as f:
            f.write(yaml)
    return 0


if __name__ == '__main__':
    sys.exit(main())
