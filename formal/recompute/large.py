"""A recomputation solver for large graphs (hundreds to thousands of units): order, then local search.

The exact back ends (exhaustive, CP-SAT, ILP, SAT) stop at a few dozen units. This one decides
budgets on graphs of 100-1000 units by finding a *witness* (a legal schedule under the
budget, re-evaluated by :mod:`formal.recompute.semantics`) or a simple *refutation*, and says
"unknown" otherwise. It claims optimality only where it is proven.

1. **Refutation** (``resident bound``): while unit ``u`` runs, every storage it reads has a
   live copy (legality), the copies it writes are live (just allocated), and so is every
   input nobody frees; so every schedule's peak is at least
   ``max_u transient(u) + bytes(reads(u) | writes(u) | never-freed inputs)``. Recomputation
   cannot beat it (it holds for every execution). A budget below it is infeasible, and the
   certificate is the one unit (checked by ``formal check``, formal/check/recompute.py).
2. **Order** (no recomputation): the project's ordering heuristics (formal.order.greedy:
   memory-aware list scheduling, Inductor's strategies, the original order), then, if they do
   not fit, the exact ordering search (formal.order.optimize: certified bounds, bisecting
   dives, best-first search) for a quarter of the time limit. If an order fits the budget, no
   recomputation is needed and zero extra MACs is optimal.
3. **Local search with recomputation** (k-bounded): from the best order, repeatedly take the
   first position ``t`` where the peak is sampled; every copy live across ``t`` that the unit
   at ``t`` does not touch could die earlier if its producer ran again just before the copy's
   next reader after ``t`` (or, for a first run with no reader up to ``t``, if the producer
   moved to just before its first reader). Each such move (within the run bounds) is evaluated
   exactly; the one giving the lowest ``(peak, positions at the peak, bytes above the budget,
   extra MACs)`` is kept; when none improves, moves from every position above the budget are
   tried. Chains arise by themselves: once ``f`` is recomputed before a late reader, the next
   round can recompute ``f``'s input before ``f``'s new run (the checkpointing segments of
   Chen et al. 2016 and Checkmate's solutions, found greedily). With a budget a second,
   *cost-aware* search runs from the same order (the move removing the most bytes above the
   budget per MAC spent, a greedy covering rule); each search stops at the budget (or when no
   move helps), drops every recomputation whose removal keeps the budget, most expensive
   first, and the feasible result with the fewer extra MACs is returned.

Bounds reported: the resident bound on the peak; on extra MACs under a budget, 0 (and
optimal) when an order fits; else the cheapest repeatable unit's MACs when the certified
ordering bounds (formal.order.bounds) exceed the budget (some unit must then run twice),
and 0 otherwise. Before the local search, the covering relaxation of
formal.recompute.lower_bound in the solver's model (``fixed_order``: Moccasin's; else the free
one): its optimum is a certified lower bound (a tree the checker verifies, in
``stats["bound_tree"]``), and the fixed-order relaxation's realizations are witnesses; where
one fits at the bound, it is returned as optimal without the local search.
"""

from __future__ import annotations

import time
from typing import Sequence

from formal.order.greedy import best_heuristic
from formal.order.instance import Instance as OrderInstance
from formal.order.optimize import optimize
from formal.recompute.instance import Instance
from formal.recompute.lower_bound import least_extra
from formal.recompute.result import RecomputeResult
from formal.recompute.semantics import evaluate

ORDER_SHARE = 0.25  # of the time limit, for the exact ordering step


def resident_bound(inst: Instance) -> tuple[int, int]:
    """``(bound, unit)``: the largest resident set of one execution (module docstring, 1)."""
    always = {
        s
        for s, st in enumerate(inst.problem.storages)
        if st.origin == "input" and (not st.freeable or not inst.readers[s])
    }
    best, arg = inst.problem.input_bytes, -1
    for u in range(inst.n):
        held = set(inst.reads[u]) | set(inst.writes[u]) | always
        value = inst.transient(u) + sum(inst.size(s) for s in held)
        if value > best:
            best, arg = value, u
    return best, arg


class _Illegal(Exception):
    """A candidate schedule reads a storage before its producer ran."""


