"""Static analysis of an Inductor wrapper: the statements of ``call`` and what they name.

The wrapper Inductor generates is a Python module: kernel definitions at top level
(``name = async_compile.cpp_pybinding([types], r'''...extern "C" void kernel(...)''')``)
and a ``call(args)`` function whose body allocates buffers, calls kernels, makes
views and aliases, deletes names and returns the outputs.

This module parses that source (never executes it) and gives, for every statement
of ``call``:

* its **kind**: ``prologue`` (unpacking ``args``), ``alloc`` (a fresh empty buffer),
  ``alias`` (``a = b``, ``a = reinterpret_tensor(b, ...)``, ``a = b.view(...)``, ``a = None``),
  ``projection`` (``a = b[i]``), ``check`` (``assert_size_stride`` and friends, which
  read only metadata, and guards ``if not (u0 <= 16): raise ...`` on data-dependent
  sizes), ``del``, ``return``, or ``kernel`` (everything else: a call that may read or
  write storage contents, including ``u0 = buf1.size(0)``, which binds a size);
* the local **names** it uses, binds and deletes (for statement-level ordering at
  emission);
* for kernels, the **declared effects**: which named arguments it writes. Sources:
  C++ kernel signatures (``in_ptr`` read, ``out_ptr`` write, ``in_out_ptr`` read-write),
  ``out=`` arguments, op schemas' alias annotations (``Tensor(a!)`` is written), and
  in-place methods (``x.copy_(...)``). Every other tensor a statement names is read.

Profiling (:mod:`formal.capture.profile`) maps names to storages at run time and
cross-checks these declarations against content changes.

Emission places every statement that is not a unit by its names
(:func:`statement_dependencies`); :func:`name_needs` and :func:`unrealizable` say which
statements a unit needs by name and whether the unit model orders them, so that every
legal unit order can be emitted.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterator

from formal.base.errors import FormalError
from formal.model.deps import predecessors

KINDS = ("prologue", "alloc", "alias", "projection", "check", "del", "return", "kernel")
NON_UNIT_KINDS = ("prologue", "alias", "projection", "check", "del", "return")

ALLOC_FUNCS = {"empty_strided_cpu", "empty_strided_cuda", "empty_strided", "empty_strided_cpu_pinned"}
VIEW_FUNCS = {"reinterpret_tensor", "as_strided", "_reinterpret_tensor"}
VIEW_METHODS = {
    "view",
    "reshape",
    "as_strided",
    "expand",
    "permute",
    "t",
    "transpose",
    "unsqueeze",
    "squeeze",
    "view_as",
    "narrow",
    "select",
    "detach",
    "alias",
}
CHECK_FUNCS = {"assert_size_stride", "assert_alignment", "check_memory_format"}
_KERNEL_SIG = re.compile(r'extern\s+"C"[^(]*\bkernel\s*\(([^)]*)\)', re.S)


@dataclass
class Statement:
    """One statement of ``call``: its source, kind and names."""

    index: int
    code: str
    kind: str
    lineno: int
    uses: list[str] = field(default_factory=list)  # local names read (in order of appearance)
    binds: list[str] = field(default_factory=list)  # local names (re)bound
    deletes: list[str] = field(default_factory=list)  # local names deleted
    writes: list[str] = field(default_factory=list)  # names whose storage contents it declares written
    rw: list[str] = field(default_factory=list)  # subset of writes that also read
    reads: list[str] = field(default_factory=list)  # names it reads (kernels: all but write-only args)
    target: str | None = None  # kernel's callee, for labels


@dataclass
class Program:
    """The parsed wrapper: kernel signatures and the statements of ``call``."""

    source: str
    statements: list[Statement]
    kernel_params: dict[str, list[str]]  # C++ kernel name -> parameter names in order
    body_first_line: int  # 1-based line of the first statement of call
    body_last_line: int  # 1-based last line of the last statement of call
    body_indent: str


def _call_function(tree: ast.Module) -> ast.FunctionDef:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "call" and any(a.arg == "args" for a in node.args.args):
            return node
    raise FormalError("wrapper has no `call(args)` function: not an Inductor Python wrapper")


def compiled_kernels(tree: ast.Module, kind: str) -> Iterator[tuple[str, ast.Call, str]]:
    """The kernels a wrapper defines as ``name = async_compile.<kind>(first, 'source', ...)``:
    ``(name, the call, its source)``, in file order."""
    for node in tree.body:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
            continue
        call = node.value
        if (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr == kind
            and len(call.args) >= 2
            and isinstance(call.args[1], ast.Constant)
            and isinstance(call.args[1].value, str)
        ):
            yield node.targets[0].id, call, call.args[1].value


def _kernel_params(tree: ast.Module) -> dict[str, list[str]]:
    """C++ kernels defined by ``async_compile.cpp_pybinding``: their parameter names."""
    out: dict[str, list[str]] = {}
    for name, _call, source in compiled_kernels(tree, "cpp_pybinding"):
        m = _KERNEL_SIG.search(source)
        if not m:
            continue
        params = []
        for p in m.group(1).split(","):
            p = p.strip()
            if p:
                params.append(re.split(r"[\s*&]+", p)[-1])
        out[name] = params
    return out


def _dotted(node: ast.AST) -> str:
    """``torch.ops.aten.mm.out`` for an attribute chain, '' if not a plain chain."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return ""


