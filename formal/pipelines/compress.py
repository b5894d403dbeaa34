"""The compress-at-rest lever: pack long-lived storages between their uses, guarded by measurement.

For a trace and a legal unit order:

1. **Candidates.** An internal, freeable, non-output storage with consecutive accesses at
   order positions ``i < j`` (``j >= i + 2``, the access at ``j`` reads it) can be packed
   at the end of unit ``i``'s segment and unpacked at the start of unit ``j``'s
   (:mod:`formal.emit.compress`). The IBP paper (arXiv 2605.30728) packs tensors that
   cross a slow link; here the "link" is time: the storage sits unused in memory.
2. **Probe (measured).** The emitted order is executed once, statement by statement. At
   each candidate's pack point the storage's real contents are packed and unpacked
   under the CPU allocator's exact-size events: payload bytes, the pack's and unpack's
   transient bytes, and the round trip (bit-exact, or the candidate is dropped). The
   probe also records the names bound to the storage (all must be plain tensor names,
   none may be used between the two points, none inside a tuple) and, at the unpack
   point, each live name's dtype, size, stride and storage offset.
3. **Model.** A plan is a new problem: per packed storage ``s`` a unit ``pack:s``
   (reads ``s``, writes ``s@packed``, the measured transient) after unit ``i`` and a
   unit ``unpack:s`` (reads ``s@packed``, writes ``s@restored``) before unit ``j``;
   later accesses to ``s`` go to ``s@restored``. Its peak under docs/semantics.md is the
   modeled peak. Sites are chosen greedily (at most one per storage) while the modeled
   peak drops.
4. **Guard (measured).** The compressed program and the plain permuted program are run
   (:func:`formal.runtime.execute.run_call`); the plan is kept only if every output is
   bit-identical to the original program's and the measured peak is lower.
"""

from __future__ import annotations

import ast
import functools
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

import torch

from formal.base.errors import FormalError
from formal.base.files import write_atomic
from formal.compress import ibp, runtime
from formal.emit.compress import NameView, PackSite, emit_compressed_source, segment_starts
from formal.emit.permute import emit_source, permuted_body
from formal.model.peak import peak
from formal.model.problem import Problem, Storage, Unit
from formal.program.statements import parse_program
from formal.program.trace import Trace
from formal.replay.replay import check_replayable
from formal.runtime.execute import bit_identical, matches_capture, run_call
from formal.runtime.loader import load_inputs, load_wrapper
from formal.runtime.memory import peak_of, record_allocations

MIN_BYTES = 4096  # smaller storages are not worth a codec call


@dataclass
class Candidate:
    """One measured pack site."""

    site: PackSite
    bytes: int
    payload: int  # measured packed payload bytes (the header is host memory, see docs/ibp.md)
    pack_transient: int  # measured: in-call high-water mark above the payload
    unpack_transient: int  # measured: in-call high-water mark above the restored storage

    @property
    def ratio(self) -> float:
        return self.bytes / self.payload if self.payload else float("inf")

    def to_dict(self) -> dict[str, Any]:
        return {
            "storage": self.site.storage,
            "bytes": self.bytes,
            "packed": self.payload,
            "ratio": round(self.ratio, 4),
            "after_position": self.site.after,
            "before_position": self.site.before,
            "pack_transient": self.pack_transient,
            "unpack_transient": self.unpack_transient,
        }


@dataclass
class LeverReport:
    order: list[str]
    candidates: list[Candidate]
    chosen: list[Candidate]
    modeled_without: int
    modeled_with: int
    measured_without: int | None = None
    measured_with: int | None = None
    bit_identical: bool | None = None
    kept: bool = False
    notes: list[str] = field(default_factory=list)

    @property
    def exact(self) -> bool:
        return self.measured_with == self.modeled_with

    def to_dict(self) -> dict[str, Any]:
        return {
            "candidates": [c.to_dict() for c in self.candidates],
            "chosen": [c.site.storage for c in self.chosen],
            "modeled_peak_without": self.modeled_without,
            "modeled_peak_with": self.modeled_with,
            "measured_peak_without": self.measured_without,
            "measured_peak_with": self.measured_with,
            "measured_equals_modeled": self.exact if self.chosen else None,
            "bit_identical": self.bit_identical,
            "kept": self.kept,
            "notes": self.notes,
        }


# --------------------------------------------------------------------------- candidates


