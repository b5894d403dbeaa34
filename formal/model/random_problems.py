"""Random problems for tests, benchmarks and the random-DAG study.

Each generated problem is valid by construction: storages are produced by a unit
(first access ``w``) before anyone reads them, some storages are inputs (some of
them freeable, as saved tensors in a backward program are), some are outputs
(never freed), and some units update a storage in place (``rw``) or need scratch
(``transient``). The same seed always gives the same problem.
"""

from __future__ import annotations

import random

from formal.model.problem import Problem, make_problem


def random_problem(
    n_units: int,
    seed: int,
    *,
    n_inputs: int | None = None,
    max_reads: int = 3,
    p_inplace: float = 0.15,
    p_output: float = 0.15,
    p_transient: float = 0.2,
    max_bytes: int = 64,
    name: str | None = None,
    window: int | None = None,
) -> Problem:
    """A random program-like problem with ``n_units`` units (see module docstring).

    ``window``: units read only among the ``window`` most recently produced storages (and
    the inputs), as layers of a real program do; large problems (formal bench scale) use
    it so that a unit's ancestors stay local. None (default): any storage produced so far.
    """
    rng = random.Random(seed)
    n_inputs = rng.randint(1, 3) if n_inputs is None else n_inputs
    storages: list[tuple] = []
    readable: list[str] = []
    for k in range(n_inputs):
        sid = f"in{k}"
        storages.append((sid, rng.randint(1, max_bytes), "input", rng.random() < 0.3))
        readable.append(sid)
    units: list[tuple] = []
    for j in range(n_units):
        accesses: list[tuple[str, str]] = []
        pool = (
            readable
            if window is None or len(readable) <= window + n_inputs
            else readable[:n_inputs] + readable[-window:]
        )
        k = rng.randint(1, min(max_reads, len(pool)))
        srcs = rng.sample(pool, k)
        inplace = rng.random() < p_inplace
        for i, s in enumerate(srcs):
            accesses.append((s, "rw" if inplace and i == 0 else "r"))
        if not inplace or rng.random() < 0.5:
            sid = f"t{j}"
            freeable = rng.random() >= p_output
            storages.append((sid, rng.randint(1, max_bytes), "internal", freeable))
            accesses.append((sid, "w"))
            readable.append(sid)
        transient = rng.randint(1, max_bytes) if rng.random() < p_transient else 0
        units.append((f"u{j}", transient, accesses))
    return make_problem(name or f"random-{n_units}-{seed}", storages, units)
