"""Pseudo-Boolean ``sum(w * x) <= k`` as a BDD in CNF (Abio et al., JAIR 2012), with its memo bounded.

The order's SAT formulations (formal.solvers.sat, formal.order.encoding) use it. The trusted checker
(formal/check/refute.py) has its own copy: a test holds both to the same clauses.
"""

from __future__ import annotations

from typing import Callable

INF = float("inf")


class TooLarge(ValueError):
    """The formula passed the work limit the caller gave."""


def pb_leq(terms: list, k: int, clause: Callable[[list], None], nvars: int, work: list | None = None) -> int:
    """Add clauses for sum(w * x) <= k as a BDD (root asserted); returns the new variable count.

    ``work``: [lookups left] for the memo, TooLarge when spent (None: unlimited).
    """
    terms = sorted(terms, key=lambda wx: -wx[0])
    suffix = [sum(w for w, _ in terms[i:]) for i in range(len(terms) + 1)]  # bytes of terms i..
    memo: list[list] = [[] for _ in terms]

    def build(i: int, k: int) -> tuple:  # (node, lo, hi): node means "sum of terms i.. <= k" for k in [lo, hi]
        nonlocal nvars
        if k < 0:
            return False, -INF, -1
        if k >= suffix[i]:
            return True, suffix[i], INF
        if work is not None:
            work[0] -= len(memo[i]) + 1
            if work[0] < 0:
                raise TooLarge("the formula's BDD rows exceed the checker's limit")
        for lo, hi, node in memo[i]:
            if lo <= k <= hi:
                return node, lo, hi
        w, x = terms[i]
        n0, lo0, hi0 = build(i + 1, k)
        n1, lo1, hi1 = build(i + 1, k - w)
        lo, hi = max(lo0, lo1 + w), min(hi0, hi1 + w)
        if type(n0) is type(n1) and n0 == n1:
            node = n0
        else:
            node = nvars = nvars + 1
            clause([-node, n0])
            clause([-node, -x, n1])
        memo[i].append((lo, hi, node))
        return node, lo, hi

    clause([build(0, k)[0]])  # assert the root
    return nvars
