"""Floors: bytes below which no saved-set plan's training step can go, each with the reason the checker verifies.

Every plan holds the primals (parameters, buffers, user inputs) throughout the step, and runs the same
backward nodes: the ones that depend on a tangent, which no choice of saved values moves into the
forward. Two facts about those nodes give floors (docs/train.md, "Floors"):

1. **Gradients.** Each gradient the backward returns is live from where it is computed to the step's
   end, so when the backward ends the primals and every gradient are in memory.
2. **A kernel.** A matrix product or a convolution's backward is an external call in Inductor's program:
   while it runs, its operands are buffers in memory (a view's buffer is the viewed value's) and its
   result is a buffer of its own. Inductor computes ``add(mm(a, b), c)``, the product read by nothing
   else, as one ``addmm(c, a, b)`` where the add is: ``a``, ``b`` and ``c`` are its operands. The
   primals, the operands and the result are in memory together, whatever the plan saves. So are the
   gradients written before it (1): a convolution's backward writes its weight's and bias's gradients with
   its input's, in one call, so those of each convolution backward the kernel depends on are in memory
   while it runs. They are the items of such a call that no node reads (the graph's outputs).

3. **A value held across two kernels.** A convolution or a matrix product is one external call, which a
   backward computes at most once. Say kernel ``K`` reads a value ``v`` derived from such a product ``X``
   (``path``: ``X`` to ``v``, input to reader), and a backward node ``w`` that runs after ``K`` reads a
   value ``y`` also derived from ``X`` (``later``: ``X`` to ``y``). Every plan does one of two things:
   - it saves a node on every path from ``X`` to ``v``: then, while an earlier kernel ``K'`` runs (one
     ``K`` depends on), ``v`` is not yet computed from what was saved, or is computed and waits for ``K``:
     a node of ``path`` is in memory beside ``K'``'s operands, result and gradients (floor 2);
   - or it does not: the backward computes ``X`` before ``K``, once, and ``w`` after ``K`` reads what is
     derived from it: a node of ``later`` is in memory while ``K`` runs.
   The floor is the lesser of the two, each with the least bytes among its path's nodes, and at least
   ``K``'s own. (On the conv stack of benchmarks/train/budget_models.py: ``convolution_backward_6`` reads
   the first block's ReLU, and its batch norm's backward after it reads the first convolution again:
   saved, the ReLU's path holds 3 MB beside ``convolution_backward_5``; computed, the convolution holds 3 MB
   beside ``convolution_backward_6``: 14,754,376 B, 0.509 of the default step, where floor 2 gives 0.455.)

A tied embedding's gradient is the second kind: the LM head's product with the logits gradient, added to
the embedding's scatter, which depends on the whole backward. The logits gradient is then in memory
beside two vocabulary-sized buffers at the backward's end, in every plan (docs/train.md, the GPT-2 rows).

The kernel floors are conditional on Inductor's lowering, as the FLOPs are on FlopCounterMode's count:
the kernels below are external calls on CPU, each run once where the graph computes it (Inductor
decomposes only matrix products of at most 256 outputs, which :data:`LEAST_RESULT` leaves out), and the
fused add is its post-grad pattern (``formal.train.graphs.fused_addmm``; ``--split-addmm`` removes it, and
so that floor, from the plans). Floor 3 also takes every backward node to be computed, after what it reads.
The trusted checker (formal/check/train.py) recomputes the floor a proof cites from its joint graph.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from formal.train.formulation import GETITEM, held_bytes
from formal.train.graphs import JointNode, JointTable

KERNELS = frozenset({"aten.mm.default", "aten.addmm.default", "aten.convolution_backward.default"})
FUSED_ADD = "aten.add.Tensor"
# Views that keep the element count: a kernel reading one reads a buffer of the viewed value's size.
VIEWS = frozenset(
    {
        "aten.view.default",
        "aten._unsafe_view.default",
        "aten.t.default",
        "aten.permute.default",
        "aten.transpose.int",
        "aten.alias.default",
        "aten.unsqueeze.default",
        "aten.squeeze.dim",
        "aten.squeeze.default",
    }
)
# Copies Inductor may remove as no-ops: the copy may share its input's buffer. So may any view (0 bytes).
COPIES = frozenset({"aten.clone.default", "aten._to_copy.default", "prims.convert_element_type.default"})
LEAST_RESULT = 4096  # bytes: a product whose result is larger is never decomposed into element-wise work
# Products a backward computes at most once: each is one external call (floor 3), of more than LEAST_RESULT bytes.
ONCE = frozenset({"aten.convolution.default", "aten.mm.default", "aten.addmm.default"})
FORWARD = ("forward", "other")  # the values a plan saves or computes again


@dataclass(frozen=True)
class Across:
    """Floor 3's evidence (module doc), four paths in the joint graph, each from input to reader: ``path`` from a
    product to the value the kernel reads; ``before`` from the earlier kernel, beside which a plan that saves a
    node of ``path`` holds one, to the kernel; ``after`` from the kernel to a node that reads the end of
    ``later``, a path from the same product."""

    path: tuple[str, ...]
    before: tuple[str, ...]
    after: tuple[str, ...]
    later: tuple[str, ...]


def across_evidence(floor: Floor) -> dict[str, list[str]]:
    """Floor 3's evidence as a proof states it (formal/check/train.py ``across_floor``)."""
    assert floor.across is not None
    return {f: list(getattr(floor.across, f)) for f in ("path", "later", "before", "after")}


