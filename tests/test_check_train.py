"""The checker's training-step proofs (formal/check/train.py) held to docs/train.md ("The proof"), on the committed
MLP step: requirements, each through the public ``check_files``, on a copy of the fixture changed one way."""

from __future__ import annotations

import hashlib
import math
import re
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml

from formal.check import Invalid, check_files

TRAIN = Path(__file__).parent / "fixtures" / "train"
PROOF = "mlp.train-proof.yaml"
NODE_SHAPE = "expected [name, kind, [inputs], bytes, flops, savable, recomputable, op, shape]"


def verdicts(
    tmp_path: Path, change: Callable[[dict], Any] | None = None, traces: Callable[[dict, dict], Any] | None = None
) -> list[tuple[bool, str]]:
    """The claims on a copy of the MLP proof after ``change(proof)`` and ``traces(forward, backward)``."""
    for f in TRAIN.iterdir():
        (tmp_path / f.name).write_bytes(f.read_bytes())
    proof = yaml.safe_load((tmp_path / PROOF).read_text())
    if change is not None:
        change(proof)
    (tmp_path / PROOF).write_text(yaml.safe_dump(proof))
    if traces is not None:
        parts = {k: tmp_path / proof["step"][k]["trace"] for k in ("forward", "backward")}
        data = {k: yaml.safe_load(path.read_text()) for k, path in parts.items()}
        traces(data["forward"], data["backward"])
        for k, path in parts.items():
            path.write_text(yaml.safe_dump(data[k]))
    return check_files(None, str(tmp_path / PROOF))


def claim(claims: list[tuple[bool, str]], start: str) -> tuple[bool, str]:
    """The first claim whose message starts with ``start``."""
    found = [c for c in claims if c[1].startswith(start)]
    assert found, (start, claims)
    return found[0]


def node(proof: dict, name: str) -> list:
    return next(n for n in proof["plan"]["nodes"] if n[0] == name)


def test_the_committed_proof_holds_with_its_claims_named(tmp_path):
    claims = verdicts(tmp_path)
    assert all(ok for ok, _m in claims), claims
    fwd = yaml.safe_load((TRAIN / "mlp.plan.fwd.trace.yaml").read_text())
    proof = yaml.safe_load((TRAIN / PROOF).read_text())
    sha = proof["step"]["forward"]["problem_sha256"]
    assert claim(claims, "forward: problem_sha256") == (
        True,
        f"forward: problem_sha256 {sha[:12]}... of mlp.plan.fwd.trace.yaml",
    )
    joint = fwd["evidence"]["joint_sha256"]
    assert claim(claims, "forward: joint graph")[1].startswith(
        f"forward: joint graph {joint[:12]}..., the trace records"
    )
    assert claim(claims, "lower bound") == (True, "lower bound: 12840768 extra FLOPs, the multipliers prove 12840768")
    assert claims[-1] == (True, "verdict: gap 12840768..25165824 extra FLOPs")
    for part, name in (("forward", "mlp.plan.fwd.trace.yaml"), ("backward", "mlp.plan.bwd.trace.yaml")):
        whole = hashlib.sha256((TRAIN / name).read_bytes()).hexdigest()  # evidence included, printed whole
        assert (True, f"{part}: {name} sha256 {whole}") in claims
    # what the verdict rests on and no trace or shape gives: the bytes of the forward values the boundary row
    # counts that no trace holds (addmm, relu, ...), the FLOPs of the forward views and element-wise ops
    assert [m for _ok, m in claims if m.startswith("condition: ")] == [
        "condition: bytes of 16 nodes no trace holds ['addmm', 'addmm_1', 'addmm_2', 'addmm_3', 'addmm_4', 'ad..."
        " as plan.nodes states them (not recomputed)",
        "condition: FLOPs of 13 forward nodes no shapes give ['permute', 'permute_1', 'permute_2', 'permute_3',"
        " 'permu... as plan.nodes states them (not recomputed)",
    ]
    assert claim(claims, "plan: shapes give") == (True, "plan: shapes give 62 nodes' bytes, 20 products' FLOPs")


