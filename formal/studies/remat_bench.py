"""``formal bench remat``: the rematerialization literature's instances, decided with checked proofs.

Instances: the published graphs under ``encodings/remat/`` (Checkmate's VGG16, FCN-8, VGG-UNet,
MobileNet and ResNet50 training graphs and Moccasin's random layered n = 100, 250 and 500 graphs:
Moccasin's 16 rows at the default budgets) and, optionally, random layered graphs of the same
family (formal.studies.layered_graphs, seed 0) for each ``--sizes`` entry; each at every
``--budgets`` ratio of its topological order's peak (formal.recompute.nodelink), k = 1.

Per row: the large-graph solver (formal.recompute.large) under ``--time-limit``; its proof is
written to ``OUT/proofs/`` and verified by the trusted checker (formal.check); and PyTorch's
knapsack solvers (formal.studies.remat_baselines), their decisions evaluated under the same
semantics; and the large solver again with the given order kept for every first run
(``fixed_order``: only recomputations inserted, as in Moccasin's stage model and PyTorch's
partitioner), whose proof (with the certified lower bound on extra compute of
formal.recompute.lower_bound) is checked too; ``proven`` says in which model a checked proof
settles the least extra compute (free, fixed, both, or infeasible). Prints the rows, writes
``OUT/remat.csv`` and ``OUT/remat.md``. Numbers only.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import time
from pathlib import Path
from typing import Any

from formal.base.checking import run_checker
from formal.base.errors import FormalError
from formal.base.files import write_atomic
from formal.recompute.large import solve_large
from formal.recompute.nodelink import nodelink_instance, parse_ratio
from formal.recompute.proof import write_recompute_proof
from formal.studies.layered_graphs import write_layered
from formal.studies.remat_baselines import run_baselines

ROOT = Path(__file__).resolve().parents[2]
PUBLISHED = {
    "vgg16-train": "encodings/remat/vgg16_train.json",
    "fcn8-vgg-train": "encodings/remat/fcn_8_vgg_train.json",
    "vgg-unet-train": "encodings/remat/vgg_unet_train.json",
    "mobilenet-train": "encodings/remat/mobilenet_train.json",
    "resnet50-train": "encodings/remat/resnet50_train.json",
    "moccasin-layered-n100": "encodings/remat/random_layered_n100_w0.27_nlv0.75_ed0.2_scd0.14.json",
    "moccasin-layered-n250": "encodings/remat/random_layered_n250_w0.43_nlv0.75_ed0.2_scd0.14.json",
    "moccasin-layered-n500": "encodings/remat/random_layered_n500_w0.36_nlv0.75_ed0.2_scd0.14.json",
}
COLUMNS = [
    "instance",
    "n",
    "ratio",
    "budget",
    "topo_peak",
    "status",
    "decided",
    "feasible",
    "peak",
    "extra",
    "peak_lb",
    "extra_lb",
    "order",
    "order_peak",
    "seconds",
    "proof",
    "fixed_status",
    "fixed_peak",
    "fixed_extra",
    "fixed_extra_lb",
    "fixed_seconds",
    "fixed_proof",
    "proven",
    "greedy_peak",
    "greedy_extra",
    "dp_peak",
    "dp_extra",
    "ilp_peak",
    "ilp_extra",
]


def run_one(name: str, path: str, ratio: str, time_limit: float, out: Path) -> dict[str, Any]:
    inst, info = nodelink_instance(path, ratio, 1)
    start = time.monotonic()
    res = solve_large(inst, time_limit)
    seconds = time.monotonic() - start
    proof = _check(res, inst, out / "proofs" / f"{name}-{ratio}.yaml")
    row = {
        "instance": name,
        "n": inst.n,
        "ratio": ratio,
        "budget": inst.budget,
        "topo_peak": info["order_peak"],
        "status": res.status,
        "decided": res.status != "unknown",
        "feasible": res.feasible,
        "peak": res.peak,
        "extra": res.extra_macs,
        "peak_lb": res.stats["resident_bound"],
        "extra_lb": res.lower_bound if res.feasible else None,
        "order": res.stats.get("order"),
        "order_peak": res.stats.get("order_peak"),
        "seconds": round(seconds, 1),
        "proof": proof,
    }
    start = time.monotonic()
    fixed = solve_large(inst, time_limit, fixed_order=True)  # Moccasin's / PyTorch's setting: order kept
    row.update(
        {
            "fixed_status": fixed.status,
            "fixed_peak": fixed.peak,
            "fixed_extra": fixed.extra_macs,
            "fixed_extra_lb": fixed.lower_bound if fixed.feasible else None,
            "fixed_seconds": round(time.monotonic() - start, 1),
            "fixed_proof": _check(fixed, inst, out / "proofs" / f"{name}-{ratio}-fixed.yaml"),
        }
    )
    row["proven"] = _proven(row)
    for solver, b in run_baselines(inst).items():
        row[f"{solver}_peak"] = b["peak"]
        row[f"{solver}_extra"] = b["extra_macs"] if b["fits"] else f"{b['extra_macs']} (over)"
    return row


def _check(res, inst, target: Path) -> str:
    """Write the answer's proof and verify it with the trusted checker: checked, REJECTED or none."""
    if res.status == "unknown":
        return "none"
    write_recompute_proof(target, inst, res)
    return "checked" if all(ok for ok, _m in run_checker(None, target)) else "REJECTED"


