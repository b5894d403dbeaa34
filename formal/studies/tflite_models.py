"""The microcontroller study's models as ``.tflite`` files: converted by litert-torch, float and int8.

TFLite Micro runs ``.tflite`` flatbuffers, so the bench of formal's TFLM planner (``formal bench
tflite``) needs the microcontroller corpus (:mod:`formal.studies.corpus.mcu`) in that form. Google's
converter for PyTorch, litert-torch (``pip install litert-torch``; it installs beside torch 2.14.1,
measured: litert-torch 0.10.0, ai-edge-litert 2.3.0), converts each model twice:

- **float**: ``litert_torch.convert(model, inputs)``, float32 throughout;
- **int8**: PT2E static quantization (``litert_torch.quantize.pt2e_quantizer``, symmetric,
  per-channel weights, calibrated on 8 seeded random inputs), then converted; the operators are
  int8, the model's input and output float (a QUANTIZE and a DEQUANTIZE at its ends).

Plus :class:`Branches`, a two-branch block whose converted order is not the least-peak one (the
``--reorder`` test's fixture). Nothing in formal's product imports litert-torch; this module runs
only in an environment that has it, and writes files: ``formal bench tflite --convert DIR``.
"""

from __future__ import annotations

import hashlib
import os
import time
from pathlib import Path
from typing import Any, Callable

from formal.base.errors import FormalError
from formal.base.files import write_atomic
from formal.studies.corpus import mcu

CALIBRATION = 8


def branches() -> tuple[Any, tuple[Any, ...]]:
    """The two-branch block: a narrow branch the converter lists first, whose output is held while the wide one runs."""
    import torch
    from torch import nn

    class Branches(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.b, self.d = nn.Conv2d(8, 16, 3, padding=1), nn.Conv2d(16, 16, 3, padding=1)
            self.a, self.c = nn.Conv2d(8, 48, 1), nn.Conv2d(48, 4, 1)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            y = self.d(torch.relu(self.b(x)))
            z = self.c(torch.relu(self.a(x)))
            return torch.cat([z, y], 1)

    torch.manual_seed(0)
    return Branches().eval(), (torch.randn(1, 8, 24, 24),)


def builders() -> dict[str, Callable[[], tuple[Any, tuple[Any, ...]]]]:
    """Every model to convert, by name: the microcontroller corpus and the two-branch block."""
    out: dict[str, Callable[[], tuple[Any, tuple[Any, ...]]]] = {
        name: (lambda name=name: mcu.build(name)) for name in mcu.MODELS
    }
    out["inception2"] = branches
    return out


def convert(model: Any, inputs: tuple[Any, ...], int8: bool) -> bytes:
    """``model`` as a ``.tflite`` (float32, or int8 with PT2E static quantization)."""
    try:
        import litert_torch
        import torch
    except ImportError:
        raise FormalError(
            "converting to .tflite needs litert-torch: pip install litert-torch (beside torch 2.14.1)"
        ) from None
    if not int8:
        return bytes(litert_torch.convert(model, inputs).model_content())
    from litert_torch.quantize import pt2e_quantizer
    from litert_torch.quantize.quant_config import QuantConfig
    from torchao.quantization.pt2e import quantize_pt2e

    quantizer = pt2e_quantizer.PT2EQuantizer().set_global(
        pt2e_quantizer.get_symmetric_quantization_config(is_per_channel=True)
    )
    prepared = quantize_pt2e.prepare_pt2e(torch.export.export(model, inputs).module(), quantizer)
    generator = torch.Generator().manual_seed(1)
    for _ in range(CALIBRATION):
        prepared(*(torch.randn(x.shape, generator=generator) for x in inputs))
    quantized = quantize_pt2e.convert_pt2e(prepared, fold_quantize=False)
    edge = litert_torch.convert(quantized, inputs, quant_config=QuantConfig(pt2e_quantizer=quantizer))
    return bytes(edge.model_content())


def convert_all(folder: str | os.PathLike, only: list[str] | None = None) -> list[dict[str, Any]]:
    """Write ``NAME_f32.tflite`` and ``NAME_int8.tflite`` for every model into ``folder``; one row per file."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    for name, build in builders().items():
        if only and name not in only:
            continue
        model, inputs = build()
        for int8 in (False, True):
            started = time.monotonic()
            data = convert(model, inputs, int8)
            path = out / f"{name}_{'int8' if int8 else 'f32'}.tflite"
            write_atomic(path, data)
            rows.append(
                {"file": path.name, "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest(),
                 "seconds": round(time.monotonic() - started, 1)}
            )  # fmt: skip
            print(f"{path}: {len(data):,} B in {rows[-1]['seconds']} s", flush=True)
    return rows
