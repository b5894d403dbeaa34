"""``formal bench ibp`` smoke test: one small tensor, files written atomically, optional codecs degrade."""

from __future__ import annotations

import sys

import pytest

from formal.base.errors import FormalError
from formal.studies import ibp_bench as bench


def test_bench_writes_table_csv_and_plot(tmp_path, capsys):
    assert bench.main(["--only", "layernorm", "--repeat", "1", "-o", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "ibp-thresholded" in out and "memcpy" in out
    assert {p.name for p in tmp_path.iterdir()} >= {"ibp_bench.md", "ibp_bench.csv"}


def test_missing_optional_codecs_are_skipped_with_a_note(monkeypatch, capsys):
    for name in ("zstandard", "blosc2", "zipnn"):
        monkeypatch.setitem(sys.modules, name, None)  # import raises ImportError
    assert bench.main(["--only", "layernorm", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    assert "shuffle+zstd: skipped" in out and "| zipnn |" not in out


def test_bench_bad_options(tmp_path):
    with pytest.raises(FormalError):
        bench.main(["--only", "no-such-tensor", "-o", str(tmp_path / "x")])
    with pytest.raises(FormalError):
        bench.main(["--repeat", "0"])
    assert not (tmp_path / "x").exists()


def test_formal_ibp_bench_subcommand(capsys):
    from formal.cli.main import main

    assert main(["ibp", "bench", "--only", "layernorm", "--repeat", "1", "--json"]) == 0
    assert '"codec": "ibp-strict"' in capsys.readouterr().out


def test_issue_16_report_line_per_tensor_and_ibp_mode(capsys):
    import json

    assert bench.main(["--only", "layernorm", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    lines = [ln for ln in out.splitlines() if "transformer.layernorm_out" in ln and "decode/memcpy" in ln]
    assert len(lines) == 2 and any("ibp-strict" in ln for ln in lines) and any("ibp-thresholded" in ln for ln in lines)
    assert all("encode/decode" in ln and "CPU time" in ln and "decode >= 1 GB/s" in ln for ln in lines)
    assert bench.main(["--only", "layernorm", "--repeat", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["threads"] == 1  # one thread unless asked otherwise
    targets = data["targets"]
    assert {t["codec"] for t in targets} == {"ibp-strict", "ibp-thresholded"}
    for t in targets:
        assert t["decode_per_memcpy"] > 0 and set(t["met"]) == {
            "decode >= 1 GB/s",
            "decode <= 10x memcpy",
            "encode <= 3x decode",
        }
