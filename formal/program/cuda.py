"""What CUDA adds to reading a program: wrapper normalization and Triton kernel effects.

Capture and replay on CUDA run the same code as on CPU (parse, profile statement by
statement, emit, replay); this module holds the two things that differ in the
*program*, both pure source analysis that runs (and is tested) without a GPU (whether the
machine has CUDA at all is :func:`formal.machine.devices.require_device`'s question):

* :func:`normalize_cuda_wrapper` — Inductor wraps the CUDA part of ``call`` in
  ``with torch.cuda._DeviceGuard(0):`` and starts it with ``torch.cuda.set_device(0)``
  and ``raw_stream0 = get_raw_stream(0)`` (``stream0`` in older versions). Formal
  schedules the statements of ``call``'s body, so the guard's body is lifted into
  ``call``'s body (one indentation level less, nothing else changed) and the two
  device-setup statements move to module level, right before the top-level statement
  holding ``call`` (``class Runner`` in recent versions). On one GPU
  with the default stream — what capture and replay use — this is the same program:
  the guard only makes device 0 current, which the module-level ``set_device`` already
  did, and the raw stream is the current (default) stream's handle, the same at load
  time as at call time. A wrapper that uses another device or a side stream is refused;
* :func:`declare_triton_effects` — Triton launches (``triton_poi_fused_0.run(in_ptr0,
  out_ptr0, xnumel, stream=raw_stream0)``) declare their effects by parameter name in
  the kernel's ``def`` inside ``async_compile.triton('name', '''...''')``, with the same
  convention as the C++ kernels: ``in_out_ptr*`` read-write, ``out_ptr*`` write, the
  rest read. Profiling cross-checks these declarations by content comparison exactly
  as on CPU.
"""

from __future__ import annotations

import ast
import re
from dataclasses import replace

from formal.base.errors import FormalError
from formal.program.statements import Program, _dotted, _kernel_effects, compiled_kernels

_TRITON_DEF = re.compile(r"\bdef\s+(\w+)\s*\(([^)]*)\)", re.S)


# --- normalization ---------------------------------------------------------------------------


def _int_arg(call: ast.Call) -> int | None:
    if (
        len(call.args) == 1
        and not call.keywords
        and isinstance(call.args[0], ast.Constant)
        and isinstance(call.args[0].value, int)
    ):
        return call.args[0].value
    return None


def _device_guard(node: ast.stmt) -> int | None:
    """The device index of ``with torch.cuda._DeviceGuard(i):`` (the whole statement), else None."""
    if not (isinstance(node, ast.With) and len(node.items) == 1 and node.items[0].optional_vars is None):
        return None
    call = node.items[0].context_expr
    if isinstance(call, ast.Call) and _dotted(call.func) in ("torch.cuda._DeviceGuard", "torch.cuda.device"):
        return _int_arg(call)
    return None


_STREAM_GETTERS = ("get_raw_stream", "get_cuda_stream")  # the name differs between Inductor versions


def _device_setup(node: ast.stmt) -> bool:
    """``torch.cuda.set_device(0)``, ``<name> = get_raw_stream(0)`` or a bare ``get_raw_stream(0)``."""
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        return _dotted(node.value.func) in ("torch.cuda.set_device", *_STREAM_GETTERS) and _int_arg(node.value) == 0
    if (
        isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Call)
    ):
        return _dotted(node.value.func) in _STREAM_GETTERS and _int_arg(node.value) == 0
    return False


def _call_def(tree: ast.Module) -> tuple[ast.FunctionDef, ast.stmt]:
    """``call(args)`` (a function, or ``Runner.call(self, args)``) and the top-level statement holding it."""
    for top in tree.body:
        for node in ast.walk(top):
            if (
                isinstance(node, ast.FunctionDef)
                and node.name == "call"
                and any(a.arg == "args" for a in node.args.args)
            ):
                return node, top
    raise FormalError("wrapper has no `call(args)` function: not an Inductor Python wrapper")


