"""Run a wrapper on the compiled kernels shipped beside it: no C++ compiler, no Inductor.

An Inductor CPU wrapper defines each C++ kernel as
``name = async_compile.cpp_pybinding([argtypes], r'''source''')`` and binds them all with
``async_compile.wait(globals())``; Inductor compiles each source into a Python extension
module (``PyInit_kernel``) and calls its ``kernel`` function. Its other imports from
``torch._inductor`` are small helpers (``run_intermediate_hooks``, ``maybe_profile``,
``_align``) and ``extern_kernels``, a namespace of ATen functions. Importing any of them
imports Inductor's compile machinery (seconds), and compiling needs a C++ compiler.

A formal artifact therefore ships, beside each certified program, the libraries its kernels
were loaded from (``kernels/<sha256>.so``, recorded by name and sha256 at capture,
:mod:`formal.machine.kernel_cache`) and what each ``extern_kernels`` name it calls resolves
to (:func:`extern_kernel_paths`). :func:`load_prebuilt` then executes the wrapper's hashed
bytes with its ``torch._inductor`` imports answered by the stand-ins below:

* ``cpp_pybinding`` returns a placeholder; ``wait`` binds each placeholder, by the name it
  was assigned to, to the ``kernel`` function of the library recorded for that name. The
  library's bytes are read once, hashed, refused unless they hash to the recorded sha256,
  written to a folder only this process writes, and loaded from there (nothing else is
  loaded, so a library swapped after the check never runs);
* ``extern_kernels`` holds exactly the recorded functions, each resolved inside torch
  (``torch.mm``, ``torch.ops.mkldnn._linear_pointwise.binary``); a recorded Python helper of
  Inductor's (``torch._inductor.kernel.mm:bias_addmm``) imports its module, and only that;
* the helpers are Inductor's own definitions, restated (``_align`` rounds up to 64 bytes,
  ``assert_tensor_metadata`` checks dtype, size and stride, hooks and profiling are off when
  serving).

A wrapper that asks for anything else from ``torch._inductor`` (a Triton kernel, another
helper) is refused in one line: it is not a CPU program this loader knows.
"""

from __future__ import annotations

import builtins
import contextlib
import hashlib
import importlib
import importlib.machinery
import importlib.util
import os
import re
import sys
import types
from pathlib import Path
from typing import Any, Iterator

import torch

from formal.base.errors import FormalError
from formal.base.files import HashedFile
from formal.machine.kernel_cache import private_copy

KERNELS = "kernels"  # the artifact's folder of libraries, each named <sha256>.so
ALIGN_BYTES = 64  # torch._inductor.utils.ALIGN_BYTES: _align rounds a buffer's bytes up to it
_EXTERN_USE = re.compile(r"\bextern_kernels\.(\w+)")
_OP_PATH = re.compile(r"torch\.ops\.\w+\.\w+(\.\w+)?")
_HELPER_PATH = re.compile(r"(torch\._inductor(\.\w+)+):(\w+)")
_counter = iter(range(1 << 62))


# --------------------------------------------------------------------------- at compile time


def extern_kernel_paths(source: str, namespace: dict[str, Any]) -> dict[str, str]:
    """What each ``extern_kernels.NAME`` the wrapper ``source`` calls resolves to in its loaded
    ``namespace``, as a path :func:`resolve_extern` finds again without Inductor."""
    used = sorted(set(_EXTERN_USE.findall(source)))
    ns = namespace.get("extern_kernels")
    paths = {}
    for name in used:
        fn = getattr(ns, name, None)
        if fn is None:
            raise FormalError(f"extern_kernels.{name}: the program calls it but Inductor defines no such kernel")
        paths[name] = _path_of(fn, name)
    return paths


def _path_of(fn: Any, name: str) -> str:
    """``fn``'s path for :func:`resolve_extern`, checked to resolve back to ``fn`` itself."""
    if isinstance(fn, (torch._ops.OpOverload, torch._ops.OpOverloadPacket)):
        path = f"torch.ops.{fn}"  # e.g. torch.ops.mkldnn._linear_pointwise.binary
    elif getattr(torch, getattr(fn, "__name__", ""), None) is fn:
        path = f"torch.{getattr(fn, '__name__', '')}"
    elif isinstance(fn, types.FunctionType) and fn.__module__.startswith("torch._inductor."):
        path = f"{fn.__module__}:{fn.__qualname__}"
    else:
        raise FormalError(f"extern_kernels.{name}: {fn!r:.60} is not a torch function, op or Inductor helper")
    if resolve_extern(path, name) is not fn:
        raise FormalError(f"extern_kernels.{name}: {path} does not resolve back to the kernel Inductor calls")
    return path


