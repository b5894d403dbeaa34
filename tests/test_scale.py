"""Scale: large problems keep their answers and their deadlines; ``formal bench scale`` works end to end.

Subprocess timeouts here only guard against hangs; nothing asserts a duration.
"""

from __future__ import annotations

import json
import subprocess
import sys

from formal.base.files import read_yaml, write_json, write_yaml
from formal.model import peak, random_legal_order, schedule_dict, write_problem
from formal.model.random_problems import random_problem


def formal(*args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "formal", *map(str, args)], capture_output=True, text=True, timeout=timeout
    )


def test_verify_schedule_at_moderate_size_gives_the_model_answer(tmp_path):
    problem = random_problem(3000, 5, window=64)
    order = random_legal_order(problem, 1)
    write_problem(tmp_path / "p.yaml", problem)
    write_yaml(tmp_path / "s.yaml", schedule_dict(problem, order))
    proc = formal("verify-schedule", tmp_path / "p.yaml", tmp_path / "s.yaml", "--json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["legal"] and data["peak"] == peak(problem, order)
    assert problem.input_bytes <= data["lower_bound"] <= data["peak"]
    write_yaml(tmp_path / "r.yaml", list(reversed(order)))  # breaks every dependency
    proc = formal("verify-schedule", tmp_path / "p.yaml", tmp_path / "r.yaml", "--json")
    assert proc.returncode == 1 and json.loads(proc.stdout)["legal"] is False


def test_json_and_yaml_problems_read_the_same(tmp_path):
    problem = random_problem(500, 3)
    write_problem(tmp_path / "p.yaml", problem)
    write_json(tmp_path / "p.json", problem.to_dict())
    assert read_yaml(tmp_path / "p.yaml") == read_yaml(tmp_path / "p.json")
    a, b = formal("problem", tmp_path / "p.yaml", "--json"), formal("problem", tmp_path / "p.json", "--json")
    assert a.returncode == b.returncode == 0
    assert json.loads(a.stdout)["problem_sha256"] == json.loads(b.stdout)["problem_sha256"]
    # -o NAME.json converts (compact JSON); certify -o NAME.json writes a JSON proof the checker reads
    assert formal("problem", tmp_path / "p.yaml", "-o", tmp_path / "q.json").returncode == 0
    assert json.loads((tmp_path / "q.json").read_text()) == read_yaml(tmp_path / "p.yaml")
    proc = formal("certify", tmp_path / "q.json", "--time-limit", "5", "-o", tmp_path / "proof.json")
    assert proc.returncode == 0, proc.stderr
    proof = json.loads((tmp_path / "proof.json").read_text())
    assert proof["format"] == "formal.proof/1" and proof["peak"] == peak(problem, proof["order"])
    check = formal("check", tmp_path / "q.json", tmp_path / "proof.json")
    assert check.returncode == 0, check.stdout + check.stderr


def test_certify_with_a_small_time_limit_returns_its_best_bounds(tmp_path):
    problem = random_problem(2500, 11)
    write_json(tmp_path / "p.json", problem.to_dict())
    proc = formal(
        "certify", tmp_path / "p.json", "--time-limit", "2", "-o", tmp_path / "proof.yaml", "--json", timeout=240
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert not data["optimal"]
    assert problem.input_bytes <= data["lower_bound"] <= data["peak"]
    proof = read_yaml(tmp_path / "proof.yaml")
    assert proof["peak"] == data["peak"] == peak(problem, proof["order"])


def test_bench_scale_runs_at_tiny_sizes_and_prints_a_table(tmp_path):
    proc = formal(
        "bench",
        "scale",
        "--sizes",
        "30,60",
        "--time-limit",
        "1",
        "--commands",
        "problem,peak,verify-schedule,certify,check",
        "--out",
        tmp_path / "out",
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert lines[0].split()[:2] == ["command", "units"]
    assert len(lines) == 1 + 2 * 5
    for line in lines[1:]:
        cells = line.split()  # command units seconds rss exit [x limit: certify only, of these]
        assert cells[4] == "0" and (len(cells) == 6) == (cells[0] == "certify"), line
    assert (tmp_path / "out" / "scale.csv").read_text().startswith("command,units,seconds,peak_rss_mb,exit")
    assert "| verify-schedule | 60 |" in (tmp_path / "out" / "scale.md").read_text()


def test_on_demand_masks_give_the_same_bounds_and_proofs(monkeypatch):
    """Above EAGER_CLOSURE_UNITS units the masks are built on demand: same numbers, same proof."""
    from formal.order import instance
    from formal.order.bounds import compute_bounds
    from formal.order.certify import certify

    for seed in range(3):
        problem = random_problem(40, seed, p_output=0.3)
        eager_bounds = compute_bounds(instance.Instance(problem)).values()
        eager_proof = certify(problem, 30.0)
        monkeypatch.setattr(instance, "EAGER_CLOSURE_UNITS", 0)
        inst = instance.Instance(problem)
        assert isinstance(inst.anc, instance.LazyClosure)
        lazy_bounds = compute_bounds(inst).values()
        for key in ("event_cut", "forward_trap", "reverse_trap", "order_split", "best", "complete"):
            assert lazy_bounds[key] == eager_bounds[key]
        assert certify(problem, 30.0) == eager_proof
        monkeypatch.undo()


def test_bounded_reader_gives_safe_loads_objects(tmp_path):
    """The fast construction in formal.base.files builds exactly what yaml.safe_load builds (or fails alike)."""
    import random

    import yaml

    docs = [
        "a: 1",
        "[1, 2, 3]",
        "x",
        "",
        "a: &x [1, 2]\nb: *x",
        "<<: {a: 1}\nb: 2",
        "a: &a {x: 1}\nb: {<<: *a, y: 2}",
        "= : 3",
        "a: 1.5",
        "a: 2001-12-14",
        "a: !!binary aGVsbG8=",
        "a: !!set {x, y}",
        "a: !!omap [{a: 1}]",
        "a: yes\nb: No\nc: ~\nd: null\ne: 0x1F\nf: 017\ng: 1_000",
        "a: 1\na: 2",
        "? [1]\n: 2",
        "a: !!str 12",
        "a: !!int '12'",
        "- !!null ''\n- !!bool 'yes'",
        "{1: a, true: b, null: c}",
        "a: !custom x",
        "a: '1'\nb: \"x\\ty\"",
        '{"a": [1, 2, {"b": null}], "c": "d"}',
        '[1e5, 1.0e+5, "\\u00e9"]',
    ]
    rng = random.Random(0)
    words = ["a", "yes", "No", "null", "~", "0x10", "017", "1_0", "1.5", "-3", "2001-12-14", "x y", "", "'q'", "#", "&"]

    def value(depth=0):
        r = rng.random()
        if depth > 3 or r < 0.5:
            return rng.choice([rng.choice(words), rng.randint(-(10**6), 10**6), None, True, 1.25])
        if r < 0.75:
            return [value(depth + 1) for _ in range(rng.randint(0, 4))]
        return {rng.choice(words): value(depth + 1) for _ in range(rng.randint(0, 4))}

    for _ in range(200):
        obj = value()
        docs.append(yaml.safe_dump(obj, default_flow_style=rng.choice([None, True, False])))
        docs.append(json.dumps(obj))
    for k, text in enumerate(docs):
        path = tmp_path / f"d{k}.yaml"
        path.write_text(text)
        try:
            expected = ("ok", yaml.safe_load(text))
        except yaml.YAMLError:
            expected = ("error", None)
        try:
            got = ("ok", read_yaml(path))
        except Exception:  # noqa: BLE001 - a FormalError where safe_load raised
            got = ("error", None)
        assert got == expected, text
