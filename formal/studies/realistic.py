"""The realistic-size study (docs/realistic.md): collect, tabulate and plot its measurements.

The captures themselves are ordinary corpus builds (``formal corpus build --only NAME``, the
compiler's order, certified) plus one ``formal capture SPEC --inductor-reorder off`` each;
this module only reads what they wrote and renders ``results/realistic/``:

    python -m formal.studies.realistic --off OFFDIR --times TIMES --replays DIR [-o results/realistic]

``--off`` holds the reorder-off traces (not committed: they share the committed traces'
names); ``--times`` is the driver's ``NAME on|off rc=N wall=S`` lines; ``--replays`` holds
``<trace>.replay.json`` from ``formal replay TRACE --schedule PROOF --json``. Every peak in
the output is computed here from the trace and proof files (modeled bytes; the capture's
evidence and the replay say whether measured equalled modeled).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any, Sequence

from formal.base.errors import FormalError
from formal.base.files import figure_png, read_yaml, write_atomic, write_json
from formal.model import load_problem, original_order, peak
from formal.order.certify import certify
from formal.studies.corpus.registry import CONFIGS, CorpusConfig

FORMAT = "formal.realistic-study/1"

# Each realistic model and its 64x64 (or nominal-size) counterpart in the corpus.
REALISTIC: dict[str, str] = {
    "gpt2_124m_s256b1": "gpt2",
    "bert_base_s128b8": "bert",
    "convnext_tiny_224b8": "convnext_tiny",
    "resnet50_224b8": "resnet50",
    "vit_b_16_224b8": "vit_b_16",
    "unet2d_256b1": "unet2d",
    "fcn_resnet50_512b1": "fcn_resnet50",
    "deeplabv3_resnet50_512b2": "deeplabv3_resnet50",
    "deeplabv3_resnet50_512b4": "deeplabv3_resnet50",
    "bert_base_s512b8": "bert",
    "gpt2_124m_s1024b1": "gpt2",
}
COMMIT_LIMIT = 3_000_000  # bytes: a trace, wrapper or proof above this stays out of git


def realistic_configs() -> list[CorpusConfig]:
    """The registry's realistic-size configurations, in registry order."""
    return [c for c in CONFIGS.values() if c.model in REALISTIC]


def _pct(num: int, den: int) -> float:
    return round(100.0 * num / den, 3) if den > 0 else 0.0


def _times(path: Path | None) -> dict[tuple[str, str], tuple[int, float]]:
    out: dict[tuple[str, str], tuple[int, float]] = {}
    if path is None or not path.is_file():
        return out
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.fullmatch(r"(\S+) (on|off|replay) rc=(\d+) wall=([\d.]+)", line.strip())
        if m:
            out[(m[1], m[2])] = (int(m[3]), round(float(m[4]), 1))
    return out


def trace_row(
    trace: str,
    traces: Path,
    proofs: Path,
    off: Path | None,
    replays: Path | None,
    times: dict[tuple[str, str], tuple[int, float]],
    config: str,
) -> dict[str, Any]:
    """One trace's row: compiler order, reorder-off and certified optimum, from the files."""
    tpath, ppath = traces / f"{trace}.trace.yaml", proofs / f"{trace}.proof.yaml"
    problem = load_problem(str(tpath))
    proof = read_yaml(ppath)
    compiler = peak(problem, original_order(problem))
    raw = read_yaml(tpath)
    evidence = raw.get("evidence", {})
    best, inputs = int(proof["peak"]), problem.input_bytes
    row: dict[str, Any] = {
        "config": config,
        "trace": trace,
        "units": len(problem.units),
        "input_bytes": inputs,
        "compiler_peak": compiler,
        "optimum": best,
        "lower_bound": int(proof["lower_bound"]),
        "status": "optimal" if best == int(proof["lower_bound"]) else "gap",
        "saving_pct": _pct(compiler - best, compiler),
        "saving_above_inputs_pct": _pct(compiler - best, compiler - inputs),
        "capture_measured_equals_modeled": (
            evidence.get("original_measured_peak") == compiler
            and evidence.get("original_measured_peak_rerun") == compiler
        ),
        "certificates": [c["kind"] for c in proof.get("certificates", [])],
        # where the lower bound binds: the event cut's units (the kernel no order can avoid holding the peak at)
        "binding_units": _binding(raw.get("units", []), proof),
        "sizes": {
            kind: (traces / f"{trace}.{kind}").stat().st_size if (traces / f"{trace}.{kind}").is_file() else None
            for kind in ("trace.yaml", "wrapper.py", "inputs.pt")
        }
        | {"proof.yaml": ppath.stat().st_size},
    }
    row["committable"] = all(v is not None and v < COMMIT_LIMIT for k, v in row["sizes"].items() if k != "inputs.pt")
    row["capture_s"] = times.get((config, "on"), (None, None))[1]
    row["reorder_off"] = _off_row(trace, off, best, inputs) if off else None
    if row["reorder_off"] is not None:
        row["reorder_off"]["capture_s"] = times.get((config, "off"), (None, None))[1]
    row["replay"] = _replay(replays / f"{trace}.replay.json") if replays else None
    return row


