"""Kernels' scratch memory measured one kernel at a time, cached once per (op, shapes, dtype, strides).

An external kernel (a oneDNN convolution or its backward, a matrix product, a fused attention) allocates
working memory of its own while it runs, above its operands and its result. The calibration capture
(:func:`formal.pipelines.train_plan.kernel_scratch`) reads it from the kernels the default step runs; a
plan may run others: a convolution whose operands have another layout, a kernel of a value the backward
computes again. The **kernel probe** runs the one kernel the way the program runs it (the same ATen op,
shapes, dtype and strides, on CPU, one thread) and reads the allocator's events
(:func:`formal.runtime.memory.record_allocations`): the scratch is the high-water mark above the operands
(allocated before the window) and the result (alive at its end).

* :class:`KernelCall`: the op and its arguments as plain data (a tensor as its sizes, strides, dtype);
  :meth:`KernelCall.key` is the cache key.
* :func:`node_call`: the call of a joint-graph node (its fake tensors' metadata). On CPU, Inductor lays a
  convolution's 4-d operands out channels-last (its layout optimization, always on with oneDNN), so they
  are probed so; ``layout="as traced"`` keeps the traced strides.
* :func:`run_call`: one probe (the kernel run twice, the second measured: the first may set up caches).
* :class:`ProbeCache`: ``kernel-probe.json`` in ``$FORMAL_CACHE`` (default ``~/.cache/formal``;
  ``FORMAL_CACHE=0`` turns it off), one section per machine (torch and the ISA keys, threads): written
  atomically, merged with what another process wrote meanwhile; a corrupt file is ignored, with a log line.
* :func:`step_transients`: the scratch bytes of the step's external kernels (node name -> bytes), the
  data :mod:`formal.train` plans with (``JointTable.transients``; the calibration's matches are kept where
  they exist, :func:`merge_transients`), and each kernel's in a backward Inductor relays.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable

import torch
import torch.fx as fx

from formal.base.errors import FormalError
from formal.base.files import measurement_cache, read_json, write_atomic
from formal.runtime.memory import peak_of, record_allocations
from formal.train.formulation import RELAID

PROBE_FORMAT = "formal.kernel-probe/1"
CACHE_FILE = "kernel-probe.json"

# The ATen ops a CPU wrapper calls as external kernels (extern_kernels.* or torch.ops.aten.*: the calls
# whose scratch a capture records, formal.train.transients), the ones worth probing.
PROBED = frozenset(
    {
        "convolution",
        "convolution_backward",
        "mm",
        "addmm",
        "bmm",
        "baddbmm",
        "_scaled_dot_product_flash_attention_for_cpu",
        "_scaled_dot_product_flash_attention_for_cpu_backward",
        "_scaled_dot_product_efficient_attention",
        "_scaled_dot_product_efficient_attention_backward",
    }
)
CHANNELS_LAST = frozenset({"convolution", "convolution_backward"})


@dataclass(frozen=True)
class KernelCall:
    """One kernel as plain data: ``op`` (``aten.convolution_backward.default``) and its positional
    arguments, a tensor as ``{"tensor": sizes, "stride": strides, "dtype": "float32"}``."""

    op: str
    args: tuple[Any, ...]

    def key(self) -> str:
        """The cache key: the op and its arguments (sizes, strides, dtypes, the rest as written)."""
        return json.dumps([self.op, list(self.args)], sort_keys=True, separators=(",", ":"))


def _channels_last(shape: list[int]) -> list[int]:
    n, c, h, w = shape
    return [h * w * c, 1, w * c, c]


def _tensor_arg(val: torch.Tensor, channels_last: bool) -> dict[str, Any]:
    shape = [int(d) for d in val.shape]
    stride = [int(s) for s in val.stride()]
    if channels_last and len(shape) == 4:
        stride = _channels_last(shape)
    return {"tensor": shape, "stride": stride, "dtype": str(val.dtype).removeprefix("torch.")}


def _plain(value: Any, channels_last: bool) -> Any:
    """An argument as plain data; raises ValueError for one that is not (a symbol, an object)."""
    if isinstance(value, fx.Node):
        val = value.meta.get("val")
        if not isinstance(val, torch.Tensor):
            raise ValueError(value.name)
        return _tensor_arg(val, channels_last)
    if isinstance(value, (list, tuple)):
        return [_plain(v, channels_last) for v in value]
    if value is None or type(value) in (bool, int, float, str):
        return value
    if isinstance(value, torch.dtype):
        return {"dtype_arg": str(value).removeprefix("torch.")}
    raise ValueError(repr(value))


def operator_name(target: Any) -> str:
    """``aten.convolution_backward.default`` -> ``convolution_backward`` (str of a node's target)."""
    parts = str(target).split(".")
    return parts[1] if len(parts) >= 2 and parts[0] == "aten" else str(target)


def node_call(node: fx.Node, layout: str = "inductor") -> KernelCall | None:
    """The call of one graph node when it is an external kernel with plain arguments (module doc);
    None otherwise. ``layout``: ``"inductor"`` (a convolution's 4-d operands channels-last) or
    ``"as traced"``."""
    if node.op != "call_function" or operator_name(node.target) not in PROBED or node.kwargs:
        return None
    channels_last = layout == "inductor" and operator_name(node.target) in CHANNELS_LAST
    try:
        args = tuple(_plain(a, channels_last) for a in node.args)
    except ValueError:
        return None
    return KernelCall(str(node.target), args)


def _materialize(arg: Any, generator: torch.Generator) -> Any:
    if isinstance(arg, dict) and "tensor" in arg:
        dtype = getattr(torch, arg["dtype"])
        t = torch.empty_strided(arg["tensor"], arg["stride"], dtype=dtype)
        if dtype.is_floating_point:
            t.normal_(generator=generator)
        else:
            t.zero_()
        return t
    if isinstance(arg, dict) and "dtype_arg" in arg:
        return getattr(torch, arg["dtype_arg"])
    if isinstance(arg, list):
        return [_materialize(a, generator) for a in arg]
    return arg


def _resolve(op: str) -> Any:
    """``aten.convolution.default`` -> ``torch.ops.aten.convolution.default``; FormalError if unknown."""
    parts = op.split(".")
    if len(parts) != 3 or parts[0] != "aten":
        raise FormalError(f"kernel probe: {op!r} is not an ATen op overload")
    try:
        return getattr(getattr(torch.ops.aten, parts[1]), parts[2])
    except AttributeError:
        raise FormalError(f"kernel probe: torch has no op {op!r}") from None


def run_call(call: KernelCall) -> int:
    """The kernel's scratch bytes: the allocator's high-water mark while it runs, above its operands
    (made before) and its result (alive after); the kernel runs once first, unmeasured."""
    fn = _resolve(call.op)
    args = [_materialize(a, torch.Generator().manual_seed(0)) for a in call.args]
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # as the captured programs run (formal.capture.compile)
    try:
        with torch.no_grad():
            fn(*args)
            _result, events = record_allocations(lambda: fn(*args))
    finally:
        torch.set_num_threads(threads)
    high, final = peak_of(events)
    return max(0, high - final)


def machine_identity() -> str:
    """What a probe's bytes depend on besides the call: torch, the ATen and oneDNN ISA (the pins'
    environment), MKL's code path."""
    keys = ("ATEN_CPU_CAPABILITY", "ONEDNN_MAX_CPU_ISA", "DNNL_MAX_CPU_ISA", "MKL_CBWR")
    env = ",".join(f"{k}={os.environ.get(k, '')}" for k in keys)
    return f"torch={torch.__version__};cpu={torch.backends.cpu.get_cpu_capability()};{env}"


def cache_path() -> Path | None:
    """Where the probes are kept (module doc), or None when ``FORMAL_CACHE=0`` turns caching off."""
    return measurement_cache(CACHE_FILE)


class ProbeCache:
    """Probed scratch bytes by call key, for this machine (:func:`machine_identity`), in one JSON file."""

    def __init__(self, path: Path | None, log: Callable[[str], None] = lambda _m: None) -> None:
        self.path, self.log = path, log
        self.machine = machine_identity()
        self.entries: dict[str, int] = self._read().get(self.machine, {})
        self.added: dict[str, int] = {}

    def _read(self) -> dict[str, dict[str, int]]:
        """The file's sections (machine -> key -> bytes); empty when absent, or corrupt (said once in the log)."""
        if self.path is None or not self.path.exists():
            return {}
        try:
            data = read_json(self.path)
            if not isinstance(data, dict) or data.get("format") != PROBE_FORMAT:
                raise FormalError("not a formal.kernel-probe/1 file")
            machines = data["machines"]
            if not all(
                isinstance(v, dict) and all(isinstance(b, int) and b >= 0 for b in v.values())
                for v in machines.values()
            ):
                raise FormalError("a probe's bytes are not a count")
            return machines
        except (FormalError, OSError, KeyError, AttributeError, TypeError) as exc:
            self.log(f"kernel probe cache {self.path} ignored: {exc}")
            return {}

    def get(self, call: KernelCall) -> int | None:
        return self.entries.get(call.key())

    def put(self, call: KernelCall, nbytes: int) -> None:
        self.entries[call.key()] = nbytes
        self.added[call.key()] = nbytes

    def save(self) -> None:
        """Write the probes added, merged with the file as it is now (another process may have added
        some), atomically; nothing when caching is off or nothing was added, and a line in the log when the
        file cannot be written."""
        if self.path is None or not self.added:
            return
        machines = self._read()
        machines.setdefault(self.machine, {}).update(self.added)
        document = json.dumps({"format": PROBE_FORMAT, "machines": machines}, sort_keys=True) + "\n"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, document)
        except (OSError, FormalError) as exc:  # the answer does not depend on the cache: said, and skipped
            self.log(f"kernel probe cache {self.path} not written: {exc}")
        self.added = {}


