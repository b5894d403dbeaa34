"""Decode a solver's answer for an exported encoding into a ``formal.schedule/1`` order.

Input: the problem, the exported file (its header names the formulation, the budget, the
problem hash and, for CNF/OPB, the variable numbering) and the solver's output. Accepted
solution formats:

* DIMACS model (``cnf``): ``v 1 -2 3 ... 0`` lines as SAT solvers print them, or bare
  signed integers; ``s UNSATISFIABLE`` is reported as such;
* OPB model (``opb``): ``v x1 -x2 ~x3 ...`` lines;
* ``lp`` / ``mps``: any text with ``name value`` pairs per line, e.g. CBC's solution file
  (``index name value reduced-cost``) or ``name = value``;
* ``smt2``: a ``(get-model)`` answer, ``(define-fun d_0_1 () Bool true)``.

The decoded order is then checked: legal, and its peak within the budget.
"""

from __future__ import annotations

import re

from formal.base.errors import FormalError
from formal.base.files import read_input_text
from formal.model import Problem, first_violation, peak, problem_sha256
from formal.order.export import HEADER
from formal.order.formulation import decode


def _read(path: str) -> str:
    """A solver's output or an exported encoding, bounded (:func:`formal.base.files.read_input`)."""
    return read_input_text(path, errors="replace")


def read_header(path: str, text: str) -> tuple[dict[str, str], dict[str, str]]:
    """(header fields, variable name by token) from an exported encoding's comments."""
    fields: dict[str, str] = {}
    names: dict[str, str] = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[1] == HEADER and not fields:
            fields = dict(p.split("=", 1) for p in parts[2:] if "=" in p)
        elif len(parts) == 4 and parts[1] == "var":
            names[parts[2]] = parts[3]
        elif line and line[0] not in "c*\\;":
            break  # comments come first; stop at the body
    if not fields:
        raise FormalError(f"{path}: not an encoding written by `formal encode` (no {HEADER} header)")
    return fields, names


def _values(fmt: str, text: str, names: dict[str, str], path: str) -> dict[str, bool]:
    if re.search(r"^\s*(s\s+UNSATISFIABLE|unsat|(integer\s+)?infeasible)\b", text, re.M | re.I):
        raise FormalError(f"{path}: the solver reports the encoding unsatisfiable: no order to decode", exit_code=1)
    value: dict[str, bool] = {}
    if fmt == "cnf":
        for line in text.splitlines():
            tokens = line.split()
            if tokens and tokens[0] in ("c", "s"):
                continue
            for tok in tokens[1:] if tokens and tokens[0] == "v" else tokens:
                if re.fullmatch(r"-?\d+", tok) and tok != "0" and tok.lstrip("-") in names:
                    value[names[tok.lstrip("-")]] = not tok.startswith("-")
    elif fmt == "opb":
        answer = " ".join(line[1:] for line in text.splitlines() if line.startswith("v"))
        for tok in re.findall(r"(?<![\w])([-~]?x\d+)\b", answer):
            key = tok.lstrip("-~")
            if key in names:
                value[names[key]] = tok[0] not in "-~"
    elif fmt == "smt2":
        for name, val in re.findall(r"\(define-fun\s+(\S+)\s+\(\)\s+Bool\s+(true|false)\s*\)", text):
            value[name] = val == "true"
    else:
        for line in text.splitlines():
            tokens = line.replace("=", " ").split()
            for i, tok in enumerate(tokens[:-1]):
                if re.fullmatch(r"[dlro]_\d+_\d+", tok):
                    try:
                        value[tok] = float(tokens[i + 1]) > 0.5
                    except ValueError:
                        pass
                    break
    if not value:
        raise FormalError(f"{path}: no variable values found (expected a {fmt} solver's model)")
    return value


def decode_solution(problem: Problem, encoding_path: str, solution_path: str) -> tuple[list[str], int, int]:
    """(order, its peak, the encoding's budget); raises FormalError if it does not decode to
    a legal order within the budget."""
    fields, names = read_header(encoding_path, _read(encoding_path))
    if fields.get("problem_sha256") != problem_sha256(problem):
        raise FormalError(f"{encoding_path}: encoding was made for another problem (problem_sha256 differs)")
    try:
        budget = int(fields["budget"])
        fmt, formulation = fields["format"], fields["formulation"]
    except (KeyError, ValueError):
        raise FormalError(f"{encoding_path}: malformed {HEADER} header") from None
    order = decode(problem, formulation, _values(fmt, _read(solution_path), names, solution_path))
    violation = first_violation(problem, order)
    if violation is not None:
        raise FormalError(f"{solution_path}: decodes to an illegal order: {violation.message}", exit_code=1)
    value = peak(problem, order)
    if value > budget:
        raise FormalError(
            f"{solution_path}: decodes to an order of peak {value} > budget {budget}: not a model of this encoding",
            exit_code=1,
        )
    return order, value, budget
