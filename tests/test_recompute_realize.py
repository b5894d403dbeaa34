"""Recomputation realized in captured programs (docs/recompute.md, "Realization").

The renaming pass is checked on random problems (with in-place updates and several
writers per storage): with every unit run once, the single-assignment instance has exactly
the problem's legal orders and peaks. The rules, the measured costs, the plan, emission and
replay are checked on a committed torch-2.13 capture of a small stem-heavy model
(``tests/fixtures/stem_tiny.infer.*``: the bundled ``stem`` example at c=8, body=16, input
1x1x16x16; regenerate with ``formal capture formal.capture.examples:stem_tiny -o
tests/fixtures`` under torch 2.13) and on the residual fixture.
"""

from __future__ import annotations

import json
import random
import re
import shutil
from pathlib import Path

import pytest

from formal.base.errors import FormalError
from formal.base.files import read_yaml, write_yaml
from formal.model.peak import first_violation, peak
from formal.model.random_order import random_legal_order
from formal.model.random_problems import random_problem
from formal.program.trace import load_trace
from formal.recompute.instance import make_instance
from formal.recompute.realize import realize, single_assignment
from formal.recompute.semantics import evaluate

FIXTURES = Path(__file__).parent / "fixtures"
STEM = FIXTURES / "stem_tiny.infer.trace.yaml"
RESIDUAL = FIXTURES / "residual.infer.trace.yaml"


def _torch_matches(path: Path) -> bool:
    import torch

    return read_yaml(path)["capture"]["torch"] == torch.__version__


needs_213 = pytest.mark.skipif(not _torch_matches(STEM), reason="fixture captured with another torch version")


@pytest.mark.parametrize("seed", range(12))
def test_renamed_instance_has_the_problems_orders_and_peaks(seed):
    problem = random_problem(7, seed, p_inplace=0.4)
    renamed, _ = single_assignment(problem)
    inst = make_instance(renamed, 0)
    idx = {u.id: i for i, u in enumerate(inst.problem.units)}
    for k in range(6):
        order = random_legal_order(problem, seed * 100 + k)
        assert evaluate(inst, [idx[u] for u in order])[0] == peak(problem, order)
    rng = random.Random(seed)
    ids = [u.id for u in problem.units]
    for _ in range(40):  # illegal orders are illegal in the instance too (and legal ones legal)
        order = rng.sample(ids, len(ids))
        legal = first_violation(problem, order) is None
        try:
            evaluate(inst, [idx[u] for u in order])
            ok = True
        except FormalError:
            ok = False
        assert ok == legal


def test_rules_on_the_stem_capture():
    real = realize(load_trace(STEM), 1)
    # the stem (conv, max-pool, conv) writes fresh buffers and reads only inputs: recomputable
    assert {"u0", "u1", "u2"} <= set(real.recomputable)
    reasons = real.reasons
    assert "in-place update or reused buffer" in reasons["u5"]  # relu in place on the conv output
    assert "overwritten later" in reasons["u4"]  # that conv's output
    assert reasons["u16"].startswith("writes the program output")
    assert real.instance.runs[real.instance.problem.unit_index["u5"]] == 1
    assert real.instance.runs[real.instance.problem.unit_index["u2"]] == 2


@needs_213
def test_measured_macs_of_convolutions():
    from formal.pipelines.recompute import measure_macs

    macs = measure_macs(load_trace(STEM))
    assert macs["u0"] == 16 * 16 * 4 * 1 * 9  # 3x3 conv, 1 -> 4 channels, 16x16
    assert macs["u2"] == 16 * 16 * 8 * 4  # 1x1 conv, 4 -> 8 channels
    assert macs["u1"] == 4 * 16 * 16  # generated max-pool kernel: elements written


def _run(capsys, *argv) -> tuple[int, str]:
    from formal.cli.main import main

    code = main(list(argv))
    return code, capsys.readouterr().out


@needs_213
def test_stem_plan_emits_and_replays_exactly_with_lower_peak(tmp_path, capsys):
    from formal.order.certify import certify

    trace = load_trace(STEM)
    plan = tmp_path / "stem.plan.yaml"
    code, out = _run(capsys, "recompute", str(STEM), "--k", "1", "--time-limit", "30", "-o", str(plan), "--json")
    assert code == 0
    result = json.loads(out)
    ordering_optimum = certify(trace.problem, 30)["peak"]
    data = read_yaml(plan)
    assert data["peak"] == result["peak"] < ordering_optimum
    assert data["recomputed"] and set(data["recomputed"]) <= {"u0", "u1", "u2", "u3"}
    assert 0 < data["extra_macs"] < data["total_macs"]
    code, out = _run(capsys, "replay", str(STEM), "--recompute", str(plan), "--json")
    runs = json.loads(out)["runs"]
    assert code == 0 and len(runs) == 2
    assert runs[1]["measured_peak"] == runs[1]["modeled_peak"] == data["peak"]
    assert runs[1]["bit_identical"]
    emitted = tmp_path / "out.py"
    code, _ = _run(capsys, "emit", str(STEM), "--recompute", str(plan), "-o", str(emitted))
    assert code == 0 and "buf2_rc1 = extern_kernels.convolution(" in emitted.read_text()


