"""Static analysis of an Inductor wrapper: the statements of ``call`` and what they name.

The wrapper Inductor generates is a Python module: kernel definitions at top level
(``name = async_compile.cpp_pybinding([types], r'''...extern "C" void kernel(...)''')``)
and a ``call(args)`` function whose body allocates buffers, calls kernels, makes
views and aliases, deletes names and returns the outputs.

This module parses that source (never executes it) and gives, for every statement
of ``call``:

* its **kind**: ``prologue`` (unpacking ``args``), ``alloc`` (a fresh empty buffer),
  ``alias`` (``a = b``, ``a = reinterpret_tensor(b, ...)``, ``a = b.view(...)``),
  ``projection`` (``a = b[i]``), ``check`` (``assert_size_stride`` and friends, which
  read only metadata), ``del``, ``return``, or ``kernel`` (everything else: a call
  that may read or write storage contents);
* the local **names** it uses, binds and deletes (for statement-level ordering at
  emission);
* for kernels, the **declared effects**: which named arguments it writes. Sources:
  C++ kernel signatures (``in_ptr`` read, ``out_ptr`` write, ``in_out_ptr`` read-write),
  ``out=`` arguments, op schemas' alias annotations (``Tensor(a!)`` is written), and
  in-place methods (``x.copy_(...)``). Every other tensor a statement names is read.

Profiling (:mod:`formal.capture.profile`) maps names to storages at run time and
cross-checks these declarations against content changes.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from dataclasses import dataclass, field

from formal.errors import FormalError

KINDS = ("prologue", "alloc", "alias", "projection", "check", "del", "return", "kernel")
NON_UNIT_KINDS = ("prologue", "alias", "projection", "check", "del", "return")

ALLOC_FUNCS = {"empty_strided_cpu", "empty_strided_cuda", "empty_strided", "empty_strided_cpu_pinned"}
VIEW_FUNCS = {"reinterpret_tensor", "as_strided", "_reinterpret_tensor"}
VIEW_METHODS = {"view", "reshape", "as_strided", "expand", "permute", "t", "transpose", "unsqueeze",
                "squeeze", "view_as", "narrow", "select", "detach", "alias"}
CHECK_FUNCS = {"assert_size_stride", "assert_alignment", "check_memory_format"}
_KERNEL_SIG = re.compile(r'extern\s+"C"[^(]*\bkernel\s*\(([^)]*)\)', re.S)


@dataclass
class Statement:
    """One statement of ``call``: its source, kind and names."""

    index: int
    code: str
    kind: str
    lineno: int
    uses: list[str] = field(default_factory=list)      # local names read (in order of appearance)
    binds: list[str] = field(default_factory=list)     # local names (re)bound
    deletes: list[str] = field(default_factory=list)   # local names deleted
    writes: list[str] = field(default_factory=list)    # names whose storage contents it declares written
    rw: list[str] = field(default_factory=list)        # subset of writes that also read
    reads: list[str] = field(default_factory=list)     # names it reads (kernels: all but write-only args)
    target: str | None = None                          # kernel's callee, for labels


@dataclass
class Program:
    """The parsed wrapper: kernel signatures and the statements of ``call``."""

    source: str
    statements: list[Statement]
    kernel_params: dict[str, list[str]]  # C++ kernel name -> parameter names in order
    body_first_line: int  # 1-based line of the first statement of call
    body_last_line: int   # 1-based last line of the last statement of call
    body_indent: str


def _call_function(tree: ast.Module) -> ast.FunctionDef:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "call" and any(a.arg == "args" for a in node.args.args):
            return node
    raise FormalError("wrapper has no `call(args)` function: not an Inductor Python wrapper")


def _kernel_params(tree: ast.Module) -> dict[str, list[str]]:
    """C++ kernels defined by ``async_compile.cpp_pybinding``: their parameter names."""
    out: dict[str, list[str]] = {}
    for node in tree.body:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
            continue
        call = node.value
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                and call.func.attr == "cpp_pybinding" and len(call.args) >= 2):
            continue
        src = call.args[1]
        if not (isinstance(src, ast.Constant) and isinstance(src.value, str)):
            continue
        m = _KERNEL_SIG.search(src.value)
        if not m:
            continue
        params = []
        for p in m.group(1).split(","):
            p = p.strip()
            if p:
                params.append(re.split(r"[\s*&]+", p)[-1])
        out[node.targets[0].id] = params
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


def _kernel_effects(stmt: ast.stmt, call: ast.Call, callee: str, kernel_params: dict[str, list[str]]
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


def _classify(stmt: ast.stmt, kernel_params: dict[str, list[str]]) -> tuple[str, list[str], list[str], list[str], str | None]:
    """(kind, binds, deletes, writes/rw handled by caller, callee)."""
    if isinstance(stmt, ast.Delete):
        return "del", [], [t.id for t in stmt.targets if isinstance(t, ast.Name)], [], None
    if isinstance(stmt, ast.Return):
        return "return", [], [], [], None
    if isinstance(stmt, ast.Assign):
        binds = [n.id for t in stmt.targets for n in ast.walk(t) if isinstance(n, ast.Name)]
        value = stmt.value
        if isinstance(value, ast.Name) and value.id == "args":
            return "prologue", binds, [], [], None
        if isinstance(value, ast.Name):
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
            if isinstance(value.func, ast.Attribute) and isinstance(value.func.value, ast.Name) and short in VIEW_METHODS:
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


def parse_program(source: str, filename: str = "<wrapper>") -> Program:
    """Parse a wrapper's source into a :class:`Program` (raises FormalError if it is not one)."""
    try:
        tree = ast.parse(source, filename)
    except SyntaxError as exc:
        raise FormalError(f"{filename}: not valid Python (line {exc.lineno}): {exc.msg}") from None
    fn = _call_function(tree)
    kernel_params = _kernel_params(tree)
    lines = source.splitlines()
    statements: list[Statement] = []
    for i, stmt in enumerate(fn.body):
        code = ast.get_source_segment(source, stmt) or ""
        kind, binds, deletes, _, callee = _classify(stmt, kernel_params)
        uses = [n for n in _names_in(stmt) if n not in deletes]
        st = Statement(index=i, code=code, kind=kind, lineno=stmt.lineno, uses=uses, binds=binds,
                       deletes=deletes, target=callee)
        if kind == "kernel":
            call = stmt.value if isinstance(stmt, (ast.Expr, ast.Assign)) else None
            if isinstance(call, ast.Call):
                st.writes, st.rw, st.reads = _kernel_effects(stmt, call, callee or "", kernel_params)
            else:
                st.reads = list(uses)
        statements.append(st)
    first = fn.body[0]
    indent = lines[first.lineno - 1][: first.col_offset]
    return Program(source=source, statements=statements, kernel_params=kernel_params,
                   body_first_line=first.lineno, body_last_line=fn.body[-1].end_lineno or first.lineno,
                   body_indent=indent)
