"""Phase search: an exact decision procedure for the budget question of k-bounded recomputation.

Question: does a legal recomputing schedule with peak <= ``B`` exist (docs/recompute.md)? The
search is general (any single-assignment instance without in-place chains); it is fast when
most units provably fit anywhere, which is the structure of the 3-PARTITION gadgets. The
proofs of every rule are in docs/hardness.md, "The search and why each rule is sound" (the
numbers below are its rule numbers).

* **Derived precedences** (rule 2, the gate lemma): if a run of ``g`` after a once-run unit ``b``
  would exceed ``B`` counting only bytes certainly live then, every run of ``g`` precedes ``b``.
* **Free and critical units** (rule 3): a unit whose largest possible sample (all storages but
  those whose producers certainly have not run yet, plus its transient) is <= ``B`` is *free*.
* **Phases and blocks** (rule 4): between two critical runs only free runs happen; they fit
  whatever else is live, and free runs of different *blocks* (storage-sharing components)
  touch disjoint storages, so the state before a critical run is any combination of per-block
  states reachable by free runs; the search enumerates those that fit the critical sample.
* **Dominance, dead copies, viability** (rules 1, 5, 6): per block only the states with
  componentwise fewest runs per (live copies, units run) are kept; copies no run can read are
  dropped; states where some unit can never run are cut.
* **Block symmetry** (rule 7): blocks identical up to renaming are interchangeable; states are
  memoised in a canonical form and a permutation of identical blocks is tried once.
* **Capacity bound** (rule 8): when the critical units run once each in a forced order, the
  blocks' least total live bytes at the remaining critical runs must fit their total room.
* **Least extra MACs** (rule 9): best-first over boundary states; a state's extra MACs never
  decrease along a path.

Every "yes" comes with a schedule that :func:`formal.recompute.semantics.evaluate` re-checks
against ``B``; every "no" is the exhausted search; past ``max_states`` boundary states or the
time limit the answer is "unknown".
"""

from __future__ import annotations

import heapq
import itertools
import time
from dataclasses import dataclass
from typing import Sequence

from formal.base.errors import FormalError
from formal.recompute.instance import Instance, storage_components
from formal.recompute.result import RecomputeResult
from formal.recompute.semantics import evaluate

MAX_STATES = 2_000_000


class _Stop(Exception):
    """The state cap or the time limit was reached: the answer is unknown."""


def _bits(xs) -> int:
    out = 0
    for x in xs:
        out |= 1 << x
    return out


def _iter_bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@dataclass
class Analysis:
    """What rules 2-4 derive from an instance and a budget (module docstring)."""

    before: list[int]  # before[u]: bitset of units whose first run precedes every run of u
    after: list[int]  # after[g]: bitset of once-run units b with every run of g before b
    upper: list[int]  # upper bound on any sample of u
    critical: list[bool]
    blocks: list[list[int]]  # unit indices per block
    derived: int = 0  # number of derived precedences (gate lemma)


def _on_time(deadline: float | None) -> None:
    """Raise :class:`_Stop` past ``deadline`` (the analysis and the successor scans are O(n^2) and more)."""
    if deadline is not None and time.monotonic() > deadline:
        raise _Stop


