"""formal report: the page's numbers, the PyTorch snapshots, bad input and atomic writing.

Uses committed traces and proofs (no torch.compile); one run certifies by itself.
"""

from __future__ import annotations

import json
import pickle
import pickletools
import re
from pathlib import Path

import pytest

from formal.base.files import read_yaml, write_yaml
from formal.check.commands import check_files
from formal.cli.main import main
from formal.model import load_problem, original_order, peak
from formal.program.trace import load_trace
from formal.report.build import build_report

ROOT = Path(__file__).resolve().parent.parent
TRACE = ROOT / "traces" / "transformer.bwd.trace.yaml"
PROOF = ROOT / "proofs" / "transformer.bwd.proof.yaml"

# The opcodes the memory visualizer's own unpickler (torch/utils/viz/MemoryViz.js) handles.
VIEWER_OPCODES = {
    "PROTO",
    "APPEND",
    "APPENDS",
    "LIST",
    "TUPLE",
    "NEWFALSE",
    "NEWTRUE",
    "NONE",
    "BINGET",
    "BININT",
    "BININT1",
    "BININT2",
    "EMPTY_DICT",
    "EMPTY_LIST",
    "FRAME",
    "LONG1",
    "LONG_BINGET",
    "MARK",
    "MEMOIZE",
    "BINPUT",
    "LONG_BINPUT",
    "SETITEMS",
    "SETITEM",
    "DICT",
    "SHORT_BINUNICODE",
    "BINUNICODE",
    "STOP",
    "EMPTY_TUPLE",
    "TUPLE1",
    "TUPLE2",
    "TUPLE3",
    "BINFLOAT",
}


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("report") / "tb"
    assert main(["report", str(TRACE), "--proof", str(PROOF), "-o", str(out), "--no-progress"]) == 0
    return out


def test_page_numbers_match_the_models(report: Path) -> None:
    trace = load_trace(TRACE)
    proof = read_yaml(PROOF)
    s = json.loads((report / "summary.json").read_text())
    assert s["original_peak"] == trace.program_peak()
    assert s["original_order_unit_model_peak"] == peak(trace.problem, original_order(trace.problem))
    assert s["optimized_peak"] == proof["peak"] == peak(trace.problem, proof["order"])
    assert s["lower_bound"] == proof["lower_bound"] and s["proof_accepted"] is True
    assert s["saved_bytes"] == trace.program_peak() - proof["peak"]
    arena = read_yaml(report / "arena.yaml")
    assert s["arena"] == arena["arena"] and arena["order"] == proof["order"]
    assert check_files(str(TRACE), str(report / "arena.yaml"))  # the plan is a checkable proof
    assert all(ok for ok, _m in check_files(str(TRACE), str(report / "arena.yaml")))
    assert read_yaml(report / "schedule.yaml")["order"] == proof["order"]

    page = (report / "index.html").read_text()
    assert page.count("<svg") >= 3  # timeline, breakdown, arena
    assert "<script" not in page and not re.search(r"""(src|href)=["']?https?:""", page)
    for n in (s["original_peak"], s["optimized_peak"], s["lower_bound"], s["arena"]):
        assert f"{n:,} B" in page
    assert "accepted" in page and "REJECTED" not in page
    # The storages live at the optimized peak are named in the breakdown table.
    assert "buf25" in page and "primals_10" in page


def test_snapshots_load_in_torch_memory_viz(report: Path) -> None:
    from torch.cuda import _memory_viz

    s = json.loads((report / "summary.json").read_text())
    for name, want in (
        ("original.snapshot.pickle", s["original_peak"]),
        ("optimized.snapshot.pickle", s["optimized_peak"]),
    ):
        raw = (report / name).read_bytes()
        assert {op.name for op, _a, _p in pickletools.genops(raw)} <= VIEWER_OPCODES
        snap = pickle.loads(raw)
        # torch's own tooling: allocator summary (checks the segment's accounting), trace
        # listing, and the two HTML plots the visualizer offers.
        assert "segments: 1" in _memory_viz.segsum(snap)
        assert "entries" in _memory_viz.trace(snap)
        assert "snapshot.pickle" in _memory_viz.trace_plot(snap)
        assert "snapshot.pickle" in _memory_viz.segment_plot(snap)
        assert _replay_peak(snap) == want


def _replay_peak(snap: dict) -> int:
    """Replay the trace independently: blocks inside the segment, never overlapping; peak bytes."""
    (seg,) = snap["segments"]
    lo, hi = seg["address"], seg["address"] + seg["total_size"]
    assert sum(b["size"] for b in seg["blocks"]) == seg["total_size"]
    live: dict[int, int] = {}
    best = total = 0
    for e in snap["device_traces"][0]:
        a, size = e["addr"], e["size"]
        if e["action"] == "alloc":
            assert lo <= a and a + size <= hi
            assert all(a + size <= b or b + s <= a for b, s in live.items()), "overlapping blocks"
            live[a] = size
            total += size
        elif e["action"] == "free_completed":
            total -= live.pop(a)
        best = max(best, total)
    at_end = {b["address"]: b["size"] for b in seg["blocks"] if b["state"] == "active_allocated"}
    assert at_end == live  # the segment is the state after the trace
    return best


