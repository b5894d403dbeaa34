"""The capture/replay cost benchmark (formal/studies/capture_cost.py) and the cache switch capture compiles under.

Timings are never asserted: these tests check the bookkeeping (ratios, summaries, the table,
failures reported as rows or one-line errors) and that ``uncached`` switches off every cache
that could skip generating the wrapper while leaving the source-keyed kernel cache on.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from formal.base.errors import FormalError
from formal.studies import capture_cost as cost


def _row(config: str, capture_ratio: float, replay_ratios: list[float], exact: bool = True) -> dict:
    return {
        "config": config,
        "mode": "inference",
        "capture_first": True,
        "compile_s": 10.0,
        "capture_s": 10.0 * capture_ratio,
        "capture_ratio": capture_ratio,
        "programs": [
            {
                "trace": f"{config}.p{k}",
                "units": 5,
                "plain_run_s": 2.0,
                "replay_s": 2.0 * r,
                "replay_ratio": r,
                "exact": exact,
            }
            for k, r in enumerate(replay_ratios)
        ],
    }


def test_summary_counts_targets_and_names_the_worst():
    rows = [
        _row("a.infer", 1.2, [1.5]),
        _row("b.train", 2.5, [3.5, 1.0]),
        _row("c.infer", 1.8, [2.0]),
        {"config": "d.infer", "mode": "inference", "error": "capture failed"},
    ]
    summary = cost.summarize(rows)
    assert summary["configs"] == 3 and summary["programs"] == 4
    assert summary["capture_ratio_median"] == 1.8
    assert summary["capture_ratio_max"] == 2.5 and summary["capture_worst"] == "b.train"
    assert summary["capture_within"] == 2
    assert summary["replay_ratio_median"] == pytest.approx(1.75)
    assert summary["replay_worst"] == "b.train.p0" and summary["replay_within"] == 3


def test_summary_of_nothing_measured_is_none():
    assert cost.summarize([]) is None
    assert cost.summarize([{"config": "x.infer", "error": "no"}]) is None


def test_markdown_has_one_line_per_program_and_failures(tmp_path: Path):
    result = {
        "conditions": {"torch": "2.14.1", "cpus": 2},
        "note": "measured under load",
        "rows": [_row("a.train", 1.5, [1.2, 2.4], exact=False), {"config": "b.infer", "error": "boom"}],
    }
    cost.write_results(tmp_path, result)
    text = (tmp_path / "cost.md").read_text()
    assert "measured under load" in text
    assert "| a.train | a.train.p0 | 5 | 10.0 | 15.0 | 1.50 | 2.0 | 2.4 | 1.20 | NO |" in text
    assert "| | a.train.p1 | 5 | | | | 2.0 | 4.8 | 2.40 | NO |" in text
    assert "| b.infer | failed: boom |" in text
    assert "1 of 1 configurations within 2x" in text
    saved = json.loads((tmp_path / "cost.json").read_text())
    assert saved["summary"]["programs"] == 2 and saved["rows"][1]["error"] == "boom"


def test_unknown_configuration_is_one_error(tmp_path: Path):
    with pytest.raises(FormalError, match="unknown corpus configuration"):
        cost.run_corpus(["no_such_model"], ["inference"], tmp_path)
    with pytest.raises(FormalError, match="no corpus configuration selected"):
        cost.run_corpus(["vit_b_16"], ["train"], tmp_path)  # vit_b_16 has no train configuration


def test_failing_measurement_is_one_line_error(tmp_path: Path):
    with pytest.raises(FormalError, match=r"^replay .*missing\.trace\.yaml: exit [1-9]"):
        cost.run_child("replay", [str(tmp_path / "missing.trace.yaml")], tmp_path / "kernels")


def test_uncached_regenerates_the_program_but_keeps_the_kernel_cache():
    import torch._dynamo.config as dynamo_config
    import torch._functorch.config as functorch_config
    import torch._inductor.config as inductor_config

    from formal.capture.compile import uncached

    with uncached():
        assert inductor_config.fx_graph_cache is False and not inductor_config.fx_graph_remote_cache
        assert functorch_config.enable_autograd_cache is False
        assert dynamo_config.automatic_dynamic_local_pgo is False
        assert not inductor_config.autotune_local_cache
        # force_disable_caches would compile every kernel into a new folder nothing reads again
        assert not inductor_config.force_disable_caches
    assert inductor_config.fx_graph_cache is True  # restored
