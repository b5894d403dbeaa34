"""Profile a wrapper once, statement by statement: storages, effects, bytes.

Given the loaded wrapper module, its parsed :class:`~formal.program.statements.Program`
and the actual inputs, this runs the body of ``call`` one statement at a time in the
module's namespace and records, per statement:

* which **storages** its names refer to (storages are identified by their
  ``StorageImpl``, so aliases, views and Inductor's buffer reuse all map to one storage);
* **effects**: storages read (every tensor the statement names) and written (declared
  by :mod:`formal.program.statements`), cross-checked dynamically: every live storage's
  bytes are compared before and after each kernel, and a storage whose bytes change
  without a declared write is an error, never accepted; a change of the global RNG
  state is an effect on a pseudo-storage ``__rng__``;
* **bytes**: the allocator's exact-size events inside the statement (see
  :mod:`formal.runtime.memory`): persistent allocations must equal the new storages'
  sizes, and the rest of the in-statement high-water mark is the unit's ``transient``.

Units are the kernel statements; an allocation statement belongs to the first unit
that touches its storage (an allocation no kernel touches becomes a unit of its own).

**Values** a unit binds (a name that holds no tensor: ``u0 = buf1.size(0)``, the size of
a data-dependent result, or ``u1 = buf2.item()``) are effects too: the binding writes a
0-byte pseudo-storage ``__sym_u0__`` and every unit that needs the name -- in its own
call, its allocations' shapes, or a view or check it needs -- reads it, so the unit
model orders every use after the binding (made only for values some other unit needs).
Finally every unit's name needs must be dependencies of the model
(:func:`formal.program.statements.unrealizable`), or the program is refused: then every
legal order can be emitted.

On CUDA (``device="cuda"``) the same run, effects and content checks apply (Triton
launches declare their effects by parameter name, :mod:`formal.program.cuda`; the CUDA
generator's state joins the CPU one in ``__rng__``), but bytes are the caching
allocator's block-rounded account, so they are recorded, not checked to the byte:
storage sizes stay the storages' exact ``nbytes``, and a kernel's ``transient`` is its
measured in-statement high-water mark above what it leaves allocated.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any, Iterator

import torch

from formal.base.errors import FormalError
from formal.model.problem import Problem, Storage, Unit
from formal.program.cuda import declare_triton_effects
from formal.program.statements import Program, Statement, name_needs, statement_dependencies, unrealizable
from formal.runtime.memory import peak_of, record_allocations

RNG_STORAGE = "__rng__"


def value_storage(name: str) -> str:
    """The 0-byte pseudo-storage of a value a unit binds (``u0 = buf1.size(0)``): ``__sym_u0__``."""
    return f"__sym_{name}__"


class EffectError(FormalError):
    """A statement changed a storage it does not declare, or broke the frame condition."""


@dataclass
class StorageRecord:
    id: str
    bytes: int
    origin: str  # input | internal
    born: int  # statement index (-1 for inputs)
    freed: int | None = None  # statement index where it died, None if alive at return
    held: bool = False  # the caller keeps a reference (input not owned by the program)
    output: bool = False


@dataclass
class StatementRecord:
    kind: str
    unit: str | None = None  # kernel statements (and allocations no kernel touches)
    storage: str | None = None  # alloc statements: the storage allocated
    events: list[int] = field(default_factory=list)
    accesses: list[list[str]] = field(default_factory=list)  # kernel: [[storage, mode], ...]
    transient: int = 0  # kernel: in-statement high-water mark above its new storages
    born: list[str] = field(default_factory=list)  # storages created by this statement
    freed: list[str] = field(default_factory=list)  # storages that died in this statement


@dataclass
class ProfileResult:
    storages: list[StorageRecord]
    statements: list[StatementRecord]
    outputs: list[str]
    input_names: list[str]


def _key(t: torch.Tensor) -> int:
    """Identity of a tensor's storage (its StorageImpl), valid while the storage lives."""
    return t.untyped_storage()._cdata


def _bytes_of(t: torch.Tensor) -> torch.Tensor:
    """The whole storage under ``t`` as a flat uint8 tensor (a view, no copy)."""
    s = t.untyped_storage()
    return torch.empty(0, dtype=torch.uint8, device=t.device).set_(s, 0, (s.nbytes(),), (1,))


