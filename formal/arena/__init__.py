"""Arena packing: one static arena, an offset per storage, for a fixed order (a lever).

* :mod:`formal.arena.blocks` -- blocks (size + half-open lifetime), alignment, the lower bound;
* :mod:`formal.arena.lifetimes` -- blocks of a problem's storages for an order;
* :mod:`formal.arena.greedy` -- baselines: TFLite best-fit, TFLite Micro first-fit, Inductor's pool,
  and an O(n log n) sweep; all scale to 100,000 blocks (work budgets, docs/arena.md);
* :mod:`formal.arena.exact` -- MiniMalloc-style canonical search and minimization, its inner loop
  compiled by numba (:mod:`formal.arena.kernel`), and a CP-SAT no-overlap model
  (:mod:`formal.arena.no_overlap`) as a second exact engine;
* :mod:`formal.arena.plan` -- :class:`ArenaPlan`, what the emitter consumes, and its proof file;
* :mod:`formal.arena.csvio` -- MiniMalloc's CSV interchange;
* :mod:`formal.arena.joint` -- choosing the order for the smallest packed arena.

``formal bench arena`` (:mod:`formal.studies.arena_bench`) measures it. See docs/arena.md.
"""
