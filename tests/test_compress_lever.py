"""The compress-at-rest lever on a captured U-Net-like program (one capture for the module).

The bundled ``unet`` example's skip is a pre-ReLU convolution output (Inductor fuses the
ReLU into its readers) of 8 KiB, freed before the peak: packing it cannot lower the peak
(``formal compress`` says so). ``tests/compress_models.py:unet2`` has two skip levels idle
across the peak (nested intervals), one of them a mostly-zero ReLU output.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from formal.capture.capture import capture
from formal.cli.main import main
from formal.emit.compress import emit_compressed_source
from formal.model import original_order, peak
from formal.model.peak import first_violation
from formal.pipelines.compress import compressed_problem, run_lever
from formal.program.trace import load_trace

TESTS = Path(__file__).resolve().parent
pytestmark = pytest.mark.capture


@pytest.fixture(scope="module")
def skip_trace(tmp_path_factory):
    sys.path.insert(0, str(TESTS))
    try:
        (path,) = capture("compress_models:unet2", tmp_path_factory.mktemp("unet2"), "inference")
    finally:
        sys.path.remove(str(TESTS))
    return load_trace(path)


def test_lever_replays_bit_identically_with_a_lower_measured_peak(skip_trace, tmp_path):
    order = original_order(skip_trace.problem)
    out = tmp_path / "compressed.py"
    report = run_lever(skip_trace, order, keep=out)
    assert report.chosen, report.notes
    assert report.bit_identical
    assert report.measured_with < report.measured_without  # measured, CPU allocator events
    assert report.measured_with == report.modeled_with  # the plan's model is exact
    assert report.measured_without == peak(skip_trace.problem, order)
    assert report.kept and out.is_file()
    assert len(report.chosen) == 2  # both skips, nested intervals
    assert max(c.ratio for c in report.chosen) > 2  # the mostly-zero ReLU output

    # The emission mode: every original statement once, plus only the codec lines.
    sites = [c.site for c in report.chosen]
    source = emit_compressed_source(skip_trace, order, sites)
    body = [s["code"] for s in skip_trace.program["statements"]]
    for code in body:
        assert source.count(code) >= 1
    inserted = [ln.strip() for ln in source.splitlines() if "_formal_" in ln and "import" not in ln]
    assert len(inserted) == sum(4 + len(site.restore) for site in sites)
    assert all(
        ln.startswith(("_formal_pk", "_formal_rs", "del _formal")) or " = None" in ln or "_formal_ibp_view" in ln
        for ln in inserted
    )

    # The model is a legal problem of its own.
    new, new_order = compressed_problem(skip_trace.problem, order, report.chosen)
    assert first_violation(new, new_order) is None


def test_cli_compress_json_and_bad_input(skip_trace, capsys, tmp_path):
    capsys.readouterr()
    assert main(["compress", str(skip_trace.path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["kept"] and data["measured_peak_with"] < data["measured_peak_without"]
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: formal.trace/1\n", encoding="utf-8")
    for argv in (["compress", str(bad)], ["compress", str(skip_trace.path), "--min-bytes", "-1"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("formal: error: ") and err.count("\n") == 1
    assert not list(tmp_path.glob("*.py"))  # nothing written on bad input
