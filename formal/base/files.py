"""Reading and writing the project's files safely.

* YAML is read with a bounded ``safe_load`` only (:class:`BoundedLoader`: the safe
  constructor, never arbitrary Python objects); JSON is accepted too (it is YAML). Plain
  YAML, what formal writes, is read about ten times faster by :mod:`formal.base.plain_yaml`,
  which gives the same objects or hands the text to PyYAML. Input
  is untrusted, so the reader refuses, in one line each, what would make a loader or the
  code after it blow up: files above :data:`MAX_YAML_BYTES`, nesting deeper than
  :data:`MAX_YAML_DEPTH` and more than :data:`MAX_YAML_ALIASES` aliases (a "billion
  laughs" file expands a few hundred bytes into billions of elements through aliases;
  formal itself never writes aliases, see :func:`dump_yaml`). Integers too long for
  Python (over 4,300 digits) are refused too, and so are YAML 1.1's base-60 numbers
  (``1:30``, ``1:30.5``), by both readers and before any is computed: PyYAML's integer
  constructor is quadratic in their length (:func:`formal.base.plain_yaml.sexagesimal`).
* Every input file is read through :func:`read_input` (YAML, CSV, node-link JSON, a
  solver's solution, an exported encoding): at most :data:`MAX_INPUT_BYTES` (256 MiB),
  refused in one line beyond that, and only a regular file: a named pipe, a socket or a
  device (``/dev/zero``, a terminal) is refused before it is opened, so no input can make
  a reader wait forever or run until memory is gone. JSON that is not YAML (floats
  allowed) goes through :func:`read_json`, with the same nesting limit.
* :class:`HashedFile`: a file's bytes read once, so that what is hashed is what is used
  (a trace's wrapper and inputs: :meth:`formal.program.trace.Trace.verified_file`); a
  regular file only, as :func:`read_input` reads, with no size limit.
* Every output file is written atomically (temporary file in the same folder, then
  ``os.replace``) so an interrupted or failing command never leaves a partial file; a
  place that cannot be written is one :class:`FormalError` line.
* The user's cache: :func:`cache_home` (``$XDG_CACHE_HOME/formal``) and :func:`measurement_cache`
  (``$FORMAL_CACHE``, what a measurement cache keeps; ``FORMAL_CACHE=0`` keeps none).
"""

from __future__ import annotations

import io
import json
import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

from formal.base.errors import FormalError
from formal.base.plain_yaml import NOT_PLAIN, YAMLRefused, load_plain, sexagesimal

MAX_INPUT_BYTES = 256 * 1024 * 1024  # larger input files (of any kind) are refused before parsing
MAX_YAML_BYTES = MAX_INPUT_BYTES  # the same limit, for YAML and JSON read by read_yaml
MAX_YAML_DEPTH = 100  # nested collections; formal's own files nest fewer than 10 levels
MAX_YAML_ALIASES = 20  # alias uses (``*name``) per file: formal writes none, and 20 expand at most ~1,600-fold
_UNLIMITED = 2**62  # HashedFile: a trace's own files (inputs, programs) have no size limit, only the type check

# libyaml (PyYAML's C extension) parses about four times faster; the pure-Python parser
# is the fallback where PyYAML was built without it. Both give safe_load's objects.
_BASE = yaml.CSafeLoader if getattr(yaml, "__with_libyaml__", False) else yaml.SafeLoader


