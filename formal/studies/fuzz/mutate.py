"""The structure-aware mutator: edits the parsed YAML of one part of a bundle, then writes it back.

Flipping bytes of YAML mostly yields parse errors, which the checker refuses on its first
line. So most mutations (:data:`STRUCTURED` of them) parse one part of the bundle
(:mod:`formal.studies.fuzz.bundle`), apply one to four edits to the tree and dump it again:

* replace a value by a boundary value (-1, 0, 2^63, 10^100, 1e308, inf, nan, ``''``, a 4 KiB
  string, null, an empty list or mapping, ...), by a raw YAML token that safe_load turns into
  another type (``0x1F``, ``190:20:30``, ``2001-12-14``, ``!!binary``, ``!!set``, ``.nan``, ...), by
  another value of the same file (ids, byte counts), or by an integer near it (+-1, x2, negated,
  one bit flipped);
* drop a key or an entry, duplicate an entry, swap two values (ids), splice in another subtree,
  rename a key, add one, wrap a value in a list or mapping, truncate, shuffle or grow a list
  (up to 20,000 copies);
* edit the tokens of a whitespace-separated string (a search closure's ``parent:unit`` list) and
  the lines inside a base64+zlib payload (a ``sat_refutation``'s DRUP proof);
* rename, drop or duplicate a whole part.

After an edit the hashes that bind the files are recomputed (most of the time): a part whose
bytes changed has its sha256 replaced wherever another part quotes it (an artifact's
manifest), and a problem whose canonical hash (docs/proofs.md) changed has the new hash
written wherever the old one was (a proof's ``problem_sha256``, a training-step proof's traces),
so a mutation reaches the checks behind the hash claims. The rest are byte-level mutations
of the whole bundle (libFuzzer's own, passed in as ``byte_mutate``).

Nothing here imports atheris or the checker: the mutator is plain code over bytes.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import math
import random
import re
import zlib
from typing import Any, Callable

import yaml

from formal.studies.fuzz.bundle import Parts, pack, unpack

STRUCTURED = 0.75  # the share of structure-aware mutations; the rest flip bytes
FIX_HASHES = 0.8  # how often the hashes that bind the files are recomputed after an edit
JSON_SHARE = 0.3  # of structured mutations written as JSON (which is YAML; the checker may read it faster)
MAX_NODES = 200_000  # a tree larger than this (or one with aliases) is mutated as bytes

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

BOUNDARY: tuple[Any, ...] = (
    -1, 0, 1, 2, 3, 7, 8, 63, 64, 255, 256, 2**31 - 1, 2**32, 2**53 + 1, 2**63 - 1, 2**63, 2**64, -(2**63),
    10**100, 10**4000, 0.0, -0.0, 0.5, 1e308, math.inf, -math.inf, math.nan,
    "", " ", "x", "x" * 4096, "-1:-1", "0:0", "0:-1", "1:0", "source", "sink", "u:", "p:", "q:", "u:u0", "r", "w",
    "rw", "input", "internal", "optimal", "feasible", "fixed", "free", "formal.problem/1", "formal.trace/1",
    "formal.proof/1", "formal.arena-proof/1", "formal.recompute-proof/1", "formal.train-proof/1",
    "formal.schedule/1", "formal.artifact/1", "formal.satref/1", "../x", ".", "\u00e9", "\u2028", "\x00", "0" * 64,
    "1e9999999", "1e-9999999", "1/0", "-1/3", "0x10", "1_0", "nan", "inf", "9" * 5000,  # rationals as strings
    None, True, False, [], {}, [[]], [{}], {"": None}, [None, None], [0, 0, 0],
)  # fmt: skip
# YAML text that safe_load reads as another type than the dumper would write: sexagesimal and
# hex ints, timestamps, binary, sets, ordered pairs, the special floats, merge keys.
RAW_TOKENS = (
    "0x1F", "0o17", "017", "1_000", "190:20:30", "-0", "+1", "1e400", ".inf", "-.inf", ".nan", "~", "yes", "no",
    "on", "2001-12-14", "2001-12-14t21:59:43.10-05:00", "!!binary aGVsbG8=", "!!set {a, b}", "!!omap [a: 1]",
    "!!pairs [a: 1, a: 2]", "!!str 1", "!!int '7'", "!!float '1'", "{<<: {a: 1}}", "[a, [b, [c]]]", "!!null ''",
)  # fmt: skip
NAMES = ("bound", "kind", "unit", "units", "cases", "flow", "before", "after", "order", "peak", "id", "bytes", "extra")


def canonical_sha256(problem: Any) -> str | None:
    """The canonical problem hash of docs/proofs.md ("The canonical problem bytes"), or None
    where the mapping is not a problem of that shape (then nothing is rewritten)."""
    try:
        storages = sorted([s["id"], s["bytes"], s["origin"], s["freeable"]] for s in problem["storages"])
        units = [
            [u["id"], u.get("transient", 0), sorted([a[0], a[1]] for a in u["accesses"])] for u in problem["units"]
        ]
        body = {"format": "formal.problem/1", "storages": storages, "units": units}
        text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    except Exception:  # noqa: BLE001 - any malformed shape: no hash to carry over
        return None
    return hashlib.sha256(text.encode()).hexdigest()


class Mutator:
    """``mutator(data, max_size, seed) -> bytes``: atheris's custom-mutator signature."""

    def __init__(self, primary: str, focus: str, byte_mutate: Callable[[bytes, int], bytes]):
        self.primary, self.focus, self.byte_mutate = primary, focus, byte_mutate

    def __call__(self, data: bytes, max_size: int, seed: int) -> bytes:
        rng = random.Random(seed)
        if rng.random() >= STRUCTURED:
            return self.byte_mutate(data, max_size)
        try:
            out = self.structured(unpack(data, self.primary), rng)
        except RecursionError:  # a tree too deep to walk or dump: flip bytes instead
            out = None
        if out is None or len(out) > max_size:
            return self.byte_mutate(data, max_size)
        return out

    def structured(self, parts: Parts, rng: random.Random) -> bytes | None:
        if not parts:
            return None
        if rng.random() < 0.05:
            return pack(_edit_parts(parts, rng))
        focus = [k for k, (name, _b) in enumerate(parts) if name == self.focus]
        k = focus[0] if focus and rng.random() < 0.75 else rng.randrange(len(parts))
        name, raw = parts[k]
        tree = _parse(raw)
        if tree is None:
            new = self.byte_mutate(raw, len(raw) + 256)
        else:
            before = _problem_hashes(tree)
            for _ in range(rng.choice((1, 1, 1, 2, 2, 3, 4))):
                edit(tree, rng)
            text = _dump(tree, rng)
            if text is None:
                return None
            new = text.encode("utf-8", "surrogatepass")
            if rng.random() < FIX_HASHES:
                parts = _rebind(parts, k, new, before, tree)
        parts = list(parts)
        parts[k] = (name, new)
        return pack(parts)


