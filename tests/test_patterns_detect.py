"""Pattern detectors on models they were not written against (ATen tracing only, no capture)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import pattern_models as pm  # noqa: E402

from formal.base.errors import FormalError  # noqa: E402
from formal.patterns.graph import trace_model  # noqa: E402
from formal.patterns.remat import recompute_candidates  # noqa: E402
from formal.pipelines.patterns import find_patterns  # noqa: E402

F32 = 4


def findings(fn, pattern=None, mode="inference"):
    model, inputs = fn()
    g = trace_model(model, inputs, mode)
    out = find_patterns(g)
    return [f for f in out if pattern is None or f.pattern == pattern], g


def test_attention_scaled_by_multiplication_with_additive_mask():
    found, g = findings(pm.mul_scaled_attention, "streaming_weighted_reduction")
    assert len(found) == 1
    f = found[0]
    score = 2 * 3 * 5 * 5 * F32  # batch x heads x queries x keys, float32
    # scores, scaled scores, masked scores, probabilities: four score-sized values
    assert [i.bytes for i in f.intermediates] == [score] * 4
    assert f.bytes_materialized == f.bytes_saved == 4 * score
    assert g.by_name[f.detail["scores"]].op == "bmm" and g.by_name[f.detail["output"]].op == "bmm"
    assert f.source == "structure" and f.already_streamed is None


def test_attention_divided_masked_fill_and_written_out_softmax():
    found, g = findings(pm.manual_softmax_attention, "streaming_weighted_reduction")
    assert len(found) == 1
    f = found[0]
    score = 2 * 5 * 7 * F32
    ops = sorted(g.by_name[i.node].op for i in f.intermediates)
    # q k^T, / 4, masked_fill, s - max, exp, e / sum: six score-sized values
    assert ops == sorted(["bmm", "div", "masked_fill", "sub", "exp", "div"])
    assert f.bytes_saved == 6 * score


def test_softmax_not_contracted_is_not_a_weighted_reduction():
    found, _ = findings(pm.softmax_classifier, "streaming_weighted_reduction")
    assert found == []


def test_variance_as_raw_moments():
    found, _ = findings(pm.raw_moment_variance, "online_reducible_norm")
    assert len(found) == 1
    f = found[0]
    assert f.detail["form"].startswith("raw moments")
    assert f.bytes_materialized == f.bytes_saved == 6 * 20 * F32  # x * x
    assert f.detail["dims"] == [1]


def test_variance_centered_sum_over_two_dims_reported_once():
    found, _ = findings(pm.centered_sum_variance, "online_reducible_norm")
    assert len(found) == 1
    f = found[0]
    n = 2 * 3 * 5 * 4
    assert [i.bytes for i in f.intermediates] == [n * F32, n * F32]  # mean - x, its square
    assert f.bytes_saved == 2 * n * F32
    assert f.detail["dims"] == [2, 3] and f.detail["factor"] == pytest.approx(1 / 19)


def test_bundled_transformer_two_pass_norms_and_attention():
    from formal.capture.examples import transformer

    found, _ = findings(transformer)
    norms = [f for f in found if f.pattern == "online_reducible_norm"]
    att = [f for f in found if f.pattern == "streaming_weighted_reduction"]
    assert len(norms) == 2 and all(f.bytes_saved == 2 * 2 * 8 * 32 * F32 for f in norms)
    assert len(att) == 1 and att[0].bytes_saved == 3 * 2 * 4 * 8 * 8 * F32


def test_mean_without_variance_is_not_a_norm():
    assert findings(pm.mean_only, "online_reducible_norm")[0] == []


def test_library_layer_norm_and_fused_attention_are_found_with_nothing_to_save():
    found, _ = findings(pm.library_block)
    lib = {(f.pattern, f.detail["operator"]) for f in found if f.source == "library"}
    assert ("online_reducible_norm", "native_layer_norm") in lib
    assert any(p == "streaming_weighted_reduction" for p, _ in lib)
    assert all(f.bytes_saved == 0 for f in found if f.source == "library")


def test_elementwise_chain_held_across_a_long_interval():
    found, g = findings(pm.held_chain, "rematerializable_intermediate")
    assert len(found) == 1
    f = found[0]
    assert f.bytes_saved == 10 * 24 * F32
    assert [g.by_name[n].op for n in f.nodes] == ["mul", "add", "tanh"]
    (c,) = recompute_candidates(g)
    assert c.value == f.detail["value"] and c.leaves == ("arg0_1",)
    assert c.flops == 3 * 10 * 24 and c.macs == 0 and c.gap_ops >= 4
    assert g.by_name[c.recompute_before].op == "add"


def test_value_produced_by_a_matmul_is_not_cheap_to_recompute():
    assert findings(pm.held_matmul_result, "rematerializable_intermediate")[0] == []


def test_short_gap_is_not_long():
    model, inputs = pm.held_chain()
    assert recompute_candidates(trace_model(model, inputs), min_gap=50) == []


def test_byte_counts_follow_the_dtype():
    model, (x,) = pm.raw_moment_variance()
    g = trace_model(model.double(), (x.double(),))
    (f,) = [f for f in find_patterns(g) if f.pattern == "online_reducible_norm"]
    assert f.bytes_saved == 6 * 20 * 8


def test_output_is_deterministic():
    a = [f.to_dict() for f in findings(pm.mul_scaled_attention)[0]]
    b = [f.to_dict() for f in findings(pm.mul_scaled_attention)[0]]
    assert a == b


def test_untraceable_model_is_one_line_error():
    import torch

    class DataDependent(torch.nn.Module):
        def forward(self, x):
            return x * 2 if bool(x.sum() > 0) else x  # control flow on a value: not one graph

    class Broken(torch.nn.Module):
        def forward(self, x):
            raise RuntimeError("no\nsecond line")

    for model in (DataDependent(), Broken()):
        with pytest.raises(FormalError, match="cannot trace the model") as exc:
            trace_model(model, (torch.ones(3),))
        assert "\n" not in str(exc.value)


def test_library_attention_returning_its_weights_keeps_the_probabilities():
    found, g = findings(pm.library_weights_batchnorm)
    (att,) = [f for f in found if f.pattern == "streaming_weighted_reduction"]
    score = 2 * 2 * 6 * 6 * F32  # batch x heads x queries x keys
    assert att.source == "structure" and att.bytes_materialized == 2 * score
    # The probabilities are also returned (averaged over heads): the rewrite saves only the scores.
    assert att.bytes_saved == score
    assert [i.avoidable for i in att.intermediates] == [True, False]
    assert any(f.source == "library" and f.detail["operator"] == "native_batch_norm" for f in found)