class BoundedLoader(_BASE):  # type: ignore[misc, valid-type]
    """``SafeLoader`` (libyaml's where available) with limits on nesting and aliases.

    Only the safe constructor runs (same objects as ``yaml.safe_load``). The composed
    node graph is walked once before construction: deeper than ``MAX_YAML_DEPTH``
    collections, or more than ``MAX_YAML_ALIASES`` repeated nodes (alias uses), is
    refused. The pure-Python composer recurses per level, so it also counts depth while
    composing (libyaml stops at 1,000 levels by itself).
    """

    _depth = 0

    def __init__(self, stream: Any):
        super().__init__(stream)
        self._resolved: dict[str, str] = {}

    def resolve(self, kind: Any, value: Any, implicit: Any) -> str:  # noqa: D401 - yaml hook
        # Plain scalars resolve by their text alone (SafeLoader has no path resolvers):
        # memoize, since ids and modes repeat thousands of times in a large problem.
        if kind is ScalarNode and implicit[0] and not self.yaml_path_resolvers:
            tag = self._resolved.get(value)
            if tag is None:
                tag = self._resolved[value] = super().resolve(kind, value, implicit)
            return tag
        return super().resolve(kind, value, implicit)

    def compose_node(self, parent: Any, index: Any) -> Any:  # pure-Python composer only
        self._depth += 1
        try:
            if self._depth > MAX_YAML_DEPTH:
                raise YAMLRefused(f"nested deeper than {MAX_YAML_DEPTH} levels")
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def get_single_node(self) -> Any:
        node = super().get_single_node()
        if node is not None:
            check_node_graph(node)
        return node

    def construct_document(self, node: Any) -> Any:
        """safe_load's objects, built without recursion and about twice as fast for plain data.

        Strings, integers, booleans, nulls, sequences and mappings are built here with the
        safe constructor's own rules (integers by its ``construct_yaml_int``); anything else
        (floats, timestamps, other tags, merge keys, recursive anchors) or any error goes
        through the safe constructor itself, which then gives its usual object or error.
        """
        try:
            return _construct_plain(self, node)
        except YAMLRefused:
            raise
        except Exception:  # noqa: BLE001 - the safe constructor decides (and reports) instead
            return super().construct_document(node)

    def construct_yaml_int(self, node: Any) -> Any:
        """The safe constructor's integer, but a base-60 one (``1:30``) is refused: PyYAML's is quadratic in its
        length (a 200,000-part one took 42 s); the scan for ``:`` is linear and comes before any arithmetic."""
        if isinstance(node.value, str) and ":" in node.value:
            raise sexagesimal(node.value)
        return super().construct_yaml_int(node)

    def construct_yaml_float(self, node: Any) -> Any:
        """The safe constructor's float, but a base-60 one (``1:30.5``) is refused, as the fast reader refuses it
        (PyYAML's raises OverflowError past 170 parts)."""
        if isinstance(node.value, str) and ":" in node.value:
            raise sexagesimal(node.value)
        return super().construct_yaml_float(node)


BoundedLoader.add_constructor("tag:yaml.org,2002:int", BoundedLoader.construct_yaml_int)
BoundedLoader.add_constructor("tag:yaml.org,2002:float", BoundedLoader.construct_yaml_float)


_STR, _INT, _BOOL, _NULL = (
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
)
_SEQ, _MAP = "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"
_SPECIAL_KEYS = ("tag:yaml.org,2002:merge", "tag:yaml.org,2002:value")  # rewritten by flatten_mapping


class _NotPlain(Exception):
    pass


def _construct_plain(loader: Any, root: Any) -> Any:
    """The objects of a node graph of plain data (see BoundedLoader.construct_document)."""
    bool_values, construct_int = loader.bool_values, loader.construct_yaml_int

    def scalar(node: Any) -> Any:
        tag = node.tag
        if tag == _STR:
            return node.value
        if tag == _INT:
            return construct_int(node)
        if tag == _BOOL:
            return bool_values[node.value.lower()]
        if tag == _NULL:
            return None
        raise _NotPlain(tag)

    if type(root) is ScalarNode:
        return scalar(root)
    built: dict[int, Any] = {}  # collection node -> its object (an alias gives the same object)
    active: set[int] = set()  # collections whose children are being built
    stack = [root]
    while stack:
        node = stack[-1]
        key = id(node)
        if key in built:
            stack.pop()
            continue
        if key not in active:
            active.add(key)
            children = node.value if type(node) is SequenceNode else [c for pair in node.value for c in pair]
            pending = [c for c in children if type(c) is not ScalarNode and id(c) not in built]
            if pending:
                if any(id(c) in active for c in pending):
                    raise _NotPlain("recursive")
                stack.extend(pending)
                continue
        stack.pop()
        active.discard(key)
        if type(node) is SequenceNode and node.tag == _SEQ:
            built[key] = [scalar(c) if type(c) is ScalarNode else built[id(c)] for c in node.value]
        elif type(node) is MappingNode and node.tag == _MAP:
            mapping = {}
            for k, v in node.value:
                if type(k) is not ScalarNode or k.tag in _SPECIAL_KEYS:
                    raise _NotPlain("key")
                mapping[scalar(k)] = scalar(v) if type(v) is ScalarNode else built[id(v)]
            built[key] = mapping
        else:
            raise _NotPlain(node.tag)
    return built[id(root)]