def _tensor_paths(value: Any, path: tuple[int, ...] = ()) -> Iterator[tuple[tuple[int, ...], torch.Tensor]]:
    """Tensors inside a value (a tensor, or tuples/lists of them, three levels deep), each with
    its place as a path of indices."""
    if isinstance(value, torch.Tensor):
        yield path, value
    elif isinstance(value, (tuple, list)) and len(path) < 3:
        for k, item in enumerate(value):
            yield from _tensor_paths(item, (*path, k))


# One name's storages: (the id of the object it was bound to when walked, [(path, suffix, key)]).
_Walk = tuple[int, list[tuple[tuple[int, ...], str, int]]]
# Where a name reaches a storage, as a full walk of the frame would meet it: (program name 0,
# caller's reference 1, ``args``/``self`` 2; the name's place in that order; the path's place
# among the name's tensors). The least rank of a storage is the reach a full walk meets first.
_Rank = tuple[int, int, int]
FRAME_NAMES = ("args", "self")
SWEEP_EVERY = 32  # kernels between two comparisons of every live storage; statements between two frame checks


def _walk(value: Any) -> _Walk:
    return id(value), [(path, "".join(f"[{k}]" for k in path), _key(t)) for path, t in _tensor_paths(value)]


class _Reach:
    """Which storages the frame's names reach, kept up to date one statement at a time.

    Walking every value of the frame after every statement made profiling quadratic in the
    program's length (a 16-block decoder's training step: 50 of its 52 s of profiling), and so
    did rebuilding the maps from every name's walk (a 32-block step: 15 of 25 s). Now a name is
    walked again only when the statement binds, uses or deletes it, or it holds a list (whose
    items change in place: ``args.clear()``), and only the storages those walks gain or lose are
    updated. Every :data:`SWEEP_EVERY` statements every name of the frame is compared with its
    walk, so a name bound by a statement that does not declare it is an error, never missed.
    The index holds the frame's dict but no tensor, so it never keeps a storage alive;
    :meth:`tensor` fetches one from the frame when its bytes are needed.

    ``names``: name -> the storage keys it reaches (the frame's names and the caller's references).
    ``live``: storage key -> the first name reaching it, as a full walk meets them (program names
    in the frame's order, then the caller's references, then ``args``/``self``), with the index
    suffix. Both are changed in place; :meth:`refresh` returns what it changed.
    """

    def __init__(self, env: dict[str, Any], roots: dict[str, Any]) -> None:
        self.env, self.roots = env, roots  # the frame, and the caller's references (fixed)
        self.walked: dict[str, _Walk] = {}  # the frame's names, each as last walked
        self.place: dict[str, int] = {}  # a frame name's place in the frame's order
        self.placed = 0
        self.lists: set[str] = set()  # frame names holding a list: walked after every statement
        self.names: dict[str, list[int]] = {}
        self.live: dict[int, str] = {}
        self.reached: dict[int, dict[_Rank, tuple[bool, str, tuple[int, ...], str]]] = {}
        self.first: dict[int, _Rank] = {}  # live key -> its least rank
        self.statements = 0
        for k, (name, value) in enumerate(roots.items()):
            self._add(name, _walk(value), in_roots=True, place=k)
        self.refresh(None)

    def _rank(self, name: str, in_roots: bool, place: int, i: int) -> _Rank:
        return (1 if in_roots else 2 if name in FRAME_NAMES else 0, place, i)

    def _add(self, name: str, walk: _Walk, in_roots: bool, place: int) -> None:
        found = walk[1]
        if found:
            self.names[name] = [k for _, _, k in found]
        for i, (path, suffix, k) in enumerate(found):
            self.reached.setdefault(k, {})[self._rank(name, in_roots, place, i)] = (in_roots, name, path, suffix)

    def _remove(self, name: str) -> None:
        _, found = self.walked.pop(name)
        self.names.pop(name, None)
        self.lists.discard(name)
        place = self.place.pop(name)
        for i, (_, _, k) in enumerate(found):
            del self.reached[k][self._rank(name, False, place, i)]

    def _rewalk(self, name: str) -> set[int]:
        """Walk frame name ``name`` again (or drop it, if the frame no longer has it); the keys it touched."""
        touched = {k for _, _, k in self.walked[name][1]} if name in self.walked else set()
        place = self.place.get(name)
        if name in self.walked:
            self._remove(name)
        if name in self.env:
            value = self.env[name]
            if place is None:  # a new name goes last, as in the frame's dict
                place, self.placed = self.placed, self.placed + 1
            walk = _walk(value)
            self.walked[name], self.place[name] = walk, place
            if isinstance(value, list):
                self.lists.add(name)
            self._add(name, walk, in_roots=False, place=place)
            touched |= {k for _, _, k in walk[1]}
        return touched

    def refresh(self, touched: set[str] | None) -> tuple[list[int], list[tuple[_Rank, int]]]:
        """Bring the index up to the frame after a statement that named ``touched`` (None: every
        name); return the storages that became live (in the order a full walk meets them) and
        those that stopped being live, each with the rank it had."""
        self.statements += 1
        if touched is None:
            names = set(self.env) | set(self.walked)
        else:
            names = {n for n in touched if n in self.env or n in self.walked} | self.lists  # not the whole frame
        keys: set[int] = set(self.reached) if touched is None else set()  # all: the caller's references too
        for name in self._in_frame_order(names):
            keys |= self._rewalk(name)
        if len(self.env) != len(self.walked) or self.statements % SWEEP_EVERY == 0:
            self.check_names()
        became: list[int] = []
        ended: list[tuple[_Rank, int]] = []
        for k in keys:
            ranks = self.reached.get(k)
            if not ranks:
                self.reached.pop(k, None)
                if k in self.live:
                    ended.append((self.first.pop(k), k))
                    del self.live[k]
                continue
            rank = min(ranks)
            in_roots, name, path, suffix = ranks[rank]
            if k not in self.live:
                became.append(k)
            self.first[k], self.live[k] = rank, name + suffix
        became.sort(key=lambda k: self.first[k])
        ended.sort()
        return became, ended

    def _in_frame_order(self, names: set[str]) -> list[str]:
        """``names`` with the new ones last, in the frame's order: a name new to the frame was
        added at the end of its dict, so it is among the last ones there."""
        new = {n for n in names if n not in self.place and n in self.env}
        placed: list[str] = []
        for name in reversed(self.env):
            if len(placed) == len(new):
                break
            if name in new:
                placed.append(name)
        return [n for n in names if n not in new] + placed[::-1]

    def check_names(self) -> None:
        """Every frame name is bound to the object it was walked with (else a statement bound it undeclared)."""
        stray = [
            name
            for name in set(self.env) | set(self.walked)
            if name not in self.env or name not in self.walked or self.walked[name][0] != id(self.env[name])
        ]
        if stray:
            raise EffectError(
                f"name(s) {', '.join(sorted(stray))} bound or deleted by a statement that does not declare it "
                f"(by statement {self.statements - 2} or one of the {SWEEP_EVERY} before it)"
            )

    def ordered(self, keys: set[int] | list[int]) -> list[int]:
        """Live storages among ``keys``, in the order a full walk meets them."""
        return sorted((k for k in keys if k in self.live), key=self.first.__getitem__)

    def tensor(self, k: int) -> torch.Tensor:
        """A tensor on live storage ``k``: the one its first name reaches."""
        in_roots, name, path, _ = self.reached[k][self.first[k]]
        value = (self.roots if in_roots else self.env)[name]
        for i in path:
            value = value[i]
        return value

    def describe(self, keys: list[int]) -> dict[int, tuple[int, torch.Tensor]]:
        """key -> (storage bytes, a private copy of its contents) for the given storages."""
        out = {}
        for k in self.ordered(keys):
            t = self.tensor(k)
            out[k] = (t.untyped_storage().nbytes(), _bytes_of(t).clone())
        return out

    def changed(self, snapshots: dict[int, torch.Tensor], only: set[int] | None = None) -> list[int]:
        """Storages (all, or those in ``only``) whose bytes differ from their snapshot; snapshots are refreshed."""
        changed = []
        for k in self.ordered(self.live.keys() if only is None else only):
            if k in snapshots:
                now = _bytes_of(self.tensor(k))
                if not torch.equal(now, snapshots[k]):
                    changed.append(k)
                    snapshots[k] = now.clone()
        return changed


