"""TensorFlow Lite Micro models: read, verified, planned by formal, measured in TFLM's interpreter (docs/tflite.md).

The fixtures (tests/fixtures/tflite/README.md): TFLM's own hello_world (int8), keyword_scrambled_8bit
(SVDF kernels that request scratch, variables) and person_detect_vela (Vela's Ethos-U operator, an
offline plan that overlaps on purpose); the microcontroller study's ResNet-8 (int8, where TFLM's
greedy plan is above the bound) and a two-branch block whose file order is not the least-peak one,
both converted with litert-torch.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tflite_micro", reason="needs the tflite extra: pip install -e '.[tflite]'")

import yaml  # noqa: E402

from formal.base.errors import FormalError  # noqa: E402
from formal.memplan.proof import proof_mismatch  # noqa: E402
from formal.memplan.verify import overlaps  # noqa: E402
from formal.tflite import plan, read, verify  # noqa: E402
from formal.tflite.flatbuffer import read_file  # noqa: E402
from formal.tflite.greedy import Request, head, place  # noqa: E402
from formal.tflite.interpreter import kernel_scratch, measure  # noqa: E402
from formal.tflite.model import aligned, model_of  # noqa: E402
from formal.tflite.reorder import order_problem, scope_minus_one  # noqa: E402
from formal.tflite.writer import plan_words, with_offline_plan  # noqa: E402

FIXTURES = Path(__file__).parent / "fixtures" / "tflite"
HELLO, KEYWORD, VELA = (
    FIXTURES / f for f in ("hello_world_int8.tflite", "keyword_scrambled_8bit.tflite", "person_detect_vela.tflite")
)
RESNET8, BRANCHES = FIXTURES / "mcu_ic_resnet8_int8.tflite", FIXTURES / "inception2_int8.tflite"


def _formal(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "formal", *map(str, argv)], capture_output=True, text=True)


def _all_at_zero(path: Path) -> bytes:
    """The model with every tensor TFLM plans at offset 0: the issue's unsound plan."""
    model = read(path)
    return with_offline_plan(path.read_bytes(), [0 if model.planned(t.index) else -1 for t in model.file.tensors])


# -- reading ---------------------------------------------------------------------------------------


def test_lifetimes_follow_tflm_scopes() -> None:
    model = read(HELLO)
    file = model.file
    n = len(file.operators)
    for i in file.inputs:
        assert model.first[i] == 0
    for i in file.outputs:
        assert model.last[i] == n
    for op in file.operators:
        for i in op.outputs:  # created at its producer's scope, used no earlier than its last reader
            assert model.first[i] == op.index + 1 or i in file.inputs
        for i in op.inputs:
            if i >= 0:
                assert model.last[i] >= op.index + 1
    plan_ = model.memory_plan()
    assert all(t.slot == aligned(t.nbytes) and t.slot % 16 == 0 for t in plan_.tensors)
    assert {t.role for t in plan_.tensors} <= {"input", "output", "intermediate"}


def test_weights_and_variables_are_not_planned_in_the_head() -> None:
    model = read(KEYWORD)
    variables = [t for t in model.file.tensors if t.variable]
    assert variables and not any(model.planned(t.index) for t in variables)
    assert all(not model.planned(t.index) for t in model.file.tensors if t.constant)
    # given an offline offset, TFLM plans a variable in the head: formal holds it live at every position
    assert model.planned(variables[0].index, 0)
    assert model.lifetime(variables[0].index) == (0, len(model.file.operators) + 2)


def test_the_offline_plan_is_read_word_for_word() -> None:
    file = read_file(VELA.read_bytes())
    assert file.offline is not None and len(file.offline.offsets) == len(file.tensors)
    words = plan_words(file.offline.offsets)
    assert len(words) == 12 + 4 * len(file.tensors)


# -- TFLM's greedy planner, reproduced --------------------------------------------------------------


def test_greedy_reimplementation_matches_tflm_measured_head() -> None:
    for path in (HELLO, KEYWORD, RESNET8, BRANCHES):
        data = path.read_bytes()
        scratch, _note = kernel_scratch(data)
        model = model_of(read_file(data)).with_scratch(scratch)
        (measured,) = measure([data])
        predicted = model.memory_plan([-1] * len(model.file.tensors))
        assert max(t.offset + t.reserved for t in predicted.tensors) == measured.head, path.name


def test_greedy_orders_online_buffers_as_tflm_does() -> None:
    # Equal sizes: TFLM fills the online part of its list from the tail, so the higher index goes first.
    reqs = [Request(32, 0, 1), Request(32, 0, 1), Request(16, 1, 2)]
    offsets = place(reqs)
    assert offsets[1] == 0 and offsets[0] == 32 and offsets[2] == 64
    # an offline buffer stays where the plan puts it; online ones fit around it
    reqs = [Request(32, 0, 2, 16), Request(16, 0, 2)]
    assert place(reqs) == [16, 0] and head(reqs, place(reqs)) == 48


