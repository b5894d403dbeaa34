"""Verifying a training-step plan (``formal.train-proof/1``, docs/train.md, "The proof").

Three claims, each recomputed here from the proof's own data and the two traces it names:

1. **The step fits**: each program's order is legal for its trace's problem (sha256 bound),
   its peak is as claimed, and the step peak, max(forward peak, backward peak + the bytes of
   forward's inputs that backward does not receive), is as claimed and within the budget.
2. **The plan is whole**: in the joint graph the proof carries, every value backward reads is
   saved or computed in backward, every value computed in backward has its inputs saved or
   computed there, and the extra FLOPs are those of the forward nodes computed again.
3. **The lower bound**: with the saved bytes, the held primals and the tangents all live when
   forward returns, a plan fits the budget only if it satisfies the *boundary* row. For the
   rows need, chain and boundary written ``sum(a * x) >= b`` over 0-1 variables ``s:v``
   (saved) and ``r:v`` (computed in backward), any multipliers ``y >= 0`` prove
   ``cost >= y.b + sum_j min(0, c_j - (y A)_j)`` (weak duality on the unit box); the bound
   is recomputed in exact rationals and rounded up (costs are integers).

Standard library and the checker's own problem reader only; nothing from the proof runs.
"""

from __future__ import annotations

import math
import os
from collections import Counter
from fractions import Fraction
from typing import Any

from formal.check.problem import Claims, Invalid, Problem, nat, read
from formal.check.satref import short

KINDS = ("primal", "tangent", "forward", "backward", "other")


def _nodes(plan: dict) -> dict[str, tuple]:
    """name -> (kind, inputs, bytes, flops, savable, recomputable), validated."""
    nodes = {}
    for i, n in enumerate(plan.get("nodes") if isinstance(plan.get("nodes"), list) else []):
        if not (
            isinstance(n, list)
            and len(n) == 7
            and isinstance(n[0], str)
            and n[0] not in nodes
            and n[1] in KINDS
            and isinstance(n[2], list)
            and all(isinstance(u, str) for u in n[2])
            and nat(n[3])
            and nat(n[4])
            and isinstance(n[5], bool)
            and isinstance(n[6], bool)
        ):
            raise Invalid(f"plan.nodes[{i}]: expected [name, kind, [inputs], bytes, flops, savable, recomputable]")
        nodes[n[0]] = tuple(n[1:])
    if not nodes:
        raise Invalid("plan.nodes: missing or empty")
    return nodes


def relaxation_rows(nodes: dict[str, tuple], budget: int) -> tuple[list[str], list[tuple[str, dict, int]]]:
    """The variables and the rows need, chain and boundary (module doc), from the joint graph."""
    decided = [v for v, n in nodes.items() if n[0] in ("forward", "other")]
    variables = [f"s:{v}" for v in decided if nodes[v][4]] + [f"r:{v}" for v in decided if nodes[v][5]]
    have = set(variables)

    def either(v: str) -> dict:
        return {x: 1 for x in (f"s:{v}", f"r:{v}") if x in have}

    read_by_backward = {u for n in nodes.values() if n[0] in ("backward", "other") for u in n[1]}
    rows = [(f"need:{v}", either(v), 1) for v in decided if v in read_by_backward or nodes[v][0] == "other"]
    rows += [
        (f"chain:{u}>{v}", {**either(u), f"r:{v}": -1}, 0)
        for v in decided
        if f"r:{v}" in have
        for u in dict.fromkeys(nodes[v][1])
        if u in nodes and nodes[u][0] in ("forward", "other")
    ]
    fixed = sum(n[2] for n in nodes.values() if n[0] in ("primal", "tangent"))
    rows.append(("boundary", {f"s:{v}": -nodes[v][2] for v in decided if nodes[v][4] and nodes[v][2]}, fixed - budget))
    return variables, rows


