"""formal.compile(..., mode="train", memory_budget=R): the training planner's plan deployed with the orders.

One compile of a 6-layer MLP at budget 0.7 (the model of tests/test_train_plan.py, whose default
step does not fit 0.7 and whose plan recomputes): the step fits, its proof checks and is bound
into the artifact, optimizer steps run and agree with torch.compile's, and the loaded artifact
reports and trains the same. Refusals are one line.
"""

from __future__ import annotations

import copy
import re
import subprocess
import sys
from typing import Any

import pytest
import torch
import yaml
from train_helpers import TiedLM

import formal
from formal.base.errors import FormalError
from formal.deploy.artifact import TRAIN_PROOF

pytestmark = pytest.mark.capture


def mlp() -> tuple[torch.nn.Module, torch.Tensor]:
    torch.manual_seed(0)
    layers: list[torch.nn.Module] = []
    for _ in range(6):
        layers += [torch.nn.Linear(64, 64), torch.nn.ReLU()]
    return torch.nn.Sequential(*layers, torch.nn.Linear(64, 4)), torch.randn(1024, 64)


def formal_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-P", "-m", "formal", *args], capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def budgeted(tmp_path_factory):
    torch._dynamo.reset()
    model, x = mlp()
    reference = copy.deepcopy(model)
    out = tmp_path_factory.mktemp("budget") / "artifact"
    module = formal.compile(model, (x,), mode="train", memory_budget=0.7, out=out)
    return {"model": model, "reference": reference, "x": x, "module": module, "out": out}


def sgd_steps(module: torch.nn.Module, parameters, x: torch.Tensor, steps: int = 3) -> list[torch.Tensor]:
    optimizer = torch.optim.SGD(parameters, lr=0.01)
    for _ in range(steps):
        optimizer.zero_grad()
        module(x).sum().backward()
        optimizer.step()
    return [p.detach().clone() for p in parameters]


def test_the_step_fits_the_budget_and_reports_it(budgeted):
    module = budgeted["module"]
    assert module.budget == int(0.7 * module.default_step_peak)
    assert module.step_peak <= module.budget < module.default_step_peak
    assert module.extra_flops > 0  # this default step does not fit 0.7: the plan recomputes
    record = module.train_plan
    assert record["extra_flops_lower_bound"] <= record["extra_flops"]
    assert record["floor"] <= module.step_peak
    manifest = yaml.safe_load((budgeted["out"] / "manifest.yaml").read_text())
    assert manifest["train_plan"]["step_peak"] == module.step_peak


def test_the_training_proof_checks_and_the_artifact_verifies(budgeted):
    out = budgeted["out"]
    check = formal_cli("check", str(out / TRAIN_PROOF))
    assert check.returncode == 0, check.stdout + check.stderr
    assert f"within the budget of {budgeted['module'].budget} bytes" in check.stdout
    verified = formal_cli("verify-artifact", str(out))
    assert verified.returncode == 0, verified.stdout
    assert "train plan: the manifest's budget, step peak and extra FLOPs agree with the proof" in verified.stdout


def test_an_edited_train_proof_is_refused(budgeted, tmp_path):
    folder = tmp_path / "edited"
    budgeted["module"].save(folder)
    proof = folder / TRAIN_PROOF
    proof.write_text(proof.read_text().replace("budget:", "budget: 1 #", 1))
    with pytest.raises(FormalError, match="the train proof file was modified"):
        formal.load(folder, self_test=False)
    assert formal_cli("verify-artifact", str(folder)).returncode != 0


def test_optimizer_steps_agree_with_torch_compile_and_the_loaded_artifact(budgeted, tmp_path):
    """Recomputation changes the backward's kernels, so the planned step's bits may differ from
    torch.compile's default step: the parameters after three SGD steps agree within float32
    rounding (the largest difference is reported by the closing note's bench). The loaded
    artifact runs the same programs: bit for bit the in-process module's."""
    module, x = budgeted["module"], budgeted["x"]
    folder = module.save(tmp_path / "saved")
    loaded = formal.load(folder)
    figures = ("step_peak", "default_step_peak", "budget", "extra_flops")
    assert [getattr(loaded, k) for k in figures] == [getattr(module, k) for k in figures]
    reference = copy.deepcopy(budgeted["reference"])
    compiled = torch.compile(reference)
    ours = sgd_steps(module, list(module.model.parameters()), x)
    theirs = sgd_steps(compiled, list(reference.parameters()), x)
    served = sgd_steps(loaded, list(loaded.parameters()), x)
    start = copy.deepcopy(budgeted["reference"])
    assert sorted(dict(loaded.named_parameters())) == sorted(dict(start.named_parameters()))
    for a, b in zip(ours, theirs):
        assert torch.allclose(a, b, rtol=1e-5, atol=1e-6)
    for a, b in zip(ours, served):  # both from the weights saved before the steps
        assert torch.equal(a, b)