def _names_in(node: ast.AST | None) -> list[str]:
    """Names loaded anywhere inside ``node``, in order, without repeats."""
    if node is None:
        return []
    seen: list[str] = []
    for n in ast.walk(node):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id not in seen:
            seen.append(n.id)
    return seen


def _schema_written_args(callee: str, call: ast.Call) -> list[ast.AST]:
    """Arguments that an ``aten``/``torch.ops`` op schema marks as mutated (``Tensor(a!)``)."""
    parts = callee.split(".")
    if parts[0] == "aten":
        parts = ["torch", "ops", "aten", *parts[1:]]
    if parts[:2] != ["torch", "ops"] or len(parts) < 4:
        return []
    import torch  # local: static analysis needs torch only for schemas

    obj = torch.ops
    try:
        for p in parts[2:]:
            obj = getattr(obj, p)
    except (AttributeError, RuntimeError):
        return []
    if not hasattr(obj, "_schema"):  # an OpOverloadPacket: take its default overload
        obj = getattr(obj, "default", None)
        if obj is None or not hasattr(obj, "_schema"):
            return []
    written = []
    for i, arg in enumerate(obj._schema.arguments):
        if arg.alias_info is None or not arg.alias_info.is_write:
            continue
        if arg.kwarg_only or i >= len(call.args):
            written.extend(kw.value for kw in call.keywords if kw.arg == arg.name)
        else:
            written.append(call.args[i])
    return written


def _name_counts(node: ast.AST) -> Counter:
    return Counter(n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load))


def _kernel_effects(
    stmt: ast.stmt, call: ast.Call, callee: str, kernel_params: dict[str, list[str]]
) -> tuple[list[str], list[str], list[str]]:
    """(written names, read-written names, read names) declared by a kernel statement.

    A name is read unless every occurrence of it in the statement is a write-only position
    (an ``out_ptr`` argument or ``out=``).
    """
    writes: list[str] = []
    rw: list[str] = []
    write_only = Counter()

    def add(expr: ast.AST, read_too: bool) -> None:
        for name in _names_in(expr):
            if name not in writes:
                writes.append(name)
            if read_too and name not in rw:
                rw.append(name)
        if not read_too:
            write_only.update(_name_counts(expr))

    if callee in kernel_params:
        for param, arg in zip(kernel_params[callee], call.args):
            if param.startswith("in_out_ptr"):
                add(arg, True)
            elif param.startswith("out_ptr"):
                add(arg, False)
    for kw in call.keywords:
        if kw.arg == "out":
            add(kw.value, False)
    for arg in _schema_written_args(callee, call):
        add(arg, True)
    if isinstance(call.func, ast.Attribute) and call.func.attr.endswith("_") and not call.func.attr.startswith("_"):
        add(call.func.value, True)  # x.copy_(...), x.zero_(): in-place method
    total = _name_counts(stmt.value if isinstance(stmt, (ast.Expr, ast.Assign)) else stmt)
    reads = [n for n in _names_in(stmt) if total[n] > write_only[n]]
    return writes, rw, reads


