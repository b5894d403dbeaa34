"""Every subcommand of ``formal``, declared: name, help, arguments and handler (:mod:`formal.cli.declare`).

This is the command line's reference in one place, in the order of ``formal --help``: the
pipeline (capture, the problem, ordering, encodings, arena, recomputation, training,
patterns, emission, replay, compression, deployment), the trusted checker, reports, tiling
and the demo. Handlers live in ``formal/cli/<group>.py``; the benchmarks, experiments and the
corpus add their own commands (:mod:`formal.studies.commands`, loaded by
:mod:`formal.cli.main` where installed).
"""

from __future__ import annotations

from formal.cli.argtypes import byte_count, fraction, nonnegative, positive_int, ratio_or_bytes, seconds, whole_number
from formal.cli.declare import Command, arg, exclusive
from formal.machine.devices import DEVICES
from formal.machine.fingerprint import ISA_CHOICES

# The bundled examples (formal.capture.examples.EXAMPLES, which needs torch to import; a test
# keeps the two lists equal).
EXAMPLE_NAMES = ("residual", "inception", "unet", "aspp", "transformer", "mlp", "stem")
MODES = ("inference", "train")  # what a capture compiles: one program, or forward and backward
ORDER_BACKENDS = ("search", "sat", "ilp", "cpsat", "smt")  # formal.order.backends.BACKENDS (a test keeps them equal)
RECOMPUTE_BACKENDS = ("auto", "exhaustive", "cpsat", "ilp", "sat", "sp", "twdp", "phase")  # formal.recompute.solve
DEMO = "``formal demo``: the whole pipeline on a bundled example, end to end."

