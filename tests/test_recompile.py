"""The recompile route's mapping and order imposition, on fake scheduler nodes (no torch.compile)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from formal.base.errors import FormalError
from formal.studies.recompile import NodeInfo, OrderPass, Target, describe, impose, map_units, realized_order, unit_keys

ROOT = Path(__file__).resolve().parent.parent

# A stem, two independent branches, a join. u1 is one C++ kernel over two scheduler nodes
# (op1, op2); op4 is a MultiOutput projection of u3's fallback op; u6 is a rider (a check
# with no key); op7 is a NopKernel (cat) between the join's nodes.
KEYS = {
    "u0": frozenset({"buf0"}),
    "u1": frozenset({"buf1", "buf2"}),
    "u3": frozenset({"buf3"}),
    "u6": frozenset(),
    "u5": frozenset({"buf5", "buf8"}),
}
NODES = [
    NodeInfo("op0", frozenset({"buf0"})),
    NodeInfo("op1", frozenset({"buf1"}), deps=frozenset({"buf0"})),
    NodeInfo("op2", frozenset({"buf2"}), deps=frozenset({"buf1"})),
    NodeInfo("op3", frozenset({"buf3"}), deps=frozenset({"buf0"})),
    NodeInfo("op4", frozenset({"buf4"}), deps=frozenset({"buf3"})),
    NodeInfo("op5", frozenset({"buf5"}), deps=frozenset({"buf2"})),
    NodeInfo("op7", frozenset({"buf7"}), deps=frozenset({"buf5", "buf4"})),
    NodeInfo("op8", frozenset({"buf8"}), deps=frozenset({"buf7"})),
]


def test_mapping_groups_kernel_nodes_and_floats_projections():
    mapping = map_units(KEYS, NODES)
    assert mapping == {
        "op0": "u0",
        "op1": "u1",
        "op2": "u1",
        "op3": "u3",
        "op4": None,
        "op5": "u5",
        "op7": None,
        "op8": "u5",
    }


def test_impose_moves_branches_and_places_floating_nodes_early():
    mapping = map_units(KEYS, NODES)
    # Original order: stem, branch A (u1), branch B (u3), join. Target: branch B first.
    order = impose(["u0", "u3", "u6", "u1", "u5"], NODES, mapping)
    assert order == ["op0", "op3", "op4", "op1", "op2", "op5", "op7", "op8"]
    # The identity order reproduces the fusion order except for the projection moving up.
    assert impose(["u0", "u1", "u3", "u5", "u6"], NODES, mapping) == [
        "op0",
        "op1",
        "op2",
        "op3",
        "op4",
        "op5",
        "op7",
        "op8",
    ]


def test_illegal_order_is_refused_naming_the_unit():
    mapping = map_units(KEYS, NODES)
    with pytest.raises(FormalError, match="unit u1 .*needs unit u0 first"):
        impose(["u1", "u0", "u3", "u5"], NODES, mapping)
    with pytest.raises(FormalError, match="not in the order"):
        impose(["u0", "u1", "u5"], NODES, mapping)
    with pytest.raises(FormalError, match="twice"):
        impose(["u0", "u1", "u3", "u5", "u0"], NODES, mapping)


@pytest.mark.parametrize(
    "keys,nodes,message",
    [
        ({"u0": frozenset({"buf9"})}, NODES[:1], "writes buf9, which no scheduler node"),
        ({"u0": frozenset({"buf0"}), "u1": frozenset({"buf0"})}, NODES[:1], "unit u1 maps to no scheduler node"),
        (
            {"u0": frozenset({"buf0"}), "u1": frozenset({"buf0"}), "u2": frozenset({"buf0"})},
            [NodeInfo("op0", frozenset({"buf0"})), NodeInfo("op1", frozenset({"buf1"}), frozenset({"buf0"}))],
            "written by units u0, u1, u2",
        ),
        (
            {"u0": frozenset({"buf0"}), "u1": frozenset({"buf1"})},
            [NodeInfo("op0_op1", frozenset({"buf0", "buf1"}))],
            "belongs to units u0 and u1",
        ),
    ],
)
def test_mapping_refusals(keys, nodes, message):
    with pytest.raises(FormalError, match=message):
        map_units(keys, nodes)


def test_a_buffer_created_by_one_unit_and_updated_in_place_by_another():
    # GPT-2's backward: kernel u4 zeroes the tied embedding's gradient buf151, kernel u93
    # accumulates into it; the node defining buf151 is u4's, the node mutating it is u93's.
    keys = {"u4": frozenset({"buf151"}), "u50": frozenset({"buf60"}), "u93": frozenset({"buf151"})}
    nodes = [
        NodeInfo("op4", frozenset({"buf151"})),
        NodeInfo("op50", frozenset({"buf60"})),
        NodeInfo("op93", frozenset({"buf152"}), frozenset({"buf151"}), frozenset({"buf151"})),
    ]
    assert map_units(keys, nodes) == {"op4": "u4", "op50": "u50", "op93": "u93"}


def test_mutation_names_map_in_place_updates():
    # A node that defines buf9 but whose output mutates the input primals_3 (BatchNorm's
    # running statistics): the kernel statement writes primals_3.
    nodes = [
        NodeInfo("op0", frozenset({"buf0"})),
        NodeInfo("op9", frozenset({"buf9"}), mutations=frozenset({"primals_3"}), deps=frozenset({"buf0"})),
    ]
    assert map_units({"u0": frozenset({"buf0"}), "u1": frozenset({"primals_3"})}, nodes) == {"op0": "u0", "op9": "u1"}


class FakeBuffer:
    def __init__(self, mutations=()):
        self._m = list(mutations)

    def get_mutations(self):
        return self._m


class FakeNode:
    """The slice of Inductor's BaseSchedulerNode that the pass reads."""

    def __init__(self, info: NodeInfo):
        self.info = info
        self.unmet_dependencies = [SimpleNamespace(name=d) for d in sorted(info.deps)]

    def get_name(self):
        return self.info.name

    def get_buffer_names(self):
        return set(self.info.buffers)

    def get_outputs(self):
        return [FakeBuffer(self.info.mutations)]


