"""Verifying a lower bound on extra compute under a budget (docs/recompute.md, "Least extra compute, proven").

Both bounds are 0/1 covering relaxations: *rows* are moments every schedule passes, with the
bytes ``excess[row]`` held there above the budget unless some storages are absent; *columns*
are recomputation choices that may make storages absent at some rows (coefficient = those
bytes), with a cost (the unit's MACs) and a group whose columns at most ``limit`` may be chosen.

* ``fixed`` (every first run in the problem's unit order: Moccasin's model): row ``t`` is the
  first run of unit ``t``, its excess that of the given order without recomputation. A
  storage ``s`` of a repeatable unit ``u``, naturally live at ``t``, can be absent there only
  if ``t`` lies strictly between two consecutive *uses* of ``s`` (its write, its readers'
  first runs) and a copy is born between ``t`` and the next use: a recomputation. Column
  ``s@a`` = the gap starting at use ``a``; absences in distinct gaps need distinct
  recomputations, so group ``s`` has limit ``runs[u] - 1``.
* ``free`` (any order): row ``v`` is the first run of unit ``v``. Whatever the order, live
  there are the storages ``v`` accesses, never-freed storages already written, inputs with a
  reader ``v`` or after ``v``, and every storage written by an ancestor of ``v`` and read by
  a descendant of ``v`` (its reader's first run comes later and needs a copy): such a storage
  is absent only if its unit ``u`` is recomputed (if ``u`` may not rerun, it is simply live).
  Column ``u`` (group ``u``, limit 1) covers, at every row, the bytes of ``u``'s storages of
  that kind: "recomputed at least once", however often and wherever.

Every schedule within the budget (of the model) therefore gives a 0/1 point covering every
row, and its extra compute is at least the chosen columns' cost: the relaxation's optimum is a
lower bound (inputs a recomputation needs, its own sample, other extra bytes are ignored).

Certificate: a branch-and-bound tree over the columns, in preorder: ``{branch: COLUMN}``
(followed by the subtree with it 0, then with it 1) or ``{leaf: {scale: D, cover: {row: Y},
count: {row: W}}}``. At a leaf, with the fixings on its path, the checker derives the residual
excesses, caps each coefficient at its row's residual, derives each row's least number of
columns ``m[row]`` (both valid for 0/1 points), and evaluates the Lagrangian bound of the
multipliers ``Y/D, W/D >= 0`` exactly in integers (any non-negative multipliers give a valid
bound; group limits and the 0/1 box are kept and minimised exactly). A leaf holds when that
bound, rounded up to a multiple of ``g`` (the gcd of the repeatable units' costs, which divides
every schedule's extra), reaches the claim, or when no 0/1 point exists there.
"""

from __future__ import annotations

import math
from typing import Any

from formal.check.problem import Problem, nat

MODELS = ("fixed", "free")
MAX_TREE_NODES = 20_000  # each leaf costs rows x columns steps; formal's trees have had at most 169 nodes


def relaxation(p: Problem, runs: dict, budget: int, model: str) -> tuple | None:
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


def _fixed(p: Problem, runs: dict, budget: int, producer: dict, uses: dict, repeat: dict) -> tuple | None:
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
    if not isinstance(leaf, dict) or not nat(leaf.get("scale"), 1):
        raise ValueError("a leaf needs scale, an integer >= 1")
    scale, cover, count = leaf["scale"], leaf.get("cover") or {}, leaf.get("count") or {}
    for mult in (cover, count):
        if not (isinstance(mult, dict) and all(t in rows and nat(y) for t, y in mult.items())):
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


def cost_unit(p: Problem, runs: dict, macs: dict) -> int:
    """``g``: the gcd of the repeatable units' costs (1 if none), which divides every schedule's extra."""
    g = 0
    for uid, _t, _acc in p.units:
        if runs[uid] > 1:
            g = math.gcd(g, macs.get(uid, 1))
    return g or 1


def check_extra_bound(p: Problem, runs: dict, macs: dict, budget: int, bound: Any) -> tuple[bool, str]:
    """Verdict on ``extra_lower_bound: {model, bound, tree}`` (module docstring)."""
    if not (
        isinstance(bound, dict)
        and bound.get("model") in MODELS
        and nat(bound.get("bound"))
        and isinstance(bound.get("tree"), list)
        and bound["tree"]
    ):
        return False, "extra_lower_bound: needs model (fixed or free), bound (an integer), tree (a non-empty list)"
    model, claim, tree = bound["model"], bound["bound"], bound["tree"]
    if len(tree) > MAX_TREE_NODES:
        return False, f"extra_lower_bound: more than the checker's limit of {MAX_TREE_NODES} tree nodes"
    derived = relaxation(p, runs, budget, model)
    if derived is None:
        return False, "extra_lower_bound: the fixed model's bound needs one storage per repeatable unit"
    excess, columns, limits = derived
    g = cost_unit(p, runs, macs)
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
        if value is not None and value[0] <= (claim - g) * value[1]:
            return False, (
                f"extra_lower_bound: leaf {at - 1} bounds extra by {value[0] / value[1]:.6g} only, not {claim}"
            )
    if at != len(tree):
        return False, "extra_lower_bound: nodes after the tree's end"
    return True, (
        f"extra_lower_bound: {claim} in the {model} model ({len(excess)} rows above the budget, "
        f"{len(columns)} columns, {leaves} leaves, costs in multiples of {g})"
    )
