"""The arena plan: what the emitter consumes, and its proof file (``formal.arena-proof/1``).

An :class:`ArenaPlan` says: allocate one buffer of ``arena`` bytes (aligned to
``alignment``) before the first unit; carve storage ``sid`` out of it as a view at byte
``offsets[sid]`` (the ``alloc_from_pool`` of Inductor's memory planning); storages not
in ``offsets`` (inputs) are left as they are. The plan is valid for ``order`` only.

Written to disk, a plan *is* its proof (docs/arena.md, "Proof format")::

    format: formal.arena-proof/1
    problem_sha256: 3f...       # absent for MiniMalloc CSV instances
    order: [u0, u2, u1]         # absent for CSV instances
    alignment: 64
    arena: 4096                 # claimed: every buffer fits in [0, arena)
    lower_bound: 4096           # claimed: no placement needs less (live bytes, aligned)
    claim: optimal              # "optimal" only if arena == lower_bound, else "feasible"
    solver: {method: exact-search, status: optimal, proven_bound: 4096, seconds: 0.1}
    unplanned_peak: 512         # inputs live + transient at worst (not checked)
    buffers:                    # half-open lifetimes [start, end) in schedule positions
      - {id: buf0, start: 0, end: 2, size: 2048, offset: 0}

``formal check`` (formal/check/arena.py) verifies it without this module.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from typing import Any, Sequence

import yaml
from yaml.nodes import ScalarNode

from formal.arena.blocks import DEFAULT_ALIGNMENT, Block, arena_size, check_alignment, lower_bound, placement_errors
from formal.arena.exact import minimize
from formal.arena.greedy import GREEDY_PLANNERS, run_planner, work_for
from formal.arena.lifetimes import storage_blocks, unplanned_peak
from formal.base.errors import FormalError
from formal.base.files import dump_yaml, read_yaml, write_atomic, write_json
from formal.model import Problem, problem_sha256

PROOF_FORMAT = "formal.arena-proof/1"
METHODS = ("exact", "greedy", *GREEDY_PLANNERS)


@dataclass(frozen=True)
class ArenaPlan:
    """Offsets for a block list, with its bounds and (for a problem) the order it is for."""

    blocks: tuple[Block, ...]
    offsets: dict[str, int]  # storage id -> byte offset in the arena
    arena: int  # bytes: max(offset + size)
    alignment: int
    lower_bound: int  # aligned live-bytes bound, recomputed by the checker
    proven_bound: int  # what the solver proved (>= lower_bound); == arena when proven optimal
    method: str  # planner that produced the offsets
    seconds: float
    order: tuple[str, ...] | None = None
    problem_sha256: str | None = None
    unplanned_peak: int | None = None  # inputs + transient bytes outside the arena, at worst

    @property
    def optimal(self) -> bool:
        """Proven optimal (by the lower bound, or by the solver's exhaustive search)."""
        return self.proven_bound >= self.arena

    @property
    def certified(self) -> bool:
        """Optimality the trusted checker can confirm: arena equals the lower bound."""
        return self.arena == self.lower_bound

    @property
    def predicted_peak(self) -> int | None:
        """Peak of the arena-packed program: arena + unplanned bytes (see lifetimes.py)."""
        return None if self.unplanned_peak is None else self.arena + self.unplanned_peak

    def to_proof(self) -> dict[str, Any]:
        proof: dict[str, Any] = {"format": PROOF_FORMAT}
        if self.problem_sha256 is not None:
            proof["problem_sha256"] = self.problem_sha256
        if self.order is not None:
            proof["order"] = list(self.order)
        proof.update(
            {
                "alignment": self.alignment,
                "arena": self.arena,
                "lower_bound": self.lower_bound,
                "claim": "optimal" if self.certified else "feasible",
                "solver": {
                    "method": self.method,
                    "status": "optimal" if self.optimal else "gap",
                    "proven_bound": self.proven_bound,
                    "seconds": round(self.seconds, 3),
                },
            }
        )
        if self.unplanned_peak is not None:
            proof["unplanned_peak"] = self.unplanned_peak
        proof["buffers"] = [
            {"id": b.id, "start": b.start, "end": b.end, "size": b.size, "offset": self.offsets[b.id]}
            for b in self.blocks
        ]
        return proof


def plan_blocks(
    blocks: Sequence[Block],
    alignment: int = DEFAULT_ALIGNMENT,
    method: str = "exact",
    time_limit: float = 60.0,
    deadline: float | None = None,
) -> ArenaPlan:
    """Plan a block list with ``method`` (exact: minimize; greedy: best of the greedy planners),
    within ``time_limit`` seconds or by ``deadline`` (a ``time.monotonic()`` instant), whichever is first."""
    check_alignment(alignment)
    if method not in METHODS:
        raise FormalError(f"unknown arena method {method!r} (choose from {', '.join(METHODS)})")
    t0 = time.monotonic()
    deadline = t0 + time_limit if deadline is None else min(deadline, t0 + time_limit)
    lb = lower_bound(blocks, alignment)
    if method == "exact":
        m = minimize(blocks, alignment, max(deadline - t0, 0.0), deadline=deadline)
        offsets, arena, proven, used = m.offsets, m.arena, m.proven_bound, m.method
    else:
        used, offsets = run_planner(method, blocks, alignment, work_for(time_limit))
        arena, proven = arena_size(blocks, offsets), lb
    errors = placement_errors(blocks, offsets, alignment)
    if errors:  # a solver bug must never reach a file
        raise FormalError(f"internal error: invalid packing from {used}: {errors[0]}", exit_code=70)
    return ArenaPlan(tuple(blocks), dict(offsets), arena, alignment, lb, max(lb, proven), used, time.monotonic() - t0)


def plan_problem(
    problem: Problem,
    order: Sequence[str],
    alignment: int = DEFAULT_ALIGNMENT,
    method: str = "exact",
    time_limit: float = 60.0,
    deadline: float | None = None,
) -> ArenaPlan:
    """Plan every internal storage of ``problem`` for the (legal) ``order`` (limits as :func:`plan_blocks`)."""
    blocks = storage_blocks(problem, order)
    plan = plan_blocks(blocks, alignment, method, time_limit, deadline)
    return ArenaPlan(
        plan.blocks,
        plan.offsets,
        plan.arena,
        plan.alignment,
        plan.lower_bound,
        plan.proven_bound,
        plan.method,
        plan.seconds,
        tuple(order),
        problem_sha256(problem),
        unplanned_peak(problem, order),
    )


# What finishing a plan costs per buffer, measured: the placement check, the problem's hash and
# writing the file (YAML rows below, about 50,000 a second; JSON about as fast): ~5 s per 100,000.
FINISH_SECONDS_PER_BUFFER = 5e-5
_PLAIN_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]*\Z")  # ids YAML writes unquoted (unless they read as another type)
_STR_TAG = "tag:yaml.org,2002:str"
_RESOLVER = yaml.resolver.Resolver()