class _Profile:
    """Exact live bytes of a schedule, with each copy's span and readers (the semantics, fast)."""

    def __init__(self, inst: Instance, seq: Sequence[int]):
        n_pos = len(seq)
        size, free = inst.size, inst.freeable
        diff = [0] * (n_pos + 1)
        base = 0
        self.copies: list[tuple[int, int, int, list[int]]] = []  # (storage, start, end, reader positions)
        cur: dict[int, list] = {}
        for s, st in enumerate(inst.problem.storages):
            if st.origin == "input":
                never = not st.freeable or not inst.readers[s]
                cur[s] = [s, -1, n_pos - 1 if never else -1, []]
        for pos, u in enumerate(seq):
            for s in inst.reads[u]:
                c = cur.get(s)
                if c is None:  # read before any copy exists: not a legal schedule
                    raise _Illegal
                c[3].append(pos)
                if free(s) and c[2] != n_pos - 1:
                    c[2] = pos
            for s in inst.writes[u]:
                if s in cur:
                    self.copies.append(tuple(cur[s]))
                cur[s] = [s, pos, pos if free(s) else n_pos - 1, []]
        self.copies.extend(tuple(c) for c in cur.values())
        for s, a, b, _r in self.copies:
            if a < 0:
                base += size(s)
                if b >= 0:
                    diff[b + 1] -= size(s)
            else:
                diff[a] += size(s)
                diff[b + 1] -= size(s)
        samples = []
        live = base
        for pos, u in enumerate(seq):
            live += diff[pos]
            samples.append(live + inst.transient(u))
        self.samples = samples
        self.peak = max([inst.problem.input_bytes, *samples])
        self.at_peak = sum(1 for x in samples if x == self.peak)


def _score(inst: Instance, seq: Sequence[int], target: int | None) -> tuple[int, int, int, int]:
    """Search key: peak, positions at the peak, bytes above the target summed over positions, extra MACs."""
    prof = _Profile(inst, seq)
    excess = sum(x - target for x in prof.samples if x > target) if target is not None else 0
    return prof.peak, prof.at_peak, excess, _extra(inst, seq)


def _extra(inst: Instance, seq: Sequence[int]) -> int:
    seen = [False] * inst.n
    extra = 0
    for u in seq:
        if seen[u]:
            extra += inst.macs[u]
        seen[u] = True
    return extra


def _moves(
    inst: Instance, prof: _Profile, seq: Sequence[int], runs: list[int], positions: Sequence[int], relocate: bool = True
) -> set:
    """Moves that end a copy live across one of ``positions`` earlier.

    ``(pos, -1, p)``: run producer ``p`` again just before the copy's next reader ``pos``;
    ``(pos, a, p)``: move the execution at ``a`` (no reader of its copy up to the peak) to just
    before the copy's first reader ``pos`` (legality is checked when the move is evaluated).
    """
    moves = set()
    for t in positions:
        touched = set(inst.reads[seq[t]]) | set(inst.writes[seq[t]])
        for s, a, b, readers in prof.copies:
            p = inst.producer[s]
            if p is None or a >= t or b <= t or s in touched:
                continue
            nxt = next((r for r in readers if r > t), None)
            if nxt is None:
                continue
            if runs[p] < inst.runs[p]:
                moves.add((nxt, -1, p))
            if relocate and a >= 0 and nxt == readers[0]:
                moves.add((nxt, a, p))
    return moves


def _apply(seq: list[int], move: tuple[int, int, int]) -> list[int]:
    pos, a, p = move
    if a < 0:
        return seq[:pos] + [p] + seq[pos:]
    return seq[:a] + seq[a + 1 : pos] + [p] + seq[pos:]


