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

:func:`kernel_copies` reads, from the same traces, the **layout copies** Inductor makes for a
convolution backward's operands: on CPU a forward with convolutions is laid out channels-last, so
the values a backward computes from its saved tensors are written channels-last, while a
convolution backward whose traced operands are in another layout (a depthwise one: contiguous) is
handed copies. The fused kernel that writes the operands also writes the copies (and the
transposed intermediate of the gradient's), beside the originals: three 2 MB buffers where the
default step of the depthwise CNN computes the largest gradient. They are the buffers in another
layout than channels-last (4-d, more than one pixel) that the convolution backward reads or that
the kernel writing its operands allocates; the planning model charges them where that kernel runs
(:data:`formal.train.formulation.COPIES`).

:func:`primal_copies` reads, from the step's two programs, the **primals the forward copies** into
another layout and saves in their place (a convolution's weight or input, channels-last): the backward
owns such a copy (:func:`formal.program.ownership.backward_ownership`) and frees it after its last
read, while the caller still holds the primal; the planning model charges it from the backward's start
to that read (:data:`formal.train.formulation.PRIMAL_COPY`).
"""

from __future__ import annotations

import re
from typing import Any

from formal.program.ownership import backward_owned
from formal.train.formulation import COPIES, PRIMAL_COPY
from formal.train.graphs import JointTable

# ``buf3 = torch.ops.aten.convolution_backward.default(...)``, ``extern_kernels.convolution(...)``
_CALL = re.compile(r"(?:torch\.ops\.aten\.(\w+)\.\w+|extern_kernels\.(\w+))\(")
_NAME = re.compile(r"\b(primals_\d+)\b")
# ``buf3 = empty_strided_cpu((8, 64, 32, 32), (65536, 1, 2048, 64), torch.float32)``
_ALLOC = re.compile(r"empty_strided_\w+\(\(([\d, ]*)\), \(([\d, ]*)\)")
# ``assert_size_stride(convolution_2, (8, 64, 32, 32), (65536, 1, 2048, 64), 'input')``: an input's layout
_CHECK = re.compile(r"assert_size_stride\((\w+), \(([\d, ]*)\), \(([\d, ]*)\)")


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
    return _match(table, [u for trace in traces for u in unit_transients(trace)])


def _match(table: JointTable, units: list[tuple[str, int, frozenset[str], int]]) -> dict[str, int]:
    """Each joint node's bytes from the units of its operator and bytes written (module doc)."""
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


def _ints(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(",") if x.strip())


def _layout(shape: tuple[int, ...], stride: tuple[int, ...]) -> str | None:
    """A 4-d buffer of more than one pixel and channel: ``"channels-last"`` or ``"other"``; else None."""
    if len(shape) != 4 or shape[1] * shape[2] * shape[3] <= max(shape[1], shape[2] * shape[3]):
        return None
    _n, c, h, w = shape
    return "channels-last" if stride == (h * w * c, 1, w * c, c) else "other"


_ALIAS = re.compile(r"^(\w+) = (?:reinterpret_tensor\((\w+), \(([\d, ]*)\), \(([\d, ]*)\)|(\w+)$)")
Layout = tuple[tuple[int, ...], tuple[int, ...], bool]  # (sizes, strides, laid out since the previous unit)


def _unit_layouts(trace: dict[str, Any]) -> dict[str, dict[str, Layout]]:
    """For each unit, the layout of the buffers as it runs, by storage: from allocations, reused buffers
    (``reinterpret_tensor``) and the wrapper's checks of its inputs, each said to be laid out since the
    previous unit or not."""
    storage_of: dict[str, str] = {}
    layout: dict[str, tuple[tuple[int, ...], tuple[int, ...], int]] = {}
    units: dict[str, dict[str, Layout]] = {}
    previous = -1
    for k, statement in enumerate(trace["program"]["statements"]):
        code, kind = statement.get("code", ""), statement.get("kind")
        if kind == "alloc" and (m := _ALLOC.search(code)):
            storage_of[code.split(" = ")[0].strip()] = statement["storage"]
            layout[statement["storage"]] = (_ints(m.group(1)), _ints(m.group(2)), k)
        elif kind == "alias" and (m := _ALIAS.match(code.strip())):
            base = storage_of.get(m.group(2) or m.group(5) or "", m.group(2) or m.group(5) or "")
            storage_of[m.group(1)] = base
            if m.group(2) and base in layout:
                layout[base] = (_ints(m.group(3)), _ints(m.group(4)), k)
        elif kind == "check" and (m := _CHECK.search(code)):
            layout.setdefault(storage_of.get(m.group(1), m.group(1)), (_ints(m.group(2)), _ints(m.group(3)), -1))
        elif kind == "unit":
            units[statement["unit"]] = {s: (shape, stride, at > previous) for s, (shape, stride, at) in layout.items()}
            previous = k
    return units


def unit_copies(trace: dict[str, Any]) -> list[tuple[str, int, frozenset[str], int]]:
    """Each convolution backward of a captured trace whose operands are copied into another layout
    (module doc): (ATen operator, bytes written, primals it names, the copies' bytes)."""
    sizes = {s["id"]: int(s["bytes"]) for s in trace["storages"]}
    statements = trace["program"]["statements"]
    layouts = _unit_layouts(trace)
    units = trace["units"]
    found = []
    for k, unit in enumerate(units):
        code = statements[unit["statement"]]["code"]
        call = _CALL.search(code)
        if call is None or (call.group(1) or call.group(2)) != "convolution_backward":
            continue
        reads = {s for s, mode in unit["accesses"] if "r" in mode}
        writer = next((u for u in reversed(units[:k]) if any(s in reads and "w" in m for s, m in u["accesses"])), None)
        if writer is None:
            continue
        laid = layouts.get(writer["id"], {})
        touched = {s: (mode, _layout(*laid[s][:2]), laid[s][2]) for s, mode in writer["accesses"] if s in laid}
        # buffers laid out for the writer (allocated or reused since the previous kernel) that it writes in
        # another layout than channels-last, while it works on channels-last ones of their size: the originals
        originals = {sizes.get(s, 0) for s, (_m, kind, _new) in touched.items() if kind == "channels-last"}
        copies = [
            s
            for s, (mode, kind, new) in touched.items()
            if kind == "other" and "w" in mode and new and sizes.get(s, 0) in originals
        ]
        if copies:
            written = sum(sizes.get(s, 0) for s, mode in unit["accesses"] if mode == "w")
            primals = frozenset(_NAME.findall(code[call.end() :]))
            found.append(("convolution_backward", written, primals, sum(sizes.get(s, 0) for s in copies)))
    return found


def kernel_copies(table: JointTable, traces: list[dict[str, Any]]) -> dict[str, int]:
    """The layout copies' bytes of each convolution backward node whose operands a captured trace
    of the step copies (module doc), keyed ``name + COPIES``; matched as :func:`kernel_transients` matches."""
    matched = _match(table, [u for trace in traces for u in unit_copies(trace)])
    return {name + COPIES: nbytes for name, nbytes in matched.items()}


def primal_copies(table: JointTable, fwd_source: str, bwd_source: str) -> dict[str, int]:
    """The bytes of each primal the backward receives as the forward's copy (module doc), keyed
    ``name + PRIMAL_COPY``: an argument the backward owns under a primal's name."""
    primals = {n.name: n.bytes for n in table.nodes if n.kind == "primal"}
    owned = backward_owned(fwd_source, bwd_source)
    return {name + PRIMAL_COPY: primals[name] for name, own in owned.items() if own and primals.get(name)}
