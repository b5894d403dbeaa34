"""Verifying ``formal.recompute-proof/1``: replay a recomputing schedule, or check a refutation (docs/proofs.md)."""

from __future__ import annotations

from typing import Any

from formal.check.problem import Claims, Invalid, Problem, nat
from formal.check.remat_bound import check_extra_bound
from formal.check.satref import short


def check_recompute_proof(problem: dict | None, proof: dict) -> list[tuple[bool, str]]:
    """The verdicts on a recompute proof, against ``problem`` or, if None, the problem it embeds."""
    p = Problem(problem if problem is not None else proof.get("problem"), "proof.problem")
    k, budget, bounds, macs = proof.get("k"), proof.get("budget"), proof.get("bounds") or {}, proof.get("macs") or {}
    chains, nums = proof.get("chains") or [], []
    if not (
        nat(k)
        and nat(budget)
        and _unit_map(p, bounds)
        and _unit_map(p, macs)
        and isinstance(chains, list)
        and all(isinstance(c, list) and all(isinstance(u, str) and u in p.index for u in c) for c in chains)
    ):
        raise Invalid(
            "recompute proof: k, budget must be integers in [0, 2^63), bounds and macs map unit ids to "
            "them, chains are lists of unit ids"
        )
    writes = [(s, mode) for _u, _t, acc in p.units for s, mode in acc if mode != "r"]
    if len({s for s, _m in writes}) < len(writes) or any(m == "rw" or p.storages[s][1] == "input" for s, m in writes):
        return [(False, "problem: not single-assignment (a storage written twice or by rw, or an input written)")]
    claims = Claims()
    claims.add(proof.get("problem_sha256") == p.sha256(), "problem_sha256: proof is for this problem")
    runs = {
        uid: 1 if any(m == "w" and not p.storages[s][2] for s, m in acc) else 1 + bounds.get(uid, k)
        for uid, _t, acc in p.units
    }  # the run bounds the proof states (outputs run once)
    why = _unanswered(p, proof, runs, budget, macs)
    if why is not None:
        return claims + [(False, f"question: the proof does not answer the problem's recompute question: {why}")]
    if proof.get("claim") == "infeasible":
        never = {s for s, (_b, o, f) in p.storages.items() if o == "input" and not p.frees[s]}
        uid = proof["refutation"].get("unit") if isinstance(proof.get("refutation"), dict) else None
        if not isinstance(uid, str) or uid not in p.index:
            return claims + [(False, f"refutation: unknown unit {short(uid)}")]
        _i, transient, acc = p.units[p.index[uid]]
        held = transient + sum(p.storages[s][0] for s in {s for s, _m in acc} | never)
        return claims + [
            (held > budget, f"refutation: unit {short(uid)} holds {held} bytes while it runs, budget {budget}")
        ]
    order, count = proof.get("schedule"), dict.fromkeys(p.index, 0)  # count: runs so far per unit
    current: dict[str, list] = {s: [-1, -1] for s in p.storages if p.storages[s][1] == "input"}  # [start, end]
    copies: list[tuple[str, list]] = list(current.items())
    where = {u: (c, j) for c in chains for j, u in enumerate(c)}
    for pos, uid in enumerate(order if isinstance(order, list) else [None]):
        if not isinstance(uid, str) or uid not in p.index:
            return claims + [(False, f"schedule: position {pos}: unknown unit {short(uid)}")]
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
    most = max(count, key=count.get, default=None)
    claims.add(
        True,
        f"schedule: legal, every read has a copy, every unit within the proof's run bounds (k = {k}, "
        f"{len(bounds)} per-unit bounds; most runs: {short(most)} {count.get(most, 0)} times)",
    )
    missing = [u for u, c in count.items() if c == 0]
    claims.add(not missing, "schedule: every unit runs at least once", f"schedule: {short(missing[:1])} never run")
    n_pos = len(order)
    split = [
        pos
        for pos, u in enumerate(order)
        if u in where
        and nums[pos]
        and not all(
            0 <= pos + d < n_pos and order[pos + d] == where[u][0][where[u][1] + d] and nums[pos + d] == nums[pos]
            for d in (-1, 1)
            if 0 <= where[u][1] + d < len(where[u][0])
        )
    ]
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
    claims.add(peak == proof.get("peak"), f"peak: replayed {peak}, claimed {short(proof.get('peak'))}")
    claims.add(peak <= budget, f"budget: peak {peak} <= {budget}")
    claims.add(
        extra == proof.get("extra_macs"), f"extra_macs: replayed {extra}, claimed {short(proof.get('extra_macs'))}"
    )
    if proof.get("fixed_order") is True:  # Moccasin's model: first runs in the problem's unit order
        firsts = [uid for pos, uid in enumerate(order) if nums[pos] == 0]
        claims.add(
            firsts == [u for u, _t, _a in p.units],
            "fixed_order: first runs in the problem's unit order",
            "fixed_order: the first runs leave the problem's unit order",
        )
    bound = proof.get("extra_lower_bound")
    if bound is None and extra == 0 and all(ok for ok, _m in claims):
        claims.add(True, "verdict: no recomputation (0 extra): least extra compute in every model")
    if bound is not None:  # formal/check/remat_bound.py; the fixed model's bound only for a fixed-order witness
        model = bound.get("model") if isinstance(bound, dict) else None
        if chains or (model == "fixed" and proof.get("fixed_order") is not True):
            return claims + [
                (False, "extra_lower_bound: not with in-place chains; model fixed needs fixed_order: true")
            ]
        holds, message = check_extra_bound(p, runs, macs, budget, bound)
        if claims.add(holds, message):
            claims.add(
                bound["bound"] <= extra,
                "verdict: "
                + (
                    f"least extra compute in the {model} model (optimal)"
                    if bound["bound"] == extra
                    else f"gap {bound['bound']}..{extra} in the {model} model"
                ),
                f"verdict: lower bound {bound['bound']} above the witness's {extra} is impossible",
            )
    return claims


