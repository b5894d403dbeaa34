"""Every committed proof verifies against its committed trace with the trusted checker."""

from __future__ import annotations

from pathlib import Path

import pytest

from formal.check.commands import check_files

ROOT = Path(__file__).resolve().parents[1]
PROOFS = sorted((ROOT / "proofs").glob("*.proof.yaml"))


def test_there_are_committed_proofs():
    assert len(PROOFS) >= 18


@pytest.mark.parametrize("proof", PROOFS, ids=[p.name.removesuffix(".proof.yaml") for p in PROOFS])
def test_committed_proof_checks(proof):
    trace = ROOT / "traces" / proof.name.replace(".proof.yaml", ".trace.yaml")
    claims = check_files(str(trace), str(proof))
    assert claims and all(holds for holds, _ in claims), [m for h, m in claims if not h]
