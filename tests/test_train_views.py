"""Saved views cost their base (issue 50, docs/train.md "The pipeline"): a getitem of a split keeps the split's
whole base alive, so the joint table states it as a view (no bytes of its own, not savable) whose storage owner
is the base; a plan that saves it saves the base, the planner, its model and the checker agree on its bytes,
and ``formal.compile`` deploys such a plan with a proof that checks."""

from __future__ import annotations

import operator
import subprocess
import sys

import pytest
import torch
import yaml
from train_helpers import FusedQKV

import formal
from formal.deploy.artifact import TRAIN_PROOF
from formal.model import load_problem
from formal.pipelines.train_plan import saved_names
from formal.pipelines.train_step import capture_step, compile_step, trace_joint
from formal.train import formulation as M
from formal.train.graphs import JointTable

pytestmark = pytest.mark.capture


def fused_qkv() -> tuple[torch.nn.Module, torch.Tensor]:
    torch.manual_seed(0)
    return FusedQKV(), torch.randn(4, 16, 32)


@pytest.fixture(scope="module")
def table() -> JointTable:
    model, x = fused_qkv()
    return compile_step(model, (x,)).partition.table


def test_a_getitem_of_a_split_is_a_view_of_the_base(table):
    by_name = table.by_name()
    splits = [n for n in table.nodes if n.target == "aten.split.Tensor" and n.kind == "forward"]
    assert len(splits) == 2  # one per layer
    for split in splits:
        parts = [n for n in table.nodes if n.inputs == (split.name,) and n.target == str(operator.getitem)]
        assert len(parts) == 3
        base = by_name[M.storage_owner(table, split.name)]  # through the view that gives it three dimensions
        assert base.target == "aten.addmm.default" and base.bytes == 4 * 16 * 96 * 4  # the product: q, k and v together
        for part in parts:
            assert (part.bytes, part.savable) == (0, False)
            assert M.storage_owner(table, part.name) == base.name


def test_pytorchs_saved_views_count_as_their_base(table):
    by_name = table.by_name()
    split_bases = {M.storage_owner(table, n.name) for n in table.nodes if n.target == "aten.split.Tensor"}
    views = [v for v in table.pytorch_saved if by_name[v].bytes == 0]
    assert split_bases & {M.storage_owner(table, v) for v in views}, "PyTorch saves views of the split"
    values = M.assignment(table, set(table.pytorch_saved))
    for view in views:
        assert values[f"s:{M.storage_owner(table, view)}"] == 1


def test_the_partitioner_saves_the_base_and_computes_the_views_in_the_backward(table):
    model, x = fused_qkv()
    probe = trace_joint(model, (x,))
    bases = sorted({M.storage_owner(table, v) for v in table.pytorch_saved})
    realized = probe.realized(lambda _t: bases)
    assert set(realized) <= set(bases)
    assert not {v for v in realized if table.by_name()[v].bytes == 0}


def test_every_value_the_backward_receives_has_the_bytes_of_its_storage(table, tmp_path):
    """The planner's bytes of a saved value are what the backward's trace holds for it, for a plan that
    saves every value the backward reads (a view as its base): the checker's rule ("the nodes the traces
    hold have their bytes as in the traces"), which a view of a split at its own size broke."""
    model, x = fused_qkv()
    values = M.assignment(table, set(table.needed_in_backward()))
    step = compile_step(model, (x,), choose=lambda _t: saved_names(table, values))
    _forward, backward = capture_step(step, "views", tmp_path, "views")
    storages = {s.id: s.bytes for s in load_problem(str(backward)).storages}
    received = [v for v in step.partition.saved if table.by_name()[v].kind != "primal"]
    assert received and {v: table.by_name()[v].bytes for v in received} == {v: storages.get(v) for v in received}


def test_formal_compile_deploys_a_plan_saving_views_of_a_split(table, tmp_path):
    """Issue 50's encoder case, small: the plan that fits saves a split's base, for the views the backward
    reads, and its proof checks (it was refused: "the nodes the traces hold have their bytes as in the traces,
    not 'getitem_2'": the plan had the view's own bytes, the backward's trace the base's)."""
    torch._dynamo.reset()
    model, x = fused_qkv()
    module = formal.compile(model, (x,), mode="train", memory_budget=0.9, out=tmp_path / "artifact")
    assert module.step_peak <= module.budget == int(0.9 * module.default_step_peak)
    proof = yaml.safe_load((tmp_path / "artifact" / TRAIN_PROOF).read_text())
    split_bases = {M.storage_owner(table, n.name) for n in table.nodes if n.target == "aten.split.Tensor"}
    assert split_bases & set(proof["plan"]["saved"])
    verified = subprocess.run(
        [sys.executable, "-P", "-m", "formal", "check", str(tmp_path / "artifact" / TRAIN_PROOF)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert verified.returncode == 0, verified.stdout