def analyse(inst: Instance, budget: int, deadline: float | None = None) -> Analysis:
    """Derived precedences, sample upper bounds, critical units and blocks (module docstring);
    :class:`_Stop` past ``deadline``."""
    n = inst.n
    st = inst.problem.storages
    size = [s.bytes for s in st]
    nf_bytes = [sum(size[s] for s in inst.writes[u] if not st[s].freeable) for u in range(n)]
    base = sum(size[s] for s, x in enumerate(st) if x.origin == "input" and (not x.freeable or not inst.readers[s]))
    before = [0] * n
    for u in range(n):
        for s in inst.reads[u]:
            p = inst.producer[s]
            if p is not None:
                before[u] |= 1 << p
    after = [0] * n

    def close() -> None:  # transitive closure of `before` (n is small: a fixpoint over bitsets)
        changed = True
        while changed:
            changed = False
            for u in range(n):
                _on_time(deadline)
                acc = before[u]
                for v in _iter_bits(before[u]):
                    acc |= before[v]
                if acc != before[u]:
                    before[u], changed = acc, True

    close()
    derived = 0
    changed = True
    while changed:
        changed = False
        for b in range(n):
            _on_time(deadline)
            if inst.runs[b] != 1:
                continue
            sure_b = before[b] | (1 << b)
            for g in range(n):
                if g == b or sure_b >> g & 1 or after[g] >> b & 1:
                    continue
                sure = sure_b | before[g]
                low = (
                    base
                    + sum(nf_bytes[v] for v in _iter_bits(sure))
                    + sum(size[s] for s in inst.writes[g])
                    + inst.transient(g)
                )
                if low > budget:  # every run of g after b would exceed the budget
                    after[g] |= 1 << b
                    before[b] |= 1 << g
                    derived += 1
                    changed = True
        if changed:
            close()
    total = sum(size)
    upper = []
    for u in range(n):
        _on_time(deadline)
        gone = 0  # units that certainly have not run yet at any run of u
        for b in _iter_bits(after[u]):
            gone |= 1 << b
            for x in range(n):
                if before[x] >> b & 1:
                    gone |= 1 << x
        absent = {s for x in _iter_bits(gone) for s in inst.writes[x]} | set(inst.writes[u])
        upper.append(total - sum(size[s] for s in absent) + sum(size[s] for s in inst.writes[u]) + inst.transient(u))
    critical = [upper[u] > budget for u in range(n)]
    # blocks: storage-sharing components, merged along derived precedences between free units
    links = [(g, b) for g in range(n) if not critical[g] for b in _iter_bits(after[g]) if not critical[b]]
    blocks = storage_components(inst, links)
    return Analysis(before, after, upper, critical, blocks, derived)


class _Block:
    """One block: its units and storages in local index order, and how to explore it."""

    def __init__(self, inst: Instance, an: Analysis, units: list[int], cls: int):
        self.units = units
        self.cls = cls
        self.stor = sorted({s for u in units for s in (*inst.reads[u], *inst.writes[u])})
        local_s = {s: i for i, s in enumerate(self.stor)}
        local_u = {u: i for i, u in enumerate(units)}
        self.local_u = local_u
        self.size = [inst.size(s) for s in self.stor]
        self.free = [not an.critical[u] for u in units]
        self.runs = [inst.runs[u] for u in units]
        self.reads = [_bits(local_s[s] for s in inst.reads[u]) for u in units]
        self.writes = [_bits(local_s[s] for s in inst.writes[u]) for u in units]
        self.drops = [
            [local_s[s] for s in sorted(set(inst.reads[u]) | set(inst.writes[u])) if inst.freeable(s)] for u in units
        ]
        # local readers of each storage (to drop copies nobody can read any more)
        self.readers = [[local_u[r] for r in inst.readers[s]] for s in self.stor]
        self.producer = [None if inst.producer[s] is None else local_u[inst.producer[s]] for s in self.stor]
        # precedences: a local unit is disabled once any of its `after` units has run
        self.after_local = [[local_u[b] for b in _iter_bits(an.after[u]) if b in local_u] for u in units]
        self.after_outside = [[b for b in _iter_bits(an.after[u]) if b not in local_u] for u in units]
        self.outside = sorted({b for bs in self.after_outside for b in bs})
        self.start_live = _bits(local_s[s] for s in self.stor if inst.problem.storages[s].origin == "input")
        self.cache: dict = {}

    def live_bytes(self, live: int) -> int:
        return sum(self.size[s] for s in _iter_bits(live))

    def reach(self, state, outside_ran: tuple) -> tuple[list, dict]:
        """Local states reachable from ``state`` by free moves (Pareto-minimal run counts per live
        set and ran-set), with parent links ``state -> (previous state, local unit)``."""
        key = (state, outside_ran)
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        ran_out = {b for b, r in zip(self.outside, outside_ran) if r}
        front: dict[tuple, list[tuple]] = {}
        parents = {state: None}
        order = [state]
        todo = [state]

        def dominated(counts, live) -> bool:
            ranmask = tuple(c > 0 for c in counts)
            for other in front.get((live, ranmask), ()):
                if all(a <= b for a, b in zip(other, counts)):
                    return True
            return False

        def add(counts, live) -> None:
            ranmask = tuple(c > 0 for c in counts)
            lst = front.setdefault((live, ranmask), [])
            lst[:] = [o for o in lst if not all(a <= b for a, b in zip(counts, o))]
            lst.append(counts)

        add(*state)
        while todo:
            cur = todo.pop()
            counts, live = cur
            if counts not in front.get((live, tuple(c > 0 for c in counts)), ()):
                continue  # superseded by a dominating state found later
            for u in range(len(self.units)):
                if not self.free[u] or counts[u] >= self.runs[u]:
                    continue
                if self.reads[u] & ~live or self.writes[u] & live:
                    continue
                if any(counts[b] for b in self.after_local[u]) or any(b in ran_out for b in self.after_outside[u]):
                    continue
                nc = counts[:u] + (counts[u] + 1,) + counts[u + 1 :]
                for nlive in self.after_drops(u, nc, live | self.writes[u], ran_out):
                    nxt = (nc, nlive)
                    if nxt in parents or dominated(nc, nlive):
                        continue
                    add(nc, nlive)
                    parents[nxt] = (cur, u)
                    order.append(nxt)
                    todo.append(nxt)
        states = [s for s in order if s[0] in front.get((s[1], tuple(c > 0 for c in s[0])), ())]
        self.cache[key] = (states, parents)
        return states, parents

    def after_drops(self, u: int, counts, live: int, ran_out) -> list[int]:
        """Live sets after running local unit ``u``: any subset of its freeable storages dropped,
        except that a copy no run can read any more is always dropped (keeping it only costs)."""
        must, may = [], []
        for s in self.drops[u]:
            if not live >> s & 1:
                continue
            if any(counts[r] < self.runs[r] and not self.dead(r, counts, ran_out) for r in self.readers[s]):
                may.append(s)
            else:
                must.append(s)
        live &= ~_bits(must)
        out = []
        for r in range(len(may) + 1):
            for dropped in itertools.combinations(may, r):
                out.append(live & ~_bits(dropped))
        return out

    def dead(self, u: int, counts, ran_out) -> bool:
        """Unit ``u`` can never run again: one of the units it must precede has run."""
        return any(counts[b] for b in self.after_local[u]) or any(b in ran_out for b in self.after_outside[u])

    def viable(self, counts, live: int, ran_out) -> bool:
        """Necessary for completion: every unit that has not run yet can still run (no unit it
        must precede has run) and can get what it reads (a live copy, an input, or a producer
        with runs left)."""
        for u in range(len(self.units)):
            if counts[u]:
                continue
            if self.dead(u, counts, ran_out):
                return False
            for s in _iter_bits(self.reads[u] & ~live):
                p = self.producer[s]
                if p is None or counts[p] >= self.runs[p]:
                    return False
        return True