def _classify(
    stmt: ast.stmt, kernel_params: dict[str, list[str]]
) -> tuple[str, list[str], list[str], list[str], str | None]:
    """(kind, binds, deletes, writes/rw handled by caller, callee)."""
    if isinstance(stmt, ast.Delete):
        return "del", [], [t.id for t in stmt.targets if isinstance(t, ast.Name)], [], None
    if isinstance(stmt, ast.Return):
        return "return", [], [], [], None
    if isinstance(stmt, ast.If) and not stmt.orelse and stmt.body and all(isinstance(b, ast.Raise) for b in stmt.body):
        return "check", [], [], [], None  # `if not (u0 <= 16): raise RuntimeError(...)`: a guard on sizes
    if isinstance(stmt, ast.Assign):
        binds = [n.id for t in stmt.targets for n in ast.walk(t) if isinstance(n, ast.Name)]
        value = stmt.value
        if isinstance(value, ast.Name) and value.id == "args":
            return "prologue", binds, [], [], None
        if isinstance(value, (ast.Name, ast.Constant)):  # `buf4 = buf3`, `buf3 = None`
            return "alias", binds, [], [], None
        if isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name):
            return "projection", binds, [], [], None
        if isinstance(value, ast.Call):
            callee = _dotted(value.func)
            short = callee.rsplit(".", 1)[-1]
            if callee in ALLOC_FUNCS:
                return "alloc", binds, [], [], callee
            if callee in VIEW_FUNCS:
                return "alias", binds, [], [], callee
            if (
                isinstance(value.func, ast.Attribute)
                and isinstance(value.func.value, ast.Name)
                and short in VIEW_METHODS
            ):
                return "alias", binds, [], [], callee
            return "kernel", binds, [], [], callee
        return "kernel", binds, [], [], None
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
        callee = _dotted(stmt.value.func)
        if callee in CHECK_FUNCS:
            return "check", [], [], [], callee
        if callee == "args.clear":
            return "prologue", ["args"], [], [], callee
        return "kernel", [], [], [], callee
    return "kernel", [], [], [], None