def check_node_graph(root: Any) -> None:
    """Refuse node graphs nested deeper than MAX_YAML_DEPTH or with more than MAX_YAML_ALIASES aliases."""
    seen: set[int] = set()
    aliases = 0
    stack = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        if id(node) in seen:  # a node reached twice is an alias use (or a recursive anchor)
            aliases += 1
            if aliases > MAX_YAML_ALIASES:
                raise YAMLRefused(f"more than {MAX_YAML_ALIASES} aliases (formal never writes YAML aliases)")
            continue
        seen.add(id(node))
        if isinstance(node, ScalarNode):
            continue
        if depth > MAX_YAML_DEPTH:
            raise YAMLRefused(f"nested deeper than {MAX_YAML_DEPTH} levels")
        if isinstance(node, SequenceNode):
            stack.extend((child, depth + 1) for child in node.value)
        elif isinstance(node, MappingNode):
            for key, value in node.value:
                stack.append((key, depth + 1))
                stack.append((value, depth + 1))


def _json_fast(text: str) -> Any:
    """``json.loads(text)`` where that gives exactly ``safe_load``'s objects, else ``_NOT_JSON``.

    A JSON document is YAML, and for the JSON that formal writes (strings, integers,
    booleans, null, lists, mappings) ``json.loads`` builds the same objects some fifty times
    faster than PyYAML. Anything where the two could differ goes to the YAML loader
    instead: floats and NaN/Infinity (YAML 1.1 reads ``1e5`` as a string), ``\\u``
    escapes (surrogate pairs), tabs, and characters YAML does not allow in a file.
    """
    head = text.lstrip(" \r\n")
    if not head.startswith(("{", "[")) or "\t" in text or "\\u" in text or _NON_PRINTABLE.search(text):
        return _NOT_JSON
    try:
        data = json.loads(text, parse_float=_not_json, parse_constant=_not_json)
    except (_NotJSON, ValueError, RecursionError):
        return _NOT_JSON
    _check_depth(data)
    return data


class _NotJSON(Exception):
    pass


def _not_json(_text: str) -> Any:
    raise _NotJSON


_NOT_JSON = object()
_NON_PRINTABLE = yaml.reader.Reader.NON_PRINTABLE


def _check_depth(data: Any) -> None:
    """Refuse parsed JSON nested deeper than MAX_YAML_DEPTH (level by level, containers only)."""
    level, depth = [data] if isinstance(data, (list, dict)) else [], 1
    while level:
        if depth > MAX_YAML_DEPTH:
            raise YAMLRefused(f"nested deeper than {MAX_YAML_DEPTH} levels")
        below: list = []
        for obj in level:
            below += [c for c in (obj.values() if type(obj) is dict else obj) if type(c) is list or type(c) is dict]
        level, depth = below, depth + 1


def _mib(limit: int) -> str:
    return f"{limit // 2**20} MiB" if limit >= 2**20 else f"{limit} bytes"


def read_input(path: str | os.PathLike, limit: int | None = None) -> bytes:
    """The bytes of an input file, at most ``limit`` (default :data:`MAX_INPUT_BYTES`); else one FormalError line.

    Only a regular file is read (a symlink to one too). A missing file, a folder, a named
    pipe, a socket and a device (``/dev/zero``, a terminal) are refused before the file is
    opened (opening a named pipe with no writer would wait forever, and a device or a pipe
    has no size to check), and so is a file larger than the limit. The file is opened
    without waiting and checked again once open, in case it was replaced in between.
    """
    p = Path(path)
    limit = MAX_INPUT_BYTES if limit is None else limit
    try:
        _require_regular(p, p.stat(), limit)
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
        with os.fdopen(fd, "rb") as fh:
            _require_regular(p, os.fstat(fh.fileno()), limit)
            chunks, total = [], 0
            while total <= limit:
                chunk = fh.read(min(1 << 24, limit + 1 - total))
                if not chunk:
                    break
                chunks.append(chunk)
                total += len(chunk)
    except FileNotFoundError:
        raise FormalError(f"{p}: no such file") from None
    except IsADirectoryError:
        raise FormalError(f"{p}: is a directory, expected a file") from None
    except OSError as exc:
        raise FormalError(f"{p}: cannot read: {exc.strerror or exc}") from None
    if total > limit:  # the file grew while it was read
        raise FormalError(f"{p}: larger than {_mib(limit)}, the limit for input files")
    return b"".join(chunks)


