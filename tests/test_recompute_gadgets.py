"""The 3-PARTITION gadget (docs/hardness.md): answers, the YES construction, treewidth 2, CLI."""

from __future__ import annotations

import json

import networkx as nx
import pytest

from formal.base.errors import FormalError
from formal.base.files import read_yaml
from formal.cli.main import main as formal_main
from formal.model import predecessors, problem_from_dict
from formal.recompute.gadgets import (
    constants,
    equal_sum_partition,
    parse_multiset,
    three_partition,
    three_partition_gadget,
)
from formal.recompute.instance import load_instance, make_instance
from formal.recompute.semantics import evaluate_ids


def run_cli(argv: list[str]) -> int:
    """The `recompute`/`gadget` commands through the command line (errors: one line on stderr)."""
    return formal_main(argv)


def instance_of(values):
    data = three_partition_gadget(values)
    return data, make_instance(problem_from_dict(data), data["recompute"]["k"], data["recompute"]["budget"])


def yes_schedule(values, groups):
    """The converse construction of docs/hardness.md for a partition into ``groups``."""
    m = len(values) // 3
    crossing = {i: t for t, g in enumerate(groups, start=1) for i in g}
    seq, live = [], set()
    for g in range(m + 1):
        if g:
            seq.append(f"s{g}")
        for i in range(len(values)):
            if i not in live:
                seq.append(f"p{i}")
                live.add(i)
            seq.append(f"r{i}_{g}")
            if crossing[i] != g + 1:
                live.discard(i)
    return seq


@pytest.mark.parametrize(
    "values,groups",
    [
        ([2, 3, 4], [[0, 1, 2]]),
        ([6, 7, 8, 6, 7, 8], [[0, 1, 2], [3, 4, 5]]),
        ([6, 8, 7, 7, 6, 8], [[0, 2, 5], [1, 3, 4]]),
        ([5, 6, 9, 7, 7, 6, 8, 5, 7], [[0, 1, 2], [3, 4, 5], [6, 7, 8]]),
    ],
)
def test_yes_construction_meets_the_budget_exactly(values, groups):
    assert three_partition(values)
    data, inst = instance_of(values)
    peak, extra = evaluate_ids(inst, yes_schedule(values, groups))
    assert peak == data["recompute"]["budget"]
    assert extra == len(values) * (len(values) // 3 - 1)  # every item recomputed m-1 times


def test_a_wrong_grouping_overflows_a_clock_step():
    values = [6, 7, 8, 6, 7, 8]
    data, inst = instance_of(values)
    peak, _ = evaluate_ids(inst, yes_schedule(values, [[0, 1, 3], [2, 4, 5]]))  # sums 19 and 23 (T = 21)
    assert peak == data["recompute"]["budget"] + 2


@pytest.mark.parametrize(
    "values", [[2, 3, 4], [6, 7, 8, 6, 7, 8], [6, 6, 6, 8, 8, 8], [1, 1, 1, 1, 1, 2], [5, 6, 9, 7, 7, 6, 8, 5, 7]]
)
def test_gadget_graph_has_treewidth_at_most_2(values):
    _, inst = instance_of(values)
    g = nx.Graph()
    g.add_nodes_from(range(inst.n))
    for j, preds in enumerate(predecessors(inst.problem)):
        g.add_edges_from((i, j) for i in preds)
    from networkx.algorithms.approximation import treewidth_min_degree, treewidth_min_fill_in

    assert min(treewidth_min_degree(g)[0], treewidth_min_fill_in(g)[0]) <= 2


def test_numbers_are_polynomial():
    c = constants([6, 7, 8, 6, 7, 8])
    assert c["B"] == c["m"] * c["D"] + c["omax"] and c["B"] < 10 * c["m"] ** 3 * (c["T"] + 1) * 10


def test_brute_force_3partition():
    assert three_partition([6, 7, 8, 6, 7, 8]) and not three_partition([6, 6, 6, 8, 8, 8])
    assert equal_sum_partition([1, 1, 1, 1, 1, 1]) and not equal_sum_partition([1, 1, 1, 1, 1, 2])


@pytest.mark.parametrize("values", [[2, 3, 4], [3, 3, 3], [1, 1, 5]])
def test_cli_decides_gadget_like_brute_force(tmp_path, capsys, values):
    out = tmp_path / "g.yaml"
    assert run_cli(["gadget", "3partition", "--multiset", ",".join(map(str, values)), "-o", str(out)]) == 0
    data = read_yaml(out)
    assert data["recompute"]["k"] == len(values) // 3 - 1
    assert run_cli(["recompute", str(out), "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["feasible"] == equal_sum_partition(values) and answer["optimal"]
    assert answer["peak"] <= data["recompute"]["budget"]
    assert load_instance(out).budget == data["recompute"]["budget"]


@pytest.mark.parametrize(
    "values", [[6, 7, 8, 6, 7, 8], [6, 6, 6, 8, 8, 8], [5, 6, 7, 5, 6, 7, 6, 5, 7], [6, 7, 6, 8, 7, 10, 7, 7, 11]]
)
def test_cli_decides_m2_m3_gadgets_yes_and_no(tmp_path, capsys, values):
    """26- and 48-unit instances: the default back end (the phase search for a budget question
    above 8 units, docs/hardness.md) decides them."""
    out = tmp_path / "g.yaml"
    assert run_cli(["gadget", "3partition", "--multiset", ",".join(map(str, values)), "-o", str(out)]) == 0
    assert run_cli(["recompute", str(out), "--json", "--time-limit", "120"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["feasible"] == three_partition(values)
    if answer["feasible"]:
        assert answer["peak"] <= read_yaml(out)["recompute"]["budget"]
    else:
        assert answer["optimal"] and answer["status"] == "infeasible"  # proven, not a timeout


@pytest.mark.parametrize(
    "text,message",
    [("1,2", "3m numbers"), ("1,x,3", "positive integers"), ("0,1,2", "positive integers"), ("", "positive integers")],
)
def test_bad_multisets_are_one_line_and_write_nothing(tmp_path, capsys, text, message):
    out = tmp_path / "g.yaml"
    assert run_cli(["gadget", "3partition", "--multiset", text, "-o", str(out)]) == 2
    assert message in capsys.readouterr().err and not out.exists()
    with pytest.raises(FormalError, match=message):
        parse_multiset(text)


def test_formal_cli_refuses_a_gadget_it_cannot_write():
    assert formal_main(["gadget", "3partition", "--multiset", "1,2", "-o", "/nonexistent/x.yaml"]) == 2


def test_committed_gadget_files_are_current(tmp_path):
    """encodings/gadgets/ holds exactly what `formal gadget ... --encodings` writes today."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "encodings" / "gadgets"
    for values in ("2,3,4", "6,7,8,6,7,8", "6,6,6,8,8,8"):
        name = "3partition-" + values.replace(",", "-")
        kinds = ("yaml", "cnf", "lp", "opb", "smt2") if values == "2,3,4" else ("yaml",)
        extra = ["--encodings"] if len(kinds) > 1 else []
        assert (
            run_cli(["gadget", "3partition", "--multiset", values, "-o", str(tmp_path / f"{name}.yaml"), *extra]) == 0
        )
        for kind in kinds:
            assert (tmp_path / f"{name}.{kind}").read_text() == (root / f"{name}.{kind}").read_text(), (name, kind)
