"""Kernels' scratch memory: read from a captured trace, matched to the joint graph, charged by the planning model."""

from dataclasses import replace
from pathlib import Path

from train_helpers import joint_node

from formal.program.ownership import backward_ownership, input_names
from formal.train import formulation as M
from formal.train.graphs import JointNode, JointTable
from formal.train.transients import kernel_transients, primal_copies, unit_transients


def _trace(units):
    """A trace as a capture writes it, one statement per unit: (code, transient, [(storage, mode, bytes)])."""
    storages, rows, statements = {}, [], []
    for k, (code, transient, accesses) in enumerate(units):
        for storage, _mode, nbytes in accesses:
            storages[storage] = nbytes
        statements.append({"kind": "unit", "unit": f"u{k}", "code": code})
        rows.append(
            {"id": f"u{k}", "transient": transient, "statement": k, "accesses": [[s, m] for s, m, _ in accesses]}
        )
    return {
        "storages": [{"id": s, "bytes": b} for s, b in storages.items()],
        "units": rows,
        "program": {"statements": statements},
    }


def _conv_backward(name, weight, nbytes):
    return JointNode(
        name, "backward", "aten.convolution_backward.default", ("g", "x", weight), nbytes, 1, 0, False, False
    )


CONV_BWD = (
    "buf{k} = torch.ops.aten.convolution_backward.default("
    "buf1, buf2, {w}, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])"
)


def test_a_unit_is_read_as_its_operator_bytes_written_primals_and_scratch():
    trace = _trace(
        [
            (
                CONV_BWD.format(k=5, w="primals_7"),
                72,
                [("buf1", "r", 8), ("primals_7", "r", 36), ("buf5[0]", "w", 64), ("buf5[1]", "w", 36)],
            ),
            ("extern_kernels.convolution(buf0, primals_3, stride=(1, 1))", 10, [("buf0", "r", 16), ("buf6", "w", 32)]),
            ("cpp_fused_add_0(buf0, buf7)", 0, [("buf7", "w", 16)]),  # no scratch: left out
        ]
    )
    assert unit_transients(trace) == [
        ("convolution_backward", 100, frozenset({"primals_7"}), 72),
        ("convolution", 32, frozenset({"primals_3"}), 10),
    ]


def test_nodes_match_by_operator_and_bytes_and_prefer_the_unit_that_names_their_weight():
    trace = _trace(
        [
            (CONV_BWD.format(k=5, w="primals_7"), 72, [("buf5[0]", "w", 64), ("buf5[1]", "w", 36)]),
            (CONV_BWD.format(k=6, w="primals_9"), 500, [("buf6[0]", "w", 64), ("buf6[1]", "w", 36)]),
        ]
    )
    table = JointTable(
        nodes=[
            _conv_backward("convolution_backward", "primals_7", 100),
            _conv_backward("convolution_backward_1", "buf_converted", 100),  # weight not named: the largest match
            _conv_backward("convolution_backward_2", "primals_7", 99),  # other bytes: no match
            JointNode("mm", "backward", "aten.mm.default", ("a", "b"), 100, 1, 25, False, False),  # other operator
        ],
        pytorch_saved=[],
        num_fwd_outputs=1,
    )
    assert kernel_transients(table, [trace]) == {"convolution_backward": 72, "convolution_backward_1": 500}


def _forward():
    """A primal p (100 B), a forward value a computed from it (40 B), the output (4 B) and its tangent (4 B)."""
    return [
        joint_node("p", "primal", nbytes=100),
        joint_node("a", "forward", ("p",), nbytes=40, flops=10),
        joint_node("out", "forward", ("a",), nbytes=4, flops=1),
        joint_node("t", "tangent", nbytes=4),
    ]


def _step(transients):
    """A forward value read by a backward kernel with scratch, and the value's own kernel."""
    nodes = [
        *_forward(),
        joint_node("g", "backward", ("t", "a"), nbytes=40, flops=10),
        joint_node("gp", "backward", ("g", "p"), nbytes=100, flops=10),
    ]
    return JointTable(nodes=nodes, pytorch_saved=["a"], num_fwd_outputs=1, outputs=["out", "gp"], transients=transients)