@pytest.mark.parametrize(
    "bad",
    [
        "not a list",
        ["x", "forward", [], 4, 0, True],  # six fields
        [5, "forward", [], 4, 0, True, True],  # a name that is not a string
        ["primals_1", "forward", [], 4, 0, True, True],  # a name given twice
        ["x", "forward", [], -1, 0, True, True],  # negative bytes
        ["x", "sideways", [], 4, 0, True, True],  # an unknown kind
        ["x", "forward", "relu", 4, 0, True, True],  # inputs not a list
        ["x", "forward", [3], 4, 0, True, True],  # an input that is not a name
        ["x", "forward", [], 4, -1, True, True],  # negative FLOPs
        ["x", "forward", [], 4, 0, "yes", True],  # savable not a boolean
        ["x", "forward", [], 4, 0, True, 1],  # recomputable not a boolean
        ["x", "forward", [], 4, 0, True, True, 7],  # an op that is not a string
        ["x", "forward", [], 4, 0, True, True, "aten.relu.default", "4"],  # a shape that is not a list
        ["x", "forward", [], 4, 0, True, True, "aten.relu.default", [-1]],  # a negative size
        ["x", "forward", [], 4, 0, True, True, "aten.relu.default", [1], 0],  # ten fields
    ],
)
def test_a_joint_graph_node_not_in_the_documented_shape_is_refused_in_one_line(tmp_path, bad):
    with pytest.raises(Invalid, match=re.escape(f"plan.nodes[89]: {NODE_SHAPE}")):
        verdicts(tmp_path, lambda p: p["plan"]["nodes"].append(bad))


@pytest.mark.parametrize("name", [123, "/abs/mlp.plan.fwd.trace.yaml", "../mlp.plan.fwd.trace.yaml", "a/../../x"])
def test_a_trace_is_named_by_a_file_beside_the_proof(tmp_path, name):
    def change(p):
        p["step"]["forward"]["trace"] = name

    with pytest.raises(Invalid, match="step.forward.trace: the name of a trace file beside the proof"):
        verdicts(tmp_path, change)


@pytest.mark.parametrize("key", ["saved", "recomputed"])
def test_the_saved_and_recomputed_sets_are_lists_of_names(tmp_path, key):
    with pytest.raises(Invalid, match="plan.saved, plan.recomputed: lists of node names of plan.nodes"):
        verdicts(tmp_path, lambda p: p["plan"][key].append(7))


@pytest.mark.parametrize("part", ["forward", "backward"])
def test_a_plan_that_fits_gives_each_programs_order(tmp_path, part):
    with pytest.raises(Invalid, match="step.forward, step.backward: a plan that fits gives each program's order"):
        verdicts(tmp_path, lambda p: p["step"][part].pop("order"))


def test_an_illegal_order_proves_no_peak(tmp_path):
    def change(p):
        p["step"]["forward"]["order"].reverse()
        p["step"]["forward"]["peak"] = -1

    claims = verdicts(tmp_path, change)
    assert claim(claims, "forward: order")[0] is False
    assert claim(claims, "forward: peak") == (False, "forward: peak not checked, the order is illegal")
    # the step's peak is not computed from an order that is not one; the plan is still checked
    assert not [m for _ok, m in claims if m.startswith("step: peak")]
    assert not [m for _ok, m in claims if m.startswith("step: every storage")]
    assert claim(claims, "plan: 4 saved")[0] is True


def test_an_other_value_backward_does_not_read_is_still_needed(tmp_path):
    """docs/train.md: every value of kind other is saved or computed in backward, read there or not."""
    claims = verdicts(tmp_path, lambda p: p["plan"]["nodes"].append(["orphan", "other", [], 4, 0, True, True]))
    assert claim(claims, "plan: 4 saved") == (False, "plan: 4 saved, 25 computed in backward: ['need:orphan']")


