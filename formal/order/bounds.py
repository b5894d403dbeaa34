"""Lower bounds on the minimum peak: event cut, forward/reverse trap, order split (docs/bounds.md).

All are built from one primitive, ``min_held(v, In, Out)`` (formal.order.flow): the
least memory any schedule can hold while unit ``v`` runs, given units forced before it
(``In``) and after it (``Out``), computed as a min cut.

* **Event cut** ``EC = max_v min_held(v, anc(v), desc[v])``: every schedule runs every
  unit, so it pays at least this at some step. ``n`` min cuts.
* **Forward trap** ``F = max(EC, max over incomparable u, v of
  min(min_held(v | u ran before), min_held(u | v ran before)))``: every schedule runs one
  of ``u, v`` second, and then what the first one allocated and its consumers still need
  is trapped in memory. ``O(n^2)`` min cuts.
* **Reverse trap** ``R``: the mirror image, "when the first of ``u, v`` runs, the other has
  not": what the second still needs cannot have been freed. It is the forward trap of the
  time-reversed program (allocations and frees swap roles), also ``O(n^2)`` min cuts.

  Both traps also consider one larger set: the sinks (forward: whichever runs last, every
  other unit has run, so every storage that is never freed is held) and the sources
  (reverse: whichever runs first, nothing has run). A trap over a set ``U`` is the
  minimum, over ``b`` in ``U``, of the case "``b`` runs after (before) the rest of ``U``".
* **Order split** (ours, beyond the paper): for a triple of units, every schedule orders
  them somehow, and in each order some unit's case (the others forced before/after it)
  is expensive; the bound is the cheapest order's most expensive case. At least
  ``max(F, R)`` by definition; closes most of the gaps the traps leave on random DAGs.

``F >= EC`` and ``R >= EC`` by construction; ``F`` and ``R`` are incomparable (the random
DAG study in formal.studies.random_dags counts instances of both strict orders).

Each value comes with a certificate (a feasible flow per case) that the trusted checker
verifies edge by edge. Most pairs are skipped without a max-flow call: if the event cut's
own optimal ideal already satisfies a case, that case cannot beat ``EC``; and any explicit
ideal of the right shape gives an upper bound on a case, so pairs that cannot beat the
best bound so far are skipped too (this is exact pruning, not a heuristic).
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import Any

from formal.model import Problem
from formal.order.flow import CutNetwork
from formal.order.instance import Instance

KINDS = ("event_cut", "forward_trap", "reverse_trap", "order_split")
SPLIT_UNITS = 24  # order splits look at triples among this many units with the highest event values
Case = tuple[int, tuple[int, ...], tuple[int, ...]]  # (v, units forced before v, units forced after v)


def case_masks(inst: Instance, case: Case) -> tuple[int, int]:
    """``(In, Out)`` of a case: the forced units closed under ancestors / descendants."""
    v, before, after = case
    forced_in, forced_out = inst.anc[v], inst.desc[v] | (1 << v)
    for u in before:
        forced_in |= inst.anc[u] | (1 << u)
    for u in after:
        forced_out |= inst.desc[u] | (1 << u)
    return forced_in, forced_out


@dataclass
class Bounds:
    """Bound values, how they were found, and the queries that certify each best value."""

    input_bytes: int
    event_cut: int
    forward_trap: int
    reverse_trap: int
    order_split: int
    complete: bool  # False if a time limit or the target stopped the pair scans early
    maxflow_calls: int
    seconds: float
    # kind -> the cases whose minimum is the bound: (unit v, units before v, units after v)
    witness: dict[str, list[Case]] = field(default_factory=dict)

    @property
    def best(self) -> int:
        return max(self.input_bytes, self.event_cut, self.forward_trap, self.reverse_trap, self.order_split)

    def values(self) -> dict[str, Any]:
        return {"event_cut": self.event_cut, "forward_trap": self.forward_trap,
                "reverse_trap": self.reverse_trap, "order_split": self.order_split, "best": self.best,
                "complete": self.complete,
                "maxflow_calls": self.maxflow_calls, "seconds": round(self.seconds, 3)}


def compute_bounds(inst: Instance, *, target: int | None = None, time_limit: float | None = None,
                   kinds: tuple[str, ...] = KINDS, deadline: float | None = None) -> Bounds:
    """Compute the bounds; stop the pair scans once ``target`` is reached or time runs out.

    ``time_limit`` (seconds) stops the set, pair and triple scans; the event cut is always
    complete then. ``deadline`` (a ``time.monotonic()`` instant) stops everything, the
    event cut's scan over the units included: for callers that must return by then on
    problems of any size (the event cut of the units scanned is still a valid bound).
    """
    start = time.monotonic()
    net = CutNetwork.of(inst)
    n, anc, desc = inst.n, inst.anc, inst.desc
    calls = 0

    def out_of(v: int) -> int:  # v and everything after it
        return desc[v] | (1 << v)

    def upto(v: int) -> int:  # v and everything before it
        return anc[v] | (1 << v)

    def past_deadline() -> bool:
        return deadline is not None and time.monotonic() > deadline

    def late() -> bool:
        return (time_limit is not None and time.monotonic() - start > time_limit) or past_deadline()

    # Every unit's own case is a valid bound by itself, so a scan cut short by the time
    # limit still gives one (the largest found): units that must hold the most bytes
    # anyway (their transient and the storages they access) go first.
    event, smallest, largest = [-1] * n, [0] * n, [0] * n
    scan = sorted(range(n), key=lambda v: (-(inst.transient[v] + sum(inst.bytes[s] for s in inst.unit_storages[v])), v))
    complete = True
    for v in scan:
        if calls and past_deadline():  # at least one unit: its case is the bound a deadline leaves
            complete = False
            break
        cut = net.min_held(v, anc[v], out_of(v), want_flow=False)
        assert cut is not None
        event[v], smallest[v], largest[v] = cut.value, cut.smallest, cut.largest
        calls += 1
    ec_unit = max((v for v in range(n) if event[v] >= 0), key=lambda v: (event[v], -v), default=None)
    ec = event[ec_unit] if ec_unit is not None else 0
    witness: dict[str, list[Case]] = {k: [(ec_unit, (), ())] for k in KINDS} if ec_unit is not None else {}
    values = {k: ec for k in KINDS}

    def enough() -> bool:
        return (target is not None and max(values.values()) >= target) or late()

    if not complete:  # out of time already: the pair and triple scans need every event value
        return Bounds(inst.input_bytes, values["event_cut"], values["forward_trap"], values["reverse_trap"],
                      values["order_split"], False, calls, time.monotonic() - start, witness)

    # Set traps over the sinks (forward: whichever runs last finds everything else done)
    # and the sources (reverse: whichever runs first finds nothing done). n calls at most.
    # (No descendants = no successors: the sinks; no ancestors = no predecessors: the sources.)
    for kind, ends, side in (("forward_trap", [v for v in range(n) if not inst.succs[v]], 1),
                             ("reverse_trap", [v for v in range(n) if not inst.preds[v]], 2)):
        if kind not in kinds or len(ends) < 2:
            continue
        cases = []
        for b in ends:
            others = tuple(a for a in ends if a != b)
            cases.append((b, others, ()) if side == 1 else (b, (), others))
        found = []
        for case in cases:
            if late():  # a set trap is the minimum over all its cases: a partial one is no bound
                complete = False
                break
            cut = net.min_held(case[0], *case_masks(inst, case), want_flow=False)
            calls += 1
            assert cut is not None  # the ends are pairwise incomparable
            found.append(cut.value)
        if len(found) == len(cases) and min(found) > values[kind]:
            values[kind] = min(found)
            witness[kind] = cases

    # Pairs by decreasing smaller event value: traps over two expensive units tend to be high.
    order = sorted(range(n), key=lambda v: (-event[v], v))

    def pairs():  # generated as scanned: there are n^2/2 of them
        for x, a in enumerate(order):
            for b in order[x + 1:]:
                if not ((anc[a] >> b) & 1 or (desc[a] >> b) & 1):
                    yield a, b

    for kind in ("forward_trap", "reverse_trap"):
        if kind not in kinds:
            continue
        for a, b in pairs():
            if enough():
                complete = False
                break
            best = values[kind]
            if kind == "forward_trap":
                # Case "b runs after a": In grows by a and its ancestors.
                if (largest[b] >> a) & 1 or (largest[a] >> b) & 1:
                    continue  # some optimal event ideal already has that shape: no gain
                cases: list[Case] = [(b, (a,), ()), (a, (b,), ())]
                probes = [largest[b] | upto(a), largest[a] | upto(b)]
            else:
                # Case "b runs before a": Out grows by a and its descendants.
                if not (smallest[b] >> a) & 1 or not (smallest[a] >> b) & 1:
                    continue
                cases = [(b, (), (a,)), (a, (), (b,))]
                probes = [smallest[b] & ~out_of(a), smallest[a] & ~out_of(b)]
            # An explicit ideal of each case's shape bounds that case from above.
            if min(inst.live(i) + inst.alloc[v] + inst.transient[v]
                   for i, (v, _, _) in zip(probes, cases)) <= best:
                continue
            found = []
            for case in cases:
                cut = net.min_held(case[0], *case_masks(inst, case), want_flow=False)
                calls += 1
                if cut is None or cut.value <= best:
                    break  # (None cannot happen for incomparable units; both cases exist)
                found.append(cut.value)
            else:
                values[kind] = min(found)
                witness[kind] = cases

    # Order splits over triples: every schedule orders a, b, c somehow; in each ordering
    # some unit's case (the others split into before/after it) must be expensive.
    if "order_split" in kinds and not enough():
        values["order_split"] = max(values["forward_trap"], values["reverse_trap"])
        memo: dict[Case, int] = {}

        def case_value(case: Case) -> int:
            if case not in memo:
                nonlocal calls
                cut = net.min_held(case[0], *case_masks(inst, case), want_flow=False)
                calls += 1
                memo[case] = cut.value if cut is not None else 1 << 62
            return memo[case]

        def case_upper(case: Case) -> int:
            """held(I, v) for one explicit ideal I of the case's shape: an upper bound, no flow."""
            v, before, after = case
            ideal = largest[v]
            for u in before:
                ideal |= upto(u)
            for u in after:
                ideal &= ~out_of(u)
            return inst.live(ideal) + inst.alloc[v] + inst.transient[v]

        top = sorted(order[:SPLIT_UNITS])
        for triple in itertools.combinations(top, 3):
            if enough():
                complete = False
                break
            best = values["order_split"]
            if order_split(inst, triple, case_upper, best) is None:
                continue  # even the upper bounds cannot beat the best split so far
            cover = order_split(inst, triple, case_value, best)
            if cover is not None:
                values["order_split"] = min(case_value(c) for c in cover)
                witness["order_split"] = cover
    return Bounds(inst.input_bytes, values["event_cut"], values["forward_trap"], values["reverse_trap"],
                  values["order_split"], complete, calls, time.monotonic() - start, witness)