def local_search(
    inst: Instance,
    seq: list[int],
    target: int | None,
    deadline: float,
    max_moves: int = 600,
    relocate: bool = True,
    cost_aware: bool = False,
) -> tuple[list[int], dict]:
    """Insert recomputations until the peak is <= ``target`` (or stops improving); see module docstring.

    Candidates come from the first position at the peak; when none of them improves the key
    (peak, positions at the peak, bytes above the target), from every position above the target.
    ``cost_aware`` (needs a target): candidates from every position above the target, and the
    move kept is the one removing the most bytes above the target per MAC spent (relocations
    cost nothing), among those that do not raise the peak: a greedy covering rule, for
    cheaper witnesses.
    """
    if cost_aware and target is None:
        raise ValueError("cost_aware needs a target")
    runs = [0] * inst.n
    for u in seq:
        runs[u] += 1
    best = _score(inst, seq, target)
    rounds = evaluated = 0
    while time.monotonic() < deadline and (target is None or best[0] > target):
        prof = _Profile(inst, seq)
        first = next(i for i, x in enumerate(prof.samples) if x == prof.peak)
        over = [i for i, x in enumerate(prof.samples) if x > (target if target is not None else prof.peak - 1)]
        choice = None
        if cost_aware:
            for move in sorted(_moves(inst, prof, seq, runs, over, relocate))[: 4 * max_moves]:
                if time.monotonic() >= deadline:
                    break
                cand = _apply(seq, move)
                try:
                    score = _score(inst, cand, target)
                except _Illegal:
                    continue
                evaluated += 1
                gain = best[2] - score[2]
                if gain <= 0 or score[0] > best[0]:
                    continue
                cost = inst.macs[move[2]] if move[1] < 0 else 0
                key = (gain / cost if cost else float("inf"), gain, -score[3])
                if choice is None or key > choice[3]:
                    choice = (score, cand, move, key)
            if choice is None:
                break
            best, seq, move = choice[:3]
            if move[1] < 0:
                runs[move[2]] += 1
            rounds += 1
            continue
        for positions in ([first], over):
            moves = sorted(_moves(inst, prof, seq, runs, positions, relocate))[:max_moves]
            for move in moves:
                if time.monotonic() >= deadline:
                    break
                cand = _apply(seq, move)
                try:
                    score = _score(inst, cand, target)
                except _Illegal:
                    continue
                evaluated += 1
                if score[:3] < best[:3] and (choice is None or score < choice[0]):
                    choice = (score, cand, move)
            if choice is not None or len(over) <= 1:
                break
        if choice is None:
            break
        best, seq, move = choice
        if move[1] < 0:
            runs[move[2]] += 1
        rounds += 1
    return seq, {"rounds": rounds, "evaluated": evaluated, "search_peak": best[0]}


def prune(inst: Instance, seq: list, budget: int, deadline: float) -> list[int]:
    """Drop recomputations (most expensive first) while the schedule stays legal and within budget."""
    seen: set[int] = set()
    repeats = []
    for i, u in enumerate(seq):
        if u in seen:
            repeats.append(i)
        seen.add(u)
    for i in sorted(repeats, key=lambda i: (-inst.macs[seq[i]], -i)):
        if time.monotonic() >= deadline:
            break
        # A dropped run is marked None so that the other positions stay valid; dropping a
        # later run is always legal (its readers then use the earlier copy).
        cand = seq[:i] + [None] + seq[i + 1 :]
        if _Profile(inst, [u for u in cand if u is not None]).peak <= budget:
            seq = cand
    return [u for u in seq if u is not None]


