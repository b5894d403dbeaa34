"""Issue 49, item 2 ("Bind every cost to measured bytes"): the hostile round's two false training claims, and what
binds a training proof's costs now (formal/check/train.py; docs/train.md, "The proof").

Both forgeries passed ``formal check`` with the genuine problem hashes printed, the traces' ``evidence.joint_sha256``
rewritten (a field no problem hash covers): A, every FLOP zero, "optimal" where the proof says a gap; B, a backward
product's bytes 10^15 cited as a floor at a budget of 10^14, "infeasible" for a step of about 0.45 MB. Each is
built here from the committed MLP fixture, as found and by a forger who also rewrote the proof's file hashes."""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path
from typing import Any, Callable

import pytest
import torch
import yaml
from torch.utils.flop_counter import FlopCounterMode

from formal.check import Invalid, check_files
from formal.check.train import product_flops

TRAIN = Path(__file__).parent / "fixtures" / "train"


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def forged(tmp_path: Path, name: str, change: Callable[[dict], Any], files: bool) -> list[tuple[bool, str]]:
    """The claims on a copy of the fixture ``name`` after ``change(proof)``, its joint graph's sha256 written into
    both traces it names (the finding's forger); ``files``: the traces' file hashes rewritten in the proof too."""
    for f in TRAIN.iterdir():
        (tmp_path / f.name).write_bytes(f.read_bytes())
    proof = yaml.safe_load((TRAIN / name).read_text())
    change(proof)
    joint = hashlib.sha256(json.dumps(proof["plan"]["nodes"], separators=(",", ":")).encode()).hexdigest()
    for part in (proof["step"]["forward"], proof["step"]["backward"]):
        path = tmp_path / part["trace"]
        trace = yaml.safe_load(path.read_text())
        trace["evidence"]["joint_sha256"] = joint
        path.write_text(yaml.safe_dump(trace))
        if files:
            part["file_sha256"] = sha(path)
    (tmp_path / name).write_text(yaml.safe_dump(proof))
    return check_files(None, str(tmp_path / name))


def false(claims: list[tuple[bool, str]]) -> list[str]:
    return [m for ok, m in claims if not ok]


def no_flops(proof: dict) -> None:
    """Forgery A: every node's FLOPs 0, so extra FLOPs 0 and the lower bound 0: "optimal"."""
    for n in proof["plan"]["nodes"]:
        n[4] = 0
    proof["plan"]["extra_flops"] = proof["plan"]["lower_bound"]["extra_flops"] = 0


def huge_product(proof: dict) -> None:
    """Forgery B: a budget of 10^14 made "infeasible" by the backward's mm_7 claimed 10^15 bytes."""
    proof.update(budget=10**14, infeasible=True, floor={"kernel": "mm_7"})
    next(n for n in proof["plan"]["nodes"] if n[0] == "mm_7")[3] = 10**15


@pytest.mark.parametrize("files", [False, True], ids=["as-found", "file-hashes-rewritten"])
def test_forgery_a_zero_flops_is_refused(tmp_path, files):
    claims = forged(tmp_path, "mlp.train-proof.yaml", no_flops, files)
    wrong = "plan: shapes give 62 nodes' bytes, 20 products' FLOPs, not 'addmm'"  # 2 x 1024 x 64 x 64, not 0
    hashes = [m for m in false(claims) if " sha256 " in m]
    assert false(claims) == [*hashes, wrong]
    assert len(hashes) == (0 if files else 2)
    assert not any(m.startswith("verdict") for _ok, m in claims)
    for part, trace in (("forward", "mlp.plan.fwd.trace.yaml"), ("backward", "mlp.plan.bwd.trace.yaml")):
        printed = next(m for _ok, m in claims if m.startswith(f"{part}: {trace} sha256 "))
        assert sha(TRAIN / trace) not in printed  # a reader holding the genuine traces sees another file
        assert sha(tmp_path / trace) in printed


@pytest.mark.parametrize("files", [False, True], ids=["as-found", "file-hashes-rewritten"])
def test_forgery_b_a_product_of_a_petabyte_is_refused(tmp_path, files):
    claims = forged(tmp_path, "mlp-kernel-floor.train-proof.yaml", huge_product, files)
    hashes = [m for m in false(claims) if " sha256 " in m]
    assert false(claims) == [*hashes, "plan: shapes give 62 nodes' bytes, 20 products' FLOPs, not 'mm_7'"]
    assert len(hashes) == (0 if files else 2)