def _flops(nodes: dict, names: Any) -> dict:
    return {f"r:{v}": nodes[v][3] for v in names if nodes[v][0] == "forward" and nodes[v][5]}


def _bound(variables: list[str], rows: list, costs: dict, multipliers: dict) -> Fraction:
    reduced = {x: Fraction(costs.get(x, 0)) for x in variables}
    bound = Fraction(0)
    known = {name for name, _c, _b in rows}
    if not (isinstance(multipliers, dict) and set(multipliers) <= known):
        raise Invalid("lower_bound.multipliers: a mapping from row names of this plan to rationals")
    for name, coefs, rhs in rows:
        y = Fraction(str(multipliers.get(name, "0")))
        if y < 0:
            raise Invalid(f"lower_bound.multipliers[{short(name)}]: negative")
        bound += y * rhs
        for x, a in coefs.items():
            reduced[x] -= y * a
    return bound + sum(min(Fraction(0), r) for r in reduced.values())


def _program(claims: Claims, part: dict, where: str, base: str) -> tuple[Problem, int, set] | None:
    if not (
        isinstance(part, dict)
        and isinstance(part.get("trace"), str)
        and isinstance(part.get("order"), list)
        and nat(part.get("peak"))
    ):
        raise Invalid(f"step.{where}: needs trace (a file name), order and peak")
    name = part["trace"]
    if os.path.isabs(name) or ".." in name.replace("\\", "/").split("/"):
        raise Invalid(f"step.{where}.trace: must name a file beside the proof")
    data = read(os.path.join(base, name))
    p = Problem(data, name)
    arguments = data.get("program", {}).get("input_names") if isinstance(data.get("program"), dict) else None
    if not (isinstance(arguments, list) and all(isinstance(a, str) for a in arguments)):
        raise Invalid(f"{name}: program.input_names: a trace's list of argument names is required")
    claims.add(
        part.get("problem_sha256") == p.sha256(),
        f"{where}: problem_sha256 {p.sha256()[:12]}...",
        f"{where}: problem_sha256 differs from {name}'s problem",
    )
    why = p.violation(part["order"])
    if not claims.add(why is None, f"{where}: legal order", f"{where}: illegal order: {why}"):
        return None
    real = p.peak(part["order"])
    claims.add(
        real == part["peak"], f"{where}: peak {real} bytes", f"{where}: claimed {part['peak']}, the order's is {real}"
    )
    return p, real, set(arguments)


def _check_infeasible(claims: Claims, proof: dict) -> list[tuple[bool, str]]:
    """No plan fits: when the backward ends, the held primals and every gradient it returns are
    live whatever was saved, so their bytes bound every plan's step peak from below."""
    budget, plan = proof.get("budget"), proof.get("plan")
    if not (
        nat(budget)
        and isinstance(plan, dict)
        and isinstance(plan.get("outputs"), list)
        and nat(plan.get("num_fwd_outputs"))
    ):
        raise Invalid("an infeasibility proof needs budget, plan.nodes, plan.outputs and plan.num_fwd_outputs")
    nodes = _nodes(plan)
    grads = {g for g in plan["outputs"][plan["num_fwd_outputs"] :] if g in nodes and nodes[g][0] == "backward"}
    floor = sum(n[2] for n in nodes.values() if n[0] == "primal") + sum(nodes[g][2] for g in grads)
    claims.add(
        floor > budget,
        f"infeasible: primals and {len(grads)} gradients hold {floor} bytes > budget {budget}",
        f"infeasible: not shown, primals and gradients hold {floor} bytes <= budget {budget}",
    )
    return claims


