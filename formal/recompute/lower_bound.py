"""Least extra compute for a fixed order: the gap-covering relaxation, its optimum, witnesses and a certificate.

The relaxation is the trusted checker's (formal/check/remat.py; docs/proofs.md says why it is
valid; this module searches with the prover's copy, formal/recompute/relaxation.py; see also
docs/recompute.md, "Least extra compute, proven"): rows are the positions
of the given order above the budget, columns the gaps between consecutive uses of a repeatable
unit's storage; every schedule within the budget that keeps the order for first runs covers
each row's excess with the bytes of absent storages, and pays each column's unit cost.

This module

1. solves that 0/1 covering program exactly with CP-SAT (one worker, fixed seed: deterministic;
   capped coefficients; a time limit): its optimum is a lower bound on extra compute;
2. turns the optimum's columns into schedules (each chosen storage's unit rerun just before the
   reader that ends its gap, or, in a second variant, a unit's predecessors rerun no later
   than it: recomputation chains), re-evaluated by the reference semantics: where one fits
   the budget, its extra equals the bound and it is optimal;
3. writes a certificate the checker verifies without a solver: a branch-and-bound tree whose
   leaves carry LP duals (GLOP, rounded down to integers over a common power-of-two scale, so
   still valid multipliers); a leaf is kept only when the checker's own evaluation
   (:func:`formal.recompute.relaxation.leaf_bound`, the checker's evaluation) proves it, else it is split further.
"""

from __future__ import annotations

import math
import time
from typing import Any

from formal.recompute.instance import Instance
from formal.recompute.relaxation import MAX_TREE_NODES, cost_unit, leaf_bound, problem_view, relaxation
from formal.recompute.semantics import evaluate
from formal.solvers import cpsat, lp
from formal.solvers.limits import OPTIMAL, Limits

SCALE = 1 << 48  # common denominator of the leaves' multipliers


class Relaxation:
    """The checker's relaxation of ``inst`` (budget set) in ``model`` ("fixed": the problem's order), with costs."""

    def __init__(self, inst: Instance, model: str):
        assert inst.budget is not None
        self.inst, self.model = inst, model
        self.problem = problem_view(inst.problem.to_dict())
        self.runs = {inst.uid(u): inst.runs[u] for u in range(inst.n)}
        self.macs = {inst.uid(u): inst.macs[u] for u in range(inst.n)}
        derived = relaxation(self.problem, self.runs, inst.budget, model)
        self.applies = derived is not None and not inst.chains
        self.excess, self.columns, self.limits = derived if derived is not None else ({}, {}, {})
        self.gap_end: dict[str, int] = {}  # fixed model: column "s@a" -> the use that ends its gap
        for j in self.columns if model == "fixed" else ():
            s = inst.problem.storage_index[self.columns[j][0]]
            a = int(j.rsplit("@", 1)[1])
            self.gap_end[j] = min(r for r in inst.readers[s] if r > a)
        self.g = cost_unit(self.problem, self.runs, self.macs)

    def rows(self, fixed: dict[str, int]) -> tuple[dict, dict[Any, list[str]]]:
        """Residual excess and free columns of each still-uncovered row, as the checker derives them."""
        residual = dict(self.excess)
        for j, v in fixed.items():
            for t, size in self.columns[j][2].items() if v else ():
                residual[t] -= size
        rows: dict[Any, list[str]] = {t: [] for t, r in residual.items() if r > 0}
        for j in self.columns:
            if j not in fixed:
                for t in self.columns[j][2]:
                    if t in rows:
                        rows[t].append(j)
        return residual, rows

    def cost(self, j: str) -> int:
        return self.macs[self.columns[j][1]]


def covering_optimum(rel: Relaxation, time_limit: float) -> tuple[int | None, int, list[str]]:
    """``(optimum or None, proven lower bound, chosen columns)`` of the 0/1 covering program, by CP-SAT."""
    m = cpsat.new_model()
    x = {j: m.NewBoolVar(j) for j in rel.columns}
    groups: dict[str, list] = {}
    for j, (group, _u, _rows) in rel.columns.items():
        groups.setdefault(group, []).append(x[j])
    for group, xs in groups.items():
        m.Add(sum(xs) <= rel.limits[group])
    residual, rows = rel.rows({})
    for t, js in rows.items():
        m.Add(sum(min(rel.columns[j][2][t], residual[t]) * x[j] for j in js) >= residual[t])
    m.Minimize(sum(rel.cost(j) * x[j] for j in rel.columns))
    answer = cpsat.solve(m, Limits(seconds=time_limit), min_seconds=0.1)
    if not answer.found:
        return None, 0, []
    chosen = [j for j in rel.columns if answer.value(x[j])]
    value = int(round(answer.objective))
    return value, value if answer.status == OPTIMAL else answer.lower_bound(), chosen


def realize(rel: Relaxation, chosen: list[str]) -> list[list[int]]:
    """Candidate schedules (unit indices) rerunning the chosen columns' units, in two placements (docstring, 2)."""
    inst = rel.inst
    index = inst.problem.unit_index
    stage = {index[rel.columns[j][1]]: rel.gap_end[j] for j in chosen}  # rerun just before the gap's end
    chained = dict(stage)
    changed = True
    while changed:  # a recomputed unit's recomputed predecessors rerun no later than it (a chain)
        changed = False
        for u in list(chained):
            for s in inst.reads[u]:
                w = inst.producer[s]
                if w in chained and chained[w] > chained[u]:
                    chained[w], changed = chained[u], True
    out = []
    for where in (stage, chained):
        before: dict[int, list[int]] = {}
        for u, t in where.items():
            before.setdefault(t, []).append(u)
        seq: list[int] = []
        for t in range(inst.n):
            seq += sorted(before.get(t, []))
            seq.append(t)
        out.append(seq)
    return out


