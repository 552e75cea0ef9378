package org.gridpuzzle.adapter.cli.planning;

import java.nio.file.Path;
import org.gridpuzzle.adapter.cli.Converters;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.OutputOption;
import org.gridpuzzle.adapter.cli.SatSolverOption;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.reachability.EncodingKind;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options shared by {@code sokoban solve} and {@code snowman solve}. */
final class PlanningOptions {

    @Option(names = "--strategy", paramLabel = "STRATEGY", defaultValue = "sequential", converter = Converters.Strategy.class,
            completionCandidates = Converters.Strategy.class,
            description = {"sequential: ascend the number of box/ball moves until a plan exists (proves the optimum);",
                "parallel: ascend in parallel steps (a plan quickly, not proved optimal);",
                "recipe: ascend in parallel, then descend sequentially with no-ops until refuted (proves the optimum);",
                "agent-moves: one agent move per step (the baseline; optimal in all moves).",
                "Default: ${DEFAULT-VALUE}."})
    PlanSearch.Strategy strategy;

    @Option(names = "--encoding", paramLabel = "ENCODING", converter = Converters.Encoding.class,
            completionCandidates = Converters.Encoding.class,
            description = "Reachability encoding of the ascent: path, dag or tree. Default: path for sequential, "
                    + "tree for parallel and recipe (the recipe always descends with path).")
    EncodingKind encoding;

    @Option(names = "--max-steps", paramLabel = "N", defaultValue = "300",
            description = "Give up after refuting every plan of at most N steps. Default: ${DEFAULT-VALUE}.")
    int maxSteps;

    @Option(names = "--no-implied", description = "Leave out the implied constraints (dead squares, ball-size invariants).")
    boolean noImplied;

    @Option(names = "--dimacs", paramLabel = "DIR", description = "Also write every formula solved to DIR as DIMACS.")
    Path dimacs;

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    @Mixin
    SatSolverOption sat;

    @Mixin
    LimitOptions limits;

    PlanSearch.Options options() {
        return PlanSearch.Options.of(strategy, encoding, maxSteps, !noImplied);
    }
}

