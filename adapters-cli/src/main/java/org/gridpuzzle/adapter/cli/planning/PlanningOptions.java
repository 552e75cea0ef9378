package org.gridpuzzle.adapter.cli.planning;

import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import java.nio.file.Path;
import org.gridpuzzle.clikit.Converters;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.OutputOption;
import org.gridpuzzle.adapter.cli.SatSolverOption;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.search.Limits;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The options shared by {@code sokoban solve} and {@code snowman solve}. */
final class PlanningOptions {

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--strategy", paramLabel = "STRATEGY", converter = Converters.Strategy.class,
            completionCandidates = Converters.Strategy.class,
            description = {"auto: the best built-in choice: hybrid (a plan from search at once, proved as time allows);",
                "sequential: ascend the number of box/ball moves until a plan exists (proves the optimum);",
                "parallel: ascend in parallel steps (a plan quickly, not proved optimal);",
                "recipe: ascend in parallel, then descend sequentially with no-ops until refuted (proves the optimum);",
                "agent-moves: one agent move per step (the baseline; optimal in all moves);",
                "search: weighted best-first search over box/ball moves (a plan fast, not proved optimal);",
                "search-optimal: A* over box/ball moves (optimal; a proved bound when stopped);",
                "fess: Sokoban's feature-space search (FESS) alone, to its first plan; the answer gives its nodes"
                    + " expanded, the count the FESS papers give per level (the same on any machine);",
                "hybrid: search, then SAT: a fast plan, A* for a shorter one, SAT refutes below it.",
                "Default: ${DEFAULT-VALUE}."})
    PlanStrategy strategy;

    @Option(names = "--nodes", paramLabel = "N", description = {"Stop a state search after expanding N nodes (N at"
                + " least 1): fess is one run, whose count is the same on any machine (a run capped at N stops at the"
                + " same place everywhere); search, search-optimal, hybrid and auto count each of their"
                + " search runs apart (search's feature spaces, hybrid's phases), and their SAT calls count none. A"
                + " SAT-only strategy or back-end counts no nodes: refused there. Reached: exit 3 with the answer so"
                + " far, stopped by the node limit.",
                "Default: no limit."})
    Long nodes;

    @Option(names = "--encoding", paramLabel = "ENCODING", converter = Converters.Encoding.class,
            completionCandidates = Converters.Encoding.class,
            description = "Reachability encoding of the ascent: path, dag or tree. Default: path for sequential, "
                    + "tree for parallel and recipe (the recipe always descends with path).")
    EncodingKind encoding;

    @Option(names = "--max-steps", paramLabel = "N", description = "Give up after refuting every plan of at most N steps. Default: ${DEFAULT-VALUE}.")
    int maxSteps;

    @Option(names = "--no-implied", description = "Leave out the implied constraints (dead squares, ball-size invariants).")
    boolean noImplied;

    @Option(names = {"--dump", "--dimacs"}, paramLabel = "DIR",
            description = "Also write to DIR every formula solved (DIMACS) or, with --backend asp, every model and instance.")
    Path dimacs;

    @Option(names = "--backend", paramLabel = "BACKEND", converter = Converters.Backend.class,
            completionCandidates = Converters.Backend.class,
            description = {"sat: our planner (--strategy, --encoding, --sat-solver apply);",
                "asp: Sokoban as answer set programming, solved by gringo | clasp from the PATH (--model, --steps);",
                "minizinc: Snowman as a constraint model, solved by minizinc from the PATH (--model, --steps,"
                    + " --cp-solver).",
                "Default: ${DEFAULT-VALUE}."})
    PlanBackend.Kind backend;

    @Option(names = "--model", paramLabel = "MODEL",
            description = {"With --backend asp: fair (a step pushes one box one cell; the fewest steps are the fewest"
                + " pushes) or competition (a step pushes one box one or more cells in one direction, as in the ASP"
                + " Competition). Default: fair.",
                "With --backend minizinc: agent (a step is one agent move), dag (a step is one ball move, the walk by"
                + " the path global constraint) or path (one ball move, the walk by the path encoding). Default: path."})
    String model;

    @Option(names = "--cp-solver", paramLabel = "NAME", description = "With --backend minizinc: the solver minizinc runs (its --solver). Default: ${DEFAULT-VALUE}.")
    String cpSolver;

    @Option(names = "--steps", paramLabel = "K", description = "With --backend asp or minizinc, or with --cubes: decide this one bound (is there a plan of at"
                    + " most K steps?, K at least 1) instead of ascending from the lower bound. Default: ascend.")
    Integer steps;

    @Option(names = "--cubes", paramLabel = "N", description = {"Cube-and-conquer: split each sequential SAT question (the ascent's, the descent's; with"
                + " --steps K, that one) into at least N cubes by the plan's first box/ball moves, solved one after"
                + " another; refuted only when every cube is. With --strategy search-optimal and --steps K, each"
                + " cube's rest is searched by A* instead. The lab's experiment runner spreads such a split over"
                + " workers and a cluster (config snowman:cubes:K:N[:search]).",
                "Default: ${DEFAULT-VALUE} (no split)."})
    int cubes;

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    @Mixin
    SatSolverOption sat;

    @Mixin
    LimitOptions limits;

    @Mixin
    LevelFormatOption format;

    PlanBackend backend() {
        if (backend == PlanBackend.Kind.SAT && (model != null || (steps != null && cubes == 1))) {
            throw new ParameterException(spec.commandLine(), "--model goes with --backend asp or minizinc, --steps with"
                    + " them or with --cubes");
        }
        if (backend != PlanBackend.Kind.SAT && cubes > 1) {
            throw new ParameterException(spec.commandLine(), "--cubes splits our SAT planner's questions; --backend "
                    + backend.label() + " has its own solver, which takes no cubes");
        }
        return backend == PlanBackend.Kind.SAT ? PlanBackend.sat()
                : new PlanBackend(backend, model, steps == null ? 0 : steps);
    }

    /**
     * The strategies whose runs ask sequential SAT questions, the ones cubes split (an ascent's or a descent's); the
     * others (search, search-optimal without --steps, parallel, agent-moves) would drop the cubes without a word.
     */
    private static boolean asksSequentialQuestions(PlanStrategy strategy) {
        return switch (strategy) {
            case SEQUENTIAL, RECIPE, HYBRID, AUTO -> true;
            case PARALLEL, AGENT_MOVES, SEARCH, SEARCH_OPTIMAL, FESS -> false;
        };
    }

    /** The run's limits with the node limit asked for (the command checks that the strategy counts nodes). */
    Limits limits(Limits run) {
        return nodes == null ? run : run.withNodeLimit(nodes);
    }

    PlanOptions options() {
        PlanOptions options = PlanOptions.of(strategy, encoding, maxSteps, !noImplied);
        try {
            if (cubes == 1) {
                return options;
            }
            if (steps == null && !asksSequentialQuestions(strategy)) {
                throw new ParameterException(spec.commandLine(), "--cubes " + cubes + " splits sequential SAT"
                        + " questions, and --strategy " + strategy.label() + " asks none: use sequential, recipe,"
                        + " hybrid or auto" + (strategy == PlanStrategy.SEARCH_OPTIMAL
                        ? ", or give --steps K to split that bound's search" : ""));
            }
            if (steps == null) {
                return options.withCubing(PlanOptions.Cubing.of(cubes));
            }
            PlanOptions.Cubing decide = new PlanOptions.Cubing(cubes, steps, 0);
            return options.withCubing(strategy == PlanStrategy.SEARCH_OPTIMAL ? decide.bySearch() : decide);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--cubes " + cubes + ": " + e.getMessage());
        }
    }
}

