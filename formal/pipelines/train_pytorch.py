"""PyTorch's own answers to the training-step memory problem, measured side by side (issue 14 item 5).

For one model, :class:`PyTorchSide` compiles and measures (:func:`formal.pipelines.train_step.compile_step`,
:func:`formal.pipelines.train_step.measure_step`) what PyTorch offers:

* :meth:`~PyTorchSide.default`: torch.compile's default partitioner (``activation_memory_budget`` 1.0);
* :meth:`~PyTorchSide.knapsack`: ``torch._functorch.config.activation_memory_budget = budget`` with
  ``activation_memory_budget_solver`` one of :data:`SOLVERS` (``ilp`` needs scipy);
* :meth:`~PyTorchSide.checkpoint`: every registered block under ``torch.utils.checkpoint``
  (non-reentrant), default partitioner;
* :meth:`~PyTorchSide.best_meeting`: the budget of one solver with the least extra FLOPs whose
  measured step peak is at most a target, searched by bisection on the measured peak;
* :func:`compare`: all of these for one model at budget ratios of the default's peak, as JSON.

Each configuration is a :class:`Point`: its saved set, the saved tensors' bytes, the measured
step peak, the step's FLOPs (FlopCounterMode's formulas on both graphs), the extra FLOPs over
the default compile's and the median step time.

Compiles cost tens of seconds to minutes, so the budget -> saved set map is read without
compiling: :meth:`~PyTorchSide.saved_set` traces the step once, stops inside the partitioner at
the point where PyTorch chooses the saved values, keeps that joint graph, and afterwards asks
PyTorch's own ``choose_saved_values_set`` for any (solver, budget) on it. Configurations are
memoized by that chosen set: a budget (of any solver) that chooses a set already compiled costs
nothing. The set a real compile chose is checked against the prediction (``Point.predicted``).
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import importlib.util
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator
from unittest import mock

import torch
import torch._functorch.config as functorch_config
from torch import nn
from torch._functorch import partitioners
from torch.utils.checkpoint import checkpoint

from formal.base.errors import FormalError
from formal.pipelines.train_step import CompiledStep, compile_step, measure_step, trace_joint
from formal.train.graphs import JointProbe

SOLVERS = ("dp", "greedy", "ilp")
# A bisection stops once the budget interval is this narrow (budgets closer than this choose
# the same set in every model tried; the stop matters only when the sets change that fast).
BUDGET_RESOLUTION = 1e-3
MAX_COMPILES = 6


def solver_unavailable(solver: str) -> str | None:
    """Why ``solver`` cannot run here (one line), or None when it can; an unknown solver is a FormalError."""
    if solver not in SOLVERS:
        raise FormalError(f"unknown knapsack solver {solver!r}; expected one of {', '.join(SOLVERS)}")
    if solver == "ilp" and importlib.util.find_spec("scipy") is None:
        return (
            "PyTorch's ilp knapsack solver needs scipy (scipy.optimize.milp), which is not installed: pip install scipy"
        )
    return None


def _check_budget(budget: float) -> float:
    if not isinstance(budget, (int, float)) or isinstance(budget, bool) or not 0.0 <= budget <= 1.0:
        raise FormalError(f"activation memory budget: expected a number in [0, 1], got {budget!r}")
    return float(budget)


class Checkpointed(nn.Module):
    """``block`` run under ``torch.utils.checkpoint`` (non-reentrant): its activations are
    recomputed in the backward instead of saved."""

    def __init__(self, block: nn.Module):
        super().__init__()
        self.block = block

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        return checkpoint(self.block, *args, use_reentrant=False, **kwargs)


def checkpoint_blocks(model: nn.Module, blocks: tuple[str, ...] | list[str]) -> nn.Module:
    """Replace each named submodule of ``model`` (in place) by :class:`Checkpointed` around it;
    returns ``model``. An unknown or repeated name is a FormalError."""
    if len(set(blocks)) != len(blocks):
        raise FormalError(f"checkpoint blocks: a block is named twice in {list(blocks)}")
    for name in blocks:
        parent_name, _, leaf = name.rpartition(".")
        try:
            parent = model.get_submodule(parent_name)
            block = parent.get_submodule(leaf)
        except AttributeError:
            raise FormalError(f"checkpoint blocks: the model has no submodule {name!r}") from None
        if isinstance(block, Checkpointed):
            raise FormalError(f"checkpoint blocks: {name!r} is already checkpointed")
        setattr(parent, leaf, Checkpointed(block))
    return model


@dataclass
class Point:
    """One compiled and measured configuration of PyTorch's."""

    label: str  # "default", "checkpoint", "<solver>@<budget>"
    solver: str | None  # None for default and checkpoint
    budget: float | None
    chosen: tuple[str, ...]  # the values PyTorch's choose_saved_values_set picked (sorted): the memo key
    saved: list[str]  # the backward program's saved arguments (Partition.saved)
    saved_bytes: int  # sizes of the saved tensors that are not primals (the caller holds those anyway)
    measured_peak: int  # measured step peak, bytes (held storages included)
    fwd_peak: int  # high-water mark within the forward call (held included)
    bwd_peak: int  # high-water mark from the tangents through the backward call (held included)
    step_flops: int
    extra_flops: int  # step_flops - the default compile's step_flops
    median_seconds: float | None  # median wall time of the step (measure_step's timed runs)
    compile_seconds: float
    predicted: bool | None = None  # the compile chose the set the probe predicted (None: no prediction)

    def as_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "solver": self.solver,
            "budget": self.budget,
            "saved_count": len(self.saved),
            "saved_bytes": self.saved_bytes,
            "measured_peak": self.measured_peak,
            "fwd_peak": self.fwd_peak,
            "bwd_peak": self.bwd_peak,
            "step_flops": self.step_flops,
            "extra_flops": self.extra_flops,
            "median_seconds": self.median_seconds,
            "compile_seconds": round(self.compile_seconds, 2),
            "predicted": self.predicted,
        }


