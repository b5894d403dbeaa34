"""Reading and writing the project's files safely.

* YAML is read with ``yaml.safe_load`` only; JSON is accepted too (it is YAML).
* Every output file is written atomically (temporary file in the same folder, then
  ``os.replace``) so an interrupted or failing command never leaves a partial file.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import yaml

from formal.errors import FormalError


def read_yaml(path: str | os.PathLike) -> Any:
    """Parse a YAML (or JSON) file with ``safe_load``; errors become one-line FormalErrors."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise FormalError(f"{p}: no such file") from None
    except IsADirectoryError:
        raise FormalError(f"{p}: is a directory, expected a file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise FormalError(f"{p}: cannot read: {exc}") from None
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        reason = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise FormalError(f"{p}: malformed YAML{where}: {reason}") from None


def write_atomic(path: str | os.PathLike, data: str | bytes) -> None:
    """Write ``data`` to ``path`` atomically: readers see the old file or the whole new one."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    umask = os.umask(0)
    os.umask(umask)
    try:
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; give the file ordinary permissions
        with os.fdopen(fd, mode, **({} if mode == "wb" else {"encoding": "utf-8"})) as fh:
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


def dump_yaml(obj: Any) -> str:
    """Deterministic YAML: keys in insertion order, block style, no aliases."""

    class _NoAliasDumper(yaml.SafeDumper):
        def ignore_aliases(self, data: Any) -> bool:  # noqa: D401 - yaml hook
            return True

    return yaml.dump(obj, Dumper=_NoAliasDumper, sort_keys=False, default_flow_style=None,
                     width=120, allow_unicode=True)


def write_yaml(path: str | os.PathLike, obj: Any) -> None:
    write_atomic(path, dump_yaml(obj))


def write_json(path: str | os.PathLike, obj: Any) -> None:
    write_atomic(path, json.dumps(obj, indent=2) + "\n")
