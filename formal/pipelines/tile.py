"""``formal tile``'s pipeline: capture and certify the model, tile its local stage, capture,
certify and replay the tiled program, compare outputs, count the recomputed FLOPs.

Patch-based inference after MCUNetV2 (J. Lin et al., NeurIPS 2021); the tiled module is built
by :mod:`formal.tile.build`. Both programs go through the same code as ``formal capture``
(CPU, FP32, one thread), ``formal certify`` and ``formal replay``, so the tiled program's peak
is modeled exactly and measured to the byte like every other program of the project.
"""

from __future__ import annotations

import contextlib
import copy
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from formal.base.errors import FormalError
from formal.base.files import write_atomic, write_yaml
from formal.base.progress import step
from formal.capture.capture import capture_context, profile_files, write_part
from formal.capture.compile import compile_and_run, flat_tensors
from formal.capture.spec import resolve_spec
from formal.machine.fingerprint import current_fingerprint, pin_for_capture
from formal.order.certify import certify_file
from formal.patterns.tile import single_operator_bound
from formal.program.trace import load_trace
from formal.replay.replay import check_replayable, replay
from formal.runtime.execute import bit_identical, run_call
from formal.runtime.loader import load_inputs, load_wrapper
from formal.tile.build import Analysis, TiledModel, analyze, plan_patches

DEFAULT_GRIDS = ((2, 1), (3, 1), (4, 1), (6, 1), (8, 1), (2, 2), (3, 3), (4, 4))  # tried when --patches is not given


def parse_patches(text: str) -> tuple[int, int] | int:
    """``N`` (an N x N grid) or ``RxC``; one clear error otherwise."""
    try:
        if "x" in text.lower():
            r, c = (int(v) for v in text.lower().split("x"))
        else:
            r = c = int(text)
    except ValueError:
        raise FormalError(f"--patches {text!r}: expected N or RxC (e.g. 3 or 2x4)") from None
    if r < 1 or c < 1 or r * c < 2:
        raise FormalError(f"--patches {text!r}: need at least 2 patches, each count >= 1")
    return (r, c)


# --- choosing the stage and the grid -------------------------------------------------------


def _region_bytes(layer_shape: tuple[int, ...], rows: int, cols: int) -> int:
    return 4 * layer_shape[0] * layer_shape[1] * rows * cols


def estimate(analysis: Analysis, cut: int, grid: tuple[int, int]) -> int:
    """Estimated peak above the caller-held inputs of the tiled model (used only to choose): the
    stage output plus one patch's live regions at its worst step, against the rest of the
    network's largest live set run untiled, both by liveness in graph order."""
    layers = analysis.prefix[: cut + 1]
    shapes = {analysis.input_node: analysis.input_shape, **{layer.node: layer.shape for layer in layers}}
    stage_out = layers[-1].bytes
    worst_patch = 0
    for plan in plan_patches(analysis, cut, grid):
        live = {}
        for patch_step in plan.steps:
            layer = layers[patch_step.layer]
            padded = 0
            for a, (r0, r1, c0, c1), pad in zip(layer.inputs, patch_step.crops, patch_step.pads):
                if pad is not None:
                    padded += _region_bytes(shapes[a], r1 - r0 + pad[2] + pad[3], c1 - c0 + pad[0] + pad[1])
            out = _region_bytes(layer.shape, patch_step.rows.size, patch_step.cols.size)
            worst_patch = max(worst_patch, sum(live.values()) + padded + out)
            live[layer.node] = out
            for a in patch_step.free:
                live.pop(a, None)
    tiled = stage_out + worst_patch
    if grid[1] > 1:
        # A 2D grid assembles each row in a row buffer that the final cat then copies: measured,
        # Inductor realizes the rows before that copy, so count the stage output twice.
        tiled = max(tiled, 2 * stage_out)
    # The rest, untiled: liveness over the fx graph after the cut.
    gm = analysis.gm
    stage = {analysis.input_node} | {layer.node for layer in layers}
    nodes = [n for n in gm.graph.nodes if n.name not in stage and n.op not in ("placeholder", "get_attr", "output")]
    last_use: dict[str, int] = {}
    for i, n in enumerate(nodes):
        for a in n.all_input_nodes:
            last_use[a.name] = i
    live = {layers[-1].node: stage_out}
    rest = stage_out
    for i, n in enumerate(nodes):
        out = analysis.node_bytes.get(n.name, 0)
        rest = max(rest, sum(live.values()) + out)
        live[n.name] = out
        for a in n.all_input_nodes:
            if last_use.get(a.name) == i:
                live.pop(a.name, None)
    return max(tiled, rest)


