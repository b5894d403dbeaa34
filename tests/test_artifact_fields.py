"""A manifest's fields, checked once for formal.load and formal verify-artifact (issue 49, finding 6).

Measured before, by a hostile fuzzing round on manifests bound again after the edit (so that the
``bound`` digests agree and only a field's own check can refuse it):

* a program named ``../outside/evil`` was loaded by ``formal.load``; with an absolute name, files
  outside the artifact were hashed (the levers' proofs are named after the program) before
  another check refused;
* ``compiler_peak: 10**12`` was "verified" by ``formal verify-artifact``: a made-up saving of 1 TB;
* ``threads: 10**6`` was accepted by ``verify-artifact`` and refused by ``formal.load``.

Now both call :func:`formal.deploy.artifact.check_manifest` before any file the manifest names
is touched, so both refuse the same manifests with the same line; and ``verify-artifact``
recomputes each program's compiler peak from its trace.

One small model is compiled once for the module; each test edits a copy of its artifact.
"""

import builtins
import copy
import hashlib
import io
import os
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
from formal.deploy.artifact import BOUND, MANIFEST, binding, recompute_file
from formal.deploy.verify import verify_artifact

pytestmark = pytest.mark.capture


class Small(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv, self.bn = nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4)
        self.head = nn.Conv2d(4, 2, 1)

    def forward(self, x):
        return self.head(torch.relu(self.bn(self.conv(x))))


@pytest.fixture(scope="module")
def artifact(tmp_path_factory) -> Path:
    torch.manual_seed(0)
    out = tmp_path_factory.mktemp("fields") / "artifact"
    formal.compile(Small().eval(), (torch.randn(1, 3, 6, 6),), out=out)
    return out


def rebound(artifact: Path, tmp_path: Path, edit) -> Path:
    """A copy of the artifact with ``edit`` applied to its manifest, which is then bound again: its
    ``bound`` digests agree, so only a field's own check can refuse it."""
    folder = tmp_path / "artifact"
    shutil.copytree(artifact, folder)
    path = folder / MANIFEST
    manifest = yaml.safe_load(path.read_text())
    edit(manifest, folder)
    body = {k: v for k, v in manifest.items() if k != BOUND}
    manifest[BOUND] = binding(copy.deepcopy(body))
    path.write_text(yaml.safe_dump(manifest, sort_keys=False))
    return folder


def refusals(folder: Path) -> tuple[str, str]:
    """formal.load's and verify-artifact's refusals of ``folder``, each one line."""
    with pytest.raises(FormalError) as loading:
        formal.load(folder, self_test=False)
    with pytest.raises(FormalError) as verifying:
        verify_artifact(folder)
    messages = str(loading.value), str(verifying.value)
    assert all("\n" not in m for m in messages), messages
    return messages


def test_the_artifact_as_written_passes_every_field_check(artifact):
    result = verify_artifact(artifact)
    assert result["ok"], [c for p in result["programs"] for c in p["checks"] if not c[0]] + result["checks"]
    [program] = result["programs"]
    assert any("compiler_peak" in m and "recomputed from the trace" in m for ok, m in program["checks"] if ok)
    assert formal.load(artifact).certified_peak == program["certified_peak"]


# --------------------------------------------------------------------------- program names


def _named(name: str):
    def edit(manifest, _folder):
        manifest["programs"][0]["name"] = name
        manifest["serve"]["program"] = name

    return edit


BAD_NAMES = {
    "a parent path": "../outside/evil",
    "an absolute path": "/tmp/outside/evil",
    "a subfolder": "a/b",
    "a backslash": "a\\b",
    "the parent": "..",
    "the folder itself": ".",
    "a hidden name": ".g0.infer",
    "empty": "",
    "a newline": "g0.infer\nx",
}


@pytest.mark.parametrize("what", sorted(BAD_NAMES))
def test_a_program_name_that_is_not_a_plain_name_is_refused_by_both_alike(artifact, tmp_path, what):
    loading, verifying = refusals(rebound(artifact, tmp_path, _named(BAD_NAMES[what])))
    assert loading == verifying
    assert "programs[0].name: expected a program's name" in loading and repr(BAD_NAMES[what]) in loading


