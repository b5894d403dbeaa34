"""Verifying a lower bound on extra compute for a fixed order (docs/recompute.md, "Least extra compute, proven").

Model: every unit's *first* run comes in the problem's unit order (Moccasin's stage model);
recomputations are inserted anywhere. Sample ``t`` is the first run of unit ``t``. In the
given order without recomputation, ``live[t]`` bytes are held there (the semantics of
docs/recompute.md); ``excess[t] = live[t] - budget``. A storage ``s`` (one per repeatable
unit ``u``) naturally live at ``t`` can only be absent there if ``t`` lies strictly between
two consecutive *uses* of ``s`` (its first write, its readers' first runs) and a copy of ``s``
is born between ``t`` and the next use: a recomputation of ``u``. Absences in ``g`` distinct
gaps need ``g`` distinct recomputations, so at most ``runs[u] - 1`` gaps. Hence, with
``x[j] = 1`` when a column ``j = (s, gap)`` holds an absence, every schedule within the budget
satisfies, for each ``t`` with ``excess[t] > 0``: ``sum_j size(s_j) [t in gap j] x[j] >=
excess[t]``, and its extra compute is at least ``sum_j macs(u_j) x[j]`` (inputs a
recomputation needs, its own sample and other extra bytes are ignored: a relaxation).

Certificate: a branch-and-bound tree over the columns, in preorder: ``{branch: COLUMN}``
(followed by the subtree with it 0, then with it 1) or ``{leaf: {scale: D, cover: {t: Y},
count: {t: W}}}``. At a leaf, with the fixings on its path, the checker re-derives the
residual excesses, caps each coefficient at its row's residual, derives each row's least
number of columns ``m[t]`` (valid for 0/1 ``x``), and evaluates the Lagrangian bound of the
multipliers ``Y/D, W/D >= 0`` exactly in integers (any non-negative multipliers give a valid
bound; the per-storage limits and the 0/1 box are kept and minimised exactly). A leaf holds
when that bound, rounded up to a multiple of ``g`` (the gcd of the repeatable units' costs,
which divides every schedule's extra), reaches the claim, or when a row cannot be covered.
"""

from __future__ import annotations

import math

from formal.check.problem import Problem, nat


def relaxation(p: Problem, runs: dict, budget: int):
    """``(excess, columns)``: rows ``{t: excess > 0}`` and columns ``{name: (storage, unit, a, b)}`` (gap ``(a, b)``).

    None if the bound does not apply (a repeatable unit writing more than one storage)."""
    n = len(p.units)
    producer, uses, live = {}, {}, [0] * (n + 1)
    for pos, (_uid, _t, acc) in enumerate(p.units):
        for s, mode in acc:
            if mode != "r":
                producer[s] = pos
            uses.setdefault(s, []).append(pos)
    for s, (size, origin, _f) in p.storages.items():
        start = -1 if origin == "input" else producer[s]
        end = max(uses.get(s, [start])) if p.frees[s] else n - 1
        live[max(start, 0)] += size
        live[end + 1] -= size
    excess, held = {}, 0
    for t, (_uid, transient, _acc) in enumerate(p.units):
        held += live[t]
        if held + transient > budget:
            excess[t] = held + transient - budget
    columns = {}
    for s, u in producer.items():
        uid = p.units[u][0]
        if runs[uid] < 2 or not p.frees[s]:
            continue
        if sum(m != "r" for _s, m in p.units[u][2]) > 1:
            return None
        at = sorted(set(uses[s]))
        for a, b in zip(at, at[1:]):
            if any(a < t < b for t in excess):
                columns[f"{s}@{a}"] = (s, uid, a, b)
    return excess, columns


