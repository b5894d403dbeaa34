"""Export a timeline as a PyTorch memory snapshot, for PyTorch's own memory visualizer.

The format is what ``torch.cuda.memory._snapshot()`` returns (documented in its
docstring; read by https://pytorch.org/memory_viz and ``torch.cuda._memory_viz``)::

    {"segments": [{"device", "address", "total_size", "allocated_size", "active_size",
                   "requested_size", "stream", "segment_type", "segment_pool_id",
                   "is_expandable", "frames", "blocks": [{"address", "size",
                   "requested_size", "state", "frames"}, ...]}],
     "device_traces": [[{"action": "alloc" | "free_requested" | "free_completed",
                         "addr", "size", "stream", "time_us", "frames"}, ...]]}

Here: one device (0), one stream (0), one segment that holds the whole run, laid out as
[inputs][arena][kernel scratch]: inputs packed one after another (aligned), every
allocated storage at ``arena base + its offset`` from an arena plan (for the optimized
order: the plan the report shows; for the compiler's program: a greedy plan of its own
lifetimes), and a unit's ``transient`` scratch above the arena (only one kernel runs at a
time). Every free is a ``free_requested`` immediately followed by its ``free_completed``
(the visualizer folds the pair into one ``free``). ``segments`` is the state *after* the
run: the storages still live (outputs, caller-held inputs) as ``active_allocated`` blocks,
the gaps as ``inactive`` blocks, so the visualizer's backward replay of the trace finds
every block inside the segment. The "Active Memory Timeline" view then shows exactly the
timeline's bytes: its maximum is the modeled peak. Zero-byte storages are left out (they
hold no bytes and would share an address with a live block).

Frames carry what a person wants to see on hover: the storage, its kind, and the
statement (or unit) that allocated or freed it. The pickle uses protocol 4 and only
dicts, lists, strings and ints, which the visualizer's own unpickler reads.
"""

from __future__ import annotations

import os
import pickle
from typing import Any

from formal.arena.blocks import Block, padded
from formal.arena.plan import plan_blocks
from formal.base.errors import FormalError
from formal.base.files import write_atomic
from formal.report.timeline import KIND_INPUT, KIND_SCRATCH, Timeline, lifetimes

BASE_ADDRESS = 0x7F0000000000  # arbitrary, page-aligned; looks like a device pointer
PICKLE_PROTOCOL = 4  # the visualizer's unpickler accepts protocols 2..4


def program_offsets(tl: Timeline, alignment: int = 64) -> tuple[dict[str, int], int]:
    """Offsets for the allocated (non-input, non-scratch) storages of ``tl`` by the arena
    planners's own lifetimes (event indices)."""
    blocks = []
    for sid, (start, end) in lifetimes(tl).items():
        e = tl.events[start]
        if e.kind in (KIND_INPUT, KIND_SCRATCH) or e.bytes == 0:
            continue
        blocks.append(Block(sid, start, len(tl.events) if end is None else end, e.bytes))
    if not blocks:
        return {}, 0
    plan = plan_blocks(blocks, alignment, "best-fit")  # any valid packing serves; best-fit scales
    return dict(plan.offsets), plan.arena


