"""formal bench heuristics without compiling: which settings it may skip, and what it reports."""

from __future__ import annotations

import pytest

from formal.base.errors import FormalError
from formal.studies.heuristics_bench import Program, Target, _same_order, render, resolve, summary


def test_targets_are_examples_or_corpus_configurations():
    example, corpus = resolve(["inception.train", "resnet18.infer"])
    assert (example.spec, example.mode, example.parts) == ("inception", "train", ("fwd", "bwd"))
    assert (corpus.spec, corpus.mode, corpus.parts) == (
        "formal.studies.corpus.models:resnet18",
        "inference",
        ("infer",),
    )
    with pytest.raises(FormalError, match="MODEL.infer or MODEL.train"):
        resolve(["inception"])
    with pytest.raises(FormalError, match="not a bundled example"):
        resolve(["nope.train"])


def _default(digests: dict[str, dict[str, str]], chosen: str) -> Program:
    program = Program("on")
    for part, d in digests.items():
        program.passes[part] = {"chosen": chosen, "digests": d}
        program.digest[part] = d[chosen]
    return program


def test_a_setting_is_compiled_unless_every_part_has_an_order_already_captured():
    target = Target("x.train", "x", "train")
    digests = {
        "fwd": {"baseline": "A", "lpmf": "B", "bfs": "A", "dfs": "B"},
        "bwd": {"baseline": "C", "lpmf": "C", "bfs": "D", "dfs": "C"},
    }
    default = _default(digests, "baseline")  # the program has orders A and C
    assert _same_order(target, "off", default, [default]) is default  # off: the baseline, A and C
    assert _same_order(target, "bfs", default, [default]) is None  # A, but D in the backward
    assert _same_order(target, "lpmf", default, [default]) is None  # B in the forward
    lpmf = Program("lpmf", digest={"fwd": "B", "bwd": "C"})
    assert _same_order(target, "dfs", default, [default, lpmf]) is lpmf  # dfs gives B and C: lpmf's program
    no_pass = Program("on", passes={"fwd": {}, "bwd": {}})
    assert _same_order(target, "off", no_pass, [no_pass]) is None  # nothing recorded: compile


def _row(trace: str, off: int, lpmf: int, bfs: int, dfs: int, default: int, optimum: int, best: int, equal: bool):
    estimates = {o: 100 if equal else 100 + k for k, o in enumerate(("baseline", "lpmf", "bfs", "dfs"))}
    return {
        "trace": trace,
        "config": trace.split(".")[0] + ".train",
        "units": 10,
        "off": off,
        "lpmf": lpmf,
        "bfs": bfs,
        "dfs": dfs,
        "reused": ["off"],
        "default": default,
        "choice": "baseline (off)",
        "estimate": 100,
        "estimates": estimates,
        "optimum": optimum,
        "optimal": True,
        "best_optimum": best,
        "best_from": "bfs",
        "programs": 3,
        "capture_s": 1.0,
    }


def test_the_table_and_its_summary_say_where_inductors_choice_was_not_the_least():
    results = [
        {
            "config": "a.train",
            "rows": [
                _row("a.fwd", 1000, 900, 800, 1000, 1000, 950, 780, equal=True),
                _row("a.bwd", 500, 500, 520, 500, 500, 500, 500, equal=False),
            ],
        }
    ]
    text = render(results, ["b.train (off): capture failed: boom"], "note")
    assert (
        "| a.fwd | 10 | =1,000 | 900 | 800 | 1,000 | 1,000 | baseline (off) | 100 | 950 | 5.00% | 780 (bfs) | 22.00% |"
        in text
    )
    assert "b.train (off): capture failed: boom" in text
    lines = summary(results)
    assert "on 1 (a.fwd); on 1 of those its estimates of the four orders were all equal" in lines[0]
    assert "below the default on 1 of 2" in lines[1] and "most: a.fwd, 22.00%" in lines[1]
