"""Exhaustive reference search for k-bounded recomputation on small graphs.

States are ``(runs so far per unit, set of storages with a live copy)``. A step executes a
unit whose read storages all have a live copy, whose written storages have none (a copy
made while the previous one is still live is never useful: the previous one died at its
last reader, docs/recompute.md) and that has runs left; it samples the live bytes plus the
new copies plus its transient, then drops any subset of the freeable storages it touched.
Dropping a copy exactly after its last reader is what the semantics prescribes, so the best
peak over drop choices is the semantic peak of the execution sequence.

Two label-setting passes over the state graph (Dijkstra):

1. least peak: a bottleneck shortest path (the key is the largest sample so far);
2. least extra MACs: a shortest path over steps whose sample is <= the peak of pass 1
   (or the given budget), each re-execution costing its unit's MACs.

Symmetry: identical connected components (same units, sizes, bounds and accesses up to
renaming, e.g. the items of a hardness gadget) are interchangeable, so states are stored in a
canonical form that sorts the local states of the components of each such class. This only
merges states that are images of each other under an automorphism, so it is exact; the
schedule is recovered by replaying, from the real start state, moves whose canonical
successor is the next state on the canonical path.

In-place chains (``inst.chains``, docs/recompute.md "Realization"): a state also names the
chain member that must run next (or none); a rerun of a chain's first unit, allowed when
every member has run as often as it, makes the next member pending, so reruns are
contiguous blocks exactly as the semantics requires. Symmetry merging is off then.

Exact, with no time limit but a state cap (``max_states``): beyond it the search refuses
with a clear error instead of answering wrongly.
"""

from __future__ import annotations

import heapq
import itertools

from formal.base.errors import FormalError
from formal.recompute.instance import Instance, storage_components
from formal.recompute.result import RecomputeResult
from formal.recompute.semantics import evaluate

MAX_STATES = 400_000


def _moves(inst: Instance):
    """Per unit: (read mask, write mask, write bytes, droppable storages)."""
    out = []
    for u in range(inst.n):
        rmask = sum(1 << s for s in set(inst.reads[u]))
        wmask = sum(1 << s for s in inst.writes[u])
        touched = sorted(set(inst.reads[u]) | set(inst.writes[u]))
        drops = [s for s in touched if inst.freeable(s)]
        out.append((rmask, wmask, sum(inst.size(s) for s in inst.writes[u]), drops))
    return out


def _symmetry(inst: Instance):
    """Classes of interchangeable components, as lists of (unit indices, storage indices)."""
    classes: dict[tuple, list[tuple[tuple[int, ...], tuple[int, ...]]]] = {}
    for units in storage_components(inst):
        stor = sorted({s for u in units for s in (*inst.reads[u], *inst.writes[u])})
        local = {s: i for i, s in enumerate(stor)}
        st = inst.problem.storages
        sig = (
            tuple(
                (
                    inst.transient(u),
                    inst.runs[u],
                    inst.macs[u],
                    tuple(local[s] for s in inst.reads[u]),
                    tuple(local[s] for s in inst.writes[u]),
                )
                for u in units
            ),
            tuple((st[s].bytes, st[s].freeable, st[s].origin) for s in stor),
        )
        classes.setdefault(sig, []).append((tuple(units), tuple(stor)))
    return [c for c in classes.values() if len(c) > 1]


def _canonical(classes, state):
    if not classes:
        return state
    counts, live = list(state[0]), state[1]
    pending = state[2]
    for comps in classes:
        keys = sorted((tuple(counts[u] for u in units), tuple(live >> s & 1 for s in stor)) for units, stor in comps)
        for (units, stor), (kc, kl) in zip(comps, keys):
            for u, c in zip(units, kc):
                counts[u] = c
            for s, bit in zip(stor, kl):
                live = live | (1 << s) if bit else live & ~(1 << s)
    return tuple(counts), live, pending


def _chain_step(inst: Instance, where, counts, pending: int, u: int) -> int | None:
    """The pending member after running ``u`` (-1: none), or None if ``u`` may not run now."""
    if pending >= 0:
        if u != pending:
            return None
        ch, j = where[u]
        return ch[j + 1] if j + 1 < len(ch) else -1
    if u not in where or counts[u] == 0:
        return -1
    ch, j = where[u]
    if j != 0 or any(counts[v] != counts[u] for v in ch):
        return None
    return ch[1]


