"""The certified floors of the committed training models, rule by rule (docs/train.md, "Floors").

For each model, the joint graph of one of its committed proofs (every proof of a model carries the same graph):
the highest kernel's floor (2, with the gradients written before it) and the highest with a value held across
two kernels (3), in bytes and as a share of the default step, with the kernels each cites and the seconds
floor 3's search took. Nothing is compiled.

    python benchmarks/train/floors.py
"""

from __future__ import annotations

import time
from pathlib import Path

import yaml

from formal.train.floor import step_floor
from formal.train.graphs import JointNode, JointTable

ROOT = Path(__file__).resolve().parents[2]
TRAIN = ROOT / "results" / "train"
MODELS = {  # model: (a proof of it, the default step's measured peak in bytes)
    "conv stack": (TRAIN / "budgets/alone/conv_stack/conv_stack.r0.45.train-proof.yaml", 29_007_528),
    "depthwise CNN": (TRAIN / "budgets/depthwise_cnn/depthwise_cnn.r0.5.train-proof.yaml", 24_964_584),
    "small decoder": (TRAIN / "budgets/small_decoder/small_decoder.r0.6.train-proof.yaml", 27_659_176),
    "ResNet-50, 224, batch 16": (
        TRAIN / "sweeps/resnet50_224b16-kept/resnet50_224b16.r0.4.train-proof.yaml",
        1_481_716_552,
    ),
    "U-Net, 256, batch 4": (TRAIN / "sweeps/unet2d_256b4/unet2d_256b4.r0.6.train-proof.yaml", 1_512_403_360),
}


def table_of(path: Path) -> JointTable:
    """The joint graph a proof carries, as the planner's table (the fused adds are not needed by floor 3)."""
    plan = yaml.safe_load(path.read_text())["plan"]
    nodes = [JointNode(n[0], n[1], n[7], tuple(n[2]), n[3], n[4], n[3] // 4, n[5], n[6]) for n in plan["nodes"]]
    return JointTable(nodes, [], plan.get("num_fwd_outputs", 0), plan.get("outputs", []), {})


def main() -> None:
    print("| model | default step | with the gradients (2) | with a value held across (3) | kernels | seconds |")
    print("|---|---:|---:|---:|---|---:|")
    for model, (path, default) in MODELS.items():
        table = table_of(path)
        start = time.perf_counter()
        best = step_floor(table)
        seconds = time.perf_counter() - start
        kernels = step_floor(table, across=False)
        cited = f"`{best.kernel}`" + (f", `{best.across.before[0]}`" if best.across else " (none held)")
        print(
            f"| {model} | {default:,} B | {kernels.bytes:,} B ({kernels.bytes / default:.3f}) | "
            f"{best.bytes:,} B ({best.bytes / default:.3f}) | {cited} | {seconds:.2f} |"
        )


if __name__ == "__main__":
    main()
