"""Lower bounds on the minimum peak: event cut, forward/reverse trap, order split (docs/bounds.md).

All are built from one primitive, ``min_held(v, In, Out)`` (formal.order.flow): the
least memory any schedule can hold while unit ``v`` runs, given units forced before it
(``In``) and after it (``Out``), computed as a min cut.

* **Event cut** ``EC = max_v min_held(v, anc(v), desc[v])``: every schedule runs every
  unit, so it pays at least this at some step. ``n`` min cuts; given an incumbent order,
  only the units whose step in it holds more than the best case found so far (each
  step's ideal has the unit's own shape, so it bounds the unit's case from above).
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
from typing import Any, Iterator

from formal.model import Problem
from formal.order.flow import Cut, CutNetwork
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
        return {
            "event_cut": self.event_cut,
            "forward_trap": self.forward_trap,
            "reverse_trap": self.reverse_trap,
            "order_split": self.order_split,
            "best": self.best,
            "complete": self.complete,
            "maxflow_calls": self.maxflow_calls,
            "seconds": round(self.seconds, 3),
        }


@dataclass
class EventCuts:
    """Every unit's event cut ``M(v; ∅, ∅)``: its value and its extreme optimal ideals."""

    value: list[int]  # -1 for units a deadline left unscanned
    smallest: list[int]  # unit bitmask of the smallest optimal ideal
    largest: list[int]  # unit bitmask of the largest optimal ideal


@dataclass
class _Scan:
    """What the scans share: the cut network, the clock, the best values so far, the call count."""

    inst: Instance
    net: CutNetwork
    start: float  # time.monotonic() when compute_bounds began
    target: int | None
    time_limit: float | None
    deadline: float | None
    incumbent: list[int] | None = None  # a legal order of every unit: its steps bound the event cases
    calls: int = 0  # max-flow calls so far
    complete: bool = True  # False once a deadline, the time limit or the target cut a scan short
    values: dict[str, int] = field(default_factory=dict)  # kind -> best value so far
    witness: dict[str, list[Case]] = field(default_factory=dict)  # kind -> the cases certifying it

    def past_deadline(self) -> bool:
        return self.deadline is not None and time.monotonic() > self.deadline

    def late(self) -> bool:
        return (self.time_limit is not None and time.monotonic() - self.start > self.time_limit) or self.past_deadline()

    def enough(self) -> bool:
        return (self.target is not None and max(self.values.values()) >= self.target) or self.late()

    def held(self, case: Case) -> Cut | None:
        """``M(v; In, Out)`` of a case (value and extreme ideals, no flow): one max-flow call."""
        cut = self.net.min_held(case[0], *case_masks(self.inst, case), want_flow=False)
        self.calls += 1
        return cut

    def result(self) -> Bounds:
        values = self.values
        return Bounds(
            self.inst.input_bytes,
            values["event_cut"],
            values["forward_trap"],
            values["reverse_trap"],
            values["order_split"],
            self.complete,
            self.calls,
            time.monotonic() - self.start,
            self.witness,
        )


def compute_bounds(
    inst: Instance,
    *,
    target: int | None = None,
    time_limit: float | None = None,
    kinds: tuple[str, ...] = KINDS,
    deadline: float | None = None,
    incumbent: list[int] | None = None,
) -> Bounds:
    """Compute the bounds; stop the pair scans once ``target`` is reached or time runs out.

    ``incumbent``: a legal order of every unit (a heuristic's). Every unit's step in it is an
    explicit ideal of that unit's event case, so units whose step holds no more than the best
    event case found are not cut: the event cut is the same, for a few min cuts where there
    were ``n`` (a 6,005-unit backward: 3 of its units' steps are above its event cut).

    ``time_limit`` (seconds) stops the set, pair and triple scans; the event cut is always
    complete then. ``deadline`` (a ``time.monotonic()`` instant) stops everything, the
    event cut's scan over the units included: for callers that must return by then on
    problems of any size (the event cut of the units scanned is still a valid bound).
    """
    start = time.monotonic()
    run = _Scan(inst, CutNetwork.of(inst), start, target, time_limit, deadline, incumbent)
    cuts = _event_cuts(run)
    if not run.complete:  # met the target, or out of time: the pair and triple scans need every event value
        return run.result()
    # No descendants = no successors: the sinks; no ancestors = no predecessors: the sources.
    if "forward_trap" in kinds:
        _set_trap(run, "forward_trap", [v for v in range(inst.n) if not inst.succs[v]])
    if "reverse_trap" in kinds:
        _set_trap(run, "reverse_trap", [v for v in range(inst.n) if not inst.preds[v]])
    # Pairs by decreasing smaller event value: traps over two expensive units tend to be high.
    order = sorted(range(inst.n), key=lambda v: (-cuts.value[v], v))
    for kind in ("forward_trap", "reverse_trap"):
        if kind in kinds:
            _pair_traps(run, kind, cuts, order)
    if "order_split" in kinds and not run.enough():
        _order_splits(run, cuts, order)
    return run.result()