@needs_213
def test_budgeted_plan_replays_exactly(tmp_path, capsys):
    plan = tmp_path / "budget.plan.yaml"
    code, out = _run(
        capsys,
        "recompute",
        str(STEM),
        "--k",
        "1",
        "--budget",
        "106000",
        "--time-limit",
        "30",
        "-o",
        str(plan),
        "--json",
    )
    result = json.loads(out)
    assert code == 0 and result["feasible"] and result["peak"] <= 106000
    code, out = _run(capsys, "replay", str(STEM), "--recompute", str(plan), "--json")
    run = json.loads(out)["runs"][1]
    assert code == 0 and run["measured_peak"] == run["modeled_peak"] and run["bit_identical"]


def _plan(tmp_path, schedule, k=1) -> tuple[Path, Path]:
    """A hand-written plan for a copy of the stem fixture (peak filled in from the semantics)."""
    for f in FIXTURES.glob("stem_tiny.infer.*"):
        shutil.copy(f, tmp_path / f.name)
    trace_path = tmp_path / STEM.name
    trace = load_trace(trace_path)
    real = realize(trace, k)
    from formal.model.canonical import problem_sha256
    from formal.recompute.semantics import schedule_indices

    try:
        p = evaluate(real.instance, schedule_indices(real.instance, schedule))[0]
    except FormalError:
        p = 0
    plan = tmp_path / "hand.plan.yaml"
    write_yaml(
        plan,
        {
            "format": "formal.recompute-plan/1",
            "problem_sha256": problem_sha256(trace.problem),
            "k": k,
            "peak": p,
            "schedule": schedule,
        },
    )
    return trace_path, plan


def test_bad_plans_are_refused_with_one_line(tmp_path, capsys):
    from formal.cli.main import main

    ids = [f"u{i}" for i in range(18)]
    # recomputing the in-place relu (u5) is not allowed: the plan's schedule is illegal
    trace_path, plan = _plan(tmp_path, ids[:15] + ["u5"] + ids[15:])
    assert main(["emit", str(trace_path), "--recompute", str(plan), "-o", str(tmp_path / "x.py")]) != 0
    assert not (tmp_path / "x.py").exists()
    # a plan whose stated peak differs from its schedule's
    trace_path, plan = _plan(tmp_path, ids[:15] + ["u0", "u1", "u2"] + ids[15:])
    data = read_yaml(plan)
    write_yaml(plan, {**data, "peak": data["peak"] - 1})
    assert main(["emit", str(trace_path), "--recompute", str(plan), "-o", str(tmp_path / "y.py")]) == 2
    # a plan for another trace
    write_yaml(plan, {**data, "problem_sha256": "0" * 64})
    assert main(["emit", str(trace_path), "--recompute", str(plan), "-o", str(tmp_path / "z.py")]) == 2
    err = capsys.readouterr().err
    assert "problem_sha256" in err and "Traceback" not in err
    assert not list(tmp_path.glob("[yz].py"))


def test_emission_renames_recomputed_copies_and_frees_them(tmp_path):
    from formal.emit.recompute import emit_recompute_source
    from formal.recompute.realize import load_plan

    ids = [f"u{i}" for i in range(18)]
    trace_path, plan = _plan(tmp_path, ids[:15] + ["u0", "u1", "u2"] + ids[15:])
    trace = load_trace(trace_path)
    realized, schedule, _ = load_plan(str(plan), trace)
    body = emit_recompute_source(realized, schedule).split("# formal: ", 1)[1].splitlines()
    lines = [ln.strip() for ln in body]
    rc = [i for i, ln in enumerate(lines) if "_rc1" in ln]
    assert rc, "no recomputed statement emitted"
    first_stem = lines.index(next(ln for ln in lines if ln.startswith("buf2 = extern_kernels.convolution(")))
    del_original = lines.index("del buf2")
    recompute = lines.index(next(ln for ln in lines if ln.startswith("buf2_rc1 = extern_kernels.convolution(")))
    assert first_stem < del_original < recompute  # the first copy dies before the recomputation
    reader = lines.index(next(ln for ln in lines if ln.startswith("cpp_fused_cat_")))
    assert "buf2_rc1" in lines[reader]  # the late reader uses the copy
    assert lines[reader + 1 :].index("del buf2_rc1") >= 0  # which dies after it
    assert not re.search(r"\bbuf2\b", lines[reader])


@needs_213
@pytest.mark.parametrize("fixture", [STEM, RESIDUAL])
def test_random_recomputing_schedules_replay_exactly(fixture):
    """Emission and replay on random legal schedules with random recomputations (k = 2)."""
    from formal.recompute.realize import random_recompute_schedule
    from formal.replay.recompute import replay_schedules

    if not _torch_matches(fixture):
        pytest.skip("fixture captured with another torch version")
    realized = realize(load_trace(fixture), 2)
    schedules = [(f"random-{s}", random_recompute_schedule(realized, s)) for s in range(3)]
    assert sum(len(s) - realized.instance.n for _, s in schedules) > 0
    runs = replay_schedules(realized.trace, realized, schedules)
    for run in runs:
        assert run.measured_peak == run.modeled_peak, run
        assert run.bit_identical, run
