"""The CUDA-specific logic, tested on CPU: the measurement guard, the allocator rounding model,
CUDA wrapper normalization and Triton effects, and clear refusals without a GPU.

The guard is driven by scripted measurers (every decision path) and, once, by real CPU runs
of a committed fixture (a candidate whose outputs differ is never deployed; --deploy writes
the original when nothing is gained). The real CUDA measurement runs in scripts/gpu_check.sh.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
import torch

from formal.base.errors import FormalError
from formal.cli.main import main
from formal.machine.devices import require_device
from formal.model import make_problem
from formal.model.peak import peak
from formal.program.cuda import declare_triton_effects, normalize_cuda_wrapper, triton_kernel_params
from formal.program.statements import parse_program
from formal.replay.guard import Sample, predicted_peaks, round_up, rounded_problem, run_guard

FIXTURE = Path(__file__).parent / "fixtures" / "residual.infer.trace.yaml"


class Scripted:
    """A measurer that plays back peaks (and output verdicts) and records the call order."""

    def __init__(self, original, candidate, warm=(None, None)):
        self.queues = {"original": list(original), "candidate": list(candidate)}
        self.warm = {"original": warm[0], "candidate": warm[1]}
        self.calls: list[str] = []

    def __call__(self, which: str) -> Sample:
        self.calls.append(which)
        if self.warm[which] is not None:
            sample, self.warm[which] = self.warm[which], None
            return sample
        item = self.queues[which].pop(0)
        if isinstance(item, Exception):
            raise item
        return item if isinstance(item, Sample) else Sample(item, True)


def guard(original, candidate, **kw):
    measure = Scripted(original, candidate, kw.pop("warm", (Sample(1, True), Sample(1, True))))
    return run_guard(measure, repeats=len(original), **kw), measure


def test_improvement_is_deployed():
    result, measure = guard([1000, 1000, 1000], [800, 800, 800])
    assert (result.decision, result.status) == ("deploy", "ok") and result.deployed
    report = result.to_dict()
    assert report["original"]["median"] == 1000 and report["candidate"]["median"] == 800
    assert [s["peak"] for s in report["candidate"]["samples"]] == [800, 800, 800]
    # Warm-up first (original, candidate), then ABBA rounds.
    assert measure.calls == [
        "original",
        "candidate",
        "original",
        "candidate",
        "candidate",
        "original",
        "original",
        "candidate",
    ]


@pytest.mark.parametrize("candidate", [[1000, 1000, 1000], [1200, 1100, 1300]])
def test_equal_or_worse_keeps_the_original(candidate):
    for rule in ("median", "min", "separated"):
        result, _ = guard([1000, 1000, 1000], candidate, rule=rule)
        assert (result.decision, result.status) == ("keep-original", "ok"), rule
        assert "not measured lower" in result.reason


def test_noisy_repeats():
    # Better median, but one candidate run above the original's worst: never regress.
    noisy = guard([1000, 1000, 1300], [900, 1400, 900])[0]
    assert noisy.decision == "keep-original"
    # Better median and no worse at its worst: median and min deploy; separated needs
    # every candidate run below every original run, and keeps the original.
    overlap = ([1000, 1040, 1020], [950, 1010, 960])
    assert guard(*overlap, rule="median")[0].decision == "deploy"
    assert guard(*overlap, rule="min")[0].decision == "deploy"
    assert guard(*overlap, rule="separated")[0].decision == "keep-original"
    assert guard([1000, 1040, 1020], [950, 990, 960], rule="separated")[0].decision == "deploy"
    # An even number of repeats: the median is the mean of the middle two.
    even = guard([1000, 1000, 1001, 1001], [999, 1000, 1000, 1000])[0]
    assert even.to_dict()["original"]["median"] == 1000.5 and even.decision == "deploy"


def test_candidate_with_different_outputs_is_never_deployed():
    # Measured far lower, but one repeat's outputs differ: refused, status failed.
    result, _ = guard([1000, 1000, 1000], [10, Sample(10, False), 10])
    assert (result.decision, result.status) == ("keep-original", "failed")
    assert "differ" in result.reason and "run 2" in result.reason  # warm-up is run 0
    # A difference seen only during warm-up counts too.
    result, _ = guard([1000], [10], warm=(Sample(1, True), Sample(1, False)))
    assert (result.decision, result.status) == ("keep-original", "failed")


def test_failures_are_reported_not_raised():
    crashed, _ = guard([1000, 1000], [RuntimeError("CUDA out of memory. Tried to allocate 2 GiB"), 500])
    assert (crashed.decision, crashed.status) == ("keep-original", "failed")
    assert "RuntimeError: CUDA out of memory" in crashed.reason
    assert crashed.to_dict()["candidate"]["samples"][0]["error"].startswith("RuntimeError")
    unstable, _ = guard([1000, Sample(1000, False)], [500, 500])
    assert (unstable.decision, unstable.status) == ("keep-original", "failed")
    assert "not deterministic" in unstable.reason
    broken, _ = guard([Sample(None, False, "boom")], [500])
    assert broken.status == "failed" and "original program failed" in broken.reason


def test_bad_parameters():
    with pytest.raises(FormalError, match="--guard-rule"):
        run_guard(Scripted([], []), rule="mean")
    with pytest.raises(FormalError, match="--repeats"):
        run_guard(Scripted([], []), repeats=0)


def test_round_up():
    assert [round_up(n) for n in (0, 1, 511, 512, 513, 1024, 1025)] == [0, 512, 512, 512, 1024, 1024, 1536]
    assert round_up(100, 1) == 100
    with pytest.raises(ValueError):
        round_up(-1)


def _two_tasks():
    """Two independent tasks; finishing one before starting the other saves exactly 80 bytes,
    which the 512-byte rounding erases."""
    return make_problem(
        "two-tasks",
        [
            ("A1", 100, "internal", True),
            ("A2", 20, "internal", False),
            ("B1", 100, "internal", True),
            ("B2", 20, "internal", False),
        ],
        [
            ("uA", 0, [("A1", "w")]),
            ("uB", 0, [("B1", "w")]),
            ("vA", 0, [("A1", "r"), ("A2", "w")]),
            ("vB", 0, [("B1", "r"), ("B2", "w")]),
        ],
    )


def test_rounding_model_in_the_prediction():
    problem = _two_tasks()
    interleaved, sequential = ["uA", "uB", "vA", "vB"], ["uA", "vA", "uB", "vB"]
    assert peak(problem, sequential) == peak(problem, interleaved) - 80
    rounded = rounded_problem(problem)
    assert [s.bytes for s in rounded.storages] == [512, 512, 512, 512]
    assert peak(rounded, sequential) == peak(rounded, interleaved)
    exact = predicted_peaks(problem, lambda p: peak(p, interleaved), sequential, block=1)
    assert exact["candidate"] == exact["original"] - 80
    model = predicted_peaks(problem, lambda p: peak(p, interleaved), sequential)
    assert model["candidate"] == model["original"] and model["block"] == 512
    # Measured lower, but the rounding model predicts nothing to gain: keep the original.
    result, _ = guard([2000, 2000], [1500, 1500], predicted=model)
    assert (result.decision, result.status) == ("keep-original", "ok")
    assert "predicts no saving" in result.reason
    assert guard([2000, 2000], [1500, 1500], predicted=exact)[0].decision == "deploy"
    # Transients round too.
    with_transient = make_problem("t", [("x", 10, "internal", False)], [("u", 1, [("x", "w")])])
    assert rounded_problem(with_transient).units[0].transient == 512


# --- CUDA wrappers, without a GPU ---------------------------------------------------------------

CUDA_WRAPPER = textwrap.dedent("""\
    # AOT ID: ['0_inference']
    import torch
    from torch._inductor.async_compile import AsyncCompile
    from torch._inductor.select_algorithm import extern_kernels
    from torch._C import _cuda_getCurrentRawStream as get_raw_stream

    empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
    reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
    async_compile = AsyncCompile()


    triton_poi_fused_relu_0 = async_compile.triton('triton_poi_fused_relu_0', \'\'\'
    import triton
    @triton_heuristics.pointwise(triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32'}})
    @triton.jit
    def triton_poi_fused_relu_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
        xnumel = 64
    \'\'\', device_str='cuda')


    triton_poi_fused_add_1 = async_compile.triton('triton_poi_fused_add_1', \'\'\'
    @triton.jit
    def triton_poi_fused_add_1(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
        pass
    \'\'\', device_str='cuda')

    async_compile.wait(globals())
    del async_compile

    class Runner:
        def __init__(self, partitions):
            self.partitions = partitions

        def call(self, args):
            arg0_1, arg1_1 = args
            args.clear()
            assert_size_stride(arg0_1, (8, 8), (8, 1))
            with torch.cuda._DeviceGuard(0):
                torch.cuda.set_device(0)
                buf0 = empty_strided_cuda((8, 8), (8, 1), torch.float32)
                # Topologically Sorted Source Nodes: [relu]
                raw_stream0 = get_raw_stream(0)
                triton_poi_fused_relu_0.run(arg0_1, buf0, 64, stream=raw_stream0)
                del arg0_1
                buf1 = empty_strided_cuda((8, 8), (8, 1), torch.float32)
                extern_kernels.mm(buf0, reinterpret_tensor(arg1_1, (8, 8), (1, 8), 0),
                    out=buf1)
                buf2 = buf1; del buf1  # reuse
                triton_poi_fused_add_1.run(buf2, buf0, 64, stream=raw_stream0)
                del buf0
            return (buf2, )

    runner = Runner(partitions=[])
    call = runner.call
""")


def test_normalize_cuda_wrapper_lifts_the_device_guard():
    out = normalize_cuda_wrapper(CUDA_WRAPPER)
    assert "_DeviceGuard" not in out
    assert normalize_cuda_wrapper(out) == out  # idempotent
    # Device setup runs once at module level, before the class holding `call`.
    head, _, body = out.partition("class Runner:")
    assert "torch.cuda.set_device(0)\nraw_stream0 = get_raw_stream(0)\n" in head
    assert "set_device" not in body and "get_raw_stream" not in body
    program = parse_program(out)
    kinds = [st.kind for st in program.statements]
    assert kinds == [
        "prologue",
        "prologue",
        "check",
        "alloc",
        "kernel",
        "del",
        "alloc",
        "kernel",
        "alias",
        "del",
        "kernel",
        "del",
        "return",
    ]
    # Every statement of the guard's body is kept, text unchanged except one indentation level.
    before = [line.strip() for line in CUDA_WRAPPER.splitlines()]
    after = [line.strip() for line in out.splitlines()]
    assert sorted(set(before) - set(after)) == ["with torch.cuda._DeviceGuard(0):"]
    assert "        extern_kernels.mm(buf0, reinterpret_tensor(arg1_1, (8, 8), (1, 8), 0),\n" in out
    assert (
        normalize_cuda_wrapper(FIXTURE.with_name("residual.infer.wrapper.py").read_text())
        == FIXTURE.with_name("residual.infer.wrapper.py").read_text()
    )  # a CPU wrapper is unchanged


def test_normalize_hoists_repeated_and_bare_stream_lookups():
    # Some Inductor versions look the stream up before every launch, or as a bare call.
    wrapper = CUDA_WRAPPER.replace(
        "            triton_poi_fused_add_1.run(",
        "            raw_stream0 = get_raw_stream(0)\n"
        "            get_raw_stream(0)\n            triton_poi_fused_add_1.run(",
    )
    out = normalize_cuda_wrapper(wrapper)
    head, _, body = out.partition("class Runner:")
    assert "torch.cuda.set_device(0)\nraw_stream0 = get_raw_stream(0)\nget_raw_stream(0)\n" in head
    assert "get_raw_stream" not in body
    assert parse_program(out).statements[-3].code.startswith("triton_poi_fused_add_1.run(")


@pytest.mark.parametrize(
    "change, message",
    [
        ("torch.cuda._DeviceGuard(0)", "torch.cuda._DeviceGuard(1)"),
        ("raw_stream0 = get_raw_stream(0)", "with torch.cuda.stream(s1):\n                    pass"),
    ],
)
def test_normalize_refuses_what_it_cannot_flatten(change, message):
    bad = CUDA_WRAPPER.replace(change, message)
    with pytest.raises(FormalError, match="cuda:1|cannot be flattened"):
        normalize_cuda_wrapper(bad, "w.py")


def test_triton_effects_are_declared_by_parameter_name():
    assert triton_kernel_params(CUDA_WRAPPER) == {
        "triton_poi_fused_relu_0": ["in_ptr0", "out_ptr0", "xnumel", "XBLOCK"],
        "triton_poi_fused_add_1": ["in_out_ptr0", "in_ptr0", "xnumel", "XBLOCK"],
    }
    program = declare_triton_effects(parse_program(normalize_cuda_wrapper(CUDA_WRAPPER)))
    relu, mm, add = [st for st in program.statements if st.kind == "kernel"]
    assert (relu.writes, relu.rw) == (["buf0"], []) and "arg0_1" in relu.reads and "buf0" not in relu.reads
    assert (add.writes, add.rw) == (["buf2"], ["buf2"]) and "buf0" in add.reads
    assert mm.writes == ["buf1"] and "arg1_1" in mm.reads  # extern out= kernels as on CPU
    # Without Triton kernels (a CPU program) nothing changes.
    cpu = parse_program(FIXTURE.with_name("residual.infer.wrapper.py").read_text())
    assert declare_triton_effects(cpu) is cpu


# --- refusals without a GPU -------------------------------------------------------------------------


def test_cuda_without_a_device_is_one_line(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    with pytest.raises(FormalError, match=r"^--device cuda: no CUDA device available \(torch "):
        require_device("cuda")
    require_device("cpu")
    assert main(["capture", "mlp", "-o", str(tmp_path), "--device", "cuda"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no CUDA device available" in err
    assert not any(tmp_path.iterdir())


def test_replay_refuses_another_device(capsys):
    assert main(["replay", str(FIXTURE), "--device", "cuda"]) == 2
    assert "captured on cpu, cannot replay on cuda" in capsys.readouterr().err


# --- the guard on real runs (CPU, the committed fixture) --------------------------------------------

needs_fixture_torch = pytest.mark.skipif(
    "2.13.0" not in torch.__version__, reason="the fixture was captured with torch 2.13.0 (replay refuses others)"
)


@needs_fixture_torch
def test_guard_on_real_runs(tmp_path, capsys):
    from formal.emit.permute import emit_source
    from formal.model import original_order, write_schedule
    from formal.program.trace import load_trace
    from formal.replay.replay import ProgramMeasurer

    trace = load_trace(FIXTURE)
    order = original_order(trace.problem)
    # The CLI: the compiler's own order as the candidate gains nothing; --deploy writes the original.
    schedule, deployed = tmp_path / "s.yaml", tmp_path / "deployed.py"
    write_schedule(schedule, trace.problem, order)
    rc = main(
        [
            "replay",
            str(FIXTURE),
            "--schedule",
            str(schedule),
            "--guard",
            "--repeats",
            "2",
            "--json",
            "--deploy",
            str(deployed),
        ]
    )
    report = json.loads(capsys.readouterr().out)["guard"]
    assert rc == 0 and report["decision"] == "keep-original" and report["status"] == "ok"
    assert report["device"] == "cpu" and report["predicted"]["block"] == 1
    assert report["original"]["samples"][0] == {"peak": trace.evidence["original_measured_peak"], "same_outputs": True}
    assert report["candidate"]["median"] == report["modeled"]["candidate"]  # CPU: measured == modeled
    assert deployed.read_bytes() == FIXTURE.with_name("residual.infer.wrapper.py").read_bytes()

    # A candidate that computes something else (one output nudged) is never deployed,
    # even though the measurer sees it as no worse.
    output = trace.program["outputs"][0]
    source = emit_source(trace, order)
    wrong = source.replace(f"return ({output}, )", f"{output}.add_(1); return ({output}, )")
    assert wrong != source
    measurer = ProgramMeasurer(trace, wrong, "cpu", tmp_path)
    result = run_guard(measurer, repeats=1, warmup=0)
    assert (result.decision, result.status) == ("keep-original", "failed")
    assert "differ" in result.reason and result.candidate[0].same_outputs is False
    assert result.original[0].same_outputs is True


def test_guard_cli_needs_a_schedule(capsys):
    assert main(["replay", str(FIXTURE), "--guard"]) == 2
    assert "--guard needs --schedule" in capsys.readouterr().err


def test_normalize_refuses_a_multiline_string_in_the_guard():
    bad = CUDA_WRAPPER.replace("            del buf0\n", "            x = '''a\n    b'''\n            del buf0\n")
    assert bad != CUDA_WRAPPER
    with pytest.raises(FormalError, match="multi-line string"):
        normalize_cuda_wrapper(bad, "w.py")


@needs_fixture_torch
def test_cuda_branches_run_against_a_scripted_allocator(tmp_path, monkeypatch, capsys):
    """No GPU here: the CUDA-only branches of run_call/replay/guard run against a scripted
    allocator account (a constant 1000 B before, 5000 B high-water mark), on the CPU fixture
    relabelled as captured on cuda. Checks the plumbing and arithmetic, not a measurement."""
    import shutil

    import yaml

    for f in FIXTURE.parent.glob("residual.infer.*"):
        shutil.copy(f, tmp_path / f.name)
    trace_path = tmp_path / FIXTURE.name
    data = yaml.safe_load(trace_path.read_text())
    data["capture"]["device"] = "cuda"
    data["capture"]["fingerprint"].update(gpu="scripted GPU", cuda=str(torch.version.cuda))
    trace_path.write_text(yaml.safe_dump(data, sort_keys=False))
    calls: list[str] = []
    for name, fn in {
        "is_available": lambda: True,
        "synchronize": lambda *a: calls.append("sync"),
        "empty_cache": lambda: calls.append("empty"),
        "manual_seed": lambda s: calls.append("seed"),
        "memory_allocated": lambda *a: 1000,
        "max_memory_allocated": lambda *a: 5000,
        "reset_peak_memory_stats": lambda *a: calls.append("reset"),
        "memory_stats": lambda *a: {"allocated_bytes.all.peak": 5000, "num_alloc_retries": 0},
        "get_rng_state": lambda *a: torch.zeros(16, dtype=torch.uint8),
        "get_device_name": lambda *a: "scripted GPU",
    }.items():
        monkeypatch.setattr(torch.cuda, name, fn)

    assert main(["replay", str(trace_path), "--random-orders", "1", "--json"]) == 0
    runs = json.loads(capsys.readouterr().out)["runs"]
    assert [r["device"] for r in runs] == ["cuda", "cuda"]
    # measured = high-water mark - allocated before the inputs (+ device constants: none here).
    assert [r["measured_peak"] for r in runs] == [4000, 4000]
    assert all(r["predicted_peak"] % 512 == 0 and r["predicted_peak"] >= r["modeled_peak"] for r in runs)
    assert runs[0]["allocator"]["allocated_peak"] == 5000
    assert {"sync", "empty", "seed", "reset"} <= set(calls)

    from formal.model import original_order
    from formal.program.trace import load_trace
    from formal.replay.replay import guard_order

    report = guard_order(load_trace(trace_path), original_order(load_trace(trace_path).problem), repeats=1)
    assert report["device"] == "cuda" and report["predicted"]["block"] == 512
    assert report["predicted"]["original"] % 512 == 0
    assert report["decision"] == "keep-original" and "predicts no saving" in report["reason"]
    assert report["original"]["samples"][0]["allocator"]["allocated_peak"] == 5000
