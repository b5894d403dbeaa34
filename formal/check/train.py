"""``formal.train-proof/1``: a training step's plan, bound to the two traces it names (docs/train.md, "The proof").

The traces are named by their files' sha256 and record their problems' and the joint graph's. The step fits: each
order is legal with its claimed peak, the step's peak within the budget. The plan is whole (rows need and chain), its
extra FLOPs those of the forward nodes computed again, their lower bound a linear certificate (bound.py). Or no plan
fits: the forward's inputs beside the gradients, or a backward kernel's operands, result and gradients written before
it (:func:`kernel_floor`), with a value held across it or an earlier one (:func:`across_floor`), exceed the budget. A
node's bytes are its trace storage's or its shape's, a product's FLOPs its shapes' (:func:`product_flops`); those a
verdict rests on that neither gives are printed as conditions.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from collections import Counter
from typing import Any

from formal.check.base import Claims, Invalid, nat, read, short
from formal.check.bound import lagrangian, rational
from formal.check.problem import Problem

KERNELS = {"aten.mm.default", "aten.addmm.default", "aten.convolution_backward.default"}  # external calls
VIEWS = {  # views that keep the element count: a kernel reads a buffer of the viewed value's size
    *("aten.view.default", "aten._unsafe_view.default", "aten.t.default", "aten.permute.default"),
    *("aten.transpose.int", "aten.alias.default", "aten.unsqueeze.default", "aten.squeeze.dim", "aten.squeeze.default"),
}
COPIES = {"aten.clone.default", "aten._to_copy.default", "prims.convert_element_type.default"}  # maybe no-ops
GETITEM = "<built-in function getitem>"  # an item of a call that returns several tensors
CONV = "aten.convolution.default"  # inputs x, weight[, bias]; a product's [self,] a, b: where its operands start
ONCE = {CONV, "aten.mm.default", "aten.addmm.default"}  # products of one external call: a backward computes each once
PRODUCTS = {"aten.mm.default": 0, "aten.bmm.default": 0, "aten.addmm.default": 1, "aten.baddbmm.default": 1, CONV: 0}
ROW = "[name, kind, [inputs], bytes, flops, savable, recomputable, op, shape]"


def kernel_floor(nodes: dict[str, list], name: Any) -> tuple[int, set[str], set[str], set[str]] | None:
    """Bytes beside the primals while kernel ``name`` runs in any plan, their nodes, its gradients (docs/train.md)."""
    n = nodes.get(name) if isinstance(name, str) else None
    if not (n and n[1] == "backward" and n[3] > 4096):
        return None
    reads = n[2] if n[7] in KERNELS else None
    if n[7] == "aten.add.Tensor" and len(n[2]) == 2:
        for mm, addend in (n[2], n[2][::-1]):
            if mm == addend or mm not in nodes or nodes[mm][7] != "aten.mm.default":
                continue
            sole_reader = [v for v, m in nodes.items() if mm in m[2]] == [name]
            if sole_reader and nodes[mm][3] == n[3] == _size(nodes, addend):
                reads = [*nodes[mm][2], addend]
    seen, todo = {name}, [name]  # what it depends on: a tangent, then no plan computes it in the forward
    while todo:
        new = {u for u in nodes[todo.pop()][2] if u in nodes} - seen
        seen |= new
        todo += new
    if reads is None or not any(nodes[u][1] == "tangent" for u in seen):
        return None
    buffers, sized = {}, {name}
    for u in reads:
        b = _through(nodes, u, COPIES)
        if b in nodes and nodes[b][1] != "primal":
            buffers[b] = max(buffers.get(b, 0), _size(nodes, u))
            sized.add(_through(nodes, u, VIEWS))
    read = {u for m in nodes.values() for u in m[2]}  # gradients: items no node reads, of a call it depends on
    items = {v: m[2][0] for v, m in nodes.items() if m[1] == "backward" and m[7] == GETITEM and m[2] and v not in read}
    grads = {v for v, call in items.items() if call in seen - {name} and nodes[call][7] in KERNELS}
    return sum(buffers.values()) + n[3] + sum(nodes[g][3] for g in grads), sized & nodes.keys(), grads, {*buffers, name}


def across_floor(nodes: dict[str, list], name: Any, a: Any) -> tuple[int, set[str], set[str], set[str]] | None:
    """Kernel ``name``'s floor 3 (docs/train.md) by the paths ``a`` gives, as :func:`kernel_floor`'s; None if false."""
    c: list[Any] = [a.get(f) for f in ("path", "later", "before", "after")] if isinstance(a, dict) else []
    if not all(isinstance(x, list) and x and all(isinstance(u, str) and u in nodes for u in x) for x in c) or not c:
        return None
    (p, q, b, w), k, e = c, kernel_floor(nodes, name), kernel_floor(nodes, c[2][0])
    if not (k and e):
        return None
    ok = all(u in nodes[v][2] for x in c for u, v in zip(x, x[1:])) and b[0] != name == b[-1] == w[0] != w[-1]
    ok = ok and all(nodes[u][1] in ("forward", "other") for u in p + q) and p[0] == q[0] and nodes[p[0]][7] in ONCE
    ok = ok and nodes[p[0]][3] > 4096 and p[-1] in k[1] and not {_through(nodes, u, COPIES) for u in p} & e[3]
    ok = ok and not {_through(nodes, u, COPIES) for u in q} & k[3]
    if not ok or q[-1] not in {_through(nodes, u, VIEWS) for u in nodes[w[-1]][2]}:
        return None
    least = min(e[0] + min(nodes[u][3] for u in p), k[0] + min(nodes[u][3] for u in q))
    return max(k[0], least), {*p, *q, *k[1], *e[1]}, k[2], k[3]


def _size(nodes: dict[str, list], u: str) -> int:
    """The bytes a read of ``u`` reads: its own, or the viewed value's through element-count-keeping views."""
    v = _through(nodes, u, VIEWS)
    return nodes[v][3] if v in nodes else 0


