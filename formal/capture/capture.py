"""``formal capture``: compile, intercept, profile, and write traces.

For each generated wrapper (``infer``, or ``fwd`` and ``bwd``) this writes, into OUTDIR:

* ``<name>.<part>.wrapper.py`` — the wrapper source exactly as Inductor generated it;
* ``<name>.<part>.inputs.pt`` — the actual call arguments, constants and RNG state;
* ``<name>.<part>.trace.yaml`` — the trace: problem, program, capture context, evidence.

Profiling runs on the *written* files, loaded the same way replay loads them, so what
is profiled is exactly what replay will run. The original program is then run twice
more, measured, and compared bit for bit (determinism evidence for the contract).

``device="cuda"`` compiles and runs the model on ``cuda:0`` with the same code; the
wrapper is written after :func:`formal.program.cuda.normalize_cuda_wrapper` (device guard
lifted into ``call``'s body), each loaded program runs once before it is profiled (Triton
autotuning and cuBLAS workspaces allocate on a first call), and the trace's peaks are the
caching allocator's measurements (docs/cuda.md).
"""

from __future__ import annotations

import copy
import hashlib
import io
import platform
import sys
from pathlib import Path
from typing import Any

import torch

from formal.base.files import HashedFile, write_atomic, write_yaml
from formal.base.progress import step
from formal.capture.assemble import build_trace
from formal.capture.compile import compile_and_run, reorder_patch
from formal.capture.profile import profile_program
from formal.capture.spec import resolve_spec
from formal.machine.devices import require_device
from formal.machine.fingerprint import current_fingerprint, pin_for_capture
from formal.machine.kernel_cache import kernel_records
from formal.model.canonical import problem_sha256
from formal.model.peak import original_order, peak
from formal.model.problem import problem_from_dict
from formal.program.cuda import normalize_cuda_wrapper
from formal.program.ownership import argument_names, ownership_by_name, program_ownership
from formal.program.statements import parse_program
from formal.runtime.execute import CUDA_BLOCK, CUDA_SEED, bit_identical, output_digests, run_call
from formal.runtime.loader import load_inputs, load_wrapper

MODES = ("inference", "train")


def profile_files(
    name: str,
    wrapper_path: Path | HashedFile,
    inputs_path: Path | HashedFile,
    part: str,
    context: dict[str, Any],
    full_check: bool = False,
    device: str | None = None,
    owned: list[bool] | None = None,
    kernels: list[dict[str, str]] | None = None,
) -> dict[str, Any]:
    """Profile a written wrapper + inputs pair; return the trace mapping (``full_check``: see profile_program).

    The files are read once (or come hashed from a trace) and those bytes are what runs.
    ``device``: where the program runs (default: ``context["device"]``, else CPU).
    ``owned``: which arguments the program owns (default: the rule by name,
    :func:`formal.program.ownership.ownership_by_name`; :func:`capture` passes a backward
    program's ownership by position). ``kernels``: the compiled kernels a trace recorded, when
    profiling a trace's files again (:func:`formal.runtime.loader.load_wrapper`).

    On CPU the trace records the compiled kernels the program loaded, by the sha256 of each
    library (``program.kernels``, :func:`formal.machine.kernel_cache.kernel_records`); Triton
    kernels (CUDA) are not recorded yet.
    """
    device = device or context.get("device", "cpu")
    wrapper, inputs = HashedFile.read(wrapper_path), HashedFile.read(inputs_path)
    source = wrapper.text
    program = parse_program(source, str(wrapper.path))
    input_names = argument_names(program)
    if owned is None:
        owned = ownership_by_name(part, input_names)
    elif len(owned) != len(input_names):
        raise ValueError(f"owned: {len(owned)} entries for {len(input_names)} arguments")
    data = load_inputs(inputs)
    namespace = load_wrapper(wrapper, data["constants"], kernels)
    if device == "cuda":
        run_call(namespace, inputs, owned, device)  # first call: autotuning, library workspaces
        torch.cuda.manual_seed(CUDA_SEED)
    torch.set_rng_state(data["rng_state"])
    args = data.pop("args")
    del data
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        prof = profile_program(namespace, program, args, owned, full_check=full_check, device=device)
    finally:
        torch.set_num_threads(threads)
    del args
    trace = build_trace(
        name,
        program,
        prof,
        wrapper_file=wrapper.path.name,
        wrapper_sha256=hashlib.sha256(wrapper.data).hexdigest(),
        inputs_file=inputs.path.name,
        inputs_sha256=hashlib.sha256(inputs.data).hexdigest(),
        owned=owned,
        context=context,
    )
    if device == "cpu":
        trace["program"]["kernels"] = kernel_records(namespace)
    problem = problem_from_dict(trace, str(wrapper.path))

    # Two plain runs of the original program (the profiled module: statements ran with their
    # own locals, so its namespace is unchanged): measured peak and determinism.
    first = run_call(namespace, inputs, owned, device)
    second = run_call(namespace, inputs, owned, device)
    trace["evidence"].update(
        {
            "original_modeled_peak": peak(problem, original_order(problem)),
            "original_measured_peak": first.measured_peak,
            "original_measured_peak_rerun": second.measured_peak,
            "deterministic_rerun": bit_identical(first.outputs, second.outputs),
            "output_digests": output_digests(first.outputs),
            "input_bytes_measured": first.input_bytes,
            "problem_sha256": problem_sha256(problem),
        }
    )
    return trace