def _signature(inst: Instance, an: Analysis, units: list[int], preceders: list[list[int]]) -> tuple:
    """Blocks with equal signatures are identical up to renaming (an automorphism swaps them);
    ``preceders[u]``: the units ``g`` with ``u`` in ``an.after[g]``, ascending."""
    stor = sorted({s for u in units for s in (*inst.reads[u], *inst.writes[u])})
    local_s = {s: i for i, s in enumerate(stor)}
    local_u = {u: i for i, u in enumerate(units)}
    st = inst.problem.storages
    return (
        tuple(
            (
                inst.transient(u),
                inst.runs[u],
                inst.macs[u],
                an.critical[u],
                tuple(local_s[s] for s in inst.reads[u]),
                tuple(local_s[s] for s in inst.writes[u]),
                tuple(sorted(local_u[b] for b in _iter_bits(an.after[u]) if b in local_u)),
                tuple(sorted(b for b in _iter_bits(an.after[u]) if b not in local_u)),
                tuple(g for g in preceders[u] if g not in local_u),
            )
            for u in units
        ),
        tuple((st[s].bytes, st[s].freeable, st[s].origin) for s in stor),
    )


def decide(
    inst: Instance, budget: int, time_limit: float = 60.0, max_states: int = MAX_STATES, minimize: bool = False
) -> tuple[bool | None, list[int], dict]:
    """(True, schedule, stats) | (False, [], stats) | (None, [], stats) when stopped.

    ``minimize``: the schedule has the fewest extra MACs among those within ``budget`` (best-first
    over boundary states; a state's extra MACs follow from its run counts and never decrease
    along a path, so the first complete schedule taken from the queue is optimal). Otherwise a
    depth-first search stops at the first schedule found.
    """
    if inst.chains:
        raise FormalError(
            "--backend phase: does not model in-place chains (contiguous reruns); use cpsat or exhaustive"
        )
    t0 = time.monotonic()
    try:
        search = _PhaseSearch(inst, budget, time_limit, max_states)
    except _Stop:  # the analysis alone (O(n^2) and more) did not fit in the time
        return None, [], {"states": 0, "seconds": round(time.monotonic() - t0, 3), "stopped": "time limit"}
    stats = search.stats
    if inst.problem.input_bytes > budget:
        return False, [], stats
    try:
        phases = search.best_first(search.start) if minimize else search.depth_first(search.start)
    except (_Stop, RecursionError) as exc:  # out of states or time, or too many critical runs in a row
        stats["seconds"] = round(time.monotonic() - search.t0, 3)
        stats["stopped"] = "recursion depth" if isinstance(exc, RecursionError) else "state cap or time limit"
        return None, [], stats
    stats["seconds"] = round(time.monotonic() - search.t0, 3)
    if phases is None:
        return False, [], stats
    return True, _schedule(search.blocks, search.start, phases, search.where), stats


