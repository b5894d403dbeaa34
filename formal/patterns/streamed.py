"""``already_streamed``: does the generated Inductor program still materialize a site's values?

The FX graph says what the model *as written* materializes; Inductor fuses elementwise
chains and reductions into one kernel, and even replaces a hand-written attention with its
fused flash kernel. The captured trace says what the generated program materializes: a
value crosses a kernel boundary only through a storage. So an intermediate ``T`` of the
site is materialized in the program iff some storage

1. has exactly ``bytes(T)`` bytes (Inductor reuses a buffer only for an equal size, and the
   trace records exact allocator sizes),
2. is written by a unit that runs ``T``'s producing operator, and
3. is read, before it is next overwritten, by a later unit that runs one of ``T``'s consuming
   operators, or (a rematerializable value that backward reads, in a training forward
   program) is returned to be saved for backward.

A unit's operators come from its kernel name: Inductor names a fused kernel after its ATen
operators (``cpp_fused__softmax_div_1``; at most ``kernel_name_max_ops`` of them), an extern
kernel is ``extern_kernels.bmm`` or ``torch.ops.aten.X``. (The ``Original ATen: [...]``
comments in the wrapper are not used: one comment covers several kernels, so it would
attribute a fused kernel's operators to the matmul that follows it.) A site is
``already_streamed`` iff none of its avoidable intermediates is materialized. The test is by
size and role, not by identity: two values of the same size, producer and consumer would be
conflated (conservatively: "not streamed").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from formal.patterns.finding import Finding
from formal.program.trace import Trace


@dataclass(frozen=True)
class UnitOps:
    unit: str
    index: int
    label: str
    ops: frozenset[str]
    reads: frozenset[str]
    writes: frozenset[str]


def _label_ops(label: str) -> set[str]:
    """Operator names a kernel's name reveals."""
    if label.startswith("extern_kernels."):
        return {label.split(".", 1)[1]}
    m = re.match(r"torch\.ops\.aten\.([A-Za-z0-9_]+)", label)
    if m:
        return {m.group(1)}
    m = re.match(r"cpp_fused_(.*?)(_\d+)?$", label)
    return {"fused:" + m.group(1)} if m else set()


def _has_op(ops: frozenset[str], op: str) -> bool:
    """Whether a unit runs ``op``: exact ATen name, or a token of a fused kernel's name."""
    if op in ops:
        return True
    for o in ops:
        if o.startswith("fused:"):
            core = "_" + o[len("fused:") :] + "_"
            if f"_{op}_" in core:
                return True
    return False


def unit_ops(trace: Trace) -> list[UnitOps]:
    """Each unit of the trace with the operators its kernel name reveals and its reads/writes."""
    labels = {u["id"]: str(u.get("label", "")) for u in trace.data["units"]}
    out = []
    for idx, u in enumerate(trace.problem.units):
        label = labels.get(u.id, "")
        out.append(
            UnitOps(
                u.id,
                idx,
                label,
                frozenset(_label_ops(label)),
                frozenset(s for s, m in u.accesses if m in ("r", "rw")),
                frozenset(s for s, m in u.accesses if m in ("w", "rw")),
            )
        )
    return out


def materialized_storages(
    trace: Trace, units: list[UnitOps], nbytes: int, producer: str, consumers: tuple[str, ...], saved_for_backward: bool
) -> list[str]:
    """Storages of the trace that hold a value of ``nbytes`` made by ``producer`` for ``consumers``."""
    size = {s.id: s.bytes for s in trace.problem.storages}
    outputs = set(trace.program.get("outputs") or [])
    found = []
    for w in units:
        if not _has_op(w.ops, producer):
            continue
        for sid in sorted(w.writes):
            if size.get(sid) != nbytes:
                continue
            read_later = False
            for r in units[w.index + 1 :]:  # readers of this generation: up to the next write
                if sid in r.reads and any(_has_op(r.ops, c) for c in consumers):
                    read_later = True
                    break
                if sid in r.writes:
                    break
            if read_later or (saved_for_backward and sid in outputs):
                found.append(sid)
    return found


def mark(findings: list[Finding], traces: list[Trace]) -> None:
    """Set ``already_streamed`` (and ``detail['program_storages']``) on every FX-level finding."""
    views = [(t, unit_ops(t)) for t in traces]
    for f in findings:
        if f.source == "program":
            continue
        hits: list[str] = []
        for t, units in views:
            # Only a value that backward reads can be "saved for backward"; for the other patterns'
            # intermediates (every consumer in the site) a returned storage is some other value.
            saved = t.capture.get("part") == "fwd" and f.pattern == "rematerializable_intermediate"
            for inter in f.intermediates:
                if inter.avoidable or f.pattern == "tile_compatible_compute":
                    hits += [
                        f"{t.capture.get('part', '')}:{s}"
                        for s in materialized_storages(t, units, inter.bytes, inter.producer, inter.consumers, saved)
                    ]
        if f.pattern == "tile_compatible_compute":
            f.already_streamed = False  # the program runs the operator whole
            continue
        f.already_streamed = not hits
        if hits:
            f.detail["program_storages"] = sorted(set(hits))