def test_a_program_name_is_refused_in_one_line_by_the_command_line(artifact, tmp_path):
    folder = rebound(artifact, tmp_path, _named("../outside/evil"))
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "verify-artifact", str(folder)], capture_output=True, text=True, timeout=600
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    [line] = proc.stderr.strip().splitlines()
    assert "programs[0].name" in line and "'../outside/evil'" in line


def test_an_absolute_program_name_opens_no_file_outside_the_artifact(artifact, tmp_path, monkeypatch):
    """The recompute lever's proof is named after its program: with an absolute name, the file it named
    outside the artifact (here one with the right sha256) was read and hashed. Now nothing outside is
    opened, or even looked at (every open and stat recorded)."""
    outside = tmp_path / "outside"
    outside.mkdir()
    evil = str(outside / "evil")
    proof = Path(recompute_file(evil))
    proof.write_text("format: formal.recompute-proof/1\n")

    def edit(manifest, _folder):
        _named(evil)(manifest, _folder)
        entry = manifest["programs"][0]
        entry["recompute"] = {
            "proof": str(proof),
            "sha256": hashlib.sha256(proof.read_bytes()).hexdigest(),
            "k": 1,
            "peak": entry["certified_peak"],
        }

    folder = rebound(artifact, tmp_path, edit)
    touched: list[str] = []

    def recording(real):
        def call(file, *args, **kwargs):
            if not isinstance(file, int):  # a path, not an open file descriptor
                touched.append(os.fspath(file))
            return real(file, *args, **kwargs)

        return call

    for module, name in ((os, "open"), (os, "stat"), (os, "lstat"), (io, "open"), (builtins, "open")):
        monkeypatch.setattr(module, name, recording(getattr(module, name)))
    loading, verifying = refusals(folder)
    monkeypatch.undo()
    assert loading == verifying and "programs[0].name" in loading
    assert str(folder / MANIFEST) in touched  # the recorder saw the manifest read
    assert not [path for path in touched if str(path).startswith(str(outside))]


# --------------------------------------------------------------------------- the compiler's peak


def test_a_made_up_compiler_peak_is_refused_by_verify_artifact_naming_both(artifact, tmp_path):
    """Only the recomputation can catch it: the manifest is bound again, every file is as written."""
    written = yaml.safe_load((artifact / MANIFEST).read_text())["programs"][0]["compiler_peak"]

    def edit(manifest, _folder):
        manifest["programs"][0]["compiler_peak"] = 10**12

    result = verify_artifact(rebound(artifact, tmp_path, edit))
    false = [m for ok, m in result["checks"] if not ok] + [
        m for p in result["programs"] for ok, m in p["checks"] if not ok
    ]
    assert not result["ok"]
    [message] = false
    assert "compiler_peak 1000000000000 B" in message and f"({written} B)" in message


def test_the_traces_recorded_measurement_is_not_trusted_either(artifact, tmp_path):
    """A forger who also edits the trace's measured peak (and hashes the trace again in the manifest) is
    still refused: the peak is recomputed from the compiler's program in the trace, statement by statement."""

    def edit(manifest, folder):
        entry = manifest["programs"][0]
        trace = folder / entry["files"]["trace"]
        data = yaml.safe_load(trace.read_text())
        data["evidence"]["original_measured_peak"] = data["evidence"]["original_measured_peak_rerun"] = 10**12
        trace.write_text(yaml.safe_dump(data, sort_keys=False))
        entry["sha256"]["trace"] = hashlib.sha256(trace.read_bytes()).hexdigest()
        entry["compiler_peak"] = 10**12

    result = verify_artifact(rebound(artifact, tmp_path, edit))
    false = [m for p in result["programs"] for ok, m in p["checks"] if not ok]
    assert not result["ok"] and [m for m in false if "compiler_peak 1000000000000 B" in m], false


# --------------------------------------------------------------------------- every field both read


def _program(key, value):
    def edit(manifest, _folder):
        manifest["programs"][0][key] = value

    return edit


def _top(key, value):
    def edit(manifest, _folder):
        manifest[key] = value

    return edit


def _serve(key, value):
    def edit(manifest, _folder):
        manifest["serve"][key] = value

    return edit


def _first_role(value):
    def edit(manifest, _folder):
        manifest["serve"]["args"][0] = value

    return edit


