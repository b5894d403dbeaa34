"""Verifying ``formal.recompute-proof/1``: replay a recomputing schedule, or check a refutation (docs/proofs.md)."""

from __future__ import annotations

from formal.check.problem import Claims, Invalid, Problem, nat


def check_recompute_proof(problem: dict | None, proof: dict) -> list[tuple[bool, str]]:
    """The verdicts on a recompute proof, against ``problem`` or, if None, the problem it embeds."""
    p = Problem(problem if problem is not None else proof.get("problem"), "proof.problem")
    k, budget, bounds, macs = proof.get("k"), proof.get("budget"), proof.get("bounds") or {}, proof.get("macs") or {}
    chains, nums = proof.get("chains") or [], []
    if not (all(nat(x) for x in [k, budget, *bounds.values(), *macs.values()]) and isinstance(chains, list)
            and all(isinstance(c, list) and set(c) <= set(p.index) for c in chains)):
        raise Invalid("recompute proof: k, budget, bounds and macs must be integers >= 0, chains lists of unit ids")
    writes = [(s, mode) for _u, _t, acc in p.units for s, mode in acc if mode != "r"]
    if len({s for s, _m in writes}) < len(writes) or any(m == "rw" or p.storages[s][1] == "input" for s, m in writes):
        return [(False, "problem: not single-assignment (a storage written twice or by rw, or an input written)")]
    claims = Claims()
    claims.add(proof.get("problem_sha256") == p.sha256(), "problem_sha256: proof is for this problem")
    if proof.get("claim") == "infeasible":
        never = {s for s, (_b, o, f) in p.storages.items() if o == "input" and not p.frees[s]}
        uid = (proof.get("refutation") or {}).get("unit")
        if uid not in p.index:
            return claims + [(False, f"refutation: unknown unit {uid!r}")]
        _i, transient, acc = p.units[p.index[uid]]
        held = transient + sum(p.storages[s][0] for s in {s for s, _m in acc} | never)
        return claims + [(held > budget, f"refutation: unit {uid!r} holds {held} bytes while it runs, budget {budget}")]
    runs = {uid: 1 if any(m == "w" and not p.storages[s][2] for s, m in acc) else 1 + bounds.get(uid, k)
            for uid, _t, acc in p.units}
    order, count = proof.get("schedule"), dict.fromkeys(p.index, 0)  # count: runs so far per unit
    current: dict[str, list] = {s: [-1, -1] for s in p.storages if p.storages[s][1] == "input"}  # [start, end]
    copies: list[tuple[str, list]] = list(current.items())
    where = {u: (c, j) for c in chains for j, u in enumerate(c)}
    for pos, uid in enumerate(order if isinstance(order, list) else [None]):
        if uid not in p.index:
            return claims + [(False, f"schedule: position {pos}: unknown unit {uid!r}")]
        count[uid] += 1
        nums.append(count[uid] - 1)
        if count[uid] > runs[uid]:
            return claims + [(False, f"schedule: unit {uid!r} runs {count[uid]} times, at most {runs[uid]} allowed")]
        for s, mode in p.units[p.index[uid]][2]:
            if mode == "r":
                if s not in current:
                    return claims + [(False, f"schedule: position {pos}: {uid!r} reads {s!r}, which has no copy yet")]
                current[s][1] = pos
            else:
                current[s] = [pos, pos]
                copies.append((s, current[s]))
    claims.add(True, f"schedule: legal, every read has a copy, no unit over its runs (k = {k}, {len(bounds)} bounds)")
    missing = [u for u, c in count.items() if c == 0]
    claims.add(not missing, "schedule: every unit runs at least once", f"schedule: {missing[:1]} never run")
    n_pos = len(order)
    split = [pos for pos, u in enumerate(order) if u in where and nums[pos] and not all(
        0 <= pos + d < n_pos and order[pos + d] == where[u][0][where[u][1] + d] and nums[pos + d] == nums[pos]
        for d in (-1, 1) if 0 <= where[u][1] + d < len(where[u][0]))]
    claims.add(not split, "schedule: in-place chain reruns are contiguous", f"schedule: not contiguous at {split[:3]}")
    delta = [0] * (n_pos + 1)  # inputs start live (peak and live begin at their bytes)
    for s, (a, b) in copies:  # a copy is live from its write (an input: from the start) through its last read
        delta[max(a, 0)] += p.storages[s][0] if a >= 0 else 0
        delta[n_pos if not p.frees[s] or b < 0 else b + 1] -= p.storages[s][0]
    peak = live = p.inputs
    for pos, uid in enumerate(order):
        live += delta[pos]
        peak = max(peak, live + p.units[p.index[uid]][1])
    extra = sum(macs.get(u, 1) * (c - 1) for u, c in count.items() if c > 1)
    claims.add(peak == proof.get("peak"), f"peak: replayed {peak}, claimed {proof.get('peak')}")
    claims.add(peak <= budget, f"budget: peak {peak} <= {budget}")
    claims.add(extra == proof.get("extra_macs"), f"extra_macs: replayed {extra}, claimed {proof.get('extra_macs')}")
    return claims
