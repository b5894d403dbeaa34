"""The IBP codec's compiled kernels shipped with an artifact, so that its first load compiles nothing.

A compressing program (the compress lever, docs/ibp.md) calls the IBP codec, whose hot passes
numba compiles at their first call: 20-40 s into an empty cache, measured, where the rest of
``formal.load`` takes a fraction of a second. numba keeps what it compiled as cache files
(``*.nbi`` indexes and ``*.nbc`` machine code), valid for the same numba version, the same
source file (numba stamps an index with the sha256 of its source) and the same CPU (each entry
is keyed by the target machine). So:

- :func:`collect` copies the codec's cache files from the compiling process's numba cache into the
  artifact (``codec/``), and returns the record the manifest binds: numba's version, the sha256 of
  the codec's source, each file's sha256;
- :func:`install` (``formal.load``) takes the files' bytes as
  :func:`formal.deploy.artifact.open_artifact` checked them against that record, writes them into a
  private cache folder of this process and has numba bind the codec's kernels to it when it
  imports them. Where the codec's source or numba's version differ from the record, nothing is
  installed: numba compiles, as without an artifact (slower, never wrong).

The files are machine code the artifact ships, like its kernel libraries: bound by sha256 in the
manifest, refused when they differ (by ``open_artifact``, which reads every file an artifact names
once). This module imports nothing of formal's codec: it reaches it by name, so that
``formal.load`` stays free of the levers (the ``serving`` contract).
"""

from __future__ import annotations

import atexit
import hashlib
import importlib
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any, Mapping

from formal.base.files import write_atomic

FOLDER = "codec"  # inside the artifact
MODULE = "formal.compress.ibp_kernel"


def kernel_source() -> Path:
    """The codec's kernels' source file, as this install has it."""
    return Path(__file__).resolve().parents[1] / "compress" / "ibp_kernel.py"


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _cache_folders() -> set[Path]:
    """Where this process's numba keeps the codec's compiled kernels (each dispatcher's cache folder)."""
    module = sys.modules.get(MODULE)
    folders = set()
    for value in vars(module).values() if module is not None else ():
        path = getattr(getattr(value, "_cache", None), "_cache_path", None)
        if isinstance(path, str):
            folders.add(Path(path))
    return folders


def collect(folder: Path) -> dict[str, Any] | None:
    """Copy the codec's numba cache files into ``folder/codec`` and return their record (None where this process
    has none: numba not installed, or its cache not written)."""
    try:
        import numba  # deferred: a heavy third-party import, needed only for a compressing program
    except ImportError:
        return None
    files: dict[str, str] = {}
    for cache in sorted(_cache_folders()):
        for path in sorted(cache.glob("ibp_kernel.*")):
            if path.suffix in (".nbi", ".nbc") and path.is_file():
                name, data = f"{FOLDER}/{path.name}", path.read_bytes()
                (folder / FOLDER).mkdir(exist_ok=True)
                write_atomic(folder / name, data)
                files[name] = hashlib.sha256(data).hexdigest()
    if not files:
        return None
    return {"numba": str(numba.__version__), "source_sha256": _sha256(kernel_source()), "files": files}


def install(files: Mapping[str, bytes], record: Any) -> bool:
    """Make the shipped kernels numba's cache for the codec in this process (see the module docstring); whether
    they were installed. ``files``: each shipped file's plain name and bytes, checked against the manifest's
    ``record`` by the artifact's reader."""
    if not files or not isinstance(record, dict) or MODULE in sys.modules:
        return False  # nothing shipped, or the codec is bound already (compiled or cached in this process)
    try:
        import numba  # deferred: a heavy third-party import, needed only for a compressing program
        from numba.core.caching import _CacheLocator
    except ImportError:
        return False
    source = kernel_source()
    if str(numba.__version__) != record.get("numba") or _sha256(source) != record.get("source_sha256"):
        return False  # another numba, or another codec: numba's own cache rules, compiling where it must
    cache = Path(tempfile.mkdtemp(prefix="formal-codec-"))
    atexit.register(shutil.rmtree, cache, True)
    target = cache / _CacheLocator.get_suitable_cache_subpath(str(source))
    target.mkdir(parents=True)
    for name, data in files.items():
        (target / name).write_bytes(data)
    config: Any = numba.config  # its settings are set at import: not visible to a type checker
    before = config.CACHE_DIR
    config.CACHE_DIR = str(cache)  # read when the kernels are decorated, that is when imported
    try:
        importlib.import_module(MODULE)
    finally:
        config.CACHE_DIR = before
    return True