class _PhaseSearch:
    """The search behind :func:`decide` for one instance and budget.

    A *boundary state* is a tuple with one local state ``(counts, live)`` per block (the run counts
    of the block's units, the bitset of its live storages), taken right after a critical run (or at
    the start). A *phase* goes from one boundary state, by free moves in every block, to a
    combination of block states in which a critical unit may run, and runs it. The two searches
    (:meth:`depth_first`, :meth:`best_first`) walk boundary states phase by phase; ``stats`` counts
    the boundary states visited and the capacity cuts.
    """

    def __init__(self, inst: Instance, budget: int, time_limit: float, max_states: int):
        self.t0 = time.monotonic()
        self.deadline = self.t0 + time_limit
        self.max_states = max_states
        self.inst = inst
        self.budget = budget
        self.an = an = analyse(inst, budget, self.deadline)
        sigs: dict[tuple, int] = {}  # block signature -> class (rule 7: identical up to renaming)
        self.blocks: list[_Block] = []
        preceders: list[list[int]] = [[] for _ in range(inst.n)]
        for g in range(inst.n):
            for b in _iter_bits(an.after[g]):
                preceders[b].append(g)
        for units in sorted(an.blocks):
            _on_time(self.deadline)
            cls = sigs.setdefault(_signature(inst, an, units, preceders), len(sigs))
            self.blocks.append(_Block(inst, an, units, cls))
        # where[u]: (block index, local index in that block) of unit u
        self.where = {u: (k, blk.local_u[u]) for k, blk in enumerate(self.blocks) for u in blk.units}
        # storages touched by no unit: inputs among them are live throughout
        touched = {s for blk in self.blocks for s in blk.stor}
        self.idle = sum(
            inst.size(s) for s, x in enumerate(inst.problem.storages) if s not in touched and x.origin == "input"
        )
        self.critical_units = [u for u in range(inst.n) if an.critical[u]]
        self.stats = {
            "derived_precedences": an.derived,
            "critical_units": len(self.critical_units),
            "blocks": len(self.blocks),
            "block_classes": len(sigs),
            "states": 0,
            "capacity_cuts": 0,
        }
        # Capacity bound (docs/hardness.md, rule 8): when the critical units run once each in a fixed
        # order, every completion samples each remaining critical unit once; summing those samples,
        # the blocks' least total live bytes at the remaining critical runs must fit their total room.
        self.chain = _critical_chain(inst, an, self.critical_units)
        self.rank = {c: j for j, c in enumerate(self.chain or [])}  # critical unit -> its position in the chain
        room = [self.room(c) for c in self.chain or []]
        self.room_from = [sum(room[j:]) for j in range(len(room) + 1)]  # total room at critical runs j, j+1, ...
        self.least_memo: dict = {}
        self.failed: set = set()  # canonical boundary states from which depth-first found no schedule
        self.start = tuple((tuple([0] * len(blk.units)), blk.start_live) for blk in self.blocks)

    def room(self, c: int) -> int:
        """Bytes the blocks may hold while critical unit ``c`` runs: the budget less the idle inputs,
        ``c``'s transient and what ``c`` writes."""
        inst = self.inst
        return self.budget - self.idle - inst.transient(c) - sum(inst.size(s) for s in inst.writes[c])

    def has_run(self, state, u: int) -> bool:
        """Has unit ``u`` run at least once in boundary state ``state``?"""
        k, i = self.where[u]
        return state[k][0][i] > 0

    def outside_flags(self, state, blk: _Block) -> tuple:
        """For each unit outside ``blk`` that some unit of ``blk`` must precede: has it run?"""
        return tuple(self.has_run(state, b) for b in blk.outside)

    def canonical(self, state) -> tuple:
        """The memo key of a boundary state: local states grouped by block class and sorted, so
        that states differing by a permutation of identical blocks share a key (rule 7)."""
        groups: dict[int, list] = {}
        for blk, loc in zip(self.blocks, state):
            groups.setdefault(blk.cls, []).append(loc)
        return tuple(tuple(sorted(v)) for _, v in sorted(groups.items()))

    def extra_macs(self, state) -> int:
        """The extra MACs of a boundary state: every run after a unit's first (rule 9)."""
        return sum(
            self.inst.macs[u] * max(0, c - 1)
            for blk, (counts, _) in zip(self.blocks, state)
            for u, c in zip(blk.units, counts)
        )

    def visit(self) -> None:
        """Count one boundary state; raise :class:`_Stop` past the state cap or the deadline."""
        self.stats["states"] += 1
        if self.stats["states"] > self.max_states or time.monotonic() > self.deadline:
            raise _Stop

    def reach(self, state) -> list:
        """Per block: the local states reachable from ``state`` by free moves, with parent links."""
        return [blk.reach(loc, self.outside_flags(state, blk)) for blk, loc in zip(self.blocks, state)]

    def finish(self, state, reached):
        """Per-block end states in which every unit has run (the cheapest each), or None."""
        if not all(self.has_run(state, c) for c in self.critical_units):
            return None
        ends = []
        for blk, (states, _) in zip(self.blocks, reached):
            done = [s for s in states if all(s[0])]
            if not done:
                return None
            ends.append(
                min(done, key=lambda s: sum(self.inst.macs[u] * max(0, c - 1) for u, c in zip(blk.units, s[0])))
            )
        return tuple(ends)

    def ready(self, blk: _Block, k: int, c: int, counts, live: int, flags_after) -> bool:
        """May block ``k`` be in local state (counts, live) when critical unit ``c`` runs?"""
        kc, ic = self.where[c]
        # units that must precede c have run; units c must precede have not
        if any(counts[i] == 0 and c in blk.after_outside[i] for i in range(len(counts))):
            return False
        if any(counts[blk.local_u[b]] for b in _iter_bits(self.an.after[c]) if b in blk.local_u):
            return False
        if k == kc:
            if blk.reads[ic] & ~live or blk.writes[ic] & live:
                return False
            if any(counts[b] for b in blk.after_local[ic]):
                return False
        return blk.viable(counts, live, flags_after)

    def least_live(self, k: int, loc, j: int) -> float:
        """Least total live bytes of block ``k`` at critical runs j, j+1, ... from ``loc`` (right
        after critical run j - 1), over the block's own continuations; inf: it cannot complete."""
        blk, chain, rank = self.blocks[k], self.chain, self.rank
        # identical blocks share the memo, unless the block holds critical units (their positions
        # in the chain differ between two otherwise identical blocks)
        key = (blk.cls if all(blk.free) else -1 - k, loc, j)
        hit = self.least_memo.get(key)
        if hit is not None:
            return hit
        # a free unit outside (a precedence of a critical unit here) counts as not run: weaker, sound
        flags = tuple(b in rank and rank[b] < j for b in blk.outside)
        states, _ = blk.reach(loc, flags)
        if j == len(chain):
            best = 0 if any(all(s[0]) for s in states) else float("inf")
        else:
            c = chain[j]
            kc, ic = self.where[c]
            ran_after = {b for b in blk.outside if b in rank and rank[b] <= j}
            best = float("inf")
            for counts, live in states:
                if not self.ready(blk, k, c, counts, live, ran_after):
                    continue
                here = blk.live_bytes(live)
                if here >= best:
                    continue
                nexts = _run_critical(blk, ic, [(counts, live)], 0, ran_after - {c}) if k == kc else [((counts, live),)]
                for nxt in nexts:
                    best = min(best, here + self.least_live(k, nxt[0], j + 1))
        self.least_memo[key] = best
        return best

    def over_capacity(self, state) -> bool:
        """Does the capacity bound (rule 8) rule out every completion of ``state``? Counts the cut."""
        if self.chain is None:
            return False
        j = sum(self.has_run(state, c) for c in self.chain)
        need = 0
        for k, loc in enumerate(state):
            need += self.least_live(k, loc, j)
            if need > self.room_from[j]:
                self.stats["capacity_cuts"] += 1
                return True
        return False

    def successors(self, state, reached):
        """(per-block states before the critical run, critical unit, boundary state after it)."""
        blocks, where = self.blocks, self.where
        for c in self.critical_units:
            _on_time(self.deadline)
            kc, ic = where[c]
            if state[kc][0][ic] >= self.inst.runs[c]:
                continue
            cap = self.room(c)
            options = []
            for k, (blk, (states, _)) in enumerate(zip(blocks, reached)):
                flags_after = {b for b, r in zip(blk.outside, self.outside_flags(state, blk)) if r} | {c}
                opts = []
                for counts, live in states:
                    if self.ready(blk, k, c, counts, live, flags_after):
                        opts.append((blk.live_bytes(live), (counts, live)))
                opts.sort(key=lambda o: o[0])
                if not opts:
                    break
                options.append(opts)
            else:
                for combo in _combinations(blocks, state, options, cap, kc):
                    out_ran = {b for b in blocks[kc].outside if _ran_in(combo, where, b)}
                    for succ in _run_critical(blocks[kc], ic, list(combo), kc, out_ran):
                        yield combo, c, succ

    def depth_first(self, state) -> list | None:
        """Phases [(per-block states, critical unit or None, next boundary state)] or None."""
        key = self.canonical(state)
        if key in self.failed:
            return None
        self.visit()
        if self.over_capacity(state):
            self.failed.add(key)
            return None
        reached = self.reach(state)
        ends = self.finish(state, reached)
        if ends is not None:
            return [(ends, None, None)]
        for combo, c, succ in self.successors(state, reached):
            found = self.depth_first(succ)
            if found is not None:
                return [(combo, c, succ)] + found
        self.failed.add(key)
        return None

    def best_first(self, start) -> list | None:
        """The phases of a schedule with the fewest extra MACs (rule 9), as :meth:`depth_first`, or None."""
        tie = itertools.count()
        heap = [(self.extra_macs(start), next(tie), start, None)]
        parent = {self.canonical(start): None}  # canonical key -> (previous state, combo, critical)
        done = set()
        while heap:
            _, _, state, ends = heapq.heappop(heap)
            key = self.canonical(state)
            if ends is not None:  # a complete schedule, the cheapest left in the queue
                phases = [(ends, None, None)]
                while parent[key] is not None:
                    prev, combo, c = parent[key]
                    phases.append((combo, c, state))
                    state, key = prev, self.canonical(prev)
                return phases[::-1]
            if key in done:
                continue
            done.add(key)
            self.visit()
            if self.over_capacity(state):
                continue
            reached = self.reach(state)
            ends = self.finish(state, reached)
            if ends is not None:
                heapq.heappush(heap, (self.extra_macs(ends), next(tie), state, ends))
            for combo, c, succ in self.successors(state, reached):
                skey = self.canonical(succ)
                if skey not in parent:
                    parent[skey] = (state, combo, c)
                    heapq.heappush(heap, (self.extra_macs(succ), next(tie), succ, None))
        return None


