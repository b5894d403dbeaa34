"""The handlers of ``formal corpus list`` and ``formal corpus build`` (declared in formal.studies.commands).

``list`` prints the registry; ``build`` captures and certifies the selected configurations
(formal.studies.corpus.build) and prints one row per trace.
"""

from __future__ import annotations

import argparse
import csv
import io
from pathlib import Path

from formal.base.errors import FormalError
from formal.base.files import write_atomic
from formal.machine.fingerprint import pin_for_capture
from formal.studies.corpus.build import build, format_row, header
from formal.studies.corpus.registry import CONFIGS, select


def cmd_list(args: argparse.Namespace) -> int:
    traces, proofs = Path(args.traces), Path(args.proofs)
    print(f"{'config':<26} {'mode':<9} {'family':<11} {'input':<32} {'traces':<8} notes")
    for c in CONFIGS.values():
        have = sum(
            (traces / f"{t}.trace.yaml").is_file() and (proofs / f"{t}.proof.yaml").is_file() for t in c.trace_names
        )
        print(f"{c.name:<26} {c.mode:<9} {c.family:<11} {c.input:<32} {have}/{len(c.trace_names):<6} {c.notes}")
    print(f"{len(CONFIGS)} configurations; traces column: traces with a proof in {traces}/ and {proofs}/")
    return 0


def cmd_build(args: argparse.Namespace) -> int:
    configs = select(args.only)
    if args.no_capture and not args.only:
        # Re-certifying "everything" means everything captured here; a named one must exist.
        here = [c for c in configs if all((Path(args.out) / f"{t}.trace.yaml").is_file() for t in c.trace_names)]
        if len(here) < len(configs):
            print(
                f"formal corpus build: {len(configs) - len(here)} configuration(s) have no traces in "
                f"{args.out}/; certifying the {len(here)} that do"
            )
        configs = here
    from tqdm import tqdm

    if not args.no_capture:
        pin_for_capture()  # every capture of the grid under one pinned ISA (docs/capture.md)

    print(header())
    rows = build(
        configs,
        Path(args.out),
        Path(args.proofs),
        args.time_limit,
        jobs=args.jobs,
        capture=not args.no_capture,
        on_rows=lambda rs: [tqdm.write(format_row(r)) for r in rs],
    )
    if args.csv:
        buf = io.StringIO()
        fields = list(rows[0].as_dict()) if rows else []
        writer = csv.DictWriter(buf, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        for r in rows:
            writer.writerow(r.as_dict())
        write_atomic(Path(args.csv), buf.getvalue())
    failed = [r for r in rows if r.status == "failed"]
    done = [r for r in rows if r.status != "failed"]
    print(
        f"{len(done)} traces certified ({sum(r.status == 'optimal' for r in done)} optimal), "
        f"{len(failed)} configuration(s) failed"
    )
    if failed:
        raise FormalError(
            f"{len(failed)} of {len(configs)} configuration(s) failed: "
            + "; ".join(f"{r.config}: {r.error}" for r in failed),
            exit_code=1,
        )
    return 0
