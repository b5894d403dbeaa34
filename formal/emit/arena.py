"""Emit the arena-packed program: one allocation, every planned storage a view into it.

This realizes an arena plan (formal/arena) in the generated program, the way Inductor's
own memory planning does with ``alloc_from_pool``: the permuted body of ``call`` (see
:mod:`formal.emit.permute`) gets one new statement, ``formal_arena = empty_strided_cpu(
(ARENA,), (1,), torch.uint8)``, placed before the first unit, and the allocation
statement of each planned storage, ``bufN = empty_strided_cpu(size, stride, dtype)``,
becomes ``bufN = alloc_from_pool(formal_arena, OFFSET, dtype, size, stride)``. Kernels,
views, aliases and ``del`` statements are untouched.

Which storages are planned: those the wrapper allocates with an allocation statement.
A storage created *inside* a kernel call (an extern kernel that returns a new tensor)
cannot be placed without rewriting the call, so it stays an ordinary allocation; these
and the inputs are the *unplanned* bytes.

Predicted peak: the arena is allocated once and lives to the end (views of it may be
returned), so the packed program peaks at ``arena`` plus the unit model's peak of the
unplanned storages alone (planned storages counted as 0 bytes). Replay measures it.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, replace
from typing import Sequence

from formal.arena.lifetimes import storage_blocks
from formal.arena.plan import ArenaPlan, plan_blocks
from formal.base.errors import FormalError
from formal.emit.permute import load_program, permuted_body, splice_body
from formal.model.peak import peak
from formal.model.problem import Problem
from formal.program.trace import Trace

ARENA_NAME = "formal_arena"


@dataclass(frozen=True)
class ArenaRealization:
    plan: ArenaPlan
    planned: tuple[str, ...]  # storage ids carved out of the arena
    predicted_peak: int  # arena + unit-model peak of the unplanned storages


def plannable_storages(trace: Trace) -> list[str]:
    """Storages the wrapper allocates with an allocation statement (and so can be carved)."""
    return [s["storage"] for s in trace.program["statements"] if s["kind"] == "alloc" and s.get("storage")]


def _without(problem: Problem, planned: set[str]) -> Problem:
    """The same problem with the planned storages' bytes set to 0 (they live in the arena)."""
    return replace(problem, storages=tuple(replace(s, bytes=0) if s.id in planned else s for s in problem.storages))


def plan_arena(
    trace: Trace, order: Sequence[str], alignment: int = 64, method: str = "exact", time_limit: float = 30.0
) -> ArenaRealization:
    """Plan the plannable storages of ``trace`` for ``order`` and predict the packed peak."""
    planned = set(plannable_storages(trace))
    blocks = [b for b in storage_blocks(trace.problem, order) if b.id in planned]
    plan = plan_blocks(blocks, alignment, method, time_limit)
    predicted = plan.arena + peak(_without(trace.problem, planned), order)
    return ArenaRealization(plan, tuple(b.id for b in blocks), predicted)


def _pool_statement(code: str, offset: int) -> str:
    """``x = empty_strided_cpu(size, stride, dtype)`` -> ``x = alloc_from_pool(arena, offset, dtype, size, stride)``."""
    stmt = ast.parse(code).body[0]
    if not (
        isinstance(stmt, ast.Assign)
        and isinstance(stmt.value, ast.Call)
        and len(stmt.value.args) == 3
        and isinstance(stmt.value.func, ast.Name)
        and stmt.value.func.id == "empty_strided_cpu"
    ):
        raise FormalError(f"cannot carve `{code[:60]}` out of the arena: not an empty_strided_cpu allocation")
    size, stride, dtype = (ast.unparse(a) for a in stmt.value.args)
    target = ast.unparse(stmt.targets[0])
    return f"{target} = alloc_from_pool({ARENA_NAME}, {offset}, {dtype}, {size}, {stride})"


def emit_arena_source(trace: Trace, order: Sequence[str], realization: ArenaRealization) -> str:
    """The wrapper with ``call``'s body permuted for ``order`` and its planned storages in one arena."""
    if realization.plan.order is not None and tuple(realization.plan.order) != tuple(order):
        raise FormalError("the arena plan was made for another order")
    program = load_program(trace)
    body = permuted_body(trace, program, order)
    statements = trace.program["statements"]
    offsets = realization.plan.offsets
    codes: list[str] = []
    arena_placed = False
    for i in body:
        entry = statements[i]
        code = program.statements[i].code
        if not arena_placed and entry["kind"] in ("unit", "alloc"):
            codes.append(f"{ARENA_NAME} = empty_strided_cpu(({realization.plan.arena},), (1,), torch.uint8)")
            arena_placed = True
        if entry["kind"] == "alloc" and entry.get("storage") in offsets:
            code = _pool_statement(code, offsets[entry["storage"]])
        codes.append(code)
    return splice_body(program, "original statements permuted by `formal emit`, planned storages in one arena", codes)