def orderings(inst: Instance, units: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The orders of ``units`` that some legal schedule can have (no unit after its descendant)."""
    return [p for p in itertools.permutations(units)
            if not any((inst.anc[p[i]] >> p[j]) & 1 for i in range(len(p)) for j in range(i + 1, len(p)))]


def order_split(inst: Instance, units: tuple[int, ...], value, best: int) -> list[Case] | None:
    """Cases covering every ordering of ``units``, each worth more than ``best``; else None.

    For each possible ordering, pick the position whose case (earlier units before it,
    later ones after it) has the highest value; the split is worth the minimum of those.
    """
    cover: list[Case] = []
    for p in orderings(inst, units):
        cases = [(x, tuple(sorted(p[:i])), tuple(sorted(p[i + 1:]))) for i, x in enumerate(p)]
        chosen = max(cases, key=lambda c: (value(c), c))
        if value(chosen) <= best:
            return None
        if chosen not in cover:
            cover.append(chosen)
    return cover


def lower_bounds(problem: Problem, time_limit: float | None = 60.0) -> dict[str, Any]:
    """``{event_cut, forward_trap, reverse_trap, order_split, best, complete, ...}`` in bytes.

    The pair and triple scans stop after ``time_limit`` seconds (None: run to completion;
    on unstructured 1,000-unit graphs that takes minutes); values found so far stay valid
    and ``complete`` tells whether the scans finished.
    """
    return compute_bounds(Instance(problem), time_limit=time_limit).values()
