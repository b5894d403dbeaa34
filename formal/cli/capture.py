"""CLI: ``formal capture SPEC -o OUTDIR [--mode inference|train] [--device cpu|cuda] [--inductor-reorder on|off]``."""

from __future__ import annotations

import argparse

from formal.capture.capture import capture

# The bundled examples' names (formal.capture.examples.EXAMPLES), kept here so that
# building the CLI does not import torch; a test keeps the two in step.


def cmd_capture(args: argparse.Namespace) -> int:
    for path in capture(
        args.spec, args.output, args.mode, device=args.device, isa=args.isa, inductor_reorder=args.inductor_reorder
    ):
        print(path)
    return 0
