"""Fast peak-reducing orders: memory-aware list scheduling, and the best of several heuristics.

``greedy_order(problem)`` is what the pipeline uses when it wants a good order quickly
and without proof. It runs a few list schedulers (each picks, among the ready units, the
one that keeps memory lowest: Sethi and Ullman's and Liu's observation for trees that
finishing a subcomputation and freeing its inputs first is what keeps peaks down),
Inductor's three strategies (formal.order.inductor), and the original order, and returns
the order with the lowest exact peak. It is therefore never worse than the original
program, which matters: the spine emits whatever order this returns.
"""

from __future__ import annotations

import time
from typing import Callable

from formal.model import Problem
from formal.order.inductor import STRATEGIES, ListState
from formal.order.instance import Instance


def _list_schedule(
    inst: Instance, key: Callable[[ListState, int], tuple], deadline: float | None = None
) -> list[int] | None:
    """A list schedule by ``key``; None if ``deadline`` passes first (each step scans the ready set)."""
    st = ListState(inst)
    ready = {u for u in range(inst.n) if st.indegree[u] == 0}
    while ready:
        if deadline is not None and len(st.order) % 64 == 0 and time.monotonic() > deadline:
            return None
        u = min(ready, key=lambda v: key(st, v))
        ready.remove(u)
        ready.update(st.run(u))
    return st.order


# Two greedy rules: lowest memory after the step (frees first), and lowest sample during
# it. Ties break on the original position, which keeps the output deterministic.
def min_after_order(inst: Instance, deadline: float | None = None) -> list[int] | None:
    return _list_schedule(inst, lambda st, u: (st.after(u), st.during(u), u), deadline)


def min_during_order(inst: Instance, deadline: float | None = None) -> list[int] | None:
    return _list_schedule(inst, lambda st, u: (st.during(u), st.after(u), u), deadline)


# Each takes the instance and an optional deadline (time.monotonic()); a heuristic that
# cannot finish by then returns None. The original order is always legal and immediate.
HEURISTICS: dict[str, Callable[..., list[int] | None]] = {
    "original": lambda inst, deadline=None: list(range(inst.n)),
    "min-after": min_after_order,
    "min-during": min_during_order,
    **{f"inductor-{name}": fn for name, fn in STRATEGIES.items()},
}


def best_heuristic(inst: Instance, deadline: float | None = None) -> tuple[str, list[int], int]:
    """``(name, index order, peak)`` of the heuristic with the lowest peak (first on ties).

    With a ``deadline`` (``time.monotonic()``), heuristics that would finish after it are
    skipped or stopped; the original order is always among the candidates.
    """
    best: tuple[str, list[int], int] | None = None
    for name, fn in HEURISTICS.items():
        if best is not None and deadline is not None and time.monotonic() > deadline:
            break
        order = fn(inst, deadline=deadline) if deadline is not None else fn(inst)
        if order is None:
            continue
        value = inst.peak(order)
        if best is None or value < best[2]:
            best = (name, order, value)
    assert best is not None
    return best


def greedy_order(problem: Problem) -> list[str]:
    """A legal order whose peak is the lowest among fast heuristics (never above the original)."""
    inst = Instance(problem)
    _name, order, _peak = best_heuristic(inst)
    return inst.order_ids(order)
