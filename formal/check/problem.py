"""The checker's own reading of a problem: validation, canonical hash, dependencies, peak (docs/proofs.md)."""

from __future__ import annotations

import functools
import hashlib
import json
from typing import Any

import yaml

from formal.check.satref import (
    MAX_CERT_UNITS,
    MAX_FILE_BYTES,
    MAX_INT,
    MAX_YAML_DEPTH,
    MAX_YAML_NODES,
    dependencies,
    short,
)

PROBLEM, TRACE = "formal.problem/1", "formal.trace/1"
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C parser is safe and much faster


class Invalid(Exception):
    """Unreadable or malformed input: one line naming the file and the field (exit code 2)."""


def read(path: str) -> Any:
    """The YAML document at ``path``, parsed with a safe loader within the limits; Invalid if unreadable."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise Invalid(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise Invalid(f"{path}: larger than the checker's limit of {MAX_FILE_BYTES} bytes")
    try:
        text = raw.decode("utf-8")
        data = _json(text)
        if data is not None:
            _json_within_limits(data, path)
            return data
        _within_limits(text, path)
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - a *safe* loader, never yaml.Loader
    except (yaml.YAMLError, ValueError, RecursionError) as exc:  # ValueError: bad UTF-8, an int over 4300 digits
        why = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        raise Invalid(f"{path}: malformed YAML: {why[:200]}") from None


# Before anything is built, in one pass over the parser's events: no aliases (formal writes none), at most
# MAX_YAML_NODES nodes and MAX_YAML_DEPTH levels of nesting.
def _within_limits(text: str, path: str) -> None:
    nodes = depth = 0
    for event in yaml.parse(text, Loader=_Loader):
        if isinstance(event, yaml.AliasEvent):
            raise Invalid(f"{path}: YAML aliases (*name) are not accepted by the checker")
        if isinstance(event, yaml.NodeEvent):  # scalars, and the starts of lists and mappings
            nodes += 1
            depth += isinstance(event, yaml.CollectionStartEvent)
        depth -= isinstance(event, yaml.CollectionEndEvent)
        if nodes > MAX_YAML_NODES or depth > MAX_YAML_DEPTH:
            raise Invalid(
                f"{path}: more than the checker's limit of {MAX_YAML_NODES} YAML nodes or "
                f"{MAX_YAML_DEPTH} levels of nesting"
            )


# JSON is YAML, and for the JSON formal writes (`-o NAME.json`: strings without escapes, ints, booleans, null,
# lists, mappings) json.loads builds exactly safe_load's objects, tens of times faster. Anything where the two
# readers could differ (floats, NaN, backslash-u escapes, tabs, characters YAML forbids) is read as YAML instead.
def _json(text: str) -> Any:
    if (
        text.lstrip(" \r\n")[:1] not in ("{", "[")
        or "\t" in text
        or "\\u" in text
        or yaml.reader.Reader.NON_PRINTABLE.search(text)
    ):
        return None
    try:
        return json.loads(text, parse_float=_not_json, parse_constant=_not_json)
    except (ValueError, RecursionError):  # not JSON, a float, or too deep: the YAML path decides
        return None


def _not_json(_text: str) -> Any:
    raise ValueError("not formal's JSON")


def _json_within_limits(data: Any, path: str) -> None:
    """The YAML path's node and depth limits, on parsed JSON (which has no aliases)."""
    nodes, stack = 0, [(data, 1)]
    while stack:
        obj, depth = stack.pop()
        nodes += 1
        if nodes > MAX_YAML_NODES or depth > MAX_YAML_DEPTH:
            raise Invalid(
                f"{path}: more than the checker's limit of {MAX_YAML_NODES} YAML nodes or "
                f"{MAX_YAML_DEPTH} levels of nesting"
            )
        if type(obj) is dict:
            stack += [(x, depth + 1) for kv in obj.items() for x in kv]
        elif type(obj) is list:
            stack += [(x, depth + 1) for x in obj]


