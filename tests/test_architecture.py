"""The layers hold: no package-level import cycle, counting imports inside function bodies.

``lint-imports`` (pyproject.toml's contracts, run by .ci/run) checks the layer order; this test
computes the package graph itself, from every ``import`` statement anywhere in formal/, so a
cycle cannot hide behind a deferred import, and it runs with the suite.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "formal"


def _module(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> list[tuple[str, int, bool]]:
    """``(imported module, line, inside a function)`` for every import of formal in ``path``."""
    found: list[tuple[str, int, bool]] = []
    package = _module(path) if path.name == "__init__.py" else _module(path).rpartition(".")[0]

    def visit(node: ast.AST, deferred: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inside = deferred or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            if isinstance(child, ast.Import):
                found.extend((a.name, child.lineno, deferred) for a in child.names if a.name.startswith("formal"))
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    base = ".".join(package.split(".")[: len(package.split(".")) - child.level + 1] + [base])
                if base.startswith("formal"):
                    found.extend((f"{base}.{a.name}", child.lineno, deferred) for a in child.names)
            visit(child, inside)

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return found


def _package(module: str) -> str:
    """The package of ``formal`` a module belongs to (``formal.order.bounds`` -> ``formal.order``)."""
    return ".".join(module.split(".")[:2])


def package_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        source = _package(_module(path))
        for target, _line, _deferred in _imports(path):
            if _package(target) != source:
                graph.setdefault(source, set()).add(_package(target))
    return graph


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a path, or None (depth-first search, three colours)."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt) :] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_cycle_finder_finds_a_cycle():
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": {"c"}}) is None


def test_no_package_level_import_cycle():
    graph = package_graph()
    assert "formal.order" in graph and "formal.model" in graph["formal.order"]  # the graph is read at all
    assert cycle(graph) is None, " -> ".join(cycle(graph) or [])


def test_nothing_in_the_product_imports_the_studies():
    importers = sorted(
        f"{path.relative_to(PACKAGE.parent)}:{line}"
        for path in PACKAGE.rglob("*.py")
        if _package(_module(path)) != "formal.studies"
        for target, line, _d in _imports(path)
        if _package(target) == "formal.studies"
    )
    assert importers == []


def test_internal_imports_are_at_module_level():
    """A deferred import of formal hides a dependency; the only ones are formal.compile and
    formal.load, resolved on first use so that ``import formal`` stays light, the IBP
    codec's numba kernels (importing numba takes about a second), and the fuzz harnesses,
    which import the code under test inside ``atheris.instrument_imports`` so that it is
    instrumented (docs/fuzzing.md)."""
    allowed = {
        ("formal", "formal.deploy.compile.compile"),
        ("formal", "formal.deploy.load.load"),
        ("formal.compress.ibp", "formal.compress.ibp_kernel"),
    }
    deferred = sorted(
        {
            (_module(path), target)
            for path in PACKAGE.rglob("*.py")
            for target, _line, inside in _imports(path)
            if inside and not _module(path).startswith("formal.studies.fuzz.")
        }
        - allowed
    )
    assert deferred == []


@pytest.mark.parametrize("contract", ["layers", "solvers", "checker", "serving"])
def test_the_import_contracts_are_declared(contract):
    import tomllib

    config = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    assert contract in {c["id"] for c in config["tool"]["importlinter"]["contracts"]}
