"""Random single-assignment problems where recomputation can pay off (tests, benchmarks).

Each unit reads one to three earlier values (biased towards long skip connections, the
shape where holding a value is expensive and recomputing it is cheap) and writes one fresh
value; the last unit's value is the only output. Inputs are small and kept by the caller.
The same seed always gives the same problem.
"""

from __future__ import annotations

import random

from formal.model import Problem, make_problem


def random_dataflow(
    n_units: int, seed: int, *, max_bytes: int = 64, p_transient: float = 0.2, name: str | None = None
) -> Problem:
    rng = random.Random(seed)
    storages: list[tuple] = [("x", rng.randint(1, 8), "input", False)]
    values = ["x"]
    units = []
    for j in range(n_units):
        k = rng.randint(1, min(3, len(values)))
        srcs = set(rng.sample(values, k))
        if rng.random() < 0.5:  # a long skip: read one of the first values again
            srcs.add(values[rng.randrange(min(3, len(values)))])
        sid = f"v{j}"
        storages.append((sid, rng.randint(1, max_bytes), "internal", j != n_units - 1))
        transient = rng.randint(1, max_bytes) if rng.random() < p_transient else 0
        units.append((f"u{j}", transient, [(s, "r") for s in sorted(srcs)] + [(sid, "w")]))
        values.append(sid)
    return make_problem(name or f"dataflow-{n_units}-{seed}", storages, units)
