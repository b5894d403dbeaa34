"""CP-SAT encoding: one optional interval per possible execution (after Moccasin).

Moccasin (Bartan et al., "Moccasin: Efficient Tensor Rematerialization for Neural
Networks", ICML 2023) gives every node at most C retention intervals; "at most C intervals
per node" is exactly our bound ``runs[u] = k_u + 1``. Here, over time steps
``0..T-1`` with ``T = sum(runs)``:

* execution ``i`` of unit ``u``: a Boolean ``a[u,i]`` (``a[u,0]`` is fixed true; ``a[u,i+1]``
  implies ``a[u,i]``) and a start ``t[u,i]`` (strictly increasing over active executions);
  active executions occupy distinct steps (a no-overlap of unit intervals);
* each storage ``s`` written by ``u`` gets, per execution, a copy interval
  ``[t[u,i], e[s,i] + 1)`` of demand ``bytes(s)`` (to ``T`` for outputs);
* each active reader execution ``(v, j)`` of ``s`` picks one copy ``i`` (Booleans summing to
  ``a[v,j]``) with ``t[u,i] < t[v,j] <= e[s,i]``; inputs live on ``[0, e+1)`` past their
  readers (to ``T`` when nobody frees them); transients are unit intervals at ``t``;
* a cumulative constraint bounds the sum of demands by ``PEAK``;
* an in-place chain ``u1 .. um`` (``inst.chains``) reruns as one block: for ``i >= 1``,
  ``a[u(j+1),i] = a[u(j),i]`` and ``t[u(j+1),i] = t[u(j),i] + 1`` (adjacent integer steps:
  no other execution between them), which is the semantics' contiguity rule.

A reader may pick an older live copy than the most recent one; re-evaluating the decoded
sequence under the semantics (most recent copy) never costs more, so the optima agree
(docs/recompute.md). Objectives: minimise ``PEAK``, then minimise extra MACs with ``PEAK``
fixed (or with ``PEAK <= budget``). One worker, fixed seed: deterministic.
"""

from __future__ import annotations

import time

from formal.recompute.instance import Instance
from formal.recompute.result import RecomputeResult
from formal.recompute.semantics import evaluate
from formal.solvers import cpsat
from formal.solvers.limits import FEASIBLE, INFEASIBLE, OPTIMAL, Limits