def leaf_bound(p: Problem, excess: dict, columns: dict, runs: dict, macs: dict, fixed: dict,
               leaf) -> tuple[int, int] | None:
    """The Lagrangian bound at a leaf with these fixings as ``(numerator, D)``, or None where no 0/1 point
    exists (a row uncoverable, a storage over its gap limit). Raises ValueError on a malformed leaf."""
    size = {j: p.storages[c[0]][0] for j, c in columns.items()}
    residual = dict(excess)
    base, left = 0, {}
    for j, v in fixed.items():
        s, uid, a, b = columns[j]
        left[s] = left.get(s, runs[uid] - 1) - v
        if v:
            base += macs.get(uid, 1)
            for t in residual:
                if a < t < b:
                    residual[t] -= size[j]
    if any(x < 0 for x in left.values()):
        return None  # more gaps fixed than recomputations allowed: no schedule here
    free = [j for j in columns if j not in fixed]
    rows = {t: [j for j in free if columns[j][2] < t < columns[j][3]] for t, r in residual.items() if r > 0}
    need = {}
    for t, js in rows.items():
        caps = sorted((min(size[j], residual[t]) for j in js), reverse=True)
        if sum(caps) < residual[t]:
            return None
        need[t] = next(m for m in range(1, len(caps) + 1) if sum(caps[:m]) >= residual[t])
    if not isinstance(leaf, dict) or not nat(leaf.get("scale"), 1):
        raise ValueError("a leaf needs scale, an integer >= 1")
    scale, cover, count = leaf["scale"], leaf.get("cover") or {}, leaf.get("count") or {}
    for mult in (cover, count):
        if not (isinstance(mult, dict) and all(t in rows and nat(y) for t, y in mult.items())):
            raise ValueError("cover and count map over-budget rows (still uncovered here) to integers >= 0")
    total = base * scale + sum(y * residual[t] for t, y in cover.items()) + sum(w * need[t] for t, w in count.items())
    reduced = {j: macs.get(columns[j][1], 1) * scale for j in free}
    for t, js in rows.items():
        y, w = cover.get(t, 0), count.get(t, 0)
        if y or w:
            for j in js:
                reduced[j] -= y * min(size[j], residual[t]) + w
    per_storage: dict = {}
    for j in free:
        if reduced[j] < 0:
            per_storage.setdefault(columns[j][0], []).append(reduced[j])
    for s, gains in per_storage.items():
        uid = columns[next(j for j in free if columns[j][0] == s)][1]
        total += sum(sorted(gains)[:left.get(s, runs[uid] - 1)])
    return total, scale


def check_extra_bound(p: Problem, runs: dict, macs: dict, budget: int, claim, tree) -> tuple[bool, str]:
    """Verdict on ``extra_lower_bound: {bound, tree}`` for the fixed order (module docstring)."""
    derived = relaxation(p, runs, budget)
    if derived is None:
        return False, "extra_lower_bound: applies only when every repeatable unit writes one storage"
    excess, columns = derived
    if not nat(claim) or not isinstance(tree, list) or not tree:
        return False, "extra_lower_bound: needs bound (an integer) and tree (a non-empty list)"
    g = 0
    for uid, _t, _acc in p.units:
        if runs[uid] > 1:
            g = math.gcd(g, macs.get(uid, 1))
    g = g or 1
    stack, leaves, at = [{}], 0, 0
    while stack:  # preorder: a branch pushes its one-subtree, then its zero-subtree (visited first)
        if at >= len(tree):
            return False, "extra_lower_bound: tree ends early"
        fixed, node = stack.pop(), tree[at]
        at += 1
        if isinstance(node, dict) and "branch" in node:
            j = node["branch"]
            if j not in columns or j in fixed:
                return False, f"extra_lower_bound: node {at - 1}: branch on unknown or fixed column {j!r}"
            stack += [{**fixed, j: 1}, {**fixed, j: 0}]
            continue
        if not isinstance(node, dict) or "leaf" not in node:
            return False, f"extra_lower_bound: node {at - 1}: neither branch nor leaf"
        leaves += 1
        try:
            value = leaf_bound(p, excess, columns, runs, macs, fixed, node["leaf"])
        except ValueError as exc:
            return False, f"extra_lower_bound: leaf {at - 1}: {exc}"
        if value is not None and value[0] <= (claim - g) * value[1]:
            return False, f"extra_lower_bound: leaf {at - 1} bounds extra by {value[0] / value[1]:.6g} only, claim {claim}"
    if at != len(tree):
        return False, "extra_lower_bound: nodes after the tree's end"
    return True, (f"extra_lower_bound: {claim} for the fixed order ({len(excess)} over-budget positions, "
                  f"{len(columns)} gap columns, {leaves} leaves, costs in multiples of {g})")
