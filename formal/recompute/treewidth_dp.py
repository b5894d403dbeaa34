"""An exact dynamic program for k-bounded recomputation over a tree decomposition.

This is the bounded-treewidth algorithm of the seed paper made executable, to measure why it
is impractical: its states carry a *memory profile* bounded by the budget ``B``, so their
number grows with ``B`` (docs/recompute.md, "The tree-decomposition dynamic program").

**Time slots.** A schedule is placed on ``L = sum(runs)`` slots; unit ``u`` chooses a slot set
``X_u`` (``1 <= |X_u| <= runs[u]``). Several units may share a slot (the *concurrent* model):
a reader in slot ``t`` uses the most recent copy written in a slot ``< t``; copy ``i`` of a
storage lives from its write slot to the last slot that reads it (the write slot alone if
none; to ``L-1`` for outputs); a slot's sample is the bytes of every copy covering it plus
the transients of the units running in it. Legality is ``min X_u < min X_r`` for every
producer ``u`` of a storage read by ``r``. Every sequential schedule is a concurrent one
with the same peak and MACs (one execution per slot, the rest empty), and serializing a
concurrent schedule slot by slot never raises a sample (docs/recompute.md), so the optima of
both models are equal: the DP is exact.

**Decomposition.** The *primal graph* joins, for every storage, its producer and all its
readers in a clique, so every storage's lifetime is decided inside one bag. A tree
decomposition of it comes from the min-degree heuristic
(``networkx.algorithms.approximation.treewidth_min_degree``); any tree decomposition is
correct, a narrower one is just smaller (Bodlaender, "A tourist guide through treewidth",
Acta Cybernetica 11, 1993; Bodlaender & Koster, "Treewidth computations I. Upper bounds",
Information and Computation 208, 2010). Every storage, transient and MAC cost is charged at
exactly one bag (the first, in post-order, containing the units it depends on).

**States.** Bottom-up, a bag's table maps ``(slot sets of the bag's units, profile)`` to the
least extra MACs of its subtree, where the *profile* is the vector of bytes per slot charged
in the subtree, pruned to ``<= B`` in every slot. Children are joined on the units they share
with the bag; profiles add. That profile in ``[0..B]^L`` is the budget-dependent part: the
number of states grows with ``B`` (``f(t, K, B) * poly(n, L)``). ``stats["states"]`` is the
total number of table entries over all bags; ``stats["max_table"]`` the largest table.

Objectives as every back end (docs/recompute.md): with a budget, the fewest extra MACs at
peak ``<= B``; without, the least feasible ``B`` by bisection, then the fewest MACs there.
The witness schedule is serialized and re-evaluated by :mod:`formal.recompute.semantics`.
Exact with no time limit but a state cap: beyond it the DP refuses with one line.
"""

from __future__ import annotations

import itertools
from typing import Any

from formal.base.errors import FormalError
from formal.recompute.instance import Instance
from formal.recompute.result import RecomputeResult
from formal.recompute.semantics import evaluate

MAX_STATES = 2_000_000


def primal_graph(inst: Instance):
    """Units as vertices; each storage's producer and readers form a clique."""
    import networkx as nx  # networkx: only these graph algorithms need it

    g = nx.Graph()
    g.add_nodes_from(range(inst.n))
    for s in range(len(inst.problem.storages)):
        group = sorted(set(inst.readers[s]) | ({inst.producer[s]} if inst.producer[s] is not None else set()))
        g.add_edges_from(itertools.combinations(group, 2))
    return g


def tree_decomposition(inst: Instance) -> tuple[int, list[frozenset[int]], list[list[int]]]:
    """``(width, bags, children)``: bags in breadth-first order from the root, bag 0, so every
    child comes after its parent; ``children[i]`` are the indices of bag ``i``'s children."""
    import networkx as nx  # networkx: only these graph algorithms need it
    from networkx.algorithms.approximation import treewidth_min_degree  # networkx: only these graph algorithms need it

    width, tree = treewidth_min_degree(primal_graph(inst))
    bags = sorted(tree.nodes, key=lambda b: (sorted(b), len(b)))
    # a forest (disconnected primal graph) is joined into one tree: empty intersections are fine
    comps = [sorted(c, key=lambda b: bags.index(b)) for c in nx.connected_components(tree)]
    comps.sort(key=lambda c: bags.index(c[0]))
    tree = tree.copy()
    for a, b in zip(comps, comps[1:]):
        tree.add_edge(a[0], b[0])
    root = bags[0]
    order = [root]
    children: dict[frozenset, list[frozenset]] = {}
    for parent, child in nx.bfs_edges(tree, root, sort_neighbors=lambda ns: sorted(ns, key=bags.index)):
        children.setdefault(parent, []).append(child)
        order.append(child)
    index = {b: i for i, b in enumerate(order)}
    return width, order, [[index[c] for c in children.get(b, [])] for b in order]


