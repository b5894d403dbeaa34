"""The ordering CLI: optimize, bounds, certify, verify-schedule; bad input handling."""

from __future__ import annotations

import json

import pytest
import yaml

from formal.base.files import write_yaml
from formal.cli.main import main
from formal.model import load_schedule, peak, problem_sha256, write_problem
from formal.model.random_problems import random_problem


@pytest.fixture
def problem_file(tmp_path):
    problem = random_problem(12, 7)
    path = tmp_path / "p.yaml"
    write_problem(path, problem)
    return problem, path


def run(capsys, *argv) -> tuple[int, str, str]:
    rc = main([str(a) for a in argv])
    out = capsys.readouterr()
    return rc, out.out, out.err


@pytest.mark.parametrize("method", ["greedy", "exact"])
def test_optimize_writes_a_schedule(tmp_path, capsys, problem_file, method):
    problem, path = problem_file
    rc, out, _ = run(capsys, "optimize", path, "-o", tmp_path / "s.yaml", "--method", method, "--json")
    assert rc == 0
    data = json.loads(out)
    saved = yaml.safe_load((tmp_path / "s.yaml").read_text())
    assert saved["format"] == "formal.schedule/1" and saved["problem_sha256"] == problem_sha256(problem)
    order = load_schedule(tmp_path / "s.yaml", problem)
    assert peak(problem, order) == data["peak"]
    assert data["lower_bound"] <= data["peak"]
    if method == "exact":
        assert data["status"] == "optimal" and data["optimal"] and data["gap"] == 0


def test_optimize_accepts_a_trace(tmp_path, capsys):
    problem = random_problem(8, 3)
    trace = {**problem.to_dict(), "format": "formal.trace/1", "program": {"statements": []}}
    write_yaml(tmp_path / "t.yaml", trace)
    rc, out, _ = run(capsys, "optimize", tmp_path / "t.yaml", "-o", tmp_path / "s.yaml", "--json")
    assert rc == 0 and json.loads(out)["optimal"]


def test_bounds_json(capsys, problem_file):
    _problem, path = problem_file
    rc, out, _ = run(capsys, "bounds", path, "--json")
    data = json.loads(out)
    assert rc == 0 and {"event_cut", "forward_trap", "reverse_trap", "best"} <= set(data)
    assert all(isinstance(data[k], int) for k in ("event_cut", "forward_trap", "reverse_trap", "best"))


def test_certify_then_check(tmp_path, capsys, problem_file):
    _problem, path = problem_file
    rc, out, _ = run(capsys, "certify", path, "-o", tmp_path / "proof.yaml", "--json", "--time-limit", "20")
    data = json.loads(out)
    assert rc == 0 and {"peak", "lower_bound", "optimal", "seconds"} <= set(data)
    assert data["optimal"] is True and isinstance(data["seconds"], float)
    rc, out, _ = run(capsys, "check", path, tmp_path / "proof.yaml")
    assert rc == 0 and "verdict: optimal" in out


def test_verify_schedule_legal_plain_list_and_original(tmp_path, capsys, problem_file):
    problem, path = problem_file
    ids = [u.id for u in problem.units]
    (tmp_path / "list.yaml").write_text(json.dumps(ids))
    rc, out, _ = run(capsys, "verify-schedule", path, tmp_path / "list.yaml", "--json")
    data = json.loads(out)
    assert rc == 0 and data["legal"] and data["peak"] == peak(problem, ids)
    assert data["gap"] == data["peak"] - data["lower_bound"] >= 0
    rc, out, _ = run(capsys, "verify-schedule", path, "--json")  # the compiler's own order
    assert rc == 0 and json.loads(out)["peak"] == data["peak"]


def test_verify_schedule_reports_first_violated_dependency(tmp_path, capsys, problem_file):
    problem, path = problem_file
    ids = [u.id for u in problem.units][::-1]
    write_yaml(tmp_path / "s.yaml", {"format": "formal.schedule/1", "order": ids})  # no hash: made elsewhere
    rc, out, _ = run(capsys, "verify-schedule", path, tmp_path / "s.yaml", "--json")
    data = json.loads(out)
    assert rc == 1 and data["legal"] is False and "depends on" in data["violation"]
    rc, out, _ = run(capsys, "verify-schedule", path, tmp_path / "s.yaml")
    assert rc == 1 and out.startswith("illegal:")


def test_verify_schedule_for_another_problem_is_rejected(tmp_path, capsys, problem_file):
    _problem, path = problem_file
    other = random_problem(12, 8)
    write_yaml(
        tmp_path / "s.yaml",
        {"format": "formal.schedule/1", "problem_sha256": problem_sha256(other), "order": [u.id for u in other.units]},
    )
    rc, _out, err = run(capsys, "verify-schedule", path, tmp_path / "s.yaml")
    assert rc == 2 and "another problem" in err


@pytest.mark.parametrize("command", ["optimize", "certify"])
def test_bad_input_one_line_no_output_file(tmp_path, capsys, command):
    data = random_problem(5, 1).to_dict()
    data["storages"][0]["bytes"] = -3
    write_yaml(tmp_path / "bad.yaml", data)
    rc, out, err = run(capsys, command, tmp_path / "bad.yaml", "-o", tmp_path / "out.yaml")
    assert rc == 2 and "bad.yaml" in err and "storages[0].bytes" in err
    assert len(err.strip().splitlines()) == 1 and not out
    assert not (tmp_path / "out.yaml").exists()
    rc, _out, err = run(capsys, command, tmp_path / "missing.yaml", "-o", tmp_path / "out.yaml")
    assert rc == 2 and "no such file" in err and not (tmp_path / "out.yaml").exists()