def write_part(outdir: Path, base: str, part: Any, source: str | None = None) -> tuple[Path, Path]:
    """Write one generated program as ``<base>.wrapper.py`` (``source``, default the part's own)
    and ``<base>.inputs.pt`` (its first call's arguments, constants and RNG state)."""
    wrapper_path, inputs_path = outdir / f"{base}.wrapper.py", outdir / f"{base}.inputs.pt"
    saved = part.first_call()
    buf = io.BytesIO()
    torch.save({"args": saved["args"], "constants": part.constants, "rng_state": saved["rng_state"]}, buf)
    write_atomic(wrapper_path, part.source if source is None else source)
    write_atomic(inputs_path, buf.getvalue())
    return wrapper_path, inputs_path


def capture_context(
    model: str, part: str, mode: str, isa: str, fingerprint: dict[str, Any], device: str = "cpu"
) -> dict[str, Any]:
    """A trace's ``capture`` section: what the program was generated and measured under."""
    return {
        "torch": str(torch.__version__),
        "python": platform.python_version(),
        "device": device,
        "dtype": "float32",
        "threads": 1,
        "model": model,
        "part": part,
        "mode": mode,
        "platform": f"{platform.system()}-{platform.machine()}",
        "isa": isa,
        "fingerprint": fingerprint,
    }


def capture(
    spec: str,
    outdir: str | Path,
    mode: str = "inference",
    device: str = "cpu",
    isa: str = "auto",
    inductor_reorder: str = "on",
) -> list[Path]:
    """Capture every wrapper of ``spec`` in ``mode`` on ``device``; return the written trace paths.

    ``inductor_reorder``: ``"on"`` (Inductor's default), ``"off"`` (Inductor's peak-memory
    reordering switched off for the compile; :func:`formal.capture.compile.inductor_cpu_settings`)
    or one of its heuristics alone (``"lpmf"``, ``"bfs"``, ``"dfs"``). The setting the compile
    ran with is recorded as ``capture.inductor_reorder``, and where the pass ran, Inductor's
    estimates and choice as ``capture.inductor_pass`` (:mod:`formal.capture.inductor_pass`).

    ``isa``: the pin (:mod:`formal.machine.fingerprint`): ``auto`` (``avx2`` where the CPU has
    it), ``avx2``, ``avx512``, ``default`` or ``native`` (whatever this machine picks). A pin
    needs its environment variables set before torch starts: otherwise this raises
    :class:`~formal.machine.fingerprint.FingerprintMismatch`, on which the CLI re-runs itself.
    """
    require_device(device)
    reorder_patch(inductor_reorder)  # a bad setting fails before anything is compiled
    isa = pin_for_capture(isa) if device == "cpu" else "native"
    fingerprint = copy.deepcopy(current_fingerprint(device))  # cached per process: never share it
    outdir = Path(outdir)
    ms = resolve_spec(spec)
    if device != "cpu":
        ms.model.to(device)
        ms.inputs = tuple(t.to(device) if isinstance(t, torch.Tensor) else t for t in ms.inputs)
    with step(f"compiling {ms.name} ({mode}) with torch.compile"):
        parts = compile_and_run(ms.model, ms.inputs, mode, ms.loss_fn, inductor_reorder=inductor_reorder)
    labels = ["infer"] if mode == "inference" else ["fwd", "bwd"]
    written = []
    for label, part in zip(labels, parts):
        base = f"{ms.name}.{label}"
        wrapper_path, inputs_path = write_part(
            outdir, base, part, part.source if device == "cpu" else normalize_cuda_wrapper(part.source, base)
        )
        context = {
            **capture_context(spec, label, mode, isa, fingerprint, device),
            "input_shapes": [list(t.shape) for t in ms.inputs if isinstance(t, torch.Tensor)],
            "inductor_reorder": part.extra["inductor_reorder"],
        }
        if "inductor_pass" in part.extra:
            context["inductor_pass"] = part.extra["inductor_pass"]
        if device == "cuda":
            context.update(
                {
                    "gpu": torch.cuda.get_device_name(0),
                    "cuda": str(torch.version.cuda),
                    "allocator": f"caching, blocks rounded up to {CUDA_BLOCK} B",
                }
            )
        with step(f"profiling {base} (every statement, then two measured runs)"):
            owned = program_ownership(label, part.source, parts[0].source if label == "bwd" else None)
            trace = profile_files(base, wrapper_path, inputs_path, label, context, owned=owned)
        trace["evidence"]["eager"] = part.eager
        for broken in part.eager.get("nonfinite_where_eager_finite", []):
            print(f"formal: warning: {base}: {broken} non-finite where eager PyTorch is finite", file=sys.stderr)
        trace_path = outdir / f"{base}.trace.yaml"
        write_yaml(trace_path, trace)
        written.append(trace_path)
    return written


if __name__ == "__main__":  # pragma: no cover - debugging aid
    for p in capture(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else "inference"):
        print(p)