def _upto(inst: Instance, v: int) -> int:
    """``v`` and everything before it."""
    return inst.anc[v] | (1 << v)


def _out_of(inst: Instance, v: int) -> int:
    """``v`` and everything after it."""
    return inst.desc[v] | (1 << v)


def _held_at(inst: Instance, ideal: int, v: int) -> int:
    """``held(I, v)`` for one explicit ideal ``I`` of a case's shape: an upper bound on the case, no flow."""
    return inst.live(ideal) + inst.alloc[v] + inst.transient[v]


def _event_cuts(run: _Scan) -> EventCuts:
    """Event cut ``EC = max over v of M(v; ∅, ∅)`` (docs/bounds.md §3, "Event cut").

    Proves: every schedule runs every unit ``v``, right after some ideal of that shape, so
    it pays at least ``EC`` at some step. ``n`` min cuts. Sets every kind's value to ``EC``
    (each other bound is at least ``EC`` by definition), with the best unit's own case as
    witness. A deadline may stop the scan after the first unit, and a unit whose case meets
    the target stops it too (``run.complete`` is then False): the units scanned still give a
    valid bound, and one that meets the target is all a proof of optimality needs. Each min
    cut costs time in the size of the whole problem, so a full scan grows with its square
    (16 of the 20 s certify spent on a 2,565-unit backward); the units most likely to meet
    the target go first.
    """
    inst, n = run.inst, run.inst.n
    cuts = EventCuts([-1] * n, [0] * n, [0] * n)
    # Every unit's own case is a valid bound by itself, so a scan cut short by the deadline
    # still gives one (the largest found): units that must hold the most bytes anyway
    # (their transient and the storages they access; with an incumbent, their step in it) go first.
    upper = inst.samples(run.incumbent) if run.incumbent is not None else None
    if upper is not None:
        scan = sorted(range(n), key=lambda v: (-upper[v], v))
    else:
        scan = sorted(
            range(n), key=lambda v: (-(inst.transient[v] + sum(inst.bytes[s] for s in inst.unit_storages[v])), v)
        )
    best = -1
    for x, v in enumerate(scan):
        if run.calls and run.past_deadline():  # at least one unit: its case is the bound a deadline leaves
            run.complete = False
            break
        if upper is not None and upper[v] <= best:
            # This unit and every one after it hold at most `best` at their step in the
            # incumbent, an ideal of their case's shape: none raises the event cut. That step's
            # ideal stands in for their extreme ideals (the pair scans' rule 1 stays exact: a
            # case it satisfies is worth at most that step, at most the event cut).
            _incumbent_ideals(run.incumbent, cuts, set(scan[x:]))
            break
        cut = run.held((v, (), ()))
        assert cut is not None
        cuts.value[v], cuts.smallest[v], cuts.largest[v] = cut.value, cut.smallest, cut.largest
        best = max(best, cut.value)
        if run.target is not None and cut.value >= run.target:
            run.complete = False
            break
    ec_unit = max((v for v in range(n) if cuts.value[v] >= 0), key=lambda v: (cuts.value[v], -v), default=None)
    ec = cuts.value[ec_unit] if ec_unit is not None else 0
    run.witness = {k: [(ec_unit, (), ())] for k in KINDS} if ec_unit is not None else {}
    run.values = {k: ec for k in KINDS}
    return cuts


