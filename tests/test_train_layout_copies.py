"""The buffers backward kernels write that the planning model once left out: a convolution backward's
operands copied into another layout (read from a captured trace), the inputs of fused element-wise work
(read where the kernel it is fused into runs, in every kernel that inlines it), values computed again for an
external kernel (computed where its gradient operand is written), one buffer taken over per kernel, and
recomputation chains as deep as two convolution blocks."""

from dataclasses import replace

from train_helpers import joint_node

from formal.train import formulation as M
from formal.train.graphs import JointTable
from formal.train.transients import COPIES, kernel_copies, unit_copies

CL = "(65536, 1, 2048, 64)"  # (8, 64, 32, 32) channels-last
NCHW = "(65536, 1024, 32, 1)"
SHAPE = "(8, 64, 32, 32)"
MB2 = 2097152


def _statement(kind, code, **extra):
    return {"kind": kind, "code": code, **extra}


def _copying_trace():
    """A default backward as Inductor writes it for a depthwise convolution: the fused kernel u0 writes the
    gradient channels-last (buf1), its transpose (buf2) and contiguous copy (buf3), and a copy of the saved
    input (buf4, reusing buf0); the convolution backward u1 reads the copies."""
    statements = [
        _statement("check", f"assert_size_stride(clamp_max_1, {SHAPE}, {CL}, 'input')"),
        _statement("alloc", f"buf0 = empty_strided_cpu({SHAPE}, {CL}, torch.float32)", storage="buf0", unit="u0"),
        _statement("alloc", f"buf1 = empty_strided_cpu({SHAPE}, {CL}, torch.float32)", storage="buf1", unit="u0"),
        _statement("alloc", f"buf2 = empty_strided_cpu({SHAPE}, (65536, 32, 2048, 1), torch.float32)", storage="buf2"),
        _statement("alloc", f"buf3 = empty_strided_cpu({SHAPE}, {NCHW}, torch.float32)", storage="buf3", unit="u0"),
        _statement("alias", f"buf4 = reinterpret_tensor(buf0, {SHAPE}, (65536, 32, 2048, 1), 0)"),
        _statement("unit", "cpp_fused_native_batch_norm_backward_0(buf1, clamp_max_1, buf2, buf3, buf4)", unit="u0"),
        _statement(
            "unit", "buf5 = torch.ops.aten.convolution_backward.default(buf3, buf4, primals_14, [0])", unit="u1"
        ),
    ]
    units = [
        {
            "id": "u0",
            "statement": 6,
            "transient": 0,
            "accesses": [["clamp_max_1", "r"], ["buf1", "w"], ["buf2", "w"], ["buf3", "w"], ["buf0", "w"]],
        },
        {
            "id": "u1",
            "statement": 7,
            "transient": 0,
            "accesses": [["buf3", "r"], ["buf0", "r"], ["primals_14", "r"], ["buf5[0]", "w"], ["buf5[1]", "w"]],
        },
    ]
    storages = {s: MB2 for s in ("clamp_max_1", "buf0", "buf1", "buf2", "buf3", "buf5[0]")} | {"buf5[1]": 2304}
    return {
        "storages": [{"id": s, "bytes": b} for s, b in storages.items()],
        "units": units,
        "program": {"statements": statements},
    }


def test_the_layout_copies_of_a_convolution_backwards_operands_are_read_from_the_trace():
    # buf2 and buf3 (allocated for u0, not channels-last) and buf4 (buf0 reused in another layout) are
    # copies of channels-last values u0 computes; buf1 is the gradient itself
    assert unit_copies(_copying_trace()) == [("convolution_backward", MB2 + 2304, frozenset({"primals_14"}), 3 * MB2)]
    table = JointTable(
        nodes=[
            replace(
                joint_node("convolution_backward_13", "backward", ("g", "x", "primals_14"), nbytes=MB2 + 2304),
                target="aten.convolution_backward.default",
            )
        ],
        pytorch_saved=[],
        num_fwd_outputs=0,
    )
    assert kernel_copies(table, [_copying_trace()]) == {"convolution_backward_13" + COPIES: 3 * MB2}


def test_a_channels_last_program_has_no_copies():
    trace = _copying_trace()
    for statement in trace["program"]["statements"]:
        statement["code"] = statement["code"].replace("(65536, 32, 2048, 1)", CL).replace(NCHW, CL)
    assert unit_copies(trace) == []


def _conv_step(transients):
    """A convolution c, its gradient operand g (written: it feeds the convolution backward gc) computed
    from the tangent by element-wise work e (fused into g)."""
    nodes = [
        joint_node("p", "primal", nbytes=100),
        replace(joint_node("c", "forward", ("p",), nbytes=40, flops=10), target=M.CONVOLUTION),
        joint_node("out", "forward", ("c",), nbytes=4, flops=1),
        joint_node("t", "tangent", nbytes=4),
        joint_node("e", "backward", ("t",), nbytes=40),
        joint_node("g", "backward", ("e", "c"), nbytes=40),
        replace(
            joint_node("gc", "backward", ("g", "p"), nbytes=100, flops=10), target="aten.convolution_backward.default"
        ),
    ]
    return JointTable(nodes=nodes, pytorch_saved=["c"], num_fwd_outputs=1, outputs=["out", "gc"], transients=transients)


