"""formal.base.parallel.run_map and `formal certify` over many inputs: serial, local processes, a Dask cluster.

The same committed traces are certified serially, with --jobs 2 and on a Dask LocalCluster
started here; the proofs must be byte-identical. Errors name the item; a bad or unreachable
cluster address, and a missing Dask, are one clear line.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import pytest

from formal.base.errors import FormalError
from formal.base.parallel import DASK_MISSING, run_map
from formal.cli.main import main
from formal.order.certify import certify_file

ROOT = Path(__file__).resolve().parent.parent
TRACES = [
    ROOT / "traces" / f"{name}.trace.yaml"
    for name in ("mlp.infer", "mlp.bwd", "residual.infer", "transformer.infer", "transformer.fwd")
]


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as local:
        yield local.scheduler_address


def _certify_cli(capsys, out: Path, *extra: str) -> tuple[int, str, str]:
    rc = main(["certify", *map(str, TRACES), "-o", str(out), "--time-limit", "30", *extra])
    captured = capsys.readouterr()
    return rc, captured.out, captured.err


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


JOBS = [(str(path), 30.0, True) for path in TRACES]


@pytest.fixture(scope="module")
def serial_results():
    results = run_map(certify_file, JOBS)
    assert all("proof" in r for r in results)
    return results


def _same(results, serial) -> None:
    assert [r["proof"] for r in results] == [r["proof"] for r in serial]
    assert [r["summary"]["peak"] for r in results] == [r["summary"]["peak"] for r in serial]


def test_run_map_processes_agree_with_serial(serial_results):
    _same(run_map(certify_file, JOBS, jobs=2), serial_results)
    # Input order, not completion order.
    assert run_map(math.sqrt, [16, 1, 9, 4], jobs=2) == [4.0, 1.0, 3.0, 2.0]


def test_run_map_dask_agrees_with_serial(serial_results, cluster):
    _same(run_map(certify_file, JOBS, cluster=cluster), serial_results)
    assert run_map(math.sqrt, [16, 1, 9, 4], cluster=cluster) == [4.0, 1.0, 3.0, 2.0]


@pytest.fixture(scope="module")
def serial_proofs(tmp_path_factory):
    out = tmp_path_factory.mktemp("serial")
    rc = main(["certify", *map(str, TRACES), "-o", str(out), "--time-limit", "30"])
    assert rc == 0
    return out


def test_certify_many_dask_identical_proofs(tmp_path, capsys, cluster, serial_proofs):
    assert _certify_cli(capsys, tmp_path / "dask", "--cluster", cluster)[0] == 0
    assert _files(tmp_path / "dask") == _files(serial_proofs)


def test_certify_many_identical_proofs(tmp_path, capsys, serial_proofs):
    rc, out, _ = _certify_cli(capsys, tmp_path / "serial")
    assert rc == 0
    lines = out.splitlines()
    assert len(lines) == len(TRACES)
    for line, path in zip(lines, TRACES):
        assert line.startswith(f"{path}: peak ")
        assert line.endswith(f"{path.name.removesuffix('.trace.yaml')}.proof.yaml")
    serial = _files(tmp_path / "serial")
    assert sorted(serial) == sorted(f"{p.name.removesuffix('.trace.yaml')}.proof.yaml" for p in TRACES)

    assert serial == _files(serial_proofs)  # deterministic from one run to the next
    assert _certify_cli(capsys, tmp_path / "jobs", "--jobs", "2")[0] == 0
    assert _files(tmp_path / "jobs") == serial

    # One input: -o is the proof file itself, as before; same bytes as the batch's proof.
    single = tmp_path / "single.yaml"
    assert main(["certify", str(TRACES[0]), "-o", str(single), "--time-limit", "30"]) == 0
    capsys.readouterr()
    assert single.read_bytes() == serial["mlp.infer.proof.yaml"]
    # And every proof passes the trusted checker.
    for path in TRACES:
        proof = tmp_path / "serial" / f"{path.name.removesuffix('.trace.yaml')}.proof.yaml"
        assert main(["check", str(path), str(proof)]) == 0
    capsys.readouterr()


def test_certify_many_continues_past_a_failure(tmp_path, capsys):
    bad = tmp_path / "broken.trace.yaml"
    bad.write_text("format: formal.trace/1\nunits: [\n")
    out = tmp_path / "proofs"
    rc = main(["certify", str(TRACES[0]), str(bad), str(TRACES[1]), "-o", str(out), "--jobs", "2", "--json"])
    captured = capsys.readouterr()
    assert rc == 2
    data = json.loads(captured.out)
    assert data["failed"] == 1
    assert [("error" in r) for r in data["results"]] == [False, True, False]
    assert str(bad) in data["results"][1]["error"] and "malformed YAML" in data["results"][1]["error"]
    assert sorted(p.name for p in out.iterdir()) == ["mlp.bwd.proof.yaml", "mlp.infer.proof.yaml"]


def test_certify_many_refuses_clashing_names_and_file_output(tmp_path, capsys):
    other = tmp_path / "mlp.infer.yaml"
    other.write_bytes(TRACES[0].read_bytes())
    assert main(["certify", str(TRACES[0]), str(other), "-o", str(tmp_path / "out")]) == 2
    assert "same proof file" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
    a_file = tmp_path / "file.yaml"
    a_file.write_text("x")
    assert main(["certify", str(TRACES[0]), str(TRACES[1]), "-o", str(a_file)]) == 2
    assert "must be a folder" in capsys.readouterr().err


@pytest.mark.parametrize("how", [{}, {"jobs": 2}])
def test_error_names_the_item(how, capsys):
    with pytest.raises(FormalError) as info:
        run_map(math.sqrt, [4, -1, 9, -7], desc="roots", **how)
    message = str(info.value)
    assert message.startswith("item 1 (-1): ValueError: math domain error")
    assert "1 more item(s) failed" in message and "\n" not in message
    # No progress bar where stderr is not a terminal; never anything on stdout.
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == ""


def test_error_names_the_item_on_the_cluster(cluster):
    with pytest.raises(FormalError, match=r"^item 1 \(-1\): ValueError: math domain error$"):
        run_map(math.sqrt, [4, -1], cluster=cluster)


def test_bad_cluster_addresses():
    with pytest.raises(FormalError, match=r"^--cluster tcp://127\.0\.0\.1:1: cannot reach a Dask scheduler within 1 s"):
        run_map(math.sqrt, [4], cluster="tcp://127.0.0.1:1", connect_timeout=1.0)
    with pytest.raises(FormalError, match="not a scheduler address"):
        run_map(math.sqrt, [4], cluster="no-such-scheduler-file")


def test_missing_dask_is_one_line(monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed -> ImportError
    with pytest.raises(FormalError) as info:
        run_map(math.sqrt, [4], cluster="tcp://127.0.0.1:8786")
    assert str(info.value) == DASK_MISSING


def test_bad_jobs():
    with pytest.raises(FormalError, match="--jobs"):
        run_map(math.sqrt, [4], jobs=0)
