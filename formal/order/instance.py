"""A problem compiled for ordering algorithms: bitmasks and byte counts per unit and storage.

Every ordering algorithm in this package (heuristics, lower bounds, exact search)
reasons about *ideals*: the set ``I`` of units executed so far, which must be closed
under dependencies. A set of units is a Python ``int`` bitmask (bit ``i`` = unit ``i``
in original order), so set operations are single big-integer operations.

The peak semantics of formal/model/peak.py, restated on ideals (docs/bounds.md proves
the two agree on legal schedules): a storage ``s`` is *held* while unit ``u`` runs after
the units ``I`` iff

* it exists: ``s`` is an input, or some accessor of ``s`` is in ``I + u``; and
* it is not yet freed: ``s`` is not freeable, or it has no accessors, or some accessor
  of ``s`` is outside ``I``.

``held(I, u)`` (plus ``transient(u)``) is the sample the peak takes at that step, and
``live(I)``, the same without ``u``, is what stays allocated between steps. An internal
storage's first accessor in original order is a writer that every other accessor depends
on, so the unit that allocates a storage is the same in every legal schedule:
``alloc[u]`` below.
"""

from __future__ import annotations

from formal.model import Problem, predecessors

EAGER_CLOSURE_UNITS = 20_000  # above this many units, ancestor/descendant masks are computed on demand


class LazyMasks:
    """``masks[k]``: the bitmask of the units in ``members[k]``, built on each access (not kept)."""

    def __init__(self, members: list[list[int]]):
        self.members = members

    def __len__(self) -> int:
        return len(self.members)

    def __getitem__(self, k: int) -> int:
        return sum(1 << u for u in self.members[k])

    def __iter__(self):
        return (self[k] for k in range(len(self.members)))


class LazyClosure:
    """``closure[v]``: the bitmask of units reachable from ``v`` along ``edges`` (not ``v`` itself),
    computed by a graph walk the first time it is asked for, then kept."""

    def __init__(self, edges: list[list[int]]):
        self.edges = edges
        self.cache: dict[int, int] = {}

    def __len__(self) -> int:
        return len(self.edges)

    def __getitem__(self, v: int) -> int:
        mask = self.cache.get(v)
        if mask is None:
            n = len(self.edges)
            bits = bytearray((n + 7) // 8)
            seen = bytearray(n)
            stack = list(self.edges[v])
            while stack:
                u = stack.pop()
                if not seen[u]:
                    seen[u] = 1
                    bits[u >> 3] |= 1 << (u & 7)
                    stack.extend(self.edges[u])
            mask = self.cache[v] = int.from_bytes(bits, "little")
        return mask


class Instance:
    """Index arrays derived once from a :class:`Problem` (original unit order = bit order)."""

    def __init__(self, problem: Problem):
        self.problem = problem
        self.n = n = problem.n
        self.ids = [u.id for u in problem.units]
        self.full = (1 << n) - 1
        self.preds = [sorted(p) for p in predecessors(problem)]
        # Masks of units take up to n bits each: n^2 bits for all of them. Above
        # EAGER_CLOSURE_UNITS units they are built when asked for (and not kept).
        self.pred_mask = (
            [sum(1 << i for i in p) for p in self.preds] if n <= EAGER_CLOSURE_UNITS else LazyMasks(self.preds)
        )
        self.succs: list[list[int]] = [[] for _ in range(n)]
        for j, p in enumerate(self.preds):
            for i in p:
                self.succs[i].append(j)
        # Transitive closures; edges point forward in original order, so one pass each way.
        # They take n^2 bits: beyond EAGER_CLOSURE_UNITS units, each is computed when first
        # asked for (a graph walk), so that a deadline-bound caller pays only for what it uses.
        if n <= EAGER_CLOSURE_UNITS:
            self.anc = [0] * n
            for j in range(n):
                m = 0
                for i in self.preds[j]:
                    m |= self.anc[i] | (1 << i)
                self.anc[j] = m
            self.desc = [0] * n
            for i in range(n - 1, -1, -1):
                m = 0
                for j in self.succs[i]:
                    m |= self.desc[j] | (1 << j)
                self.desc[i] = m
        else:
            self.anc = LazyClosure(self.preds)
            self.desc = LazyClosure(self.succs)

        storages = problem.storages
        self.bytes = [s.bytes for s in storages]
        self.is_input = [s.origin == "input" for s in storages]
        accessors: list[list[int]] = [[] for _ in storages]
        for u, accs in enumerate(problem.unit_accesses):
            for s, _mode in accs:
                accessors[s].append(u)
        self.accessors = accessors
        self.acc_mask = (
            [sum(1 << u for u in a) for a in accessors] if n <= EAGER_CLOSURE_UNITS else LazyMasks(accessors)
        )
        # A freeable storage nobody accesses has no "last access", so it is never freed.
        self.freeable = [s.freeable and bool(accessors[k]) for k, s in enumerate(storages)]
        self.unit_storages = [[s for s, _m in accs] for accs in problem.unit_accesses]
        self.transient = [u.transient for u in problem.units]
        self.alloc = [0] * n
        for k, a in enumerate(accessors):
            if not self.is_input[k]:
                self.alloc[a[0]] += self.bytes[k]
        self.input_bytes = problem.input_bytes

    # ------------------------------------------------------------------ semantics on ideals

    def live(self, ideal: int) -> int:
        """Bytes allocated between steps after exactly the units of ``ideal`` ran."""
        total = 0
        for k, m in enumerate(self.acc_mask):
            exists = self.is_input[k] or (m & ideal)
            freed = self.freeable[k] and not (m & ~ideal)
            if exists and not freed:
                total += self.bytes[k]
        return total

    def freed(self, ideal: int, u: int) -> int:
        """Bytes that running ``u`` after ``ideal`` frees (its storages whose last accessor it is)."""
        after = ideal | (1 << u)
        return sum(self.bytes[s] for s in self.unit_storages[u] if self.freeable[s] and not (self.acc_mask[s] & ~after))

    def sample(self, live: int, u: int) -> int:
        """The peak sample of running ``u`` when ``live`` bytes are allocated before it."""
        return live + self.alloc[u] + self.transient[u]

    def ready(self, ideal: int) -> list[int]:
        """Units not in ``ideal`` whose predecessors all are, in index order."""
        return [u for u in range(self.n) if not (ideal >> u) & 1 and not (self.pred_mask[u] & ~ideal)]

    def peak(self, order: list[int]) -> int:
        """Peak of a legal index order (same number as formal.model.peak_of_indices)."""
        return max(self.input_bytes, max(self.samples(order), default=0))

    def samples(self, order: list[int]) -> list[int]:
        """Each unit's peak sample when ``order`` (a legal prefix) runs: ``held(I, u)`` for the
        ideal ``I`` of the units before ``u`` in it (0 for units not in it).

        Linear: a storage is freed by the step that runs its last remaining accessor
        (the same as :meth:`freed` on the ideal before that step).
        """
        remaining = [len(a) for a in self.accessors]
        live = self.input_bytes
        bytes_, freeable, alloc, transient = self.bytes, self.freeable, self.alloc, self.transient
        out = [0] * self.n
        for u in order:
            live += alloc[u]
            out[u] = live + transient[u]
            for s in self.unit_storages[u]:
                remaining[s] -= 1
                if not remaining[s] and freeable[s]:
                    live -= bytes_[s]
        return out

    def order_ids(self, order: list[int]) -> list[str]:
        return [self.ids[u] for u in order]
