"""The deep family's models and formal bench deep's report, without compiling anything."""

from __future__ import annotations

import torch

from formal.studies.corpus import deep
from formal.studies.corpus.registry import CONFIGS
from formal.studies.deep_bench import plot, render


def test_the_deep_models_have_the_depth_their_names_say():
    model, (ids,) = deep.deep_decoder_d32()
    assert len(model.blocks) == 32 and model(ids).shape == (2, 32, 256)
    resnet, (image,) = deep.deep_resnet_b102()
    assert len(resnet.blocks) == 102 and resnet(image).shape == (1, 10)
    unet, (image,) = deep.deep_unet_l5()
    assert len(unet.down) == 5 and unet(image).shape == (1, 2, 64, 64)
    # the same seed, the same weights: a spec builds the same model every time
    again, _ = deep.deep_decoder_d32()
    assert all(torch.equal(a, b) for a, b in zip(model.parameters(), again.parameters()))
    assert {c.name for c in CONFIGS.values() if c.family == "deep" and c.mode == "train"} >= {
        "deep_decoder_d32.train",
        "deep_decoder_d128.train",
        "deep_decoder_d300.train",
    }


def _program(trace: str, units: int, peak: int, lower: int) -> dict:
    return {
        "trace": trace,
        "units": units,
        "plain_run_s": 1.0,
        "replay_s": 1.5,
        "replay_ratio": 1.5,
        "exact": True,
        "read_s": 0.1,
        "certify_s": 2.0,
        "write_s": 0.4,
        "peak": peak,
        "lower_bound": lower,
        "optimal": peak == lower,
        "check_s": 0.7,
        "certified_measured": peak,
        "certified_exact": True,
    }


def test_the_report_has_a_row_per_program_and_says_gaps_and_failures():
    result = {
        "conditions": {"torch": "2.14.1"},
        "time_limit": 60.0,
        "rows": [
            {
                "config": "deep_decoder_d32.train",
                "compile_s": 200.0,
                "capture_s": 300.0,
                "capture_ratio": 1.5,
                "programs": [_program("d.fwd", 580, 1000, 1000), _program("d.bwd", 645, 2000, 1900)],
            },
            {"config": "deep_unet_l5.train", "mode": "train", "error": "capture failed: boom"},
        ],
    }
    text = render(result)
    assert (
        "| deep_decoder_d32.train | 200.0 | 300.0 | 1.50 | d.fwd | 580 | 2.5 (0.1 + 2.0 + 0.4) "
        "| 1,000 | 1,000 | optimal |" in text
    )
    assert "| | | | | d.bwd | 645 | 2.5 (0.1 + 2.0 + 0.4) | 2,000 | 1,900 | gap |" in text
    assert "| deep_unet_l5.train | FAILED: capture failed: boom |" in text
    assert plot(result).startswith(b"\x89PNG")
