"""Emit a recomputing program: the wrapper's statements in plan order, recomputations added.

Given a trace and a recomputation plan (a schedule of unit executions, repeats allowed,
legal for the trace's single-assignment instance, :mod:`formal.recompute.realize`), the
body of ``call`` is rebuilt:

* a unit's **first** execution is its original statement, preceded by its allocation
  statements, exactly as in :mod:`formal.emit.permute`;
* a **recomputation** (execution ``c >= 1`` of a unit the realization marked recomputable)
  is the unit's allocation statements and call again, every name it binds renamed to a
  fresh one (``buf2`` -> ``buf2_rc1``), so it writes fresh storages and never touches the
  first copy;
* an **in-place chain** (a creator and the kernels that update its output in place,
  ``Realized.chains``) reruns as one contiguous block, which the plan's legality check
  enforces: the creator binds fresh names, the alias before each in-place kernel
  (``buf3 = buf2``) is repeated for the copy, and the updaters run on the copy;
* every statement that reads a storage uses its **most recent copy**: a name that refers
  to a recomputed copy is renamed, and an alias or view on the way from the creating name
  (``buf3 = buf2``, ``reinterpret_tensor(buf2, ...)``) is repeated for the copy right
  before its first user;
* the other original statements (argument unpacking, aliases, checks, ``del``) are placed
  as early as their names allow, where a ``del`` waits for every emitted use of its name;
  each fresh name gets a ``del`` right after its last use (right after the recomputation
  when nobody reads it).

So every copy is allocated right before the execution that writes it and freed right after
its last reader, as docs/recompute.md says; :func:`plan_peak` is that model's peak, which
replay measures. Statements are renamed through ``ast`` (formatting may change, code not).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Sequence

from formal.base.errors import FormalError
from formal.emit.permute import load_program, splice_body, statement_dependencies
from formal.program.statements import Program
from formal.program.trace import Trace
from formal.recompute.realize import Realized
from formal.recompute.semantics import evaluate, schedule_indices


@dataclass
class _Item:
    code: str
    uses: set[str]
    binds: list[str] = field(default_factory=list)
    deletes: list[str] = field(default_factory=list)
    original: int | None = None  # original statement index (None: added by the emitter)


class _Rename(ast.NodeTransformer):
    def __init__(self, mapping: dict[str, str]):
        self.mapping = mapping

    def visit_Name(self, node: ast.Name) -> ast.Name:
        if node.id in self.mapping:
            return ast.copy_location(ast.Name(id=self.mapping[node.id], ctx=node.ctx), node)
        return node


def rename_code(code: str, mapping: dict[str, str]) -> str:
    """``code`` with the names in ``mapping`` replaced (unchanged text when none occurs)."""
    tree = ast.parse(code)
    if not mapping or not ({n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} & set(mapping)):
        return code
    return ast.unparse(_Rename(mapping).visit(tree))


def plan_peak(realized: Realized, schedule: Sequence[str]) -> tuple[int, int]:
    """``(peak, extra MACs)`` of a schedule under the recomputation semantics (FormalError if illegal)."""
    return evaluate(realized.instance, schedule_indices(realized.instance, schedule))


def recompute_body(realized: Realized, program: Program, schedule: Sequence[str]) -> list[str]:
    """The statements of the new ``call`` body for ``schedule`` (see module docstring)."""
    plan_peak(realized, schedule)  # legality, run bounds
    _check_program_matches_trace(realized.trace, program)
    stmts = realized.trace.program["statements"]
    roles = _statement_roles(stmts)
    emitter = _ExecutionEmitter(realized, program, roles)
    for uid in schedule:
        emitter.emit_execution(uid)
    anchored = _with_fresh_name_deletions(emitter.items)
    _check_single_assignment(program)
    floating = [i for i in range(len(stmts)) if i not in roles.anchored and i != roles.return_index]
    out = _Placement(program, stmts, anchored, floating).place()
    if roles.return_index is not None:
        out.append(stmts[roles.return_index]["code"])
    return out


def _check_program_matches_trace(trace: Trace, program: Program) -> None:
    """Raise unless ``program``'s statements are exactly the ones the trace recorded."""
    stmts = trace.program["statements"]
    if len(stmts) != len(program.statements) or any(s["code"] != p.code for s, p in zip(stmts, program.statements)):
        raise FormalError(f"{trace.path}: program.statements do not match the wrapper's call() body")


@dataclass
class _StatementRoles:
    """Where each unit's statement and allocations sit in the trace's statement list."""

    unit_stmt: dict[str, int]  # unit -> index of its kernel statement
    allocs_of: dict[str, list[int]]  # unit -> indices of the allocations made for it
    return_index: int | None

    @property
    def anchored(self) -> set[int]:
        """The statements emitted with their unit's executions (the others float)."""
        return set(self.unit_stmt.values()) | {i for v in self.allocs_of.values() for i in v}


