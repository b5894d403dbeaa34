"""A fast reader for plain YAML: the block mappings and sequences of plain scalars that formal writes.

PyYAML, even through libyaml, builds a Python node for every scalar before the objects: a
100,000-unit problem (14 MB, 1.7 million nodes) took 34 s to read, which put every command
on such a file above its time limit (issue 31, "the YAML floor"). This reader handles the
subset of YAML that formal writes, that ``yaml.safe_dump`` writes by default and that most
people type, line by line, in about a tenth of the time. On that subset it gives the
objects ``yaml.safe_load`` gives, types and key order included, with one deliberate
departure: YAML 1.1's base-60 numbers (``1:30`` is the integer 90, ``1:30.5`` a float)
are refused (:class:`YAMLRefused`, :func:`sexagesimal`), integers and floats alike, as
formal's PyYAML loader refuses them (:class:`formal.base.files.BoundedLoader`): PyYAML's
integer constructor takes time quadratic in their length (``formal problem`` took 42 s on
a 200,000-part one, issue 49) and its float constructor overflows; the scan that finds
them is linear and no base-60 value is ever computed. On anything outside the subset it gives up
(:data:`NOT_PLAIN`) and the caller reads the text with PyYAML, which then produces its
usual objects, or its usual error. It also gives up where PyYAML's Python parser and
libyaml (formal's fall-back) disagree, so a text reads the same whichever reader takes it.

The subset:

- block mappings (``key: value``, ``key:`` with an indented block, or an indentless
  ``- `` sequence at the key's indentation) and block sequences (``- value``, ``- key: value``
  opening a mapping, ``- - value`` opening a sequence, as ``yaml.safe_dump`` writes a list
  of lists, and ``-`` alone with its item on the more indented lines below), indented with
  spaces;
- flow sequences and mappings (``[a, b]``, ``{id: x, bytes: 4}``), nested, over one line or
  continued on more indented lines;
- plain scalars, resolved by PyYAML's own YAML 1.1 rules (its resolver, and its
  constructors for numbers): strings, integers, floats, booleans and null, also a block
  context's scalar continued on more indented lines (joined as PyYAML joins them). Only
  the space is white space, as for PyYAML: a no-break space (U+00A0), U+3000, U+2000-U+200A
  and the like are part of a scalar, in flow collections too;
- single-quoted scalars (``'buf1[0]'``, how PyYAML writes the ids of a trace; over several
  lines, as it folds long code), always strings: each is set aside before the lines are
  read (:func:`_set_aside_quoted`) and stands as one placeholder token meanwhile.

It gives up on: double quotes, a single quote anywhere else, comments, anchors and aliases,
tags, block scalars (``|``, ``>``), directives and document markers, tabs, line breaks other
than LF and CRLF (and a byte-order mark), timestamps (and any other tag the resolver would
give), keys that are not scalars, plain scalars continued inside flow collections or over
empty lines, a scalar that starts with an indicator, ``?`` anywhere in a flow collection (it
ends a plain scalar there, or opens a complex key), a flow mapping's ``key:[`` without a
space (libyaml refuses what PyYAML reads), characters YAML does not allow, nesting deeper
than the loader's limit, and any line it cannot place.

How that is known: ``formal bench yaml-diff`` (:mod:`formal.studies.yaml_diff_bench`) is a
differential fuzzer of this reader against ``yaml.safe_load`` and formal's own PyYAML
loader, on random documents biased to the subset and its edges; tests/test_plain_yaml.py
holds the readers equal on every YAML file in the repository, on the fuzzer's corpus
(tests/fixtures/yaml_corpus.yaml: every difference it found, every edge class) and on
random documents.
"""

from __future__ import annotations

import gc
import re
from typing import Any

import yaml
from yaml.nodes import ScalarNode

NOT_PLAIN = object()


class YAMLRefused(yaml.YAMLError):
    """A YAML text that parses but is refused (a base-60 number here; too deep or too many aliases in
    :class:`formal.base.files.BoundedLoader`)."""


_MISSING = object()

