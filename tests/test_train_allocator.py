"""The allocator's bytes at each kernel of a captured backward, read from its trace (formal.train.allocator):
its highest is the backward peak the step measured, to the byte, on the committed conv-stack plans."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from formal.model import load_problem
from formal.model.peak import live_profile, order_indices, original_order
from formal.train.allocator import backward_allocator_profile

SWEEP = Path(__file__).resolve().parent.parent / "results" / "train" / "budgets" / "copies" / "conv_stack"


def _plan(label: str) -> tuple[dict, object, str, str]:
    report = json.loads((SWEEP / "sweep.json").read_text())
    plan = next(p for p in report["plans"] if p["label"] == label)
    trace = load_problem(SWEEP / f"conv_stack.{label}.bwd.trace.yaml")
    fwd, bwd = ((SWEEP / f"conv_stack.{label}.{part}.wrapper.py").read_text() for part in ("fwd", "bwd"))
    return {**plan["model_error"], "held": report["baseline"]["held_bytes"]}, trace, fwd, bwd


@pytest.mark.parametrize("label", ["p0", "p1"])
def test_the_highest_allocator_total_is_the_measured_backward_peak(label):
    measured, trace, fwd, bwd = _plan(label)
    profile = backward_allocator_profile(trace, fwd, bwd, measured["held"])
    assert max(profile) == measured["backward_measured"]


def test_the_held_primals_are_not_counted_twice_and_the_copies_are_freed_at_their_last_read():
    # p0's backward receives the nine weights and the input as the forward's copies (owned, freed after their
    # last read) and the batch norms' weights as they are (already in held): the trace counts both kinds
    measured, trace, fwd, bwd = _plan("p0")
    live = live_profile(trace, order_indices(trace, original_order(trace)))
    profile = backward_allocator_profile(trace, fwd, bwd, measured["held"])
    differences = [measured["held"] + t - a for t, a in zip(live, profile)]  # the held primals the trace counts
    assert differences[0] > 0 and differences == sorted(differences, reverse=True)  # they only go as read
    assert max(live) + measured["held"] > measured["backward_measured"]  # counted twice: above the measured peak
