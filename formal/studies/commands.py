"""``formal bench NAME ...`` and ``formal experiment NAME ...``: one entry point, many owners.

Benchmarks and experiments live next to the code they measure; each is a module with
``main(argv: list[str]) -> int`` that parses its own options. This keeps the CLI's top
level small and lets every stage add its own without touching the others.
"""

from __future__ import annotations

import argparse
import importlib

from formal.base.errors import FormalError

BENCHES = {
    "order": "formal.studies.order_bench",
    "encodings": "formal.studies.encodings_bench",
    "arena": "formal.studies.arena_bench",
    "capture": "formal.studies.capture_bench",
    "ibp": "formal.studies.ibp_bench",
    "recompute": "formal.studies.recompute_bench",
    "remat": "formal.studies.remat_bench",
    "corpus": "formal.studies.corpus.bench",
    "mcu": "formal.studies.mcu_study",
    "report": "formal.studies.report_bench",
    "scale": "formal.studies.scale_bench",
    "deploy": "formal.studies.deploy_bench",
    "train": "formal.studies.train_study",
}
EXPERIMENTS = {
    "random-dags": "formal.studies.random_dags",
    "patterns": "formal.studies.patterns_table",
    "paper": "formal.studies.paper",
}


def register(sub: argparse._SubParsersAction) -> None:
    for command, table, what in (("bench", BENCHES, "benchmark"), ("experiment", EXPERIMENTS, "experiment")):
        p = sub.add_parser(command, help=f"run one {what} ({', '.join(table)}); prints numbers, writes files",
                           add_help=True)
        p.add_argument("name", choices=sorted(table), help=f"which {what}")
        p.add_argument("rest", nargs=argparse.REMAINDER, help=f"options of the {what} (NAME --help lists them)")
        p.set_defaults(handler=_runner(table, what))


def _runner(table: dict[str, str], what: str):
    def run(args: argparse.Namespace) -> int:
        try:
            module = importlib.import_module(table[args.name])
        except ModuleNotFoundError as exc:
            target = table[args.name]
            if exc.name and (target == exc.name or target.startswith(exc.name + ".")):
                raise FormalError(f"{what} {args.name!r} is not available in this build") from None
            raise
        return module.main([f"formal {args.command} {args.name}", *args.rest][1:])
    return run
