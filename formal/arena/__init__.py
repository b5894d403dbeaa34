"""Arena packing: one static arena, an offset per storage, for a fixed order.

* :mod:`formal.arena.blocks` -- blocks (size + half-open lifetime), alignment, the lower bound;
* :mod:`formal.arena.lifetimes` -- blocks of a problem's storages for an order;
* :mod:`formal.arena.greedy` -- baselines: TFLite best-fit, TFLite Micro first-fit, Inductor's pool,
  and an O(n log n) sweep; all scale to 100,000 blocks (work budgets, docs/arena.md);
* :mod:`formal.arena.exact` -- MiniMalloc-style canonical search (+ CP-SAT) and minimization;
* :mod:`formal.arena.plan` -- :class:`ArenaPlan`, what the emitter consumes, and its proof file;
* :mod:`formal.arena.csvio` -- MiniMalloc's CSV interchange;
* :mod:`formal.arena.joint` -- choosing the order for the smallest packed arena;
* :mod:`formal.studies.arena_bench` -- ``formal bench arena``; :func:`formal.studies.arena_bench.scale` for scaling runs.

See docs/arena.md.
"""
