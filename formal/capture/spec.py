"""Resolve a model SPEC: ``module:function`` or the name of a bundled example.

The function returns ``(model, example_inputs)`` or ``(model, example_inputs, loss_fn)``.
The module is imported from the current directory or ``PYTHONPATH``.
"""

from __future__ import annotations

import importlib
import os
import sys
from dataclasses import dataclass
from typing import Any, Callable

import torch

from formal.base.errors import FormalError
from formal.capture.examples import EXAMPLES


@dataclass
class ModelSpec:
    name: str
    model: torch.nn.Module
    inputs: tuple
    loss_fn: Callable[[Any], torch.Tensor] | None = None


def resolve_spec(spec: str) -> ModelSpec:
    if spec in EXAMPLES:
        result, name = EXAMPLES[spec](), spec
    elif ":" in spec:
        module_name, _, func_name = spec.partition(":")
        if os.getcwd() not in sys.path:
            sys.path.insert(0, os.getcwd())
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            raise FormalError(f"spec {spec!r}: cannot import module {module_name!r}: {exc}") from None
        func = getattr(module, func_name, None)
        if not callable(func):
            raise FormalError(f"spec {spec!r}: module {module_name!r} has no function {func_name!r}")
        result, name = func(), func_name
    else:
        raise FormalError(
            f"spec {spec!r}: expected module:function or one of the bundled examples ({', '.join(EXAMPLES)})"
        )
    if not (isinstance(result, tuple) and len(result) in (2, 3) and isinstance(result[0], torch.nn.Module)):
        raise FormalError(f"spec {spec!r}: the function must return (model, example_inputs[, loss_fn])")
    model, inputs = result[0], result[1]
    if isinstance(inputs, torch.Tensor):
        inputs = (inputs,)
    return ModelSpec(name, model, tuple(inputs), result[2] if len(result) == 3 else None)