@dataclass(frozen=True)
class Floor:
    """A floor and its reason. ``kernel``: the backward node a kernel floor cites (None for the gradients')."""

    bytes: int
    kernel: str | None
    operands: tuple[str, ...]  # the values in memory beside the primals while the kernel runs (its result last)
    why: str
    gradients: tuple[str, ...] = ()  # the gradients written before the kernel, in memory beside them
    across: Across | None = None  # floor 3's evidence, where it is the floor


def gradient_floor(table: JointTable) -> Floor:
    """The primals and every gradient the backward returns, all live when the backward ends."""
    by_name = table.by_name()
    grads = dict.fromkeys(n for n in table.outputs[table.num_fwd_outputs :] if n in by_name)
    total = held_bytes(table) + sum(by_name[n].bytes for n in grads)
    return Floor(total, None, (), f"the primals and gradients alone hold {total:,} B when the backward ends")


def in_every_backward(table: JointTable) -> set[str]:
    """The backward nodes that depend on a tangent: no plan computes them in the forward. One pass in the
    joint graph's order, where every node comes after its inputs."""
    dependent: set[str] = set()
    for node in table.nodes:
        if node.kind == "tangent" or any(u in dependent for u in node.inputs):
            dependent.add(node.name)
    return {n.name for n in table.nodes if n.kind == "backward" and n.name in dependent}


def kernel_reads(table: JointTable, by_name: dict[str, JointNode], name: str) -> tuple[str, ...] | None:
    """The values a backward kernel reads (module doc, 2), or None when ``name`` is not such a kernel. An add
    is one when Inductor computes it with its product as one addmm (``table.addmm``, empty under
    ``--split-addmm``): the product's operands and the addend."""
    node = by_name[name]
    if node.bytes <= LEAST_RESULT:
        return None
    if node.target in KERNELS:
        return node.inputs
    product = next((u for u in node.inputs if table.addmm.get(u) == name), None)
    if node.target != FUSED_ADD or product is None:
        return None
    addend = next(u for u in node.inputs if u != product)  # of the product's shape and dtype (fused_addmm)
    if not by_name[product].bytes == node.bytes == read_size(by_name, addend):
        return None
    return (*by_name[product].inputs, addend)


def buffer_of(by_name: dict[str, JointNode], name: str) -> str:
    """The value whose buffer ``name`` may share: through views and copies Inductor may remove."""
    node = by_name[name]
    while (node.bytes == 0 or node.target in COPIES) and node.inputs and node.inputs[0] in by_name:
        node = by_name[node.inputs[0]]
    return node.name


def read_size(by_name: dict[str, JointNode], name: str) -> int:
    """The bytes of the buffer a kernel reads as ``name``: its own, or through element-count-keeping views the
    viewed value's (0 for any other view: its size is not known here)."""
    return by_name[_viewed(by_name, name)].bytes


def kernel_floor(table: JointTable, name: str) -> Floor | None:
    """The floor a backward kernel gives (module doc, 2), or None when ``name`` gives none."""
    by_name = table.by_name()
    return _kernel_floor(table, by_name, in_every_backward(table), _items_returned(table, by_name), name)


def _items_returned(table: JointTable, by_name: dict[str, JointNode]) -> dict[str, str]:
    """The gradients a convolution backward writes beside its input's (module doc, 2): each item of a kernel's
    call that no node reads, with the call that writes it."""
    read = {u for node in table.nodes for u in node.inputs}
    return {
        node.name: node.inputs[0]
        for node in table.nodes
        if node.kind == "backward" and node.target == GETITEM and node.name not in read
        if node.inputs and node.inputs[0] in by_name and by_name[node.inputs[0]].target in KERNELS
    }


