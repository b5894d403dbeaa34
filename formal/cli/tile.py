"""CLI: ``formal tile SPEC [--patches N|RxC] [--time-limit S] [-o DIR] [--json]``: patch-based
inference (MCUNetV2, Lin et al., NeurIPS 2021) of a model's local first stage, certified and
replayed byte-exactly (docs/tile.md)."""

from __future__ import annotations

import argparse
import json

from formal.pipelines.tile import parse_patches, tile


def cmd_tile(args: argparse.Namespace) -> int:
    patches = parse_patches(args.patches) if args.patches else None
    report = tile(args.spec, patches, args.time_limit, args.output, args.isa)
    if args.json:
        print(json.dumps(report))
        return 0 if report["tiled"]["replay_ok"] else 1
    t = report["tiled"]
    print(
        f"{report['model']}: ordering optimum {report['ordering_optimum']} B (single-operator bound "
        f"{report['single_operator_bound']} B, {report['single_operator_label']} {report['single_operator_unit']})"
    )
    print(
        f"stage {report['stage']['first']}..{report['stage']['last']} ({report['stage']['layers']} layers), "
        f"{report['patches']['grid'][0]}x{report['patches']['grid'][1]} patches"
    )
    print(
        f"tiled: measured peak {t['measured_peak']} B, modeled {t['modeled_peak']} B "
        f"({'byte-exact' if t['byte_exact'] else 'MISMATCH'}); activations {t['activation_peak']} B "
        f"(was {report['original_activation_peak']} B); {report['peak_reduction']}x lower"
    )
    print(
        f"outputs {'bit-identical' if t['bit_identical'] else 'differ: max |diff| ' + repr(t['max_abs_diff'])}; "
        f"extra FLOPs {t['extra_flops']} ({t['extra_flops_percent']}%)"
    )
    for path in report.get("written", []):
        print(path)
    return 0 if t["replay_ok"] else 1
