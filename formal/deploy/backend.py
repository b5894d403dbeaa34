"""The ``formal`` torch.compile backend: Inductor's programs, each replaced by its certified one.

``torch.compile(model, backend="formal")`` (registered through the ``torch_dynamo_backends``
entry point) compiles every graph Dynamo hands over with Inductor (``compile_fx``), as the
default backend does, and intercepts the wrapper Inductor generates for each forward,
backward or inference program: its ``call`` becomes a
:class:`~formal.deploy.certified.CertifiedProgram`, certified at its first call. Everything
around the programs (argument flattening, the autograd function joining forward and
backward, input mutations, output aliasing, guards and recompiles) stays PyTorch's own, so
the certified programs run exactly where Inductor's would have, on the same kernels.

A model with graph breaks gives several graphs, each with its programs and proofs
(``g0.fwd``, ``g0.bwd``, ``g1.fwd``, ...); a recompile (another shape) gives new ones.
Options (``torch.compile(..., options={...})``): ``out`` (the artifact folder; default a
temporary one kept while the process runs), ``levers``, ``time_limit``, ``budget``
(:class:`~formal.deploy.certified.Options`), and ``dynamic``, the policy for a graph with
symbolic sizes (what Dynamo's automatic dynamic shapes ask for at a second shape):

- ``"recertify"`` (the default): the graph is compiled again for each concrete input
  signature at that signature's first call (:class:`PerShape`), static, certified and
  checked as the first shape's was, so every shape runs its own proved program;
- ``"refuse"``: the graph is refused in one line (Dynamo raises ``BackendCompilerFailed``).

A proof holds for one shape, so a program with symbolic sizes never runs uncertified.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any, Callable

import torch

from formal.base.errors import FormalError
from formal.base.files import folder_beside, write_atomic
from formal.base.progress import step
from formal.capture.compile import replace_calls, uncached
from formal.deploy.artifact import FORMAT, MANIFEST, write_manifest
from formal.deploy.certified import CertifiedProgram, Options
from formal.machine.fingerprint import current_fingerprint
from formal.machine.kernel_cache import activate


class Session:
    """The programs certified for one compiled model, and the artifact folder they are written to."""

    def __init__(
        self,
        options: Options,
        out: str | Path | None = None,
        mode: str = "inference",
        keep_first_call: bool = False,
        dynamic: str = "recertify",
    ):
        self.options, self.mode, self.keep_first_call = options, mode, keep_first_call
        self.dynamic = require_policy(dynamic, "backend 'formal'")
        # Files are written to a working folder and published to ``out`` only once everything about them
        # has passed (:meth:`publish`): a failure leaves ``out`` as it was. The backend publishes after each
        # certified program; formal.compile once, at the end of the compile, then after each later one.
        self.folder = Path(tempfile.mkdtemp(prefix="formal-artifact-"))
        atexit.register(shutil.rmtree, self.folder, True)
        self.target: Path | None = None if out is None else _artifact_target(Path(out))
        self.live = mode == "backend"  # whether each manifest written is published at once
        self._published: dict[str, tuple[int, int, int]] = {}  # file -> (inode, size, mtime), as last published
        self.programs: list[CertifiedProgram] = []
        self.graphs = 0
        # Static graphs compiled so far, by what a call must match to run one (:func:`static_key`): a
        # symbolic graph's call at a signature one of them already serves runs it, certified once.
        self.static: dict[tuple, Callable[..., Any]] = {}
        self.frozen: str | None = None  # why no further program may be compiled, once set
        # More manifest fields; formal.compile sets the signature and the serving convention.
        self.extra: dict[str, Any] = {
            "serve": None,
            "serve_refused": (
                "written by the torch.compile backend, whose programs run behind torch.compile's own runtime "
                "(use formal.compile for an artifact formal.load can serve)"
            ),
        }

    # -- the backend --------------------------------------------------------------------

    def backend(self, gm: torch.fx.GraphModule, example_inputs: list[Any]) -> Callable[..., Any]:
        """A Dynamo backend: compile ``gm`` with Inductor, every program certified."""
        # torch._inductor: seconds to import; only compiling or reading Inductor's settings needs it
        from torch._inductor.compile_fx import compile_fx

        if self.frozen:
            raise FormalError(self.frozen)
        symbolic = [i for i, x in enumerate(example_inputs) if _symbolic(x)]
        if symbolic and self.dynamic == "recertify":  # one program per concrete shape, at its first call
            return PerShape(self, gm)
        if symbolic:  # one program for every size: its proof would hold at one of them only
            raise FormalError(
                f"backend 'formal': graph g{self.graphs} takes symbolic sizes (argument {symbolic[0]}): a proof holds "
                "for one shape, so this shape is refused (options={'dynamic': 'refuse'}); dynamic='recertify' "
                "certifies one program per shape (docs/deploy.md)"
            )
        activate()  # kernels compiled in a private folder and hashed as they load, from the first one
        graph = self.graphs
        self.graphs += 1
        sources: dict[str, str] = {}  # this graph's forward program, for its backward's ownership

        def inner_compile(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any) -> Any:
            # torch._inductor: seconds to import; only compiling or reading Inductor's settings needs it
            from torch._inductor.compile_fx import compile_fx_inner

            if kwargs.get("is_backward"):
                part = "bwd"
            else:
                part = "infer" if kwargs.get("is_inference") else "fwd"
            aot = aot_convention() if part == "fwd" else None

            def make(source: str, constants: dict[str, torch.Tensor], _generated: Any) -> CertifiedProgram:
                # Inductor's own call is replaced, never run: the certified program runs instead.
                sources[part] = source
                program = CertifiedProgram(
                    self.folder,
                    f"g{graph}.{part}",
                    part,
                    source,
                    constants,
                    self.options,
                    self._certified,
                    self.keep_first_call,
                    sources.get("fwd") if part == "bwd" else None,
                )
                program.aot = aot
                return program

            # The backward is compiled later, at the first backward: no cache there either.
            with uncached(), replace_calls(make):
                return compile_fx_inner(gm, example_inputs, **kwargs)

        with uncached(), step(f"compiling graph g{graph} with Inductor"):
            compiled = compile_fx(gm, example_inputs, inner_compile=inner_compile)
        key = static_key(gm, list(example_inputs))
        if key is not None:
            self.static.setdefault(key, compiled)
        return compiled

    def _certified(self, program: CertifiedProgram) -> None:
        self.programs.append(program)
        self.write_manifest()

    # -- the artifact -------------------------------------------------------------------

    def manifest(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "torch": str(torch.__version__),
            "mode": self.mode,
            "fingerprint": dict(current_fingerprint("cpu")),
            **self.extra,
            "programs": [dict(p.record) for p in self.programs if p.record is not None],
        }

    def write_manifest(self) -> None:
        write_manifest(self.folder, self.manifest())
        if self.live:
            self.publish()

    @property
    def artifact(self) -> Path:
        """Where the artifact is: ``out`` once published, else the working folder."""
        return self.target if self.target is not None and self._published else self.folder

    def publish(self) -> None:
        """Make the working folder's artifact the one at ``out`` (no-op without ``out``). The first time, the
        whole folder is copied beside ``out`` and renamed into its place (an artifact there before is
        replaced); later, new or changed files are copied in, then the manifest, written last."""
        self.live = True
        if self.target is None:
            return
        # Only this session writes the working folder, and it writes files whole (a new inode each time), so a
        # file's inode, size and time tell whether it changed since the last publish: nothing is hashed again.
        files = {
            str(p.relative_to(self.folder)): (info.st_ino, info.st_size, info.st_mtime_ns)
            for p in sorted(self.folder.rglob("*"))
            if p.is_file() and (info := p.stat())
        }
        if not self._published:
            fresh = folder_beside(self.target, "new")
            shutil.copytree(self.folder, fresh, dirs_exist_ok=True)
            old = None
            if self.target.exists():
                old = folder_beside(self.target, "old")
                os.replace(self.target, old / "artifact")
            os.replace(fresh, self.target)
            if old is not None:
                shutil.rmtree(old, ignore_errors=True)
        else:
            for name, stamp in files.items():
                if name != MANIFEST and self._published.get(name) != stamp:
                    (self.target / name).parent.mkdir(parents=True, exist_ok=True)
                    write_atomic(self.target / name, (self.folder / name).read_bytes())
            write_atomic(self.target / MANIFEST, (self.folder / MANIFEST).read_bytes())
        self._published = files

    def calls(self) -> int:
        """How often torch.compile's runtime ran any of this session's programs."""
        return sum(p.calls for p in self.programs)

    def program(self, part: str) -> CertifiedProgram | None:
        return next((p for p in self.programs if p.part == part), None)


def _artifact_target(out: Path) -> Path:
    """``out`` if an artifact may be published there: a new folder, an empty one, or an earlier artifact (it is
    replaced); a file, or a folder of other files, is refused in one line (they would be lost)."""
    if out.exists() and not out.is_dir():
        raise FormalError(f"out={out}: exists and is not a folder")
    if out.is_dir() and any(out.iterdir()) and not (out / MANIFEST).is_file():
        raise FormalError(
            f"out={out}: holds files that are not a formal artifact (no {MANIFEST}); choose a new or empty folder"
        )
    return out


DYNAMIC = ("recertify", "refuse")  # the policies for a call whose shapes no certified program has


def require_policy(dynamic: Any, where: str) -> str:
    """``dynamic`` if it is one of :data:`DYNAMIC`, else a one-line FormalError."""
    if dynamic not in DYNAMIC:
        raise FormalError(f"{where}: dynamic={dynamic!r}: expected one of {', '.join(map(repr, DYNAMIC))}")
    return str(dynamic)


class PerShape:
    """A graph with symbolic sizes run as static programs, one per concrete input signature.

    Dynamo hands the backend one graph for every shape (automatic dynamic shapes); a proof
    holds for one. So at the first call of each signature (the shapes, strides, dtypes and
    devices of the tensors, whether each requires grad, the grad mode, and the values of the
    symbolic sizes), the graph is compiled again by Inductor with those concrete arguments
    as its example inputs: a static program, certified and checked at that first call like
    any other, into the same artifact (``g1.infer``, ``g2.infer``, ...). Later calls of that
    signature run it. Dynamo's own guards still decide which graph a call reaches.
    """

    def __init__(self, session: "Session", gm: torch.fx.GraphModule):
        self.session, self.gm = session, gm
        self.compiled: dict[tuple, Callable[..., Any]] = {}

    def __call__(self, *args: Any) -> Any:
        key = (torch.is_grad_enabled(), *map(_concrete_key, args))
        compiled = self.compiled.get(key)
        if compiled is None:
            compiled = self.compiled[key] = self._certified_already(list(args)) or self.session.backend(
                self.gm, list(args)
            )
        return compiled(*args)

    def _certified_already(self, args: list[Any]) -> Callable[..., Any] | None:
        """The static program of this graph's frame that already serves this call's tensors, if any (the shape
        the model was first compiled for, say, called again after Dynamo went symbolic at another shape):
        the same code traced at the same shapes, its programs certified once (:func:`static_key`)."""
        sizes = [i for i, node in enumerate(_placeholders(self.gm)) if _is_size(node)]
        tensors = [a for i, a in enumerate(args) if i not in sizes]
        key = static_key(self.gm, tensors, skip=sizes)
        static = self.session.static.get(key) if key is not None else None
        if static is None:
            return None
        return lambda *call: static(*[a for i, a in enumerate(call) if i not in sizes])


def _placeholders(gm: torch.fx.GraphModule) -> list[torch.fx.Node]:
    return [node for node in gm.graph.nodes if node.op == "placeholder"]


def _is_size(node: torch.fx.Node) -> bool:
    """A placeholder for a symbolic size (Dynamo passes the sizes of a symbolic graph as arguments)."""
    return isinstance(node.meta.get("example_value"), torch.SymInt)


def static_key(gm: torch.fx.GraphModule, tensors: list[Any], skip: list[int] | None = None) -> tuple | None:
    """What a call must match to run a static graph's programs: the frame Dynamo traced (its compile id's frame),
    the graph's tensor arguments by Dynamo's names (``skip``: the symbolic sizes' places, left out), each
    tensor's concrete signature, and the grad mode. Two graphs of one frame with the same tensor arguments at
    the same shapes trace the same code at the same shapes: they compute the same. None where Dynamo named no
    frame, or an argument is not a tensor."""
    compile_id = gm.meta.get("dynamo_compile_id")
    frame = getattr(compile_id, "frame_id", None)
    names = [node.name for i, node in enumerate(_placeholders(gm)) if i not in (skip or [])]
    if frame is None or len(names) != len(tensors) or not all(isinstance(t, torch.Tensor) for t in tensors):
        return None
    return (frame, tuple(names), torch.is_grad_enabled(), *map(_concrete_key, tensors))


def _concrete_key(value: Any) -> Any:
    """What of one graph argument a static program is specialized to."""
    if isinstance(value, torch.Tensor):
        return (tuple(value.shape), value.stride(), value.dtype, value.device, value.requires_grad)
    return (type(value).__name__, value)


def _symbolic(value: Any) -> bool:
    """Whether a graph argument has a symbolic size (Dynamo's automatic dynamic shapes)."""
    if isinstance(value, torch.SymInt):
        return True
    if isinstance(value, torch.Tensor):
        return any(isinstance(d, torch.SymInt) for d in (*value.shape, *value.stride()))
    return False


def aot_convention() -> dict[str, Any]:
    """How AOTAutograd calls the forward program being compiled now (its ``fw_metadata``).

    A forward program returns the model's outputs, then the tensors saved for the backward;
    the backward program takes those saved tensors, then one tangent per output that
    requires grad, and returns one gradient per forward argument. Inputs that the graph
    mutates (batch norm's running statistics) are written inside the program. ``refused``
    says why a program departs from that plain convention (mutations applied by the
    runtime, outputs aliasing inputs or each other, effect tokens, functionalized RNG), so
    that :func:`formal.load` does not serve it.
    """
    context = torch._guards.TracingContext.try_get()
    meta = getattr(context, "fw_metadata", None)
    try:
        kinds = [info.output_type.name for info in meta.output_info]
        convention: dict[str, Any] = {
            "num_outputs": int(meta.num_outputs),
            "requires_grad": [bool(info.requires_grad) for info in meta.output_info],
        }
        why = []
        if list(meta.mutated_inp_runtime_indices):
            why.append("inputs mutated by torch.compile's runtime after the program")
        if any(kind != "non_alias" for kind in kinds):
            why.append("outputs that alias inputs or each other")
        if meta.num_intermediate_bases or len(meta.tokens) or meta.is_rng_op_functionalized:
            why.append("intermediate bases, effect tokens or functionalized RNG")
    except (AttributeError, TypeError):
        return {"refused": "torch.compile's AOTAutograd metadata was not found (another torch version?)"}
    if why:
        convention["refused"] = "; ".join(why)
    return convention


def formal_backend(
    gm: torch.fx.GraphModule, example_inputs: list[Any], options: dict[str, Any] | None = None
) -> Callable[..., Any]:
    """The entry point behind ``torch.compile(model, backend="formal", options={...})``.

    Dynamo calls a backend once per graph, with no handle on the ``torch.compile`` call it
    came from; so the graphs share one :class:`Session` per ``out`` folder (one per process
    without ``out``), and all of a model's programs land in one artifact.
    """
    options = dict(options or {})
    unknown = sorted(set(options) - {"out", "levers", "time_limit", "budget", "dynamic", "strict"})
    if unknown:
        raise FormalError(
            f"backend 'formal': unknown option(s) {', '.join(unknown)} (known: out, levers, time_limit, budget, "
            "dynamic, strict)"
        )
    chosen = Options.from_user(
        options.get("levers"), options.get("time_limit", 60.0), options.get("budget"), options.get("strict", False)
    )
    dynamic = require_policy(options.get("dynamic", "recertify"), "backend 'formal'")
    key = str(Path(options["out"]).resolve()) if options.get("out") is not None else None
    session = _SESSIONS.get(key)
    if session is None:
        session = _SESSIONS[key] = Session(chosen, out=options.get("out"), mode="backend", dynamic=dynamic)
    elif session.options != chosen or session.dynamic != dynamic:
        raise FormalError(
            f"backend 'formal': out={key}: already written with other options ({session.options}, dynamic="
            f"{session.dynamic!r}); use another folder"
        )
    return session.backend(gm, example_inputs)


_SESSIONS: dict[str | None, Session] = {}
