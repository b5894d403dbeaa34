"""CLI: ``formal deploy SPEC -o DIR`` (``formal.compile`` for a model SPEC) and
``formal verify-artifact DIR`` (an auditor's checks, nothing run)."""

from __future__ import annotations

import argparse
import json

from formal.cli.argtypes import positive_int, seconds


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("deploy", help="compile a model with formal.compile and write its artifact",
                       description="Compile SPEC (module:function or a bundled example, as for capture) with "
                                   "formal.compile: every program Inductor generates is captured, proved, emitted "
                                   "and checked by one run; the artifact (programs, proofs, manifest) goes to -o. "
                                   "Serve it with formal.load(DIR) (docs/deploy.md).")
    p.add_argument("spec")
    p.add_argument("-o", "--output", required=True, help="the artifact folder")
    p.add_argument("--mode", choices=("inference", "train"), default="inference")
    p.add_argument("--arena", action="store_true", help="also carve every storage out of one planned arena")
    p.add_argument("--budget", type=positive_int, metavar="BYTES", help="bytes no program's certified peak may exceed")
    p.add_argument("--time-limit", type=seconds, default=60.0, metavar="S", help="seconds per program's proof (default 60)")
    p.add_argument("--isa", choices=("auto", "native", "avx2", "avx512", "default"), default="auto",
                   help="pin the CPU ISA the artifact is compiled for, as for capture (default auto: avx2 where "
                        "the CPU has it, so the artifact runs on any AVX2 CPU; the command re-runs itself pinned)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=_cmd_deploy)

    v = sub.add_parser("verify-artifact", help="check an artifact as an auditor would, without running it",
                       description="Check every file's hash, every proof with the trusted checker, that each "
                                   "program is exactly its wrapper permuted by its proof's order, and the "
                                   "manifest's numbers; report whether this machine would run it.")
    v.add_argument("artifact")
    v.add_argument("--sha256", help="the manifest's published sha256 (refuse any other)")
    v.add_argument("--json", action="store_true")
    v.set_defaults(handler=_cmd_verify)


def _cmd_deploy(args: argparse.Namespace) -> int:
    from formal.capture.spec import resolve_spec
    from formal.deploy.compile import compile as formal_compile

    from formal.machine.fingerprint import pin_for_capture

    pin_for_capture(args.isa)  # a pin needs its environment before torch starts: the CLI re-runs itself
    ms = resolve_spec(args.spec)
    ms.model.train(args.mode == "train")
    module = formal_compile(ms.model, ms.inputs, mode=args.mode, levers=("order", "arena") if args.arena else None,
                            budget=args.budget, out=args.output, time_limit=args.time_limit, loss_fn=ms.loss_fn)
    from formal.deploy.artifact import manifest_sha256

    summary = {"artifact": str(module.artifact), "sha256": manifest_sha256(module.artifact),
               "programs": [{k: p[k] for k in ("name", "certified_peak", "compiler_peak", "lower_bound", "optimal")}
                            for p in module.programs]}
    if args.json:
        print(json.dumps(summary))
        return 0
    for p in summary["programs"]:
        verdict = "optimal" if p["optimal"] else f"lower bound {p['lower_bound']}"
        print(f"{p['name']}: certified peak {p['certified_peak']} B ({verdict}; compiler's {p['compiler_peak']} B)")
    print(f"artifact {summary['artifact']} sha256 {summary['sha256']}")
    return 0


def _cmd_verify(args: argparse.Namespace) -> int:
    from formal.deploy.verify import verify_artifact

    result = verify_artifact(args.artifact, args.sha256)
    if args.json:
        print(json.dumps(result))
    else:
        for program in result["programs"]:
            for ok, message in program["checks"]:
                print(f"{'ok   ' if ok else 'FALSE'} {program['name']}: {message}")
        print(f"machine: {result['machine']}")
        print(f"serve: {result['serve']}")
        print(f"artifact sha256 {result['sha256']}: {'verified' if result['ok'] else 'NOT verified'}")
    return 0 if result["ok"] else 1