def _statement_roles(stmts: Sequence[dict]) -> _StatementRoles:
    """Classify the trace's statements: unit calls, their allocations, and the ``return``."""
    unit_stmt: dict[str, int] = {}
    allocs_of: dict[str, list[int]] = {}
    return_index = None
    for i, s in enumerate(stmts):
        if s["kind"] == "unit":
            unit_stmt[s["unit"]] = i
        elif s["kind"] == "alloc" and s.get("unit"):
            allocs_of.setdefault(s["unit"], []).append(i)
        elif s["kind"] == "return":
            return_index = i
    return _StatementRoles(unit_stmt, allocs_of, return_index)


def _fresh_name(name: str, c: int) -> str:
    """The name ``name`` gets in recomputation ``c`` (``buf2`` -> ``buf2_rc1``)."""
    return f"{name}_rc{c}"


class _ExecutionEmitter:
    """Emits the anchored items (allocations, unit calls, alias replicas) of a schedule's executions,
    tracking which copy of each storage is the most recent one."""

    def __init__(self, realized: Realized, program: Program, roles: _StatementRoles):
        self.realized = realized
        self.program = program
        self.stmts = realized.trace.program["statements"]
        self.names = realized.names
        self.roles = roles
        self.writes = {u.id: [sid for sid, m in u.accesses if m != "r"] for u in realized.trace.problem.units}
        self.recomputable = {u for u, r in realized.reasons.items() if r is None}
        self.copy_of: dict[str, int] = {}  # storage -> index of its most recent copy
        self.replica: dict[tuple[str, int], str] = {}  # (name, copy) -> fresh name bound for that copy
        self.count: dict[str, int] = {}  # unit -> executions emitted so far
        self.items: list[_Item] = []

    def emit_execution(self, uid: str) -> None:
        """Emit the next execution of ``uid``: its first run, or a recomputation with fresh names."""
        c = self.count.get(uid, 0)
        self.count[uid] = c + 1
        if c and uid not in self.recomputable:
            raise FormalError(f"cannot realize: unit {uid!r} may not be recomputed ({self.realized.reasons[uid]})")
        if c:
            self._emit_recomputation(uid, c)
        else:
            self._emit_first_run(uid)

    def _emit_first_run(self, uid: str) -> None:
        """The unit's allocations and call as in the wrapper, reading the most recent copies."""
        mapping: dict[str, str] = {}
        for a in self.roles.allocs_of.get(uid, ()):
            self._emit_allocation(a, mapping, original=a)
        self._emit_unit_call(uid, 0, mapping, original=self.roles.unit_stmt[uid])

    def _emit_recomputation(self, uid: str, c: int) -> None:
        """Run ``c`` of the unit: its allocations and call again, every name they bind made fresh."""
        i = self.roles.unit_stmt[uid]
        mapping: dict[str, str] = {}
        for a in self.roles.allocs_of.get(uid, ()):
            self._bind_fresh(self.program.statements[a].binds, c, mapping)
            self._emit_allocation(a, mapping, original=None)
        self._bind_fresh(self.program.statements[i].binds, c, mapping)
        for sid in self.writes[uid]:
            self.copy_of[sid] = c  # from here on, its names (views of its outputs too) mean the new copy
        self._emit_unit_call(uid, c, mapping, original=None)

    def _bind_fresh(self, binds: Sequence[str], c: int, mapping: dict[str, str]) -> None:
        """Rename each of ``binds`` to its fresh name for copy ``c`` (in ``mapping`` and ``replica``)."""
        for b in binds:
            mapping[b] = self.replica[b, c] = _fresh_name(b, c)

    def _emit_allocation(self, a: int, mapping: dict[str, str], original: int | None) -> None:
        """The allocation statement ``a``, renamed through ``mapping``."""
        binds = self.program.statements[a].binds
        self.items.append(
            _Item(
                rename_code(self.stmts[a]["code"], mapping),
                set(),
                [mapping.get(b, b) for b in binds],
                original=original,
            )
        )

    def _emit_unit_call(self, uid: str, c: int, mapping: dict[str, str], original: int | None) -> None:
        """The unit's kernel statement, renamed through ``mapping`` plus the copies it reads; its
        written storages then have copy ``c`` as their most recent one."""
        i = self.roles.unit_stmt[uid]
        st = self.program.statements[i]
        self._map_reads_to_recent_copies(i, set(st.binds), mapping)  # may add alias replicas, after the allocations
        self.items.append(
            _Item(
                rename_code(self.stmts[i]["code"], mapping),
                {mapping.get(n, n) for n in st.uses},
                [mapping.get(b, b) for b in st.binds],
                original=original,
            )
        )
        for sid in self.writes[uid]:
            self.copy_of[sid] = c

    def _map_reads_to_recent_copies(self, i: int, bound: set[str], mapping: dict[str, str]) -> None:
        """Add to ``mapping`` every local name statement ``i`` reads whose storage's most recent
        copy is a recomputed one (names in ``bound`` or already mapped are left alone)."""
        for n in self.program.statements[i].uses:
            if n not in self.names.local or n in bound or n in mapping:
                continue
            sid = self.names.storage.get(n)
            c = self.copy_of.get(sid, 0) if sid is not None else 0
            if c:
                mapping[n] = self._copy_name(n, c)

    def _copy_name(self, name: str, c: int) -> str:
        """The fresh name under which ``name``'s view of copy ``c`` is bound (emitting alias replicas)."""
        if (name, c) in self.replica:
            return self.replica[name, c]
        if name not in self.names.source:
            raise FormalError(f"cannot realize: name {name!r} of a recomputed storage has no copy for run {c + 1}")
        i, src = self.names.source[name]
        src_new = self._copy_name(src, c)
        new = _fresh_name(name, c)
        self.items.append(_Item(rename_code(self.stmts[i]["code"], {src: src_new, name: new}), {src_new}, [new]))
        self.replica[name, c] = new
        return new


