"""`formal bench mutation` (formal/studies/mutation_bench.py, docs/mutation.md) on a tiny project of its own.

The project has a formal/check/ of one module and one `checker` test that covers half of it, so
the run's verdicts are known: the covered mutants are killed, the others survive, the listed
equivalent one is not run, and the checkout is left as it was.
"""

from __future__ import annotations

import ast

import yaml

from formal.studies import mutation_bench

MODULE = """def clamp(x, lo):
    if x < lo:
        return lo
    return x


def never_tested(flag):
    return not flag
"""

TEST = """import pytest

from formal.check.tiny import clamp

pytestmark = pytest.mark.checker


def test_clamp():
    assert clamp(1, 2) == 2 and clamp(3, 2) == 3
"""

EQUIVALENT = {
    "format": "formal.mutation-equivalents/1",
    "equivalent": [
        {
            "file": "formal/check/tiny.py",
            "operator": "compare",
            "line": "if x < lo:",
            "mutant": "if x <= lo:",
            "why": "at x == lo both branches give the same value",
        }
    ],
}


def tiny_project(root):
    (root / "formal" / "check").mkdir(parents=True)
    (root / "formal" / "__init__.py").write_text("")
    (root / "formal" / "check" / "__init__.py").write_text("")
    (root / "formal" / "check" / "tiny.py").write_text(MODULE)
    (root / "tests").mkdir()
    (root / "tests" / "test_tiny.py").write_text(TEST)
    (root / "tests" / "test_other.py").write_text("def test_not_a_checker_test():\n    assert False\n")
    (root / "pyproject.toml").write_text('[tool.pytest.ini_options]\ntestpaths = ["tests"]\nmarkers = ["checker: x"]\n')
    (root / "equivalent.yaml").write_text(yaml.safe_dump(EQUIVALENT))


def test_every_operator_changes_one_place_and_compiles(tmp_path):
    source = "def f(a, b):\n    c = a + 1 - b\n    c += 2\n    return (a < b and not b == c) or a in [b, True]\n"
    (tmp_path / "m.py").write_text(source)
    mutants = mutation_bench.mutants_of(tmp_path / "m.py", "m.py")
    assert {m.operator for m in mutants} == set(mutation_bench.OPERATORS)
    for m in mutants:
        text = m.apply(source)
        ast.parse(text)
        changed = [i for i, (a, b) in enumerate(zip(source.splitlines(), text.splitlines())) if a != b]
        assert changed == [m.line - 1], m
        assert m.source == " ".join(source.splitlines()[m.line - 1].split()) != m.mutant
    lines = {(m.operator, m.mutant) for m in mutants}
    assert ("compare", "return (a <= b and not b == c) or a in [b, True]") in lines
    assert ("compare", "return (a < b and not b != c) or a in [b, True]") in lines
    assert ("compare", "return (a < b and not b == c) or a not in [b, True]") in lines
    assert ("arith", "c = a - 1 - b") in lines and ("arith", "c = a + 1 + b") in lines and ("arith", "c -= 2") in lines
    assert ("int", "c = a + 2 - b") in lines and ("int", "c += 3") in lines
    assert ("boolop", "return (a < b or not b == c) or a in [b, True]") in lines
    assert ("not", "return (a < b and b == c) or a in [b, True]") in lines
    assert ("bool", "return (a < b and not b == c) or a in [b, False]") in lines
    assert ("return", "return None") in lines


def test_covered_mutants_are_killed_the_others_listed_and_the_checkout_untouched(tmp_path, monkeypatch, capsys):
    root = tmp_path / "project"
    tiny_project(root)
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    monkeypatch.setattr(mutation_bench, "ROOT", root)
    out = tmp_path / "run.yaml"
    rc = mutation_bench.main(
        ["--equivalent", str(root / "equivalent.yaml"), "--workdir", str(tmp_path), "-o", str(out)]
    )
    printed = capsys.readouterr().out
    assert rc == 1, printed  # never_tested's mutants survive
    run = yaml.safe_load(out.read_text())
    assert run["counts"] == {
        "mutants": 5,
        "equivalent": 1,
        "run": 4,
        "killed": 2,
        "survived": 2,
        "timeout": 0,
        "error": 0,
    }
    verdicts = {(m["line"], m["operator"]): m["status"] for m in run["mutants"]}
    assert verdicts == {
        (3, "return"): "killed",
        (4, "return"): "killed",
        (8, "return"): "survived",
        (8, "not"): "survived",
    }
    assert "formal/check/tiny.py:8" in printed and "return flag" in printed
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file()} == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("formal-mutation-")] == []  # workspaces removed


def test_a_sample_runs_that_many_mutants(tmp_path, monkeypatch, capsys):
    root = tmp_path / "project"
    tiny_project(root)
    monkeypatch.setattr(mutation_bench, "ROOT", root)
    args = ["--equivalent", str(root / "equivalent.yaml"), "--sample", "1", "--seed", "3", "--jobs", "1"]
    out = tmp_path / "run.yaml"
    mutation_bench.main([*args, "-o", str(out)])
    run = yaml.safe_load(out.read_text())
    assert run["counts"]["run"] == 1 and run["sample"] == {"n": 1, "seed": 3}
    assert "sample: 1 of 4 non-equivalent mutants, seed 3" in capsys.readouterr().out
