"""The time-indexed 0-1 model of k-bounded recomputation (after Checkmate), solved by CBC or by SAT.

Checkmate (Jain et al., "Checkmate: Breaking the Memory Wall with Optimal Tensor
Rematerialization", MLSys 2020) decides per stage which nodes run (``R``) and which values
are kept (``S``). Here one unit runs per step ``t = 0..T-1`` (``T = sum(runs)``):

* ``R_<u>_<t>``: unit ``u`` runs at step ``t``; ``sum_u R[u,t] <= 1``, steps are used from
  the front, and ``1 <= sum_t R[u,t] <= runs[u]`` (the k bound);
* ``H_<s>_<t>``: a copy of storage ``s`` is held after step ``t`` (into step ``t+1``); inputs
  are held before step 0. A copy can only be held if it was held before or written now:
  ``H[s,t] <= H[s,t-1] + R[prod(s),t]``; freeable inputs only ever get dropped; outputs,
  once written, stay; inputs nobody frees are constant;
* a reader needs a held copy: ``R[v,t] <= H[s,t-1]``;
* memory at step ``t`` (a load of PEAK): held copies ``H[.,t-1]`` + the copies written now
  + the transient of the unit running now ``<= PEAK``.

:func:`time_indexed` states it as a :class:`~formal.solvers.zero_one.ZeroOneProgram`
(variables ``H`` then ``R``, each in index order: the numbering of the exported CNF, OPB and
SMT-LIB files). Decoded sequences are re-evaluated under the semantics; holding more than
needed is never required by the semantics, so the optima agree (docs/recompute.md).

Objectives: the least PEAK, then the fewest extra MACs at that peak (or under the budget).

* :func:`solve_ilp`: CBC, under the time limit; a run stopped by the limit reports
  ``optimal: false``.
* :func:`solve_sat`: with PEAK replaced by a budget every variable is 0-1; each row becomes
  clauses through the project's pseudo-Boolean encoder (:mod:`formal.solvers.sat`), extra
  MACs are bounded by one more row ``sum macs(u) * R[u,t] <= sum macs + X``. The least peak
  is found by bisecting the budget, then the fewest extra MACs by bisecting ``X``; one fresh
  solver per question, each under the remaining time limit.
"""

from __future__ import annotations

import time
from dataclasses import replace

from formal.recompute.instance import Instance
from formal.recompute.large import resident_bound
from formal.recompute.result import RecomputeResult
from formal.recompute.semantics import evaluate
from formal.solvers import cbc, sat
from formal.solvers.limits import FEASIBLE, INFEASIBLE, MAX_MODEL_SIZE, OPTIMAL, Limits, OutOfTime, check_size
from formal.solvers.zero_one import Row, ZeroOneProgram


def time_indexed(
    inst: Instance, cap: int | None = None, deadline: float | None = None, max_size: int | None = MAX_MODEL_SIZE
) -> ZeroOneProgram:
    """The model (module docstring) with PEAK <= ``cap`` when given; the objective is the
    extra MACs (``sum macs * R - sum macs``). Past ``deadline``: ``OutOfTime``; past
    ``max_size`` entries: ``ModelTooLarge``, before any variable is made when the variables
    alone are too many."""
    T, n = sum(inst.runs), inst.n
    held = sum(
        1
        for s, st in enumerate(inst.problem.storages)
        if not (st.origin == "input" and (not st.freeable or not inst.readers[s]))
    )
    check_size(T * (held + n), max_size)
    p = ZeroOneProgram(peak_name="PEAK", deadline=deadline, max_size=max_size)
    fixed = 0
    H: dict[int, list[int]] = {}
    for s, st in enumerate(inst.problem.storages):
        if st.origin == "input" and (not st.freeable or not inst.readers[s]):
            fixed += st.bytes
            continue
        H[s] = [p.var(f"H_{s}_{t}") for t in range(T)]
    R = [[p.var(f"R_{u}_{t}") for t in range(T)] for u in range(n)]
    p.peak_lower = max(inst.problem.input_bytes, fixed)
    p.objective = [(inst.macs[u], R[u][t]) for u in range(n) for t in range(T) if inst.macs[u]]
    p.objective_offset = -sum(inst.macs)

    def row(terms: list[tuple[int, int]], op: str, rhs: int) -> None:
        p.add(Row(None, [(c, x) for c, x in terms if c], op, rhs))

    if cap is not None:
        p.add(Row(None, [], "<=", cap, peak=1))
    for t in range(T):
        row([(1, R[u][t]) for u in range(n)], "<=", 1)
        if t + 1 < T:
            row([(1, R[u][t]) for u in range(n)] + [(-1, R[u][t + 1]) for u in range(n)], ">=", 0)
    for u in range(n):
        row([(1, R[u][t]) for t in range(T)], ">=", 1)
        row([(1, R[u][t]) for t in range(T)], "<=", inst.runs[u])

    def held_before(s: int, t: int) -> int | None:
        """The variable of the copy held into step ``t``, or None where it is a constant
        (:func:`held_constant`)."""
        return H[s][t - 1] if s in H and t > 0 else None

    def held_constant(s: int, t: int) -> int:
        return 1 if s not in H or (t == 0 and inst.is_input(s)) else 0

    def at_most_held(first: list[tuple[int, int]], s: int, t: int, extra: list[tuple[int, int]] = ()) -> None:
        """``first <= held_before(s, t) + extra`` moved to ``first - held - extra <= const``."""
        before = held_before(s, t)
        terms = first + ([(-1, before)] if before is not None else []) + [(-c, x) for c, x in extra]
        row(terms, "<=", held_constant(s, t) if before is None else 0)

    for s, hs in H.items():
        u = inst.producer[s]
        for t in range(T):
            if u is None:
                at_most_held([(1, hs[t])], s, t)
            elif inst.freeable(s):
                at_most_held([(1, hs[t])], s, t, [(1, R[u][t])])
            else:
                row([(1, hs[t]), (-1, R[u][t])], ">=", 0)
                at_most_held([(1, hs[t])], s, t, [(1, R[u][t])])
                if t:
                    row([(1, hs[t]), (-1, hs[t - 1])], ">=", 0)
    for v in range(n):
        for s in inst.reads[v]:
            if s in H:
                for t in range(T):
                    at_most_held([(1, R[v][t])], s, t)
    for t in range(T):
        const = fixed + sum(inst.size(s) * held_constant(s, t) for s in H if inst.size(s) and held_before(s, t) is None)
        terms = [(inst.size(s), held_before(s, t)) for s in H if inst.size(s) and held_before(s, t) is not None]
        terms += [(inst.transient(u) + sum(inst.size(s) for s in inst.writes[u]), R[u][t]) for u in range(n)]
        p.add(Row(None, [(c, x) for c, x in terms if c], "<=", -const, peak=-1))
    return p


