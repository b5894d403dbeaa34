"""``formal arena``: both modes, JSON output, and one-line errors that write nothing."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from formal.arena.blocks import Block, placement_errors
from formal.base.files import read_yaml
from formal.check.arena import check_arena_proof
from formal.cli.main import main
from formal.model import write_problem
from formal.model.random_problems import random_problem

EXAMPLE = "id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\nb4,9,21,4\nb5,0,21,4\n"


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    rc = main(argv)
    out, err = capsys.readouterr()
    return rc, out, err


def read_packing(path: Path) -> tuple[list[Block], dict[str, int]]:
    rows = list(csv.DictReader(path.open()))
    blocks = [Block(r["id"], int(r["lower"]), int(r["upper"]), int(r["size"])) for r in rows]
    return blocks, {r["id"]: int(r["offset"]) for r in rows}


def test_csv_pack_json_and_output(tmp_path: Path, capsys) -> None:
    src, out = tmp_path / "in.csv", tmp_path / "out.csv"
    src.write_text(EXAMPLE)
    rc, stdout, _ = run(["arena", "--csv", str(src), "--capacity", "12", "-o", str(out), "--json"], capsys)
    assert rc == 0
    result = json.loads(stdout)
    assert {"arena": 12, "lower_bound": 12, "fits": True}.items() <= result.items()
    assert isinstance(result["seconds"], float)
    blocks, offsets = read_packing(out)
    assert out.read_text().splitlines()[0] == "id,lower,upper,size,offset"
    assert placement_errors(blocks, offsets, 1, 12) == []


def test_csv_minimize_proves_the_smallest_capacity(tmp_path: Path, capsys) -> None:
    src, out = tmp_path / "in.csv", tmp_path / "out.csv"
    # Live bytes peak at 4, but the three overlapping pairs force an arena of 6.
    src.write_text("id,lower,upper,size\na,0,2,2\nb,1,3,2\nc,2,4,2\nd,0,1,2\ne,3,4,2\n")
    rc, stdout, _ = run(["arena", "--csv", str(src), "--minimize", "-o", str(out), "--json"], capsys)
    result = json.loads(stdout)
    assert rc == 0 and result["fits"] and result["status"] == "optimal"
    assert result["lower_bound"] == 4 and result["proven_bound"] == result["arena"]


@pytest.mark.parametrize(
    "text, message",
    [
        ("id,lower,upper\na,0,1\n", "missing size"),
        ("id,lower,upper,size\na,0,1,x\n", "size must be an integer"),
        ("id,lower,upper,size\na,0,1,-5\n", "size must be >= 0"),
        ("id,lower,upper,size\na,3,3,5\n", "must be < upper"),
        ("id,lower,upper,size\na,0,2,5\na,1,3,5\n", "duplicate id"),
        ("id,lower,upper,size\na,0,2\n", "expected 4 fields"),
        ("", "empty file"),
        ("id,lower,upper,size\na,0,2,5\nb,1,3,5\n", "below the live-bytes lower bound 10"),
    ],
)
def test_csv_bad_input_is_one_line_and_writes_nothing(tmp_path: Path, capsys, text: str, message: str) -> None:
    src, out = tmp_path / "in.csv", tmp_path / "out.csv"
    src.write_text(text)
    rc, stdout, err = run(["arena", "--csv", str(src), "--capacity", "8", "-o", str(out)], capsys)
    assert rc == 2 and message in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert not out.exists()


def test_csv_missing_file_and_missing_capacity(tmp_path: Path, capsys) -> None:
    rc, _, err = run(["arena", "--csv", str(tmp_path / "nope.csv"), "--capacity", "8", "-o", "x.csv"], capsys)
    assert rc == 2 and "no such file" in err
    (tmp_path / "in.csv").write_text(EXAMPLE)
    rc, _, err = run(["arena", "--csv", str(tmp_path / "in.csv"), "-o", str(tmp_path / "o.csv")], capsys)
    assert rc == 2 and "--capacity" in err


def test_problem_mode_writes_a_proof_the_checker_accepts(tmp_path: Path, capsys) -> None:
    problem = random_problem(25, 7)
    prob_path, plan_path = tmp_path / "p.yaml", tmp_path / "plan.yaml"
    write_problem(prob_path, problem)
    rc, stdout, _ = run(["arena", str(prob_path), "-o", str(plan_path), "--json", "--time-limit", "20"], capsys)
    assert rc == 0
    summary = json.loads(stdout)
    proof = read_yaml(plan_path)
    assert proof["format"] == "formal.arena-proof/1" and proof["arena"] == summary["arena"]
    claims = check_arena_proof(read_yaml(prob_path), proof)
    assert all(ok for ok, _ in claims), claims
    rc, stdout, _ = run(["check", str(prob_path), str(plan_path)], capsys)
    assert rc == 0 and "verdict" in stdout


def test_problem_mode_greedy_and_joint(tmp_path: Path, capsys) -> None:
    problem = random_problem(18, 3)
    prob_path = tmp_path / "p.yaml"
    write_problem(prob_path, problem)
    rc, stdout, _ = run(
        ["arena", str(prob_path), "--method", "greedy", "-o", str(tmp_path / "g.yaml"), "--json"], capsys
    )
    greedy = json.loads(stdout)
    rc2, stdout, _ = run(
        ["arena", str(prob_path), "--joint", "--time-limit", "10", "-o", str(tmp_path / "j.yaml"), "--json"], capsys
    )
    joint = json.loads(stdout)
    assert rc == rc2 == 0
    assert joint["arena"] <= joint["min_peak_order"]["arena"]  # the min-peak order is a candidate
    assert joint["arena"] <= greedy["arena"]  # greedy, original order, is a candidate's upper bound
    claims = check_arena_proof(read_yaml(prob_path), read_yaml(tmp_path / "j.yaml"))
    assert all(ok for ok, _ in claims), claims


def test_problem_mode_rejects_an_illegal_schedule(tmp_path: Path, capsys) -> None:
    problem = random_problem(6, 1)
    prob_path, sched = tmp_path / "p.yaml", tmp_path / "s.yaml"
    write_problem(prob_path, problem)
    sched.write_text("[" + ", ".join(reversed([u.id for u in problem.units])) + "]\n")
    rc, _, err = run(["arena", str(prob_path), "--schedule", str(sched), "-o", str(tmp_path / "plan.yaml")], capsys)
    assert rc == 2 and "illegal order" in err and not (tmp_path / "plan.yaml").exists()


def test_csv_minimize_below_a_given_capacity(tmp_path: Path, capsys) -> None:
    src, out = tmp_path / "in.csv", tmp_path / "out.csv"
    src.write_text("id,lower,upper,size\na,0,2,2\nb,1,3,2\nc,2,4,2\nd,0,1,2\ne,3,4,2\n")
    rc, stdout, _ = run(["arena", "--csv", str(src), "--capacity", "7", "--minimize", "-o", str(out), "--json"], capsys)
    result = json.loads(stdout)
    assert rc == 0 and result["fits"] and result["arena"] <= 7 and result["status"] == "optimal"
    blocks, offsets = read_packing(out)
    assert placement_errors(blocks, offsets, 1, result["arena"]) == []


def test_csv_proof_is_checked_by_formal_check(tmp_path: Path, capsys) -> None:
    src, out, proof = tmp_path / "in.csv", tmp_path / "out.csv", tmp_path / "proof.yaml"
    src.write_text(EXAMPLE)
    rc, _, _ = run(["arena", "--csv", str(src), "--capacity", "12", "-o", str(out), "--proof", str(proof)], capsys)
    assert rc == 0
    rc, stdout, _ = run(["check", str(proof)], capsys)
    assert rc == 0 and "verdict: optimal" in stdout
