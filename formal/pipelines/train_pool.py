"""One pool of measured training plans per model: the rule that answers a budget from it, the cache that
keeps it across calls, and the answer in one line.

**The rule** (docs/train.md, "One rule for every entry point"): at a budget, the answer is the plan with
the least extra FLOPs, then the least measured step peak, among every plan measured whose step fits,
whoever proposed it (formal's rounds, a PyTorch configuration) and whenever it was measured (at this
budget, at another budget of a sweep, by an earlier call on the same model). ``formal train-plan
--budget-ratio``, ``--sweep`` and ``formal.compile(..., memory_budget=R)`` all answer by it
(:func:`cheapest_fitting`).

**The cache** (:class:`PlanCache`): a JSON file per model and machine in ``$FORMAL_CACHE/train-plans/``
(default ``~/.cache/formal/train-plans/``; ``FORMAL_CACHE=0`` turns it off), named by the sha256 of
what makes a measurement valid again: the joint graph's sha256 (the proof's), the kernel keys of the
machine's fingerprint (torch version, ATen, Inductor and oneDNN ISAs, MKL_CBWR) and whether the plans'
products are split (``split_addmm``). It records, for each saved set a plan realized (sorted names),
its measured step, forward and backward peaks and its extra FLOPs. It is written atomically and in
one order (sorted keys), so the same measurements give the same bytes; a file that does not parse
as one is ignored with one log line, and rewritten by the next measurement.

**The answer** (:func:`answer_line`): ``fits`` (a plan measured within the budget), ``infeasible``
(the budget is below the certified floor, a checked proof), or, where neither is reached, the band:
the least step measured at any budget, the certified floor, the band between them as a fraction of
the default step, and why the rounds stopped.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Iterable

from formal.base.errors import FormalError, one_line
from formal.base.files import measurement_cache, read_json, write_atomic

CACHE_FORMAT = "formal.train-plans/1"
# The fingerprint's keys a measured peak depends on (formal.machine.fingerprint.KERNEL_KEYS), and the
# machine's architecture.
MACHINE_KEYS = (
    "torch",
    "machine",
    "aten_cpu_capability",
    "inductor_vec_isa",
    "inductor_vec_bits",
    "onednn_isa",
    "mkl_cbwr",
)
_INTS = ("measured_peak", "fwd_peak", "bwd_peak", "extra_flops")


@dataclass(frozen=True)
class Known:
    """A plan measured, now or by an earlier call: what it saves and what its step measured."""

    key: tuple[str, ...]  # the saved set its backward receives (sorted names): the plan's identity
    saved: tuple[str, ...]  # the values the plan saves (its ``s:`` variables), what it is compiled from again
    measured_peak: int  # the step's peak as Inductor ordered the two programs
    fwd_peak: int
    bwd_peak: int
    extra_flops: int  # the step's FLOPs less the default step's (FlopCounterMode's count)
    origin: str = "formal"  # formal's rounds, or the PyTorch configuration it was adopted from

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["key"], data["saved"] = list(self.key), list(self.saved)
        return data


def cheapest_fitting(budget: int, plans: Iterable[tuple[int, int, tuple[str, ...]]]) -> tuple[str, ...] | None:
    """The rule (module doc): of ``(extra FLOPs, step peak, key)`` triples, the key with the least extra
    FLOPs, then the least peak (then the least key, so the answer does not depend on the order given),
    among those whose peak is at most ``budget``; None when none is."""
    fits = [(flops, peak, key) for flops, peak, key in plans if peak <= budget]
    return min(fits)[2] if fits else None


def cheapest_known(budget: int, known: dict[tuple[str, ...], Known]) -> tuple[str, ...] | None:
    """:func:`cheapest_fitting` over plans measured, each at its measured step peak."""
    return cheapest_fitting(budget, ((k.extra_flops, k.measured_peak, key) for key, k in known.items()))


def least_fitting_flops(budget: int, plans: Iterable[Known]) -> int | None:
    """The least extra FLOPs of a plan in ``plans`` whose step fits ``budget``; None when none does."""
    return min((k.extra_flops for k in plans if k.measured_peak <= budget), default=None)


def cache_folder() -> Path | None:
    """Where the plan files are kept (module doc), or None when ``FORMAL_CACHE=0`` turns the cache off."""
    return measurement_cache("train-plans")


def identity(joint_sha256: str, split_addmm: bool, fingerprint: dict[str, Any]) -> dict[str, Any]:
    """What a measurement is valid for (module doc): the joint graph, the machine's kernel keys, the split."""
    return {
        "joint_sha256": joint_sha256,
        "split_addmm": bool(split_addmm),
        "machine": {k: fingerprint.get(k) for k in MACHINE_KEYS},
    }


