"""One generated program made certified: saved, profiled, proved, emitted, checked by a run.

Inside :func:`formal.compile` and the ``formal`` torch.compile backend, every wrapper
Inductor generates has its ``call`` replaced by a :class:`CertifiedProgram`. At the first
call, with the real arguments, it does what ``formal capture``, ``certify``, ``emit`` and
``replay`` do on the command line, into the artifact folder (:mod:`formal.deploy.artifact`):

1. write the wrapper and the call's arguments (with constants and RNG state);
2. profile them into a trace (:func:`formal.capture.capture.profile_files`): the exact
   bytes of every storage, the compiler's program measured twice, its output digests;
3. find the minimum-peak order with its proof (:func:`formal.order.certify.certify`,
   within the time limit: optimal, or the gap with both bounds);
4. emit the permuted program (:func:`formal.emit.permute.emit_source`), arena-packed
   where asked (:mod:`formal.emit.arena`); the trace records the compiled kernels the
   program loads, by the sha256 of each library (:mod:`formal.machine.kernel_cache`), and
   the manifest records them too;
5. run it once on the saved arguments: its measured peak must equal the modeled peak to
   the byte and its outputs must equal the captured outputs bit for bit, or nothing is
   deployed (one-line :class:`FormalError`).

Then that call, and every later one, runs the certified program on the caller's
arguments. The RNG state at the first call is restored before it runs, so random ops draw
what the compiler's program would have drawn.
"""

from __future__ import annotations

import hashlib
import io
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import torch

from formal.base.errors import FormalError
from formal.base.files import HashedFile, write_atomic, write_yaml
from formal.base.progress import step
from formal.capture.capture import capture_context, profile_files
from formal.compress import ibp
from formal.deploy.artifact import compress_files, recompute_file
from formal.emit.arena import emit_arena_source, plan_arena
from formal.emit.compress import emit_compressed_source
from formal.emit.permute import emit_source
from formal.emit.recompute import emit_recompute_source, plan_peak
from formal.machine.fingerprint import PINS, current_fingerprint, pin_satisfied
from formal.machine.kernel_cache import library_bytes
from formal.model.problem import write_problem
from formal.order.certify import certify
from formal.pipelines.compress import MIN_BYTES, compressed_problem, plan_record, run_lever
from formal.pipelines.recompute import measure_macs
from formal.program.ownership import program_ownership
from formal.program.trace import load_trace
from formal.recompute.proof import recompute_proof
from formal.recompute.realize import realize
from formal.recompute.solve import solve as solve_recompute
from formal.replay.replay import check_replayable
from formal.runtime.codec_cache import collect as collect_codec_cache
from formal.runtime.execute import matches_capture, run_call
from formal.runtime.loader import load_inputs, load_wrapper
from formal.runtime.prebuilt import KERNELS, extern_kernel_paths

LOG = logging.getLogger("formal")
LEVERS = ("order", "arena", "recompute", "tile", "compress")  # tile: formal.deploy.tiling, before any program is made
RECOMPUTE_K = 1  # recomputations allowed per recomputable unit (the recompute lever's k)


@dataclass
class Options:
    """What the deployment applies: the levers, the proof's time limit, a peak budget."""

    levers: tuple[str, ...] = ("order",)
    time_limit: float = 60.0
    budget: int | None = None  # bytes; a certified peak above it is refused
    alignment: int = 64  # arena offsets
    sat: bool = True  # spend time left on a SAT refutation when bounds leave a gap
    strict: bool = False  # a lever whose program would not beat the compiler's peak: refuse (else the order)

    @classmethod
    def from_user(
        cls, levers: Any = None, time_limit: Any = 60.0, budget: Any = None, strict: Any = False
    ) -> "Options":
        chosen = ("order",) if levers is None else ((levers,) if isinstance(levers, str) else tuple(levers))
        unknown = [lv for lv in chosen if lv not in LEVERS]
        if unknown:
            raise FormalError(
                f"levers: {', '.join(map(repr, unknown))} not available here (choose from {', '.join(LEVERS)})"
            )
        if budget is not None and (isinstance(budget, bool) or not isinstance(budget, int) or budget <= 0):
            raise FormalError(f"budget: expected a positive number of bytes, got {budget!r}")
        if "recompute" in chosen and budget is None:
            raise FormalError(
                "levers: 'recompute' computes values again only to meet a budget: give budget=BYTES (the peak no "
                "program may exceed)"
            )
        if "recompute" in chosen and "arena" in chosen:
            raise FormalError(
                "levers: 'recompute' and 'arena' together are not available yet (a recomputing program is not "
                "arena-packed); choose one"
            )
        if "compress" in chosen and ("arena" in chosen or "recompute" in chosen):
            raise FormalError(
                "levers: 'compress' with 'arena' or 'recompute' is not available yet (a compressing program is "
                "neither arena-packed nor recomputing); choose one"
            )
        if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) or not time_limit > 0:
            raise FormalError(f"time_limit: expected a positive number of seconds, got {time_limit!r}")
        if not isinstance(strict, bool):
            raise FormalError(f"strict: expected True or False, got {strict!r}")
        return cls(
            levers=tuple(dict.fromkeys(("order", *chosen))), time_limit=float(time_limit), budget=budget, strict=strict
        )