def _incumbent_ideals(incumbent: list[int], cuts: EventCuts, units: set[int]) -> None:
    """For ``units`` not cut: the ideal of the units before each in ``incumbent``, as both extreme ideals."""
    ideal = 0
    for u in incumbent:
        if u in units:
            cuts.smallest[u] = cuts.largest[u] = ideal
        ideal |= 1 << u


def _set_trap(run: _Scan, kind: str, ends: list[int]) -> None:
    """Forward or reverse trap over a set of pairwise incomparable units (docs/bounds.md §3, "Traps over sets").

    Proves: among ``ends`` some unit ``b`` runs last (forward trap) or first (reverse
    trap), so the schedule pays at least the minimum over ``b`` of the case "``b`` runs
    after (before) the rest of ``ends``". Over the sinks (forward), whichever runs last
    finds every other unit done, so every storage that is never freed is held; over the
    sources (reverse), whichever runs first finds nothing done. ``len(ends)`` min cuts at
    most; raises the value of ``kind`` if the trap beats it.
    """
    if len(ends) < 2:
        return
    cases: list[Case] = []
    for b in ends:
        others = tuple(a for a in ends if a != b)
        cases.append((b, others, ()) if kind == "forward_trap" else (b, (), others))
    found = []
    for case in cases:
        if run.late():  # a set trap is the minimum over all its cases: a partial one is no bound
            run.complete = False
            break
        cut = run.held(case)
        assert cut is not None  # the ends are pairwise incomparable
        found.append(cut.value)
    if len(found) == len(cases) and min(found) > run.values[kind]:
        run.values[kind] = min(found)
        run.witness[kind] = cases


def _incomparable_pairs(inst: Instance, order: list[int], firsts: int) -> Iterator[tuple[int, int]]:
    """Pairs ``(a, b)``, ``a`` among the first ``firsts`` of ``order`` and ``b`` after it, neither
    an ancestor of the other.

    Generated as scanned: there are up to ``n^2/2`` of them.
    """
    for x, a in enumerate(order[:firsts]):
        for b in order[x + 1 :]:
            if not ((inst.anc[a] >> b) & 1 or (inst.desc[a] >> b) & 1):
                yield a, b


def _forward_pair_cases(inst: Instance, cuts: EventCuts, a: int, b: int) -> tuple[list[Case], list[int]] | None:
    """The forward trap's two cases for ``a, b`` and an explicit ideal of each case's shape.

    The cases are "``b`` runs after ``a``" and "``a`` runs after ``b``". None if the pair
    cannot beat the event cut (docs/bounds.md §3, "Cost and pruning", rule 1).
    """
    # Case "b runs after a": In grows by a and its ancestors.
    if (cuts.largest[b] >> a) & 1 or (cuts.largest[a] >> b) & 1:
        return None  # some optimal event ideal already has that shape: no gain
    return [(b, (a,), ()), (a, (b,), ())], [cuts.largest[b] | _upto(inst, a), cuts.largest[a] | _upto(inst, b)]


def _reverse_pair_cases(inst: Instance, cuts: EventCuts, a: int, b: int) -> tuple[list[Case], list[int]] | None:
    """The reverse trap's two cases for ``a, b`` and an explicit ideal of each case's shape.

    The cases are "``b`` runs before ``a``" and "``a`` runs before ``b``". None if the pair
    cannot beat the event cut (docs/bounds.md §3, "Cost and pruning", rule 1).
    """
    # Case "b runs before a": Out grows by a and its descendants.
    if not (cuts.smallest[b] >> a) & 1 or not (cuts.smallest[a] >> b) & 1:
        return None
    return [(b, (), (a,)), (a, (), (b,))], [cuts.smallest[b] & ~_out_of(inst, a), cuts.smallest[a] & ~_out_of(inst, b)]


