"""Print the trusted checker's size: per file, non-blank lines that are not comments (docstrings included),
and of them the code alone (docstrings excluded). The trust issue's measure of formal/check/; the count is
the checker's own (formal.check.trusted.count), the one ``formal check --json`` reports per verdict."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from formal.check.trusted import HERE, count  # noqa: E402 - after the repository is on the path


def main() -> int:
    total = [0, 0]
    for path in sorted(HERE.glob("*.py")):
        lines, code = count(path)
        total = [total[0] + lines, total[1] + code]
        print(f"{lines:6d} {code:6d}  {path.name}")
    print(f"{total[0]:6d} {total[1]:6d}  formal/check (lines without blanks and comments; of them code)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
