"""formal.compile, formal.load, the 'formal' torch.compile backend and formal verify-artifact.

Each compile costs seconds to tens of seconds (Inductor's C++ kernels), so the artifacts are
built once per module and copied where a test tampers with them.
"""

import copy
import json
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import yaml

import formal
from formal.base.errors import FormalError
from formal.capture.examples import EXAMPLES
from formal.deploy.artifact import manifest_sha256
from formal.machine.fingerprint import ENV_KEYS
from formal.runtime.execute import output_digests

sys.path.insert(0, str(Path(__file__).parent))
import deploy_models  # noqa: E402

pytestmark = pytest.mark.capture
SOLVERS = ("ortools", "pysat", "pulp", "z3")


def bits(value) -> list:
    leaves = list(value) if isinstance(value, (list, tuple)) else [value]
    return output_digests(leaves)


@pytest.fixture(scope="module")
def aspp(tmp_path_factory):
    """The bundled ASPP example compiled for inference, with torch.compile's output beside it."""
    model, inputs = EXAMPLES["aspp"]()
    model.eval()
    reference = copy.deepcopy(model)
    with torch.no_grad():
        expected = torch.compile(reference)(*inputs)
    out = tmp_path_factory.mktemp("aspp") / "artifact"
    logged: list[logging.LogRecord] = []
    handler = logging.Handler(logging.INFO)
    handler.emit = logged.append  # type: ignore[method-assign]
    logger = logging.getLogger("formal")
    logger.addHandler(handler)
    level = logger.level
    logger.setLevel(logging.INFO)
    try:
        module = formal.compile(model, inputs, out=out)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    return {"model": model, "inputs": inputs, "expected": expected, "module": module, "out": out, "logged": logged}


def test_the_saving_is_in_sight(aspp):
    """The compiled and the loaded module report the compiler's peak, the certified one, the bytes
    saved, whether proved optimal, and the artifact's sha256; compile logs one line saying so."""
    module = aspp["module"]
    [program] = module.programs
    assert module.compiler_peak == program["compiler_peak"] and module.certified_peak == program["certified_peak"]
    assert module.saved_bytes == module.compiler_peak - module.certified_peak >= 0
    assert module.optimal is program["optimal"]
    assert module.sha256 == manifest_sha256(aspp["out"])
    loaded = formal.load(aspp["out"], self_test=False)
    assert (loaded.compiler_peak, loaded.certified_peak, loaded.saved_bytes, loaded.optimal, loaded.sha256) == (
        module.compiler_peak,
        module.certified_peak,
        module.saved_bytes,
        module.optimal,
        module.sha256,
    )
    [line] = [r.getMessage() for r in aspp["logged"] if r.getMessage().startswith("formal.compile:")]
    assert f"{module.saved_bytes:,} B saved" in line and module.sha256 in line and "\n" not in line


def other_threads_env() -> dict:
    """The environment of a child whose default thread count is not this process's: a served
    program must compute the bits it computed here all the same (it runs with its own count)."""
    import os

    return {**os.environ, "OMP_NUM_THREADS": "1" if torch.get_num_threads() > 1 else "2"}


FORMAL = [sys.executable, "-P", "-m", "formal"]


def formal_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "formal", *args], capture_output=True, text=True, timeout=600)


def test_compile_is_bit_identical_to_torch_compile_and_byte_exact(aspp):
    module = aspp["module"]
    got = module(*aspp["inputs"])
    assert bits(got) == bits(aspp["expected"])
    [program] = module.programs
    assert program["measured_peak"] == program["certified_peak"]  # the check run, to the byte
    assert program["certified_peak"] <= program["compiler_peak"]
    assert program["optimal"] and program["certified_peak"] == program["lower_bound"]
    manifest = yaml.safe_load((aspp["out"] / "manifest.yaml").read_text())
    assert manifest["serve"]["program"] == "g0.infer" and manifest["signature"][0]["shape"] == [1, 3, 16, 16]


