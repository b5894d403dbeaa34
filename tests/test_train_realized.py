"""Element-wise values Inductor writes because more than one node reads them (Inductor's
``should_realize_on_reuse``): one whose fused expression reads more than four buffers, as a batch
norm's hardtanh backward does. The planning model charges them as written values; on the depthwise
CNN's plans of issue 50's first sweep leaving them out was its +6% to +12% error on the backward."""

from dataclasses import replace

from train_helpers import joint_node

from formal.train import formulation as M
from formal.train.graphs import JointTable

MB = 1 << 20


def _norm(users_of_y: tuple[str, ...], var_mean: bool = False) -> list:
    """A batch norm over a convolution's output c: y = (c - mean) * rsqrt(var) * w + b, whose fused expression
    reads five buffers (c, mean, var, w, b), or four where mean and var are one ``var_mean`` (as the joint graph
    has them); then the nodes in ``users_of_y`` read y."""
    if var_mean:  # one written reduction, read through its two outputs
        statistics = [
            joint_node("var_mean", "forward", ("c",), nbytes=512, savable=False),
            joint_node("var", "forward", ("var_mean",), nbytes=256),
            joint_node("mean", "forward", ("var_mean",), nbytes=256),
        ]
    else:  # reductions: written (few elements, many read)
        statistics = [
            joint_node("mean", "forward", ("c",), nbytes=256),
            joint_node("var", "forward", ("c",), nbytes=256),
        ]
    nodes = [
        joint_node("x", "primal", nbytes=MB),
        joint_node("w", "primal", nbytes=256),
        joint_node("b", "primal", nbytes=256),
        replace(joint_node("c", "forward", ("x",), nbytes=MB, flops=100), target=M.CONVOLUTION),
        *statistics,
        joint_node("centered", "forward", ("c", "mean"), nbytes=MB),
        joint_node("rstd", "forward", ("var",), nbytes=256),
        joint_node("normed", "forward", ("centered", "rstd"), nbytes=MB),
        joint_node("scaled", "forward", ("normed", "w"), nbytes=MB),
        joint_node("y", "forward", ("scaled", "b"), nbytes=MB),
    ]
    return nodes + [joint_node(u, "forward", ("y",), nbytes=MB) for u in users_of_y]


def _table(nodes: list) -> JointTable:
    return JointTable(nodes=nodes, pytorch_saved=[], num_fwd_outputs=1, outputs=[nodes[-1].name])


def test_a_value_whose_fused_expression_reads_five_buffers_is_written_when_two_nodes_read_it():
    assert "y" in M.written_values(_table(_norm(("clamp", "le"))))
    # read once it is fused into its reader; nor is what it is computed from (four reads or fewer)
    assert not {"y", "scaled", "normed", "centered"} & M.written_values(_table(_norm(("clamp",))))


def test_the_buffers_a_written_value_reads_are_one_read_downstream():
    # y written, z = y + b reads two buffers (y, b): read twice, it is not written
    nodes = [*_norm(("clamp", "le")), joint_node("z", "forward", ("y", "b"), nbytes=MB)]
    nodes += [joint_node(u, "forward", ("z",), nbytes=MB) for u in ("z1", "z2")]
    written = M.written_values(_table(nodes))
    assert "y" in written and "z" not in written


def test_a_transcendental_read_twice_is_not_written_for_that_alone():
    # Inductor writes it on CPU; the model leaves that part of the rule out (formulation.realized_on_reuse)
    nodes = [
        joint_node("s", "primal", nbytes=MB),
        replace(joint_node("e", "forward", ("s",), nbytes=MB), target="aten.exp.default"),
        joint_node("scaled", "forward", ("e",), nbytes=MB),
        *(joint_node(f"u{i}", "forward", ("scaled",), nbytes=MB) for i in range(2)),
    ]
    assert not {"e", "scaled"} & M.written_values(_table(nodes))