def _through(nodes: dict[str, list], u: str, ops: set[str]) -> str:
    """From ``u`` to its first input while its op is in ``ops`` (COPIES: or it has no bytes), once per node at most."""
    for _ in range(len(nodes)):
        if not (u in nodes and (nodes[u][7] in ops or ops is COPIES and nodes[u][3] == 0) and nodes[u][2]):
            break
        u = nodes[u][2][0]
    return u


def product_flops(nodes: dict[str, list], n: list) -> int | None:
    """FlopCounterMode's FLOPs of a product or convolution by its rows' shapes; -1: no such op's, None: not given."""
    at = PRODUCTS.get(n[7])
    ab = [nodes[u][8] if u in nodes else None for u in n[2][at : at + 2]] if at is not None else []
    if len(ab) < 2 or None in ab or n[8] is None or len(n[8]) < 2:
        return None
    (a, b), out = ab, n[8]
    if n[7] != CONV:  # a: [..., M, K], b: [..., K, N], out: [..., M, N]
        return 2 * math.prod(out) * a[-1] if a[:-1] == out[:-1] and b == [*out[:-2], a[-1], out[-1]] else -1
    if not (len(a) == len(b) == len(out) and a[0] == out[0]):  # x, w, out; a transposed one's x is on w's side
        return -1
    counts = {2 * math.prod(y) * math.prod(b[1:]) for y in (out, a) if y[1] == b[0]}
    return -1 if not counts else counts.pop() if len(counts) == 1 else None


