"""PyTorch's activation-memory-budget knapsack solvers, run on our instances and judged by our semantics.

PyTorch's min-cut partitioner (``torch/_functorch/partitioners.py``, ``choose_saved_values_set``)
decides, for a fixed forward/backward graph and order, which activations to **save** for the
backward and which to **recompute** there. Under ``activation_memory_budget`` it solves a 0/1
knapsack (``torch/_functorch/_activation_checkpointing/knapsack.py``: ``greedy_knapsack``,
``dp_knapsack``, ``ilp_knapsack``): items are the recomputable activations, an item's weight
is its size normalized by the total (``_size_of(node) / (max_act - min_act)``), its value the
estimated runtime of recomputing it, and the capacity the budget fraction in ``[0, 1]``; the
saved set maximizes the runtime not recomputed. It reasons about *saved bytes*, not about the
peak of a schedule.

Translation onto an instance and its budget order ``sigma`` (the order is fixed, as in PyTorch):

* **candidates**: every unit that may run twice whose output copy has a gap of at least two
  positions between consecutive uses (write or read); its *late readers* are those after the
  largest gap (on Checkmate's training graphs: the backward readers of a forward activation);
* **weight** = bytes written / total candidate bytes, **value** = the unit's MACs
  (``cost_cpu``); capacity = a budget fraction ``f``;
* **schedule of a decision**: ``sigma``, where every recomputed candidate runs once more just
  before its first late reader; a recomputed candidate's own recomputed inputs run first
  (depth first) when their late phase has begun, so recomputation reads recomputed values as
  PyTorch's backward does; each unit runs at most twice (k = 1).

Each decision's schedule is evaluated exactly by formal.recompute.semantics (peak, extra
MACs). PyTorch's fraction is not a byte budget, so for a byte budget each solver is run at
``f = 0, 0.05, ..., 1`` and the reported decision is the one with the fewest extra MACs among
those within the budget (else the lowest peak): a baseline tuned as generously as possible.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import time
from typing import Any, Callable, Sequence

from formal.recompute.instance import Instance
from formal.recompute.semantics import evaluate

FRACTIONS = tuple(i / 20 for i in range(21))


def _quiet(fn: Callable) -> Callable:
    """Run ``fn`` with the process's stdout silenced (HiGHS, under scipy's milp, prints from C)."""

    def call(*args):
        sys.stdout.flush()
        saved = os.dup(1)
        try:
            with open(os.devnull, "w") as null:
                os.dup2(null.fileno(), 1)
                return fn(*args)
        finally:
            os.dup2(saved, 1)
            os.close(saved)

    return call


def _solvers() -> dict[str, Callable]:
    # torch._functorch: heavy; only the training step's partitioning needs it
    from torch._functorch._activation_checkpointing import knapsack

    out = {"greedy": knapsack.greedy_knapsack, "dp": knapsack.dp_knapsack}
    if importlib.util.find_spec("scipy") is not None:  # ilp_knapsack needs scipy.optimize.milp
        out["ilp"] = _quiet(knapsack.ilp_knapsack)
    return out


def candidates(inst: Instance, order: Sequence[int]) -> list[tuple[int, int]]:
    """``(unit, position of its first late reader)`` for every knapsack candidate (module docstring)."""
    pos = {u: i for i, u in enumerate(order)}
    out = []
    for u in order:
        if inst.runs[u] < 2 or not inst.writes[u]:
            continue
        uses = sorted({pos[u], *(pos[r] for s in inst.writes[u] for r in inst.readers[s])})
        gaps = [(b - a, b) for a, b in zip(uses, uses[1:])]
        if gaps:
            width, late = max(gaps)
            if width >= 2:
                out.append((u, late))
    return out


def decision_schedule(inst: Instance, order: Sequence[int], late: dict[int, int], recompute: set[int]) -> list[int]:
    """``order`` with one extra run of each recomputed unit before its first late reader (module docstring)."""
    seq: list[int] = []
    done: set[int] = set()

    def emit(v: int, at: int) -> None:
        for s in inst.reads[v]:
            p = inst.producer[s]
            if p is not None and p in recompute and p not in done and at >= late[p]:
                emit(p, at)
        seq.append(v)
        done.add(v)

    for i, u in enumerate(order):
        for s in inst.reads[u]:
            v = inst.producer[s]
            if v is not None and v in recompute and v not in done and i >= late[v]:
                emit(v, i)
        seq.append(u)
    return seq


def run_baselines(
    inst: Instance, order: Sequence[int] | None = None, fractions: Sequence[float] = FRACTIONS
) -> dict[str, dict[str, Any]]:
    """Per PyTorch solver: the chosen fraction, saved/recomputed counts, exact peak and extra MACs."""
    order = list(range(inst.n)) if order is None else list(order)
    cands = candidates(inst, order)
    late = dict(cands)
    sized = [(u, sum(inst.size(s) for s in inst.writes[u])) for u, _l in cands]
    free = {u for u, b in sized if b == 0}  # weightless: saving costs nothing (and greedy divides by it)
    items = [(u, b) for u, b in sized if b > 0]
    total = sum(b for _u, b in items) or 1
    memory = [b / total for _u, b in items]
    runtime = [float(inst.macs[u]) for u, _b in items]
    out: dict[str, dict[str, Any]] = {}
    for name, solver in _solvers().items():
        best = None
        start = time.monotonic()
        for f in fractions:
            _value, saved, _rest = solver(memory, runtime, f)
            keep = {items[i][0] for i in saved} | free
            recompute = {u for u, _b in items} - keep
            seq = decision_schedule(inst, order, late, recompute)
            peak, extra = evaluate(inst, seq)
            fits = inst.budget is None or peak <= inst.budget
            key = (not fits, extra if fits else peak, peak)
            if best is None or key < best[0]:
                best = (
                    key,
                    {
                        "fraction": f,
                        "saved": len(keep),
                        "recomputed": len(recompute),
                        "peak": peak,
                        "extra_macs": extra,
                        "fits": fits,
                    },
                )
        assert best is not None
        out[name] = {**best[1], "candidates": len(cands), "seconds": round(time.monotonic() - start, 3)}
    return out
