"""``formal bench report``: build reports of committed traces and screenshot them in Chromium.

    formal bench report [--traces NAME,...] [--all] [--time-limit S] [--certify] [--out DIR]
                        [--no-screenshot] [--json]

For each trace (``traces/<name>.trace.yaml``; its committed proof ``proofs/<name>.proof.yaml``
is used unless ``--certify`` or there is none): the seconds to build the report (and how
they split: certify, arena, render), the seconds headless Chromium takes to screenshot
the page, the sizes of ``index.html`` and the snapshots, and whether the screenshot shows
the timeline plot (formal.studies.report_browser.plot_region). Prints a table; asserts nothing
about time. Without ``--out`` everything is written to a temporary folder and removed.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from formal.base.errors import FormalError
from formal.report.build import build_report
from formal.studies.report_browser import find_chromium, plot_region, screenshot

ROOT = Path(__file__).resolve().parents[2]
DEFAULT = (
    "transformer.bwd",
    "unet.fwd",
    "inception.fwd",
    "squeezenet1_1.infer",
    "mobilenet_v2.infer",
    "resnet18.infer",
    "gpt2.infer",
)


def _names(args: argparse.Namespace) -> list[str]:
    traces = ROOT / "traces"
    have = sorted(p.name[: -len(".trace.yaml")] for p in traces.glob("*.trace.yaml"))
    if args.all:
        return have
    if args.traces:
        names = [n.strip() for n in args.traces.split(",") if n.strip()]
        missing = [n for n in names if n not in have]
        if missing:
            raise FormalError(f"--traces: no traces/{missing[0]}.trace.yaml")
        return names
    return [n for n in DEFAULT if n in have]


def run_one(name: str, out: Path, time_limit: float, certify: bool, shoot: bool) -> dict:
    trace = ROOT / "traces" / f"{name}.trace.yaml"
    proof = ROOT / "proofs" / f"{name}.proof.yaml"
    use_proof = proof.is_file() and not certify
    t0 = time.monotonic()
    result = build_report(
        str(trace), out / name, proof=str(proof) if use_proof else None, time_limit=time_limit, progress=False
    )
    seconds = time.monotonic() - t0
    s = result.summary
    row = {
        "trace": name,
        "units": s["units"],
        "original_peak": s["original_peak"],
        "optimized_peak": s["optimized_peak"],
        "saved_percent": s["saved_percent"],
        "proof": "committed" if use_proof else "certified",
        "accepted": s["proof_accepted"],
        "report_s": round(seconds, 2),
        **{f"{k}_s": round(v, 2) for k, v in result.seconds.items() if k != "total"},
        "html_bytes": (out / name / "index.html").stat().st_size,
        "snapshot_bytes": sum((out / name / f).stat().st_size for f in s["snapshots"]),
    }
    if shoot and find_chromium() is not None:
        png = out / name / "screenshot.png"
        row["screenshot_s"] = round(screenshot(out / name / "index.html", png), 2)
        region = plot_region(png)
        row["plot_rendered"] = bool(region and region.original_pixels > 0 and region.optimized_pixels > 0)
    return row


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="formal bench report", description=__doc__.split("\n\n")[0])
    p.add_argument("--traces", help="comma-separated trace names (default: a mix of bundled and corpus traces)")
    p.add_argument("--all", action="store_true", help="every committed trace")
    p.add_argument("--time-limit", type=float, default=60.0, help="seconds for certify and the arena (default 60)")
    p.add_argument("--certify", action="store_true", help="certify even where a committed proof exists")
    p.add_argument("--out", help="keep the reports (and screenshots) here")
    p.add_argument("--no-screenshot", action="store_true")
    p.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = p.parse_args(argv)
    if args.time_limit <= 0:
        raise FormalError(f"--time-limit must be positive, got {args.time_limit}")

    names = _names(args)
    if not names:
        raise FormalError("no committed traces to report on")
    shoot = not args.no_screenshot
    if shoot and find_chromium() is None:
        print("note: chromium is not installed; no screenshots (Debian: apt-get install -y chromium)")
    with tempfile.TemporaryDirectory(prefix="formal-bench-report-") as tmp:
        out = Path(args.out) if args.out else Path(tmp)
        rows = []
        for name in names:
            rows.append(run_one(name, out, args.time_limit, args.certify, shoot))
            if not args.json:
                _print_row(rows[-1], first=len(rows) == 1)
    if args.json:
        print(json.dumps(rows))
    return 0


COLUMNS = (
    ("trace", 22, "s"),
    ("units", 6, "d"),
    ("original_peak", 14, ",d"),
    ("optimized_peak", 14, ",d"),
    ("saved_percent", 7, ".2f"),
    ("proof", 9, "s"),
    ("report_s", 8, ".2f"),
    ("certify_s", 9, ".2f"),
    ("arena_s", 7, ".2f"),
    ("render_s", 8, ".2f"),
    ("screenshot_s", 12, ".2f"),
    ("html_bytes", 11, ",d"),
    ("plot_rendered", 13, "s"),
)


def _print_row(row: dict, first: bool) -> None:
    if first:
        print(" ".join(f"{c:>{w}}" for c, w, _f in COLUMNS))
    cells = []
    for c, w, f in COLUMNS:
        v = row.get(c)
        cells.append(f"{'-':>{w}}" if v is None else f"{str(v) if f == 's' else format(v, f):>{w}}")
    print(" ".join(cells), flush=True)
