"""Least extra compute for a fixed order: the gap-covering relaxation, its optimum, witnesses and a certificate.

The relaxation is the trusted checker's (formal/check/remat_bound.py, whose docstring states it
and why it is valid; docs/recompute.md, "Least extra compute, proven"): rows are the positions
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
   (:func:`formal.check.remat_bound.leaf_bound`) proves it, else it is split further.
"""

from __future__ import annotations

import math
import time
from typing import Any

from formal.check.problem import Problem as CheckedProblem
from formal.check.remat_bound import leaf_bound, relaxation
from formal.recompute.instance import Instance
from formal.recompute.semantics import evaluate

SCALE = 1 << 48  # common denominator of the leaves' multipliers
MAX_NODES = 4000


class Relaxation:
    """The checker's relaxation of ``inst`` (budget set, given order), with the instance's cost map."""

    def __init__(self, inst: Instance):
        assert inst.budget is not None
        self.inst = inst
        self.problem = CheckedProblem(inst.problem.to_dict(), "instance")
        self.runs = {inst.uid(u): inst.runs[u] for u in range(inst.n)}
        self.macs = {inst.uid(u): inst.macs[u] for u in range(inst.n)}
        derived = relaxation(self.problem, self.runs, inst.budget)
        self.applies = derived is not None and not inst.chains
        self.excess, self.columns = derived if derived is not None else ({}, {})
        self.size = {j: self.problem.storages[c[0]][0] for j, c in self.columns.items()}
        g = 0
        for u in range(inst.n):
            if inst.runs[u] > 1:
                g = math.gcd(g, inst.macs[u])
        self.g = g or 1

    def rows(self, fixed: dict[str, int]) -> tuple[dict[int, int], dict[int, list[str]]]:
        """Residual excess and free columns of each still-uncovered row, as the checker derives them."""
        residual = dict(self.excess)
        for j, v in fixed.items():
            if v:
                _s, _u, a, b = self.columns[j]
                for t in residual:
                    if a < t < b:
                        residual[t] -= self.size[j]
        free = [j for j in self.columns if j not in fixed]
        return residual, {t: [j for j in free if self.columns[j][2] < t < self.columns[j][3]]
                          for t, r in residual.items() if r > 0}


def covering_optimum(rel: Relaxation, time_limit: float) -> tuple[int | None, int, list[str]]:
    """``(optimum or None, proven lower bound, chosen columns)`` of the 0/1 covering program, by CP-SAT."""
    from ortools.sat.python import cp_model

    m = cp_model.CpModel()
    x = {j: m.NewBoolVar(j) for j in rel.columns}
    by_storage: dict[str, list] = {}
    for j, (s, _u, _a, _b) in rel.columns.items():
        by_storage.setdefault(s, []).append(x[j])
    for s, xs in by_storage.items():
        uid = rel.columns[next(j for j in rel.columns if rel.columns[j][0] == s)][1]
        m.Add(sum(xs) <= rel.runs[uid] - 1)
    residual, rows = rel.rows({})
    for t, js in rows.items():
        m.Add(sum(min(rel.size[j], residual[t]) * x[j] for j in js) >= residual[t])
    m.Minimize(sum(rel.macs[rel.columns[j][1]] * x[j] for j in rel.columns))
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = max(0.1, time_limit)
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    status = solver.Solve(m)
    if status == cp_model.INFEASIBLE:
        return None, 0, []
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, 0, []
    chosen = [j for j in rel.columns if solver.Value(x[j])]
    value = int(round(solver.ObjectiveValue()))
    bound = value if status == cp_model.OPTIMAL else int(math.ceil(solver.BestObjectiveBound() - 1e-6))
    return value, bound, chosen


