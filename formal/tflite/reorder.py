"""The certified order for a TFLite model: its operators as formal's ordering problem, solved and applied.

TFLM runs the operators in the order the file lists them; any topological order computes the same
outputs (each kernel reads only its inputs), so the order is a lever. :func:`order_problem` states
the subgraph as a ``formal.problem/1`` whose peak for an order is the live-bytes bound TFLM's
lifetimes give that order (docs/semantics.md's peak: an operator's inputs and outputs are live at
its scope, as TFLM has them):

- each operator is a unit; its transient is its kernels' measured scratch;
- each tensor TFLM plans is a storage of its 16-byte slot: a subgraph input, or a tensor nothing
  creates, is an ``input`` storage; the rest are ``internal``, written by their producer; the
  subgraph's outputs are never freed;
- variables are 0-byte storages every operator that names them reads and writes, and the
  operators with effects beyond their outputs (custom operators, resource variables) share one
  0-byte ``__state__`` storage, so their relative order is kept;
- tensors no operator names live only at TFLM's scope -1, alone: they are not in the problem,
  and :func:`scope_minus_one` gives their bytes (the bound is the larger of the two).

:func:`formal.memplan.ordering.certified_order` certifies the least-peak order;
:func:`formal.tflite.writer.with_offline_plan` writes the operators in it.
"""

from __future__ import annotations

from formal.base.errors import FormalError
from formal.memplan.ordering import CertifiedOrder, certified_order
from formal.model import Problem, make_problem
from formal.tflite.model import TfliteModel, aligned

# Operators whose effect is not only their outputs: their relative order is kept.
STATEFUL = ("CUSTOM", "VAR_HANDLE", "READ_VARIABLE", "ASSIGN_VARIABLE", "CALL_ONCE")
STATE = "__state__"


def order_problem(model: TfliteModel, name: str = "tflite") -> Problem:
    """The ordering problem of the model's one subgraph (see the module docstring)."""
    file = model.file
    if not file.operators:
        raise FormalError("the model has no operators to order")
    storages: dict[str, tuple[str, int, str, bool]] = {}
    written = {i for op in file.operators for i in op.outputs}
    for t in file.tensors:
        i = t.index
        if t.variable:
            storages[f"t{i}"] = (f"t{i}", 0, "input", False)
        elif model.planned(i) and model.last[i] != -1:
            origin = "internal" if (i in written and i not in file.inputs and model.first[i] != -1) else "input"
            storages[f"t{i}"] = (f"t{i}", aligned(t.nbytes), origin, i not in file.outputs)
    stateful = any(op.opcode in STATEFUL for op in file.operators)
    if stateful:
        storages[STATE] = (STATE, 0, "input", False)
    units = []
    for op in file.operators:
        modes: dict[str, str] = {}
        for i in op.inputs:
            if i >= 0 and f"t{i}" in storages:
                modes[f"t{i}"] = "rw" if file.tensors[i].variable else "r"
        for i in op.outputs:
            if f"t{i}" in storages:
                modes[f"t{i}"] = "rw" if (f"t{i}" in modes or file.tensors[i].variable) else "w"
        if op.opcode in STATEFUL:
            modes[STATE] = "rw"
        transient = aligned((model.scratch or {}).get(op.index, 0))
        units.append((f"op{op.index}", transient, sorted(modes.items())))
    return make_problem(name, list(storages.values()), units)


def scope_minus_one(model: TfliteModel) -> int:
    """The bytes TFLM holds at scope -1: every planned tensor nothing creates (those no operator names too)."""
    return sum(aligned(t.nbytes) for t in model.file.tensors if model.planned(t.index) and model.first[t.index] == -1)


def certify_order(model: TfliteModel, time_limit: float) -> CertifiedOrder:
    """The least-peak operator order, certified within ``time_limit`` s (else the best found, bounded)."""
    return certified_order(order_problem(model), time_limit)


def operator_order(order: tuple[str, ...]) -> list[int]:
    """Unit ids (``op12``) as the permutation of operator indices the writer takes."""
    return [int(u[2:]) for u in order]