def _choices(runs: int, L: int) -> list[tuple[int, ...]]:
    return [c for r in range(1, runs + 1) for c in itertools.combinations(range(L), r)]


def _coverage(inst: Instance, s: int, X: dict[int, tuple[int, ...]], L: int) -> list[tuple[int, int]]:
    """Slot intervals ``[a, b]`` where storage ``s`` has a live copy (concurrent model)."""
    reads = sorted(t for r in inst.readers[s] for t in X[r])
    u = inst.producer[s]
    if u is None:  # an input
        if not inst.freeable(s) or not reads:
            return [(0, L - 1)]
        return [(0, reads[-1])]
    slots = X[u]
    out = []
    for i, a in enumerate(slots):
        nxt = slots[i + 1] if i + 1 < len(slots) else L
        if not inst.freeable(s):
            out.append((a, L - 1))
            continue
        mine = [t for t in reads if a < t <= nxt]  # a reader in slot nxt still uses copy i
        out.append((a, mine[-1] if mine else a))
    return out


def _solve_budget(inst: Instance, cap: int, max_states: int) -> tuple[Any, dict]:
    """Least extra MACs with every slot sample ``<= cap``: ``(witness slot sets or None, stats)``."""
    L = sum(inst.runs)
    width, bags, children = tree_decomposition(inst)
    post = list(reversed(range(len(bags))))  # children before parents
    # charge every storage / unit at the first bag (post-order) holding what it depends on
    deps = {}
    for s in range(len(inst.problem.storages)):
        deps[("s", s)] = set(inst.readers[s]) | ({inst.producer[s]} if inst.producer[s] is not None else set())
    for u in range(inst.n):
        deps[("u", u)] = {u}
    charged: dict[int, list] = {}
    for key, need in deps.items():
        if not need:
            continue  # an input nobody reads: constant, in `floor` below
        at = next(b for b in post if need <= bags[b])
        charged.setdefault(at, []).append(key)
    floor = sum(inst.size(s) for s in range(len(inst.problem.storages)) if not deps[("s", s)])
    floor_vec = tuple([floor] * L)
    if floor > cap or inst.problem.input_bytes > cap:
        return None, {"width": width, "bags": len(bags), "slots": L, "states": 0, "max_table": 0}
    choice = [_choices(inst.runs[u], L) for u in range(inst.n)]
    tables: dict[int, dict] = {}
    total = 0
    biggest = 0
    for b in post:
        bag = sorted(bags[b])
        # 1. join the children, each projected on the units it shares with this bag
        partial: dict = {((), floor_vec if b == 0 else tuple([0] * L)): (0, ())}
        assigned: list[int] = []
        for c in children[b]:
            shared = sorted(bags[b] & bags[c])
            proj: dict = {}
            cbag = sorted(bags[c])
            for (cx, prof), (cost, wit) in tables.pop(c).items():
                key = (tuple(cx[cbag.index(u)] for u in shared), prof)
                if key not in proj or cost < proj[key][0]:
                    proj[key] = (cost, wit)
            new_assigned = assigned + [u for u in shared if u not in assigned]
            joined: dict = {}
            for (px, pprof), (pcost, pwit) in partial.items():
                pmap = dict(zip(assigned, px))
                for (sx, sprof), (scost, swit) in proj.items():
                    if any(pmap.get(u, sx[i]) != sx[i] for i, u in enumerate(shared)):
                        continue
                    prof = tuple(p + q for p, q in zip(pprof, sprof))
                    if max(prof) > cap:
                        continue
                    m = dict(pmap)
                    m.update(zip(shared, sx))
                    key = (tuple(m[u] for u in new_assigned), prof)
                    val = (pcost + scost, pwit + swit)
                    if key not in joined or val[0] < joined[key][0]:
                        joined[key] = val
                    if len(joined) > max_states:
                        raise FormalError(
                            f"--backend twdp: a DP table exceeds {max_states} states on "
                            f"{inst.problem.name!r} at budget {cap}; use another back end"
                        )
            partial, assigned = joined, new_assigned
            total += len(joined)
        # 2. introduce the bag's remaining units one at a time (the "introduce" steps of a nice
        #    tree decomposition), charging each item of this bag as soon as its units are known
        items = charged.get(b, [])
        known = set(assigned)
        steps = [(None, [it for it in items if deps[it] <= known])]
        for u in [u for u in bag if u not in known]:
            known.add(u)
            steps.append((u, [it for it in items if deps[it] <= known and u in deps[it]]))
        order = list(assigned)
        for u, now in steps:
            if u is not None:
                order.append(u)
            nxt: dict = {}
            for (px, pprof), (pcost, pwit) in partial.items():
                base = dict(zip(order, px))
                for pick in choice[u] if u is not None else [None]:
                    X = dict(base)
                    if u is not None:
                        X[u] = pick
                    got = _charge(inst, now, X, list(pprof), pcost, cap, L)
                    if got is None:
                        continue
                    prof, cost = got
                    key = (tuple(X[v] for v in order), prof)
                    if key not in nxt or cost < nxt[key][0]:
                        nxt[key] = (cost, pwit + (((u, pick),) if u is not None else ()))
                if len(nxt) > max_states:
                    raise FormalError(
                        f"--backend twdp: a DP table exceeds {max_states} states on "
                        f"{inst.problem.name!r} at budget {cap}; use another back end"
                    )
            total += len(nxt)
            partial = nxt
        table = {(tuple(dict(zip(order, x))[v] for v in bag), prof): val for (x, prof), val in partial.items()}
        tables[b] = table
        biggest = max(biggest, len(table))
    stats = {"width": width, "bags": len(bags), "slots": L, "states": total, "max_table": biggest}
    root = tables[0]
    if not root:
        return None, stats
    _, wit = min(root.values(), key=lambda v: (v[0], v[1]))
    return dict(wit), stats