def _build(inst: Instance, peak_cap: int | None):
    m = cpsat.new_model()
    T = sum(inst.runs)
    a, t = [], []
    for u in range(inst.n):
        au = [m.NewConstant(1)] + [m.NewBoolVar(f"a_{u}_{i}") for i in range(1, inst.runs[u])]
        tu = [m.NewIntVar(0, T - 1, f"t_{u}_{i}") for i in range(inst.runs[u])]
        for i in range(1, inst.runs[u]):
            m.AddImplication(au[i], au[i - 1])
            m.Add(tu[i - 1] + 1 <= tu[i]).OnlyEnforceIf(au[i])
            m.Add(tu[i] == 0).OnlyEnforceIf(au[i].Not())
        a.append(au)
        t.append(tu)
    for ch in inst.chains:
        for u, v in zip(ch, ch[1:]):
            for i in range(1, inst.runs[u]):
                m.Add(a[v][i] == a[u][i])
                m.Add(t[v][i] == t[u][i] + 1).OnlyEnforceIf(a[u][i])
    m.AddNoOverlap(
        [
            m.NewOptionalFixedSizeIntervalVar(t[u][i], 1, a[u][i], f"x_{u}_{i}")
            for u in range(inst.n)
            for i in range(inst.runs[u])
        ]
    )
    intervals, demands = [], []
    ends: dict[tuple[int, int], object] = {}
    for u in range(inst.n):
        for s in inst.writes[u]:
            for i in range(inst.runs[u]):
                if inst.freeable(s):
                    e = m.NewIntVar(0, T - 1, f"e_{s}_{i}")
                    m.Add(e >= t[u][i]).OnlyEnforceIf(a[u][i])
                    ends[s, i] = e
                    end = e + 1
                else:
                    end = T
                if inst.size(s):
                    size = m.NewIntVar(0, T, f"len_{s}_{i}")
                    intervals.append(m.NewOptionalIntervalVar(t[u][i], size, end, a[u][i], f"c_{s}_{i}"))
                    demands.append(inst.size(s))
        if inst.transient(u):
            for i in range(inst.runs[u]):
                intervals.append(m.NewOptionalFixedSizeIntervalVar(t[u][i], 1, a[u][i], f"tr_{u}_{i}"))
                demands.append(inst.transient(u))
    fixed = 0
    for s, st in enumerate(inst.problem.storages):
        if st.origin != "input":
            continue
        if not st.freeable or not inst.readers[s]:
            fixed += st.bytes
            continue
        e = m.NewIntVar(0, T - 1, f"e_in_{s}")
        for v in inst.readers[s]:
            for j in range(inst.runs[v]):
                m.Add(e >= t[v][j]).OnlyEnforceIf(a[v][j])
        if st.bytes:
            intervals.append(m.NewIntervalVar(0, e + 1, e + 1, f"in_{s}"))
            demands.append(st.bytes)
    for v in range(inst.n):
        for s in inst.reads[v]:
            u = inst.producer[s]
            if u is None:
                continue
            for j in range(inst.runs[v]):
                picks = [m.NewBoolVar(f"z_{v}_{j}_{s}_{i}") for i in range(inst.runs[u])]
                m.Add(sum(picks) == a[v][j])
                for i, z in enumerate(picks):
                    m.AddImplication(z, a[u][i])
                    m.Add(t[u][i] + 1 <= t[v][j]).OnlyEnforceIf(z)
                    if inst.freeable(s):
                        m.Add(ends[s, i] >= t[v][j]).OnlyEnforceIf(z)
    upper = evaluate(inst, list(range(inst.n)))[0] if peak_cap is None else peak_cap
    peak = m.NewIntVar(0, max(upper, fixed), "peak")
    m.Add(peak >= inst.problem.input_bytes)
    m.AddCumulative(intervals, demands, peak - fixed if fixed else peak)
    m.Add(peak >= fixed)
    extra = sum(inst.macs[u] * a[u][i] for u in range(inst.n) for i in range(1, inst.runs[u]))

    def decode(answer: cpsat.Answer) -> list[int]:
        execs = [
            (answer.value(t[u][i]), u) for u in range(inst.n) for i in range(inst.runs[u]) if answer.value(a[u][i])
        ]
        return [u for _, u in sorted(execs)]

    return m, peak, extra, decode


def solve_cpsat(inst: Instance, time_limit: float = 60.0) -> RecomputeResult:
    deadline = time.monotonic() + time_limit
    names = lambda seq: [inst.uid(u) for u in seq]  # noqa: E731
    if inst.budget is None:
        m, peak, extra, decode = _build(inst, None)
        m.Minimize(peak)
        answer = cpsat.solve(m, Limits.until(deadline))
        seq = decode(answer) if answer.found else list(range(inst.n))
        best, _ = evaluate(inst, seq)
        lower = max(answer.lower_bound() if answer.found else 0, inst.problem.input_bytes)
        if answer.status != OPTIMAL:
            p, x = evaluate(inst, seq)
            return RecomputeResult(
                "cpsat", True, names(seq), p, x, False, min(lower, p), None, {"status": answer.solver_status}
            )
        cap = best
    else:
        cap = inst.budget
    m, peak, extra, decode = _build(inst, cap)
    m.Add(peak <= cap)
    m.Minimize(extra)
    answer = cpsat.solve(m, Limits.until(deadline))
    if answer.status == INFEASIBLE:
        return RecomputeResult("cpsat", False, [], None, None, True, None, inst.budget, {"status": "INFEASIBLE"})
    if answer.status not in (OPTIMAL, FEASIBLE):
        return RecomputeResult(
            "cpsat", False, [], None, None, False, None, inst.budget, {"status": answer.solver_status}
        )
    seq = decode(answer)
    p, x = evaluate(inst, seq)
    optimal = answer.status == OPTIMAL
    if inst.budget is None:
        return RecomputeResult("cpsat", True, names(seq), p, x, optimal, p, None, {"status": answer.solver_status})
    return RecomputeResult(
        "cpsat",
        True,
        names(seq),
        p,
        x,
        optimal,
        min(max(0, answer.lower_bound()), x),
        inst.budget,
        {"status": answer.solver_status},
    )