def normalize_cuda_wrapper(source: str, filename: str = "<wrapper>") -> str:
    """Lift ``call``'s device-guard blocks into its body and hoist device setup (see module doc).

    Idempotent; a wrapper with no guard is returned unchanged. Raises FormalError for a
    wrapper it cannot normalize safely (another device, a side stream, a nested block).
    """
    try:
        tree = ast.parse(source, filename)
    except SyntaxError as exc:
        raise FormalError(f"{filename}: not valid Python (line {exc.lineno}): {exc.msg}") from None
    fn, top = _call_def(tree)
    lines = source.splitlines(keepends=True)
    drop: set[int] = set()  # 0-based lines removed from call
    dedent: dict[int, str] = {}  # 0-based line -> prefix to strip
    hoisted: list[str] = []
    for node in fn.body:
        device = _device_guard(node)
        if device is None:
            if isinstance(node, (ast.With, ast.AsyncWith)):
                raise FormalError(
                    f"{filename}: line {node.lineno}: `call` has a `with` block formal cannot "
                    f"flatten (only torch.cuda._DeviceGuard(0) is supported; side streams are not)"
                )
            if _device_setup(node):
                hoisted.append(ast.get_source_segment(source, node) or "")
                drop.update(range(node.lineno - 1, (node.end_lineno or node.lineno)))
            continue
        if device != 0:
            raise FormalError(
                f"{filename}: line {node.lineno}: the program runs on cuda:{device}; "
                f"formal captures and replays on cuda:0 only"
            )
        first = node.body[0]
        if first.lineno == node.lineno:
            raise FormalError(f"{filename}: line {node.lineno}: a one-line `with` block cannot be flattened")
        drop.add(node.lineno - 1)
        outer = lines[node.lineno - 1][: node.col_offset]
        inner = lines[first.lineno - 1][: first.col_offset]
        if not inner.startswith(outer) or inner == outer:
            raise FormalError(f"{filename}: line {first.lineno}: unexpected indentation inside the device guard")
        strip = inner[len(outer) :]
        for sub in ast.walk(node):  # dedenting would change a string literal's lines
            if (
                isinstance(sub, ast.Constant)
                and isinstance(sub.value, (str, bytes))
                and (sub.end_lineno or sub.lineno) > sub.lineno
            ):
                raise FormalError(
                    f"{filename}: line {sub.lineno}: a multi-line string inside the device guard "
                    f"cannot be dedented safely"
                )
        for stmt in node.body:
            if isinstance(stmt, (ast.With, ast.AsyncWith)):
                raise FormalError(
                    f"{filename}: line {stmt.lineno}: a `with` block inside the device guard "
                    f"(a side stream?) cannot be flattened"
                )
            if _device_setup(stmt):
                hoisted.append(ast.get_source_segment(source, stmt) or "")
                drop.update(range(stmt.lineno - 1, (stmt.end_lineno or stmt.lineno)))
        for k in range(node.lineno, node.end_lineno or node.lineno):
            dedent[k] = strip
    if not drop:
        return source
    out: list[str] = []
    # Module level, right before the top-level statement holding `call` (its `def`, or `class Runner`).
    def_line = min([top.lineno, *(d.lineno for d in getattr(top, "decorator_list", []))]) - 1
    for k, line in enumerate(lines):
        if k == def_line:
            for code in dict.fromkeys(hoisted):  # once each, in order of appearance
                out.append(code + "\n")
        if k in drop:
            continue
        if k in dedent and line.strip():
            if line.startswith(dedent[k]):
                line = line[len(dedent[k]) :]
            elif not line.lstrip().startswith("#"):  # a comment may sit anywhere; code may not
                raise FormalError(f"{filename}: line {k + 1}: cannot remove the device guard's indentation")
        out.append(line)
    result = "".join(out)
    check, _ = _call_def(ast.parse(result, filename))
    if any(isinstance(s, (ast.With, ast.AsyncWith)) for s in check.body):  # pragma: no cover - defensive
        raise FormalError(f"{filename}: internal error: the device guard is still there after normalization")
    return result


# --- Triton kernel effects -------------------------------------------------------------------


def triton_kernel_params(source: str) -> dict[str, list[str]]:
    """Triton kernels defined by ``name = async_compile.triton('name', '''...''')``: parameter names."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return {}
    out: dict[str, list[str]] = {}
    for name, call, kernel_source in compiled_kernels(tree, "triton"):
        kernel_name = call.args[0].value if isinstance(call.args[0], ast.Constant) else name
        for m in _TRITON_DEF.finditer(kernel_source):
            if m.group(1) == kernel_name:
                params = []
                for p in m.group(2).split(","):
                    p = p.split(":")[0].split("=")[0].strip()  # `XBLOCK : tl.constexpr`
                    if p:
                        params.append(p)
                out[name] = params
                break
    return out


def declare_triton_effects(program: Program) -> Program:
    """``program`` with each Triton launch's declared writes/reads filled in (unchanged if none)."""
    params = triton_kernel_params(program.source)
    if not params:
        return program
    statements = []
    for st in program.statements:
        kernel = (st.target or "").removesuffix(".run")
        if st.kind == "kernel" and st.target and st.target.endswith(".run") and kernel in params:
            node = ast.parse(st.code).body[0]
            call = node.value if isinstance(node, (ast.Expr, ast.Assign)) else None
            if isinstance(call, ast.Call):
                writes, rw, reads = _kernel_effects(node, call, st.target, {st.target: params[kernel]})
                st = replace(st, writes=writes, rw=rw, reads=reads)
        statements.append(st)
    return replace(program, statements=statements)