def relaxation_rows(nodes: dict[str, list], budget: int) -> tuple[list[str], list[tuple[str, dict, int]]]:
    """The variables ``s:v`` (saved), ``r:v`` (computed in backward) and the rows need, chain and boundary."""
    decided = [v for v, n in nodes.items() if n[1] in ("forward", "other")]
    variables = [f"s:{v}" for v in decided if nodes[v][5]] + [f"r:{v}" for v in decided if nodes[v][6]]
    have, read_by_backward = set(variables), {u for n in nodes.values() if n[1] in ("backward", "other") for u in n[2]}

    def either(v: str) -> dict:
        return {x: 1 for x in (f"s:{v}", f"r:{v}") if x in have}

    rows = [(f"need:{v}", either(v), 1) for v in decided if v in read_by_backward or nodes[v][1] == "other"]
    for v in (v for v in decided if f"r:{v}" in have):
        ins = (u for u in dict.fromkeys(nodes[v][2]) if u in nodes and nodes[u][1] in ("forward", "other"))
        rows += [(f"chain:{u}>{v}", {**either(u), f"r:{v}": -1}, 0) for u in ins]
    fixed = sum(n[3] for n in nodes.values() if n[1] in ("primal", "tangent"))
    rows.append(("boundary", {f"s:{v}": -nodes[v][3] for v in decided if nodes[v][5] and nodes[v][3]}, fixed - budget))
    return variables, rows


def _program(claims: Claims, part: Any, where: str, base: str, joint: str) -> tuple[Problem, dict, int | None]:
    """The trace a part names, bound by its file's, problem's and joint graph's hashes; its order's peak or None."""
    name = part.get("trace") if isinstance(part, dict) else None
    if not isinstance(name, str) or os.path.isabs(name) or ".." in name.replace("\\", "/").split("/"):
        raise Invalid(f"step.{where}.trace: the name of a trace file beside the proof")
    data = read(os.path.join(base, name))
    with open(os.path.join(base, name), "rb") as fh:  # read whole already, within the limits
        sha = hashlib.file_digest(fh, "sha256").hexdigest()
    said = f"{where}: {name} sha256 {sha}"
    claims.add(part.get("file_sha256") == sha, said, f"{said}, not the proof's {short(part.get('file_sha256'))}")
    p, program, evidence = Problem(data, name), data.get("program"), data.get("evidence")
    names, owned = (program.get(k) if isinstance(program, dict) else None for k in ("input_names", "owned"))
    if not (isinstance(names, list) and isinstance(owned, list) and len(owned) == len(names)):
        raise Invalid(f"{name}: program.input_names, program.owned: a trace's arguments and which it owns")
    sha = p.sha256()  # canonical JSON of the whole problem: computed once
    claims.add(part.get("problem_sha256") == sha, f"{where}: problem_sha256 {sha[:12]}... of {name}")
    recorded = evidence.get("joint_sha256") if isinstance(evidence, dict) else None
    claims.add(recorded == joint, f"{where}: joint graph {joint[:12]}..., the trace records {short(recorded)}")
    if "order" not in part:  # an infeasibility proof names its traces for their bytes only
        return p, program, None
    why = p.violation(part["order"])
    if not claims.add(why is None, f"{where}: order {why or 'legal'}"):
        claims.add(False, f"{where}: peak not checked, the order is illegal")
        return p, program, None
    real = p.peak(part["order"])
    claims.add(real == part.get("peak"), f"{where}: peak {real} bytes, claimed {short(part.get('peak'))}")
    return p, program, real