# --------------------------------------------------------------------------- at load time


def resolve_extern(path: Any, name: str) -> Any:
    """The function a recorded path names: ``torch.NAME``, ``torch.ops.NS.OP[.OVERLOAD]`` or an
    Inductor helper ``torch._inductor.MODULE:NAME`` (its module imported); FormalError otherwise."""
    where = f"extern_kernels.{name}"
    if not isinstance(path, str):
        raise FormalError(f"{where}: expected a path such as torch.mm, got {path!r:.60}")
    helper = _HELPER_PATH.fullmatch(path)
    try:
        if helper:
            return getattr(importlib.import_module(helper[1]), helper[3])
        if _OP_PATH.fullmatch(path):
            found: Any = torch.ops
            for part in path.split(".")[2:]:
                found = getattr(found, part)
            return found
        if re.fullmatch(r"torch\.\w+", path) and callable(getattr(torch, path[6:], None)):
            return getattr(torch, path[6:])
    except (AttributeError, ImportError, RuntimeError) as exc:
        raise FormalError(f"{where}: {path} is not in this torch ({exc})") from None
    raise FormalError(f"{where}: {path!r:.80} is not a torch function, op or Inductor helper path")


class _Placeholder:
    """What ``cpp_pybinding`` returns here: bound to its library's kernel by ``wait``."""


class _AsyncCompile:
    """Inductor's ``AsyncCompile`` for a program whose C++ kernels are already compiled."""

    def __init__(self, libraries: dict[str, Path], where: str):
        self._libraries, self._where = libraries, where

    def cpp_pybinding(self, argtypes: list[str], source_code: str, *args: Any, **kwargs: Any) -> _Placeholder:
        return _Placeholder()

    def wait(self, scope: dict[str, Any]) -> None:
        for name, value in list(scope.items()):
            if isinstance(value, _Placeholder):
                if name not in self._libraries:
                    raise FormalError(f"{self._where}: kernel {name} has no recorded library; refusing")
                scope[name] = _load_kernel(self._libraries[name], name, self._where)

    def __getattr__(self, name: str) -> Any:
        raise FormalError(
            f"{self._where}: async_compile.{name}: only CPU C++ kernels (cpp_pybinding) are served from "
            "shipped libraries; refusing"
        )


def _align(nbytes: int) -> int:
    """torch._inductor.utils._align: ``nbytes`` rounded up to a multiple of ALIGN_BYTES."""
    return (nbytes + ALIGN_BYTES - 1) & -ALIGN_BYTES


def _run_intermediate_hooks(name: str, value: Any) -> None:
    """torch._inductor.hooks.run_intermediate_hooks with no hooks registered: nothing to run."""


@contextlib.contextmanager
def _maybe_profile(should_profile: bool, *args: Any, **kwargs: Any) -> Iterator[Any]:
    """torch._inductor.utils.maybe_profile."""
    if should_profile:
        with torch.profiler.profile(*args, **kwargs) as profile:
            yield profile
    else:
        yield


def _assert_tensor_metadata(
    tensor: torch.Tensor | None, size: tuple, stride: tuple, dtype: torch.dtype, op_name: str | None = None
) -> None:
    """torch._inductor.runtime.runtime_utils.assert_tensor_metadata (torch 2.14): dtype, then size and stride."""
    if tensor is None:
        return
    if tensor.dtype != dtype:
        raise RuntimeError(
            f"expected dtype {dtype} but got {tensor.dtype}" + (f"\nError in op: {op_name}" if op_name else "")
        )
    torch._C._dynamo.guards.assert_size_stride(tensor, size, stride, op_name)


def _stand_ins(libraries: dict[str, Path], extern: dict[str, str], where: str) -> dict[str, types.ModuleType]:
    """The modules a CPU wrapper imports from torch._inductor, as stand-ins (module doc)."""
    modules = {
        name: types.ModuleType(f"formal_stand_in.{name}")
        for name in (
            "torch._inductor.hooks",
            "torch._inductor.utils",
            "torch._inductor.codegen.memory_planning",
            "torch._inductor.async_compile",
            "torch._inductor.select_algorithm",
            "torch._inductor.runtime.runtime_utils",
        )
    }
    modules["torch._inductor.runtime.runtime_utils"].assert_tensor_metadata = _assert_tensor_metadata  # type: ignore[attr-defined]
    modules["torch._inductor.hooks"].run_intermediate_hooks = _run_intermediate_hooks  # type: ignore[attr-defined]
    modules["torch._inductor.utils"].maybe_profile = _maybe_profile  # type: ignore[attr-defined]
    modules["torch._inductor.codegen.memory_planning"]._align = _align  # type: ignore[attr-defined]
    modules["torch._inductor.async_compile"].AsyncCompile = lambda: _AsyncCompile(libraries, where)  # type: ignore[attr-defined]
    kernels = types.SimpleNamespace(**{name: resolve_extern(path, name) for name, path in extern.items()})
    modules["torch._inductor.select_algorithm"].extern_kernels = kernels  # type: ignore[attr-defined]
    return modules