def pinned_isa() -> str:
    """The pin this process runs under (``formal deploy --isa``, or the caller's environment), else ``native``."""
    return next((isa for isa in PINS if pin_satisfied(isa)), "native")


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]


class CertifiedProgram:
    """A generated wrapper's ``call``, replaced by its certified program at the first call.

    ``on_certified(program)`` runs once the program is certified (the session records it).
    ``keep_first_call``: keep the first call's argument and output objects (for the serving
    convention, :mod:`formal.deploy.compile`; a backward program's arguments are then held
    during that first call, which its own frees would have released).
    """

    def __init__(
        self,
        folder: Path,
        name: str,
        part: str,
        source: str,
        constants: dict[str, torch.Tensor],
        options: Options,
        on_certified: Callable[["CertifiedProgram"], None],
        keep_first_call: bool = False,
        forward_source: str | None = None,
    ):
        self.folder, self.name, self.part = folder, name, part
        # A backward program's forward: which saved values the backward owns is read from it
        # (formal.program.ownership, by position); without it, the conservative rule by name.
        self.forward_source = forward_source
        self.mode = "inference" if part == "infer" else "train"
        self.source, self.constants, self.options = source, constants, options
        self.on_certified = on_certified
        self.keep_first_call = keep_first_call
        self.aot: dict[str, Any] | None = None  # a forward program: how AOTAutograd calls it
        self.first_args: list[Any] | None = None
        self.first_outputs: Any = None
        self.record: dict[str, Any] | None = None
        self.calls = 0  # how often torch.compile's runtime ran this program
        # Inductor writes the thread count into the kernels it generates, and ATen's kernels
        # follow it at run time: the count the program was generated under (formal.load runs it so).
        self.threads = torch.get_num_threads()
        self._call: Callable[[list[Any]], Any] | None = None

    def __call__(self, args: list[Any]) -> Any:
        self.calls += 1
        if self._call is None:
            rng = torch.get_rng_state()
            try:
                self._certify(args)
            finally:  # profiling and the check run draw from the generator too
                torch.set_rng_state(rng)
            if self.keep_first_call:
                self.first_args = list(args)
                self.first_outputs = self._call(args)
                return self.first_outputs
        return self._call(args)

    def files(self) -> dict[str, str]:
        return {
            key: f"{self.name}.{suffix}"
            for key, suffix in (
                ("wrapper", "wrapper.py"),
                ("inputs", "inputs.pt"),
                ("trace", "trace.yaml"),
                ("proof", "proof.yaml"),
                ("program", "formal.py"),
            )
        }

    def _recompute(self, trace: Any, order_peak: int) -> tuple[str, int, dict[str, Any]]:
        """The recompute lever, where the certified order is over the budget: the schedule with the
        least extra MACs whose peak is within it (each recomputable unit run at most RECOMPUTE_K more
        times), its proof written beside the program; one line where none is found or none exists."""
        budget = self.options.budget
        assert budget is not None  # Options.from_user: the lever needs a budget
        with step(f"recomputing in {self.name} to meet the budget of {budget} B (measuring each unit's MACs)"):
            realized = realize(trace, RECOMPUTE_K, budget, measure_macs(trace))
            result = solve_recompute(realized.instance, "cpsat", self.options.time_limit)
        if not result.feasible:
            why = (
                "no schedule with recomputation reaches it (proved)"
                if result.optimal
                else "recomputation found no schedule within it in the time limit"
            )
            raise FormalError(
                f"{self.name}: certified peak {order_peak} B is over the budget of {budget} B, and {why} "
                f"(k = {RECOMPUTE_K}; levers {', '.join(self.options.levers)})"
            )
        proof = recompute_proof(realized.instance, result)
        write_yaml(self.folder / recompute_file(self.name), proof)
        peak, extra = plan_peak(realized, result.schedule)
        record = {
            "proof": recompute_file(self.name),
            "k": RECOMPUTE_K,
            "peak": peak,
            "order_peak": order_peak,
            "extra_macs": extra,
            "reruns": len(result.schedule) - realized.instance.n,
            "optimal": bool(result.optimal),
        }
        return emit_recompute_source(realized, result.schedule), peak, record

    def _compress(self, trace: Any, order: list[str], order_peak: int) -> tuple[str, int, dict[str, Any]]:
        """The compress lever: long-lived storages packed (IBP) between their uses in the certified
        order where that lowers the peak, measured (:func:`formal.pipelines.compress.run_lever`:
        bit-identical outputs, a lower measured peak); the plan's problem and a proof of its peak
        written beside the program. One line where no site lowers the peak."""
        with step(f"packing {self.name}'s long-lived storages between their uses (IBP, each site measured)"):
            report = run_lever(trace, order)
        if not report.kept:
            why = report.notes[-1] if report.notes else "no pack site lowers the peak"
            raise FormalError(
                f"{self.name}: levers 'compress': {why} ({len(report.candidates)} candidate storages of at least "
                f"{MIN_BYTES} B idle between uses in the certified order; peak {order_peak} B); nothing deployed"
            )
        problem, compressed_order = compressed_problem(trace.problem, order, report.chosen)
        with step(f"certifying the peak of {self.name}'s compressing program"):
            proof = certify(problem, self.options.time_limit, sat=False)
        assert isinstance(proof, dict)
        proof.update(order=compressed_order, peak=report.modeled_with)  # the emitted order; its bounds stand
        files = compress_files(self.name)
        write_problem(self.folder / files["problem"], problem)
        write_yaml(self.folder / files["proof"], proof)
        record = {
            **files,
            "peak": report.modeled_with,
            "order_peak": order_peak,
            "lower_bound": proof["lower_bound"],
            "codec": codec_path(),
            "sites": plan_record(report.chosen),
        }
        return emit_compressed_source(trace, order, [c.site for c in report.chosen]), report.modeled_with, record

    def _fallback(self, levers: list[str], peak: int, compiler: int, arena: dict[str, Any] | None) -> dict[str, Any]:
        """A lever's program whose certified peak is above the compiler's measured peak is never deployed: the
        certified order is, and one line says so (``strict``: the compile is refused instead)."""
        what = ", ".join(map(repr, levers))
        if arena is None:
            why = "it holds more than the compiler's allocator does"
        else:
            least = (
                " (the least for the arena problem: equal to its bound)"
                if arena["bytes"] == arena["lower_bound"]
                else ""
            )
            why = (
                f"its arena of {arena['bytes']:,} B{least} is held for the whole program and adds to the "
                f"{peak - arena['bytes']:,} B it holds outside the arena (inputs, kernels' workspaces) at their worst, "
                "where the compiler's allocator has freed blocks by then"
            )
        line = (
            f"{self.name}: levers {what}: certified peak {peak:,} B is above the compiler's measured {compiler:,} B "
            f"({why})"
        )
        if self.options.strict:
            raise FormalError(f"{line}; strict=True refuses it")
        LOG.info("formal.compile: %s; the certified order is deployed instead", line)
        return {"levers": levers, "lever_peak": peak, "compiler_peak": compiler, "why": why}

    def _certify(self, args: list[Any]) -> None:
        start = time.monotonic()
        files = {key: self.folder / name for key, name in self.files().items()}
        buf = io.BytesIO()
        torch.save(
            {
                "args": [a.detach() if isinstance(a, torch.Tensor) else a for a in args],
                "constants": self.constants,
                "rng_state": torch.get_rng_state(),
            },
            buf,
        )
        write_atomic(files["wrapper"], self.source)
        write_atomic(files["inputs"], buf.getvalue())
        del buf
        with step(f"profiling {self.name} (every statement, then two measured runs)"):
            context = capture_context(
                f"formal.compile:{self.name}", self.part, self.mode, pinned_isa(), dict(current_fingerprint("cpu"))
            )
            owned = program_ownership(self.part, self.source, self.forward_source)
            trace_data = profile_files(self.name, files["wrapper"], files["inputs"], self.part, context, owned=owned)
        write_yaml(files["trace"], trace_data)
        trace = load_trace(files["trace"])
        with step(f"certifying {self.name}'s order (time limit {self.options.time_limit:g} s)"):
            proof, info = certify(trace.problem, self.options.time_limit, with_info=True, sat=self.options.sat)
        write_yaml(files["proof"], proof)
        order = proof["order"]
        arena: dict[str, Any] | None = None
        if "arena" in self.options.levers:
            realization = plan_arena(trace, order, alignment=self.options.alignment)
            source, modeled = emit_arena_source(trace, order, realization), realization.predicted_peak
            arena = {
                "bytes": realization.plan.arena,
                "lower_bound": realization.plan.lower_bound,
                "alignment": self.options.alignment,
                "planned": len(realization.planned),
            }
        else:
            source, modeled = emit_source(trace, order), proof["peak"]
        recompute: dict[str, Any] | None = None
        if "recompute" in self.options.levers and self.options.budget is not None and modeled > self.options.budget:
            source, modeled, recompute = self._recompute(trace, modeled)
        compress: dict[str, Any] | None = None
        if "compress" in self.options.levers:
            source, modeled, compress = self._compress(trace, order, modeled)
        deployed, fallback = list(self.options.levers), None
        compiler = int(trace.evidence["original_measured_peak"])
        if modeled > compiler and len(deployed) > 1:  # a lever that costs more than the compiler's allocator
            fallback = self._fallback(deployed[1:], modeled, compiler, arena)
            source, modeled, deployed = emit_source(trace, order), proof["peak"], ["order"]
            arena = recompute = compress = None
        write_atomic(files["program"], source)

        # One run of the certified program on the saved arguments: the bytes written are the
        # bytes run, checked against the capture before the caller's arguments ever reach it.
        wrapper, inputs = check_replayable(trace)
        program = HashedFile.read(files["program"])
        namespace = load_wrapper(program, load_inputs(inputs)["constants"], trace.kernels)
        with step(f"running {self.name}'s certified program once (peak and outputs against the capture)"):
            run = run_call(namespace, inputs, list(trace.program["owned"]))
        same = matches_capture(run.outputs, trace.output_digests)
        run.outputs = None  # the check run's outputs are not kept alive
        if run.measured_peak != modeled or not same:
            what = (
                f"measured peak {run.measured_peak} B != modeled {modeled} B"
                if run.measured_peak != modeled
                else "outputs differ from the compiler's program"
            )
            raise FormalError(
                f"{self.name}: the certified program failed its check run ({what}); "
                f"nothing deployed; the files are in {self.folder}"
            )
        if compress is not None:  # the codec's compiled kernels ship with it: formal.load compiles nothing
            compress["numba_cache"] = collect_codec_cache(self.folder)
        budget = self.options.budget
        if budget is not None and modeled > budget:
            raise FormalError(
                f"{self.name}: certified peak {modeled} B is over the budget of {budget} B (no order "
                f"goes below {proof['lower_bound']} B: levers {', '.join(self.options.levers)})"
            )
        extern = ship_kernels(self.folder, program, namespace, trace.kernels)
        self.record = {
            "name": self.name,
            "part": self.part,
            "files": self.files(),
            "certified_peak": modeled,
            "measured_peak": run.measured_peak,
            "order_peak": proof["peak"],
            "lower_bound": proof["lower_bound"],
            "optimal": proof["peak"] == proof["lower_bound"],
            "compiler_peak": compiler,
            "levers": deployed,
            "fallback": fallback,
            "arena": arena,
            "recompute": recompute,
            "compress": compress,
            "owned": list(trace.program["owned"]),
            "output_digests": trace.output_digests,
            "kernels": trace.kernels,
            "extern_kernels": extern,
            "program_sha256": hashlib.sha256(program.data).hexdigest(),
            "found_by": info.get("found_by"),
            "seconds": round(time.monotonic() - start, 3),
            "threads": self.threads,
        }
        self._call = namespace["call"]
        self.source, self.constants = "", {}  # on disk now; the certified module holds its own constants
        self.on_certified(self)


def codec_path() -> str:
    """Which implementation of the IBP codec this process runs (:data:`formal.compress.ibp.USE_KERNELS`):
    its transient bytes, hence a compressing program's peak, depend on it."""
    return "numba" if ibp.USE_KERNELS else "numpy"


def ship_kernels(
    folder: Path, program: HashedFile, namespace: dict[str, Any], kernels: list[dict[str, str]] | None
) -> dict[str, str] | None:
    """Put the compiled libraries the certified program loaded into ``folder/kernels/<sha256>.so``
    and return its extern kernels' paths, so that formal.load runs it with no compiler
    (:mod:`formal.runtime.prebuilt`); None where its kernels were not recorded."""
    if kernels is None:
        return None
    (folder / KERNELS).mkdir(exist_ok=True)
    for kernel in kernels:
        target = folder / KERNELS / f"{kernel['sha256']}.so"
        if not target.is_file():
            write_atomic(target, library_bytes(kernel["sha256"]))
    return extern_kernel_paths(program.text, namespace)
