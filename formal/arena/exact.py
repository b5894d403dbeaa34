"""Exact arena packing: canonical-placement branch and bound in the spirit of MiniMalloc.

Reference: Michael D. Moffitt, "MiniMalloc: A Lightweight Memory Allocator for
Hardware-Accelerated Machine Learning", ASPLOS 2023 (and google/minimalloc, Apache-2.0;
this is an independent Python re-implementation of the published ideas, not a port).

The question :meth:`CanonicalSearch.solve` answers is *feasibility*: can the blocks be
placed in ``[0, capacity)``? It answers ``feasible`` with offsets, ``infeasible`` (the
search space was exhausted: a proof, though not one the trusted checker can replay), or
``unknown`` (node or time limit). :func:`minimize` wraps it into a smallest-arena search.

Ideas, each sound and together complete (Moffitt 2023):

* **Canonical solutions.** Any packing can be pushed down until every block rests on
  the top of a time-conflicting block (or on 0). Placing blocks in non-decreasing
  offset order, each at its *minimum offset* (the highest padded top of the placed
  blocks it conflicts with), enumerates all canonical packings; ties in offset are
  taken in a fixed preorder, so each canonical packing is reached once.
* **Dominance.** Never place a block at an offset ``o`` if some unplaced block could
  sit entirely below ``o`` at its own minimum offset: that packing leaves a useless gap.
* **Section inference.** Time is cut into *sections* (maximal intervals with the same
  live set). In each section every unplaced block sits at or above the section's floor
  (the lowest minimum offset of its unplaced blocks, and at least the current offset,
  as offsets only grow), and they are pairwise disjoint, so
  ``floor + (sum of their sizes) <= capacity`` or the branch is dead.
* **Temporal decomposition.** Where no unplaced block crosses a section boundary, the
  two sides are independent problems and are solved one after the other (statically
  at the root, and dynamically during the search as blocks get placed).
* **Preorders and restarts.** The tie-breaking preorder changes the search a lot, so
  the solver round-robins over three (MiniMalloc's ``WAT``, ``TAW``, ``TWA``: lifetime
  width, area, largest section total) with a node limit that doubles every round.
  A sub-problem split off by decomposition gets a fresh preorder computed from the
  current section totals (as MiniMalloc's ``SubSolve``); without this, MiniMalloc's
  instances E and I were out of reach in 60 s, with it I takes 0.2 s.
* **Hatless pruning** (MiniMalloc's ``hatless_pruning``). If the block just placed
  conflicts with no unplaced block and the search below failed, every other choice at
  this node fails too: that block fits at its minimum offset in any completion.

The search exists twice, node for node: here in Python (the reference, and the engine
where numba is missing) and compiled in :mod:`formal.arena.kernel`, 10-20x faster per
node; :meth:`CanonicalSearch.solve` uses the compiled one when it is ready.

Alignment: offsets are multiples of ``alignment``; a placed block's top is rounded up
to it when it raises the minimum offset of others (exact, see :mod:`formal.arena.blocks`).

Determinism: node limits (not wall-clock) decide when a preorder gives up, and CP-SAT
runs with one worker, a fixed seed and a deterministic-time budget, so each engine gives
the same packing for the same input. The wall clock only decides how far through the
portfolio of :meth:`CanonicalSearch.solve` a run gets: on a slow or loaded machine a
later engine (or ``unknown``) may answer where a fast one answered earlier.
"""

from __future__ import annotations

import sys
import time
from bisect import bisect_right
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from formal.arena import kernel
from formal.arena.blocks import Block, arena_size, lower_bound, padded
from formal.arena.greedy import best_greedy, conflict_pairs, work_for
from formal.arena.no_overlap import cpsat_feasible, maximal_live_sets

PREORDERS = ("WAT", "TAW", "TWA")
# Up to this many blocks, a process that has not loaded the compiled kernel yet runs the
# search's first round (at most 6n nodes, about 0.1-0.5 s here) in Python rather than pay
# the load (1-3 s); a Python node costs more the more blocks there are, hence the cap.
PYTHON_FIRST_ROUND = 300
# Largest search tables (section memberships + conflict pairs) the canonical search builds.
MAX_TABLE = 3_000_000
_INF = 1 << 62


class _Abort(Exception):
    """Node or time limit reached."""


@dataclass(frozen=True)
class Answer:
    status: str  # "feasible" | "infeasible" | "unknown"
    offsets: dict[str, int] | None
    nodes: int
    engine: str = ""  # "search" or "cp-sat": which engine answered


