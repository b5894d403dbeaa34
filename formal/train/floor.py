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

A tied embedding's gradient is the second kind: the LM head's product with the logits gradient, added to
the embedding's scatter, which depends on the whole backward. The logits gradient is then in memory
beside two vocabulary-sized buffers at the backward's end, in every plan (docs/train.md, the GPT-2 rows).

The kernel floor is conditional on Inductor's lowering, as the FLOPs are on FlopCounterMode's count:
the kernels below are external calls on CPU (Inductor decomposes only matrix products of at most 256
outputs, which :data:`LEAST_RESULT` leaves out), and the fused add is its post-grad pattern
(``formal.train.graphs.fused_addmm``; ``--split-addmm`` removes it, and so this floor, from the plans).
The trusted checker (formal/check/train.py) recomputes the floor a proof cites from its joint graph.
"""

from __future__ import annotations

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


@dataclass(frozen=True)
class Floor:
    """A floor and its reason. ``kernel``: the backward node a kernel floor cites (None for the gradients')."""

    bytes: int
    kernel: str | None
    operands: tuple[str, ...]  # the values in memory beside the primals while the kernel runs (its result last)
    why: str
    gradients: tuple[str, ...] = ()  # the gradients written before the kernel, in memory beside them


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
    node = by_name[name]
    while node.target in VIEWS and node.inputs and node.inputs[0] in by_name:
        node = by_name[node.inputs[0]]
    return node.bytes


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
    seen: set[str] = set()
    todo = [name]
    while todo:
        for u in by_name[todo.pop()].inputs:
            if u in by_name and u not in seen:
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


def step_floor(table: JointTable) -> Floor:
    """The highest floor (module doc): the gradients', or the highest kernel's (the first in graph order
    among equals)."""
    by_name, dependent = table.by_name(), in_every_backward(table)
    returned = _items_returned(table, by_name)
    best = gradient_floor(table)
    for node in table.nodes:
        if node.name in dependent:
            found = _kernel_floor(table, by_name, dependent, returned, node.name)
            if found is not None and found.bytes > best.bytes:
                best = found
    return best
