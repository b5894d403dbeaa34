"""The checker's primitives held to their specifications, each against an independent brute force:
the one reader's limits as docs/proofs.md states them, the linear certificate's weak duality, the
DRUP formula's clause limit and the BDD encoding of ``sum(w * x) <= k`` (docs/proofs.md,
"sat_refutation"). Requirements, not the code's shape: any checker meeting the documents passes.
"""

from __future__ import annotations

import itertools
import random
import re
from fractions import Fraction
from pathlib import Path

import pytest

import formal.check.base as base
from formal.check import Invalid, bound, closure, cuts, problem, refute, remat
from formal.check.bound import lagrangian
from formal.check.problem import Problem
from formal.check.refute import encode, pb_leq

DOCS = Path(__file__).resolve().parents[1] / "docs" / "proofs.md"


def _documented(value: str) -> int:
    """A value of the Limits table: ``64 MiB``, ``2^63``, ``6,000,000``."""
    value = value.strip()
    if value.endswith("MiB"):
        return int(value.removesuffix("MiB").replace(",", "")) << 20
    if "^" in value:
        b, e = value.split("^")
        return int(b) ** int(e)
    return int(value.replace(",", ""))


def test_the_documented_limits_are_the_checkers():
    """docs/proofs.md, "Limits (hostile input)": every limit in the table is the constant the checker uses."""
    text = DOCS.read_text()
    table = text[text.index("### Limits (hostile input)") :].split("\n\n")[2]
    modules = (base, bound, problem, cuts, closure, refute, remat)
    found = 0
    for line in table.splitlines()[2:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        names = re.findall(r"`(MAX_\w+|ECHO_CHARS)`", cells[0])
        if not names:  # a rule without a constant (aliases: none)
            continue
        for name, value in zip(names, cells[1].split(";"), strict=True):
            (actual,) = {getattr(m, name) for m in modules if hasattr(m, name)}
            assert actual == _documented(value), name
            found += 1
    assert found >= 16


def test_a_file_of_exactly_the_node_or_depth_limit_is_read_and_one_more_is_refused(monkeypatch, tmp_path):
    """The reader counts every YAML node (a list's start and each scalar) and every level of nesting:
    a file at the limit is read, one node or one level more is refused in one line."""
    monkeypatch.setattr(base, "MAX_YAML_NODES", 5)
    monkeypatch.setattr(base, "MAX_YAML_DEPTH", 3)
    for text, ok in (("[1, 2, 3, 4]", True), ("[1, 2, 3, 4, 5]", False), ("[[[1]]]", True), ("[[[[1]]]]", False)):
        path = tmp_path / "f.yaml"
        path.write_text(text + "\n")
        if ok:
            assert base.read(str(path)) is not None
        else:
            with pytest.raises(Invalid, match="YAML nodes or .* levels of nesting"):
                base.read(str(path))


def _minimum(costs: dict, rows: list, groups: dict, limits: dict) -> int | None:
    """min c.x over 0-1 points meeting every row sum(a * x) >= b and the group limits (None: no point)."""
    names, best = sorted(costs), None
    for bits in itertools.product((0, 1), repeat=len(names)):
        x = dict(zip(names, bits))
        per_group: dict = {}
        for v, on in x.items():
            per_group[groups.get(v, v)] = per_group.get(groups.get(v, v), 0) + on
        if any(n > limits.get(g, 1) for g, n in per_group.items()):
            continue
        if all(sum(a * x[v] for v, a in coefs.items()) >= b for coefs, b in rows):
            cost = sum(costs[v] * x[v] for v in names)
            best = cost if best is None else min(best, cost)
    return best


def test_a_linear_certificate_never_proves_more_than_the_minimum():
    """Weak duality (docs/proofs.md, "The linear certificate"): for any multipliers y >= 0 the bound is at
    most the least cost of a 0-1 point meeting the rows and group limits; it reaches that least cost where
    the multipliers are the optimal ones; and a negative multiplier is refused."""
    rng = random.Random(20261204)
    checked = 0
    for _ in range(600):
        names = [f"x{i}" for i in range(rng.randint(1, 4))]
        costs = {v: rng.randint(0, 3) for v in names}
        rows = [
            ({v: rng.randint(-2, 2) for v in rng.sample(names, rng.randint(1, len(names)))}, rng.randint(-2, 2))
            for _ in range(rng.randint(1, 3))
        ]
        groups = {v: "g" for v in names if rng.random() < 0.4}
        limits = {"g": rng.randint(1, 2)}
        least = _minimum(costs, rows, groups, limits)
        if least is None:
            continue
        ys = [Fraction(rng.randint(0, 6), rng.randint(1, 4)) for _ in rows]
        assert lagrangian(costs, rows, ys, groups, limits) <= least, (costs, rows, ys, groups, limits)
        checked += 1
    assert checked > 300
    assert lagrangian({"a": 1, "b": 1}, [({"a": 1, "b": 1}, 1)], [Fraction(1)]) == 1  # min a + b, a + b >= 1
    assert lagrangian({"a": 1}, [({"a": 1}, 0)], [Fraction(1, 2)]) == 0  # a reduced cost of 1/2 proves nothing
    with pytest.raises(ValueError, match="negative"):
        lagrangian({"a": 1}, [({"a": 1}, 1)], [Fraction(-1)])


def _satisfiable(clauses: list[list[int]], fixed: dict[int, bool]) -> bool:
    """Whether some assignment of the variables not in ``fixed`` satisfies every clause (brute force)."""
    free = sorted({abs(x) for c in clauses for x in c} - set(fixed))
    for bits in itertools.product((False, True), repeat=len(free)):
        value = {**fixed, **dict(zip(free, bits))}
        if all(any(value[abs(x)] == (x > 0) for x in c) for c in clauses):
            return True
    return False


def _folded(clauses: list[list[int]]):
    """The clause sink the checker's encoder uses: a clause with a true literal dropped, false ones removed."""

    def clause(lits: list) -> None:
        if not any(x is True for x in lits):
            clauses.append([x for x in lits if x is not False])

    return clause


def test_the_pb_encoding_holds_exactly_for_the_sums_within_the_bound():
    """docs/proofs.md, "sat_refutation": the clauses for sum(w * x) <= k are satisfiable, over their
    auxiliary variables, exactly for the 0-1 values of x whose sum is within k. Auxiliary variables are
    numbered from 1 here, so a node numbered 1 and the constant true cannot be confused."""
    rng = random.Random(7)
    cases = [([(2, 101), (1, 102)], 2), ([(3, 101), (3, 102), (1, 103)], 3)]
    cases += [([(rng.randint(1, 5), 101 + i) for i in range(rng.randint(1, 4))], rng.randint(0, 9)) for _ in range(120)]
    for terms, k in cases:
        clauses: list[list[int]] = []
        last = pb_leq(terms, k, _folded(clauses), 0)
        assert all(0 < abs(x) <= last or abs(x) > 100 for c in clauses for x in c)
        xs = [x for _w, x in terms]
        for bits in itertools.product((False, True), repeat=len(xs)):
            within = sum(w for (w, _x), on in zip(terms, bits) if on) <= k
            assert _satisfiable(clauses, dict(zip(xs, bits))) == within, (terms, k, bits)


def _problem() -> Problem:
    """Three independent branches from one input: orders differ, so the formula has pair variables."""
    storages = [{"id": "x", "bytes": 8, "origin": "input", "freeable": False}]
    units = []
    for i in range(3):
        storages += [
            {"id": f"a{i}", "bytes": 10 * (i + 1), "origin": "internal", "freeable": True},
            {"id": f"o{i}", "bytes": 1, "origin": "internal", "freeable": False},
        ]
        units += [
            {"id": f"p{i}", "accesses": [["x", "r"], [f"a{i}", "w"]]},
            {"id": f"q{i}", "accesses": [[f"a{i}", "r"], [f"o{i}", "w"]]},
        ]
    return Problem({"format": "formal.problem/1", "storages": storages, "units": units}, "branches")


def test_the_refutation_formula_limit_counts_its_clauses():
    """MAX_SATREF_CLAUSES bounds the regenerated formula's clauses: a limit of exactly its clause count
    regenerates it, one fewer is refused as too large (never checked at length)."""
    p = _problem()
    nvars, cnf = encode(p, 40)
    assert nvars > 0 and cnf
    assert encode(p, 40, len(cnf)) == (nvars, cnf)
    with pytest.raises(ValueError, match="limit"):
        encode(p, 40, len(cnf) - 1)
