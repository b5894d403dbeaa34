"""The training step as two programs back to back: compile, measure, capture, replay.

One tiny model (Linear-ReLU-Linear on an 8x16 input) is compiled once per module (a few
seconds); every test reads that compile or the two traces captured from it.
"""

from __future__ import annotations

import copy

import pytest
import torch

from formal.base.errors import FormalError
from formal.model.random_order import random_legal_order
from formal.pipelines.train_step import (
    MARKER_EVENTS,
    StepRun,
    _split_at_marker,
    capture_step,
    compile_step,
    measure_step,
    replay_step,
    step_layout,
    step_modeled_peak,
    trace_joint,
)
from formal.program.ownership import backward_ownership, input_names, returned_values, saved_held
from formal.program.trace import Trace, load_trace
from formal.runtime.execute import bit_identical

pytestmark = pytest.mark.capture


def tiny_model() -> tuple[torch.nn.Module, tuple[torch.Tensor]]:
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 4))
    return model, (torch.randn(8, 16),)


def conv_model() -> tuple[torch.nn.Module, tuple[torch.Tensor]]:
    """Inductor saves channels-last copies of the input and weight where backward names them
    ``primals_1``/``primals_3``: saved values forward made, which backward owns."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(
        torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.ReLU(), torch.nn.Flatten(), torch.nn.Linear(8 * 6 * 6, 4)
    )
    return model, (torch.randn(2, 3, 6, 6),)


@pytest.fixture(scope="module")
def compiled():
    model, inputs = tiny_model()
    before = {k: v.clone() for k, v in model.state_dict().items()}
    return model, before, compile_step(model, inputs)


@pytest.fixture(scope="module")
def step(compiled):
    return compiled[2]


@pytest.fixture(scope="module")
def traces(step, tmp_path_factory):
    return capture_step(step, "tiny", tmp_path_factory.mktemp("step"), "tests:tiny")


def test_compile_step_gives_forward_backward_and_leaves_the_model_alone(compiled):
    model, before, step = compiled
    assert all(p.grad is None for p in model.parameters())
    assert all(torch.equal(before[k], v) for k, v in model.state_dict().items())
    assert "def call" in step.fwd.source and "def call" in step.bwd.source
    assert step.fwd.saved_call and step.bwd.saved_call
    assert step.num_user_outputs == 1 and step.partition.saved  # the ReLU output at least
    # FLOPs: forward 2 addmm, backward 3 mm (no gradient for the input): 2*8*(16*32+32*4) * (2 + 1.5)
    assert step.step_flops == 2 * 8 * (16 * 32 + 32 * 4) + 2 * (8 * 32 * 4 + 4 * 8 * 32 + 32 * 8 * 16)
    assert set(step.gradients) == {"0.weight", "0.bias", "2.weight", "2.bias"}
    assert step.eager["compared"] == 5 and step.eager["max_abs_diff"] < 1e-5


def test_measure_step_is_deterministic_and_consistent(step):
    first, second = measure_step(step, repeats=1), measure_step(step, repeats=0)
    assert first.numbers() == second.numbers() and first.events == second.events
    assert first.measured_peak == max(first.fwd_peak, first.bwd_peak)
    assert first.measured_peak >= first.boundary_bytes >= first.held_bytes > 0
    assert first.seconds is not None and second.seconds is None
    # The held bytes: the two Linear layers' parameters and the input, float32.
    assert first.held_bytes == 4 * (16 * 32 + 32 + 32 * 4 + 4 + 8 * 16)
    # The backward's gradients are the compiled step's parameter gradients, bit for bit.
    grads = [g for g in first.gradients if g is not None]
    assert len(grads) == len(step.gradients)
    assert all(any(bit_identical(g.contiguous(), p.contiguous()) for p in step.gradients.values()) for g in grads)
    assert all(bit_identical(a, b) for a, b in zip(first.gradients, second.gradients))


def test_a_spilled_step_measures_and_captures_as_it_did_in_memory(compiled, tmp_path):
    # A sweep keeps every plan it compiles; spilled, a plan's arguments and gradients live on disk.
    _model, _before, step = compiled
    spilled = copy.copy(step)
    spilled.fwd, spilled.bwd = copy.copy(step.fwd), copy.copy(step.bwd)
    twin = copy.copy(step.fwd)
    spilled.spill(tmp_path / "pool")
    twin.spill(tmp_path / "pool")
    assert spilled.gradients is None and spilled.fwd.saved_call is None and spilled.bwd.saved_call is None
    assert spilled.fwd.called and spilled.bwd.called
    assert twin.call_file == spilled.fwd.call_file  # equal arguments share one file
    assert (
        len(list((tmp_path / "pool").glob("*.call.pt"))) == 2 and len(list((tmp_path / "pool").glob("*.grads.pt"))) == 1
    )
    loaded = spilled.load_gradients()
    assert loaded.keys() == step.gradients.keys()
    assert all(bit_identical(loaded[k], step.gradients[k]) for k in loaded)
    assert measure_step(spilled, repeats=0).numbers() == measure_step(step, repeats=0).numbers()
    captured = capture_step(spilled, "tiny", tmp_path / "a", "tests:tiny")
    again = capture_step(step, "tiny", tmp_path / "b", "tests:tiny")
    for a, b in zip(captured, again):  # the same arguments written for the capture
        inputs = a.name.replace(".trace.yaml", ".inputs.pt")
        assert (a.parent / inputs).read_bytes() == (b.parent / inputs).read_bytes()


def test_marker_must_split_the_events_once():
    before, after = _split_at_marker([8, *MARKER_EVENTS, 4, -4])
    assert before == [8] and after == [4, -4]
    with pytest.raises(FormalError, match="marker 0 times"):
        _split_at_marker([8, -8])
    with pytest.raises(FormalError, match="marker 2 times"):
        _split_at_marker([*MARKER_EVENTS, *MARKER_EVENTS])


def test_modeled_step_of_the_compiled_programs_equals_measure_step(step, traces):
    measured: StepRun = measure_step(step, repeats=0)
    modeled = step_modeled_peak(*traces)
    assert modeled["step_peak"] == measured.measured_peak
    assert modeled["fwd_peak"] + modeled["held_outside_fwd"] == measured.fwd_peak
    assert modeled["bwd_peak"] + modeled["held_outside_bwd"] == measured.bwd_peak


def test_replay_step_is_byte_exact_and_matches_the_capture(traces):
    fwd, bwd = (load_trace(p) for p in traces)
    original = replay_step(*traces)
    assert original["equal"] and original["grads_match_capture"], original
    orders = (random_legal_order(fwd.problem, 1), random_legal_order(bwd.problem, 2))
    permuted = replay_step(*traces, *orders)
    assert permuted["equal"] and permuted["grads_match_capture"], permuted
    assert permuted["modeled"] == step_modeled_peak(fwd, bwd, *orders)


def test_replay_step_refuses_swapped_traces(traces):
    with pytest.raises(FormalError, match="expected a CPU fwd trace"):
        replay_step(traces[1], traces[0])


def test_a_backward_trace_owning_by_name_is_refused(traces):
    fwd, bwd = (load_trace(p) for p in traces)
    assert step_layout(fwd, bwd)["num_user_outputs"] == 1
    data = copy.deepcopy(bwd.data)
    data["program"]["owned"][-2] = not data["program"]["owned"][-2]  # the saved ReLU output
    with pytest.raises(
        FormalError, match="program.owned: argument 'relu' is taken as held, but in the step backward owns it"
    ):
        step_layout(fwd, Trace(bwd.path, bwd.problem, data))


def test_saved_values_are_held_by_position_not_by_name():
    statements = [
        ("alias", "buf3 = primals_1; del primals_1  # reuse"),
        ("alias", "buf7 = buf3.view(4)"),
        (
            "return",
            "return (buf9, primals_2, reinterpret_tensor(buf4, (8,), (1,), 0), "
            "reinterpret_tensor(primals_5, (2,), (1,), 0), buf1, buf7, None, )",
        ),
    ]
    bases = returned_values(statements, "fwd")
    assert bases == ["buf9", "primals_2", "buf4", "primals_5", "buf1", "primals_1", None]
    user, held = saved_held(bases, {"primals_1", "primals_2", "primals_5"}, 6, "fwd")
    assert user == 1 and held == [True, False, True, False, True, False]
    with pytest.raises(FormalError, match="fewer than backward's 8 saved"):
        saved_held(bases, set(), 8, "fwd")
    with pytest.raises(FormalError, match="does not end in"):
        returned_values([("return", "return buf1")], "fwd")


def test_relaid_out_primals_are_owned_by_backward_and_the_step_is_exact(tmp_path):
    model, inputs = conv_model()
    step = compile_step(model, inputs)
    _, owned = backward_ownership(step.fwd.source, step.bwd.source)
    names = input_names(step.bwd.source)
    relaid = [n for n, own in zip(names, owned) if own and n.startswith("primals_")]
    assert relaid, "expected a channels-last copy saved in place of a primal"
    measured = measure_step(step, repeats=0)
    traces = capture_step(step, "conv", tmp_path, "tests:conv")
    assert step_modeled_peak(*traces)["step_peak"] == measured.measured_peak
    replayed = replay_step(*traces)
    assert replayed["equal"] and replayed["grads_match_capture"], replayed


def test_a_plan_keeps_the_primals_it_saves_and_computes_the_same_bits(tmp_path):
    # The default compile saves channels-last copies of the conv's input and weight in the primals' places
    # (above); a plan compiled through formal's hook, saving the same values, returns the primals themselves and
    # copies each in the backward where a kernel first reads it (formal.train.graphs.keep_saved_primals).
    model, inputs = conv_model()
    default = compile_step(model, inputs)
    plan = compile_step(model, inputs, choose=lambda table: list(table.pytorch_saved))
    names = input_names(default.bwd.source)
    copied = {n for n, own in zip(names, backward_ownership(default.fwd.source, default.bwd.source)[1]) if own}
    assert default.partition.kept_primals == []
    assert set(plan.partition.kept_primals) == {n for n in copied if n.startswith("primals_")}
    plan_names = input_names(plan.bwd.source)
    owned = [n for n, own in zip(plan_names, backward_ownership(plan.fwd.source, plan.bwd.source)[1]) if own]
    assert not any(n.startswith("primals_") for n in owned)
    base_grads, plan_grads = default.load_gradients(), plan.load_gradients()
    assert base_grads.keys() == plan_grads.keys()
    assert all(bit_identical(g, plan_grads[k]) for k, g in base_grads.items())
    measured = measure_step(plan, repeats=0)
    assert measured.measured_peak <= measure_step(default, repeats=0).measured_peak
    traces = capture_step(plan, "conv-plan", tmp_path, "tests:conv")
    assert step_modeled_peak(*traces)["step_peak"] == measured.measured_peak
    replayed = replay_step(*traces)
    assert replayed["equal"] and replayed["grads_match_capture"], replayed


def test_a_channels_last_input_is_saved_as_it_is_and_its_weight_is_kept():
    # A primal already laid out channels-last has no flat view and needs no copy: only the weight is rewritten.
    model, (x,) = conv_model()
    inputs = (x.contiguous(memory_format=torch.channels_last),)
    default = compile_step(model, inputs)
    plan = compile_step(model, inputs, choose=lambda table: list(table.pytorch_saved))
    assert plan.partition.kept_primals == ["primals_1"]  # the conv's weight; the input is primals_3
    base_grads, plan_grads = default.load_gradients(), plan.load_gradients()
    assert all(bit_identical(g, plan_grads[k]) for k, g in base_grads.items())


def test_compile_step_refuses_an_unknown_functorch_setting():
    model, inputs = tiny_model()
    with pytest.raises(FormalError, match="no setting 'no_such_setting'"):
        compile_step(model, inputs, functorch_config={"no_such_setting": 1})


def test_a_plan_error_inside_the_compiler_comes_back_as_itself():
    model, inputs = tiny_model()
    with pytest.raises(FormalError, match="does not have"):
        compile_step(model, inputs, choose=lambda table: ["no_such_value"])


def test_tracing_a_model_that_cannot_be_deep_copied_is_one_line():
    """trace_joint leaves the caller's model untouched, so it needs a copy; a model holding a lock
    has none, and that is said in one line (no traceback)."""
    import threading

    model = torch.nn.Linear(4, 2)
    model.lock = threading.Lock()
    with pytest.raises(FormalError, match="cannot be deep-copied"):
        trace_joint(model, (torch.randn(3, 4),))


def test_a_traced_joint_graph_partitions_again_as_the_compile_does():
    """The kept joint graph, partitioned with PyTorch's own choice, gives the saved set the
    default compile's backward receives."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.Dropout(0.5), torch.nn.ReLU(), torch.nn.Linear(32, 4))
    inputs = (torch.randn(8, 16),)
    probe = trace_joint(model, inputs)
    step = compile_step(model, inputs)
    assert sorted(probe.realized(lambda table: list(table.pytorch_saved))) == sorted(step.partition.saved)
