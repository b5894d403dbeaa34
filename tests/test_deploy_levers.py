"""The levers formal.compile applies beyond the order: recomputation to meet a budget, tiling of a
CNN's local stage. Each is proved, checked by a run bit for bit, verified and served, or refused in
one line where it cannot help (docs/deploy.md, "Levers, budget, devices")."""

from __future__ import annotations

import copy
import importlib.util
import os
import subprocess
import sys

import pytest
import torch
import yaml

import formal
from formal.base.errors import FormalError
from formal.capture.examples import EXAMPLES
from formal.runtime.execute import output_digests

pytestmark = pytest.mark.capture


def bits(value) -> list:
    return output_digests([value] if isinstance(value, torch.Tensor) else list(value))


def formal_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-P", "-m", "formal", *args], capture_output=True, text=True, timeout=600)


def test_the_recompute_lever_meets_a_budget_the_order_cannot_or_says_why(tmp_path):
    """levers=("recompute",) with a budget below the optimal order's peak: where recomputing meets
    it (the bundled stem), the program recomputes by a checked proof's schedule, bit-identical to
    torch.compile, verified and served; where nothing can (the residual net), one line says so."""
    model, inputs = EXAMPLES["stem"]()
    model.eval()
    order_peak = formal.compile(model, inputs).certified_peak
    out = tmp_path / "stem"
    module = formal.compile(model, inputs, levers=("recompute",), budget=order_peak - 1, out=out)
    [record] = module.programs
    assert module.certified_peak == record["recompute"]["peak"] <= order_peak - 1
    assert record["recompute"]["order_peak"] == order_peak and record["recompute"]["reruns"] >= 1
    with torch.no_grad():
        assert bits(module(*inputs)) == bits(torch.compile(copy.deepcopy(model))(*inputs))
    check = formal_cli("check", str(out / record["recompute"]["proof"]))
    assert check.returncode == 0, check.stdout
    verified = formal_cli("verify-artifact", str(out))
    assert verified.returncode == 0 and "recomputing by the checked proof's schedule" in verified.stdout
    loaded = formal.load(out)
    assert bits(loaded(*inputs)) == bits(module(*inputs)) and loaded.certified_peak == module.certified_peak
    residual, x = EXAMPLES["residual"]()
    residual.eval()
    peak = formal.compile(residual, x).certified_peak
    with pytest.raises(FormalError) as info:
        formal.compile(residual, x, levers=("recompute",), budget=peak - 1)
    assert "no schedule with recomputation reaches it (proved)" in str(info.value)
    assert "\n" not in str(info.value)


