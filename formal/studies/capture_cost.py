"""What capture and replay cost, against the plain compiler and a plain run (``formal bench capture --corpus``).

Two ratios, per corpus configuration (:mod:`formal.studies.corpus.registry`):

* **capture ratio** = seconds of :func:`formal.capture.capture.capture` (build the model,
  fingerprint, eager reference run, compile, write, profile every statement, two measured
  runs, write the trace) / seconds of the *plain* compile of the same model: build it, then
  ``torch.compile(fullgraph=True)`` under the settings capture compiles with (Inductor, CPU,
  FP32, one thread, :func:`formal.capture.compile.inductor_cpu_settings`) and one call (train
  mode: one step with ``backward()``), which is when Inductor generates and compiles;
* **replay ratio** = seconds of a replay run of one captured program (check the trace and
  the machine, load the wrapper, run it once measured, compare every output with the
  capture's digests: :func:`formal.replay.replay.replay` with no extra orders, what
  ``formal replay TRACE`` does) / seconds of a *plain run* of the same program (load the
  wrapper file and its inputs, call it once; no check, no measurement).

Every measurement runs in a fresh Python process of its own (the same interpreter, the same
pinned environment), timed inside it from after ``import torch`` (the interpreter start and
the torch import, equal for both sides, are left out of both). The plain compile and the
capture each get a **fresh, empty** Inductor kernel-cache folder (``TORCHINDUCTOR_CACHE_DIR``),
so both compile every C++ kernel; the plain run and the replay both use the folder the
capture filled (warm: a user replays a program whose kernels were already compiled).
Numerator and denominator of each ratio run back to back, and which of the two runs first
alternates from one configuration to the next, so both see the same load.

Results are written after every configuration (``cost.json``, ``cost.md``, atomically), so
an interrupted run keeps what it measured; ``--resume`` skips the configurations already in
``cost.json``. It asserts nothing: the numbers are measurements (docs/capture.md).
"""

from __future__ import annotations

import importlib.util
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import torch

from formal.base.children import python_argv
from formal.base.errors import FormalError
from formal.base.files import read_yaml, write_atomic, write_json
from formal.capture.capture import capture
from formal.capture.compile import inductor_cpu_settings, training_loss
from formal.capture.spec import resolve_spec
from formal.model import load_schedule
from formal.program.trace import load_trace
from formal.replay.replay import replay
from formal.studies.corpus.build import check_available
from formal.studies.corpus.registry import select

CAPTURE_TARGET = 2.0  # issue 16: capture at most 2x the plain compile
REPLAY_TARGET = 3.0  # issue 16: a replay run at most 3x a plain run
CHILD_TIMEOUT_S = 3600
PIN_ENV = {"ATEN_CPU_CAPABILITY": "avx2", "ONEDNN_MAX_CPU_ISA": "AVX2", "MKL_CBWR": "AVX2"}


# --------------------------------------------------------------------------------------------
# The measurements, each run in a child process: ``python -m formal.studies.capture_cost KIND ...``
# prints one JSON object on its last line of stdout.


def _plain_compile(spec: str, mode: str) -> dict[str, Any]:
    """Build the model, compile it as capture does, call it once; seconds from the start."""

    start = time.perf_counter()
    ms = resolve_spec(spec)
    with inductor_cpu_settings():
        compiled = torch.compile(ms.model, backend="inductor", fullgraph=True)
        if mode == "inference":
            ms.model.eval()
            with torch.no_grad():
                compiled(*ms.inputs)
        else:
            ms.model.train()
            training_loss(compiled(*ms.inputs), ms.loss_fn).backward()
    return {"seconds": time.perf_counter() - start}


def _capture(spec: str, mode: str, outdir: str) -> dict[str, Any]:
    """``formal capture SPEC -o OUTDIR --mode MODE``, timed; the traces it wrote and their units."""
    start = time.perf_counter()
    paths = capture(spec, outdir, mode)
    seconds = time.perf_counter() - start
    return {"seconds": seconds, "traces": [str(p) for p in paths], "units": [len(read_yaml(p)["units"]) for p in paths]}


def _plain_run(trace_path: str) -> dict[str, Any]:
    """Load the trace's wrapper and inputs and call the program once: nothing checked or measured."""

    start = time.perf_counter()
    folder = Path(trace_path).parent
    program = read_yaml(trace_path)["program"]
    spec = importlib.util.spec_from_file_location("plain_wrapper", folder / program["wrapper"])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # compiles (or loads from the kernel cache) its kernels
    data = torch.load(folder / program["inputs"], weights_only=True)
    for name, value in data.get("constants", {}).items():
        setattr(module, name, value)
    torch.set_rng_state(data["rng_state"])
    torch.set_num_threads(1)
    module.call(data["args"])
    return {"seconds": time.perf_counter() - start}