def gaps(trace: Trace, order: Sequence[str], min_bytes: int = MIN_BYTES) -> list[tuple[str, int, int]]:
    """``(storage, i, j)``: consecutive accesses at order positions i < j - 1, the one at j reads."""
    problem = trace.problem
    outputs = set(trace.program.get("outputs") or ())
    uses: dict[str, list[tuple[int, str]]] = {}
    for pos, uid in enumerate(order):
        for sid, mode in problem.units[problem.unit_index[uid]].accesses:
            uses.setdefault(sid, []).append((pos, mode))
    out = []
    for st in problem.storages:
        if st.origin != "internal" or not st.freeable or st.id in outputs or st.bytes < min_bytes:
            continue
        acc = uses.get(st.id, [])
        for (i, _), (j, mode) in zip(acc, acc[1:]):
            if j - i >= 2 and mode in ("r", "rw"):
                out.append((st.id, i, j))
    return out


def _resolve(env: dict[str, Any], sid: str) -> torch.Tensor | None:
    """The tensor a storage id names right after its birth: ``buf3``, ``buf8[1]``, ``buf4#2``."""
    m = re.fullmatch(r"([A-Za-z_]\w*)((?:\[\d+\])*)(?:#\d+)?", sid)
    if not m or m.group(1) not in env:
        return None
    value = env[m.group(1)]
    for k in re.findall(r"\[(\d+)\]", m.group(2)):
        if not isinstance(value, (tuple, list)) or int(k) >= len(value):
            return None
        value = value[int(k)]
    return value if isinstance(value, torch.Tensor) else None


def _names_on(env: dict[str, Any], key: int) -> tuple[list[str], bool]:
    """(plain names whose tensor lives on storage ``key``, whether a tuple/list also holds it)."""
    names, nested = [], False
    for name, value in env.items():
        if isinstance(value, torch.Tensor):
            if value.untyped_storage()._cdata == key:
                names.append(name)
        elif isinstance(value, (tuple, list)) and name != "args":
            stack = list(value)
            while stack:
                v = stack.pop()
                if isinstance(v, torch.Tensor) and v.untyped_storage()._cdata == key:
                    nested = True
                elif isinstance(v, (tuple, list)):
                    stack.extend(v)
    return sorted(names), nested


def probe(trace: Trace, order: Sequence[str], min_bytes: int = MIN_BYTES) -> tuple[list[Candidate], list[str]]:
    """Run the emitted order statement by statement and measure every gap (see module doc)."""
    wrapper, inputs = check_replayable(trace)
    source = wrapper.text
    program = parse_program(source, str(wrapper.path))
    body = permuted_body(trace, program, order)
    starts = segment_starts(trace, program, order, body)
    statements = trace.program["statements"]
    todo = gaps(trace, order, min_bytes)
    notes: list[str] = []
    if not todo:
        return [], notes

    data = load_inputs(inputs)
    namespace = load_wrapper(wrapper, data["constants"])
    if "rng_state" in data:
        torch.set_rng_state(data["rng_state"])
    args = data.pop("args")
    # The caller's references to the inputs it keeps (as run_call holds them).
    held = [a for a, own in zip(args, trace.program["owned"]) if not own]
    env: dict[str, Any] = {"args": args, "self": namespace.get("runner")}
    del data, args
    keys: dict[str, int] = {}
    pending: dict[tuple[str, int, int], dict[str, Any]] = {}
    found: list[Candidate] = []
    pack_at: dict[int, list[tuple[str, int, int]]] = {}
    unpack_at: dict[int, list[tuple[str, int, int]]] = {}
    for g in todo:
        pack_at.setdefault(starts[g[1] + 1], []).append(g)
        unpack_at.setdefault(starts[g[2]], []).append(g)

    def gap_uses_names(g: tuple[str, int, int], names: list[str]) -> bool:
        inside = body[starts[g[1] + 1] : starts[g[2]]]
        return any(set(program.statements[i].uses) & set(names) for i in inside)

    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # as replay runs: allocations and results are those of one thread
    try:
        for pos, index in enumerate(body + [None]):
            for g in unpack_at.get(pos, ()):
                if g not in pending:
                    continue
                info = pending.pop(g)
                names, nested = _names_on(env, keys[g[0]])
                if nested or not names or not set(names) <= set(info["site"].drop):
                    notes.append(f"{g[0]}: names at the unpack point are not plain names bound at the pack point")
                    continue
                info["site"].restore = [
                    NameView(n, str(env[n].dtype), tuple(env[n].shape), tuple(env[n].stride()), env[n].storage_offset())
                    for n in names
                ]
                found.append(info["candidate"])
            for g in pack_at.get(pos, ()):
                cand = _measure_pack(env, keys.get(g[0]), g, trace, notes)
                if cand is not None and gap_uses_names(g, cand.site.drop):
                    notes.append(f"{g[0]}: a statement between positions {g[1]} and {g[2]} uses one of its names")
                    cand = None
                if cand is not None:
                    pending[g] = {"site": cand.site, "candidate": cand}
            if index is None:
                break
            st = program.statements[index]
            if st.kind == "return":
                continue
            exec(compile(ast.parse(st.code), f"<probe statement {index}>", "exec"), namespace, env)  # noqa: S102
            for sid in statements[index].get("born", ()):
                t = _resolve(env, sid)
                if t is not None:
                    keys[sid] = t.untyped_storage()._cdata
    finally:
        torch.set_num_threads(threads)
    env.clear()
    del held
    return found, notes


