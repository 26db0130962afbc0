# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
"""The kernel's bindings' findings on a tree that the base tree does not
have, by full node path.  The host tool's `yamlfdt --check --bindings DIR`
runs it with dt-schema's Python (/usr/bin/python3); it is not meant to be
run by hand, and is no program of its own, so that the tools' package
needs no Python unless dt-schema is there.

    python3 bindings.py --bindings DIR|FILE [--base BASE.dtb] RESULT.dtb

DIR is a Linux tree's Documentation/devicetree/bindings (processed with
dt-mk-schema once, and cached), FILE a processed schema.  Each finding is
one line on standard output, four fields separated by tabs, with '\\',
newline and tab escaped as \\\\, \\n and \\t:

    PATH  PROP  MESSAGE  SCHEMA

PROP is the property (or child node) the finding names, or empty.  Exit 0
whether or not there are findings; 3, with the reason on standard
output, when dt-schema is not there; 1 on any other failure.

Cost.  dt-validate checks every node against every schema that selects
it.  What a schema says of a node depends only on the node as dt-schema
reads it (its properties, decoded with the cell counts of the nodes their
phandles name, and its subnodes, recursively), its name, and whether it
or an ancestor is disabled.  So findings are kept per node, in the user's
cache folder, keyed by the schema and a digest of that input: the base
tree's are computed once, and of the result only the nodes whose input
is new are validated (those the text changed, their ancestors, and the
users of a provider whose cell count changed).  The processed schema is
cached by the content of the bindings.
"""
import contextlib
import hashlib
import io
import json
import os
import re
import subprocess
import sys
import tempfile

SKIP = 3


def cache_dir():
    base = os.environ.get('XDG_CACHE_HOME') or \
        os.path.join(os.path.expanduser('~'), '.cache')
    d = os.path.join(base, 'yamlfdt')
    os.makedirs(d, exist_ok=True)
    return d


def digest_file(path):
    h = hashlib.sha256()
    with open(path, 'rb') as f:
        for chunk in iter(lambda: f.read(1 << 20), b''):
            h.update(chunk)
    return h.hexdigest()


def digest_bindings(d):
    """The content of every schema under d, with its name."""
    h = hashlib.sha256()
    for top, dirs, files in os.walk(d):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith('.yaml'):
                continue
            p = os.path.join(top, name)
            h.update(os.path.relpath(p, d).encode() + b'\0')
            with open(p, 'rb') as f:
                h.update(f.read())
            h.update(b'\0')
    return h.hexdigest()


def write_atomic(path, data):
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix='.tmp')
    with os.fdopen(fd, 'w') as f:
        f.write(data)
    os.replace(tmp, path)


def processed_schema(bindings, version):
    """A processed schema file for bindings (a file already is one)."""
    if os.path.isfile(bindings):
        return bindings, digest_file(bindings)
    key = hashlib.sha256((version + digest_bindings(bindings)).encode())
    key = key.hexdigest()[:32]
    out = os.path.join(cache_dir(), 'schema-%s.json' % key)
    if not os.path.exists(out):
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(out), prefix='.tmp')
        os.close(fd)
        r = subprocess.run(['dt-mk-schema', '-j', '-o', tmp, bindings],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           text=True)
        if r.returncode:
            os.unlink(tmp)
            sys.stderr.write(r.stderr)
            raise SystemExit('yamlfdt: dt-mk-schema failed on %s'
                             % bindings)
        os.replace(tmp, out)
    return out, key


def load_tree(path):
    import dtschema
    import dtschema.dtb
    with open(path, 'rb') as f:
        data = f.read()
    dtschema.dtb.phandles.clear()	# module state, one tree at a time
    # what it says of a value while reading it, without a path, the
    # validation says again with one
    with contextlib.redirect_stderr(io.StringIO()):
        return dtschema.dtb.fdt_unflatten(data)


def is_disabled(node):
    status = node.get('status', [])
    return isinstance(status, list) and 'disabled' in status


def subnodes(node):
    return [(k, v) for k, v in node.items() if isinstance(v, dict)]


def node_digests(tree):
    """{path: digest of the node's validation input}, children first."""
    out = {}
    # no recursion limits to worry about: trees are shallow, but keep
    # an explicit stack anyway, with each node's children done first
    stack = [('/', tree, False, False)]
    while stack:
        path, node, disabled, done = stack.pop()
        here = disabled or is_disabled(node)
        kids = subnodes(node)
        if not done:
            stack.append((path, node, disabled, True))
            for name, kid in kids:
                if name.startswith('__'):
                    continue
                stack.append(((path.rstrip('/') + '/' + name), kid, here,
                              False))
            continue
        h = hashlib.sha256()
        h.update(repr((path.rsplit('/', 1)[-1] or '/', here)).encode())
        for k in sorted(node):
            v = node[k]
            if isinstance(v, dict):
                if k.startswith('__'):
                    continue
                h.update(('node %s %s\n' %
                          (k, out[path.rstrip('/') + '/' + k])).encode())
            elif k != '$nodename':
                h.update(('prop %s %r\n' % (k, v)).encode())
        out[path] = h.hexdigest()
    return out


def where_in(path, node, error):
    """The node a finding is on, and the property (or child node) it
    names, or '': a finding a schema of a node makes about a subnode's
    property (its path starts with child node names) is the subnode's."""
    comps = list(error.absolute_path)
    while comps and isinstance(comps[0], str) and \
            isinstance(node.get(comps[0]), dict):
        path = path.rstrip('/') + '/' + comps[0]
        node = node[comps.pop(0)]
    if comps:
        return path, comps[0] if isinstance(comps[0], str) else ''
    return path, prop_named(error)