def _twice(manifest, _folder):
    manifest["programs"].append(copy.deepcopy(manifest["programs"][0]))


def _file(manifest, _folder):
    manifest["programs"][0]["files"]["program"] = "../g0.infer.formal.py"


def _signature_shape(manifest, _folder):
    manifest["signature"][0]["shape"] = "1x3x6x6"


BAD_FIELDS = {
    "a million threads": (_program("threads", 10**6), "programs[0].threads"),
    "no threads": (_program("threads", 0), "programs[0].threads"),
    "threads as a boolean": (_program("threads", True), "programs[0].threads"),
    "threads as text": (_program("threads", "2"), "programs[0].threads"),
    "a negative peak": (_program("compiler_peak", -1), "programs[0].compiler_peak"),
    "a peak past 64 bits": (_program("certified_peak", 2**64), "programs[0].certified_peak"),
    "a peak as text": (_program("lower_bound", "8 KiB"), "programs[0].lower_bound"),
    "no measured peak": (_program("measured_peak", None), "programs[0].measured_peak"),
    "optimal as text": (_program("optimal", "yes"), "programs[0].optimal"),
    "ownership as text": (_program("owned", "all"), "programs[0].owned"),
    "digests as text": (_program("output_digests", "same"), "programs[0].output_digests"),
    "an extern kernel that is not a path": (_program("extern_kernels", {"mm": 7}), "programs[0].extern_kernels"),
    "an arena without alignment": (_program("arena", {"bytes": 1}), "programs[0].arena"),
    "a recompute proof outside": (
        _program("recompute", {"proof": "../x.yaml", "sha256": "0" * 64, "k": 1, "peak": 1}),
        "programs[0].recompute.proof",
    ),
    "another codec": (
        _program(
            "compress",
            {
                "problem": "g0.infer.compress-problem.yaml",
                "proof": "g0.infer.compress-proof.yaml",
                "sha256": {},
                "codec": "zip",
                "peak": 1,
            },
        ),
        "programs[0].compress.codec",
    ),
    "a kernel outside Inductor's folder": (
        _program("kernels", [{"name": "k", "file": "/etc/passwd", "sha256": "0" * 64}]),
        "programs[0].kernels[0]",
    ),
    "a program file outside": (_file, "programs[0].files.program"),
    "a program named twice": (_twice, "names two programs"),
    "no programs": (_top("programs", []), "programs: expected a non-empty list"),
    "a torch version that is a number": (_top("torch", 2.13), "torch: expected"),
    "a fingerprint that is text": (_top("fingerprint", "x86"), "fingerprint: expected"),
    "a signature that is text": (_top("signature", "x"), "signature: expected"),
    "a shape that is text": (_signature_shape, "signature[0]: expected"),
    "input names that are numbers": (_top("input_names", [1]), "input_names: expected"),
    "variants that are a number": (_top("variants", 5), "variants: expected"),
    "weights outside": (_top("weights", {"file": "../weights.pt", "sha256": "0" * 64}), "weights: expected"),
    "a train plan's budget as text": (
        _top("train_plan", {"proof": "train-proof.yaml", "sha256": "0" * 64, "budget": "1 GB"}),
        "train_plan.budget",
    ),
    "a tile's peak below zero": (
        _top("tile", {"untiled_compiler_peak": -5, "untiled_certified_peak": 1}),
        "tile.untiled_compiler_peak",
    ),
    "serve naming another program": (_serve("program", "g9.infer"), "serve.program"),
    "serve naming an input past the signature": (_first_role({"input": 5}), "serve.args[0]"),
    "serve with a role of two kinds": (_first_role({"param": "conv.weight", "buffer": "x"}), "serve.args[0]"),
    "serve with a negative output": (_serve("outputs", {"output": -1}), "serve.outputs"),
}


@pytest.mark.parametrize("what", sorted(BAD_FIELDS))
def test_every_field_either_reads_is_refused_by_both_with_the_same_line(artifact, tmp_path, what):
    edit, field = BAD_FIELDS[what]
    loading, verifying = refusals(rebound(artifact, tmp_path, edit))
    assert loading == verifying, (loading, verifying)
    assert field in loading and str(tmp_path / "artifact" / MANIFEST) in loading, loading
