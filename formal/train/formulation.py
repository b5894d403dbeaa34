"""The save-or-recompute decision of a training step as a 0-1 program.

Variables, for every value the backward part may need (a "forward" or "other" node of the
:class:`~formal.train.graphs.JointTable`): ``s:v`` (the forward saves ``v``) and ``r:v``
(the backward computes ``v`` itself). Rows, all of the form ``sum(coef * var) >= rhs``:

* **need**: a value a backward node reads is saved or computed there: ``s:v + r:v >= 1``.
  Every "other" node is needed (it exists only because backward uses it).
* **chain**: computing ``v`` in backward needs each non-primal input ``u`` there:
  ``s:u + r:u - r:v >= 0``. (Primals, parameters and user inputs, are held all step.)
* **boundary**: when the forward returns, everything it saved is live beside the held
  primals and the tangents: ``-sum(bytes(v) * s:v) >= -(budget - held - tangents)``.
  Any plan whose *measured* step peak fits the budget satisfies it, so the optimum under
  need + chain + boundary is a true lower bound on the extra FLOPs of every plan in this
  space (:func:`relaxation`): that is what the certificate proves.
* **timeline** (the planning model, :func:`timeline_rows`, :func:`planning_program`): at each point of the backward
  order, the saved values not yet freed, the values recomputed and still in use, and the
  gradients and intermediates backward itself holds. Only values a kernel must write to
  memory count (matrix products and convolutions, reductions, outputs): Inductor fuses
  element-wise work into its consumer. An external kernel's scratch memory, measured on the
  compiled default step (``JointTable.transients``, :mod:`formal.train.transients`), counts
  where that kernel runs: in the forward, in the backward, and where backward computes a
  forward value again. A buffer is freed at its last read: formal's plans compile without
  Inductor's reuse pool (formal.train.graphs). This is an estimate; the plan is then compiled
  and measured, and the capacity corrected until the measured step fits (formal.pipelines.train_plan).

Cost: the FLOPs (FlopCounterMode's formulas) of forward nodes computed again in backward;
"other" nodes run once wherever they run. A second objective breaks ties among plans of
equal FLOPs: the bytes saved (of two plans of equal FLOPs the one that saves less leaves more
room for what the planning model misses; element-wise work, free under FlopCounterMode's count,
is what such a plan recomputes).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from formal.solvers.zero_one import ZeroOneProgram
from formal.train.graphs import JointNode, JointTable

# A row while the program is being stated: ``(name, coefficients by variable name, rhs)``
# for ``sum(coef * var) >= rhs``; :func:`program_of` numbers the variables.
NamedRow = tuple[str, dict[str, int], int]


@dataclass
class StepProgram(ZeroOneProgram):
    """The decision as a 0-1 program: minimize ``objective`` (then ``tiebreak``) subject to
    ``rows`` (all ``>=``).

    When ``peak_rows`` names memory rows (``held + fixed + sum(bytes * var) <= capacity``), the
    second objective is instead their largest load: the least modeled peak among the plans of
    least cost, the one with the most room for what the model misses."""

    tiebreak: list[tuple[int, int]] = field(default_factory=list)
    peak_rows: list[str] = field(default_factory=list)
    capacity: int = 0

    def add_rows(self, rows: list[NamedRow]) -> None:
        for name, coefs, rhs in rows:
            self.row_by_name(name, coefs, ">=", rhs)

    def cost(self, terms: list[tuple[int, int]], values: dict[str, int]) -> int:
        """``sum(coef * var)`` of a plan given by name (a missing value is 0)."""
        return sum(c * values.get(self.names[x], 0) for c, x in terms)


def program_of(
    variables: list[str], rows: list[NamedRow], objective: dict[str, int], tiebreak: dict[str, int]
) -> StepProgram:
    """A :class:`StepProgram` over ``variables`` (numbered in this order)."""
    program = StepProgram()
    for v in variables:
        program.var(v)
    program.add_rows(rows)
    program.objective = program.terms_by_name(objective)
    program.tiebreak = program.terms_by_name(tiebreak)
    return program


def candidates(table: JointTable) -> list[JointNode]:
    """The nodes a plan decides about: forward and "other" nodes, in joint order."""
    return [n for n in table.nodes if n.kind in ("forward", "other")]


def chosen(table: JointTable, values: dict[str, int], kind: str) -> list[str]:
    """The candidates a plan saves (``kind="s"``) or computes in backward (``kind="r"``), in joint order."""
    return [n.name for n in candidates(table) if values.get(f"{kind}:{n.name}")]


def held_bytes(table: JointTable) -> int:
    return sum(n.bytes for n in table.nodes if n.kind == "primal")


def tangent_bytes(table: JointTable) -> int:
    return sum(n.bytes for n in table.nodes if n.kind == "tangent")


def structure_rows(table: JointTable) -> tuple[list[str], list[NamedRow]]:
    """The variables and the need and chain rows (module doc)."""
    nodes = candidates(table)
    decided = {n.name: n for n in nodes}
    variables = [f"s:{n.name}" for n in nodes if n.savable] + [f"r:{n.name}" for n in nodes if n.recomputable]
    have = set(variables)

    def either(name: str) -> dict[str, int]:
        return {v: 1 for v in (f"s:{name}", f"r:{name}") if v in have}

    rows = []
    needed = set(table.needed_in_backward()) | {n.name for n in nodes if n.kind == "other"}
    for node in nodes:
        if node.name in needed:
            rows.append((f"need:{node.name}", either(node.name), 1))
    for node in nodes:
        if f"r:{node.name}" not in have:
            continue
        for u in dict.fromkeys(node.inputs):
            if u in decided:
                rows.append((f"chain:{u}>{node.name}", {**either(u), f"r:{node.name}": -1}, 0))
    return variables, rows


def extra_flops_objective(table: JointTable) -> tuple[dict[str, int], dict[str, int]]:
    """(FLOPs per ``r:`` variable, the tie-break: bytes per ``s:`` variable) (module doc)."""
    flops = {f"r:{n.name}": n.flops for n in candidates(table) if n.recomputable and n.kind == "forward" and n.flops}
    elements = {f"s:{n.name}": n.bytes for n in candidates(table) if n.savable and n.bytes}
    return flops, elements


def boundary_row(table: JointTable, budget: int) -> NamedRow:
    """Saved bytes + held + tangents within the budget (a necessary condition, module doc)."""
    coefs = {f"s:{n.name}": -n.bytes for n in candidates(table) if n.savable and n.bytes}
    return "boundary", coefs, -(budget - held_bytes(table) - tangent_bytes(table))


def relaxation(table: JointTable, budget: int) -> StepProgram:
    """Need + chain + boundary: its optimum bounds every plan that fits ``budget`` from below."""
    variables, rows = structure_rows(table)
    flops, elements = extra_flops_objective(table)
    return program_of(variables, rows + [boundary_row(table, budget)], flops, elements)


def written_values(table: JointTable) -> set[str]:
    """The values Inductor must write to memory (module doc: the estimate): outputs of matrix
    products and convolutions (FLOPs > 0), reductions, the graph's outputs, and the inputs of
    those external kernels (directly or through a view), and the values written on reuse
    (:func:`realized_on_reuse`). Other element-wise values are fused into their consumers."""
    by_kind, realized = _written_parts(table)
    return by_kind | realized


def _written_parts(table: JointTable) -> tuple[set[str], set[str]]:
    """:func:`written_values` in two parts: the values written by their kind, and those written on reuse."""
    by_name = table.by_name()
    users: dict[str, list[JointNode]] = {n.name: [] for n in table.nodes}
    for node in table.nodes:
        for u in node.inputs:
            if u in users:
                users[u].append(node)
    outputs = set(table.outputs)

    def feeds_kernel(name: str, depth: int = 0) -> bool:
        return any(u.flops > 0 or (u.bytes == 0 and depth < 2 and feeds_kernel(u.name, depth + 1)) for u in users[name])

    written = set()
    for node in table.nodes:
        if node.bytes == 0 or node.kind in ("primal", "tangent") or node.name in table.addmm:
            continue  # (a product computed inside an add writes the add's buffer)
        read = sum(by_name[i].elements for i in node.inputs if i in by_name)
        if node.flops > 0 or node.name in outputs or node.elements * 4 <= read or feeds_kernel(node.name):
            written.add(node.name)
    return written, realized_on_reuse(table, written, users)


def realized_on_reuse(table: JointTable, written: set[str], users: dict[str, list[JointNode]]) -> set[str]:
    """The element-wise values written because more than one node reads them, by Inductor's rule
    (``StorageBox.should_realize_on_reuse``, applied where it lowers each node): one whose fused expression
    reads more than :data:`REUSE_READS` buffers. The buffers a fused expression reads are the written
    values, primals and tangents it reaches through values that are not written, in the joint graph's order.
    Inductor also writes a reused transcendental on CPU (a softmax's exp, read by its sum and its division);
    the model leaves that part out: with it, the small decoder's default step (which calibrates the model)
    was modeled 3 MB closer and its other plans 3 MB under (docs/train.md).

    The buffers are counted as this model has them, not exactly as Inductor does: a ``var_mean`` is one
    written value here and two buffers there. So on a batch norm followed by a hardtanh, Inductor writes
    the norm's output (five reads) and this rule the hardtanh's backward ``where`` (the norm's four and
    the gradient) instead. Either way the backward holds a buffer of that size from where the norm is
    computed again to where its gradient is (the depthwise CNN of issue 50: the six plans of its first sweep
    were modeled 6% to 12% under, and are within 0.1% with this rule; the plans the rounds pick with it are
    again 7% to 15% under, docs/train.md)."""
    reads: dict[str, frozenset[str]] = {}
    realized: set[str] = set()
    for node in table.nodes:
        if node.kind in ("primal", "tangent") or node.name in written:
            reads[node.name] = frozenset({node.name})
            continue
        reads[node.name] = frozenset().union(*(reads[u] for u in node.inputs if u in reads))
        if node.bytes > 0 and len(users[node.name]) > 1 and len(reads[node.name]) > REUSE_READS:
            realized.add(node.name)
            reads[node.name] = frozenset({node.name})
    return realized


def _reused(node: JointNode, last_user: JointNode | None, written: set[str]) -> bool:
    """Whether the value's buffer likely becomes its last user's (Inductor reuses a dying
    input's buffer for an output of the same size): then the two are not both live there."""
    return last_user is not None and last_user.name in written and last_user.bytes == node.bytes


def _takes_over(node: JointNode, at: int, backward: list[JointNode], written: set[str], taken: dict[int, str]) -> bool:
    """Whether the backward value written at position ``at``, which reads ``node`` last, takes over its
    buffer (:func:`_reused`); it takes over one buffer at most (``taken``: the positions that have, and
    whose buffer), so two values as large read last by one kernel are not both handed to its output (the
    U-Net's last batch norm backward reads the ReLU's output and the convolution's, and writes one gradient
    in the first)."""
    if at in taken or not _reused(node, backward[at], written):
        return False
    taken[at] = node.name
    return True


def _interval_rows(
    prefix: str, fixed: list[int], terms: list[tuple[str, int, int, int]], capacity: int, held: int
) -> list[NamedRow]:
    """One row per stretch of positions over which the same variables are live, at the
    stretch's highest fixed load: ``held + fixed + sum(bytes * var live) <= capacity``."""
    length = len(fixed)
    events = sorted({0, length} | {a for _, _, a, _ in terms} | {b + 1 for _, _, _, b in terms})
    rows = []
    for start, stop in zip(events, events[1:]):
        if start >= length:
            break
        stop = min(stop, length)
        coefs: dict[str, int] = {}
        for v, nbytes, a, z in terms:
            if a <= start and stop - 1 <= z:
                coefs[v] = coefs.get(v, 0) - nbytes
        rows.append((f"{prefix}@{start}", coefs, -(capacity - held - max(fixed[start:stop]))))
    return rows


def _loads(length: int, spans: list[tuple[int, int, int]]) -> list[int]:
    """The fixed load at each position from (first, last, bytes) spans."""
    delta = [0] * (length + 1)
    for a, z, nbytes in spans:
        delta[a] += nbytes
        delta[z + 1] -= nbytes
    running, load = 0, []
    for t in range(length):
        running += delta[t]
        load.append(running)
    return load


REUSE_READS = 4  # Inductor's config.realize_reads_threshold

CHAIN_DEPTH = 16  # forward steps searched for the recomputed descendants that need a value

# ``JointTable.transients`` keys ``name + RELAID``: the kernel's scratch where the backward program
# computes a convolution. On CPU, Inductor lays a graph's tensors out channels-last (its layout
# optimization) only when the graph has a convolution: a backward that recomputes none runs its
# convolution backwards on gradients laid out as traced, and oneDNN copies them (4.7 and 6.3 MB
# on a depthwise CNN's backward), one that recomputes one runs them channels-last (4.6 and 9.2 kB).
RELAID = "@relaid"
# ``JointTable.transients`` keys ``name + COPIES``: the layout copies of a convolution backward's operands
# (formal.train.transients.kernel_copies). A backward that computes no convolution is not relaid while
# the forward is: the values it computes from saved tensors are channels-last, and a convolution backward
# whose traced operands are in another layout (a depthwise one) is handed copies, written beside the
# originals by the fused kernel that writes its gradient operand (2 MB x 3 at a depthwise CNN's largest
# weight gradient). A relaid backward hands it channels-last operands: no copies.
COPIES = "@copies"
# ``JointTable.transients`` keys ``name + PRIMAL_COPY``: a primal the forward copies into another layout (a
# convolution's input or weight, channels-last) and saves in its place: the backward receives the copy under the
# primal's name and frees it after its last read, while the caller still holds the primal
# (formal.train.transients.primal_copies). On the conv stack of issue 50 the nine weights and the input,
# 2.08 MB, are such copies: the default step, which peaks at its first kernels, holds them all, a plan peaking at
# the last batch norm's backward almost none; charged as held, the offset calibrated on the default step read
# that plan 7.8% over. formal's plans keep their primals (formal.train.graphs.keep_saved_primals; the table says so
# in ``primals_kept``): their backward makes such a copy just before its first reader, and holds it from there.
PRIMAL_COPY = "@copy"
RELAID_VAR = "relaid"  # 1 when the plan's backward computes a convolution (planning_program defines it)
CONVOLUTION = "aten.convolution.default"
GETITEM = "<built-in function getitem>"  # str(operator.getitem), a JointNode's target

# The pieces of the timeline, at positions of the forward or the backward order (both ends included):
Span = tuple[int, int, int]  # (first, last, bytes): a load every plan carries
Term = tuple[str, int, int, int]  # (variable, bytes, first, last): a load while the variable is 1
Need = tuple[int, tuple[str, ...]]  # (a recomputed descendant's first read, the r: variables of the path to it)
Condition = tuple[str, str, tuple[tuple[str, ...], ...]]  # (name, x, paths): see _Conditions


def relaying(table: JointTable) -> list[str]:
    """The ``r:`` variables whose value, recomputed, puts a convolution in the backward program
    (:data:`RELAID`); empty when no kernel's scratch differs there."""
    if not any(k.endswith((RELAID, COPIES)) for k in table.transients):
        return []
    return [f"r:{n.name}" for n in candidates(table) if n.recomputable and n.target == CONVOLUTION]


def relaid_value(table: JointTable, values: dict[str, int]) -> int:
    """:data:`RELAID_VAR` of a plan: whether its backward computes a convolution."""
    return int(any(values.get(v) for v in relaying(table)))


def relaid_rows(table: JointTable) -> list[NamedRow]:
    """``relaid`` is 1 exactly when some convolution is recomputed: ``relaid >= r:c`` for each, and
    ``sum(r:c) >= relaid`` (its scratch may be less: the solver must not set it freely)."""
    convolutions = relaying(table)
    if not convolutions:
        return []
    rows: list[NamedRow] = [(f"relaid:{v}", {RELAID_VAR: 1, v: -1}, 0) for v in convolutions]
    return rows + [("relaid:any", {**{v: 1 for v in convolutions}, RELAID_VAR: -1}, 0)]


def scratch(table: JointTable, name: str, relaid: bool) -> int:
    """A kernel's scratch bytes in a backward that computes a convolution (``relaid``) or not."""
    plain = table.transients.get(name, 0)
    return table.transients.get(name + RELAID, plain) if relaid else plain


def timeline_rows(
    table: JointTable, capacity: int, forward_correction: int = 0
) -> tuple[list[Condition], list[NamedRow]]:
    """The planning model's rows (module doc) over the forward order and the backward order.

    Forward, at each node: the values kernels write (matrix products, convolutions,
    reductions, outputs) from their node to their last forward use, plus each saved value
    from where it is written to the end (a value Inductor would not otherwise write is
    written because it is saved). Backward, at each node: tangents to their last use,
    written backward values to their last use (gradients: to the end), each saved value to
    the last point backward needs it, and each value computed in backward from the first
    point something needs it to the last. A value is needed by a backward node that reads
    it, and by the recomputation of a value that needs it (at that value's first need).
    """
    by_name = table.by_name()
    by_kind, realized = _written_parts(table)
    written = by_kind | realized
    held = held_bytes(table)
    users = _user_names(table, by_name)
    # forward_correction: bytes the forward is measured to hold beyond the estimate, relative to
    # the backward's error (formal.pipelines.train_plan calibrates both on the default compile)
    forward_rows = _forward_rows(table, users, written, capacity, held + forward_correction)
    conditions, backward_rows = _backward_rows(table, by_name, users, written, realized, capacity, held)
    return conditions, forward_rows + backward_rows


def _user_names(table: JointTable, by_name: dict[str, JointNode]) -> dict[str, list[str]]:
    """The names of the nodes that read each value, in joint order (once per input that names it)."""
    users: dict[str, list[str]] = {name: [] for name in by_name}
    for node in table.nodes:
        for u in node.inputs:
            if u in users:
                users[u].append(node.name)
    return users


def _forward_rows(
    table: JointTable, users: dict[str, list[str]], written: set[str], capacity: int, held: int
) -> list[NamedRow]:
    """The forward's rows (:func:`timeline_rows`): each written value from its node to its last
    forward use (the forward's outputs: to the end), each saved value from where it is written
    to the end. A use by work that writes nothing (a view, fused element-wise work) counts where
    the kernel that work is fused into runs: a language model's logits live until the fused
    log-softmax kernel that reads them, whatever value of it the plan saves."""
    forward = [n for n in table.nodes if n.kind == "forward"]
    if not forward:
        return []
    fpos = {n.name: t for t, n in enumerate(forward)}
    fend = len(forward) - 1
    fixed_spans: list[Span] = []
    terms: list[Term] = []
    user_outputs = set(table.outputs[: table.num_fwd_outputs])
    # A value read by work that writes nothing (a view, element-wise work Inductor fuses into a
    # later kernel) is read where that later kernel runs: follow such readers to the ones that write.
    reach: dict[str, int] = {}
    for node in reversed(forward):
        reach[node.name] = max(
            [fpos[node.name]] + [fpos[u] if u in written else reach[u] for u in users[node.name] if u in fpos]
        )
    for node in forward:
        last_use = reach[node.name]
        if node.name in user_outputs:
            last_use = fend
        if node.name in written:
            reused = last_use > fpos[node.name] and _reused(node, forward[last_use], written)
            fixed_spans.append((fpos[node.name], last_use - reused, node.bytes))
            begin = last_use + 1 - reused  # saved: it stays past its last forward use
        else:
            begin = fpos[node.name]  # written only because it is saved
        if node.savable and node.bytes and begin <= fend:
            terms.append((f"s:{node.name}", node.bytes, begin, fend))
        if table.transients.get(node.name):  # the kernel's scratch, while it runs
            fixed_spans.append((fpos[node.name], fpos[node.name], table.transients[node.name]))
    return _interval_rows("forward", _loads(len(forward), fixed_spans), terms, capacity, held)


@dataclass
class _Conditions:
    """The condition variables the backward's terms introduce, in order of first use:
    ``(name, x, paths)``, a variable that is 1 when x is and every value on one of the paths
    is recomputed (defined by planning_program)."""

    listed: list[Condition] = field(default_factory=list)

    def both(self, x: str, paths: list[tuple[str, ...]]) -> str:
        """A variable that is 1 when x is and every value on one of the paths is recomputed
        (defined by planning_program)."""
        key = tuple(sorted(set(paths)))
        name = f"when:{x}:{len(self.listed)}"
        for known, y, k in self.listed:
            if y == x and k == key:
                return known
        self.listed.append((name, x, key))
        return name


@dataclass(frozen=True)
class _BackwardOrder:
    """What the backward's terms are read from (:func:`_backward_rows`)."""

    nodes: list[JointNode]  # the backward nodes in order: a position is an index here
    reads: dict[str, list[int]]  # every value: the positions that read it (_backward_reads)
    needs: dict[str, list[Need]]  # every decided value: the recomputations that need it (_recompute_needs)
    in_place: set[str]  # decided values their one forward reader computes over (_in_place)
    written: set[str]  # the values kernels write (written_values)
    decided: dict[str, JointNode]  # the values a plan decides about (candidates), by name
    have: set[str]  # the s: and r: variables of the program
    transients: dict[str, int]  # kernels' scratch bytes (JointTable.transients)
    taken: dict[int, str]  # the positions whose written value took over a buffer it reads last, and whose (_takes_over)


def _backward_rows(
    table: JointTable,
    by_name: dict[str, JointNode],
    users: dict[str, list[str]],
    written: set[str],
    realized: set[str],
    capacity: int,
    held: int,
) -> tuple[list[Condition], list[NamedRow]]:
    """The backward's rows (:func:`timeline_rows`) and the condition variables their terms use:
    the fixed load (:func:`_backward_spans`) and each decided value's terms (:func:`_value_terms`)."""
    backward = [n for n in table.nodes if n.kind == "backward"]
    decided = {n.name: n for n in candidates(table)}
    # Where each value is read: by backward nodes at their position, by "other" nodes where they
    # run (their own first read, or each kernel that inlines them), and by a recomputation at the
    # point the recomputed value is first needed, which only counts when it is recomputed (an "and").
    reads = _backward_reads(table, by_name, backward, written, realized)
    needs = _recompute_needs(decided, by_name, users, reads)
    taken: dict[int, str] = {}
    spans = _backward_spans(table, backward, reads, written, taken)
    have = {f"{k}:{n.name}" for n in decided.values() for k, ok in (("s", n.savable), ("r", n.recomputable)) if ok}
    in_place = _in_place(decided, reads, users, by_name)
    order = _BackwardOrder(backward, reads, needs, in_place, written, decided, have, table.transients, taken)
    conditions = _Conditions()
    terms = [term for node in decided.values() if node.bytes for term in _value_terms(node, order, conditions)]
    copies = _copy_spans(table, backward)
    spans += copies
    if relaying(table):  # each backward kernel's scratch differs by this much where the backward is relaid
        bpos = {n.name: t for t, n in enumerate(backward)}
        terms += [
            (RELAID_VAR, scratch(table, n.name, True) - scratch(table, n.name, False), bpos[n.name], bpos[n.name])
            for n in backward
            if scratch(table, n.name, True) != scratch(table, n.name, False)
        ]
        terms += [(RELAID_VAR, -nbytes, at, at) for at, _at, nbytes in copies]  # relaid: no layout copies
    if not backward:
        return conditions.listed, []
    return conditions.listed, _interval_rows("backward", _loads(len(backward), spans), terms, capacity, held)


def _backward_reads(
    table: JointTable,
    by_name: dict[str, JointNode],
    backward: list[JointNode],
    written: set[str] | None = None,
    realized: set[str] | frozenset[str] = frozenset(),
) -> dict[str, list[int]]:
    """Where each value is read in the backward order: by backward nodes at their position, by
    "other" nodes where they run (their own first read; given the written values, one no kernel
    writes is inlined into each of its readers, and reads its inputs at each). A matrix product Inductor computes
    inside an add (``table.addmm``) reads its inputs where the add is; a view (no bytes of its
    own) is read wherever something reads it, and so is what it views. Given the ``written``
    values, element-wise work that writes nothing reads its inputs where the kernel it is fused
    into runs (:func:`_fused_positions`), and an external kernel (a convolution backward) reads
    its operands also where the last of them backward computes is written: the values computed
    again for it are computed in that kernel.

    Given the values written on reuse (``realized``, :func:`realized_on_reuse`), such a value stands for
    a buffer Inductor writes among its fused inputs (a batch norm's output) while its own work runs in the
    kernels that read it: its input of its own size (the gradient a hardtanh's backward masks) is read
    where it is read. And an item of a tuple that is not written apart (a convolution backward's input
    gradient) lies in the tuple's buffer: the tuple is read where the item is. On the depthwise CNN of
    issue 50 the largest convolution backward's input gradient stays until the kernel that writes the next
    one's operands (Inductor's ``buf158``): its 0.8 plans were modeled 9% to 15% under without these two
    reads, 5% to 9% with them; no other committed plan's modeled peak changes."""
    reads: dict[str, list[int]] = {name: [] for name in by_name}
    bpos = {n.name: t for t, n in enumerate(backward)}
    runs = _fused_positions(backward, written) if written is not None else bpos
    for t, node in enumerate(backward):
        at = bpos.get(table.addmm.get(node.name, ""), runs[node.name])
        for u in node.inputs:
            reads[u].append(at)
        if written is not None and node.flops > 0:
            # an external kernel's operands are written by the kernel before it that writes the one
            # backward computes last (its gradient): a value computed again for it is computed there
            ready = max((bpos[u] for u in node.inputs if u in bpos), default=t)
            for u in node.inputs:
                if ready < t and u not in bpos:
                    reads[u].append(ready)
    if written is not None:
        for node in reversed(backward):  # a reader before what it reads: reads pass on down a chain
            if node.name in realized:
                for u in node.inputs:
                    if u in bpos and by_name[u].bytes == node.bytes:
                        reads[u].extend(reads[node.name])
            if node.target == GETITEM and node.name not in written and node.inputs and node.inputs[0] in bpos:
                reads[node.inputs[0]].extend(reads[node.name])
    for node in reversed(table.nodes):
        if node.kind == "other" and reads[node.name]:
            # written where it first runs; fused element-wise work is computed in each kernel that reads it
            inlined = written is not None and node.bytes > 0 and node.name not in written
            for u in node.inputs:
                reads[u].extend(reads[node.name] if inlined else [min(reads[node.name])])
        if node.bytes == 0 and node.elements and reads[node.name] and node.kind in ("backward", "other", "forward"):
            # a forward view too: the query an attention's backward reads through view and permute lies in
            # its clone's buffer, which lives until then (the decoder of issue 50, measured on its trace)
            for u in node.inputs:
                reads[u].extend(reads[node.name])
    return reads


def _fused_positions(backward: list[JointNode], written: set[str]) -> dict[str, int]:
    """Where each backward node's work runs: a node whose value no kernel writes (element-wise work,
    or a view of it) is fused into the kernels that read it, so it runs where the last of them does (a
    batch norm's backward runs in the kernel that writes the convolution backward's gradient operand,
    and its inputs stay until then; a softmax's gradient viewed and scattered into the logits'
    gradient runs in the scatter's kernel); every other node at its own position."""
    bpos = {n.name: t for t, n in enumerate(backward)}
    users: dict[str, list[str]] = {n.name: [] for n in backward}
    for node in backward:
        for u in node.inputs:
            if u in users:
                users[u].append(node.name)
    runs: dict[str, int] = {}
    for node in reversed(backward):
        fused = node.name not in written and users[node.name] and (node.bytes > 0 or node.elements > 0)
        runs[node.name] = max(runs[u] for u in users[node.name]) if fused else bpos[node.name]
    return runs


def _recompute_needs(
    decided: dict[str, JointNode],
    by_name: dict[str, JointNode],
    users: dict[str, list[str]],
    reads: dict[str, list[int]],
) -> dict[str, list[Need]]:
    """For each decided value, the recomputed forward descendants that may need it: (the
    descendant's first read, the ``r:`` variables of the path to it), in order."""
    # A value computed in backward is computed where the first value that needs it is: itself
    # where read, or a forward descendant recomputed from it (through a chain of recomputed
    # values), at that descendant's first read. Which descendants are recomputed is the plan's
    # choice, so each stretch before the value's own first read (and, for a saved value, after
    # its last read) is charged under an "any of these descendants recomputed" condition.
    # Descendants are searched through forward nodes up to CHAIN_DEPTH steps.
    needs: dict[str, list[Need]] = {}
    for name in decided:
        parent = _recomputable_descendants(name, decided, by_name, users)
        needs[name] = sorted((min(reads[u]), _path(name, u, parent)) for u in parent if reads[u])
    return needs


def _recomputable_descendants(
    name: str, decided: dict[str, JointNode], by_name: dict[str, JointNode], users: dict[str, list[str]]
) -> dict[str, str]:
    """The recomputable forward nodes reached from ``name`` through forward users, breadth first
    up to CHAIN_DEPTH steps, each with the node it was first reached from."""
    parent: dict[str, str] = {}
    frontier = [name]
    for _depth in range(CHAIN_DEPTH):
        reached = []
        for v in frontier:
            for u in users[v]:
                if (
                    u in decided
                    and by_name[u].kind == "forward"
                    and by_name[u].recomputable
                    and u not in parent
                    and u != name
                ):
                    parent[u] = v
                    reached.append(u)
        frontier = reached
        if not frontier:
            break
    return parent


def _path(name: str, descendant: str, parent: dict[str, str]) -> tuple[str, ...]:
    """The ``r:`` variables from ``name`` (excluded) to ``descendant`` (included), in order."""
    path, at = [], descendant
    while at != name:
        path.append(f"r:{at}")
        at = parent[at]
    return tuple(reversed(path))


def _backward_spans(
    table: JointTable, backward: list[JointNode], reads: dict[str, list[int]], written: set[str], taken: dict[int, str]
) -> list[Span]:
    """The backward's fixed load: each tangent and each primal copy (:data:`PRIMAL_COPY`) from the
    start to its last read (a kept primal's copy from its first read: ``JointTable.primals_kept``),
    each written backward value from its node to its last read (a gradient: to the end), one position
    less when its last reader takes over its buffer (:func:`_takes_over`)."""
    outputs = set(table.outputs)
    bpos = {n.name: t for t, n in enumerate(backward)}
    spans = []
    for node in table.nodes:
        copy = node.kind == "primal" and table.transients.get(node.name + PRIMAL_COPY)
        if (node.kind == "tangent" or copy) and reads[node.name]:
            first = min(reads[node.name]) if copy and table.primals_kept else 0  # a kept primal's copy: from its reader
            spans.append((first, max(reads[node.name]), node.bytes))
        elif node.kind == "backward" and node.name in written:
            end = len(backward) - 1 if node.name in outputs else max(reads[node.name] + [bpos[node.name]])
            if end > bpos[node.name] and node.name not in outputs and _takes_over(node, end, backward, written, taken):
                end -= 1
            spans.append((bpos[node.name], end, node.bytes))
        if node.kind == "backward" and table.transients.get(node.name):  # the kernel's scratch, while it runs
            spans.append((bpos[node.name], bpos[node.name], table.transients[node.name]))
    return spans


def _copy_spans(table: JointTable, backward: list[JointNode]) -> list[Span]:
    """The layout copies of each convolution backward's operands (:data:`COPIES`), where the kernel that
    writes them runs: at the gradient operand's node when the backward computes it (before the
    convolution backward), else at the convolution backward."""
    bpos = {n.name: t for t, n in enumerate(backward)}
    spans = []
    for node in backward:
        nbytes = table.transients.get(node.name + COPIES, 0)
        if nbytes:
            grad = node.inputs[0] if node.inputs else ""
            spans.append((bpos.get(grad, bpos[node.name]),) * 2 + (nbytes,))
    return spans


def _in_place(
    decided: dict[str, JointNode],
    reads: dict[str, list[int]],
    users: dict[str, list[str]],
    by_name: dict[str, JointNode],
) -> set[str]:
    """The decided values computed over in place by their one reader."""
    # Read by nothing in backward and by one forward node as large: Inductor computes that
    # reader in the value's buffer (ReLU after a matrix product), so the value is not
    # charged beside it.
    return {
        name
        for name, node in decided.items()
        if not reads[name]
        and len(users[name]) == 1
        and by_name[users[name][0]].kind == "forward"
        and by_name[users[name][0]].bytes == node.bytes
    }


def _value_terms(node: JointNode, order: _BackwardOrder, conditions: _Conditions) -> list[Term]:
    """A decided value's terms: while backward reads it, and before or after that while a
    recomputed descendant needs it."""
    name = node.name
    direct = order.reads[name]
    terms = _read_terms(node, order) if direct else []
    if f"r:{name}" in order.have and (direct or name in order.written):
        # computed early for descendants: from the earliest recomputed one to its own first
        # read (not read itself: at each such point, and gone after, unless it is consumed in
        # place by a value as large)
        terms += _early_terms(node, order, conditions)
    if f"s:{name}" in order.have:
        # saved: kept past its last read (or, if never read, from the start) until the last
        # recomputed descendant needing it has been computed
        terms += _late_terms(node, order, conditions)
    return terms


def _read_terms(node: JointNode, order: _BackwardOrder) -> list[Term]:
    """A value backward reads: saved, from the start to its last read; computed in backward,
    from its first read to its last."""
    s, r = f"s:{node.name}", f"r:{node.name}"
    direct = order.reads[node.name]
    # the last reader, a written backward value as large, takes over the buffer
    end = max(direct) - _takes_over(node, max(direct), order.nodes, order.written, order.taken)
    terms = []
    if s in order.have and end >= 0:
        terms.append((s, node.bytes, 0, end))
    if r in order.have and end >= min(direct) and node.name in order.written:  # else fused into its readers
        terms.append((r, node.bytes, min(direct), end))
    # computed again: its kernel's scratch there (a convolution: in a backward it relays, RELAID)
    again = order.transients.get(node.name + RELAID, order.transients.get(node.name, 0))
    if r in order.have and again:
        terms.append((r, again, min(direct), min(direct)))
    return terms


def _early_terms(node: JointNode, order: _BackwardOrder, conditions: _Conditions) -> list[Term]:
    """A value computed in backward, before its own first read (or, never read, at each point a
    recomputed descendant needs it), under "one of these descendants is recomputed"."""
    direct = order.reads[node.name]
    early = [(p, w) for p, w in order.needs[node.name] if not direct or p < min(direct)]
    terms = []
    positions = sorted({p for p, _w in early})  # several descendants may need it at one position
    for i, p in enumerate(positions):
        if direct:
            stop = positions[i + 1] - 1 if i + 1 < len(positions) else min(direct) - 1
        else:
            if node.name in order.in_place:
                break  # its one reader, as large, takes over its buffer and is charged instead
            stop = p
        if stop >= p:
            # needed at p by any descendant needing it by then
            terms.append((conditions.both(f"r:{node.name}", [w for q, w in early if q <= p]), node.bytes, p, stop))
    return terms


def _late_terms(node: JointNode, order: _BackwardOrder, conditions: _Conditions) -> list[Term]:
    """A saved value, after its last read (never read: from the start), up to each point a
    recomputed descendant needs it, under "one of the descendants still to come is recomputed"."""
    direct = order.reads[node.name]
    after = max(direct) if direct else -1
    late = [(p, w) for p, w in order.needs[node.name] if p > after]
    start_at = after + 1
    terms = []
    for i, (p, _w) in enumerate(late):
        if i + 1 < len(late) and late[i + 1][0] == p:
            continue
        stop = p
        if node.name in order.in_place and i == len(late) - 1:
            stop = p - 1  # its last reader takes over its buffer
        if stop >= start_at:
            # kept for any descendant still to come, those needing it at p included (they may be several)
            kept_for = [w for q, w in late if q >= p]
            terms.append((conditions.both(f"s:{node.name}", kept_for), node.bytes, start_at, stop))
        start_at = p + 1
    return terms


def _path_names(conditions: list) -> tuple[set[tuple[str, ...]], dict[tuple[str, ...], str]]:
    """The recomputation paths of the conditions that need a variable of their own (two steps
    or more), and every path's variable (a one-step path is its ``r:`` variable)."""
    paths = {path for _n, _x, any_of in conditions for path in any_of if len(path) > 1}
    names = {path: f"path:{i}" for i, path in enumerate(sorted(paths))}
    names.update({path: path[0] for _n, _x, any_of in conditions for path in any_of if len(path) == 1})
    return paths, names


def complete(table: JointTable, values: dict[str, int]) -> dict[str, int]:
    """A plan's values with the planning program's auxiliary variables set as they are defined."""
    conditions, _rows = timeline_rows(table, 0)
    paths, names = _path_names(conditions)
    return {
        **values,
        **({RELAID_VAR: relaid_value(table, values)} if relaying(table) else {}),
        **condition_values(conditions, values),
        **{names[p]: int(all(values.get(v) for v in p)) for p in paths},
    }


def useful_save_rows(table: JointTable) -> list[NamedRow]:
    """A value backward does not read is saved only if a value backward computes from it is:
    ``sum(r:reader) - s:v >= 0``. Saving it otherwise changes nothing the partitioner keeps (it
    drops a saved value nothing reads) and costs no modeled bytes where the step peaks, so
    without these rows many 0-1 plans are one compiled program, and a plan measured over the
    budget returns under another name."""
    needed = set(table.needed_in_backward())
    users = _user_names(table, table.by_name())
    have = {f"r:{n.name}" for n in candidates(table) if n.recomputable}
    rows = []
    for node in candidates(table):
        if node.savable and node.kind == "forward" and node.name not in needed:
            readers = {f"r:{u}": 1 for u in users[node.name] if f"r:{u}" in have}
            rows.append((f"useful:{node.name}", {**readers, f"s:{node.name}": -1}, 0))
    return rows


def planning_program(table: JointTable, capacity: int, budget: int, forward_correction: int = 0) -> StepProgram:
    """The relaxation for ``budget`` plus the timeline rows at ``capacity`` and the useful-save
    rows (module doc)."""
    variables, structure = structure_rows(table)
    structure += useful_save_rows(table)
    flops, elements = extra_flops_objective(table)
    conditions, rows = timeline_rows(table, capacity, forward_correction)
    _name, at_capacity, at_rhs = boundary_row(table, capacity)
    paths, path_name = _path_names(conditions)
    variables += [name for name, _x, _any in conditions] + sorted(path_name[p] for p in paths)
    variables += [RELAID_VAR] if relaying(table) else []
    defines = [(f"define:{path_name[p]}", {path_name[p]: 1, **{v: -1 for v in p}}, 1 - len(p)) for p in sorted(paths)]
    defines += [
        (f"define:{name}:{path_name[p]}", {name: 1, x: -1, path_name[p]: -1}, -1)
        for name, x, any_of in conditions
        for p in any_of
    ]
    program = program_of(
        variables,
        [
            *structure,
            boundary_row(table, budget),
            *defines,
            *relaid_rows(table),
            *rows,
            ("boundary@capacity", at_capacity, at_rhs),
        ],
        flops,
        elements,
    )
    program.peak_rows = [name for name, _c, _r in rows] + ["boundary@capacity"]
    program.capacity = capacity
    return program


def closure(table: JointTable, saved: set[str]) -> set[str]:
    """The values backward must compute when the forward saves ``saved``: every needed value
    not saved, and recursively their non-primal inputs not saved."""
    by_name = table.by_name()
    needed = set(table.needed_in_backward()) | {n.name for n in candidates(table) if n.kind == "other"}
    todo = [v for v in needed if v not in saved and by_name[v].kind != "primal"]
    computed: set[str] = set()
    while todo:
        v = todo.pop()
        if v in computed:
            continue
        computed.add(v)
        todo.extend(
            u for u in by_name[v].inputs if u in by_name and by_name[u].kind in ("forward", "other") and u not in saved
        )
    return computed


def storage_owner(table: JointTable, name: str) -> str:
    """The value whose buffer ``name`` lives in: itself, or for a view (a value of 0 bytes
    here) the value it views, through view chains."""
    by_name = table.by_name()
    node = by_name[name]
    while node.bytes == 0 and node.kind in ("forward", "other") and node.inputs and node.inputs[0] in by_name:
        node = by_name[node.inputs[0]]
    return node.name


def assignment(table: JointTable, saved: set[str]) -> dict[str, int]:
    """The 0-1 values of a plan that saves ``saved`` (and computes its closure in backward).
    A saved view keeps the buffer it views: that value counts as saved. A value neither the
    backward nor anything it computes reads is not saved: the partitioner drops it (a plan's
    0-1 values may save it for a recomputation nothing needs, and its programs are this plan's)."""
    owners = {storage_owner(table, v) for v in saved}
    computed = closure(table, owners)
    by_name = table.by_name()
    read = set(table.needed_in_backward()) | {u for v in computed for u in by_name[v].inputs}
    saved = owners & read
    values = {}
    for node in candidates(table):
        if node.savable:
            values[f"s:{node.name}"] = int(node.name in saved)
        if node.recomputable:
            values[f"r:{node.name}"] = int(node.name in computed)
    return values


def violated(program: StepProgram, values: dict[str, int]) -> list[str]:
    """Names of the rows ``values`` breaks (a value missing from ``values`` is 0)."""
    return [row.name for row in program.rows if program.cost(row.terms, values) < row.rhs]


def condition_values(conditions: list, values: dict[str, int]) -> dict[str, int]:
    """The auxiliary variables' values for a plan: x, and all of one of the paths."""
    return {
        name: int(bool(values.get(x)) and any(all(values.get(v) for v in path) for path in paths))
        for name, x, paths in conditions
    }


def cost(coefs: dict[str, int], values: dict[str, int]) -> int:
    return sum(c * values.get(v, 0) for v, c in coefs.items())


def phase_peaks(table: JointTable, values: dict[str, int], forward_correction: int = 0) -> tuple[int, int]:
    """The planning model's (forward, backward) peaks of a plan: the least capacity each
    phase's rows allow (the boundary counts as the backward's start)."""
    saved = sum(n.bytes for n in candidates(table) if n.savable and values.get(f"s:{n.name}"))
    phases = {"forward": 0, "backward": held_bytes(table) + tangent_bytes(table) + saved}
    for name, load in row_loads(table, values, forward_correction):
        phase = name.split("@")[0]
        phases[phase] = max(phases[phase], load)
    return phases["forward"], phases["backward"]


def row_loads(table: JointTable, values: dict[str, int], forward_correction: int = 0) -> list[tuple[str, int]]:
    """Each timeline row's name and its load under a plan: at capacity 0 the row's rhs is held + the fixed
    load, and the live bytes come from the plan's values (its conditions and :data:`RELAID_VAR` derived)."""
    conditions, rows = timeline_rows(table, 0, forward_correction)
    values = {**values, **condition_values(conditions, values), RELAID_VAR: relaid_value(table, values)}
    return [(name, rhs - cost(coefs, values)) for name, coefs, rhs in rows]


def model_peak(table: JointTable, values: dict[str, int], forward_correction: int = 0) -> int:
    """The planning model's step peak for a plan: the smallest capacity its rows allow."""
    return max(phase_peaks(table, values, forward_correction))
