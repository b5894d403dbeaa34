"""One harness in its own process: ``python -P -m formal.studies.fuzz.runner fuzz|replay HARNESS OUT ...``.

``fuzz HARNESS OUT SECONDS CORPUS SEEDS`` runs atheris (libFuzzer) on the harness for
``SECONDS``: the code under test is imported inside ``atheris.instrument_imports`` so that its
branches guide the search, new inputs go into ``CORPUS``, ``SEEDS`` is read only.
``replay HARNESS OUT COVERAGE DIR...`` runs every input in the folders once under coverage.py
(branches on, measuring the harness's ``covers``: formal/check/ for the checker's entries) and
writes the data to ``COVERAGE``.

Each input runs under a CPU-time watchdog (SIGPROF; ``--time-limit`` seconds, three times that
when replaying under coverage.py, whose tracer slows the code about that much): an input past
it is a *hang*, saved with the traceback of where it was. An
exception other than the harness's refusal is a *crash*, saved once per (type, innermost
frame) as ``crashes/<key>.bundle`` with ``<key>.txt`` (the traceback); the fuzzing goes on.
libFuzzer's own ``-timeout`` (wall clock, three times the limit) backs the watchdog up for a
hang inside C code; it ends this process, and the bench restarts it. Counts go to
``OUT/stats-<pid>.json`` about once a second.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import signal
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from formal.studies.fuzz.bundle import unpack, write_parts
from formal.studies.fuzz.harnesses import HARNESSES, Entry, Harness

DEFAULT_TIME_LIMIT = 10.0  # seconds of CPU per input before it is a hang
COVERAGE_SLOWDOWN = 3.0  # the replay's limit is this many times the fuzzing one
MAX_LEN = 1 << 20  # the largest input libFuzzer makes (1 MiB)
RSS_LIMIT_MB = 3072


class Hang(BaseException):
    """Raised by the watchdog; a BaseException so that no ``except Exception`` under test swallows it."""


class Recorder:
    """Runs inputs through a harness and keeps the counts and the first input of each crash."""

    def __init__(
        self, harness: Harness, entry: Entry, refused: tuple[type[BaseException], ...], out: Path, time_limit: float
    ):
        self.harness, self.entry, self.refused, self.out = harness, entry, refused, out
        self.time_limit = time_limit  # CPU seconds (user + system): a loaded machine does not make a hang
        self.work = out / f"work-{os.getpid()}"
        self.work.mkdir(parents=True, exist_ok=True)
        self.counts = {"executions": 0, "refused": 0, "verdicts": 0, "crashes": 0, "hangs": 0, "masked": 0}
        self.keys: dict[str, set[str]] = {"crashes": set(), "hangs": set(), "masked": set()}
        self.stats = out / f"stats-{os.getpid()}.json"
        self.started = self.last_write = time.monotonic()
        signal.signal(signal.SIGPROF, self._alarm)

    def _alarm(self, _signum: int, _frame: Any) -> None:
        raise Hang(f"over the per-input limit of {self.time_limit:g} s")

    def run(self, data: bytes) -> str:
        """One input; its outcome: ``refused``, ``verdicts``, ``crashes`` or ``hangs``."""
        names = write_parts(self.work, unpack(data, self.harness.primary))
        outcome, masked = "verdicts", []
        try:
            signal.setitimer(signal.ITIMER_PROF, self.time_limit)
            try:
                masked = self.entry(self.work, names)
            finally:
                signal.setitimer(signal.ITIMER_PROF, 0)
        except Hang:
            outcome = "hangs"
            self._save("hangs", data, "Hang", traceback.format_exc())
        except KeyboardInterrupt:
            raise
        except self.refused:
            outcome = "refused"
        except BaseException as exc:  # noqa: BLE001 - a crash: anything but the refusal (SystemExit too)
            outcome = "crashes"
            self._save("crashes", data, _crash_key(exc), traceback.format_exc())
        self.counts["executions"] += 1
        self.counts[outcome] += 1
        for message in masked:
            self.counts["masked"] += 1
            self._save("masked", data, _masked_key(message), message + "\n")
        if time.monotonic() - self.last_write > 1.0:
            self.write_stats()
        return outcome

    def _save(self, what: str, data: bytes, key: str, text: str) -> None:
        if key in self.keys[what]:
            return
        self.keys[what].add(key)
        slug = re.sub(r"[^A-Za-z0-9_.-]+", "_", key)[:80] + "-" + hashlib.sha1(key.encode()).hexdigest()[:8]
        folder = self.out / what
        folder.mkdir(exist_ok=True)
        (folder / f"{slug}.bundle").write_bytes(data)
        (folder / f"{slug}.txt").write_text(f"{key}\n\n{text}")
        self.write_stats()

    def write_stats(self) -> None:
        self.last_write = time.monotonic()
        stats = {**self.counts, "seconds": round(self.last_write - self.started, 3)}
        stats.update({f"{what}_kinds": sorted(keys) for what, keys in self.keys.items()})
        tmp = self.stats.with_suffix(".tmp")
        tmp.write_text(json.dumps(stats))
        os.replace(tmp, self.stats)


def _crash_key(exc: BaseException) -> str:
    """The crash's type and innermost frame: one saved input per place a crash happens."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
    return f"{type(exc).__name__}@{where}"