def probe_calls(
    calls: dict[str, KernelCall], cache: ProbeCache, run: Callable[[KernelCall], int] = run_call
) -> dict[str, int]:
    """Each named call's scratch bytes (0 included), from the cache or probed once per distinct call."""
    found = {}
    for name, call in calls.items():
        nbytes = cache.get(call)
        if nbytes is None:
            try:
                nbytes = run(call)
            except (RuntimeError, ValueError, TypeError, FormalError) as exc:  # a kernel these arguments cannot run
                cache.log(f"kernel probe: {name} ({call.op}) not run: {str(exc).splitlines()[0][:200]}")
                continue
            cache.put(call, nbytes)
        found[name] = nbytes
    cache.save()
    return found


def graph_calls(graphs: Iterable[fx.GraphModule], layout: str = "inductor") -> dict[str, KernelCall]:
    """The probeable calls (:func:`node_call`) of graphs' nodes, by node name (the first graph naming one wins)."""
    calls: dict[str, KernelCall] = {}
    for gm in graphs:
        for node in gm.graph.nodes:
            if node.name not in calls and (call := node_call(node, layout)) is not None:
                calls[node.name] = call
    return calls


def merge_transients(calibrated: dict[str, int], probed: dict[str, int]) -> dict[str, int]:
    """The scratch bytes the planning model charges: the calibration capture's where it matched a kernel
    (it measured the program itself), the probe's for every other kernel; zeros left out."""
    merged = {name: b for name, b in probed.items() if b > 0}
    merged.update(calibrated)
    return {name: b for name, b in merged.items() if b > 0}


