"""The one problem semantics (docs/semantics.md): validation, canonical hash (docs/proofs.md), dependencies,
legality and the peak of an order. Every witness the checker replays is a problem and an order here."""

from __future__ import annotations

import functools
import hashlib
import json
from typing import Any

from formal.check.base import MAX_INT, Invalid, nat, short

PROBLEM, TRACE = "formal.problem/1", "formal.trace/1"


def dependencies(accesses: list) -> tuple[list[list[int]], dict, dict]:
    """Per unit its direct predecessors (RAW, WAW, WAR); per storage its first writer and final accessors."""
    preds, last_write, reads, writer = [], {}, {}, {}
    for j, acc in enumerate(accesses):
        needs = set()
        for s, mode in acc:
            if s in last_write:
                needs.add(last_write[s])
            if mode == "r":
                reads.setdefault(s, []).append(j)
            else:
                needs.update(reads.get(s, ()))
                last_write[s], reads[s] = j, []
                writer.setdefault(s, j)
        needs.discard(j)
        preds.append(sorted(needs))
    return preds, writer, {s: reads.get(s) or [last_write[s]] for s in set(reads) | set(last_write)}


class _Reach(dict):
    """Unit -> bit mask of the units reachable from it along ``edges`` (not itself), found on first use."""

    def __init__(self, edges: list[list[int]]):
        super().__init__()
        self.edges = edges

    def __missing__(self, u: int) -> int:
        seen, stack, bits = bytearray(len(self.edges)), list(self.edges[u]), bytearray(len(self.edges) // 8 + 1)
        while stack:
            i = stack.pop()
            if not seen[i]:
                seen[i], bits[i >> 3] = 1, bits[i >> 3] | 1 << (i & 7)
                stack.extend(self.edges[i])
        self[u] = mask = int.from_bytes(bits, "little")
        return mask


class Problem:
    """A validated problem as plain data: ``units[j] = (id, transient, [(storage, mode)])`` in file order,
    ``storages[id] = (bytes, origin, freeable)``, ``preds[j]`` unit j's direct predecessors; Invalid if malformed."""

    def __init__(self, data: Any, src: str) -> None:
        def need(ok: Any, where: str, why: str) -> None:
            if not ok:
                raise Invalid(f"{src}: {where}: {why}")

        need(isinstance(data, dict) and data.get("format") in (PROBLEM, TRACE), "format", f"expected {PROBLEM!r}")
        need(all(isinstance(data.get(k), list) for k in ("storages", "units")), "storages/units", "must be lists")
        self.data, self.storages = data, {}
        for i, s in enumerate(data["storages"]):
            sid = s.get("id") if isinstance(s, dict) else None
            need(isinstance(sid, str) and sid and sid not in self.storages, f"storages[{i}]", "needs a new string id")
            ok = nat(s.get("bytes")) and s.get("origin") in ("input", "internal") and type(s.get("freeable")) is bool
            need(ok, f"storages[{i}]", "needs bytes in [0, 2^63), origin input or internal, freeable true or false")
            self.storages[sid] = (s["bytes"], s["origin"], s["freeable"])
        self.units, accessed, self.accessors = [], set(), {s: [] for s in self.storages}
        for j, u in enumerate(data["units"]):
            ok = isinstance(u, dict) and isinstance(u.get("id"), str) and u["id"] and nat(u.get("transient", 0))
            need(ok and isinstance(u.get("accesses"), list), f"units[{j}]", "needs a string id, transient, accesses")
            mine = {}
            for a in u["accesses"]:
                ok = isinstance(a, list) and len(a) == 2 and isinstance(a[0], str) and a[0] in self.storages
                ok = ok and a[1] in ("r", "w", "rw") and a[0] not in mine
                need(ok, f"units[{j}].accesses", f"bad or repeated access {short(a)}")
                first_read = a[1] == "r" and a[0] not in accessed and self.storages[a[0]][1] == "internal"
                need(not first_read, f"units[{j}].accesses", f"internal storage {short(a[0])} read before written")
                mine[a[0]] = a[1]
                self.accessors[a[0]].append(j)
            accessed |= set(mine)
            self.units.append((u["id"], u.get("transient", 0), list(mine.items())))
        total = sum(b for b, _o, _f in self.storages.values()) + max((u[1] for u in self.units), default=0)
        need(total < MAX_INT, "storages", "all bytes together, and the largest transient, must be below 2^63")
        self.index = {u[0]: j for j, u in enumerate(self.units)}
        need(len(self.index) == len(self.units), "units", "duplicate unit id")
        written = all(o == "input" or s in accessed for s, (_b, o, _f) in self.storages.items())
        need(written, "storages", "never written")
        self.preds = dependencies([acc for _i, _t, acc in self.units])[0]
        self.frees = {s: f and s in accessed for s, (_b, _o, f) in self.storages.items()}  # freed after last access
        self.inputs = sum(b for b, o, _f in self.storages.values() if o == "input")

    # Bit masks (bit j = unit j) for certificates; ancestors and descendants only of the units asked about.
    anc = functools.cached_property(lambda self: _Reach(self.preds))
    desc = functools.cached_property(lambda self: _Reach(_successors(self.preds)))

    def sha256(self) -> str:
        """sha256 of the canonical bytes specified in docs/proofs.md (names excluded)."""
        storages = sorted([s, b, o, f] for s, (b, o, f) in self.storages.items())
        units = [[i, t, sorted([s, m] for s, m in acc)] for i, t, acc in self.units]
        body = {"format": PROBLEM, "storages": storages, "units": units}
        return hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":")).encode()).hexdigest()

    def violation(self, order: Any) -> str | None:
        """Why ``order`` is not a legal schedule (a permutation of the unit ids respecting dependencies), or None."""
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
        return None if len(order) == len(self.units) else f"order has {len(order)} of {len(self.units)} units"

    def spans(self, order: list[str]) -> tuple[dict[str, int], dict[str, int]]:
        """Each accessed storage's position of first and of last access in a legal ``order``."""
        steps = [(s, pos) for pos, uid in enumerate(order) for s, _m in self.units[self.index[uid]][2]]
        return dict(reversed(steps)), dict(steps)  # in a dict built from pairs, the last pair for a key wins

    def peak(self, order: list[str]) -> int:
        """The peak of a legal order (the rules: docs/semantics.md)."""
        (first, last), st = self.spans(order), self.storages
        live = best = self.inputs
        for pos, uid in enumerate(order):
            _id, transient, accesses = self.units[self.index[uid]]
            live += sum(st[s][0] for s, _m in accesses if first[s] == pos and st[s][1] == "internal")
            best = max(best, live + transient)
            live -= sum(st[s][0] for s, _m in accesses if last[s] == pos and self.frees[s])
        return best


def _successors(preds: list[list[int]]) -> list[list[int]]:
    succs: list[list[int]] = [[] for _ in preds]
    for j, needs in enumerate(preds):
        for i in needs:
            succs[i].append(j)
    return succs
