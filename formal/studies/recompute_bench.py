"""``formal bench recompute``: cross-validation counts, gadget decisions, state counts vs budget.

Sections (each prints a table; ``--out DIR`` also writes ``recompute-bench.json`` and, with
matplotlib, ``states-vs-budget.png``):

1. *cross-validation*: CP-SAT, ILP and SAT against the exhaustive search on random single-
   assignment graphs (``--sizes``, seeds 0..``--seeds``-1, k = 1): how many agree on
   (peak, extra MACs), how many were proven optimal;
2. *gadgets*: the 3-PARTITION gadget (docs/hardness.md) decided by the phase search
   (:mod:`formal.recompute.phases`; each yes answer's schedule re-checked by the semantics), by
   the SAT back end up to ``--gadget-sat-max-m`` (and, with ``--exhaustive``, by the exhaustive
   search with its state count), next to brute-force 3-PARTITION; ``--gadget-minimize`` also
   times the phase search's least extra MACs;
3. *states vs budget*: the exhaustive search's labelled states for the budget question on a
   6-unit treewidth-2 graph at k = 2 as the budget grows (the search is a dynamic program over
   (runs, live copies); its size, like the seed's treewidth DP, depends on the budget);
4. *tree-decomposition DP* (``--twdp``, opt-in: minutes): the states of the exact DP of
   :mod:`formal.recompute.treewidth_dp` on a 6-unit treewidth-2 graph as the budget grows, at
   each ``--twdp-k``; ``> cap`` where the DP refused at ``--twdp-max-states``; with ``--out``
   also ``twdp-states-vs-budget.png``.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from formal.base.errors import FormalError
from formal.base.files import write_json
from formal.model import make_problem, problem_from_dict
from formal.recompute.exhaustive import solve_exhaustive
from formal.recompute.gadgets import equal_sum_partition, parse_multiset, three_partition, three_partition_gadget
from formal.recompute.generate import random_dataflow
from formal.recompute.instance import make_instance
from formal.recompute.phases import decide
from formal.recompute.semantics import evaluate
from formal.recompute.solve import solve
from formal.recompute.time_indexed import _decide
from formal.recompute.treewidth_dp import solve_treewidth_dp

DEFAULT_GADGETS = (
    "2,3,4",
    "6,7,8,6,7,8",
    "6,6,6,8,8,8",
    "1,1,1,1,1,1",
    "1,1,1,1,1,2",
    # m = 3 and m = 4, yes and no (all but 6,...,6,12 satisfy T/4 < a_i < T/2; the last
    # of each m has distinct numbers, so no two items are interchangeable)
    "5,6,7,5,6,7,6,5,7",
    "6,7,6,8,7,10,7,7,11",
    "6,6,6,6,6,6,6,6,12",
    "15,20,18,19,16,21,22,17,29",
    "6,7,7,5,7,8,6,6,8,5,6,9",
    "7,6,6,6,6,6,7,10,9,7,6,8",
    "32,29,28,25,27,21,26,23,33,22,30,24",
    "24,28,22,21,26,25,31,27,30,23,39,20",
)
BACKENDS = ("cpsat", "ilp", "sat")


def _crossval(sizes: list[int], seeds: int, time_limit: float) -> dict:
    out = {"graphs": 0, "helped": 0}
    for backend in BACKENDS:
        out[backend] = {"agree": 0, "optimal": 0, "disagree": []}
    for n in sizes:
        for seed in range(seeds):
            p = random_dataflow(n, seed)
            inst = make_instance(p, 1)
            ref = solve_exhaustive(inst)
            out["graphs"] += 1
            out["helped"] += ref.extra_macs > 0
            for backend in BACKENDS:
                got = solve(inst, backend, time_limit)
                out[backend]["optimal"] += got.optimal
                if (got.peak, got.extra_macs) == (ref.peak, ref.extra_macs):
                    out[backend]["agree"] += 1
                elif got.optimal:  # a proven answer that differs would be a bug
                    out[backend]["disagree"].append(p.name)
    return out


def _gadgets(
    multisets: list[str],
    max_states: int,
    exhaustive: bool,
    time_limit: float,
    sat_max_m: int = 2,
    minimize: bool = False,
    phase_limit: float = 600.0,
) -> list[dict]:
    rows = []
    for text in multisets:
        values = parse_multiset(text)
        data = three_partition_gadget(values)
        inst = make_instance(problem_from_dict(data), data["recompute"]["k"], data["recompute"]["budget"])
        m = len(values) // 3
        row = {
            "multiset": text,
            "m": m,
            "units": inst.n,
            "three_partition": three_partition(values),
            "brute_force": equal_sum_partition(values),
        }
        t0 = time.monotonic()
        answer, seq, st = decide(inst, inst.budget, phase_limit)
        row.update(phase=answer, phase_seconds=round(time.monotonic() - t0, 2), phase_states=st["states"])
        if answer:  # the witness, re-checked by the reference semantics
            peak, extra = evaluate(inst, seq)
            row.update(phase_peak=peak, phase_extra_macs=extra, phase_within_budget=peak <= inst.budget)
        if minimize:
            t0 = time.monotonic()
            answer, seq, st = decide(inst, inst.budget, phase_limit, minimize=True)
            row.update(
                min_answer=answer,
                min_seconds=round(time.monotonic() - t0, 2),
                min_states=st["states"],
                min_extra_macs=evaluate(inst, seq)[1] if answer else None,
            )
        if m <= sat_max_m:
            t0 = time.monotonic()
            sat, _ = _decide(inst, inst.budget, None, t0 + time_limit)
            row.update(sat=sat, sat_seconds=round(time.monotonic() - t0, 2))
        if exhaustive:
            t0 = time.monotonic()
            try:
                r = solve_exhaustive(inst, max_states=max_states)
                row["exhaustive"], row["states"] = r.feasible, r.stats["states"]
            except FormalError:
                row["exhaustive"], row["states"] = None, f">{max_states}"
            row["exhaustive_seconds"] = round(time.monotonic() - t0, 2)
        rows.append(row)
    return rows


def width2_graph():
    """6 units, treewidth 2: a diamond with a long skip (x -> a -> {b, c} -> d -> e, a -> e)."""
    return make_problem(
        "width2-6",
        [
            ("x", 1, "input", False),
            ("a", 4, "internal", True),
            ("b", 3, "internal", True),
            ("c", 3, "internal", True),
            ("d", 2, "internal", True),
            ("e", 1, "internal", True),
            ("y", 1, "internal", False),
        ],
        [
            ("ua", 0, [("x", "r"), ("a", "w")]),
            ("ub", 0, [("a", "r"), ("b", "w")]),
            ("uc", 0, [("a", "r"), ("c", "w")]),
            ("ud", 0, [("b", "r"), ("c", "r"), ("d", "w")]),
            ("ue", 0, [("d", "r"), ("e", "w")]),
            ("uy", 0, [("a", "r"), ("e", "r"), ("y", "w")]),
        ],
    )


def _states_vs_budget(k: int) -> list[dict]:
    p = width2_graph()
    rows = []
    top = solve_exhaustive(make_instance(p, 0)).peak
    for budget in range(1, top + 4):
        r = solve_exhaustive(make_instance(p, k, budget=budget))
        rows.append({"budget": budget, "feasible": r.feasible, "states": r.stats["states"], "extra_macs": r.extra_macs})
    return rows


def skip6_graph():
    """6 units whose primal graph (docs/recompute.md) has treewidth 2: a chain x -> a -> b -> c ->
    d -> e -> y with a skip a -> e; small sizes so that budgets 1..8 bytes are meaningful."""
    return make_problem(
        "width2-skip6",
        [
            ("x", 1, "input", False),
            ("a", 2, "internal", True),
            ("b", 1, "internal", True),
            ("c", 2, "internal", True),
            ("d", 1, "internal", True),
            ("e", 1, "internal", True),
            ("y", 1, "internal", False),
        ],
        [
            ("ua", 0, [("x", "r"), ("a", "w")]),
            ("ub", 0, [("a", "r"), ("b", "w")]),
            ("uc", 0, [("b", "r"), ("c", "w")]),
            ("ud", 0, [("c", "r"), ("d", "w")]),
            ("ue", 0, [("a", "r"), ("d", "r"), ("e", "w")]),
            ("uf", 0, [("e", "r"), ("y", "w")]),
        ],
    )


def _twdp_states(ks: list[int], budgets: list[int], max_states: int) -> list[dict]:
    """DP states per (k, budget); after the first refusal at a k, larger budgets are not run
    (the DP's tables only grow with the budget: every state under B is a state under B+1)."""
    p = skip6_graph()
    rows = []
    for k in ks:
        refused = False
        for budget in budgets:
            row = {"k": k, "budget": budget}
            if refused:
                row.update(states=f">{max_states}", feasible=None, seconds=None)
                rows.append(row)
                continue
            t0 = time.monotonic()
            try:
                r = solve_treewidth_dp(make_instance(p, k, budget=budget), max_states=max_states)
                row.update(
                    states=r.stats["states"],
                    feasible=r.feasible,
                    extra_macs=r.extra_macs,
                    width=r.stats["width"],
                    slots=r.stats["slots"],
                )
            except FormalError:
                refused = True
                row.update(states=f">{max_states}", feasible=None)
            row["seconds"] = round(time.monotonic() - t0, 1)
            rows.append(row)
            print(
                f"  k={k}  B={budget:2d}  states={row['states']!s:>10s}  feasible={row['feasible']!s:5s}  "
                f"{row['seconds']} s",
                flush=True,
            )
    return rows


def _twdp_chart(rows: list[dict], max_states: int, path: Path) -> None:
    try:
        import matplotlib  # matplotlib: heavy; only plots need it

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it
    except ImportError:
        print("matplotlib not available: no chart")
        return
    fig, ax = plt.subplots(figsize=(5.5, 3.4))
    for n, k in enumerate(sorted({r["k"] for r in rows})):
        mine = [r for r in rows if r["k"] == k]
        done = [r for r in mine if isinstance(r["states"], int)]
        ax.plot([r["budget"] for r in done], [max(1, r["states"]) for r in done], marker="o", label=f"k={k}")
        over = [r["budget"] for r in mine if not isinstance(r["states"], int)]
        if over:
            ax.scatter(
                over,
                [max_states] * len(over),
                marker="^v<>"[n % 4],
                facecolors="none",
                edgecolors=f"C{n}",
                label=f"k={k}: > {max_states:,} (refused)",
            )
    ax.axhline(3_000_000, color="grey", linestyle=":", label="seed: > 3e6 at B=8")
    ax.set_xlabel("budget B (bytes)")
    ax.set_ylabel("DP states (table entries)")
    ax.set_yscale("log")
    ax.set_title("tree-decomposition DP, width-2 graph, 6 units")
    ax.legend(fontsize=7)
    fig.tight_layout()
    tmp = path.with_name("." + path.name + ".tmp.png")
    fig.savefig(tmp, dpi=120)
    tmp.replace(path)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="formal bench recompute", description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="3,4,5,6", help="unit counts for cross-validation (default 3,4,5,6)")
    ap.add_argument("--seeds", type=int, default=5, help="seeds per size (default 5)")
    ap.add_argument("--time-limit", type=float, default=30.0, help="seconds per solver call (default 30)")
    ap.add_argument(
        "--gadgets", default=";".join(DEFAULT_GADGETS), help="';'-separated multisets (default: %(default)s)"
    )
    ap.add_argument("--exhaustive", action="store_true", help="also decide the gadgets exhaustively (slow)")
    ap.add_argument(
        "--gadget-sat-max-m",
        type=int,
        default=2,
        help="also decide gadgets up to this m with SAT (default 2; m = 3 ends unknown)",
    )
    ap.add_argument(
        "--gadget-minimize", action="store_true", help="also time the phase search's least extra MACs on each gadget"
    )
    ap.add_argument(
        "--gadget-time-limit",
        type=float,
        default=600.0,
        help="seconds for each phase search on a gadget (default 600: issue 16's m = 4 target)",
    )
    ap.add_argument("--gadgets-only", action="store_true", help="run only the gadgets section")
    ap.add_argument("--max-states", type=int, default=3_000_000)
    ap.add_argument("--k", type=int, default=2, help="k for the states-vs-budget section (default 2)")
    ap.add_argument("--out", help="folder for recompute-bench.json and states-vs-budget.png")
    ap.add_argument("--twdp", action="store_true", help="also measure the tree-decomposition DP (minutes)")
    ap.add_argument("--twdp-k", default="1,2", help="k values for --twdp (default 1,2)")
    ap.add_argument("--twdp-budgets", default="1,2,3,4,5,6,7,8,9,10", help="budgets for --twdp")
    ap.add_argument("--twdp-max-states", type=int, default=3_000_000, help="state cap for --twdp")
    ap.add_argument("--twdp-only", action="store_true", help="run only the --twdp section")
    args = ap.parse_args(argv)
    if args.twdp_only:
        return _twdp_main(args)

    cv = {}
    if not args.gadgets_only:
        cv = _crossval([int(x) for x in args.sizes.split(",")], args.seeds, args.time_limit)
        print(f"cross-validation: {cv['graphs']} graphs (k=1), recomputation lowers the peak on {cv['helped']}")
        for b in BACKENDS:
            print(
                f"  {b:6s} agrees with exhaustive on {cv[b]['agree']}/{cv['graphs']}, proven optimal on "
                f"{cv[b]['optimal']}, proven-but-different: {cv[b]['disagree'] or 'none'}"
            )
    gadgets = _gadgets(
        [g for g in args.gadgets.split(";") if g],
        args.max_states,
        args.exhaustive,
        args.time_limit,
        args.gadget_sat_max_m,
        args.gadget_minimize,
        args.gadget_time_limit,
    )
    print(
        "gadgets (3-PARTITION -> recomputation; the budget question decided by the phase search, "
        "its schedule re-checked by the semantics; SAT and exhaustive where run):"
    )
    for g in gadgets:
        witness = f" peak {g['phase_peak']} <= B: {g['phase_within_budget']}" if g["phase"] else ""
        sat = f"  sat {g['sat']!s:5s} {g['sat_seconds']} s" if "sat" in g else ""
        mini = (
            f"  least extra MACs {g['min_extra_macs']} in {g['min_seconds']} s ({g['min_states']} states)"
            if "min_seconds" in g
            else ""
        )
        extra = (
            f"  exhaustive {g['exhaustive']!s:5s} states {g['states']} {g['exhaustive_seconds']} s"
            if "exhaustive" in g
            else ""
        )
        print(
            f"  {g['multiset']:>26s}  m {g['m']}  units {g['units']:3d}  3-PARTITION {g['brute_force']!s:5s}  "
            f"phase {g['phase']!s:5s} {g['phase_seconds']} s ({g['phase_states']} states){witness}"
            f"{sat}{mini}{extra}"
        )
    if args.gadgets_only:
        if args.out:
            write_json(Path(args.out) / "recompute-gadgets.json", {"gadgets": gadgets})
            print(f"wrote {Path(args.out) / 'recompute-gadgets.json'}")
        return 0
    curve = _states_vs_budget(args.k)
    print(f"exhaustive states vs budget (width-2 graph, 6 units, k={args.k}):")
    for row in curve:
        print(f"  B={row['budget']:3d}  feasible={row['feasible']!s:5s}  states={row['states']}")
    if args.out:
        out = Path(args.out)
        write_json(out / "recompute-bench.json", {"crossval": cv, "gadgets": gadgets, "states_vs_budget": curve})
        try:
            import matplotlib  # matplotlib: heavy; only plots need it

            matplotlib.use("Agg")
            import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it
        except ImportError:
            print("matplotlib not available: no chart")
        else:
            fig, ax = plt.subplots(figsize=(5, 3.2))
            ax.plot([r["budget"] for r in curve], [r["states"] for r in curve], marker="o")
            ax.set_xlabel("budget B (bytes)")
            ax.set_ylabel("labelled states")
            ax.set_yscale("log")
            ax.set_title(f"exhaustive search, width-2 graph, 6 units, k={args.k}")
            fig.tight_layout()
            tmp = out / ".states-vs-budget.tmp.png"
            fig.savefig(tmp, dpi=120)
            tmp.replace(out / "states-vs-budget.png")
        print(f"wrote {out / 'recompute-bench.json'}")
    if args.twdp:
        return _twdp_main(args)
    return 0


def _twdp_main(args: argparse.Namespace) -> int:
    ks = [int(x) for x in args.twdp_k.split(",")]
    budgets = [int(x) for x in args.twdp_budgets.split(",")]
    print(f"tree-decomposition DP states vs budget (width-2 graph, 6 units, cap {args.twdp_max_states}):")
    rows = _twdp_states(ks, budgets, args.twdp_max_states)
    if args.out:
        out = Path(args.out)
        write_json(
            out / "twdp-states.json", {"graph": "width2-skip6", "max_states": args.twdp_max_states, "rows": rows}
        )
        _twdp_chart(rows, args.twdp_max_states, out / "twdp-states-vs-budget.png")
        print(f"wrote {out / 'twdp-states.json'}")
    return 0
