"""Artifacts bound whole (issue 29, item 4): an edited manifest field is refused by name.

Measured before: one serving role of a saved artifact edited (``bn1.running_mean`` ->
``bn0.running_mean``) made ``formal.load`` serve wrong outputs and ``formal verify-artifact``
print "verified"; only a published sha256 caught it. Every field of the manifest is now bound
when it is written (its ``bound`` section), so ``formal.load`` and ``formal verify-artifact``
refuse any edited field, naming it, with no sha256 given; a manifest rewritten whole (bound
again) is still refused by the published sha256.

One small model is compiled once for the module; each test edits a copy of its artifact.
"""

import copy
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
from formal.deploy.artifact import BOUND, MANIFEST, binding, manifest_sha256
from formal.deploy.verify import verify_artifact
from formal.runtime.execute import output_digests

pytestmark = pytest.mark.capture


class TwoNorms(nn.Module):
    """Two batch norms of the same width: a role naming the other one's buffer is well formed."""

    def __init__(self):
        super().__init__()
        self.conv0, self.bn0 = nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4)
        self.conv1, self.bn1 = nn.Conv2d(4, 4, 3, padding=1), nn.BatchNorm2d(4)

    def forward(self, x):
        x = torch.relu(self.bn0(self.conv0(x)))
        return torch.relu(self.bn1(self.conv1(x))).mean((2, 3))


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """The model compiled for inference and saved (``weights.pt``: the roles pick each argument)."""
    torch.manual_seed(0)
    model = TwoNorms()
    for bn in (model.bn0, model.bn1):  # different statistics, so a swapped buffer changes the outputs
        bn.running_mean.uniform_(-1, 1)
        bn.running_var.uniform_(0.5, 2)
    model.eval()
    inputs = (torch.randn(1, 3, 6, 6),)
    root = tmp_path_factory.mktemp("binding")
    module = formal.compile(model, inputs, out=root / "compiled")
    folder = module.save(root / "saved")
    with torch.no_grad():
        expected = output_digests([module(*inputs)])
    return {"folder": folder, "inputs": inputs, "expected": expected}


def edited(saved, tmp_path, edit) -> Path:
    folder = tmp_path / "artifact"
    shutil.copytree(saved["folder"], folder)
    path = folder / MANIFEST
    manifest = yaml.safe_load(path.read_text())
    edit(manifest)
    path.write_text(yaml.safe_dump(manifest, sort_keys=False))
    return folder


def load_refusal(folder: Path, **kwargs) -> str:
    with pytest.raises(FormalError) as info:
        formal.load(folder, self_test=False, **kwargs)
    message = str(info.value)
    assert "\n" not in message
    return message


def role_index(manifest, name: str) -> int:
    return next(i for i, role in enumerate(manifest["serve"]["args"]) if name in role.values())


def swap_running_mean(manifest):
    """The measured edit: bn1's running mean served from bn0's."""
    manifest["serve"]["args"][role_index(manifest, "bn1.running_mean")] = {"buffer": "bn0.running_mean"}


def test_the_artifact_as_written_is_verified_and_served(saved):
    result = verify_artifact(saved["folder"])
    assert result["ok"], [c for p in result["programs"] for c in p["checks"] if not c[0]] + result["checks"]
    assert any("every field is the one it was written with" in m for _ok, m in result["checks"])
    program = formal.load(saved["folder"])  # self-test on
    assert output_digests([program(*saved["inputs"])]) == saved["expected"]


def test_the_measured_role_edit_is_refused_by_load_and_verify_artifact(saved, tmp_path):
    """The swap names bn0's running mean twice, a shape neither reader accepts: both refuse it in one
    line naming the edited field (the same line), before any file the manifest names is read."""
    original = yaml.safe_load((saved["folder"] / MANIFEST).read_text())
    field = f"serve.args[{role_index(original, 'bn1.running_mean')}].buffer"
    folder = edited(saved, tmp_path, swap_running_mean)
    message = load_refusal(folder)
    assert field in message and "bn0.running_mean" in message and "refusing" in message
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "verify-artifact", str(folder)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    [line] = proc.stderr.strip().splitlines()
    assert line.endswith(message)


