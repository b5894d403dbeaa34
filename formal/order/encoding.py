"""The order's CNF for SAT refutations (``formal.satref/1``): satisfiable iff some order has peak <= budget.

The prover's side of docs/proofs.md, "sat_refutation": the trusted checker re-generates the same
clauses with its own code (formal/check/refute.py), and tests/test_encode_refute.py holds the two
to the same formula, clause for clause.
"""

from __future__ import annotations

import functools
import itertools
from typing import Any

from formal.solvers.pb import TooLarge, pb_leq

ENCODING = "formal.satref/1"


def dependencies(accesses: list) -> tuple[list[list[int]], dict, dict]:
    """Per unit, its direct predecessors (sorted indices); per storage, first writer and final accessors."""
    # Units in file order, edges RAW, WAW, WAR per storage (all forward); the final accessors of a storage are
    # the reads after its last write, else that write: every other access precedes them.
    preds, last_write, reads, writer = [], {}, {}, {}
    for j, acc in enumerate(accesses):
        needs = set()
        for s, mode in acc:
            if s in last_write:
                needs.add(last_write[s])
            if mode == "r":
                reads.setdefault(s, []).append(j)
            else:
                needs.update(reads.get(s, ()))
                last_write[s], reads[s] = j, []
                writer.setdefault(s, j)
        needs.discard(j)
        preds.append(sorted(needs))
    finals = {s: reads.get(s) or [last_write[s]] for s in set(reads) | set(last_write)}
    return preds, writer, finals


def ancestors(preds: list[list[int]]) -> list[int]:
    """Per unit, the bit mask of its ancestors (bit i = unit i), from the direct predecessors."""
    anc: list[int] = []
    for needs in preds:
        anc.append(functools.reduce(int.__or__, (anc[i] | 1 << i for i in needs), 0))
    return anc


def descendants(preds: list[list[int]]) -> list[int]:
    """Per unit, the bit mask of its descendants, from the direct predecessors."""
    desc = [0] * len(preds)
    for j in range(len(preds) - 1, -1, -1):
        for i in preds[j]:
            desc[i] |= desc[j] | 1 << j
    return desc


def encode(problem: dict, budget: int, limit: int | None = None) -> tuple[int, list[list[int]]]:
    """The CNF (variable count, clauses) that is satisfiable iff some order has peak <= budget.

    With ``limit``, TooLarge once the formula passes ``limit`` clauses (or its BDD rows 20 x ``limit`` lookups).
    """
    units, n = problem["units"], len(problem["units"])
    preds, writer, finals = dependencies([u["accesses"] for u in units])
    anc, desc = ancestors(preds), descendants(preds)
    # O(u,v) "u runs before v" for u < v not ordered by the dependencies: variables 1..len(pair)
    open_pairs = [(u, v) for u, v in itertools.combinations(range(n), 2) if not anc[v] >> u & 1]
    pair = {uv: k for k, uv in enumerate(open_pairs, 1)}
    nvars, work = len(pair), [20 * limit] if limit else None
    cnf: list[list[int]] = []

    def before(u: int, v: int) -> Any:  # "u runs before v": a literal, or a constant from the dependencies
        if u == v or anc[u] >> v & 1:
            return False
        if anc[v] >> u & 1:
            return True
        return pair[u, v] if u < v else -pair[v, u]

    def clause(lits: list) -> None:  # folds constants: a true literal drops the clause
        if not any(x is True for x in lits):
            cnf.append(list(dict.fromkeys(x for x in lits if x is not False)))
            if limit and len(cnf) > limit:
                raise TooLarge(f"the formula exceeds the checker's limit of {limit} clauses")

    def live(alloc: Any, fin: list) -> Any:  # a literal forced true when alloc holds and (fin is empty or a
        # literal of it false)
        nonlocal nvars
        if alloc is False or not fin or any(f is False for f in fin):
            return alloc
        # a final that is alloc itself cannot be pending while alloc holds (a write never read)
        rest = [f for f in fin if f is not True and (isinstance(alloc, bool) or f != alloc)]
        if not rest:
            return False
        nvars += 1
        for f in rest:
            clause([f, nvars] if alloc is True else [-alloc, f, nvars])
        return nvars

    # No cycle x -> y -> z -> x, stated from its smallest unit x, for y, z > x in lexicographic order. Only
    # clauses without a true literal are kept: x, z unordered, and z is not an ancestor of y.
    for x in range(n):
        later, rows = ((1 << n) - 1) >> (x + 1) << (x + 1), {}  # units after x; y: [z, ...]
        for z in (z for z in range(x + 1, n) if not anc[z] >> x & 1):
            ys = later & ~desc[z] & ~(1 << z)
            while ys:
                low = ys & -ys
                rows.setdefault(low.bit_length() - 1, []).append(z)
                ys ^= low
        for y in sorted(rows):
            for z in rows[y]:
                clause([before(y, x), before(z, y), before(x, z)])  # not before(x, y) is before(y, x), and so on
    stored = sorted((st for st in problem["storages"] if st["bytes"]), key=lambda st: st["id"])
    for u in range(n):
        terms = [(units[u].get("transient", 0), True)]
        for st in stored:
            first = writer.get(st["id"])
            alloc = True if st["origin"] == "input" or first == u else before(first, u)
            fin = finals.get(st["id"], []) if st["freeable"] else []
            terms.append((st["bytes"], live(alloc, [before(f, u) for f in fin])))
        const = sum(w for w, x in terms if x is True)
        nvars = pb_leq([(w, x) for w, x in terms if not isinstance(x, bool)], budget - const, clause, nvars, work)
    return nvars, cnf
