"""CLI: ``formal corpus list`` and ``formal corpus build``.

``list`` prints the registry (no torch import); ``build`` captures and certifies the
selected configurations (formal.studies.corpus.build) and prints one row per trace.
"""

from __future__ import annotations

import argparse
import csv
import io
from pathlib import Path

from formal.cli.argtypes import positive_int, seconds


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("corpus", help="the real-model corpus: list it, or capture and certify it",
                       description="The real-model corpus (torchvision, Hugging Face transformers built from "
                                   "configs, a U-Net): 'list' shows the configurations, 'build' captures and "
                                   "certifies them. docs/corpus.md has the grid and the measurements.")
    csub = p.add_subparsers(dest="corpus_command", metavar="{list,build}")
    csub.required = True

    ls = csub.add_parser("list", help="print the registry of configurations")
    ls.add_argument("--traces", default="traces", metavar="DIR", help="where to look for captured traces")
    ls.add_argument("--proofs", default="proofs", metavar="DIR", help="where to look for proofs")
    ls.set_defaults(handler=_cmd_list)

    b = csub.add_parser("build", help="capture each configuration, certify each trace, write proofs",
                        description="Capture (formal capture) each selected configuration into --out, "
                                    "certify (formal certify) each trace into --proofs, and print units, "
                                    "the compiler's order peak, the certified optimum, the saving and the times.")
    b.add_argument("--only", nargs="+", metavar="NAME",
                   help="configurations (resnet18.infer, resnet18.train) or models (resnet18: all its modes)")
    b.add_argument("--out", default="traces", metavar="DIR", help="traces folder (default traces/)")
    b.add_argument("--proofs", default="proofs", metavar="DIR", help="proofs folder (default proofs/)")
    b.add_argument("--time-limit", type=seconds, default=60.0, metavar="S",
                   help="certify time limit per trace in seconds (default 60)")
    b.add_argument("--jobs", type=positive_int, default=1, metavar="N", help="configurations in parallel (default 1)")
    b.add_argument("--no-capture", action="store_true", help="certify the traces already in --out")
    b.add_argument("--csv", metavar="FILE", help="also write the rows as CSV")
    b.set_defaults(handler=_cmd_build)


def _cmd_list(args: argparse.Namespace) -> int:
    from formal.studies.corpus.registry import CONFIGS

    traces, proofs = Path(args.traces), Path(args.proofs)
    print(f"{'config':<26} {'mode':<9} {'family':<11} {'input':<32} {'traces':<8} notes")
    for c in CONFIGS.values():
        have = sum((traces / f"{t}.trace.yaml").is_file() and (proofs / f"{t}.proof.yaml").is_file()
                   for t in c.trace_names)
        print(f"{c.name:<26} {c.mode:<9} {c.family:<11} {c.input:<32} {have}/{len(c.trace_names):<6} {c.notes}")
    print(f"{len(CONFIGS)} configurations; traces column: traces with a proof in {traces}/ and {proofs}/")
    return 0


def _cmd_build(args: argparse.Namespace) -> int:
    from formal.studies.corpus.registry import select
    from formal.base.errors import FormalError

    configs = select(args.only)
    if args.no_capture and not args.only:
        # Re-certifying "everything" means everything captured here; a named one must exist.
        here = [c for c in configs if all((Path(args.out) / f"{t}.trace.yaml").is_file() for t in c.trace_names)]
        if len(here) < len(configs):
            print(f"formal corpus build: {len(configs) - len(here)} configuration(s) have no traces in "
                  f"{args.out}/; certifying the {len(here)} that do")
        configs = here
    from formal.studies.corpus.build import build, format_row, header
    from tqdm import tqdm

    if not args.no_capture:
        from formal.machine.fingerprint import pin_for_capture

        pin_for_capture()  # every capture of the grid under one pinned ISA (docs/capture.md)

    print(header())
    rows = build(configs, Path(args.out), Path(args.proofs), args.time_limit, jobs=args.jobs,
                 capture=not args.no_capture,
                 on_rows=lambda rs: [tqdm.write(format_row(r)) for r in rs])
    if args.csv:
        from formal.base.files import write_atomic

        buf = io.StringIO()
        fields = list(rows[0].as_dict()) if rows else []
        writer = csv.DictWriter(buf, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        for r in rows:
            writer.writerow(r.as_dict())
        write_atomic(Path(args.csv), buf.getvalue())
    failed = [r for r in rows if r.status == "failed"]
    done = [r for r in rows if r.status != "failed"]
    print(f"{len(done)} traces certified ({sum(r.status == 'optimal' for r in done)} optimal), "
          f"{len(failed)} configuration(s) failed")
    if failed:
        raise FormalError(f"{len(failed)} of {len(configs)} configuration(s) failed: "
                          + "; ".join(f"{r.config}: {r.error}" for r in failed), exit_code=1)
    return 0
