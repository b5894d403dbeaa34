"""The backward's matrix products fused into adds: how the planning model sees them
(formal.train.formulation reads ``JointTable.addmm``), and the opt-in rewrite that keeps them
apart (formal.train.graphs.split_addmm, ``formal train-plan --split-addmm``)."""

from __future__ import annotations

import torch
from torch.fx.experimental.proxy_tensor import make_fx
from train_helpers import TiedLM, joint_node

from formal.capture.spec import ModelSpec
from formal.pipelines.train_plan import measure_baseline
from formal.pipelines.train_step import compile_step, measure_step
from formal.runtime.execute import bit_identical
from formal.train import formulation as M
from formal.train.graphs import JointTable, fused_addmm, split_addmm

aten = torch.ops.aten


def _graph(fn, *shapes, dtypes=None):
    args = [torch.randn(s, dtype=(dtypes or {}).get(i, torch.float32)) for i, s in enumerate(shapes)]
    return make_fx(fn)(*args), args


def _adds(gm):
    return [n for n in gm.graph.nodes if n.op == "call_function" and n.target is aten.add.Tensor]


def test_an_add_of_a_product_and_a_tensor_of_its_shape_is_what_inductor_fuses():
    for fn in (lambda a, b, c: aten.add(aten.mm(a, b), c), lambda a, b, c: aten.add(c, aten.mm(a, b))):
        gm, _ = _graph(fn, (4, 3), (3, 5), (4, 5))
        (add,) = _adds(gm)
        assert fused_addmm(add) is not None and fused_addmm(add).target is aten.mm.default


def test_a_product_read_elsewhere_or_a_broadcast_or_promoted_addend_is_not_fused():
    def read_twice(a, b, c):
        m = aten.mm(a, b)
        return aten.add(m, c), aten.mul(m, 2)

    cases = [
        (read_twice, [(4, 3), (3, 5), (4, 5)], None),
        (lambda a, b, c: aten.add(aten.mm(a, b), c), [(4, 3), (3, 5), (5,)], None),  # a bias
        (lambda a, b, c: aten.add(aten.mm(a, b), c), [(4, 3), (3, 5), (4, 5)], {2: torch.float64}),
        (lambda a, b, c: aten.add(aten.mul(a, 2), c), [(4, 5), (4, 5), (4, 5)], None),
    ]
    for fn, shapes, dtypes in cases:
        gm, _ = _graph(fn, *shapes, dtypes=dtypes)
        assert [fused_addmm(n) for n in _adds(gm)] == [None] * len(_adds(gm))
        assert split_addmm(gm) == []


def test_split_addmm_computes_the_same_sum_apart_from_the_product():
    gm, args = _graph(lambda a, b, c: aten.relu(aten.add(aten.mm(a, b), c)), (4, 3), (3, 5), (4, 5))
    want = gm(*args)
    (add,) = _adds(gm)
    assert split_addmm(gm) == [add.name]
    assert add.target is torch.ops.prims.add.default
    assert _adds(gm) == [] and fused_addmm(add) is None
    assert bit_identical(gm(*args), want)  # an element-wise add of the same two tensors


def _tied_table(fused: bool) -> JointTable:
    """A tied weight's gradient: the tangent is read (through a view) by the head's product,
    which Inductor computes inside the add at the end when fused; a long middle in between."""
    nodes = [
        joint_node("w", "primal", nbytes=400),
        joint_node("x", "primal", nbytes=400),
        joint_node("h", "forward", ["x", "w"], 4000, flops=10),
        joint_node("t", "tangent", nbytes=100_000),
        joint_node("tv", "backward", ["t"], elements=25_000),  # a view of the tangent: no bytes of its own
        joint_node("dh", "backward", ["tv", "w"], 4000, flops=10),
        joint_node("mm", "backward", ["tv", "h"], 400, flops=10),
        joint_node("m1", "backward", ["dh"], 50_000, flops=10),
        joint_node("m2", "backward", ["m1", "h"], 400, flops=10),
        joint_node("scatter", "backward", ["m2"], 400, flops=10),
        joint_node("dw", "backward", ["mm", "scatter"], 400),
    ]
    return JointTable(nodes, ["h"], 1, outputs=["h", "dw", "dh"], addmm={"mm": "dw"} if fused else {})


def test_the_planning_model_keeps_a_fused_products_inputs_until_its_add():
    fused, apart = _tied_table(True), _tied_table(False)
    values = M.assignment(fused, {"h"})
    backward = [n.name for n in fused.nodes if n.kind == "backward"]
    _, fused_peak = M.phase_peaks(fused, values)
    _, apart_peak = M.phase_peaks(apart, values)
    # Apart, the tangent (read through its view) dies at the product, before the middle's
    # 50,000 bytes; fused, it lives to the add, beside them. The fused product writes no buffer.
    assert fused_peak >= 100_000 + 50_000 > apart_peak >= 100_000
    assert "mm" not in M.written_values(fused) and "mm" in M.written_values(apart)
    reads = M._backward_reads(fused, fused.by_name(), [n for n in fused.nodes if n.kind == "backward"])
    assert max(reads["t"]) == backward.index("dw")
    reads = M._backward_reads(apart, apart.by_name(), [n for n in apart.nodes if n.kind == "backward"])
    assert max(reads["t"]) == backward.index("mm")


def test_split_addmm_lets_a_tied_embeddings_logits_gradient_die_early():
    torch.manual_seed(0)
    ids = torch.randint(0, 4096, (4, 32))
    loss = lambda out: out.logsumexp(-1).mean()  # noqa: E731 - the step's loss, outside the graph
    model = TiedLM()  # compile_step compiles a copy: both steps start from the same weights
    fused = compile_step(model, (ids,), loss)
    split = compile_step(model, (ids,), loss, split_addmm=True)
    assert list(fused.partition.table.addmm.values()) == split.partition.split_addmm
    assert len(split.partition.split_addmm) == 1 and split.partition.table.addmm == {}
    assert fused.partition.split_addmm == []
    fused_run, split_run = measure_step(fused), measure_step(split)
    # the logits gradient (4 x 32 x 4096 floats) no longer waits for the scatter at the end
    assert split_run.bwd_peak < fused_run.bwd_peak
    assert fused_run.boundary_bytes == split_run.boundary_bytes
    # the same sum, rounded once more at most: equal bit for bit but for the tied weight's
    for name, grad in fused.gradients.items():
        assert torch.allclose(grad, split.gradients[name], rtol=1e-5, atol=1e-9), name
        assert name == "tok.weight" or bit_identical(grad, split.gradients[name]), name

    # With split products, the planning model is calibrated on the default saved set compiled
    # split (as the plans compile), while the budgets stay measured against PyTorch's own step.
    base = measure_baseline(ModelSpec("tied", model, (ids,), loss), (fused, fused_run), lambda _m: None, True)
    assert base.run is fused_run and base.step.partition.table.addmm and base.table.addmm == {}
    assert base.calibration.bwd_peak == split_run.bwd_peak
    _, modeled = M.phase_peaks(base.table, base.default)
    assert base.offset == split_run.bwd_peak - modeled
