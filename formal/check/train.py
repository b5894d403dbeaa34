"""``formal.train-proof/1``: a training step's plan, bound to the two traces it names (docs/train.md, "The proof").

1. The step fits: each program's order is legal for its trace's problem, its peak is as claimed, and
   the step peak (forward, or backward beside the forward inputs it does not receive) is within budget.
2. The plan is whole: the rows need and chain hold for its saved and recomputed sets in the joint graph,
   and its extra FLOPs are those of the forward nodes computed again.
3. The lower bound on extra FLOPs is a linear certificate (formal/check/bound.py) on those rows and boundary.
4. No plan fits (``infeasible: true``): the forward's inputs and the backward's outputs (the gradients),
   read from the traces, are all live when the backward ends and exceed the budget.
The joint graph's bytes are checked against the traces' storages, and its sha256 must be the one the traces
record (``evidence.joint_sha256``): its FLOPs are those the planner wrote with the traces.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from collections import Counter
from typing import Any

from formal.check.base import Claims, Invalid, nat, rational, read, short
from formal.check.bound import lagrangian
from formal.check.problem import Problem

KINDS = ("primal", "tangent", "forward", "backward", "other")


def _nodes(plan: Any) -> dict[str, tuple]:
    """name -> (kind, inputs, bytes, flops, savable, recomputable), validated."""
    nodes, rows = {}, plan.get("nodes") if isinstance(plan, dict) else None
    for i, n in enumerate(rows if isinstance(rows, list) and rows else [None]):
        ok = isinstance(n, list) and len(n) == 7 and isinstance(n[0], str) and n[0] not in nodes and n[1] in KINDS
        if not (ok and isinstance(n[2], list) and all(isinstance(u, str) for u in n[2]) and nat(n[3]) and nat(n[4])):
            raise Invalid(f"plan.nodes[{i}]: expected [name, kind, [inputs], bytes, flops, savable, recomputable]")
        nodes[n[0]] = (n[1], n[2], n[3], n[4], n[5] is True, n[6] is True)
    return nodes


def relaxation_rows(nodes: dict[str, tuple], budget: int) -> tuple[list[str], list[tuple[str, dict, int]]]:
    """The variables ``s:v`` (saved), ``r:v`` (computed in backward) and the rows need, chain and boundary."""
    decided = [v for v, n in nodes.items() if n[0] in ("forward", "other")]
    variables = [f"s:{v}" for v in decided if nodes[v][4]] + [f"r:{v}" for v in decided if nodes[v][5]]
    have, read_by_backward = set(variables), {u for n in nodes.values() if n[0] in ("backward", "other") for u in n[1]}

    def either(v: str) -> dict:
        return {x: 1 for x in (f"s:{v}", f"r:{v}") if x in have}

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


def _program(claims: Claims, part: Any, where: str, base: str, joint: str) -> tuple[Problem, dict, int | None]:
    """The trace a step part names (beside the proof), bound by problem hash and joint-graph hash; its order's peak."""
    if not (isinstance(part, dict) and isinstance(part.get("trace"), str) and isinstance(part.get("order", []), list)):
        raise Invalid(f"step.{where}: needs trace (a file name) and order")
    name = part["trace"]
    if os.path.isabs(name) or ".." in name.replace("\\", "/").split("/"):
        raise Invalid(f"step.{where}.trace: must name a file beside the proof")
    data = read(os.path.join(base, name))
    p, program, evidence = Problem(data, name), data.get("program"), data.get("evidence")
    if not (isinstance(program, dict) and isinstance(program.get("input_names"), list)):
        raise Invalid(f"{name}: program.input_names: a trace's list of argument names is required")
    sha = p.sha256()
    claims.add(part.get("problem_sha256") == sha, f"{where}: problem_sha256 {sha[:12]}...", f"{where}: problem differs")
    recorded = evidence.get("joint_sha256") if isinstance(evidence, dict) else None
    claims.add(
        recorded == joint,
        f"{where}: joint graph {joint[:12]}... as the trace records it",
        f"{where}: joint graph differs",
    )
    if "order" not in part:  # an infeasibility proof names its traces for their bytes only
        return p, program, None
    why = p.violation(part["order"])
    real = (
        p.peak(part["order"])
        if claims.add(why is None, f"{where}: legal order", f"{where}: illegal order: {why}")
        else -1
    )
    claims.add(real == part.get("peak"), f"{where}: peak {real} bytes", f"{where}: claimed another peak than {real}")
    return p, program, real


