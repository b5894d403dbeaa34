"""Training budgets in ``formal.compile``: the training planner's save/recompute plan, deployed.

``formal.compile(model, inputs, mode="train", memory_budget=R)`` (``R`` a ratio of the
default step's measured peak in (0, 1], or a number of bytes):

1. **Plan** (:func:`plan`, :func:`formal.pipelines.train_plan.plan_for_deploy`): the default
   training step (PyTorch's min-cut partitioner) is compiled and measured, its peak ``B0``; the
   budget is ``floor(R * B0)`` (or the bytes given). The rounds of ``formal train-plan`` then
   look for the saved set with the least extra FLOPs whose step fits, compiling and measuring
   each candidate. Below the certified floor (:mod:`formal.train.floor`: the primals and the
   gradients, all live when the backward ends, or a backward kernel's operands beside the primals)
   no plan can fit, and the compile is refused at once, with the proof of it (written beside the
   artifact folder ``out`` and checked: :func:`infeasible_folder`).
2. **Realize** (:func:`realize`): the certifying step runs under the partitioner hook
   (:func:`formal.train.graphs.partitioner`) with the plan's saved set, so the forward and
   backward programs torch.compile generates are the plan's; each is certified as any program
   is (order proof, emitted program, check run: :mod:`formal.deploy.certified`).
3. **The step** (:func:`finish`): its peak is that of the two certified programs, each measured
   by its check run (equal to its certified peak to the byte), beside what the step holds
   outside each (docs/semantics.md, "The training step"). Over the budget, the compile is
   refused in one line: the least step measured on the model at any budget (this call's, or an
   earlier call's through the plan cache), the certified floor, the band between them as a
   fraction of the default step, and why the rounds stopped.
4. **The proof**: a ``formal.train-proof/1`` (``train-proof.yaml``, beside the programs'
   traces, bound to them by the joint graph's sha256) that ``formal check`` verifies: both
   orders with their peaks, the step within the budget, the plan whole in the joint graph,
   its extra FLOPs, and the certified lower bound on the extra FLOPs of any plan that fits.
   The manifest's ``train_plan`` names it, with its sha256.

A plan holds for one input shape and one joint graph, so a module compiled with a budget
refuses other signatures and, after ``torch._dynamo.reset()``, any new program (compile again).
"""

from __future__ import annotations

import contextlib
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Iterator

import torch

from formal.base.checking import run_checker
from formal.base.errors import FormalError
from formal.base.files import read_yaml, write_yaml
from formal.capture.spec import ModelSpec
from formal.deploy.artifact import TRAIN_PROOF, sha256_file
from formal.deploy.backend import Session
from formal.pipelines.train_plan import (
    DeployPlan,
    PlanOptions,
    bind_traces,
    joint_nodes,
    joint_sha256,
    plan_for_deploy,
    proof_document,
)
from formal.pipelines.train_pool import band
from formal.pipelines.train_step import step_modeled_peak
from formal.train.graphs import Partition, partitioner


def plan_options(memory_budget: Any, time_limit: float) -> PlanOptions:
    """``memory_budget`` as the planner's options: a ratio in (0, 1] or a positive number of bytes."""
    if isinstance(memory_budget, bool) or not isinstance(memory_budget, (int, float)):
        raise FormalError(
            f"formal.compile: memory_budget: expected a ratio in (0, 1] of the default step's peak or a number "
            f"of bytes, got {memory_budget!r}"
        )
    if isinstance(memory_budget, int) and memory_budget > 1:
        return PlanOptions(budget=memory_budget, pytorch=False, isa="native", time_limit=time_limit)
    if not 0 < memory_budget <= 1:
        raise FormalError(
            f"formal.compile: memory_budget {memory_budget!r}: a ratio must be in (0, 1] (or give bytes, an integer)"
        )
    return PlanOptions(ratio=float(memory_budget), pytorch=False, isa="native", time_limit=time_limit)


def plan(
    model: torch.nn.Module,
    inputs: tuple,
    loss_fn: Callable[[Any], torch.Tensor] | None,
    memory_budget: Any,
    time_limit: float,
    name: str,
    log: Callable[[str], None],
    split_addmm: bool = False,
    out: str | Path | None = None,
) -> DeployPlan:
    """Step 1 (module doc): the plan, or a one-line refusal where none can fit. ``split_addmm``: the plans'
    backward graphs rewritten so that no matrix product waits inside an add (docs/train.md, "Split products").
    ``out``: the artifact folder asked for; where no plan can fit, the proof of it is written beside it
    (:func:`infeasible_folder`), checked, and named by the refusal."""
    options = replace(plan_options(memory_budget, time_limit), split_addmm=split_addmm)
    proofs = infeasible_folder(out)
    found = plan_for_deploy(ModelSpec(name, model, inputs, loss_fn), options, log, proofs)
    if found.values is None:
        raise FormalError(_refusal(found, None))
    return found


def infeasible_folder(out: str | Path | None) -> Path | None:
    """Where the proof that no plan fits goes: beside the artifact folder ``out`` (``<out>.train-infeasible``),
    which a refused compile leaves as it was; None without ``out``."""
    return None if out is None else Path(out).parent / f"{Path(out).name}.train-infeasible"


