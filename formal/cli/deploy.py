"""CLI: ``formal deploy SPEC -o DIR`` (``formal.compile`` for a model SPEC), ``formal
verify-artifact DIR`` (an auditor's checks, nothing run) and ``formal serve DIR -- COMMAND``
(a serving process in the artifact's pinned environment: :mod:`formal.deploy.serve`)."""

from __future__ import annotations

import argparse
import json
import subprocess

from formal.base.errors import FormalError
from formal.capture.spec import resolve_spec
from formal.deploy.artifact import manifest_sha256, open_artifact
from formal.deploy.compile import compile as formal_compile
from formal.deploy.load import all_shipped, load, require_machine
from formal.deploy.serve import serving_environment
from formal.deploy.verify import verify_artifact
from formal.machine.fingerprint import pin_for_capture, summary


def cmd_deploy(args: argparse.Namespace) -> int:
    pin_for_capture(args.isa)  # a pin needs its environment before torch starts: the CLI re-runs itself
    ms = resolve_spec(args.spec)
    ms.model.train(args.mode == "train")
    module = formal_compile(
        ms.model,
        ms.inputs,
        mode=args.mode,
        levers=("order", *[lever for lever in ("arena", "recompute", "tile", "compress") if getattr(args, lever)]),
        budget=args.budget,
        out=args.output,
        time_limit=args.time_limit,
        loss_fn=ms.loss_fn,
        memory_budget=args.memory_budget,
        split_addmm=args.split_addmm,
        strict=args.strict,
    )

    summary = {
        "artifact": str(module.artifact),
        "sha256": manifest_sha256(module.artifact),
        **{k: getattr(module, k) for k in ("compiler_peak", "certified_peak", "saved_bytes", "optimal")},
        "train_plan": module.train_plan,  # with --memory-budget: the step's figures
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
    plan = summary["train_plan"]
    if plan:
        print(
            f"training step: peak {plan['step_peak']:,} B within the budget of {plan['budget']:,} B (default step "
            f"{plan['default_step_peak']:,} B); {plan['extra_flops']:,} extra FLOPs (lower bound "
            f"{plan['extra_flops_lower_bound']:,})"
        )
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


def cmd_serve(args: argparse.Namespace) -> int:
    """``formal serve`` (:mod:`formal.deploy.serve`): where the artifact needs its pin, the
    FingerprintMismatch raised here makes the command line run this command again pinned."""
    command = list(args.command or [])
    if command[:1] == ["--"]:
        command = command[1:]
    if args.print_env:
        for name, value in sorted(serving_environment(args.artifact, args.sha256).items()):
            print(f"{name}={value}")
        return 0
    artifact = open_artifact(args.artifact, args.sha256)
    require_machine(artifact.manifest, str(artifact.folder), compiled=not all_shipped(artifact.programs))
    if command:
        try:
            return subprocess.run(command).returncode
        except OSError as exc:
            raise FormalError(f"serve: cannot run {command[0]!r}: {exc.strerror or exc}") from None
    program = load(artifact.folder, sha256=args.sha256)
    print(
        f"{artifact.folder}: loads here ({summary(artifact.manifest['fingerprint'])}), self-test passed, certified "
        f"peak {program.certified_peak:,} B"
    )
    print(f"start a server with it: formal serve {args.artifact} -- python your_server.py")
    return 0