@dataclass
class Search:
    """:meth:`PyTorchSide.best_meeting`'s answer: every point tried and the best one."""

    solver: str
    target: int  # bytes
    available: bool
    feasible: bool
    reason: str  # why unavailable or infeasible, or how the search ended
    tried: list[tuple[float, Point]] = field(default_factory=list)  # (budget asked, the point it gave)
    best: Point | None = None
    compiles: int = 0  # new compiles this search made (memoized points cost none)

    def as_dict(self) -> dict[str, Any]:
        return {
            "solver": self.solver,
            "target": self.target,
            "available": self.available,
            "feasible": self.feasible,
            "reason": self.reason,
            "compiles": self.compiles,
            "best": None if self.best is None else self.best.label,
            "tried": [
                {
                    **p.as_dict(),
                    "solver": self.solver,
                    "budget": b,
                    "compiled_as": p.label,
                    "meets_target": p.measured_peak <= self.target,
                }
                for b, p in self.tried
            ],
        }


class _Probed(Exception):
    """Raised inside the partitioner once the joint graph is in hand: stops the probe's partition."""


@dataclass
class _Joint:
    """The joint graph as PyTorch's choice of saved values sees it, kept after the probe.

    A choice runs up to four min cuts (three of them independent of the budget) and a FLOP
    estimate per candidate node; both are pure functions of the graph and the config, so
    :meth:`chosen` memoizes them across queries (a query costs one knapsack after the first).
    """

    choose: Callable[..., list[Any]]  # PyTorch's choose_saved_values_set
    joint_graph: Any
    node_info: Any
    cuts: dict[tuple, tuple[list[Any], Any]] = field(default_factory=dict)
    runtimes: dict[str, float] = field(default_factory=dict)

    def chosen(self, solver: str, budget: float) -> tuple[str, ...]:
        solve_min_cut, estimate_runtime = partitioners.solve_min_cut, partitioners.estimate_runtime

        def cut(joint_graph: Any, node_info: Any, options: Any, dont_ban: Any = None) -> tuple[list[Any], Any]:
            key = (dataclasses.astuple(options), tuple(sorted(n.name for n in dont_ban or ())))
            if key not in self.cuts:
                self.cuts[key] = solve_min_cut(joint_graph, node_info, options, dont_ban)
            saved, banned = self.cuts[key]
            return list(saved), copy.copy(banned)  # copies: the caller may change what it gets

        def runtime(node: Any) -> float:
            if node.name not in self.runtimes:
                self.runtimes[node.name] = estimate_runtime(node)
            return self.runtimes[node.name]

        with (
            functorch_config.patch(activation_memory_budget_solver=solver),
            mock.patch.object(partitioners, "solve_min_cut", cut),
            mock.patch.object(partitioners, "estimate_runtime", runtime),
        ):
            nodes = self.choose(self.joint_graph, self.node_info, memory_budget=budget)
        return tuple(sorted(n.name for n in nodes))


