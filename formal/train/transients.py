"""Kernels' scratch memory, measured on a captured step and attached to the joint graph's nodes.

An external kernel allocates working memory of its own while it runs, above its inputs and its
result: a capture records it per unit as ``transient`` (:mod:`formal.capture.profile`, the
in-statement high-water mark above the storages the statement leaves). On CPU the large ones
are oneDNN's convolutions and their backward (twice the weight for a weight gradient, a copy of
a gradient whose layout differs from the input's) and the fused attention kernels. Which layout
each operand has is Inductor's choice, made when it compiles the program, so the bytes are read
from a compiled program rather than predicted from shapes.

:func:`kernel_transients` matches the units of a step's two captured traces to the joint
graph's nodes: same ATen operator, same bytes written; where a unit also names a primal the node
reads (a convolution's weight), only such units. A node takes the largest transient of its
matches. The planning model (:mod:`formal.train.formulation`) adds it at the node's position,
so a plan whose peak moves to a convolution backward is charged that kernel's scratch.
"""

from __future__ import annotations

import re
from typing import Any

from formal.train.graphs import JointTable

# ``buf3 = torch.ops.aten.convolution_backward.default(...)``, ``extern_kernels.convolution(...)``
_CALL = re.compile(r"(?:torch\.ops\.aten\.(\w+)\.\w+|extern_kernels\.(\w+))\(")
_NAME = re.compile(r"\b(primals_\d+)\b")


def _operator(target: str) -> str:
    """``aten.convolution_backward.default`` -> ``convolution_backward``."""
    parts = target.split(".")
    return parts[1] if len(parts) >= 2 and parts[0] == "aten" else target


def unit_transients(trace: dict[str, Any]) -> list[tuple[str, int, frozenset[str], int]]:
    """Each unit of a captured trace with scratch memory: (ATen operator, bytes written, primals it
    names, transient bytes)."""
    sizes = {s["id"]: int(s["bytes"]) for s in trace["storages"]}
    statements = trace["program"]["statements"]
    found = []
    for unit in trace["units"]:
        if unit.get("transient", 0) <= 0:
            continue
        code = statements[unit["statement"]]["code"]
        call = _CALL.search(code)
        if call is None:
            continue
        written = sum(sizes.get(storage, 0) for storage, mode in unit["accesses"] if mode == "w")
        primals = frozenset(_NAME.findall(code[call.end() :]))
        found.append((call.group(1) or call.group(2), written, primals, int(unit["transient"])))
    return found


def kernel_transients(table: JointTable, traces: list[dict[str, Any]]) -> dict[str, int]:
    """The scratch bytes of each joint node whose kernel a captured trace of the step shows (module doc)."""
    units = [u for trace in traces for u in unit_transients(trace)]
    by_key: dict[tuple[str, int], list[tuple[frozenset[str], int]]] = {}
    for op, written, primals, transient in units:
        by_key.setdefault((op, written), []).append((primals, transient))
    transients = {}
    for node in table.nodes:
        matches = by_key.get((_operator(node.target), node.bytes))
        if not matches or node.bytes == 0:
            continue
        named = [t for primals, t in matches if primals & set(node.inputs)]
        transients[node.name] = max(named or [t for _p, t in matches])
    return transients