def _measure_pack(
    env: dict[str, Any], key: int | None, g: tuple[str, int, int], trace: Trace, notes: list[str]
) -> Candidate | None:
    sid, i, j = g
    if key is None:
        notes.append(f"{sid}: not found by name in the running program")
        return None
    names, nested = _names_on(env, key)
    if not names or nested:
        notes.append(f"{sid}: held {'inside a tuple' if nested else 'by no plain name'} at the pack point")
        return None
    t = env[names[0]]
    nbytes = trace.problem.storage(sid).bytes
    if t.untyped_storage().nbytes() != nbytes:
        notes.append(f"{sid}: storage size differs from the trace")
        return None
    words = runtime.storage_words(t)
    mask = (
        ibp.choose_word_mask(words.view(torch.uint8).view(-1, ibp.word_bytes(words.dtype))) if words.numel() else None
    )
    packed, events = record_allocations(functools.partial(runtime.pack, t, mask))
    p_peak, p_final = peak_of(events)
    payload = int(packed.payload.numel())
    restored, events = record_allocations(functools.partial(runtime.unpack, packed))
    u_peak, u_final = peak_of(events)
    same = torch.equal(restored, words.view(torch.uint8))
    del packed, restored, words
    if not same or p_final != payload or u_final != nbytes:
        notes.append(f"{sid}: codec measurement failed (round trip {same}, events {p_final}/{u_final})")
        return None
    site = PackSite(sid, i, j, names[0], names, word_mask=mask, dtype=str(t.dtype))
    return Candidate(site, nbytes, payload, p_peak - p_final, u_peak - u_final)


# --------------------------------------------------------------------------- a plan as data


def plan_record(chosen: Sequence[Candidate]) -> list[dict[str, Any]]:
    """The chosen sites as plain data (YAML-safe): everything :func:`plan_from_record` needs to
    rebuild the compressed problem and emit the same program (``formal.compile``'s manifest)."""
    return [
        {
            "storage": c.site.storage,
            "after": c.site.after,
            "before": c.site.before,
            "pack_name": c.site.pack_name,
            "drop": list(c.site.drop),
            "restore": [[v.name, v.dtype, list(v.size), list(v.stride), v.offset] for v in c.site.restore],
            "word_mask": None if c.site.word_mask is None else [c.site.word_mask[0].hex(), c.site.word_mask[1].hex()],
            "dtype": c.site.dtype,
            "bytes": c.bytes,
            "payload": c.payload,
            "pack_transient": c.pack_transient,
            "unpack_transient": c.unpack_transient,
        }
        for c in chosen
    ]


def plan_from_record(records: Any, where: str) -> list[Candidate]:
    """The sites :func:`plan_record` wrote; one-line FormalError if the record is malformed."""
    try:
        return [
            Candidate(
                PackSite(
                    str(r["storage"]),
                    int(r["after"]),
                    int(r["before"]),
                    str(r["pack_name"]),
                    [str(n) for n in r["drop"]],
                    [_view(v) for v in r["restore"]],
                    None if r["word_mask"] is None else tuple(map(bytes.fromhex, r["word_mask"])),
                    str(r["dtype"]),
                ),
                int(r["bytes"]),
                int(r["payload"]),
                int(r["pack_transient"]),
                int(r["unpack_transient"]),
            )
            for r in records
        ]
    except (KeyError, TypeError, ValueError) as exc:
        raise FormalError(f"{where}: malformed compression plan ({type(exc).__name__}: {exc})") from None


def _view(record: Any) -> NameView:
    name, dtype, size, stride, offset = record
    return NameView(str(name), str(dtype), tuple(map(int, size)), tuple(map(int, stride)), int(offset))


# --------------------------------------------------------------------------- model