def _masked_key(message: str) -> str:
    match = re.search(r"\b\w+Error\b", message)
    return f"{match.group() if match else 'Error'}@" + re.sub(r"\d+", "#", message.split("(")[0])[:60]


def fuzz(harness: Harness, out: Path, seconds: int, corpus: Path, seeds: Path, time_limit: float, seed: int) -> None:
    import atheris

    with atheris.instrument_imports(include=list(harness.modules)):
        entry, refused = harness.load()
    from formal.studies.fuzz.mutate import Mutator  # after the instrumented imports (it imports yaml)

    recorder = Recorder(harness, entry, refused, out, time_limit)
    # atheris binds its real Mutate when Fuzz() starts: look it up on each call
    mutator = Mutator(harness.primary, harness.focus, lambda data, max_size: atheris.Mutate(data, max_size))
    failures = [0]

    def custom_mutator(data: bytes, max_size: int, rng_seed: int) -> bytes:
        try:
            return mutator(data, max_size, rng_seed)
        except Exception:  # noqa: BLE001 - a bug in the mutator must not end the run: flip bytes instead
            if not failures[0]:
                traceback.print_exc()
            failures[0] += 1
            return atheris.Mutate(data, max_size)

    libfuzzer = out / "libfuzzer"
    libfuzzer.mkdir(exist_ok=True)
    argv = [
        sys.argv[0],
        f"-max_total_time={seconds}",
        f"-timeout={int(3 * time_limit) + 1}",
        f"-rss_limit_mb={RSS_LIMIT_MB}",
        f"-max_len={MAX_LEN}",
        "-len_control=0",
        f"-seed={seed}",
        f"-artifact_prefix={libfuzzer}/",
        "-print_final_stats=1",
        str(corpus),
        str(seeds),
    ]
    atheris.Setup(argv, recorder.run, custom_mutator=custom_mutator)
    try:
        atheris.Fuzz()
    finally:
        recorder.write_stats()


def replay(harness: Harness, out: Path, data_file: Path, folders: list[Path], time_limit: float) -> None:
    import coverage
    import yaml  # noqa: F401 - before coverage starts: measuring a module (not a package) can load yaml's
    import yaml._yaml  # noqa: F401 - classes twice, and the C parser's errors then escape `except YAMLError`

    cov = coverage.Coverage(data_file=str(data_file), branch=True, source_pkgs=list(harness.covers))
    cov.start()
    try:
        entry, refused = harness.load()
        recorder = Recorder(harness, entry, refused, out, COVERAGE_SLOWDOWN * time_limit)
        for folder in folders:
            for path in sorted(p for p in folder.rglob("*") if p.is_file()):
                recorder.run(path.read_bytes())
    finally:
        cov.stop()
        cov.save()
    recorder.write_stats()


def main(argv: list[str]) -> int:
    mode, name, out = argv[0], argv[1], Path(argv[2])
    harness = HARNESSES[name]
    time_limit = float(os.environ.get("FORMAL_FUZZ_TIME_LIMIT", DEFAULT_TIME_LIMIT))
    out.mkdir(parents=True, exist_ok=True)
    if mode == "fuzz":
        seconds, corpus, seeds = int(argv[3]), Path(argv[4]), Path(argv[5])
        fuzz(harness, out, seconds, corpus, seeds, time_limit, int(os.environ.get("FORMAL_FUZZ_SEED", "1")))
    elif mode == "replay":
        replay(harness, out, Path(argv[3]), [Path(p) for p in argv[4:]], time_limit)
    else:
        raise SystemExit(f"unknown mode {mode!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
