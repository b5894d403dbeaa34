"""Memory timelines: bytes live over a program's run, as the project's peak models define them.

Two sources, one result type (:class:`Timeline`):

* :func:`program_timeline`: the compiler's *own* program, statement by statement, exactly
  the simulation of :meth:`formal.program.trace.Trace.program_peak` (storages count from
  the statement where the program allocated them, a kernel call samples
  ``live + transient``, storages stop counting after the statement that freed them);
* :func:`schedule_timeline`: a legal unit order under the unit-level peak semantics of
  docs/semantics.md (:func:`formal.model.peak.live_profile`): allocate at the first
  access, free after the last one, as :mod:`formal.emit` writes programs.

Both are a sequence of *moments* (allocations, one sample, frees). The result keeps every
alloc/free event (for the PyTorch snapshot export, :mod:`formal.report.snapshot`), the
largest sample of each kernel step (for the plot), the peak and which storages are live
at it. Each builder cross-checks its peak against the model it mirrors, so a plot can
never disagree with the number the rest of the project reports.

Kernel steps: step ``k`` is the ``k``-th kernel call executed. For the compiler's program,
statements between two kernel calls (allocations, ``del``) belong to the step of the
*next* kernel call, so a step's value is the largest number of bytes live at any statement
from just after the previous kernel call up to and including this one; the maximum over
steps is still the exact program peak.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

from formal.base.errors import FormalError
from formal.model import Problem, access_positions, order_indices
from formal.model import peak as model_peak

KIND_INPUT, KIND_INTERMEDIATE, KIND_OUTPUT, KIND_SCRATCH = "input", "intermediate", "output", "scratch"


@dataclass(frozen=True)
class Event:
    """One allocation or free, in execution order."""

    action: str  # "alloc" | "free"
    storage: str  # storage id; scratch of unit u is "<u>.transient"
    bytes: int
    kind: str  # input | intermediate | output | scratch
    step: int  # kernel step during which it happens
    where: str  # the statement (program) or unit (schedule) that causes it
    line: int  # statement index in the wrapper's call (program), or position in the order


@dataclass
class Timeline:
    """Bytes live over one run: per-step envelope, events, peak and what is live at it."""

    title: str
    order: list[str]  # units in execution order
    steps: list[int]  # steps[k]: most bytes live during kernel step k
    events: list[Event]
    peak: int
    peak_step: int
    peak_where: str
    peak_live: list[tuple[str, int, str]]  # (storage, bytes, kind) live at the peak, largest first
    model: str  # which semantics produced it, in words

    @property
    def n_steps(self) -> int:
        return len(self.steps)


@dataclass
class _Moment:
    step: int
    where: str
    line: int
    allocs: list[str] = field(default_factory=list)
    transient: tuple[str, int] | None = None  # (unit id, bytes)
    frees: list[str] = field(default_factory=list)


def storage_kinds(problem: Problem) -> dict[str, str]:
    """input / intermediate (freed by the program) / output (internal, never freed)."""
    out = {}
    for st in problem.storages:
        if st.origin == "input":
            out[st.id] = KIND_INPUT
        else:
            out[st.id] = KIND_INTERMEDIATE if st.freeable else KIND_OUTPUT
    return out


def _simulate(
    title: str, model: str, problem: Problem, order: list[str], n_steps: int, moments: Iterable[_Moment]
) -> Timeline:
    sizes = {st.id: st.bytes for st in problem.storages}
    kinds = storage_kinds(problem)
    live_set: dict[str, int] = {}
    events: list[Event] = []
    # Inputs exist before the first statement: they are allocated at step 0, "before the program".
    for st in problem.storages:
        if st.origin == "input":
            live_set[st.id] = st.bytes
            events.append(Event("alloc", st.id, st.bytes, KIND_INPUT, 0, "program input", -1))
    live = sum(live_set.values())
    steps = [0] * max(1, n_steps)
    steps[0] = live
    best, best_step, best_where = live, 0, "program start (inputs)"
    best_live = dict(live_set)
    for m in moments:
        for s in m.allocs:
            if s in live_set:
                raise FormalError(f"internal error: {title}: storage {s!r} allocated twice", exit_code=70)
            live_set[s] = sizes[s]
            live += sizes[s]
            events.append(Event("alloc", s, sizes[s], kinds[s], m.step, m.where, m.line))
        sample = live
        if m.transient is not None and m.transient[1] > 0:
            uid, tb = m.transient
            sample += tb
            events.append(Event("alloc", f"{uid}.transient", tb, KIND_SCRATCH, m.step, m.where, m.line))
        steps[m.step] = max(steps[m.step], sample)
        if sample > best:
            best, best_step, best_where = sample, m.step, m.where
            best_live = dict(live_set)
            if m.transient is not None and m.transient[1] > 0:
                best_live[f"{m.transient[0]}.transient"] = m.transient[1]
        if m.transient is not None and m.transient[1] > 0:
            uid, tb = m.transient
            events.append(Event("free", f"{uid}.transient", tb, KIND_SCRATCH, m.step, m.where, m.line))
        for s in m.frees:
            if s not in live_set:
                continue  # freeing what the program never counted (a view's base): no bytes change
            live -= live_set.pop(s)
            events.append(Event("free", s, sizes[s], kinds[s], m.step, m.where, m.line))
    peak_live = sorted(((s, b, kinds.get(s, KIND_SCRATCH)) for s, b in best_live.items()), key=lambda r: (-r[1], r[0]))
    return Timeline(title, order, steps, events, best, best_step, best_where, peak_live, model)


def schedule_timeline(
    problem: Problem, order: Sequence[str], title: str = "schedule", labels: dict[str, str] | None = None
) -> Timeline:
    """The unit-level timeline of a legal ``order`` (docs/semantics.md); peak == formal.model.peak."""
    want = model_peak(problem, order)  # raises on an illegal order
    idx = order_indices(problem, order)
    first, last = access_positions(problem, idx)
    alloc_at: list[list[str]] = [[] for _ in idx]
    free_at: list[list[str]] = [[] for _ in idx]
    for s, st in enumerate(problem.storages):
        if s not in first:
            continue
        if st.origin == "internal":
            alloc_at[first[s]].append(st.id)
        if st.freeable:
            free_at[last[s]].append(st.id)
    labels = labels or {}

    def moments() -> Iterable[_Moment]:
        for pos, j in enumerate(idx):
            u = problem.units[j]
            where = f"{u.id}: {labels[u.id]}" if u.id in labels else u.id
            yield _Moment(pos, where, pos, alloc_at[pos], (u.id, u.transient), free_at[pos])

    tl = _simulate(
        title,
        "unit-level model (allocate at first access, free after last access)",
        problem,
        list(order),
        len(idx),
        moments(),
    )
    if tl.peak != want:
        raise FormalError(f"internal error: timeline peak {tl.peak} != modeled peak {want}", exit_code=70)
    return tl


def program_timeline(trace, title: str = "original program") -> Timeline:
    """The compiler's own program, statement by statement; peak == ``trace.program_peak()``."""
    problem: Problem = trace.problem
    statements = trace.program["statements"]
    transient = {u.id: u.transient for u in problem.units}
    unit_positions = [i for i, st in enumerate(statements) if st["kind"] == "unit"]
    order = [statements[i]["unit"] for i in unit_positions]
    n = len(order)
    # Step of statement i: the next kernel call at or after it (the last one after the end).
    step_of: list[int] = []
    k = 0
    for i in range(len(statements)):
        while k < n and unit_positions[k] < i:
            k += 1
        step_of.append(min(k, n - 1) if n else 0)

    def moments() -> Iterable[_Moment]:
        for i, st in enumerate(statements):
            born, freed = list(st.get("born", ())), list(st.get("freed", ()))
            is_unit = st["kind"] == "unit"
            code = " ".join(str(st.get("code", "")).split())
            where = f"line {i}: {code}"
            yield _Moment(step_of[i], where, i, born, (st["unit"], transient[st["unit"]]) if is_unit else None, freed)

    tl = _simulate(
        title,
        "statement by statement, allocating and freeing where the compiler's code does (Trace.program_peak)",
        problem,
        order,
        n,
        moments(),
    )
    want = trace.program_peak()
    if tl.peak != want:
        raise FormalError(f"internal error: program timeline peak {tl.peak} != program_peak {want}", exit_code=70)
    return tl


def unit_labels(data: dict) -> dict[str, str]:
    """Unit id -> kernel label from a trace's ``units`` (empty for a plain problem)."""
    out = {}
    for u in data.get("units", []) if isinstance(data, dict) else []:
        if isinstance(u, dict) and "label" in u and "id" in u:
            out[str(u["id"])] = str(u["label"])
    return out


def lifetimes(tl: Timeline) -> dict[str, tuple[int, int | None]]:
    """Storage -> (index of its alloc event, index of its free event or None), in event order."""
    out: dict[str, tuple[int, int | None]] = {}
    for i, e in enumerate(tl.events):
        if e.action == "alloc":
            out[e.storage] = (i, None) if e.storage not in out else out[e.storage]
        elif e.storage in out:
            out[e.storage] = (out[e.storage][0], i)
    return out
