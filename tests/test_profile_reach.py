"""The profiler's reach index (which storages the frame's names reach) kept one statement at a
time must agree with a walk of the whole frame after every statement: same live storages, same
first name for each, same order, and the storages each statement made live or ended."""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from formal.capture.profile import SWEEP_EVERY, EffectError, _Reach

NAMES = ["a", "b", "c", "d", "args"]

# One statement: (name, what it binds: new tensor / alias of another name / tuple / list / del / list append)
statements = st.lists(
    st.tuples(st.sampled_from(NAMES), st.sampled_from(["new", "alias", "tuple", "list", "del", "append"])),
    min_size=1,
    max_size=40,
)


def _run(env: dict, keep: list, name: str, what: str) -> None:
    other = next((v for v in env.values() if isinstance(v, torch.Tensor)), None)
    fresh = torch.zeros(len(keep) + 1)
    keep.append(fresh)  # no storage dies: a freed key could be reused by the next tensor
    if what == "new":
        env[name] = fresh
    elif what == "alias" and other is not None:
        env[name] = other.view(-1)[:1]
    elif what == "tuple":
        env[name] = (fresh, other) if other is not None else (fresh,)
    elif what == "list":
        env[name] = [fresh]
    elif what == "del":
        env.pop(name, None)
    elif what == "append" and isinstance(env.get(name), list):
        env[name].append(fresh)


@settings(max_examples=300, deadline=None)
@given(statements)
def test_incremental_index_equals_a_full_walk(program):
    root = torch.ones(3)
    env: dict = {"args": [root.view(-1)], "self": None}
    keep: list = [root]
    reach = _Reach(env, {"<held 0>": root})
    for name, what in program:
        before = reach.ordered(list(reach.live))  # in the order a full walk meets them
        _run(env, keep, name, what)
        became, ended = reach.refresh({name})
        full = _Reach(env, {"<held 0>": root})
        assert reach.live == full.live
        assert reach.names == full.names
        assert reach.ordered(list(reach.live)) == full.ordered(list(full.live))
        assert became == full.ordered([k for k in full.live if k not in before])
        assert [k for _, k in ended] == [k for k in before if k not in full.live]
        assert all(reach.tensor(k).untyped_storage()._cdata == k for k in reach.live)


def test_a_name_bound_without_declaring_it_is_refused():
    env: dict = {"args": [], "self": None}
    reach = _Reach(env, {})
    env["hidden"] = torch.zeros(2)  # bound by a statement that declares nothing
    with pytest.raises(EffectError, match="hidden"):
        reach.refresh(set())
    env.pop("hidden")
    reach = _Reach(env, {})
    env["x"] = torch.zeros(2)
    reach.refresh({"x"})
    env["x"] = torch.ones(2)  # rebound, undeclared: found by the next sweep of the frame
    with pytest.raises(EffectError, match="x"):
        for _ in range(SWEEP_EVERY):
            reach.refresh(set())