class CanonicalSearch:
    """Precomputed sections, conflicts and preorders of one block list (reused across capacities)."""

    def __init__(self, blocks: Sequence[Block], alignment: int = 1, compiled: bool = True):
        self.blocks, self.alignment = list(blocks), alignment
        self.built = False
        # The compiled search (formal.arena.kernel) when numba is there and the input suits it;
        # the Python search below explores the same nodes, slower (compiled=False forces it).
        self.compiled = compiled
        # What building the search tables would cost: section memberships and conflict
        # pairs (both O(n log n) to count). Above MAX_TABLE entries the search is not tried:
        # its tables alone would take longer than any sensible time limit (CP-SAT may still be).
        n = len(self.blocks)
        times = sorted({b.start for b in self.blocks} | {b.end for b in self.blocks})
        at = {t: k for k, t in enumerate(times)}
        self.n_sections = max(len(times) - 1, 0)
        self.lo = [at[b.start] for b in self.blocks]  # block i covers sections [lo[i], hi[i])
        self.hi = [at[b.end] for b in self.blocks]
        self.table_size = sum(h - lo for lo, h in zip(self.lo, self.hi)) + conflict_pairs(self.blocks) + n
        # The tables are 64-bit integers (numpy, numba): an input whose widths, areas or padded
        # total do not fit below _INF is left to the other engines (greedy, CP-SAT), never overflowed.
        fits = all(0 <= b.size * (b.end - b.start) < _INF for b in self.blocks) and (
            sum(padded(b.size, alignment) for b in self.blocks) < _INF
        )
        self.searchable = fits and self.table_size <= MAX_TABLE

    def _build(self, deadline: float) -> None:
        """The search tables (sections, conflicts, section totals); :class:`_Abort` past ``deadline``."""
        if self.built:
            return
        n = len(self.blocks)
        self.size = [b.size for b in self.blocks]
        self.pad = [padded(b.size, self.alignment) for b in self.blocks]
        self.members: list[list[int]] = [[] for _ in range(self.n_sections)]
        for i in range(n):
            for k in range(self.lo[i], self.hi[i]):
                self.members[k].append(i)
            if i & 1023 == 0 and time.monotonic() > deadline:
                raise _Abort
        # All sections' members in one index array, for one vectorized min per node
        # (np.minimum.reduceat); an empty section gets the sentinel index n.
        flat, starts = [], []
        for m in self.members:
            starts.append(len(flat))
            flat.extend(m or [n])
        self.gather = np.array(flat, dtype=np.int64)
        self.starts = np.array(starts, dtype=np.int64)
        self.overlaps: list[list[int]] = [[] for _ in range(n)]
        by_start = sorted(range(n), key=lambda i: self.lo[i])
        active: list[int] = []
        for step, i in enumerate(by_start):
            active = [j for j in active if self.hi[j] > self.lo[i]]
            for j in active:
                self.overlaps[i].append(j)
                self.overlaps[j].append(i)
            active.append(i)
            if step & 255 == 0 and time.monotonic() > deadline:
                raise _Abort
        section_total = [sum(self.size[i] for i in m) for m in self.members]
        self.max_total = [max(section_total[k] for k in range(self.lo[i], self.hi[i])) for i in range(n)]
        # The same tables as flat arrays (CSR for the lists) for the compiled search.
        i64 = np.int64
        self.tables = {
            "size": np.array(self.size, dtype=i64),
            "pad": np.array(self.pad, dtype=i64),
            "lo": np.array(self.lo, dtype=i64),
            "hi": np.array(self.hi, dtype=i64),
            "width": np.array([b.end - b.start for b in self.blocks], dtype=i64),
            "area": np.array([b.size * (b.end - b.start) for b in self.blocks], dtype=i64),
            "ov_ptr": np.cumsum([0] + [len(o) for o in self.overlaps], dtype=i64),
            "ov_idx": np.array([j for o in self.overlaps for j in o], dtype=i64),
            "mem_ptr": np.cumsum([0] + [len(m) for m in self.members], dtype=i64),
            "mem_idx": np.array([j for m in self.members for j in m], dtype=i64),
        }
        self.section_total = np.array(section_total, dtype=i64)
        self.built = True

    # ------------------------------------------------------------------ preorders
    def preorder_rank(self, heuristic: str) -> list[int]:
        b = self.blocks
        keys = {
            "W": lambda i: -(b[i].end - b[i].start),
            "A": lambda i: -b[i].size * (b[i].end - b[i].start),
            "T": lambda i: -self.max_total[i],
            "Z": lambda i: -b[i].size,
        }
        order = sorted(range(len(b)), key=lambda i: tuple(keys[c](i) for c in heuristic) + (i,))
        rank = [0] * len(b)
        for r, i in enumerate(order):
            rank[i] = r
        return rank

    # ------------------------------------------------------------------ one search
    def _search(
        self,
        capacity: int,
        rank: list[int],
        node_limit: int,
        deadline: float,
        heuristic: str | None = None,
        compiled: bool = False,
    ) -> list[int] | None:
        """One search with one preorder: the offsets, None (infeasible), or :class:`_Abort`."""
        if compiled:
            return self._compiled_search(capacity, rank, node_limit, deadline, heuristic)
        n, size, pad, lo, hi = len(self.blocks), self.size, self.pad, self.lo, self.hi
        overlaps = self.overlaps
        total_np = self.section_total.copy()  # unplaced bytes per section (built once, in _build)
        umin_np = np.zeros(n + 1, dtype=np.int64)  # min_off of unplaced blocks; _INF once placed
        umin_np[n] = _INF  # sentinel "member" of sections nobody lives in
        gather, starts = self.gather, self.starts
        cuts = [0] * self.n_sections  # unplaced blocks crossing boundary k | k+1
        for i in range(n):
            for k in range(lo[i], hi[i] - 1):
                cuts[k] += 1
        placed = [False] * n
        min_off = [0] * n
        rank = list(rank)  # re-ranked per sub-problem (below); the caller's list stays as it is
        key = [rank[i] for i in range(n)]  # dynamic order: (min_off, rank), packed in one int
        blocks = self.blocks

        def rerank(sub: list[int]) -> list[tuple[int, int]]:
            """A fresh preorder for a sub-problem, with today's section totals (as MiniMalloc)."""
            tmax = {j: int(total_np[lo[j] : hi[j]].max()) for j in sub}
            keys = {
                "W": lambda j: -(blocks[j].end - blocks[j].start),
                "A": lambda j: -size[j] * (blocks[j].end - blocks[j].start),
                "T": lambda j: -tmax[j],
                "Z": lambda j: -size[j],
            }
            saved = [(j, rank[j]) for j in sub]
            for r_, j in enumerate(sorted(sub, key=lambda j: tuple(keys[c](j) for c in heuristic) + (j,))):
                rank[j], key[j] = r_, min_off[j] * n + r_
            return saved

        solution = [0] * n
        nodes = 0

        def search(part: list[int], s0: int, s1: int, min_o: int, min_r: int) -> bool:
            nonlocal nodes
            nodes += 1
            if nodes > node_limit or time.monotonic() > deadline:
                raise _Abort
            todo = [i for i in part if not placed[i]]
            if not todo:
                return True
            todo.sort(key=key.__getitem__)
            min_height = min(min_off[i] + size[i] for i in todo)
            # Cheap necessary conditions of the section inference below, to reject most
            # children without touching the state: prefix/suffix maxima of the totals.
            tot = total_np[s0:s1]
            pre = np.maximum.accumulate(tot).tolist()
            suf = np.maximum.accumulate(tot[::-1]).tolist()[::-1] + [0]
            for i in todo:
                o, r = min_off[i], rank[i]
                if o >= min_height:
                    break  # dominance; the list is sorted by offset, so all later ones too
                if o < min_o or (o == min_o and r < min_r) or o + size[i] > capacity:
                    continue  # not canonical, or does not fit
                a, b = max(lo[i], s0) - s0, min(hi[i], s1) - s0
                outside = max(pre[a - 1] if a else 0, suf[b])
                if outside and o + outside > capacity:
                    continue  # a section i does not touch cannot fit its blocks above o
                inside = int(tot[a:b].max()) - size[i] if b - a > 1 else int(tot[a]) - size[i]
                if inside > 0 and o + pad[i] + inside > capacity:
                    continue  # a section of i cannot fit its other blocks above i
                placed[i], umin_np[i], solution[i] = True, _INF, o
                top = o + pad[i]
                changed = []
                hatless = True  # no unplaced block conflicts with i (MiniMalloc's "hatless")
                for j in overlaps[i]:
                    if placed[j]:
                        continue
                    hatless = False
                    if min_off[j] < top:
                        changed.append((j, min_off[j]))
                        min_off[j] = umin_np[j] = top
                        key[j] = top * n + rank[j]
                total_np[lo[i] : hi[i]] -= size[i]
                # Section inference: in every section the unplaced blocks sit at or above
                # the lowest of their minimum offsets (and at or above o: offsets only grow).
                floor = np.minimum.reduceat(umin_np[gather], starts)[s0:s1]
                rest = total_np[s0:s1]
                ok = not ((np.maximum(floor, o) + rest > capacity) & (rest > 0)).any()
                found = False
                if ok:
                    split = [s0]
                    for k in range(lo[i], hi[i] - 1):
                        cuts[k] -= 1
                        if cuts[k] == 0:
                            split.append(k + 1)
                    try:
                        if len(split) == 1:
                            found = search(part, s0, s1, o, r)
                        else:  # temporal decomposition: independent sub-problems
                            split.append(s1)
                            found = True
                            # No unplaced block crosses a boundary of split: each lies in one part.
                            subs: list[list[int]] = [[] for _ in split]
                            for j in part:
                                if not placed[j]:
                                    subs[bisect_right(split, lo[j]) - 1].append(j)
                            for sub, a, b in zip(subs, split, split[1:]):
                                if not sub:
                                    continue
                                saved = rerank(sub) if heuristic else []
                                try:
                                    ok_sub = search(sub, a, b, 0, -1)
                                finally:
                                    for j, r_ in saved:
                                        rank[j], key[j] = r_, min_off[j] * n + r_
                                if not ok_sub:
                                    found = False
                                    break
                    finally:
                        for k in range(lo[i], hi[i] - 1):
                            cuts[k] += 1
                total_np[lo[i] : hi[i]] += size[i]
                for j, m in reversed(changed):
                    min_off[j] = umin_np[j] = m
                    key[j] = m * n + rank[j]
                placed[i], umin_np[i] = False, min_off[i]
                if found:
                    return True
                if hatless:
                    # i constrains no unplaced block: if the packing failed with i at its lowest
                    # offset, it fails with any other block placed first (MiniMalloc's hatless pruning).
                    break
            return False

        old = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old, 4 * n + 1000))
        try:
            # Static temporal decomposition at the root.
            split = [0] + [k + 1 for k in range(self.n_sections - 1) if cuts[k] == 0] + [self.n_sections]
            subs: list[list[int]] = [[] for _ in split]
            for j in range(n):  # no block crosses a boundary of split: each lies in one part
                subs[bisect_right(split, lo[j]) - 1].append(j)
            for sub, a, b in zip(subs, split, split[1:]):
                if sub and not search(sub, a, b, 0, -1):
                    return None
        finally:
            sys.setrecursionlimit(old)
            self.nodes = nodes
        return solution

    def _compiled_search(
        self, capacity: int, rank: list[int], node_limit: int, deadline: float, heuristic: str | None
    ) -> list[int] | None:
        """:meth:`_search` by :func:`formal.arena.kernel.search`: the same nodes, compiled."""
        n, i64 = len(self.blocks), np.int64
        t = self.tables
        cuts = np.zeros(max(self.n_sections, 1), dtype=i64)
        for i in range(n):
            cuts[self.lo[i] : self.hi[i] - 1] += 1
        state = {
            "placed": np.zeros(n, dtype=np.bool_),
            "min_off": np.zeros(n, dtype=i64),
            "rank": np.array(rank, dtype=i64),
            "total": self.section_total.copy(),
            "cuts": cuts,
            "solution": np.zeros(n, dtype=i64),
            "counters": np.zeros(1, dtype=i64),
        }
        split = [0] + [k + 1 for k in range(self.n_sections - 1) if cuts[k] == 0] + [self.n_sections]
        subs: list[list[int]] = [[] for _ in split]
        for j in range(n):  # static temporal decomposition: each block lies in one part
            subs[bisect_right(split, self.lo[j]) - 1].append(j)
        self.nodes = 0
        for sub, a, b in zip(subs, split, split[1:]):
            if not sub:
                continue
            status, self.nodes = kernel.search(
                np.array(sub, dtype=i64), a, b, capacity, deadline, node_limit, heuristic, t, state
            )
            if status == kernel.ABORTED:
                raise _Abort
            if status == kernel.NOT_FOUND:
                return None
        return state["solution"].tolist()

    def solve(
        self, capacity: int, time_limit: float = 60.0, use_cpsat: bool = True, first_round_only: bool = False
    ) -> Answer:
        """Is there a packing within ``capacity``? A portfolio of the two exact engines.

        1. With the compiled search (:mod:`formal.arena.kernel`, numba): step 2 first.
           Without it: CP-SAT (:mod:`formal.arena.no_overlap`) for a short deterministic budget
           (about a second or two, and at most a quarter of ``time_limit``): it settles
           instances on which the Python search is slow (B, H, K).
        2. The canonical search, round-robin over the preorders with node limits
           ``2n * 2**r``, until 75% of ``time_limit`` has passed; on a sub-problem
           split off by temporal decomposition the preorder is recomputed with the
           current section totals, as MiniMalloc does (this is what packs I and E).
        3. CP-SAT again with the time that is left.

        Without ``use_cpsat`` only step 2 runs, until the time limit. Either engine is
        left out on inputs too large for it (CP-SAT: :data:`formal.arena.no_overlap.MAX_CLIQUE_PAIRS`,
        the search: :data:`MAX_TABLE`, or tables that cannot be built in the time). Every answer,
        feasible or infeasible, is exact; both engines are deterministic (node limits,
        deterministic time, one CP-SAT worker, fixed seed), so the wall-clock limit only
        decides how far down this list a run gets. The compiled and the Python search
        explore the same nodes and give the same packing. ``first_round_only``: only the
        first round of step 2 (at most ``6n`` nodes), a quick look used by :func:`minimize`.
        """
        start = time.monotonic()
        deadline = start + time_limit
        if any(b.size > capacity for b in self.blocks):
            return Answer("infeasible", None, 0)
        if not self.blocks:
            return Answer("feasible", {}, 0)
        live_sets = self.live_sets() if use_cpsat else None
        compiled_first = self.compiled and self.searchable and kernel.usable(len(self.blocks), capacity)
        if live_sets is not None and not compiled_first:
            status, offsets = cpsat_feasible(self.blocks, capacity, self.alignment, 0.05, 0.25 * time_limit, live_sets)
            if status != "unknown":
                return Answer(status, offsets, 0, "cp-sat")
        search_until = start + (0.75 if live_sets is not None else 1.0) * time_limit
        spent = 0
        if self.searchable and not self.built:
            try:
                self._build(search_until)
            except _Abort:  # not even the tables fit in the time: leave the search out from now on
                self.searchable = False
        if self.searchable:
            ranks = [(h, self.preorder_rank(h)) for h in PREORDERS]
            limit = 2 * len(self.blocks)
            while time.monotonic() < search_until:
                # Until the compiled kernel is loaded, the first round (a few thousand nodes
                # at most) of a small input runs in Python: loading it costs more (about a
                # second) than it would save there. Both explore the same nodes, so the
                # answer is the same.
                compiled = compiled_first and (
                    kernel.loaded() or limit > 2 * len(self.blocks) or len(self.blocks) > PYTHON_FIRST_ROUND
                )
                for heuristic, rank in ranks:
                    try:
                        result = self._search(capacity, rank, limit, search_until, heuristic, compiled)
                    except _Abort:
                        spent += self.nodes
                        if time.monotonic() > search_until:
                            break
                        continue
                    spent += self.nodes
                    if result is None:
                        return Answer("infeasible", None, spent, "search")
                    return Answer("feasible", {b.id: result[i] for i, b in enumerate(self.blocks)}, spent, "search")
                if first_round_only:
                    return Answer("unknown", None, spent)
                limit *= 2
        if live_sets is not None and deadline - time.monotonic() > 0.5:
            status, offsets = cpsat_feasible(
                self.blocks, capacity, self.alignment, 1e9, deadline - time.monotonic(), live_sets
            )
            if status != "unknown":
                return Answer(status, offsets, spent, "cp-sat")
        return Answer("unknown", None, spent)

    def live_sets(self) -> list[list[int]] | None:
        """CP-SAT's maximal live sets, once (None: the model would be too large to build)."""
        if not hasattr(self, "_live_sets"):
            self._live_sets = maximal_live_sets(self.blocks)
        return self._live_sets

    @property
    def can_solve(self) -> bool:
        """Whether either engine can still be tried (both are left out on huge inputs)."""
        return self.searchable or self.live_sets() is not None