def test_the_model_charges_a_backward_kernels_scratch_where_it_runs():
    plain = _step({})
    saved = M.assignment(plain, {"a"})
    assert M.phase_peaks(plain, saved) == (144, 240)  # forward: p, a, out; backward: p, t, g, gp
    assert M.phase_peaks(replace(plain, transients={"gp": 1000}), saved) == (144, 1240)


def test_the_model_charges_a_forward_kernels_scratch_in_the_forward_and_again_where_backward_computes_it():
    plain = _step({})
    scratch = replace(plain, transients={"a": 5000})
    # forward, while a's kernel runs: p, a and the scratch
    assert M.phase_peaks(scratch, M.assignment(plain, {"a"})) == (5140, 240)  # saved: the backward does not run it
    # computed again in backward, before g reads it: p, t, a and the scratch
    assert M.phase_peaks(scratch, M.assignment(plain, set())) == (5140, 5144)


def test_a_value_read_by_fused_work_lives_until_the_kernel_that_work_is_fused_into():
    # logits -> view -> log-softmax (element-wise, saved) -> loss: Inductor computes the saved value and
    # the loss in one kernel at the end, reading the logits there.
    nodes = [
        joint_node("p", "primal", nbytes=100),
        joint_node("logits", "forward", ("p",), nbytes=400, flops=10),
        joint_node("view", "forward", ("logits",), nbytes=0, elements=100, savable=False),
        joint_node("logp", "forward", ("view",), nbytes=400),
        joint_node("loss", "forward", ("logp",), nbytes=4, elements=1),
        joint_node("t", "tangent", nbytes=4),
        joint_node("g", "backward", ("t", "logp"), nbytes=400),
    ]
    table = JointTable(nodes=nodes, pytorch_saved=["logp"], num_fwd_outputs=1, outputs=["loss", "g"])
    forward, _backward = M.phase_peaks(table, M.assignment(table, {"logp"}))
    assert forward == 100 + 400 + 400 + 4  # p, the logits, the saved log-probabilities and the loss, together


def _conv_step(transients):
    """A convolution ``c`` (forward, recomputable) read by a backward kernel ``gc``, whose scratch differs where
    the backward computes a convolution (``RELAID``: Inductor lays that backward's tensors out channels-last)."""
    nodes = [
        joint_node("p", "primal", nbytes=100),
        replace(joint_node("c", "forward", ("p",), nbytes=40, flops=10), target=M.CONVOLUTION),
        joint_node("out", "forward", ("c",), nbytes=4, flops=1),
        joint_node("t", "tangent", nbytes=4),
        joint_node("gc", "backward", ("t", "c", "p"), nbytes=100, flops=10),
    ]
    return JointTable(nodes=nodes, pytorch_saved=["c"], num_fwd_outputs=1, outputs=["out", "gc"], transients=transients)


def test_a_backward_that_computes_a_convolution_is_charged_its_relaid_kernels_scratch():
    table = _conv_step({"gc": 1000, "gc" + M.RELAID: 10, "c": 30, "c" + M.RELAID: 20})
    saved, recomputed = M.assignment(table, {"c"}), M.assignment(table, set())
    # saved: the backward computes no convolution, its kernel copies the gradient (1,000 B of scratch)
    assert M.phase_peaks(table, saved)[1] == 100 + 4 + 40 + 100 + 1000
    # recomputed: the backward is relaid, the kernel's scratch is 10 B, the convolution's own 20 B (charged
    # where it is first read, with its reader)
    assert M.phase_peaks(table, recomputed)[1] == 100 + 4 + 40 + 100 + 10 + 20
    # the forward, as calibrated: p, c and its scratch
    assert M.phase_peaks(table, recomputed)[0] == M.phase_peaks(table, saved)[0] == 100 + 40 + 30
    # the planning program agrees: the relaid variable is defined, not chosen
    program = M.planning_program(table, capacity=300, budget=10**6)
    assert "relaid:any" in {r.name for r in program.rows}
    assert M.violated(program, M.complete(table, recomputed)) == []
    assert M.violated(program, {**M.complete(table, saved), M.RELAID_VAR: 1})  # may not claim the cheaper scratch
    assert M.violated(program, M.complete(table, saved))  # 1,244 B: over the capacity


