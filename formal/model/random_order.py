"""Random legal orders: uniformly random choice among ready units at every step.

Used by replay to exercise many orders, and by tests. Deterministic for a given seed.
"""

from __future__ import annotations

import random

from formal.model.deps import predecessors
from formal.model.problem import Problem


def random_legal_order(problem: Problem, seed: int) -> list[str]:
    rng = random.Random(seed)
    preds = predecessors(problem)
    remaining = [len(p) for p in preds]
    succs: list[list[int]] = [[] for _ in problem.units]
    for j, p in enumerate(preds):
        for i in p:
            succs[i].append(j)
    ready = [j for j, r in enumerate(remaining) if r == 0]
    order: list[str] = []
    while ready:
        j = ready.pop(rng.randrange(len(ready)))
        order.append(problem.units[j].id)
        for k in succs[j]:
            remaining[k] -= 1
            if remaining[k] == 0:
                ready.append(k)
    return order