def depends_on(by_name: dict[str, JointNode], name: str) -> set[str]:
    """Every node ``name`` reads, directly or through others."""
    return _reached(name, lambda node: (u for u in by_name[node].inputs if u in by_name))


def _reached(start: str, neighbours: Callable[[str], Iterable[str]]) -> set[str]:
    """Every node reached from ``start`` by steps to ``neighbours`` (its inputs, or its readers)."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        for u in neighbours(todo.pop()):
            if u not in seen:
                seen.add(u)
                todo.append(u)
    return seen


def _kernel_floor(
    table: JointTable, by_name: dict[str, JointNode], dependent: set[str], returned: dict[str, str], name: str
) -> Floor | None:
    reads = kernel_reads(table, by_name, name) if name in dependent else None
    if reads is None:
        return None
    buffers: dict[str, int] = {}  # operands that may share a buffer count once, at the largest read of it
    for u in reads:
        b = buffer_of(by_name, u)
        if by_name[b].kind != "primal":  # (a primal's buffer is held already; a copy of one is not counted)
            buffers[b] = max(buffers.get(b, 0), read_size(by_name, u))
    operands = (*buffers, name)
    before = depends_on(by_name, name) - {name}  # the calls that ran before it (its own items are in its result)
    gradients = tuple(g for g, call in returned.items() if call in before)
    total = held_bytes(table) + sum(buffers.values()) + by_name[name].bytes + sum(by_name[g].bytes for g in gradients)
    what = "one addmm" if by_name[name].target == FUSED_ADD else by_name[name].target
    why = f"while the backward's {name} runs ({what}), the primals and its operands and result"
    if gradients:
        why += f", with the {len(gradients)} gradients written before it,"
    return Floor(total, name, operands, f"{why} hold {total:,} B", gradients)


def step_floor(table: JointTable, across: bool = True) -> Floor:
    """The highest floor (module doc): the gradients', a kernel's, or (``across``) a value's held across two
    kernels; the first in graph order among equals."""
    kernels = _kernel_floors(table)
    best = gradient_floor(table)
    for found in (*kernels.values(), *(_Across(table, kernels).floors() if across else ())):
        if found.bytes > best.bytes:
            best = found
    return best


def across_floors(table: JointTable) -> list[Floor]:
    """Floor 3 (module doc) at each kernel where it is above the kernel's own, in graph order."""
    return _Across(table, _kernel_floors(table)).floors()


def _kernel_floors(table: JointTable) -> dict[str, Floor]:
    by_name, dependent = table.by_name(), in_every_backward(table)
    returned = _items_returned(table, by_name)
    return {
        node.name: found
        for node in table.nodes
        if node.name in dependent
        if (found := _kernel_floor(table, by_name, dependent, returned, node.name)) is not None
    }