def _saved_bytes(step: CompiledStep) -> int:
    """Bytes of the saved activations: backward's tensor arguments other than tangents and
    primals (parameters, buffers and inputs are held for the whole step whether saved or not)."""
    total = 0
    for node in step.partition.bw.graph.find_nodes(op="placeholder"):
        val = node.meta.get("val")
        if not node.name.startswith(("tangents", "primals")) and isinstance(val, torch.Tensor):
            total += int(val.numel()) * val.element_size()
    return total


class PyTorchSide:
    """PyTorch's partitioner, knapsack solvers and whole-block checkpointing on one model.

    ``build``: a builder returning ``(model, example_inputs[, loss_fn])`` (a fresh model per
    call); ``blocks``: the qualified names :meth:`checkpoint` wraps; ``repeats``: timed step
    runs per measurement (median reported).
    """

    def __init__(self, build: Callable[[], tuple], blocks: tuple[str, ...] | list[str] = (), repeats: int = 3):
        self.build = build
        self.blocks = tuple(blocks)
        self.repeats = repeats
        self._memo: dict[tuple[str, ...], Point] = {}
        self._default: Point | None = None
        self._joint: _Joint | None = None
        self._chosen_cache: dict[tuple[str, float], tuple[str, ...]] = {}
        self.compiles = 0

    # ------------------------------------------------------------------ building blocks

    def _built(self) -> tuple[torch.nn.Module, tuple, Callable | None]:
        built = self.build()
        if not isinstance(built, tuple) or len(built) not in (2, 3):
            raise FormalError("the builder must return (model, example_inputs[, loss_fn])")
        model, inputs = built[0], tuple(built[1])
        return model, inputs, (built[2] if len(built) == 3 else None)

    def _measure(
        self,
        label: str,
        solver: str | None,
        budget: float | None,
        model: torch.nn.Module,
        inputs: tuple,
        loss_fn: Callable | None,
        functorch_config: dict[str, Any],
    ) -> Point:
        step = compile_step(model, inputs, loss_fn, functorch_config=functorch_config)
        self.compiles += 1
        run = measure_step(step, repeats=self.repeats)
        baseline = self._default.step_flops if self._default is not None else step.step_flops
        return Point(
            label=label,
            solver=solver,
            budget=budget,
            chosen=tuple(sorted(step.partition.table.pytorch_saved)),
            saved=list(step.partition.saved),
            saved_bytes=_saved_bytes(step),
            measured_peak=run.measured_peak,
            fwd_peak=run.fwd_peak,
            bwd_peak=run.bwd_peak,
            step_flops=step.step_flops,
            extra_flops=step.step_flops - baseline,
            median_seconds=run.seconds,
            compile_seconds=step.compile_seconds,
        )

    # ------------------------------------------------------------------ PyTorch's configurations

    def points(self) -> list[Point]:
        """Every configuration measured so far, each once (the memo keys a point by more than one saved set)."""
        return list({id(p): p for p in self._memo.values()}.values())

    def default(self) -> Point:
        """torch.compile's default partitioner (activation_memory_budget 1.0); compiled once."""
        if self._default is None:
            model, inputs, loss_fn = self._built()
            self._default = self._measure(
                "default", None, 1.0, model, inputs, loss_fn, {"activation_memory_budget": 1.0}
            )
            self._memo.setdefault(self._default.chosen, self._default)
        return self._default

    def knapsack(self, solver: str, budget: float) -> Point:
        """``activation_memory_budget = budget`` with ``solver``; memoized by the chosen saved set."""
        reason = solver_unavailable(solver)
        if reason:
            raise FormalError(f"solver {solver}: {reason}")
        budget = _check_budget(budget)
        if budget == 1.0:  # PyTorch returns the runtime-optimized min cut before any solver runs
            return self.default()
        self.default()
        predicted = self.saved_set(solver, budget)
        if predicted in self._memo:
            return self._memo[predicted]
        model, inputs, loss_fn = self._built()
        point = self._measure(
            f"{solver}@{budget:g}",
            solver,
            budget,
            model,
            inputs,
            loss_fn,
            {"activation_memory_budget": budget, "activation_memory_budget_solver": solver},
        )
        point.predicted = point.chosen == predicted
        self._memo[predicted] = point
        self._memo.setdefault(point.chosen, point)
        return point

    def checkpoint(self) -> Point:
        """Every registered block under torch.utils.checkpoint (non-reentrant), default partitioner."""
        if not self.blocks:
            raise FormalError("checkpoint: this model has no registered blocks to checkpoint")
        self.default()
        model, inputs, loss_fn = self._built()
        checkpoint_blocks(model, self.blocks)
        return self._measure("checkpoint", None, None, model, inputs, loss_fn, {"activation_memory_budget": 1.0})

    # ------------------------------------------------------------------ the budget -> saved set map

    def saved_set(self, solver: str, budget: float) -> tuple[str, ...]:
        """The values PyTorch's partitioner would choose to save under (solver, budget), sorted,
        read from the probed joint graph without compiling (module doc)."""
        reason = solver_unavailable(solver)
        if reason:
            raise FormalError(f"solver {solver}: {reason}")
        budget = _check_budget(budget)
        key = (solver, budget)
        if key not in self._chosen_cache:
            self._chosen_cache[key] = self._probe().chosen(solver, budget)
        return self._chosen_cache[key]

    def _probe(self) -> _Joint:
        if self._joint is None:
            self._joint = probe_joint(*self._built())
        return self._joint

    # ------------------------------------------------------------------ the search

    def best_meeting(self, solver: str, target_bytes: int, max_compiles: int = MAX_COMPILES) -> Search:
        """The budget of ``solver`` with the least extra FLOPs whose measured step peak is at most
        ``target_bytes``: bisection on the measured peak between budget 0 (least saved) and 1.

        Every point tried is reported. The peak is not guaranteed monotone in the budget, so the
        best is the least extra FLOPs among all points that meet the target (ties: lower peak).
        """
        if not isinstance(target_bytes, int) or isinstance(target_bytes, bool) or target_bytes <= 0:
            raise FormalError(f"target: expected a positive number of bytes, got {target_bytes!r}")
        reason = solver_unavailable(solver)
        if reason:
            return Search(solver=solver, target=target_bytes, available=False, feasible=False, reason=reason)
        search = Search(solver=solver, target=target_bytes, available=True, feasible=False, reason="")
        before = self.compiles

        def at(budget: float) -> Point:
            point = self.knapsack(solver, budget)
            search.tried.append((budget, point))
            return point

        def meets(point: Point) -> bool:
            return point.measured_peak <= target_bytes

        top = at(1.0)
        if meets(top):
            search.reason = "the default partition (budget 1.0) already meets the target"
        else:
            bottom = at(0.0)
            low = 0.0 if meets(bottom) else self._scan(solver, at, meets, before, max_compiles)
            if low is None:
                search.reason = (
                    f"infeasible: budget 0 measures {bottom.measured_peak} bytes > target {target_bytes}, "
                    f"and no other budget tried meets it"
                )
            else:
                search.reason = self._bisect(solver, low, at, meets, before, max_compiles)
        hits = [p for _, p in search.tried if meets(p)]
        search.feasible = bool(hits)
        if hits:
            search.best = min(hits, key=lambda p: (p.extra_flops, p.measured_peak, p.budget or 0.0))
        search.compiles = self.compiles - before
        return search

    def _scan(
        self, solver: str, at: Callable[[float], Point], meets: Callable[[Point], bool], before: int, max_compiles: int
    ) -> float | None:
        """Budget 0 misses the target: the peak is not monotone in the budget (recomputing
        everything can rebuild the activations in backward at once), so try budgets in between,
        coarse to fine, for one that meets it; None if none does within the compile limit."""
        known = {self.saved_set(solver, 0.0), self.saved_set(solver, 1.0)}
        for budget in (0.5, 0.25, 0.75, 0.125, 0.375, 0.625, 0.875):
            chosen = self.saved_set(solver, budget)
            if chosen in known:
                continue
            if self.compiles - before >= max_compiles and chosen not in self._memo:
                return None
            known.add(chosen)
            if meets(at(budget)):
                return budget
        return None

    def _bisect(
        self,
        solver: str,
        low: float,
        at: Callable[[float], Point],
        meets: Callable[[Point], bool],
        before: int,
        max_compiles: int,
    ) -> str:
        """Narrow [low (meets), high (does not)] until the two budgets choose neighbouring sets."""
        high = 1.0
        while high - low > BUDGET_RESOLUTION:
            middle = (low + high) / 2
            chosen = self.saved_set(solver, middle)
            if chosen == self.saved_set(solver, low):
                low = middle  # same set as the feasible end: same program, no compile
                continue
            if chosen == self.saved_set(solver, high):
                high = middle
                continue
            if self.compiles - before >= max_compiles and chosen not in self._memo:
                return f"stopped at {max_compiles} compiles with budgets [{low:g}, {high:g}] open"
            if meets(at(middle)):
                low = middle
            else:
                high = middle
        return f"bisection closed at budgets [{low:g}, {high:g}]"


