"""Program-like random problems: chains with branches, joins, skips and a backward pass.

formal.model.random_problems makes *unstructured* random DAGs (any unit may read any earlier
storage). Compiled programs look different: a backbone chain of kernels, with parallel
branches that fork and join (inception blocks, attention heads), residual skips, in-place
updates, weights that are caller-held inputs, and, for training, a backward chain that
re-reads activations saved by the forward one. This generator makes such graphs, for the
optimizer's benchmarks, tests and study (the same seed gives the same problem).
"""

from __future__ import annotations

import random

from formal.model import Problem, make_problem


def program_like(n_units: int, seed: int, *, training: bool = False, max_bytes: int = 4096) -> Problem:
    """About ``n_units`` units of backbone/branch/join structure (``training``: plus a backward pass)."""
    rng = random.Random(seed)
    storages: list[tuple] = [("x", rng.randint(64, max_bytes), "input", False)]
    units: list[tuple] = []
    saved: list[str] = []  # activations the backward pass will read again

    def new_unit(
        reads: list[str], *, out_bytes: int | None = None, keep: bool = False, inplace: str | None = None
    ) -> str:
        j = len(units)
        accesses = [(s, "r") for s in dict.fromkeys(reads) if s != inplace]
        if rng.random() < 0.5:  # a weight: caller-held input
            w = f"w{j}"
            storages.append((w, rng.randint(16, max_bytes // 4), "input", False))
            accesses.append((w, "r"))
        if inplace is not None:
            accesses.append((inplace, "rw"))
            out = inplace
        else:
            out = f"t{j}"
            storages.append((out, out_bytes or rng.randint(16, max_bytes), "internal", not keep))
            accesses.append((out, "w"))
        transient = rng.randint(1, max_bytes // 2) if rng.random() < 0.15 else 0
        units.append((f"k{j}", transient, accesses))
        return out

    budget = (6 * n_units) // 10 if training else n_units
    cur = "x"
    history = [cur]
    while len(units) < budget - 1:
        roll = rng.random()
        if roll < 0.25:  # fork into parallel branches, then join
            tips = []
            for _b in range(rng.randint(2, 4)):
                tip = cur
                for _k in range(rng.randint(1, 4)):
                    tip = new_unit([tip])
                tips.append(tip)
            cur = new_unit(tips)
        elif roll < 0.35 and len(history) > 3:  # residual skip
            cur = new_unit([cur, rng.choice(history[-6:-1])])
        elif roll < 0.45 and cur != "x":  # in-place activation
            cur = new_unit([cur], inplace=cur)
        else:
            cur = new_unit([cur])
        history.append(cur)
        if training and rng.random() < 0.7:
            saved.append(cur)
    out = new_unit([cur], keep=True)
    if training:  # backward: a chain from the loss, each step re-reading a saved activation
        grad = out
        for act in reversed(saved):
            if len(units) >= n_units - 1:
                break
            grad = new_unit([grad, act])
        new_unit([grad], keep=True)
    return make_problem(f"program-{'train' if training else 'infer'}-{n_units}-{seed}", storages, units)
