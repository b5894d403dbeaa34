"""Emit the permuted program: the original statements of ``call``, each once, in a new order.

Given a trace and a legal unit order, the new body of ``call`` is built so that the
program realises the modeled peak (docs/semantics.md):

* unit statements (kernel calls) appear in the given order, untouched;
* each allocation statement is placed immediately before the unit it belongs to;
* every other statement (argument unpacking, aliases, views, tuple projections, size
  checks, ``del``) is placed as early as its name dependencies allow, so views exist
  before their first user and every ``del`` follows the last use of its name at once;
* the ``return`` comes last.

Name dependencies are derived per local name in original order, as for storages:
a use follows the binding it reads, and a (re)binding or ``del`` follows the previous
binding and every use since. Storage effects between units are already ordered by the
unit order's legality, and so is every statement a unit needs by name: a trace whose
problem leaves such a need unordered (a unit naming a size another unit binds, in a
trace captured before sizes were modeled) is refused before any statement is placed
(:func:`check_realizable`). Nothing is added, removed or rewritten: kernels, arguments and
Inductor's buffer reuse stay exactly as generated, and every statement is checked to
appear exactly once.
"""

from __future__ import annotations

from typing import Sequence

from formal.base.errors import FormalError
from formal.model.peak import first_violation
from formal.program.statements import Program, parse_program, statement_dependencies, unrealizable
from formal.program.trace import Trace

__all__ = ["statement_dependencies", "trace_homes", "permuted_body", "load_program", "splice_body", "emit_source"]


def trace_homes(trace: Trace) -> list[str | None]:
    """Per statement: the unit it is emitted with (a unit's call, its allocations), else ``None``."""
    return [s.get("unit") if s["kind"] in ("unit", "alloc") else None for s in trace.program["statements"]]


def check_realizable(trace: Trace, program: Program, deps: list[set[int]]) -> None:
    """Refuse a trace some legal order of which could not be emitted (see
    :func:`formal.program.statements.unrealizable`); captures made since size bindings are
    modeled never are."""
    if "_unrealizable" not in vars(trace):  # once per loaded trace: emission runs once per order
        trace._unrealizable = unrealizable(program, trace_homes(trace), trace.problem, deps)
    why = trace._unrealizable
    if why is not None:
        raise FormalError(
            f"{trace.path}: not every legal order of this trace can be emitted: {why} "
            f"(captured before data-dependent sizes were modeled? run `formal capture` again)"
        )


def permuted_body(trace: Trace, program: Program, order: Sequence[str]) -> list[int]:
    """Statement indices of ``call``'s body in emission order for the unit ``order``."""
    violation = first_violation(trace.problem, order)
    if violation is not None:
        raise FormalError(f"cannot emit an illegal order: {violation.message}", exit_code=1)
    statements = trace.program["statements"]
    if len(statements) != len(program.statements) or any(
        s["code"] != p.code for s, p in zip(statements, program.statements)
    ):
        raise FormalError(f"{trace.path}: program.statements do not match the wrapper's call() body")
    unit_statement: dict[str, int] = {}
    allocs_of: dict[str, list[int]] = {}
    floating: list[int] = []
    return_index = None
    for i, s in enumerate(statements):
        if s["kind"] == "unit":
            unit_statement[s["unit"]] = i
        elif s["kind"] == "alloc" and s.get("unit"):
            allocs_of.setdefault(s["unit"], []).append(i)
        elif s["kind"] == "return":
            return_index = i
        else:
            floating.append(i)

    deps = statement_dependencies(program)
    check_realizable(trace, program, deps)
    emitted: list[int] = []
    done: set[int] = set()

    def where(i: int) -> str:
        unit = statements[i].get("unit")
        return f"wrapper statement {i} `{program.statements[i].code.splitlines()[0][:60]}`" + (
            f" (emitted with unit {unit!r})" if unit else ""
        )

    def emit(i: int) -> None:
        missing = deps[i] - done
        if missing:
            raise FormalError(f"order cannot be realised: {where(i)} needs {where(min(missing))} first")
        emitted.append(i)
        done.add(i)

    def flush() -> None:
        progress = True
        while progress:
            progress = False
            for i in floating:
                if i not in done and deps[i] <= done:
                    emit(i)
                    progress = True

    flush()
    for uid in order:
        for a in allocs_of.get(uid, ()):
            if not deps[a] <= done:
                flush()  # a view of an earlier allocation of this unit, say, that this one names
            emit(a)
        flush()
        emit(unit_statement[uid])
        flush()
    if return_index is not None:
        emit(return_index)
    left = [i for i in range(len(statements)) if i not in done]
    if left:
        raise FormalError(f"{where(left[0])} could not be placed")
    if sorted(emitted) != list(range(len(statements))):  # each statement exactly once
        raise FormalError("internal error: emission is not a permutation of the statements")
    return emitted


def load_program(trace: Trace) -> Program:
    """The trace's wrapper, hash-verified, parsed."""
    source = trace.verified_file("wrapper").text
    return parse_program(source, str(trace.file("wrapper")))


def splice_body(program: Program, comment: str, codes: Sequence[str]) -> str:
    """The wrapper source with ``call``'s body replaced by ``codes`` (one statement each) under a comment."""
    indent = program.body_indent
    lines = program.source.splitlines(keepends=True)
    body = [f"{indent}# formal: {comment}\n", *(indent + code + "\n" for code in codes)]
    return "".join(lines[: program.body_first_line - 1] + body + lines[program.body_last_line :])


def emit_source(trace: Trace, order: Sequence[str]) -> str:
    """The wrapper source with ``call``'s body permuted for ``order`` (hash-verified input)."""
    program = load_program(trace)
    body = permuted_body(trace, program, order)
    return splice_body(
        program,
        "the statements below are the original ones, permuted by `formal emit`",
        [program.statements[i].code for i in body],
    )
