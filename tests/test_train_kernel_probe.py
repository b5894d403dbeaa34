"""The kernel probe: one kernel run as the program runs it, its scratch read from the allocator, cached by call."""

import json

import pytest
import torch
from torch.fx.experimental.proxy_tensor import make_fx

from formal.pipelines import kernel_probe as K


def _conv_graph():
    x, w = torch.randn(2, 4, 8, 8), torch.randn(6, 4, 3, 3)

    def f(x, w):
        return torch.ops.aten.convolution.default(x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1).relu()

    return make_fx(f, tracing_mode="fake")(x, w)


def test_a_graphs_external_kernels_are_read_as_calls_with_channels_last_convolution_operands():
    calls = K.graph_calls([_conv_graph()])
    assert list(calls) == ["convolution"]  # the relu is Inductor's own code: nothing to probe
    call = calls["convolution"]
    assert call.op == "aten.convolution.default"
    x, w = call.args[0], call.args[1]
    assert x == {"tensor": [2, 4, 8, 8], "stride": [256, 1, 32, 4], "dtype": "float32"}
    assert w["stride"] == [36, 1, 12, 4]
    assert call.args[2:] == (None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    traced = K.graph_calls([_conv_graph()], layout="as traced")["convolution"]
    assert traced.args[0]["stride"] == [256, 64, 8, 1]
    # the key tells layouts apart (the scratch differs: oneDNN reorders an NCHW operand)
    assert traced.key() != call.key()


def test_a_probe_measures_the_kernels_scratch_above_its_operands_and_result():
    nchw = K.graph_calls([_conv_graph()], layout="as traced")["convolution"]
    scratch = K.run_call(nchw)
    # oneDNN computes an NCHW convolution through blocked copies: scratch, never the result's 3,072 B again
    assert scratch >= 0
    mm = K.KernelCall(
        "aten.mm.default",
        (
            {"tensor": [8, 16], "stride": [16, 1], "dtype": "float32"},
            {"tensor": [16, 4], "stride": [4, 1], "dtype": "float32"},
        ),
    )
    assert K.run_call(mm) == 0  # a matrix product writes its result only


def test_probes_are_cached_by_call_per_machine_and_run_once(tmp_path):
    path = tmp_path / "kernel-probe.json"
    a = K.KernelCall("aten.mm.default", ({"tensor": [2, 2], "stride": [2, 1], "dtype": "float32"},) * 2)
    b = K.KernelCall("aten.mm.default", ({"tensor": [2, 2], "stride": [1, 2], "dtype": "float32"},) * 2)
    runs = []

    def run(call):
        runs.append(call)
        return 100 if call == a else 7

    found = K.probe_calls({"x": a, "y": a, "z": b}, K.ProbeCache(path), run)
    assert found == {"x": 100, "y": 100, "z": 7}
    assert runs == [a, b]  # one run per distinct (op, shapes, dtype, strides)
    data = json.loads(path.read_text())
    assert data["format"] == K.PROBE_FORMAT and list(data["machines"]) == [K.machine_identity()]
    again = K.probe_calls({"x": a, "z": b}, K.ProbeCache(path), run)
    assert again == {"x": 100, "z": 7} and len(runs) == 2  # read back, not run


def test_a_corrupt_cache_is_ignored_with_a_log_line_and_rewritten(tmp_path):
    path = tmp_path / "kernel-probe.json"
    call = K.KernelCall("aten.mm.default", ({"tensor": [2, 2], "stride": [2, 1], "dtype": "float32"},) * 2)
    for text in ("{not json", json.dumps({"format": K.PROBE_FORMAT, "machines": {"m": {"k": -1}}})):
        path.write_text(text)
        lines = []
        cache = K.ProbeCache(path, lines.append)
        assert len(lines) == 1 and "ignored" in lines[0] and cache.get(call) is None
        assert K.probe_calls({"x": call}, cache, lambda _c: 5) == {"x": 5}
        assert K.ProbeCache(path).get(call) == 5


def test_a_cache_that_cannot_be_written_is_said_in_the_log_and_the_probes_still_answer(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("")  # the cache's folder would be under a file: no user can create it
    lines = []
    cache = K.ProbeCache(blocker / "kernel-probe.json", lines.append)
    call = K.KernelCall("aten.mm.default", ({"tensor": [2, 2], "stride": [2, 1], "dtype": "float32"},) * 2)
    assert K.probe_calls({"x": call}, cache, lambda _c: 5) == {"x": 5}
    assert len(lines) == 1 and "not written" in lines[0]


def test_the_cache_folder_follows_formal_cache_and_is_off_at_zero(monkeypatch, tmp_path):
    monkeypatch.setenv("FORMAL_CACHE", str(tmp_path))
    assert K.cache_path() == tmp_path / "kernel-probe.json"
    monkeypatch.setenv("FORMAL_CACHE", "0")
    assert K.cache_path() is None
    cache = K.ProbeCache(None)
    call = K.KernelCall("aten.mm.default", ())
    assert K.probe_calls({"x": call}, cache, lambda _c: 3) == {"x": 3}  # probed, nothing written


def test_a_call_that_cannot_run_is_left_out_with_a_log_line(tmp_path):
    lines = []
    cache = K.ProbeCache(tmp_path / "p.json", lines.append)
    bad = K.KernelCall("aten.mm.default", ({"tensor": [2, 3], "stride": [3, 1], "dtype": "float32"},) * 2)
    assert K.probe_calls({"x": bad}, cache) == {}
    assert len(lines) == 1 and "not run" in lines[0]
    with pytest.raises(Exception, match="not an ATen op"):
        K.run_call(K.KernelCall("torch.relu", ()))


def test_the_calibrations_matches_are_kept_and_the_probe_fills_the_rest():
    merged = K.merge_transients({"conv_bwd": 500, "conv": 9}, {"conv": 100, "conv_1": 40, "mm": 0})
    assert merged == {"conv_bwd": 500, "conv": 9, "conv_1": 40}
