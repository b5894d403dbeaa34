"""The tile lever in ``formal.compile``: the CNN's local stage run patch by patch, where that lowers the peak.

``formal.compile(model, x, levers=("tile",))`` (inference):

1. the model is compiled without the lever first (:func:`formal.compile`, certified as usual):
   its certified and compiler's peaks, and its outputs, are what the tiled program must beat
   and equal;
2. the model is traced with torch.fx, its local prefix found, and the cut and patch grid with
   the lowest estimated peak chosen (:func:`formal.pipelines.tile.choose`, ``formal tile``'s
   choice, after MCUNetV2's patch-based inference); where the largest operator is outside the
   prefix, tiling cannot help and the lever is refused in one line;
3. the tiled model (:class:`formal.tile.build.TiledModel`, sharing the model's parameters) is
   compiled under ``formal tile``'s Inductor settings (:func:`formal.pipelines.tile.patch_by_patch`:
   one kernel per patch step, so patches do not stay live together) and certified like any
   program (order proof, emitted program, check run);
4. its outputs must equal the untiled program's bit for bit, and its certified peak must be
   below the untiled one's; otherwise the lever is refused with the difference or the peaks.

The manifest's ``tile`` records the grid, the stage and the untiled program's peaks (measured
at compile time); the module's ``compiler_peak`` is then the untiled program's, so
``saved_bytes`` is what tiling and ordering save against ``torch.compile`` of the model.
"""

from __future__ import annotations

from typing import Any

import torch

from formal.base.errors import FormalError
from formal.capture.compile import flat_tensors
from formal.pipelines.tile import choose, patch_by_patch
from formal.runtime.execute import bit_identical
from formal.tile.build import TiledModel, analyze

__all__ = ["compare", "patch_by_patch", "tiled_model"]


def tiled_model(model: torch.nn.Module, inputs: tuple) -> tuple[TiledModel, dict[str, Any]]:
    """Step 2 (module doc): the tiled model and what was chosen; FormalError where tiling cannot help."""
    try:
        analysis = analyze(model, inputs)
        cut, grid, estimate = choose(analysis, None)
    except FormalError as exc:
        raise FormalError(f"formal.compile: levers 'tile': {exc}") from None
    stage = analysis.prefix[cut]
    info = {
        "grid": list(grid),
        "stage_first": analysis.prefix[0].node,
        "stage_last": stage.node,
        "stage_layers": cut + 1,
        "stage_output_shape": list(stage.shape),
        "estimated_peak": int(estimate),
    }
    return TiledModel(analysis, cut, grid, write="cat"), info


def compare(tiled: Any, untiled: Any, tiled_peak: int, untiled_peak: int) -> None:
    """Step 4 (module doc): refuse the tiled program unless its outputs are the untiled one's bit for
    bit and its certified peak is below the untiled one's."""
    outputs, expected = flat_tensors(tiled), flat_tensors(untiled)
    if not bit_identical(outputs, expected):
        worst = max(
            (float((a.double() - b.double()).abs().max()) for a, b in zip(outputs, expected) if a.shape == b.shape),
            default=float("nan"),
        )
        raise FormalError(
            f"formal.compile: levers 'tile': the tiled program's outputs differ from the untiled one's (largest "
            f"difference {worst:.3g}); not deployed (tiling is deployed only where it is bit-identical)"
        )
    if tiled_peak >= untiled_peak:
        raise FormalError(
            f"formal.compile: levers 'tile': the tiled program's certified peak {tiled_peak:,} B is not below the "
            f"untiled one's {untiled_peak:,} B: tiling does not help here"
        )
