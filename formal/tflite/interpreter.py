"""Measuring in TFLM's host interpreter: the arena's head, outputs bit for bit, each kernel's scratch.

Every run happens in a child process (:mod:`formal.tflite.child`) under a time limit and an
address-space limit, because a model is C++ on raw memory: a crash, a hang or a runaway allocation
becomes one line here, not the end of the caller.

- :func:`measure` runs models (their bytes) and returns, per model, TFLM's recorded head, tail
  and total and, for each seed, the outputs' dtypes, shapes and bytes.
- :func:`kernel_scratch` measures what each operator's kernel requests with
  ``RequestScratchBufferInArena``: operator ``k`` alone in a model of its own
  (:func:`formal.tflite.writer.probe_model`) has its tensors and its scratch all live at one scope,
  so TFLM stacks them and the probe's head is their sum; the scratch is the head less the
  tensors' 16-byte slots. Probes are deduplicated by what the kernel sees (operator code, options,
  tensors, weights).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from formal.base.children import python_argv, run_child
from formal.base.errors import FormalError
from formal.tflite.flatbuffer import ModelFile, read_file
from formal.tflite.model import aligned, model_of
from formal.tflite.writer import probe_model, unpack

# The child runs as a script (runpy.run_path), not as formal.tflite.child: it imports numpy and the
# wheel only, never formal's packages.
CHILD = str(Path(__file__).with_name("child.py"))
DEFAULT_ARENA = 64 << 20  # the host arena TFLM plans in, at least: larger where a model needs it (arena_for)
TIMEOUT_S = 300.0
PROBE_BYTES_PER_MODEL_BYTE = 8  # all of a model's one-operator probes together, at most (plus 64 MiB)
MEMORY_LIMIT = 4 << 30  # address space of the child, bytes (the arena and the wheel fit well within)


@dataclass(frozen=True)
class Output:
    dtype: str
    shape: tuple[int, ...]
    data: bytes


@dataclass(frozen=True)
class Measured:
    """One model in TFLM's interpreter: the arena's parts (bytes) and each run's outputs."""

    head: int
    tail: int
    total: int
    runs: tuple[tuple[Output, ...], ...]


def _limit_code() -> str:
    return (
        "import resource, runpy, sys; "
        f"resource.setrlimit(resource.RLIMIT_AS, ({MEMORY_LIMIT}, {MEMORY_LIMIT})); "
        f"sys.argv = [{CHILD!r}, *sys.argv[1:]]; "
        f"runpy.run_path({CHILD!r}, run_name='__main__')"
    )


def _run(jobs: list[dict], timeout: float) -> list[dict]:
    with tempfile.TemporaryDirectory() as tmp:
        for k, job in enumerate(jobs):
            path = os.path.join(tmp, f"model{k}.tflite")
            with open(path, "wb") as f:
                f.write(job.pop("bytes"))
            job["model"] = path
        request, result = os.path.join(tmp, "request.json"), os.path.join(tmp, "result.json")
        with open(request, "w") as f:
            json.dump({"jobs": jobs}, f)
        info, _out, err = run_child(python_argv("-c", _limit_code(), request, result), timeout)
        if info["exit"] == "timeout":
            raise FormalError(f"TFLM's interpreter did not finish within {timeout:.0f} s")
        if info["exit"] != 0 or not os.path.exists(result):
            last = [line for line in err.strip().splitlines() if line.strip()][-1:] or [f"exit {info['exit']}"]
            raise FormalError(f"TFLM's interpreter crashed (exit {info['exit']}): {last[0][:200]}")
        with open(result) as f:
            return list(json.load(f))


def arena_for(data: bytes, file: ModelFile) -> int:
    """The host arena to give TFLM for a model: room for every planned tensor side by side (no plan needs more),
    the tail's persistent structures and variables (bounded by the file's size) and slack."""
    planned = sum(aligned(t.nbytes) for t in file.tensors if not t.constant)
    return max(DEFAULT_ARENA, planned + 2 * len(data) + (16 << 20))


def measure(
    models: Sequence[bytes], seeds: Sequence[int] = (), arena_size: int | None = None, timeout: float = TIMEOUT_S
) -> list[Measured]:
    """Each model in TFLM's interpreter: its arena and, per seed, its outputs (refused in one line if TFLM
    refuses the model). ``arena_size``: the host arena (default :func:`arena_for`)."""
    jobs = []
    for data in models:
        file = read_file(data)
        jobs.append(
            {"bytes": data, "arena_size": arena_size or arena_for(data, file), "seeds": list(seeds),
             "inputs": len(file.inputs), "outputs": len(file.outputs)}
        )  # fmt: skip
    out = []
    for result in _run(jobs, timeout):
        if not result["ok"]:
            raise FormalError(f"TFLM refuses the model: {result['error']}")
        runs = tuple(
            tuple(Output(o["dtype"], tuple(o["shape"]), bytes.fromhex(o["hex"])) for o in run) for run in result["runs"]
        )
        out.append(
            Measured(int(result.get("head", -1)), int(result.get("tail", -1)), int(result.get("total", -1)), runs)
        )
    return out


def kernel_scratch(data: bytes, timeout: float = TIMEOUT_S) -> tuple[dict[int, int] | None, str]:
    """Each operator's scratch bytes (only operators that request any), and a note; (None, why) where an
    operator cannot be probed (its kernel is not in the host interpreter, or TFLM refuses it alone)."""
    file = read_file(data)
    model = unpack(data)
    jobs: dict[str, dict[str, Any]] = {}  # probe digest -> its job
    slots: dict[str, int] = {}  # probe digest -> the bytes TFLM plans for its tensors
    written = 0
    digest_of: dict[int, str] = {}
    for op in file.operators:
        probe = probe_model(data, op.index, model)
        written += len(probe)
        if written > PROBE_BYTES_PER_MODEL_BYTE * len(data) + (64 << 20):
            return None, "its operators' probes would exceed formal's limit (many operators share large weights)"
        digest = hashlib.sha256(probe).hexdigest()
        digest_of[op.index] = digest
        if digest not in jobs:
            alone = model_of(read_file(probe))
            slots[digest] = sum(aligned(t.nbytes) for t in alone.file.tensors if alone.planned(t.index))
            jobs[digest] = {"bytes": probe, "arena_size": arena_for(probe, alone.file), "seeds": [], "inputs": 0,
                            "outputs": 0}  # fmt: skip
    digests = list(jobs)
    results = dict(zip(digests, _run([jobs[d] for d in digests], timeout)))
    scratch: dict[int, int] = {}
    for op in file.operators:
        result = results[digest_of[op.index]]
        if not result["ok"]:
            return (
                None,
                f"operator {op.index} ({op.label}) cannot run alone in TFLM's interpreter: {result['error'][:160]}",
            )
        extra = int(result["head"]) - slots[digest_of[op.index]]
        if extra < 0:
            return None, f"operator {op.index} ({op.label}): its probe's head is below its tensors' bytes"
        if extra:
            scratch[op.index] = extra
    total = sum(scratch.values())
    note = f"kernel scratch measured in TFLM's interpreter: {len(scratch)} operators request {total:,} B"
    return scratch, note
