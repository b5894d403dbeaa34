"""The recompute lower bound: covering rows derived from the problem, a branch-and-bound tree of linear certificates.

Rows are moments every schedule passes, with the bytes held there above the budget unless some
storages are absent; columns are recomputations that may make them absent, at a cost (MACs), in
groups of limited size. docs/proofs.md ("The recompute lower bound") states both models and why
each row and column is valid; each leaf of the tree is a linear certificate (formal/check/bound.py).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from formal.check.base import nat
from formal.check.bound import lagrangian
from formal.check.problem import Problem

MAX_TREE_NODES = 20_000  # each leaf costs rows x columns steps; formal's trees have had at most 169 nodes


def relaxation(p: Problem, runs: dict, budget: int, model: str) -> tuple | None:
    """``(excess {row: bytes over budget}, columns {name: (group, unit, {row: bytes})}, limits {group: n})``;
    None for the fixed model where a repeatable unit writes more than one storage."""
    n, producer, uses = len(p.units), {}, {}
    for pos, (_uid, _t, acc) in enumerate(p.units):
        for s, mode in acc:
            producer.update({s: pos} if mode != "r" else {})
            uses.setdefault(s, []).append(pos)
    repeat = {s: u for s, u in producer.items() if runs[p.units[u][0]] > 1 and p.frees[s]}
    excess, columns, limits = {}, {}, {}
    if model == "fixed":  # row t: the first run of unit t, in the problem's order without recomputation
        live, held = [0] * (n + 1), 0
        for s, (size, origin, _f) in p.storages.items():
            start = -1 if origin == "input" else producer[s]
            live[max(start, 0)] += size
            live[(max(uses.get(s, [start])) if p.frees[s] else n - 1) + 1] -= size
        for t, (_uid, transient, _acc) in enumerate(p.units):
            held += live[t]
            excess.update({t: held + transient - budget} if held + transient > budget else {})
        for s, u in repeat.items():  # column s@a: s absent in the gap after its use a (a recomputation)
            if sum(m != "r" for _s, m in p.units[u][2]) > 1:
                return None
            at = sorted(set(uses[s]))
            for a, b in zip(at, at[1:]):
                rows = {t: p.storages[s][0] for t in excess if a < t < b}
                columns.update({f"{s}@{a}": (s, p.units[u][0], rows)} if rows else {})
                limits.update({s: runs[p.units[u][0]] - 1} if rows else {})
        return excess, columns, limits
    anc, desc = [0] * n, [0] * n  # free model, row v: the first run of v; data ancestors and descendants
    for v, (_uid, _t, acc) in enumerate(p.units):
        for s in (s for s, mode in acc if mode == "r" and s in producer):
            anc[v] |= anc[producer[s]] | 1 << producer[s]
    for v in reversed(range(n)):
        for s in (s for s, mode in p.units[v][2] if mode != "r"):
            for w in uses[s][1:]:
                desc[v] |= desc[w] | 1 << w
    readers = {s: sum(1 << w for w in at if producer.get(s) != w) for s, at in uses.items()}
    for v, (_uid, transient, acc) in enumerate(p.units):
        mine, held, cover = {s for s, _m in acc}, transient, {}
        for s, (size, origin, _f) in p.storages.items():
            if s in mine:
                held += size
            elif origin == "input":
                held += size if not p.frees[s] or readers.get(s, 0) & (desc[v] | 1 << v) else 0
            elif anc[v] >> producer[s] & 1 and (not p.frees[s] or readers[s] & desc[v]):
                held += size
                if s in repeat:  # column u: u recomputed at least once covers its storages at every row
                    cover[p.units[producer[s]][0]] = cover.get(p.units[producer[s]][0], 0) + size
        if held > budget:
            excess[v] = held - budget
            for uid, size in cover.items():
                columns.setdefault(uid, (uid, uid, {}))[2][v] = size
                limits[uid] = 1
    return excess, columns, limits


def leaf_bound(excess: dict, columns: dict, limits: dict, macs: dict, fixed: dict, leaf: Any) -> Fraction | None:
    """The bound a leaf's multipliers prove under the fixings ``fixed``; None where no 0-1 point exists there.
    Rows: each row's residual excess (coefficients capped at it) and its least number of columns."""
    residual, left, base = dict(excess), dict(limits), 0
    for j, v in fixed.items():
        group, uid, rows = columns[j]
        left[group] -= v
        base += macs.get(uid, 1) * v
        for t, size in rows.items() if v else ():
            residual[t] -= size
    if any(x < 0 for x in left.values()):
        return None
    free = [j for j in columns if j not in fixed]
    cover = {t: {j: min(columns[j][2][t], r) for j in free if t in columns[j][2]} for t, r in residual.items() if r > 0}
    need = {}
    for t, coefs in cover.items():
        caps = sorted(coefs.values(), reverse=True)
        if sum(caps) < residual[t]:
            return None
        need[t] = next(m for m in range(1, len(caps) + 1) if sum(caps[:m]) >= residual[t])
    if not (isinstance(leaf, dict) and nat(leaf.get("scale"), 1)):
        raise ValueError("a leaf needs scale, an integer >= 1")
    ys = {"cover": leaf.get("cover") or {}, "count": leaf.get("count") or {}}
    if not all(isinstance(y, dict) and all(t in cover and nat(v) for t, v in y.items()) for y in ys.values()):
        raise ValueError("cover and count map rows still above the budget here to integers >= 0")
    rows = [(coefs, residual[t]) for t, coefs in cover.items()]
    rows += [(dict.fromkeys(c, 1), need[t]) for t, c in cover.items()]
    mults = [Fraction(ys[kind].get(t, 0), leaf["scale"]) for kind in ("cover", "count") for t in cover]
    costs = {j: macs.get(columns[j][1], 1) for j in free}
    return base + lagrangian(costs, rows, mults, {j: columns[j][0] for j in free}, left)


