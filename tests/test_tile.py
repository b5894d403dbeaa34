"""``formal tile``: receptive-field arithmetic, exactness of the tiled stage, error paths.

The tiled stage is compared with the untiled one in eager PyTorch on integer-valued weights
and inputs (every sum is exact in float32, so any accumulation order gives the same bits: a
wrong halo or padding shows as a difference, never as rounding). The end-to-end capture is
left to ``formal tile`` runs (results/tile/), which take minutes.
"""

from __future__ import annotations

import math
import os
import sys

import pytest
import torch
from torch import nn

from formal.base.errors import FormalError
from formal.pipelines.tile import choose, parse_patches
from formal.tile.build import TiledModel, analyze, plan_patches, untiled_stage
from formal.tile.region import Interval, Window, clip, split

sys.path.insert(0, os.path.dirname(__file__))
import tile_models  # noqa: E402

# --- region arithmetic, by hand ------------------------------------------------------------


def test_window_needs_stride_two_padding_one():
    w = Window(kernel=3, stride=2, padding=1)
    # outputs 0..1 read padded inputs 0*2-1 .. 1*2-1+2 = -1..3 (half-open stop 4)
    assert w.needs(Interval(0, 2)) == Interval(-1, 4)
    assert w.needs(Interval(3, 5)) == Interval(5, 10)
    assert w.out_size(9) == 5


def test_window_needs_dilation():
    w = Window(kernel=3, stride=1, padding=2, dilation=2)
    assert w.needs(Interval(0, 1)) == Interval(-2, 3)
    assert w.needs(Interval(4, 7)) == Interval(2, 9)
    assert w.out_size(7) == 7


def test_window_needs_pool_without_padding():
    w = Window(kernel=2, stride=2)
    assert w.needs(Interval(1, 3)) == Interval(2, 6)
    assert w.out_size(7) == 3


def test_clip_splits_the_need_into_crop_and_border_padding():
    assert clip(Interval(-1, 4), 9) == clip(Interval(-1, 4), 9)
    c = clip(Interval(-1, 4), 9)
    assert (c.read, c.pad_lo, c.pad_hi) == (Interval(0, 4), 1, 0)
    c = clip(Interval(5, 10), 9)
    assert (c.read, c.pad_lo, c.pad_hi) == (Interval(5, 9), 0, 1)
    c = clip(Interval(2, 5), 9)
    assert (c.read, c.pad_lo, c.pad_hi) == (Interval(2, 5), 0, 0)
    with pytest.raises(ValueError):
        clip(Interval(-3, 0), 9)


def test_split_and_hull():
    assert split(7, 3) == [Interval(0, 2), Interval(2, 4), Interval(4, 7)]
    assert [i.size for i in split(10, 4)] == [2, 3, 2, 3]
    with pytest.raises(ValueError):
        split(3, 4)
    assert Interval(2, 5).hull(Interval(0, 3)) == Interval(0, 5)
    assert Interval(2, 5).within(Interval(1, 9)) == (1, 4)


def test_needs_matches_a_convolution_numerically():
    """Perturbing one input position changes exactly the outputs whose need covers it."""
    w = Window(kernel=3, stride=2, padding=1, dilation=2)
    conv = nn.Conv1d(1, 1, 3, stride=2, padding=1, dilation=2, bias=False)
    with torch.no_grad():
        conv.weight.fill_(1.0)
    n = 13
    base = conv(torch.zeros(1, 1, n))
    for i in range(n):
        x = torch.zeros(1, 1, n)
        x[0, 0, i] = 1.0
        touched = {o for o in range(base.shape[-1]) if conv(x)[0, 0, o] != 0}
        expected = {
            o
            for o in range(w.out_size(n))
            if w.needs(Interval(o, o + 1)).start <= i < w.needs(Interval(o, o + 1)).stop
            and (i - w.needs(Interval(o, o + 1)).start) % 2 == 0
        }
        assert touched == expected


# --- exactness of the tiled stage ----------------------------------------------------------