# Anywhere in the text: quotes, comments, anchors, aliases, tags, block scalars, directives,
# reserved indicators, tabs (each means something this reader does not do).
_OUTSIDE_CHARS = "'\"#&*!|>%@`\t"
_NON_PRINTABLE = yaml.reader.Reader.NON_PRINTABLE  # what YAML refuses in a file
_OTHER_BREAKS = re.compile("[\x85\u2028\u2029\ufeff]")  # line breaks YAML knows besides \n and \r (and a BOM)
_FLOW_TOKENS = re.compile(r"[\[\]{},]|[^\[\]{},]+")
_STR, _INT, _FLOAT, _BOOL, _NULL = (
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
)
_RESOLVER = yaml.resolver.Resolver()
_RESOLVED_FIRST = frozenset(k for k in yaml.resolver.Resolver.yaml_implicit_resolvers if k is not None)
# First letters whose resolvers all match whole alphabetic words (yes, No, true, null, ...).
_WORDS_ONLY = frozenset(
    k
    for k, resolvers in yaml.resolver.Resolver.yaml_implicit_resolvers.items()
    if k and k.isalpha() and all(tag in (_BOOL, _NULL) for tag, _regex in resolvers)
)
_CONSTRUCTOR = yaml.constructor.SafeConstructor()
# A single-quoted scalar where a scalar may start (a line's start, after "- ", ": ", "[", "{"
# or ","), ending where a scalar may end; inside, '' stands for one quote.
_QUOTED = re.compile(r"(^ *|- +|: +|[\[{,] *)'((?:[^']|'')*)'(?= *(?:([,\]}])|(:)(?: |$)|$))", re.M)
_SEPARATOR_LINE = re.compile(r"\n(?:---|\.\.\.)(?:[ \t\n]|$)")  # a document marker ends a scalar
_PLACEHOLDER = "\x00"  # YAML refuses it in a file (checked before), so only a placeholder has it
_SEXAGESIMAL = _PLACEHOLDER + "base 60"  # in the cache: the first base-60 number read, if any


def _folded(inner: str) -> str:
    """A single-quoted scalar's value from the text between its quotes, as PyYAML's scanner
    folds it: each line break with the spaces and tabs around it becomes one space, or, after
    empty lines, one newline per empty line; ``''`` is one quote."""
    if "\n" not in inner:
        return inner.replace("''", "'")
    lines = inner.split("\n")
    value, newlines = lines[0].rstrip(" \t"), ""
    for k, line in enumerate(lines[1:], start=2):
        last = k == len(lines)
        content = line.lstrip(" \t") if last else line.strip(" \t")
        if not content and not last:
            newlines += "\n"
            continue
        value += (newlines or " ") + content
        newlines = ""
    return value.replace("''", "'")


def _set_aside_quoted(text: str, cache: dict[str, Any]) -> str:
    """``text`` with each single-quoted scalar replaced by a placeholder token whose value
    (the folded quoted text, a string) is put in ``cache``; what remains is plain or given up
    on. A scalar PyYAML would refuse (a key over several lines, a document marker inside) is
    left as it is, so its quotes make the caller give up."""

    def aside(match: re.Match[str]) -> str:
        inner = match.group(2)
        if "\n" in inner and (match.group(4) or _SEPARATOR_LINE.search(inner)):
            return match.group(0)
        token = f"{_PLACEHOLDER}{len(cache)}"
        cache[token] = _folded(inner)
        return match.group(1) + token

    return _QUOTED.sub(aside, text)


def _nested(inner: str) -> bool:
    """Whether a flow collection's inside holds another collection (four scans in C, no regex call)."""
    return "[" in inner or "{" in inner or "]" in inner or "}" in inner


class _NotPlain(Exception):
    """The text leaves the subset: the caller reads it with PyYAML."""