def test_forgery_b_with_the_shape_forged_too_is_refused_by_the_products_rule(tmp_path):
    """mm_7 = mm(permute_20 [64, 1024], relu_2 [1024, 64]): a result of 10^15 bytes is no product of those."""

    def change(proof):
        huge_product(proof)
        next(n for n in proof["plan"]["nodes"] if n[0] == "mm_7")[8] = [15_625_000, 16_000_000]  # x 4 B: 10^15

    claims = forged(tmp_path, "mlp-kernel-floor.train-proof.yaml", change, files=True)
    assert false(claims) == ["plan: shapes give 62 nodes' bytes, 20 products' FLOPs, not 'mm_7'"]


def test_without_shapes_the_bytes_a_floor_rests_on_are_its_conditions(tmp_path):
    """A proof whose rows give no shapes (those written before them, the committed results') binds a backward
    product's bytes to nothing the checker can recompute: the verdict says it rests on them, naming them."""

    def change(proof):
        huge_product(proof)
        proof["plan"]["nodes"] = [n[:8] for n in proof["plan"]["nodes"]]

    claims = forged(tmp_path, "mlp-kernel-floor.train-proof.yaml", change, files=True)
    assert not false(claims)
    assert claims[-2] == (
        True,
        "condition: bytes of 2 nodes no trace holds ['mm_7', 'where_2'] as plan.nodes states them (not recomputed)",
    )


def test_the_genuine_floor_names_what_it_rests_on():
    claims = check_files(None, str(TRAIN / "mlp-kernel-floor.train-proof.yaml"))
    assert all(ok for ok, _m in claims)
    assert claims[-2] == (
        True,
        "condition: bytes of 2 nodes no trace holds ['mm_3', 'where'] as plan.nodes states them (not recomputed)",
    )


@pytest.mark.parametrize(
    "edit",
    [
        lambda t: t["evidence"].__setitem__("original_measured_peak", 1),  # evidence: no problem hash covers it
        lambda t: t["evidence"].__setitem__("joint_sha256", "0" * 64),
        lambda t: t["capture"].__setitem__("threads", 2),
    ],
)
def test_a_trace_edited_after_its_proof_is_named_with_its_hash(tmp_path, edit):
    for f in TRAIN.iterdir():
        (tmp_path / f.name).write_bytes(f.read_bytes())
    path = tmp_path / "mlp.plan.bwd.trace.yaml"
    trace = yaml.safe_load(path.read_text())
    edit(trace)
    path.write_text(yaml.safe_dump(trace))
    genuine = yaml.safe_load((TRAIN / "mlp.train-proof.yaml").read_text())["step"]["backward"]["file_sha256"]
    assert genuine == sha(TRAIN / "mlp.plan.bwd.trace.yaml")
    claims = check_files(None, str(tmp_path / "mlp.train-proof.yaml"))
    said = f"backward: mlp.plan.bwd.trace.yaml sha256 {sha(path)}, not the proof's '{genuine[:20]}"
    assert false(claims)[0].startswith(said)  # first, and the only false claim but a rewritten joint graph's
    assert all(m.startswith(said) or "joint graph" in m for m in false(claims))
    assert not any(m.startswith("verdict") for _ok, m in claims)


def test_a_proof_that_names_no_file_hash_proves_nothing(tmp_path):
    for f in TRAIN.iterdir():
        (tmp_path / f.name).write_bytes(f.read_bytes())
    proof = yaml.safe_load((TRAIN / "mlp.train-proof.yaml").read_text())
    del proof["step"]["forward"]["file_sha256"]
    (tmp_path / "p.yaml").write_text(yaml.safe_dump(proof))
    claims = check_files(None, str(tmp_path / "p.yaml"))
    whole = sha(TRAIN / "mlp.plan.fwd.trace.yaml")
    assert false(claims) == [f"forward: mlp.plan.fwd.trace.yaml sha256 {whole}, not the proof's None"]


@pytest.mark.parametrize("name", ["full_default", "relu_4", "tangents_1", "primals_3"])
def test_every_node_a_trace_holds_has_its_bytes(tmp_path, name):
    """A saved value of kind other or forward, a tangent (the backward's storages) and a primal (the forward's)."""

    def change(proof):
        row = next(n for n in proof["plan"]["nodes"] if n[0] == name)
        row[3], row[8] = row[3] * 2, [2, *row[8]]  # its shape too: only the trace tells

    claims = forged(tmp_path, "mlp.train-proof.yaml", change, files=True)
    assert false(claims)[0] == f"plan: the 20 nodes the traces hold have their bytes as in the traces, not {name!r}"


def row(name: str, op: str, inputs: list[str], shape: list[int], flops: int = 0) -> list:
    return [name, "forward", inputs, 4 * math.prod(shape), flops, True, True, op, shape]


def counted(fn: Callable[[], Any]) -> int:
    with FlopCounterMode(display=False) as mode:
        fn()
    return mode.get_total_flops()


