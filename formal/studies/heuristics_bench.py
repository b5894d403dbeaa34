"""``formal bench heuristics``: Inductor's peak-memory heuristics, each measured, beside formal's optimum.

Inductor's ``reorder_for_peak_memory`` (on by default) orders each graph by three heuristics
(``lpmf``, ``bfs``, ``dfs``), estimates each order's peak and the peak of the order it was
given (``baseline``), and keeps the least estimate. This bench answers "does the compiler's
reordering leave memory on the table, and how much?" with measurements, per program:

* the program with the pass off (Inductor's order before it);
* each heuristic alone (:mod:`formal.capture.inductor_pass` forces its order);
* Inductor's default, which order it chose, and Inductor's own estimate of its peak;
* formal's certified optimum of the default program, and the least certified optimum over
  every program captured here (a different node order can also make a different program:
  Inductor fuses and reuses buffers along the order, so formal's optimum is per program).

Every peak is measured: each setting is compiled and captured with ``formal capture
--inductor-reorder SETTING`` (a child process, pinned ISA), and the capture's two measured
runs give the peak. A setting whose node order equals, for every part, a program already
captured here is not compiled again: the same order gives the same program (a test checks
this for ``off`` and ``on``), and its cell says so with ``=``.

Outputs (atomic) in ``--out``: ``heuristics.md``, ``heuristics.json``, ``heuristics.png``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from formal.base.children import python_argv
from formal.base.errors import FormalError
from formal.base.files import figure_png, read_yaml, write_atomic, write_json
from formal.order.certify import certify
from formal.program.trace import load_trace
from formal.studies.corpus.registry import CONFIGS

FORMAT = "formal.heuristics-bench/1"
SETTINGS = ("off", "lpmf", "bfs", "dfs")  # captured beside the default ("on")
EXAMPLES = ("residual", "inception", "unet", "aspp", "transformer", "mlp", "stem")
DEFAULT = ["inception.train", "aspp.train", "residual.train", "transformer.train"]


@dataclass
class Target:
    """One configuration to compile: a name, a capture spec and a mode."""

    name: str
    spec: str
    mode: str

    @property
    def parts(self) -> tuple[str, ...]:
        return ("infer",) if self.mode == "inference" else ("fwd", "bwd")


@dataclass
class Program:
    """One capture of a target under one setting: per part, its measured peak, units, the
    order digest, Inductor's pass record, and formal's certified optimum."""

    setting: str
    measured: dict[str, int] = field(default_factory=dict)
    units: dict[str, int] = field(default_factory=dict)
    digest: dict[str, str] = field(default_factory=dict)
    passes: dict[str, dict[str, Any]] = field(default_factory=dict)
    optimum: dict[str, int] = field(default_factory=dict)
    optimal: dict[str, bool] = field(default_factory=dict)
    seconds: float = 0.0


def resolve(names: Sequence[str]) -> list[Target]:
    """``NAME.infer``/``NAME.train`` of a bundled example or a corpus configuration."""
    out = []
    for name in names:
        model, _, mode = name.rpartition(".")
        if mode not in ("infer", "train"):
            raise FormalError(f"{name!r}: expected MODEL.infer or MODEL.train")
        if model in EXAMPLES:
            out.append(Target(name, model, "inference" if mode == "infer" else "train"))
        elif name in CONFIGS:
            out.append(Target(name, CONFIGS[name].spec, CONFIGS[name].mode))
        else:
            raise FormalError(f"{name!r}: not a bundled example ({', '.join(EXAMPLES)}) nor a corpus configuration")
    return out


def _capture(target: Target, setting: str, out: Path, time_limit: float, kernels: Path) -> Program:
    """Compile and capture ``target`` under ``setting`` into ``out``; certify each part.

    ``kernels``: a private kernel folder the target's captures share
    (:mod:`formal.machine.kernel_cache`). Orders differ, kernels mostly do not: a kernel is
    keyed by the hash of its source, so a later setting loads what an earlier one built instead
    of compiling it again, and the program (what is measured) is the same either way."""
    start = time.monotonic()
    argv = python_argv("-m", "formal", "capture", target.spec, "-o", str(out), "--mode", target.mode)
    env = {**os.environ, "FORMAL_PRIVATE_KERNEL_CACHE": str(kernels.resolve())}
    proc = subprocess.run([*argv, "--inductor-reorder", setting], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["no message"])[-1]
        raise FormalError(f"{target.name} ({setting}): capture failed: {last}")
    program = Program(setting, seconds=time.monotonic() - start)
    base = target.spec.rpartition(":")[2]
    for part in target.parts:
        trace = load_trace(out / f"{base}.{part}.trace.yaml")  # read once: the capture's record and the problem
        record = trace.capture.get("inductor_pass")
        program.measured[part] = int(trace.data["evidence"]["original_measured_peak"])
        program.units[part] = trace.problem.n
        program.passes[part] = record or {}
        program.digest[part] = record["digests"][record["chosen"]] if record else ""
        proof = certify(trace.problem, time_limit)
        program.optimum[part] = int(proof["peak"])
        program.optimal[part] = proof["lower_bound"] == proof["peak"]
    return program


def _same_order(target: Target, setting: str, default: Program, done: list[Program]) -> Program | None:
    """A program already captured whose every part has the node order ``setting`` gives."""
    want = {
        p: default.passes[p].get("digests", {}).get("baseline" if setting == "off" else setting) for p in target.parts
    }
    if not all(want.values()):
        return None
    for program in done:
        if all(program.digest.get(p) == want[p] for p in target.parts):
            return program
    return None


def measure(target: Target, workdir: Path, time_limit: float) -> dict[str, Any]:
    """Capture ``target`` by default and under every setting; one row per part."""
    kernels = workdir / "kernels"
    default = _capture(target, "on", workdir / "on", time_limit, kernels)
    done = [default]
    programs: dict[str, tuple[Program, bool]] = {}
    for setting in SETTINGS:
        same = _same_order(target, setting, default, done)
        if same is None:
            same = _capture(target, setting, workdir / setting, time_limit, kernels)
            done.append(same)
            programs[setting] = (same, False)
            if setting == "off":  # the pass did not run: its order is the baseline's
                same.digest = {p: default.passes[p]["digests"]["baseline"] for p in target.parts}
        else:
            programs[setting] = (same, True)
    rows = []
    for part in target.parts:
        record = default.passes[part]
        chosen = record.get("chosen", "?")
        best = min(done, key=lambda p: p.optimum[part])
        rows.append(
            {
                "trace": f"{target.name.rpartition('.')[0]}.{part}",
                "config": target.name,
                "units": default.units[part],
                **{s: programs[s][0].measured[part] for s in SETTINGS},
                "reused": [s for s in SETTINGS if programs[s][1]],
                "default": default.measured[part],
                "choice": "baseline (off)" if chosen == "baseline" else chosen,
                "estimate": record.get("estimates", {}).get(chosen),
                "estimates": record.get("estimates", {}),
                "optimum": default.optimum[part],
                "optimal": default.optimal[part],
                "best_optimum": best.optimum[part],
                "best_from": best.setting,
                "programs": len(done),
                "capture_s": round(sum(p.seconds for p in done), 1),
            }
        )
    return {"config": target.name, "rows": rows}


def _bytes(n: int | None) -> str:
    return "" if n is None else f"{n:,}"


def _pct(saved: int, of: int) -> str:
    return f"{100.0 * saved / of:.2f}%" if of else "0.00%"


def render(results: list[dict[str, Any]], failures: list[str], note: str) -> str:
    """The markdown table (bytes; ``=`` marks a setting whose order a program
    captured here already had)."""
    lines = [
        "# Inductor's peak-memory heuristics, measured, beside formal's certified optimum",
        "",
        "Generated by `formal bench heuristics`; method in docs/heuristics.md. " + note,
        "",
        "Peaks in bytes, measured in the capture's runs. `=`: same node order as a program "
        "already captured in this row (not compiled again). Inductor's estimate is of its own choice, "
        "in its own model. formal: certified optimum of the default program; best formal: the least "
        "certified optimum over every program captured for the configuration.",
        "",
        "| trace | units | off | lpmf | bfs | dfs | Inductor's default | its choice | Inductor's estimate "
        "| formal | saving vs default | best formal (from) | saving vs default |",
        "|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|",
    ]
    for result in results:
        for r in result["rows"]:
            cells = [f"{'=' if s in r['reused'] else ''}{_bytes(r[s])}" for s in SETTINGS]
            formal = _bytes(r["optimum"]) + ("" if r["optimal"] else " (gap)")
            best = f"{_bytes(r['best_optimum'])} ({r['best_from']})"
            lines.append(
                f"| {r['trace']} | {r['units']} | {' | '.join(cells)} | {_bytes(r['default'])} | {r['choice']} "
                f"| {_bytes(r['estimate'])} | {formal} | {_pct(r['default'] - r['optimum'], r['default'])} "
                f"| {best} | {_pct(r['default'] - r['best_optimum'], r['default'])} |"
            )
    lines += ["", *summary(results)]
    if failures:
        lines += ["", "Failed:", "", *[f"- {f}" for f in failures]]
    return "\n".join(lines) + "\n"


def summary(results: list[dict[str, Any]]) -> list[str]:
    """How often Inductor's choice was the least of what it had, and what formal adds."""
    rows = [r for result in results for r in result["rows"]]
    if not rows:
        return []
    missed = [r for r in rows if r["default"] > min(r[s] for s in SETTINGS)]
    blind = [r for r in missed if len({r["estimates"].get(o) for o in ("baseline", "lpmf", "bfs", "dfs")}) == 1]
    formal = [r for r in rows if r["optimum"] < r["default"]]
    best = [r for r in rows if r["best_optimum"] < r["default"]]
    worst = max(rows, key=lambda r: (r["default"] - r["best_optimum"]) / r["default"] if r["default"] else 0)
    return [
        f"- Programs: {len(rows)}. Inductor's default measured above the least of the four orders it had "
        f"(off, lpmf, bfs, dfs) on {len(missed)}"
        + (f" ({', '.join(r['trace'] for r in missed)})" if missed else "")
        + f"; on {len(blind)} of those its estimates of the four orders were all equal.",
        f"- formal's certified optimum of the default program is below the default on {len(formal)} of {len(rows)}; "
        f"the least optimum over the captured programs is below it on {len(best)} "
        f"(most: {worst['trace']}, {_pct(worst['default'] - worst['best_optimum'], worst['default'])}).",
    ]


