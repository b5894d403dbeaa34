"""Verifying lower-bound certificates: cut flows and search closures (docs/proofs.md).

Each function takes a validated :class:`formal.check.problem.Problem` and one certificate
mapping, and returns ``(holds, message)``. Nothing here trusts a number it can recompute:
networks, capacities, ancestor sets and live bytes all come from the problem itself.

* Cut certificates (``event_cut``, ``forward_trap``, ``reverse_trap``, ``order_split``)
  list *cases*. A case ``{unit: v, before: [...], after: [...], flow: [[from, to, amount]]}``
  claims that every schedule running the ``before`` units before ``v`` and the ``after``
  units after it holds at least ``transient(v) + value(flow)`` bytes while ``v`` runs. The
  flow must be feasible in the cut network of docs/bounds.md (capacity on every edge,
  conservation at every inner node); by weak max-flow/min-cut duality its value is at most
  every cut, and each cut is the held bytes of one such schedule moment. A case whose
  forced sets clash cannot occur in any schedule and needs no flow. The kind fixes which
  cases must be present, so that together they cover every schedule.
* A ``search_closure`` lists sets of executed units (as a compact string of tokens); it
  must contain the empty set, not the full one, and be closed under every step whose
  sample is below the bound (or, where the free-first rule of docs/bounds.md applies,
  under one such step).
"""

from __future__ import annotations

import functools
import itertools

from formal.check.problem import Problem

INF = float("inf")  # capacity of the network's unbounded edges


@functools.lru_cache(maxsize=2)
def _fixed_edges(p: Problem) -> dict[tuple[str, str], float]:
    """The capacities of the cut network that do not depend on the case (absent edge: 0)."""
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
        for i in range(j):
            if p.preds[j] >> i & 1:
                cap[f"u:{uid}", f"u:{p.units[i][0]}"] = INF  # the source side is an ideal
    return cap


def _case_value(p: Problem, case) -> int | None:
    """The held bytes a case's flow proves (None: no schedule has this shape); ValueError if bad."""
    if not isinstance(case, dict) or not isinstance(case.get("unit"), str) or case["unit"] not in p.index \
            or not all(isinstance(case.get(key, []), list) for key in ("before", "after", "flow")):
        raise ValueError("a case needs a known unit and lists before, after, flow")
    v = p.index[case["unit"]]
    forced_in, forced_out = p.anc[v], p.desc[v] | 1 << v
    if not all(isinstance(u, str) and u in p.index for u in [*case.get("before", []), *case.get("after", [])]):
        raise ValueError("unknown unit in before/after")
    for u in (p.index[uid] for uid in case.get("before", [])):
        forced_in |= p.anc[u] | 1 << u
    for u in (p.index[uid] for uid in case.get("after", [])):
        forced_out |= p.desc[u] | 1 << u
    if forced_in & forced_out:
        return None
    fixed, cap = _fixed_edges(p), {("source", f"p:{s}"): INF for s, _m in p.units[v][2]}
    for j, (uid, _t, _a) in enumerate(p.units):
        if forced_in >> j & 1:
            cap["source", f"u:{uid}"] = INF
        if forced_out >> j & 1:
            cap[f"u:{uid}", "sink"] = INF
    used: dict[tuple[str, str], int] = {}
    net: dict[str, int] = {}
    for e in case.get("flow", []):
        if not (isinstance(e, list) and len(e) == 3 and isinstance(e[0], str) and isinstance(e[1], str)
                and isinstance(e[2], int) and not isinstance(e[2], bool) and e[2] >= 0):
            raise ValueError(f"bad flow entry {e!r}")
        used[e[0], e[1]] = used.get((e[0], e[1]), 0) + e[2]
        net[e[0]], net[e[1]] = net.get(e[0], 0) - e[2], net.get(e[1], 0) + e[2]
    for edge, amount in used.items():
        if amount > cap.get(edge, fixed.get(edge, 0)):
            raise ValueError(f"flow {amount} on {edge[0]} -> {edge[1]} exceeds its capacity")
    for node, balance in net.items():
        if balance and node not in ("source", "sink"):
            raise ValueError(f"flow is not conserved at {node}")
    return p.units[v][1] - net.get("source", 0)


