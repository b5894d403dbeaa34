"""Floor 3, a value held across two kernels (formal/train/floor.py ``_Across``, formal/check/train.py
``across_floor``; docs/train.md, "Floors").

Three convolutions: ``c1 -> r1 -> c2 -> r2 -> c3``, each backward reading its layer's input, and each layer's
gradient reading the convolution's output again (a batch norm's backward does). ``cb2`` reads ``r1``, derived from
``c1``, and ``g1`` reads ``c1`` after ``cb2``. A plan that saves a node between ``c1`` and ``r1`` holds it while
``cb3`` runs; one that does not computes ``c1`` in the backward before ``cb2``, once, and holds it (or what ``g1``
reads of it) while ``cb2`` runs."""

from __future__ import annotations

from dataclasses import replace

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from test_check_train_floor import (
    CLONE,
    CONV_BACKWARD,
    GETITEM,
    MM,
    OPS,
    RELU,
    TRAIN,
    VIEW,
    joint_tables,
    node,
    rows_of,
    table_of,
)

from formal.check import check_files
from formal.check.train import across_floor
from formal.pipelines.train_plan import report_floor
from formal.train.floor import across_evidence, across_floors, kernel_floor, step_floor
from formal.train.formulation import held_bytes
from formal.train.graphs import JointTable

CONV, MUL = "aten.convolution.default", "aten.mul.Tensor"
A, W = 65536, 8192  # an activation's bytes, a weight's
ROOT = TRAIN.parents[2]
CONV_STACK = ROOT / "results/train/budgets/alone/conv_stack/conv_stack.r0.5.train-infeasible/train-proof.yaml"


def three_convolutions(c1_kind: str = "forward") -> JointTable:
    nodes = [
        *(node(w, "primal", nbytes=W) for w in ("w1", "w2", "w3")),
        node("x", "primal", nbytes=A),
        node("tangents_1", "tangent", nbytes=A),
        node("c1", c1_kind, CONV, ["x", "w1"], A),
        node("r1", "forward", RELU, ["c1"], A),
        node("c2", "forward", CONV, ["r1", "w2"], A),
        node("r2", "forward", RELU, ["c2"], A),
        node("c3", "forward", CONV, ["r2", "w3"], A),
        node("cb3", "backward", CONV_BACKWARD, ["tangents_1", "r2", "w3"], A + W),
        node("gi3", "backward", GETITEM, ["cb3"], A),
        node("gw3", "backward", GETITEM, ["cb3"], W),
        node("g2", "backward", MUL, ["gi3", "c2"], A),
        node("cb2", "backward", CONV_BACKWARD, ["g2", "r1", "w2"], A + W),
        node("gi2", "backward", GETITEM, ["cb2"], A),
        node("gw2", "backward", GETITEM, ["cb2"], W),
        node("g1", "backward", MUL, ["gi2", "c1"], A),
        node("cb1", "backward", CONV_BACKWARD, ["g1", "x", "w1"], W),
        node("gw1", "backward", GETITEM, ["cb1"], W),
    ]
    return JointTable(nodes, [], 1, ["c3", "gw3", "gw2", "gw1"], {})


def test_a_value_held_across_two_kernels_raises_the_floor_above_every_kernel_alone():
    table = three_convolutions()
    held, floor = held_bytes(table), step_floor(table)
    # saved: a node of c1 -> r1 beside cb3's operands (the tangent, r2) and result: 4A + W; computed again: c1
    # (or what g1 reads) beside cb2's operands (g2, r1), result and gw3: 4A + 2W. The lesser holds.
    assert floor.bytes == held + 4 * A + W
    assert max(kernel_floor(table, k).bytes for k in ("cb1", "cb2", "cb3")) == held + 3 * A + 2 * W
    assert floor.kernel == "cb2" and floor.across is not None
    assert across_evidence(floor) == {
        "path": ["c1", "r1"],
        "later": ["c1"],
        "before": ["cb3", "gi3", "g2", "cb2"],
        "after": ["cb2", "gi2", "g1"],
    }
    assert "r1, derived from c1" in floor.why and f"at least {floor.bytes:,} B" in floor.why
    checked = across_floor(rows_of(table), "cb2", across_evidence(floor))
    assert checked is not None and checked[0] == floor.bytes - held
    # the nodes whose bytes it rests on (a condition where no trace holds them): both paths, both kernels' sized
    assert checked[1] == {"c1", "r1", "g2", "cb2", "tangents_1", "r2", "cb3"} and checked[2:] == (
        {"gw3"},
        {"g2", "r1", "cb2"},
    )
    report: dict = {}
    report_floor(table, report)
    assert report["floor"]["across"] == across_evidence(floor) and report["floor"]["bytes"] == floor.bytes