def _lp(rel: Relaxation, fixed: dict[str, int]):
    """GLOP on the node's LP (capped cover rows, count rows, group limits): ``(value, x, cover, count)``."""
    residual, rows = rel.rows(fixed)
    free = [j for j in rel.columns if j not in fixed]
    column = {j: i for i, j in enumerate(free)}
    left = dict(rel.limits)
    for j, v in fixed.items():
        left[rel.columns[j][0]] -= v
    groups: dict[str, list] = {}
    for j in free:
        groups.setdefault(rel.columns[j][0], []).append(j)
    lp_rows = [(-math.inf, max(left[group], 0), [(column[j], 1) for j in js]) for group, js in groups.items()]
    cover, count = {}, {}
    for t, js in rows.items():
        caps = sorted((min(rel.columns[j][2][t], residual[t]) for j in js), reverse=True)
        if sum(caps) < residual[t]:
            return None
        need = next(m for m in range(1, len(caps) + 1) if sum(caps[:m]) >= residual[t])
        cover[t] = len(lp_rows)
        lp_rows.append((residual[t], math.inf, [(column[j], min(rel.columns[j][2][t], residual[t])) for j in js]))
        if need > 1:
            count[t] = len(lp_rows)
            lp_rows.append((need, math.inf, [(column[j], 1) for j in js]))
    solution = lp.minimize(len(free), lp_rows, [rel.cost(j) for j in free])
    if solution is None:
        return None
    return (
        solution.value,
        {j: solution.x[column[j]] for j in free},
        {t: solution.duals[i] for t, i in cover.items()},
        {t: solution.duals[i] for t, i in count.items()},
    )


def _leaf(duals: dict[int, float]) -> dict[int, int]:
    return {t: int(math.floor(y * SCALE)) for t, y in duals.items() if y > 0 and int(math.floor(y * SCALE)) > 0}


def bound_tree(rel: Relaxation, claim: int, deadline: float) -> list[dict[str, Any]] | None:
    """A preorder tree proving ``extra >= claim`` for the relaxation (checker format), or None (time, nodes)."""
    tree: list[dict[str, Any]] = []

    def holds(fixed, leaf) -> bool:
        value = leaf_bound(rel.excess, rel.columns, rel.limits, rel.macs, fixed, leaf)
        return value is None or value[0] > (claim - rel.g) * value[1]

    def visit(fixed: dict[str, int]) -> bool:
        if len(tree) >= MAX_TREE_NODES - 1 or time.monotonic() > deadline:
            return False
        lp = _lp(rel, fixed)
        leaf = {"scale": SCALE, "cover": _leaf(lp[2]) if lp else {}, "count": _leaf(lp[3]) if lp else {}}
        if holds(fixed, leaf):
            tree.append({"leaf": leaf})
            return True
        free = [j for j in rel.columns if j not in fixed]
        if not free:
            return False
        if lp is not None:
            j = max(free, key=lambda j: (min(lp[1][j], 1 - lp[1][j]), j))
        else:
            j = free[0]
        tree.append({"branch": j})
        return visit({**fixed, j: 0}) and visit({**fixed, j: 1})

    return tree if visit({}) else None


def least_extra(inst: Instance, model: str, time_limit: float) -> dict[str, Any] | None:
    """The ``model`` relaxation's optimum with a certificate, and witnesses from the fixed-order realization.

    Returns None where the relaxation does not apply; else ``{model, bound, tree, schedule, extra, peak,
    relaxation_optimal, rows, columns}``: ``bound`` is certified by ``tree`` (0 and None when nothing
    was proven in time); ``schedule`` (unit indices) is the cheapest realization of the fixed-order
    relaxation's optimum that fits the budget (a legal schedule in both models), or None.
    """
    start = time.monotonic()
    rel = Relaxation(inst, model)
    fixed = rel if model == "fixed" else Relaxation(inst, "fixed")
    if not rel.applies:
        return None
    out: dict[str, Any] = {
        "model": model,
        "rows": len(rel.excess),
        "columns": len(rel.columns),
        "schedule": None,
        "extra": None,
        "peak": None,
        "bound": 0,
        "tree": None,
    }
    if not rel.excess:  # no row above the budget: the relaxation proves nothing beyond 0
        return {**out, "relaxation_optimal": True}
    value, proven, chosen = covering_optimum(rel, 0.4 * time_limit)
    out["relaxation_optimal"] = value is not None and value == proven
    if fixed.applies and fixed.excess:
        if fixed is not rel:
            _v, _p, chosen = covering_optimum(fixed, 0.2 * time_limit)
        for seq in realize(fixed, chosen):
            peak, extra = evaluate(inst, seq)
            if peak <= inst.budget and (out["extra"] is None or extra < out["extra"]):
                out.update(schedule=seq, extra=extra, peak=peak)
    if value is None:  # the relaxation is infeasible (then so is the model) or unanswered in time
        return out
    claim = -(-proven // rel.g) * rel.g  # every extra is a multiple of g
    tree = bound_tree(rel, claim, start + time_limit) if claim > 0 else None
    return {**out, "bound": claim if tree else 0, "tree": tree}
