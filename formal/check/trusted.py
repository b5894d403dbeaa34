"""A verdict's trusted base: the checker's modules this process ran to reach it, and ``formal check --json``.

Lines are counted as scripts/checker_lines.py prints them (it calls :func:`count`). The report is made
after the verdict, from ``sys.modules``; this module, loaded only then, is no part of the base it reports.
"""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def count(path: Path) -> tuple[int, int]:
    """(non-blank lines that are not comments, docstrings included; of them those not in a docstring)."""
    source, docs = path.read_text(), set()
    for node in ast.walk(ast.parse(source)):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and body and isinstance(body[0], ast.Expr):
            if isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
                docs.update(range(body[0].lineno, (body[0].end_lineno or body[0].lineno) + 1))
    lines = [n for n, text in enumerate(source.splitlines(), 1) if text.strip() and not text.strip().startswith("#")]
    return len(lines), len([n for n in lines if n not in docs])


def report(claims: list[tuple[bool, str]]) -> str:
    """The claims, the verdict's conditions, its trusted base (the checker's files run, this one aside, with their
    sizes) and the other formal modules run (the package's ``__init__``; under ``formal check``, its command line)."""
    ran = {name: Path(m.__file__).resolve() for name, m in list(sys.modules.items()) if getattr(m, "__file__", None)}
    mine = sorted({f for f in ran.values() if f.parent == HERE} - {Path(__file__).resolve()})
    sized = [(f"formal/check/{f.name}", *count(f)) for f in mine]
    modules = [{"file": name, "lines": n, "code": c} for name, n, c in sized]
    base = {"modules": modules, "lines": sum(n for _f, n, _c in sized), "code": sum(c for *_f, c in sized)}
    base["also_ran"] = sorted(n for n, f in ran.items() if n.partition(".")[0] == "formal" and f.parent != HERE)
    said = [{"holds": h, "claim": m} for h, m in claims if not m.startswith("condition: ")]
    conditions = [m.removeprefix("condition: ") for _h, m in claims if m.startswith("condition: ")]
    report = {"holds": all(h for h, _m in claims), "claims": said, "conditions": conditions, "trusted_base": base}
    return json.dumps(report, indent=1)