def _pair_traps(run: _Scan, kind: str, cuts: EventCuts, order: list[int]) -> None:
    """Forward or reverse trap over every incomparable pair (docs/bounds.md §3, "Forward trap", "Reverse trap").

    Proves: in every schedule one of ``a, b`` runs second (forward: what the first one
    allocated and its consumers still need is trapped in memory) or first (reverse: what
    the second still needs cannot have been freed), so the schedule pays at least the
    smaller of the two cases. Raises the value of ``kind`` to the best pair's minimum.
    Pairs that provably cannot beat the best value so far are skipped without a min cut
    (§3, "Cost and pruning": exact, not a heuristic); the scan stops at the target or the
    time limit, leaving ``run.complete`` False.
    """
    inst = run.inst
    pair_cases = _forward_pair_cases if kind == "forward_trap" else _reverse_pair_cases
    # Units the event scan did not cut come last in `order`; of two such units one runs before
    # the other in the incumbent, so rule 1 skips every pair of them: only pairs with a cut unit.
    cut_units = sum(1 for v in order if cuts.value[v] >= 0)
    for a, b in _incomparable_pairs(inst, order, cut_units):
        if run.enough():
            run.complete = False
            break
        best = run.values[kind]
        shaped = pair_cases(inst, cuts, a, b)
        if shaped is None:
            continue
        cases, probes = shaped
        # An explicit ideal of each case's shape bounds that case from above.
        if min(_held_at(inst, i, v) for i, (v, _, _) in zip(probes, cases)) <= best:
            continue
        found = []
        for case in cases:
            cut = run.held(case)
            if cut is None or cut.value <= best:
                break  # (None cannot happen for incomparable units; both cases exist)
            found.append(cut.value)
        else:
            run.values[kind] = min(found)
            run.witness[kind] = cases


def _split_upper(inst: Instance, cuts: EventCuts, case: Case) -> int:
    """``held(I, v)`` for one explicit ideal ``I`` of the case's shape: an upper bound, no flow."""
    v, before, after = case
    ideal = cuts.largest[v]
    for u in before:
        ideal |= _upto(inst, u)
    for u in after:
        ideal &= ~_out_of(inst, u)
    return _held_at(inst, ideal, v)


def _order_splits(run: _Scan, cuts: EventCuts, order: list[int]) -> None:
    """Order split over triples (docs/bounds.md §3, "Order split").

    Proves: every schedule orders a triple ``a, b, c`` somehow, and in each ordering some
    unit's case (the others split into before/after it) must be expensive; the split is
    the cheapest order's most expensive case. Starts from ``max(F, R)`` (at least that by
    definition) and scans the triples among the ``SPLIT_UNITS`` units with the highest event
    values, skipping those whose explicit-ideal upper bounds cannot beat the best value so
    far; stops at the target or the time limit, leaving ``run.complete`` False.
    """
    inst = run.inst
    run.values["order_split"] = max(run.values["forward_trap"], run.values["reverse_trap"])
    memo: dict[Case, int] = {}

    def case_value(case: Case) -> int:
        if case not in memo:
            cut = run.held(case)
            memo[case] = cut.value if cut is not None else 1 << 62
        return memo[case]

    top = sorted(order[:SPLIT_UNITS])
    for triple in itertools.combinations(top, 3):
        if run.enough():
            run.complete = False
            break
        best = run.values["order_split"]
        if order_split(inst, triple, lambda case: _split_upper(inst, cuts, case), best) is None:
            continue  # even the upper bounds cannot beat the best split so far
        cover = order_split(inst, triple, case_value, best)
        if cover is not None:
            run.values["order_split"] = min(case_value(c) for c in cover)
            run.witness["order_split"] = cover


def orderings(inst: Instance, units: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The orders of ``units`` that some legal schedule can have (no unit after its descendant)."""
    return [
        p
        for p in itertools.permutations(units)
        if not any((inst.anc[p[i]] >> p[j]) & 1 for i in range(len(p)) for j in range(i + 1, len(p)))
    ]


def order_split(inst: Instance, units: tuple[int, ...], value, best: int) -> list[Case] | None:
    """Cases covering every ordering of ``units``, each worth more than ``best``; else None.

    For each possible ordering, pick the position whose case (earlier units before it,
    later ones after it) has the highest value; the split is worth the minimum of those.
    """
    cover: list[Case] = []
    for p in orderings(inst, units):
        cases = [(x, tuple(sorted(p[:i])), tuple(sorted(p[i + 1 :]))) for i, x in enumerate(p)]
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
