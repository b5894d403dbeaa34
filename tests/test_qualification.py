"""docs/qualification.md is what scripts/qualification.py writes from the code, the tests and the last runs."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_qualification_kit_is_current():
    done = subprocess.run(
        [sys.executable, "scripts/qualification.py", "--check"], capture_output=True, text=True, cwd=ROOT, timeout=600
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_requirement_is_named_by_a_test_or_verified_by_killed_mutants():
    text = (ROOT / "docs" / "qualification.md").read_text()
    summary = re.search(r"(\d+) requirements \(\d+ claims, \d+ refusals\); (\d+) named by a test or verified", text)
    assert summary and int(summary[1]) > 100 and summary[1] == summary[2], summary and summary[0]