class PlanCache:
    """The plans measured on one model and machine (module doc), read once and written after each change.

    ``folder`` None: nothing is read or written (the pool lives for this call only)."""

    def __init__(self, ident: dict[str, Any], folder: Path | None, log: Callable[[str], None] = lambda _m: None):
        self.identity = ident
        self.log = log
        digest = hashlib.sha256(json.dumps(ident, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
        self.path = None if folder is None else folder / f"{digest[:32]}.json"
        self.plans: dict[tuple[str, ...], Known] = {}
        if self.path is not None and self.path.exists():
            self.plans = self._read(self.path, log=True)

    def _read(self, path: Path, log: bool) -> dict[tuple[str, ...], Known]:
        """The plans of the file at ``path``; none (with a log line when ``log``) when it is not one of ours."""
        try:
            data = read_json(path)
            return _plans_of(data, self.identity)
        except (FormalError, OSError, ValueError, TypeError, KeyError) as exc:
            if log:
                self.log(f"the plan cache {path} is not readable ({one_line(exc)}); it is ignored and rewritten")
            return {}

    def add(self, known: Known) -> None:
        """Record a plan measured (the latest measurement of a saved set replaces an earlier one) and write."""
        self.plans[known.key] = known
        self.save()

    def save(self) -> None:
        """Write the file atomically, merged with what another process wrote since it was read; a cache that
        cannot be written is said in the log and skipped (the answer does not depend on it)."""
        if self.path is None:
            return
        merged = {**(self._read(self.path, log=False) if self.path.exists() else {}), **self.plans}
        document = {
            "format": CACHE_FORMAT,
            "identity": self.identity,
            "plans": [merged[key].as_json() for key in sorted(merged)],
        }
        try:
            write_atomic(self.path, json.dumps(document, sort_keys=True, indent=1) + "\n")
        except FormalError as exc:
            self.log(f"the plan cache is not written: {exc}")


def _plans_of(data: Any, ident: dict[str, Any]) -> dict[tuple[str, ...], Known]:
    """The plans of a cache document; ValueError naming the first thing that is not as written here."""
    if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT:
        raise ValueError(f"not a {CACHE_FORMAT} document")
    if data.get("identity") != ident:
        raise ValueError("its identity (joint graph, machine, split) is not this model's")
    plans = data.get("plans")
    if not isinstance(plans, list):
        raise ValueError("plans: expected a list")
    found: dict[tuple[str, ...], Known] = {}
    for k, entry in enumerate(plans):
        if not isinstance(entry, dict):
            raise ValueError(f"plans[{k}]: expected a mapping")
        names = {key: entry.get(key) for key in ("key", "saved")}
        if not all(isinstance(v, list) and all(isinstance(n, str) for n in v) for v in names.values()):
            raise ValueError(f"plans[{k}]: key and saved must be lists of names")
        numbers = {key: entry.get(key) for key in _INTS}
        if not all(type(v) is int for v in numbers.values()) or numbers["measured_peak"] <= 0:  # type: ignore[operator]
            raise ValueError(f"plans[{k}]: {', '.join(_INTS)} must be integers")
        origin = entry.get("origin", "formal")
        if not isinstance(origin, str):
            raise ValueError(f"plans[{k}]: origin must be a string")
        key = tuple(sorted(names["key"]))  # type: ignore[arg-type]
        found[key] = Known(key, tuple(names["saved"]), origin=origin, **numbers)  # type: ignore[arg-type]
    return found


def band(least: int | None, floor: int, default_peak: int) -> dict[str, Any] | None:
    """The band a budget is left in when it is neither met nor proved infeasible: the least step measured
    (at any budget) less the certified floor, in bytes and as a fraction of the default step's peak."""
    if least is None:
        return None
    gap = max(0, least - floor)
    return {"least_measured": least, "floor": floor, "bytes": gap, "fraction": round(gap / default_peak, 6)}


def answer_line(
    status: str,
    budget: int,
    default_peak: int,
    *,
    peak: int | None = None,
    extra_flops: int | None = None,
    floor: int | None = None,
    why: str | None = None,
    least: int | None = None,
    stopped: str | None = None,
) -> str:
    """The answer to "does the step fit in the budget?" in one line (module doc)."""
    asked = f"budget {budget:,} B ({budget / default_peak:.3g} of the default step's {default_peak:,} B)"
    if status == "fits" and peak is not None:
        return (
            f"fits: the step measures {peak:,} B ({peak / default_peak:.3g} of the default step) within the {asked}, "
            f"with {extra_flops or 0:,} extra FLOPs"
        )
    if status == "infeasible":
        return f"infeasible: no plan can fit the {asked}: {why} (the certified floor is {floor or 0:,} B)"
    text = f"not met: no plan measured fits the {asked}"
    if least is not None and floor is not None:
        gap = band(least, floor, default_peak)
        assert gap is not None
        text += (
            f"; the least step measured (at any budget) is {least:,} B and the certified floor {floor:,} B, "
            f"a band of {gap['bytes']:,} B ({gap['fraction']:.1%} of the default step)"
        )
    elif floor is not None:
        text += f"; nothing was measured, and the certified floor is {floor:,} B"
    return text + (f"; the rounds stopped: {stopped}" if stopped else "")
