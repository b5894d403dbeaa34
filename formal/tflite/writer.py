"""Writing ``.tflite`` files: a model with an offline plan (and operators reordered), and one-operator probes.

The model is unpacked with the wheel's object API, changed, packed again, and re-serialized by the
wheel's ``tflite_flatbuffer_align`` (TFLM's own tool, the C++ flatbuffer library), which puts every
buffer at the 16-byte alignment the schema asks for (``force_align: 16``): Python's flatbuffer
builder does not, and kernels on a microcontroller may fault on a misaligned weight. Every file
written here is read back (:func:`formal.tflite.flatbuffer.read_file`) before it is returned.

:func:`with_offline_plan` replaces the ``OfflineMemoryAllocation`` metadata (int32 words ``version,
subgraphs, n, offsets...``, version :data:`PLAN_VERSION` as Vela writes it; TFLM reads neither of the
first two) and can move the operators into another order. :func:`probe_model` is one operator of a
model alone in a subgraph of its own, for measuring what its kernel requests (docs/tflite.md,
"Kernel scratch").
"""

from __future__ import annotations

import copy
import os
import struct
import tempfile
from typing import Any, Sequence

from formal.base.errors import FormalError
from formal.tflite.flatbuffer import OFFLINE_PLAN, read_file
from formal.tflite.wheel import schema

PLAN_VERSION = 0
IDENTIFIER = b"TFL3"


def _ints(vector: Any) -> list[int]:
    """An int vector of the object API (a numpy array, a list, or None when absent) as a list."""
    return [] if vector is None else [int(v) for v in vector]


def unpack(data: bytes) -> Any:
    """The model as the wheel's object API holds it (``ModelT``), to change and pack again."""
    fb = schema()
    try:
        return fb.ModelT.InitFromPackedBuf(data, 0)
    except Exception as e:  # the reader already refused what is malformed; this is the object API's own
        raise FormalError(f"the .tflite could not be unpacked: {type(e).__name__}: {str(e)[:120]}") from None


def _pack(model: Any) -> bytes:
    import flatbuffers  # a dependency of the wheel

    builder = flatbuffers.Builder(1 << 16)
    builder.Finish(model.Pack(builder), file_identifier=IDENTIFIER)
    return _aligned(bytes(builder.Output()))


def _aligned(data: bytes) -> bytes:
    """``data`` re-serialized by TFLM's alignment tool (every buffer 16-byte aligned)."""
    try:
        from tflite_micro.tensorflow.lite.micro.tools import tflite_flatbuffer_align_wrapper as tool
    except ImportError:  # a wheel without the tool: Python's packing, unaligned buffers
        return data
    with tempfile.TemporaryDirectory() as tmp:
        source, target = os.path.join(tmp, "in.tflite"), os.path.join(tmp, "out.tflite")
        with open(source, "wb") as f:
            f.write(data)
        tool.align_tflite_model(source, target)
        with open(target, "rb") as f:
            return f.read()


def plan_words(offsets: Sequence[int], subgraphs: int = 1) -> bytes:
    """The metadata buffer of an offline plan: little-endian int32 words."""
    return struct.pack(f"<3i{len(offsets)}i", PLAN_VERSION, subgraphs, len(offsets), *offsets)


def with_offline_plan(data: bytes, offsets: Sequence[int], order: Sequence[int] | None = None) -> bytes:
    """``data`` with ``offsets`` as its offline plan and, given ``order``, its operators in that order."""
    fb = schema()
    model = unpack(data)
    graph = model.subgraphs[0]
    if len(offsets) != len(graph.tensors or []):
        raise FormalError(f"an offline plan needs {len(graph.tensors or [])} offsets, got {len(offsets)}")
    if order is not None:
        ops = list(graph.operators or [])
        if sorted(order) != list(range(len(ops))):
            raise FormalError("the operator order is not a permutation of the model's operators")
        graph.operators = [ops[i] for i in order]
    import numpy as np  # a dependency of the wheel

    words = np.frombuffer(plan_words(offsets), dtype=np.uint8).copy()
    entries = [m for m in (model.metadata or []) if (m.name or b"").decode(errors="replace") == OFFLINE_PLAN]
    if entries:  # overwrite the old plan's buffer in place
        model.buffers[entries[-1].buffer].data = words
        model.metadata = [m for m in model.metadata if m not in entries[:-1]]
    else:
        buffer = fb.BufferT()
        buffer.data = words
        model.buffers.append(buffer)
        entry = fb.MetadataT()
        entry.name, entry.buffer = OFFLINE_PLAN, len(model.buffers) - 1
        model.metadata = [*(model.metadata or []), entry]
    out = _pack(model)
    read_file(out)  # what formal writes, formal must read
    return out