# A mapping of unit ids to integers in [0, 2^63).
def _unit_map(p: Problem, x: Any) -> bool:
    return isinstance(x, dict) and all(isinstance(u, str) and u in p.index and nat(v) for u, v in x.items())


# Why the proof does not answer the question the problem states in ``recompute:`` (docs/recompute.md), or None.
# A feasible claim must be at least as strict (runs, budget) and cost units alike; an infeasible one (a resident set,
# which no run bound changes) must refute a budget at least as large.
def _unanswered(p: Problem, proof: dict, runs: dict, budget: int, macs: dict) -> str | None:
    spec = p.data.get("recompute")
    if spec is None:
        return None
    if not (
        isinstance(spec, dict)
        and all(spec.get(x) is None or nat(spec[x]) for x in ("k", "budget"))
        and all(spec.get(x) is None or _unit_map(p, spec[x]) for x in ("bounds", "macs"))
    ):
        raise Invalid(
            "problem: recompute: k and budget must be integers in [0, 2^63), bounds and macs map unit ids to them"
        )
    asked, feasible = spec.get("budget"), proof.get("claim") != "infeasible"
    if asked is not None and (budget > asked if feasible else budget < asked):
        return f"budget {budget}, the problem's {asked}"
    allowed = {u: (spec.get("bounds") or {}).get(u, spec.get("k")) for u in runs}
    over = [u for u in runs if feasible and allowed[u] is not None and runs[u] > 1 + allowed[u]]
    if over:
        return f"unit {short(over[0])} may run {runs[over[0]]} times, the problem allows {1 + allowed[over[0]]}"
    if feasible and spec.get("macs") is not None and any(macs.get(u, 1) != spec["macs"].get(u, 1) for u in runs):
        return "its macs differ from the problem's"
    return None