def _critical_chain(inst: Instance, an: Analysis, critical: list[int]) -> list[int] | None:
    """The critical units in their forced order, when each runs once and every two are ordered
    by a (data or derived) precedence; None otherwise."""
    if any(inst.runs[c] != 1 for c in critical):
        return None
    order = sorted(critical, key=lambda c: bin(an.before[c]).count("1"))
    for a, b in zip(order, order[1:]):
        if not an.before[b] >> a & 1:
            return None
    return order


def _combinations(blocks, state, options, cap: int, kc: int):
    """Per-block choices with total live bytes <= cap, largest total first; identical blocks in
    identical states choose a non-decreasing sequence of option indices (one per multiset),
    except the block ``kc`` of the critical unit, which no permutation may move."""
    nb = len(blocks)
    min_rest = [0] * (nb + 1)
    for k in range(nb - 1, -1, -1):
        min_rest[k] = min_rest[k + 1] + options[k][0][0]
    if min_rest[0] > cap:
        return []
    out = []
    pick: list = [None] * nb
    idx = [0] * nb

    def rec(k: int, used: int) -> None:
        if k == nb:
            out.append((used, tuple(pick)))
            return
        lo = 0
        if k and kc not in (k, k - 1) and blocks[k].cls == blocks[k - 1].cls and state[k] == state[k - 1]:
            lo = idx[k - 1]  # symmetric with the previous block: non-decreasing choices
        for j in range(lo, len(options[k])):
            b, loc = options[k][j]
            if used + b + min_rest[k + 1] > cap:
                break  # options are sorted by bytes
            pick[k], idx[k] = loc, j
            rec(k + 1, used + b)

    rec(0, 0)
    out.sort(key=lambda o: -o[0])
    return [p for _, p in out]


