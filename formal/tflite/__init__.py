"""TensorFlow Lite Micro models: their arena plans read, verified, planned by formal's exact search and proved.

TFLM (LiteRT for Microcontrollers) plans its tensor arena when the interpreter starts, with its
greedy planner or with an offline plan the model carries (``OfflineMemoryAllocation`` metadata).
This package reads a ``.tflite`` and the plan TFLM will make of it (:mod:`~formal.tflite.flatbuffer`,
:mod:`~formal.tflite.model`, :mod:`~formal.tflite.greedy`), verifies any plan and proves it
(:mod:`~formal.tflite.verify`, on the shared core :mod:`formal.memplan`), plans the arena with
formal's exact search and writes it as an offline plan (:mod:`~formal.tflite.planner`,
:mod:`~formal.tflite.writer`, :mod:`~formal.tflite.reorder`), and measures everything in TFLM's own
host interpreter, in a child process (:mod:`~formal.tflite.interpreter`). docs/tflite.md is the guide.

The Python API::

    model = formal.tflite.read("model.tflite")          # tensors, TFLM's lifetimes, the offline plan
    verdict = formal.tflite.verify("model.tflite")      # .sound, .arena, .lower_bound, .proof()
    planned = formal.tflite.plan("model.tflite")        # .data, .arena, .lower_bound, .proof()

Needs the optional extra ``formal-scheduler[tflite]``.
"""

from __future__ import annotations

from formal.tflite.planner import plan
from formal.tflite.verify import read, verify

__all__ = ["read", "verify", "plan"]