def test_the_copies_are_charged_where_the_gradient_operand_is_written_unless_the_backward_is_relaid():
    table = _conv_step({"gc" + COPIES: 500})
    saved, recomputed = M.assignment(table, {"c"}), M.assignment(table, set())
    # saved: at g, p, the tangent (read by e, fused into g), g (written in c's buffer: c's last read) and the copies
    assert M.phase_peaks(table, saved)[1] == 100 + 4 + 40 + 500
    assert M.phase_peaks(replace(table, transients={}), saved)[1] == 100 + 40 + 100  # at gc: p, g, gc
    # c recomputed: the backward computes a convolution and is relaid, no copies (the peak is gc's: p, g, gc)
    assert M.phase_peaks(table, recomputed)[1] == 100 + 40 + 100
    program = M.planning_program(table, capacity=300, budget=10**6)
    assert M.violated(program, M.complete(table, recomputed)) == []
    assert M.violated(program, M.complete(table, saved))  # 644 B: over the capacity
    assert M.violated(program, {**M.complete(table, saved), M.RELAID_VAR: 1})  # may not claim relaid


def test_fused_element_wise_work_reads_its_inputs_where_the_kernel_it_is_fused_into_runs():
    table = _conv_step({})
    backward = [n for n in table.nodes if n.kind == "backward"]
    written = M.written_values(table)
    assert "e" not in written and "g" in written
    reads = M._backward_reads(table, table.by_name(), backward, written)
    assert reads["t"] == [1]  # e is computed in g's kernel
    assert M._backward_reads(table, table.by_name(), backward)["t"] == [0]  # as read without the written values


def test_a_value_computed_again_for_an_external_kernel_is_computed_where_its_gradient_operand_is():
    nodes = [
        joint_node("p", "primal", nbytes=100),
        joint_node("a", "forward", ("p",), nbytes=40, flops=10),
        joint_node("x", "forward", ("a",), nbytes=40),  # element-wise, read by the kernel gw: computed again
        joint_node("out", "forward", ("x",), nbytes=4, flops=1),
        joint_node("t", "tangent", nbytes=4),
        joint_node("g", "backward", ("t", "a"), nbytes=40),
        joint_node("gw", "backward", ("g", "x"), nbytes=100, flops=10),
    ]
    table = JointTable(nodes=nodes, pytorch_saved=["a"], num_fwd_outputs=1, outputs=["out", "gw"])
    backward = [n for n in table.nodes if n.kind == "backward"]
    reads = M._backward_reads(table, table.by_name(), backward, M.written_values(table))
    assert sorted(reads["x"]) == [0, 1]  # where g is written, and by gw
    # at g: p, a (saved, read there), x (computed for gw), g
    assert M.phase_peaks(table, M.assignment(table, {"a"}))[1] >= 100 + 40 + 40 + 40


def test_a_buffer_is_taken_over_by_the_kernel_that_reads_it_last_through_fused_work():
    nodes = [
        joint_node("p", "primal", nbytes=100),
        joint_node("r", "forward", ("p",), nbytes=40, flops=10),
        joint_node("out", "forward", ("r",), nbytes=4, flops=1),
        joint_node("t", "tangent", nbytes=4),
        joint_node("m", "backward", ("t", "r"), nbytes=40),  # a mask, fused into g
        joint_node("g", "backward", ("m", "p"), nbytes=40),  # the gradient, as large as r: written in r's buffer
    ]
    table = JointTable(nodes=nodes, pytorch_saved=["r"], num_fwd_outputs=1, outputs=["out", "g"])
    assert M.phase_peaks(table, M.assignment(table, {"r"}))[1] == 100 + 4 + 40


def test_a_kernel_takes_over_one_buffer_of_those_as_large_it_reads_last():
    # g reads r1 and r2 last (both saved, as large as g): its buffer is one of theirs, the other is live beside it
    # (and h, read by the kernel after it, and g's scratch, which puts the peak there)
    nodes = [
        joint_node("p", "primal", nbytes=100),
        joint_node("r1", "forward", ("p",), nbytes=40, flops=10),
        joint_node("r2", "forward", ("p",), nbytes=40, flops=10),
        joint_node("out", "forward", ("r1", "r2"), nbytes=4, flops=1),
        joint_node("t", "tangent", nbytes=4),
        joint_node("h", "backward", ("t",), nbytes=30),
        joint_node("g", "backward", ("t", "r1", "r2"), nbytes=40),
        replace(
            joint_node("gw", "backward", ("g", "h", "p"), nbytes=10, flops=10),
            target="aten.convolution_backward.default",
        ),
    ]
    table = JointTable(
        nodes=nodes, pytorch_saved=["r1", "r2"], num_fwd_outputs=1, outputs=["out", "gw"], transients={"g": 50}
    )
    assert M.phase_peaks(table, M.assignment(table, {"r1", "r2"}))[1] == 100 + 4 + 30 + 40 + 40 + 50


