"""Canonical serialization and ``problem_sha256``.

The hash covers the problem's *content*, never its name: storages sorted by id as
``[id, bytes, origin, freeable]``, units in original order as
``[id, transient, [[storage, mode], ...] sorted]``, encoded as compact JSON with sorted
keys. Two files that describe the same problem hash equally, and a proof cannot be
replayed against another problem. The trusted checker re-implements this independently;
docs/proofs.md pins the exact bytes.
"""

from __future__ import annotations

import hashlib
import json

from formal.model.problem import PROBLEM_FORMAT, Problem


def canonical_bytes(problem: Problem) -> bytes:
    # Tuples serialize as JSON arrays and sort like the lists they stand for: same bytes.
    body = {
        "format": PROBLEM_FORMAT,
        "storages": sorted((s.id, s.bytes, s.origin, s.freeable) for s in problem.storages),
        "units": [(u.id, u.transient, sorted(u.accesses)) for u in problem.units],
    }
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


def problem_sha256(problem: Problem) -> str:
    """The hash of :func:`canonical_bytes`; computed once per (immutable) problem and kept on it."""
    digest = problem.__dict__.get("_sha256")
    if digest is None:
        digest = hashlib.sha256(canonical_bytes(problem)).hexdigest()
        object.__setattr__(problem, "_sha256", digest)
    return digest
