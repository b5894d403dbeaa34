"""Emit a compressing program: the permuted program plus inserted pack/unpack statements.

This is a different emission mode from pure permutation (:mod:`formal.emit.permute`):
every original statement still appears exactly once, in the order ``permuted_body``
gives for the unit order, and the only additions are the codec calls of a compression
plan (:mod:`formal.pipelines.compress`):

* **pack** at the end of the segment of unit ``i`` (after the unit and the aliases and
  ``del`` statements that follow it): ``_formal_pk<k> = _formal_ibp_pack(NAME)``, then
  every name that still refers to the storage is rebound to ``None`` (not deleted: a
  later original ``del NAME`` must still work), so the storage is truly freed;
* **unpack** at the start of the segment of unit ``j`` (before its allocations):
  ``_formal_rs<k> = _formal_ibp_unpack(_formal_pk<k>)``, ``del _formal_pk<k>``, then each
  name the later statements use is rebound to a view with its original dtype, size,
  stride and storage offset on the restored storage, and ``del _formal_rs<k>``.

At one boundary, packs come before unpacks (a pack frees memory an unpack can reuse).
A *segment* of unit ``u`` is what ``permuted_body`` emits for it: its allocations, the
statements they free up, the unit, and the statements that follow it.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Sequence

from formal.base.errors import FormalError
from formal.emit.permute import load_program, permuted_body, splice_body
from formal.program.statements import Program
from formal.program.trace import Trace

IMPORT_LINE = (
    "from formal.compress.runtime import pack as _formal_ibp_pack, unpack as _formal_ibp_unpack, "
    "view as _formal_ibp_view  # formal: compress-at-rest codec\n"
)


@dataclass
class NameView:
    """A name bound to a view of the packed storage when the late use needs it."""

    name: str
    dtype: str  # e.g. "torch.float32"
    size: tuple[int, ...]
    stride: tuple[int, ...]
    offset: int


@dataclass
class PackSite:
    """Pack ``storage`` after unit position ``after``; unpack it before unit position ``before``."""

    storage: str
    after: int
    before: int
    pack_name: str  # the name passed to pack (any name of the storage)
    drop: list[str]  # every name referring to the storage at the pack point
    restore: list[NameView] = field(default_factory=list)  # names rebound at the unpack point
    word_mask: tuple[bytes, bytes] | None = None  # thresholded (M, V) fixed at planning
    dtype: str = "torch.float32"  # word dtype the storage is read as


def segment_starts(trace: Trace, program: Program, order: Sequence[str], body: Sequence[int]) -> list[int]:
    """``starts[p]``: index in ``body`` where unit ``order[p]``'s segment begins; ``starts[n]``: the return."""
    statements = trace.program["statements"]
    first: dict[str, int] = {}
    for pos, i in enumerate(body):
        s = statements[i]
        if s["kind"] in ("alloc", "unit") and s.get("unit") and s["unit"] not in first:
            first[s["unit"]] = pos
    starts = [first[u] for u in order]
    ret = next((pos for pos, i in enumerate(body) if statements[i]["kind"] == "return"), len(body))
    return starts + [ret]


def compressed_body(trace: Trace, order: Sequence[str], sites: Sequence[PackSite]) -> tuple[Program, list[int | str]]:
    """The emitted body: original statement indices, with inserted lines (strings) between them."""
    program = load_program(trace)
    body = permuted_body(trace, program, order)
    starts = segment_starts(trace, program, order, body)
    n = len(order)
    inserts: dict[int, list[str]] = {}
    for k, site in enumerate(sites):
        if not (0 <= site.after and site.after + 1 < site.before < n):
            raise FormalError(
                f"compress plan: storage {site.storage}: pack after unit position {site.after} "
                f"and unpack before {site.before} leave no unit in between"
            )
        inserts.setdefault(starts[site.after + 1], []).append(_pack_lines(k, site))
    for k, site in enumerate(sites):
        inserts.setdefault(starts[site.before], []).append(_unpack_lines(k, site))
    out: list[int | str] = []
    for pos, i in enumerate(body):
        for block in inserts.get(pos, ()):
            out.extend(block.splitlines())
        out.append(i)
    return program, out


def _pack_lines(k: int, site: PackSite) -> str:
    mask = "None" if site.word_mask is None else f"({site.word_mask[0]!r}, {site.word_mask[1]!r})"
    lines = [f"_formal_pk{k} = _formal_ibp_pack({site.pack_name}, {mask})  # formal: pack {site.storage}"]
    lines.append("; ".join(f"{name} = None" for name in site.drop) + f"  # formal: {site.storage} is freed")
    return "\n".join(lines)


def _unpack_lines(k: int, site: PackSite) -> str:
    lines = [
        f"_formal_rs{k} = _formal_ibp_unpack(_formal_pk{k})  # formal: unpack {site.storage}",
        f"del _formal_pk{k}",
    ]
    for v in site.restore:
        lines.append(
            f"{v.name} = _formal_ibp_view(_formal_rs{k}, {v.dtype}, {tuple(v.size)!r}, {tuple(v.stride)!r}, {v.offset})"
        )
    lines.append(f"del _formal_rs{k}")
    return "\n".join(lines)


def emit_compressed_source(trace: Trace, order: Sequence[str], sites: Sequence[PackSite]) -> str:
    """The wrapper with ``call``'s body permuted for ``order`` and the plan's codec calls inserted."""
    program, body = compressed_body(trace, order, sites)
    emitted = [item for item in body if isinstance(item, int)]
    if sorted(emitted) != list(range(len(program.statements))):  # each original statement exactly once
        raise FormalError("internal error: compressed emission is not a permutation of the statements")
    codes = [program.statements[item].code if isinstance(item, int) else item for item in body]
    lines = splice_body(
        program, "the original statements, permuted, plus compress-at-rest codec calls (`formal compress`)", codes
    ).splitlines(keepends=True)
    lines.insert(_after_imports(program.source), IMPORT_LINE)  # the import precedes call(), so its line is unchanged
    return "".join(lines)


def _after_imports(source: str) -> int:
    """Line index just after the module's leading import statements."""
    tree = ast.parse(source)
    end = 0
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            end = node.end_lineno or end
        elif end:
            break
    return end
