"""Reading a ``.tflite`` flatbuffer within bounds: the tensors, operators and offline plan of its one subgraph.

The wheel's schema module (:mod:`formal.tflite.wheel`) reads fields lazily; this module puts bounds
around it, because a flatbuffer is a web of offsets that a hostile file can point anywhere:

- the file is at most :data:`MAX_FILE` bytes and carries the ``TFL3`` identifier and schema version 3;
- every vector's length is checked against the file size before it is read, and all vectors read
  together may not hold more than :data:`READ_BUDGET_PER_BYTE` elements per byte of file (tables
  may share one vector, so a small file could otherwise make the reader walk a huge one many times);
- every index (a tensor of an operator, a buffer of a tensor, an operator code) must be in range;
- a dimension must be non-negative and a tensor's element count and bytes must fit the 32-bit
  integers TFLM computes them in;
- the ``OfflineMemoryAllocation`` metadata (TFLM's offline plan: int32 words ``version,
  subgraphs, n, offset_0 .. offset_{n-1}``) must name a buffer that holds all ``n`` offsets, and
  ``n`` must be the number of tensors. TFLM itself checks only ``n``: it reads the offsets without
  checking that the buffer holds them.

Anything else the flatbuffer library meets (an offset outside the file, a negative position) is
caught and refused in one line, as is a model TFLM would refuse (several subgraphs, control flow,
a planned tensor whose type has no size). Nothing here runs the model.
"""

from __future__ import annotations

import hashlib
import struct
from dataclasses import dataclass
from typing import Any

from formal.base.errors import FormalError
from formal.tflite.wheel import schema

MAX_FILE = 1 << 30  # 1 GiB: a flatbuffer's offsets are 32-bit and TFLM models fit in flash
READ_BUDGET_PER_BYTE = 4
OFFLINE_PLAN = "OfflineMemoryAllocation"
INT32_MAX = (1 << 31) - 1
ONLINE = -1  # an offline plan's "let the runtime plan this one"

# Bytes per element, as TFLM's TfLiteTypeSizeOf gives them (memory_helpers.cc); a type not here has
# no size in TFLM, and a planned tensor of it makes TFLM's allocation fail.
ELEMENT_BYTES = {
    "FLOAT16": 2, "BFLOAT16": 2, "FLOAT32": 4, "FLOAT64": 8, "INT16": 2, "INT32": 4, "UINT32": 4,
    "UINT8": 1, "UINT16": 2, "INT8": 1, "INT64": 8, "UINT64": 8, "BOOL": 1, "RESOURCE": 4,
    "COMPLEX64": 8, "COMPLEX128": 16, "INT4": 1,
}  # fmt: skip
CONTROL_FLOW = ("IF", "WHILE", "CALL_ONCE")
MALFORMED = (struct.error, IndexError, ValueError, TypeError, OverflowError, UnicodeDecodeError, AttributeError)


@dataclass(frozen=True)
class TensorEntry:
    """One tensor of the subgraph, as the file states it."""

    index: int
    name: str
    shape: tuple[int, ...]
    dtype: str  # the schema's TensorType name
    element_bytes: int | None  # None: TFLM has no size for this type
    constant: bool  # its buffer holds data (a weight): TFLM does not plan it
    variable: bool  # is_variable: state kept across invocations

    @property
    def nbytes(self) -> int:
        count = 1
        for d in self.shape:
            count *= d
        return count * (self.element_bytes or 0)


@dataclass(frozen=True)
class OperatorEntry:
    """One operator, in the order TFLM runs them (the subgraph's operator list)."""

    index: int
    opcode: str  # the builtin operator's name, or CUSTOM
    custom: str  # the custom code ("ethos-u" for Vela's operator), else ""
    inputs: tuple[int, ...]  # -1: an omitted optional input
    outputs: tuple[int, ...]
    intermediates: tuple[int, ...]

    @property
    def label(self) -> str:
        return f"{self.opcode} {self.custom!r}" if self.custom else self.opcode


@dataclass(frozen=True)
class OfflinePlan:
    """The ``OfflineMemoryAllocation`` metadata: one offset per tensor, -1 for "planned by TFLM"."""

    version: int
    subgraphs: int
    offsets: tuple[int, ...]
    buffer: int  # the buffer that holds it


@dataclass(frozen=True)
class ModelFile:
    """What formal reads of a ``.tflite``: its one subgraph and its offline plan, if any."""

    sha256: str
    size: int
    subgraph: str  # the subgraph's name
    tensors: tuple[TensorEntry, ...]
    operators: tuple[OperatorEntry, ...]
    inputs: tuple[int, ...]
    outputs: tuple[int, ...]
    offline: OfflinePlan | None
    description: str