def check_cut(p: Problem, cert: dict) -> tuple[bool, str]:
    """Shapes: event_cut, one case, nothing forced. forward_trap (reverse_trap) over two or
    more distinct units U: one case per b in U, ``before`` (``after``) = the rest of U.
    order_split: see :func:`_covers_every_ordering`."""
    kind, cases = cert["kind"], cert.get("cases")
    if not isinstance(cases, list) or not all(isinstance(c, dict) for c in cases):
        return False, f"{kind}: cases must be a list of mappings"
    units = [c.get("unit") for c in cases]
    if kind == "event_cut":
        shape_ok = len(cases) == 1 and not cases[0].get("before") and not cases[0].get("after")
    elif kind == "order_split":
        shape_ok = _covers_every_ordering(p, cert.get("units"), cases)
    else:
        key, other = ("before", "after") if kind == "forward_trap" else ("after", "before")
        shape_ok = len(cases) >= 2 and all(isinstance(u, str) for u in units) and len(set(units)) == len(units) \
            and all(not c.get(other) and isinstance(c.get(key), list)
                    and sorted(map(str, c[key])) == sorted(u for u in units if u != c["unit"]) for c in cases)
    if not shape_ok:
        return False, f"{kind}: cases do not have the shape that covers every schedule"
    try:
        values = [_case_value(p, c) for c in cases]
    except ValueError as exc:
        return False, f"{kind}: {exc}"
    # The cases cover every schedule and a schedule exists, so some case is possible.
    established = min((x for x in values if x is not None), default=None)
    if established is None or established < cert["bound"]:
        return False, f"{kind}: flows establish only {established}, not {cert['bound']}"
    return True, f"{kind}: every schedule holds >= {cert['bound']} bytes (flows verified)"


def _covers_every_ordering(p: Problem, units, cases: list) -> bool:
    """order_split over 2-4 distinct units T: each case splits T minus its unit into before
    and after, and every order of T that respects dependencies matches some case."""
    if not (isinstance(units, list) and 2 <= len(units) <= 4 and len(set(map(str, units))) == len(units)
            and all(isinstance(u, str) and u in p.index for u in units)):
        return False
    if not all(isinstance(c.get(key, []), list) for c in cases for key in ("before", "after")):
        return False
    for c in cases:
        split = [*c.get("before", []), *c.get("after", [])]
        if c.get("unit") not in units or sorted(map(str, split)) != sorted(u for u in units if u != c["unit"]):
            return False
    for order in itertools.permutations(units):
        pos = {u: k for k, u in enumerate(order)}
        if any(p.anc[p.index[a]] >> p.index[b] & 1 for a in order for b in order if pos[b] > pos[a]):
            continue  # a unit after one of its descendants: no schedule orders T this way
        if not any(all(pos[str(b)] < pos[c["unit"]] for b in c.get("before", []))
                   and all(pos[str(a)] > pos[c["unit"]] for a in c.get("after", [])) for c in cases):
            return False
    return True


def check_closure(p: Problem, cert: dict) -> tuple[bool, str]:
    """search_closure: ``ideals`` is a string of ``parent:unit`` tokens; token 0 is ``-1:-1``,
    the empty set, and token k names the set of entry ``parent`` (< k) plus unit index ``unit``."""
    bound, text, n = cert["bound"], cert.get("ideals"), len(p.units)
    try:
        entries = [(int(a), int(b)) for a, _, b in (tok.partition(":") for tok in text.split())]
    except (AttributeError, ValueError):
        return False, "search_closure: ideals must be a string of parent:unit tokens"
    if not entries or entries[0] != (-1, -1):
        return False, "search_closure: the first token must be -1:-1 (the empty set)"
    # Per unit: (bytes, accessor mask) of the internal storages it may allocate / it may free.
    news = [[(p.storages[s][0], p.acc[s]) for s, _m in acc if p.storages[s][1] == "internal"] for _i, _t, acc in p.units]
    frees = [[(p.storages[s][0], p.acc[s]) for s, _m in acc if p.frees[s]] for _i, _t, acc in p.units]

    def step(ideal: int, lv: int, u: int) -> tuple[int, int, int]:
        """(sample, bytes newly allocated, bytes freed) of running unit u after the set ``ideal``."""
        new = sum(b for b, acc in news[u] if not acc & ideal)
        freed = sum(b for b, acc in frees[u] if not acc & ~(ideal | 1 << u))
        return lv + new + p.units[u][1], new, freed

    sets, live = [0], [p.inputs]
    for k, (parent, u) in enumerate(entries[1:], 1):
        if not (0 <= parent < k and 0 <= u < n) or sets[parent] >> u & 1:
            return False, f"search_closure: token {k} must be earlier-entry:unit-not-in-it"
        _sample, new, freed = step(sets[parent], live[parent], u)
        sets.append(sets[parent] | 1 << u)
        live.append(live[parent] + new - freed)
    members = set(sets)
    if (1 << n) - 1 in members:
        return False, "search_closure: contains the full set of units"
    for ideal, lv in zip(sets, live):
        steps = []  # (free-first rule applies, successor in the closure, unit) per step below the bound
        for u in range(n):
            if not ideal >> u & 1 and not p.preds[u] & ~ideal:
                sample, new, freed = step(ideal, lv, u)
                if sample < bound:
                    steps.append((new <= freed, ideal | 1 << u in members, u))
        if not any(rule and inside for rule, inside, _u in steps):
            missing = [u for _r, inside, u in steps if not inside]
            if missing:
                return False, (f"search_closure: not closed: unit {p.units[missing[0]][0]!r} can run "
                               f"below {bound} bytes from a listed set, and the result is not listed")
    return True, f"search_closure: no schedule stays below {bound} bytes ({len(members)} sets checked)"