def plot(results: list[dict[str, Any]]) -> bytes:
    """Each setting's measured peak and formal's optima, relative to Inductor's default."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for result in results for r in result["rows"]]
    series = [*SETTINGS, "optimum", "best_optimum"]
    labels = [*SETTINGS, "formal (default program)", "best formal"]
    fig, ax = plt.subplots(figsize=(max(6.0, 0.55 * len(rows) + 2), 4.2))
    width = 0.8 / len(series)
    lowest = 1.0
    for k, (key, label) in enumerate(zip(series, labels)):
        ys = [r[key] / r["default"] if r["default"] else 1.0 for r in rows]
        lowest = min(lowest, *ys)
        ax.bar([i + (k - len(series) / 2) * width for i in range(len(rows))], ys, width, label=label)
    ax.set_ylim(bottom=max(0.0, lowest - 0.1))  # the differences, not the common part, fill the plot
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks(range(len(rows)), [r["trace"] for r in rows], rotation=60, ha="right", fontsize=7)
    ax.set_ylabel("measured peak / Inductor's default")
    ax.legend(fontsize=7, ncol=3)
    fig.tight_layout()
    return figure_png(fig)


def _write(
    out: Path, kept: list[dict[str, Any]], results: list[dict[str, Any]], failures: list[str], seconds: float
) -> None:
    import torch  # only for its version, once torch is loaded anyway

    note = f"torch {torch.__version__}, CPU, FP32, one thread; {len(results)} configuration(s) in {seconds:.0f} s" + (
        f", {len(kept)} kept from earlier runs (--update)" if kept else ""
    )
    every = sorted(kept + results, key=lambda r: r["config"])
    out.mkdir(parents=True, exist_ok=True)
    write_json(out / "heuristics.json", {"format": FORMAT, "note": note, "results": every})
    write_atomic(out / "heuristics.md", render(every, failures, note))
    write_atomic(out / "heuristics.png", plot(every))


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="formal bench heuristics", description=__doc__.split("\n\n")[1])
    p.add_argument(
        "--only", nargs="+", metavar="NAME", default=DEFAULT, help=f"configurations (default: {' '.join(DEFAULT)})"
    )
    p.add_argument(
        "--time-limit", type=float, default=60.0, metavar="S", help="certify time limit per trace (default 60)"
    )
    p.add_argument("--update", action="store_true", help="keep the other configurations of --out's heuristics.json")
    p.add_argument("-o", "--out", metavar="DIR", help="write heuristics.md, heuristics.json and heuristics.png here")
    p.add_argument("--render", action="store_true", help="only render --out's heuristics.json again (no compile)")
    args = p.parse_args(argv)
    if args.render:
        if not args.out or not (Path(args.out) / "heuristics.json").is_file():
            raise FormalError("--render needs -o DIR holding a heuristics.json")
        done = read_yaml(Path(args.out) / "heuristics.json")
        write_atomic(Path(args.out) / "heuristics.md", render(done["results"], [], done["note"]))
        write_atomic(Path(args.out) / "heuristics.png", plot(done["results"]))
        return 0

    targets = resolve(args.only)
    kept: list[dict[str, Any]] = []
    if args.update and args.out and (Path(args.out) / "heuristics.json").is_file():
        previous = read_yaml(Path(args.out) / "heuristics.json")
        kept = [r for r in previous["results"] if r["config"] not in {t.name for t in targets}]
    results: list[dict[str, Any]] = []
    failures: list[str] = []
    start = time.monotonic()
    for target in targets:
        with tempfile.TemporaryDirectory(prefix="formal-heuristics-") as tmp:
            try:
                result = measure(target, Path(tmp), args.time_limit)
            except FormalError as exc:
                failures.append(str(exc))
                print(f"{target.name}: FAILED: {exc}", flush=True)
                continue
        results.append(result)
        for r in result["rows"]:
            print(
                f"{r['trace']:28} off {r['off']:>12,} lpmf {r['lpmf']:>12,} bfs {r['bfs']:>12,} dfs {r['dfs']:>12,} "
                f"default {r['default']:>12,} ({r['choice']}) formal {r['optimum']:>12,} best {r['best_optimum']:>12,}",
                flush=True,
            )
        if args.out:  # after every configuration: an interrupted run keeps what it measured
            _write(Path(args.out), kept, results, failures, time.monotonic() - start)
    if failures:
        raise FormalError(f"{len(failures)} configuration(s) failed", exit_code=1)
    return 0
