"""``formal.recompute-proof/1``: a recomputing schedule replayed as a problem in the one semantics, or a refutation.
Each run of a unit is a unit of a derived problem, each write a new copy of its storage (docs/proofs.md)."""

from __future__ import annotations

from typing import Any

from formal.check.base import Claims, Invalid, nat, short
from formal.check.problem import PROBLEM, Problem
from formal.check.remat import check_extra_bound


def check_recompute_proof(problem: dict | None, proof: dict) -> list[tuple[bool, str]]:
    """The verdicts on a recompute proof, against ``problem`` or, if None, the problem it embeds."""
    p = Problem(problem if problem is not None else proof.get("problem"), "proof.problem")
    k, budget, bounds, macs = proof.get("k"), proof.get("budget"), proof.get("bounds") or {}, proof.get("macs") or {}
    chains, order = proof.get("chains") or [], proof.get("schedule")
    ok = nat(k) and nat(budget) and _unit_map(p, bounds) and _unit_map(p, macs) and isinstance(chains, list)
    if not (ok and all(isinstance(c, list) and all(isinstance(u, str) and u in p.index for u in c) for c in chains)):
        raise Invalid("recompute proof: k, budget integers in [0, 2^63), bounds and macs map unit ids to them, chains")
    writes = [(s, mode) for _u, _t, acc in p.units for s, mode in acc if mode != "r"]
    if len({s for s, _m in writes}) < len(writes) or any(m == "rw" or p.storages[s][1] == "input" for s, m in writes):
        return [(False, "problem: not single-assignment (a storage written twice or by rw, or an input written)")]
    claims = Claims()
    claims.add(proof.get("problem_sha256") == p.sha256(), "problem_sha256: proof is for this problem")
    # the run bounds the proof states (a unit writing an output runs once)
    once = {u for u, _t, a in p.units if any(m == "w" and not p.storages[s][2] for s, m in a)}
    runs = {u: 1 if u in once else 1 + bounds.get(u, k) for u, _t, _a in p.units}
    if not (isinstance(p.data.get("recompute"), dict) and p.data["recompute"].get("macs") is not None):
        claims.add(True, f"condition: units' MACs as the proof states them ({len(macs)} given, others 1)")
    why = _unanswered(p, proof, runs, budget, macs)
    if why is not None:
        return claims + [(False, f"question: the proof does not answer the problem's recompute question: {why}")]
    if proof.get("claim") == "infeasible":  # one unit holds, while it runs, more than the budget in any schedule
        uid = proof["refutation"].get("unit") if isinstance(proof.get("refutation"), dict) else None
        if not isinstance(uid, str) or uid not in p.index:
            return claims + [(False, f"refutation: unknown unit {short(uid)}")]
        kept = {s for s, (_b, o, _f) in p.storages.items() if o == "input" and not p.frees[s]}  # held throughout
        mine = {s for s, _m in p.units[p.index[uid]][2]}
        held = p.units[p.index[uid]][1] + sum(p.storages[s][0] for s in mine | kept)
        said = f"refutation: unit {short(uid)} holds {held} bytes while it runs, budget {budget}"
        return claims + [(held > budget, said)]
    copy = {s: f"in:{s}" for s, (_b, o, _f) in p.storages.items() if o == "input"}  # each storage's current copy
    inputs = [(s, b, f) for s, (b, o, f) in p.storages.items() if o == "input"]
    storages = [{"id": f"in:{s}", "bytes": b, "origin": "input", "freeable": f} for s, b, f in inputs]
    units, count, nums = [], dict.fromkeys(p.index, 0), []  # count: runs so far per unit; nums: each step's run number
    for pos, uid in enumerate(order if isinstance(order, list) else [None]):
        if not isinstance(uid, str) or uid not in p.index:
            return claims + [(False, f"schedule: position {pos}: unknown unit {short(uid)}")]
        count[uid] += 1
        nums.append(count[uid] - 1)
        if count[uid] > runs[uid]:
            return claims + [(False, f"schedule: unit {uid!r} runs {count[uid]} times, at most {runs[uid]} allowed")]
        accesses = []
        for s, mode in p.units[p.index[uid]][2]:
            if s not in copy and mode == "r":
                return claims + [(False, f"schedule: position {pos}: {uid!r} reads {s!r}, which has no copy yet")]
            if mode != "r":
                copy[s], (size, _o, freeable) = f"{pos}:{s}", p.storages[s]
                storages.append({"id": copy[s], "bytes": size, "origin": "internal", "freeable": freeable})
            accesses.append([copy[s], mode])
        units.append({"id": str(pos), "transient": p.units[p.index[uid]][1], "accesses": accesses})
    most = max(count, key=count.get)
    runs_text = f"k = {k}, {len(bounds)} per-unit bounds; most runs: {short(most)} {count[most]} times"
    claims.add(True, f"schedule: legal, every read has a copy, every unit within the proof's run bounds ({runs_text})")
    missing = [u for u, c in count.items() if c == 0]
    claims.add(not missing, f"schedule: every unit runs at least once{f', not {short(missing[0])}' if missing else ''}")
    where = {u: (c, j) for c in chains for j, u in enumerate(c)}  # an in-place chain reruns as one contiguous block

    def in_block(pos: int, d: int) -> bool:  # the chain's neighbour d away runs next to pos, in the same run
        chain, j = where[order[pos]]
        at, k = pos + d, j + d  # the neighbour's place in the order, and in the chain
        return not 0 <= k < len(chain) or 0 <= at < len(order) and (order[at], nums[at]) == (chain[k], nums[pos])

    reruns_of_chains = (pos for pos, u in enumerate(order) if u in where and nums[pos])
    split = [pos for pos in reruns_of_chains if not (in_block(pos, -1) and in_block(pos, 1))]
    claims.add(not split, f"schedule: in-place chain reruns are contiguous{f', not at {split[:3]}' if split else ''}")
    peak = Problem({"format": PROBLEM, "storages": storages, "units": units}, "schedule").peak([u["id"] for u in units])
    extra, reruns = sum(macs.get(u, 1) * (c - 1) for u, c in count.items()), len(order) - len(count)
    claims.add(peak == proof.get("peak"), f"peak: replayed {peak}, claimed {short(proof.get('peak'))}")
    claims.add(peak <= budget, f"budget: peak {peak} <= {budget}")
    said = f"{extra} for {reruns} reruns at the proof's costs, claimed {short(proof.get('extra_macs'))}"
    claims.add(extra == proof.get("extra_macs"), f"extra_macs: {said}")
    if proof.get("fixed_order") is True:  # Moccasin's model: first runs in the problem's unit order
        firsts = [uid for pos, uid in enumerate(order) if nums[pos] == 0]
        claims.add(firsts == [u for u, _t, _a in p.units], "fixed_order: first runs in the problem's unit order")
    bound = proof.get("extra_lower_bound")
    if bound is None and reruns == 0 and all(ok for ok, _m in claims):
        claims.add(True, "verdict: no recomputation (no unit runs twice): least extra compute in every model")
    elif bound is not None:  # the fixed model's bound only for a fixed-order witness
        model = bound.get("model") if isinstance(bound, dict) else None
        if chains or (model == "fixed" and proof.get("fixed_order") is not True):
            why = "not with in-place chains; model fixed needs fixed_order: true"
            return claims + [(False, f"extra_lower_bound: {why}")]
        if claims.add(*check_extra_bound(p, runs, macs, budget, bound)):
            claim = bound["bound"]
            least = "least extra compute" if claim == extra else f"gap {claim}..{extra}"
            said = f"verdict: {least} in the {model} model (a bound above the witness is impossible)"
            claims.add(claim <= extra, said)
    return claims


def _unit_map(p: Problem, x: Any) -> bool:
    """A mapping of unit ids to integers in [0, 2^63)."""
    return isinstance(x, dict) and all(u in p.index and nat(v) for u, v in x.items())


def _unanswered(p: Problem, proof: dict, runs: dict, budget: int, macs: dict) -> str | None:
    """Why the proof does not answer the problem's ``recompute:`` question, or None. A feasible claim is at least as
    strict (runs, budget) and costs units alike; an infeasible one refutes a budget at least as large."""
    spec = p.data.get("recompute")
    if spec is None:
        return None
    ok = isinstance(spec, dict) and all(spec.get(x) is None or nat(spec[x]) for x in ("k", "budget"))
    if not (ok and all(spec.get(x) is None or _unit_map(p, spec[x]) for x in ("bounds", "macs"))):
        raise Invalid("problem: recompute: k and budget integers in [0, 2^63), bounds and macs map unit ids to them")
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