PRODUCTS = [  # op, operand shapes, the call: the checker's count is FlopCounterMode's
    ("aten.mm.default", [[8, 16], [16, 4]], lambda a, b: torch.ops.aten.mm(a, b)),
    ("aten.bmm.default", [[3, 8, 16], [3, 16, 4]], lambda a, b: torch.ops.aten.bmm(a, b)),
    ("aten.addmm.default", [[4], [8, 16], [16, 4]], lambda c, a, b: torch.ops.aten.addmm(c, a, b)),
    ("aten.baddbmm.default", [[3, 8, 4], [3, 8, 16], [3, 16, 4]], lambda c, a, b: torch.ops.aten.baddbmm(c, a, b)),
    *(
        (
            "aten.convolution.default",
            [x, w],
            lambda x, w, s=stride, t=transposed, g=groups: torch.ops.aten.convolution(
                x, w, None, [s, s], [1, 1], [1, 1], t, [0, 0], g
            ),
        )
        for x, w, stride, transposed, groups in (
            ([2, 4, 9, 9], [6, 4, 3, 3], 2, False, 1),
            ([2, 4, 9, 9], [6, 2, 3, 3], 1, False, 2),
            ([2, 6, 5, 5], [6, 4, 3, 3], 2, True, 1),  # transposed: weight [in, out / groups, ...]
        )
    ),
]


@pytest.mark.parametrize("op, shapes, call", PRODUCTS, ids=lambda p: p if isinstance(p, str) else "")
def test_the_checker_counts_a_products_flops_as_flop_counter_mode(op, shapes, call):
    tensors = [torch.randn(s) for s in shapes]
    out = call(*tensors)
    names = [f"in{i}" for i in range(len(shapes))]
    nodes = {n: row(n, "aten.relu.default", [], s) for n, s in zip(names, shapes)}
    expected = counted(lambda: call(*tensors))
    assert expected > 0 and product_flops(nodes, row("p", op, names, list(out.shape))) == expected


def test_shapes_that_are_no_products_are_refused_and_missing_ones_are_conditions():
    nodes = {"a": row("a", "x", [], [8, 16]), "b": row("b", "x", [], [16, 4]), "v": row("v", "x", [], [2])}
    nodes["v"][8] = None
    assert product_flops(nodes, row("p", "aten.mm.default", ["a", "b"], [8, 4])) == 2 * 8 * 4 * 16
    assert product_flops(nodes, row("p", "aten.mm.default", ["a", "b"], [8, 5])) == -1  # N is not b's
    assert product_flops(nodes, row("p", "aten.mm.default", ["b", "a"], [16, 16])) == -1  # K differs
    assert product_flops(nodes, row("p", "aten.mm.default", ["a", "v"], [8, 4])) is None  # an operand's shape unknown
    assert product_flops(nodes, row("p", "aten.mm.default", ["a"], [8, 4])) is None  # mm(a, a): one input named
    assert product_flops(nodes, row("p", "aten.relu.default", ["a"], [8, 16])) is None  # no formula here
    # in and out channels equal and a stride: a convolution's count and a transposed one's differ, and the shapes
    # do not say which it is: not recomputed (a condition of the verdict)
    conv = {"x": row("x", "x", [], [1, 4, 8, 8]), "w": row("w", "x", [], [4, 4, 3, 3])}
    assert product_flops(conv, row("c", "aten.convolution.default", ["x", "w"], [1, 4, 4, 4])) is None
    assert product_flops(conv, row("c", "aten.convolution.default", ["x", "w"], [1, 4, 8, 8])) == 2 * 256 * 36


def _row(name: str, op: str = "", inputs: tuple = (), shape: list | None = None) -> list:
    """A plan.nodes row: [name, kind, inputs, bytes, flops, savable, recomputable, op, shape]."""
    return [name, "forward", list(inputs), 0, 0, False, False, op, shape]


CONV = "aten.convolution.default"


def test_a_convolution_with_a_bias_counts_its_input_and_weight_alone():
    nodes = {"x": _row("x", shape=[2, 3, 8, 8]), "w": _row("w", shape=[4, 3, 3, 3]), "b": _row("b", shape=[4])}
    nodes["y"] = _row("y", CONV, ("x", "w", "b"), [2, 4, 6, 6])
    assert product_flops(nodes, nodes["y"]) == 2 * (2 * 4 * 6 * 6) * (3 * 3 * 3)


def test_a_product_without_its_own_shape_or_of_one_dimension_is_not_recomputed():
    nodes = {"a": _row("a", shape=[4, 8]), "b": _row("b", shape=[8, 5])}
    for shape in (None, [20]):
        nodes["c"] = _row("c", "aten.mm.default", ("a", "b"), shape)
        assert product_flops(nodes, nodes["c"]) is None