def step_transients(
    forward: fx.GraphModule,
    backward: fx.GraphModule,
    calibrated: dict[str, int],
    log: Callable[[str], None] = lambda _m: None,
    path: Path | None = None,
) -> dict[str, int]:
    """The scratch bytes the planning model charges, from the calibration capture's (``calibrated``:
    the default step's kernels as it ran them) and probes of the step's partitioned graphs: a forward
    kernel the calibration did not match, probed; and, where the step has convolutions, each backward
    kernel's and each convolution's scratch in a backward that computes a convolution (``name +
    RELAID``, probed channels-last: Inductor relays such a backward, formal.train.formulation.RELAID),
    which the default backward, computing none, never shows."""
    cache = ProbeCache(cache_path() if path is None else path, log)
    forward_calls = graph_calls([forward])
    fwd = probe_calls(forward_calls, cache)
    merged = merge_transients(calibrated, fwd)
    convolutions = [name for name, call in forward_calls.items() if operator_name(call.op) == "convolution"]
    bwd = probe_calls(graph_calls([backward]), cache) if convolutions else {}
    merged.update({name + RELAID: b for name, b in bwd.items() if name not in fwd})
    merged.update({name + RELAID: fwd[name] for name in convolutions if name in fwd})
    log(f"kernel probe: {len(fwd) + len(bwd)} kernels probed or read from the cache")
    return merged
