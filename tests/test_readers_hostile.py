"""Readers that hostile inputs cannot stall (issue 49, findings 5 and 8).

Finding 5: a named pipe given as an input file hung ``formal problem``, ``arena --csv`` and
``verify-schedule`` (opening a FIFO with no writer waits forever). Every input is now read by
:func:`formal.base.files.read_input`, which refuses anything but a regular file before
opening it: one ``formal: error:`` line. The commands run as child processes with a timeout
only so that a regression fails instead of hanging the suite; nothing asserts how long a run
took.

Finding 8: CSV cells and command-line byte counts went through Python's ``int``, which takes
``٨`` (U+0668), ``1_000``, `` 8`` and ``+8``. Numbers are ASCII digits only now.
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import tempfile
from pathlib import Path

import pytest
import yaml

from formal.arena.csvio import parse_csv, read_csv
from formal.base.children import python_argv
from formal.base.errors import FormalError
from formal.base.files import HashedFile, read_input, read_yaml
from formal.cli import argtypes
from formal.model import random_legal_order, schedule_dict, write_problem
from formal.model.random_problems import random_problem

HANG_GUARD = 120  # seconds: only so that a regression fails instead of hanging the suite


def _formal(*args: object) -> subprocess.CompletedProcess:
    return subprocess.run(
        python_argv("-m", "formal", *map(str, args)), capture_output=True, text=True, timeout=HANG_GUARD
    )


def _one_line(proc: subprocess.CompletedProcess, expected: str) -> None:
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("formal: error: ") and expected in lines[0], proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    return path


@pytest.fixture
def problem_files(tmp_path: Path) -> tuple[Path, Path]:
    problem = random_problem(8, 1)
    p, s = tmp_path / "p.yaml", tmp_path / "s.yaml"
    write_problem(p, problem)
    s.write_text(yaml.safe_dump(schedule_dict(problem, random_legal_order(problem, 1))))
    return p, s


# --- finding 5: a named pipe, a socket, a device -------------------------------------------------


def test_formal_problem_refuses_a_named_pipe(fifo: Path) -> None:
    _one_line(_formal("problem", fifo), "is a named pipe, expected a regular file")


def test_arena_csv_refuses_a_named_pipe(fifo: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.csv"
    _one_line(_formal("arena", "--csv", fifo, "--minimize", "-o", out), "is a named pipe")
    assert not out.exists()


def test_verify_schedule_refuses_a_named_pipe_as_problem_or_schedule(fifo: Path, problem_files) -> None:
    problem, schedule = problem_files
    _one_line(_formal("verify-schedule", fifo, schedule), f"{fifo}: is a named pipe")
    _one_line(_formal("verify-schedule", problem, fifo), f"{fifo}: is a named pipe")
    assert _formal("verify-schedule", problem, schedule).returncode == 0


def test_every_reader_refuses_a_named_pipe_in_process(fifo: Path) -> None:
    """In this process a hang would be forever: each reader refuses before opening."""
    for read in (read_input, read_yaml, read_csv, HashedFile.read):
        with pytest.raises(FormalError, match="is a named pipe, expected a regular file"):
            read(fifo)


def test_a_symlink_to_a_named_pipe_is_refused(fifo: Path, tmp_path: Path) -> None:
    link = tmp_path / "link.csv"
    link.symlink_to(fifo)
    with pytest.raises(FormalError, match="is a named pipe"):
        read_input(link)


def test_a_socket_is_refused() -> None:
    folder = tempfile.mkdtemp(prefix="f49-")  # a short path: a socket's name has a length limit
    path = os.path.join(folder, "s")
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(path)
        with pytest.raises(FormalError, match="is a socket, expected a regular file"):
            read_input(path)
    finally:
        server.close()
        os.unlink(path)
        os.rmdir(folder)


def test_a_character_device_is_refused_and_a_regular_file_read(tmp_path: Path) -> None:
    with pytest.raises(FormalError, match="is a device"):
        read_input(os.devnull)
    with pytest.raises(FormalError, match="is a device"):
        HashedFile.read(os.devnull)
    path = tmp_path / "a.txt"
    path.write_bytes(b"abc")
    link = tmp_path / "link.txt"
    link.symlink_to(path)
    assert read_input(path) == read_input(link) == HashedFile.read(link).data == b"abc"
    with pytest.raises(FormalError, match="no such file"):
        HashedFile.read(tmp_path / "missing")


# --- finding 8: ASCII digits only ------------------------------------------------------------------

NOT_ASCII_DIGITS = ["\u0668", "1_000", " 8", "+8"]  # Arabic-Indic eight, underscores, a space, a sign


@pytest.mark.parametrize("cell", NOT_ASCII_DIGITS)
@pytest.mark.parametrize("column", ["lower", "upper", "size"])
def test_a_csv_number_must_be_ascii_digits(cell: str, column: str) -> None:
    row = {"lower": "0", "upper": "9", "size": "8", column: cell}
    text = f"id,lower,upper,size\na,0,9,8\nb,{row['lower']},{row['upper']},{row['size']}\n"
    with pytest.raises(FormalError) as caught:
        parse_csv(text, "in.csv")
    message = str(caught.value)
    assert message == f"in.csv: line 3: {column} must be an integer in ASCII digits (0-9), got {cell!r}"


def test_a_negative_csv_number_gets_its_own_refusal() -> None:
    with pytest.raises(FormalError, match=r"^in\.csv: line 2: size must be >= 0, got -8$"):
        parse_csv("id,lower,upper,size\na,0,9,-8\n", "in.csv")
    with pytest.raises(FormalError, match=r"upper must be >= 0, got -1$"):
        parse_csv("id,lower,upper,size\na,0,-1,8\n", "in.csv")


def test_ascii_csv_numbers_are_read_and_long_ones_refused_without_int() -> None:
    blocks = parse_csv("id,lower,upper,size\na,0,9,0008\n", "in.csv")
    assert [(b.start, b.end, b.size) for b in blocks] == [(0, 9, 8)]
    with pytest.raises(FormalError, match="size must be below 2\\^63"):
        parse_csv("id,lower,upper,size\na,0,9," + "9" * 100_000 + "\n", "in.csv")


@pytest.mark.parametrize("cell", NOT_ASCII_DIGITS)
def test_arena_csv_refuses_non_ascii_numbers_in_one_line(cell: str, tmp_path: Path) -> None:
    src = tmp_path / "in.csv"
    src.write_text(f"id,lower,upper,size\na,0,9,{cell}\n", encoding="utf-8")
    _one_line(_formal("arena", "--csv", src, "--minimize", "-o", tmp_path / "o.csv"), "line 2: size must be an integer")


@pytest.mark.parametrize("text", NOT_ASCII_DIGITS)
@pytest.mark.parametrize("parse", [argtypes.byte_count, argtypes.positive_int, argtypes.power_of_two])
def test_command_line_integers_must_be_ascii_digits(text: str, parse) -> None:
    with pytest.raises(argparse.ArgumentTypeError, match="ASCII digits 0-9 only"):
        parse(text)


@pytest.mark.parametrize("text", [*NOT_ASCII_DIGITS, "inf", "nan"])
def test_command_line_reals_must_be_ascii(text: str) -> None:
    for parse in (argtypes.seconds, argtypes.fraction, argtypes.ratio_or_bytes):
        with pytest.raises(argparse.ArgumentTypeError, match="^not a number"):
            parse(text)


def test_command_line_numbers_in_ascii_are_read() -> None:
    assert argtypes.byte_count("0") == 0 and argtypes.byte_count("4096") == 4096
    assert argtypes.positive_int("8") == 8 and argtypes.power_of_two("64") == 64
    assert argtypes.seconds("0.5") == 0.5 and argtypes.seconds("1e3") == 1000.0
    assert argtypes.ratio_or_bytes("0.7") == 0.7 and argtypes.ratio_or_bytes("4096") == 4096
    with pytest.raises(argparse.ArgumentTypeError, match="must be >= 0, got -8"):
        argtypes.byte_count("-8")
    with pytest.raises(argparse.ArgumentTypeError, match="too large"):
        argtypes.byte_count("9" * 5000)


def test_a_byte_argument_in_other_digits_is_one_error_line(tmp_path: Path) -> None:
    """``verify-tflite --arena-size`` is a byte count: one error line, as every refusal."""
    proc = _formal("verify-tflite", tmp_path / "m.tflite", "--arena-size", "\u0668")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.strip().splitlines() == [
        "formal: error: verify-tflite: argument --arena-size: not a whole number of bytes (ASCII digits 0-9 only): "
        "'\u0668'"
    ]


def test_an_artifact_whose_manifest_is_a_named_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    """A pipe where verify-artifact expects the manifest is one line, never an open that waits for a writer; and
    the artifact's hashing (formal.deploy.artifact.sha256_file) refuses a pipe in any file's place."""
    from formal.base.errors import FormalError
    from formal.deploy.artifact import sha256_file

    folder = tmp_path / "artifact"
    folder.mkdir()
    os.mkfifo(folder / "manifest.yaml")
    proc = _formal("verify-artifact", folder)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    with pytest.raises(FormalError, match="named pipe"):
        sha256_file(folder / "manifest.yaml")