def nat(x: Any, low: int = 0) -> bool:
    """True for an int (not a bool) with low <= x < 2^63 (the limit on byte counts and every integer)."""
    return isinstance(x, int) and not isinstance(x, bool) and low <= x < MAX_INT


class Claims(list):
    """The verdicts of one check, (holds, message) each; ``add`` records one and returns whether it holds."""

    def add(self, holds: Any, yes: str, no: str | None = None) -> bool:
        self.append((bool(holds), yes if holds or no is None else no))  # ``yes`` either way if ``no`` is None
        return bool(holds)


class _Reach(dict):
    """Unit index -> bit mask of the units reachable from it along ``edges`` (not itself), computed on first use."""

    def __init__(self, edges: list[list[int]]):
        super().__init__()
        self.edges = edges

    def __missing__(self, u: int) -> int:
        seen, stack, bits = bytearray(len(self.edges)), list(self.edges[u]), bytearray(len(self.edges) // 8 + 1)
        while stack:
            i = stack.pop()
            if not seen[i]:
                seen[i] = 1
                bits[i >> 3] |= 1 << (i & 7)
                stack.extend(self.edges[i])
        self[u] = mask = int.from_bytes(bits, "little")
        return mask


def _successors(preds: list[list[int]]) -> list[list[int]]:
    succs: list[list[int]] = [[] for _ in preds]
    for j, needs in enumerate(preds):
        for i in needs:
            succs[i].append(j)
    return succs


class Problem:
    """A validated problem as plain data with its dependencies (``preds[j]``: unit j's direct predecessors,
    as indices; the masks ``anc``, ``desc``, ``pred_mask``, ``acc`` when a certificate needs them); Invalid if
    malformed."""

    def __init__(self, data: Any, src: str) -> None:
        def fail(where: str, why: str) -> Invalid:
            raise Invalid(f"{src}: {where}: {why}")

        if not (isinstance(data, dict) and data.get("format") in (PROBLEM, TRACE)):
            fail("format", f"expected {PROBLEM!r} or {TRACE!r}")
        if not all(isinstance(data.get(key), list) for key in ("storages", "units")):
            fail("storages/units", "must be lists")
        self.data = data  # the validated mapping, as the other verifiers take it
        self.storages: dict[str, tuple[int, str, bool]] = {}  # id: (bytes, origin, freeable)
        for i, s in enumerate(data["storages"]):
            if not (
                isinstance(s, dict)
                and isinstance(s.get("id"), str)
                and s["id"]
                and s["id"] not in self.storages
                and nat(s.get("bytes"))
                and s.get("origin") in ("input", "internal")
                and isinstance(s.get("freeable"), bool)
            ):
                fail(f"storages[{i}]", "needs a new non-empty string id, bytes in [0, 2^63), origin, freeable")
            self.storages[s["id"]] = (s["bytes"], s["origin"], s["freeable"])
        self.units: list[tuple[str, int, list[tuple[str, str]]]] = []  # (id, transient, [(storage, mode)])
        self.accessed: set[str] = set()
        self.accessors: dict[str, list[int]] = {s: [] for s in self.storages}
        for j, u in enumerate(data["units"]):
            where = f"units[{j}]"
            if not (
                isinstance(u, dict)
                and isinstance(u.get("id"), str)
                and u["id"]
                and nat(u.get("transient", 0))
                and isinstance(u.get("accesses"), list)
            ):
                fail(where, "needs a non-empty string id, transient in [0, 2^63), accesses")
            accesses, mine = [], set()
            for a in u["accesses"]:
                if not (
                    isinstance(a, list)
                    and len(a) == 2
                    and isinstance(a[0], str)
                    and a[0] in self.storages
                    and a[1] in ("r", "w", "rw")
                ):
                    fail(f"{where}.accesses", f"bad access {short(a)}")
                if a[0] in mine:
                    fail(f"{where}.accesses", f"storage {short(a[0])} accessed twice")
                if a[1] == "r" and a[0] not in self.accessed and self.storages[a[0]][1] == "internal":
                    fail(f"{where}.accesses", f"internal storage {short(a[0])} read before written")
                accesses.append((a[0], a[1]))
                mine.add(a[0])
                self.accessors[a[0]].append(j)
            self.accessed |= mine  # an internal storage's first access is a write (checked above)
            self.units.append((u["id"], u.get("transient", 0), accesses))
        self.index = {u[0]: j for j, u in enumerate(self.units)}
        if len(self.index) != len(self.units):
            fail("units", "duplicate unit id")
        if not all(o == "input" or s in self.accessed for s, (_, o, _f) in self.storages.items()):
            fail("storages", "an internal storage is never written")
        # satref keeps the one implementation of the dependency rules (it imports only the standard library)
        self.preds = dependencies([acc for _i, _t, acc in self.units])[0]
        # A freeable storage is freed after its last access; one never accessed is never freed.
        self.frees = {s: f and s in self.accessed for s, (_b, _o, f) in self.storages.items()}
        self.inputs = sum(b for b, o, _f in self.storages.values() if o == "input")

    # The bit masks certificates use (bit j = unit j): units^2 / 8 bytes each, hence MAX_CERT_UNITS.
    def _preds(self) -> list[list[int]]:
        if len(self.units) > MAX_CERT_UNITS:
            raise ValueError(f"certificates are checked on at most {MAX_CERT_UNITS} units (the checker's limit)")
        return self.preds

    # Ancestors and descendants (bit masks) only of the units a certificate asks about, each found on first use
    # by a walk of O(units + edges): a cut certificate names a few units, and full tables would be quadratic.
    anc = functools.cached_property(lambda self: _Reach(self.preds))
    desc = functools.cached_property(lambda self: _Reach(_successors(self.preds)))
    pred_mask = functools.cached_property(lambda self: [sum(1 << i for i in needs) for needs in self._preds()])
    acc = functools.cached_property(
        lambda self: (
            {s: sum(1 << j for j in js) for s, js in self.accessors.items()} if self._preds() is not None else None
        )
    )  # each storage's accessors

    def sha256(self) -> str:
        """sha256 of the canonical bytes specified in docs/proofs.md (names excluded)."""
        body = {
            "format": PROBLEM,
            "storages": sorted([s, b, o, f] for s, (b, o, f) in self.storages.items()),
            "units": [[i, t, sorted([s, m] for s, m in acc)] for i, t, acc in self.units],
        }
        text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        return hashlib.sha256(text.encode("ascii")).hexdigest()

    def violation(self, order: Any) -> str | None:
        """Why ``order`` is not a legal schedule (a permutation respecting dependencies), or None."""
        if not isinstance(order, list):
            return "order is not a list of unit ids"
        done = bytearray(len(self.units))
        for uid in order:
            j = self.index.get(uid) if isinstance(uid, str) else None
            if j is None or done[j]:
                return f"unit {short(uid)} is unknown or repeated"
            missing = [i for i in self.preds[j] if not done[i]]
            if missing:
                return f"unit {short(uid)} runs before {short(self.units[missing[0]][0])}, which it depends on"
            done[j] = 1
        if len(order) != len(self.units):
            return f"order has {len(order)} units, the problem {len(self.units)}"
        return None

    def spans(self, order: list[str]) -> tuple[dict[str, int], dict[str, int]]:
        """Each accessed storage's position of first access and of last access in a legal ``order``."""
        steps = [(s, pos) for pos, uid in enumerate(order) for s, _m in self.units[self.index[uid]][2]]
        return dict(reversed(steps)), dict(steps)  # in a dict built from pairs, the last pair for a key wins

    def peak(self, order: list[str]) -> int:
        """The modeled peak of a legal order (docs/semantics.md)."""
        (first, last), st = self.spans(order), self.storages
        live = best = self.inputs
        for pos, uid in enumerate(order):
            _id, transient, accesses = self.units[self.index[uid]]
            live += sum(st[s][0] for s, _m in accesses if first[s] == pos and st[s][1] == "internal")
            best = max(best, live + transient)
            live -= sum(st[s][0] for s, _m in accesses if last[s] == pos and st[s][2])
        return best