def test_a_broken_plan_names_its_first_broken_row(tmp_path):
    def change(p):
        p["plan"]["saved"].remove("relu_2")
        p["plan"]["saved"].remove("relu_4")

    claims = verdicts(tmp_path, change)
    assert claim(claims, "plan: 2 saved") == (False, "plan: 2 saved, 25 computed in backward: ['need:relu_2']")


def test_bytes_that_differ_from_the_traces_name_the_value(tmp_path):
    claims = verdicts(tmp_path, lambda p: node(p, "relu_2").__setitem__(3, 262145))
    assert claim(claims, "plan: the 20 nodes the traces hold") == (
        False,
        "plan: the 20 nodes the traces hold have their bytes as in the traces, not 'relu_2'",
    )


def test_a_step_peak_equal_to_the_budget_fits(tmp_path):
    def change(p):
        p["budget"] = p["step"]["peak"]

    claims = verdicts(tmp_path, change)
    assert claim(claims, "step: peak 1479204 within") == (True, "step: peak 1479204 within the budget of 1479204 bytes")
    claims = verdicts(tmp_path, lambda p: p.__setitem__("budget", p["step"]["peak"] - 1))
    assert claim(claims, "step: peak 1479204 within")[0] is False


def test_the_forwards_side_holds_the_backwards_constants(tmp_path):
    """docs/semantics.md: step_peak = max(peak(fwd) + backward's constants, peak(bwd) + held beside backward). A
    forward made to dominate (a transient of T bytes on its first unit) and a backward constant of C bytes."""
    T, C = 10**7, 12345

    def traces(fwd, bwd):
        fwd["units"][0]["transient"] = T
        bwd["storages"].append({"id": "a_constant", "bytes": C, "origin": "input", "freeable": False})

    claims = verdicts(tmp_path, traces=traces)
    forward = claim(claims, "forward: peak")[1]  # "forward: peak R bytes, claimed N": R is the order's real peak
    fwd_real = int(forward.split()[2])
    assert fwd_real > T
    step = claim(claims, "step: peak ")  # the first of the two step claims: its peak, then the budget
    assert step[1].startswith(f"step: peak {fwd_real + C} bytes (beside backward"), (step, fwd_real)


def test_a_value_named_recomputed_that_the_graph_cannot_recompute_costs_nothing(tmp_path):
    claims = verdicts(tmp_path, lambda p: p["plan"]["recomputed"].append("tangents_1"))
    assert claim(claims, "plan: 4 saved, 26 computed")[0] is False  # 'r:tangents_1' is no decision of the graph
    assert claim(claims, "plan: 25165824 extra FLOPs") == (True, "plan: 25165824 extra FLOPs, claimed 25165824")


def test_multipliers_may_name_every_row(tmp_path):
    """The rows are need, chain and boundary over the joint graph (docs/train.md); a multiplier may be given for
    each of them, 0 where the certificate needs none."""

    def change(p):
        rows = [name for name, _coefs, _rhs in rows_of(p)]
        mults = p["plan"]["lower_bound"]["multipliers"]
        assert set(mults) < set(rows)  # the committed proof names some rows only
        mults.update({row: 0 for row in rows if row not in mults})

    claims = verdicts(tmp_path, change)
    assert all(ok for ok, _m in claims), [m for ok, m in claims if not ok]