def check_train_proof(proof: dict, base: str) -> list[tuple[bool, str]]:
    """The verdicts on a ``formal.train-proof/1`` (module doc); ``base``: the proof's folder."""
    claims, budget, step, plan = Claims(), proof.get("budget"), proof.get("step"), proof.get("plan")
    rows = plan.get("nodes") if isinstance(plan, dict) else None
    if not (nat(budget) and isinstance(step, dict) and isinstance(rows, list) and rows):
        raise Invalid("budget, step (its forward and backward traces) and plan.nodes are required")
    nodes: dict[str, list] = {}
    for i, n in enumerate(rows):
        ok = isinstance(n, list) and 7 <= len(n) <= 9 and isinstance(n[0], str) and n[0] not in nodes and nat(n[3])
        n = (n + [""] * (8 - len(n)) + [None])[:9] if ok else n  # written before the op or the shape: none given
        ok = ok and n[1] in ("primal", "tangent", "forward", "backward", "other") and isinstance(n[2], list)
        ok = ok and isinstance(n[7], str) and (n[8] is None or type(n[8]) is list and len(n[8]) <= 64)  # dims
        ok = ok and all(map(nat, n[8] or []))
        if not (ok and all(isinstance(u, str) for u in n[2]) and nat(n[4]) and {type(n[5]), type(n[6])} == {bool}):
            raise Invalid(f"plan.nodes[{i}]: expected {ROW}")
        nodes[n[0]] = n
    joint = hashlib.sha256(json.dumps(rows, separators=(",", ":")).encode()).hexdigest()
    parts = (_program(claims, step.get(k), k, base, joint) for k in ("forward", "backward"))
    (fp, _f, fpeak), (bp, bprog, bpeak) = parts
    saved, recomputed = plan.get("saved", []), plan.get("recomputed", [])
    if not all(isinstance(x, list) and all(isinstance(v, str) for v in x) for x in (saved, recomputed)):
        raise Invalid("plan.saved, plan.recomputed: lists of node names of plan.nodes")
    # the bytes of a node whose name is a storage: a primal's the forward's, any other's the backward's (a view's
    # storage, of no bytes, unsavable, is its base's)
    held = {v: p.storages[v][0] for v, n in nodes.items() if v in (p := fp if n[1] == "primal" else bp).storages}
    held = {v: b for v, b in held.items() if nodes[v][3] or nodes[v][5] or nodes[v][1] in ("primal", "tangent")}
    wrong = [v for v, n in nodes.items() if held.get(v, -1 if n[1] in ("primal", "tangent") else n[3]) != n[3]]
    claims.add(not wrong, f"plan: the {len(held)} nodes the traces hold have their bytes as in the traces{_not(wrong)}")
    flops = {v: f for v, n in nodes.items() if (f := product_flops(nodes, n)) is not None}
    shaped = [v for v, n in nodes.items() if n[8] is not None and n[3]]
    off = [v for v in shaped if nodes[v][3] not in {math.prod(nodes[v][8]) * s for s in (1, 2, 4, 8, 16)}]
    off += [v for v, f in flops.items() if f != nodes[v][4]]
    claims.add(not off, f"plan: shapes give {len(shaped)} nodes' bytes, {len(flops)} products' FLOPs{_not(off)}")
    if proof.get("infeasible") is True:  # forward's inputs and backward's outputs are live when backward ends
        live = {s: b for s, (b, o, _f) in fp.storages.items() if o == "input"}
        outs = {s: bp.storages[s][0] for s in bprog.get("outputs") or [] if s in bp.storages}
        cite = proof["floor"] if isinstance(proof.get("floor"), dict) else {}
        cited, paths = cite.get("kernel"), ", and the paths given hold" * ("across" in cite)
        found = across_floor(nodes, cited, cite["across"]) if paths else kernel_floor(nodes, cited)
        if cited is not None and not claims.add(found, f"floor: {short(cited)} is a kernel every backward runs{paths}"):
            return claims
        beside, sized, grads, _b = found or (0, set(), set(), set())
        if grads:  # each a backward output of its bytes
            missing = Counter(nodes[g][3] for g in grads if nodes[g][3]) - Counter(outs.values())
            claims.add(not missing, f"floor: the gradients written before it are backward outputs ({len(grads)})")
        _condition(claims, "bytes of {} nodes no trace holds", sized - set(held))
        what = f"and kernel {short(cited)} (operands, result, gradients before{', a value held' * bool(paths)})"
        what = what if cited else "and gradients"
        floor = sum((live | (outs if cited is None else {})).values()) + beside
        return claims + [(floor > budget, f"infeasible: forward inputs {what} hold {floor} bytes, budget {budget}")]
    if not all("order" in step[k] for k in ("forward", "backward")):
        raise Invalid("step.forward, step.backward: a plan that fits gives each program's order and peak")
    if fpeak is not None and bpeak is not None:  # an illegal order (claimed false above) has no peak
        # Held beside backward: forward's inputs, less those backward receives as they are (the arguments it does not
        # own); a saved value forward made is backward's own, even where it is released only when backward returns
        # (not freeable). Beside forward: backward's constants.
        bargs = {s for s, owns in zip(bprog["input_names"], bprog["owned"]) if owns is not True}
        sizes = Counter(b for b, o, _f in fp.storages.values() if o == "input")
        kept = Counter(b for s, (b, o, _f) in bp.storages.items() if o == "input" and s in bargs)
        claims.add(not kept - sizes, "step: every storage backward keeps is a forward input of its size")
        beside = sum(sizes.elements()) - sum(kept.elements())
        consts = sum(b for s, (b, o, _f) in bp.storages.items() if o == "input" and s not in bprog["input_names"])
        peak = max(fpeak + consts, bpeak + beside)
        said = f"step: peak {peak} bytes (beside backward {beside}), claimed {short(step.get('peak'))}"
        claims.add(peak == step.get("peak"), said)
        claims.add(peak <= budget, f"step: peak {peak} within the budget of {budget} bytes")
    variables, rows = relaxation_rows(nodes, budget)
    values = {f"s:{v}": 1 for v in saved} | {f"r:{v}": 1 for v in recomputed}
    broken = [x for x in values if x not in variables]  # a decision the graph does not have, then a broken row
    broken += [n for n, c, rhs in rows if n != "boundary" and sum(a * values.get(x, 0) for x, a in c.items()) < rhs]
    said = f"{len(saved)} saved, {len(recomputed)} computed in backward: {short(broken[:1]) if broken else 'whole'}"
    claims.add(not broken, f"plan: {said}")
    costs = {x: nodes[x[2:]][4] if x[0] == "r" and nodes[x[2:]][1] == "forward" else 0 for x in variables}
    extra = sum(costs.get(f"r:{v}", 0) for v in recomputed)
    claims.add(extra == plan.get("extra_flops"), f"plan: {extra} extra FLOPs, claimed {short(plan.get('extra_flops'))}")
    lower = plan.get("lower_bound") if isinstance(plan.get("lower_bound"), dict) else {}
    mults = lower.get("multipliers")
    if not (nat(lower.get("extra_flops")) and isinstance(mults, dict) and set(mults) <= {n for n, _c, _b in rows}):
        raise Invalid("plan.lower_bound: needs extra_flops and multipliers (a mapping from row names to rationals)")
    try:
        ys = [rational(mults.get(n, 0)) for n, _c, _b in rows]
        proved = max(0, math.ceil(lagrangian(costs, [(c, b) for _n, c, b in rows], ys)))
    except ValueError as exc:
        raise Invalid(f"plan.lower_bound.multipliers: {exc}") from None
    bound = lower["extra_flops"]
    _condition(claims, "bytes of {} nodes no trace holds", {x[2:] for x in variables if x[0] == "s"} - set(held))
    forward = {x[2:] for x in variables if x[0] == "r" and nodes[x[2:]][1] == "forward"}
    _condition(claims, "FLOPs of {} forward nodes no shapes give", forward - set(flops))
    claims.add(bound <= proved, f"lower bound: {bound} extra FLOPs, the multipliers prove {proved}")
    if all(h for h, _m in claims):
        claims.add(True, f"verdict: {'optimal' if bound >= extra else f'gap {bound}..{extra}'} extra FLOPs")
    return claims


def _not(names: list) -> str:
    return f", not {short(names[0])}" if names else ""


def _condition(claims: Claims, field: str, names: set[str]) -> None:
    """A field of plan.nodes that a verdict rests on and no trace or shape gives: said, naming the nodes."""
    if names:
        said = f"{field.format(len(names))} {short(sorted(names))} as plan.nodes states them (not recomputed)"
        claims.add(True, f"condition: {said}")
