"""Each verdict's trusted base (docs/proofs.md, "The trusted base"): the checker's modules a verdict ran.

``formal check --json`` reports them, counted as scripts/checker_lines.py counts them. A verdict runs
the modules of its proof's kind alone (a verifier is imported when a proof, or a certificate, of its
kind is checked), each kind's come to at most 600 lines, and formal/check/ to at most 1,250. The
proofs are tests/fixtures/check_kinds/ (scripts/check_kind_fixtures.py) and the training fixture.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from formal.check.trusted import HERE, count

ROOT = Path(__file__).resolve().parents[1]
KINDS = ROOT / "tests" / "fixtures" / "check_kinds"
ORDER_PROBLEM = KINDS / "order.problem.yaml"
BASE_LIMIT, CHECKER_LIMIT = 600, 1250
CORE = {"__init__.py", "commands.py", "base.py", "problem.py"}  # every verdict: the dispatch, the reader, the semantics
VERDICTS = {  # proof: (problem or None, the modules its verdict runs besides CORE and __main__.py)
    "order-cuts": (ORDER_PROBLEM, {"order.py", "cuts.py"}),
    "order-cuts-closure": (ORDER_PROBLEM, {"order.py", "cuts.py", "closure.py"}),
    "order-cuts-sat": (ORDER_PROBLEM, {"order.py", "cuts.py", "refute.py"}),
    "arena": (None, {"arena.py"}),
    "recompute": (None, {"recompute.py", "remat.py", "bound.py"}),
    "train": (None, {"train.py", "bound.py"}),
}


def proof_path(name: str) -> Path:
    return (
        ROOT / "tests" / "fixtures" / "train" / "mlp.train-proof.yaml"
        if name == "train"
        else KINDS / f"{name}.proof.yaml"
    )


def check_json(*argv: str | Path, standalone: bool = True) -> tuple[int, dict]:
    """``python -m formal.check --json ...`` (or ``formal check --json ...``) in a fresh process: exit code, report."""
    entry = ["-m", "formal.check"] if standalone else ["-m", "formal", "check"]
    done = subprocess.run(
        [sys.executable, *entry, "--json", *map(str, argv)], capture_output=True, text=True, cwd=ROOT, timeout=300
    )
    return done.returncode, json.loads(done.stdout)


@pytest.mark.parametrize("name", sorted(VERDICTS))
def test_a_verdict_runs_its_kinds_modules_alone_and_reports_them_as_counted(name):
    problem, own = VERDICTS[name]
    rc, report = check_json(*([problem] if problem else []), proof_path(name))
    assert rc == 0 and report["holds"], [c for c in report["claims"] if not c["holds"]]
    base = report["trusted_base"]
    assert {Path(m["file"]).name for m in base["modules"]} == CORE | own | {"__main__.py"}
    for module in base["modules"]:
        assert (module["lines"], module["code"]) == count(ROOT / module["file"])
    assert base["lines"] == sum(m["lines"] for m in base["modules"]) <= BASE_LIMIT
    assert base["also_ran"] == ["formal"]  # the package's __init__ (its version string): nothing else of formal


def test_formal_check_reports_the_same_base_and_the_command_line_modules_it_ran():
    rc, report = check_json(ORDER_PROBLEM, proof_path("order-cuts-sat"), standalone=False)
    assert rc == 0
    base = report["trusted_base"]
    assert {Path(m["file"]).name for m in base["modules"]} == CORE | VERDICTS["order-cuts-sat"][1]
    assert "formal.cli.main" in base["also_ran"] and not any(n.startswith("formal.check") for n in base["also_ran"])


def test_the_json_report_holds_the_claims_the_text_prints():
    argv = [sys.executable, "-m", "formal.check", str(ORDER_PROBLEM), str(proof_path("order-cuts-closure"))]
    text = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, timeout=300).stdout.splitlines()
    _rc, report = check_json(ORDER_PROBLEM, proof_path("order-cuts-closure"))
    assert [f"{'ok   ' if c['holds'] else 'FALSE'} {c['claim']}" for c in report["claims"]] == text
    assert report["conditions"] == []


def test_a_training_verdict_reports_its_conditions_apart_from_its_claims():
    _rc, report = check_json(proof_path("train"))
    assert report["conditions"] and all(not c["claim"].startswith("condition: ") for c in report["claims"])


def test_a_proof_with_a_search_closure_and_a_sat_refutation_is_refused_without_running_either():
    rc, report = check_json(ORDER_PROBLEM, proof_path("order-mixed"))
    assert rc == 1 and not report["holds"]
    assert report["claims"][-1] == {
        "holds": False,
        "claim": "certificates: a search closure and a SAT refutation; a proof carries one of them",
    }
    assert {Path(m["file"]).name for m in report["trusted_base"]["modules"]} == CORE | {"order.py", "__main__.py"}


def test_the_checker_is_at_most_1250_lines_and_each_kind_within_600():
    sizes = {path.name: count(path)[0] for path in HERE.glob("*.py")}
    assert sum(sizes.values()) <= CHECKER_LIMIT, sizes
    for _problem, own in VERDICTS.values():
        assert sum(sizes[m] for m in CORE | own | {"__main__.py"}) <= BASE_LIMIT, own


def test_lines_are_counted_without_blanks_and_comments_and_code_without_docstrings(tmp_path):
    module = tmp_path / "m.py"
    module.write_text(
        '"""A module\n\nwhose docstring has two lines of text."""\n'  # 2 counted, both docstring
        "\n# a comment\n"
        "import os  # an import\n"  # code
        "\n\nclass C:\n"  # code
        '    """One line."""\n'  # docstring
        "\n    def f(self):\n"  # code
        "        '''Two\n        lines.'''\n"  # docstring, 2 lines
        "        return os.sep  # code\n"  # code
    )
    assert count(module) == (9, 4)


def test_the_json_report_is_indented_by_one_space():
    done = subprocess.run(
        [sys.executable, "-m", "formal.check", "--json", str(proof_path("arena"))], capture_output=True, text=True
    )
    assert done.stdout.splitlines()[1].startswith(' "holds": ') and json.loads(done.stdout)["holds"]
