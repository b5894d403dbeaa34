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
from formal.recompute.realize import Realized
from formal.recompute.semantics import evaluate, schedule_indices


@dataclass
class _Item:
    code: str
    uses: set[str]
    binds: list[str] = field(default_factory=list)
    deletes: list[str] = field(default_factory=list)
    original: int | None = None      # original statement index (None: added by the emitter)


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
    trace = realized.trace
    plan_peak(realized, schedule)  # legality, run bounds
    stmts = trace.program["statements"]
    if len(stmts) != len(program.statements) or any(s["code"] != p.code for s, p in zip(stmts, program.statements)):
        raise FormalError(f"{trace.path}: program.statements do not match the wrapper's call() body")
    problem = trace.problem
    names = realized.names
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
    anchored_orig = set(unit_stmt.values()) | {i for v in allocs_of.values() for i in v}
    writes = {u.id: [sid for sid, m in u.accesses if m != "r"] for u in problem.units}
    recomputable = {u for u, r in realized.reasons.items() if r is None}

    copy_of: dict[str, int] = {}           # storage -> index of its most recent copy
    replica: dict[tuple[str, int], str] = {}  # (name, copy) -> fresh name bound for that copy
    items: list[_Item] = []
    count: dict[str, int] = {}

    def fresh(name: str, c: int) -> str:
        return f"{name}_rc{c}"

    def copy_name(name: str, c: int) -> str:
        """The fresh name under which ``name``'s view of copy ``c`` is bound (emitting alias replicas)."""
        if (name, c) in replica:
            return replica[name, c]
        if name not in names.source:
            raise FormalError(f"cannot realize: name {name!r} of a recomputed storage has no copy for run {c + 1}")
        i, src = names.source[name]
        src_new = copy_name(src, c)
        new = fresh(name, c)
        items.append(_Item(rename_code(stmts[i]["code"], {src: src_new, name: new}), {src_new}, [new]))
        replica[name, c] = new
        return new

    def read_mapping(i: int, bound: set[str], mapping: dict[str, str]) -> dict[str, str]:
        for n in program.statements[i].uses:
            if n not in names.local or n in bound or n in mapping:
                continue
            sid = names.storage.get(n)
            c = copy_of.get(sid, 0) if sid is not None else 0
            if c:
                mapping[n] = copy_name(n, c)
        return mapping

    for uid in schedule:
        c = count.get(uid, 0)
        count[uid] = c + 1
        if c and uid not in recomputable:
            raise FormalError(f"cannot realize: unit {uid!r} may not be recomputed ({realized.reasons[uid]})")
        i = unit_stmt[uid]
        st = program.statements[i]
        mapping: dict[str, str] = {}
        for a in allocs_of.get(uid, ()):
            if c:
                for b in program.statements[a].binds:
                    mapping[b] = replica[b, c] = fresh(b, c)
            items.append(_Item(rename_code(stmts[a]["code"], mapping), set(),
                               [mapping.get(b, b) for b in program.statements[a].binds], original=None if c else a))
        if c:
            for b in st.binds:
                mapping[b] = replica[b, c] = fresh(b, c)
            for sid in writes[uid]:
                copy_of[sid] = c  # from here on, its names (views of its outputs too) mean the new copy
        read_mapping(i, set(st.binds), mapping)  # may add alias replicas, after the allocations
        items.append(_Item(rename_code(stmts[i]["code"], mapping), {mapping.get(n, n) for n in st.uses},
                           [mapping.get(b, b) for b in st.binds], original=None if c else i))
        for sid in writes[uid]:
            copy_of[sid] = c

    # A fresh name dies right after its last use (right after its binding when unused).
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

    # Floating original statements: as early as their names allow. Among themselves they keep
    # the original name order; against emitted items, a use follows the binding item and a
    # `del` follows every emitted use of its name (so a first copy dies after its last reader).
    bound_twice = sorted({b for st in program.statements for b in st.binds if b != "args"
                          and sum(b in t.binds for t in program.statements) > 1})
    if bound_twice:
        raise FormalError(f"cannot realize: name {bound_twice[0]!r} is bound twice in call()")
    floating = [i for i in range(len(stmts)) if i not in anchored_orig and i != return_index]
    fset = set(floating)
    deps = statement_dependencies(program)
    fdeps = {i: {j for j in deps[i] if j in fset} for i in floating}
    users: dict[str, list[tuple[str, int]]] = {}
    for k, it in enumerate(anchored):
        for n in it.uses:
            users.setdefault(n, []).append(("a", k))
    binder_key: dict[str, tuple[str, int]] = {}
    for k, it in enumerate(anchored):
        for b in it.binds:
            binder_key[b] = ("a", k)
    done: set[tuple[str, int]] = set()
    out: list[str] = []

    def ready(i: int) -> bool:
        if any(("f", j) not in done for j in fdeps[i]):
            return False
        st = program.statements[i]
        for n in [*st.uses, *st.deletes]:
            if n in binder_key and binder_key[n] not in done:
                return False
        return all(key in done for n in st.deletes for key in users.get(n, ()))

    def flush() -> None:
        progress = True
        while progress:
            progress = False
            for i in floating:
                if ("f", i) not in done and ready(i):
                    out.append(stmts[i]["code"])
                    done.add(("f", i))
                    progress = True

    for k, it in enumerate(anchored):
        flush()
        for n in it.uses:
            if n in binder_key and binder_key[n] not in done:
                raise FormalError(f"cannot realize: `{it.code[:60]}` needs name {n!r} before it is bound")
        out.append(it.code)
        done.add(("a", k))
    flush()
    left = [i for i in floating if ("f", i) not in done]
    if left:
        raise FormalError(f"statement {left[0]} `{stmts[left[0]]['code'][:60]}` could not be placed")
    if return_index is not None:
        out.append(stmts[return_index]["code"])
    return out


def emit_recompute_source(realized: Realized, schedule: Sequence[str]) -> str:
    """The wrapper source with ``call``'s body rebuilt for the recomputing ``schedule``."""
    program = load_program(realized.trace)
    body = recompute_body(realized, program, schedule)
    return splice_body(program, "original statements in plan order with recomputations, by `formal emit "
                                "--recompute`", body)