_NOT_REGULAR = (
    (stat.S_ISDIR, "is a directory, expected a file"),
    (stat.S_ISFIFO, "is a named pipe, expected a regular file"),
    (stat.S_ISSOCK, "is a socket, expected a regular file"),
    (stat.S_ISCHR, "is a device, expected a regular file"),
    (stat.S_ISBLK, "is a device, expected a regular file"),
)


def _require_regular(p: Path, info: os.stat_result, limit: int) -> None:
    """One FormalError line unless ``info`` is a regular file of at most ``limit`` bytes."""
    mode = info.st_mode
    if not stat.S_ISREG(mode):
        why = next((what for kind, what in _NOT_REGULAR if kind(mode)), "is not a regular file")
        raise FormalError(f"{p}: {why}")
    if info.st_size > limit:
        raise FormalError(f"{p}: larger than {_mib(limit)}, the limit for input files")


def read_input_text(path: str | os.PathLike, limit: int | None = None, errors: str = "strict") -> str:
    """:func:`read_input` decoded as UTF-8 (``errors="replace"`` for a solver's output); bad UTF-8 is one line."""
    raw = read_input(path, limit)
    try:
        return raw.decode("utf-8", errors=errors)
    except UnicodeDecodeError as exc:
        raise FormalError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None


def read_json(path: str | os.PathLike) -> Any:
    """Parse a JSON file (floats allowed, unlike YAML 1.1) read by :func:`read_input`.

    Nesting deeper than :data:`MAX_YAML_DEPTH` is refused (the parser's own recursion
    included), and so are integers over Python's 4,300 digits: each one FormalError line.
    """
    text = read_input_text(path)
    try:
        data = json.loads(text)
    except RecursionError:
        raise FormalError(f"{path}: refused: nested deeper than {MAX_YAML_DEPTH} levels") from None
    except json.JSONDecodeError as exc:
        raise FormalError(f"{path}: not JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except ValueError as exc:  # an integer over Python's 4,300-digit limit
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise FormalError(f"{path}: unreadable value: {first}") from None
    try:
        _check_depth(data)
    except YAMLRefused as exc:
        raise FormalError(f"{path}: refused: {exc}") from None
    return data


def read_yaml(path: str | os.PathLike) -> Any:
    """Parse a YAML (or JSON) file with :class:`BoundedLoader`; errors become one-line FormalErrors."""
    return parse_yaml(read_input_text(path, MAX_YAML_BYTES), Path(path))


def parse_yaml(text: str, p: str | os.PathLike) -> Any:
    """Parse YAML (or JSON) text already read from ``p`` (named in errors), as :func:`read_yaml` does."""
    try:
        data = _json_fast(text)
        if data is _NOT_JSON:
            data = load_plain(text, MAX_YAML_DEPTH)
        if data is NOT_PLAIN:
            data = yaml.load(text, Loader=BoundedLoader)  # noqa: S506 - BoundedLoader is a SafeLoader
        return data
    except YAMLRefused as exc:
        raise FormalError(f"{p}: refused: {exc}") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        reason = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        if "maximum nesting depth" in str(reason):  # libyaml's own limit (1,000 levels)
            raise FormalError(f"{p}: refused: nested deeper than {MAX_YAML_DEPTH} levels") from None
        raise FormalError(f"{p}: malformed YAML{where}: {reason}") from None
    except RecursionError:
        raise FormalError(f"{p}: refused: nested deeper than {MAX_YAML_DEPTH} levels") from None
    except (ValueError, OverflowError) as exc:  # e.g. an integer over Python's 4,300-digit limit
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise FormalError(f"{p}: unreadable value: {first}") from None


def folder_beside(path: Path, what: str) -> Path:
    """A new empty folder next to ``path`` (same file system, so it can be renamed into ``path``'s place), with the
    permissions a plain ``mkdir`` would give it (a temporary folder's are 0700)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix=f".{path.name}.{what}-", dir=path.parent))
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(folder, 0o777 & ~umask)
    return folder


def write_atomic(path: str | os.PathLike, data: str | bytes) -> None:
    """Write ``data`` to ``path`` atomically: readers see the old file or the whole new one.

    A place that cannot be written (no permission, a file where a folder should be, a
    full disk) raises a one-line :class:`FormalError` and leaves nothing behind.
    """
    p = Path(path)
    if str(path).endswith(("/", os.sep)):
        raise FormalError(f"{path}: names a folder; give a file name")
    try:
        if p.exists() and not p.is_file() and not p.is_dir():
            _write_stream(p, data)  # /dev/stdout, /dev/null, a pipe: write into it, never replace it
            return
        _write_atomic(p, data)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise FormalError(f"{p}: cannot write: {reason}") from None


def _write_stream(p: Path, data: str | bytes) -> None:
    """Write into an existing device or pipe. Renaming a file over it would replace the
    device node itself (for root, ``-o /dev/null`` would leave a regular file there)."""
    with open(
        p, "wb" if isinstance(data, bytes) else "w", **({} if isinstance(data, bytes) else {"encoding": "utf-8"})
    ) as fh:
        fh.write(data)


def _write_atomic(p: Path, data: str | bytes) -> None:
    p.parent.mkdir(parents=True, exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    umask = os.umask(0)
    os.umask(umask)
    try:
        fh = os.fdopen(fd, mode, **({} if mode == "wb" else {"encoding": "utf-8"}))
    except BaseException:
        os.close(fd)
        os.unlink(tmp)
        raise
    try:
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; give the file ordinary permissions
        with fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


class _NoAliasDumper(yaml.SafeDumper):
    def ignore_aliases(self, data: Any) -> bool:  # noqa: D401 - yaml hook
        return True


_FAST_DUMPER = yaml.CSafeDumper if getattr(yaml, "__with_libyaml__", False) else yaml.SafeDumper


class _FastNoAliasDumper(_FAST_DUMPER):  # type: ignore[misc, valid-type]
    def ignore_aliases(self, data: Any) -> bool:  # noqa: D401 - yaml hook
        return True


def dump_yaml(obj: Any, fast: bool = False) -> str:
    """Deterministic YAML: keys in insertion order, block style, no aliases.

    ``fast``: libyaml's emitter (where PyYAML has it), about four times faster, for files of
    100,000s of rows written under a time limit (arena plans). It follows the same rules; the
    pure-Python emitter stays the default, so the committed files keep their bytes.
    """
    return yaml.dump(
        obj,
        Dumper=_FastNoAliasDumper if fast else _NoAliasDumper,
        sort_keys=False,
        default_flow_style=None,
        width=120,
        allow_unicode=True,
    )


def write_yaml(path: str | os.PathLike, obj: Any, fast: bool = False) -> None:
    write_atomic(path, dump_yaml(obj, fast))


def write_json(path: str | os.PathLike, obj: Any) -> None:
    write_atomic(path, json.dumps(obj, indent=2) + "\n")


def figure_png(fig: Any) -> bytes:
    """A matplotlib figure as PNG bytes, then closed: no software stamp in the metadata, so the same
    figure gives the same bytes (the benchmarks' committed plots stay byte-identical)."""
    import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it

    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110, metadata={"Software": None})
    plt.close(fig)
    return buf.getvalue()


@dataclass(frozen=True)
class HashedFile:
    """A file's bytes as read once (and, for a trace's files, checked against its sha256)."""

    path: Path
    data: bytes

    @property
    def text(self) -> str:
        try:
            return self.data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise FormalError(f"{self.path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None

    @classmethod
    def read(cls, source: "HashedFile | str | Path") -> "HashedFile":
        """``source`` itself if already read, else the file's bytes, read now."""
        if isinstance(source, HashedFile):
            return source
        path = Path(source)
        return cls(path, read_input(path, limit=_UNLIMITED))  # a regular file only (no pipe, no device)


# --------------------------------------------------------------------------- the user's cache

CACHE_ENV = "FORMAL_CACHE"  # the folder of formal's measurement caches; 0, off, no or false: none kept
_OFF = ("0", "off", "no", "false")


def cache_home() -> Path:
    """formal's folder in the user's cache: ``$XDG_CACHE_HOME/formal``, by default ``~/.cache/formal``."""
    return Path(os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")) / "formal"


def measurement_cache(name: str) -> Path | None:
    """Where a cache of measurements (the plans measured on a model, the kernels probed) keeps ``name``:
    ``$FORMAL_CACHE/name``, by default ``cache_home()/name``; None when ``FORMAL_CACHE`` turns caching off."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen is not None and chosen.strip().lower() in _OFF:
        return None
    return (Path(chosen) if chosen else cache_home()) / name