def _importer(modules: dict[str, types.ModuleType], where: str) -> Any:
    def importer(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (), level: int = 0) -> Any:
        if name in modules and fromlist:
            return modules[name]
        if name == "torch._inductor" or name.startswith("torch._inductor."):
            raise FormalError(
                f"{where}: imports {name}, which a program served from shipped kernels may not "
                "(only CPU wrappers are; refusing)"
            )
        return builtins.__import__(name, globals, locals, fromlist, level)

    return importer


def _load_kernel(library: Path, name: str, where: str) -> Any:
    """The ``kernel`` function of a verified library copy (loaded as a fresh extension module)."""
    module_name = f"formal_kernel_{next(_counter)}.kernel"  # PyInit_kernel: the last part must be "kernel"
    # The kernel reads a tensor's data through this function of torch's, located by this variable.
    os.environ["_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR"] = str(
        torch._C._dynamo.guards._torchinductor_pyobject_tensor_data_ptr  # type: ignore[attr-defined]
    )
    loader = importlib.machinery.ExtensionFileLoader(module_name, str(library))
    spec = importlib.util.spec_from_file_location(module_name, str(library), loader=loader)
    if spec is None:
        raise FormalError(f"{where}: kernel {name}: cannot load {library.name}")
    try:
        module = importlib.util.module_from_spec(spec)
        loader.exec_module(module)
    except (ImportError, OSError) as exc:
        raise FormalError(f"{where}: kernel {name}: cannot load its library: {exc}") from None
    return module.kernel


def _verified(folder: Path, kernel: dict[str, str], where: str) -> bytes:
    """The bytes of a recorded kernel's library ``folder/kernels/<sha256>.so``, read once; FormalError
    if it is missing or its bytes are not the recorded ones."""
    sha = kernel["sha256"]
    source = folder / KERNELS / f"{sha}.so"
    if source.is_symlink() or not source.is_file():
        raise FormalError(f"{where}: kernel {kernel['name']}: {KERNELS}/{sha[:16]}....so is missing")
    data = HashedFile.read(source).data
    got = hashlib.sha256(data).hexdigest()
    if got != sha:
        raise FormalError(
            f"{where}: kernel {kernel['name']}: {KERNELS}/{sha[:16]}....so has sha256 {got[:16]}..., "
            "not the recorded one; refusing to load it"
        )
    return data


def check_shipped(folder: Path, kernels: list[dict[str, str]], where: str) -> int:
    """How many recorded libraries ``folder`` ships, each with its recorded bytes (FormalError otherwise)."""
    for kernel in kernels:
        _verified(folder, kernel, where)
    return len(kernels)


def verified_copies(folder: Path, kernels: list[dict[str, str]], where: str) -> dict[str, Path]:
    """Each recorded kernel's library, checked (:func:`check_shipped`) and written to a folder only
    this process writes (:func:`formal.machine.kernel_cache.private_copy`): ``{kernel name: the copy}``."""
    return {k["name"]: Path(private_copy(_verified(folder, k, where), k["sha256"])) for k in kernels}


def load_prebuilt(
    program: HashedFile,
    constants: dict[str, torch.Tensor],
    libraries: dict[str, Path],
    extern: dict[str, str],
) -> dict[str, Any]:
    """Execute a wrapper's hashed bytes on verified library copies (:func:`verified_copies`) and
    the recorded extern kernels; its namespace, constants attached (as ``load_wrapper`` gives)."""
    where = str(program.path)
    try:
        code = compile(program.data, where, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as exc:
        raise FormalError(f"{where}: not a Python program: {str(exc).splitlines()[0]}") from None
    module = types.ModuleType(f"formal_served_{next(_counter)}")
    module.__file__ = where
    module.__dict__["__builtins__"] = {
        **vars(builtins),
        "__import__": _importer(_stand_ins(libraries, extern, where), where),
    }
    exec(code, module.__dict__)  # noqa: S102 - the hashed program, by design (module doc)
    unbound = sorted(n for n, v in module.__dict__.items() if isinstance(v, _Placeholder))
    if unbound or set(libraries) - set(module.__dict__):
        raise FormalError(
            f"{where}: its kernels are not the recorded ones ({(unbound or sorted(libraries))[0]}); refusing"
        )
    for name, value in constants.items():
        setattr(module, name, value)
    sys.modules.pop(module.__name__, None)
    return module.__dict__
