"""A memory plan's arena as a proof bound to the file it came from, and the check that it is that file's plan.

:func:`arena_proof` writes one arena of a sound plan as a ``formal.arena-proof/1`` (docs/arena.md,
"Proof format") that ``formal check`` verifies without the runtime and without running anything:
every buffer inside the arena, no two live buffers overlapping, the aligned live-bytes bound and
the verdict, for the lifetimes the proof states. Its ``program`` field names the file (format,
sha256 and the runtime's own fields, the arena and its declared size).

The checker takes those lifetimes as stated. :func:`proof_mismatch` re-derives them from the file:
a proof is the file's plan only when its ``program`` field, alignment, arena, bound, claim and
every buffer row are what the file gives, and it has no other field but the planner's record
(``solver``). A runtime's ``verify`` command runs both.
"""

from __future__ import annotations

import os
from typing import Any

from formal.arena.plan import PROOF_FORMAT
from formal.base.checking import run_checker
from formal.base.errors import FormalError
from formal.base.files import read_yaml
from formal.memplan.plan import MemoryPlan
from formal.memplan.verify import arena_reports


def arena_proof(plan: MemoryPlan, arena: int, planner: dict[str, Any] | None = None) -> dict[str, Any]:
    """The arena ``arena`` of ``plan`` (a sound plan) as a ``formal.arena-proof/1``."""
    report = next(r for r in arena_reports(plan) if r.mem_id == arena)
    proof: dict[str, Any] = {
        "format": PROOF_FORMAT,
        "program": {**plan.program, "mem_id": arena, "declared_bytes": report.declared},
        "alignment": report.alignment,
        "arena": report.extent,
        "lower_bound": report.lower_bound,
        "claim": "optimal" if report.optimal else "feasible",
    }
    if planner:
        proof["solver"] = planner
    proof["buffers"] = [
        {"id": b.id, "start": b.start, "end": b.end, "size": b.size, "offset": offset}
        for b, offset in plan.placed_blocks(arena)
    ]
    return proof


def confirm(plan: MemoryPlan, path: str | os.PathLike) -> None:
    """That the proof at ``path`` is ``plan``'s and the trusted checker (``formal check``, a child process)
    verifies it; else FormalError with exit 1 naming why."""
    why = proof_mismatch(plan, read_yaml(path))
    if why:
        raise FormalError(f"{path}: {why}", exit_code=1)
    claims = run_checker(None, os.fspath(path))
    refused = [message for ok, message in claims if not ok]
    if refused:
        raise FormalError(f"{path}: formal check refuses it: {refused[0]}", exit_code=1)


def proof_mismatch(plan: MemoryPlan, proof: Any) -> str | None:
    """Why ``proof`` is not the proof of this plan (None when it is)."""
    if not isinstance(proof, dict) or not isinstance(proof.get("program"), dict):
        return "the proof names no program (no program field)"
    named = proof["program"]
    if named.get("format") != plan.program.get("format"):
        return f"the proof is for a {str(named.get('format'))[:40]!r} program, not {plan.program.get('format')!r}"
    if named.get("sha256") != plan.sha256:
        return f"the proof is for another program (sha256 {str(named.get('sha256'))[:12]}...)"
    arena = named.get("mem_id")
    if isinstance(arena, bool) or arena not in plan.mem_ids:
        return f"the proof is for arena {str(arena)[:20]!r}, which the program does not have"
    expected = arena_proof(plan, arena)
    for key in sorted(set(named) | set(expected["program"])):
        if named.get(key) != expected["program"].get(key):
            return f"the proof's program.{str(key)[:40]} differs from the program's"
    unknown = sorted(set(proof) - set(expected) - {"solver"}, key=str)
    if unknown:
        return f"the proof has a field {str(unknown[0])[:40]!r} that no plan's proof has"
    if "solver" in proof and not isinstance(proof["solver"], dict):  # how it was planned: a record, not a claim
        return "the proof's solver is not a mapping"
    for key in ("alignment", "arena", "lower_bound", "claim", "buffers"):
        if proof.get(key) != expected[key]:
            return f"the proof's {key} differs from the program's plan"
    return None