def prop_named(error):
    """The property a finding without a path names in its message."""
    m = re.match(r"'([^']+)' is a required property", error.message)
    if m:
        return m.group(1)
    m = re.search(r"\('([^']+)'[^)]* (?:was|were) unexpected\)", error.message) \
        or re.match(r"'([^']+)' does not match any of the regexes", error.message)
    if m:
        return m.group(1)
    for e in error.context or []:
        p = prop_named(e)
        if p:
            return p
    return ''


def words(error, nodename):
    """dt-schema's own message, without the file name it puts before it
    (and before each of its sub-messages) nor the node's bare name."""
    import dtschema
    placeholder = '/yamlfdt-result.dtb'
    msg = dtschema.format_error(placeholder, error, nodename=nodename)
    prefix = re.escape(os.path.abspath(placeholder) + ':') + \
        r'(?:\d+:\d+:)? *(?:' + re.escape(nodename + ': ') + ')?'
    return re.sub(prefix, '', msg)


def only_required(error):
    if 'required property' in error.message:
        return True
    return bool(error.context) and all('required property' in e.message
                                       for e in error.context)


class Validator:
    def __init__(self, schema_file):
        import dtschema
        self.dtschema = dtschema
        self.schemas = dtschema.set_schemas([schema_file])
        for s in self.schemas.values():
            s['$select_validator'] = dtschema.DTValidator(s['select'])

    def node(self, path, node, disabled):
        """Findings of one node: [[path, prop, message, schema]]."""
        dts = self.dtschema
        name = path.rsplit('/', 1)[-1] or '/'
        node['$nodename'] = [name]
        found = []
        for s in self.schemas.values():
            if s['$id'] == 'generated-compatibles':
                continue	# "matches no schema": dt-validate's -m only
            if not s['$select_validator'].is_valid(node):
                continue
            try:
                errors = sorted(dts.DTValidator(s).iter_errors(node),
                                key=lambda e: e.linecol)
            except RecursionError:
                found.append([path, '', 'recursion error in a schema',
                              s['$filename']])
                continue
            for e in errors:
                # as dt-validate: a disabled node may lack required
                # properties, a board fills them in
                if (disabled or (isinstance(e.instance, dict) and
                                 is_disabled(e.instance))) \
                        and only_required(e):
                    continue
                found.append(list(where_in(path, node, e)) +
                             [words(e, name), s['$filename']])
        del node['$nodename']
        return found

    def tree(self, tree, wanted=None):
        """{path: findings} of the nodes in wanted (None: all)."""
        out = {}
        stack = [('/', tree, False)]
        while stack:
            path, node, disabled = stack.pop()
            disabled = disabled or is_disabled(node)
            if wanted is None or path in wanted:
                out[path] = self.node(path, node, disabled)
            for name, kid in reversed(subnodes(node)):
                if not name.startswith('__'):
                    stack.append((path.rstrip('/') + '/' + name, kid,
                                  disabled))
        return out


class NodeCache:
    """Findings per node, by the digest of the node's validation input,
    in the user's cache folder (one file per schema): a node seen before,
    in this tree or any other, costs no validation."""

    def __init__(self, schema_key, version):
        key = hashlib.sha256((version + schema_key).encode()).hexdigest()
        self.file = os.path.join(cache_dir(), 'nodes-%s.json' % key[:32])
        self.known = self.load()
        self.fresh = {}

    def load(self):
        try:
            with open(self.file) as f:
                return json.load(f)
        except (OSError, ValueError):
            return {}

    def findings(self, v, tree):
        """{path: [[path, prop, message, schema]]} of every node."""
        digests = node_digests(tree)
        todo = {p for p, d in digests.items() if d not in self.known}
        found = v.tree(tree, todo)
        out = {}
        for p, d in digests.items():
            base = p.rstrip('/')
            if p in found:	# kept with paths relative to the node
                self.known[d] = self.fresh[d] = \
                    [[f[0][len(base):]] + f[1:] for f in found[p]]
            out[p] = [[base + f[0] if f[0] else p] + f[1:]
                      for f in self.known[d]]
        return out

    def save(self):
        if self.fresh:		# with what others wrote meanwhile
            known = self.load()
            known.update(self.fresh)
            write_atomic(self.file, json.dumps(known))


def escape(s):
    return s.replace('\\', '\\\\').replace('\n', '\\n').replace('\t', '\\t')


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog='bindings.py')
    ap.add_argument('--bindings', required=True)
    ap.add_argument('--base')
    ap.add_argument('result')
    args = ap.parse_args(argv)
    try:
        import dtschema
        import dtschema.dtb
    except ImportError as e:
        print('dt-schema is not installed (%s)' % e)
        return SKIP
    version = dtschema.__version__
    if not os.path.exists(args.bindings):
        print('%s: no such file or directory' % args.bindings)
        return 1
    schema, schema_key = processed_schema(args.bindings, version)
    v = Validator(schema)

    cache = NodeCache(schema_key, version)
    result = load_tree(args.result)
    digests = node_digests(result)
    found = cache.findings(v, result)
    # what the base has, counting repeats, is not the text's doing
    old = {}
    if args.base:
        for fs in cache.findings(v, load_tree(args.base)).values():
            for f in fs:
                k = (f[0], f[2])
                old[k] = old.get(k, 0) + 1
    cache.save()
    for p in digests:
        for f in found.get(p, []):
            k = (f[0], f[2])
            if old.get(k):
                old[k] -= 1
                continue
            schema_file = f[3]
            m = re.search(r'(?:Documentation/devicetree/bindings/|'
                          r'/dtschema/(?=schemas/))(.*)$', schema_file)
            if m:
                schema_file = m.group(1)
            print('\t'.join(escape(x) for x in
                            (f[0], f[1], f[2], schema_file)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
