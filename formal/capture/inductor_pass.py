"""Inductor's peak-memory pass, run as Inductor runs it or forced to one heuristic, recorded.

``torch/_inductor/memory.py`` (``reorder_for_peak_memory``, on by default) orders a graph's
fused nodes three ways, ``topological_sort_lpmf`` (least peak memory first), ``_bfs`` and
``_dfs``, estimates the peak of each and of the order it was given (``baseline``), and keeps
the first of the lowest estimate. The config offers no way to choose one heuristic, so to
measure each alone :func:`peak_memory_pass` replaces the pass for the duration of a compile
with one that computes all four orders with Inductor's own functions, records Inductor's
estimates, and returns the order asked for:

* ``"on"``: Inductor's choice, the first order of least estimate (what the pass returns);
* ``"lpmf"``, ``"bfs"``, ``"dfs"``: that heuristic's order, whatever its estimate.

Each graph's record (:class:`PassRecord`) says which order the program got, Inductor's
estimate of every order's peak (bytes, Inductor's model: the numbers the pass compares),
and a digest of every order (equal digests: the same node order, so the same program).
The scheduler imports the pass from ``torch._inductor.memory`` where it calls it, so
replacing the module's attribute is enough; the replacement is undone when the context exits.
"""

from __future__ import annotations

import contextlib
import hashlib
from dataclasses import dataclass
from typing import Any, Iterator

HEURISTICS = ("lpmf", "bfs", "dfs")
ORDERS = ("baseline", *HEURISTICS)  # Inductor's comparison order: the first of least estimate wins


@dataclass
class PassRecord:
    """One graph's peak-memory pass: the order chosen and Inductor's view of every order
    (``dataclasses.asdict`` gives the trace's ``capture.inductor_pass``, fields in this order)."""

    chosen: str  # one of ORDERS: the order the generated program has
    inductor_choice: str  # the order Inductor's own pass would have returned
    nodes: int
    estimates: dict[str, int]  # Inductor's estimated peak of each order, bytes
    digests: dict[str, str]  # sha256 of each order's node names, to tell equal orders apart


def _digest(order: list[Any]) -> str:
    return hashlib.sha256("\n".join(node.get_name() for node in order).encode()).hexdigest()[:16]


@contextlib.contextmanager
def peak_memory_pass(setting: str) -> Iterator[list[PassRecord]]:
    """While active, Inductor's peak-memory pass returns the order ``setting`` names
    (``"on"``: Inductor's own choice) and appends a :class:`PassRecord` per graph to the list
    it yields, in the order the graphs are scheduled."""
    if setting not in ("on", *HEURISTICS):
        raise ValueError(f"peak_memory_pass: expected on or one of {', '.join(HEURISTICS)}, got {setting!r}")
    # torch._inductor: seconds to import; only compiling needs it
    import torch._inductor.memory as memory

    records: list[PassRecord] = []

    def reorder(
        nodes: list[Any],
        name_to_buf: dict[str, Any],
        name_to_fused_node: dict[str, Any],
        graph_inputs: Any,
        graph_outputs: Any,
        methods: Any = None,
    ) -> list[Any]:
        _, freeable = memory.prepare_planning_info(nodes, name_to_buf, name_to_fused_node, graph_inputs, graph_outputs)
        # The same calls, in the same sequence, as memory.reorder_for_peak_memory makes.
        orders = {
            "baseline": list(nodes),
            "lpmf": memory.topological_sort_lpmf(nodes, freeable, name_to_buf, graph_outputs),
            "bfs": memory.topological_sort_bfs(nodes),
            "dfs": memory.topological_sort_dfs(nodes),
        }
        estimates = {
            name: int(memory.estimate_peak_memory(order, freeable, graph_outputs)[0]) for name, order in orders.items()
        }
        inductor_choice = min(ORDERS, key=lambda name: estimates[name])  # min keeps the first of equals
        chosen = inductor_choice if setting == "on" else setting
        records.append(
            PassRecord(
                chosen=chosen,
                inductor_choice=inductor_choice,
                estimates=estimates,
                digests={name: _digest(order) for name, order in orders.items()},
                nodes=len(nodes),
            )
        )
        return orders[chosen]

    original = memory.reorder_for_peak_memory
    memory.reorder_for_peak_memory = reorder
    try:
        yield records
    finally:
        memory.reorder_for_peak_memory = original