def test_load_in_a_fresh_process_serves_the_same_bits_without_solvers(aspp):
    script = (
        "import json, sys, torch\n"
        "import formal\n"
        "from formal.runtime.execute import output_digests\n"
        f"p = formal.load({str(aspp['out'])!r})\n"
        "y = p(*p.example_inputs)\n"
        "print(json.dumps({'digests': output_digests([y]), 'peak': p.certified_peak,\n"
        f"    'solvers': sorted({{m.split('.')[0] for m in sys.modules}} & set({SOLVERS!r}))}}))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=600, env=other_threads_env()
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["solvers"] == []
    assert result["digests"] == bits(aspp["expected"])
    assert result["peak"] == aspp["module"].programs[0]["certified_peak"]


def tampered(aspp, tmp_path, edit) -> Path:
    folder = tmp_path / "artifact"
    shutil.copytree(aspp["out"], folder)
    edit(folder)
    return folder


def refusal(folder: Path, **kwargs) -> str:
    with pytest.raises(FormalError) as info:
        formal.load(folder, self_test=False, **kwargs)
    message = str(info.value)
    assert "\n" not in message
    return message


def test_load_refuses_a_tampered_program(aspp, tmp_path):
    def edit(folder):
        with open(folder / "g0.infer.formal.py", "a", encoding="utf-8") as fh:
            fh.write("\nprint('not certified')\n")

    assert "program file was modified" in refusal(tampered(aspp, tmp_path, edit))


def test_load_refuses_a_tampered_proof(aspp, tmp_path):
    def edit(folder):
        proof = folder / "g0.infer.proof.yaml"
        proof.write_text(proof.read_text().replace("lower_bound:", "lower_bound: 1\nx_lower_bound:", 1))

    assert "proof file was modified" in refusal(tampered(aspp, tmp_path, edit))


def test_load_refuses_another_fingerprint(aspp, tmp_path):
    def edit(folder):
        manifest = yaml.safe_load((folder / "manifest.yaml").read_text())
        manifest["fingerprint"]["inductor_vec_isa"] = "avx512"
        manifest["fingerprint"]["inductor_vec_bits"] = 512
        (folder / "manifest.yaml").write_text(yaml.safe_dump(manifest))

    message = refusal(tampered(aspp, tmp_path, edit))
    assert "refus" in message and "512" in message


def test_load_refuses_another_manifest_than_the_published_one(aspp):
    assert "expected" in refusal(aspp["out"], sha256="0" * 64)


def test_another_input_signature_is_refused_in_one_line(aspp):
    program = formal.load(aspp["out"], self_test=False)
    for bad, what in (
        (torch.randn(1, 3, 8, 8), "shape"),
        (torch.randn(1, 3, 16, 16, dtype=torch.float64), "dtype"),
        (torch.randn(1, 16, 16, 3).permute(0, 3, 1, 2), "stride"),
    ):
        with pytest.raises(FormalError) as info:
            program(bad)
        assert what in str(info.value) and "\n" not in str(info.value)


def test_formal_compile_recertifies_each_new_signature_or_refuses_it(tmp_path):
    """dynamic='recertify' (the default): a call with another input signature gets its own programs,
    proved and checked at that call, and formal.load serves each of them from the artifact (a saved
    copy too); a fourth shape is refused there in one line; dynamic='refuse' names the difference."""
    torch._dynamo.reset()
    torch.manual_seed(0)
    model, shapes = _Tiny().eval(), [(2, 4), (3, 4), (5, 4)]
    module = formal.compile(model, torch.randn(shapes[0]), out=tmp_path / "recertify")
    served = []
    with torch.no_grad():
        for shape in [*shapes, shapes[1]]:
            x = torch.randn(shape)
            y = module(x)
            assert torch.equal(y, torch.compile(copy.deepcopy(model))(x))
            served.append((x, y))
    assert [s[0]["shape"] for s in module.signatures] == [list(shape) for shape in shapes]
    for folder in (tmp_path / "recertify", module.save(tmp_path / "saved")):
        loaded = formal.load(folder)
        assert loaded.signatures == module.signatures
        assert all(bits(loaded(x)) == bits(y) for x, y in served)
        with pytest.raises(FormalError, match="match none of the 3 certified signatures") as info:
            loaded(torch.randn(7, 4))
        assert "shape (7, 4) differs from the certified (2, 4)" in str(info.value) and "\n" not in str(info.value)
    manifest = yaml.safe_load((tmp_path / "recertify" / "manifest.yaml").read_text())
    assert [p["name"] for p in manifest["programs"]] == ["g0.infer", "g1.infer", "g2.infer"]
    assert formal_cli("verify-artifact", str(tmp_path / "recertify")).returncode == 0
    for program in manifest["programs"]:
        out = tmp_path / "recertify"
        check = formal_cli("check", str(out / program["files"]["trace"]), str(out / program["files"]["proof"]))
        assert check.returncode == 0 and "verdict:" in check.stdout
    refusing = formal.compile(model, torch.randn(shapes[0]), dynamic="refuse")
    with pytest.raises(FormalError) as info, torch.no_grad():
        refusing(torch.randn(shapes[1]))
    assert "shape (3, 4)" in str(info.value) and "refuse" in str(info.value) and "\n" not in str(info.value)
    with pytest.raises(FormalError, match="dynamic='sometimes'"):
        formal.compile(model, torch.randn(shapes[0]), dynamic="sometimes")
    torch._dynamo.reset()


def test_load_self_test_runs_the_program_against_its_digests(aspp):
    program = formal.load(aspp["out"])  # self_test on: one run, digests and peak compared
    assert bits(program(*aspp["inputs"])) == bits(aspp["expected"])


def test_verify_artifact_checks_everything_and_catches_a_rehashed_program(aspp, tmp_path):
    proc = formal_cli("verify-artifact", str(aspp["out"]), "--json")
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["ok"] and result["serve"].startswith("servable")
    names = " ".join(m for _ok, m in result["programs"][0]["checks"])
    assert "checker: verdict: optimal" in names and "program: exactly" in names

    def edit(folder):  # a program swapped for another, with the manifest's hash updated to match
        program = folder / "g0.infer.formal.py"
        program.write_text(program.read_text() + "\n# swapped\n")
        manifest = yaml.safe_load((folder / "manifest.yaml").read_text())
        import hashlib

        manifest["programs"][0]["sha256"]["program"] = hashlib.sha256(program.read_bytes()).hexdigest()
        (folder / "manifest.yaml").write_text(yaml.safe_dump(manifest))

    proc = formal_cli("verify-artifact", str(tampered(aspp, tmp_path, edit)))
    assert proc.returncode == 1
    assert "FALSE g0.infer: program: differs" in proc.stdout


def test_verify_artifact_refuses_a_missing_file_in_one_line(aspp, tmp_path):
    folder = tampered(aspp, tmp_path, lambda f: (f / "g0.infer.proof.yaml").unlink())
    proc = formal_cli("verify-artifact", str(folder))
    assert proc.returncode == 2 and "missing" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


TRAIN_STEPS = """
import json, sys, torch
import formal
from formal.runtime.execute import output_digests
model = formal.load(sys.argv[1])
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
torch.manual_seed(7)
for _ in range(3):
    optimizer.zero_grad()
    model(*model.example_inputs).square().mean().backward()
    optimizer.step()
state = {n: output_digests([t]) for n, t in [*model.named_parameters(), *model.named_buffers()]}
solvers = sorted({m.split('.')[0] for m in sys.modules} & {'ortools', 'pysat', 'pulp', 'z3'})
print(json.dumps({"type": type(model).__name__, "state": state, "solvers": solvers}))
"""


def state_bits(model) -> dict:
    return {n: output_digests([t]) for n, t in [*model.named_parameters(), *model.named_buffers()]}


def test_three_train_steps_give_bit_identical_parameters(tmp_path):
    """In process through formal.compile, and in a fresh process through formal.load of the
    train-mode artifact: three SGD steps (dropout and batch norm: the RNG and buffers matter)."""

    def steps(make):
        model, inputs = deploy_models.branchy()
        model.train()
        run = make(model, inputs)
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        torch.manual_seed(7)  # dropout draws from here
        for _ in range(3):
            optimizer.zero_grad()
            run(*inputs).square().mean().backward()
            optimizer.step()
        return model

    compiled = {}

    def make(model, inputs):
        compiled["module"] = formal.compile(model, inputs, mode="train", out=tmp_path / "train")
        return compiled["module"]

    mine = steps(make)
    theirs = steps(lambda model, inputs: torch.compile(model))
    assert state_bits(mine) == state_bits(theirs)
    module = compiled["module"]
    parts = sorted(p["part"] for p in module.programs)
    assert parts == ["bwd", "fwd"] and all(p["measured_peak"] == p["certified_peak"] for p in module.programs)
    # The backward owns what its forward made, by position (the step's rule), not by name.
    from formal.program.ownership import backward_ownership

    [bwd] = [p for p in module.programs if p["part"] == "bwd"]
    sources = {part: (tmp_path / "train" / f"g0.{part}.wrapper.py").read_text() for part in ("fwd", "bwd")}
    assert bwd["owned"] == backward_ownership(sources["fwd"], sources["bwd"])[1]
    with pytest.raises(FormalError, match="no_grad"):
        with torch.no_grad():
            module(*deploy_models.branchy()[1])

    # The artifact holds the weights the programs were certified with: three steps from them
    # in a fresh process, through the certified forward and backward programs.
    proc = subprocess.run(
        [sys.executable, "-c", TRAIN_STEPS, str(tmp_path / "train")],
        capture_output=True,
        text=True,
        timeout=600,
        env=other_threads_env(),
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    served = json.loads(proc.stdout.strip().splitlines()[-1])
    assert served["type"] == "LoadedTrainable" and served["solvers"] == []
    assert served["state"] == state_bits(theirs)

    # save() writes the weights as they are now (after the three steps); load serves those.
    saved = module.save(tmp_path / "trained")
    loaded = formal.load(saved)
    assert state_bits(loaded) == state_bits(mine)
    weights = saved / "weights.pt"
    data = bytearray(weights.read_bytes())
    data[len(data) // 2] ^= 0xFF
    weights.write_bytes(bytes(data))
    with pytest.raises(FormalError, match="weights file was modified"):
        formal.load(saved, self_test=False)


def test_backend_with_a_graph_break_certifies_every_graph(tmp_path):
    model, inputs = deploy_models.broken()
    reference = copy.deepcopy(model)
    out = tmp_path / "backend"
    compiled = torch.compile(model, backend="formal", options={"out": str(out)})
    got = compiled(*inputs)
    sum(t.sum() for t in got).backward()
    expected = torch.compile(reference)(*inputs)
    sum(t.sum() for t in expected).backward()
    assert bits(got) == bits(expected)
    assert bits([p.grad for p in model.parameters()]) == bits([p.grad for p in reference.parameters()])
    manifest = yaml.safe_load((out / "manifest.yaml").read_text())
    assert sorted(p["name"] for p in manifest["programs"]) == ["g0.bwd", "g0.fwd", "g1.bwd", "g1.fwd"]
    proc = formal_cli("verify-artifact", str(out))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for program in manifest["programs"]:
        check = formal_cli("check", str(out / program["files"]["trace"]), str(out / program["files"]["proof"]))
        assert check.returncode == 0 and "verdict: optimal" in check.stdout


def test_the_backend_certifies_one_program_per_shape_or_refuses_the_shape(tmp_path):
    """Three input shapes: with dynamic=False each gets its own program and checked proof; with
    Dynamo's automatic dynamic shapes, the symbolic program a second shape asks for is certified
    per concrete shape (dynamic='recertify', the default, in training too) or refused ('refuse')."""
    torch._dynamo.reset()  # below Dynamo's recompile limit, whatever ran before
    torch.manual_seed(0)
    model = _Tiny().eval()
    shapes = [(2, 4), (3, 4), (5, 4)]
    out = tmp_path / "static"
    compiled = torch.compile(model, backend="formal", options={"out": str(out)}, dynamic=False)
    with torch.no_grad():
        for shape in shapes:
            x = torch.randn(shape)
            assert torch.equal(compiled(x), model(x))
    manifest = yaml.safe_load((out / "manifest.yaml").read_text())
    assert sorted(p["name"] for p in manifest["programs"]) == ["g0.infer", "g1.infer", "g2.infer"]
    for program in manifest["programs"]:
        check = formal_cli("check", str(out / program["files"]["trace"]), str(out / program["files"]["proof"]))
        assert check.returncode == 0 and "verdict:" in check.stdout
    torch._dynamo.reset()
    refusing = torch.compile(model, backend="formal", options={"out": str(tmp_path / "refuse"), "dynamic": "refuse"})
    with torch.no_grad():
        refusing(torch.randn(shapes[0]))
        with pytest.raises(Exception, match="symbolic sizes.*dynamic='recertify'"):
            refusing(torch.randn(shapes[1]))
    torch._dynamo.reset()
    trained, reference = _Tiny(), _Tiny()
    reference.load_state_dict(trained.state_dict())
    out = tmp_path / "automatic"
    automatic = torch.compile(trained, backend="formal", options={"out": str(out)})
    compiled_reference = torch.compile(reference)
    # The second shape on asks Dynamo for a symbolic graph; the first shape again runs its static program, certified
    # once (no fourth program), as Dynamo's own cache would.
    for shape in [*shapes, shapes[1], shapes[0]]:
        x = torch.randn(shape)
        got, expected = automatic(x), compiled_reference(x)
        assert torch.equal(got, expected)
        got.sum().backward()
        expected.sum().backward()
        assert bits([p.grad for p in trained.parameters()]) == bits([p.grad for p in reference.parameters()])
    manifest = yaml.safe_load((out / "manifest.yaml").read_text())
    names = [p["name"] for p in manifest["programs"]]
    assert sorted(names) == ["g0.bwd", "g0.fwd", "g1.bwd", "g1.fwd", "g2.bwd", "g2.fwd"]
    for program in manifest["programs"]:
        check = formal_cli("check", str(out / program["files"]["trace"]), str(out / program["files"]["proof"]))
        assert check.returncode == 0 and "verdict:" in check.stdout
    torch._dynamo.reset()


def test_bad_arguments_are_one_line_errors():
    model, inputs = EXAMPLES["mlp"]()
    for kwargs, words in (
        ({"mode": "serve"}, "mode"),
        ({"levers": ("shrink",)}, "not available"),
        ({"levers": ("recompute",)}, "needs|give budget"),
        ({"levers": ("recompute", "arena"), "budget": 10**6}, "together"),
        ({"budget": -3}, "budget"),
        ({"time_limit": 0}, "time_limit"),
    ):
        with pytest.raises(FormalError, match=words):
            formal.compile(model, inputs, **kwargs)
    with pytest.raises(FormalError, match="nn.Module or a function"):
        formal.compile(42, inputs)
    with pytest.raises(FormalError, match="not a folder|no manifest"):
        formal.load(Path(__file__))
    with pytest.raises(FormalError, match="CPU only"):
        formal.load(Path(__file__), device="cuda")


def test_compiling_changes_no_buffer_and_warns_about_train_mode(caplog):
    """A model left in train mode compiles for inference with a warning, and its batch norm's
    running statistics are as they were before compiling."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.BatchNorm2d(4))
    before = {name: b.clone() for name, b in model.named_buffers()}
    with caplog.at_level(logging.WARNING, logger="formal"):
        formal.compile(model, torch.randn(2, 3, 8, 8))
    assert any("train mode" in r.getMessage() and r.levelno == logging.WARNING for r in caplog.records)
    assert all(torch.equal(b, before[name]) for name, b in model.named_buffers())


def test_deploy_cli_with_arena_and_a_budget_below_the_optimum(tmp_path):
    proc = formal_cli("deploy", "mlp", "-o", str(tmp_path / "mlp"), "--arena", "--json")
    assert proc.returncode == 0, proc.stderr
    [program] = json.loads(proc.stdout)["programs"]
    manifest = yaml.safe_load((tmp_path / "mlp" / "manifest.yaml").read_text())
    assert manifest["programs"][0]["arena"]["bytes"] > 0
    assert manifest["programs"][0]["measured_peak"] == program["certified_peak"]
    assert formal_cli("verify-artifact", str(tmp_path / "mlp")).returncode == 0
    proc = formal_cli("deploy", "mlp", "-o", str(tmp_path / "tight"), "--budget", "1000")
    assert proc.returncode == 2 and "over the budget" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_the_example_trains_then_serves_bit_identically(tmp_path):
    example = Path(__file__).parent.parent / "examples" / "train_then_serve.py"
    proc = subprocess.run(
        [sys.executable, str(example), str(tmp_path / "artifact")], capture_output=True, text=True, timeout=900
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "solvers imported: none, bit-identical to torch.compile: True" in proc.stdout
    assert (tmp_path / "artifact" / "manifest.yaml").is_file()


class _Tiny(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x):
        return torch.relu(self.linear(x))


def test_a_model_torch_compile_gives_up_on_is_refused_not_run_eagerly():
    # torch's own patch: pytest's monkeypatch cannot restore a torch config entry (it is deleted on undo,
    # and later compiles in this process fail)
    with torch._dynamo.config.patch(recompile_limit=1):
        model, x = _Tiny(), torch.randn(2, 4)
        torch.compile(model, backend="eager")(x)  # the one compiled entry the limit allows
        with pytest.raises(FormalError, match="without its certified programs"):
            formal.compile(model, x)
    torch._dynamo.reset()


def test_after_a_dynamo_reset_the_module_recertifies_or_says_why_it_does_not_run():
    torch._dynamo.reset()  # _Tiny's forward was compiled by other tests: start below Dynamo's recompile limit
    torch.manual_seed(0)
    model, x = _Tiny().eval(), torch.randn(2, 4)
    module, refusing = formal.compile(model, x), formal.compile(model, x, dynamic="refuse")
    with torch.no_grad():
        expected = module(x)
        assert torch.equal(refusing(x), expected)
    torch._dynamo.reset()
    with pytest.raises(FormalError) as info, torch.no_grad():
        refusing(x)
    message = str(info.value)
    assert "torch._dynamo.reset()" in message and "formal.compile again" in message and "\n" not in message
    with torch.no_grad():  # recertified: the program torch.compile makes again is proved at this call
        assert torch.equal(module(x), expected)
    assert [p["name"] for p in module.programs] == ["g0.infer", "g1.infer"]
    assert torch.equal(expected, model(x))


class _WithBias(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, bias, scale=2.0):
        return torch.relu(self.linear(x)) * scale + bias


def scaled_relu(x, shift):
    return torch.relu(x * 3.0) - shift


def test_keyword_inputs_and_plain_functions_compile_and_run():
    """Inputs by name bind to the model's parameters as its programs take them; a plain function
    compiles as a module without parameters."""
    torch._dynamo.reset()
    torch.manual_seed(0)
    model, x, bias = _WithBias().eval(), torch.randn(2, 4), torch.randn(4)
    module = formal.compile(model, (x,), example_kwargs={"bias": bias})
    with torch.no_grad():
        expected = model(x, bias)
        for got in (module(x, bias=bias), module(x=x, bias=bias), module(x, bias)):
            assert torch.equal(got, expected)
        with pytest.raises(FormalError, match="do not fit"):
            module(x, nope=bias)
        loaded = formal.load(module.artifact)  # by the names the manifest records (input_names)
        for got in (loaded(x, bias=bias), loaded(x=x, bias=bias), loaded(bias=bias, x=x), loaded(x, bias)):
            assert torch.equal(got, expected)
        for call, words in (
            (lambda: loaded(x, nope=bias), "'nope' is not one of x, bias"),
            (lambda: loaded(x, x=x), "'x' is given twice"),
            (lambda: loaded(bias=bias), "'x' is missing"),
        ):
            with pytest.raises(FormalError, match=words):
                call()
    shift = torch.randn(3)
    function = formal.compile(scaled_relu, (torch.randn(3),), example_kwargs={"shift": shift})
    with torch.no_grad():
        y = torch.randn(3)
        assert torch.equal(function(y, shift=shift), scaled_relu(y, shift))
    assert yaml.safe_load((function.artifact / "manifest.yaml").read_text())["model"] == "scaled_relu"
    torch._dynamo.reset()


def test_serve_starts_the_server_in_the_environment_the_artifact_is_pinned_to(tmp_path):
    """An artifact formal deploy pinned to AVX2 is refused by formal.load in a process started without
    the pin where that picks other kernels (AVX-512, or MKL's own dispatch): `formal serve DIR -- COMMAND`
    starts COMMAND pinned, and it serves there; --print-env gives the variables; without a command, the
    artifact's self-test runs."""
    out = tmp_path / "mlp"
    plain = {k: v for k, v in os.environ.items() if k not in ENV_KEYS}  # tests run pinned (conftest)
    assert subprocess.run(FORMAL + ["deploy", "mlp", "-o", str(out)], env=plain, capture_output=True).returncode == 0
    printed = subprocess.run(FORMAL + ["serve", str(out), "--print-env"], env=plain, capture_output=True, text=True)
    assert printed.returncode == 0, printed.stderr
    needed = dict(line.split("=", 1) for line in printed.stdout.split())
    assert set(needed) <= set(ENV_KEYS)
    server = (
        "import sys, torch, formal; program = formal.load(sys.argv[1]); "
        "y = program(*program.example_inputs); print('served', program.certified_peak, y.shape)"
    )
    direct = subprocess.run([sys.executable, "-P", "-c", server, str(out)], env=plain, capture_output=True, text=True)
    if needed:  # the plain process picks other kernels than the pin: refused, with the way out named
        assert direct.returncode != 0 and "formal serve" in direct.stderr.strip().splitlines()[-1]
    else:  # the pin changes nothing here
        assert direct.returncode == 0, direct.stderr
    served = subprocess.run(
        FORMAL + ["serve", str(out), "--", sys.executable, "-P", "-c", server, str(out)],
        env=plain,
        capture_output=True,
        text=True,
    )
    assert served.returncode == 0, served.stderr
    assert served.stdout.startswith("served ")
    checked = subprocess.run(FORMAL + ["serve", str(out)], env=plain, capture_output=True, text=True)
    assert checked.returncode == 0 and "self-test passed" in checked.stdout, checked.stderr
    missing = subprocess.run(FORMAL + ["serve", str(out), "--", "no-such-server-here"], env=plain, capture_output=True)
    assert missing.returncode == 2
    assert missing.stderr.decode().strip().splitlines()[-1].startswith("formal: error: serve: cannot run")