def proof_text(plan: ArenaPlan) -> str:
    """The plan as YAML, exactly as :func:`formal.base.files.dump_yaml` writes it, faster.

    The buffer rows (one flow mapping per line) are written directly when the id is a plain
    identifier that YAML reads back as a string and the line stays short; any other row goes
    through the YAML emitter itself. What comes before the rows is emitted by libyaml.
    """
    proof = plan.to_proof()
    rows = proof.pop("buffers")
    head = dump_yaml(proof, fast=True)
    if not rows:
        return head + "buffers: []\n"
    lines = ["buffers:\n"]
    for r in rows:
        sid = r["id"]
        line = f"- {{id: {sid}, start: {r['start']}, end: {r['end']}, size: {r['size']}, offset: {r['offset']}}}\n"
        plain = _PLAIN_ID.match(sid) and _RESOLVER.resolve(ScalarNode, sid, (True, False)) == _STR_TAG
        lines.append(line if plain and len(line) <= 100 else dump_yaml([r], fast=True))
    return head + "".join(lines)


def write_plan(path: str | os.PathLike, plan: ArenaPlan) -> None:
    """The plan's proof file: JSON if ``path`` ends in ``.json`` (also YAML to every reader),
    else YAML (:func:`proof_text`)."""
    if str(path).endswith(".json"):
        write_json(path, plan.to_proof())
    else:
        write_atomic(path, proof_text(plan))


def finish_seconds(buffers: int) -> float:
    """About how long checking, hashing and writing a plan of ``buffers`` buffers takes: the time a
    caller under a time limit keeps back from the planner."""
    return buffers * FINISH_SECONDS_PER_BUFFER


def load_plan(path: str | os.PathLike, problem: Problem | None = None) -> ArenaPlan:
    """Read a plan file back (for the emitter); with ``problem``, it must be that problem's plan.

    The lifetimes are re-derived from the problem and the plan's order, and the
    placement is re-validated, so a stale or edited plan is refused, not emitted.
    """
    data = read_yaml(path)
    if not isinstance(data, dict) or data.get("format") != PROOF_FORMAT:
        raise FormalError(f"{path}: format: expected {PROOF_FORMAT!r}")
    try:
        alignment = check_alignment(data["alignment"])
        rows = data["buffers"]
        blocks = tuple(Block(str(r["id"]), int(r["start"]), int(r["end"]), int(r["size"])) for r in rows)
        offsets = {str(r["id"]): r["offset"] for r in rows}
        order = tuple(data["order"]) if data.get("order") is not None else None
    except (KeyError, TypeError, ValueError) as exc:
        raise FormalError(f"{path}: malformed arena plan ({exc!r})") from None
    if problem is not None:
        if data.get("problem_sha256") != problem_sha256(problem):
            raise FormalError(f"{path}: problem_sha256: plan was made for another problem")
        if order is None or storage_blocks(problem, order) != list(blocks):
            raise FormalError(f"{path}: buffers: lifetimes do not match the problem and the plan's order")
    errors = placement_errors(blocks, offsets, alignment)
    if errors:
        raise FormalError(f"{path}: invalid placement: {errors[0]}")
    arena = arena_size(blocks, offsets)
    solver = data.get("solver") or {}
    lb = lower_bound(blocks, alignment)
    return ArenaPlan(
        blocks,
        offsets,
        arena,
        alignment,
        lb,
        int(solver.get("proven_bound", lb)),
        str(solver.get("method", "?")),
        float(solver.get("seconds", 0.0)),
        order,
        data.get("problem_sha256"),
        data.get("unplanned_peak"),
    )