# --------------------------------------------------------------------------- parsing and dumping


def _parse(raw: bytes) -> Any:
    """The YAML tree of ``raw``, or None: unparseable, a scalar, aliases (a bomb stays bytes) or too big."""
    if b"&" in raw and b"*" in raw:
        return None
    try:
        tree = yaml.load(raw, Loader=_Loader)  # noqa: S506 - a safe loader
    except (yaml.YAMLError, ValueError, RecursionError):
        return None
    if not isinstance(tree, (dict, list)) or len(_slots(tree, MAX_NODES + 1)) > MAX_NODES:
        return None
    return tree


_RAW = "zzRAWzz"  # a plain scalar the dumper writes as is; replaced by a raw token after dumping


def _dump(tree: Any, rng: random.Random) -> str | None:
    try:
        if rng.random() < JSON_SHARE:
            text = json.dumps(tree, separators=(",", ":") if rng.random() < 0.5 else None)
        else:
            style = rng.choice((None, None, None, True, False))
            text = yaml.dump(tree, Dumper=_Dumper, default_flow_style=style, sort_keys=False, width=120)
    except (TypeError, ValueError, yaml.YAMLError):  # a set or a date in JSON; an int JSON cannot write
        try:
            text = yaml.dump(tree, Dumper=_Dumper, sort_keys=False, width=120)
        except (TypeError, ValueError, yaml.YAMLError):
            return None
    while _RAW in text:
        text = text.replace(_RAW, rng.choice(RAW_TOKENS), 1)
    return text