def test_refusals_are_one_line():
    model, x = mlp()
    for kwargs, words in (
        ({"mode": "inference", "memory_budget": 0.7}, "mode='train'"),
        ({"mode": "train", "memory_budget": 1.5}, r"ratio must be in \(0, 1\]"),
        ({"mode": "train", "memory_budget": "half"}, "expected a ratio"),
    ):
        with pytest.raises(FormalError, match=words) as info:
            formal.compile(model, (x,), **kwargs)
        assert "\n" not in str(info.value)
    with pytest.raises(FormalError) as info:  # below the certified floor (a backward kernel's): no plan can fit
        formal.compile(model, (x,), mode="train", memory_budget=0.05)
    message = str(info.value)
    assert re.search(r"no plan can fit: while the backward's \w+ runs \(aten\.mm\.default\), the primals", message)
    assert "compile with out=DIR to keep the proof" in message
    assert "\n" not in message


def test_an_infeasible_budget_is_answered_with_a_checked_proof(tmp_path):
    """Below the certified floor the refusal names the proof that no plan fits, written beside the artifact
    folder (which the refused compile leaves as it was), and ``formal check`` verifies it."""
    torch._dynamo.reset()
    model, x = mlp()
    out = tmp_path / "artifact"
    with pytest.raises(FormalError) as info:
        formal.compile(model, (x,), mode="train", memory_budget=0.05, out=out)
    proof = tmp_path / "artifact.train-infeasible" / "train-proof.yaml"
    assert f"the proof: {proof} (formal check verifies it)" in str(info.value)
    assert not out.exists()
    checked = formal_cli("check", str(proof))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    said = r"ok +infeasible: forward inputs and kernel 'mm_\d+' \(operands, result, gradients before\) hold"
    assert re.search(said, checked.stdout)


def test_a_budgeted_module_refuses_another_signature(budgeted):
    with pytest.raises(FormalError, match="shape"):
        budgeted["module"](torch.randn(512, 64))


def test_split_products_deploy_a_tied_language_model_its_fused_program_cannot_fit(tmp_path):
    """docs/train.md, "Split products" and "Floors": at 0.9 of the default step, the fused addmm's floor
    (the logits gradient beside the tied weight's scatter and sum) proves no plan fits; kept apart with
    ``split_addmm=True``, a plan without recomputation fits, and the gradients match eager PyTorch's."""
    loss = lambda out: out.logsumexp(-1).mean()  # noqa: E731
    answers: dict[bool, Any] = {}
    for split in (False, True):
        torch._dynamo.reset()
        torch.manual_seed(0)
        model, ids = TiedLM(), torch.randint(0, 4096, (4, 32))
        try:
            answers[split] = formal.compile(
                model,
                (ids,),
                mode="train",
                memory_budget=0.9,
                loss_fn=loss,
                split_addmm=split,
                out=tmp_path / str(split),
            )
        except FormalError as refused:
            answers[split] = str(refused)
    assert re.search(r"no plan can fit: while the backward's add_\d+ runs \(one addmm\)", answers[False])
    module = answers[True]
    assert module.train_plan["split_addmm"] == ["add_3"] and module.step_peak <= module.budget
    assert module.extra_flops == 0
    verified = formal_cli("verify-artifact", str(tmp_path / "True"))
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert module.budget == int(0.9 * module.default_step_peak)
    torch.manual_seed(0)
    reference, ids = TiedLM(), torch.randint(0, 4096, (4, 32))
    loss(reference(ids)).backward()
    loss(module(ids)).backward()
    for (name, want), got in zip(reference.named_parameters(), module.parameters()):
        assert torch.allclose(got.grad, want.grad, rtol=1e-5, atol=1e-8), name
    with pytest.raises(FormalError, match="split_addmm rewrites the training plan's backward: give memory_budget"):
        formal.compile(TiedLM(), (ids,), mode="train", split_addmm=True)
