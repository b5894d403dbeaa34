"""Exact minimum peak by dynamic programming over ideals: the reference for tests.

A state is the set of units already run (an ideal of the dependency order). Everything
the peak needs is a function of that set: a storage is allocated once its first writer
has run, and freed once all of its accessors have run, so the sample of running unit u
from ideal S depends only on (S, u). ``best(S) = min over ready u of max(sample(S, u),
best(S | u))`` visits at most 2^n ideals; fine up to ~20 units. It also serves as the
``--backend search`` fallback while no exact optimizer is available in ``formal.order``.
"""

from __future__ import annotations

from functools import lru_cache

from formal.base.errors import FormalError
from formal.model import Problem, predecessors

MAX_UNITS = 22


def brute_force(problem: Problem) -> tuple[int, list[str]]:
    """(minimum peak, an optimal order) by exhaustive DP over ideals; raises past MAX_UNITS units."""
    n = problem.n
    if n > MAX_UNITS:
        raise FormalError(f"brute-force search is limited to {MAX_UNITS} units, this problem has {n}")
    pred_mask = [sum(1 << i for i in p) for p in predecessors(problem)]
    accessors: dict[int, int] = {}
    first_writer: dict[int, int] = {}
    for j, acc in enumerate(problem.unit_accesses):
        for s, mode in acc:
            accessors[s] = accessors.get(s, 0) | (1 << j)
            if mode != "r":
                first_writer.setdefault(s, j)
    internal = [(s, st.bytes, st.freeable) for s, st in enumerate(problem.storages) if st.origin == "internal"]
    freeable_inputs = [
        (s, st.bytes)
        for s, st in enumerate(problem.storages)
        if st.origin == "input" and st.freeable and s in accessors
    ]
    full = (1 << n) - 1

    def live_before(done: int, nxt: int) -> int:
        """Bytes live at the sample of running ``nxt`` after the units in ``done``."""
        ran = done | (1 << nxt)
        live = problem.input_bytes - sum(b for s, b in freeable_inputs if accessors[s] & ~done == 0)
        for s, b, freeable in internal:
            if ran >> first_writer[s] & 1 and not (freeable and accessors[s] & ~done == 0):
                live += b
        return live + problem.units[nxt].transient

    @lru_cache(maxsize=None)
    def best(done: int) -> tuple[int, int]:
        if done == full:
            return problem.input_bytes, -1
        result = None
        for u in range(n):
            if not done >> u & 1 and pred_mask[u] & ~done == 0:
                value = max(live_before(done, u), best(done | (1 << u))[0])
                if result is None or value < result[0]:
                    result = (value, u)
        return result

    value, order, done = best(0)[0], [], 0
    while done != full:
        u = best(done)[1]
        order.append(problem.units[u].id)
        done |= 1 << u
    best.cache_clear()
    return value, order