class _Budget:
    """Counts the elements read; refuses a file whose tables make the reader walk more than its budget."""

    def __init__(self, size: int):
        self.size, self.left = size, READ_BUDGET_PER_BYTE * size + 100_000

    def length(self, n: int, width: int, what: str) -> int:
        if not isinstance(n, int) or n < 0 or n * width > self.size:
            raise FormalError(f"malformed .tflite: {what} claims {n} entries, more than the file holds")
        self.left -= n
        if self.left < 0:
            raise FormalError(
                "malformed .tflite: its tables read more elements than the file could hold (vectors shared "
                "between tables?)"
            )
        return n


def _text(raw: Any) -> str:
    return raw.decode("utf-8", errors="replace") if isinstance(raw, (bytes, bytearray)) else ""


def _ints(getter: Any, length: int, budget: _Budget, what: str) -> tuple[int, ...]:
    n = budget.length(length, 4, what)
    return tuple(int(getter(j)) for j in range(n))


def read_file(data: bytes) -> ModelFile:
    """The model in ``data`` (the bytes of a ``.tflite``), refused in one line if it is malformed."""
    if not isinstance(data, (bytes, bytearray)):
        raise FormalError(f"expected the bytes of a .tflite file, got {type(data).__name__}")
    data = bytes(data)
    if len(data) > MAX_FILE:
        raise FormalError(f"the .tflite is {len(data):,} bytes, above formal's limit of {MAX_FILE:,}")
    fb = schema()
    if len(data) < 8 or not fb.Model.ModelBufferHasIdentifier(data, 0):
        raise FormalError("not a TFLite model: the file does not carry the flatbuffer identifier TFL3")
    try:
        return _read(fb, data)
    except FormalError:
        raise
    except MALFORMED as e:
        raise FormalError(f"malformed .tflite: {type(e).__name__}: {str(e)[:120]}") from None
    except RecursionError:
        raise FormalError("malformed .tflite: its tables nest without end") from None


def _read(fb: Any, data: bytes) -> ModelFile:
    budget = _Budget(len(data))
    model = fb.Model.GetRootAs(data, 0)
    if model.Version() != 3:
        raise FormalError(f"a TFLite model of schema version {model.Version()}; TFLM reads version 3")
    n_subgraphs = budget.length(model.SubgraphsLength(), 4, "the subgraph list")
    if n_subgraphs != 1:
        raise FormalError(
            f"the model has {n_subgraphs} subgraphs; formal reads single-subgraph models (TFLM concatenates "
            "the tensors of several subgraphs and plans them across control flow, which formal does not model)"
        )
    type_names = {v: k for k, v in vars(fb.TensorType).items() if not k.startswith("_")}
    op_names = {v: k for k, v in vars(fb.BuiltinOperator).items() if not k.startswith("_")}

    n_codes = budget.length(model.OperatorCodesLength(), 4, "the operator codes")
    codes = []
    for j in range(n_codes):
        code = model.OperatorCodes(j)
        builtin = max(int(code.BuiltinCode()), int(code.DeprecatedBuiltinCode()))
        codes.append((op_names.get(builtin, f"BUILTIN_{builtin}"), _text(code.CustomCode())))

    n_buffers = budget.length(model.BuffersLength(), 4, "the buffer list")
    has_data = []
    for j in range(n_buffers):
        buf = model.Buffers(j)
        # counted against the budget: buffers that share one data vector would be copied once each on writing
        has_data.append(buf is not None and budget.length(buf.DataLength(), 1, f"buffer {j}'s data") > 0)

    graph = model.Subgraphs(0)
    n_tensors = budget.length(graph.TensorsLength(), 4, "the tensor list")
    tensors = []
    for i in range(n_tensors):
        t = graph.Tensors(i)
        name = _text(t.Name())
        shape = _ints(t.Shape, t.ShapeLength(), budget, f"tensor {i}'s shape")
        if any(d < 0 for d in shape):
            raise FormalError(f"tensor t{i} {name!r} has a negative dimension in its shape {list(shape)}")
        count = 1
        for d in shape:
            count *= d
        type_name = type_names.get(int(t.Type()), f"TYPE_{int(t.Type())}")
        size = ELEMENT_BYTES.get(type_name)
        if count > INT32_MAX or count * (size or 1) > INT32_MAX:
            raise FormalError(
                f"tensor t{i} {name!r} of shape {list(shape)} holds {count:,} elements; TFLM counts them in 32 bits"
            )
        _bound_tensor_tables(t, budget, i)
        buffer = int(t.Buffer())
        if not 0 <= buffer < max(n_buffers, 1):
            raise FormalError(f"tensor t{i} {name!r} names buffer {buffer}, but the model has {n_buffers}")
        constant = bool(n_buffers) and has_data[buffer]
        tensors.append(TensorEntry(i, name, shape, type_name, size, constant, bool(t.IsVariable())))

    def indices(getter: Any, length: int, what: str, optional: bool = False) -> tuple[int, ...]:
        out = _ints(getter, length, budget, what)
        for k in out:
            if not (0 <= k < n_tensors or (optional and k == -1)):
                raise FormalError(f"{what} names tensor {k}, but the subgraph has {n_tensors}")
        return out

    n_ops = budget.length(graph.OperatorsLength(), 4, "the operator list")
    operators = []
    for i in range(n_ops):
        op = graph.Operators(i)
        index = int(op.OpcodeIndex())
        if not 0 <= index < n_codes:
            raise FormalError(f"operator {i} names operator code {index}, but the model has {n_codes}")
        opcode, custom = codes[index]
        if opcode in CONTROL_FLOW:
            raise FormalError(f"operator {i} is {opcode}: control flow (other subgraphs) is not modeled")
        what = f"operator {i} ({opcode})"
        operators.append(
            OperatorEntry(
                i,
                opcode,
                custom if opcode == "CUSTOM" else "",
                indices(op.Inputs, op.InputsLength(), f"{what}'s inputs", optional=True),
                indices(op.Outputs, op.OutputsLength(), f"{what}'s outputs"),
                indices(op.Intermediates, op.IntermediatesLength(), f"{what}'s intermediates"),
            )
        )
        for k in operators[-1].intermediates:  # TFLM's ValidateSubgraph
            if tensors[k].nbytes:
                raise FormalError(
                    f"{what} has an intermediate tensor t{k} of {tensors[k].nbytes} B; TFLM refuses those"
                )
    inputs = indices(graph.Inputs, graph.InputsLength(), "the subgraph's inputs")
    outputs = indices(graph.Outputs, graph.OutputsLength(), "the subgraph's outputs")
    for t in tensors:
        if t.element_bytes is None and not t.constant:
            raise FormalError(f"tensor t{t.index} {t.name!r} has type {t.dtype}, which TFLM cannot size")
    for j in range(budget.length(model.SignatureDefsLength(), 4, "the signature list")):
        signature = model.SignatureDefs(j)
        budget.length(signature.InputsLength(), 4, f"signature {j}'s inputs")
        budget.length(signature.OutputsLength(), 4, f"signature {j}'s outputs")
    offline = _offline_plan(model, budget, n_buffers, n_tensors)
    return ModelFile(
        hashlib.sha256(data).hexdigest(),
        len(data),
        _text(graph.Name()),
        tuple(tensors),
        tuple(operators),
        inputs,
        outputs,
        offline,
        _text(model.Description()),
    )