def _charge(inst: Instance, items: list, X: dict, prof: list[int], cost: int, cap: int, L: int):
    """Add the bytes, transients and MACs of ``items`` under slot sets ``X``; None if illegal or
    some slot exceeds ``cap``."""
    for kind, x in items:
        if kind == "u":
            cost += inst.macs[x] * (len(X[x]) - 1)
            for t in X[x]:
                prof[t] += inst.transient(x)
        else:
            u = inst.producer[x]
            if u is not None and any(X[u][0] >= X[r][0] for r in inst.readers[x]):
                return None
            for lo, hi in _coverage(inst, x, X, L):
                for t in range(lo, hi + 1):
                    prof[t] += inst.size(x)
        if max(prof) > cap:
            return None
    return tuple(prof), cost


def _serialize(X: dict[int, tuple[int, ...]]) -> list[int]:
    """Slot by slot; inside a slot in unit order (any order is legal and no worse)."""
    return [u for _, u in sorted((t, u) for u, slots in X.items() for t in slots)]


def solve_treewidth_dp(inst: Instance, max_states: int = MAX_STATES) -> RecomputeResult:
    """Exact (module docstring); refuses with one line above ``max_states`` table entries."""
    names = lambda seq: [inst.uid(u) for u in seq]  # noqa: E731
    if inst.budget is not None:
        X, stats = _solve_budget(inst, inst.budget, max_states)
        if X is None:
            return RecomputeResult("twdp", False, [], None, None, True, None, inst.budget, stats)
        seq = _serialize(X)
        p, e = evaluate(inst, seq)
        assert p <= inst.budget
        return RecomputeResult("twdp", True, names(seq), p, e, True, e, inst.budget, stats)
    # least peak: bisection on the budget between the input bytes and the peak of one run each
    try:
        hi = evaluate(inst, list(range(inst.n)))[0]
    except FormalError:
        hi = sum(inst.size(s) for s in range(len(inst.problem.storages))) + max(
            inst.transient(u) for u in range(inst.n)
        )
    lo = inst.problem.input_bytes
    states = 0
    while lo < hi:
        mid = (lo + hi) // 2
        X, st = _solve_budget(inst, mid, max_states)
        states += st["states"]
        if X is None:
            lo = mid + 1
        else:
            hi = mid
    X, st = _solve_budget(inst, hi, max_states)
    states += st["states"]
    seq = _serialize(X)
    p, e = evaluate(inst, seq)
    assert p == hi, "tree-decomposition DP witness does not reach the least peak"
    return RecomputeResult(
        "twdp", True, names(seq), p, e, True, p, None, {**st, "states_at_peak": st["states"], "states": states}
    )
