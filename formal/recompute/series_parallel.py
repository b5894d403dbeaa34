"""Series-parallel recognition and an exact knapsack back end for stem-fed chains.

Two parts, read top to bottom:

1. **Recognition.** :func:`is_series_parallel` decides whether the unit dependency DAG
   (an edge ``producer -> reader`` per read storage with a producer), closed by a super
   source ``S`` before every unit without predecessors and a super sink ``T`` after every
   unit without successors, is a *two-terminal series-parallel* DAG. It applies the two
   reductions of Duffin (1965) / Valdes, Tarjan & Lawler ("The recognition of series
   parallel digraphs", SIAM J. Comput. 11(2), 1982) until none applies: merge parallel
   edges, and replace ``a -> v -> b`` by ``a -> b`` when ``v`` has exactly one in- and one
   out-edge. The DAG is series-parallel iff one edge ``S -> T`` remains (VTL give a
   linear-time version; this quadratic one is for small graphs).

2. **The knapsack back end** (:func:`solve_series_parallel`, docs/recompute.md, section
   "Series-parallel graphs: the knapsack back end"). It is exact on the **stem-fed chain**
   family, which :func:`stem_chain` recognises and which contains the seed's ReDimNet shape
   (a chain whose cheap stem values, computed from kept inputs, are read early and late):

   * every unit writes exactly one storage;
   * the *backbone* -- the units that read some produced storage -- is a chain
     ``b1 .. bm``: ``b(i+1)`` reads ``v(i)`` and ``v(i)`` is read by ``b(i+1)`` only; ``v(m)``
     is read by nobody;
   * every other unit is a *stem*: it reads only non-freeable inputs, writes a freeable value
     read by at least one backbone unit, and its transient is at most
     ``bytes(v(p)) + transient(b(p))`` for each of its readers ``b(p)``.

   Recomputing stem ``j`` once "breaks" one gap between two consecutive readers of ``j``:
   ``w(j)`` is not held over the backbone steps strictly inside that gap. Choosing breaks
   is a 0/1 covering knapsack -- one item per (stem, gap) with weight ``bytes(w(j))`` at
   the steps it spans and cost ``macs(j)``, at most ``k_j`` items per stem, one capacity
   row per backbone step -- which CP-SAT solves (one worker, fixed seed: deterministic;
   ``optimal`` only when proven). The schedule is rebuilt from the chosen breaks and
   re-evaluated by :mod:`formal.recompute.semantics`. Why the optimum of the knapsack is
   the optimum of the recomputation problem: docs/recompute.md.

Anything outside the family is refused with one line (FormalError) naming the reason.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from formal.base.errors import FormalError
from formal.recompute.instance import Instance
from formal.recompute.result import RecomputeResult
from formal.recompute.semantics import evaluate
from formal.solvers import cpsat
from formal.solvers.limits import INFEASIBLE, OPTIMAL, Limits


def unit_edges(inst: Instance) -> set[tuple[int, int]]:
    """Data edges ``producer -> reader`` between units (one per pair)."""
    return {(inst.producer[s], u) for u in range(inst.n) for s in inst.reads[u] if inst.producer[s] is not None}


def is_series_parallel(inst: Instance) -> bool:
    """Two-terminal series-parallel test of the unit DAG with a super source and sink (see above)."""
    S, T = -1, -2
    edges = unit_edges(inst)
    has_in = {v for _, v in edges}
    has_out = {u for u, _ in edges}
    edges |= {(S, u) for u in range(inst.n) if u not in has_in}
    edges |= {(u, T) for u in range(inst.n) if u not in has_out}
    # a set of edges merges parallel edges automatically; now reduce series pairs to a fixpoint
    changed = True
    while changed:
        changed = False
        ins: dict[int, list[int]] = {}
        outs: dict[int, list[int]] = {}
        for a, b in edges:
            outs.setdefault(a, []).append(b)
            ins.setdefault(b, []).append(a)
        for v in sorted(set(ins) & set(outs)):
            if v in (S, T) or len(ins[v]) != 1 or len(outs[v]) != 1:
                continue
            a, b = ins[v][0], outs[v][0]
            edges -= {(a, v), (v, b)}
            edges.add((a, b))
            changed = True
            break
    return edges == {(S, T)}


@dataclass(frozen=True)
class StemChain:
    """The stem-fed chain view of an instance (indices are unit / storage indices)."""

    backbone: tuple[int, ...]  # b1 .. bm in chain order
    stems: tuple[int, ...]  # stem units
    readers: tuple[tuple[int, ...], ...]  # per stem: reader positions (0-based backbone indices), sorted
    base: tuple[int, ...]  # per backbone step: bytes live without any stem, + transient


def stem_chain(inst: Instance) -> StemChain:
    """Recognise the stem-fed chain family (module docstring); FormalError with the reason if not."""
    name = inst.problem.name

    def out(why: str) -> FormalError:
        return FormalError(
            f"--backend sp: {name!r} is not a stem-fed chain ({why}); use --backend exhaustive, cpsat, ilp or sat"
        )

    for u in range(inst.n):
        if len(inst.writes[u]) != 1:
            raise out(f"unit {inst.uid(u)!r} writes {len(inst.writes[u])} storages, not 1")
    value = [inst.writes[u][0] for u in range(inst.n)]
    back = [u for u in range(inst.n) if any(inst.producer[s] is not None for s in inst.reads[u])]
    stems = [u for u in range(inst.n) if u not in set(back)]
    if not back:
        raise out("no unit reads a produced value")
    # order the backbone: the unique unit whose value nobody reads is last, then walk back
    nxt: dict[int, int] = {}
    for u in back:
        preds = [inst.producer[s] for s in inst.reads[u] if inst.producer[s] in set(back)]
        if len(preds) > 1:
            raise out(f"backbone unit {inst.uid(u)!r} reads {len(preds)} backbone values")
        if preds:
            p = preds[0]
            if inst.readers[value[p]] != (u,):
                raise out(
                    f"backbone value {inst.problem.storages[value[p]].id!r} has readers other than {inst.uid(u)!r}"
                )
            nxt[p] = u
    firsts = [u for u in back if u not in set(nxt.values())]
    if len(firsts) != 1:
        raise out(f"the backbone is {len(firsts)} chains, not one")
    order = [firsts[0]]
    while order[-1] in nxt:
        order.append(nxt[order[-1]])
    if len(order) != len(back) or inst.readers[value[order[-1]]]:
        raise out("the backbone is not a single chain ending in an unread value")
    pos = {u: i for i, u in enumerate(order)}
    st = inst.problem.storages
    stem_readers = []
    for j in stems:
        for s in inst.reads[j]:
            if not (inst.is_input(s) and not st[s].freeable):
                raise out(f"stem {inst.uid(j)!r} reads {st[s].id!r}, which is not a non-freeable input")
        w = value[j]
        if not inst.freeable(w) or not inst.readers[w]:
            raise out(f"stem value {st[w].id!r} must be freeable and read by the backbone")
        ps = sorted(pos[r] for r in inst.readers[w])
        for p in ps:
            b = order[p]
            if inst.transient(j) > inst.size(value[b]) + inst.transient(b):
                raise out(
                    f"stem {inst.uid(j)!r} has transient {inst.transient(j)} > bytes written plus "
                    f"transient of its reader {inst.uid(b)!r}"
                )
        stem_readers.append(tuple(ps))
    return StemChain(tuple(order), tuple(stems), tuple(stem_readers), _base(inst, order, value))


def _base(inst: Instance, order: list[int], value: list[int]) -> tuple[int, ...]:
    """Sample at backbone step i with no stem value counted (docs/recompute.md, lower bound)."""
    st = inst.problem.storages
    last_reader: dict[int, int] = {}
    for i, b in enumerate(order):
        for s in inst.reads[b]:
            last_reader[s] = i
    base = []
    for i, b in enumerate(order):
        live = inst.size(value[b]) + inst.transient(b)
        if i > 0:
            live += inst.size(value[order[i - 1]])
        live += sum(inst.size(value[order[h]]) for h in range(i - 1) if not inst.freeable(value[order[h]]))
        for s, x in enumerate(st):
            if x.origin == "input" and (not x.freeable or not inst.readers[s] or last_reader.get(s, -1) >= i):
                live += x.bytes
        base.append(live)
    return tuple(base)


def _schedule(inst: Instance, sc: StemChain, breaks: list[set[int]]) -> list[int]:
    """Backbone once in order; each stem copy made right before the first reader of its segment.
    ``breaks[j]`` holds gap indices ``g`` (between readers ``g`` and ``g+1``) that stem j breaks."""
    before: dict[int, list[int]] = {}
    for j, (u, ps) in enumerate(zip(sc.stems, sc.readers)):
        starts = [ps[0]] + [ps[g + 1] for g in sorted(breaks[j])]
        for p in starts:
            before.setdefault(p, []).append(u)
    seq: list[int] = []
    for i, b in enumerate(sc.backbone):
        seq.extend(sorted(before.get(i, [])))
        seq.append(b)
    return seq


def solve_series_parallel(inst: Instance, time_limit: float = 60.0) -> RecomputeResult:
    """Exact on stem-fed chains (module docstring); refuses anything else with one line."""
    sc = stem_chain(inst)
    deadline = time.monotonic() + time_limit
    m = len(sc.backbone)
    items = []  # (stem index, gap, first step inside, last step inside)
    for j, ps in enumerate(sc.readers):
        for g in range(len(ps) - 1):
            if ps[g + 1] - ps[g] > 1:
                items.append((j, g, ps[g] + 1, ps[g + 1] - 1))
    sizes = [inst.size(inst.writes[u][0]) for u in sc.stems]
    full = [sc.base[i] + sum(sizes[j] for j, ps in enumerate(sc.readers) if ps[0] <= i <= ps[-1]) for i in range(m)]
    floor = inst.problem.input_bytes

    def model(cap: int | None):
        md = cpsat.new_model()
        x = [md.NewBoolVar(f"x_{j}_{g}") for j, g, _, _ in items]
        for j, u in enumerate(sc.stems):
            mine = [x[t] for t, it in enumerate(items) if it[0] == j]
            if mine:
                md.Add(sum(mine) <= inst.runs[u] - 1)
        peak = md.NewIntVar(0, max(full + [floor]), "peak")
        md.Add(peak >= floor)
        for i in range(m):
            saved = [sizes[j] * x[t] for t, (j, _, a, b) in enumerate(items) if a <= i <= b]
            md.Add(full[i] - sum(saved) <= peak)
        if cap is not None:
            md.Add(peak <= cap)
        cost = sum(inst.macs[sc.stems[j]] * x[t] for t, (j, _, _, _) in enumerate(items))
        return md, x, peak, cost

    def run(md) -> cpsat.Answer:
        return cpsat.solve(md, Limits.until(deadline))

    stats = {
        "stems": len(sc.stems),
        "backbone": m,
        "knapsack_items": len(items),
        "series_parallel": is_series_parallel(inst),
    }
    proven = True
    cap = inst.budget
    if cap is None:
        md, x, peak, cost = model(None)
        md.Minimize(peak)
        answer = run(md)
        if not answer.found:  # only a time-out: breaking nothing is feasible
            seq = _schedule(inst, sc, [set() for _ in sc.stems])
            p, e = evaluate(inst, seq)
            return RecomputeResult("sp", True, [inst.uid(u) for u in seq], p, e, False, floor, None, stats)
        cap, proven = answer.value(peak), answer.status == OPTIMAL
    md, x, peak, cost = model(cap)
    md.Minimize(cost)
    answer = run(md)
    if answer.status == INFEASIBLE:
        return RecomputeResult("sp", False, [], None, None, True, None, inst.budget, stats)
    if not answer.found:
        return RecomputeResult("sp", False, [], None, None, False, None, inst.budget, stats)
    breaks: list[set[int]] = [set() for _ in sc.stems]
    for t, (j, g, _, _) in enumerate(items):
        if answer.value(x[t]):
            breaks[j].add(g)
    seq = _schedule(inst, sc, breaks)
    p, e = evaluate(inst, seq)
    optimal = proven and answer.status == OPTIMAL
    if inst.budget is None:
        assert p == cap, "knapsack peak differs from the semantic peak"
        return RecomputeResult(
            "sp", True, [inst.uid(u) for u in seq], p, e, optimal, p if proven else floor, None, stats
        )
    lower = max(0, answer.lower_bound())
    return RecomputeResult("sp", True, [inst.uid(u) for u in seq], p, e, optimal, min(lower, e), inst.budget, stats)
