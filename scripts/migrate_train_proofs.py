"""One-off migration (issue 49): bind committed training proofs to their trace files by sha256.

``python scripts/migrate_train_proofs.py PROOF...`` writes each trace file's sha256 into the proof
(``step.forward.file_sha256``, ``step.backward.file_sha256``), as the product now does when it writes one
(formal.pipelines.train_plan.bind_traces). A proof is migrated only where both traces beside it already
record its joint graph's sha256 (``evidence.joint_sha256``): the hashes bless no binding that was not there.

``--rows MODULE:FUNCTION`` first writes the proof's joint graph again from the model (a spec as
``formal train-plan`` takes it), traced up to the partition (no compile): the rows the product now writes,
with the ATen op and the shape. The old columns must be the new ones' to the value, else nothing is written;
the traces then record the new joint graph's sha256 (a trace two proofs name, once). Used for
tests/fixtures/train (the MLP, two seconds); the results' traces are not rewritten, so their proofs keep
their rows (without shapes: the checker prints those FLOPs and bytes as conditions).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from formal.base.files import read_yaml, write_yaml  # noqa: E402 - after the repository is on the path
from formal.pipelines.train_plan import bind_traces, joint_nodes, joint_sha256  # noqa: E402


def model_rows(spec: str) -> list[list]:
    """The joint graph's rows of ``spec``'s training step, as a proof now states them."""
    from formal.capture.spec import resolve_spec
    from formal.pipelines.train_step import trace_joint
    from formal.train.graphs import FormalPartitioner, _copy_graph_module

    ms = resolve_spec(spec)
    probe = trace_joint(ms.model, ms.inputs, ms.loss_fn)
    record: list = []
    FormalPartitioner(None, record)(_copy_graph_module(probe.gm), probe.joint_inputs, **probe.kwargs)
    return joint_nodes(record[-1].table)


def migrate(path: Path, rows: list[list] | None) -> str:
    """Migrate one proof in place; returns what was done, or raises SystemExit naming what is wrong."""
    proof = read_yaml(path)
    old = proof["plan"]["nodes"]
    traces = [path.parent / proof["step"][k]["trace"] for k in ("forward", "backward")]
    recorded = {read_yaml(t).get("evidence", {}).get("joint_sha256") for t in traces}
    bound = {joint_sha256(old)} | ({joint_sha256(rows)} if rows is not None else set())  # a trace migrated already
    if len(recorded) != 1 or not recorded <= bound:
        raise SystemExit(f"{path}: its traces record another joint graph ({recorded}); not migrated")
    if rows is not None:
        if len(rows) != len(old) or any(new[: len(row)] != row for row, new in zip(old, rows)):
            raise SystemExit(f"{path}: the model's joint graph is not the proof's; not migrated")
        proof["plan"]["nodes"] = rows
    write_yaml(path, bind_traces(path.parent, proof))
    done = "rows with shapes, " if rows is not None else ""
    return f"{path}: {done}file_sha256 of {', '.join(t.name for t in traces)}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("proofs", nargs="+", type=Path)
    parser.add_argument("--rows", metavar="MODULE:FUNCTION", help="write the rows again from this model spec")
    args = parser.parse_args()
    rows = model_rows(args.rows) if args.rows else None
    for path in args.proofs:
        print(migrate(path, rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
