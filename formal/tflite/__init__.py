"""TensorFlow Lite Micro models: their arena plans read, verified, planned by formal's exact search and proved.

TFLM (LiteRT for Microcontrollers) plans its tensor arena when the interpreter starts, with its
greedy planner or with an offline plan the model carries (``OfflineMemoryAllocation`` metadata).
This package reads a ``.tflite`` and the plan TFLM will make of it (:mod:`~formal.tflite.flatbuffer`,
:mod:`~formal.tflite.model`, :mod:`~formal.tflite.greedy`), verifies any plan and proves it
(:mod:`~formal.tflite.verify`, on the shared core :mod:`formal.memplan`), plans the arena with
formal's exact search and writes it as an offline plan (:mod:`~formal.tflite.planner`,
:mod:`~formal.tflite.writer`, :mod:`~formal.tflite.reorder`), and measures everything in TFLM's own
host interpreter, in a child process (:mod:`~formal.tflite.interpreter`). docs/tflite.md is the guide.

The Python API, each imported on first use (``import formal.tflite`` stays light)::

    model = formal.tflite.read("model.tflite")          # tensors, TFLM's lifetimes, the offline plan
    verdict = formal.tflite.verify("model.tflite")      # .sound, .arena, .lower_bound, .proof()
    planned = formal.tflite.plan("model.tflite")        # .data, .arena, .lower_bound, .proof()

Needs the optional extra ``formal-scheduler[tflite]``.
"""

from __future__ import annotations

from typing import Any

__all__ = ["read", "verify", "plan"]


def read(source: Any) -> Any:
    """The model at ``source`` (a path or the bytes of a ``.tflite``) with TFLM's lifetimes and its offline
    plan, if any (a :class:`formal.tflite.model.TfliteModel`; nothing is run)."""
    from formal.tflite.verify import load

    return load(source)[1]


def verify(source: Any, arena_size: int | None = None, measure: bool = True) -> Any:
    """The verdict on the plan TFLM makes of the model (a :class:`formal.tflite.verify.Verdict`)."""
    from formal.tflite.verify import verify as run

    return run(source, arena_size, measure)


def plan(source: Any, time_limit: float = 10.0, reorder: bool = False) -> Any:
    """The model planned by formal and measured in TFLM (a :class:`formal.tflite.planner.Planned`)."""
    from formal.tflite.planner import plan as run

    return run(source, time_limit, reorder)
