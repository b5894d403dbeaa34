"""The checker's own reading of a problem: validation, canonical hash, dependencies, peak.

Written from the format specification (docs/proofs.md, DESIGN.md), not from formal.model,
so that a bug in the solvers' model cannot hide in the checker. Standard library and
pyyaml only; files are parsed with a safe loader and nothing in them is ever executed.

A validated problem is kept as plain data: ``units[j] = (id, transient, [(storage, mode)])``
in original order and ``storages[id] = (bytes, origin, freeable)``, plus bit masks (bit
``j`` = unit ``j``) of predecessors, ancestors, descendants and accessors.
"""

from __future__ import annotations

import functools
import hashlib
import json

import yaml

PROBLEM, TRACE = "formal.problem/1", "formal.trace/1"
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C parser is safe and much faster


class Invalid(Exception):
    """Unreadable or malformed input: one line naming the file and the field (exit code 2)."""


def read(path: str):
    try:
        with open(path, encoding="utf-8") as fh:
            return yaml.load(fh, Loader=_Loader)  # noqa: S506 - a *safe* loader, never yaml.Loader
    except OSError as exc:
        raise Invalid(f"{path}: cannot read: {exc.strerror or exc}") from None
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise Invalid(f"{path}: malformed YAML: {str(exc).splitlines()[0]}") from None


def _int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


class Problem:
    """A validated problem with everything the certificates need (see module docstring)."""

    def __init__(self, data, src: str):
        def bad(where: str, why: str) -> Invalid:
            return Invalid(f"{src}: {where}: {why}")
        if not isinstance(data, dict) or data.get("format") not in (PROBLEM, TRACE):
            raise bad("format", f"expected {PROBLEM!r} or {TRACE!r}")
        if not isinstance(data.get("storages"), list) or not isinstance(data.get("units"), list):
            raise bad("storages/units", "must be lists")
        self.data = data  # the validated mapping, as other verifiers (satref, arena) expect it
        self.storages: dict[str, tuple[int, str, bool]] = {}
        for i, s in enumerate(data["storages"]):
            if not (isinstance(s, dict) and isinstance(s.get("id"), str) and s["id"] and s["id"] not in self.storages
                    and _int(s.get("bytes")) and s.get("origin") in ("input", "internal")
                    and isinstance(s.get("freeable"), bool)):
                raise bad(f"storages[{i}]", "needs a new non-empty string id, bytes >= 0, origin, freeable")
            self.storages[s["id"]] = (s["bytes"], s["origin"], s["freeable"])
        self.units: list[tuple[str, int, list[tuple[str, str]]]] = []
        written: set[str] = set()
        for j, u in enumerate(data["units"]):
            where = f"units[{j}]"
            if not (isinstance(u, dict) and isinstance(u.get("id"), str) and u["id"]
                    and _int(u.get("transient", 0)) and isinstance(u.get("accesses"), list)):
                raise bad(where, "needs a non-empty string id, transient >= 0 and a list of accesses")
            accesses = []
            for a in u["accesses"]:
                if not (isinstance(a, list) and len(a) == 2 and isinstance(a[0], str) and a[0] in self.storages
                        and a[1] in ("r", "w", "rw")):
                    raise bad(f"{where}.accesses", f"bad access {a!r}")
                if a[0] in (s for s, _ in accesses):
                    raise bad(f"{where}.accesses", f"storage {a[0]!r} accessed twice")
                if self.storages[a[0]][1] == "internal" and a[0] not in written and a[1] == "r":
                    raise bad(f"{where}.accesses", f"internal storage {a[0]!r} read before written")
                accesses.append((a[0], a[1]))
            written.update(s for s, m in accesses if m != "r")
            self.units.append((u["id"], u.get("transient", 0), accesses))
        self.index = {u[0]: j for j, u in enumerate(self.units)}
        if len(self.index) != len(self.units):
            raise bad("units", "duplicate unit id")
        if any(o == "internal" and s not in written for s, (_, o, _f) in self.storages.items()):
            raise bad("storages", "an internal storage is never written")
        self._derive()

    def sha256(self) -> str:
        """sha256 of the canonical bytes specified in docs/proofs.md (names excluded)."""
        body = {"format": PROBLEM,
                "storages": sorted([s, b, o, f] for s, (b, o, f) in self.storages.items()),
                "units": [[i, t, sorted([s, m] for s, m in acc)] for i, t, acc in self.units]}
        text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        return hashlib.sha256(text.encode("ascii")).hexdigest()

    def _derive(self) -> None:
        """Dependencies (RAW, WAW, WAR per storage), accessor sets, per-unit allocations."""
        n = len(self.units)
        self.preds: list[int] = [0] * n  # bit masks of direct predecessors
        last_write: dict[str, int] = {}
        reads: dict[str, list[int]] = {}
        self.acc: dict[str, int] = {s: 0 for s in self.storages}  # bit mask of accessors
        for j, (_id, _t, accesses) in enumerate(self.units):
            for s, mode in accesses:
                self.acc[s] |= 1 << j
                if s in last_write:
                    self.preds[j] |= 1 << last_write[s]
                if mode == "r":
                    reads.setdefault(s, []).append(j)
                else:
                    for r in reads.get(s, ()):
                        self.preds[j] |= 1 << r
                    last_write[s], reads[s] = j, []
            self.preds[j] &= ~(1 << j)
        self.anc: list[int] = []  # edges point forward in file order, so one pass suffices
        for j in range(n):
            self.anc.append(functools.reduce(int.__or__, (self.anc[i] | 1 << i for i in range(j)
                                                          if self.preds[j] >> i & 1), 0))
        self.desc = [sum(1 << j for j in range(n) if self.anc[j] >> i & 1) for i in range(n)]
        # A freeable storage is freed after its last access; one never accessed is never freed.
        self.frees = {s: f and self.acc[s] != 0 for s, (_b, _o, f) in self.storages.items()}
        self.inputs = sum(b for b, o, _f in self.storages.values() if o == "input")

    def violation(self, order) -> str | None:
        """Why ``order`` is not a legal schedule (a permutation respecting dependencies), or None."""
        done = 0
        for uid in order:
            j = self.index.get(uid) if isinstance(uid, str) else None
            if j is None or done >> j & 1:
                return f"unit {uid!r} is unknown or repeated"
            if self.preds[j] & ~done:
                need = ((self.preds[j] & ~done) & -(self.preds[j] & ~done)).bit_length() - 1  # lowest missing
                return f"unit {uid!r} runs before {self.units[need][0]!r}, which it depends on"
            done |= 1 << j
        if len(order) != len(self.units):
            return f"order has {len(order)} units, the problem {len(self.units)}"
        return None

    def peak(self, order: list[str]) -> int:
        """The modeled peak of a legal order, straight from the semantics in DESIGN.md."""
        steps = list(enumerate(order))  # positions of each storage's first and last access:
        last = {s: pos for pos, uid in steps for s, _m in self.units[self.index[uid]][2]}
        first = {s: pos for pos, uid in reversed(steps) for s, _m in self.units[self.index[uid]][2]}
        live = best = self.inputs
        for pos, uid in enumerate(order):
            _id, transient, accesses = self.units[self.index[uid]]
            live += sum(self.storages[s][0] for s, _m in accesses if first[s] == pos and self.storages[s][1] == "internal")
            best = max(best, live + transient)
            live -= sum(self.storages[s][0] for s, _m in accesses if last[s] == pos and self.storages[s][2])
        return best