def compressed_problem(
    problem: Problem, order: Sequence[str], chosen: Sequence[Candidate]
) -> tuple[Problem, list[str]]:
    """The plan as a problem whose unit list is the compressed order (see module doc)."""
    storages = list(problem.storages)
    packs: dict[int, list[Unit]] = {}
    unpacks: dict[int, list[Unit]] = {}
    renamed: dict[str, tuple[int, str]] = {}
    for c in chosen:
        s, st = c.site.storage, problem.storage(c.site.storage)
        storages += [
            Storage(f"{s}@packed", c.payload, "internal", True),
            Storage(f"{s}@restored", st.bytes, "internal", st.freeable),
        ]
        packs.setdefault(c.site.after + 1, []).append(
            Unit(f"pack:{s}", c.pack_transient, ((s, "r"), (f"{s}@packed", "w")))
        )
        unpacks.setdefault(c.site.before, []).append(
            Unit(f"unpack:{s}", c.unpack_transient, ((f"{s}@packed", "r"), (f"{s}@restored", "w")))
        )
        renamed[s] = (c.site.before, f"{s}@restored")
    units: list[Unit] = []
    for pos, uid in enumerate(order):
        units += packs.get(pos, []) + unpacks.get(pos, [])
        u = problem.units[problem.unit_index[uid]]
        accesses = tuple((renamed[s][1] if s in renamed and pos >= renamed[s][0] else s, m) for s, m in u.accesses)
        units.append(Unit(u.id, u.transient, accesses))
    new = Problem(f"{problem.name}+ibp", tuple(storages), tuple(units))
    return new, [u.id for u in units]


def modeled_peak(problem: Problem, order: Sequence[str], chosen: Sequence[Candidate]) -> int:
    new, new_order = compressed_problem(problem, order, chosen)
    return peak(new, new_order)


def choose(problem: Problem, order: Sequence[str], candidates: Sequence[Candidate]) -> list[Candidate]:
    """Greedy: add the site that lowers the modeled peak most, one per storage, while it drops."""
    chosen: list[Candidate] = []
    best = peak(problem, order)
    while True:
        used = {c.site.storage for c in chosen}
        trials = [
            (modeled_peak(problem, order, chosen + [c]), k, c)
            for k, c in enumerate(candidates)
            if c.site.storage not in used
        ]
        if not trials:
            return chosen
        value, _, c = min(trials, key=lambda t: (t[0], t[1]))
        if value >= best:
            return chosen
        chosen.append(c)
        best = value


# --------------------------------------------------------------------------- plan, emit, replay


def run_lever(
    trace: Trace, order: Sequence[str], keep: str | Path | None = None, min_bytes: int = MIN_BYTES
) -> LeverReport:
    """Probe, choose, emit and replay with the measurement guard; ``keep``: write the program there if kept."""
    order = list(order)
    candidates, notes = probe(trace, order, min_bytes)
    chosen = choose(trace.problem, order, candidates)
    report = LeverReport(
        order, candidates, chosen, peak(trace.problem, order), modeled_peak(trace.problem, order, chosen), notes=notes
    )
    if not chosen:
        report.notes.append("no pack site lowers the modeled peak")
        return report
    wrapper, inputs = check_replayable(trace)
    owned = list(trace.program["owned"])
    constants = load_inputs(inputs)["constants"]
    reference = run_call(load_wrapper(wrapper, constants), inputs, owned).outputs
    sites = [c.site for c in chosen]
    compressed = emit_compressed_source(trace, order, sites)
    with tempfile.TemporaryDirectory(prefix="formal-compress-") as tmp:
        stem = trace.path.name.removesuffix(".trace.yaml")
        plain_path, packed_path = Path(tmp) / f"{stem}.plain.py", Path(tmp) / f"{stem}.compressed.py"
        write_atomic(plain_path, emit_source(trace, order))
        write_atomic(packed_path, compressed)
        plain = run_call(load_wrapper(plain_path, constants), inputs, owned)
        report.measured_without = plain.measured_peak
        same_plain = bit_identical(reference, plain.outputs)
        del plain
        result = run_call(load_wrapper(packed_path, constants), inputs, owned)
        report.measured_with = result.measured_peak
        report.bit_identical = (
            same_plain
            and bit_identical(reference, result.outputs)
            and matches_capture(result.outputs, trace.output_digests)
        )
        del result
    report.kept = bool(report.bit_identical and report.measured_with < report.measured_without)
    if not report.kept:
        report.notes.append(
            "guard: plan rejected ("
            + (
                "outputs differ from the original's or the capture's"
                if not report.bit_identical
                else "measured peak not lower"
            )
            + ")"
        )
    elif keep:
        write_atomic(keep, compressed)
    return report
