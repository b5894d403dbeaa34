"""Which of a generated program's arguments the program owns: frees with its own ``del``.

A program *owns* an argument when its caller drops the last reference on the call, so the
program's ``del`` frees the storage; it *holds* one the caller keeps (the storage outlives the
call). Inference and forward programs hold every argument: parameters, buffers and user inputs
stay with the module and the caller. A backward program owns its tangents and the saved values
the forward made, and holds the saved values that lie on the forward's inputs or constants.

Which saved value is which is read from the forward's ``return`` by position
(:func:`backward_ownership`), not from the backward's argument names: Inductor may save a
copy of a primal in another layout (a channels-last copy of a convolution's weight) at the
place of ``primals_k``, and the backward still calls it ``primals_k``, although the backward
owns and frees that copy. :func:`ownership_by_name` is the rule by name, for a backward
program whose forward is not at hand; it takes such copies for held, so it overstates the
backward's peak (never understates it).
"""

from __future__ import annotations

import ast
from typing import Sequence

from formal.base.errors import FormalError
from formal.program.statements import VIEW_FUNCS, VIEW_METHODS, Program, parse_program


def ownership_by_name(part: str, input_names: list[str]) -> list[bool]:
    """The rule by name: a backward program owns every argument but ``primals_*`` (module
    doc: conservative where a saved value is a relaid-out copy of a primal); other programs
    own none."""
    return [part == "bwd" and not name.startswith("primals_") for name in input_names]


def program_ownership(part: str, source: str, forward_source: str | None = None) -> list[bool]:
    """Which arguments the program ``source`` (part ``infer``, ``fwd`` or ``bwd``) owns: a
    backward program's by position when its forward's source is given, else by name."""
    if part == "bwd" and forward_source is not None:
        return backward_ownership(forward_source, source)[1]
    return ownership_by_name(part, input_names(source))


def input_names(source: str, filename: str = "<wrapper>") -> list[str]:
    """A wrapper's argument names in call order (the ``a, b, c = args`` line of ``call``)."""
    return argument_names(parse_program(source, filename))


def argument_names(program: Program) -> list[str]:
    """:func:`input_names` of a program already parsed."""
    prologue = next((s for s in program.statements if s.kind == "prologue" and s.binds != ["args"]), None)
    return list(prologue.binds) if prologue else []


def _base_name(node: ast.AST, aliases: dict[str, str | None]) -> str | None:
    """The name whose storage an expression lies on: through views (``reinterpret_tensor(b,
    ...)``, ``b.view(...)``) and aliases bound earlier (``buf3 = primals_5``); None when it is
    no name (``None``, a size, a kernel's result)."""
    while isinstance(node, ast.Call):
        if isinstance(node.func, ast.Name) and node.func.id in VIEW_FUNCS and node.args:
            node = node.args[0]
        elif isinstance(node.func, ast.Attribute) and node.func.attr in VIEW_METHODS:
            node = node.func.value
        else:
            return None
    if not isinstance(node, ast.Name):
        return None
    return aliases.get(node.id, node.id)


def _first_statement(code: str) -> ast.stmt | None:
    try:
        body = ast.parse(code.strip()).body
    except SyntaxError:
        return None
    return body[0] if body else None


def returned_values(statements: Sequence[tuple[str, str]], where: str) -> list[str | None]:
    """For each value ``call`` returns, the name of the storage it lies on (:func:`_base_name`,
    aliases followed), from its statements as ``(kind, code)`` in order."""
    aliases: dict[str, str | None] = {}
    for kind, code in statements:
        node = _first_statement(code) if kind in ("alias", "return") else None
        if (
            kind == "alias"
            and isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
        ):
            aliases[node.targets[0].id] = _base_name(node.value, aliases)
        elif kind == "return":
            value = getattr(node, "value", None)
            if isinstance(node, ast.Return) and isinstance(value, (ast.Tuple, ast.List)):
                return [_base_name(element, aliases) for element in value.elts]
            break
    raise FormalError(f"{where}: call does not end in `return (...)`, so its outputs cannot be told apart")


def _statements(source: str, where: str) -> list[tuple[str, str]]:
    return [(st.kind, st.code) for st in parse_program(source, where).statements]


def saved_held(bases: list[str | None], held_names: set[str], num_saved: int, where: str) -> tuple[int, list[bool]]:
    """``(user outputs, held per saved value)``: forward returns (``bases``: the storages of
    its returned values, :func:`returned_values`) its user outputs, then the ``num_saved``
    values backward takes first; a saved value is *held* (the caller's storage,
    which backward must not count as freed) when it lies on one of forward's inputs or
    constants (``held_names``), else it is a storage forward made, which backward owns.

    The position decides, not backward's argument name: Inductor may save a copy of a primal
    in another layout (a channels-last copy of a convolution's input or weight) at the place
    of ``primals_k``, and backward still calls it ``primals_k``.
    """
    if len(bases) < num_saved:
        raise FormalError(
            f"{where}: forward returns {len(bases)} values, fewer than backward's {num_saved} saved "
            f"arguments; are these two programs one training step?"
        )
    user = len(bases) - num_saved
    return user, [base is not None and base in held_names for base in bases[user:]]


def _held_names(source: str, where: str) -> set[str]:
    """Names in forward's ``call`` that reach a storage the caller holds: its arguments and the
    module-level names it reads without binding them (its constants)."""
    program = parse_program(source, where)
    bound = {n for st in program.statements if st.kind != "prologue" for n in st.binds}
    used = {n for st in program.statements for n in st.uses}
    return set(input_names(source, where)) | (used - bound)


def backward_ownership(fwd_source: str, bwd_source: str) -> tuple[int, list[bool]]:
    """``(forward's user outputs, which of backward's arguments backward owns)`` in a step:
    the tangents and every saved value forward made itself (:func:`saved_held`)."""
    names = input_names(bwd_source, "backward wrapper")
    num_saved = tangent_positions(names, "backward wrapper")
    bases = returned_values(_statements(fwd_source, "forward wrapper"), "forward wrapper")
    user, held = saved_held(bases, _held_names(fwd_source, "forward wrapper"), num_saved, "forward wrapper")
    return user, [not h for h in held] + [True] * (len(names) - num_saved)


def backward_owned(fwd_source: str, bwd_source: str) -> dict[str, bool]:
    """:func:`backward_ownership`'s second part by argument name: whether the backward owns each."""
    return dict(zip(input_names(bwd_source, "backward wrapper"), backward_ownership(fwd_source, bwd_source)[1]))


def tangent_positions(names: list[str], where: str) -> int:
    """How many of backward's arguments come before the tangents (the saved values), checked:
    the ``tangents_*`` arguments are the last ones, and there is at least one."""
    first = next((i for i, n in enumerate(names) if n.startswith("tangents_")), None)
    if first is None or not all(n.startswith("tangents_") for n in names[first:]):
        raise FormalError(
            f"{where}: expected backward's arguments to be saved values then tangents_*, got "
            f"{', '.join(names[:6])}{', ...' if len(names) > 6 else ''}"
        )
    return first