@contextlib.contextmanager
def _stop_at_choice(record: list[_Joint]) -> Iterator[None]:
    """While active, PyTorch's choice of saved values records its arguments and stops the compile."""
    original = partitioners.choose_saved_values_set

    def stop(joint_graph: Any, node_info: Any, memory_budget: float = 1) -> list[Any]:
        record.append(_Joint(original, joint_graph, node_info))
        raise _Probed()

    with mock.patch.object(partitioners, "choose_saved_values_set", stop):
        yield


def probe_joint(model: torch.nn.Module, inputs: tuple, loss_fn: Callable | None = None) -> _Joint:
    """Trace ``model``'s training step as :func:`formal.pipelines.train_step.compile_step` does
    (:func:`formal.pipelines.train_step.trace_joint`: no Inductor code is generated), partition it
    up to PyTorch's choice of saved values, and keep the joint graph as that choice sees it."""
    return joint_of(trace_joint(model, inputs, loss_fn))


def joint_of(kept: JointProbe) -> _Joint:
    """The joint graph as PyTorch's choice of saved values sees it, from a joint graph already kept
    (:func:`formal.pipelines.train_step.trace_joint`): one partition, stopped at that choice."""
    record: list[_Joint] = []
    with _stop_at_choice(record), contextlib.suppress(_Probed):
        kept.realized(lambda _table: [])
    if len(record) != 1:
        raise FormalError("probe: the partitioner made no choice of saved values (no backward to partition?)")
    return record[0]