def test_the_tile_lever_runs_the_local_stage_by_patches_or_says_why_not(tmp_path):
    """levers=("tile",): a CNN whose peak is in its local stage runs that stage patch by patch,
    bit-identical to torch.compile of the model, below its certified peak, verified and served,
    and reports the saving against the untiled program; where the largest operator is outside the
    local prefix (the bundled stem's max-pool), one line says tiling cannot help."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(
        torch.nn.Conv2d(3, 8, 3, padding=1),
        torch.nn.ReLU(),
        torch.nn.Conv2d(8, 8, 3, padding=1),
        torch.nn.ReLU(),
        torch.nn.Conv2d(8, 4, 3, stride=2, padding=1),
        torch.nn.ReLU(),
        torch.nn.AdaptiveAvgPool2d(1),
        torch.nn.Flatten(),
        torch.nn.Linear(4, 3),
    ).eval()
    x = torch.randn(1, 3, 12, 12)
    out = tmp_path / "tiled"
    module = formal.compile(copy.deepcopy(model), x, levers=("tile",), out=out, time_limit=10)
    tile = yaml.safe_load((out / "manifest.yaml").read_text())["tile"]
    assert module.certified_peak < tile["untiled_certified_peak"] == module.compiler_peak
    assert module.saved_bytes == tile["untiled_compiler_peak"] - module.certified_peak > 0
    assert tile["grid"][0] * tile["grid"][1] >= 2
    with torch.no_grad():
        assert bits(module(x)) == bits(torch.compile(copy.deepcopy(model))(x))
    assert formal_cli("verify-artifact", str(out)).returncode == 0
    loaded = formal.load(out)
    assert bits(loaded(x)) == bits(module(x)) and loaded.saved_bytes == module.saved_bytes
    stem, inputs = EXAMPLES["stem"]()
    with pytest.raises(FormalError, match="tiling the local prefix cannot lower the peak") as info:
        formal.compile(stem.eval(), inputs, levers=("tile",), time_limit=10)
    assert "\n" not in str(info.value)
    with pytest.raises(FormalError, match="tiling is for inference"):
        formal.compile(model.train(), x, mode="train", levers=("tile",))


def test_the_compress_lever_packs_an_idle_skip_or_says_why(tmp_path):
    """levers=("compress",): a mostly-zero skip idle across two wide convolutions (tests/compress_models.py)
    is packed (IBP) between its uses; the program is bit-identical to torch.compile, its measured peak
    the plan's, the plan's problem and peak proof check, verify-artifact re-emits it, and formal.load
    serves it (from a saved copy too); an edited plan file is refused; where no storage idles across
    the peak (the bundled transformer), one line says so."""
    from compress_models import skipnet

    model, (x,) = skipnet()
    model.eval()
    out = tmp_path / "skip"
    module = formal.compile(copy.deepcopy(model), x, levers=("compress",), out=out, time_limit=10)
    [record] = module.programs
    plan = record["compress"]
    assert module.certified_peak == record["measured_peak"] == plan["peak"] < plan["order_peak"]
    assert module.saved_bytes == module.compiler_peak - module.certified_peak > 0
    assert [site["payload"] < site["bytes"] for site in plan["sites"]] == [True] * len(plan["sites"]) != []
    with torch.no_grad():
        assert bits(module(x)) == bits(torch.compile(copy.deepcopy(model))(x))
    check = formal_cli("check", str(out / plan["problem"]), str(out / plan["proof"]))
    assert check.returncode == 0 and f"peak: {plan['peak']} bytes" in check.stdout, check.stdout
    verified = formal_cli("verify-artifact", str(out))
    assert verified.returncode == 0 and "packing the manifest's 1 site(s)" in verified.stdout, verified.stdout
    saved = module.save(tmp_path / "saved")
    for folder in (out, saved):
        loaded = formal.load(folder)
        assert bits(loaded(x)) == bits(module(x)) and loaded.certified_peak == module.certified_peak
    # The codec's compiled kernels ship with the artifact: a fresh process with an empty numba cache compiles none.
    shipped = record["compress"]["numba_cache"]
    assert shipped and all((saved / name).is_file() for name in shipped["files"])
    fresh = subprocess.run(
        [sys.executable, "-P", "-c", f"import formal; formal.load({str(saved)!r})"],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "NUMBA_CACHE_DIR": str(tmp_path / "empty-numba-cache"), "NUMBA_DEBUG_CACHE": "1"},
    )
    assert fresh.returncode == 0, fresh.stderr
    assert "data loaded" in fresh.stdout + fresh.stderr and "data saved" not in fresh.stdout + fresh.stderr
    kernel = saved / sorted(shipped["files"])[0]
    kernel.write_bytes(kernel.read_bytes() + b"\0")
    with pytest.raises(FormalError, match="modified"):
        formal.load(saved)
    kernel.write_bytes(kernel.read_bytes()[:-1])
    problem = saved / plan["problem"]
    problem.write_text(problem.read_text() + "# edited\n")
    with pytest.raises(FormalError, match="compression problem file was modified"):
        formal.load(saved)
    transformer, inputs = EXAMPLES["transformer"]()
    with pytest.raises(FormalError, match="levers 'compress': no pack site lowers the modeled peak") as info:
        formal.compile(transformer.eval(), inputs, levers=("compress",), time_limit=10)
    assert "\n" not in str(info.value)


def test_a_compressing_program_is_served_only_with_the_codec_it_was_certified_with():
    """numba's IBP passes and the numpy path write the same bytes but allocate different transients,
    so the certified peak holds for one: formal.load refuses the other; and the compress lever does
    not combine with the arena or recompute lever yet (one line)."""
    from formal.deploy.load import require_codec

    here = "numba" if importlib.util.find_spec("numba") else "numpy"
    other = {"numba": "numpy", "numpy": "numba"}[here]
    require_codec({"name": "g0.infer", "compress": {"codec": here}}, "artifact")
    require_codec({"name": "g0.infer", "compress": None}, "artifact")
    with pytest.raises(FormalError, match=f"'{other}' implementation .* this process would run its '{here}'"):
        require_codec({"name": "g0.infer", "compress": {"codec": other}}, "artifact")
    with pytest.raises(FormalError, match="'compress' with 'arena' or 'recompute' is not available"):
        formal.compile(torch.nn.Linear(2, 2), torch.randn(1, 2), levers=("compress", "arena"))