def test_fused_work_the_backward_computes_from_forward_values_reads_them_in_every_kernel_that_inlines_it():
    # an "other" value no kernel writes (a batch norm's centered input, c - mean) is inlined into each of its
    # backward readers, so c is read at both, not only at the first
    nodes = [
        joint_node("p", "primal", nbytes=100),
        replace(joint_node("c", "forward", ("p",), nbytes=40, flops=10), target=M.CONVOLUTION),
        joint_node("out", "forward", ("c",), nbytes=4, flops=1),
        joint_node("t", "tangent", nbytes=4),
        joint_node("centered", "other", ("c",), nbytes=40),
        joint_node("a", "backward", ("t", "centered"), nbytes=4, elements=1),  # a reduction: written
        replace(
            joint_node("k", "backward", ("a", "p"), nbytes=100, flops=10), target="aten.convolution_backward.default"
        ),
        joint_node("b", "backward", ("k", "centered"), nbytes=40),
    ]
    table = JointTable(nodes=nodes, pytorch_saved=["c"], num_fwd_outputs=1, outputs=["out", "b"])
    backward = [n for n in table.nodes if n.kind == "backward"]
    reads = M._backward_reads(table, table.by_name(), backward, M.written_values(table))
    assert sorted(reads["c"]) == [0, 2]  # where a and b run: c is live while k runs
    assert sorted(M._backward_reads(table, table.by_name(), backward)["c"]) == [0]  # without the written values


def test_a_value_needed_by_two_descendants_at_one_position_is_charged_there():
    # x is computed again for y and for z, both first read by b; x itself is read later, by c
    nodes = [
        joint_node("p", "primal", nbytes=100),
        joint_node("x", "forward", ("p",), nbytes=40, flops=10),
        joint_node("y", "forward", ("x",), nbytes=8, flops=10),
        joint_node("z", "forward", ("y",), nbytes=8, flops=10),
        joint_node("out", "forward", ("z",), nbytes=4, flops=1),
        joint_node("t", "tangent", nbytes=4),
        joint_node("b", "backward", ("t", "y", "z"), nbytes=4, flops=1),
        joint_node("q", "backward", ("b",), nbytes=4, flops=1),
        joint_node("c", "backward", ("q", "x"), nbytes=100, flops=1),
    ]
    table = JointTable(nodes=nodes, pytorch_saved=["x"], num_fwd_outputs=1, outputs=["out", "c"])
    conditions, _rows = M.timeline_rows(table, 0)
    # from b to c, under "y or z computed again" (once left out: both needs at one position)
    assert [paths for _name, x, paths in conditions if x == "r:x"] == [(("r:y",), ("r:y", "r:z"))]


def test_recomputation_chains_reach_through_two_convolution_blocks():
    # a convolution block is a convolution, a batch norm's four element-wise nodes and an activation's two
    assert M.CHAIN_DEPTH >= 2 * (1 + 4 + 2)


def test_a_forward_view_the_backward_reads_keeps_its_base_alive_until_then():
    # an attention's query: a clone (q), viewed in the forward (qv) for its product, and permuted again in
    # the backward (qp) for the key's gradient. The backward reads q's buffer through both views, at g, so a
    # plan that computes q again holds it from where it is computed until g, not only at its descendant
    nodes = [
        joint_node("p", "primal", nbytes=100),
        joint_node("q", "forward", ("p",), nbytes=40, flops=10),
        joint_node("qv", "forward", ("q",), nbytes=0, elements=10),
        replace(joint_node("s", "forward", ("qv", "p"), nbytes=40, flops=10), target="aten.bmm.default"),
        joint_node("out", "forward", ("s",), nbytes=4, flops=1),
        joint_node("t", "tangent", nbytes=4),
        joint_node("qp", "other", ("qv",), nbytes=0, elements=10),
        replace(joint_node("a", "backward", ("t", "s"), nbytes=40, flops=10), target="aten.bmm.default"),
        joint_node("b", "backward", ("a",), nbytes=40, elements=10),
        replace(joint_node("g", "backward", ("b", "qp"), nbytes=100, flops=10), target="aten.bmm.default"),
    ]
    table = JointTable(nodes=nodes, pytorch_saved=["q", "s"], num_fwd_outputs=1, outputs=["out", "g"])
    backward = [n for n in table.nodes if n.kind == "backward"]
    reads = M._backward_reads(table, table.by_name(), backward, M.written_values(table))
    assert max(reads["qv"]) == 2 and sorted(reads["q"]) == sorted(reads["qv"])  # g is the third backward node
    # recomputed for s (read at a, position 0), q stays until g: at b its 40 bytes are live beside a's and b's
    recomputed = M.assignment(table, {"p"})
    loads = dict(M.row_loads(table, recomputed))
    assert recomputed["r:q"] == 1 and loads["backward@1"] >= 100 + 4 + 40 + 40 + 40