def _binding(units: list[dict[str, Any]], proof: dict[str, Any]) -> list[str]:
    labels = {u.get("id"): u.get("label", "") for u in units if isinstance(u, dict)}
    out = []
    for cert in proof.get("certificates", []):
        if cert.get("kind") == "event_cut":
            out += [f"{c['unit']} {labels.get(c['unit'], '')}".strip() for c in cert.get("cases", []) if "unit" in c]
    return out


def _off_row(trace: str, off: Path, optimum: int, inputs: int) -> dict[str, Any] | None:
    path = off / f"{trace}.trace.yaml"
    if not path.is_file():
        return None
    problem = load_problem(str(path))
    off_peak = peak(problem, original_order(problem))
    evidence = read_yaml(path).get("evidence", {})
    # Certify the reorder-off program too: if its optimum equals the compiler-order program's,
    # the two compiles hold the same buffers and differ only in order.
    proof = certify(problem, 60.0)
    return {
        "units": len(problem.units),
        "input_bytes": problem.input_bytes,
        "peak": off_peak,
        "measured_equals_modeled": (
            evidence.get("original_measured_peak") == off_peak
            and evidence.get("original_measured_peak_rerun") == off_peak
        ),
        "own_optimum": int(proof["peak"]),
        "own_lower_bound": int(proof["lower_bound"]),
        "saving_pct": _pct(off_peak - optimum, off_peak),
        "saving_above_inputs_pct": _pct(off_peak - optimum, off_peak - inputs),
    }


def _replay(path: Path) -> dict[str, Any] | None:
    if not path.is_file() or not path.read_text(encoding="utf-8").strip():
        return None
    runs = json.loads(path.read_text(encoding="utf-8"))["runs"]
    return {
        "runs": [
            {k: r.get(k) for k in ("label", "modeled_peak", "measured_peak", "bit_identical", "matches_capture")}
            for r in runs
        ],
        "byte_exact": all(r.get("measured_peak") == r.get("modeled_peak") for r in runs),
        "bit_identical": all(r.get("bit_identical") and r.get("matches_capture") for r in runs),
    }


def counterpart(model: str, traces: Path, proofs: Path) -> list[dict[str, Any]]:
    """The saving of the smaller-size corpus configuration the realistic one scales up."""
    base = REALISTIC[model]
    out = []
    for t in sorted(traces.glob(f"{base}.*.trace.yaml")):
        name = t.name.removesuffix(".trace.yaml")
        if not (proofs / f"{name}.proof.yaml").is_file():
            continue
        problem = load_problem(str(t))
        compiler = peak(problem, original_order(problem))
        best = int(read_yaml(proofs / f"{name}.proof.yaml")["peak"])
        out.append(
            {"trace": name, "compiler_peak": compiler, "optimum": best, "saving_pct": _pct(compiler - best, compiler)}
        )
    return out


def collect(
    traces: Path, proofs: Path, off: Path | None, replays: Path | None, times_path: Path | None
) -> dict[str, Any]:
    """Every realistic configuration: its rows if captured and certified, else ``not_run``."""
    times = _times(times_path)
    rows, not_run = [], []
    for c in realistic_configs():
        have = [
            t
            for t in c.trace_names
            if (traces / f"{t}.trace.yaml").is_file() and (proofs / f"{t}.proof.yaml").is_file()
        ]
        if len(have) < len(c.trace_names):
            rc = times.get((c.name, "on"))
            not_run.append(
                {"config": c.name, "input": c.input, "reason": "capture failed" if rc and rc[0] else "not run (time)"}
            )
            continue
        for t in c.trace_names:
            rows.append(trace_row(t, traces, proofs, off, replays, times, c.name))
    bases = {
        c.model: counterpart(c.model, traces, proofs)
        for c in realistic_configs()
        if any(r["config"] == c.name for r in rows)
    }
    return {
        "format": FORMAT,
        "commit_limit_bytes": COMMIT_LIMIT,
        "rows": rows,
        "not_run": not_run,
        "counterparts": bases,
    }


def _mb(n: int | None) -> str:
    return "-" if n is None else f"{n / 1e6:.2f}"