def work(analysis: Analysis, cut: int, grid: tuple[int, int]) -> int:
    """Output positions x channels computed by the stage's window layers over all patches (a proxy
    for the halo recomputation, used to break ties between equal peak estimates)."""
    layers = analysis.prefix[: cut + 1]
    return sum(
        step.rows.size * step.cols.size * layers[step.layer].shape[1]
        for plan in plan_patches(analysis, cut, grid)
        for step in plan.steps
        if layers[step.layer].kind == "window"
    )


def choose(analysis: Analysis, grid: tuple[int, int] | None) -> tuple[int, tuple[int, int], int]:
    """``(cut, grid, estimate)``: among the cuts at or after the peak layer (and the grids tried),
    the lowest estimate; ties go to the least recomputation (:func:`work`), then fewer patches."""
    cuts = [c for c in analysis.cuts if c >= analysis.peak_layer]
    if analysis.peak_layer < 0 or not cuts:
        peak = "outside the local prefix" if analysis.peak_layer < 0 else "after the last cut"
        raise FormalError(
            f"the largest operator is {peak} (the prefix stops at {analysis.stop}): "
            f"tiling the local prefix cannot lower the peak"
        )
    best = None
    for cut in cuts:
        h, w = analysis.prefix[cut].shape[2:]
        for g in [grid] if grid else DEFAULT_GRIDS:
            if g[0] > h or g[1] > w:  # more patches than rows or columns
                continue
            value = estimate(analysis, cut, g)
            key = (value, work(analysis, cut, g), g[0] * g[1], cut)
            if best is None or key < best[0]:
                best = (key, cut, g)
    if best is None:
        h, w = max((analysis.prefix[c].shape[2:] for c in cuts), key=lambda hw: hw[0] * hw[1])
        raise FormalError(
            f"--patches {grid[0]}x{grid[1]}: larger than every candidate stage output (the largest is {h}x{w})"
        )
    return best[1], best[2], best[0][0]


# --- capture, certify, replay ---------------------------------------------------------------


@contextlib.contextmanager
def patch_by_patch():
    """Inductor settings for the tiled program (recorded in the trace's capture context).

    * each ``cat`` is a concat buffer that every patch's last kernel writes into directly
      (``max_pointwise_cat_inputs = 0``), not one kernel reading every patch at the end;
    * every scheduler node is its own C++ kernel call (the CPU backend otherwise emits runs of
      consecutive pointwise nodes as one call, which would make one patch's write and the next
      patch's first kernel a single unit, so both patches' intermediates would be live at once).
      The CPU backend has no config for this; ``CppScheduling.MAX_FUSED_KERNEL_ARGS_NUM`` (flush
      the kernel group once it has more arguments) is set to 0 while compiling and restored after;
    * no horizontal fusion (``score_fusion_memory_threshold`` beyond any size): two patches' kernels
      share only parameter reads, and fusing them would keep both patches' buffers live. Vertical
      (producer-consumer) fusion is unaffected.
    """
    # torch._inductor: seconds to import; only compiling or reading Inductor's settings needs it
    import torch._inductor.config as inductor_config

    # torch._inductor: seconds to import; only compiling or reading Inductor's settings needs it
    from torch._inductor.codegen.cpp import CppScheduling

    old = CppScheduling.MAX_FUSED_KERNEL_ARGS_NUM
    CppScheduling.MAX_FUSED_KERNEL_ARGS_NUM = 0
    try:
        settings = {
            "max_pointwise_cat_inputs": 0,
            "max_complex_pointwise_cat_inputs": 0,
            "score_fusion_memory_threshold": 2**62,
        }
        with inductor_config.patch(**settings):
            yield {**settings, "cpp_kernel_per_scheduler_node": True}
    finally:
        CppScheduling.MAX_FUSED_KERNEL_ARGS_NUM = old


