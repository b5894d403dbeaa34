"""ExecuTorch programs: their memory plans read, verified, re-planned by formal and certified.

ExecuTorch (``torch.export`` -> ``to_edge`` -> ``to_executorch()``) is where embedded PyTorch
ships: a ``.pte`` program whose tensors sit at offsets in static arenas that a small C++
runtime allocates once. This package reads that plan (:mod:`~formal.executorch.program`),
verifies any plan against the program's own lifetimes and writes its arena proof
(on the shared core, :mod:`formal.memplan`), plans the arenas with formal's exact search as an
ExecuTorch ``memory_planning_algo`` (:mod:`~formal.executorch.planner`), and runs a program
in ExecuTorch's runtime (:mod:`~formal.executorch.runtime`). docs/executorch.md is the guide.

Needs the optional extra ``formal[executorch]``; nothing is imported from ExecuTorch until used.
"""

from __future__ import annotations

from formal.executorch.planner import FormalPlanner

# ``MemoryPlanningPass(memory_planning_algo=formal.executorch.memory_planning_algo)``: formal's
# exact arena, 10 seconds per arena. ``FormalPlanner(time_limit=...)`` for another limit.
memory_planning_algo = FormalPlanner()

__all__ = ["FormalPlanner", "memory_planning_algo"]
