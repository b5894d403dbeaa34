"""A runtime's memory plan, whoever made it: tensors with lifetimes, sizes and offsets in arenas.

ExecuTorch, TensorFlow Lite Micro and the next embedded runtime pose one question: a program's
tensors are placed at byte offsets in static arenas; is the placement sound, how far is it from
the least any placement for this order can reach, and what is that least? This package answers it
once, for every runtime. A runtime's reader turns its file into a :class:`~formal.memplan.plan.MemoryPlan`
(the tensors, their lifetimes in the runtime's own positions, their offsets, and what names the
file); everything after that is shared:

* :mod:`~formal.memplan.plan`: the plan itself, and the regions whose tensors the runtime lets share
  bytes on purpose (a delegate's own memory);
* :mod:`~formal.memplan.verify`: sound or not, with the witness pair (both tensors, the bytes, the
  position); tensors past their arena; each arena's extent against the certified lower bound;
* :mod:`~formal.memplan.planning`: the least arena by formal's exact search, never larger than the
  runtime's own planner;
* :mod:`~formal.memplan.proof`: the arena proof (``formal.arena-proof/1``) bound to the file's sha256,
  and the check that a proof is a given file's plan.

Each runtime keeps only its reader and writer (:mod:`formal.executorch`, :mod:`formal.tflite`).
"""
