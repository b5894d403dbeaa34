"""Trusted checker for arena proofs (``formal.arena-proof/1``, docs/arena.md).

Standard library only; shares no code with formal.arena. Claims verified: the proof's
shape; with a problem, its hash, that the order is a legal schedule, and that every
internal storage is a buffer with the lifetime the order gives it (re-derived here:
``[first access, last access + 1)``, or to the end if never freed); offsets aligned;
every buffer inside ``[0, arena)``; no two buffers live at the same time overlap in
address; ``lower_bound`` at most the aligned live-bytes bound recomputed here; and the
verdict: ``claim: optimal`` holds only when arena == lower bound, else a gap is reported.
"""

import hashlib
import json


def _int(v, low=0):
    return isinstance(v, int) and not isinstance(v, bool) and v >= low


def _sha256(problem):
    body = {"format": "formal.problem/1",
            "storages": sorted([s["id"], s["bytes"], s["origin"], s["freeable"]]
                               for s in problem["storages"]),
            "units": [[u["id"], u.get("transient", 0), sorted(list(a) for a in u["accesses"])]
                      for u in problem["units"]]}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _derive(problem, order):
    """(legality violation or None, {storage id: (start, end, size)} for internal storages)."""
    pos = {u: k for k, u in enumerate(order)}
    last_write, reads, first, last = {}, {}, {}, {}
    for u in problem["units"]:
        me = u["id"]
        for s, mode in u["accesses"]:
            needs = ([last_write[s]] if s in last_write else []) + (reads.get(s, []) if mode != "r" else [])
            late = [v for v in needs if pos[v] > pos[me]]
            if late:
                return f"unit {me!r} runs before {late[0]!r}, which it depends on", {}
            if mode == "r":
                reads.setdefault(s, []).append(me)
            else:  # w or rw: the new generation's writer; later writers wait for its readers
                last_write[s], reads[s] = me, []
            first[s], last[s] = min(first.get(s, pos[me]), pos[me]), max(last.get(s, pos[me]), pos[me])
    return None, {s["id"]: (first[s["id"]], last[s["id"]] + 1 if s["freeable"] else len(order), s["bytes"])
                  for s in problem["storages"] if s["origin"] == "internal"}


def check_arena_proof(problem, proof):
    claims = []

    def claim(holds, if_true, if_false):
        claims.append((bool(holds), if_true if holds else if_false))

    a, arena, lb, rows = (proof.get(k) for k in ("alignment", "arena", "lower_bound", "buffers"))
    if not (_int(a, 1) and _int(arena) and _int(lb) and isinstance(rows, list)):
        return [(False, "shape: needs alignment >= 1, arena >= 0, lower_bound >= 0 and a list of buffers")]
    bufs = {}
    for r in rows:
        if not (isinstance(r, dict) and isinstance(r.get("id"), str) and r["id"] not in bufs
                and all(_int(r.get(k)) for k in ("start", "end", "size", "offset")) and r["start"] < r["end"]):
            return [(False, f"shape: buffer {r!r} malformed or duplicated (id, start < end, size, offset >= 0)")]
        bufs[r["id"]] = (r["start"], r["end"], r["size"], r["offset"])
    if problem is None:
        claims.append((True, f"lifetimes: {len(bufs)} buffers as the proof states them (no problem given)"))
    else:
        sha, order = _sha256(problem), proof.get("order")
        claim(proof.get("problem_sha256") == sha, f"problem_sha256: matches ({sha[:12]}...)",
              f"problem_sha256: proof is for another problem (this one is {sha[:12]}...)")
        ids = [u["id"] for u in problem["units"]]
        if not (isinstance(order, list) and all(isinstance(u, str) for u in order)
                and sorted(order) == sorted(ids) and len(set(order)) == len(ids)):
            return claims + [(False, "order: not a permutation of the problem's units")]
        why, life = _derive(problem, order)
        claim(why is None, "order: legal schedule", f"order: illegal: {why}")
        wrong = sorted(s for s in set(life) | set(bufs) if s not in bufs or s not in life or bufs[s][:3] != life[s])
        claim(not wrong, f"lifetimes: all {len(life)} internal storages, re-derived from the problem",
              f"lifetimes: {len(wrong)} buffers differ from the problem, e.g. {wrong[:1]!r}")
    bad = [i for i, (_s, _e, _z, o) in bufs.items() if o % a]
    claim(not bad, f"alignment: every offset is a multiple of {a}", f"alignment: {bad[:1]!r} misaligned")
    out = [i for i, (_s, _e, z, o) in bufs.items() if o + z > arena]
    claim(not out, f"arena: every buffer inside [0, {arena})", f"arena: {out[:1]!r} ends above {arena}")
    clash, active = None, []
    for i, (s, e, z, o) in sorted(bufs.items(), key=lambda kv: (kv[1][0], kv[0])):
        active = [j for j in active if bufs[j][1] > s]
        clash = clash or next(((j, i) for j in active if z and bufs[j][2] and o < bufs[j][3] + bufs[j][2]
                               and bufs[j][3] < o + z), None)
        active.append(i)
    claim(clash is None, "disjoint: no two buffers live at the same time overlap in address",
          f"disjoint: {clash!r} are live together and overlap")
    bound = 0
    for t in {v[0] for v in bufs.values()}:
        pads = [(-z % a, z) for s, e, z, _o in bufs.values() if s <= t < e]
        bound = max(bound, sum(p + z for p, z in pads) - max(p for p, _z in pads))
    claim(lb <= bound, f"lower_bound: {lb} <= {bound}, the aligned live-bytes bound",
          f"lower_bound: {lb} exceeds the live-bytes bound {bound}")
    if proof.get("claim") == "optimal":
        claim(arena == lb, f"verdict: optimal, arena {arena} == lower bound",
              f"verdict: optimality claimed, but arena {arena} > lower bound {lb} (not certified)")
    elif lb == arena:
        claim(True, f"verdict: optimal, arena {arena} == lower bound", "")
    else:
        claim(lb < arena, f"verdict: gap {lb}..{arena}; optimality not certified",
              f"verdict: lower bound {lb} above arena {arena} is impossible")
    return claims