def realize(rel: Relaxation, chosen: list[str]) -> list[list[int]]:
    """Candidate schedules (unit indices) rerunning the chosen columns' units, in two placements (docstring, 2)."""
    inst = rel.inst
    index = inst.problem.unit_index
    stage = {index[rel.columns[j][1]]: rel.columns[j][3] for j in chosen}  # rerun just before the gap's end
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
    """GLOP on the node's LP (capped cover rows, count rows, per-storage limits): ``(value, x, cover, count)``."""
    from ortools.linear_solver import pywraplp

    residual, rows = rel.rows(fixed)
    solver = pywraplp.Solver.CreateSolver("GLOP")
    free = [j for j in rel.columns if j not in fixed]
    x = {j: solver.NumVar(0.0, 1.0, j) for j in free}
    left: dict[str, int] = {}
    for j, v in fixed.items():
        s, uid = rel.columns[j][:2]
        left[s] = left.get(s, rel.runs[uid] - 1) - v
    by_storage: dict[str, list] = {}
    for j in free:
        by_storage.setdefault(rel.columns[j][0], []).append(j)
    for s, js in by_storage.items():
        limit = left.get(s, rel.runs[rel.columns[js[0]][1]] - 1)
        solver.Add(sum(x[j] for j in js) <= max(limit, 0))
    cover, count = {}, {}
    for t, js in rows.items():
        caps = sorted((min(rel.size[j], residual[t]) for j in js), reverse=True)
        if sum(caps) < residual[t]:
            return None
        need = next(m for m in range(1, len(caps) + 1) if sum(caps[:m]) >= residual[t])
        cover[t] = solver.Add(sum(min(rel.size[j], residual[t]) * x[j] for j in js) >= residual[t])
        if need > 1:
            count[t] = solver.Add(sum(x[j] for j in js) >= need)
    solver.Minimize(sum(rel.macs[rel.columns[j][1]] * x[j] for j in free))
    if solver.Solve() != pywraplp.Solver.OPTIMAL:
        return None
    return (solver.Objective().Value(), {j: x[j].solution_value() for j in free},
            {t: c.dual_value() for t, c in cover.items()}, {t: c.dual_value() for t, c in count.items()})


def _leaf(duals: dict[int, float]) -> dict[int, int]:
    return {t: int(math.floor(y * SCALE)) for t, y in duals.items() if y > 0 and int(math.floor(y * SCALE)) > 0}


def bound_tree(rel: Relaxation, claim: int, deadline: float) -> list[dict[str, Any]] | None:
    """A preorder tree proving ``extra >= claim`` for the relaxation (checker format), or None (time, nodes)."""
    tree: list[dict[str, Any]] = []

    def holds(fixed, leaf) -> bool:
        value = leaf_bound(rel.problem, rel.excess, rel.columns, rel.runs, rel.macs, fixed, leaf)
        return value is None or value[0] > (claim - rel.g) * value[1]

    def visit(fixed: dict[str, int]) -> bool:
        if len(tree) > MAX_NODES or time.monotonic() > deadline:
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


def fixed_order_optimum(inst: Instance, time_limit: float) -> dict[str, Any] | None:
    """For a budgeted instance: the relaxation's optimum, its best realized schedule and a certificate.

    Returns None where the relaxation does not apply; else ``{bound, tree, schedule, extra, peak,
    relaxation_optimal, rows, columns}`` (``schedule`` None when no realization fits the budget;
    ``tree`` None when no certificate was built in time: then ``bound`` is 0).
    """
    start = time.monotonic()
    rel = Relaxation(inst)
    if not rel.applies:
        return None
    out: dict[str, Any] = {"rows": len(rel.excess), "columns": len(rel.columns), "schedule": None,
                           "extra": None, "peak": None}
    if not rel.excess:  # the given order fits: zero extra
        return {**out, "bound": 0, "tree": None, "relaxation_optimal": True}
    value, proven, chosen = covering_optimum(rel, 0.5 * time_limit)
    out["relaxation_optimal"] = value is not None and value == proven
    if value is None:
        # Infeasible relaxation (no schedule keeps this order within the budget) or no answer in time.
        return {**out, "bound": 0, "tree": None}
    for seq in realize(rel, chosen):
        peak, extra = evaluate(inst, seq)
        if peak <= inst.budget and (out["extra"] is None or extra < out["extra"]):
            out.update(schedule=seq, extra=extra, peak=peak)
    claim = -(-proven // rel.g) * rel.g  # every extra is a multiple of g
    tree = bound_tree(rel, claim, start + time_limit) if claim > 0 else None
    return {**out, "bound": claim if tree else 0, "tree": tree}
