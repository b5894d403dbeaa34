"""The studies' commands: ``formal bench NAME``, ``formal experiment NAME``, ``formal corpus``, ``formal ibp bench``.

Declared here (:mod:`formal.cli.declare`) and added to the ``formal`` command line through the
``formal.commands`` entry point (pyproject.toml), so the product never imports this package.
Each benchmark and experiment is a module with ``main(argv: list[str]) -> int`` that parses its
own options; :data:`BENCHES` and :data:`EXPERIMENTS` name them.
"""

from __future__ import annotations

import argparse
import importlib

from formal.cli.argtypes import positive_int, seconds
from formal.cli.declare import Command, arg

BENCHES = {
    "order": "formal.studies.order_bench",
    "encodings": "formal.studies.encodings_bench",
    "arena": "formal.studies.arena_bench",
    "capture": "formal.studies.capture_bench",
    "ibp": "formal.studies.ibp_bench",
    "recompute": "formal.studies.recompute_bench",
    "remat": "formal.studies.remat_bench",
    "corpus": "formal.studies.corpus_bench",
    "mcu": "formal.studies.mcu_study",
    "report": "formal.studies.report_bench",
    "scale": "formal.studies.scale_bench",
    "deploy": "formal.studies.deploy_bench",
    "train": "formal.studies.train_study",
    "fuzz": "formal.studies.fuzz.bench",
    "mutation": "formal.studies.mutation_bench",
    "executorch": "formal.studies.executorch_bench",
    "tflite": "formal.studies.tflite_bench",
    "heuristics": "formal.studies.heuristics_bench",
    "deep": "formal.studies.deep_bench",
    "yaml-diff": "formal.studies.yaml_diff_bench",
}
EXPERIMENTS = {
    "random-dags": "formal.studies.random_dags",
    "patterns": "formal.studies.patterns_table",
    "paper": "formal.studies.paper",
}

# `formal bench ibp`'s options, also those of `formal ibp bench` (formal.studies.ibp_bench.main).
IBP_BENCH_ARGS = (
    arg("--repeat", type=int, default=7, help="timing repeats, best taken (default 7)"),
    arg("--scale", type=int, default=1, help="model width multiplier (default 1)"),
    arg("--only", action="append", help="only tensors whose name contains this (repeatable)"),
    arg("--threads", type=int, default=1, help="torch intra-op threads (default 1: issue 16 measures one thread)"),
    arg("-o", "--out", help="write ibp_bench.md, ibp_bench.csv and ibp_bench.png into this folder"),
    arg("--json", action="store_true", help="print the rows as JSON"),
)


def run_bench(args: argparse.Namespace) -> int:
    return _run(BENCHES, args)


def run_experiment(args: argparse.Namespace) -> int:
    return _run(EXPERIMENTS, args)


def _run(table: dict[str, str], args: argparse.Namespace) -> int:
    """The study module's own ``main`` on the options after NAME."""
    return importlib.import_module(table[args.name]).main(list(args.rest))


def _study(command: str, table: dict[str, str], what: str, run: str) -> Command:
    return Command(
        command,
        help=f"run one {what} ({', '.join(table)}); prints numbers, writes files",
        run=run,
        args=(
            arg("name", choices=sorted(table), help=f"which {what}"),
            arg("rest", nargs=argparse.REMAINDER, help=f"options of the {what} (NAME --help lists them)"),
        ),
    )


COMMANDS: tuple[Command, ...] = (
    _study("bench", BENCHES, "benchmark", "formal.studies.commands:run_bench"),
    _study("experiment", EXPERIMENTS, "experiment", "formal.studies.commands:run_experiment"),
    Command(
        "corpus",
        help="the real-model corpus: list it, or capture and certify it",
        description=(
            "The real-model corpus (torchvision, Hugging Face transformers built from configs, a U-Net): 'list' shows "
            "the configurations, 'build' captures and certifies them. docs/corpus.md has the grid and the measurements."
        ),
        args=(),
        subcommands=(
            Command(
                "list",
                run="formal.studies.corpus.cli:cmd_list",
                help="print the registry of configurations",
                args=(
                    arg("--traces", default="traces", metavar="DIR", help="where to look for captured traces"),
                    arg("--proofs", default="proofs", metavar="DIR", help="where to look for proofs"),
                ),
            ),
            Command(
                "build",
                run="formal.studies.corpus.cli:cmd_build",
                help="capture each configuration, certify each trace, write proofs",
                description=(
                    "Capture (formal capture) each selected configuration into --out, certify (formal certify) each "
                    "trace into --proofs, and print units, the compiler's order peak, the certified optimum, the "
                    "saving and the times."
                ),
                args=(
                    arg(
                        "--only",
                        nargs="+",
                        metavar="NAME",
                        help="configurations (resnet18.infer, resnet18.train) or models (resnet18: all its modes)",
                    ),
                    arg("--out", default="traces", metavar="DIR", help="traces folder (default traces/)"),
                    arg("--proofs", default="proofs", metavar="DIR", help="proofs folder (default proofs/)"),
                    arg(
                        "--time-limit",
                        type=seconds,
                        default=60.0,
                        metavar="S",
                        help="certify time limit per trace in seconds (default 60)",
                    ),
                    arg(
                        "--jobs",
                        type=positive_int,
                        default=1,
                        metavar="N",
                        help="configurations in parallel (default 1)",
                    ),
                    arg("--no-capture", action="store_true", help="certify the traces already in --out"),
                    arg("--csv", metavar="FILE", help="also write the rows as CSV"),
                ),
            ),
        ),
    ),
    Command(
        "ibp",
        help="invariant bit packing tools (`formal ibp bench`)",
        description="Invariant bit packing (IBP) codec tools. See docs/ibp.md.",
        subcommands=(
            Command(
                "bench",
                run="formal.studies.ibp_bench:run",
                help="ratio and GB/s of IBP vs byte-shuffle+zstd, blosc2, zipnn and memcpy",
                description="Same as `formal bench ibp`: IBP against general-purpose compressors on real tensors; "
                "table, CSV and plot.",
                args=IBP_BENCH_ARGS,
            ),
        ),
    ),
)