COMMANDS: tuple[Command, ...] = (
    Command(
        "capture",
        run="formal.cli.capture:cmd_capture",
        help="compile a model with Inductor (CPU, FP32, 1 thread) and write traces",
        description=(
            f"SPEC is module:function (returning (model, example_inputs[, loss_fn]); the module is imported from the "
            f"current directory or PYTHONPATH) or a bundled example: {', '.join(EXAMPLE_NAMES)}. Prints the written "
            f"trace paths, one per line."
        ),
        args=(
            arg("spec"),
            arg("-o", "--output", required=True, metavar="OUTDIR", help="folder for traces, wrappers and inputs"),
            arg(
                "--mode",
                choices=MODES,
                default="inference",
                help=(
                    "inference: one program; train: forward and backward programs (loss = sum of outputs unless the "
                    "function returns a loss_fn)"
                ),
            ),
            arg(
                "--device",
                choices=DEVICES,
                default="cpu",
                help=(
                    "cpu (default; byte-exact) or cuda (cuda:0; peaks are the caching allocator's measurements, see "
                    "docs/cuda.md)"
                ),
            ),
            arg(
                "--isa",
                choices=ISA_CHOICES,
                default="auto",
                help=(
                    "pin the CPU ISA the program is compiled and measured with, so the trace replays on any CPU that "
                    "has it: auto (default: avx2 on an x86-64 CPU with AVX2, else native), avx2, avx512, default "
                    "(scalar kernels), native (whatever this machine picks; replays only on machines that pick the "
                    "same). See docs/capture.md"
                ),
            ),
            arg(
                "--inductor-reorder",
                choices=("on", "off", "lpmf", "bfs", "dfs"),
                default="on",
                help=(
                    "Inductor's peak-memory reordering (torch._inductor.config.reorder_for_peak_memory) during the "
                    "compile: on (default, Inductor's default), off (the order Inductor's own reordering starts "
                    "from), or one of its heuristics alone: lpmf, bfs, dfs. Recorded in the trace as "
                    "capture.inductor_reorder, with Inductor's estimate of every order as capture.inductor_pass. "
                    "See docs/capture.md"
                ),
            ),
        ),
    ),
    Command(
        "problem",
        run="formal.cli.problem:cmd_problem",
        help="validate a problem or trace and print its summary",
        description=(
            "Validate a formal.problem/1 or formal.trace/1 file; print a summary, or write its problem part with -o."
        ),
        args=(
            arg("problem", help="problem or trace YAML"),
            arg("-o", "--output", help="write the problem part (formal.problem/1) here"),
            arg("--json", action="store_true", help="print the summary as JSON"),
        ),
    ),
    Command(
        "peak",
        run="formal.cli.problem:cmd_peak",
        help="modeled peak of the original order or of a schedule",
        args=(
            arg("problem", help="problem or trace YAML"),
            arg("--schedule", help="formal.schedule/1 file or a list of unit ids"),
            arg("--json", action="store_true"),
        ),
    ),
    Command(
        "optimize",
        run="formal.cli.order:cmd_optimize",
        help="find a minimum-peak order and write it as a schedule",
        description=(
            "Order the units of a problem or trace for minimum peak memory. 'greedy' returns the best fast heuristic; "
            "'exact' adds certified lower bounds and an exact search, and reports 'optimal' or the gap."
        ),
        args=(
            arg("problem", help="problem or trace YAML"),
            arg("-o", "--output", required=True, help="write the formal.schedule/1 here"),
            arg("--method", choices=("greedy", "exact"), default="exact"),
            arg("--time-limit", type=seconds, default=10.0, metavar="S", help="seconds (default 10)"),
            arg("--json", action="store_true", help="print the result as one JSON object"),
        ),
    ),
    Command(
        "bounds",
        run="formal.cli.order:cmd_bounds",
        help="lower bounds on the minimum peak (event cut, forward/reverse trap)",
        args=(
            arg("problem", help="problem or trace YAML"),
            arg(
                "--time-limit",
                type=seconds,
                default=60.0,
                metavar="S",
                help=(
                    "stop the pair/triple scans after S seconds (default 60; values stay valid, 'complete' turns false)"
                ),
            ),
            arg("--json", action="store_true"),
        ),
    ),
    Command(
        "certify",
        run="formal.cli.order:cmd_certify",
        help="write a proof (formal.proof/1) of an order's peak and a lower bound",
        description=(
            "Optimize, then write the order, its peak, and certificates for the lower bound (cut flows; a search "
            "closure when bounds alone fall short; a SAT refutation when both leave a gap). Check it with 'formal "
            "check PROBLEM PROOF'."
        ),
        args=(
            arg("problem", nargs="+", metavar="PROBLEM_OR_TRACE", help="problem or trace YAML (one or more)"),
            arg(
                "-o",
                "--output",
                required=True,
                help=(
                    "write the proof here (JSON if it ends in .json: faster for large problems); with several inputs, "
                    "a folder that receives <name>.proof.yaml per input (name: the file name without "
                    ".trace.yaml/.yaml)"
                ),
            ),
            arg("--time-limit", type=seconds, default=60.0, metavar="S", help="seconds per input (default 60)"),
            arg("--no-sat", action="store_true", help="do not try SAT refutations to close a gap"),
            arg(
                "--jobs",
                type=positive_int,
                default=1,
                metavar="N",
                help="certify N inputs at a time in local worker processes (default 1)",
            ),
            arg(
                "--cluster",
                metavar="ADDRESS",
                help="run on an existing Dask scheduler (tcp://host:port or a scheduler file; docs/batch.md)",
            ),
            arg("--json", action="store_true"),
        ),
    ),
    Command(
        "verify-schedule",
        run="formal.cli.order:cmd_verify",
        help="legality, peak and gap of a schedule made elsewhere",
        description=(
            "Check a formal.schedule/1 (or a plain list of unit ids) against a problem: legality, exact peak, and the "
            "gap to the best lower bound. Exit 1 if the schedule is illegal. Without SCHEDULE: the original order."
        ),
        args=(
            arg("problem", help="problem or trace YAML"),
            arg("schedule", nargs="?", help="schedule file (default: the program's original order)"),
            arg(
                "--bounds-time",
                type=seconds,
                default=0.2,
                metavar="S",
                help=(
                    "seconds for the lower bound (default 0.2): verifying is a linear pass, the bound is what "
                    "max-flow finds in that time ('bounds_complete' says whether it finished)"
                ),
            ),
            arg("--json", action="store_true"),
        ),
    ),
    Command(
        "solve",
        run="formal.cli.encode:cmd_solve",
        help="minimum-peak order with one back end (search, sat, ilp, cpsat, smt)",
        description=(
            "Solve the ordering problem with one back end; prints the peak, whether it is proven optimal, the order "
            "and the time taken."
        ),
        args=(
            arg("problem", help="problem or trace YAML"),
            arg("--backend", choices=ORDER_BACKENDS, default="search"),
            arg(
                "--formulation",
                help="formulation for the back end (default: the fastest measured; see docs/encodings.md)",
            ),
            arg("--time-limit", type=float, default=60.0, metavar="S", help="seconds (default 60)"),
            arg("-o", "--output", help="also write the order as a formal.schedule/1 file"),
            arg("--json", action="store_true", help="print one JSON object"),
        ),
    ),
    Command(
        "encode",
        run="formal.cli.encode:cmd_encode",
        help="export 'is there an order with peak <= B' as cnf/opb/lp/mps/smt2",
        description=(
            "Write the feasibility question 'some legal order has peak <= BUDGET' in a standard format; the file is "
            "satisfiable exactly when that holds."
        ),
        args=(
            arg("problem", help="problem or trace YAML"),
            arg("--budget", type=byte_count, required=True, metavar="B", help="peak budget in bytes"),
            arg("--format", required=True, choices=("cnf", "opb", "lp", "mps", "smt2")),
            arg("--formulation", default="steps", choices=("steps", "pair")),
            arg("-o", "--output", required=True, metavar="FILE"),
        ),
    ),
    Command(
        "decode",
        run="formal.cli.encode:cmd_decode",
        help="turn a solver's model of an exported encoding into a schedule",
        description=(
            "Decode a solver's solution for a file written by `formal encode` into a formal.schedule/1 order, "
            "checking it is legal and within the budget."
        ),
        args=(
            arg("problem", help="problem or trace YAML"),
            arg("encoding", help="the file written by `formal encode`"),
            arg("solution", help="the solver's output (DIMACS/OPB model, CBC solution, z3 model)"),
            arg("-o", "--output", help="write the formal.schedule/1 here"),
            arg("--json", action="store_true"),
        ),
    ),
    Command(
        "arena",
        run="formal.cli.arena:cmd_arena",
        help="pack storages into one static arena (greedy or exact), or a MiniMalloc CSV",
        description=(
            "Assign every internal storage an offset in one arena for a fixed order (problem mode), or pack a "
            "MiniMalloc CSV instance (--csv). See docs/arena.md."
        ),
        args=(
            arg("problem", nargs="?", help="problem or trace YAML (problem mode)"),
            arg(
                "--schedule",
                help="order to plan for (formal.schedule/1 or a list of unit ids); default: the original order",
            ),
            arg(
                "--method",
                default="exact",
                choices=("exact", "greedy", "best-fit", "first-fit", "inductor", "sweep"),
                help="exact (minimize, default), greedy (best of the four), or one greedy planner",
            ),
            arg(
                "--alignment",
                type=positive_int,
                default=None,
                help="offset alignment in bytes (default 64; 1 in --csv mode, as MiniMalloc)",
            ),
            arg(
                "--time-limit",
                type=float,
                default=60.0,
                help=(
                    "seconds for the whole command, kept within a few seconds whatever the input; the best packing "
                    "found and its lower bound are reported (default 60)"
                ),
            ),
            arg(
                "--joint",
                action="store_true",
                help="choose the order too: smallest packed arena, reported with the min-peak order's",
            ),
            arg("--csv", help="MiniMalloc CSV (id,lower,upper,size; half-open lifetimes)"),
            arg("--capacity", type=byte_count, help="CSV mode: arena capacity in bytes"),
            arg("--minimize", action="store_true", help="CSV mode: find and prove the smallest capacity"),
            arg("--proof", help="CSV mode: also write the packing as a formal.arena-proof/1 for formal check"),
            arg("-o", "--output", required=True, help="plan (YAML) or, with --csv, the output CSV"),
            arg("--json", action="store_true", help="print the result as one JSON object"),
        ),
    ),
    Command(
        "recompute",
        run="formal.cli.recompute:cmd_recompute",
        help="k-bounded recomputation: least peak, or least extra MACs under a budget",
        description=(
            "Schedule a single-assignment problem where every unit may run at most k+1 times (docs/recompute.md). "
            "Without a budget: least peak, then fewest extra MACs. With --budget: fewest extra MACs with peak <= "
            "budget, or infeasible."
        ),
        args=(
            arg(
                "problem",
                nargs="?",
                help="problem or trace YAML, optionally with a recompute: {k, budget, ...} mapping",
            ),
            arg(
                "--from-nodelink",
                metavar="FILE",
                help=(
                    "read a Checkmate/Moccasin node-link JSON graph instead (formal/recompute/nodelink.py); default "
                    "back end: large"
                ),
            ),
            arg(
                "--budget-ratio",
                metavar="R",
                help="with --from-nodelink: budget = ceil(R x peak of the graph's topological order)",
            ),
            arg("--proof", metavar="OUT", help="write a formal.recompute-proof/1 that formal check verifies"),
            arg("--k", type=whole_number, help="recomputations allowed per unit (default: the file's recompute.k)"),
            arg("--budget", type=byte_count, metavar="B", help="peak budget in bytes (default: the file's, if any)"),
            arg(
                "--backend",
                choices=(*RECOMPUTE_BACKENDS, "large"),
                default="auto",
                help=(
                    "auto (default): exhaustive up to 8 units; above, a budget question goes to phase first, then "
                    "sat; phase: exact phase search for budget questions (docs/hardness.md); sp: exact knapsack on "
                    "stem-fed chains; twdp: exact tree-decomposition DP (small graphs); large: order + local search "
                    "for hundreds of units (formal/recompute/large.py)"
                ),
            ),
            arg("--time-limit", type=float, default=60.0, metavar="S", help="seconds (default 60)"),
            arg(
                "--fixed-order",
                action="store_true",
                help=(
                    "keep the given unit order for every first run and only insert recomputations (Moccasin's stage "
                    "model, PyTorch's partitioner); default: the order is free too. Back end large"
                ),
            ),
            arg("--json", action="store_true", help="print one JSON object"),
            arg(
                "-o",
                "--output",
                metavar="PLAN",
                help=(
                    "with a captured trace: write the recomputation plan (formal.recompute-plan/1) for `formal "
                    "emit/replay --recompute PLAN` (docs/recompute.md, Realization)"
                ),
            ),
            arg(
                "--macs",
                choices=("measured", "count"),
                default="measured",
                help="with a trace: unit costs measured by running the program once (default) or 1 per execution",
            ),
        ),
    ),
    Command(
        "gadget",
        run="formal.cli.recompute:cmd_gadget",
        help="write an NP-hardness gadget instance (problem + k + budget)",
        description=(
            "Build the k-bounded recomputation instance of docs/hardness.md from a 3-PARTITION multiset; its answer "
            "equals the 3-PARTITION answer."
        ),
        args=(
            arg("kind", choices=("3partition",)),
            arg("--multiset", required=True, metavar="A1,A2,...", help="3m positive integers"),
            arg("-o", "--output", required=True, metavar="OUT.yaml"),
            arg(
                "--encodings",
                action="store_true",
                help="also write OUT.cnf, OUT.lp, OUT.opb and OUT.smt2: 'a schedule within the budget exists'",
            ),
        ),
    ),
    Command(
        "train-plan",
        run="formal.cli.train:cmd_train_plan",
        help="plan which activations a training step saves or recomputes, under a memory budget",
        description=(
            "Compile SPEC's training step with torch.compile, then choose which forward values the forward saves for "
            "the backward and which the backward recomputes: least extra FLOPs with the step's measured peak within R "
            "times the default compile's (--objective compute), or the least peak within an extra-compute allowance "
            "(--objective peak). The plan is compiled through torch.compile's partitioner hook, both programs "
            "captured and ordered with proofs, the step replayed (measured == modeled, to the byte) and a "
            "formal.train-proof/1 written that `formal check` verifies. PyTorch's own solvers run beside it at the "
            "same budget. SPEC is module:function or a bundled example, as for `formal capture`. See docs/train.md."
        ),
        args=(
            arg("spec"),
            arg(
                "--budget-ratio",
                type=fraction,
                metavar="R",
                help=(
                    "the step peak budget as a fraction of the default compile's measured step peak (required for "
                    "--objective compute)"
                ),
            ),
            arg(
                "--sweep",
                metavar="R1,R2,...",
                help=(
                    "plan at every budget ratio given (or START:STOP:STEP, both ends included, e.g. 0.9:0.4:0.1) over "
                    "one pool of measured plans, so that extra FLOPs never rise and the step peak never falls as the "
                    "budget grows; prints one table (with -o: sweep.json, sweep.md, sweep.png and a proof per budget)"
                ),
            ),
            arg(
                "--checkpoint-blocks",
                metavar="NAMES",
                help=(
                    "--sweep: comma-separated qualified submodule names wrapped in torch.utils.checkpoint, measured "
                    "beside PyTorch's solvers (whole-block checkpointing)"
                ),
            ),
            arg(
                "--objective",
                choices=("compute", "peak"),
                default="compute",
                help=(
                    "compute (default): least extra FLOPs within the budget; peak: least step peak within "
                    "--extra-compute"
                ),
            ),
            arg(
                "--extra-compute",
                type=nonnegative,
                default=0.1,
                metavar="X",
                help="--objective peak: extra FLOPs allowed, as a fraction of the default step's (default 0.1)",
            ),
            arg(
                "--backend",
                choices=("cpsat", "ilp"),
                default="cpsat",
                help="exact back end for the plan: OR-tools CP-SAT (default) or CBC through pulp",
            ),
            arg(
                "--time-limit",
                type=seconds,
                default=60.0,
                metavar="S",
                help="seconds per solve (plan, relaxation, certificate; default 60)",
            ),
            arg(
                "--rounds",
                type=positive_int,
                default=6,
                help=(
                    "plans compiled and measured at most, lowering the planning capacity by the measured excess each "
                    "time (default 6)"
                ),
            ),
            arg(
                "--certify-time-limit",
                type=seconds,
                default=60.0,
                metavar="S",
                help="seconds to order each of the two programs with a proof (default 60)",
            ),
            arg(
                "--split-addmm",
                action="store_true",
                help=(
                    "compile the plans' backward with each add of a matrix product kept apart from it (a tied "
                    "embedding's gradient: the logits gradient then dies early); may change that gradient's "
                    "rounding, reported (docs/train.md)"
                ),
            ),
            arg(
                "--no-pytorch",
                action="store_true",
                help=(
                    "skip measuring PyTorch's solvers (activation_memory_budget dp, greedy, ilp) at the same budget; "
                    "their saved sets stay candidates, read off the joint graph and compiled only when cheaper"
                ),
            ),
            arg(
                "--no-cache",
                action="store_true",
                help=(
                    "neither read nor keep the plans measured on this model in the plan cache ($FORMAL_CACHE/"
                    "train-plans, default ~/.cache/formal/train-plans; FORMAL_CACHE=0 turns it off everywhere)"
                ),
            ),
            arg(
                "--no-dry-runs",
                action="store_true",
                help=(
                    "compile every plan the rounds try; by default a plan is first generated and run with its "
                    "kernels skipped (a dry run: the compiled step's allocations, to the byte) and compiled only "
                    "when it fits"
                ),
            ),
            arg(
                "--isa",
                choices=ISA_CHOICES,
                default="auto",
                help="the CPU ISA pin, as for `formal capture` (default auto)",
            ),
            arg(
                "-o",
                "--output",
                metavar="DIR",
                help=(
                    "write the traces, order proofs, the training-step proof and train-plan.json here (without it "
                    "everything is checked in a temporary folder and no proof is kept)"
                ),
            ),
            arg("--json", action="store_true", help="print the report as JSON"),
        ),
    ),
    Command(
        "patterns",
        run="formal.cli.patterns:cmd_patterns",
        help="find structural memory patterns (Welford norms, online softmax, recomputation, tiling)",
        description=(
            "Trace SPEC (module:function or a bundled example) to its ATen graph and report where a rewrite can go "
            "below the certified ordering optimum: online_reducible_norm, streaming_weighted_reduction, "
            "rematerializable_intermediate, tile_compatible_compute. By default the model is also captured "
            "(torch.compile, slow) to certify the ordering optimum, compute the single-operator bound and decide "
            "whether Inductor already streams each site."
        ),
        args=(
            arg("spec"),
            arg("--json", action="store_true", help="print one JSON object"),
            arg("--mode", choices=MODES, default="inference"),
            arg(
                "--apply",
                action="store_true",
                help=(
                    "run bit-identical rewrites and compare outputs bit for bit; measure the numeric difference of "
                    "the others"
                ),
            ),
            arg(
                "--rewrite-out",
                metavar="FILE",
                help="with --apply: write the rematerialized ATen program (Python) here when it is bit-identical",
            ),
            exclusive(
                arg(
                    "--traces",
                    metavar="DIR",
                    help="use traces written by `formal capture SPEC -o DIR` instead of capturing again",
                ),
                arg(
                    "--no-capture",
                    action="store_true",
                    help="graph only: no certified optimum, no single-operator bound, already_streamed null",
                ),
            ),
            arg(
                "--time-limit",
                type=float,
                default=30.0,
                metavar="S",
                help="seconds for certifying each program's ordering optimum (default 30)",
            ),
            arg(
                "--min-gap",
                type=whole_number,
                default=4,
                metavar="N",
                help="operators a value must be held across to count as a long interval (default 4)",
            ),
        ),
    ),
    Command(
        "emit",
        run="formal.cli.emit:cmd_emit",
        help="write the permuted wrapper for a schedule",
        description=(
            "Write the trace's wrapper with call()'s statements permuted for the schedule: each original statement "
            "once, allocations right before their unit, views and dels as early as their names allow."
        ),
        args=(
            arg("trace"),
            arg("--schedule", help="formal.schedule/1 file or list of unit ids (default: the original order)"),
            arg("-o", "--output", required=True, help="the emitted Python file"),
            arg("--arena", action="store_true", help="carve every storage the wrapper allocates out of one arena"),
            arg("--alignment", type=positive_int, default=64, help="arena offset alignment in bytes (default 64)"),
            arg("--arena-method", default="exact", help="arena planner: exact (default) or greedy"),
            arg(
                "--recompute",
                metavar="PLAN",
                help=(
                    "emit a recomputation plan (`formal recompute TRACE -o PLAN`): recomputed units' statements again "
                    "under fresh names (docs/recompute.md, Realization)"
                ),
            ),
            arg("--json", action="store_true", help="print a summary (arena, predicted peak) as JSON"),
        ),
    ),
    Command(
        "replay",
        run="formal.cli.replay:cmd_replay",
        help="run original and permuted programs; compare peaks and outputs",
        description=(
            "Run the original program and each permuted one (a schedule and/or N random legal orders) on identical "
            "inputs; measure byte peaks, compare outputs bit for bit with each other and with the captured outputs. "
            "Exit 0 iff every run is byte-exact, bit-identical and equal to the capture."
        ),
        args=(
            arg("trace", help="trace YAML written by `formal capture`"),
            arg("--schedule", help="formal.schedule/1 file (or a list of unit ids) to replay"),
            arg("--random-orders", type=whole_number, default=0, metavar="N", help="also replay N random legal orders"),
            arg("--seed", type=whole_number, default=0, help="seed for the random orders (default 0)"),
            arg("--keep", metavar="DIR", help="keep the emitted programs in DIR"),
            arg(
                "--arena",
                action="store_true",
                help=(
                    "emit each order arena-packed (one allocation, storages carved out of it) and compare against the "
                    "plan's predicted peak; with no schedule or random orders, the original order"
                ),
            ),
            arg("--alignment", type=positive_int, default=64, help="arena offset alignment in bytes (default 64)"),
            arg("--arena-method", default="exact", help="arena planner: exact (default) or greedy"),
            arg(
                "--recompute",
                metavar="PLAN",
                help=(
                    "replay a recomputation plan (`formal recompute TRACE -o PLAN`) against the original: its modeled "
                    "peak, measured peak, bit-identity (docs/recompute.md)"
                ),
            ),
            arg(
                "--device",
                choices=DEVICES,
                help=(
                    "where to run (default and only choice: the trace's capture device); on cuda peaks are the "
                    "caching allocator's measurements and only bit-identity is required (docs/cuda.md)"
                ),
            ),
            arg(
                "--guard",
                action="store_true",
                help=(
                    "with --schedule: measure the original and the schedule's program --repeats times and choose the "
                    "schedule only if its measured peak is lower (never regress; docs/cuda.md)"
                ),
            ),
            arg(
                "--repeats",
                type=positive_int,
                default=5,
                metavar="N",
                help="guard: measured runs per program (default 5)",
            ),
            arg(
                "--warmup",
                type=whole_number,
                default=1,
                metavar="N",
                help="guard: unmeasured runs per program first (default 1)",
            ),
            arg(
                "--guard-rule",
                choices=("median", "min", "separated"),
                default="median",
                help=(
                    "guard: median (default) or min of the candidate below the original's, and its worst run no "
                    "higher; separated: its worst run below the original's best"
                ),
            ),
            arg(
                "--deploy",
                metavar="OUT.py",
                help="guard: write the chosen program here (the schedule's if deployed, else the original)",
            ),
            arg("--json", action="store_true", help="print one JSON object"),
        ),
    ),
    Command(
        "contract",
        run="formal.cli.replay:cmd_contract",
        help="check the six Theorem-1 conditions for a trace",
        description="Re-profile the trace's program and report, per condition, whether it holds.",
        args=(
            arg("trace"),
            arg("--json", action="store_true"),
        ),
    ),
    Command(
        "compress",
        run="formal.cli.compress:cmd_compress",
        help="pack long-lived storages between uses (IBP); replay with a measurement guard",
        description=(
            "Choose long-lived storages of a trace's order, pack them with IBP after their early uses and unpack them "
            "before their late use; model the new peak with ratios measured on the real contents, then emit and "
            "replay: the plan is kept only if outputs are bit-identical and the measured peak is lower. See "
            "docs/ibp.md."
        ),
        args=(
            arg("trace", help="trace YAML written by `formal capture`"),
            arg("--schedule", help="formal.schedule/1 file or list of unit ids (default: the original order)"),
            arg("--min-bytes", type=byte_count, default=4096, help="smallest storage worth packing (default 4096)"),
            arg("-o", "--output", help="write the compressing program here (only if the guard keeps the plan)"),
            arg("--json", action="store_true", help="print one JSON object"),
        ),
    ),
    Command(
        "deploy",
        run="formal.cli.deploy:cmd_deploy",
        help="compile a model with formal.compile and write its artifact",
        description=(
            "Compile SPEC (module:function or a bundled example, as for capture) with formal.compile: every program "
            "Inductor generates is captured, proved, emitted and checked by one run; the artifact (programs, proofs, "
            "manifest) goes to -o. Serve it with formal.load(DIR) (docs/deploy.md)."
        ),
        args=(
            arg("spec"),
            arg("-o", "--output", required=True, help="the artifact folder"),
            arg("--mode", choices=MODES, default="inference"),
            arg("--arena", action="store_true", help="also carve every storage out of one planned arena"),
            arg(
                "--recompute",
                action="store_true",
                help="with --budget: recompute values where the optimal order's peak is over the budget",
            ),
            arg("--tile", action="store_true", help="run a CNN's local stage by patches where that lowers the peak"),
            arg(
                "--compress",
                action="store_true",
                help="pack long-lived storages (IBP) between their uses where that lowers the measured peak",
            ),
            arg("--budget", type=positive_int, metavar="BYTES", help="bytes no program's certified peak may exceed"),
            arg(
                "--strict",
                action="store_true",
                help="refuse where a lever's program would be above torch.compile's peak (default: deploy the order)",
            ),
            arg(
                "--memory-budget",
                type=ratio_or_bytes,
                metavar="R|BYTES",
                help=(
                    "--mode train: the training step's budget, a ratio of the default step's measured peak (0.7) or "
                    "bytes; the certified save/recompute plan is deployed with the orders, or refused in one line"
                ),
            ),
            arg(
                "--split-addmm",
                action="store_true",
                help=(
                    "with --memory-budget: keep each add of a matrix product apart from it in the plans' backward "
                    "(a tied embedding's logits gradient then dies early); may change that gradient's rounding"
                ),
            ),
            arg(
                "--time-limit", type=seconds, default=60.0, metavar="S", help="seconds per program's proof (default 60)"
            ),
            arg(
                "--isa",
                choices=ISA_CHOICES,
                default="auto",
                help=(
                    "pin the CPU ISA the artifact is compiled for, as for capture (default auto: avx2 where the CPU "
                    "has it, so the artifact runs on any AVX2 CPU; the command re-runs itself pinned)"
                ),
            ),
            arg("--json", action="store_true"),
        ),
    ),
    Command(
        "serve",
        run="formal.cli.deploy:cmd_serve",
        help="run a server in the environment an artifact's kernels need (its ISA pin)",
        description=(
            "Check the artifact, then run COMMAND (after --) in the environment its kernels were certified under: "
            "where the artifact was compiled under an ISA pin (formal deploy's default), the command runs pinned, so "
            "formal.load(DIR) in it serves the artifact. Without COMMAND, load the artifact here with its self-test. "
            "docs/deploy.md, 'Serving a pinned artifact'."
        ),
        args=(
            arg("artifact"),
            arg("--sha256", help="the manifest's published sha256 (refuse any other)"),
            arg("--print-env", action="store_true", help="print the NAME=value lines the server needs, run nothing"),
            arg("command", nargs="*", help="-- COMMAND ARGS...: the server to start (after --)"),
        ),
    ),
    Command(
        "verify-artifact",
        run="formal.cli.deploy:cmd_verify",
        help="check an artifact as an auditor would, without running it",
        description=(
            "Check every file's hash, every proof with the trusted checker, that each program is exactly its wrapper "
            "permuted by its proof's order, and the manifest's numbers; report whether this machine would run it."
        ),
        args=(
            arg("artifact"),
            arg("--sha256", help="the manifest's published sha256 (refuse any other)"),
            arg("--json", action="store_true"),
        ),
    ),
    Command(
        "verify-pte",
        run="formal.cli.executorch:cmd_verify_pte",
        help="verify an ExecuTorch program's memory plan against its lifetimes, with its lower bound",
        description=(
            "Read a .pte program's memory plan, refuse it if two live tensors share bytes (naming both and the "
            "instruction) or a tensor ends outside its arena, and report each arena against the aligned live-bytes "
            "lower bound for the program's order. Needs formal-scheduler[executorch]. See docs/executorch.md."
        ),
        args=(
            arg("program", help="the ExecuTorch program (.pte)"),
            arg("--method", help="the method to read (default: the only one, or forward)"),
            arg("--arena", type=whole_number, help="the arena (mem_id) of -o and --proof (default: the first)"),
            arg("-o", "--output", metavar="PROOF", help="write the arena's formal.arena-proof/1 (for formal check)"),
            arg("--proof", help="confirm that this proof is the program's plan, and have formal check verify it"),
            arg("--json", action="store_true"),
        ),
    ),
    Command(
        "plan-pte",
        run="formal.cli.executorch:cmd_plan_pte",
        help="lower a model to an ExecuTorch program whose arenas formal plans, proved and run",
        description=(
            "Export SPEC (module:function returning (model, example_inputs), or a bundled example) with torch.export, "
            "lower it with to_edge and to_executorch, plan its memory with the planner named, and write the .pte. "
            "Unless --no-run, run it in ExecuTorch's runtime beside the greedy plan's program: the outputs must be "
            "identical bit for bit. Needs formal-scheduler[executorch]. See docs/executorch.md."
        ),
        args=(
            arg("spec"),
            arg("-o", "--output", required=True, metavar="OUT.pte"),
            arg("--planner", choices=("formal", "greedy", "naive"), default="formal", help="default formal"),
            arg("--time-limit", type=float, default=10.0, help="seconds per arena for formal's search (default 10)"),
            arg("--proof", help="also write the program's arena proof (formal.arena-proof/1)"),
            arg(
                "--reorder",
                action="store_true",
                help="first move the operators into formal's certified least-peak order (docs/executorch.md)",
            ),
            arg(
                "--fold-constants",
                dest="fold",
                action="store_true",
                help=(
                    "first fold computations on constants into constants (ExecuTorch's constant propagation): a "
                    "linear layer's transposed weight leaves the arena; outputs stay bit-identical"
                ),
            ),
            arg("--order-problem", help="with --reorder: write the edge graph's ordering problem (formal.problem/1)"),
            arg(
                "--order-proof", help="with --reorder: write the order's proof (formal check ORDER_PROBLEM ORDER_PROOF)"
            ),
            arg("--no-run", action="store_true", help="do not run the program against the greedy plan's"),
        ),
    ),
    Command(
        "verify-tflite",
        run="formal.cli.tflite:cmd_verify_tflite",
        help="verify the arena plan TFLite Micro makes of a .tflite (its offline plan, or TFLM's greedy)",
        description=(
            "Read a .tflite and the arena plan TFLite Micro makes of it: its OfflineMemoryAllocation, with TFLM's "
            "greedy planner placing the rest, or greedy alone. Refuse the plan (exit 1) if two tensors live at the "
            "same operator share bytes (naming both, the bytes and the operator), an offline offset is not a "
            "multiple of 16, or a tensor ends past --arena-size; report the arena against the certified lower "
            "bound. Kernel scratch and TFLM's own head are measured in TFLM's host interpreter where it can run "
            "the model. Needs formal-scheduler[tflite]. See docs/tflite.md."
        ),
        args=(
            arg("model", help="the TFLite model (.tflite)"),
            arg(
                "--arena-size",
                type=byte_count,
                metavar="BYTES",
                help="the application's tensor arena: refuse what ends past it",
            ),
            arg("-o", "--output", metavar="PROOF", help="write the plan's formal.arena-proof/1 (for formal check)"),
            arg("--proof", help="confirm that this proof is the model's plan, and have formal check verify it"),
            arg("--no-measure", action="store_true", help="do not run TFLM's interpreter (kernel scratch unmeasured)"),
            arg("--json", action="store_true"),
        ),
    ),
    Command(
        "plan-tflite",
        run="formal.cli.tflite:cmd_plan_tflite",
        help="plan a .tflite's arena with formal's exact search, as an offline plan measured in TFLite Micro",
        description=(
            "Plan every tensor TFLite Micro places in its arena with formal's exact search (never larger than TFLM's "
            "greedy plan), write the model with that OfflineMemoryAllocation, and run it in TFLM's host interpreter "
            "beside the original on random inputs: outputs must be identical bit for bit and TFLM's measured head "
            "the certified arena, else exit 1 and nothing is written. Needs formal-scheduler[tflite]. "
            "See docs/tflite.md."
        ),
        args=(
            arg("model", help="the TFLite model (.tflite)"),
            arg("-o", "--output", required=True, metavar="OUT.tflite"),
            arg("--proof", help="also write the plan's arena proof (formal.arena-proof/1)"),
            arg("--time-limit", type=seconds, default=10.0, help="seconds for formal's search (default 10)"),
            arg(
                "--reorder",
                action="store_true",
                help="first move the operators into formal's certified least-peak order where it lowers the bound",
            ),
            arg("--order-problem", help="with --reorder: write the ordering problem (formal.problem/1)"),
            arg(
                "--order-proof", help="with --reorder: write the order's proof (formal check ORDER_PROBLEM ORDER_PROOF)"
            ),
            arg("--json", action="store_true"),
        ),
    ),
    Command(
        "check",
        run="formal.check.commands:cmd_check",
        help="verify a proof with the trusted checker (no solver involved)",
        description="Verify a proof against its problem (arena proofs may come alone).",
        args=(
            arg(
                "problem",
                nargs="?",
                help=(
                    "problem or trace YAML (arena and recompute proofs may come alone; a training-step proof names "
                    "its two traces itself)"
                ),
            ),
            arg("proof", help="the proof YAML"),
            arg(
                "--json",
                action="store_true",
                help="print the claims, the verdict's conditions and its trusted base (checker modules it ran) as JSON",
            ),
        ),
    ),
    Command(
        "report",
        run="formal.cli.report:cmd_report",
        help="HTML report: memory timelines, peak breakdown, arena layout, certificate",
        description=(
            "Write DIR/index.html with the memory timeline of the original program and of the optimized order, what "
            "is live at each peak, the arena layout, the certificate as the trusted checker sees it, and PyTorch "
            "memory snapshots of both timelines. See docs/report.md."
        ),
        args=(
            arg("problem", metavar="TRACE_OR_PROBLEM", help="trace (formal.trace/1) or problem YAML"),
            arg("--schedule", help="the optimized order to show (default: the proof's order)"),
            arg("--proof", help="a formal.proof/1 for this problem (default: certify now)"),
            arg(
                "--time-limit",
                type=seconds,
                default=60.0,
                metavar="S",
                help="seconds for certify, and again for the exact arena packer (default 60)",
            ),
            arg("-o", "--output", required=True, metavar="DIR", help="report directory (created)"),
            arg("--json", action="store_true", help="print the headline numbers as one JSON object"),
            arg("--no-progress", action="store_true", help="no progress bars on stderr"),
        ),
    ),
    Command(
        "tile",
        run="formal.cli.tile:cmd_tile",
        help="run a CNN's local first stage patch by patch (MCUNetV2); certify and replay it",
        description=(
            "Capture and certify the model (SPEC as for `formal capture`), find the longest prefix of spatially local "
            "operators (torch.fx) that covers the largest operator, split the stage output into patches computed from "
            "their input regions with halos, capture, certify and replay the tiled program, compare its outputs with "
            "the original's and count the recomputed FLOPs. See docs/tile.md."
        ),
        args=(
            arg("spec"),
            arg(
                "--patches",
                metavar="N|RxC",
                help="patch grid (N: N x N); default: the stage and grid with the lowest estimated peak",
            ),
            arg("--time-limit", type=seconds, default=60.0, metavar="S", help="seconds per certification (default 60)"),
            arg(
                "-o", "--output", metavar="DIR", help="write the tiled program's trace, wrapper, inputs and proof here"
            ),
            arg(
                "--isa",
                choices=ISA_CHOICES,
                default="auto",
                help="CPU ISA pin, as for `formal capture`",
            ),
            arg("--json", action="store_true", help="print one JSON object"),
        ),
    ),
    Command(
        "demo",
        run="formal.cli.demo:cmd_demo",
        help="capture, optimize, certify, check and replay a bundled example",
        description=DEMO,
        args=(
            arg("-o", "--output", default="formal-demo", help="folder for the files (default ./formal-demo)"),
            arg("--model", default="aspp", help="bundled example to use (default aspp)"),
            arg("--mode", choices=MODES, default="inference"),
            arg("--random-orders", type=whole_number, default=3, help="random legal orders to replay too (default 3)"),
        ),
    ),
)
