"""The suite runs pinned to AVX2, as the committed fixtures were captured (docs/capture.md).

The fixtures under tests/fixtures are AVX2-pinned captures (``formal capture --isa avx2``),
so they replay on any x86-64 CPU with AVX2. The ``formal`` command line pins itself when a
trace needs it (a child process with the capture's environment); tests that replay in
this process need the same environment from the start, before torch reads it, which is
what this file sets. Tests that cross ISAs build their own environments for subprocesses
(tests/test_fingerprint.py).

It gives the session one private kernel folder, and it marks the tests that guard the trusted
checker (``checker``, the list below).
"""

import atexit
import fnmatch
import functools
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest


def _cpu_has_avx2() -> bool:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            flags = next((line for line in fh if line.startswith("flags")), "").split()
    except OSError:
        return False
    return "avx2" in flags and "fma" in flags


if platform.machine() in ("x86_64", "AMD64") and _cpu_has_avx2():
    from formal.machine.fingerprint import PINS

    os.environ.update(PINS["avx2"]["env"])
    os.environ.pop("FORMAL_PINNED_CHILD", None)

# One private kernel folder (and kernel store) for the whole session, this process and its
# children alike: each process would otherwise compile Inductor's CPU probe (about 6 s) and
# every kernel afresh. Tests of a fresh folder set FORMAL_PRIVATE_KERNEL_CACHE=1 themselves.
for _variable, _prefix in (
    ("FORMAL_PRIVATE_KERNEL_CACHE", "formal-test-kernels-"),
    ("FORMAL_KERNEL_STORE", "formal-test-store-"),
):
    if _variable not in os.environ:
        os.environ[_variable] = tempfile.mkdtemp(prefix=_prefix)  # mode 0700
        atexit.register(shutil.rmtree, os.environ[_variable], True)


# The training planner's plan cache (formal.pipelines.train_pool) is off for the suite, this process and its
# children: a plan one test measured would otherwise answer another's budget. Tests of the cache point
# FORMAL_CACHE at a folder of their own.
os.environ["FORMAL_CACHE"] = "0"


# --- the tests that guard the trusted checker ------------------------------------------
#
# `pytest -m checker` runs these, and `formal bench mutation` runs them against every mutant
# of formal/check/ (docs/mutation.md), so this is the one place that says which tests guard
# the checker. A file pattern maps to None (all its tests) or to patterns of the names of its
# tests that exercise the checker (parameters included in the name), where the rest of the file
# is about other code or is slow (compiling, solving, replaying). Prefer tests that call the
# checker in this process (`check_files`); tests that run `formal check` as a child process see
# a mutant too (the bench puts the mutated package first on PYTHONPATH), only more slowly.
CHECKER_TESTS: dict[str, tuple[str, ...] | None] = {
    "test_check_*.py": None,
    "test_arena_check.py": None,
    "test_committed_proofs.py": None,
    "test_recompute_lb.py": None,
    "test_encode_refute.py": None,
    "test_fuzz_regressions.py": None,  # the crashes `formal bench fuzz` found (docs/fuzzing.md)
    "test_train_plan.py": (
        "test_committed_proof_checks",
        "test_tampered_proofs_are_refused*",
        "test_malformed_proofs_are_one_line_errors*",
        "test_check_cli_exit_codes",
        "test_infeasibility_proof_from_the_gradient_floor",
        "test_the_study_proofs_check*",
        "test_the_sweep_proofs_check*",
    ),
    "test_hostile_inputs.py": (
        "test_malformed_file_one_line_for_every_command[[]*-check]",
        "test_alias_bomb_refused_in_bounded_time[[]proof]",
    ),
    "test_scale.py": ("test_json_and_yaml_problems_read_the_same",),
    "test_order_bruteforce.py": ("test_other_shapes_exact_and_certified*",),
    "test_tile.py": (
        "test_committed_tiled_program_proof_checks",
        "test_committed_report_agrees_with_its_trace_and_proof",
    ),
}