def check_train_proof(proof: dict, base: str) -> list[tuple[bool, str]]:
    """The verdicts on a ``formal.train-proof/1`` (module doc); ``base``: the proof's folder."""
    claims = Claims()
    if proof.get("infeasible") is True:
        return _check_infeasible(claims, proof)
    budget, step, plan = proof.get("budget"), proof.get("step"), proof.get("plan")
    if not (nat(budget) and isinstance(step, dict) and isinstance(plan, dict) and nat(step.get("peak"))):
        raise Invalid("budget, step (with peak) and plan are required")
    fwd = _program(claims, step.get("forward"), "forward", base)
    bwd = _program(claims, step.get("backward"), "backward", base)
    if fwd and bwd:
        # Held beside backward: forward's inputs, less those backward receives as they are (its
        # arguments it does not own: not freeable); a saved value forward made, even one named
        # like a primal (a relaid-out copy), is backward's own. Beside forward: backward's constants.
        (fp, fpeak, _fargs), (bp, bpeak, bargs) = fwd, bwd
        sizes = Counter(b for b, o, _f in fp.storages.values() if o == "input")
        kept = Counter(b for s, (b, o, f) in bp.storages.items() if o == "input" and s in bargs and not f)
        claims.add(
            not kept - sizes,
            "step: every storage backward holds is one of forward's inputs (by size)",
            "step: backward holds a storage no forward input of its size accounts for",
        )
        outside_bwd = sum(sizes.elements()) - sum(kept.elements())
        outside_fwd = sum(b for s, (b, o, _f) in bp.storages.items() if o == "input" and s not in bargs)
        peak = max(fpeak + outside_fwd, bpeak + outside_bwd)
        claims.add(
            peak == step["peak"],
            f"step: peak {peak} bytes (held beside backward: {outside_bwd})",
            f"step: claimed peak {step['peak']}, the programs give {peak}",
        )
        claims.add(
            peak <= budget, f"step: within the budget of {budget} bytes", f"step: {peak} exceeds the budget {budget}"
        )
    nodes = _nodes(plan)
    saved, recomputed = plan.get("saved"), plan.get("recomputed")
    if not (isinstance(saved, list) and isinstance(recomputed, list) and set(saved) | set(recomputed) <= set(nodes)):
        raise Invalid("plan.saved, plan.recomputed: lists of node names of plan.nodes")
    variables, rows = relaxation_rows(nodes, budget)
    values = {f"s:{v}": 1 for v in saved} | {f"r:{v}": 1 for v in recomputed}
    stray = [x for x in values if x not in variables]
    broken = [
        name
        for name, coefs, rhs in rows
        if name != "boundary" and sum(a * values.get(x, 0) for x, a in coefs.items()) < rhs
    ]
    why = (
        f"not a decision of this graph: {short(stray[0])}"
        if stray
        else f"row {short(broken[0])} broken"
        if broken
        else ""
    )
    claims.add(not why, f"plan: whole ({len(saved)} saved, {len(recomputed)} computed in backward)", f"plan: {why}")
    extra = sum(_flops(nodes, recomputed).values())
    claims.add(
        extra == plan.get("extra_flops"),
        f"plan: {extra} extra FLOPs",
        f"plan: claimed {short(plan.get('extra_flops'))} extra FLOPs, the plan's are {extra}",
    )
    lower = plan.get("lower_bound")
    if not (isinstance(lower, dict) and nat(lower.get("extra_flops"))):
        raise Invalid("plan.lower_bound: needs extra_flops and multipliers")
    try:
        proved = max(0, math.ceil(_bound(variables, rows, _flops(nodes, nodes), lower.get("multipliers") or {})))
    except (ValueError, ZeroDivisionError) as exc:
        raise Invalid(f"plan.lower_bound.multipliers: not rationals ({exc})") from None
    claims.add(
        lower["extra_flops"] <= proved,
        f"lower bound: {lower['extra_flops']} extra FLOPs (proved {proved})",
        f"lower bound: claimed {lower['extra_flops']}, the multipliers prove {proved}",
    )
    if all(h for h, _m in claims):
        bound = lower["extra_flops"]
        claims.add(True, f"verdict: {'optimal' if bound >= extra else f'gap {bound}..{extra}'} extra FLOPs")
    return claims