def _replay(trace_path: str, schedule_path: str = "") -> dict[str, Any]:
    """``formal replay TRACE [--schedule FILE]`` in process: check, load, run measured (the
    original order, then the schedule's), compare with the capture; each run as a dict."""
    start = time.perf_counter()
    trace = load_trace(trace_path)
    orders = [("schedule", load_schedule(schedule_path, trace.problem))] if schedule_path else []
    runs = replay(trace, orders)
    return {
        "seconds": time.perf_counter() - start,
        "exact": all(r.exact for r in runs),
        "runs": [{**r.to_dict(), "exact": r.exact} for r in runs],
    }


def _child_main(argv: list[str]) -> int:
    kind, rest = argv[0], argv[1:]
    measure = {"plain-compile": _plain_compile, "capture": _capture, "plain-run": _plain_run, "replay": _replay}[kind]
    print(json.dumps(measure(*rest)))
    return 0


def run_child(kind: str, args: list[str], cache_dir: Path, log: Any = None) -> dict[str, Any]:
    """Run one measurement in a fresh process with ``cache_dir`` as Inductor's kernel cache."""
    env = {**os.environ, **PIN_ENV, "TORCHINDUCTOR_CACHE_DIR": str(cache_dir)}
    env["FORMAL_PRIVATE_KERNEL_CACHE"] = "0"  # the measurement decides the cache folder
    proc = subprocess.run(
        python_argv("-m", "formal.studies.capture_cost", kind, *args),
        env=env,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT_S,
    )
    if log is not None:
        log.write(proc.stderr[-4000:])
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines:
        last = (proc.stderr.strip().splitlines() or ["(no output)"])[-1]
        raise FormalError(f"{kind} {' '.join(args)}: exit {proc.returncode}: {last}")
    return json.loads(lines[-1])


# --------------------------------------------------------------------------------------------
# One configuration, the table, the files.


def measure_config(name: str, spec: str, mode: str, work: Path, capture_first: bool, log: Any = None) -> dict[str, Any]:
    """Every measurement for one configuration (see the module doc); one result row."""
    plain_cache, capture_cache = work / "kernels-plain", work / "kernels-capture"
    traces = work / "traces"
    traces.mkdir(parents=True, exist_ok=True)
    steps = [
        ("plain", lambda: run_child("plain-compile", [spec, mode], plain_cache, log)),
        ("capture", lambda: run_child("capture", [spec, mode, str(traces)], capture_cache, log)),
    ]
    done = {key: fn() for key, fn in (steps if capture_first else steps[::-1])}
    row: dict[str, Any] = {
        "config": name,
        "mode": mode,
        "capture_first": capture_first,
        "compile_s": round(done["plain"]["seconds"], 2),
        "capture_s": round(done["capture"]["seconds"], 2),
        "capture_ratio": round(done["capture"]["seconds"] / done["plain"]["seconds"], 3),
        "programs": [],
    }
    for k, (trace, units) in enumerate(zip(done["capture"]["traces"], done["capture"]["units"])):
        pair = [
            ("plain", lambda t=trace: run_child("plain-run", [t], capture_cache, log)),
            ("replay", lambda t=trace: run_child("replay", [t], capture_cache, log)),
        ]
        first_plain = (k % 2 == 0) == capture_first
        got = {key: fn() for key, fn in (pair if first_plain else pair[::-1])}
        row["programs"].append(
            {
                "trace": Path(trace).name.removesuffix(".trace.yaml"),
                "units": units,
                "plain_run_s": round(got["plain"]["seconds"], 2),
                "replay_s": round(got["replay"]["seconds"], 2),
                "replay_ratio": round(got["replay"]["seconds"] / got["plain"]["seconds"], 3),
                "exact": got["replay"]["exact"],
            }
        )
    return row


def conditions() -> dict[str, Any]:
    """What the numbers were measured under (machine, versions, load when the run started)."""
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    return {
        "torch": str(torch.__version__),
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "machine": platform.machine(),
        "pin": PIN_ENV,
        "threads": 1,
        "load_average_at_start": [round(x, 2) for x in load] if load else None,
    }