# -- kernel scratch ---------------------------------------------------------------------------------


def test_kernel_scratch_is_measured_per_operator() -> None:
    scratch, note = kernel_scratch(KEYWORD.read_bytes())
    model = read(KEYWORD)
    assert scratch and all(model.file.operators[op].opcode == "SVDF" for op in scratch)
    assert "measured" in note
    none, _ = kernel_scratch(HELLO.read_bytes())
    assert none == {}


# -- verifying ---------------------------------------------------------------------------------------


def test_an_all_zero_plan_is_refused_naming_two_tensors_and_tflm_runs_it_silently(tmp_path) -> None:
    bad = _all_at_zero(RESNET8)
    path = tmp_path / "zero.tflite"
    path.write_bytes(bad)
    verdict = verify(path)
    assert not verdict.sound and verdict.overlaps
    clash = verdict.overlaps[0]
    assert clash.first.id != clash.second.id and clash.low < clash.high
    done = _formal("verify-tflite", path)
    assert done.returncode == 1
    (line,) = [ln for ln in done.stderr.splitlines() if ln.startswith("formal: error")]
    assert f"{clash.first.id} " in line and f"{clash.second.id} " in line and "operator" in line
    # TFLM itself accepts the plan and computes other outputs
    original, zero = measure([RESNET8.read_bytes(), bad], seeds=[0])
    assert original.runs != zero.runs


def test_a_sound_plan_is_accepted_and_its_proof_checks(tmp_path) -> None:
    out, proof = tmp_path / "r8.tflite", tmp_path / "r8.proof.yaml"
    done = _formal("plan-tflite", RESNET8, "-o", out, "--proof", proof)
    assert done.returncode == 0, done.stderr
    done = _formal("verify-tflite", out, "--proof", proof)
    assert done.returncode == 0, done.stderr
    assert "checked by formal check" in done.stdout
    assert _formal("check", proof).returncode == 0
    # the proof binds the model: another model's plan, or an edited row, is refused
    data = yaml.safe_load(proof.read_text())
    assert proof_mismatch(verify(RESNET8, measure=False).plan, data) is not None
    data["buffers"][0]["offset"] += 16
    edited = tmp_path / "edited.yaml"
    edited.write_text(yaml.safe_dump(data))
    done = _formal("verify-tflite", out, "--proof", edited)
    assert done.returncode == 1 and "buffers" in done.stderr


def test_misaligned_negative_and_out_of_arena_offsets_are_refused(tmp_path) -> None:
    model = read(HELLO)
    planned = [t.index for t in model.file.tensors if model.planned(t.index)]
    linear, at = [-1] * len(model.file.tensors), 0
    for i in planned:
        linear[i], at = at, at + aligned(model.file.tensors[i].nbytes)
    data = HELLO.read_bytes()
    assert verify(with_offline_plan(data, linear)).sound
    shifted = list(linear)
    shifted[planned[-1]] += 4
    verdict = verify(with_offline_plan(data, shifted), measure=False)
    assert not verdict.sound and verdict.misaligned and "multiple of 16" in verdict.first_problem()
    verdict = verify(with_offline_plan(data, linear), arena_size=at - 16, measure=False)
    assert not verdict.sound and verdict.outside and "past the arena" in verdict.first_problem()
    negative = list(linear)
    negative[planned[0]] = -16
    with pytest.raises(FormalError, match="before the arena"):
        verify(with_offline_plan(data, negative))


def test_vela_overlaps_are_delegated_to_the_ethos_u_operator_by_a_stated_rule() -> None:
    verdict = verify(VELA)
    assert verdict.sound and verdict.delegated and not verdict.overlaps
    assert all("Ethos-U" in o.region.reason for o in verdict.delegated)
    assert verdict.measured_head is None and "ethos-u" in verdict.measured_note
    # the same tensors sharing bytes with a tensor that outlives the operator would not be allowed
    region = verdict.plan.shared[0]
    assert region.position == 2 and len(region.ids) == 4
    out_ = next(t for t in verdict.plan.tensors if t.role == "output")
    longer = type(out_)(**{**out_.__dict__, "id": "t99", "end": out_.end + 1})
    assert not region.allows(out_, longer)
    done = _formal("verify-tflite", VELA)
    assert done.returncode == 0 and "delegated, not checked" in done.stdout


def test_vela_plan_proof_checks_with_the_region_as_one_block(tmp_path) -> None:
    proof = tmp_path / "vela.proof.yaml"
    done = _formal("verify-tflite", VELA, "-o", proof)
    assert done.returncode == 0, done.stderr
    rows = yaml.safe_load(proof.read_text())["buffers"]
    assert any("+" in r["id"] for r in rows)  # the Ethos-U operator's tensors that share bytes, merged
    assert _formal("check", proof).returncode == 0
    assert _formal("verify-tflite", VELA, "--proof", proof).returncode == 0


