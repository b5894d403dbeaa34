"""Study: what a conv net's training step holds because Inductor saves its primals' layout copies.

On CPU, Inductor's layout optimization runs a conv net channels-last: the forward copies each
convolution's weight and the input into that layout, and where the backward needs the primal, the
forward returns the copy in the primal's place (the output strides of a saved value are Inductor's
to choose). The backward owns that copy from its start to its last read, while the caller still
holds the primal: on issue 50's conv stack, 2,070,816 B beside every saved set
(``formal.train.transients.primal_copies``, docs/train.md, "The primals the forward copies").

This study rewrites each partition the way a planner could: the forward returns a flat view of such
a primal (one dimension, so Inductor keeps the caller's storage instead of a 4-D copy) and the
backward views it back, so each program makes its own copy where a kernel reads it and frees it after.
It runs ``formal train-plan SPEC --objective peak --extra-compute 1 --no-pytorch --rounds 2`` (the
least step the planner finds at any FLOPs, compiled and measured) as it is and with the rewrite,
each in a fresh process under the ISA pin, and compiles the default step both ways to compare the
gradients bit for bit. It prints bytes and shares of PyTorch's default step (the one without the
rewrite: a user's budget is a share of what torch.compile gives them).

``PYTHONPATH=benchmarks/train python benchmarks/train/primal_layout.py [SPEC ...]``
(default: ``budget_models:conv_stack budget_models:depthwise_cnn``; minutes per model on two cores).
Nothing in formal imports this; the rewrite is not part of the product (docs/train.md, Limits).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PIN = {"ATEN_CPU_CAPABILITY": "avx2", "MKL_CBWR": "AVX2", "ONEDNN_MAX_CPU_ISA": "AVX2"}
PLAN = ["--objective", "peak", "--extra-compute", "1", "--no-pytorch", "--rounds", "2", "--json"]


def keep_primals(fw: Any, bw: Any) -> int:
    """Rewrite one partition in place: each 4-D primal the forward saves and a convolution reads is
    returned as a flat view and viewed back in the backward. Returns how many were rewritten."""
    import torch

    output = fw.graph.find_nodes(op="output")[0]
    returned = list(output.args[0])
    received = [n for n in bw.graph.find_nodes(op="placeholder") if not n.name.startswith("tangents")]
    first_saved = len(returned) - len(received)
    rewritten = 0
    for i in range(first_saved, len(returned)):
        node = returned[i]
        value = node.meta.get("val") if isinstance(node, torch.fx.Node) else None
        conv_reads = isinstance(node, torch.fx.Node) and any(
            u.target is torch.ops.aten.convolution.default for u in node.users
        )
        if node.op != "placeholder" or not isinstance(value, torch.Tensor) or value.dim() != 4 or not conv_reads:
            continue
        with fw.graph.inserting_before(output):
            flat = fw.graph.call_function(torch.ops.aten.view.default, (node, [value.numel()]))
        flat.meta = {**node.meta, "val": value.view(value.numel())}
        returned[i] = flat
        placeholder = received[i - first_saved]
        shape = placeholder.meta["val"]
        with bw.graph.inserting_after(placeholder):
            back = bw.graph.call_function(torch.ops.aten.view.default, (placeholder, list(shape.shape)))
        back.meta = dict(placeholder.meta)
        placeholder.replace_all_uses_with(back, delete_user_cb=lambda user: user is not back)
        placeholder.meta = {**placeholder.meta, "val": shape.view(shape.numel())}
        rewritten += 1
    output.args = (tuple(returned),)
    fw.recompile()
    bw.recompile()
    return rewritten


def _install() -> None:
    from formal.train import graphs

    partition = graphs.FormalPartitioner.__call__

    def rewritten(self: Any, gm: Any, joint_inputs: Any, **kwargs: Any) -> Any:
        fw, bw = partition(self, gm, joint_inputs, **kwargs)
        keep_primals(fw, bw)
        return fw, bw

    graphs.FormalPartitioner.__call__ = rewritten  # type: ignore[method-assign]


def _inner(mode: str, args: list[str]) -> int:
    if mode == "grads":
        return _gradients(args[0], args[1])
    if mode == "kept":
        _install()
    from formal.cli.main import main

    return main(args)


def _gradients(spec: str, out: str) -> int:
    """Compile the default step plainly and with the rewrite; write whether each gradient is equal bit for bit."""
    import torch

    from formal.capture.spec import resolve_spec
    from formal.pipelines.train_step import compile_step

    ms = resolve_spec(spec)
    plain = compile_step(ms.model, ms.inputs, ms.loss_fn).load_gradients()
    _install()
    kept = compile_step(ms.model, ms.inputs, ms.loss_fn).load_gradients()
    same = {k: bool(torch.equal(v, kept[k])) for k, v in plain.items() if isinstance(v, torch.Tensor)}
    Path(out).write_text(json.dumps(same))
    return 0


def _env() -> dict[str, str]:
    """The ISA pin ``formal train-plan`` would re-run itself under, set before torch starts; fresh caches."""
    return {**os.environ, **PIN, "TORCHINDUCTOR_FORCE_DISABLE_CACHES": "1", "PYTHONPATH": str(HERE)}


def study(spec: str) -> dict[str, Any]:
    row: dict[str, Any] = {"spec": spec}
    with tempfile.TemporaryDirectory() as tmp:
        for mode in ("plain", "kept"):
            out = Path(tmp, f"{mode}.json")
            with open(out, "w") as sink:
                command = [sys.executable, __file__, "--inner", mode, "train-plan", spec, *PLAN]
                subprocess.run(command, env=_env(), check=True, stdout=sink)
            report = json.loads(out.read_text())
            row[mode] = {
                "default": report["baseline"]["measured_peak"],
                "least": report["plan"]["measured_peak"],
                "modeled": report["plan"]["modeled_peak_estimate"],
                "copies": report["primal_copies"]["bytes"],
            }
        grads = Path(tmp, "grads.json")
        command = [sys.executable, __file__, "--inner", "grads", spec, str(grads)]
        subprocess.run(command, env=_env(), check=True, stdout=subprocess.DEVNULL)
        same = json.loads(grads.read_text())
        row["gradients_bit_identical"] = f"{sum(same.values())} of {len(same)}"
    return row


def main(argv: list[str]) -> int:
    if argv[:1] == ["--inner"]:
        return _inner(argv[1], argv[2:])
    specs = argv or ["budget_models:conv_stack", "budget_models:depthwise_cnn"]
    print("| model | PyTorch's default | default, primals kept | least plan | least, primals kept | gradients equal |")
    print("|---|---:|---:|---:|---:|---|")
    for spec in specs:
        row = study(spec)
        base = row["plain"]["default"]

        def share(n: int) -> str:
            return f"{n:,} B ({n / base:.3f})"

        plain, kept = row["plain"], row["kept"]
        cells = [
            spec.split(":")[-1],
            f"{base:,} B",
            share(kept["default"]),
            share(plain["least"]),
            share(kept["least"]),
        ]
        print("| " + " | ".join([*cells, row["gradients_bit_identical"]]) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