def table(doc: dict[str, Any]) -> str:
    """The markdown table of the study."""
    lines = [
        "| trace | units | inputs MB | compiler order MB | reorder-off MB | certified optimum MB | "
        "saving vs compiler | above inputs | saving vs reorder-off | status | replay of the certified order | "
        "wall s (build / off capture) | committed |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|---|",
    ]
    for r in doc["rows"]:
        off = r["reorder_off"]
        rp = r["replay"]
        replay = (
            "-"
            if rp is None
            else ("measured == modeled" if rp["byte_exact"] else "MISMATCH")
            + ("" if rp is None or rp["bit_identical"] else ", outputs differ")
        )
        cap_off = "-" if not off or off.get("capture_s") is None else f"{off['capture_s']:.0f}"
        cap_on = "-" if r["capture_s"] is None else f"{r['capture_s']:.0f}"
        vs_off = "-" if not off else f"{off['saving_pct']:.3f}%"
        lines.append(
            f"| {r['trace']} | {r['units']} | {_mb(r['input_bytes'])} | {_mb(r['compiler_peak'])} | "
            f"{_mb(off['peak']) if off else '-'} | {_mb(r['optimum'])} | {r['saving_pct']:.3f}% | "
            f"{r['saving_above_inputs_pct']:.3f}% | {vs_off} | "
            f"{r['status']} | {replay} | {cap_on} / {cap_off} | {'yes' if r['committable'] else 'no (size)'} |"
        )
    for n in doc["not_run"]:
        lines.append(f"| {n['config']} | | | | | | | | | {n['reason']} | | | |")
    lines += [
        "",
        "The same models in the smaller corpus (docs/corpus.md): saving of the certified optimum over "
        "the compiler's order.",
        "",
        "| realistic model | corpus trace | compiler order MB | optimum MB | saving |",
        "|---|---|---:|---:|---:|",
    ]
    for model, bases in doc["counterparts"].items():
        for b in bases:
            lines.append(
                f"| {model} | {b['trace']} | {_mb(b['compiler_peak'])} | {_mb(b['optimum'])} | {b['saving_pct']:.3f}% |"
            )
    return "\n".join(lines)


def plot(doc: dict[str, Any]) -> bytes:
    """A PNG: per trace, the saving of the certified optimum over the compiler's order and over reorder-off."""
    import matplotlib  # matplotlib: heavy; only plots need it

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it

    rows = doc["rows"]
    fig, ax = plt.subplots(figsize=(max(7.0, 0.9 * len(rows) + 3), 5))
    xs = list(range(len(rows)))
    ax.bar([x - 0.2 for x in xs], [r["saving_pct"] for r in rows], 0.4, label="over the compiler's order")
    ax.bar(
        [x + 0.2 for x in xs],
        [r["reorder_off"]["saving_pct"] if r["reorder_off"] else 0.0 for r in rows],
        0.4,
        label="over reorder_for_peak_memory = False",
    )
    ax.set_xticks(xs)
    ax.set_xticklabels([r["trace"] for r in rows], rotation=30, ha="right", fontsize=8)
    ax.set_ylabel("certified saving, % of the whole peak")
    ax.set_title("Realistic sizes: certified optimum vs Inductor (torch 2.14.1, CPU, FP32)", fontsize=10)
    ax.legend(fontsize=8)
    fig.tight_layout()
    return figure_png(fig)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m formal.studies.realistic", description=__doc__.splitlines()[0])
    ap.add_argument("--traces", default="traces", type=Path)
    ap.add_argument("--proofs", default="proofs", type=Path)
    ap.add_argument("--off", type=Path, help="folder of the reorder-off traces")
    ap.add_argument("--replays", type=Path, help="folder of <trace>.replay.json")
    ap.add_argument("--times", type=Path, help="the driver's timing lines")
    ap.add_argument("-o", "--out", default=Path("results/realistic"), type=Path)
    args = ap.parse_args(argv)
    try:
        doc = collect(args.traces, args.proofs, args.off, args.replays, args.times)
    except (FormalError, OSError, KeyError) as exc:
        print(f"formal realistic: {exc}", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    write_json(args.out / "realistic.json", doc)
    write_atomic(
        args.out / "realistic.md",
        "# Realistic sizes: certified optimum vs the compiler's order and "
        "reorder-off\n\nGenerated by `python -m formal.studies.realistic`; method and discussion in "
        "docs/realistic.md.\n\n" + table(doc) + "\n",
    )
    if doc["rows"]:
        write_atomic(args.out / "realistic.png", plot(doc))
    print(table(doc))
    return 0


if __name__ == "__main__":
    sys.exit(main())