def _scalar(written: str, cache: dict[str, Any]) -> Any:
    """A plain scalar's object, by PyYAML's resolver and constructors (memoized per text as written)."""
    try:
        return cache[written]
    except KeyError:
        pass
    text = written.strip(" ")
    if _PLACEHOLDER in text:  # a quoted scalar set aside: alone, or inside a longer scalar (given up on)
        if text not in cache:
            raise _NotPlain
        cache[written] = cache[text]
        return cache[text]
    # PyYAML's scanner: a plain scalar starts with no indicator, but "-" followed by a non-space
    # ("?" and ":" likewise in block context only: given up on here)
    if not text or text[0] in ",[]{}?:" or (text[0] == "-" and (len(text) == 1 or text[1] == " ")):
        raise _NotPlain
    if ": " in text or text.endswith(":"):
        raise _NotPlain
    # PyYAML picks implicit resolvers by the first character: with none for it, the scalar is a
    # string; after a letter they are words (bools, null), so a letter then a non-letter is too
    first = text[0]
    if first not in _RESOLVED_FIRST or (first in _WORDS_ONLY and not text.isalpha()):
        tag = _STR
    else:
        tag = _RESOLVER.resolve(ScalarNode, text, (True, False))
    if tag == _STR:
        value: Any = text
    elif (tag == _INT or tag == _FLOAT) and ":" in text:  # base 60: refused once the document is read
        cache.setdefault(_SEXAGESIMAL, text)
        value = 0
    elif tag == _INT:
        value = _CONSTRUCTOR.construct_yaml_int(ScalarNode(tag, text))
    elif tag == _FLOAT:
        value = _CONSTRUCTOR.construct_yaml_float(ScalarNode(tag, text))
    elif tag == _BOOL:
        value = _CONSTRUCTOR.bool_values[text.lower()]
    elif tag == _NULL:
        value = None
    else:  # timestamps, merge and value keys
        raise _NotPlain
    cache[written] = value
    return value