def _integer_model(model: nn.Module) -> nn.Module:
    """Small-integer weights, batch norm that is an exact affine map: every sum is exact."""
    g = torch.Generator().manual_seed(1)
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, (nn.Conv2d, nn.Linear)):
                m.weight.copy_(torch.randint(-2, 3, m.weight.shape, generator=g).float())
                if m.bias is not None:
                    m.bias.copy_(torch.randint(-2, 3, m.bias.shape, generator=g).float())
            if isinstance(m, nn.AvgPool2d):
                m.divisor_override = 1  # a sum: exact on integers (the division is tested in float)
            if isinstance(m, nn.BatchNorm2d):
                m.eps = 0.0
                m.running_var.fill_(1.0)
                m.running_mean.copy_(torch.randint(-2, 3, m.running_mean.shape, generator=g).float())
                m.weight.fill_(2.0)
                m.bias.fill_(1.0)
    return model.eval()


@pytest.mark.parametrize("grid", [(2, 2), (3, 2), (1, 3), (4, 1), (5, 6)])
def test_tiled_stage_equals_untiled_stage_exactly(grid):
    model, (x,) = tile_models.tinynet()
    model = _integer_model(model)
    x = torch.randint(-3, 4, x.shape).float()
    a = analyze(model, (x,))
    assert a.stop.startswith("mean")
    with torch.no_grad():
        for cut in a.cuts:
            h, w = a.prefix[cut].shape[2:]
            if grid[0] > h or grid[1] > w:
                continue
            tiled = TiledModel(a, cut, grid, write="cat")
            ref = untiled_stage(a, cut, x)
            assert torch.equal(tiled.stage(x), ref), (cut, grid)
            assert torch.equal(TiledModel(a, cut, grid, write="slices").stage(x), ref)
            assert torch.equal(tiled(x), model(x))


def test_tiled_residual_network_float32_close():
    """A MobileNetV2-style stack with residuals on random float32 values: equal up to rounding."""
    model, (x,) = tile_models.mobilenetv2_96_small()
    a = analyze(model, (x,))
    cut = a.cuts[-1]
    with torch.no_grad():
        diff = (TiledModel(a, cut, (3, 2)).stage(x) - untiled_stage(a, cut, x)).abs().max()
    assert float(diff) < 1e-5


def test_halo_regions_grow_backwards():
    model, (x,) = tile_models.tinynet()
    a = analyze(model, (x,))
    cut = a.cuts[-1]
    plans = plan_patches(a, cut, (2, 2))
    out_h, out_w = a.prefix[cut].shape[2:]
    assert sum(p.rows.size * p.cols.size for p in plans) == out_h * out_w
    first = plans[0].steps[0]
    # the first layer (stride 2) of the top-left patch reads more than half the rows it feeds
    assert first.rows.start == 0 and first.rows.stop > math.ceil(out_h / 2)


def test_inplace_activation_is_not_applied_to_a_shared_region():
    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.c = nn.Conv2d(2, 2, 3, padding=1)
            self.r = nn.ReLU(inplace=True)
            self.d = nn.Conv2d(2, 2, 3, padding=1)

        def forward(self, x):
            y = self.c(x)
            return (self.d(self.r(y.clone())) + y).sum((2, 3))

    torch.manual_seed(0)
    model = _integer_model(M())
    x = torch.randint(-3, 4, (1, 2, 9, 9)).float()
    a = analyze(model, (x,))
    with torch.no_grad():
        for cut in a.cuts:
            assert torch.equal(TiledModel(a, cut, (2, 3)).stage(x), untiled_stage(a, cut, x))


def test_inplace_on_a_value_read_elsewhere_ends_the_prefix():
    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.c = nn.Conv2d(2, 2, 3, padding=1)
            self.d = nn.Conv2d(2, 2, 3, padding=1)

        def forward(self, x):
            y = self.c(x)
            r = torch.nn.functional.relu(y, True)  # positional inplace: y itself changes
            return (self.d(r) + y).sum((2, 3))

    torch.manual_seed(0)
    model = _integer_model(M())
    x = torch.randint(-3, 4, (1, 2, 9, 9)).float()
    a = analyze(model, (x,))
    assert [layer.node for layer in a.prefix] == ["c"] and "in-place" in a.stop
    with torch.no_grad():
        assert torch.equal(TiledModel(a, 0, (3, 2))(x), model(x))


