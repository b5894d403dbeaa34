"""Reading an ExecuTorch program's memory plan: what is live when, and where it sits.

An ExecuTorch program (a ``.pte`` flatbuffer, or the ``ExecutorchProgramManager`` that
writes one) runs a method as a chain of instructions over a table of values. Memory
planning gave every non-constant tensor value an ``allocation_info``: an arena
(``memory_id`` >= 1, whose size is ``non_const_buffer_sizes[memory_id]``) and a byte offset.
This module rebuilds, from the program alone, which of those tensors must not share bytes.

The semantics (docs/executorch.md, "What is live when"):

- Positions are instruction indices ``0 .. n-1``; position ``n`` is "after the last
  instruction", when the caller reads the outputs out of the planned arenas.
- A tensor occupies ``[offset, offset + nbytes)`` of its arena, ``nbytes`` being its element
  count times its element size (the plan may round it up; the bytes it touches are these).
- A tensor is live from the first instruction that names it to the last, inclusive: the
  half-open interval ``[first, last + 1)``. A method input (copied in before the first
  instruction) is live from 0; a method output until ``n + 1``.
- Which arguments an instruction *writes* comes from the operator's schema (an out or
  mutable argument, and the returns); an operator torch does not know is taken to write
  every tensor it names, and a delegate call likewise.
- A *view* is a planned tensor that no instruction writes and that is not an input: it reads
  the bytes of its *base*, the tensor written last before the view's first use whose byte
  range contains the view's. The view is not a block of its own; its base stays live as
  long as the view is used.
- A tensor read before any instruction writes it, that is neither an input nor a view, holds
  state across calls (a mutable buffer): it is live for the whole method, ``[0, n + 1)``.

Control flow (``JumpFalseCall``) is refused: a chain that jumps has no single order.
"""

from __future__ import annotations

import hashlib
import os
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import read_input
from formal.memplan.plan import MemoryPlan, PlannedTensor

PROGRAM_FORMAT = "executorch.pte"

# Bytes per element of ExecuTorch's scalar types (executorch.exir.scalar_type.ScalarType,
# which follows c10's numbering), by name.
ELEMENT_BYTES = {
    "BYTE": 1, "CHAR": 1, "SHORT": 2, "INT": 4, "LONG": 8, "HALF": 2, "FLOAT": 4, "DOUBLE": 8,
    "COMPLEX32": 4, "COMPLEX64": 8, "COMPLEX128": 16, "BOOL": 1, "QINT8": 1, "QUINT8": 1,
    "QINT32": 4, "BFLOAT16": 2, "QUINT4X2": 1, "QUINT2X4": 1, "BITS16": 2,
    "FLOAT8E5M2": 1, "FLOAT8E4M3FN": 1, "FLOAT8E5M2FNUZ": 1, "FLOAT8E4M3FNUZ": 1,
    "UINT16": 2, "UINT32": 4, "UINT64": 8,
}  # fmt: skip


def _deserialize(data: bytes) -> Any:
    from executorch.exir._serialize._program import deserialize_pte_binary

    try:
        pte = deserialize_pte_binary(data)
    except Exception as e:  # the flatbuffer reader raises whatever it meets
        raise FormalError(f"not an ExecuTorch program (.pte): {type(e).__name__}: {str(e)[:120]}") from None
    return getattr(pte, "program", pte)


def _element_bytes(scalar_type: Any) -> tuple[int, str]:
    name = getattr(scalar_type, "name", None)
    if name is None:
        from executorch.exir.scalar_type import ScalarType

        try:
            name = ScalarType(int(scalar_type)).name
        except ValueError:
            raise FormalError(f"unknown ExecuTorch scalar type {scalar_type!r}") from None
    if name.upper() not in ELEMENT_BYTES:
        raise FormalError(f"scalar type {name} has no fixed element size")
    return ELEMENT_BYTES[name.upper()], name


