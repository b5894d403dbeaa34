"""NP-hardness gadget: 3-PARTITION -> k-bounded recomputation at treewidth 2 (docs/hardness.md).

3-PARTITION (Garey & Johnson, "Computers and Intractability", 1979, problem SP15; strongly
NP-complete): can ``3m`` positive integers with sum ``mT`` be split into ``m`` triples of
sum ``T`` each? (With ``T/4 < a_i < T/2`` every group of sum ``T`` is a triple.)

The instance (all numbers polynomial in ``m`` and ``T``, so hardness is strong):

* a *clock*: units ``s1..sm`` in a chain, each writing a non-freeable value of ``D`` bytes
  (so memory held by the clock only grows) with transient ``tau_t``;
* per item ``i``: ``p_i`` writes ``y_i`` (``a_i`` bytes, freeable, reruns allowed), and a chain
  ``r_i_0 .. r_i_m`` where ``r_i_j`` reads ``y_i`` and the previous link and writes a
  non-freeable link of ``L`` bytes, with transient ``G_j`` (a *gate*: it only fits while the
  clock holds at most ``j`` values);
* uniform ``k = m - 1`` (units writing non-freeable storages run once by the semantics);
  budget ``B``.

Gates force ``r_i_j`` before ``s_{j+1}``; the links' bytes at each clock step forbid running
ahead; so every item is read between every two clock steps, crosses at least one of them
(``m`` runs give at most ``m - 1`` breaks), and each clock step has room for exactly ``T``
bytes of items: a schedule within ``B`` exists iff the multiset splits into ``m`` groups of
sum ``T``. The dependency graph is a path plus one fan per item: treewidth 2.
"""

from __future__ import annotations

import itertools
from typing import Any, Sequence

from formal.base.errors import FormalError
from formal.model import PROBLEM_FORMAT


def parse_multiset(text: str) -> list[int]:
    """``"a1,a2,..."`` -> positive integers, 3m of them (one clear error otherwise)."""
    parts = [p.strip() for p in str(text).split(",") if p.strip()]
    try:
        values = [int(p) for p in parts]
    except ValueError:
        raise FormalError(f"--multiset: expected comma-separated positive integers, got {text!r}") from None
    if not values or any(v <= 0 for v in values):
        raise FormalError(f"--multiset: expected comma-separated positive integers, got {text!r}")
    if len(values) % 3:
        raise FormalError(f"--multiset: 3-PARTITION needs 3m numbers, got {len(values)}")
    return values


def constants(values: Sequence[int]) -> dict[str, int]:
    """The gadget's numbers (docs/hardness.md, "Numbers")."""
    m = len(values) // 3
    total = sum(values)
    T = total // m  # if m does not divide the sum, no schedule fits (answer: no)
    L = T + 1  # link bytes: one link too many outweighs any item load
    omax = 3 * m * (m + 1) * L + total  # everything the items can ever hold at once
    D = omax + 1  # clock increment: a gate never fits one clock step late
    B = m * D + omax
    return {"m": m, "T": T, "L": L, "omax": omax, "D": D, "B": B}


def three_partition_gadget(values: Sequence[int]) -> dict[str, Any]:
    """The instance file (``formal.problem/1`` plus ``recompute: {k, budget}``) for ``values``."""
    c = constants(values)
    m, T, L, omax, D, B = c["m"], c["T"], c["L"], c["omax"], c["D"], c["B"]
    storages: list[dict] = []
    units: list[dict] = []
    for t in range(1, m + 1):
        storages.append({"id": f"h{t}", "bytes": D, "origin": "internal", "freeable": False})
        P_t = t * D
        tau = B - P_t - 3 * m * t * L - T
        acc = ([[f"h{t - 1}", "r"]] if t > 1 else []) + [[f"h{t}", "w"]]
        units.append({"id": f"s{t}", "transient": tau, "accesses": acc})
    for i, a in enumerate(values):
        storages.append({"id": f"y{i}", "bytes": a, "origin": "internal", "freeable": True})
        units.append({"id": f"p{i}", "transient": 0, "accesses": [[f"y{i}", "w"]]})
        for j in range(m + 1):
            storages.append({"id": f"l{i}_{j}", "bytes": L, "origin": "internal", "freeable": False})
            gate = B - j * D - omax
            acc = [[f"y{i}", "r"]] + ([[f"l{i}_{j - 1}", "r"]] if j else []) + [[f"l{i}_{j}", "w"]]
            units.append({"id": f"r{i}_{j}", "transient": gate, "accesses": acc})
    return {
        "format": PROBLEM_FORMAT,
        "name": "3partition-" + "-".join(map(str, values)),
        "storages": storages,
        "units": units,
        "recompute": {"k": m - 1, "budget": B},
    }


def equal_sum_partition(values: Sequence[int]) -> bool:
    """Brute force: can ``values`` be split into ``len/3`` groups of equal sum?

    Under ``T/4 < a_i < T/2`` that is exactly 3-PARTITION (every group is a triple).
    """
    m = len(values) // 3
    if sum(values) % m:
        return False
    T = sum(values) // m
    order = sorted(values, reverse=True)
    loads = [0] * m

    def place(k: int) -> bool:
        if k == len(order):
            return True
        tried = set()
        for b in range(m):
            if loads[b] + order[k] <= T and loads[b] not in tried:
                tried.add(loads[b])
                loads[b] += order[k]
                if place(k + 1):
                    return True
                loads[b] -= order[k]
        return False

    return place(0)


def three_partition(values: Sequence[int]) -> bool:
    """Brute force 3-PARTITION: ``m`` disjoint triples, each of sum ``T``."""
    m = len(values) // 3
    if sum(values) % m:
        return False
    T = sum(values) // m

    def split(rest: tuple[int, ...]) -> bool:
        if not rest:
            return True
        first, others = rest[0], rest[1:]
        for a, b in itertools.combinations(range(len(others)), 2):
            if first + others[a] + others[b] == T:
                left = tuple(x for k, x in enumerate(others) if k not in (a, b))
                if split(left):
                    return True
        return False

    return split(tuple(values))