def sequence(inst: Instance, true: set[str]) -> list[int]:
    """The unit sequence a solution runs: step by step, the units with ``R_<u>_<t>`` true."""
    return [u for t in range(sum(inst.runs)) for u in range(inst.n) if f"R_{u}_{t}" in true]


def extra_row(inst: Instance, extra_cap: int, program: ZeroOneProgram) -> tuple[list[tuple[int, int]], str, int]:
    """``sum macs(u) * R[u,t] <= sum macs + extra_cap`` over ``program``'s variables."""
    terms = [
        (inst.macs[u], program.number(f"R_{u}_{t}"))
        for u in range(inst.n)
        for t in range(sum(inst.runs))
        if inst.macs[u]
    ]
    return terms, "<=", sum(inst.macs) + extra_cap


def to_cnf(
    inst: Instance, extra_cap: int | None = None, deadline: float | None = None
) -> tuple[list[str], int, list[list[int]]]:
    """(variable names, variable count, clauses): satisfiable iff a schedule has peak <= budget
    (and extra MACs <= ``extra_cap`` when given). Variables 1..len(names) are ``names``.
    Bounded by ``deadline`` and ``MAX_MODEL_SIZE`` (module docstring)."""
    program = time_indexed(inst, inst.budget, deadline)
    extra = [extra_row(inst, extra_cap, program)] if extra_cap is not None else []
    nvars, clauses = sat.to_cnf(program, inst.budget, deadline, extra=extra, max_size=MAX_MODEL_SIZE)
    return program.names[1:], nvars, clauses


def _why(exc: OutOfTime) -> str:
    return str(exc) or "past the deadline while building the time-indexed model"


def stopped_result(inst: Instance, backend: str, exc: OutOfTime) -> RecomputeResult:
    """The honest answer when building the model stopped before any answer (module docstring)."""
    seq = list(range(inst.n))
    p, x = evaluate(inst, seq)
    stats = {"stopped": exc.reason, "why": _why(exc)}
    names = [inst.uid(u) for u in seq]
    if inst.budget is None:
        return RecomputeResult(
            backend, True, names, p, x, p == resident_bound(inst)[0], resident_bound(inst)[0], None, stats
        )
    if p <= inst.budget:  # every unit once fits: no schedule has fewer than 0 extra MACs
        return RecomputeResult(backend, True, names, p, x, True, 0, inst.budget, stats)
    return RecomputeResult(backend, False, [], None, None, False, None, inst.budget, stats)


# --- CBC ----------------------------------------------------------------------------------------------------------


def _ilp(inst: Instance, cap: int | None, objective: str, deadline: float) -> tuple[cbc.Answer, list[int]]:
    stated = cbc.to_pulp(time_indexed(inst, cap, deadline), "formal_recompute", objective=objective, deadline=deadline)
    answer = cbc.run(stated, Limits.until(deadline))
    true = {name for name, value in answer.values.items() if value > 0.5}
    return answer, sequence(inst, true) if answer.found else []