def _written_positions(operator: Any, n_args: int) -> set[int] | None:
    """Which of a kernel call's argument positions its operator writes; None if torch does not know it."""
    import torch

    try:
        schema = torch._C._get_schema(operator.name, operator.overload or "")
    except RuntimeError:
        return None
    written = {i for i, a in enumerate(schema.arguments) if a.alias_info is not None and a.alias_info.is_write}
    if len(schema.arguments) + len(schema.returns) != n_args:
        return None  # not the calling convention we know (arguments, then returns)
    return written | set(range(len(schema.arguments), n_args))


def read_method(program: Any, method: str | None = None, sha256: str = "") -> MemoryPlan:
    """The memory plan of ``method`` (default: the only one, or ``forward``) of a deserialized program.

    A program whose tables do not have the schema's shape (a corrupted or hostile file that still
    parses as a flatbuffer) is refused in one line.
    """
    if not isinstance(getattr(program, "execution_plan", None), list) or not program.execution_plan:
        raise FormalError("not an ExecuTorch program (.pte): it has no execution plan")
    try:
        return _read_method(program, method, sha256)
    except (AttributeError, TypeError, IndexError, KeyError, ValueError) as e:
        raise FormalError(f"malformed ExecuTorch program: {type(e).__name__}: {str(e)[:120]}") from None


