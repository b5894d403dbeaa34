"""CLI: ``formal deploy SPEC -o DIR`` (``formal.compile`` for a model SPEC) and
``formal verify-artifact DIR`` (an auditor's checks, nothing run)."""

from __future__ import annotations

import argparse
import json

from formal.capture.spec import resolve_spec
from formal.deploy.artifact import manifest_sha256, savings
from formal.deploy.compile import compile as formal_compile
from formal.deploy.verify import verify_artifact
from formal.machine.fingerprint import pin_for_capture


def cmd_deploy(args: argparse.Namespace) -> int:
    pin_for_capture(args.isa)  # a pin needs its environment before torch starts: the CLI re-runs itself
    ms = resolve_spec(args.spec)
    ms.model.train(args.mode == "train")
    module = formal_compile(
        ms.model,
        ms.inputs,
        mode=args.mode,
        levers=("order", "arena") if args.arena else None,
        budget=args.budget,
        out=args.output,
        time_limit=args.time_limit,
        loss_fn=ms.loss_fn,
    )

    summary = {
        "artifact": str(module.artifact),
        "sha256": manifest_sha256(module.artifact),
        **savings(module.programs),  # compiler_peak, certified_peak, saved_bytes, optimal
        "programs": [
            {k: p[k] for k in ("name", "certified_peak", "compiler_peak", "lower_bound", "optimal")}
            for p in module.programs
        ],
    }
    if args.json:
        print(json.dumps(summary))
        return 0
    for p in summary["programs"]:
        verdict = "optimal" if p["optimal"] else f"lower bound {p['lower_bound']}"
        print(f"{p['name']}: certified peak {p['certified_peak']} B ({verdict}; compiler's {p['compiler_peak']} B)")
    print(f"saved {summary['saved_bytes']:,} B of torch.compile's {summary['compiler_peak']:,} B peak")
    print(f"artifact {summary['artifact']} sha256 {summary['sha256']}")
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    result = verify_artifact(args.artifact, args.sha256)
    if args.json:
        print(json.dumps(result))
    else:
        for ok, message in result["checks"]:
            print(f"{'ok   ' if ok else 'FALSE'} {message}")
        for program in result["programs"]:
            for ok, message in program["checks"]:
                print(f"{'ok   ' if ok else 'FALSE'} {program['name']}: {message}")
        print(f"machine: {result['machine']}")
        print(f"serve: {result['serve']}")
        print(f"artifact sha256 {result['sha256']}: {'verified' if result['ok'] else 'NOT verified'}")
    return 0 if result["ok"] else 1
