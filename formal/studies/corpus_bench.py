"""``formal bench corpus``: recapture corpus configurations and compare with the committed traces.

Recapture is a benchmark, not a test (it compiles). For each selected configuration this
captures into a temporary folder, certifies, and prints the capture and certify seconds
next to whether the recaptured problem is identical (same canonical ``problem_sha256``)
to the committed trace's and whether the certified optimum matches the committed proof's.
The default selection is the cheapest few; ``--only`` picks others.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from formal.base.errors import FormalError
from formal.base.files import read_yaml
from formal.studies.corpus.build import build_config, format_row, header
from formal.studies.corpus.registry import select

DEFAULT = ["squeezenet1_1.infer", "resnet18.infer", "mobilenet_v2.infer"]


def _read(path: Path) -> dict:
    return read_yaml(path)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="formal bench corpus", description=__doc__.split("\n\n")[1])
    p.add_argument(
        "--only",
        nargs="+",
        metavar="NAME",
        default=DEFAULT,
        help=f"configurations to recapture (default: {' '.join(DEFAULT)})",
    )
    p.add_argument("--traces", default="traces", metavar="DIR", help="committed traces (default traces/)")
    p.add_argument("--proofs", default="proofs", metavar="DIR", help="committed proofs (default proofs/)")
    p.add_argument("--time-limit", type=float, default=60.0, metavar="S", help="certify time limit per trace")
    args = p.parse_args(argv)

    configs = select(args.only)
    traces, proofs = Path(args.traces), Path(args.proofs)
    print(header() + "  | same problem, same optimum as committed")
    failures = 0
    with tempfile.TemporaryDirectory(prefix="formal-corpus-bench-") as tmp:
        for config in configs:
            for row in build_config(config, Path(tmp), Path(tmp), args.time_limit):
                if row.status == "failed":
                    print(format_row(row))
                    failures += 1
                    continue
                committed = traces / f"{row.trace}.trace.yaml"
                if committed.is_file():
                    old = _read(committed)["evidence"]["problem_sha256"]
                    new = _read(Path(tmp) / f"{row.trace}.trace.yaml")["evidence"]["problem_sha256"]
                    same = "yes" if old == new else "NO"
                    proof = proofs / f"{row.trace}.proof.yaml"
                    optimum = _read(proof)["peak"] if proof.is_file() else None
                    same_opt = "-" if optimum is None else ("yes" if optimum == row.optimum else f"NO ({optimum:,})")
                else:
                    same, same_opt = "no committed trace", "-"
                print(f"{format_row(row)}  | {same}, {same_opt}")
    if failures:
        raise FormalError(f"{failures} configuration(s) failed to recapture", exit_code=1)
    return 0