def rows_of(proof: dict) -> list[tuple[str, dict, int]]:
    """docs/train.md, "The proof": over 0-1 variables s:v (saved) and r:v (computed in backward) of the forward
    and other values, need (a value backward reads, or of kind other, is saved or computed), chain (a value
    computed in backward has each forward or other input saved or computed) and boundary (the saved bytes, the
    primals and the tangents within the budget)."""
    nodes = {n[0]: n for n in proof["plan"]["nodes"]}
    decided = [v for v, n in nodes.items() if n[1] in ("forward", "other")]
    have = {f"s:{v}" for v in decided if nodes[v][5]} | {f"r:{v}" for v in decided if nodes[v][6]}
    readers = {u for n in nodes.values() if n[1] in ("backward", "other") for u in n[2]}

    def either(v: str) -> dict:
        return {x: 1 for x in (f"s:{v}", f"r:{v}") if x in have}

    rows = [(f"need:{v}", either(v), 1) for v in decided if v in readers or nodes[v][1] == "other"]
    for v in (v for v in decided if f"r:{v}" in have):
        inputs = (u for u in dict.fromkeys(nodes[v][2]) if u in nodes and nodes[u][1] in ("forward", "other"))
        rows += [(f"chain:{u}>{v}", {**either(u), f"r:{v}": -1}, 0) for u in inputs]
    fixed = sum(n[3] for n in nodes.values() if n[1] in ("primal", "tangent"))
    boundary = {f"s:{v}": -nodes[v][3] for v in decided if f"s:{v}" in have and nodes[v][3]}
    return rows + [("boundary", boundary, fixed - proof["budget"])]


def weak_duality_bound(proof: dict, mults: dict) -> int:
    """max(0, ceil(y.b + sum of the negative reduced costs c - yA)): the cost of a variable is the FLOPs of a
    forward value computed again (r:v of kind forward), 0 otherwise."""
    nodes = {n[0]: n for n in proof["plan"]["nodes"]}
    rows = rows_of(proof)
    variables = {x for _n, coefs, _b in rows for x in coefs} | {
        f"{k}:{v}"
        for v, n in nodes.items()
        if n[1] in ("forward", "other")
        for k, ok in (("s", n[5]), ("r", n[6]))
        if ok
    }
    reduced = {x: Fraction(nodes[x[2:]][4] if x[0] == "r" and nodes[x[2:]][1] == "forward" else 0) for x in variables}
    bound = Fraction(0)
    for name, coefs, rhs in rows:
        y = Fraction(mults.get(name, 0))
        bound += y * rhs
        for x, a in coefs.items():
            reduced[x] -= y * a
    return max(0, math.ceil(bound + sum(r for r in reduced.values() if r < 0)))


@pytest.mark.parametrize("boundary", ["32", "31", "33", "0", "65/2"])
def test_the_multipliers_prove_what_weak_duality_gives(tmp_path, boundary):
    """Changing the boundary's multiplier leaves some variables' reduced costs negative: the bound the checker
    states is the weak-duality bound computed here from the rows of docs/train.md."""
    proof = yaml.safe_load((TRAIN / PROOF).read_text())
    mults = {**proof["plan"]["lower_bound"]["multipliers"], "boundary": boundary}
    expected = weak_duality_bound(proof, {k: Fraction(v) for k, v in mults.items()})

    def change(p):
        p["plan"]["lower_bound"] = {"extra_flops": 0, "multipliers": mults}

    claims = verdicts(tmp_path, change)
    assert claim(claims, "lower bound") == (True, f"lower bound: 0 extra FLOPs, the multipliers prove {expected}")
    if boundary == "32":
        assert expected == 12840768


def test_zero_multipliers_prove_zero_and_no_more(tmp_path):
    def change(p):
        p["plan"]["lower_bound"] = {"extra_flops": 1, "multipliers": {}}

    claims = verdicts(tmp_path, change)
    assert claim(claims, "lower bound") == (False, "lower bound: 1 extra FLOPs, the multipliers prove 0")


def test_no_verdict_unless_every_claim_holds(tmp_path):
    claims = verdicts(tmp_path, lambda p: p["step"].__setitem__("peak", p["step"]["peak"] + 1))
    assert claim(claims, "lower bound")[0] is True
    assert not any(m.startswith("verdict") for _ok, m in claims), claims
