"""Which arguments a backward program owns: by the forward's return positions, not by names.

On the committed residual step (a conv net: Inductor saves channels-last copies of weights
in the places of ``primals_k``) the rule by name takes those copies for held; the rule by
position gives them to the backward, which frees them.
"""

from __future__ import annotations

from pathlib import Path

from formal.program.ownership import backward_ownership, input_names, ownership_by_name, program_ownership

TRACES = Path(__file__).resolve().parent.parent / "traces"


def _sources(name: str) -> tuple[str, str]:
    return tuple((TRACES / f"{name}.{part}.wrapper.py").read_text() for part in ("fwd", "bwd"))


def test_relaid_out_primals_are_owned_by_position_and_held_by_name():
    fwd, bwd = _sources("residual")
    names = input_names(bwd)
    by_name, by_position = ownership_by_name("bwd", names), program_ownership("bwd", bwd, fwd)
    assert by_position == backward_ownership(fwd, bwd)[1]
    differ = [n for n, a, b in zip(names, by_name, by_position) if a != b]
    assert differ and all(n.startswith("primals_") for n in differ)  # copies the forward made, named as primals
    assert all(by_position[i] for i, n in enumerate(names) if n.startswith("tangents_"))
    assert by_position.count(False) < by_name.count(False)


def test_forward_and_inference_programs_own_nothing():
    fwd, bwd = _sources("residual")
    assert not any(program_ownership("fwd", fwd)) and len(program_ownership("fwd", fwd)) == len(input_names(fwd))
    assert program_ownership("bwd", bwd) == ownership_by_name("bwd", input_names(bwd))  # no forward: by name


def test_a_transformer_step_agrees_under_both_rules():
    fwd, bwd = _sources("transformer")  # no relaid-out weights: the names tell the truth
    assert program_ownership("bwd", bwd, fwd) == ownership_by_name("bwd", input_names(bwd))


def test_every_committed_backward_trace_was_captured_under_position_ownership():
    """Each committed backward trace was profiled owning exactly the arguments its forward's
    return gives it (``program.owned``, what the capture freed as the program's own), and no
    storage it holds is freeable: a trace captured under the rule by name holds relaid-out
    primals, which overstates a conv net's backward peak."""
    from formal.base.files import read_yaml

    checked = 0
    for trace in sorted(TRACES.glob("*.bwd.trace.yaml")):
        name = trace.name.removesuffix(".bwd.trace.yaml")
        fwd, bwd = _sources(name)
        data = read_yaml(trace)
        names, by_position = input_names(bwd), backward_ownership(fwd, bwd)[1]
        assert data["program"]["input_names"] == names, trace.name
        assert data["program"]["owned"] == by_position, f"{trace.name}: captured under another ownership rule"
        held = {n for n, owned in zip(names, by_position) if not owned}
        assert not [s["id"] for s in data["storages"] if s["id"] in held and s["freeable"]], trace.name
        checked += 1
    assert checked >= 20


def test_every_committed_trace_loads():
    """Each committed trace passes the reader's checks (kernel records included: Inductor's fused
    kernel names can pass 200 characters, as in GoogLeNet's backward)."""
    from formal.program.trace import load_trace

    for trace in sorted(TRACES.glob("*.trace.yaml")):
        load_trace(trace)