def check_train_proof(proof: dict, base: str) -> list[tuple[bool, str]]:
    """The verdicts on a ``formal.train-proof/1`` (module doc); ``base``: the proof's folder."""
    claims, budget, step, plan = Claims(), proof.get("budget"), proof.get("step"), proof.get("plan")
    if not (nat(budget) and isinstance(step, dict) and isinstance(plan, dict)):
        raise Invalid("budget, step (its forward and backward traces) and plan are required")
    nodes = _nodes(plan)
    joint = hashlib.sha256(json.dumps(plan["nodes"], separators=(",", ":")).encode()).hexdigest()
    (fp, _fprog, fpeak), (bp, bprog, bpeak) = (
        _program(claims, step.get(k), k, base, joint) for k in ("forward", "backward")
    )
    saved = plan.get("saved") if isinstance(plan.get("saved"), list) else []
    owner = {
        v: {"primal": fp, "tangent": bp}.get(n[0], bp if v in saved and v in bp.storages else None)
        for v, n in nodes.items()
    }
    wrong = [v for v, p in owner.items() if p and (v not in p.storages or p.storages[v][0] != nodes[v][2])]
    claims.add(
        not wrong, "plan: primal, tangent, saved bytes as in the traces", f"plan: {short(wrong[:1])} bytes differ"
    )
    if proof.get("infeasible") is True:  # forward's inputs and backward's outputs are live when backward ends
        held = {s: fp.storages[s][0] for s, (_b, o, _f) in fp.storages.items() if o == "input"}
        outputs = bprog.get("outputs") if isinstance(bprog.get("outputs"), list) else []
        held.update({s: bp.storages[s][0] for s in outputs if s in bp.storages})
        floor = sum(held.values())
        claims.add(
            floor > budget,
            f"infeasible: forward inputs and gradients hold {floor} bytes > budget {budget}",
            f"infeasible: not shown, forward inputs and gradients hold {floor} bytes <= budget {budget}",
        )
        return claims
    if fpeak is None or bpeak is None:
        raise Invalid("step.forward, step.backward: a plan that fits gives each program's order and peak")
    # Held beside backward: forward's inputs, less those backward receives as they are (its arguments it does not
    # own: not freeable); a saved value forward made is backward's own. Beside forward: backward's constants.
    bargs = set(bprog["input_names"])
    sizes = Counter(b for b, o, _f in fp.storages.values() if o == "input")
    kept = Counter(b for s, (b, o, f) in bp.storages.items() if o == "input" and s in bargs and not f)
    claims.add(
        not kept - sizes,
        "step: every storage backward holds is a forward input (by size)",
        "step: backward holds a storage no forward input accounts for",
    )
    outside_bwd = sum(sizes.elements()) - sum(kept.elements())
    peak = max(
        fpeak + sum(b for s, (b, o, _f) in bp.storages.items() if o == "input" and s not in bargs), bpeak + outside_bwd
    )
    claims.add(
        peak == step.get("peak"),
        f"step: peak {peak} bytes (beside backward: {outside_bwd})",
        f"step: claimed peak {short(step.get('peak'))}, the programs give {peak}",
    )
    claims.add(
        peak <= budget, f"step: within the budget of {budget} bytes", f"step: {peak} exceeds the budget {budget}"
    )
    recomputed, lower = plan.get("recomputed"), plan.get("lower_bound")
    if not (
        isinstance(plan.get("saved"), list)
        and isinstance(recomputed, list)
        and set(saved) | set(recomputed) <= set(nodes)
    ):
        raise Invalid("plan.saved, plan.recomputed: lists of node names of plan.nodes")
    variables, rows = relaxation_rows(nodes, budget)
    values = {f"s:{v}": 1 for v in saved} | {f"r:{v}": 1 for v in recomputed}
    stray = [x for x in values if x not in variables]
    broken = [
        n for n, coefs, rhs in rows if n != "boundary" and sum(a * values.get(x, 0) for x, a in coefs.items()) < rhs
    ]
    why = (
        f"not a decision of this graph: {short(stray[0])}"
        if stray
        else f"row {short(broken[0])} broken"
        if broken
        else ""
    )
    claims.add(not why, f"plan: whole ({len(saved)} saved, {len(recomputed)} computed in backward)", f"plan: {why}")
    costs = {x: nodes[x[2:]][3] if x[0] == "r" and nodes[x[2:]][0] == "forward" else 0 for x in variables}
    extra = sum(costs.get(f"r:{v}", 0) for v in recomputed)
    claims.add(
        extra == plan.get("extra_flops"),
        f"plan: {extra} extra FLOPs",
        f"plan: claimed {short(plan.get('extra_flops'))} extra FLOPs, the plan's are {extra}",
    )
    mults = lower.get("multipliers") if isinstance(lower, dict) else None
    if not (
        isinstance(lower, dict)
        and nat(lower.get("extra_flops"))
        and isinstance(mults, dict)
        and set(mults) <= {n for n, _c, _b in rows}
    ):
        raise Invalid("plan.lower_bound: needs extra_flops and multipliers (a mapping from row names to rationals)")
    try:
        proved = max(
            0,
            math.ceil(
                lagrangian(costs, [(c, b) for _n, c, b in rows], [rational(mults.get(n, 0)) for n, _c, _b in rows])
            ),
        )
    except ValueError as exc:
        raise Invalid(f"plan.lower_bound.multipliers: {exc}") from None
    bound = lower["extra_flops"]
    claims.add(
        bound <= proved,
        f"lower bound: {bound} extra FLOPs (proved {proved})",
        f"lower bound: claimed {bound}, the multipliers prove {proved}",
    )
    if all(h for h, _m in claims):
        claims.add(True, f"verdict: {'optimal' if bound >= extra else f'gap {bound}..{extra}'} extra FLOPs")
    return claims
