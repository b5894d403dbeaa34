"""Dry runs against compiles: each plan's step compiled and measured, then generated and run with its kernels
skipped (formal.pipelines.train_step.dry_step), on issue 50's models (budget_models) at PyTorch's default and
its ``activation_memory_budget`` settings. Prints, per plan, whether the allocator's events are equal (they
must be, event for event), each side's step peak and the seconds each took.

``python benchmarks/train/dry_runs.py [MODEL ...] [--budgets 1,0.5,0.2]`` (docs/train.md, "Dry runs"); a MODEL
is a function of ``budget_models`` or any ``module:function`` spec (``formal.studies.train_models:resnet50_224b16``
in the study environment).
Run under the ISA pin ``formal train-plan`` sets (``ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2``).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from formal.capture.spec import resolve_spec  # noqa: E402
from formal.pipelines.train_step import compile_step, dry_step, measure_step  # noqa: E402

MODELS = ("conv_stack", "depthwise_cnn", "small_decoder", "fused_qkv_encoder")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*", default=list(MODELS))
    parser.add_argument("--budgets", default="1,0.5,0.2", help="activation_memory_budget values (1: the default)")
    args = parser.parse_args()
    unequal = 0
    head = ("model", "budget", "equal", "compiled peak", "dry peak", "compile s", "dry s")
    print("{:18s} {:>6s} {:>5s} {:>14s} {:>14s} {:>9s} {:>6s}".format(*head))
    for name in args.models:
        ms = resolve_spec(name if ":" in name else f"budget_models:{name}")
        model, inputs, loss_fn = ms.model, ms.inputs, ms.loss_fn
        for budget in (float(b) for b in args.budgets.split(",")):
            config = None if budget >= 1 else {"activation_memory_budget": budget}
            started = time.perf_counter()
            step = compile_step(model, inputs, loss_fn, functorch_config=config)
            run = measure_step(step, repeats=0)
            compiled_s = time.perf_counter() - started
            started = time.perf_counter()
            _, dry = dry_step(model, inputs, loss_fn, functorch_config=config)
            dry_s = time.perf_counter() - started
            equal = dry.events == run.events and dry.numbers() == run.numbers()
            unequal += not equal
            print(
                f"{name.split(':')[-1]:18s} {budget:6g} {str(equal):>5s} {run.measured_peak:14,d} "
                f"{dry.measured_peak:14,d} {compiled_s:9.1f} {dry_s:6.1f}",
                flush=True,
            )
    print(f"{unequal} plan(s) whose dry run's events differ from the compiled step's")
    return 1 if unequal else 0


if __name__ == "__main__":
    raise SystemExit(main())