def _exec_statement(
    code: str, index: int, namespace: dict[str, Any], env: dict[str, Any], device: str = "cpu"
) -> list[int]:
    compiled = compile(ast.parse(code), f"<call statement {index}>", "exec")
    _, events = record_allocations(lambda: exec(compiled, namespace, env), device)  # noqa: S102 - hash-checked
    return events


def _rng_state(device: str) -> torch.Tensor:
    """The generator state(s) a random op advances: CPU, plus the current CUDA device's."""
    state = torch.get_rng_state()
    return torch.cat([state, torch.cuda.get_rng_state()]) if device == "cuda" else state


def profile_program(
    namespace: dict[str, Any],
    program: Program,
    args: list[Any],
    owned: list[bool],
    full_check: bool = False,
    device: str = "cpu",
) -> ProfileResult:
    """Run ``call``'s body statement by statement on ``args`` and record everything (see module doc).

    ``owned[i]``: the program owns input ``i`` (the caller drops its reference, so the
    program's ``del`` frees it); caller-held inputs stay referenced by the harness.

    Content checks: a kernel can reach only the storages its statement names, so each
    kernel's named storages are compared before it runs (nothing else may have changed
    them since their last check) and after (what it changed must be declared). Every
    live storage is compared every ``SWEEP_EVERY`` kernels and at the end, so a write
    to a storage the statement does not name is still caught, never accepted.
    ``full_check`` compares every live storage after every kernel instead (slower; the
    contract check uses it).

    ``device``: ``"cuda"`` for a program Inductor generated for CUDA (see module doc).
    """
    profiler = _Profiler(namespace, program, args, owned, full_check, device)
    del args
    for st in profiler.program.statements:
        profiler.run_statement(st)
    return profiler.result()