def check_extra_bound(p: Problem, runs: dict, macs: dict, budget: int, bound: Any) -> tuple[bool, str]:
    """Verdict on ``extra_lower_bound: {model, bound, tree}``: every leaf of the preorder tree proves the bound."""
    ok = isinstance(bound, dict) and bound.get("model") in ("fixed", "free") and nat(bound.get("bound"))
    if not (ok and isinstance(bound.get("tree"), list) and 0 < len(bound["tree"]) <= MAX_TREE_NODES):
        return False, f"extra_lower_bound: needs model (fixed or free), bound, tree (1 to {MAX_TREE_NODES} nodes)"
    model, claim, tree = bound["model"], bound["bound"], bound["tree"]
    derived = relaxation(p, runs, budget, model)
    if derived is None:
        return False, "extra_lower_bound: the fixed model's bound needs one storage per repeatable unit"
    excess, columns, limits = derived
    g = math.gcd(*(macs.get(u, 1) for u, _t, _a in p.units if runs[u] > 1)) or 1  # divides every schedule's extra
    stack, leaves, at = [{}], 0, 0
    while stack:  # preorder: a branch pushes its one-subtree, then its zero-subtree (visited first)
        if at >= len(tree):
            return False, "extra_lower_bound: tree ends early"
        fixed, node = stack.pop(), tree[at]
        at += 1
        if isinstance(node, dict) and "branch" in node:
            j = node["branch"]
            if not isinstance(j, str) or j not in columns or j in fixed:
                return False, f"extra_lower_bound: node {at - 1}: branch on an unknown or fixed column"
            stack += [{**fixed, j: 1}, {**fixed, j: 0}]
            continue
        if not isinstance(node, dict) or "leaf" not in node:
            return False, f"extra_lower_bound: node {at - 1}: neither branch nor leaf"
        leaves += 1
        try:
            value = leaf_bound(excess, columns, limits, macs, fixed, node["leaf"])
        except ValueError as exc:
            return False, f"extra_lower_bound: leaf {at - 1}: {exc}"
        if value is not None and value <= claim - g:
            return False, f"extra_lower_bound: leaf {at - 1} bounds extra by {float(value):.6g} only, not {claim}"
    if at != len(tree):
        return False, "extra_lower_bound: nodes after the tree's end"
    said = f"{len(excess)} rows above the budget, {len(columns)} columns, {leaves} leaves, costs in multiples of {g}"
    return True, f"extra_lower_bound: {claim} in the {model} model ({said})"