@dataclass(frozen=True)
class Minimum:
    """The outcome of :func:`minimize`: the best packing found and what is proven about it."""

    offsets: dict[str, int]
    arena: int
    lower_bound: int  # the live-bytes bound (what the trusted checker recomputes)
    proven_bound: int  # best bound proven (>= lower_bound; == arena when optimality is proven)
    method: str  # which planner produced the packing
    probes: tuple[tuple[int, str], ...]  # (capacity, answer) of every feasibility probe, in order

    @property
    def optimal(self) -> bool:
        return self.proven_bound >= self.arena


def minimize(
    blocks: Sequence[Block],
    alignment: int = 1,
    time_limit: float = 60.0,
    use_cpsat: bool = True,
    capacity: int | None = None,
    deadline: float | None = None,
) -> Minimum:
    """Smallest arena: greedy upper bound, then feasibility probes from the lower bound up.

    A first quick look at the bound (one round of the compiled search) comes before the
    greedy seed. Then the first probe asks for the live-bytes lower bound itself, with 60% of the time
    (often reachable, and then optimality is certified by equality); after that, a
    binary search between the proven bound and the best arena found, each probe with
    half the time left. An infeasible probe at ``c`` proves ``arena >= c + 1``; a probe
    that runs out of time moves the search above ``c``; what is left at the end is an
    honest gap between ``proven_bound`` and ``arena``. With a ``capacity`` that the greedy
    packing exceeds, the bound probe gets 20% of the time only and the capacity itself is
    probed next (with 40% of what is left), since fitting it is what the caller needs most.

    Everything counts against the time limit (or the absolute ``deadline``, a
    ``time.monotonic()`` value, if given): the greedy seed gets a deterministic work
    budget that goes with ``time_limit`` (:func:`formal.arena.greedy.work_for`), and
    the engines are left out on inputs too large for them (then the answer is the greedy
    packing with the gap to the lower bound).
    """
    if deadline is None:
        deadline = time.monotonic() + time_limit
    lb = lower_bound(blocks, alignment)
    if time.monotonic() >= deadline:  # no time for the engines (nor their tables): the sweep's packing
        method, offsets, arena = best_greedy(blocks, alignment, work_for(time_limit), deadline)
        return Minimum(offsets, arena, lb, min(lb, arena), method, ())
    search = CanonicalSearch(blocks, alignment)
    probes = []
    if search.searchable and kernel.usable(len(blocks), lb):
        # A quick look at the bound (one round of the search: at most 6n nodes, milliseconds
        # compiled) before the greedy seed, which can take longer: a packing at the bound is
        # optimal by equality and needs no upper bound. At most a tenth of the time.
        answer = search.solve(lb, 0.1 * (deadline - time.monotonic()), use_cpsat=False, first_round_only=True)
        probes.append((lb, answer.status))
        if answer.status == "feasible":
            return Minimum(answer.offsets, lb, lb, lb, answer.engine, tuple(probes))
    method, offsets, arena = best_greedy(blocks, alignment, work_for(time_limit), deadline)
    proven = lb if not probes or probes[0][1] != "infeasible" else lb + 1
    unknown_at = None  # the largest capacity whose probe ran out of time
    bound_probed = capacity_probed = False
    while (
        proven < arena
        and time.monotonic() < deadline
        and (search.searchable or (use_cpsat and search.live_sets() is not None))
    ):
        left = deadline - time.monotonic()
        if not bound_probed:  # the best bound: if it fits, optimality is certified by equality
            with_capacity = capacity is not None and lb < capacity < arena
            cap, budget, bound_probed = proven, (0.2 if with_capacity else 0.6) * left, True
        elif not capacity_probed and capacity is not None and proven < capacity < arena:
            cap, budget, capacity_probed = capacity, 0.4 * left, True
        else:
            base = proven if unknown_at is None else max(proven, unknown_at + 1)
            if base >= arena:
                break
            cap, budget = (base + arena - 1) // 2, left / 2 if left > 2 else left
        answer = search.solve(cap, budget, use_cpsat)
        probes.append((cap, answer.status))
        if answer.status == "feasible":
            offsets, arena, method = answer.offsets, arena_size(blocks, answer.offsets), answer.engine
        elif answer.status == "infeasible":
            proven = cap + 1
        else:
            unknown_at = cap if unknown_at is None else max(unknown_at, cap)
    return Minimum(offsets, arena, lb, min(proven, arena), method, tuple(probes))