# --- errors ----------------------------------------------------------------------------------


def test_no_local_prefix():
    model = nn.Sequential(nn.Flatten(), nn.Linear(12, 2)).eval()
    with pytest.raises(FormalError, match="no spatially local prefix"):
        analyze(model, (torch.randn(1, 3, 2, 2),))


def test_two_inputs_refused():
    class Two(nn.Module):
        def forward(self, a, b):
            return a + b

    with pytest.raises(FormalError, match="one tensor input"):
        analyze(Two(), (torch.randn(1, 1, 4, 4), torch.randn(1, 1, 4, 4)))


def test_training_batch_norm_ends_the_prefix():
    model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU())
    model.train()
    a = analyze(model, (torch.randn(2, 3, 8, 8),))
    assert len(a.prefix) == 1 and "training" in a.stop


def test_patches_larger_than_the_map():
    model, (x,) = tile_models.tinynet()
    a = analyze(model, (x,))
    with pytest.raises(FormalError, match="larger than every candidate"):
        choose(a, (50, 50))
    with pytest.raises(FormalError, match="patches"):
        plan_patches(a, a.cuts[-1], (50, 1))


@pytest.mark.parametrize("text,expected", [("3", (3, 3)), ("2x4", (2, 4)), ("4X1", (4, 1))])
def test_parse_patches(text, expected):
    assert parse_patches(text) == expected


@pytest.mark.parametrize("text", ["1", "0x3", "ax2", "2x", "-2"])
def test_parse_patches_errors(text):
    with pytest.raises(FormalError, match="--patches"):
        parse_patches(text)


def test_cli_error_is_one_line(capsys):
    from formal.cli.main import main

    assert main(["tile", "formal.nonexistent_module_xyz:f"]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("formal: error:")


# --- a committed end-to-end run (a capture takes about a minute here, so it is a fixture) ----
# Written by: PYTHONPATH=tests formal tile tile_models:tinynet --patches 2x2 --time-limit 5 --json
#             -o tests/fixtures/tile  (stdout saved as tinynet.report.json)

FIXTURE = os.path.join(os.path.dirname(__file__), "fixtures", "tile")


def test_committed_tiled_program_proof_checks():
    from formal.cli.main import main

    trace = os.path.join(FIXTURE, "tinynet.tiled.infer.trace.yaml")
    proof = os.path.join(FIXTURE, "tinynet.tiled.infer.proof.yaml")
    assert main(["check", trace, proof]) == 0


def test_committed_report_agrees_with_its_trace_and_proof():
    import json

    from formal.base.files import read_yaml
    from formal.patterns.tile import single_operator_bound
    from formal.program.trace import load_trace

    with open(os.path.join(FIXTURE, "tinynet.report.json")) as f:
        report = json.load(f)
    trace = load_trace(os.path.join(FIXTURE, "tinynet.tiled.infer.trace.yaml"))
    proof = read_yaml(os.path.join(FIXTURE, "tinynet.tiled.infer.proof.yaml"))
    t = report["tiled"]
    assert t["measured_peak"] == t["modeled_peak"] == proof["peak"] == t["ordering_optimum"]
    assert t["byte_exact"] and t["replay_ok"] and t["bit_identical"] and t["max_abs_diff"] == 0.0
    assert t["measured_peak"] < report["ordering_optimum"] and report["below_single_operator_bound"]
    assert single_operator_bound(trace.problem).bytes == t["single_operator_bound"]
    assert trace.capture["tile_inductor_settings"]["cpp_kernel_per_scheduler_node"] is True
    assert trace.evidence["original_measured_peak"] == trace.evidence["original_modeled_peak"]
    assert report["patches"]["grid"] == [2, 2] and report["stage"]["prefix_stops_at"].startswith("mean")