def _run_critical(blk: _Block, ic: int, combo: list, kc: int, out_ran: set) -> list:
    """Boundary states after executing critical unit ``c`` (local ``ic`` of block ``kc``) from
    ``combo``; ``out_ran``: the units outside the block that have run."""
    counts, live = combo[kc]
    nc = counts[:ic] + (counts[ic] + 1,) + counts[ic + 1 :]
    succs = []
    for nlive in blk.after_drops(ic, nc, live | blk.writes[ic], out_ran):
        nxt = list(combo)
        nxt[kc] = (nc, nlive)
        succs.append(tuple(nxt))
    return succs


def _ran_in(state, where, u: int) -> bool:
    k, i = where[u]
    return state[k][0][i] > 0


def _schedule(blocks, start, phases, where) -> list[int]:
    """Unit indices: per phase, each block's free moves to its chosen state, then the critical unit."""
    seq: list[int] = []
    state = start
    for chosen, c, succ in phases:
        for k, (blk, loc, target) in enumerate(zip(blocks, state, chosen)):
            flags = tuple(_ran_in(state, where, b) for b in blk.outside)
            _, parents = blk.reach(loc, flags)
            path = []
            node = target
            while parents[node] is not None:
                prev, u = parents[node]
                path.append(blk.units[u])
                node = prev
            seq.extend(reversed(path))
        if c is None:
            break
        seq.append(c)
        state = succ
    return seq


