"""``formal bench encodings``: solve time per back end and formulation against problem size.

For each size, a few random problems (formal.model.random_problems, or the ordering stage's
program-like generator with ``--kind program``) are solved by every back
end and formulation with the same time limit; the table shows the median seconds (``>``
when some instance was not proven optimal within the limit, with how many). A second
table measures SAT-refutation certificates at the optimum: CNF size, DRUP lemmas,
compressed proof bytes and the trusted checker's pure-Python checking time. Results can
also be written as CSV. This is what chose the default formulation of each back end
(docs/encodings.md).
"""

from __future__ import annotations

import argparse
import csv
import statistics
import tempfile
import time
from pathlib import Path

from formal.base.checking import run_checker
from formal.base.errors import FormalError
from formal.base.files import write_atomic, write_yaml
from formal.model.canonical import problem_sha256
from formal.model.random_problems import random_problem
from formal.model.random_programs import program_like
from formal.order.backends import FORMULATIONS, solve
from formal.order.refute import sat_refutation_certificate


def _parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="formal bench encodings", description=__doc__.splitlines()[0])
    p.add_argument("--sizes", default="8,12,16,20,24", help="comma-separated unit counts (default 8,12,16,20,24)")
    p.add_argument("--seeds", type=int, default=2, help="random problems per size (default 2)")
    p.add_argument("--time-limit", type=float, default=10.0, metavar="S", help="seconds per solve (default 10)")
    p.add_argument("--backends", default=",".join(FORMULATIONS), help="comma-separated back ends (default all)")
    p.add_argument(
        "--kind",
        choices=("random", "program"),
        default="random",
        help="random: formal.model.random_problems.random_problem; program: formal.model.random_programs."
        "program_like (chains, branches, joins, skips)",
    )
    p.add_argument("--no-refute", action="store_true", help="skip the SAT-refutation table")
    p.add_argument("--csv", help="also write one row per solve here")
    return p.parse_args(argv)


def _checked(problem, order: list[str], peak: int, cert: dict) -> bool:
    """``formal check`` on a proof whose only certificate is the refutation (its time includes starting it)."""
    proof = {"format": "formal.proof/1", "problem_sha256": problem_sha256(problem), "order": order, "peak": peak}
    proof.update({"lower_bound": peak, "certificates": [cert]})
    with tempfile.TemporaryDirectory(prefix="formal-refute-") as tmp:
        write_yaml(Path(tmp) / "p.yaml", problem.to_dict())
        write_yaml(Path(tmp) / "proof.yaml", proof)
        return all(ok for ok, _m in run_checker(Path(tmp) / "p.yaml", Path(tmp) / "proof.yaml"))


def main(argv: list[str]) -> int:
    args = _parse(argv)
    try:
        sizes = [int(x) for x in args.sizes.split(",")]
    except ValueError:
        raise FormalError(f"--sizes: expected comma-separated integers, got {args.sizes!r}") from None
    backends = args.backends.split(",")
    bad = [b for b in backends if b not in FORMULATIONS]
    if bad or min(sizes) < 1 or args.seeds < 1 or args.time_limit <= 0:
        raise FormalError(f"bad options: back ends {bad or 'ok'}, sizes >= 1, seeds >= 1, time limit > 0")
    routes = [(b, f) for b in backends for f in FORMULATIONS[b]]
    rows: list[dict] = []
    refutes: list[dict] = []
    for n in sizes:
        for seed in range(args.seeds):
            problem = random_problem(n, seed) if args.kind == "random" else _program(n, seed)
            best = None
            for backend, formulation in routes:
                try:
                    r = solve(problem, backend, formulation, args.time_limit)
                except FormalError:  # the brute-force fallback of `search` refuses large problems
                    continue
                rows.append(
                    {
                        "units": n,
                        "seed": seed,
                        "backend": backend,
                        "formulation": formulation,
                        "seconds": round(r.seconds, 3),
                        "peak": r.peak,
                        "lower_bound": r.lower_bound,
                        "optimal": r.optimal,
                    }
                )
                if r.optimal:
                    best, best_order = r.peak, r.order
            if best is not None and not args.no_refute:
                t = time.monotonic()
                cert = sat_refutation_certificate(problem, best, args.time_limit)
                made = time.monotonic() - t
                if cert is not None:
                    t = time.monotonic()
                    ok = _checked(problem, best_order, best, cert)
                    refutes.append(
                        {
                            "units": n,
                            "seed": seed,
                            "variables": cert["variables"],
                            "clauses": cert["clauses"],
                            "lemmas": cert["lemmas"],
                            "proof_bytes": len(cert["proof"]),
                            "solve_s": round(made, 3),
                            "check_s": round(time.monotonic() - t, 3),
                            "ok": ok,
                        }
                    )
    _print_times(rows, routes, sizes, args.time_limit)
    if refutes:
        _print_refutes(refutes)
    if args.csv:
        lines: list[str] = []

        class _Sink:
            def write(self, s: str) -> None:
                lines.append(s)

        writer = csv.DictWriter(_Sink(), fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
        write_atomic(args.csv, "".join(lines))
    return 0


def _program(n: int, seed: int):
    return program_like(n, seed)


def _print_times(rows: list[dict], routes: list[tuple[str, str]], sizes: list[int], limit: float) -> None:
    print(f"median solve seconds (limit {limit:g} s; '>' = k instances not proven optimal)")
    print(f"{'backend/formulation':<22}" + "".join(f"{f'n={n}':>12}" for n in sizes))
    for backend, formulation in routes:
        cells = []
        for n in sizes:
            mine = [r for r in rows if (r["backend"], r["formulation"], r["units"]) == (backend, formulation, n)]
            if not mine:
                cells.append(f"{'-':>12}")
                continue
            med = statistics.median(r["seconds"] for r in mine)
            open_ = sum(not r["optimal"] for r in mine)
            cells.append(f"{(f'>{open_} ' if open_ else '') + f'{med:.2f}':>12}")
        print(f"{backend + '/' + formulation:<22}" + "".join(cells))


def _print_refutes(refutes: list[dict]) -> None:
    print("\nSAT refutation at the optimum (formal.satref/1, CaDiCaL DRUP, pure-Python RUP check)")
    keys = ["units", "seed", "variables", "clauses", "lemmas", "proof_bytes", "solve_s", "check_s", "ok"]
    print("".join(f"{k:>12}" for k in keys))
    for r in refutes:
        print("".join(f"{str(r[k]):>12}" for k in keys))
