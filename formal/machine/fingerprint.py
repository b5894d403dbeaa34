"""Machine fingerprints: what a captured program's kernels and allocations depend on.

A wrapper's C++ kernels are generated for one vector width (Inductor's vector ISA), its
ATen calls dispatch by the CPU capability ATen picked, oneDNN chooses convolution kernels
(and the size of their weight-reorder workspaces) by the ISA it runs with, and MKL picks
GEMM code paths by CPU unless ``MKL_CBWR`` fixes one. Loaded on a machine that picks
differently, the same wrapper computes other bits, other transient bytes, or garbage (a
16-lane kernel recompiled for 8 lanes reads uninitialized lanes). So every trace records
:func:`current_fingerprint` at capture, and every command that executes a captured program
calls :func:`require_same_machine` first (docs/capture.md, "Fingerprints and pins"):

* the *kernel keys* (:data:`KERNEL_KEYS`) equal here: run in this process;
* they differ, the recorded ISA is one this CPU has, and the recorded environment can be
  reproduced: :class:`FingerprintMismatch` carrying that environment; the CLI re-runs the
  command in a child process pinned to it (:func:`rerun_pinned`), where they must then be
  equal;
* otherwise: refused, one line naming both fingerprints and the remedy.

A **pin** (:data:`PINS`, ``formal capture --isa avx2``, the default on x86-64) captures with
the environment variables that cap ATen, Inductor, oneDNN and MKL at one ISA, so the trace
replays on any CPU that has that ISA (an AVX-512 machine pins itself down to AVX2).
"""

from __future__ import annotations

import ctypes
import functools
import os
import platform
import re
import subprocess
import sys
import tempfile
from typing import Any, Sequence

from formal.base.children import python_argv
from formal.base.errors import FormalError
from formal.machine.kernel_cache import use_private_kernel_cache

# The keys that change kernels, bits or allocations; the rest of a fingerprint is context.
KERNEL_KEYS = ("torch", "aten_cpu_capability", "inductor_vec_isa", "inductor_vec_bits", "onednn_isa", "mkl_cbwr")
INDUCTOR_KEYS = ("inductor_vec_isa", "inductor_vec_bits")  # what compiled C++ kernels were generated for
CUDA_KERNEL_KEYS = ("torch", "gpu", "cuda")

# The environment that decides those keys (recorded when set, reproduced in a pinned child).
ENV_KEYS = (
    "ATEN_CPU_CAPABILITY",
    "ONEDNN_MAX_CPU_ISA",
    "DNNL_MAX_CPU_ISA",
    "ONEDNN_CPU_ISA_HINTS",
    "MKL_CBWR",
    "MKL_ENABLE_INSTRUCTIONS",
    "MKL_DEBUG_CPU_TYPE",
)

# Set in a pinned child so that it refuses, rather than re-runs, a fingerprint that still differs.
CHILD_MARK = "FORMAL_PINNED_CHILD"

PINS: dict[str, dict[str, Any]] = {
    "avx2": {
        "requires": ("avx2", "fma3"),
        "env": {"ATEN_CPU_CAPABILITY": "avx2", "ONEDNN_MAX_CPU_ISA": "AVX2", "MKL_CBWR": "AVX2"},
    },
    "avx512": {
        "requires": ("avx512_f", "avx512_bw", "avx512_vl", "avx512_dq"),
        "env": {"ATEN_CPU_CAPABILITY": "avx512", "ONEDNN_MAX_CPU_ISA": "AVX512_CORE", "MKL_CBWR": "AVX512"},
    },
    "default": {
        "requires": ("sse4_1",),  # scalar C++ kernels: any x86-64 CPU of the last 15 years
        "env": {"ATEN_CPU_CAPABILITY": "default", "ONEDNN_MAX_CPU_ISA": "SSE41", "MKL_CBWR": "COMPATIBLE"},
    },
}
ISA_CHOICES = ("auto", "native", *PINS)

# CPU flags (torch.cpu.get_capabilities() names) worth recording: the ones the pins need.
_FLAGS = sorted(
    {f for pin in PINS.values() for f in pin["requires"]} | {"avx", "avx512_vnni", "avx512_bf16", "amx_tile"}
)


class FingerprintMismatch(FormalError):
    """This machine would run a captured program differently. ``env``: the environment that
    reproduces the capture's (a pinned child can run it), or None (refused)."""

    def __init__(self, message: str, env: dict[str, str] | None = None):
        super().__init__(message)
        self.env = env


_ONEDNN_PROBE = (
    "import torch\n"
    "torch.ops.aten.mkldnn_convolution(torch.ones(1, 1, 2, 2), torch.ones(1, 1, 1, 1), None, "
    "[0, 0], [1, 1], [1, 1], 1)\n"
)