@dataclass
class _Step:
    """One statement as it ran: the storages it created, freed and changed (keys are storage keys)."""

    st: Statement
    record: StatementRecord
    names_before: dict[str, list[int]]  # program name -> storage keys, before the statement ran
    named: set[int]  # storages the statement names (uses and deletes), before it ran
    born: list[int] = field(default_factory=list)
    died: list[int] = field(default_factory=list)
    born_bytes: int = 0
    died_bytes: int = 0
    changed: list[int] = field(default_factory=list)  # kernels: storages whose contents it changed
    rng_changed: bool = False

    @property
    def net(self) -> int:
        """Net bytes of the allocation events inside the statement."""
        return sum(self.record.events)

    @property
    def where(self) -> str:
        """The statement, for error messages."""
        return f"statement {self.st.index} `{self.st.code.splitlines()[0][:70]}`"


class _Profiler:
    """The state of one :func:`profile_program` run; :meth:`run_statement` takes one statement.

    Storages are tracked by key (:func:`_key`) while they live; their records, in order of
    appearance, become the result's storages.
    """

    def __init__(
        self,
        namespace: dict[str, Any],
        program: Program,
        args: list[Any],
        owned: list[bool],
        full_check: bool,
        device: str,
    ) -> None:
        self.namespace = namespace
        self.program = declare_triton_effects(program)  # no-op for CPU programs (no Triton kernels)
        self.full_check = full_check
        self.device = device
        self.exact_bytes = device == "cpu"
        local_names = {n for st in self.program.statements for n in st.binds} | {"args", "self"}
        used_globals = {n for st in self.program.statements for n in st.uses} - local_names
        # Module-level tensors the body names (Inductor's constants): inputs the caller holds.
        self.constants = {n: v for n, v in namespace.items() if n in used_globals and isinstance(v, torch.Tensor)}
        self.held_keys = {_key(a) for a, own in zip(args, owned) if isinstance(a, torch.Tensor) and not own}
        # The caller's references: scanned with the constants so they never look freed.
        held = {
            f"<held {i}>": a for i, (a, own) in enumerate(zip(args, owned)) if isinstance(a, torch.Tensor) and not own
        }
        self.roots = {**self.constants, **held}
        # The program gets the caller's list itself: its `args.clear()` must drop the last
        # references to owned inputs, or their `del` could not free them.
        self.env: dict[str, Any] = {"args": args, "self": namespace.get("runner")}

        self.records: dict[int, StorageRecord] = {}  # live storages by key (keys are reused after a free)
        self.every: list[StorageRecord] = []  # all storages ever seen, in order of appearance
        self.appearance: dict[int, int] = {}  # id of a record -> its place in `every`
        self.taken: set[str] = set()  # storage ids given out
        self.snapshots: dict[int, torch.Tensor] = {}  # live storage key -> its contents when last checked
        self.rng_state = _rng_state(device)
        self.rng_used = False
        self.statements: list[StatementRecord] = []
        self.outputs: list[str] = []
        self.input_names: list[str] = []
        self.reach = _Reach(self.env, self.roots)  # names and storages as of the last statement run
        self.unit_counter = 0
        self.kernels_run = 0
        self.value_binds: dict[int, list[str]] = {}  # kernel statement -> the values (non-tensor names) it binds
        self.storages_then: dict[int, int] = {}  # kernel statement -> storages seen by then (where its values go)

    @property
    def names(self) -> dict[str, list[int]]:
        """name -> the storage keys it reaches, as of the last statement run."""
        return self.reach.names

    @property
    def live(self) -> dict[int, str]:
        """Live storage key -> the first name reaching it, as of the last statement run."""
        return self.reach.live

    def run_statement(self, st: Statement) -> None:
        """Run one statement of ``call``, then record and check what it did."""
        if st.kind == "return":
            self.finish_at_return(st)
            return
        wanted = {*st.uses, *st.deletes, *st.reads, *st.writes, *st.rw}
        names_before = {n: self.names[n] for n in wanted if n in self.names}  # lists are replaced, never changed
        named = {k for n in {*st.uses, *st.deletes} for k in names_before.get(n, [])}
        if st.kind in ("kernel", "del") and not self.full_check:
            self.check_named_untouched(st, named)
        events = _exec_statement(st.code, st.index, self.namespace, self.env, self.device)
        became, ended = self.reach.refresh({*st.uses, *st.binds, *st.deletes})
        step = _Step(st, StatementRecord(st.kind, events=events), names_before, named)
        self.statements.append(step.record)

        if st.kind == "prologue" and not self.input_names and st.binds and st.binds != ["args"]:
            # `a, b, c = args`: the inputs; what else the frame reaches now is new
            self.register_inputs(st)
            became = self.reach.ordered([k for k in self.live if k not in self.records])
            ended = [(rank, k) for rank, k in ended if k in self.records]
        self.record_births_and_deaths(step, [k for k in became if k not in self.records], [k for _, k in ended])

        # Content cross-check: which live storages changed, and did the RNG advance?
        if st.kind == "kernel":
            self.cross_check_contents(step)
        step.rng_changed = self.rng_advanced()

        if st.kind != "kernel":
            self.check_frame(step)
        else:
            self.record_unit(step)

    def finish_at_return(self, st: Statement) -> None:
        """The return statement: a last sweep over every live storage, then the outputs."""
        strays = self.reach.changed(self.snapshots)  # a last sweep over every live storage
        if strays:
            ids = ", ".join(self.records[k].id for k in strays)
            raise EffectError(
                f"storage {ids} changed by a statement that does not name it "
                f"(found at the return; effect completeness violated)"
            )
        code = compile(ast.Expression(ast.parse(st.code).body[0].value), "<return>", "eval")
        returned = [_key(t) for _, t in _tensor_paths(eval(code, self.namespace, self.env))]  # noqa: S307
        for k in returned:
            if k not in self.records:
                raise EffectError(f"statement {st.index}: returns a storage the program never created or received")
            self.records[k].output = True
            if self.records[k].id not in self.outputs:
                self.outputs.append(self.records[k].id)
        self.statements.append(StatementRecord("return"))

    def check_named_untouched(self, st: Statement, named: set[int]) -> None:
        """Before a kernel or ``del``: the storages it names are as they were at their last check."""
        stale = self.reach.changed(self.snapshots, named)
        if stale:
            ids = ", ".join(self.records[k].id for k in stale)
            raise EffectError(
                f"storage {ids} changed before statement {st.index} `{st.code[:60]}`, "
                f"by a statement that does not name it (effect completeness violated)"
            )

    def register(self, keys: list[int], origin: str, born: int) -> None:
        """Record new storages under the (unique) name of the variable that first reaches them."""
        for k, (nbytes, copy) in self.reach.describe(keys).items():
            name = self.live[k]
            sid, n = name, 2
            while sid in self.taken:
                sid, n = f"{name}#{n}", n + 1
            self.taken.add(sid)
            held_input = origin == "input" and (k in self.held_keys or name in self.constants)
            self.records[k] = StorageRecord(sid, nbytes, origin, born, held=held_input)
            self.appearance[id(self.records[k])] = len(self.every)
            self.every.append(self.records[k])
            self.snapshots[k] = copy

    def register_inputs(self, st: Statement) -> None:
        """Record the inputs: ``st`` is ``a, b, c = args`` (plus the module's constants)."""
        self.input_names = list(st.binds)
        self.register([k for n in [*self.input_names, *self.constants] for k in self.names.get(n, [])], "input", -1)

    def record_births_and_deaths(self, step: _Step, born: list[int], died: list[int]) -> None:
        """Record the storages the statement created and those that died in it."""
        step.born, step.died = born, died
        self.register(step.born, "internal", step.st.index)
        step.died_bytes = sum(self.records[k].bytes for k in step.died)
        died_ids = [self.records[k].id for k in step.died]
        for k in step.died:
            self.records.pop(k).freed = step.st.index
            self.snapshots.pop(k, None)
        step.born_bytes = sum(self.records[k].bytes for k in step.born)
        step.record.born, step.record.freed = [self.records[k].id for k in step.born], died_ids

    def cross_check_contents(self, step: _Step) -> None:
        """After a kernel: which storages it changed (its named ones, or every live one on a sweep)."""
        self.kernels_run += 1
        sweep = self.full_check or self.kernels_run % SWEEP_EVERY == 0
        step.changed = [
            k for k in self.reach.changed(self.snapshots, None if sweep else step.named) if k not in step.born
        ]
        if sweep and not self.full_check:
            strays = [k for k in step.changed if k not in step.named]
            if strays:
                ids = ", ".join(self.records[k].id for k in strays)
                raise EffectError(
                    f"storage {ids} changed by a statement that does not name it (found after "
                    f"statement {step.st.index}; effect completeness violated)"
                )

    def rng_advanced(self) -> bool:
        """Whether the generator state changed since the last statement."""
        new_rng = _rng_state(self.device)
        rng_changed = not torch.equal(new_rng, self.rng_state)
        self.rng_state = new_rng
        return rng_changed

    def check_frame(self, step: _Step) -> None:
        """A statement other than a kernel: it changes no contents, and its allocation bytes add up."""
        st, net, where = step.st, step.net, step.where
        # Frame condition: only kernels change contents; only allocations allocate.
        if step.changed or step.rng_changed:
            ids = ", ".join(self.records[k].id for k in step.changed) or RNG_STORAGE
            raise EffectError(f"{where} is a {st.kind} but changed the contents of {ids}")
        if st.kind == "alloc":
            if len(step.born) != 1 or (self.exact_bytes and net != step.born_bytes):
                raise EffectError(
                    f"{where}: allocation events total {net} bytes, but it creates {step.born_bytes} bytes of storage"
                )
            step.record.storage = self.records[step.born[0]].id
        elif step.born or (self.exact_bytes and net != -step.died_bytes):
            raise EffectError(
                f"{where}: a {st.kind} statement must not allocate "
                f"(events {net:+d} bytes, {len(step.born)} new storages, "
                f"{step.died_bytes} bytes freed)"
            )

    def declared_modes(self, step: _Step) -> dict[int, str]:
        """A kernel's declared effects from the static analysis, mapped to storages: key -> r, w or rw."""
        st = step.st
        read_keys = {k for name in st.reads + st.rw for k in step.names_before.get(name, [])}
        modes: dict[int, str] = {k: "r" for k in read_keys}
        for name in st.writes:
            for k in step.names_before.get(name, []):
                modes[k] = "rw" if k in read_keys else "w"
        for name in st.binds:
            for k in self.names.get(name, []):
                if k in step.born:
                    modes[k] = "w"
        for k in step.born:  # storages created inside the call (e.g. tuple elements never named)
            modes[k] = "w"
        return modes

    def record_unit(self, step: _Step) -> None:
        """A kernel becomes a unit: its changes must be declared writes and its bytes add up;
        record its accesses (the RNG included), transient bytes and the values it binds."""
        st, net, where = step.st, step.net, step.where
        modes = self.declared_modes(step)
        undeclared = [k for k in step.changed if modes.get(k) not in ("w", "rw")]
        if undeclared:
            ids = ", ".join(self.records[k].id for k in undeclared)
            raise EffectError(
                f"{where} changed the contents of {ids} without a declared write "
                f"(effect completeness violated; refusing to model it)"
            )
        if step.died:
            raise EffectError(f"{where}: a kernel statement freed storage {step.record.freed[0]}")
        peak_in, _ = peak_of(step.record.events)
        if self.exact_bytes and net != step.born_bytes:
            raise EffectError(
                f"{where}: allocation events leave {net} bytes, but its new storages "
                f"hold {step.born_bytes} bytes (allocation-order record violated)"
            )
        if step.rng_changed:
            self.rng_used = True
            modes[-1] = "rw"
        step.record.unit = f"u{self.unit_counter}"
        self.unit_counter += 1
        step.record.accesses = self.ordered_accesses(modes)
        step.record.transient = peak_in - net
        self.value_binds[st.index] = [
            b
            for b in st.binds
            if b in self.env and self.env[b] is not None and next(_tensor_paths(self.env[b]), None) is None
        ]
        self.storages_then[st.index] = len(self.every)

    def ordered_accesses(self, modes: dict[int, str]) -> list[list[str]]:
        """``[[storage, mode], ...]`` for a kernel's modes (key ``-1``: the RNG)."""
        # Deterministic access order: storages in order of first appearance, the RNG last.
        ordered = sorted((k for k in modes if k in self.records), key=lambda k: self.appearance[id(self.records[k])])
        return [[self.records[k].id, modes[k]] for k in ordered] + ([[RNG_STORAGE, "rw"]] if -1 in modes else [])

    def result(self) -> ProfileResult:
        """After the last statement: the value pseudo-storages, the RNG storage if used, and the result."""
        _model_values(self.program, self.statements, self.every, self.value_binds, self.storages_then)
        storages = self.every
        if self.rng_used:
            storages.append(StorageRecord(RNG_STORAGE, 0, "input", -1, held=True))
        return ProfileResult(storages, self.statements, self.outputs, self.input_names)


