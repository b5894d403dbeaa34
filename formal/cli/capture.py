"""CLI: ``formal capture SPEC -o OUTDIR [--mode inference|train] [--device cpu|cuda] [--inductor-reorder on|off]``."""

from __future__ import annotations

import argparse

# The bundled examples' names (formal.capture.examples.EXAMPLES), kept here so that
# building the CLI does not import torch; a test keeps the two in step.
EXAMPLE_NAMES = ("residual", "inception", "unet", "aspp", "transformer", "mlp", "stem")


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("capture", help="compile a model with Inductor (CPU, FP32, 1 thread) and write traces",
                       description="SPEC is module:function (returning (model, example_inputs[, loss_fn]); the "
                                   "module is imported from the current directory or PYTHONPATH) or a bundled "
                                   f"example: {', '.join(EXAMPLE_NAMES)}. Prints the written trace paths, one per line.")
    p.add_argument("spec")
    p.add_argument("-o", "--output", required=True, metavar="OUTDIR", help="folder for traces, wrappers and inputs")
    p.add_argument("--mode", choices=("inference", "train"), default="inference",
                   help="inference: one program; train: forward and backward programs (loss = sum of outputs "
                        "unless the function returns a loss_fn)")
    p.add_argument("--device", choices=("cpu", "cuda"), default="cpu",
                   help="cpu (default; byte-exact) or cuda (cuda:0; peaks are the caching allocator's "
                        "measurements, see docs/cuda.md)")
    p.add_argument("--isa", choices=("auto", "native", "avx2", "avx512", "default"), default="auto",
                   help="pin the CPU ISA the program is compiled and measured with, so the trace replays on any "
                        "CPU that has it: auto (default: avx2 on an x86-64 CPU with AVX2, else native), avx2, "
                        "avx512, default (scalar kernels), native (whatever this machine picks; replays only on "
                        "machines that pick the same). See docs/capture.md")
    p.add_argument("--inductor-reorder", choices=("on", "off"), default="on",
                   help="Inductor's peak-memory reordering (torch._inductor.config.reorder_for_peak_memory) during "
                        "the compile: on (default, Inductor's default) or off, to compare formal's certified order "
                        "with the order Inductor's own reordering starts from. Recorded in the trace as "
                        "capture.inductor_reorder. See docs/capture.md")
    p.set_defaults(handler=_cmd_capture)


def _cmd_capture(args: argparse.Namespace) -> int:
    from formal.capture.capture import capture

    for path in capture(args.spec, args.output, args.mode, device=args.device, isa=args.isa,
                        inductor_reorder=args.inductor_reorder):
        print(path)
    return 0
