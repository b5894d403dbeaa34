"""The recompute lower bound's relaxation, the prover's copy (docs/recompute.md, "Least extra compute, proven").

The trusted checker derives the same rows and columns with its own code (formal/check/remat.py,
whose docstring and docs/proofs.md state why they are valid); formal.recompute.lower_bound uses
this copy to search for a tree the checker accepts, and tests/test_check_remat.py holds the two
to the same relaxation and the same leaf values.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ProblemView:
    """A problem as the relaxation reads it: ``units[j] = (id, transient, [(storage, mode)])``,
    ``storages[id] = (bytes, origin, freeable)``, ``frees[id]``: freed after its last access."""

    units: list
    storages: dict
    frees: dict


def _nat(x: Any, low: int = 0) -> bool:
    return type(x) is int and low <= x < 1 << 63


def problem_view(data: dict) -> ProblemView:
    """The view of a problem mapping (``Problem.to_dict()``), already validated by the model."""
    storages = {s["id"]: (s["bytes"], s["origin"], s["freeable"]) for s in data["storages"]}
    units = [(u["id"], u.get("transient", 0), [(a[0], a[1]) for a in u["accesses"]]) for u in data["units"]]
    accessed = {s for _u, _t, acc in units for s, _m in acc}
    return ProblemView(units, storages, {s: f and s in accessed for s, (_b, _o, f) in storages.items()})


MODELS = ("fixed", "free")
MAX_TREE_NODES = 20_000  # each leaf costs rows x columns steps; formal's trees have had at most 169 nodes


def relaxation(p: ProblemView, runs: dict, budget: int, model: str) -> tuple | None:
    """``(excess, columns, limits)``: ``{row: excess > 0}``, ``{name: (group, unit id, {row: bytes})}``, ``{group:
    limit}``; None for the fixed model where a repeatable unit writes more than one storage."""
    n = len(p.units)
    producer, uses = {}, {}
    for pos, (_uid, _t, acc) in enumerate(p.units):
        for s, mode in acc:
            if mode != "r":
                producer[s] = pos
            uses.setdefault(s, []).append(pos)
    repeat = {s: u for s, u in producer.items() if runs[p.units[u][0]] > 1 and p.frees[s]}
    if model == "fixed":
        return _fixed(p, runs, budget, producer, uses, repeat)
    anc, desc = [0] * n, [0] * n  # bit masks; the problem's order is topological for the data dependencies
    for v, (_uid, _t, acc) in enumerate(p.units):
        for s, mode in acc:
            if mode == "r" and s in producer:
                anc[v] |= anc[producer[s]] | 1 << producer[s]
    for v in reversed(range(n)):
        for s, mode in p.units[v][2]:
            if mode != "r":
                for w in uses[s][1:]:
                    desc[v] |= desc[w] | 1 << w
    readers = {s: sum(1 << w for w in at if producer.get(s) != w) for s, at in uses.items()}
    excess, columns, limits = {}, {}, {}
    for v, (_uid, transient, acc) in enumerate(p.units):
        mine, held, cover = {s for s, _m in acc}, transient, {}
        for s, (size, origin, _f) in p.storages.items():
            if s in mine:
                held += size
            elif origin == "input":
                held += size if not p.frees[s] or readers.get(s, 0) & (desc[v] | 1 << v) else 0
            elif anc[v] >> producer[s] & 1 and (not p.frees[s] or readers[s] & desc[v]):
                held += size
                if s in repeat:
                    uid = p.units[producer[s]][0]
                    cover[uid] = cover.get(uid, 0) + size
        if held > budget:
            excess[v] = held - budget
            for uid, size in cover.items():
                columns.setdefault(uid, (uid, uid, {}))[2][v] = size
                limits[uid] = 1
    return excess, columns, limits


def _fixed(p: ProblemView, runs: dict, budget: int, producer: dict, uses: dict, repeat: dict) -> tuple | None:
    n = len(p.units)
    live = [0] * (n + 1)
    for s, (size, origin, _f) in p.storages.items():
        start = -1 if origin == "input" else producer[s]
        live[max(start, 0)] += size
        live[(max(uses.get(s, [start])) if p.frees[s] else n - 1) + 1] -= size
    excess, held = {}, 0
    for t, (_uid, transient, _acc) in enumerate(p.units):
        held += live[t]
        if held + transient > budget:
            excess[t] = held + transient - budget
    columns, limits = {}, {}
    for s, u in repeat.items():
        uid = p.units[u][0]
        if sum(m != "r" for _s, m in p.units[u][2]) > 1:
            return None
        at = sorted(set(uses[s]))
        for a, b in zip(at, at[1:]):
            rows = {t: p.storages[s][0] for t in excess if a < t < b}
            if rows:
                columns[f"{s}@{a}"] = (s, uid, rows)
                limits[s] = runs[uid] - 1
    return excess, columns, limits


def leaf_bound(excess: dict, columns: dict, limits: dict, macs: dict, fixed: dict, leaf: Any) -> tuple[int, int] | None:
    """The Lagrangian bound at a leaf with these fixings as ``(numerator, D)``, or None where no 0/1 point
    exists (a row uncoverable, a group over its limit). Raises ValueError on a malformed leaf."""
    residual, left, base = dict(excess), dict(limits), 0
    for j, v in fixed.items():
        group, uid, rows = columns[j]
        left[group] -= v
        if v:
            base += macs.get(uid, 1)
            for t, size in rows.items():
                residual[t] -= size
    if any(x < 0 for x in left.values()):
        return None
    free = [j for j in columns if j not in fixed]
    rows = {t: [] for t, r in residual.items() if r > 0}
    for j in free:
        for t in columns[j][2]:
            if t in rows:
                rows[t].append(j)
    need = {}
    for t, js in rows.items():
        caps = sorted((min(columns[j][2][t], residual[t]) for j in js), reverse=True)
        if sum(caps) < residual[t]:
            return None
        need[t] = next(m for m in range(1, len(caps) + 1) if sum(caps[:m]) >= residual[t])
    if not isinstance(leaf, dict) or not _nat(leaf.get("scale"), 1):
        raise ValueError("a leaf needs scale, an integer >= 1")
    scale, cover, count = leaf["scale"], leaf.get("cover") or {}, leaf.get("count") or {}
    for mult in (cover, count):
        if not (isinstance(mult, dict) and all(t in rows and _nat(y) for t, y in mult.items())):
            raise ValueError("cover and count map rows still above the budget here to integers >= 0")
    total = base * scale + sum(y * residual[t] for t, y in cover.items()) + sum(w * need[t] for t, w in count.items())
    reduced = {j: macs.get(columns[j][1], 1) * scale for j in free}
    for t, js in rows.items():
        y, w = cover.get(t, 0), count.get(t, 0)
        for j in js if y or w else ():
            reduced[j] -= y * min(columns[j][2][t], residual[t]) + w
    gains: dict = {}
    for j in free:
        if reduced[j] < 0:
            gains.setdefault(columns[j][0], []).append(reduced[j])
    total += sum(sum(sorted(g)[: left[group]]) for group, g in gains.items())
    return total, scale


def cost_unit(p: ProblemView, runs: dict, macs: dict) -> int:
    """``g``: the gcd of the repeatable units' costs (1 if none), which divides every schedule's extra."""
    g = 0
    for uid, _t, _acc in p.units:
        if runs[uid] > 1:
            g = math.gcd(g, macs.get(uid, 1))
    return g or 1
