"""The certified least-peak order of a runtime's operators: the ordering problem solved, with both peaks.

A runtime runs its operators in the order the file lists them and plans its arenas for that order.
The least arena for *any* order is bounded below by the least peak of live bytes over legal orders,
which is formal's ordering problem (docs/semantics.md). A runtime's reader states its graph as a
``formal.problem/1`` (ExecuTorch: :mod:`formal.executorch.reorder`; TFLM: :mod:`formal.tflite.reorder`);
:func:`certified_order` certifies the least-peak order (:func:`formal.order.certify.certify`: the
order and its proof, which ``formal check`` verifies against the problem) and sets it beside the
file's own order. The runtime's writer then moves the operators.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from formal.model import Problem, original_order, peak_of_indices
from formal.model import order_indices as indices_of
from formal.order.certify import certify


@dataclass(frozen=True)
class CertifiedOrder:
    """An ordering problem, the order formal certified and both orders' modeled peaks."""

    problem: Problem
    proof: dict[str, Any]
    order: tuple[str, ...]  # unit ids in the certified order
    exported_peak: int  # the model's peak for the order the file came in
    peak: int  # the model's peak for the certified order
    lower_bound: int  # the certified lower bound on every order's peak

    @property
    def optimal(self) -> bool:
        return self.peak == self.lower_bound


def certified_order(problem: Problem, time_limit: float) -> CertifiedOrder:
    """The least-peak order of ``problem``, certified within ``time_limit`` s (else the best found, bounded)."""
    proof = certify(problem, time_limit)
    assert isinstance(proof, dict)
    exported = peak_of_indices(problem, indices_of(problem, original_order(problem)))
    return CertifiedOrder(
        problem, proof, tuple(proof["order"]), exported, int(proof["peak"]), int(proof["lower_bound"])
    )