def test_order_pass_reorders_real_shaped_nodes_and_records_refusals():
    nodes = [FakeNode(n) for n in NODES]
    assert describe(nodes[1]) == NODES[1]
    pass_ = OrderPass(
        [Target("m.fwd", KEYS, ["u0", "u3", "u1", "u5", "u6"]), Target("m.bwd", {"u0": frozenset({"nope"})}, ["u0"])]
    )
    out = pass_(nodes)
    assert [n.get_name() for n in out] == ["op0", "op3", "op4", "op1", "op2", "op5", "op7", "op8"]
    assert pass_.log[0]["trace"] == "m.fwd" and pass_.log[0]["moved"] == 4
    with pytest.raises(FormalError, match="m.bwd: unit u0 writes nope"):
        pass_(nodes)
    assert pass_.error is not None and "m.bwd" in str(pass_.error)
    with pytest.raises(FormalError, match="more graphs"):
        OrderPass([])(nodes)


def test_realized_order_detects_merged_kernels():
    old = {"u0": frozenset({"buf0"}), "u1": frozenset({"buf1"}), "u2": frozenset(), "u3": frozenset({"buf3"})}
    new = {"v0": frozenset({"buf0"}), "v1": frozenset({"buf3", "buf1"}), "v2": frozenset()}
    assert realized_order(old, new, ["v0", "v1", "v2"]) == [["u0"], ["u1", "u3"], []]


def test_unit_keys_of_a_committed_trace():
    from formal.program.trace import load_trace

    keys = unit_keys(load_trace(ROOT / "traces" / "inception.infer.trace.yaml"))
    assert keys["u0"] == {"buf0", "buf1"}  # one C++ kernel writing two buffers
    assert keys["u1"] == {"buf2"}  # buf2 = extern_kernels.convolution(...)
    assert keys["u2"] == frozenset()  # assert_tensor_metadata(buf2, ...): a rider
    assert sum(1 for k in keys.values() if k) == 14


@pytest.mark.capture
def test_the_pass_reorders_a_real_inductor_program():
    """One compile of two independent branches: the pass runs the second branch first."""
    torch = pytest.importorskip("torch")

    from formal.capture.compile import inductor_cpu_settings, intercept_wrappers

    w1, w2 = torch.randn(8, 8), torch.randn(8, 8)

    def f(x):
        return torch.relu(x @ w1), torch.sigmoid(x @ w2) * 2

    x = torch.randn(4, 8)
    seen: dict = {}

    class BranchSwap(OrderPass):
        """The production pass, with a target built from the real nodes (one unit per node)."""

        def __call__(self, nodes):
            infos = [describe(n) for n in nodes]
            roots = [i for i, n in enumerate(infos) if not n.deps]
            assert len(roots) == 2, infos  # mm -> relu, mm -> sigmoid*2
            keys = {n.name: n.buffers for n in infos}
            order = [n.name for n in infos[roots[1] :]] + [n.name for n in infos[: roots[1]]]
            self.targets = [Target("f", keys, order)]
            seen.update(first=sorted(infos[0].buffers)[0], second=sorted(infos[roots[1]].buffers)[0])
            return super().__call__(nodes)

    import torch._inductor.config as inductor_config

    swap = BranchSwap([])
    with (
        inductor_config.patch(_post_fusion_custom_pass=swap, reorder_for_peak_memory=False),
        inductor_cpu_settings(),
        intercept_wrappers() as parts,
    ):
        got = torch.compile(f, backend="inductor", fullgraph=True)(x)
    assert swap.log[0]["moved"] > 0
    body = parts[-1].source[parts[-1].source.index("def call") :]
    assert body.index(f"{seen['second']} = ") < body.index(f"{seen['first']} = ")
    for a, b in zip(got, f(x)):
        torch.testing.assert_close(a, b)
