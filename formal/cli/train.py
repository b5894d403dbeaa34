"""CLI: ``formal train-plan SPEC --budget-ratio R [--objective compute|peak] [--time-limit S] [-o DIR] [--json]``."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile

from formal.cli.argtypes import fraction, nonnegative, positive_int, seconds


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "train-plan", help="plan which activations a training step saves or recomputes, under a memory budget",
        description="Compile SPEC's training step with torch.compile, then choose which forward values the "
                    "forward saves for the backward and which the backward recomputes: least extra FLOPs with "
                    "the step's measured peak within R times the default compile's (--objective compute), or "
                    "the least peak within an extra-compute allowance (--objective peak). The plan is compiled "
                    "through torch.compile's partitioner hook, both programs captured and ordered with proofs, "
                    "the step replayed (measured == modeled, to the byte) and a formal.train-proof/1 written "
                    "that `formal check` verifies. PyTorch's own solvers run beside it at the same budget. "
                    "SPEC is module:function or a bundled example, as for `formal capture`. See docs/train.md.")
    p.add_argument("spec")
    p.add_argument("--budget-ratio", type=fraction, metavar="R",
                   help="the step peak budget as a fraction of the default compile's measured step peak "
                        "(required for --objective compute)")
    p.add_argument("--objective", choices=("compute", "peak"), default="compute",
                   help="compute (default): least extra FLOPs within the budget; peak: least step peak within "
                        "--extra-compute")
    p.add_argument("--extra-compute", type=nonnegative, default=0.1, metavar="X",
                   help="--objective peak: extra FLOPs allowed, as a fraction of the default step's (default 0.1)")
    p.add_argument("--backend", choices=("cpsat", "ilp"), default="cpsat",
                   help="exact back end for the plan: OR-tools CP-SAT (default) or CBC through pulp")
    p.add_argument("--time-limit", type=seconds, default=60.0, metavar="S",
                   help="seconds per solve (plan, relaxation, certificate; default 60)")
    p.add_argument("--rounds", type=positive_int, default=6,
                   help="plans compiled and measured at most, lowering the planning capacity by the measured "
                        "excess each time (default 6)")
    p.add_argument("--certify-time-limit", type=seconds, default=60.0, metavar="S",
                   help="seconds to order each of the two programs with a proof (default 60)")
    p.add_argument("--no-pytorch", action="store_true",
                   help="skip PyTorch's solvers (activation_memory_budget dp, greedy, ilp) at the same budget")
    p.add_argument("--isa", choices=("auto", "native", "avx2", "avx512", "default"), default="auto",
                   help="the CPU ISA pin, as for `formal capture` (default auto)")
    p.add_argument("-o", "--output", metavar="DIR",
                   help="write the traces, order proofs, the training-step proof and train-plan.json here "
                        "(without it everything is checked in a temporary folder and no proof is kept)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.set_defaults(handler=_cmd_train_plan)


def _cmd_train_plan(args: argparse.Namespace) -> int:
    from formal.base.errors import FormalError
    from formal.base.files import write_json
    from formal.pipelines.train_plan import plan_step

    if args.objective == "compute" and args.budget_ratio is None:
        raise FormalError("--objective compute needs --budget-ratio R")
    log = (lambda m: print(f"formal: {m}", file=sys.stderr)) if not args.json else (lambda _m: None)
    options = dict(objective=args.objective, extra_compute=args.extra_compute, backend=args.backend,
                   time_limit=args.time_limit, rounds=args.rounds, isa=args.isa, pytorch=not args.no_pytorch,
                   certify_seconds=args.certify_time_limit, log=log)
    if args.output:
        report = plan_step(args.spec, args.budget_ratio, outdir=args.output, **options)
        from pathlib import Path

        write_json(Path(args.output) / "train-plan.json", report)
    else:
        with tempfile.TemporaryDirectory(prefix="formal-train-plan-") as tmp:
            report = plan_step(args.spec, args.budget_ratio, outdir=tmp, **options)
        report["proof"] = None
    if args.json:
        print(json.dumps(report, indent=1, sort_keys=True))
    else:
        print(summary(report))
    met = report["plan"]["measured_peak"] is not None
    return 0 if met else 1


def summary(report: dict) -> str:
    """The human-readable lines of a train-plan report."""
    base, plan = report["baseline"], report["plan"]
    lines = [f"{report['model']}: default step peak {base['measured_peak']} bytes, {base['step_flops']} FLOPs; "
             f"budget {report['budget']} bytes"]
    if plan["measured_peak"] is None:
        lines.append(f"plan: {plan['status']} (certified lower bound on extra FLOPs if any plan fits: "
                     f"{plan['extra_flops_lower_bound']})")
        measured = [r["measured_peak"] for r in report.get("rounds", []) if r.get("measured_peak")]
        least = report.get("least_in_certified_orders")
        if measured:
            lines.append(f"least step peak measured: {min(measured)} bytes as compiled"
                         + (f", {least['measured_peak']} bytes in certified orders" if least else ""))
    else:
        lines.append(f"plan (planning model: {plan['status']}): step peak {plan['measured_peak']} bytes measured, "
                     f"{plan.get('modeled_peak')} modeled; {plan['extra_flops']} extra FLOPs "
                     f"(certified lower bound {plan['extra_flops_lower_bound']}); saves {len(plan['saved'])}, "
                     f"recomputes {len(plan['recomputed'])}; gradients "
                     f"{'bit-identical' if report['grads_bit_identical'] else 'differ (see --json)'}")
    for name, row in (report.get("pytorch") or {}).items():
        lines.append(f"pytorch {name}: " + (f"step peak {row.get('measured_peak')} bytes, "
                                            f"{row.get('extra_flops')} extra FLOPs" if row.get("measured_peak")
                                            else str(row.get("status", row))))
    if report.get("proof"):
        lines.append(f"proof: {report['proof']} (formal check {report['proof']})")
    return "\n".join(lines)
