"""``already_streamed``: the size-and-role test on a hand-made program (no capture)."""

from __future__ import annotations

from pathlib import Path

from formal.model import make_problem
from formal.patterns.finding import Finding, Intermediate
from formal.patterns.streamed import _has_op, mark, materialized_storages, unit_ops
from formal.program.trace import Trace


def program() -> Trace:
    """q@k^T into s (256 B), softmax in a fused kernel into p, p@v; plus a buffer reused across kernels."""
    problem = make_problem(
        "toy",
        [
            ("qk", 128, "input", False),
            ("v", 128, "input", False),
            ("x", 256, "input", False),
            ("s", 256, "internal", True),
            ("p", 256, "internal", True),
            ("o", 128, "internal", False),
            ("buf", 256, "internal", True),
            ("stat", 8, "internal", False),
        ],
        [
            ("u0", 0, [("qk", "r"), ("s", "w")]),  # extern_kernels.bmm
            ("u1", 0, [("s", "r"), ("p", "w")]),  # cpp_fused__softmax_div_1
            ("u2", 0, [("p", "r"), ("v", "r"), ("o", "w")]),  # extern_kernels.bmm
            ("u3", 0, [("x", "r"), ("buf", "w")]),  # cpp_fused_pow_sub_2: writes the square
            ("u4", 0, [("x", "r"), ("buf", "w")]),  # extern_kernels.mm: overwrites it
            ("u5", 0, [("buf", "r"), ("stat", "w")]),  # cpp_fused_mean_3: reads the new value
        ],
    )
    labels = [
        "extern_kernels.bmm",
        "cpp_fused__softmax_div_1",
        "extern_kernels.bmm",
        "cpp_fused_pow_sub_2",
        "extern_kernels.mm",
        "cpp_fused_mean_3",
    ]
    data = {
        "units": [{"id": f"u{i}", "label": lab} for i, lab in enumerate(labels)],
        "program": {"outputs": ["o", "stat"], "statements": []},
        "capture": {"part": "infer"},
    }
    return Trace(Path("toy.trace.yaml"), problem, data)


def test_kernel_names_reveal_operators():
    ops = {u.unit: u.ops for u in unit_ops(program())}
    assert _has_op(ops["u0"], "bmm") and not _has_op(ops["u0"], "mm")
    assert _has_op(ops["u1"], "_softmax") and _has_op(ops["u1"], "div") and not _has_op(ops["u1"], "sub")
    assert _has_op(ops["u3"], "pow") and _has_op(ops["u3"], "sub") and not _has_op(ops["u3"], "mean")


def test_materialized_needs_size_producer_and_consumer():
    t = program()
    units = unit_ops(t)
    assert materialized_storages(t, units, 256, "bmm", ("div",), False) == ["s"]
    assert materialized_storages(t, units, 256, "_softmax", ("bmm", "expand"), False) == ["p"]
    assert materialized_storages(t, units, 128, "bmm", ("div",), False) == []  # wrong size
    assert materialized_storages(t, units, 256, "amax", ("div",), False) == []  # no unit runs amax


def test_a_reused_buffer_is_not_read_by_a_later_generation():
    t = program()
    # u3 writes the square into buf, but u4 overwrites buf before u5's mean reads it.
    assert materialized_storages(t, unit_ops(t), 256, "pow", ("mean",), False) == []


def test_mark_sets_already_streamed():
    t = program()
    scores = Finding(
        "streaming_weighted_reduction",
        ["bmm", "div", "_softmax", "bmm_1"],
        512,
        512,
        intermediates=[
            Intermediate("bmm", 256, "bmm", ("div",), True),
            Intermediate("_softmax", 256, "_softmax", ("bmm",), True),
        ],
    )
    square = Finding(
        "online_reducible_norm",
        ["sub", "pow", "mean"],
        256,
        256,
        intermediates=[Intermediate("pow", 256, "pow", ("mean",), True)],
    )
    mark([scores, square], [t])
    assert scores.already_streamed is False and scores.detail["program_storages"] == ["infer:p", "infer:s"]
    assert square.already_streamed is True
