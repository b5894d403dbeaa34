"""ILP encoding (pulp/CBC): time-indexed, in the style of Checkmate.

Checkmate (Jain et al., "Checkmate: Breaking the Memory Wall with Optimal Tensor
Rematerialization", MLSys 2020) decides per stage which nodes run (``R``) and which values
are kept (``S``). Here one unit runs per step ``t = 0..T-1`` (``T = sum(runs)``):

* ``R[u,t]``: unit ``u`` runs at step ``t``; ``sum_u R[u,t] <= 1``, steps are used from the
  front, and ``1 <= sum_t R[u,t] <= runs[u]`` (the k bound);
* ``H[s,t]``: a copy of storage ``s`` is held after step ``t`` (into step ``t+1``); inputs
  are held before step 0. A copy can only be held if it was held before or written now:
  ``H[s,t] <= H[s,t-1] + R[prod(s),t]``; freeable inputs only ever get dropped; outputs,
  once written, stay; inputs nobody frees are constant;
* a reader needs a held copy: ``R[v,t] <= H[s,t-1]``;
* memory at step ``t``: held copies ``H[.,t-1]`` + the copies written now + the transient
  of the unit running now ``<= PEAK``.

Decoded sequences are re-evaluated under the semantics; holding more than needed is never
required by the semantics, so the optima agree (docs/recompute.md). Objectives: minimise
``PEAK``, then extra MACs at that peak (or under the budget). CBC runs with a time limit;
a run stopped by the limit reports ``optimal: false``.
"""

from __future__ import annotations

import time
import warnings

from formal.recompute.instance import Instance
from formal.recompute.result import RecomputeResult
from formal.recompute.semantics import evaluate


def _build(inst: Instance, objective: str, cap: int | None):
    import pulp

    T = sum(inst.runs)
    n = inst.n
    prob = pulp.LpProblem("formal_recompute", pulp.LpMinimize)
    R = [[prob.add_variable(f"R_{u}_{t}", cat="Binary") for t in range(T)] for u in range(n)]
    H: dict[int, list] = {}
    fixed = 0
    for s, st in enumerate(inst.problem.storages):
        if st.origin == "input" and (not st.freeable or not inst.readers[s]):
            fixed += st.bytes
            continue
        H[s] = [prob.add_variable(f"H_{s}_{t}", cat="Binary") for t in range(T)]
    peak = prob.add_variable("PEAK", lowBound=max(inst.problem.input_bytes, fixed), cat="Integer")
    extra = pulp.lpSum(inst.macs[u] * R[u][t] for u in range(n) for t in range(T)) - sum(inst.macs)
    prob += peak if objective == "peak" else extra
    if cap is not None:
        prob += peak <= cap
    for t in range(T):
        prob += pulp.lpSum(R[u][t] for u in range(n)) <= 1
        if t + 1 < T:
            prob += pulp.lpSum(R[u][t] for u in range(n)) >= pulp.lpSum(R[u][t + 1] for u in range(n))
    for u in range(n):
        prob += pulp.lpSum(R[u]) >= 1
        prob += pulp.lpSum(R[u]) <= inst.runs[u]

    def held_before(s: int, t: int):
        if s not in H:
            return 1
        if t == 0:
            return 1 if inst.is_input(s) else 0
        return H[s][t - 1]

    for s, hs in H.items():
        u = inst.producer[s]
        for t in range(T):
            if u is None:
                prob += hs[t] <= held_before(s, t)
            elif inst.freeable(s):
                prob += hs[t] <= held_before(s, t) + R[u][t]
            else:
                prob += hs[t] >= R[u][t]
                prob += hs[t] <= held_before(s, t) + R[u][t]
                if t:
                    prob += hs[t] >= hs[t - 1]
    for v in range(n):
        for s in inst.reads[v]:
            if s in H:
                for t in range(T):
                    prob += R[v][t] <= held_before(s, t)
    for t in range(T):
        mem = fixed + pulp.lpSum(inst.size(s) * held_before(s, t) for s in H if inst.size(s))
        mem += pulp.lpSum((inst.transient(u) + sum(inst.size(s) for s in inst.writes[u])) * R[u][t]
                          for u in range(n))
        prob += mem <= peak

    def decode() -> list[int]:
        return [u for t in range(T) for u in range(n) if (R[u][t].varValue or 0) > 0.5]

    return prob, decode


def _solve(prob, seconds: float) -> tuple[str, int]:
    import pulp

    with warnings.catch_warnings():  # PuLP 3.3 deprecates the CBC binary it still bundles
        warnings.simplefilter("ignore", DeprecationWarning)
        prob.solve(pulp.PULP_CBC_CMD(msg=False, timeLimit=max(1, int(seconds + 0.999)), threads=1))
    return pulp.LpStatus[prob.status], prob.sol_status


def solve_ilp(inst: Instance, time_limit: float = 60.0) -> RecomputeResult:
    import pulp

    deadline = time.monotonic() + time_limit
    names = lambda seq: [inst.uid(u) for u in seq]  # noqa: E731
    if inst.budget is None:
        prob, decode = _build(inst, "peak", None)
        status, sol = _solve(prob, deadline - time.monotonic())
        if sol != pulp.LpSolutionOptimal:
            seq = decode() if sol == pulp.LpSolutionIntegerFeasible else list(range(inst.n))
            p, x = evaluate(inst, seq)
            return RecomputeResult("ilp", True, names(seq), p, x, False, inst.problem.input_bytes, None,
                                   {"status": status})
        cap = evaluate(inst, decode())[0]
    else:
        cap = inst.budget
    prob, decode = _build(inst, "macs", cap)
    status, sol = _solve(prob, deadline - time.monotonic())
    if status == "Infeasible":
        return RecomputeResult("ilp", False, [], None, None, True, None, inst.budget, {"status": status})
    if sol not in (pulp.LpSolutionOptimal, pulp.LpSolutionIntegerFeasible):
        return RecomputeResult("ilp", False, [], None, None, False, None, inst.budget, {"status": status})
    seq = decode()
    p, x = evaluate(inst, seq)
    optimal = sol == pulp.LpSolutionOptimal
    lower = p if inst.budget is None else (x if optimal else 0)
    return RecomputeResult("ilp", True, names(seq), p, x, optimal, lower, inst.budget, {"status": status})