def _proven(row: dict[str, Any]) -> str:
    """Which model's least extra compute (or infeasibility) a checked proof settles on this row."""
    if row["proof"] == "checked" and row["status"] == "infeasible":
        return "infeasible (both)"
    models = [
        m
        for m, ok in (
            ("free", row["proof"] == "checked" and row["status"] == "optimal"),
            ("fixed", row["fixed_proof"] == "checked" and row["fixed_status"] == "optimal"),
        )
        if ok
    ]
    return "+".join(models) or "no"


def _markdown(rows: list[dict[str, Any]]) -> str:
    head = [
        "instance",
        "n",
        "budget (ratio)",
        "decided",
        "peak",
        "extra",
        "peak LB",
        "extra LB",
        "s",
        "proof",
        "fixed order: peak / extra / extra LB",
        "fixed s",
        "fixed proof",
        "least extra proven",
        "greedy peak / extra",
        "dp peak / extra",
        "ilp peak / extra",
    ]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        verdict = {
            "optimal": "feasible (optimal)",
            "feasible": "feasible",
            "infeasible": "infeasible",
            "unknown": "undecided",
        }[r["status"]]
        lines.append(
            "| "
            + " | ".join(
                str(x)
                for x in [
                    r["instance"],
                    r["n"],
                    f"{r['budget']} ({r['ratio']})",
                    verdict,
                    r["peak"],
                    r["extra"],
                    r["peak_lb"],
                    r["extra_lb"],
                    r["seconds"],
                    r["proof"],
                    f"{r['fixed_peak']} / {r['fixed_extra']} / {r['fixed_extra_lb']}"
                    if r["fixed_status"] != "unknown"
                    else "undecided",
                    r["fixed_seconds"],
                    r["fixed_proof"],
                    r["proven"],
                    *(f"{r.get(f'{s}_peak')} / {r.get(f'{s}_extra')}" for s in ("greedy", "dp", "ilp")),
                ]
            )
            + " |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="formal bench remat", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--sizes",
        default="",
        help="also generated random layered graphs of these sizes, e.g. "
        "100,250,500,1000 (default none: the 16 published rows)",
    )
    parser.add_argument("--budgets", default="0.9,0.8", help="budget ratios of the topological order's peak")
    parser.add_argument("--time-limit", type=float, default=120.0, help="seconds per instance and budget")
    parser.add_argument("--no-published", action="store_true", help="skip the committed published graphs")
    parser.add_argument("--out", default="remat-bench", help="folder for remat.csv, remat.md, graphs/, proofs/")
    args = parser.parse_args(argv)

    try:
        sizes = [int(s) for s in args.sizes.split(",") if s]
    except ValueError:
        raise FormalError(f"--sizes: expected comma-separated integers, got {args.sizes!r}") from None
    ratios = [r for r in args.budgets.split(",") if r]
    for r in ratios:
        parse_ratio(r)
    out = Path(args.out)
    instances = [] if args.no_published else [(name, str(ROOT / p)) for name, p in PUBLISHED.items()]
    for n in sizes:
        path = out / "graphs" / f"layered-n{n}-s0.json"
        write_layered(str(path), n, 0)
        instances.append((f"layered-n{n}", str(path)))
    rows = []
    print(
        f"{'instance':22} {'n':>5} {'ratio':>5} {'status':10} {'peak':>12} {'extra':>6} {'peak_lb':>12} "
        f"{'s':>6} {'proof':8} {'fixed':>12} {'f.extra':>8} {'f.lb':>8} {'f.s':>6} {'proven':10} "
        f"{'greedy':>12} {'dp':>12} {'ilp':>12}"
    )
    for name, path in instances:
        for ratio in ratios:
            row = run_one(name, path, ratio, args.time_limit, out)
            rows.append(row)
            print(
                f"{name:22} {row['n']:>5} {ratio:>5} {row['status']:10} {row['peak']!s:>12} {row['extra']!s:>6} "
                f"{row['peak_lb']:>12} {row['seconds']:>6} {row['proof']:8} {row['fixed_peak']!s:>12} "
                f"{row['fixed_extra']!s:>8} {row['fixed_extra_lb']!s:>8} {row['fixed_seconds']:>6} "
                f"{row['proven']:10} "
                f"{row.get('greedy_peak')!s:>12} "
                f"{row.get('dp_peak')!s:>12} {row.get('ilp_peak')!s:>12}",
                flush=True,
            )
            buf = io.StringIO()  # rewritten after every row, so a long run keeps what it measured
            writer = csv.DictWriter(buf, fieldnames=COLUMNS, extrasaction="ignore")
            writer.writeheader()
            writer.writerows(rows)
            write_atomic(out / "remat.csv", buf.getvalue())
            write_atomic(out / "remat.md", _markdown(rows))
            write_atomic(out / "remat.json", json.dumps(rows, indent=1) + "\n")
    proven = sum(r["proven"] != "no" for r in rows)
    print(f"least extra compute (or infeasibility) settled by a checked proof: {proven} of {len(rows)} rows")
    return 0