def renumbered(data: bytes, order: Sequence[int]) -> bytes:
    """The same model with its tensors listed in ``order`` (new index ``k`` is old tensor ``order[k]``): every
    reference (operators, the subgraph's inputs and outputs, signatures) follows. The model computes the same;
    TFLM's greedy planner, which breaks ties between equal sizes by index, may place it otherwise."""
    model = unpack(data)
    graph = model.subgraphs[0]
    tensors = list(graph.tensors or [])
    if sorted(order) != list(range(len(tensors))):
        raise FormalError("the tensor order is not a permutation of the model's tensors")
    new = {old: k for k, old in enumerate(order)}
    graph.tensors = [tensors[old] for old in order]
    for op in graph.operators or []:
        op.inputs = [new[k] if k >= 0 else k for k in _ints(op.inputs)]
        op.outputs = [new[k] for k in _ints(op.outputs)]
        op.intermediates = [new[k] for k in _ints(op.intermediates)]
    graph.inputs = [new[k] for k in _ints(graph.inputs)]
    graph.outputs = [new[k] for k in _ints(graph.outputs)]
    for signature in model.signatureDefs or []:
        for entry in [*(signature.inputs or []), *(signature.outputs or [])]:
            entry.tensorIndex = new[entry.tensorIndex]
    out = _pack(model)
    read_file(out)
    return out


def probe_model(data: bytes, op: int, model: Any = None) -> bytes:
    """Operator ``op`` of the model alone: its tensors (weights with their data), its non-constant inputs as
    the subgraph's inputs, its outputs as its outputs. ``model``: the unpacked model, to unpack once."""
    fb = schema()
    model = model if model is not None else unpack(data)
    graph = model.subgraphs[0]
    source = graph.operators[op]
    used = [k for k in dict.fromkeys([*_ints(source.inputs), *_ints(source.outputs), *_ints(source.intermediates)])]
    used = [k for k in used if k >= 0]
    renumber = {k: n for n, k in enumerate(used)}
    probe = fb.ModelT()
    probe.version, probe.operatorCodes, probe.description = model.version, model.operatorCodes, b"formal probe"
    probe.buffers, buffer_of = [fb.BufferT()], {}
    tensors, fed = [], []
    for k in used:
        tensor = copy.copy(graph.tensors[k])
        b = tensor.buffer
        weights = model.buffers[b].data if 0 <= b < len(model.buffers) else None
        if weights is not None and len(weights):
            if b not in buffer_of:
                buffer_of[b] = len(probe.buffers)
                probe.buffers.append(model.buffers[b])
            tensor.buffer = buffer_of[b]
        else:
            tensor.buffer = 0
            if k in _ints(source.inputs) and not tensor.isVariable:
                fed.append(renumber[k])  # computed upstream in the model: the probe's input
        tensors.append(tensor)
    op_copy = copy.copy(source)
    op_copy.inputs = [renumber.get(k, -1) for k in _ints(source.inputs)]
    op_copy.outputs = [renumber[k] for k in _ints(source.outputs)]
    op_copy.intermediates = [renumber[k] for k in _ints(source.intermediates)]
    sub = fb.SubGraphT()
    sub.tensors, sub.operators, sub.name = tensors, [op_copy], b"probe"
    sub.inputs, sub.outputs = fed, [renumber[k] for k in _ints(source.outputs)]
    probe.subgraphs = [sub]
    return _pack(probe)