def test_optimized_snapshot_uses_the_arena_plan(report: Path) -> None:
    from formal.report.snapshot import BASE_ADDRESS

    snap = pickle.loads((report / "optimized.snapshot.pickle").read_bytes())
    plan = read_yaml(report / "arena.yaml")
    problem = load_problem(TRACE)
    inputs = sum(-(-st.bytes // 64) * 64 for st in problem.storages if st.origin == "input" and st.bytes)
    offsets = {}
    for e in snap["device_traces"][0]:
        sid, kind = re.match(r"(\S+) \((\w+)\)", e["frames"][0]["name"]).groups()
        if e["action"] == "alloc" and kind in ("intermediate", "output"):
            offsets[sid] = e["addr"] - BASE_ADDRESS - inputs
    assert offsets == {b["id"]: b["offset"] for b in plan["buffers"]}


def test_certifies_when_no_proof_is_given(tmp_path: Path) -> None:
    trace = ROOT / "traces" / "residual.fwd.trace.yaml"
    out = tmp_path / "r"
    assert main(["report", str(trace), "-o", str(out), "--time-limit", "10", "--no-progress"]) == 0
    claims = check_files(str(trace), str(out / "proof.yaml"))
    assert all(ok for ok, _m in claims)
    s = json.loads((out / "summary.json").read_text())
    proof = read_yaml(out / "proof.yaml")
    assert s["optimized_peak"] == proof["peak"] and s["lower_bound"] == proof["lower_bound"]
    assert s["optimized_peak"] < s["original_peak"]  # residual.fwd: reordering saves bytes


def test_problem_input_with_schedule(tmp_path: Path) -> None:
    trace = load_trace(TRACE)
    problem_file = tmp_path / "p.yaml"
    assert main(["problem", str(TRACE), "-o", str(problem_file)]) == 0
    order = original_order(trace.problem)
    write_yaml(tmp_path / "s.yaml", order)
    out = tmp_path / "r"
    assert (
        main(
            [
                "report",
                str(problem_file),
                "--schedule",
                str(tmp_path / "s.yaml"),
                "--proof",
                str(PROOF),
                "-o",
                str(out),
                "--no-progress",
            ]
        )
        == 0
    )
    s = json.loads((out / "summary.json").read_text())
    # A problem has no program: its original is the given order, the schedule here is the same.
    assert s["original_peak"] == s["optimized_peak"] == peak(trace.problem, order)
    assert s["statements"] is None and s["gap"] == s["optimized_peak"] - s["lower_bound"]


def test_rejected_proof_is_shown_and_exits_1(tmp_path: Path) -> None:
    proof = read_yaml(PROOF)
    proof["lower_bound"] = proof["peak"] + 1  # claims more than the certificates establish
    write_yaml(tmp_path / "bad.proof.yaml", proof)
    out = tmp_path / "r"
    assert (
        main(["report", str(TRACE), "--proof", str(tmp_path / "bad.proof.yaml"), "-o", str(out), "--no-progress"]) == 1
    )
    s = json.loads((out / "summary.json").read_text())
    assert s["proof_accepted"] is False and s["lower_bound"] is None
    assert "REJECTED" in (out / "index.html").read_text()


@pytest.mark.parametrize("case", ["missing", "other-problem", "illegal-schedule", "out-is-file", "not-a-proof"])
def test_bad_input_one_line_exit_2_nothing_written(tmp_path: Path, capsys, case: str) -> None:
    out = tmp_path / "out"
    args = ["report", str(TRACE), "--proof", str(PROOF), "-o", str(out), "--no-progress"]
    if case == "missing":
        args[1] = str(tmp_path / "nope.yaml")
    elif case == "other-problem":
        args[3] = str(ROOT / "proofs" / "mlp.fwd.proof.yaml")
    elif case == "illegal-schedule":
        write_yaml(tmp_path / "s.yaml", list(reversed(original_order(load_problem(TRACE)))))
        args += ["--schedule", str(tmp_path / "s.yaml")]
    elif case == "out-is-file":
        out.write_text("x")
    elif case == "not-a-proof":
        args[3] = str(TRACE)
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("formal: error:") and "Traceback" not in err
    assert out.is_file() if case == "out-is-file" else not out.exists()


def test_failure_leaves_no_index_html(tmp_path: Path, monkeypatch) -> None:
    from formal.report import html as page_html

    out = tmp_path / "r"

    def boom(_page):
        raise RuntimeError("render failed")

    monkeypatch.setattr(page_html, "render", boom)
    with pytest.raises(RuntimeError):
        build_report(str(TRACE), out, proof=str(PROOF), progress=False)
    assert not out.exists()  # nothing is written before every step has succeeded


def test_output_is_deterministic(report: Path, tmp_path: Path) -> None:
    out = tmp_path / "again"
    assert main(["report", str(TRACE), "--proof", str(PROOF), "-o", str(out), "--no-progress"]) == 0
    for name in ("index.html", "original.snapshot.pickle", "optimized.snapshot.pickle", "summary.json"):
        assert (out / name).read_bytes() == (report / name).read_bytes(), name


def test_progress_bars_on_stderr(tmp_path: Path, capsys) -> None:
    build_report(str(TRACE), tmp_path / "r", proof=str(PROOF), progress=True)
    assert "report" in capsys.readouterr().err


def test_bench_report_prints_rows(capsys) -> None:
    assert main(["bench", "report", "--traces", "mlp.infer", "--no-screenshot", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert row["trace"] == "mlp.infer" and row["accepted"] is True and row["proof"] == "committed"
    assert row["html_bytes"] > 10_000 and row["report_s"] > 0