def test_no_floor_3_where_the_value_is_no_product_s_or_nothing_reads_the_product_after_the_kernel():
    table = three_convolutions()
    held = held_bytes(table)
    relu_first = [replace(n, target=RELU) if n.name == "c1" else n for n in table.nodes]  # c1 may run twice
    assert step_floor(replace(table, nodes=relu_first)).across is None
    read_before = [replace(n, inputs=("gi3", "c2")) if n.name == "g1" else n for n in table.nodes]
    assert step_floor(replace(table, nodes=read_before)).bytes == held + 3 * A + 2 * W  # g1 may run before cb2


TAMPERED = {
    "a path whose steps are no edges": lambda e: e.update(path=["c1", "c2", "r1"]),
    "a path not from a product": lambda e: e.update(path=["r1"], later=["r1"]),
    "a path to a value the kernel does not read": lambda e: e.update(path=["c1", "r1", "c2"]),
    "two paths from two products": lambda e: e.update(later=["c2"]),
    "a later path with a backward node": lambda e: e.update(later=["c1", "g1"]),
    "an earlier node that is no kernel": lambda e: e.update(before=["g2", "cb2"]),
    "the kernel as its own earlier one": lambda e: e.update(before=["cb2"]),
    "a before path that ends elsewhere": lambda e: e.update(before=["cb3", "gi3", "g2"]),
    "nothing after the kernel": lambda e: e.update(after=["cb2"]),
    "an after path that skips a node": lambda e: e.update(after=["cb2", "g1"]),
    "a reader that does not read the later value": lambda e: e.update(after=["cb2", "gw2"]),
    "a node not in the graph": lambda e: e.update(path=["c1", "nowhere"]),
    "a path of no nodes": lambda e: e.update(later=[]),
    "a path that is no list": lambda e: e.update(path="c1"),
    "a name that is no string": lambda e: e.update(after=["cb2", ["gi2"], "g1"]),
    "a missing path": lambda e: e.pop("before"),
}


@pytest.mark.parametrize("why", sorted(TAMPERED))
def test_the_checker_refuses_evidence_that_does_not_hold(why):
    table = three_convolutions()
    evidence = across_evidence(step_floor(table))
    assert across_floor(rows_of(table), "cb2", evidence) is not None
    TAMPERED[why](evidence)
    assert across_floor(rows_of(table), "cb2", evidence) is None, why


def test_a_path_that_shares_a_buffer_with_the_kernels_counted_ones_proves_nothing():
    table = three_convolutions()
    rows, evidence = rows_of(table), across_evidence(step_floor(table))
    assert across_floor(rows, "cb2", {**evidence, "later": ["c1", "r1"]}) is None  # r1 is cb2's operand
    rows["cb3"][2] = ["tangents_1", "r2", "w3", "r1"]  # cb3 reads r1 too: it is counted there already
    assert across_floor(rows, "cb2", evidence) is None
    assert across_floor(rows_of(table), "cb1", evidence) is None  # the paths are cb2's, not cb1's
    assert across_floor(rows_of(table), "cb2", None) is None


def test_the_floor_is_never_below_the_kernel_s_own():
    table = three_convolutions()
    rows, evidence = rows_of(table), across_evidence(step_floor(table))
    rows["r2"][3] = 16  # cb3's operand of 16 bytes: a plan that saves a node of c1 -> r1 holds 3A + W + 16 beside it
    assert across_floor(rows, "cb2", evidence)[0] == kernel_floor(table, "cb2").bytes - held_bytes(table)