def solve_ilp(inst: Instance, time_limit: float = 60.0) -> RecomputeResult:
    deadline = time.monotonic() + time_limit
    try:
        return _solve_ilp(inst, deadline)
    except OutOfTime as exc:  # building stopped before any answer
        return stopped_result(inst, "ilp", exc)


def _solve_ilp(inst: Instance, deadline: float) -> RecomputeResult:
    names = lambda seq: [inst.uid(u) for u in seq]  # noqa: E731
    if inst.budget is None:
        answer, seq = _ilp(inst, None, "peak", deadline)
        if answer.status != OPTIMAL:
            seq = seq if answer.status == FEASIBLE else list(range(inst.n))
            p, x = evaluate(inst, seq)
            return RecomputeResult(
                "ilp", True, names(seq), p, x, False, inst.problem.input_bytes, None, {"status": answer.message}
            )
        cap = evaluate(inst, seq)[0]
        first = seq  # the least peak, proven: the answer if the second model gets no further
    else:
        cap, first = inst.budget, None
    try:
        answer, seq = _ilp(inst, cap, "program", deadline)
    except OutOfTime as exc:
        if first is None:
            raise
        p, x = evaluate(inst, first)
        return RecomputeResult(
            "ilp", True, names(first), p, x, False, p, None, {"stopped": exc.reason, "why": _why(exc)}
        )
    if answer.status == INFEASIBLE:
        return RecomputeResult("ilp", False, [], None, None, True, None, inst.budget, {"status": answer.message})
    if not answer.found:
        if first is not None:  # out of time on the MACs: the least-peak schedule, its MACs not minimized
            p, x = evaluate(inst, first)
            return RecomputeResult("ilp", True, names(first), p, x, False, p, None, {"status": answer.message})
        return RecomputeResult("ilp", False, [], None, None, False, None, inst.budget, {"status": answer.message})
    p, x = evaluate(inst, seq)
    optimal = answer.status == OPTIMAL
    lower = p if inst.budget is None else (x if optimal else 0)
    return RecomputeResult("ilp", True, names(seq), p, x, optimal, lower, inst.budget, {"status": answer.message})


# --- SAT ----------------------------------------------------------------------------------------------------------


def _decide(
    inst: Instance, budget: int, extra_cap: int | None, deadline: float
) -> tuple[bool | None, list[int] | None]:
    """True/False/None (timeout) and the decoded sequence when True."""
    names, _, clauses = to_cnf(replace(inst, budget=budget), extra_cap, deadline)
    status, model = sat.solve(clauses, deadline)
    if status is not True:
        return status, None
    return True, sequence(inst, {names[x - 1] for x in model if 0 < x <= len(names)})


def solve_sat(inst: Instance, time_limit: float = 60.0) -> RecomputeResult:
    deadline = time.monotonic() + time_limit
    names = lambda seq: [inst.uid(u) for u in seq]  # noqa: E731
    calls = 0
    stats: dict = {}
    stopped: list[OutOfTime] = []

    def decide(budget: int, extra_cap: int | None) -> tuple[bool | None, list[int] | None]:
        try:
            return _decide(inst, budget, extra_cap, deadline)
        except OutOfTime as exc:  # building stopped: as a time-out, with the reason
            stopped.append(exc)
            stats.update(stopped=exc.reason, why=_why(exc))
            return None, None

    if inst.budget is None:
        best_seq = list(range(inst.n))
        hi = evaluate(inst, best_seq)[0]
        lo = min(hi, resident_bound(inst)[0])  # every value below lo is infeasible
        while lo < hi:
            mid = (lo + hi) // 2
            status, seq = decide(mid, None)
            calls += 1
            if status is None:
                p, x = evaluate(inst, best_seq)
                stats.setdefault("stopped", "time limit")
                return RecomputeResult("sat", True, names(best_seq), p, x, False, lo, None, {"calls": calls, **stats})
            if status:
                best_seq, hi = seq, evaluate(inst, seq)[0]
            else:
                lo = mid + 1
        cap = hi
    else:
        cap = inst.budget
        status, best_seq = decide(cap, None)
        calls += 1
        if stopped:  # no model at all: the original order, if it fits
            return stopped_result(inst, "sat", stopped[0])
        if status is not True:
            return RecomputeResult("sat", False, [], None, None, status is False, None, inst.budget, {"calls": calls})
    # fewest extra MACs among schedules with peak <= cap
    x_hi, x_lo = evaluate(inst, best_seq)[1], 0
    while x_lo < x_hi:
        mid = (x_lo + x_hi) // 2
        status, seq = decide(cap, mid)
        calls += 1
        if status is None:
            stats.setdefault("stopped", "time limit")
            break
        if status:
            best_seq, x_hi = seq, evaluate(inst, seq)[1]
        else:
            x_lo = mid + 1
    p, x = evaluate(inst, best_seq)
    optimal = x_lo >= x_hi
    lower = p if inst.budget is None else x_lo
    return RecomputeResult("sat", True, names(best_seq), p, x, optimal, lower, inst.budget, {"calls": calls, **stats})