def _search(inst: Instance, cap: int | None, objective: str, max_states: int):
    """Best path to a goal state: objective 'peak' (bottleneck) or 'macs' (sum) with samples <= cap."""
    sizes = [inst.size(s) for s in range(len(inst.problem.storages))]
    moves = _moves(inst)
    live0 = sum(1 << s for s, st in enumerate(inst.problem.storages) if st.origin == "input")
    start = (tuple([0] * inst.n), live0, -1)
    where = {u: (ch, j) for ch in inst.chains for j, u in enumerate(ch)}
    base = inst.problem.input_bytes
    if cap is not None and base > cap:
        return None, 0
    best = {start: base if objective == "peak" else 0}
    parent: dict = {start: None}
    tie = itertools.count()
    heap = [(best[start], next(tie), start)]
    bytes_of: dict[int, int] = {}
    classes = [] if inst.chains else _symmetry(inst)
    canon = lambda st: _canonical(classes, st)  # noqa: E731

    def live_bytes(mask: int) -> int:
        v = bytes_of.get(mask)
        if v is None:
            v = sum(sizes[s] for s in range(len(sizes)) if mask >> s & 1)
            bytes_of[mask] = v
        return v

    while heap:
        key, _, state = heapq.heappop(heap)
        if key != best[state]:
            continue
        counts, live, pending = state
        if all(counts) and pending < 0:
            chain = []
            while state is not None:
                chain.append(state)
                state = parent[state][0] if parent[state] is not None else None
            return _replay(inst, moves, list(reversed(chain)), canon, cap, objective, best), len(best)
        for u, (rmask, wmask, wbytes, drops) in enumerate(moves):
            if counts[u] >= inst.runs[u] or rmask & ~live or wmask & live:
                continue
            npend = _chain_step(inst, where, counts, pending, u)
            if npend is None:
                continue
            sample = live_bytes(live) + wbytes + inst.transient(u)
            if cap is not None and sample > cap:
                continue
            after = live | wmask
            nc = counts[:u] + (counts[u] + 1,) + counts[u + 1 :]
            if objective == "peak":
                nkey = max(key, sample)
            else:
                nkey = key + (inst.macs[u] if counts[u] else 0)
            for r in range(len(drops) + 1):
                for dropped in itertools.combinations(drops, r):
                    nxt = canon((nc, after & ~sum(1 << s for s in dropped), npend))
                    if nkey < best.get(nxt, nkey + 1):
                        best[nxt] = nkey
                        parent[nxt] = (state, u)
                        heapq.heappush(heap, (nkey, next(tie), nxt))
            if len(best) > max_states:
                raise FormalError(
                    f"exhaustive search exceeds {max_states} states on {inst.problem.name!r}; "
                    f"use --backend cpsat or ilp"
                )
    return None, len(best)


def _replay(inst: Instance, moves, chain, canon, cap, objective, best) -> list[int]:
    """Turn a path of canonical states into real unit executions (see module docstring)."""
    sizes = [inst.size(s) for s in range(len(inst.problem.storages))]
    state, seq, key = chain[0], [], best[chain[0]]
    where = {u: (ch, j) for ch in inst.chains for j, u in enumerate(ch)}
    for target in chain[1:]:
        counts, live, pending = state
        found = None
        for u, (rmask, wmask, wbytes, drops) in enumerate(moves):
            if found or counts[u] >= inst.runs[u] or rmask & ~live or wmask & live:
                continue
            npend = _chain_step(inst, where, counts, pending, u)
            if npend is None:
                continue
            sample = sum(sizes[s] for s in range(len(sizes)) if live >> s & 1) + wbytes + inst.transient(u)
            nkey = max(key, sample) if objective == "peak" else key + (inst.macs[u] if counts[u] else 0)
            if (cap is not None and sample > cap) or nkey != best[target]:
                continue
            nc = counts[:u] + (counts[u] + 1,) + counts[u + 1 :]
            for r in range(len(drops) + 1):
                for dropped in itertools.combinations(drops, r):
                    nxt = (nc, (live | wmask) & ~sum(1 << s for s in dropped), npend)
                    if not found and canon(nxt) == target:
                        found = (u, nxt, nkey)
        assert found is not None, "canonical path without a real move"
        seq.append(found[0])
        state, key = found[1], found[2]
    return seq


def solve_exhaustive(inst: Instance, max_states: int = MAX_STATES) -> RecomputeResult:
    """Exact answer (see module docstring); ``optimal`` is always true."""
    if inst.budget is None:
        path, n1 = _search(inst, None, "peak", max_states)
        assert path is not None  # running every unit once in original order is always legal
        cap = evaluate(inst, path)[0]
    else:
        cap, n1 = inst.budget, 0
    path, n2 = _search(inst, cap, "macs", max_states)
    if path is None:
        return RecomputeResult("exhaustive", False, [], None, None, True, None, inst.budget, {"states": n1 + n2})
    peak, extra = evaluate(inst, path)
    primary = peak if inst.budget is None else extra
    return RecomputeResult(
        "exhaustive", True, [inst.uid(u) for u in path], peak, extra, True, primary, inst.budget, {"states": n1 + n2}
    )
