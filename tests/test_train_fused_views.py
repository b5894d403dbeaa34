"""Element-wise work read through a view runs in the kernel behind the view (formal.train.formulation
._fused_positions): its inputs stay until that kernel, beside the kernel's output. The decoder's cross-entropy
backward is this shape: the softmax's gradient is viewed, then scattered into the logits' gradient by one
kernel, which reads the saved logits as it writes."""

from train_helpers import joint_node

from formal.train import formulation as M
from formal.train.graphs import JointTable


def _step():
    """x (40 B, saved) is read by e (element-wise, no kernel writes it), which w (an 80 B gradient) reads
    through the view v (e and w are 80 B: neither takes over x's buffer). e is computed in w's kernel, at w's
    position (2), not at v's (1)."""
    nodes = [
        joint_node("p", "primal", nbytes=100),
        joint_node("x", "forward", ("p",), nbytes=40),
        joint_node("out", "forward", ("x",), nbytes=4),
        joint_node("t", "tangent", nbytes=4),
        joint_node("e", "backward", ("t", "x"), nbytes=80),
        joint_node("v", "backward", ("e",), nbytes=0, elements=20),
        joint_node("w", "backward", ("v",), nbytes=80),
    ]
    return JointTable(nodes=nodes, pytorch_saved=["x"], num_fwd_outputs=1, outputs=["out", "w"])


def test_work_fused_through_a_view_runs_where_the_kernel_behind_the_view_does():
    table = _step()
    assert "e" not in M.written_values(table) and "w" in M.written_values(table)
    saved = M.assignment(table, {"x"})
    # at w's kernel: the primal, the tangent, x (still read there) and w itself
    assert M.phase_peaks(table, saved)[1] == 100 + 4 + 40 + 80