def _guards_the_checker(file: str, test: str) -> bool:
    for pattern, names in CHECKER_TESTS.items():
        if fnmatch.fnmatchcase(file, pattern):
            return names is None or any(fnmatch.fnmatchcase(test, name) for name in names)
    return False


# --- the tests that need this CPU to compute the committed fixtures' bits --------------------
#
# The fixtures were captured on an AMD EPYC, pinned to AVX2. The pin fixes the ISA, not every
# library's choice of code path: on an Intel CPU under the same pin, MKL's GEMMs (MKL ignores
# MKL_CBWR=AVX2 on AMD and takes its compatible path there) and some of oneDNN's convolutions
# compute other bits, and replay's digest check rightly refuses those traces (docs/capture.md,
# "Not neutralized"). These tests replay the committed fixture named beside them bit for bit; on a
# machine where `formal replay` does not reproduce that fixture's recorded outputs they skip,
# saying so, instead of failing on the machine rather than on the code.
REPLAYS_COMMITTED_FIXTURE: dict[str, dict[str, str]] = {
    "test_hostile_inputs.py": {
        "test_planted_bytecode_beside_the_wrapper_never_runs": "residual.infer",
        "test_private_kernel_cache_leaves_the_shared_cache_alone": "residual.infer",
        "test_progress_on_long_steps_only_where_asked": "residual.infer",
        "test_the_pinned_child_never_imports_the_current_folder": "residual.infer",
    },
    "test_recompute_realize.py": {
        "test_stem_plan_emits_and_replays_exactly_with_lower_peak": "stem_tiny.infer",
        "test_budgeted_plan_replays_exactly": "stem_tiny.infer",
    },
    "test_cuda_guard.py": {
        "test_guard_on_real_runs": "residual.infer",
        "test_cuda_branches_run_against_a_scripted_allocator": "residual.infer",
    },
    "test_fingerprint.py": {"test_avx2_fixture_replays_from_a_scalar_environment_in_a_pinned_child": "residual.infer"},
    "test_recompute_chains.py": {"test_chain_stem_recomputes_below_the_ordering_optimum": "chain_stem.infer"},
    "test_data_dependent.py": {"test_random_orders_replay_bit_identical_with_the_modeled_peak*": "{param}"},
    "test_proof_as_schedule.py": {"test_replay_runs_the_proofs_order": "residual.infer"},
}


@functools.cache
def _reproduces(fixture: str) -> bool:
    """Whether ``formal replay`` on this machine gives the outputs the fixture's capture recorded."""
    trace = Path(__file__).parent / "fixtures" / f"{fixture}.trace.yaml"
    done = subprocess.run(
        [sys.executable, "-P", "-m", "formal", "replay", str(trace), "--json"], capture_output=True, text=True
    )
    try:
        return all(run["matches_capture"] for run in json.loads(done.stdout)["runs"])
    except (ValueError, KeyError, TypeError):
        return done.returncode == 0


def _committed_fixture(item) -> str | None:
    for pattern, fixture in REPLAYS_COMMITTED_FIXTURE.get(item.path.name, {}).items():
        if fnmatch.fnmatchcase(item.name, pattern):
            if fixture == "{param}":
                return item.callspec.params.get("name") if hasattr(item, "callspec") else None
            return fixture
    return None


def pytest_runtest_setup(item) -> None:
    fixture = _committed_fixture(item)
    if fixture and not _reproduces(fixture):
        pytest.skip(
            f"this CPU does not compute {fixture}'s recorded bits (captured on an AMD EPYC under the AVX2 pin; "
            "MKL and oneDNN take other code paths here): docs/capture.md, 'Not neutralized'"
        )


def pytest_collection_modifyitems(config, items) -> None:
    for item in items:
        if _guards_the_checker(item.path.name, item.name):
            item.add_marker(pytest.mark.checker)