def solve_phases(inst: Instance, time_limit: float = 60.0, max_states: int = MAX_STATES) -> RecomputeResult:
    """``--backend phase``: with a budget, the fewest extra MACs within it (or a proof that nothing
    fits); without one, the least peak by bisecting the budget with :func:`decide`, then the
    fewest extra MACs at that peak. Stopped early, the answer keeps what it has with its bounds."""
    deadline = time.monotonic() + time_limit
    names = lambda seq: [inst.uid(u) for u in seq]  # noqa: E731
    if inst.budget is not None:
        answer, seq, stats = decide(inst, inst.budget, time_limit, max_states, minimize=True)
        if answer is None:  # stopped: is there at least some schedule? (depth-first is much faster)
            left = deadline - time.monotonic()
            if left > 0:
                answer, seq, more = decide(inst, inst.budget, left, max_states)
                stats["decided_without_minimizing"] = answer
            if not answer:
                return RecomputeResult("phase", False, [], None, None, answer is False, None, inst.budget, stats)
            peak, extra = _checked(inst, seq, inst.budget)
            return RecomputeResult("phase", True, names(seq), peak, extra, extra == 0, 0, inst.budget, stats)
        if not answer:
            return RecomputeResult("phase", False, [], None, None, True, None, inst.budget, stats)
        peak, extra = _checked(inst, seq, inst.budget)
        return RecomputeResult("phase", True, names(seq), peak, extra, True, extra, inst.budget, stats)
    best = list(range(inst.n))
    hi = evaluate(inst, best)[0]
    lo = inst.problem.input_bytes
    stats: dict = {"calls": 0}
    while lo < hi:
        mid = (lo + hi) // 2
        left = deadline - time.monotonic()
        answer, seq, _ = decide(inst, mid, left, max_states) if left > 0 else (None, [], {})
        stats["calls"] += 1
        if answer is None:
            break
        if answer:
            best, hi = seq, _checked(inst, seq, mid)[0]
        else:
            lo = mid + 1
    optimal = False
    if lo >= hi and deadline > time.monotonic():
        answer, seq, _ = decide(inst, hi, deadline - time.monotonic(), max_states, minimize=True)
        stats["calls"] += 1
        if answer:
            best, optimal = seq, True
    peak, extra = evaluate(inst, best)
    return RecomputeResult("phase", True, names(best), peak, extra, optimal, lo, None, stats)


def _checked(inst: Instance, seq: Sequence[int], budget: int) -> tuple[int, int]:
    peak, extra = evaluate(inst, seq)  # raises on an illegal schedule
    if peak > budget:
        raise AssertionError(f"phase search: schedule peak {peak} exceeds the budget {budget}")
    return peak, extra