def _model_values(
    program: Program,
    statements: list[StatementRecord],
    every: list[StorageRecord],
    value_binds: dict[int, list[str]],
    storages_then: dict[int, int],
) -> None:
    """Add the value pseudo-storages and their accesses, then refuse a program some legal
    order of which could not be emitted (see the module doc)."""
    # Where each statement is emitted: as build_trace attaches allocations (first later unit
    # touching the storage, else an allocation unit of its own).
    home: list[str | None] = [s.unit for s in statements]
    touched: dict[str, list[int]] = {}
    for k, s in enumerate(statements):
        for sid, _ in s.accesses:
            touched.setdefault(sid, []).append(k)
    extra = 0
    for i, s in enumerate(statements):
        if s.kind == "alloc":
            later = next((k for k in touched.get(s.storage or "", ()) if k > i), None)
            home[i] = statements[later].unit if later is not None else f"a{extra}"
            extra += later is None
    deps = statement_dependencies(program)
    needs = name_needs(program, home, deps)
    binders: dict[str, list[int]] = {}
    for i, values in value_binds.items():
        for n in values:
            binders.setdefault(n, []).append(i)
    used: dict[str, set[str]] = {}  # unit -> values its name needs use
    for uid, need in needs.items():
        used[uid] = {n for j in need.inner for n in program.statements[j].uses if n in binders}
    needed = {
        n
        for n, bs in binders.items()
        if len(bs) > 1 or any(n in u and uid != statements[bs[0]].unit for uid, u in used.items())
    }
    for n in sorted(needed, key=lambda n: binders[n][0], reverse=True):
        i = binders[n][0]
        every.insert(storages_then[i], StorageRecord(value_storage(n), 0, "internal", i))
    for i, s in enumerate(statements):
        if s.kind == "alloc" or not s.unit:
            continue
        bound = set(value_binds.get(i, ())) & needed
        extra_accesses = [[value_storage(n), "rw" if n in used[s.unit] else "w"] for n in sorted(bound)]
        extra_accesses += [[value_storage(n), "r"] for n in sorted(used[s.unit] & needed - bound)]
        if extra_accesses:
            rng = [a for a in s.accesses if a[0] == RNG_STORAGE]
            s.accesses = [a for a in s.accesses if a[0] != RNG_STORAGE] + extra_accesses + rng

    units = []
    for i, s in enumerate(statements):
        if s.unit:
            units.append(Unit(s.unit, 0, tuple(map(tuple, s.accesses))))
        elif s.kind == "alloc" and home[i] and home[i].startswith("a"):
            units.append(Unit(home[i], 0, ((s.storage, "w"),)))
    ids = {a[0] for u in units for a in u.accesses}
    problem = Problem("", tuple(Storage(sid, 0, "internal", False) for sid in sorted(ids)), tuple(units))
    why = unrealizable(program, home, problem, deps)
    if why is not None:
        raise FormalError(f"cannot model this program: {why}; some legal orders could not be emitted")
