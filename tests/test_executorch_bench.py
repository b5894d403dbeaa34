"""``formal bench executorch`` on one small model: the planners' arenas in order, bits, proofs, files."""

from __future__ import annotations

import pytest

pytest.importorskip("executorch", reason="needs the executorch extra: pip install -e '.[executorch]'")

from formal.studies.executorch_bench import run_model, write_outputs  # noqa: E402


def test_autoencoder_row_and_files(tmp_path):
    row = run_model("mcu_ad_autoencoder", time_limit=2.0)
    assert row["error"] is None
    b = row["bytes"]
    assert b["formal"] <= b["greedy"] <= b["naive"]
    assert row["lower_bound"] <= b["formal"]
    assert row["bits_identical"] == {"formal": True, "naive": True}
    assert row["check_ok"] and row["sound"]
    reordered = row["formal_reordered"]
    assert reordered["bytes"] <= b["formal"] and reordered["order_optimal"]
    assert reordered["bits_identical"] and reordered["check_ok"] and not reordered["overlaps"]
    write_outputs([row], tmp_path, 2.0)
    for name in ("executorch.json", "executorch.md", "executorch.png"):
        assert (tmp_path / name).stat().st_size > 0
