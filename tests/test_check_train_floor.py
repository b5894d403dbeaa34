"""Floors that cover the backward (formal/train/floor.py, formal/check/train.py ``kernel_floor``; docs/train.md,
"Floors"): a backward kernel's operands and result beside the primals bound every plan's step from below.

The committed proof (tests/fixtures/train/mlp-kernel-floor.train-proof.yaml) is ``formal train-plan train_spec:mlp
--budget-ratio 0.4 --no-pytorch`` on torch 2.13.0: the gradients' floor is 462,352 B, below the budget of 886,284
B; the backward's ``mm_3`` (a weight's gradient, reading the ReLU gradient ``where`` and the activation
``relu_4``) holds 903,696 B with the primals, above it. The planner's floor and the checker's are one rule,
written twice (the checker imports nothing of formal's): the property test holds them equal."""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from formal.check import check_files
from formal.check.train import kernel_floor as checked_kernel_floor
from formal.pipelines.train_plan import joint_nodes, report_floor
from formal.train.floor import gradient_floor, kernel_floor, step_floor
from formal.train.formulation import held_bytes
from formal.train.graphs import JointNode, JointTable

TRAIN = Path(__file__).parent / "fixtures" / "train"
PROOF = "mlp-kernel-floor.train-proof.yaml"
MM, ADD, VIEW, CLONE, RELU = (
    "aten.mm.default",
    "aten.add.Tensor",
    "aten.t.default",
    "aten.clone.default",
    "aten.relu.default",
)


def verdicts(tmp_path: Path, change=None, rebind: bool = False) -> list[tuple[bool, str]]:
    """The claims on a copy of the kernel-floor proof after ``change(proof)``; ``rebind``: record the changed
    joint graph's sha256 in the copied traces too, and their files' in the proof (a forger who rewrote every
    file)."""
    for name in (PROOF, "mlp.base.fwd.trace.yaml", "mlp.base.bwd.trace.yaml"):
        (tmp_path / name).write_bytes((TRAIN / name).read_bytes())
    proof = yaml.safe_load((tmp_path / PROOF).read_text())
    if change is not None:
        change(proof)
    if rebind:
        rebind_traces(tmp_path, proof)
    (tmp_path / PROOF).write_text(yaml.safe_dump(proof))
    return check_files(None, str(tmp_path / PROOF))


def rebind_traces(folder: Path, proof: dict) -> None:
    """Record the proof's joint graph's sha256 in the traces it names in ``folder``, then their files' sha256 in
    the proof: what the product does when it writes one (formal.pipelines.train_plan.bind_traces), by hand."""
    sha = hashlib.sha256(json.dumps(proof["plan"]["nodes"], separators=(",", ":")).encode()).hexdigest()
    for part in proof["step"].values():
        if isinstance(part, dict):
            path = folder / part["trace"]
            trace = yaml.safe_load(path.read_text())
            trace["evidence"]["joint_sha256"] = sha
            path.write_text(yaml.safe_dump(trace))
            part["file_sha256"] = hashlib.sha256(path.read_bytes()).hexdigest()


def rows_of(table: JointTable) -> dict[str, list]:
    """The checker's rows of a table, as the product writes them in a proof (``joint_nodes``), by name."""
    return {row[0]: row for row in joint_nodes(table)}