def render_markdown(result: dict[str, Any]) -> str:
    """The cost table as Markdown: one line per program, the configuration's capture columns on its first."""
    rows = result["rows"]
    lines = [
        "# Capture and replay cost against the plain compiler and a plain run",
        "",
        f"Measured with `formal bench capture --corpus` ({result['conditions']['torch']}, "
        f"{result['conditions']['cpus']} CPUs, one thread, pinned to AVX2; "
        f"{result.get('note', '')}). Seconds inside each fresh process, after `import torch`.",
        "",
        "| configuration | program | units | compile s | capture s | capture ratio | plain run s | replay s "
        "| replay ratio | replay exact |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for row in rows:
        if row.get("error"):
            lines.append(f"| {row['config']} | failed: {row['error']} | | | | | | | | |")
            continue
        for k, prog in enumerate(row["programs"]):
            head = (
                f"| {row['config']} | {prog['trace']} | {prog['units']} | {row['compile_s']:.1f} | "
                f"{row['capture_s']:.1f} | {row['capture_ratio']:.2f} |"
                if k == 0
                else f"| | {prog['trace']} | {prog['units']} | | | |"
            )
            lines.append(
                f"{head} {prog['plain_run_s']:.1f} | {prog['replay_s']:.1f} | {prog['replay_ratio']:.2f} | "
                f"{'yes' if prog['exact'] else 'NO'} |"
            )
    summary = summarize(rows)
    if summary:
        lines += [
            "",
            f"Capture ratio: median {summary['capture_ratio_median']:.2f}, worst "
            f"{summary['capture_ratio_max']:.2f} ({summary['capture_worst']}); "
            f"{summary['capture_within']} of {summary['configs']} configurations within "
            f"{CAPTURE_TARGET:g}x. Replay ratio: median {summary['replay_ratio_median']:.2f}, worst "
            f"{summary['replay_ratio_max']:.2f} ({summary['replay_worst']}); "
            f"{summary['replay_within']} of {summary['programs']} programs within {REPLAY_TARGET:g}x.",
        ]
    return "\n".join(lines) + "\n"


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Medians, worst cases and how many meet the targets (None when nothing was measured)."""
    ok = [r for r in rows if not r.get("error")]
    programs = [(r["config"], p) for r in ok for p in r["programs"]]
    if not ok or not programs:
        return None
    worst_capture = max(ok, key=lambda r: r["capture_ratio"])
    worst_replay = max(programs, key=lambda cp: cp[1]["replay_ratio"])
    return {
        "configs": len(ok),
        "programs": len(programs),
        "capture_ratio_median": statistics.median([r["capture_ratio"] for r in ok]),
        "capture_ratio_max": worst_capture["capture_ratio"],
        "capture_worst": worst_capture["config"],
        "capture_within": sum(r["capture_ratio"] <= CAPTURE_TARGET for r in ok),
        "replay_ratio_median": statistics.median([p["replay_ratio"] for _, p in programs]),
        "replay_ratio_max": worst_replay[1]["replay_ratio"],
        "replay_worst": worst_replay[1]["trace"],
        "replay_within": sum(p["replay_ratio"] <= REPLAY_TARGET for _, p in programs),
    }


def write_results(out: Path, result: dict[str, Any]) -> None:
    """``cost.json`` and ``cost.md`` in ``out``, each written atomically."""
    out.mkdir(parents=True, exist_ok=True)
    write_json(out / "cost.json", {**result, "summary": summarize(result["rows"])})
    write_atomic(out / "cost.md", render_markdown(result))


def run_corpus(
    names: list[str] | None, modes: list[str], out: Path, resume: bool = False, note: str = ""
) -> dict[str, Any]:
    """Measure every selected corpus configuration in ``modes`` (see the module doc); write as it goes."""
    configs = [c for c in select(names) if c.mode in modes]
    if not configs:
        raise FormalError("no corpus configuration selected (see `formal corpus list`)")
    previous: list[dict[str, Any]] = []
    if resume and (out / "cost.json").is_file():
        previous = json.loads((out / "cost.json").read_text(encoding="utf-8")).get("rows", [])
    done = {r["config"] for r in previous if not r.get("error")}
    result = {
        "format": "formal.capture-cost/1",
        "conditions": conditions(),
        "note": note,
        "rows": [r for r in previous if r["config"] in done],
    }
    for index, config in enumerate(configs):
        if config.name in done:
            continue
        check_available(config)
        print(f"{config.name}: measuring", file=sys.stderr, flush=True)
        with tempfile.TemporaryDirectory(prefix="formal-cost-") as tmp:
            try:
                row = measure_config(
                    config.name, config.spec, config.mode, Path(tmp), capture_first=index % 2 == 0, log=sys.stderr
                )
            except (FormalError, subprocess.TimeoutExpired) as exc:
                row = {"config": config.name, "mode": config.mode, "error": str(exc).splitlines()[0][:300]}
        result["rows"].append(row)
        write_results(out, result)
        print(json.dumps(row), flush=True)
    return result


if __name__ == "__main__":
    raise SystemExit(_child_main(sys.argv[1:]))