def _bound_tensor_tables(t: Any, budget: _Budget, i: int) -> None:
    """The vectors under a tensor that formal does not read but the object API (the writer) walks and copies:
    counted, so that tables sharing one large vector cannot make the writer's work explode."""
    q = t.Quantization()
    if q is not None:
        for what, n, width in (
            ("min", q.MinLength(), 4), ("max", q.MaxLength(), 4), ("scale", q.ScaleLength(), 4),
            ("zero point", q.ZeroPointLength(), 8),
        ):  # fmt: skip
            budget.length(n, width, f"tensor {i}'s quantization {what}")
    sparsity = t.Sparsity()
    if sparsity is not None:
        budget.length(sparsity.DimMetadataLength(), 4, f"tensor {i}'s sparsity")
    budget.length(t.VariantTensorsLength(), 4, f"tensor {i}'s variant subtypes")


def _offline_plan(model: Any, budget: _Budget, n_buffers: int, n_tensors: int) -> OfflinePlan | None:
    """The ``OfflineMemoryAllocation`` metadata, checked as TFLM does not (see the module docstring)."""
    found: list[int] = []
    for j in range(budget.length(model.MetadataLength(), 4, "the metadata list")):
        entry = model.Metadata(j)
        if _text(entry.Name()) == OFFLINE_PLAN:
            found.append(int(entry.Buffer()))
    if not found:
        return None
    if len(found) > 1:
        raise FormalError(f"the model has {len(found)} {OFFLINE_PLAN} metadata entries; TFLM would use the last")
    buffer = found[0]
    if not 0 <= buffer < n_buffers:
        raise FormalError(f"the {OFFLINE_PLAN} metadata names buffer {buffer}, but the model has {n_buffers}")
    raw = model.Buffers(buffer).DataAsNumpy()
    words = bytes(raw) if not isinstance(raw, int) else b""
    if len(words) < 12:
        raise FormalError(f"the {OFFLINE_PLAN} buffer holds {len(words)} bytes, less than its 12-byte header")
    version, subgraphs, n = struct.unpack_from("<iii", words, 0)
    if n != n_tensors:
        raise FormalError(f"the {OFFLINE_PLAN} plan gives {n} offsets for {n_tensors} tensors (TFLM refuses it)")
    if len(words) < 12 + 4 * n:
        raise FormalError(
            f"the {OFFLINE_PLAN} buffer holds {len(words)} bytes, not the {12 + 4 * n} its {n} offsets need "
            "(TFLM would read past it)"
        )
    offsets = struct.unpack_from(f"<{n}i", words, 12)
    return OfflinePlan(version, subgraphs, tuple(offsets), buffer)