def _read_method(program: Any, method: str | None, sha256: str) -> MemoryPlan:
    from executorch.exir import schema

    plans = {p.name: p for p in program.execution_plan}
    if method is None:
        method = next(iter(plans)) if len(plans) == 1 else "forward"
    if method not in plans:
        raise FormalError(f"the program has no method {method!r} (it has {', '.join(sorted(plans))})")
    plan = plans[method]
    values = plan.values
    if len(plan.chains) != 1:
        raise FormalError(f"method {method!r} has {len(plan.chains)} chains; only single-chain methods are read")

    def tensors_in(index: int) -> list[int]:
        if not (0 <= index < len(values)):
            raise FormalError(f"method {method!r}: an instruction names value {index}, out of range")
        v = values[index].val
        if isinstance(v, schema.Tensor):
            return [index]
        if isinstance(v, (schema.TensorList, schema.OptionalTensorList)):
            return [i for i in v.items if i >= 0 and isinstance(values[i].val, schema.Tensor)]
        return []

    names: list[str] = []
    named: dict[int, list[int]] = {}  # value -> instruction positions that name it
    writes: dict[int, list[int]] = {}  # value -> positions that write it
    for pos, instruction in enumerate(plan.chains[0].instructions):
        args = instruction.instr_args
        if isinstance(args, schema.KernelCall):
            op = plan.operators[args.op_index]
            names.append(f"{op.name}.{op.overload}" if op.overload else op.name)
            known = _written_positions(op, len(args.args))
            pairs = [(k, i) for k, i in enumerate(args.args)]
            written = {i for k, i in pairs if known is None or k in known}
        elif isinstance(args, schema.DelegateCall):
            names.append(f"delegate {plan.delegates[args.delegate_index].id}")
            pairs, written = list(enumerate(args.args)), set(args.args)
        elif isinstance(args, schema.MoveCall):
            names.append("move")
            pairs, written = [(0, args.move_from), (1, args.move_to)], {args.move_to}
        elif isinstance(args, schema.FreeCall):
            names.append("free")
            pairs, written = [], set()
        else:
            raise FormalError(
                f"method {method!r}: instruction {pos} is a {type(args).__name__}; control flow is not supported"
            )
        for _k, index in pairs:
            for t in tensors_in(index):
                named.setdefault(t, []).append(pos)
                if index in written:
                    writes.setdefault(t, []).append(pos)

    n = len(names)
    inputs = {t for i in plan.inputs for t in tensors_in(i)}
    outputs = {t for i in plan.outputs for t in tensors_in(i)}
    planned: dict[int, tuple[int, int, int, tuple[int, ...], str]] = {}
    for index, v in enumerate(values):
        info = getattr(v.val, "allocation_info", None)
        if not isinstance(v.val, schema.Tensor) or info is None or info.memory_id < 1:
            continue
        size, dtype = _element_bytes(v.val.scalar_type)
        shape = tuple(int(d) for d in v.val.sizes)
        count = 1
        for d in shape:
            count *= d
        offset = info.memory_offset_low + (info.memory_offset_high << 32)
        planned[index] = (info.memory_id, offset, count * size, shape, dtype)

    life: dict[int, list[int]] = {}
    roles: dict[int, str] = {}
    views: list[int] = []
    for index in planned:
        uses = named.get(index, [])
        first = 0 if index in inputs or not uses else min(uses)
        last = n if index in outputs else (max(uses) if uses else first)
        if index in inputs:
            role = "input"
        elif index not in writes:
            role = "view"
            views.append(index)
        elif min(uses) < min(writes[index]):  # read before written: it holds state across calls
            role = "state"
        else:
            role = "output" if index in outputs else "intermediate"
        if role == "state":
            first, last = 0, n
        life[index], roles[index] = [first, last + 1], role

    bases: dict[int, int] = {}
    for index in sorted(views, key=lambda i: life[i][0]):
        mem, offset, nbytes, _shape, _dtype = planned[index]
        start = life[index][0]
        candidates = [
            (max([p for p in writes.get(b, []) if p < start], default=-1 if b in inputs else -2), b)
            for b, (bm, bo, bn, _s, _d) in planned.items()
            if b not in views and bm == mem and bo <= offset and offset + nbytes <= bo + bn
        ]
        candidates = [c for c in candidates if c[0] > -2]
        if not candidates:  # never written, not an input, no base: state only the caller sets
            roles[index], life[index] = "state", [0, n + 1]
            continue
        base = max(candidates)[1]
        bases[index] = base
        life[base] = [min(life[base][0], life[index][0]), max(life[base][1], life[index][1])]

    def tensor(index: int) -> PlannedTensor:
        mem, offset, nbytes, shape, dtype = planned[index]
        start, end = life[index]
        return PlannedTensor(
            f"v{index}", index, mem, offset, nbytes, start, end, roles[index], shape, dtype, base=bases.get(index)
        )

    sizes = list(plan.non_const_buffer_sizes)
    arenas: dict[int, int | None] = {m: int(sizes[m]) for m in range(1, len(sizes))}
    for index, (mem, *_rest) in planned.items():
        if mem not in arenas:
            raise FormalError(f"method {method!r}: value {index} is planned in arena {mem}, which the program lacks")
    return MemoryPlan(
        program={"format": PROGRAM_FORMAT, "sha256": sha256, "method": method, "instructions": n},
        positions=tuple(f"instruction {p} ({name})" for p, name in enumerate(names)),
        arenas=arenas,
        tensors=tuple(tensor(i) for i in sorted(planned) if i not in bases),
        views=tuple(tensor(i) for i in sorted(bases)),
    )


def read_pte(data: bytes, method: str | None = None) -> MemoryPlan:
    """The memory plan of one method of a ``.pte`` program given as bytes."""
    return read_method(_deserialize(data), method, hashlib.sha256(data).hexdigest())


def read_program(program: Any, method: str | None = None) -> MemoryPlan:
    """The memory plan of a program given as ``.pte`` bytes, a path to a ``.pte``, or an
    ``ExecutorchProgramManager`` (what ``to_executorch()`` returns: its serialized buffer is read)."""
    if isinstance(program, (bytes, bytearray, memoryview)):
        return read_pte(bytes(program), method)
    if isinstance(program, (str, os.PathLike)):
        return read_pte(read_input(program), method)
    buffer = getattr(program, "buffer", None)
    if buffer is None:
        raise FormalError(f"expected .pte bytes, a path or an ExecutorchProgramManager, got {type(program).__name__}")
    return read_pte(bytes(buffer), method)