def table_of(proof: dict) -> JointTable:
    """The planner's joint table from a proof's rows (the fused adds as the planner would find them)."""
    nodes = [
        JointNode(n[0], n[1], n[7], tuple(n[2]), n[3], n[4], n[3] // 4, n[5], n[6]) for n in proof["plan"]["nodes"]
    ]
    return JointTable(nodes, [], proof["plan"]["num_fwd_outputs"], proof["plan"]["outputs"], fused_adds(nodes))


def fused_adds(nodes: list[JointNode]) -> dict[str, str]:
    """``mm -> add`` for every add of a product read by nothing else (formal.train.graphs.fused_addmm's rule,
    shapes aside: the planner's floor checks the addend's, the product's and the sum's bytes itself)."""
    readers: dict[str, list[str]] = {}
    for n in nodes:
        for u in dict.fromkeys(n.inputs):
            readers.setdefault(u, []).append(n.name)
    by_name = {n.name: n for n in nodes}
    return {
        u: n.name
        for n in nodes
        if n.target == ADD and len(n.inputs) == 2 and n.inputs[0] != n.inputs[1]
        for u in n.inputs
        if by_name[u].target == MM and readers[u] == [n.name]
    }


def test_the_committed_kernel_floor_proof_checks_and_agrees_with_the_planner():
    claims = check_files(None, str(TRAIN / PROOF))
    assert all(ok for ok, _ in claims), claims
    assert (
        claims[-1][1]
        == "infeasible: forward inputs and kernel 'mm_3' (operands, result, gradients before) hold 903696 bytes, "
        "budget 886284"
    )
    table = table_of(yaml.safe_load((TRAIN / PROOF).read_text()))
    floor = step_floor(table)
    assert (floor.bytes, floor.kernel, floor.operands) == (903_696, "mm_3", ("where", "relu_4", "mm_3"))
    assert gradient_floor(table).bytes == 462_352 < 886_284 < floor.bytes


def test_a_floor_at_the_budget_or_a_cited_node_that_is_no_kernel_proves_nothing(tmp_path):
    at_floor = verdicts(tmp_path, lambda p: p.__setitem__("budget", 903_696))
    assert not at_floor[-1][0] and at_floor[-1][1].startswith("infeasible:")
    for cited in ("relu_4", "where", "permute_8", "primals_1", "tangents_1", "no_such_node", 7):
        claims = verdicts(tmp_path, lambda p, c=cited: p["floor"].__setitem__("kernel", c))
        assert claims[-1][0] is False and "is a kernel every backward runs" in claims[-1][1], (cited, claims[-1])
    gradients = verdicts(tmp_path, lambda p: p.pop("floor"))  # the gradients' floor (the traces' bytes) is below
    assert not gradients[-1][0] and "and gradients hold 463904 bytes" in gradients[-1][1]


def test_a_forged_op_is_refused_by_the_binding_and_by_the_rule(tmp_path):
    def relabel(proof):  # mm_3 called a relu: no longer a kernel
        next(n for n in proof["plan"]["nodes"] if n[0] == "mm_3")[7] = RELU

    unbound = verdicts(tmp_path, relabel)
    assert any(not ok and "joint graph" in m for ok, m in unbound)
    rebound = verdicts(tmp_path, relabel, rebind=True)
    assert [m for ok, m in rebound if not ok] == ["floor: 'mm_3' is a kernel every backward runs"]


def test_a_cyclic_joint_graph_ends(tmp_path):
    def cycle(proof):  # where views loop, a view of where that where views: following views must end
        rows = {n[0]: n for n in proof["plan"]["nodes"]}
        rows["where"][2:4], rows["where"][7] = [["loop", "tangents_1"], 0], VIEW
        proof["plan"]["nodes"].append(["loop", "backward", ["where"], 0, 0, False, False, VIEW])

    claims = verdicts(tmp_path, cycle, rebind=True)
    assert (True, "floor: 'mm_3' is a kernel every backward runs") in claims
    assert claims[-1] == (
        False,
        "infeasible: forward inputs and kernel 'mm_3' (operands, result, gradients before) hold 641552 bytes, "
        "budget 886284",
    )


GPT2 = Path(__file__).parent.parent / "results" / "train" / "sweeps" / "gpt2_lm_s128b8l4"


def gpt2_verdicts(tmp_path: Path, change) -> list[tuple[bool, str]]:
    """The claims on a copy of the GPT-2-sized model's 0.8 proof (its tied embedding's addmm, ``add_58``,
    cited) after ``change(rows by name, proof)``, bound again to its traces (:func:`rebind_traces`)."""
    proof = yaml.safe_load((GPT2 / "gpt2_lm_s128b8l4.r0.8.train-proof.yaml").read_text())
    change({n[0]: n for n in proof["plan"]["nodes"]}, proof)
    for part in ("fwd", "bwd"):
        name = f"gpt2_lm_s128b8l4.base.{part}.trace.yaml"
        (tmp_path / name).write_bytes((GPT2 / name).read_bytes())
    rebind_traces(tmp_path, proof)
    (tmp_path / "proof.yaml").write_text(yaml.safe_dump(proof))
    return check_files(None, str(tmp_path / "proof.yaml"))


def test_the_fused_add_is_one_addmm_only_as_inductor_fuses_it(tmp_path):
    """The addmm rule's conditions, each broken alone on the GPT-2 proof: the cited add is then no kernel."""
    product = "mm_1"  # the LM head's weight gradient, read only by add_58

    def second_reader(rows, proof):  # another node reads the product: Inductor keeps it apart
        proof["plan"]["nodes"].append(["reader", "backward", [product], 8, 0, False, False, "aten.relu.default"])

    def batched(rows, _proof):  # not a matrix product Inductor's pattern matches
        rows[product][7] = "aten.bmm.default"

    def twice(rows, _proof):  # the product added to itself
        rows["add_58"][2] = [product, product]

    def widened(rows, _proof):  # an addend of another size (another dtype): not fused
        rows["_unsafe_masked_index_put_accumulate_1"][3] //= 2

    unchanged = gpt2_verdicts(tmp_path, lambda rows, proof: None)
    assert all(ok for ok, _ in unchanged) and "'add_58'" in unchanged[-1][1]
    rows = {
        n[0]: n for n in yaml.safe_load((GPT2 / "gpt2_lm_s128b8l4.r0.8.train-proof.yaml").read_text())["plan"]["nodes"]
    }
    assert rows["add_58"][2][0] == product and rows[product][7] == MM
    for change in (second_reader, batched, twice, widened):
        claims = gpt2_verdicts(tmp_path, change)
        assert claims[-1] == (False, "floor: 'add_58' is a kernel every backward runs"), change.__name__


def test_the_kernel_rule_at_its_edges():
    """A product of 4,097 bytes counts and one of 4,096 does not (Inductor may decompose it); a read through
    a view whose viewed value is not in the graph, or a view that claims bytes, is sized 0."""

    def rows(result: int, reads: list[str], extra: list[list]) -> dict[str, list]:
        table = [["t", "tangent", [], 4096, 0, False, False, ""], ["g", "backward", ["t"], 8192, 0, False, False, RELU]]
        table += extra + [["k", "backward", reads, result, 1, False, False, MM]]
        return {n[0]: n for n in table}

    assert checked_kernel_floor(rows(4097, ["g"], []), "k")[:3] == (8192 + 4097, {"g", "k"}, set())
    assert checked_kernel_floor(rows(4096, ["g"], []), "k") is None
    dangling = ["v", "backward", ["gone", "t"], 0, 0, False, False, VIEW]  # views what the graph does not have
    assert checked_kernel_floor(rows(8000, ["v", "g"], [dangling]), "k")[:3] == (8192 + 8000, {"g", "k"}, set())
    sized = ["w", "backward", ["gone", "t"], 512, 0, False, False, VIEW]  # a view row with bytes: its buffer, size 0
    assert checked_kernel_floor(rows(8000, ["w", "g"], [sized]), "k")[:3] == (0 + 8192 + 8000, {"g", "k"}, set())


def test_a_proof_of_seven_fields_cites_no_kernel(tmp_path):
    def seven(proof):
        proof["plan"]["nodes"] = [n[:7] for n in proof["plan"]["nodes"]]

    claims = verdicts(tmp_path, seven, rebind=True)
    assert claims[-1] == (False, "floor: 'mm_3' is a kernel every backward runs")


def node(name, kind, target="aten.op", inputs=(), nbytes=0):
    return JointNode(name, kind, target, tuple(inputs), nbytes, 0, nbytes // 4, False, False)


def test_a_tied_embedding_gradient_holds_the_logits_gradient_beside_both_vocabulary_buffers():
    """The GPT-2 rows' shape: the LM head's product with the logits gradient, added to the embedding's scatter
    (computed from the whole backward), is one addmm at the end; a view of the logits gradient is its operand,
    the hidden state another; the embedding weight, a primal, counts once, as held."""
    vocab, logits, hidden = 4000 * 64 * 4, 512 * 4000 * 4, 512 * 64 * 4
    nodes = [
        node("wte", "primal", nbytes=vocab),
        node("tangents_1", "tangent", nbytes=4),
        node("h", "forward", MM, ["wte"], hidden),
        node("dlogits", "backward", "aten.mul.Tensor", ["tangents_1"], logits),
        node("dlogits_t", "backward", VIEW, ["dlogits"]),
        node("dh", "backward", MM, ["dlogits", "wte"], hidden),
        node("scatter", "backward", "aten.embedding_dense_backward.default", ["dh"], vocab),
        node("head", "backward", MM, ["dlogits_t", "h"], vocab),
        node("grad_wte", "backward", ADD, ["head", "scatter"], vocab),
    ]
    table = JointTable(nodes, [], 1, ["h", "grad_wte"], {"head": "grad_wte"})
    floor = step_floor(table)
    assert floor.kernel == "grad_wte" and floor.operands == ("dlogits", "h", "scatter", "grad_wte")
    assert floor.bytes == vocab + logits + hidden + vocab + vocab
    assert gradient_floor(table).bytes == 2 * vocab < floor.bytes
    half = [replace(n, bytes=vocab // 2) if n.name == "scatter" else n for n in nodes]  # another dtype: no addmm
    assert kernel_floor(JointTable(half, [], 1, ["h", "grad_wte"], {"head": "grad_wte"}), "grad_wte") is None
    split = JointTable(nodes, [], 1, ["h", "grad_wte"], {})  # --split-addmm: the product runs where it is
    assert kernel_floor(split, "grad_wte") is None
    assert step_floor(split).bytes == vocab + logits + hidden + vocab  # the product itself: dlogits, h, its result


def test_operands_sharing_a_buffer_count_once_and_forward_kernels_not_at_all():
    act = 1024 * 64 * 4
    nodes = [
        node("w", "primal", nbytes=64 * 64 * 4),
        node("x", "primal", nbytes=act),
        node("tangents_1", "tangent", nbytes=act),
        node("a", "forward", RELU, ["x"], act),
        node("fwd_mm", "forward", MM, ["a", "w"], act),  # a forward kernel: a plan may recompute it, or not
        node("g", "backward", RELU, ["tangents_1"], act),
        node("g_t", "backward", VIEW, ["g"]),
        node("g_copy", "backward", CLONE, ["g"], act),  # Inductor may drop the copy: one buffer with g
        node("gram", "backward", MM, ["g_t", "g_copy"], 64 * 64 * 4),
        node("dx", "backward", MM, ["g", "w"], act),  # w, a primal, is held already
        node("tiny", "backward", MM, ["g_t", "g"], 4096),  # small enough to be decomposed: no kernel
    ]
    table = JointTable(nodes, [], 1, ["fwd_mm", "dx", "gram"], {})
    held = held_bytes(table)
    assert kernel_floor(table, "gram").bytes == held + act + 64 * 64 * 4
    assert kernel_floor(table, "dx").bytes == held + act + act
    assert kernel_floor(table, "fwd_mm") is None and kernel_floor(table, "tiny") is None
    assert kernel_floor(table, "g") is None


CONV_BACKWARD, GETITEM = "aten.convolution_backward.default", "<built-in function getitem>"
OPS = (MM, ADD, VIEW, CLONE, RELU, CONV_BACKWARD, GETITEM, "aten.permute.default", "aten.slice.Tensor")


@st.composite
def joint_tables(draw, ops: tuple[str, ...] = OPS) -> JointTable:
    """Random joint graphs in topological order: primals, a tangent, then nodes of random kinds and ops reading
    one or two earlier nodes; views have no bytes of their own."""
    nodes = [node(f"p{i}", "primal", nbytes=draw(st.integers(1, 9)) * 4096) for i in range(draw(st.integers(1, 3)))]
    nodes.append(node("tangents_1", "tangent", nbytes=draw(st.integers(1, 9)) * 4096))
    for i in range(draw(st.integers(1, 14))):
        target = draw(st.sampled_from(ops))
        inputs = draw(st.lists(st.sampled_from([n.name for n in nodes]), min_size=1, max_size=2))
        view = target in (VIEW, "aten.permute.default", "aten.slice.Tensor")
        nbytes = 0 if view else draw(st.sampled_from([4096, 8192, 65536, 262144]))
        nodes.append(node(f"n{i}", draw(st.sampled_from(["forward", "backward", "other"])), target, inputs, nbytes))
    return JointTable(nodes, [], 0, [nodes[-1].name], fused_adds(nodes))


@settings(max_examples=300, deadline=None)
@given(joint_tables())
def test_the_planner_and_the_checker_find_the_same_kernel_floors(table):
    rows = rows_of(table)
    for n in table.nodes:
        planned, checked = kernel_floor(table, n.name), checked_kernel_floor(rows, n.name)
        assert (planned is None) == (checked is None), n
        if planned is not None:
            assert planned.bytes == held_bytes(table) + checked[0], n
            assert set(planned.gradients) == checked[2], n


RESIDUAL_PROOF = "residual-gradients-floor.train-proof.yaml"


def residual_verdicts(tmp_path: Path, change=None) -> list[tuple[bool, str]]:
    """The claims on a copy of the residual net's gradients-floor proof after ``change(rows by name)``, bound again
    to its traces (:func:`rebind_traces`)."""
    for name in (RESIDUAL_PROOF, "residual.base.fwd.trace.yaml", "residual.base.bwd.trace.yaml"):
        (tmp_path / name).write_bytes((TRAIN / name).read_bytes())
    proof = yaml.safe_load((tmp_path / RESIDUAL_PROOF).read_text())
    if change is not None:
        change({n[0]: n for n in proof["plan"]["nodes"]}, proof)
        rebind_traces(tmp_path, proof)
    (tmp_path / RESIDUAL_PROOF).write_text(yaml.safe_dump(proof))
    return check_files(None, str(tmp_path / RESIDUAL_PROOF))


def test_a_convolution_backwards_floor_holds_the_gradients_the_convolution_backwards_before_it_wrote(tmp_path):
    """``formal train-plan residual --budget-ratio 0.5 --no-pytorch`` on torch 2.13.0: the budget, 90,104 B, is above
    convolution_backward_4's operands and result beside the primals (78,408 B) and below them with the weights' and
    biases' gradients of the four convolution backwards it depends on (16,864 B more): only those prove it."""
    claims = residual_verdicts(tmp_path)
    assert all(ok for ok, _ in claims), claims
    assert (True, "floor: the gradients written before it are backward outputs (8)") in claims
    assert claims[-1] == (
        True,
        "infeasible: forward inputs and kernel 'convolution_backward_4' (operands, result, gradients before) hold "
        "95272 bytes, budget 90104",
    )
    table = table_of(yaml.safe_load((TRAIN / RESIDUAL_PROOF).read_text()))
    floor, report = step_floor(table), {}
    assert (floor.bytes, floor.kernel) == (95_272, "convolution_backward_4")
    assert sorted(floor.gradients) == sorted(f"getitem_{k}" for k in (1, 2, 4, 5, 7, 8, 10, 11))
    report_floor(table, report)  # the planner's report names them, and says so
    assert report["floor"]["gradients"] == list(floor.gradients) and "8 gradients written before it" in floor.why


def test_a_gradient_counts_only_as_an_item_no_node_reads_of_the_bytes_the_backward_returns(tmp_path):
    def read_later(rows, proof):  # another node reads getitem_1: no longer an output, its 9,216 B not counted
        proof["plan"]["nodes"].append(["reader", "backward", ["getitem_1"], 8, 0, False, False, RELU])

    def doubled(rows, _proof):  # a weight's gradient of twice its size, its shape agreeing: no output is that large
        rows["getitem_1"][3], rows["getitem_1"][8] = 18432, [32, 16, 3, 3]

    last = residual_verdicts(tmp_path, read_later)[-1]
    assert last == (
        False,
        "infeasible: forward inputs and kernel 'convolution_backward_4' (operands, result, gradients before) hold "
        "86056 bytes, budget 90104",
    )
    claims = residual_verdicts(tmp_path, doubled)
    assert [m for ok, m in claims if not ok] == ["floor: the gradients written before it are backward outputs (8)"]


def test_the_gradients_written_before_a_kernel_are_those_of_the_calls_it_depends_on():
    w = 3 * 3 * 16 * 16 * 4
    act = 2 * 16 * 8 * 8 * 4
    nodes = [
        node("w1", "primal", nbytes=w),
        node("w2", "primal", nbytes=w),
        node("x", "primal", nbytes=act),
        node("tangents_1", "tangent", nbytes=act),
        node("a", "forward", "aten.convolution.default", ["x", "w1"], act),
        node("cb2", "backward", CONV_BACKWARD, ["tangents_1", "a", "w2"], act + w),
        node("gi2", "backward", GETITEM, ["cb2"], act),  # the input's gradient: read by cb1, not returned
        node("gw2", "backward", GETITEM, ["cb2"], w),  # the weight's: returned
        node("side", "backward", "aten.native_batch_norm_backward.default", ["tangents_1"], 2 * 64),
        node("gs", "backward", GETITEM, ["side"], 64),  # an item of a call that is no kernel: not counted
        node("cb1", "backward", CONV_BACKWARD, ["gi2", "x", "w1"], w),
        node("gw1", "backward", GETITEM, ["cb1"], w),
        node("other", "backward", CONV_BACKWARD, ["tangents_1", "x", "w1"], act + w),  # cb1 does not depend on it
        node("go", "backward", GETITEM, ["other"], w),
    ]
    table = JointTable(nodes, [], 1, ["a", "gw2", "gs", "gw1", "go"], {})
    held = held_bytes(table)
    assert kernel_floor(table, "cb2").gradients == ()
    floor = kernel_floor(table, "cb1")
    assert floor.gradients == ("gw2",) and floor.operands == ("gi2", "cb1")
    assert floor.bytes == held + act + w + w  # gi2, its result, and gw2 written by cb2
    rows = rows_of(table)
    assert checked_kernel_floor(rows, "cb1") == (act + w + w, {"gi2", "cb1"}, {"gw2"}, {"gi2", "cb1"})


def test_an_item_of_nothing_or_of_no_bytes_is_no_gradient_the_floor_counts(tmp_path):
    """A getitem row that reads nothing (a hostile graph) is skipped, not a crash; one of no bytes is counted as
    none: the floor and its gradients are those of the genuine proof."""

    def orphan(rows, proof):
        proof["plan"]["nodes"].append(["orphan", "backward", [], 64, 0, False, False, GETITEM])

    def empty(rows, proof):
        proof["plan"]["nodes"].append(["empty", "backward", ["convolution_backward"], 0, 0, False, False, GETITEM])

    for change, count in ((orphan, 8), (empty, 9)):
        claims = residual_verdicts(tmp_path, change)
        assert all(ok for ok, _ in claims), (change.__name__, claims)
        assert (True, f"floor: the gradients written before it are backward outputs ({count})") in claims
        assert claims[-1][1].endswith("hold 95272 bytes, budget 90104"), claims[-1]
