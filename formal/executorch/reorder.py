"""The certified order for an ExecuTorch program: the edge graph as formal's ordering problem, solved and applied.

ExecuTorch runs a method's operators in the order the exported graph lists them, and plans its
arenas for that order. The least arena for *any* order is bounded below by the least peak of
live bytes over orders, which is formal's ordering problem (docs/semantics.md). This module:

1. states the edge program's graph as a ``formal.problem/1`` (:func:`edge_problem`): each
   operator is a unit; each tensor it returns is an internal storage of its bytes rounded up
   to the plan's alignment; method inputs are input storages; constants are left out (they are
   not in the planned arenas); method outputs are never freed; a ``view_copy`` is the tensor it
   views (ExecuTorch lowers it to a view of the same bytes), so reading the view reads its base;
2. certifies the least-peak order (:func:`formal.memplan.ordering.certified_order`: the order and
   its proof, which ``formal check`` verifies against the problem);
3. moves the graph's nodes into that order (:func:`apply_order`), before ``to_executorch``
   plans memory.

The proof is about the model of step 1. What the lowered program then holds is measured on the
``.pte`` (:mod:`formal.memplan.verify`), and its outputs are compared bit for bit with the
program in the exported order (:mod:`formal.executorch.runtime`).
"""

from __future__ import annotations

import operator
from typing import Any

from formal.arena.blocks import padded
from formal.base.errors import FormalError
from formal.memplan.ordering import CertifiedOrder, certified_order
from formal.model import Problem, make_problem

ALIAS_OPS = ("aten.view_copy.default", "aten.alias_copy.default")  # lowered to views of their input


def _nbytes(value: Any, alignment: int) -> int:
    import torch

    if not isinstance(value, torch.Tensor):
        return 0
    return padded(value.numel() * value.element_size(), alignment)


def _target(node: Any) -> str:
    return str(getattr(node.target, "_name", None) or node.target)


def edge_problem(graph_module: Any, graph_signature: Any, alignment: int = 16, name: str = "edge") -> Problem:
    """The ordering problem of an edge graph (see the module docstring for what it models)."""
    user_inputs = set(graph_signature.user_inputs)
    storage_of: dict[Any, list[str]] = {}  # node -> the storages its value occupies
    storages: list[tuple[str, int, str, bool]] = []
    units: list[tuple[str, int, list[tuple[str, str]]]] = []
    output = next(n for n in graph_module.graph.nodes if n.op == "output")
    returned = {a for a in output.all_input_nodes}
    for node in graph_module.graph.nodes:
        val = node.meta.get("val")
        if node.op == "placeholder":
            if node.name in user_inputs:
                storages.append((node.name, _nbytes(val, alignment), "input", node not in returned))
                storage_of[node] = [node.name]
            continue
        if node.op != "call_function":
            continue
        reads = [s for a in node.all_input_nodes for s in storage_of.get(a, [])]
        if node.target is operator.getitem:  # one of a multi-output operator's storages
            source, index = node.args[0], node.args[1]
            storage_of[node] = [storage_of[source][index]] if source in storage_of else []
            continue
        if _target(node) in ALIAS_OPS and node not in returned:
            storage_of[node] = reads[:1]
            continue
        values = val if isinstance(val, (list, tuple)) else [val]
        written = []
        for k, v in enumerate(values):
            sid = f"{node.name}.{k}" if len(values) > 1 else node.name
            storages.append((sid, _nbytes(v, alignment), "internal", True))
            written.append(sid)
        storage_of[node] = written
        accesses = [(s, "r") for s in dict.fromkeys(reads)] + [(s, "w") for s in written]
        units.append((node.name, 0, accesses))
    kept = {s for n in returned for s in storage_of.get(n, [])}
    storages = [(s, b, o, f and s not in kept) for s, b, o, f in storages]
    if not units:
        raise FormalError("the edge graph has no operators to order")
    return make_problem(name, storages, units)


def certify_order(
    graph_module: Any, graph_signature: Any, alignment: int = 16, time_limit: float = 30.0
) -> CertifiedOrder:
    """The least-peak order of the edge graph, certified within ``time_limit`` s (else the best found, bounded)."""
    return certified_order(edge_problem(graph_module, graph_signature, alignment), time_limit)


def apply_order(graph_module: Any, order: tuple[str, ...]) -> None:
    """Move the graph's operators into ``order`` (unit ids are node names); what depends only on a node
    (its ``getitem`` and view nodes) follows it. The graph is linted and recompiled."""
    nodes = {n.name: n for n in graph_module.graph.nodes}
    output = next(n for n in graph_module.graph.nodes if n.op == "output")
    placed: set[Any] = {n for n in graph_module.graph.nodes if n.op in ("placeholder", "get_attr")}

    def place(node: Any) -> None:
        output.prepend(node)
        placed.add(node)
        for user in list(node.users):  # getitems and views of this node, as soon as their inputs are placed
            if user.op == "call_function" and user.name not in order and all(a in placed for a in user.all_input_nodes):
                place(user)

    for name in order:
        node = nodes[name]
        missing = [a.name for a in node.all_input_nodes if a not in placed]
        if missing:
            raise FormalError(f"order: {name} comes before its input {missing[0]}")
        place(node)
    rest = [n for n in graph_module.graph.nodes if n.op == "call_function" and n not in placed]
    if rest:
        raise FormalError(f"order: {rest[0].name} was not placed")
    graph_module.graph.lint()
    graph_module.recompile()
