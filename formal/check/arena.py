"""``formal.arena-proof/1``: buffers at offsets, their lifetimes re-derived from the problem's order (docs/arena.md)."""

from __future__ import annotations

import heapq
from bisect import bisect_left
from typing import Any

from formal.check.base import MAX_INT, Claims, nat
from formal.check.problem import Problem


def check_arena_proof(problem: Any, proof: dict) -> list[tuple[bool, str]]:
    """The verdicts on an arena proof, against ``problem`` (a mapping) or, if None, alone."""
    claims, (a, arena, lb, rows) = Claims(), (proof.get(k) for k in ("alignment", "arena", "lower_bound", "buffers"))
    if not (nat(a, 1) and nat(arena) and nat(lb) and isinstance(rows, list)):
        return [(False, "shape: needs alignment >= 1, arena >= 0, lower_bound >= 0 and a list of buffers")]
    bufs = {}
    for r in rows:
        ok = isinstance(r, dict) and isinstance(r.get("id"), str) and r["id"] not in bufs
        if not (ok and all(nat(r.get(k)) for k in ("start", "end", "size", "offset")) and r["start"] < r["end"]):
            return [(False, f"shape: buffer {r!r:.60} malformed or duplicated (id, start < end, size, offset >= 0)")]
        bufs[r["id"]] = (r["start"], r["end"], r["size"], r["offset"])
    if sum(z for _s, _e, z, _o in bufs.values()) >= MAX_INT:
        return [(False, "shape: all buffers' sizes together must be below 2^63")]
    if problem is None:
        claims.add(True, f"condition: lifetimes of {len(bufs)} buffers as the proof states them (no problem given)")
    else:  # each internal storage lives from its first access to its last (freeable) or the end
        p, order = Problem(problem, "problem"), proof.get("order")
        sha, why = p.sha256(), p.violation(order)
        claims.add(proof.get("problem_sha256") == sha, f"problem_sha256: {sha[:12]}...", "problem_sha256: differs")
        if claims.add(why is None, "order: legal schedule", f"order: illegal: {why}"):
            (first, last), st = p.spans(order), p.storages
            internal = (s for s in first if st[s][1] == "internal")
            life = {s: (first[s], last[s] + 1 if st[s][2] else len(order), st[s][0]) for s in internal}
            wrong = sorted(s for s in set(life) | set(bufs) if bufs.get(s, ())[:3] != life.get(s))
            said = f"lifetimes: {len(wrong)} buffers differ from the problem, e.g. {wrong[:1]!r:.60}"
            claims.add(not wrong, f"lifetimes: all {len(life)} internal storages, re-derived from the problem", said)
    bad = [i for i, (_s, _e, _z, o) in bufs.items() if o % a]
    claims.add(not bad, f"alignment: every offset is a multiple of {a}", f"alignment: {bad[:1]!r:.60} misaligned")
    out = [i for i, (_s, _e, z, o) in bufs.items() if o + z > arena]
    claims.add(not out, f"arena: every buffer inside [0, {arena})", f"arena: {out[:1]!r:.60} ends above {arena}")
    clash, bound = _sweep(bufs, a)
    claims.add(clash is None, "disjoint: no two live buffers overlap", f"disjoint: {clash!r:.60} live together overlap")
    claims.add(lb <= bound, f"lower_bound: {lb} <= {bound} (aligned live bytes)", f"lower_bound: {lb} exceeds {bound}")
    if lb == arena:
        claims.add(True, f"verdict: optimal, arena {arena} == lower bound")
    elif proof.get("claim") == "optimal":
        claims.add(False, f"verdict: optimality claimed, but arena {arena} > lower bound {lb} (not certified)")
    else:
        impossible = f"verdict: lower bound {lb} above arena {arena} is impossible"
        claims.add(lb < arena, f"verdict: gap {lb}..{arena}; optimality not certified", impossible)
    return claims


def _sweep(bufs: dict, a: int) -> tuple[Any, int]:
    """One pass over the buffers by start (ids break ties): the first pair live together that overlaps (the first
    buffer that overlaps a live one, and the earliest started of those it overlaps), and the lower bound (at each
    start, the live buffers padded to ``a``, less the largest padding). ``live`` holds the live buffers of
    non-zero size by offset; while they are disjoint, those a new one overlaps are the one below it, if that
    reaches its offset, and the run from its offset up to its end. O(n log n) but for list insertions."""
    ends: list = []  # (end, id) of the live buffers
    live: list = []  # (offset, id) of the live non-zero-size buffers, sorted
    pads: list = []  # (-padding, id), the dead ones dropped lazily
    clash, bound, total = None, 0, 0
    order = sorted(bufs.items(), key=lambda kv: (kv[1][0], kv[0]))
    for i, (s, e, z, o) in order:
        while ends and ends[0][0] <= s:  # those that ended by s are dead at s (lifetimes are half-open)
            _end, j = heapq.heappop(ends)
            total -= bufs[j][2] + -bufs[j][2] % a
            if bufs[j][2]:
                live.pop(bisect_left(live, (bufs[j][3], j)))
        heapq.heappush(ends, (e, i))
        heapq.heappush(pads, (-(-z % a), i))
        total += z + -z % a
        if z:
            at = bisect_left(live, (o, i))
            if clash is None:  # the live buffers it overlaps: the one below if it reaches o, those from o up
                hit = [j for off, j in live[max(at - 1, 0) : at] if off + bufs[j][2] > o]
                up = at
                while up < len(live) and live[up][0] < o + z:
                    hit.append(live[up][1])
                    up += 1
                if hit:  # the first buffer, in start order, to overlap a live one; of those, the earliest started
                    clash = (min(hit, key=lambda j: (bufs[j][0], j)), i)
            live.insert(at, (o, i))
        while bufs[pads[0][1]][1] <= s:  # the largest padding of a live buffer on top
            heapq.heappop(pads)
        # measured after each buffer: within one start, adding a buffer never lowers it (a buffer adds its padded
        # size and the largest padding grows by at most its padding), so the last one gives that start's bound
        bound = max(bound, total + pads[0][0])
    return clash, bound