def _problem_hashes(tree: Any) -> dict[tuple, str]:
    """path -> canonical hash of every problem-shaped mapping in the tree (the tree itself, an
    embedded ``problem:``)."""
    out = {}
    for path in ((), ("problem",)):
        node = _at(tree, path)
        if isinstance(node, dict) and "units" in node and "storages" in node:
            sha = canonical_sha256(node)
            if sha:
                out[path] = sha
    return out


def _at(tree: Any, path: tuple) -> Any:
    for key in path:
        if not isinstance(tree, dict) or key not in tree:
            return None
        tree = tree[key]
    return tree


def _rebind(parts: Parts, k: int, new: bytes, before: dict[tuple, str], tree: Any) -> Parts:
    """Carry changed hashes over: the part's file sha256 and its problems' canonical hashes."""
    swaps = [(hashlib.sha256(parts[k][1]).hexdigest(), hashlib.sha256(new).hexdigest())]
    for path, old in before.items():
        now = canonical_sha256(_at(tree, path))
        if now and now != old:
            swaps.append((old, now))
    out = []
    for j, (name, data) in enumerate(parts):
        for old, now in swaps:
            if j != k or old != swaps[0][0]:  # a file's own hash is never inside it
                data = data.replace(old.encode(), now.encode())
        out.append((name, data))
    return out


# --------------------------------------------------------------------------- edits


def _slots(tree: Any, limit: int = MAX_NODES) -> list[tuple[Any, Any]]:
    """Every (container, key) of the tree, each container once (aliases are walked once)."""
    out: list[tuple[Any, Any]] = []
    seen, stack = set(), [tree]
    while stack and len(out) < limit:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        keys = list(node) if isinstance(node, dict) else range(len(node))
        for key in keys:
            out.append((node, key))
            child = node[key]
            if isinstance(child, (dict, list)):
                stack.append(child)
    return out


def _descend(tree: Any, rng: random.Random) -> tuple[Any, Any] | None:
    """A slot found by walking down from the root, stopping at each level with probability 0.3."""
    node, slot = tree, None
    while isinstance(node, (dict, list)) and len(node):
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
        slot, node = (node, key), node[key]
        if rng.random() < 0.3:
            break
    return slot


def _pool(slots: list[tuple[Any, Any]], rng: random.Random) -> list[Any]:
    """Scalars of the same tree (ids, byte counts), a sample of up to 64."""
    picks = [c[k] for c, k in rng.sample(slots, min(len(slots), 256))]
    values = [v for v in picks if isinstance(v, (str, int)) and not isinstance(v, bool) and len(str(v)) < 200]
    return values[:64] or [0]


