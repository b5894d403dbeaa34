"""``formal bench deep``: real programs at production depth, captured, certified, checked, replayed.

The deep family (:mod:`formal.studies.corpus.deep`: decoders of 32 to 300 blocks, a
102-block ResNet, a deep U-Net, at toy width) goes through the whole pipeline, and every
stage is timed against the program's units:

* **capture** against torch.compile's own compile of the same step, each in a fresh process
  with an empty kernel cache (:func:`formal.studies.capture_cost.measure_config`, the numbers
  of ``formal bench capture --corpus``), and a replay of the captured program (measured ==
  modeled, outputs equal to the capture's);
* **certify** under ``--time-limit`` (optimal, or the gap with both bounds), split into
  reading the trace, certifying and writing the proof;
* **check**: the trusted checker on the proof (``formal check TRACE PROOF``, its own process);
* **replay** of the certified order (``formal replay --schedule``, a child process on the
  capture's kernel cache): measured peak == modeled peak, outputs equal to the capture's.

Outputs (atomic, after every configuration) in ``--out``: ``deep.json``, ``deep.md`` and
``deep.png`` (seconds of each stage against units). ``--update`` keeps the other
configurations of an earlier ``deep.json``. Nothing is asserted: the numbers are measurements.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from formal.base.checking import run_checker
from formal.base.errors import FormalError
from formal.base.files import figure_png, read_yaml, write_atomic, write_json, write_yaml
from formal.machine.fingerprint import pin_for_capture
from formal.model import load_problem
from formal.order.certify import certify
from formal.studies.capture_cost import conditions, measure_config, run_child
from formal.studies.corpus.registry import CONFIGS, select

FORMAT = "formal.deep-bench/1"
DEFAULT = [
    "deep_decoder_d32.train",
    "deep_unet_l5.train",
    "deep_resnet_b102.train",
    "deep_decoder_d64.train",
    "deep_decoder_d128.train",
]


def certify_program(trace_path: Path, time_limit: float, kernel_cache: Path) -> dict[str, Any]:
    """Read, certify, write, check and replay one captured program; seconds of each stage."""
    row: dict[str, Any] = {}
    start = time.perf_counter()
    problem = load_problem(trace_path)
    row["read_s"] = round(time.perf_counter() - start, 2)
    start = time.perf_counter()
    proof, info = certify(problem, max(1.0, time_limit - row["read_s"]), with_info=True)
    row["certify_s"] = round(time.perf_counter() - start, 2)
    proof_path = trace_path.with_name(trace_path.name.replace(".trace.yaml", ".proof.yaml"))
    start = time.perf_counter()
    write_yaml(proof_path, proof)
    row["write_s"] = round(time.perf_counter() - start, 2)
    row.update(
        peak=proof["peak"],
        lower_bound=proof["lower_bound"],
        optimal=proof["peak"] == proof["lower_bound"],
        found_by=info["found_by"],
        certificates=sorted({c["kind"] for c in proof["certificates"]}),
    )
    start = time.perf_counter()
    claims = run_checker(trace_path, proof_path, timeout=3600)
    row["check_s"] = round(time.perf_counter() - start, 2)
    row["checked"] = all(ok for ok, _ in claims)
    # In a child on the capture's kernel cache, as the capture-cost replay runs: a kernel
    # library built again in this process need not hash the same, and replay loads only the
    # libraries the capture recorded.
    replayed = run_child("replay", [str(trace_path), str(proof_path)], kernel_cache)
    row["replay_certified_s"] = round(replayed["seconds"], 2)
    original, certified = replayed["runs"][0], replayed["runs"][-1]
    row.update(
        original_peak=original["measured_peak"],
        certified_measured=certified["measured_peak"],
        certified_modeled=certified["modeled_peak"],
        certified_exact=certified["exact"],
    )
    return row


def measure(name: str, time_limit: float, capture_first: bool, keep: Path | None = None) -> dict[str, Any]:
    """One configuration: capture cost, then every program certified, checked and replayed;
    with ``keep``, its traces, wrappers and proofs are copied there (inputs stay behind)."""
    config = CONFIGS[name]
    with tempfile.TemporaryDirectory(prefix="formal-deep-") as tmp:
        work = Path(tmp)
        row = measure_config(name, config.spec, config.mode, work, capture_first, log=sys.stderr)
        for program in row["programs"]:
            trace_path = work / "traces" / f"{program['trace']}.trace.yaml"
            try:
                program.update(certify_program(trace_path, time_limit, work / "kernels-capture"))
            except FormalError as exc:
                program["error"] = str(exc).splitlines()[0][:300]
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            for path in (work / "traces").glob("*"):
                if path.name.endswith((".trace.yaml", ".wrapper.py", ".proof.yaml")):
                    shutil.copy2(path, keep / path.name)
    return row


def _certify_s(program: dict[str, Any]) -> float:
    """What ``formal certify`` costs end to end: read the trace, certify, write the proof."""
    return float(program["read_s"] + program["certify_s"] + program["write_s"])


def render(result: dict[str, Any]) -> str:
    lines = [
        "# Deep real programs: capture, certify, check and replay against units",
        "",
        f"Generated by `formal bench deep` ({result['conditions'].get('torch', '')}, one thread, pinned ISA). "
        "Seconds; capture and compile each in a fresh process with an empty kernel cache. "
        f"Certify time limit {result['time_limit']:g} s (reading included).",
        "",
        "| configuration | compile s | capture s | capture / compile | program | units "
        "| certify (read + search + write) s | peak B | lower bound B | status | check s | replay of the capture "
        "| certified: measured == modeled, bits |",
        "|---|---:|---:|---:|---|---:|---:|---:|---:|---|---:|---|---|",
    ]
    for row in result["rows"]:
        if "error" in row:
            lines.append(f"| {row['config']} | FAILED: {row['error']} |||||||||||")
            continue
        for k, p in enumerate(row["programs"]):
            head = (
                f"| {row['config']} | {row['compile_s']:.1f} | {row['capture_s']:.1f} | {row['capture_ratio']:.2f} "
                if k == 0
                else "| | | | "
            )
            if "error" in p:
                lines.append(head + f"| {p['trace']} | {p['units']} | FAILED: {p['error']} |||||||")
                continue
            lines.append(
                head
                + f"| {p['trace']} | {p['units']} | {_certify_s(p):.1f} ({p['read_s']:.1f} + {p['certify_s']:.1f} + "
                f"{p['write_s']:.1f}) | {p['peak']:,} | {p['lower_bound']:,} | "
                f"{'optimal' if p['optimal'] else 'gap'} | {p['check_s']:.1f} | "
                f"{'exact' if p['exact'] else 'NOT exact'} | "
                f"{'yes' if p['certified_exact'] else 'NO'} ({p['certified_measured']:,} B) |"
            )
    return "\n".join(lines) + "\n"


def plot(result: dict[str, Any]) -> bytes:
    """Seconds of each stage against the program's units (log-log)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.4, 4.2))
    rows = [r for r in result["rows"] if "error" not in r]
    largest = [max(r["programs"], key=lambda p: p["units"]) for r in rows]
    series: list[tuple[str, list[tuple[int, float]]]] = [
        ("compile (whole step)", [(p["units"], r["compile_s"]) for r, p in zip(rows, largest)]),
        ("capture (whole step)", [(p["units"], r["capture_s"]) for r, p in zip(rows, largest)]),
    ]
    programs = [p for r in rows for p in r["programs"] if "error" not in p]
    series.append(("certify (read + search + write)", [(p["units"], _certify_s(p)) for p in programs]))
    series.append(("check", [(p["units"], p["check_s"]) for p in programs]))
    for label, points in series:
        if points:
            xs, ys = zip(*sorted(points))
            ax.plot(xs, ys, marker="o", label=label)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("units (the step's largest program, for compile and capture)")
    ax.set_ylabel("seconds")
    ax.legend(fontsize=8)
    fig.tight_layout()
    return figure_png(fig)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="formal bench deep", description=__doc__.split("\n\n")[1])
    p.add_argument("--only", nargs="+", metavar="NAME", default=DEFAULT, help="deep configurations (default: a few)")
    p.add_argument("--time-limit", type=float, default=60.0, metavar="S", help="certify limit per program (60)")
    p.add_argument("--update", action="store_true", help="keep the other configurations of --out's deep.json")
    p.add_argument("-o", "--out", default="results/deep", metavar="DIR", help="output folder (results/deep)")
    p.add_argument("--keep", metavar="DIR", help="copy each program's trace, wrapper and proof here")
    p.add_argument("--render", action="store_true", help="only render --out's deep.json again (nothing measured)")
    args = p.parse_args(argv)
    out = Path(args.out)
    if args.render:
        if not (out / "deep.json").is_file():
            raise FormalError(f"--render: no deep.json in {out}")
        done = read_yaml(out / "deep.json")
        done["rows"].sort(key=lambda r: max((p["units"] for p in r.get("programs", [])), default=0))
        write_json(out / "deep.json", done)
        write_atomic(out / "deep.md", render(done))
        write_atomic(out / "deep.png", plot(done))
        return 0

    configs = select(args.only)
    pin_for_capture()  # capture, check and replay under one pinned ISA (docs/capture.md)
    rows: list[dict[str, Any]] = []
    if args.update and (out / "deep.json").is_file():
        rows = [r for r in read_yaml(out / "deep.json")["rows"] if r["config"] not in {c.name for c in configs}]
    result = {"format": FORMAT, "conditions": conditions(), "time_limit": args.time_limit, "rows": rows}
    for index, config in enumerate(configs):
        print(f"{config.name}: measuring", file=sys.stderr, flush=True)
        try:
            row = measure(
                config.name, args.time_limit, capture_first=index % 2 == 0, keep=Path(args.keep) if args.keep else None
            )
        except FormalError as exc:
            row = {"config": config.name, "mode": config.mode, "error": str(exc).splitlines()[0][:300]}
        rows.append(row)
        out.mkdir(parents=True, exist_ok=True)
        write_json(out / "deep.json", result)
        write_atomic(out / "deep.md", render(result))
        write_atomic(out / "deep.png", plot(result))
        print(render({**result, "rows": [row]}).splitlines()[-1], flush=True)
    return 0