class _Across:
    """Floor 3 (module doc) at each kernel: its best evidence, found by widest paths (the path whose least
    node is the largest) through the forward's values from each product the kernel's operands derive from."""

    def __init__(self, table: JointTable, kernels: dict[str, Floor]):
        self.table, self.by_name, self.kernels = table, table.by_name(), kernels
        self.at = {node.name: i for i, node in enumerate(table.nodes)}
        self.readers: dict[str, list[str]] = {}
        for node in table.nodes:
            for u in dict.fromkeys(node.inputs):
                self.readers.setdefault(u, []).append(node.name)
        self.widest: dict[tuple[str, frozenset[str]], tuple[dict[str, int], dict[str, str]]] = {}

    def floors(self) -> list[Floor]:
        return [f for name in self.kernels if (f := self.at_kernel(name)) is not None]

    def at_kernel(self, name: str) -> Floor | None:
        """Floor 3 at kernel ``name`` where it is above the kernel's own (floor 2), or None."""
        own, by_name = self.kernels[name], self.by_name
        before = [k for k in depends_on(by_name, name) if k in self.kernels]
        after = [w for w in self._descendants(name) if by_name[w].kind == "backward"]
        read_after: dict[str, str] = {}  # each forward value a backward node after it reads: the first such node
        for w in after:
            for u in by_name[w].inputs:
                read_after.setdefault(_viewed(by_name, u), w)
        best: Floor | None = None
        reads = [
            u for u in kernel_reads(self.table, by_name, name) or () if by_name[buffer_of(by_name, u)].kind != "primal"
        ]
        for v in dict.fromkeys(_viewed(by_name, u) for u in reads):  # the values it reads that a plan decides
            for product in self._products(v):
                saved = [
                    (self.kernels[k].bytes + least, k, p) for k in before for least, p in self._route(product, v, k)
                ]
                later = [(least, w, p) for y, w in read_after.items() for least, p in self._route(product, y, name)]
                if not (saved and later):
                    continue
                (a, k, path), (b, w, chain) = max(saved), max(later)
                total = max(own.bytes, min(a, own.bytes + b))
                if total > (best or own).bytes:
                    why = (
                        f"{name} reads {v}, derived from {product}, which a backward computes at most once: a plan "
                        f"that saves a node between them holds one beside {k} ({a:,} B), and one that does not "
                        f"computes {product} before {name}, and {w} reads {chain[-1]} from it after {name} "
                        f"({own.bytes + b:,} B): at least {total:,} B"
                    )
                    chains = (self._chain(k, name), self._chain(name, w))
                    best = Floor(total, name, own.operands, why, own.gradients, Across(path, *chains, chain))
        return best

    def _products(self, v: str) -> list[str]:
        """The products (:data:`ONCE`) ``v`` derives from through forward values that are not products."""
        found, todo, seen = [], [v], {v}
        while todo:
            node = self.by_name[todo.pop()]
            if node.kind not in FORWARD:
                continue
            if node.target in ONCE and node.bytes > LEAST_RESULT:
                found.append(node.name)
                continue
            for u in node.inputs:
                if u in self.by_name and u not in seen:
                    seen.add(u)
                    todo.append(u)
        return sorted(found, key=self.at.__getitem__)

    def _route(self, product: str, end: str, kernel: str) -> list[tuple[int, tuple[str, ...]]]:
        """The widest path from ``product`` to ``end`` through forward values none of which shares a buffer
        with ``kernel``'s operands (or is empty), as ``[(least bytes, path)]`` where its least is above 0."""
        if self.by_name[end].kind not in FORWARD:
            return []
        banned = frozenset(self.kernels[kernel].operands)  # the buffers it reads and its result
        best, came = self._widest(product, frozenset())
        if end not in best:
            return []
        path = _path(came, end)
        if any(buffer_of(self.by_name, u) in banned for u in path):
            best, came = self._widest(product, banned)
            path = _path(came, end)
        return [(best[end], path)] if best[end] > 0 else []

    def _widest(self, product: str, banned: frozenset[str]) -> tuple[dict[str, int], dict[str, str]]:
        """One pass in graph order: each forward value's widest path from ``product`` (the largest least bytes
        of its nodes, -1 through a banned one), and the input that path came from."""
        key = (product, banned)
        if key not in self.widest:
            weight = lambda n: -1 if buffer_of(self.by_name, n.name) in banned else n.bytes  # noqa: E731
            best, came = {product: weight(self.by_name[product])}, {}
            for node in self.table.nodes[self.at[product] + 1 :]:
                ins = [u for u in node.inputs if u in best]
                if ins and node.kind in FORWARD:
                    came[node.name] = max(ins, key=best.__getitem__)
                    best[node.name] = min(weight(node), best[came[node.name]])
            self.widest[key] = best, came
        return self.widest[key]

    def _chain(self, start: str, end: str) -> tuple[str, ...]:
        """A shortest path from ``start`` to ``end``, which depends on it, from input to reader."""
        came: dict[str, str] = {}
        todo = [start]
        while todo and end not in came:
            reached = []
            for u in todo:
                for w in self.readers.get(u, ()):
                    if w not in came and w != start:
                        came[w] = u
                        reached.append(w)
            todo = reached
        return _path(came, end)

    def _descendants(self, name: str) -> list[str]:
        return sorted(_reached(name, lambda node: self.readers.get(node, ())) - {name}, key=self.at.__getitem__)


def _viewed(by_name: dict[str, JointNode], name: str) -> str:
    """The value whose buffer a read of ``name`` reads through element-count-keeping views."""
    node = by_name[name]
    while node.target in VIEWS and node.inputs and node.inputs[0] in by_name:
        node = by_name[node.inputs[0]]
    return node.name


def _path(came: dict[str, str], end: str) -> tuple[str, ...]:
    path = [end]
    while path[-1] in came:
        path.append(came[path[-1]])
    return tuple(reversed(path))
