"""The fuzz bench's machinery (formal/studies/fuzz, docs/fuzzing.md): bundles, the mutator, the seeds, the bench.

The bench's findings are in tests/test_fuzz_regressions.py; this file holds the harnesses to
what they promise: a bundle round-trips any bytes and writes only inside its folder, the
mutator never fails and carries the problem hash the checker computes, every committed seed
runs through its harness without a crash or a hang, and the bench runs a harness end to end.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import assume, given
from hypothesis import strategies as st

from formal.cli.main import main
from formal.model import problem_sha256
from formal.model.random_problems import random_problem
from formal.studies.fuzz.bundle import pack, unpack, write_parts
from formal.studies.fuzz.harnesses import HARNESSES
from formal.studies.fuzz.mutate import Mutator, canonical_sha256
from formal.studies.fuzz.runner import Recorder

SEEDS = Path(__file__).resolve().parents[1] / "benchmarks" / "fuzz" / "seeds"
NAMES = st.from_regex(r"[a-z][a-z0-9_.-]{0,12}", fullmatch=True)


@given(st.lists(st.tuples(NAMES, st.binary(max_size=200)), min_size=1, max_size=4))
def test_a_bundle_round_trips_any_bytes(parts):
    """Any bytes but a marker line of their own (``#@@ `` at the start of a line)."""
    assume(not any((b"\n" + data).find(b"\n#@@ ") >= 0 for _n, data in parts))
    assert unpack(pack(parts), "primary") == parts


def test_leading_bytes_are_the_primary_part_and_unsafe_names_are_not_written(tmp_path):
    parts = unpack(b"x: 1\n#@@ ../escape.yaml\nbad\n#@@ ok.yaml\ngood\n", "proof.yaml")
    assert parts == [("proof.yaml", b"x: 1"), ("../escape.yaml", b"bad"), ("ok.yaml", b"good")]
    (tmp_path / "stale.yaml").write_text("from an earlier input")
    assert write_parts(tmp_path, parts) == {"proof.yaml", "ok.yaml"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ok.yaml", "proof.yaml"]
    assert not (tmp_path.parent / "escape.yaml").exists()


@pytest.mark.parametrize("seed", range(8))
def test_the_mutators_problem_hash_is_the_problem_sha256(seed):
    """The hash the mutator carries over to a proof after editing a problem is the one the checker
    compares (docs/proofs.md); formal.model computes the same bytes."""
    problem = random_problem(6 + seed, seed)
    assert canonical_sha256(problem.to_dict()) == problem_sha256(problem)
    assert canonical_sha256({"units": "not a list", "storages": []}) is None


@pytest.mark.parametrize("name", sorted(HARNESSES))
def test_mutations_of_every_seed_are_bundles(name):
    """Two hundred mutations of the harness's seeds: none raises, each fits, most change the input."""
    h = HARNESSES[name]
    seeds = [p.read_bytes() for p in sorted((SEEDS / name).glob("*.bundle"))]
    mutator = Mutator(h.primary, h.focus, lambda data, max_size: data[: max_size // 2])
    changed = 0
    for k in range(200):
        data = seeds[k % len(seeds)]
        out = mutator(data, 1 << 20, k)
        assert isinstance(out, bytes) and len(out) <= 1 << 20
        changed += out != data
    assert changed > 150


@pytest.mark.parametrize("name", sorted(HARNESSES))
def test_every_seed_runs_through_its_harness_without_a_crash_or_a_hang(tmp_path, name):
    h = HARNESSES[name]
    seeds = sorted((SEEDS / name).glob("*.bundle"))
    assert seeds, f"no committed seeds for {name}"
    entry, refused = h.load()
    recorder = Recorder(h, entry, refused, tmp_path, time_limit=60.0)
    outcomes = [recorder.run(p.read_bytes()) for p in seeds]
    assert recorder.counts["crashes"] == recorder.counts["hangs"] == 0, sorted((tmp_path).rglob("*.txt"))
    assert "verdicts" in outcomes  # the seeds are mostly valid inputs, which reach the checks


def test_seeds_are_small_and_valid_yaml_where_they_are_yaml():
    total = sum(p.stat().st_size for p in SEEDS.rglob("*.bundle"))
    assert total < 2 * 2**20
    for path in SEEDS.glob("event_cut/*.bundle"):
        for name, data in unpack(path.read_bytes(), "proof.yaml"):
            assert isinstance(yaml.safe_load(data), dict), (path, name)


def test_the_bench_replays_a_harness_for_coverage(tmp_path, capsys):
    pytest.importorskip("coverage")
    rc = main(
        [
            "bench",
            "fuzz",
            "--minutes",
            "0",
            "--harness",
            "arena",
            "--out",
            str(tmp_path),
            "-o",
            str(tmp_path / "r.yaml"),
        ]
    )
    out = capsys.readouterr().out
    assert rc == 0, out
    report = yaml.safe_load((tmp_path / "r.yaml").read_text())
    assert report["harnesses"]["arena"]["crashes"] == 0
    assert 0 < report["coverage_formal_check"]["covered_branches"] <= report["coverage_formal_check"]["num_branches"]
    assert "formal/check/ coverage" in out


def test_the_bench_fuzzes_a_harness(tmp_path, capsys):
    pytest.importorskip("atheris")
    rc = main(
        [
            "bench",
            "fuzz",
            "--minutes",
            "0.1",
            "--harness",
            "arena",
            "--no-coverage",
            "--out",
            str(tmp_path),
            "-o",
            str(tmp_path / "r.yaml"),
        ]
    )
    out = capsys.readouterr().out
    row = yaml.safe_load((tmp_path / "r.yaml").read_text())["harnesses"]["arena"]
    assert row["executions"] > row["seeds"], out
    assert rc == (1 if row["crashes"] or row["hangs"] else 0)
