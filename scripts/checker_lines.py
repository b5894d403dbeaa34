"""Print the trusted checker's size: per file, non-blank lines that are not comments (docstrings included),
and of them the code alone (docstrings excluded). The trust issue's measure of formal/check/."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

CHECK = Path(__file__).resolve().parents[1] / "formal" / "check"


def count(path: Path) -> tuple[int, int]:
    """(non-blank non-comment lines, those not in a docstring) of one module."""
    source = path.read_text()
    docs: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and body and isinstance(body[0], ast.Expr):
            if isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
                docs.update(range(body[0].lineno, (body[0].end_lineno or body[0].lineno) + 1))
    lines = [n for n, text in enumerate(source.splitlines(), 1) if text.strip() and not text.strip().startswith("#")]
    return len(lines), len([n for n in lines if n not in docs])


def main() -> int:
    total = [0, 0]
    for path in sorted(CHECK.glob("*.py")):
        lines, code = count(path)
        total = [total[0] + lines, total[1] + code]
        print(f"{lines:6d} {code:6d}  {path.name}")
    print(f"{total[0]:6d} {total[1]:6d}  formal/check (lines without blanks and comments; of them code)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