# -- planning ----------------------------------------------------------------------------------------


def test_plan_beats_greedy_where_it_is_above_the_bound() -> None:
    planned = plan(RESNET8, 5.0)
    assert planned.greedy_head == planned.greedy_predicted
    assert planned.measured_head == planned.arena == planned.lower_bound < planned.greedy_head
    assert not overlaps(planned.verdict.plan)
    assert read_file(planned.data).offline is not None


def test_plan_keeps_scratch_online_and_tflm_measures_the_certified_arena() -> None:
    planned = plan(KEYWORD, 5.0)
    assert planned.scratch and planned.measured_head == planned.arena
    offsets = read_file(planned.data).offline.offsets
    model = read(KEYWORD)
    assert all(offsets[t.index] == -1 for t in model.file.tensors if not model.planned(t.index))
    assert planned.arena <= planned.greedy_head


def test_reorder_applies_the_certified_order_where_it_lowers_the_bound(tmp_path) -> None:
    out, problem, proof = tmp_path / "b.tflite", tmp_path / "order.yaml", tmp_path / "order.proof.yaml"
    done = _formal("plan-tflite", BRANCHES, "-o", out, "--reorder", "--order-problem", problem, "--order-proof", proof)
    assert done.returncode == 0, done.stderr
    assert "(applied)" in done.stdout
    assert _formal("check", problem, proof).returncode == 0
    before, after = verify(BRANCHES), verify(out)
    assert after.lower_bound < before.lower_bound and after.measured_head == after.arena
    # the ordering problem's peak for the file's order is the bound TFLM's lifetimes give it
    model = verify(BRANCHES).model
    from formal.model import order_indices, original_order, peak_of_indices

    prob = order_problem(model)
    peak = peak_of_indices(prob, order_indices(prob, original_order(prob)))
    assert max(peak, scope_minus_one(model)) == before.lower_bound


def test_a_model_tflm_cannot_run_is_not_planned(tmp_path) -> None:
    done = _formal("plan-tflite", VELA, "-o", tmp_path / "out.tflite")
    assert done.returncode == 2 and "ethos-u" in done.stderr
    assert not (tmp_path / "out.tflite").exists()


# -- hostile files ------------------------------------------------------------------------------------


def _one_line_refusal(data: bytes, tmp_path: Path, match: str | None = None) -> str:
    path = tmp_path / "bad.tflite"
    path.write_bytes(data)
    done = _formal("verify-tflite", path, "--no-measure")
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("formal: error:"), done.stderr
    if match:
        assert match in lines[0], lines[0]
    return lines[0]


def test_hostile_files_get_one_line_and_exit_2(tmp_path) -> None:
    data = HELLO.read_bytes()
    _one_line_refusal(b"", tmp_path, "TFL3")
    _one_line_refusal(data[: len(data) // 2], tmp_path)
    _one_line_refusal(b"\x00" * 4 + b"TFL3" + b"\xff" * 64, tmp_path)
    model = read(HELLO)
    n = len(model.file.tensors)
    wrong_n = with_offline_plan(data, [-1] * n).replace(plan_words([-1] * n), plan_words([-1] * (n - 1)) + b"\xff" * 4)
    _one_line_refusal(wrong_n, tmp_path, "offsets for")


def test_metadata_pointing_past_the_buffers_is_refused(tmp_path) -> None:
    from formal.tflite.writer import _pack, unpack

    model = unpack(with_offline_plan(HELLO.read_bytes(), [-1] * len(read(HELLO).file.tensors)))
    entry = next(m for m in model.metadata if m.name in (b"OfflineMemoryAllocation", "OfflineMemoryAllocation"))
    entry.buffer = 10**6
    _one_line_refusal(_pack(model), tmp_path, "names buffer 1000000")
    entry.buffer = 0  # the empty sentinel buffer: no header
    _one_line_refusal(_pack(model), tmp_path, "12-byte header")


def test_mutated_files_never_raise_anything_but_a_refusal() -> None:
    import random

    rng = random.Random(0)
    seeds = [HELLO.read_bytes(), with_offline_plan(HELLO.read_bytes(), [-1] * len(read(HELLO).file.tensors))]
    for k in range(300):
        data = bytearray(rng.choice(seeds))
        kind = k % 3
        if kind == 0:
            del data[rng.randrange(len(data)) :]
        elif kind == 1:
            for _ in range(rng.randint(1, 8)):
                data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        else:
            a, b = sorted(rng.sample(range(len(data)), 2))
            data[a:b] = bytes(rng.choice(seeds))[a:b][::-1]
        try:
            verify(bytes(data), measure=False)
        except FormalError as e:
            assert "\n" not in str(e)
