"""``formal.arena-proof/1``: buffers at offsets, their lifetimes re-derived from the problem's order (docs/arena.md)."""

from __future__ import annotations

from typing import Any

from formal.check.base import Claims, nat
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
    if problem is None:
        claims.add(True, f"lifetimes: {len(bufs)} buffers as the proof states them (no problem given)")
    else:  # each internal storage lives from its first access to its last (freeable) or the end
        p, order = Problem(problem, "problem"), proof.get("order")
        sha, why = p.sha256(), p.violation(order)
        claims.add(proof.get("problem_sha256") == sha, f"problem_sha256: {sha[:12]}...", "problem_sha256: differs")
        if claims.add(why is None, "order: legal schedule", f"order: illegal: {why}"):
            (first, last), st = p.spans(order), p.storages
            life = {
                s: (first[s], last[s] + 1 if st[s][2] else len(order), st[s][0])
                for s in first
                if st[s][1] == "internal"
            }
            wrong = sorted(s for s in set(life) | set(bufs) if bufs.get(s, ())[:3] != life.get(s))
            claims.add(
                not wrong,
                f"lifetimes: all {len(life)} internal storages, re-derived from the problem",
                f"lifetimes: {len(wrong)} buffers differ from the problem, e.g. {wrong[:1]!r:.60}",
            )
    bad = [i for i, (_s, _e, _z, o) in bufs.items() if o % a]
    claims.add(not bad, f"alignment: every offset is a multiple of {a}", f"alignment: {bad[:1]!r:.60} misaligned")
    out = [i for i, (_s, _e, z, o) in bufs.items() if o + z > arena]
    claims.add(not out, f"arena: every buffer inside [0, {arena})", f"arena: {out[:1]!r:.60} ends above {arena}")
    clash, active = None, []  # sweep by start: each buffer against those still live
    for i, (s, _e, z, o) in sorted(bufs.items(), key=lambda kv: (kv[1][0], kv[0])):
        active = [j for j in active if bufs[j][1] > s]
        overlap = (j for j in active if z and bufs[j][2] and o < bufs[j][3] + bufs[j][2] and bufs[j][3] < o + z)
        clash = clash or next(((j, i) for j in overlap), None)
        active.append(i)
    claims.add(clash is None, "disjoint: no two live buffers overlap", f"disjoint: {clash!r:.60} live together overlap")
    bound = 0  # at each start: the live bytes, each padded to the alignment but the last
    for t in {v[0] for v in bufs.values()}:
        pads = [(-z % a, z) for s, e, z, _o in bufs.values() if s <= t < e]
        bound = max(bound, sum(pad + z for pad, z in pads) - max(pad for pad, _z in pads))
    claims.add(lb <= bound, f"lower_bound: {lb} <= {bound} (aligned live bytes)", f"lower_bound: {lb} exceeds {bound}")
    if lb == arena:
        claims.add(True, f"verdict: optimal, arena {arena} == lower bound")
    elif proof.get("claim") == "optimal":
        claims.add(False, f"verdict: optimality claimed, but arena {arena} > lower bound {lb} (not certified)")
    else:
        claims.add(
            lb < arena,
            f"verdict: gap {lb}..{arena}; optimality not certified",
            f"verdict: lower bound {lb} above arena {arena} is impossible",
        )
    return claims
