"""Run one function over many items: serially, on a local process pool, or on a Dask cluster.

:func:`run_map` is the project's one way to fan work out (``formal certify A B C --jobs 4``,
``--cluster tcp://host:8786``). Whatever runs the items, the caller gets the same thing:
the results in input order, or a :class:`~formal.base.errors.FormalError` naming the first item
(in input order) that raised. Every item is run before an error is raised, so one bad item
never hides what the others would have said.

Back ends:

* ``jobs=1`` (default): in this process, one item after the other;
* ``jobs>1``: a :class:`concurrent.futures.ProcessPoolExecutor` whose workers start with
  ``forkserver`` (``spawn`` where there is none), never ``fork``: forking a process that has
  loaded torch (threads, OpenMP pools) can deadlock the child;
* ``cluster=ADDRESS``: an existing Dask distributed scheduler (``tcp://host:port``, or the
  path of a scheduler file written by ``dask scheduler --scheduler-file``). The workers must
  have ``formal`` (and what ``fn`` imports) installed; items and results travel pickled.

Progress: with ``desc`` a tqdm bar is drawn on stderr when stderr is a terminal (never on
stdout, so ``--json`` output stays one clean object).
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, Sequence, TypeVar

from formal.base.errors import FormalError

T = TypeVar("T")
R = TypeVar("R")

DASK_MISSING = "--cluster needs dask distributed: pip install 'dask[distributed]'"
CONNECT_TIMEOUT = 10.0  # seconds to reach a Dask scheduler before giving up


def run_map(
    fn: Callable[[T], R],
    items: Sequence[T],
    *,
    jobs: int = 1,
    cluster: str | None = None,
    desc: str | None = None,
    connect_timeout: float = CONNECT_TIMEOUT,
) -> list[R]:
    """``[fn(item) for item in items]``, possibly in parallel; results in input order.

    ``fn`` must be a top-level function of an importable module (it is pickled by
    reference and imported again in worker processes): no lambdas, closures or functions
    defined in ``__main__`` or a test file. Items and results must be picklable.

    ``jobs``: local worker processes (1 = run here, serially). ``cluster``: a Dask
    scheduler address or scheduler-file path; it takes precedence over ``jobs``.
    ``desc``: label of a progress bar on stderr (only when stderr is a terminal).
    ``connect_timeout``: seconds to reach the scheduler.

    Raises :class:`FormalError` naming the first failing item (after all items ran), for a
    worker process that died, for a missing Dask, or for a scheduler that cannot be reached.
    """
    items = list(items)
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise FormalError(f"--jobs: must be a positive integer, got {jobs!r}")
    if cluster is not None:
        outcomes = _run_dask(fn, items, cluster, desc, connect_timeout)
    elif jobs == 1 or len(items) <= 1:
        outcomes = _run_serial(fn, items, desc)
    else:
        outcomes = _run_pool(fn, items, min(jobs, len(items)), desc)
    return _unwrap(items, outcomes)


# --- what travels back from a worker ------------------------------------------------------


def _call(fn: Callable[[Any], Any], item: Any) -> tuple[str, Any, int]:
    """Run ``fn(item)`` and return ``("ok", result, 0)`` or ``("error", one line, exit code)``.

    Errors are flattened to text in the worker: an exception type defined only on the
    worker, or one that does not pickle, must not turn into an unrelated failure here.
    """
    try:
        return "ok", fn(item), 0
    except FormalError as exc:
        return "error", str(exc), exc.exit_code
    except Exception as exc:  # noqa: BLE001 - reported as one line naming the item
        first = str(exc).splitlines()[0] if str(exc) else ""
        return "error", f"{type(exc).__name__}: {first}" if first else type(exc).__name__, 2


def describe_item(item: Any, limit: int = 80) -> str:
    """A short, one-line name for an item in messages (paths as written, others by repr)."""
    text = os.fspath(item) if isinstance(item, (str, os.PathLike)) else repr(item)
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _unwrap(items: list[Any], outcomes: list[tuple[str, Any, int]]) -> list[Any]:
    failed = [k for k, (status, _, _) in enumerate(outcomes) if status != "ok"]
    if failed:
        k = failed[0]
        _, message, code = outcomes[k]
        more = f" ({len(failed) - 1} more item(s) failed)" if len(failed) > 1 else ""
        raise FormalError(f"item {k} ({describe_item(items[k])}): {message}{more}", code)
    return [result for _, result, _ in outcomes]


# --- progress -------------------------------------------------------------------------------


def _progress(desc: str | None, total: int):
    """A tqdm bar on stderr when asked for and stderr is a terminal; else a no-op bar."""
    show = bool(desc) and total > 0 and sys.stderr.isatty()
    if show:
        try:
            from tqdm import tqdm

            return tqdm(total=total, desc=desc, file=sys.stderr, leave=False)
        except ImportError:  # progress is a nicety; never fail a run for it
            pass
    return _NoBar()


class _NoBar:
    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


# --- back ends ------------------------------------------------------------------------------


def _run_serial(fn: Callable[[Any], Any], items: list[Any], desc: str | None) -> list[tuple[str, Any, int]]:
    bar = _progress(desc, len(items))
    try:
        out = []
        for item in items:
            out.append(_call(fn, item))
            bar.update()
        return out
    finally:
        bar.close()


def _start_method() -> str:
    return "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"


def _run_pool(fn: Callable[[Any], Any], items: list[Any], workers: int, desc: str | None) -> list[tuple[str, Any, int]]:
    outcomes: list[tuple[str, Any, int] | None] = [None] * len(items)
    bar = _progress(desc, len(items))
    context = multiprocessing.get_context(_start_method())
    try:
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            futures = {pool.submit(_call, fn, item): k for k, item in enumerate(items)}
            for future in as_completed(futures):
                k = futures[future]
                try:
                    outcomes[k] = future.result()
                except BrokenProcessPool:
                    raise FormalError(
                        f"item {k} ({describe_item(items[k])}): a worker process died (killed, out of memory?)"
                    ) from None
                except Exception as exc:  # noqa: BLE001 - e.g. fn or the item does not pickle
                    outcomes[k] = (
                        "error",
                        f"cannot run in a worker process: {type(exc).__name__}: "
                        f"{str(exc).splitlines()[0] if str(exc) else ''}",
                        2,
                    )
                bar.update()
    finally:
        bar.close()
    return outcomes  # type: ignore[return-value]


def _connect(cluster: str, timeout: float):
    """A Dask client for an address or scheduler file, or one clear FormalError."""
    try:
        from distributed import Client  # dask.distributed: optional (the cluster extra)
    except ImportError:
        raise FormalError(DASK_MISSING) from None
    kwargs: dict[str, Any]
    if "://" in cluster or not os.path.exists(cluster):
        if "://" not in cluster and ":" not in cluster:
            raise FormalError(
                f"--cluster {cluster}: not a scheduler address (tcp://host:port) nor an existing scheduler file"
            )
        kwargs = {"address": cluster}
    else:
        kwargs = {"scheduler_file": cluster}
    try:
        return Client(timeout=timeout, set_as_default=False, **kwargs)
    except (OSError, TimeoutError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise FormalError(
            f"--cluster {cluster}: cannot reach a Dask scheduler within {timeout:g} s ({reason})"
        ) from None
    except Exception as exc:  # noqa: BLE001 - bad address syntax, unreadable scheduler file, ...
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise FormalError(f"--cluster {cluster}: cannot connect: {type(exc).__name__}: {reason}") from None


def _run_dask(
    fn: Callable[[Any], Any], items: list[Any], cluster: str, desc: str | None, timeout: float
) -> list[tuple[str, Any, int]]:
    client = _connect(cluster, timeout)
    try:
        from distributed import as_completed as dask_as_completed  # dask.distributed: optional (the cluster extra)

        # pure=False: equal items are still separate tasks (a task may have side effects).
        futures = client.map(_call, [fn] * len(items), items, pure=False)
        position = {f.key: k for k, f in enumerate(futures)}
        outcomes: list[tuple[str, Any, int] | None] = [None] * len(items)
        bar = _progress(desc, len(items))
        try:
            for future in dask_as_completed(futures, loop=client.loop):
                k = position[future.key]
                try:
                    outcomes[k] = future.result()
                except Exception as exc:  # noqa: BLE001 - the task could not run (worker lost, unpicklable)
                    first = str(exc).splitlines()[0] if str(exc) else ""
                    outcomes[k] = ("error", f"failed on the cluster: {type(exc).__name__}: {first}", 2)
                bar.update()
        finally:
            bar.close()
        return outcomes  # type: ignore[return-value]
    finally:
        client.close()
