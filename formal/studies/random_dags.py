"""``formal experiment random-dags``: how often each lower bound equals the optimum.

Reproduces the seed paper's random-DAG table with our definitions (docs/bounds.md).
Over N random problems (formal.model.random_problems, 6 to 16 units, with inputs, freeable
inputs, in-place updates, outputs and scratch; shape parameters drawn per instance from
the seed) it computes the event cut EC, the forward trap F, the reverse trap R and the
exact optimum OPT (formal.order.optimize, which must report "optimal"), and reports:

* how many instances each bound (and max(F, R)) meets exactly, and the order split over
  triples (formal.order.bounds), which is at least max(F, R) by definition;
* the worst ratio OPT / bound;
* how many instances have F > R and R > F (the traps are incomparable);
* an adversarial local search over 13-unit problems for the worst OPT / max(F, R):
  hill climbing on sizes, reads, output flags and scratch, with restarts.

It prints a table and writes ``random_dags.csv`` (one row per instance),
``random_dags.png`` (ratio histograms), ``adversarial.yaml`` (the worst problem found)
and ``summary.json`` to the output folder. The paper reports, on 800 DAGs, max(F, R)
exact on 773, EC on 671, worst ratio 1.23, adversarial 1.50; our numbers differ because
our problem model (storages with several readers, in-place updates, scratch) and our
trap definitions are our own.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import random
import time
from pathlib import Path
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import write_atomic, write_json
from formal.model import Problem, dump_problem, make_problem
from formal.model.random_problems import random_problem
from formal.order.bounds import compute_bounds
from formal.order.instance import Instance
from formal.order.optimize import optimize


def measure(problem: Problem) -> dict[str, Any]:
    """EC, F, R and OPT of one problem (raises if the optimum is not proven)."""
    b = compute_bounds(Instance(problem))
    result = optimize(problem, "exact", time_limit=120)
    if result.status != "optimal":
        raise FormalError(f"{problem.name}: optimum not proven within the time limit")
    base = problem.input_bytes
    ec, f, r, split = (max(base, x) for x in (b.event_cut, b.forward_trap, b.reverse_trap, b.order_split))
    return {
        "name": problem.name,
        "units": problem.n,
        "opt": result.peak,
        "event_cut": ec,
        "forward_trap": f,
        "reverse_trap": r,
        "max_fr": max(f, r),
        "order_split": split,
    }


def draw(rng: random.Random, n: int, seed: int) -> Problem:
    return random_problem(
        n,
        seed,
        max_reads=rng.randint(1, 4),
        p_inplace=rng.choice([0.0, 0.15, 0.3]),
        p_output=rng.choice([0.0, 0.15, 0.3]),
        p_transient=rng.choice([0.0, 0.2, 0.5]),
    )


def study(count: int, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    rows = []
    for k in range(count):
        rows.append(measure(draw(rng, rng.randint(6, 16), rng.randrange(1 << 30))))
        if (k + 1) % 100 == 0:
            print(f"  {k + 1}/{count} instances", flush=True)
    return rows


# ------------------------------------------------------------------ adversarial search


def _mutate(rng: random.Random, data: dict) -> dict:
    """One random edit of a problem mapping (the result may be invalid; the caller checks)."""
    new = json.loads(json.dumps(data))
    storages, units = new["storages"], new["units"]
    what = rng.random()
    if what < 0.35:
        s = rng.choice(storages)
        s["bytes"] = max(1, int(s["bytes"] * rng.choice([0.5, 0.8, 1.25, 2])) + rng.randint(-3, 3))
    elif what < 0.6:  # re-point one read to another storage written earlier (or an input)
        j = rng.randrange(len(units))
        reads = [a for a in units[j]["accesses"] if a[1] == "r"]
        if reads:
            earlier = {a[0] for u in units[:j] for a in u["accesses"] if a[1] != "r"}
            earlier |= {s["id"] for s in storages if s["origin"] == "input"}
            taken = {a[0] for a in units[j]["accesses"]}
            options = sorted(earlier - taken)
            if options:
                rng.choice(reads)[0] = rng.choice(options)
    elif what < 0.75:  # add a read
        j = rng.randrange(len(units))
        earlier = {a[0] for u in units[:j] for a in u["accesses"] if a[1] != "r"} - {a[0] for a in units[j]["accesses"]}
        if earlier:
            units[j]["accesses"].insert(0, [rng.choice(sorted(earlier)), "r"])
    elif what < 0.85:
        s = rng.choice(storages)
        s["freeable"] = not s["freeable"]
    else:
        u = rng.choice(units)
        u["transient"] = 0 if u["transient"] else rng.randint(1, 64)
    return new


def adversarial(seed: int, steps: int, restarts: int, n: int = 13, pool: int = 50) -> tuple[float, Problem | None]:
    """Hill climbing on OPT / max(F, R) over ``n``-unit problems; returns the worst found.

    Starts from the ``restarts`` worst of ``pool`` random problems, then applies random
    edits, keeping those that do not lower the ratio (sideways moves cross plateaus).
    """
    rng = random.Random(seed)
    drawn = [draw(rng, n, rng.randrange(1 << 30)) for _ in range(pool)]
    starts = sorted(((_ratio(p), k, p) for k, p in enumerate(drawn)), key=lambda t: (-t[0], t[1]))[:restarts]
    best_ratio, best_problem = 0.0, None
    for r, (cur_ratio, _k, current) in enumerate(starts):
        for _ in range(steps // max(1, restarts)):
            try:
                candidate = _problem_of(_mutate(rng, current.to_dict()), f"adversarial-{seed}-{r}")
            except FormalError:
                continue
            ratio = _ratio(candidate)
            if ratio >= cur_ratio:
                current, cur_ratio = candidate, ratio
        if cur_ratio > best_ratio:
            best_ratio, best_problem = cur_ratio, current
    return best_ratio, best_problem


def _problem_of(data: dict, name: str) -> Problem:
    return make_problem(
        name,
        [(s["id"], s["bytes"], s["origin"], s["freeable"]) for s in data["storages"]],
        [(u["id"], u["transient"], [tuple(a) for a in u["accesses"]]) for u in data["units"]],
    )


def _ratio(problem: Problem) -> float:
    m = measure(problem)
    return m["opt"] / m["max_fr"] if m["max_fr"] else 1.0


# ------------------------------------------------------------------ report


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {"instances": len(rows)}
    for key in ("event_cut", "forward_trap", "reverse_trap", "max_fr", "order_split"):
        out[f"{key}_exact"] = sum(r[key] == r["opt"] for r in rows)
        out[f"{key}_worst_ratio"] = round(max((r["opt"] / r[key] for r in rows if r[key]), default=1.0), 4)
    out["forward_above_reverse"] = sum(r["forward_trap"] > r["reverse_trap"] for r in rows)
    out["reverse_above_forward"] = sum(r["reverse_trap"] > r["forward_trap"] for r in rows)
    return out


def plot(rows: list[dict[str, Any]]) -> bytes:
    import matplotlib  # matplotlib: heavy; only plots need it

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it

    fig, ax = plt.subplots(figsize=(7, 4))
    series = {
        label: [r["opt"] / r[key] for r in rows if r[key]]
        for key, label in (("event_cut", "event cut"), ("max_fr", "max(forward, reverse trap)"))
    }
    top = max(max(v, default=1.0) for v in series.values())
    bins = [1 + k * (top - 1) / 30 for k in range(31)] if top > 1 else 30  # shared bins
    for label, ratios in series.items():
        ax.hist(ratios, bins=bins, alpha=0.6, label=label)
    ax.set_xlabel("OPT / lower bound")
    ax.set_ylabel("instances")
    ax.set_yscale("log")
    ax.set_title(f"Random DAGs (n={len(rows)}): how far each bound is from the optimum")
    ax.legend()
    buf = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buf, format="png", dpi=120)
    plt.close(fig)
    return buf.getvalue()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="formal experiment random-dags", description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=800, help="random problems (default 800)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-o", "--output", default="results/random-dags", help="folder for CSV, plot, summary")
    parser.add_argument("--adversarial-steps", type=int, default=3000, help="local-search steps (0: skip)")
    parser.add_argument("--restarts", type=int, default=5)
    args = parser.parse_args(argv)
    if args.count < 1:
        parser.error("--count must be positive")
    start = time.monotonic()
    print(f"random-DAG study: {args.count} instances, seed {args.seed}", flush=True)
    rows = study(args.count, args.seed)
    summary = summarize(rows)
    worst, problem = (
        adversarial(args.seed, args.adversarial_steps, args.restarts) if args.adversarial_steps > 0 else (None, None)
    )
    summary["adversarial_13_worst_ratio"] = round(worst, 4) if worst is not None else None
    summary["seconds"] = round(time.monotonic() - start, 1)

    n = summary["instances"]
    print(f"\n{'bound':27} {'exact':>11} {'worst OPT/bound':>16}   (paper: 800 DAGs)")
    for key, label, paper in (
        ("event_cut", "event cut", "671/800"),
        ("forward_trap", "forward trap", "-"),
        ("reverse_trap", "reverse trap", "-"),
        ("max_fr", "max(F, R)", "773/800, 1.23"),
        ("order_split", "order split (>= max(F, R))", "-"),
    ):
        print(f"{label:27} {summary[key + '_exact']:>5}/{n:<5} {summary[key + '_worst_ratio']:>16}   {paper}")
    print(f"F > R on {summary['forward_above_reverse']}, R > F on {summary['reverse_above_forward']} instances")
    if worst is not None:
        print(f"adversarial 13-unit search: worst OPT / max(F, R) = {worst:.4f}   (paper: 1.50)")

    out = Path(args.output)
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=list(rows[0]))
    writer.writeheader()
    writer.writerows(rows)
    write_atomic(out / "random_dags.csv", buf.getvalue())
    write_atomic(out / "random_dags.png", plot(rows))
    if problem is not None:
        write_atomic(out / "adversarial.yaml", dump_problem(problem))
    write_json(out / "summary.json", summary)
    print(
        f"wrote {out}/random_dags.csv, random_dags.png, summary.json"
        + (", adversarial.yaml" if problem is not None else "")
    )
    return 0