@st.composite
def layered_tables(draw) -> JointTable:
    """Random convolution stacks: each layer a convolution (or a matrix product) and a chain of element-wise
    values, some a view or a copy; the backward in reverse, each layer's kernel reading the gradient and the
    layer's input, and a node after it reading a value of the layer's own chain again. Random bytes, so that
    either case of floor 3 may be the lesser, or neither above the kernel's own."""
    size = st.sampled_from([4096, 8192, 65536, 65536, 262144, 262144])
    nodes = [node("x", "primal", nbytes=draw(size)), node("tangents_1", "tangent", nbytes=draw(size))]
    layers, previous, ends, chains = draw(st.integers(2, 4)), "x", [], []
    for i in range(layers):
        nodes.append(node(f"w{i}", "primal", nbytes=draw(size)))
        nodes.append(
            node(
                f"c{i}",
                draw(st.sampled_from(["forward", "other"])),
                draw(st.sampled_from([CONV, MM])),
                [previous, f"w{i}"],
                draw(size),
            )
        )
        chain = [f"c{i}"]
        for j in range(draw(st.integers(0, 3))):  # 0: the layer's end is its product
            op = draw(st.sampled_from([RELU, RELU, RELU, VIEW, CLONE]))
            nodes.append(node(f"a{i}_{j}", "forward", op, [chain[-1]], 0 if op == VIEW else draw(size)))
            chain.append(f"a{i}_{j}")
        previous = chain[-1]
        ends.append(previous)
        chains.append(chain)
    grad = "tangents_1"
    for i in reversed(range(layers)):
        nodes.append(node(f"cb{i}", "backward", CONV_BACKWARD, [grad, ends[i - 1] if i else "x", f"w{i}"], draw(size)))
        nodes.append(node(f"gw{i}", "backward", GETITEM, [f"cb{i}"], draw(size)))
        nodes.append(node(f"gi{i}", "backward", GETITEM, [f"cb{i}"], draw(size)))
        again = draw(st.sampled_from(chains[i][:-1] or chains[i]))  # before the layer's end, mostly
        nodes.append(node(f"g{i}", "backward", MUL, [f"gi{i}", again], draw(size)))
        grad = f"g{i}"
    nodes = [replace(n, inputs=tuple(draw(st.sampled_from([n.inputs, n.inputs[::-1]])))) for n in nodes]
    return JointTable(nodes, [], 1, [f"gw{i}" for i in range(layers)], {})


@settings(max_examples=300, deadline=None)
@given(st.one_of(layered_tables(), joint_tables(ops=(*OPS, CONV, CONV, MM))))
def test_the_planner_s_floor_3_is_one_the_checker_verifies_to_the_byte(table):
    for floor in across_floors(table):
        checked = across_floor(rows_of(table), floor.kernel, across_evidence(floor))
        assert checked is not None and checked[0] == floor.bytes - held_bytes(table), floor.why


@pytest.mark.skipif(not CONV_STACK.exists(), reason="the committed conv stack answers are not in this checkout")
def test_the_conv_stack_at_half_its_step_is_infeasible_by_a_value_held_across_two_kernels():
    claims = check_files(None, str(CONV_STACK))
    assert all(ok for ok, _m in claims), [m for ok, m in claims if not ok]
    assert claims[-1][1] == (
        "infeasible: forward inputs and kernel 'convolution_backward_6' (operands, result, gradients before, a value "
        "held) hold 14754376 bytes, budget 14503764"
    )
    assert "condition: bytes of 9 nodes no trace holds ['add_4', 'convolution_backward_5'," in claims[-2][1]
    proof = yaml.safe_load(CONV_STACK.read_text())
    proof["plan"].setdefault("num_fwd_outputs", 0)
    assert step_floor(table_of(proof)).bytes == 14_754_376


@pytest.mark.skipif(not CONV_STACK.exists(), reason="the committed conv stack answers are not in this checkout")
def test_the_conv_stack_proof_with_its_paths_changed_or_dropped_proves_nothing(tmp_path):
    def verdicts(change) -> list[tuple[bool, str]]:
        for path in CONV_STACK.parent.iterdir():
            (tmp_path / path.name).write_bytes(path.read_bytes())
        proof = yaml.safe_load(CONV_STACK.read_text())
        change(proof["floor"])
        (tmp_path / CONV_STACK.name).write_text(yaml.safe_dump(proof))
        return check_files(None, str(tmp_path / CONV_STACK.name))

    broken = verdicts(lambda floor: floor["across"].update(path=["convolution", "relu"]))  # no such edge
    assert broken[-1] == (
        False,
        "floor: 'convolution_backward_6' is a kernel every backward runs, and the paths given hold",
    )
    dropped = verdicts(lambda floor: floor.pop("across"))  # the kernel alone: 13,202,344 B, below the budget
    assert dropped[-1] == (
        False,
        "infeasible: forward inputs and kernel 'convolution_backward_6' (operands, result, gradients before) hold "
        "13202344 bytes, budget 14503764",
    )


def test_a_product_of_4096_bytes_or_less_may_be_decomposed_and_proves_nothing():
    """Inductor decomposes a product of at most 256 outputs into element-wise work, which may run twice: the
    product must be larger (the kernel floor's edge, formal/check/train.py)."""
    table = three_convolutions()
    rows, evidence = rows_of(table), across_evidence(step_floor(table))
    rows["c1"][3] = 4096
    assert across_floor(rows, "cb2", evidence) is None
    rows["c1"][3] = 4097
    assert across_floor(rows, "cb2", evidence)[0] == kernel_floor(table, "cb2").bytes - held_bytes(table)  # 3A+W+4097
