"""Kernels in the chain (issue 29, item 5): the compiled kernels a program loads are hashed by content.

A trace and an artifact record each compiled C++ kernel the program loads (``{name, file,
sha256}``, the sha256 of the library's bytes). Replay and ``formal.load`` load those bytes or
nothing: a library with other bytes is refused before it is loaded, so a kernel modified in
Inductor's cache or in formal's store never runs. By default every formal process compiles
in a private folder (a poisoned shared cache is never read) and keeps what it compiled in a
store by content, which it re-hashes on every read.

The "modified kernel" here is a library whose constructor writes a marker file: loading it
at all would leave the marker. Each scenario runs in a fresh process (a process keeps the
kernels it loaded in memory). One small model is compiled once for the module.
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import yaml
from torch import nn

import formal
from formal.base.errors import FormalError
from formal.base.files import HashedFile
from formal.cli.main import main
from formal.machine import kernel_cache
from formal.program.trace import load_trace
from formal.runtime.execute import output_digests
from formal.runtime.prebuilt import load_prebuilt, resolve_extern

pytestmark = pytest.mark.capture
CHILD_TIMEOUT_S = 600

LOAD = (
    "import json, sys\n"
    "import formal\n"
    "from formal.runtime.execute import output_digests\n"
    "p = formal.load(sys.argv[1])\n"
    "print(json.dumps(output_digests([p(*p.example_inputs)])))\n"
)


class Small(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(8, 16)

    def forward(self, x):
        return torch.relu(self.a(x)).sum(1)


@pytest.fixture(scope="module")
def artifact(tmp_path_factory):
    torch.manual_seed(1)
    model = Small().eval()
    inputs = (torch.randn(4, 8),)
    folder = tmp_path_factory.mktemp("kernels") / "artifact"
    module = formal.compile(model, inputs, out=folder)
    with torch.no_grad():
        expected = output_digests([module(*inputs)])
    manifest = yaml.safe_load((folder / "manifest.yaml").read_text())
    return {"folder": folder, "expected": expected, "kernels": manifest["programs"][0]["kernels"]}


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    """A shared library whose constructor writes a marker: the stand-in for a modified kernel."""
    compiler = shutil.which("g++") or shutil.which("cc")
    if compiler is None:
        pytest.skip("no C compiler (Inductor needs one too)")
    root = tmp_path_factory.mktemp("planted")
    marker = root / "PLANTED_KERNEL_RAN"
    source = root / "planted.c"
    source.write_text(
        "#include <stdio.h>\n"
        "__attribute__((constructor)) static void planted(void) {\n"
        f'    FILE *f = fopen("{marker}", "w"); if (f) fclose(f);\n'
        "}\n"
    )
    library = root / "planted.so"
    subprocess.run([compiler, "-shared", "-fPIC", "-x", "c", str(source), "-o", str(library)], check=True)
    return {"library": library, "marker": marker}


def child(args: list[str], **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT_S,
        env={**os.environ, **env},
    )


def test_capture_and_compile_record_every_kernel_by_content(artifact):
    trace = load_trace(artifact["folder"] / "g0.infer.trace.yaml")
    defined = re.findall(r"^(\w+) = async_compile\.cpp_pybinding\(", trace.verified_file("wrapper").text, re.M)
    assert defined and sorted(defined) == [k["name"] for k in trace.kernels]
    assert artifact["kernels"] == trace.kernels  # the manifest records what the trace records
    for kernel in trace.kernels:
        assert re.fullmatch(r"[0-9a-f]{64}", kernel["sha256"]) and kernel["file"].endswith(".so")


def test_private_kernel_folder_is_the_default():
    kernel_cache.activate()
    assert kernel_cache.private()
    assert os.environ["TORCHINDUCTOR_CACHE_DIR"] == kernel_cache.use_private_kernel_cache()
    assert stat_mode(Path(os.environ["TORCHINDUCTOR_CACHE_DIR"])) == 0o700


def test_a_kept_private_folder_is_reused_and_must_be_private(tmp_path):
    """FORMAL_PRIVATE_KERNEL_CACHE=<folder>: made 0700 where missing and kept; a folder others can
    write, or a relative path, is refused in one line before anything compiles."""
    probe = "from formal.machine import kernel_cache; print(kernel_cache.use_private_kernel_cache())"
    kept = tmp_path / "kernels"
    proc = child(["-c", probe], FORMAL_PRIVATE_KERNEL_CACHE=str(kept))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip() == str(kept) and stat_mode(kept) == 0o700 and kept.is_dir()  # kept after exit
    kept.chmod(0o775)
    for value in (str(kept), "relative/folder"):
        proc = child(["-m", "formal", "check", "problem.yaml", "proof.yaml"], FORMAL_PRIVATE_KERNEL_CACHE=value)
        assert proc.returncode == 2
        [line] = proc.stderr.strip().splitlines()
        assert line.startswith("formal: error: FORMAL_PRIVATE_KERNEL_CACHE=") and value in line


def stat_mode(path: Path) -> int:
    return path.stat().st_mode & 0o777


def test_a_modified_kernel_in_the_store_is_never_loaded(artifact, planted, tmp_path):
    """Every store entry replaced by the planted library: each is re-hashed, found other, and
    the kernel compiled afresh to the recorded bytes instead (the store is then repaired)."""
    store = tmp_path / "store"
    store.mkdir()
    for kernel in artifact["kernels"]:
        shutil.copyfile(planted["library"], store / f"{kernel['sha256']}.so")
    trace = str(artifact["folder"] / "g0.infer.trace.yaml")  # replay compiles (formal.load runs shipped kernels)
    proc = child(["-m", "formal", "replay", trace], FORMAL_KERNEL_STORE=str(store), FORMAL_PRIVATE_KERNEL_CACHE="1")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert not planted["marker"].exists(), "a modified kernel was loaded"
    for kernel in artifact["kernels"]:
        assert hashlib.sha256((store / f"{kernel['sha256']}.so").read_bytes()).hexdigest() == kernel["sha256"]


def test_a_modified_kernel_in_inductors_cache_is_refused_or_never_read(artifact, planted, tmp_path):
    """Inductor's shared cache, filled honestly, then every compiled kernel in it replaced.
    Opted out of the private folder (the cache trusted), replay refuses the library in one
    line before loading it; by default the cache is never read and formal.load serves."""
    shared = tmp_path / "shared"
    trace = str(artifact["folder"] / "g0.infer.trace.yaml")
    opted_out = {"FORMAL_PRIVATE_KERNEL_CACHE": "0", "TORCHINDUCTOR_CACHE_DIR": str(shared), "FORMAL_KERNEL_STORE": "0"}
    proc = child(["-m", "formal", "replay", trace], **opted_out)
    assert proc.returncode == 0, proc.stderr[-2000:]
    libraries = [shared / k["file"] for k in artifact["kernels"]]
    assert libraries and all(p.is_file() for p in libraries)  # the recorded places, in Inductor's folder
    for path in libraries:
        shutil.copyfile(planted["library"], path)

    proc = child(["-m", "formal", "replay", trace], **opted_out)
    assert proc.returncode == 2
    [line] = proc.stderr.strip().splitlines()
    assert "refusing to load it" in line and "Inductor's cache" in line
    assert not planted["marker"].exists(), "a modified kernel was loaded"

    proc = child(
        ["-c", LOAD, str(artifact["folder"])],
        TORCHINDUCTOR_CACHE_DIR=str(shared),
        FORMAL_KERNEL_STORE=str(tmp_path),
        FORMAL_PRIVATE_KERNEL_CACHE="1",  # a new folder: the default
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == artifact["expected"]
    assert not planted["marker"].exists(), "a modified kernel was loaded"


def trace_copy(artifact, tmp_path: Path, edit=None) -> Path:
    for name in ("g0.infer.trace.yaml", "g0.infer.wrapper.py", "g0.infer.inputs.pt"):
        shutil.copyfile(artifact["folder"] / name, tmp_path / name)
    path = tmp_path / "g0.infer.trace.yaml"
    if edit is not None:
        data = yaml.safe_load(path.read_text())
        edit(data)
        path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def test_a_kernel_whose_bytes_differ_from_the_record_is_refused(artifact, tmp_path, capsys):
    """The recorded hash of one kernel changed (what another compiler's bytes would look like):
    replay refuses in one line naming the kernel."""
    name = artifact["kernels"][0]["name"]

    def other_hash(data):
        data["program"]["kernels"][0]["sha256"] = "ab" * 32

    assert main(["replay", str(trace_copy(artifact, tmp_path, other_hash))]) == 2
    [line] = capsys.readouterr().err.strip().splitlines()
    assert name in line and "refusing" in line


@pytest.mark.parametrize(
    "bad",
    [
        {"name": "cpp_fused_0", "file": "../../../tmp/x.so", "sha256": "ab" * 32},
        {"name": "cpp_fused_0", "file": "ab/cab.main.so", "sha256": "not a hash"},
        {"name": "cpp fused", "file": "ab/cab.main.so", "sha256": "ab" * 32},
        "cpp_fused_0",
    ],
)
def test_malformed_kernel_records_are_refused_in_one_line(artifact, tmp_path, bad):
    path = trace_copy(artifact, tmp_path, lambda data: data["program"].update(kernels=[bad]))
    with pytest.raises(FormalError) as info:
        load_trace(path)
    assert "program.kernels[0]" in str(info.value) and "\n" not in str(info.value)


def test_a_trace_without_kernel_records_replays_and_says_so(artifact, tmp_path, capsys, monkeypatch):
    """Said where progress lines are shown (a terminal, or FORMAL_PROGRESS=1): errors stay one line."""
    monkeypatch.setenv("FORMAL_PROGRESS", "1")
    path = trace_copy(artifact, tmp_path, lambda data: data["program"].pop("kernels"))
    assert main(["replay", str(path), "--json"]) == 0
    err = capsys.readouterr().err
    assert "records no compiled kernels" in err and "compiled afresh" in err


# --- kernels shipped in the artifact (issue 28, item 1) ----------------------------------

NO_COMPILER = {
    "PATH": "/nonexistent",  # no g++, cc or clang reachable; the child is started by absolute path
    "CC": "/nonexistent/cc",
    "CXX": "/nonexistent/c++",
    "FORMAL_PRIVATE_KERNEL_CACHE": "1",  # an empty private folder: nothing compiled before
    "FORMAL_KERNEL_STORE": "0",  # no store either
}
LOAD_AND_REPORT = LOAD + (
    "import shutil\n"
    "print(json.dumps({'inductor': sorted(m for m in sys.modules if m.startswith('torch._inductor')),"
    " 'compiler': [c for c in ('g++', 'c++', 'cc', 'clang++') if shutil.which(c)]}))\n"
)


def test_an_artifact_ships_the_libraries_its_kernels_were_loaded_from(artifact):
    manifest = yaml.safe_load((artifact["folder"] / "manifest.yaml").read_text())
    [entry] = manifest["programs"]
    assert entry["kernels"]
    for kernel in entry["kernels"]:
        library = artifact["folder"] / "kernels" / f"{kernel['sha256']}.so"
        assert hashlib.sha256(library.read_bytes()).hexdigest() == kernel["sha256"]
    assert entry["extern_kernels"] and all(path.startswith("torch.") for path in entry["extern_kernels"].values())


def test_load_serves_with_no_compiler_and_without_inductor(artifact):
    """A fresh process where no C++ compiler is reachable and nothing was compiled before: the
    artifact serves bit-identically to the compiling process, and Inductor is never imported."""
    proc = child(["-c", LOAD_AND_REPORT, str(artifact["folder"])], **NO_COMPILER)
    assert proc.returncode == 0, proc.stderr[-2000:]
    *_, outputs, report = proc.stdout.strip().splitlines()
    assert json.loads(outputs) == artifact["expected"]
    assert json.loads(report) == {"inductor": [], "compiler": []}


@pytest.mark.parametrize("how", ["modified", "missing"])
def test_a_shipped_library_that_is_not_the_recorded_one_is_refused(artifact, planted, tmp_path, how):
    folder = tmp_path / "artifact"
    shutil.copytree(artifact["folder"], folder)
    library = folder / "kernels" / f"{artifact['kernels'][0]['sha256']}.so"
    if how == "modified":
        shutil.copyfile(planted["library"], library)
    else:
        library.unlink()
    proc = child(["-c", LOAD, str(folder)], **NO_COMPILER)
    assert proc.returncode != 0
    line = proc.stderr.strip().splitlines()[-1]
    assert artifact["kernels"][0]["name"] in line and ("not the recorded one" in line or "missing" in line)
    assert not planted["marker"].exists(), "a modified kernel was loaded"
    verify = child(["-m", "formal", "verify-artifact", str(folder)])
    assert verify.returncode != 0 and "FALSE" in verify.stdout and "kernels:" in verify.stdout


@pytest.mark.parametrize(
    "path", ["os.system", "torch.nonexistent_fn", "torch.ops.aten.no_such_op", "torch._inductor.nope:x", 7]
)
def test_an_extern_kernel_outside_torch_is_refused(path):
    with pytest.raises(FormalError) as info:
        resolve_extern(path, "mm")
    assert "extern_kernels.mm" in str(info.value) and "\n" not in str(info.value)


def test_a_served_program_may_not_import_inductor(tmp_path):
    """A wrapper asking for more of Inductor than a CPU program's helpers is refused, not imported."""
    wrapper = tmp_path / "w.py"
    wrapper.write_text("from torch._inductor.codecache import PyCodeCache\n")
    with pytest.raises(FormalError) as info:
        load_prebuilt(HashedFile.read(wrapper), {}, {}, {})
    assert "torch._inductor.codecache" in str(info.value)