def _tweak(v: int, rng: random.Random) -> int:
    return rng.choice(
        (v + 1, v - 1, v * 2, -v, v // 2, v + rng.randint(-8, 8), v ^ (1 << rng.randrange(64)), 2**63 - v, 0)
    )


def edit(tree: Any, rng: random.Random) -> None:
    """One random edit of ``tree`` (a dict or list), in place."""
    slots = _slots(tree)
    if not slots:
        if isinstance(tree, dict):
            tree[rng.choice(NAMES)] = copy.deepcopy(rng.choice(BOUNDARY))
        else:
            tree.append(copy.deepcopy(rng.choice(BOUNDARY)))
        return
    slot = rng.choice(slots) if rng.random() < 0.5 else _descend(tree, rng)
    assert slot is not None
    c, k = slot
    v = c[k]
    op = rng.randrange(16)
    if op == 0:
        c[k] = copy.deepcopy(rng.choice(BOUNDARY))
    elif op == 1:
        c[k] = _RAW
    elif op == 2:
        c[k] = rng.choice(_pool(slots, rng))
    elif op == 3 and isinstance(v, int) and not isinstance(v, bool):
        c[k] = _tweak(v, rng)
    elif op == 4:
        del c[k]
    elif op == 5 and isinstance(c, list):
        c.insert(rng.randrange(len(c) + 1), copy.deepcopy(v))
    elif op == 6 and not isinstance(v, (dict, list)):  # two scalars (ids, byte counts) trade places
        scalars = [
            (c2, k2) for c2, k2 in rng.sample(slots, min(len(slots), 64)) if not isinstance(c2[k2], (dict, list))
        ]
        if scalars:
            c2, k2 = rng.choice(scalars)
            c[k], c2[k2] = c2[k2], v
    elif op == 7:
        c2, k2 = rng.choice(slots)
        c[k] = copy.deepcopy(c2[k2])
    elif op == 8 and isinstance(c, dict):
        key = rng.choice([*_pool(slots, rng), *NAMES, "", "x" * 300])
        c[key] = c.pop(k)
    elif op == 9 and isinstance(v, dict):
        key = rng.choice([*NAMES, *(x for x in _pool(slots, rng) if isinstance(x, str))])
        v[key] = copy.deepcopy(rng.choice(BOUNDARY))
    elif op == 10:
        c[k] = rng.choice(([v], {str(k): v}, list(v.values()) if isinstance(v, dict) else str(v)))
    elif op == 11 and isinstance(v, list) and v:
        del v[rng.randrange(len(v)) :]
    elif op == 12 and isinstance(v, list) and v:
        item = rng.choice(v)
        n = rng.choice((1, 10, 1000, 20_000)) if not isinstance(item, (dict, list)) else rng.choice((1, 10, 200))
        v.extend(copy.deepcopy(item) for _ in range(n))
    elif op == 13 and isinstance(v, list):
        rng.shuffle(v)
    elif op == 14 and isinstance(v, str):
        c[k] = _edit_payload(v, rng) or _edit_tokens(v, rng)
    elif op == 15 and isinstance(v, (dict, list)):
        c[k] = {} if isinstance(v, list) else []
    else:  # the op does not fit the value: the most common edit instead
        c[k] = copy.deepcopy(rng.choice(BOUNDARY))


def _edit_tokens(text: str, rng: random.Random) -> str:
    """An edit of a whitespace-separated token list (``parent:unit`` tokens), or of the string itself."""
    tokens = text.split()
    if len(tokens) < 2:
        return rng.choice((text + text, text[: len(text) // 2], text + " " + text, text.upper(), "-1:-1 " + text))
    i = rng.randrange(len(tokens))
    op = rng.randrange(6)
    if op == 0:
        del tokens[i]
    elif op == 1:
        tokens.insert(rng.randrange(len(tokens) + 1), tokens[i])
    elif op == 2:
        j = rng.randrange(len(tokens))
        tokens[i], tokens[j] = tokens[j], tokens[i]
    elif op == 3:
        tokens[i] = re.sub(r"-?\d+", lambda m: str(_tweak(int(m.group()), rng)), tokens[i], count=1)
    elif op == 4:
        tokens[i] = rng.choice(("-1:-1", "0:0", "x:y", ":", "1:", ":1", "99999999999:0", "0:" + str(2**63), ""))
    else:
        del tokens[rng.randrange(len(tokens)) :]
    return " ".join(tokens)


def _edit_payload(text: str, rng: random.Random) -> str | None:
    """An edit of the lines inside a base64+zlib payload (DRUP: ``l1 l2 0`` lemmas), re-encoded; None
    if ``text`` is not such a payload."""
    if len(text) < 8:
        return None
    try:
        inner = zlib.decompress(base64.b64decode(text, validate=True), bufsize=1 << 16).decode()
    except (ValueError, zlib.error, UnicodeDecodeError):
        return None
    lines = inner.splitlines() or [""]
    i = rng.randrange(len(lines))
    op = rng.randrange(6)
    if op == 0:
        del lines[i]
    elif op == 1:
        lines.insert(i, lines[rng.randrange(len(lines))])
    elif op == 2:
        lines[i] = _edit_tokens(lines[i], rng)
    elif op == 3:
        lines[i] = rng.choice(("0", "d 0", "c x", "1 -1 0", "1 0", "-1 0", "1 2", "x 0", str(2**63) + " 0", ""))
    elif op == 4:
        lines.append("0")
    else:
        rng.shuffle(lines)
    return base64.b64encode(zlib.compress("\n".join(lines).encode() + b"\n")).decode()


def _edit_parts(parts: Parts, rng: random.Random) -> Parts:
    """Rename, drop or duplicate one whole part."""
    parts = list(parts)
    k = rng.randrange(len(parts))
    name, data = parts[k]
    op = rng.randrange(3)
    if op == 0 and len(parts) > 1:
        del parts[k]
    elif op == 1:
        other = rng.choice(parts)[0]
        parts[k] = (rng.choice((other, name + ".x", "x.yaml", name.upper(), "-" + name)), data)
    else:
        parts.insert(rng.randrange(len(parts) + 1), (rng.choice(parts)[0], data))
    return parts
