"""CLI: ``formal tile SPEC [--patches N|RxC] [--time-limit S] [-o DIR] [--json]``: patch-based
inference (MCUNetV2, Lin et al., NeurIPS 2021) of a model's local first stage, certified and
replayed byte-exactly (docs/tile.md)."""

from __future__ import annotations

import argparse
import json

from formal.cli.argtypes import seconds


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("tile", help="run a CNN's local first stage patch by patch (MCUNetV2); certify and replay it",
                       description="Capture and certify the model (SPEC as for `formal capture`), find the longest "
                                   "prefix of spatially local operators (torch.fx) that covers the largest operator, "
                                   "split the stage output into patches computed from their input regions with halos, "
                                   "capture, certify and replay the tiled program, compare its outputs with the "
                                   "original's and count the recomputed FLOPs. See docs/tile.md.")
    p.add_argument("spec")
    p.add_argument("--patches", metavar="N|RxC",
                   help="patch grid (N: N x N); default: the stage and grid with the lowest estimated peak")
    p.add_argument("--time-limit", type=seconds, default=60.0, metavar="S",
                   help="seconds per certification (default 60)")
    p.add_argument("-o", "--output", metavar="DIR", help="write the tiled program's trace, wrapper, inputs and proof here")
    p.add_argument("--isa", choices=("auto", "native", "avx2", "avx512", "default"), default="auto",
                   help="CPU ISA pin, as for `formal capture`")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_cmd_tile)


def _cmd_tile(args: argparse.Namespace) -> int:
    from formal.pipelines.tile import parse_patches, tile

    patches = parse_patches(args.patches) if args.patches else None
    report = tile(args.spec, patches, args.time_limit, args.output, args.isa)
    if args.json:
        print(json.dumps(report))
        return 0 if report["tiled"]["replay_ok"] else 1
    t = report["tiled"]
    print(f"{report['model']}: ordering optimum {report['ordering_optimum']} B (single-operator bound "
          f"{report['single_operator_bound']} B, {report['single_operator_label']} {report['single_operator_unit']})")
    print(f"stage {report['stage']['first']}..{report['stage']['last']} ({report['stage']['layers']} layers), "
          f"{report['patches']['grid'][0]}x{report['patches']['grid'][1]} patches")
    print(f"tiled: measured peak {t['measured_peak']} B, modeled {t['modeled_peak']} B "
          f"({'byte-exact' if t['byte_exact'] else 'MISMATCH'}); activations {t['activation_peak']} B "
          f"(was {report['original_activation_peak']} B); {report['peak_reduction']}x lower")
    print(f"outputs {'bit-identical' if t['bit_identical'] else 'differ: max |diff| ' + repr(t['max_abs_diff'])}; "
          f"extra FLOPs {t['extra_flops']} ({t['extra_flops_percent']}%)")
    for path in report.get("written", []):
        print(path)
    return 0 if t["replay_ok"] else 1