_ISA_LINE = re.compile(r"onednn_verbose,(?:v\d+,)?info,cpu,isa:([^\n]*)")


def _onednn_isa_here() -> str | None:
    """The ISA oneDNN runs with in this process, read in the process: a 1x1 convolution with oneDNN's
    verbose output switched on at run time, whose header names the ISA (C-level stdout caught in a
    file meanwhile). None where no header appears (oneDNN prints it once per process: it did already,
    with ``ONEDNN_VERBOSE`` set from the start); then a child process measures it (:func:`_start_onednn_probe`).
    """
    import torch  # torch: seconds to import; the rest of this module works without it

    if not torch.backends.mkldnn.is_available():
        return "none (torch without oneDNN)"
    libc = ctypes.CDLL(None)
    try:
        sys.stdout.flush()
        saved = os.dup(1)
    except (OSError, ValueError, AttributeError):
        return None
    try:
        with tempfile.TemporaryFile() as caught:
            os.dup2(caught.fileno(), 1)
            try:
                with torch.backends.mkldnn.verbose(torch.backends.mkldnn.VERBOSE_ON):
                    torch.ops.aten.mkldnn_convolution(
                        torch.ones(1, 1, 2, 2), torch.ones(1, 1, 1, 1), None, [0, 0], [1, 1], [1, 1], 1
                    )
            finally:
                libc.fflush(None)  # oneDNN prints with C's stdio: its buffer goes to the file, not the caller
                os.dup2(saved, 1)
            caught.seek(0)
            found = _ISA_LINE.search(caught.read().decode(errors="replace"))
    finally:
        os.close(saved)
    return found.group(1).strip() if found else None


@functools.cache
def onednn_isa() -> str:
    """The ISA oneDNN runs with in this process, read once: in the process, else by a child. Once
    only, since oneDNN prints its header once: a second reading here would need the child."""
    return _onednn_isa_here() or _onednn_isa(_start_onednn_probe())


