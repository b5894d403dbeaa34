"""Progress on long steps (formal/base/progress.py): logged at INFO, and on stderr where a person
looks (a terminal, a notebook) unless the caller's logging shows it already."""

import io
import logging
import sys

from formal.base import progress


class _KernelStream(io.StringIO):
    """Stands for Jupyter's stderr stream (ipykernel.iostream.OutStream), which is not a terminal."""


_KernelStream.__module__ = "ipykernel.iostream"


def test_every_step_is_logged_at_info(caplog, monkeypatch):
    monkeypatch.setenv("FORMAL_PROGRESS", "0")
    with caplog.at_level(logging.INFO, logger="formal.progress"):
        with progress.step("certifying g0.infer"):
            pass
    messages = [r.getMessage() for r in caplog.records if r.name == "formal.progress"]
    assert messages[0] == "certifying g0.infer ..." and messages[1].startswith("certifying g0.infer: ")


def test_a_notebook_sees_progress_on_stderr_and_a_pipe_does_not(monkeypatch):
    monkeypatch.delenv("FORMAL_PROGRESS", raising=False)
    for stream, shown in ((_KernelStream(), True), (io.StringIO(), False)):
        monkeypatch.setattr(sys, "stderr", stream)
        with progress.step("compiling resnet18"):
            pass
        assert ("formal: compiling resnet18 ..." in stream.getvalue()) is shown


def test_a_step_is_said_once_where_logging_shows_info(caplog, monkeypatch):
    monkeypatch.setenv("FORMAL_PROGRESS", "1")
    stream = io.StringIO()
    monkeypatch.setattr(sys, "stderr", stream)
    with caplog.at_level(logging.INFO, logger="formal.progress"):
        with progress.step("replaying"):
            pass
    assert stream.getvalue() == "" and any(r.getMessage() == "replaying ..." for r in caplog.records)