def capture_model(
    model: torch.nn.Module,
    inputs: tuple,
    name: str,
    outdir: Path,
    spec: str,
    isa: str,
    settings: dict[str, Any] | None = None,
) -> Path:
    """``formal capture``'s inference path for an in-memory model; returns the trace path.
    ``settings``: the Inductor settings it compiles under, recorded in the capture context."""
    fingerprint = copy.deepcopy(current_fingerprint("cpu"))
    with step(f"compiling {name} with torch.compile"):
        (part,) = compile_and_run(model, inputs, "inference")
    base = f"{name}.infer"
    wrapper_path, inputs_path = write_part(outdir, base, part)
    context = {
        **capture_context(spec, "infer", "inference", isa, fingerprint, "cpu"),
        "input_shapes": [list(t.shape) for t in inputs],
        "inductor_reorder": part.extra["inductor_reorder"],
    }
    if settings:
        context["tile_inductor_settings"] = settings
    with step(f"profiling {base}"):
        trace = profile_files(base, wrapper_path, inputs_path, "infer", context)
    trace["evidence"]["eager"] = part.eager
    trace_path = outdir / f"{base}.trace.yaml"
    write_yaml(trace_path, trace)
    return trace_path


def certify_trace(trace_path: Path, time_limit: float) -> tuple[dict[str, Any], dict[str, Any]]:
    """``formal certify``'s job on one trace: ``(proof, summary)``."""
    result = certify_file((str(trace_path), time_limit, True))
    if "error" in result:
        raise FormalError(f"{trace_path.name}: {result['error']}", result["exit_code"])
    return result["proof"], result["summary"]


def run_outputs(trace_path: Path) -> list[torch.Tensor]:
    """The program's outputs on its captured inputs (one plain run, as replay runs it)."""
    trace = load_trace(trace_path)
    wrapper, inputs = check_replayable(trace)
    namespace = load_wrapper(wrapper, load_inputs(inputs)["constants"])
    return flat_tensors(run_call(namespace, inputs, list(trace.program["owned"])).outputs)


def compare_outputs(a: list[torch.Tensor], b: list[torch.Tensor]) -> tuple[bool, float]:
    """``(bit_identical, max_abs_diff)`` of two output lists."""
    if len(a) != len(b) or any(x.shape != y.shape for x, y in zip(a, b)):
        raise FormalError("the tiled program's outputs do not have the original's shapes")
    diff = max((float((x.double() - y.double()).abs().max()) for x, y in zip(a, b) if x.numel()), default=0.0)
    return bit_identical(a, b), diff


def count_flops(model: torch.nn.Module, inputs: tuple) -> int:
    """FLOPs of one eager run (torch.utils.flop_counter: convolutions and matrix products)."""
    from torch.utils.flop_counter import FlopCounterMode  # FlopCounterMode: only counting FLOPs needs it

    counter = FlopCounterMode(display=False)
    with torch.no_grad(), counter:
        model(*inputs)
    return int(counter.get_total_flops())


def parameter_bytes(model: torch.nn.Module) -> int:
    """Bytes of the model's distinct parameter and buffer storages (caller-held; flash on an MCU)."""
    seen: dict[int, int] = {}
    for t in list(model.parameters()) + list(model.buffers()):
        s = t.untyped_storage()
        seen[s._cdata] = s.nbytes()
    return sum(seen.values())


@dataclass
class Program:
    trace: Path
    proof: dict[str, Any]
    summary: dict[str, Any]
    bound: Any


def _program(trace_path: Path, time_limit: float) -> Program:
    proof, summary = certify_trace(trace_path, time_limit)
    return Program(trace_path, proof, summary, single_operator_bound(load_trace(trace_path).problem))


def _unit_label(trace_path: Path, unit: str) -> str:
    """The unit's kernel label as the trace records it."""
    return next((str(u.get("label", "")) for u in load_trace(trace_path).data["units"] if u["id"] == unit), "")