def _start_onednn_probe() -> subprocess.Popen | None:
    """Start measuring the ISA oneDNN runs with in this environment in a child process (read by
    :func:`_onednn_isa`), where :func:`_onednn_isa_here` cannot: ``ONEDNN_VERBOSE`` set before its
    first primitive, a 1x1 convolution."""
    try:
        return subprocess.Popen(
            python_argv("-c", _ONEDNN_PROBE),
            env={**os.environ, "ONEDNN_VERBOSE": "1"},
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
    except OSError:
        return None


def _onednn_isa(probe: subprocess.Popen | None) -> str:
    if probe is None:
        return "unknown (the probe could not start)"
    try:
        out, _ = probe.communicate(timeout=300)
    except subprocess.TimeoutExpired:
        probe.kill()
        return "unknown (the probe timed out)"
    found = _ISA_LINE.search(out)
    return found.group(1).strip() if found else "none (torch without oneDNN)"


def _inductor_vec_isa() -> tuple[str, int]:
    # torch._inductor: seconds to import; only compiling or reading Inductor's settings needs it
    from torch._inductor.cpu_vec_isa import pick_vec_isa

    isa = pick_vec_isa()
    return (str(isa) or "none", isa.bit_width() if isa else 0)


def _capabilities() -> dict[str, Any]:
    import torch  # torch: seconds to import; the rest of this module works without it

    return dict(torch.cpu.get_capabilities()) if hasattr(torch.cpu, "get_capabilities") else {}


def cpu_flags(caps: dict[str, Any] | None = None) -> dict[str, bool]:
    caps = _capabilities() if caps is None else caps
    return {f: bool(caps.get(f)) for f in _FLAGS}


def _lacking(required: Sequence[str], flags: dict[str, bool] | None = None) -> list[str]:
    """The flags in ``required`` this CPU (or ``flags``) does not have."""
    flags = cpu_flags() if flags is None else flags
    return [f for f in required if not flags.get(f)]


def _assignments(env: dict[str, str]) -> str:
    """``A=1 B=2``: an environment as a shell would set it."""
    return " ".join(f"{k}={v}" for k, v in sorted(env.items()))


@functools.lru_cache(maxsize=None)
def current_fingerprint(device: str = "cpu", inductor: bool = True) -> dict[str, Any]:
    """This process's fingerprint (see the module docstring; keys in docs/capture.md).

    ``inductor=False``: without Inductor's vector ISA (None), which only a process that
    compiles kernels needs; reading it imports Inductor and compiles a probe program.
    Cached: the environment that decides it is read once, when torch starts.
    """
    import torch  # torch: seconds to import; the rest of this module works without it

    caps = _capabilities()
    vec_isa, vec_bits = None, None
    if inductor:
        use_private_kernel_cache()  # Inductor's CPU probe compiles and runs a program in its cache folder
        vec_isa, vec_bits = _inductor_vec_isa()
    fp: dict[str, Any] = {
        "torch": str(torch.__version__),
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cpu_model": str(caps.get("cpu_name") or platform.processor() or "unknown"),
        "cpu_flags": [f for f, on in cpu_flags(caps).items() if on],
        "aten_cpu_capability": torch.backends.cpu.get_cpu_capability(),
        "inductor_vec_isa": vec_isa,
        "inductor_vec_bits": vec_bits,
        "onednn_isa": onednn_isa(),
        "mkl_cbwr": os.environ.get("MKL_CBWR", "AUTO"),
        "threads": 1,  # formal runs every captured program with one thread
        "env": {k: os.environ[k] for k in ENV_KEYS if k in os.environ},
    }
    if device == "cuda":
        fp.update(gpu=torch.cuda.get_device_name(0), cuda=str(torch.version.cuda))
    return fp


def summary(fp: dict[str, Any]) -> str:
    """One line: the kernel keys that matter, e.g. ``torch 2.13.0, ATen AVX2, Inductor avx2/256, ...``."""
    if "inferred_from" in fp:
        return f"C++ kernels for {fp.get('inductor_vec_bits')}-bit vectors, as read from the wrapper"
    text = (
        f"torch {fp.get('torch')}, ATen {fp.get('aten_cpu_capability')}, Inductor {fp.get('inductor_vec_isa')}/"
        f"{fp.get('inductor_vec_bits')}, oneDNN {fp.get('onednn_isa')}, MKL_CBWR {fp.get('mkl_cbwr')}"
    )
    return text + (f", {fp['gpu']}" if fp.get("gpu") else "")


def kernel_differences(recorded: dict[str, Any], current: dict[str, Any], device: str = "cpu") -> list[str]:
    keys = CUDA_KERNEL_KEYS if device == "cuda" else KERNEL_KEYS
    return [k for k in keys if recorded.get(k) != current.get(k)]


def required_flags(fp: dict[str, Any]) -> list[str]:
    """CPU flags a machine needs to run what ``fp`` describes."""
    text = f"{fp.get('aten_cpu_capability')} {fp.get('inductor_vec_isa')} {fp.get('onednn_isa')}".lower()
    needs: list[str] = []
    if "avx512" in text or "avx-512" in text or int(fp.get("inductor_vec_bits") or 0) >= 512:
        needs += PINS["avx512"]["requires"]
    if "avx2" in text or int(fp.get("inductor_vec_bits") or 0) >= 256:
        needs += PINS["avx2"]["requires"]
    if "amx" in text:
        needs.append("amx_tile")
    return sorted(set(needs))


# An ISA variable's value: ISA names such as ``avx2``, ``AVX512_CORE``, ``AVX2,STRICT`` or ``5``.
# Nothing a library could read as a path, a module, a command or a list of options.
_ISA_VALUE = re.compile(r"[A-Za-z0-9_]{1,32}(,[A-Za-z0-9_]{1,32})?")


def pin_environment(recorded: dict[str, Any], where: str) -> dict[str, str]:
    """The ISA variables ``recorded`` (a fingerprint read from a trace or a manifest) was captured
    with, each checked: a key of :data:`ENV_KEYS` with an ISA name for its value.

    These are the only bytes of a trace or manifest that reach a child's environment, so
    anything else (``PYTHONWARNINGS``, ``BROWSER``, ``LD_PRELOAD``, a value with a space or a
    slash) is refused in one line, before anything runs.
    """
    env = recorded.get("env")
    if env is None:
        return {}
    if not isinstance(env, dict):
        raise FormalError(f"{where}: fingerprint.env: expected a mapping of ISA variables; refusing")
    for key, value in env.items():
        if key not in ENV_KEYS:
            raise FormalError(
                f"{where}: fingerprint.env: {str(key)[:40]!r} is not an ISA variable (only "
                f"{', '.join(ENV_KEYS)} are recorded); refusing"
            )
        if not (isinstance(value, str) and _ISA_VALUE.fullmatch(value)):
            raise FormalError(f"{where}: fingerprint.env.{key}: {str(value)[:40]!r} is not an ISA name; refusing")
    return dict(env)


def reproducing_env(recorded: dict[str, Any], where: str = "fingerprint") -> dict[str, str]:
    """The environment variables a child needs to pick what ``recorded`` describes (checked by
    :func:`pin_environment`)."""
    env = pin_environment(recorded, where)
    capability = str(recorded.get("aten_cpu_capability", "")).lower()
    if "ATEN_CPU_CAPABILITY" not in env and _ISA_VALUE.fullmatch(capability):
        env["ATEN_CPU_CAPABILITY"] = capability
    return env


def child_environment(env: dict[str, str]) -> dict[str, str]:
    """This process's environment with ``env`` as the only ISA overrides, marked as a pinned child."""
    out = {k: v for k, v in os.environ.items() if k not in ENV_KEYS}
    out.update(env)
    out[CHILD_MARK] = "1"
    return out


def require_same_machine(
    recorded: dict[str, Any] | None,
    where: str,
    device: str = "cpu",
    current: dict[str, Any] | None = None,
    flags: dict[str, bool] | None = None,
    compiled: bool = True,
) -> None:
    """Raise unless a program captured under ``recorded`` runs here as it ran there (module docstring).

    ``compiled=False``: its C++ kernels are not compiled here but shipped (formal.load), so
    Inductor's vector ISA is not compared; this CPU must have the instructions they use.
    """
    if not recorded:
        raise FormalError(
            f"{where}: capture.fingerprint: missing (captured before machine fingerprints and "
            f"output digests); refusing to run it: capture again with `formal capture`"
        )
    if "inferred_from" in recorded:
        raise FormalError(
            f"{where}: captured before machine fingerprints and output digests "
            f"({summary(recorded)}); refusing to run it: capture again with `formal capture`"
        )
    pin_environment(recorded, where)  # a hostile environment is refused even where the keys agree
    current = current if current is not None else current_fingerprint(device, inductor=compiled)
    differ = kernel_differences(recorded, current, device)
    if not compiled:
        differ = [k for k in differ if k not in INDUCTOR_KEYS]
        lacking = _lacking(required_flags(recorded), flags)
        if lacking and not differ:
            raise FingerprintMismatch(
                f"{where}: its kernels were compiled for {summary(recorded)}; this CPU lacks "
                f"{', '.join(lacking)}; refusing"
            )
    if not differ:
        return
    both = f"captured with {summary(recorded)}; this machine runs {summary(current)}"
    remedy = "capture again here with `formal capture` (or with --isa avx2 for a trace that replays on any AVX2 CPU)"
    if "torch" in differ or device == "cuda":
        raise FingerprintMismatch(f"{where}: {both}: refusing to run (the kernels would differ); {remedy}")
    lacking = _lacking(required_flags(recorded), flags)
    if lacking:
        raise FingerprintMismatch(
            f"{where}: {both}: this CPU lacks {', '.join(lacking)}, so the captured "
            f"kernels cannot run here; refusing; {remedy}"
        )
    if os.environ.get(CHILD_MARK):
        raise FingerprintMismatch(f"{where}: {both}, even pinned to the capture's environment: refusing; {remedy}")
    env = reproducing_env(recorded, where)
    raise FingerprintMismatch(
        f"{where}: {both}: run it pinned to the capture's environment ({_assignments(env)}); the "
        f"`formal` command line does so itself in a child process",
        env=env,
    )


def pin_satisfied(isa: str) -> bool:
    """Whether this process already runs with pin ``isa``'s environment."""
    return all(os.environ.get(k) == v for k, v in PINS[isa]["env"].items())


def resolve_isa(isa: str) -> str:
    """``auto``: ``avx2`` on an x86-64 CPU that has it, else ``native``; a named pin must be supported here."""
    if isa == "auto":
        return "native" if _lacking(PINS["avx2"]["requires"]) else "avx2"
    if isa in PINS:
        lacking = _lacking(PINS[isa]["requires"])
        if lacking:
            raise FormalError(f"--isa {isa}: this CPU lacks {', '.join(lacking)}")
    elif isa != "native":
        raise FormalError(f"--isa: unknown {isa!r} (choose from {', '.join(ISA_CHOICES)})")
    return isa


def require_pin(isa: str) -> None:
    """Raise :class:`FingerprintMismatch` (with the pin's environment) unless this process runs pinned to ``isa``."""
    if isa == "native" or pin_satisfied(isa):
        return
    env = PINS[isa]["env"]
    pinned = _assignments(env)
    if os.environ.get(CHILD_MARK):
        raise FingerprintMismatch(f"--isa {isa}: the environment could not be pinned ({pinned})")
    raise FingerprintMismatch(
        f"--isa {isa}: a pinned capture needs {pinned} before torch starts; the `formal` "
        f"command line re-runs itself so",
        env=dict(env),
    )


def pin_for_capture(isa: str = "auto") -> str:
    """Resolve ``isa`` and require its pin (:func:`require_pin`); returns the resolved pin.
    Commands that capture many models call it once, before anything runs."""
    resolved = resolve_isa(isa)
    require_pin(resolved)
    return resolved


def rerun_pinned(argv: Sequence[str], exc: FingerprintMismatch) -> int:
    """Run ``formal ARGV`` again in a child process with ``exc.env``; return its exit status."""
    assert exc.env is not None
    print(f"formal: running in a child process pinned to {_assignments(exc.env)}", file=sys.stderr)
    sys.stderr.flush()
    sys.stdout.flush()
    return subprocess.run(python_argv("-m", "formal", *argv), env=child_environment(exc.env)).returncode
