"""Contracts of the trusted checker that no well-formed input is meant to reach, held by making them reachable.

``check_files`` turns a verifier that fails (raises anything but ``Invalid``) into one false claim naming the
failure: a crash on hostile input verifies nothing and is never a traceback (docs/proofs.md, "Limits (hostile
input)"). No known input crashes a verifier, so the tests make one fail.
"""

from __future__ import annotations

import importlib

import pytest
import yaml

from formal.check import Invalid, check_files, commands


@pytest.mark.parametrize(
    "fmt,verifier",
    [
        ("formal.arena-proof/1", "check_arena_proof"),
        ("formal.recompute-proof/1", "check_recompute_proof"),
        ("formal.train-proof/1", "check_train_proof"),
    ],
)
def test_a_verifier_that_fails_is_one_false_claim_naming_the_failure(tmp_path, monkeypatch, fmt, verifier):
    def fails(*_args):
        raise ZeroDivisionError("x" * 100)

    module = importlib.import_module(f"formal.check.{commands.VERIFIERS[fmt].split(':')[0]}")
    monkeypatch.setattr(module, verifier, fails)
    (tmp_path / "proof.yaml").write_text(yaml.safe_dump({"format": fmt}))
    assert check_files(None, str(tmp_path / "proof.yaml")) == [
        (False, f"{fmt}: verifier failed: ZeroDivisionError: {'x' * 60}")
    ]


def test_the_command_line_error_is_one_line_of_at_most_400_characters_after_its_prefix(tmp_path, capsys):
    import argparse

    missing = str(tmp_path / ("d" * 450))  # a path past 400 characters: the message names it
    assert commands.cmd_check(argparse.Namespace(problem=None, proof=missing)) == 2
    err = capsys.readouterr().err
    assert err == f"formal: error: {(missing + ': cannot read: No such file or directory')[:400]}\n"


@pytest.mark.parametrize("fmt", [{"a": 1}, ["formal.proof/1"], 7, None])
def test_a_format_that_is_not_a_string_is_one_line(tmp_path, fmt):
    """Found by `formal bench fuzz` (docs/fuzzing.md): a mapping as the format raised TypeError in the dispatch."""
    (tmp_path / "proof.yaml").write_text(yaml.safe_dump({"format": fmt}))
    with pytest.raises(Invalid, match="format: expected one of"):
        check_files(None, str(tmp_path / "proof.yaml"))