def _proof_said(found: DeployPlan) -> str:
    """The refusal's words on the proof that no plan fits: where it is, checked; or how to keep one."""
    if found.proof is None:
        return "; compile with out=DIR to keep the proof (formal check verifies it)"
    false = [message for ok, message in run_checker(None, found.proof) if not ok]
    if false:  # never expected: the floor is the checker's own rule; said rather than hidden
        return f"; its proof {found.proof} does not check: {false[0]}"
    return f"; the proof: {found.proof} (formal check verifies it)"


def _refusal(found: DeployPlan, step_peak: int | None) -> str:
    """Why no step is deployed at this budget, in one line: infeasible (below the certified floor), or the band
    between the least step measured on this model at any budget (this call's, earlier calls', the certified
    step's) and the certified floor, as a fraction of the default step, and why the rounds stopped."""
    asked = f"memory_budget {found.budget:,} B ({found.budget / found.baseline_peak:.3g} of the default step's "
    asked += f"{found.baseline_peak:,} B)"
    if found.budget < found.floor.bytes:
        why = f"infeasible, no plan can fit: {found.floor.why}{_proof_said(found)}"
    else:
        least = min((p for p in (found.least_measured, step_peak) if p is not None), default=None)
        why = "not met, no plan fits"
        gap = band(least, found.floor.bytes, found.baseline_peak)
        if gap is not None:
            why += (
                f": the least step peak measured (at any budget) is {gap['least_measured']:,} B, the certified floor "
                f"{found.floor.bytes:,} B, a band of {gap['bytes']:,} B ({gap['fraction']:.1%} of the default step)"
            )
        else:
            why += f" (the certified floor is {found.floor.bytes:,} B)"
        if found.stopped:
            why += f"; the rounds stopped: {found.stopped}"
    return f"formal.compile: {asked}: {why}; give a larger budget"


@contextlib.contextmanager
def realize(found: DeployPlan) -> Iterator[list[Partition]]:
    """Step 2 (module doc): while active, torch.compile partitions the training step with the plan's
    saved set; yields the partitions made (their joint graph is checked against the plan's)."""
    names = found.saved
    with partitioner(lambda _table: list(names), split=found.split_addmm) as partitions:
        yield partitions


def finish(session: Session, found: DeployPlan, partitions: list[Partition], name: str) -> dict[str, Any]:
    """Steps 3 and 4 (module doc), after the certifying step: the step's peak within the budget (or a
    one-line refusal), the train proof written and checked; the manifest's ``train_plan`` record."""
    forward, backward = session.program("fwd"), session.program("bwd")
    if forward is None or backward is None or forward.record is None or backward.record is None:
        raise FormalError("formal.compile: memory_budget: the training step did not give one forward and one backward")
    if len(partitions) != 1 or joint_sha256(joint_nodes(partitions[0].table)) != joint_sha256(joint_nodes(found.table)):
        raise FormalError(
            "formal.compile: memory_budget: the compiled training step's joint graph is not the one planned "
            f"({len(partitions)} partitioned graph(s)); nothing deployed"
        )
    unnamed = sorted(set(partitions[0].saved) - set(found.saved))
    if unnamed:
        raise FormalError(
            f"formal.compile: memory_budget: the partitioner saved {len(unnamed)} value(s) the plan did not name "
            f"(first: {unnamed[0]!r}); nothing deployed"
        )
    folder = session.folder
    traces = [folder / p.record["files"]["trace"] for p in (forward, backward)]
    parts, orders = {}, {}
    for key, program in (("forward", forward), ("backward", backward)):
        proof = read_yaml(folder / program.record["files"]["proof"])
        orders[key] = proof["order"]
        parts[key] = {
            "trace": program.record["files"]["trace"],
            "problem_sha256": proof["problem_sha256"],
            "order": proof["order"],
            "peak": proof["peak"],
        }
    modeled = step_modeled_peak(traces[0], traces[1], orders["forward"], orders["backward"])
    step_peak = max(
        int(forward.record["certified_peak"]) + modeled["held_outside_fwd"],
        int(backward.record["certified_peak"]) + modeled["held_outside_bwd"],
    )
    if step_peak > found.budget:
        raise FormalError(_refusal(found, step_peak))
    assert found.values is not None  # plan() refuses a plan without values
    document = proof_document(
        name, found.budget, parts, modeled["step_peak"], found.table, found.values, found.lower, found.multipliers
    )
    write_yaml(folder / TRAIN_PROOF, bind_traces(folder, document))
    claims = run_checker(None, folder / TRAIN_PROOF)
    false = [message for ok, message in claims if not ok]
    if false:
        raise FormalError(f"formal.compile: memory_budget: the training step's proof does not check: {false[0]}")
    return {
        "proof": TRAIN_PROOF,
        "sha256": sha256_file(folder / TRAIN_PROOF),
        "budget": found.budget,
        "default_step_peak": found.baseline_peak,
        "step_peak": step_peak,
        "extra_flops": document["plan"]["extra_flops"],
        "extra_flops_lower_bound": found.lower,
        "floor": found.floor.bytes,
        "status": found.status,
        "split_addmm": list(partitions[0].split_addmm),  # the backward's adds rewritten (opt-in)
        "saved": len(document["plan"]["saved"]),
        "recomputed": len(document["plan"]["recomputed"]),
    }