class _Reader:
    """One document: ``ind[i]`` and ``con[i]`` are the indentation and the content of non-blank line ``i``."""

    def __init__(self, ind: list[int], con: list[str], row: list[int], max_depth: int, cache: dict[str, Any]):
        self.ind, self.con, self.row, self.n, self.max_depth = ind, con, row, len(con), max_depth
        self.cache = cache  # scalars by their text as written; the placeholders already in it

    def block(self, i: int, depth: int) -> tuple[Any, int]:
        if self.con[i].startswith("- ") or self.con[i] == "-":
            return self.sequence(i, self.ind[i], depth)
        return self.mapping(i, self.ind[i], depth)

    def mapping(self, i: int, indent: int, depth: int) -> tuple[dict, int]:
        if depth > self.max_depth:
            raise _NotPlain
        out: dict[Any, Any] = {}
        ind, con, n, cache = self.ind, self.con, self.n, self.cache
        while i < n and ind[i] == indent:
            content = con[i]
            if content.startswith("- ") or content == "-":
                break
            key, sep, rest = content.partition(": ")
            if not sep:
                if not content.endswith(":"):
                    raise _NotPlain
                key, rest = content[:-1], ""
            name = cache[key] if key in cache else _scalar(key, cache)
            if rest:
                if rest[0] not in "[{" and (i + 1 == n or ind[i + 1] <= indent):  # key: scalar, the common case
                    out[name] = cache[rest] if rest in cache else _scalar(rest, cache)
                    i += 1
                else:
                    out[name], i = self.inline(rest, i, indent, depth)
                continue
            i += 1
            if i < n and ind[i] > indent:
                out[name], i = self.block(i, depth + 1)
            elif i < n and ind[i] == indent and (con[i].startswith("- ") or con[i] == "-"):
                out[name], i = self.sequence(i, indent, depth + 1)
            else:
                out[name] = None
        if i < n and ind[i] > indent:
            raise _NotPlain
        return out, i

    def sequence(self, i: int, indent: int, depth: int) -> tuple[list, int]:
        if depth > self.max_depth:
            raise _NotPlain
        out: list[Any] = []
        ind, con, n, deepest, cache = self.ind, self.con, self.n, self.max_depth, self.cache
        while i < n and ind[i] == indent:
            content = con[i]
            if content[:2] != "- ":
                if content != "-":
                    break
                # the item is the block on the more indented lines below, or null
                i += 1
                if i < n and ind[i] > indent:
                    value, i = self.block(i, depth + 1)
                else:
                    value = None
                out.append(value)
                continue
            item = content[2:]
            first = item[0]
            if first == " ":
                item = item.lstrip(" ")
                first = item[0]
            last = i + 1 == n or ind[i + 1] <= indent  # the item ends on this line
            if first == "[" or first == "{":
                inner = item[1:-1]
                if last and depth < deepest and item[-1] == "]}"[first == "{"] and not _nested(inner):
                    value = self.one_level(first, inner)  # "- [a, b]" or "- {k: v}", the common case
                    i += 1
                else:
                    value, i = self.inline(item, i, indent, depth)
            elif first == "-" and (len(item) == 1 or item[1] == " "):
                # "- - a" (PyYAML's block style for a list in a list): the inner list's items
                # stand at the column of its first "-"
                ind[i], con[i] = indent + len(content) - len(item), item
                value, i = self.sequence(i, ind[i], depth + 1)
            elif ": " in item or item[-1] == ":":  # the item's first key opens a mapping at its own column
                ind[i], con[i] = indent + len(content) - len(item), item
                value, i = self.mapping(i, ind[i], depth + 1)
            elif last:  # "- scalar", the other common case
                value = cache[item] if item in cache else _scalar(item, cache)
                i += 1
            else:  # a scalar continued on the lines below
                value, i = self.inline(item, i, indent, depth)
            out.append(value)
        if i < n and ind[i] > indent:
            raise _NotPlain
        return out, i

    def inline(self, text: str, i: int, indent: int, depth: int) -> tuple[Any, int]:
        """The value written after ``key: `` or ``- `` on line ``i``; flow collections may go on below."""
        i += 1
        if text[0] in "[{":
            opened = text.count("[") + text.count("{") - text.count("]") - text.count("}")
            while opened > 0 and i < self.n and self.ind[i] > indent:
                if text[-1] not in ",[{":  # a break elsewhere (inside a key: value) is given up on
                    raise _NotPlain
                more = self.con[i]
                text += " " + more
                opened += more.count("[") + more.count("{") - more.count("]") - more.count("}")
                i += 1
            if opened:
                raise _NotPlain
            return self.flow(text, depth + 1), i
        if i < self.n and self.ind[i] > indent:  # a plain scalar over several lines
            return self.continued(text, i, indent)
        return _scalar(text, self.cache), i

    def continued(self, text: str, i: int, indent: int) -> tuple[Any, int]:
        """A block context's plain scalar whose first line is ``text`` and that goes on over the
        more indented lines from ``i``: PyYAML joins them with one space each (an empty line
        between would be a newline: given up on, as is a line that a plain scalar cannot hold)."""
        ind, con, row = self.ind, self.con, self.row
        parts = [text]
        while i < self.n and ind[i] > indent:
            line = con[i]
            if row[i] != row[i - 1] + 1 or ": " in line or line.endswith(":") or _PLACEHOLDER in line:
                raise _NotPlain
            parts.append(line)
            i += 1
        return _scalar(" ".join(parts), self.cache), i

    def one_level(self, opener: str, inner: str) -> Any:
        """``[a, b]`` or ``{k: v}`` of plain scalars, from the text between its brackets (no nesting).

        Scalars are cached by the token as written, spaces and all: a hit costs one lookup.
        """
        if "?" in inner:  # in a flow collection "?" ends a plain scalar or opens a complex key
            raise _NotPlain
        if not inner.strip(" "):
            return [] if opener == "[" else {}
        cache = self.cache
        found = cache.get
        if opener == "[":
            items = [found(t, _MISSING) for t in inner.split(",")]
            return [_scalar(t, cache) for t in inner.split(",")] if _MISSING in items else items
        row = {}
        for entry in inner.split(","):
            key, sep, value = entry.partition(": ")
            if not sep:
                raise _NotPlain
            name = found(key, _MISSING)
            if name is _MISSING:
                name = _scalar(key, cache)
            scalar = found(value, _MISSING)
            row[name] = _scalar(value, cache) if scalar is _MISSING else scalar
        return row

    def flow(self, text: str, depth: int) -> Any:
        opener, inner = text[0], text[1:-1]
        if depth <= self.max_depth and (opener, text[-1]) in (("[", "]"), ("{", "}")) and not _nested(inner):
            return self.one_level(opener, inner)  # the common case: no tokenizer
        if "?" in text:  # in a flow collection "?" ends a plain scalar or opens a complex key
            raise _NotPlain
        tokens = [t for t in _FLOW_TOKENS.findall(text) if t.strip(" ")]
        value, k = self._flow_value(tokens, 0, depth)
        if k != len(tokens):
            raise _NotPlain
        return value

    def _flow_value(self, tokens: list[str], k: int, depth: int) -> tuple[Any, int]:
        if depth > self.max_depth or k >= len(tokens):
            raise _NotPlain
        token = tokens[k]
        if token == "[":
            items: list[Any] = []
            k += 1
            while True:
                if k < len(tokens) and tokens[k] == "]" and not items:
                    return items, k + 1
                value, k = self._flow_value(tokens, k, depth + 1)
                items.append(value)
                if k < len(tokens) and tokens[k] == "]":
                    return items, k + 1
                if k >= len(tokens) or tokens[k] != ",":
                    raise _NotPlain
                k += 1
        if token == "{":
            mapping: dict[Any, Any] = {}
            k += 1
            while True:
                if k < len(tokens) and tokens[k] == "}" and not mapping:
                    return mapping, k + 1
                if k >= len(tokens):
                    raise _NotPlain
                written = tokens[k]
                entry = written.strip(" ")
                # "key: [" (libyaml refuses "key:[" and "key :[", which PyYAML reads: given up on)
                if (
                    entry.endswith(":")
                    and written.endswith(" ")
                    and ": " not in entry
                    and tokens[k + 1 : k + 2] in (["["], ["{"])
                ):
                    key = entry[:-1].rstrip(" ")
                    mapping[_scalar(key, self.cache)], k = self._flow_value(tokens, k + 1, depth + 1)
                else:
                    key, sep, rest = entry.partition(": ")
                    if not sep or key.startswith(("<<", "=")):
                        raise _NotPlain
                    mapping[_scalar(key.rstrip(" "), self.cache)] = _scalar(rest.strip(" "), self.cache)
                    k += 1
                if k < len(tokens) and tokens[k] == "}":
                    return mapping, k + 1
                if k >= len(tokens) or tokens[k] != ",":
                    raise _NotPlain
                k += 1
        if token in ",]}":
            raise _NotPlain
        return _scalar(token.strip(" "), self.cache), k + 1