def _physical_lines(source: str) -> list[str]:
    """The source's lines as the parser numbers them (``\r\n``, ``\r``, ``\n``), ends kept."""
    return re.findall(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$", source)


def _segment(lines: list[str], node: ast.stmt) -> str:
    """``ast.get_source_segment(source, node)`` on pre-split lines (that function splits the
    whole source on every call: quadratic in a wrapper of thousands of statements)."""
    first, last = node.lineno - 1, (node.end_lineno or node.lineno) - 1
    start, end = node.col_offset, node.end_col_offset
    if first == last:
        return lines[first].encode()[start:end].decode()
    return (
        lines[first].encode()[start:].decode() + "".join(lines[first + 1 : last]) + lines[last].encode()[:end].decode()
    )


def parse_program(source: str, filename: str = "<wrapper>") -> Program:
    """Parse a wrapper's source into a :class:`Program` (raises FormalError if it is not one)."""
    try:
        tree = ast.parse(source, filename)
    except SyntaxError as exc:
        raise FormalError(f"{filename}: not valid Python (line {exc.lineno}): {exc.msg}") from None
    fn = _call_function(tree)
    kernel_params = _kernel_params(tree)
    lines = source.splitlines()
    physical = _physical_lines(source)
    statements: list[Statement] = []
    for i, stmt in enumerate(fn.body):
        code = _segment(physical, stmt)
        kind, binds, deletes, _, callee = _classify(stmt, kernel_params)
        uses = [n for n in _names_in(stmt) if n not in deletes]
        st = Statement(
            index=i, code=code, kind=kind, lineno=stmt.lineno, uses=uses, binds=binds, deletes=deletes, target=callee
        )
        if kind == "kernel":
            call = stmt.value if isinstance(stmt, (ast.Expr, ast.Assign)) else None
            if isinstance(call, ast.Call):
                st.writes, st.rw, st.reads = _kernel_effects(stmt, call, callee or "", kernel_params)
            else:
                st.reads = list(uses)
        statements.append(st)
    first = fn.body[0]
    indent = lines[first.lineno - 1][: first.col_offset]
    return Program(
        source=source,
        statements=statements,
        kernel_params=kernel_params,
        body_first_line=first.lineno,
        body_last_line=fn.body[-1].end_lineno or first.lineno,
        body_indent=indent,
    )


# --------------------------------------------------------------------------- name dependencies


def statement_dependencies(program: Program) -> list[set[int]]:
    """``deps[i]``: statements that must precede statement ``i`` because of the names they share.

    Per local name, in original order: a use follows the binding it reads; a (re)binding
    or ``del`` follows the previous binding and every use since.
    """
    local = {n for st in program.statements for n in st.binds} | {"args", "self"}
    deps: list[set[int]] = [set() for _ in program.statements]
    last_def: dict[str, int] = {}
    uses_since: dict[str, list[int]] = {}
    for st in program.statements:
        i = st.index
        for name in st.uses:
            if name in local and name in last_def:
                deps[i].add(last_def[name])
                uses_since.setdefault(name, []).append(i)
        for name in [*st.binds, *st.deletes]:
            if name in last_def:
                deps[i].add(last_def[name])
            deps[i].update(uses_since.get(name, ()))
            last_def[name] = i
            uses_since[name] = []
        deps[i].discard(i)
    return deps


@dataclass
class NameNeeds:
    """What emitting one unit needs by name.

    ``inner``: the unit's own statements (its kernel call and allocations) and every
    floating statement (not a unit, not an allocation) they need, transitively: emission
    places these no later than the unit. ``outer``: statements of *other* units reached
    on the way, ``index -> (unit, index of the inner statement that needs it)``; each of
    those units must run before this one in every legal order.
    """

    inner: set[int]
    outer: dict[int, tuple[str, int]]


def name_needs(program: Program, home: list[str | None], deps: list[set[int]] | None = None) -> dict[str, NameNeeds]:
    """Per unit id: its :class:`NameNeeds`. ``home[i]``: the unit statement ``i`` is emitted
    with (its own for a kernel call, the unit an allocation belongs to), ``None`` for a
    floating statement or the return."""
    deps = statement_dependencies(program) if deps is None else deps
    floating = {i for i, st in enumerate(program.statements) if home[i] is None and st.kind != "return"}
    groups: dict[str, list[int]] = {}
    for i, uid in enumerate(home):
        if uid is not None:
            groups.setdefault(uid, []).append(i)
    out: dict[str, NameNeeds] = {}
    for uid, own in groups.items():
        needs = NameNeeds(set(own), {})
        stack = list(own)
        while stack:
            s = stack.pop()
            for d in deps[s]:
                if d in needs.inner or d in needs.outer:
                    continue
                if d in floating:
                    needs.inner.add(d)
                    stack.append(d)
                elif home[d] is not None and home[d] != uid:
                    needs.outer[d] = (home[d], s)
        out[uid] = needs
    return out


def _describe_statement(program: Program, i: int) -> str:
    return f"wrapper statement {i} `{program.statements[i].code.splitlines()[0][:60]}`"


def unrealizable(program: Program, home: list[str | None], problem, deps: list[set[int]] | None = None) -> str | None:
    """Why some legal order of ``problem`` could not be emitted by name, or ``None``.

    Emission (:mod:`formal.emit.permute`) can place every statement for every legal unit
    order exactly when each unit's name needs on other units (:func:`name_needs`) are
    dependencies of the unit model: then those units have run, and the floating statements
    between them are placed as soon as their names allow.
    """
    index = problem.unit_index
    ancestors: list[int] = []  # bitsets over unit indices, units in original order
    for j, preds in enumerate(predecessors(problem)):
        bits = 0
        for p in preds:
            bits |= ancestors[p] | (1 << p)
        ancestors.append(bits)
    for uid, needs in name_needs(program, home, deps).items():
        k = index[uid]
        for d, (vid, s) in sorted(needs.outer.items()):
            if not ancestors[k] >> index[vid] & 1:
                call = max(i for i in needs.inner if home[i] == uid)  # the unit's call (after its allocations)
                via = "" if s == call else f", through {_describe_statement(program, s)}"
                return (
                    f"unit {uid!r} ({_describe_statement(program, call)}) needs {_describe_statement(program, d)} "
                    f"of unit {vid!r} by name{via}, but no storage dependency orders unit {vid!r} before "
                    f"unit {uid!r}"
                )
    return None