def build_snapshot(
    tl: Timeline, offsets: dict[str, int], arena: int, *, alignment: int = 64, source: str = "program"
) -> dict[str, Any]:
    """The snapshot dict for ``tl``, with allocated storages at ``offsets`` in an arena of ``arena`` bytes."""
    addr: dict[str, int] = {}
    cursor = BASE_ADDRESS
    for e in tl.events:  # inputs first, in the order the timeline allocates them
        if e.action == "alloc" and e.kind == KIND_INPUT and e.bytes > 0:
            addr[e.storage] = cursor
            cursor += padded(e.bytes, alignment)
    arena_base = cursor
    scratch_base = arena_base + padded(arena, alignment)
    scratch = max((e.bytes for e in tl.events if e.kind == KIND_SCRATCH), default=0)
    for e in tl.events:
        if e.action != "alloc" or e.bytes == 0 or e.storage in addr:
            continue
        if e.kind == KIND_SCRATCH:
            addr[e.storage] = scratch_base
        elif e.storage in offsets:
            addr[e.storage] = arena_base + int(offsets[e.storage])
        else:
            raise FormalError(f"internal error: storage {e.storage!r} has no arena offset", exit_code=70)
    total = padded(scratch_base + scratch - BASE_ADDRESS, alignment) or alignment

    trace: list[dict[str, Any]] = []
    live: dict[str, tuple[int, int]] = {}  # storage -> (address, size)
    for t, e in enumerate(tl.events):
        if e.bytes == 0:
            continue
        a = addr[e.storage]
        frames = [{"filename": source, "line": e.line + 1, "name": f"{e.storage} ({e.kind}) <- {e.where}"}]
        if e.action == "alloc":
            if not (BASE_ADDRESS <= a and a + e.bytes <= BASE_ADDRESS + total):
                raise FormalError(f"internal error: {e.storage!r} lies outside the segment", exit_code=70)
            for other, (oa, osz) in live.items():
                if a < oa + osz and oa < a + e.bytes:
                    raise FormalError(
                        f"internal error: {e.storage!r} overlaps live {other!r} in the snapshot", exit_code=70
                    )
            live[e.storage] = (a, e.bytes)
            trace.append({"action": "alloc", "addr": a, "size": e.bytes, "stream": 0, "time_us": t, "frames": frames})
        else:
            live.pop(e.storage, None)
            for action in ("free_requested", "free_completed"):
                trace.append(
                    {"action": action, "addr": a, "size": e.bytes, "stream": 0, "time_us": t, "frames": frames}
                )

    # The segment after the run: live blocks, gaps as inactive blocks; they tile the segment.
    where = {e.storage: e for e in tl.events if e.action == "alloc"}
    blocks: list[dict[str, Any]] = []
    at = BASE_ADDRESS
    for sid, (a, size) in sorted(live.items(), key=lambda kv: kv[1][0]):
        if a > at:
            blocks.append({"address": at, "size": a - at, "requested_size": 0, "state": "inactive", "frames": []})
        e = where[sid]
        blocks.append(
            {
                "address": a,
                "size": size,
                "requested_size": size,
                "state": "active_allocated",
                "frames": [{"filename": source, "line": e.line + 1, "name": f"{sid} ({e.kind}) <- {e.where}"}],
            }
        )
        at = a + size
    end = BASE_ADDRESS + total
    if end > at:
        blocks.append({"address": at, "size": end - at, "requested_size": 0, "state": "inactive", "frames": []})
    allocated = sum(size for _a, size in live.values())
    segment = {
        "device": 0,
        "address": BASE_ADDRESS,
        "total_size": total,
        "allocated_size": allocated,
        "active_size": allocated,
        "requested_size": allocated,
        "stream": 0,
        "segment_type": "large",
        "segment_pool_id": (0, 0),
        "is_expandable": False,
        "frames": [],
        "blocks": blocks,
    }
    return {"segments": [segment], "device_traces": [trace]}


def snapshot_bytes(snapshot: dict[str, Any]) -> bytes:
    return pickle.dumps(snapshot, protocol=PICKLE_PROTOCOL)


def write_snapshot(path: str | os.PathLike, snapshot: dict[str, Any]) -> None:
    write_atomic(path, snapshot_bytes(snapshot))


def viewer_peak(snapshot: dict[str, Any], device: int = 0) -> int:
    """Most bytes allocated at once in the snapshot's trace, as the visualizer's timeline
    counts them (alloc adds, free_completed removes)."""
    live = best = 0
    for e in snapshot["device_traces"][device]:
        if e["action"] == "alloc":
            live += e["size"]
        elif e["action"] == "free_completed":
            live -= e["size"]
        best = max(best, live)
    return best