def _with_fresh_name_deletions(items: list[_Item]) -> list[_Item]:
    """``items`` with a ``del`` for each fresh name right after its last use (right after its
    binding when unused), so every copy is freed right after its last reader."""
    fresh_names = {n for it in items if it.original is None for n in it.binds}
    last: dict[str, int] = {}
    for k, it in enumerate(items):
        for n in [*it.binds, *it.uses]:
            if n in fresh_names:
                last[n] = k
    dels_after: dict[int, list[str]] = {}
    for n, k in last.items():
        dels_after.setdefault(k, []).append(n)
    anchored: list[_Item] = []
    for k, it in enumerate(items):
        anchored.append(it)
        for n in sorted(dels_after.get(k, ())):
            anchored.append(_Item(f"del {n}", set(), [], [n]))
    return anchored


def _check_single_assignment(program: Program) -> None:
    """Raise if ``call`` binds a name (other than ``args``) twice: placement keys names by binder."""
    bound_twice = sorted(
        {
            b
            for st in program.statements
            for b in st.binds
            if b != "args" and sum(b in t.binds for t in program.statements) > 1
        }
    )
    if bound_twice:
        raise FormalError(f"cannot realize: name {bound_twice[0]!r} is bound twice in call()")


class _Placement:
    """Interleaves the floating original statements with the anchored items.

    Floating original statements go as early as their names allow. Among themselves they keep
    the original name order; against emitted items, a use follows the binding item and a
    `del` follows every emitted use of its name (so a first copy dies after its last reader).
    Keys: ``("a", k)`` is anchored item ``k``, ``("f", i)`` floating statement ``i``.
    """

    def __init__(self, program: Program, stmts: Sequence[dict], anchored: list[_Item], floating: list[int]):
        self.program = program
        self.stmts = stmts
        self.anchored = anchored
        self.floating = floating
        fset = set(floating)
        deps = statement_dependencies(program)
        self.fdeps = {i: {j for j in deps[i] if j in fset} for i in floating}
        self.users: dict[str, list[tuple[str, int]]] = {}
        for k, it in enumerate(anchored):
            for n in it.uses:
                self.users.setdefault(n, []).append(("a", k))
        self.binder_key: dict[str, tuple[str, int]] = {}
        for k, it in enumerate(anchored):
            for b in it.binds:
                self.binder_key[b] = ("a", k)
        self.done: set[tuple[str, int]] = set()
        self.out: list[str] = []

    def place(self) -> list[str]:
        """Every anchored item in order, each floating statement as soon as it is ready."""
        for k, it in enumerate(self.anchored):
            self._place_ready_floating()
            for n in it.uses:
                if n in self.binder_key and self.binder_key[n] not in self.done:
                    raise FormalError(f"cannot realize: `{it.code[:60]}` needs name {n!r} before it is bound")
            self.out.append(it.code)
            self.done.add(("a", k))
        self._place_ready_floating()
        left = [i for i in self.floating if ("f", i) not in self.done]
        if left:
            raise FormalError(f"statement {left[0]} `{self.stmts[left[0]]['code'][:60]}` could not be placed")
        return self.out

    def _ready(self, i: int) -> bool:
        """May floating statement ``i`` go now (its dependencies, binders and, for a ``del``, users done)?"""
        if any(("f", j) not in self.done for j in self.fdeps[i]):
            return False
        st = self.program.statements[i]
        for n in [*st.uses, *st.deletes]:
            if n in self.binder_key and self.binder_key[n] not in self.done:
                return False
        return all(key in self.done for n in st.deletes for key in self.users.get(n, ()))

    def _place_ready_floating(self) -> None:
        """Emit floating statements, in original order, until none more is ready."""
        progress = True
        while progress:
            progress = False
            for i in self.floating:
                if ("f", i) not in self.done and self._ready(i):
                    self.out.append(self.stmts[i]["code"])
                    self.done.add(("f", i))
                    progress = True


def emit_recompute_source(realized: Realized, schedule: Sequence[str]) -> str:
    """The wrapper source with ``call``'s body rebuilt for the recomputing ``schedule``."""
    program = load_program(realized.trace)
    body = recompute_body(realized, program, schedule)
    return splice_body(
        program, "original statements in plan order with recomputations, by `formal emit --recompute`", body
    )