def solve_large(inst: Instance, time_limit: float = 120.0, fixed_order: bool = False) -> RecomputeResult:
    """Decide (budget) or improve (no budget) a large instance; see module docstring.

    ``fixed_order``: keep the given unit order for every first run and only insert
    recomputations (no reordering, no relocation moves): the setting of Moccasin's stage
    model and of PyTorch's partitioner, for a like-for-like comparison.
    """
    start = time.monotonic()
    deadline = start + time_limit
    lb, lb_unit = resident_bound(inst)
    stats: dict = {
        "resident_bound": lb,
        "resident_unit": inst.uid(lb_unit) if lb_unit >= 0 else None,
        "fixed_order": fixed_order,
    }
    budget = inst.budget
    if budget is not None and lb > budget:
        stats["seconds"] = round(time.monotonic() - start, 3)
        return RecomputeResult("large", False, [], None, None, True, None, budget, stats)
    given = list(range(inst.n))
    if fixed_order:
        name, order, order_peak = "given", given, evaluate(inst, given)[0]
    else:
        name, order, order_peak = best_heuristic(OrderInstance(inst.problem))
        given_peak = evaluate(inst, given)[0]
        if given_peak <= order_peak:
            name, order, order_peak = "given", given, given_peak
    if not fixed_order and (budget is None or order_peak > budget):
        # The exact ordering machinery (bounds, dives, search) in a share of the time: on these
        # graphs its dives often find far better orders than the list schedulers.
        opt = optimize(inst.problem, "exact", ORDER_SHARE * time_limit)
        stats["order_lower_bound"] = opt.lower_bound  # for orders only: recomputation may beat it
        if opt.peak < order_peak:
            name, order = f"exact-{opt.found_by}", [inst.problem.unit_index[u] for u in opt.order]
            order_peak = evaluate(inst, order)[0]
    stats.update({"order": name, "order_peak": order_peak})
    if budget is not None and order_peak <= budget:
        stats["seconds"] = round(time.monotonic() - start, 3)
        ids = [inst.uid(u) for u in order]
        return RecomputeResult("large", True, ids, order_peak, 0, True, 0, budget, stats)
    exact = None
    if budget is not None:
        # The covering relaxation of formal.recompute.lower_bound (fixed order: Moccasin's model; free:
        # spans every order must keep): its optimum is a certified lower bound, and the fixed-order
        # relaxation's realizations are witnesses; optimal whenever one fits at the bound.
        exact = least_extra(inst, "fixed" if fixed_order else "free", 0.8 * time_limit)
        if exact is not None:
            stats.update(
                {
                    "relaxation_rows": exact["rows"],
                    "relaxation_columns": exact["columns"],
                    "relaxation_optimal": exact["relaxation_optimal"],
                }
            )
        if exact is not None and exact["schedule"] is not None and exact["extra"] == exact["bound"]:
            stats["seconds"] = round(time.monotonic() - start, 3)
            stats.update(bound_tree=exact["tree"], bound_model=exact["model"])
            return RecomputeResult(
                "large",
                True,
                [inst.uid(u) for u in exact["schedule"]],
                exact["peak"],
                exact["extra"],
                True,
                exact["bound"],
                budget,
                stats,
            )
    # Two searches from the best order, half of the remaining time each: peak-greedy (finds
    # witnesses where the budget is tight) and, with a budget, cost-aware (cheaper witnesses);
    # the feasible one with the fewer extra MACs is kept (then the lower peak).
    searching = deadline - 0.1 * time_limit  # the last tenth is kept for pruning
    middle = time.monotonic() + 0.5 * max(0.0, searching - time.monotonic()) if budget is not None else deadline
    seq, search = local_search(inst, list(order), budget, middle, relocate=not fixed_order)
    stats.update(search)
    candidates = [seq]
    if budget is not None:
        cheap, search2 = local_search(inst, list(order), budget, searching, relocate=not fixed_order, cost_aware=True)
        stats.update({"cost_aware_rounds": search2["rounds"], "cost_aware_peak": search2["search_peak"]})
        candidates.append(cheap)
    if exact is not None and exact["schedule"] is not None:
        candidates.append(exact["schedule"])
    pruned = []
    for cand in candidates:
        peak, _ = evaluate(inst, cand)
        if budget is not None and peak <= budget:
            cand = prune(inst, cand, budget, deadline)
        pruned.append((evaluate(inst, cand), cand))
    fits = [(e, c) for e, c in pruned if budget is None or e[0] <= budget]
    (peak, extra), seq = min(fits, key=lambda ec: (ec[0][1], ec[0][0])) if fits else pruned[0]
    feasible = bool(fits)
    if budget is None:
        (peak, extra), seq = pruned[0]
    stats["seconds"] = round(time.monotonic() - start, 3)
    if budget is None:
        return RecomputeResult("large", True, [inst.uid(u) for u in seq], peak, extra, peak == lb, lb, None, stats)
    if not feasible:
        return RecomputeResult("large", False, [], None, None, False, None, budget, stats)
    # Extra MACs: if certified ordering bounds put every order above the budget, some unit runs
    # twice, so the extra MACs are at least the cheapest repeatable unit's.
    floor = 0
    if stats.get("order_lower_bound", 0) > budget:
        floor = min((inst.macs[u] for u in range(inst.n) if inst.runs[u] > 1), default=0)
    if exact is not None and exact["tree"] is not None and exact["bound"] > floor:
        floor = exact["bound"]  # the certified relaxation bound
        stats.update(bound_tree=exact["tree"], bound_model=exact["model"])
    return RecomputeResult("large", True, [inst.uid(u) for u in seq], peak, extra, extra == floor, floor, budget, stats)
