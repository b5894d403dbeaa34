"""Inductor's reuse pool in the planning model: a convolution computed again in backward, once read, keeps its
buffer until the next kernel output of its size takes it (formal.train.formulation._pool_waits)."""

from dataclasses import replace

from train_helpers import joint_node

from formal.train import formulation as M
from formal.train.graphs import JointTable


def _step(conv_flops=10, taker_reads=("k",)):
    """p -> c (a convolution, 40 B) and n (element-wise, 40 B, no kernel writes it); the backward reads c in
    a reduction (gb, position 0), runs a product (k, 1), then writes a 40 B gradient (w, 2)."""
    nodes = [
        joint_node("p", "primal", nbytes=100),
        replace(joint_node("c", "forward", ("p",), nbytes=40, flops=conv_flops), target=M.CONVOLUTION),
        joint_node("n", "forward", ("p",), nbytes=40),
        joint_node("out", "forward", ("c", "n"), nbytes=4),
        joint_node("t", "tangent", nbytes=4),
        joint_node("gb", "backward", ("t", "c"), nbytes=4, flops=1),
        joint_node("k", "backward", ("gb",), nbytes=8, flops=1),
        joint_node("w", "backward", taker_reads, nbytes=40),
    ]
    return JointTable(nodes=nodes, pytorch_saved=["c", "n"], num_fwd_outputs=1, outputs=["out", "w"])


def _row(rows, name):
    """The coefficients of the planning model's row ``name`` (timeline_rows)."""
    return next(coefs for row, coefs, _rhs in rows if row == name)


def test_a_convolution_computed_again_waits_for_the_next_output_of_its_size():
    table = _step()
    again, saved = M.assignment(table, set()), M.assignment(table, {"c"})
    assert again["r:c"] and not saved["r:c"]
    # saved: the peak is at w (p, k and w); computed again: at k, p, gb, k and c's buffer waiting for w
    assert M.phase_peaks(table, saved)[1] == 100 + 8 + 40
    assert M.phase_peaks(table, again)[1] == 100 + 4 + 8 + 40
    _conditions, rows = M.timeline_rows(table, 0)
    assert _row(rows, "backward@1").get("r:c") == -40  # the wait, charged where c is computed again


def test_only_an_external_kernels_output_waits():
    # an element-wise value the model writes (it feeds a kernel) is an estimate of Inductor's buffers: no wait
    table = _step(conv_flops=0)
    assert "c" in M.written_values(table)
    _conditions, rows = M.timeline_rows(table, 0)
    assert "r:c" not in _row(rows, "backward@1")


def test_an_output_that_takes_over_a_fused_value_takes_the_waiting_buffer_only_where_that_value_is_recomputed():
    # w reads n last and is as large: it takes over n's buffer where n is saved; where n is computed again
    # (fused into w's kernel, no buffer), w allocates, and takes c's
    table = _step(taker_reads=("k", "n"))
    conditions, rows = M.timeline_rows(table, 0)
    waits = [name for name, x, paths in conditions if x == "r:c" and paths == (("r:n",),)]
    assert len(waits) == 1
    assert _row(rows, "backward@1").get(waits[0]) == -40