def compare(
    side: PyTorchSide,
    ratios: tuple[float, ...] = (0.8, 0.6),
    solvers: tuple[str, ...] = SOLVERS,
    max_compiles: int = MAX_COMPILES,
    with_checkpoint: bool = True,
) -> dict[str, Any]:
    """PyTorch's side of one model's row, JSON-ready: the default compile, whole-block
    checkpointing (when ``with_checkpoint`` and the side has blocks), and for each ratio R and
    solver the best budget meeting R x the default's measured step peak (an unavailable
    solver is reported with its reason). ``points``: every distinct configuration compiled,
    for the peak-vs-extra-FLOPs plot."""
    for ratio in ratios:
        if not isinstance(ratio, (int, float)) or isinstance(ratio, bool) or not 0.0 < ratio <= 1.0:
            raise FormalError(f"budget ratio: expected a number in (0, 1], got {ratio!r}")
    default = side.default()
    result: dict[str, Any] = {"default": default.as_dict(), "checkpoint": None, "targets": []}
    if with_checkpoint and side.blocks:
        result["checkpoint"] = side.checkpoint().as_dict()
    for ratio in ratios:
        target = int(ratio * default.measured_peak)
        searches = {solver: side.best_meeting(solver, target, max_compiles).as_dict() for solver in solvers}
        result["targets"].append({"ratio": ratio, "target": target, "solvers": searches})
    distinct = {id(p): p for p in side._memo.values()}
    result["points"] = sorted((p.as_dict() for p in distinct.values()), key=lambda d: (d["extra_flops"], d["label"]))
    result["compiles"] = side.compiles
    return result