def test_a_convolution_whose_batch_is_not_its_inputs_is_no_convolution():
    nodes = {"x": _row("x", shape=[2, 3, 8, 8]), "w": _row("w", shape=[4, 3, 3, 3])}
    nodes["y"] = _row("y", CONV, ("x", "w"), [3, 4, 6, 6])
    assert product_flops(nodes, nodes["y"]) == -1


def test_a_convolution_whose_channels_meet_no_weight_is_no_convolution():
    nodes = {"x": _row("x", shape=[2, 3, 8, 8]), "w": _row("w", shape=[4, 5, 3, 3])}
    nodes["y"] = _row("y", CONV, ("x", "w"), [2, 6, 6, 6])
    assert product_flops(nodes, nodes["y"]) == -1


def test_a_saved_node_marked_unsavable_still_has_its_traces_bytes(tmp_path):
    """A node the backward trace holds by name is held to its bytes there whether or not the row calls it savable
    (only a view's row, of no bytes and not savable, is left to its base)."""

    def unsavable_and_doubled(proof: dict) -> None:
        row = next(n for n in proof["plan"]["nodes"] if n[0] == "relu_2")
        row[3], row[5] = 2 * row[3], False  # still elements x 8 bytes: its shape allows it

    claims = forged(tmp_path, "mlp.train-proof.yaml", unsavable_and_doubled, files=True)
    assert any(m.startswith("plan: the ") and m.endswith("not 'relu_2'") for m in false(claims)), false(claims)


@pytest.mark.parametrize("shape,ok", [([1] * 64, True), ([1] * 65, False), ({1: 2}, False), ("1", False)])
def test_a_rows_shape_is_a_list_of_at_most_64_sizes(tmp_path, shape, ok):
    def reshaped(proof: dict) -> None:
        next(n for n in proof["plan"]["nodes"] if n[0] == "relu_2")[8] = shape

    if ok:
        forged(tmp_path, "mlp.train-proof.yaml", reshaped, files=True)
    else:
        with pytest.raises(Invalid, match=r"plan.nodes\[\d+\]"):
            forged(tmp_path, "mlp.train-proof.yaml", reshaped, files=True)


def test_an_empty_tangent_is_held_to_the_traces_zero_bytes(tmp_path):
    """A tangent of no bytes (an empty tensor; a tangent is never savable) is still one the backward trace holds:
    its row's 0 is the trace's 0, not a node of unknown size."""
    for f in TRAIN.iterdir():
        (tmp_path / f.name).write_bytes(f.read_bytes())
    proof = yaml.safe_load((TRAIN / "mlp.train-proof.yaml").read_text())
    bwd = tmp_path / proof["step"]["backward"]["trace"]
    trace = yaml.safe_load(bwd.read_text())
    storages = {s["id"]: s for s in trace["storages"]}
    tangent = next(n for n in proof["plan"]["nodes"] if n[1] == "tangent" and n[0] in storages)
    tangent[3], storages[tangent[0]]["bytes"] = 0, 0
    trace["evidence"]["joint_sha256"] = hashlib.sha256(
        json.dumps(proof["plan"]["nodes"], separators=(",", ":")).encode()
    ).hexdigest()
    bwd.write_text(yaml.safe_dump(trace))
    (tmp_path / "p.yaml").write_text(yaml.safe_dump(proof))
    claims = check_files(None, str(tmp_path / "p.yaml"))
    held = [(ok, m) for ok, m in claims if m.startswith("plan: the ") and "have their bytes as in the traces" in m]
    assert held and held[0][0], held


def _claim(claims: list[tuple[bool, str]], start: str) -> tuple[bool, str]:
    return next((ok, m) for ok, m in claims if m.startswith(start))


@pytest.mark.parametrize(
    "factor,holds", [(1, True), (2, True), (8, True), (16, True), (3, False), (9, False), (17, False)]
)
def test_a_nodes_bytes_are_its_elements_times_1_2_4_8_or_16(tmp_path, factor, holds):
    """A row no trace holds, with a shape: its bytes are its elements times a dtype's size, 1 to 16 bytes."""

    def resized(proof: dict) -> None:
        row = next(n for n in proof["plan"]["nodes"] if n[0] == "addmm")
        row[3] = math.prod(row[8]) * factor

    ok, message = _claim(forged(tmp_path, "mlp.train-proof.yaml", resized, files=True), "plan: shapes give ")
    assert ok == holds and (holds or message.endswith("not 'addmm'")), message


def test_a_primal_no_trace_holds_is_refused(tmp_path):
    """Primals and tangents are the traces' inputs: one the traces do not hold has no bytes to be held to."""

    def extra_primal(proof: dict) -> None:
        proof["plan"]["nodes"].append(["primals_99", "primal", [], 8, 0, True, False, "", None])

    ok, message = _claim(forged(tmp_path, "mlp.train-proof.yaml", extra_primal, files=True), "plan: the ")
    assert not ok and message.endswith("not 'primals_99'"), message
