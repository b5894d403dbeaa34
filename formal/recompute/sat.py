"""SAT back end: the time-indexed 0/1 model (:mod:`formal.recompute.ilp`) as CNF, solved by CaDiCaL.

With ``PEAK`` replaced by a budget every variable is 0/1 (the rows exported by
:mod:`formal.recompute.export`). Each linear row becomes clauses through the project's
pseudo-Boolean BDD encoder (:func:`formal.check.satref.pb_leq`, Abio et al., JAIR 2012);
extra MACs are bounded by one more row ``sum macs(u) * R[u,t] <= sum macs + X``.
The least peak is found by bisecting the budget, then the fewest extra MACs by bisecting
``X``; one fresh solver per question, each under the remaining time limit.
"""

from __future__ import annotations

import time
from dataclasses import replace

from formal.check.satref import pb_leq
from formal.order.formulation import fold_clause
from formal.order.sat_backend import run_solver
from formal.recompute.instance import Instance
from formal.recompute.result import RecomputeResult
from formal.recompute.semantics import evaluate


def to_cnf(inst: Instance, extra_cap: int | None = None) -> tuple[list[str], int, list[list[int]]]:
    """(variable names, variable count, clauses): satisfiable iff a schedule has peak <= budget
    (and extra MACs <= ``extra_cap`` when given). Variables 1..len(names) are ``names``."""
    from formal.recompute.export import _rows

    _, names, rows = _rows(inst)
    num = {n: i + 1 for i, n in enumerate(names)}
    if extra_cap is not None:
        T = sum(inst.runs)
        rows.append(({f"R_{u}_{t}": inst.macs[u] for u in range(inst.n) for t in range(T) if inst.macs[u]},
                     -1, sum(inst.macs) + extra_cap))
    clauses: list[list[int]] = []
    nvars = len(names)

    def clause(lits: list) -> None:
        out = fold_clause(lits)
        if out is not None:
            clauses.append(out)

    def leq(coeffs: dict[str, int], rhs: int) -> None:
        nonlocal nvars
        terms = []
        for name, c in coeffs.items():
            if c > 0:
                terms.append((c, num[name]))
            elif c < 0:  # c*x = c + (-c)*(not x)
                terms.append((-c, -num[name]))
                rhs -= c
        nvars = pb_leq(terms, rhs, clause, nvars)

    for coeffs, sense, rhs in rows:
        if sense in (-1, 0):
            leq(coeffs, rhs)
        if sense in (1, 0):
            leq({n: -c for n, c in coeffs.items()}, -rhs)
    if any(not c for c in clauses):
        clauses = [c for c in clauses if c]
        nvars += 1
        clauses += [[nvars], [-nvars]]
    return names, nvars, clauses


def _decide(inst: Instance, budget: int, extra_cap: int | None, deadline: float):
    """True/False/None (timeout) and the decoded sequence when True."""
    names, _, clauses = to_cnf(replace(inst, budget=budget), extra_cap)
    status, model = run_solver(clauses, deadline)
    if status is not True:
        return status, None
    true = {names[x - 1] for x in model if 0 < x <= len(names)}
    T = sum(inst.runs)
    seq = [u for t in range(T) for u in range(inst.n) if f"R_{u}_{t}" in true]
    return True, seq


def solve_sat(inst: Instance, time_limit: float = 60.0) -> RecomputeResult:
    deadline = time.monotonic() + time_limit
    names = lambda seq: [inst.uid(u) for u in seq]  # noqa: E731
    calls = 0
    if inst.budget is None:
        best_seq = list(range(inst.n))
        hi = evaluate(inst, best_seq)[0]
        lo = inst.problem.input_bytes  # every value below lo is infeasible
        while lo < hi:
            mid = (lo + hi) // 2
            status, seq = _decide(inst, mid, None, deadline)
            calls += 1
            if status is None:
                p, x = evaluate(inst, best_seq)
                return RecomputeResult("sat", True, names(best_seq), p, x, False, lo, None, {"calls": calls})
            if status:
                best_seq, hi = seq, evaluate(inst, seq)[0]
            else:
                lo = mid + 1
        cap = hi
    else:
        cap = inst.budget
        status, best_seq = _decide(inst, cap, None, deadline)
        calls += 1
        if status is not True:
            return RecomputeResult("sat", False, [], None, None, status is False, None, inst.budget,
                                   {"calls": calls})
    # fewest extra MACs among schedules with peak <= cap
    x_hi, x_lo = evaluate(inst, best_seq)[1], 0
    while x_lo < x_hi:
        mid = (x_lo + x_hi) // 2
        status, seq = _decide(inst, cap, mid, deadline)
        calls += 1
        if status is None:
            break
        if status:
            best_seq, x_hi = seq, evaluate(inst, seq)[1]
        else:
            x_lo = mid + 1
    p, x = evaluate(inst, best_seq)
    optimal = x_lo >= x_hi
    lower = p if inst.budget is None else x_lo
    return RecomputeResult("sat", True, names(best_seq), p, x, optimal, lower, inst.budget, {"calls": calls})