def test_without_relaid_scratch_the_model_has_no_relaid_variable():
    table = _conv_step({"gc": 1000})
    assert M.relaying(table) == [] and M.relaid_rows(table) == []
    assert M.phase_peaks(table, M.assignment(table, set()))[1] == 100 + 4 + 40 + 100 + 1000


def _copied_weight_step(transients, last_reader="g1"):
    """A primal ``p`` read in backward by ``g1`` (and by ``g2`` when it is the last reader): 544 B at ``g1``
    without ``p``'s copy (p held, t, the saved a, g1), 588 B at ``g2`` (p, a, g1, g2)."""
    nodes = [
        *_forward(),
        joint_node("g1", "backward", ("t", "p"), nbytes=400, flops=10),
        joint_node("g2", "backward", ("g1", "a") + (("p",) if last_reader == "g2" else ()), nbytes=48, flops=10),
    ]
    return JointTable(nodes=nodes, pytorch_saved=["a"], num_fwd_outputs=1, outputs=["out", "g2"], transients=transients)


def test_a_primal_the_forward_copies_is_charged_in_backward_until_its_last_read():
    plain = _copied_weight_step({})
    saved = M.assignment(plain, {"a"})
    assert M.phase_peaks(plain, saved)[1] == 588  # at g2: p (held), a, g1, g2
    copied = {"p" + M.PRIMAL_COPY: 100}
    # the copy, beside the held primal, from the backward's start: at g1, 544 + 100; freed before g2
    assert M.phase_peaks(_copied_weight_step(copied), saved)[1] == 644
    # read last by g2, it is there too
    assert M.phase_peaks(_copied_weight_step(copied, last_reader="g2"), saved)[1] == 688


def test_a_kept_primals_copy_is_charged_from_its_first_read_not_from_the_backwards_start():
    # p is read by g2 only; the step peaks at g1 (p held, t, the saved a, g1): 704 B, 804 B with p's copy held from
    # the start. Where the plans keep their primals (formal.train.graphs.keep_saved_primals), the backward copies
    # p just before g2: at g1 nothing more, at g2 p, t, g1, g2 and the copy (652 B).
    nodes = [
        joint_node("p", "primal", nbytes=100),
        joint_node("a", "forward", ("p",), nbytes=200, flops=10),
        joint_node("out", "forward", ("a",), nbytes=4, flops=1),
        joint_node("t", "tangent", nbytes=4),
        joint_node("g1", "backward", ("t", "a"), nbytes=400, flops=10),
        joint_node("g2", "backward", ("t", "p"), nbytes=48, flops=10),
    ]
    table = JointTable(nodes=nodes, pytorch_saved=["a"], num_fwd_outputs=1, outputs=["out", "g1", "g2"])
    saved = M.assignment(table, {"a"})
    assert M.phase_peaks(table, saved)[1] == 704
    copied = replace(table, transients={"p" + M.PRIMAL_COPY: 100})
    assert M.phase_peaks(copied, saved)[1] == 804
    assert M.phase_peaks(replace(copied, primals_kept=True), saved)[1] == 704


def test_the_primals_a_conv_nets_backward_receives_as_the_forwards_copies_are_read_from_its_two_programs():
    # The committed residual step (a conv net): Inductor saves channels-last copies of its weights in the
    # places of primals_k; the backward owns them (formal.program.ownership), so they are copies.
    traces = Path(__file__).resolve().parent.parent / "traces"
    fwd, bwd = ((traces / f"residual.{part}.wrapper.py").read_text() for part in ("fwd", "bwd"))
    names = input_names(bwd)
    owned = backward_ownership(fwd, bwd)[1]
    expected = {n for n, own in zip(names, owned) if own and n.startswith("primals_")}
    assert expected and len(expected) < sum(n.startswith("primals_") for n in names)  # some primals are passed as is
    primals = [joint_node(n, "primal", nbytes=4 * (k + 1)) for k, n in enumerate(names) if n.startswith("primals_")]
    table = JointTable(nodes=primals, pytorch_saved=[], num_fwd_outputs=1)
    bytes_of = {n.name: n.bytes for n in primals}
    assert primal_copies(table, fwd, bwd) == {n + M.PRIMAL_COPY: bytes_of[n] for n in expected}