def tile(
    spec: str,
    patches: tuple[int, int] | None = None,
    time_limit: float = 60.0,
    outdir: str | Path | None = None,
    isa: str = "auto",
) -> dict[str, Any]:
    """Run the whole pipeline on ``spec``; return the report (``--json``'s object)."""
    isa = pin_for_capture(isa)
    ms = resolve_spec(spec)
    model, inputs = ms.model, ms.inputs
    if model.training:
        raise FormalError(f"spec {spec!r}: the model is in training mode; tiling is for inference (call .eval())")
    with step("tracing the model with torch.fx and finding the local stage"):
        analysis = analyze(model, inputs)
        cut, grid, estimated = choose(analysis, patches)
        tiled = TiledModel(analysis, cut, grid, write="cat")
    with torch.no_grad():
        eager_ref = model(*inputs)
        eager_tiled = tiled(*inputs)
    eager_diff = float((eager_ref - eager_tiled).abs().max()) if isinstance(eager_ref, torch.Tensor) else None
    params = parameter_bytes(model)
    report: dict[str, Any] = {
        "model": ms.name,
        "spec": spec,
        "torch": str(torch.__version__),
        "parameter_bytes": params,
    }
    with tempfile.TemporaryDirectory(prefix="formal-tile-") as tmp:
        work = Path(tmp)
        original_trace = capture_model(copy.deepcopy(model), inputs, ms.name, work, spec, isa)
        with step(f"certifying {original_trace.name}"):
            original = _program(original_trace, time_limit)
        tiled_name = f"{ms.name}.tiled"
        with patch_by_patch() as settings:
            tiled_trace = capture_model(tiled, inputs, tiled_name, work, spec, isa, settings)
        with step(f"certifying {tiled_trace.name}"):
            tprog = _program(tiled_trace, time_limit)
        trace = load_trace(tiled_trace)
        runs = replay(trace, [("certified", tprog.proof["order"])])
        certified_run = runs[1]
        with step("comparing outputs with the original compiled model"):
            same, diff = compare_outputs(run_outputs(original_trace), run_outputs(tiled_trace))
        with step("counting FLOPs (eager, torch.utils.flop_counter)"):
            flops_orig, flops_tiled = count_flops(model, inputs), count_flops(tiled, inputs)
        input_bytes = sum(t.untyped_storage().nbytes() for t in inputs)
        stage = analysis.prefix[cut]
        report.update(
            {
                "ordering_optimum": original.summary["peak"],
                "ordering_lower_bound": original.summary["lower_bound"],
                "ordering_optimal": original.summary["optimal"],
                "compiler_order_peak": original.summary["original_peak"],
                "single_operator_bound": original.bound.bytes,
                "single_operator_unit": original.bound.unit,
                "single_operator_label": _unit_label(original_trace, original.bound.unit),
                "input_bytes": input_bytes,
                "original_activation_peak": original.summary["peak"] - params,
                "original_above_inputs": original.summary["peak"] - params - input_bytes,
                "stage": {
                    "first": analysis.prefix[0].node,
                    "last": stage.node,
                    "layers": cut + 1,
                    "output_shape": list(stage.shape),
                    "prefix_stops_at": analysis.stop,
                    "peak_layer": analysis.prefix[analysis.peak_layer].node,
                    "candidate_cuts": [analysis.prefix[c].node for c in analysis.cuts if c >= analysis.peak_layer],
                },
                "patches": {"grid": list(grid), "count": grid[0] * grid[1], "estimated_activation_peak": estimated},
                "tiled": {
                    "measured_peak": certified_run.measured_peak,
                    "modeled_peak": certified_run.modeled_peak,
                    "byte_exact": certified_run.measured_peak == certified_run.modeled_peak,
                    "replay_ok": all(r.ok for r in runs),
                    "ordering_optimum": tprog.summary["peak"],
                    "ordering_lower_bound": tprog.summary["lower_bound"],
                    "ordering_optimal": tprog.summary["optimal"],
                    "compiler_order_peak": tprog.summary["original_peak"],
                    "compiler_order_measured_peak": runs[0].measured_peak,
                    "single_operator_bound": tprog.bound.bytes,
                    "activation_peak": certified_run.measured_peak - params,
                    "above_inputs": certified_run.measured_peak - params - input_bytes,
                    "extra_flops": flops_tiled - flops_orig,
                    "flops": flops_tiled,
                    "original_flops": flops_orig,
                    "extra_flops_percent": round(100 * (flops_tiled - flops_orig) / flops_orig, 2)
                    if flops_orig
                    else 0.0,
                    "bit_identical": same,
                    "max_abs_diff": diff,
                    "eager_max_abs_diff": eager_diff,
                },
            }
        )
        t = report["tiled"]
        report["below_ordering_optimum"] = t["measured_peak"] < report["ordering_optimum"]
        report["below_single_operator_bound"] = t["measured_peak"] < report["single_operator_bound"]
        report["peak_reduction"] = round(report["ordering_optimum"] / t["measured_peak"], 3)
        report["activation_peak_reduction"] = (
            round(report["original_activation_peak"] / t["activation_peak"], 3) if t["activation_peak"] > 0 else None
        )
        if outdir is not None:
            out = Path(outdir)
            out.mkdir(parents=True, exist_ok=True)
            for src in sorted(work.iterdir()):
                if src.name.startswith(tiled_name + "."):
                    write_atomic(out / src.name, src.read_bytes())
            write_yaml(out / f"{tiled_name}.infer.proof.yaml", tprog.proof)
            report["written"] = sorted(
                str(out / p.name) for p in work.iterdir() if p.name.startswith(tiled_name + ".")
            ) + [str(out / f"{tiled_name}.infer.proof.yaml")]
    return report
