"""Verifying an ExecuTorch memory plan, whoever made it, and writing its arena proof.

A plan is sound when, in every arena, no two tensors live at the same time share a byte, and
every tensor ends inside its arena's declared size (:func:`verify_method`). Lifetimes come
from the program (:mod:`formal.executorch.program`), not from the planner that placed them:
ExecuTorch checks a plan only when its algorithm is named ``greedy``, so a custom plan that
overlaps runs and computes wrong outputs.

Beside soundness, each arena's size is set against the aligned live-bytes lower bound
(:func:`formal.arena.blocks.lower_bound`): no plan for this instruction order can be smaller.
:func:`arena_proof` writes an arena as a ``formal.arena-proof/1`` that ``formal check``
verifies without ExecuTorch: the placement, the bound and the verdict, for the lifetimes the
proof states. The ``program`` field names the ``.pte`` (sha256, method, arena) those lifetimes
were read from; ``formal verify-pte PROGRAM --proof PROOF`` re-derives them from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from formal.arena.blocks import lower_bound
from formal.arena.plan import PROOF_FORMAT
from formal.executorch.program import PlannedMethod, PlannedTensor

PROGRAM_FORMAT = "executorch.pte"


@dataclass(frozen=True)
class ArenaReport:
    """One arena of a plan: its declared size, the bytes its tensors reach, and the lower bound."""

    mem_id: int
    declared: int  # non_const_buffer_sizes[mem_id]
    extent: int  # max(offset + nbytes) over its tensors
    lower_bound: int  # aligned live bytes at the worst instruction
    alignment: int
    tensors: int

    @property
    def optimal(self) -> bool:
        return self.extent == self.lower_bound


@dataclass(frozen=True)
class Overlap:
    """Two tensors live at the same instruction whose bytes intersect."""

    first: PlannedTensor
    second: PlannedTensor
    position: int  # the first instruction at which both are live
    instruction: str
    low: int
    high: int

    def message(self) -> str:
        at = f"instruction {self.position} ({self.instruction})" if self.instruction else "after the last instruction"
        return (
            f"{self.first.describe()} and {self.second.describe()} share bytes [{self.low}, {self.high}) of arena "
            f"{self.first.mem_id} while both are live at {at}"
        )


def plan_alignment(method: PlannedMethod, mem_id: int, most: int = 16) -> int:
    """The largest power of two up to ``most`` that divides every offset in the arena (the bound's alignment)."""
    a = most
    while a > 1 and any(t.offset % a for t in method.tensors if t.mem_id == mem_id):
        a //= 2
    return a


def overlaps(method: PlannedMethod, limit: int = 10) -> list[Overlap]:
    """Up to ``limit`` pairs of live tensors that share bytes, in order of instruction (a sweep over starts)."""
    found: list[Overlap] = []
    for mem_id in method.mem_ids:
        live: list[PlannedTensor] = []
        for t in sorted((t for t in method.tensors if t.mem_id == mem_id), key=lambda t: (t.start, t.value)):
            live = [u for u in live if u.end > t.start]
            for u in live:
                low, high = max(u.offset, t.offset), min(u.offset + u.nbytes, t.offset + t.nbytes)
                if low < high:
                    at = t.start
                    name = method.instructions[at] if at < len(method.instructions) else ""
                    found.append(Overlap(u, t, at, name, low, high))
            live.append(t)
    found.sort(key=lambda o: (o.position, o.first.value, o.second.value))
    return found[:limit]


def outside(method: PlannedMethod) -> list[PlannedTensor]:
    """Tensors that end above their arena's declared size."""
    return [t for t in method.tensors if t.offset + t.nbytes > method.arenas[t.mem_id]]


def arena_reports(method: PlannedMethod) -> list[ArenaReport]:
    reports = []
    for mem_id in method.mem_ids:
        blocks = method.blocks(mem_id)
        a = plan_alignment(method, mem_id)
        extent = max((t.offset + t.nbytes for t in method.tensors if t.mem_id == mem_id), default=0)
        reports.append(ArenaReport(mem_id, method.arenas[mem_id], extent, lower_bound(blocks, a), a, len(blocks)))
    return reports


def arena_proof(method: PlannedMethod, mem_id: int, planner: dict[str, Any] | None = None) -> dict[str, Any]:
    """The arena ``mem_id`` of the program's plan as a ``formal.arena-proof/1`` (a sound plan only)."""
    report = next(r for r in arena_reports(method) if r.mem_id == mem_id)
    proof: dict[str, Any] = {
        "format": PROOF_FORMAT,
        "program": {
            "format": PROGRAM_FORMAT,
            "sha256": method.program_sha256,
            "method": method.name,
            "mem_id": mem_id,
            "declared_bytes": report.declared,
            "instructions": len(method.instructions),
        },
        "alignment": report.alignment,
        "arena": report.extent,
        "lower_bound": report.lower_bound,
        "claim": "optimal" if report.optimal else "feasible",
    }
    if planner:
        proof["solver"] = planner
    proof["buffers"] = [
        {"id": t.id, "start": t.start, "end": t.end, "size": t.nbytes, "offset": t.offset}
        for t in method.tensors
        if t.mem_id == mem_id
    ]
    return proof


def proof_mismatch(method: PlannedMethod, proof: Any) -> str | None:
    """Why ``proof`` is not the proof of this program's plan (None when it is)."""
    if not isinstance(proof, dict) or not isinstance(proof.get("program"), dict):
        return "the proof names no ExecuTorch program (no program field)"
    named = proof["program"]
    if named.get("sha256") != method.program_sha256:
        return f"the proof is for another program (sha256 {str(named.get('sha256'))[:12]}...)"
    if named.get("method") != method.name or named.get("mem_id") not in method.mem_ids:
        return f"the proof is for method {named.get('method')!r} arena {named.get('mem_id')!r}"
    expected = arena_proof(method, named["mem_id"])
    for key in ("alignment", "arena", "lower_bound", "buffers"):
        if proof.get(key) != expected[key]:
            return f"the proof's {key} differs from the program's plan"
    return None
