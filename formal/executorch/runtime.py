"""Making and running ExecuTorch programs: export with a chosen planner, run in ExecuTorch's runtime, compare bits.

:func:`export_program` lowers a model the standard way (``torch.export.export`` ->
``to_edge`` -> ``to_executorch``) with the memory planner named: ``greedy`` (ExecuTorch's
default suite), ``naive`` (no reuse) or ``formal`` (:class:`~formal.executorch.planner.FormalPlanner`).
:func:`run_program` executes a ``.pte`` in ExecuTorch's own runtime (the C++ runtime behind
``executorch.runtime``), from a file: the Python binding needs the bytes it loads kept alive, and a
file does that (loading from a released buffer crashed in 4 of 6 runs when the issue was filed).
:func:`same_bits` compares outputs bit for bit.
"""

from __future__ import annotations

import os
import tempfile
import time
from dataclasses import dataclass
from typing import Any, Sequence

from formal.base.errors import FormalError
from formal.executorch.planner import FormalPlanner
from formal.executorch.reorder import CertifiedOrder, apply_order, certify_order

PLANNERS = ("greedy", "naive", "formal")


@dataclass(frozen=True)
class Exported:
    """A lowered program: its ``.pte`` bytes, the planner that placed its tensors and how long planning took."""

    pte: bytes
    planner: str
    plan_seconds: float  # the memory-planning algorithm's own time (lowering excluded)
    algorithm: Any  # the FormalPlanner (its results), or None
    order: CertifiedOrder | None = None  # the certified order the graph was moved into, if asked


class _Timed:
    """Wraps a memory-planning algorithm and adds up the time it runs."""

    def __init__(self, algo: Any):
        self.algo, self.seconds = algo, 0.0
        self.__name__ = getattr(algo, "__name__", "algo")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return self.algo(*args, **kwargs)
        finally:
            self.seconds += time.perf_counter() - t0


def planning_algorithm(planner: str, time_limit: float = 10.0) -> Any:
    """The ``memory_planning_algo`` for ``planner``: greedy, naive or formal."""
    from executorch.exir.memory_planning import MemoryPlanningAlgorithmSuite, greedy, naive

    if planner == "greedy":
        return MemoryPlanningAlgorithmSuite([greedy])
    if planner == "naive":
        return MemoryPlanningAlgorithmSuite([naive])
    if planner == "formal":
        return FormalPlanner(time_limit)
    raise FormalError(f"unknown ExecuTorch planner {planner!r} (choose from {', '.join(PLANNERS)})")


def export_program(
    model: Any,
    inputs: Sequence[Any],
    planner: str = "formal",
    time_limit: float = 10.0,
    edge: Any = None,
    reorder: float | None = None,
    fold_constants: bool = False,
) -> Exported:
    """Lower ``model`` on ``inputs`` to a ``.pte`` whose memory is planned by ``planner``.

    ``edge`` (an ``EdgeProgramManager`` from ``to_edge``) skips export and lowering to edge, so that
    several planners see the same edge program; ``to_executorch`` is called on a copy. With
    ``reorder`` (seconds), the copy's operators are first moved into the certified least-peak order
    (:mod:`formal.executorch.reorder`); the order and its proof come back in ``Exported.order``.
    ``fold_constants`` first runs ExecuTorch's constant propagation (:func:`folded_constants`).
    """
    import copy

    from executorch.exir import ExecutorchBackendConfig, to_edge
    from executorch.exir.passes import MemoryPlanningPass

    if edge is None:
        import torch

        edge = to_edge(torch.export.export(model.eval(), tuple(inputs)))
    algo = planning_algorithm(planner, time_limit)
    timed = _Timed(algo)
    config = ExecutorchBackendConfig(memory_planning_pass=MemoryPlanningPass(memory_planning_algo=timed))
    edge = copy.deepcopy(edge)
    if fold_constants:
        folded_constants(edge)
    order = None
    if reorder is not None:
        program = edge.exported_program()
        order = certify_order(program.graph_module, program.graph_signature, time_limit=reorder)
        apply_order(program.graph_module, order.order)
    executorch_program = edge.to_executorch(config)
    return Exported(executorch_program.buffer, planner, timed.seconds, algo if planner == "formal" else None, order)


def folded_constants(edge: Any) -> None:
    """Run ExecuTorch's constant propagation on every method of ``edge``, in place.

    Lowered without a delegate, a ``linear`` is ``permute_copy(weight)`` then ``addmm``: the
    transposed weight is computed at run time into the planned arena, like an activation.
    Propagation computes it at export instead and stores it among the constants (in place of the
    weight, which nothing else reads), so it leaves the arenas (docs/executorch.md, "Constants
    folded"). Outputs are bit-identical: the same kernels compute the same values, earlier.
    """
    from executorch.exir.passes.constant_prop_pass import constant_prop_pass

    for name in sorted(edge.methods):  # EdgeProgramManager keeps its programs by method name
        edge._edge_programs[name] = constant_prop_pass(edge.exported_program(name))


def run_program(pte: bytes, inputs: Sequence[Any], method: str = "forward") -> list[Any]:
    """The outputs of ``method`` of the program ``pte``, run in ExecuTorch's runtime on ``inputs``."""
    from executorch.runtime import Runtime

    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "program.pte")
        with open(path, "wb") as f:
            f.write(pte)
        program = Runtime.get().load_program(path)
        if method not in program.method_names:
            raise FormalError(f"the program has no method {method!r}")
        outputs = program.load_method(method).execute(list(inputs))
        return [o.clone() if hasattr(o, "clone") else o for o in outputs]


def same_bits(a: Sequence[Any], b: Sequence[Any]) -> bool:
    """Whether two output lists are equal bit for bit (tensors by their bytes; NaNs with the same bits are equal)."""
    import torch

    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if isinstance(x, torch.Tensor) and isinstance(y, torch.Tensor):
            if x.dtype != y.dtype or x.shape != y.shape:
                return False
            xb = x.contiguous().view(torch.uint8) if x.numel() else x
            yb = y.contiguous().view(torch.uint8) if y.numel() else y
            if not torch.equal(xb, yb):
                return False
        elif x != y:
            return False
    return True
