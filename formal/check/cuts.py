"""Cut certificates of an order's peak: cases that cover every schedule, a feasible flow in each (docs/bounds.md)."""

from __future__ import annotations

import functools
import itertools
from typing import Any

from formal.check.base import nat, short
from formal.check.problem import Problem

INF = float("inf")  # capacity of the network's unbounded edges
MAX_CUT_WORK = 100_000_000  # a cut certificate: cases x (units + storages)


@functools.lru_cache(maxsize=2)
def _fixed_edges(p: Problem) -> dict[tuple[str, str], float]:
    """The capacities of the cut network that do not depend on the case (an absent edge: 0)."""
    cap: dict[tuple[str, str], float] = {}
    for s, (size, origin, _f) in p.storages.items():
        cap[f"p:{s}", f"q:{s}"] = size  # paid iff s exists and is not yet freed
        if origin == "input":
            cap["source", f"p:{s}"] = INF
        if not p.frees[s]:
            cap[f"q:{s}", "sink"] = INF
    for j, (uid, _t, accesses) in enumerate(p.units):
        for s, _m in accesses:
            cap[f"u:{uid}", f"p:{s}"] = cap[f"q:{s}", f"u:{uid}"] = INF
        cap.update({(f"u:{uid}", f"u:{p.units[i][0]}"): INF for i in p.preds[j]})  # ideals
    return cap


def _case_value(p: Problem, case: dict) -> int | None:
    """The bytes a case's flow proves held while its unit runs (None: no schedule has the case's shape)."""
    before, after, flow = case.get("before", []), case.get("after", []), case.get("flow", [])
    if not isinstance(flow, list) or not all(u in p.index for u in [case.get("unit"), *before, *after]):
        raise ValueError("a case needs known units and a list flow")
    v = p.index[case["unit"]]
    # In: v's ancestors, each before unit and its ancestors; out: v, its descendants, each after unit and its own.
    forced_in = functools.reduce(int.__or__, (p.anc[u] | 1 << u for u in map(p.index.get, before)), p.anc[v])
    forced_out = functools.reduce(int.__or__, (p.desc[u] | 1 << u for u in map(p.index.get, after)), p.desc[v] | 1 << v)
    if forced_in & forced_out:
        return None
    fixed, cap = _fixed_edges(p), {("source", f"p:{s}"): INF for s, _m in p.units[v][2]}
    for j, (uid, _t, _a) in enumerate(p.units):
        if (forced_in | forced_out) >> j & 1:
            cap[("source", f"u:{uid}") if forced_in >> j & 1 else (f"u:{uid}", "sink")] = INF
    used, net = {}, {}  # the total flow on each edge, the net inflow of each node
    for e in flow:
        if not (isinstance(e, list) and len(e) == 3 and all(isinstance(x, str) for x in e[:2]) and nat(e[2])):
            raise ValueError(f"bad flow entry {short(e)}")
        used[e[0], e[1]] = used.get((e[0], e[1]), 0) + e[2]
        net[e[0]], net[e[1]] = net.get(e[0], 0) - e[2], net.get(e[1], 0) + e[2]
    for edge, amount in used.items():
        if amount > cap.get(edge, fixed.get(edge, 0)):
            raise ValueError(f"flow {amount} on {short(edge[0])} -> {short(edge[1])} exceeds its capacity")
    if any(balance and node not in ("source", "sink") for node, balance in net.items()):
        raise ValueError("flow is not conserved")
    return p.units[v][1] - net.get("source", 0)


def check_cut(p: Problem, cert: dict) -> tuple[bool, str]:
    """A cut certificate: its cases cover every schedule, and their flows establish its bound."""
    kind, cases = cert["kind"], cert.get("cases")
    lists = isinstance(cases, list) and all(isinstance(c, dict) for c in cases)
    if not lists or not all(isinstance(c.get(k, []), list) for c in cases for k in ("before", "after")):
        return False, f"{kind}: cases must be a list of mappings, their before and after lists"
    units = [c.get("unit") for c in cases]
    if kind == "event_cut":
        shape_ok = len(cases) == 1 and not cases[0].get("before") and not cases[0].get("after")
    elif kind == "order_split":
        shape_ok = _covers_every_ordering(p, cert.get("units"), cases)
    else:  # forward_trap (reverse_trap) over U: one case per unit of U, with the rest of U before (after) it
        other = "after" if kind == "forward_trap" else "before"
        shape_ok = len(cases) >= 2 and all(isinstance(u, str) for u in units) and len(set(units)) == len(units)
        shape_ok = shape_ok and not any(c.get(other) for c in cases) and _splits(cases, units)
    if not shape_ok:
        return False, f"{kind}: cases do not have the shape that covers every schedule"
    if len(cases) * (len(p.units) + len(p.storages)) > MAX_CUT_WORK:  # each case is a pass over the network
        return False, f"{kind}: {len(cases)} cases here are beyond the checker's limit ({MAX_CUT_WORK} steps)"
    # The cases cover every schedule and a schedule exists, so some case is possible.
    established = min((x for x in (_case_value(p, c) for c in cases) if x is not None), default=None)
    if established is None or established < cert["bound"]:
        return False, f"{kind}: flows establish only {established}, not {cert['bound']}"
    return True, f"{kind}: every schedule holds >= {cert['bound']} bytes (flows verified)"


def _splits(cases: list, units: list) -> bool:
    """Each case's unit is one of ``units``, and its before and after lists split the others."""
    sides = ((c.get("unit"), [*c.get("before", []), *c.get("after", [])]) for c in cases)
    return all(u in units and sorted(map(str, rest)) == sorted(x for x in units if x != u) for u, rest in sides)


def _covers_every_ordering(p: Problem, units: Any, cases: list) -> bool:
    """order_split over 2-4 distinct units: every order of them that a schedule can have matches a case."""
    ok = isinstance(units, list) and 2 <= len(units) <= 4 and all(isinstance(u, str) and u in p.index for u in units)
    if not (ok and len(set(units)) == len(units) and _splits(cases, units)):
        return False
    for order in itertools.permutations(units):
        pos = {u: k for k, u in enumerate(order)}
        if any(p.anc[p.index[a]] >> p.index[b] & 1 for a in order for b in order if pos[b] > pos[a]):
            continue  # a unit after one of its descendants: no schedule orders the units this way
        if not any(
            all(pos[str(b)] < pos[c["unit"]] for b in c.get("before", []))
            and all(pos[str(a)] > pos[c["unit"]] for a in c.get("after", []))
            for c in cases
        ):
            return False
    return True
