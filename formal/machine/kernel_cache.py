"""Compiled kernels: built in a private folder, hashed by content, loaded only as recorded.

A wrapper's C++ kernels are compiled by Inductor into a cache folder keyed by the hash of
their source and compile command, and a library found there is loaded instead of compiling
again; its CPU probe compiles and runs a small program there too. Inductor's default folder
is a per-user folder under the system's temporary directory: whoever can write it can
substitute compiled code. So, in every formal process:

1. **A private folder, by default** (:func:`use_private_kernel_cache`): before anything is
   compiled, Inductor and Triton are pointed at a new folder only this user can read
   (``mkdtemp``: mode 0700), removed at exit, so nothing compiled elsewhere is ever found.
   ``FORMAL_PRIVATE_KERNEL_CACHE=0`` opts out (Inductor's own folder, trusted; the hashes
   below still refuse a library that differs from a recorded one). An absolute folder as
   its value is a private folder kept between processes: made with mode 0700 if missing,
   refused unless it is this user's, not a link, and closed to group and others. Processes
   that share it compile Inductor's CPU probe and each kernel once (a test session does).
2. **Every library hashed before it is loaded** (:func:`activate` installs one hook in
   Inductor's ``CppCodeCache._load_library``): its bytes are read once and hashed, and the
   library is loaded from a folder only this process writes (in place in the private
   folder, else from a private copy of those bytes). A captured program's C++ kernels are
   recorded as ``{name, file, sha256}`` (:func:`kernel_records`) in its trace
   (``program.kernels``) and its artifact's manifest. A program loaded with recorded kernels
   (:func:`expecting`) loads a library only if its sha256 is one of them; any other is
   refused before it is loaded (never run), and afterwards every kernel name must have its
   recorded hash (:func:`require_kernels`). Line tables are switched off (Inductor compiles
   with ``-g1`` by default, which writes the build folder's path into the library), so a
   kernel compiles to the same bytes in any folder: a private folder's library can be
   compared with the capture's.
3. **A store by content** (:func:`place`): libraries that were compiled here, or checked,
   are kept under their sha256 (``FORMAL_KERNEL_STORE``, default ``~/.cache/formal/kernels``);
   before a program with recorded kernels is loaded, the libraries the store holds with
   those hashes (re-hashed when read) are put where Inductor looks for them in the private
   folder, so a fresh process compiles nothing it compiled before. The store needs no trust:
   an entry is used only when its bytes hash to a recorded sha256.

The next step (issue 28) ships the libraries inside an artifact: the artifact's folder is
then a store like this one, and ``formal.load`` needs no C++ compiler.

Imports nothing heavy at module level: the CLI calls :func:`use_private_kernel_cache`
before torch loads.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import os
import shutil
import stat
import sys
import tempfile
import types
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from formal.base.errors import FormalError
from formal.base.files import cache_home
from formal.program.trace import KERNEL_FILE

ENV = "FORMAL_PRIVATE_KERNEL_CACHE"  # "0": Inductor's own cache folder (trusted); anything else: private
STORE_ENV = "FORMAL_KERNEL_STORE"  # the store's folder; "0": no store
MAX_LIBRARY_BYTES = 512 * 1024 * 1024  # a compiled kernel is kilobytes; a bigger "library" is refused unread

_folder: str | None = None  # this process's private Inductor folder
_copies: str | None = None  # private copies of libraries found outside it (opt-out mode)
_installed = False
_expected: list[frozenset[str]] = []  # the sha256 a library being loaded now must have (innermost last)


@dataclass(frozen=True)
class Loaded:
    """A library this process loaded: its bytes' sha256 and its place in Inductor's folder."""

    sha256: str
    file: str


_loaded: dict[str, Loaded] = {}  # Inductor's key of the library -> what was loaded
_loaded_from: dict[str, str] = {}  # sha256 -> the private file it was loaded from


class KernelRefused(FormalError):
    """A compiled kernel whose bytes are not the recorded ones: never loaded."""


def private() -> bool:
    """Whether kernels are compiled in a private folder (the default)."""
    return os.environ.get(ENV, "1") != "0"


def _kept_folder() -> str | None:
    """The private folder ``FORMAL_PRIVATE_KERNEL_CACHE`` names (an absolute path), checked; None for a new one."""
    value = os.environ.get(ENV, "1")
    if value in ("", "0", "1"):
        return None
    if not os.path.isabs(value):
        raise FormalError(f"{ENV}={value}: expected 0, 1 or an absolute folder (a private kernel folder kept)")
    try:
        os.makedirs(value, mode=0o700, exist_ok=True)
        info = os.lstat(value)
    except OSError as exc:
        raise FormalError(f"{ENV}={value}: cannot make the folder: {exc.strerror or exc}") from None
    mine = info.st_uid == os.getuid() if hasattr(os, "getuid") else True
    if not stat.S_ISDIR(info.st_mode) or not mine or info.st_mode & 0o077:
        raise FormalError(
            f"{ENV}={value}: not a private folder (it must be a folder, not a link, owned by this user, with "
            "mode 0700: others could plant compiled code there)"
        )
    return value


def use_private_kernel_cache() -> str | None:
    """This process's private Inductor folder (made on the first call), or None where opted out.

    Also switches Inductor's line tables off for the libraries compiled from now on (module doc).
    """
    global _folder
    os.environ["AOT_INDUCTOR_ENABLE_LINE_TABLES"] = "0"  # read when Inductor's config is first imported
    if "torch._inductor.config" in sys.modules:
        sys.modules["torch._inductor.config"].aot_inductor.enable_line_tables = False
    if _folder is None and private():
        kept = _kept_folder()
        _folder = kept or tempfile.mkdtemp(prefix="formal-kernels-")
        os.environ["TORCHINDUCTOR_CACHE_DIR"] = _folder
        os.environ["TRITON_CACHE_DIR"] = os.path.join(_folder, "triton")
        if kept is None:
            atexit.register(shutil.rmtree, _folder, True)
        if "torch._inductor.utils" in sys.modules:  # torch already resolved a folder: forget it
            sys.modules["torch._inductor.utils"].clear_caches()
    return _folder


def activate() -> None:
    """Private folder (unless opted out), line tables off, and the loading hook installed: before
    anything is compiled or loaded. Every library loaded afterwards is hashed (module doc)."""
    global _installed
    use_private_kernel_cache()
    if _installed:
        return
    # torch._inductor: seconds to import; only compiling or loading a generated program needs it
    from torch._inductor.codecache import CppCodeCache, CppPythonBindingsCodeCache

    original = CppCodeCache._load_library.__func__  # type: ignore[attr-defined]

    def load_library(cls: Any, path: str, key: str) -> Any:
        data = _read_library(Path(path))
        digest = hashlib.sha256(data).hexdigest()
        if _expected and digest not in _expected[-1]:
            raise KernelRefused(_refusal(path, digest))
        target = path if _folder is not None and _inside(Path(path), Path(_folder)) else private_copy(data, digest)
        library = original(cls, target, key)
        _loaded[key] = Loaded(digest, _relative(Path(path)))
        _loaded_from[digest] = target
        if _folder is not None:
            _store_put(digest, data)  # compiled here from the program's own source, or checked
        return library

    CppCodeCache._load_library = classmethod(load_library)  # type: ignore[method-assign, assignment]
    # Libraries loaded before the hook are forgotten: they load again through it.
    CppCodeCache.cache_clear()
    CppPythonBindingsCodeCache.cache_clear()
    _installed = True


def _refusal(path: str, digest: str) -> str:
    where = "compiled here from the program's own source" if private() else f"found in Inductor's cache ({path})"
    remedy = (
        "another C++ compiler or torch build than the capture's? capture it again on this machine"
        if private()
        else "modified in the cache, or compiled by another compiler; unset FORMAL_PRIVATE_KERNEL_CACHE=0 "
        "to compile it afresh"
    )
    return (
        f"kernel library {Path(path).name}: {where}, its sha256 {digest[:16]}... is none of the recorded "
        f"kernels'; refusing to load it ({remedy})"
    )


def _inside(path: Path, folder: Path) -> bool:
    try:
        return path.resolve().is_relative_to(folder.resolve())
    except OSError:
        return False


def _relative(path: Path) -> str:
    """The library's place in Inductor's folder (what :func:`place` writes to), else its name."""
    root = os.environ.get("TORCHINDUCTOR_CACHE_DIR")
    try:
        relative = path.resolve().relative_to(Path(root).resolve()).as_posix() if root else path.name
    except (OSError, ValueError):
        relative = path.name
    return relative if KERNEL_FILE.fullmatch(relative) else path.name


def _read_library(path: Path, limit: int = MAX_LIBRARY_BYTES) -> bytes:
    """A library's bytes, read once: a regular file (a link is not followed), within ``limit``."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError as exc:
        raise KernelRefused(f"kernel library {path.name}: cannot read: {exc.strerror or exc}") from None
    with os.fdopen(fd, "rb") as fh:
        info = os.fstat(fh.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
            raise KernelRefused(f"kernel library {path.name}: not a regular file of at most {limit} bytes; refusing")
        return fh.read(limit + 1)[:limit]


def private_copy(data: bytes, digest: str) -> str:
    """``data`` in a file of a folder only this process writes (a library found elsewhere could be
    replaced between its hash and its loading); also the copies of an artifact's shipped libraries
    (:mod:`formal.runtime.prebuilt`)."""
    global _copies
    if _copies is None:
        _copies = tempfile.mkdtemp(prefix="formal-kernel-copies-")
        atexit.register(shutil.rmtree, _copies, True)
    target = Path(_copies) / f"{digest}.so"
    if not target.exists():
        target.write_bytes(data)
    return str(target)


# --------------------------------------------------------------------------- recorded kernels


def kernel_records(namespace: dict[str, Any]) -> list[dict[str, str]]:
    """The compiled C++ kernels a loaded program holds: ``[{name, file, sha256}]`` by name.

    A kernel is a function of a library Inductor loaded (its module carries Inductor's
    ``key``); every such library was hashed when this process loaded it (:func:`activate`).
    """
    records = []
    for name, value in namespace.items():
        owner = getattr(value, "__self__", None)
        key = getattr(owner, "key", None)
        if not (isinstance(value, types.BuiltinFunctionType) and isinstance(owner, types.ModuleType)):
            continue
        if not (isinstance(key, str) and owner.__name__ == f"{key}.kernel"):
            continue
        loaded = _loaded.get(key)
        if loaded is None:
            raise FormalError(f"kernel {name}: its library was loaded before formal could hash it; run it again")
        records.append({"name": name, "file": loaded.file, "sha256": loaded.sha256})
    return sorted(records, key=lambda r: r["name"])


def library_bytes(sha256: str) -> bytes:
    """The bytes of a library this process loaded (or the store holds) with this sha256, re-hashed now:
    what an artifact ships so that it loads without compiling (:mod:`formal.runtime.prebuilt`)."""
    where = _loaded_from.get(sha256)
    if where is not None:
        with contextlib.suppress(FormalError):
            data = _read_library(Path(where))
            if hashlib.sha256(data).hexdigest() == sha256:
                return data
    data = _store_get(sha256)
    if data is None:
        raise FormalError(f"kernel library {sha256[:16]}...: neither loaded by this process nor in the store")
    return data


@contextlib.contextmanager
def expecting(kernels: list[dict[str, str]]) -> Iterator[None]:
    """While active, a library is loaded only if its sha256 is one of ``kernels``' (module doc)."""
    activate()
    place(kernels)
    _expected.append(frozenset(k["sha256"] for k in kernels))
    try:
        yield
    finally:
        _expected.pop()


def require_kernels(namespace: dict[str, Any], kernels: list[dict[str, str]], where: str) -> None:
    """Refuse a loaded program whose kernels are not, name by name, the recorded ones."""
    got = {r["name"]: r["sha256"] for r in kernel_records(namespace)}
    want = {k["name"]: k["sha256"] for k in kernels}
    for name in sorted(set(got) | set(want)):
        if got.get(name) != want.get(name):
            if name not in got:
                why = "is recorded but the program does not load it"
            elif name not in want:
                why = "is not among the recorded kernels"
            else:
                why = f"loaded sha256 {got[name][:16]}..., recorded {want[name][:16]}..."
            raise KernelRefused(f"{where}: kernel {name} {why}; refusing to run the program")


# --------------------------------------------------------------------------- the store


def store_folder() -> Path | None:
    """Where compiled libraries are kept by sha256, or None (``FORMAL_KERNEL_STORE=0``)."""
    chosen = os.environ.get(STORE_ENV)
    if chosen == "0":
        return None
    if chosen:
        return Path(chosen)
    return cache_home() / "kernels"


def _store_put(digest: str, data: bytes) -> None:
    """Keep ``data`` as ``<sha256>.so`` (atomically; a store that cannot be written is skipped)."""
    folder = store_folder()
    if folder is None:
        return
    target = folder / f"{digest}.so"
    try:
        if target.is_file() and not target.is_symlink() and _store_get(digest) is not None:
            return
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".so")
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, target)
    except OSError:
        return


def _store_get(digest: str) -> bytes | None:
    """The store's library with sha256 ``digest``, re-hashed now; None where absent or other bytes."""
    folder = store_folder()
    if folder is None:
        return None
    try:
        data = _read_library(folder / f"{digest}.so")
    except FormalError:
        return None
    return data if hashlib.sha256(data).hexdigest() == digest else None


def place(kernels: list[dict[str, str]]) -> None:
    """Put the store's libraries with the recorded hashes where Inductor looks for them in the
    private folder (never in a shared one), so they load without compiling."""
    if _folder is None:
        return
    for kernel in kernels:
        if not KERNEL_FILE.fullmatch(kernel["file"]):
            continue
        target = Path(_folder) / kernel["file"]
        if target.exists():
            continue
        data = _store_get(kernel["sha256"])
        if data is None:
            continue
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".tmp-", suffix=".so")
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.replace(tmp, target)
        except OSError:
            continue
