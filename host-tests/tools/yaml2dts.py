#!/usr/bin/env python3
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
"""yaml2dts.py - turn yamlfdt-dialect YAML back into DTS (a test aid, not a reference).

Usage:  yaml2dts.py FILE.yaml > FILE.dts      (needs PyYAML: Debian python3-yaml)

It reads the YAML with PyYAML's event parser (so anchors, aliases as keys and forward
aliases are fine) and writes DTS that dtc compiles into the tree the YAML describes, as the
dialect spec reads.  Its use: check dts2yaml.py without yamlfdt,
    DTS --dts2yaml--> YAML --yaml2dts--> DTS' --dtc--> blob  ==  DTS --dtc--> blob.
It follows docs/.dialect-spec.txt closely enough for what dts2yaml writes; it does not try to
reject everything the dialect rejects (yamlfdt's job).  Integer expressions go to dtc
unevaluated (wrapped in parentheses), so dtc's evaluator decides their value.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dts2yaml  # noqa: E402  (expression evaluator)

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.stderr.write('yaml2dts: PyYAML is missing (apt-get install python3-yaml)\n')
    sys.exit(2)


class YamlDtsError(Exception):
    pass


WIDTH_TAGS = {}
for _w in (8, 16, 32, 64):
    WIDTH_TAGS['!int%d' % _w] = _w
    WIDTH_TAGS['!uint%d' % _w] = _w
    WIDTH_TAGS['!u%d' % _w] = _w
WIDTH_TAGS['!int'] = 32
WIDTH_TAGS['!uint'] = 32
NULL_WORDS = {'', '~', 'null', 'Null', 'NULL'}

EXPR_TOKEN_RE = re.compile(r'\s*(?:(0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+)(?![0-9a-zA-Z_])'
                           r'|(<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^~!?:<>()]))')


def parse_int_expr(text):
    """Returns (dts_text, value) if text is an integer expression, else None."""
    toks = []
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        m = EXPR_TOKEN_RE.match(text, pos)
        if not m:
            return None
        if m.group(1):
            lit = m.group(1)
            if lit[:2] in ('0b', '0B'):
                v = int(lit[2:], 2)
                lit = str(v)
            else:
                try:
                    v = dts2yaml.literal_value(lit)
                except dts2yaml.DtsError:
                    return None
            toks.append(('num', lit, v))
        else:
            toks.append(('op', m.group(2), None))
        pos = m.end()
    if not toks:
        return None
    try:
        v = dts2yaml.Expr(toks).value(signed=True)
    except dts2yaml.DtsError:
        return None
    if len(toks) == 1:
        return toks[0][1], v
    return '(' + dts2yaml.Expr(toks).text() + ')', v


# ----------------------------------------------------------------------------------------
# events -> simple trees
# ----------------------------------------------------------------------------------------

class Y:
    def __init__(self, kind, **kw):
        self.kind = kind          # 'scalar' 'alias' 'seq' 'map'
        self.tag = self.anchor = None
        self.style = self.value = self.raw = None
        self.__dict__.update(kw)


C_ESC = {'n': 10, 't': 9, 'r': 13, 'a': 7, 'b': 8, 'f': 12, 'v': 11, '\\': 92, '"': 34,
         "'": 39, '/': 47, ' ': 32}


def c_unquote(raw):
    """Bytes of a one-line double-quoted scalar read with the dialect's C escapes (\\xNN and
    octal are bytes; other text is UTF-8)."""
    body = raw[1:-1]
    out = bytearray()
    i = 0
    while i < len(body):
        c = body[i]
        if c != '\\':
            out += c.encode('utf-8')
            i += 1
            continue
        e = body[i + 1]
        if e in C_ESC:
            out.append(C_ESC[e])
            i += 2
        elif e == 'x':
            out.append(int(body[i + 2:i + 4], 16))
            i += 4
        elif e in '01234567':
            j = i + 1
            while j < len(body) and j < i + 4 and body[j] in '01234567':
                j += 1
            out.append(int(body[i + 1:j], 8) & 0xff)
            i = j
        else:
            raise YamlDtsError('unknown escape \\%s' % e)
    return bytes(out)


def build(events):
    ev = next(events)
    if isinstance(ev, yaml.ScalarEvent):
        style = ev.style or ''
        raw = None
        if style == '"':
            raw = c_unquote(events.text[ev.start_mark.index:ev.end_mark.index])
        return Y('scalar', value=ev.value, style=style, tag=ev.tag, anchor=ev.anchor,
                 line=ev.start_mark.line + 1, raw=raw)
    if isinstance(ev, yaml.AliasEvent):
        return Y('alias', anchor=ev.anchor, line=ev.start_mark.line + 1)
    if isinstance(ev, yaml.SequenceStartEvent):
        items = []
        while True:
            nxt = events.peek()
            if isinstance(nxt, yaml.SequenceEndEvent):
                next(events)
                break
            items.append(build(events))
        return Y('seq', items=items, tag=ev.tag, anchor=ev.anchor,
                 line=ev.start_mark.line + 1)
    if isinstance(ev, yaml.MappingStartEvent):
        pairs = []
        while True:
            nxt = events.peek()
            if isinstance(nxt, yaml.MappingEndEvent):
                next(events)
                break
            k = build(events)
            v = build(events)
            pairs.append((k, v))
        return Y('map', pairs=pairs, tag=ev.tag, anchor=ev.anchor,
                 line=ev.start_mark.line + 1)
    raise YamlDtsError('unexpected YAML event %r' % ev)


class Peekable:
    def __init__(self, it, text):
        self.text = text
        self.it = iter(it)
        self.buf = []

    def __iter__(self):
        return self

    def __next__(self):
        if self.buf:
            return self.buf.pop()
        return next(self.it)

    def peek(self):
        if not self.buf:
            self.buf.append(next(self.it))
        return self.buf[-1]


def documents(text):
    events = Peekable(yaml.parse(text, Loader=yaml.SafeLoader), text)
    docs = []
    for ev in events:
        if isinstance(ev, yaml.DocumentStartEvent):
            nxt = events.peek()
            if isinstance(nxt, yaml.DocumentEndEvent):
                continue
            docs.append(build(events))
    return docs


# ----------------------------------------------------------------------------------------
# YAML values -> DTS
# ----------------------------------------------------------------------------------------

def dts_string(data):
    out = ['"']
    for b in data:
        if b == 0x22:
            out.append('\\"')
        elif b == 0x5c:
            out.append('\\\\')
        elif 0x20 <= b < 0x7f:
            out.append(chr(b))
        else:
            out.append('\\x%02x' % b)
    out.append('"')
    return ''.join(out)


def yaml_bytes(s):
    """Plain and single-quoted scalars: UTF-8 text."""
    return s.encode('utf-8')


def atoms_of(y, tag=None):
    """Flatten a value into atoms: ('str', bytes) ('int', width, text) ('ref', label)
    ('pathref', label) ('bytes', bytes)."""
    own = y.tag if y.kind != 'alias' else None
    if own == '!':
        own = None
    eff = own or tag
    if y.kind == 'alias':
        return [('ref', y.anchor)]
    if y.kind == 'seq':
        out = []
        for it in y.items:
            out += atoms_of(it, eff)
        return out
    if y.kind == 'map':
        raise YamlDtsError('line %d: a mapping inside a value' % y.line)
    v = y.value
    if own == '!pathref':
        return [('pathref', v)]
    if own == '!base64':
        import base64
        return [('bytes', base64.b64decode(v))]
    if own == '!str':
        return [('str', y.raw if y.raw is not None else yaml_bytes(v))]
    if y.style == "'" and len(v) == 1 and own is None:
        width = WIDTH_TAGS.get(eff, 32)
        return [('int', width, str(ord(v)))]
    if y.style in ('"', "'"):
        if own in WIDTH_TAGS:
            raise YamlDtsError('line %d: quoted scalar with a width tag' % y.line)
        return [('str', y.raw if y.raw is not None else yaml_bytes(v))]
    r = parse_int_expr(v)
    if r is not None:
        if eff is not None and eff not in WIDTH_TAGS:
            raise YamlDtsError('line %d: tag %s on an integer' % (y.line, eff))
        return [('int', WIDTH_TAGS.get(eff, 32), r[0])]
    if eff in WIDTH_TAGS and own is not None:
        raise YamlDtsError('line %d: %r is not an integer' % (y.line, v))
    return [('str', yaml_bytes(v))]


def propdata(y):
    atoms = atoms_of(y)
    parts = []
    cur = None   # (width, [texts])
    for a in atoms:
        if a[0] in ('int', 'ref'):
            width = a[1] if a[0] == 'int' else 32
            text = a[2] if a[0] == 'int' else '&' + a[1]
            if cur is None or cur[0] != width:
                if cur is not None:
                    parts.append(cur)
                cur = (width, [])
            cur[1].append(text)
            continue
        if cur is not None:
            parts.append(cur)
            cur = None
        if a[0] == 'str':
            parts.append(dts_string(a[1]))
        elif a[0] == 'pathref':
            parts.append('&' + a[1])
        elif a[0] == 'bytes':
            parts.append('[' + ' '.join('%02x' % b for b in a[1]) + ']')
    if cur is not None:
        parts.append(cur)
    out = []
    for p in parts:
        if isinstance(p, tuple):
            pre = '' if p[0] == 32 else '/bits/ %d ' % p[0]
            out.append(pre + '<' + ' '.join(p[1]) + '>')
        else:
            out.append(p)
    return ', '.join(out)


def is_null(y):
    return (y.kind == 'scalar' and ((y.style == '' and y.value in NULL_WORDS
                                     and y.tag is None) or y.tag == '!null'))


class Converter:
    def __init__(self):
        self.memreserve = []
        self.blocks = []        # DTS top-level text blocks in order

    def key_text(self, k):
        if k.kind != 'scalar':
            raise YamlDtsError('line %d: bad key' % k.line)
        return k.value

    def node_body(self, ymap, indent):
        """Returns (labels, lines) for a node's mapping (labels from /label/)."""
        labels = []
        props, nodes = [], []
        if ymap.kind == 'scalar' and is_null(ymap):
            return labels, []
        if ymap.kind != 'map':
            raise YamlDtsError('line %d: a node must be a mapping' % ymap.line)
        pad = '\t' * indent
        for k, v in ymap.pairs:
            name = self.key_text(k)
            if name == '/label/':
                labels += [it.value for it in (v.items if v.kind == 'seq' else [v])]
                continue
            if name == '~' and is_null(v):
                continue
            if v.kind == 'map':
                sub_labels, sub = self.node_body(v, indent + 1)
                lab = ([v.anchor] if v.anchor else []) + sub_labels
                head = ''.join(lb + ': ' for lb in lab)
                nodes.append(pad + head + name + ' {')
                nodes += sub
                nodes.append(pad + '};')
            elif is_null(v):
                props.append(pad + '/delete-property/ %s;' % name)
                nodes.append(pad + '/delete-node/ %s;' % name)
            elif v.kind == 'scalar' and v.style == '' and v.tag is None and v.value == 'true' \
                    or v.tag == '!bool' and v.value == 'true':
                props.append(pad + name + ';')
            elif v.kind == 'scalar' and v.style == '' and v.tag in (None, '!bool') \
                    and v.value == 'false':
                props.append(pad + '/delete-property/ %s;' % name)
            else:
                data = propdata(v)
                props.append(pad + (name + ' = ' + data + ';' if data else name + ';'))
        return labels, props + nodes

    def document(self, doc):
        if is_null(doc):
            return
        if doc.kind != 'map':
            raise YamlDtsError('line %d: document is not a mapping' % doc.line)
        root_pairs = []

        def flush():
            if root_pairs:
                fake = Y('map', pairs=list(root_pairs), tag=None, anchor=None, line=0)
                labels, lines = self.node_body(fake, 1)
                for lb in labels:
                    self.blocks.append('%s: &{/} { };' % lb)
                self.blocks.append('/ {\n' + '\n'.join(lines) + '\n};')
                root_pairs.clear()

        for k, v in doc.pairs:
            if k.kind == 'alias' or (k.kind == 'scalar' and k.style == ''
                                     and k.value.startswith('/')
                                     and k.value not in ('/label/', '/memreserve/')):
                flush()
                if k.kind == 'alias':
                    ref = '&' + k.anchor
                elif k.value == '/':
                    ref = '&{/}'
                else:
                    ref = '&{' + k.value + '}'
                labels, lines = self.node_body(v, 1)
                for lb in labels:
                    self.blocks.append('%s: %s { };' % (lb, ref))
                self.blocks.append(ref + ' {\n' + '\n'.join(lines) + '\n};')
            elif k.kind == 'scalar' and k.value == '/memreserve/':
                self.memreserve += [a[2] for a in atoms_of(v, '!uint64')]
            else:
                root_pairs.append((k, v))
        flush()

    def convert(self, text):
        for doc in documents(text):
            self.document(doc)
        out = ['/dts-v1/;', '']
        for i in range(0, len(self.memreserve) - 1, 2):
            out.append('/memreserve/ %s %s;' % (self.memreserve[i], self.memreserve[i + 1]))
        if not self.blocks or not self.blocks[0].startswith('/ {'):
            out.append('/ { };')
        out += self.blocks
        return '\n'.join(out) + '\n'


def main(argv):
    if len(argv) != 2:
        sys.stderr.write('usage: yaml2dts.py FILE.yaml\n')
        return 2
    with open(argv[1], encoding='utf-8') as f:
        text = f.read()
    try:
        sys.stdout.write(Converter().convert(text))
    except (YamlDtsError, yaml.YAMLError) as e:
        sys.stderr.write('yaml2dts: %s: %s\n' % (argv[1], e))
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
