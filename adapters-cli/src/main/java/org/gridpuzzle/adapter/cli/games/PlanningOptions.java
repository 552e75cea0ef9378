package org.gridpuzzle.adapter.cli.games;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.reachability.EncodingKind;
import picocli.CommandLine.Option;

/** The options shared by {@code sokoban solve} and {@code snowman solve}. */
public final class PlanningOptions {

    @Option(names = "--strategy", paramLabel = "NAME", defaultValue = "sequential",
            description = {"sequential: ascend the number of box/ball moves until a plan exists (proves the optimum);",
                "parallel: ascend in parallel steps (a plan quickly, not proved optimal);",
                "recipe: ascend in parallel, then descend sequentially with no-ops until refuted (proves the optimum);",
                "agent-moves: one agent move per step (the baseline; optimal in all moves).",
                "Default: ${DEFAULT-VALUE}."})
    String strategy;

    @Option(names = "--encoding", paramLabel = "NAME",
            description = "Reachability encoding of the ascent: path, dag or tree. Default: path for sequential, "
                    + "tree for parallel and recipe (the recipe always descends with path).")
    String encoding;

    @Option(names = "--max-steps", paramLabel = "N", defaultValue = "300",
            description = "Give up after refuting every plan of at most N steps. Default: ${DEFAULT-VALUE}.")
    int maxSteps;

    @Option(names = "--no-implied", description = "Leave out the implied constraints (dead squares, ball-size invariants).")
    boolean noImplied;

    @Option(names = "--dimacs", paramLabel = "DIR", description = "Also write every formula solved to DIR as DIMACS.")
    Path dimacs;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    PlanSearch.Options options() {
        if (maxSteps < 0) {
            throw new InvalidInputException(null, "--max-steps must be at least 0");
        }
        return resolve(strategy, encoding, maxSteps, !noImplied);
    }

    /** Options from names; the encoding defaults to path for sequential ascents, tree for parallel ones. */
    public static PlanSearch.Options resolve(String strategy, String encoding, int maxSteps, boolean implied) {
        PlanSearch.Strategy s = parse(PlanSearch.Strategy.class, strategy, "strategy");
        EncodingKind e = encoding != null ? parse(EncodingKind.class, encoding, "encoding")
                : s == PlanSearch.Strategy.PARALLEL || s == PlanSearch.Strategy.RECIPE ? EncodingKind.TREE
                : EncodingKind.PATH;
        return new PlanSearch.Options(s, e, maxSteps, implied);
    }

    private static <E extends Enum<E>> E parse(Class<E> type, String name, String what) {
        try {
            return Enum.valueOf(type, name.trim().toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            String choices = Arrays.stream(type.getEnumConstants())
                    .map(c -> c.name().toLowerCase(Locale.ROOT).replace('_', '-')).collect(Collectors.joining(", "));
            throw new InvalidInputException(null, "unknown " + what + " '" + name + "'; choose " + choices);
        }
    }
}