def _hardtanh_backward() -> JointTable:
    """A hardtanh's backward over the batch norm's y: ``grad = where(le(y) | ge(y), 0, g0)``, read by a
    reduction right after it and by an element-wise node after the convolution backward k."""
    nodes = [
        *_norm(("clamp",), var_mean=True),
        joint_node("t", "tangent", nbytes=MB),
        joint_node("le", "other", ("y",), nbytes=MB // 4, elements=MB // 4),
        joint_node("ge", "other", ("y",), nbytes=MB // 4, elements=MB // 4),
        joint_node("g0", "backward", ("t",), nbytes=MB),
        joint_node("grad", "backward", ("le", "ge", "g0"), nbytes=MB),
        joint_node("total", "backward", ("grad",), nbytes=256),
        replace(
            joint_node("k", "backward", ("total", "w"), nbytes=MB, flops=100),
            target="aten.convolution_backward.default",
        ),
        joint_node("scaled_grad", "backward", ("grad", "k"), nbytes=MB),
    ]
    return JointTable(nodes=nodes, pytorch_saved=[], num_fwd_outputs=1, outputs=["clamp", "scaled_grad"])


def test_a_backward_value_written_on_reuse_reads_its_inputs_where_it_runs(monkeypatch):
    # y reads four buffers (c, var_mean, w, b): read three times, not written. grad's fused expression reads
    # those and g0: five, and two nodes read it. Written, it reads le and ge at its own position, before k,
    # not where its last reader runs after k
    table = _hardtanh_backward()
    backward = [n for n in table.nodes if n.kind == "backward"]
    at = {n.name: i for i, n in enumerate(backward)}
    assert "grad" in M.written_values(table) and "y" not in M.written_values(table)
    reads = M._backward_reads(table, table.by_name(), backward, M.written_values(table))
    assert reads["le"] == reads["ge"] == [at["grad"]]
    monkeypatch.setattr(M, "realized_on_reuse", lambda *_args: set())
    reads = M._backward_reads(table, table.by_name(), backward, M.written_values(table))
    assert reads["le"] == reads["ge"] == [at["scaled_grad"]]  # fused into its last reader, after k


def _masked_convolution_gradient() -> JointTable:
    """:func:`_hardtanh_backward` whose gradient g0 is a convolution backward's input gradient: an item (a
    getitem with bytes, not written apart) of the tuple ``cb`` the convolution backward writes."""
    table = _hardtanh_backward()
    nodes = []
    for node in table.nodes:
        if node.name == "g0":
            cb = joint_node("cb", "backward", ("t", "w"), nbytes=MB + 256, flops=100)
            nodes.append(replace(cb, target="aten.convolution_backward.default"))
            node = replace(joint_node("g0", "backward", ("cb",), nbytes=MB), target=M.GETITEM)
        nodes.append(node)
    return replace(table, nodes=nodes)


def test_the_gradient_a_value_written_on_reuse_masks_is_read_where_that_value_is(monkeypatch):
    # grad stands for a buffer Inductor writes among its fused inputs, while its own work runs in its readers'
    # kernels: the gradient it masks (g0, as large) is read there, and g0 lies in the convolution backward's
    # tuple, so the tuple is too (the depthwise CNN's buf158, issue 50)
    table = _masked_convolution_gradient()
    backward = [n for n in table.nodes if n.kind == "backward"]
    at = {n.name: i for i, n in enumerate(backward)}
    by_kind, realized = M._written_parts(table)
    assert realized == {"grad"} and "g0" not in by_kind and "cb" in by_kind
    reads = M._backward_reads(table, table.by_name(), backward, by_kind | realized, realized)
    assert at["scaled_grad"] in reads["g0"] and max(reads["cb"]) == at["scaled_grad"]
    assert reads["le"] == reads["ge"] == [at["grad"]]  # the masks are not: they are read where grad is written
    # without the rule the tuple is gone once grad is written
    assert max(M._backward_reads(table, table.by_name(), backward, by_kind | realized)["cb"]) == at["grad"]
    # and the model charges the tuple there, where scaled_grad runs
    with_rule = _fixed_load(table, at["scaled_grad"])
    plain = M._backward_reads
    monkeypatch.setattr(M, "_backward_reads", lambda t, b, bw, w=None, _realized=(): plain(t, b, bw, w))
    assert with_rule - _fixed_load(table, at["scaled_grad"]) == MB + 256


def _fixed_load(table: JointTable, position: int) -> int:
    """The backward's held and fixed load at a position: the rhs of its row at capacity 0."""
    _conditions, rows = M.timeline_rows(table, 0)
    starts = {int(name.split("@")[1]): rhs for name, _coefs, rhs in rows if name.startswith("backward@")}
    return starts[max(p for p in starts if p <= position)]