def test_an_edit_that_keeps_the_shape_is_a_false_line_of_verify_artifact(saved, tmp_path):
    """An auditor sees each edited field that leaves the manifest well formed as a FALSE line."""
    folder = edited(saved, tmp_path, _rename_buffer)
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "verify-artifact", str(folder)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 1, proc.stderr[-2000:]
    false = [line for line in proc.stdout.splitlines() if line.startswith("FALSE")]
    assert any("manifest: serve.args[" in line and ".buffer: 'bn9.running_var'" in line for line in false)
    assert "NOT verified" in proc.stdout


def _set_threads(manifest):
    manifest["programs"][0]["threads"] = manifest["programs"][0]["threads"] + 1


def _set_pin(manifest):
    manifest["fingerprint"].setdefault("env", {})["ATEN_CPU_CAPABILITY"] = "default"


def _rename_buffer(manifest):
    manifest["serve"]["args"][role_index(manifest, "bn0.running_var")] = {"buffer": "bn9.running_var"}


def _rename_parameter(manifest):
    manifest["serve"]["args"][role_index(manifest, "conv1.weight")] = {"param": "conv0.weight"}


def _reshape_signature(manifest):
    manifest["signature"][0]["shape"] = [1, 3, 7, 7]


def _swap_kernel_hash(manifest):
    kernels = manifest["programs"][0]["kernels"]
    kernels[0]["sha256"] = "0" * 64


def _claim_an_arena(manifest):
    manifest["programs"][0]["arena"] = {"bytes": 1, "lower_bound": 1, "alignment": 64, "planned": 0}


EDITS = {
    "a thread count": (_set_threads, "programs[g0.infer].threads"),
    "a pin": (_set_pin, "fingerprint.env"),
    "a buffer name": (_rename_buffer, ".buffer"),
    "a parameter name": (_rename_parameter, ".param"),
    "a signature": (_reshape_signature, "signature[0].shape"),
    "a kernel's hash": (_swap_kernel_hash, "programs[g0.infer].kernels["),
    "a lever's record": (_claim_an_arena, "programs[g0.infer].arena"),
}
MALFORMED = {"a parameter name"}  # conv1.weight served as conv0.weight: one parameter named twice


@pytest.mark.parametrize("what", sorted(EDITS))
def test_every_field_that_changes_what_runs_is_refused_by_name(saved, tmp_path, what):
    edit, field = EDITS[what]
    folder = edited(saved, tmp_path, edit)
    message = load_refusal(folder)
    assert field in message and "refusing the artifact" in message, message
    if what in MALFORMED:  # an edit into a shape neither reader accepts: the same line as formal.load's
        with pytest.raises(FormalError) as info:
            verify_artifact(folder)
        assert str(info.value) == message
        return
    result = verify_artifact(folder)
    assert not result["ok"]
    assert any(not ok and message.startswith("manifest: ") and field in message for ok, message in result["checks"])


def test_an_artifact_without_its_bound_section_is_refused(saved, tmp_path):
    folder = edited(saved, tmp_path, lambda m: m.pop(BOUND))
    assert "bound: missing" in load_refusal(folder)


def test_a_manifest_rewritten_whole_is_refused_by_its_published_sha256(saved, tmp_path):
    """The bound section catches edits, not forgers: a manifest bound again after the edit is
    refused by the published sha256; a swapped role also by the roles' names (one buffer named twice),
    by formal.load and verify-artifact alike (formal.deploy.artifact.check_manifest)."""
    published = manifest_sha256(saved["folder"])

    def rebind(manifest):
        swap_running_mean(manifest)
        body = {k: v for k, v in manifest.items() if k != BOUND}
        manifest[BOUND] = binding(copy.deepcopy(body))

    folder = edited(saved, tmp_path, rebind)
    message = load_refusal(folder)
    assert "'bn0.running_mean' names two arguments" in message
    assert "not the expected" in load_refusal(folder, sha256=published)
    with pytest.raises(FormalError) as info:
        verify_artifact(folder)
    assert str(info.value) == message