def load_plain(text: str, max_depth: int = 100) -> Any:
    """``yaml.safe_load(text)`` for text in the subset above; :data:`NOT_PLAIN` for any other text."""
    # Each scan below is a C loop over the text (the whole file in a fraction of a second).
    if _NON_PRINTABLE.search(text) or not text.isascii() and _OTHER_BREAKS.search(text):
        return NOT_PLAIN
    if "\r" in text:
        text = text.replace("\r\n", "\n")
        if "\r" in text:
            return NOT_PLAIN
    cache: dict[str, Any] = {}
    if "'" in text:
        text = _set_aside_quoted(text, cache)
    if any(ch in text for ch in _OUTSIDE_CHARS) or any(marker in "\n" + text for marker in ("\n---", "\n...")):
        return NOT_PLAIN
    rows = text.split("\n")
    contents = [row.lstrip(" ") for row in rows]
    ind = [len(row) - len(content) for row, content in zip(rows, contents) if content]
    con = [content.rstrip(" ") for content in contents if content]
    row = [k for k, content in enumerate(contents) if content]
    if not con:
        return NOT_PLAIN
    reader = _Reader(ind, con, row, max_depth, cache)
    collecting = gc.isenabled()
    gc.disable()  # the objects built hold no cycles: the collector's passes over them are wasted (a third of the time)
    try:
        if reader.con[0][0] in "[{":  # a flow collection as the whole document
            value, i = reader.inline(reader.con[0], 0, -1, 0)
        else:
            value, i = reader.block(0, 1)
    except (_NotPlain, ValueError, KeyError, IndexError, RecursionError):
        return NOT_PLAIN
    finally:
        if collecting:
            gc.enable()
    if i != reader.n:
        return NOT_PLAIN
    if _SEXAGESIMAL in cache:
        raise sexagesimal(cache[_SEXAGESIMAL])
    return value


def sexagesimal(text: str) -> YAMLRefused:
    """The refusal of a base-60 number such as ``1:30`` (YAML 1.1 reads it as 90), named by its first characters."""
    shown = text if len(text) <= 40 else text[:40] + "..."
    return YAMLRefused(
        f"sexagesimal (base 60) number {shown!r}: formal refuses YAML 1.1's base-60 numbers (PyYAML takes time "
        "quadratic in their length); quote it to mean a string"
    )
