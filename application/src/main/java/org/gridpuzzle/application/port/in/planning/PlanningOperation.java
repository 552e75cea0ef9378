package org.gridpuzzle.application.port.in.planning;

import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import static org.gridpuzzle.application.operation.CommonFields.IMPLIED;
import static org.gridpuzzle.application.operation.CommonFields.LEVEL;
import static org.gridpuzzle.application.operation.CommonFields.NAME;
import static org.gridpuzzle.application.operation.CommonFields.SAT_BACKEND;
import static org.gridpuzzle.application.operation.CommonFields.SAT_SOLVER;
import static org.gridpuzzle.application.operation.CommonFields.TEXT;
import static org.gridpuzzle.application.operation.CommonFields.TIMEOUT_MS;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.application.operation.CommonFields;
import org.gridpuzzle.application.operation.Described;
import org.gridpuzzle.application.operation.OperationSpec;
import org.gridpuzzle.domain.planning.internal.PlanCubes;
import org.gridpuzzle.domain.reachability.EncodingKind;

/** The planning operations of Sokoban and Snowman and their requests: the same fields for both games. */
public enum PlanningOperation implements Described {
    SOKOBAN_READ(Game.SOKOBAN, "read", "Read a Sokoban collection and draw a level."),
    SOKOBAN_SOLVE(Game.SOKOBAN, "solve", "Plan a Sokoban level."),
    SOKOBAN_CHECK(Game.SOKOBAN, "check", "Replay a Sokoban plan strictly."),
    SNOWMAN_READ(Game.SNOWMAN, "read", "Read and draw a Snowman level."),
    SNOWMAN_SOLVE(Game.SNOWMAN, "solve", "Plan a Snowman level."),
    SNOWMAN_CHECK(Game.SNOWMAN, "check", "Replay a Snowman plan strictly.");

    private final Game game;
    private final String verb;
    private final OperationSpec spec;

    PlanningOperation(Game game, String verb, String summary) {
        this.game = game;
        this.verb = verb;
        this.spec = OperationSpec.of(game.name().toLowerCase(java.util.Locale.ROOT) + "/" + verb, summary,
                fields(game, verb).toArray(FieldSpec[]::new));
    }

    public Game game() {
        return game;
    }

    /** The operation of a game: {@code of(Game.SNOWMAN, "solve")}. */
    public static PlanningOperation of(Game game, String verb) {
        for (PlanningOperation o : values()) {
            if (o.game == game && o.verb.equals(verb)) {
                return o;
            }
        }
        throw new IllegalArgumentException("no planning operation " + game + " " + verb);
    }

    @Override
    public OperationSpec spec() {
        return spec;
    }

    private static List<FieldSpec> fields(Game game, String verb) {
        // a Snowman file holds one level: no level field (the command line has no --level for it either)
        List<FieldSpec> fields = new ArrayList<>(game == Game.SOKOBAN
                ? List.of(TEXT, NAME, CommonFields.format("Sokoban", "slc", "xsb"), LEVEL)
                : List.of(TEXT, NAME, CommonFields.format("Snowman", "lvl")));
        switch (verb) {
            case "solve" -> fields.addAll(List.of(strategy(game), encoding(), maxSteps(), SAT_BACKEND, IMPLIED,
                    TIMEOUT_MS, nodes(), SAT_SOLVER, backend(), cpSolver(), steps(), cubes()));
            case "check" -> fields.add(moves());
            default -> {
            }
        }
        return List.copyOf(fields);
    }

    // shared by the constants: static methods, since an enum's constants cannot read its static fields
    private static FieldSpec strategy(Game game) {
        // one list of values for both games (the command line's --strategy is one option): fess is refused for Snowman
        // by the command (PlanGameCommand), and the description says so
        return FieldSpec.choice("strategy", "Planning strategy (auto: the state search first, then SAT from its bound;"
                + (game.offers(PlanStrategy.FESS) ? " fess: the feature-space search alone, to its first plan,"
                + " with its nodes expanded)." : " fess is Sokoban's feature-space search: Snowman has none)."),
                PlanStrategy.class).byDefault(PlanStrategy.AUTO);
    }

    /**
     * A node limit: no default (none), at least 1. It counts what the state search counts, so it goes with strategies
     * that run one; SAT counts none (refused there by {@link PlanGameCommand}).
     */
    private static FieldSpec nodes() {
        return FieldSpec.integer("nodes", "Stop a state search after expanding this many nodes (default: no limit)."
                + " fess is one run, whose count is the same on any machine; search, search-optimal, hybrid and auto"
                + " count each of their search runs apart (search's feature spaces, hybrid's phases), and their SAT"
                + " calls count none; refused with a SAT-only strategy. Reached: the answer so far, stopped by the node"
                + " limit.").atLeast(1);
    }

    private static FieldSpec encoding() {
        return FieldSpec.choice("encoding", "Reachability encoding (default: the strategy's).",
                EncodingKind.class);
    }

    private static FieldSpec maxSteps() {
        return FieldSpec.integer("maxSteps", "Give up after refuting every plan of at most this many"
                + " steps.").between(1, 1000).byDefault(PlanOptions.DEFAULT_MAX_STEPS);
    }

    private static FieldSpec moves() {
        return FieldSpec.text("moves", "LURD: l, u, r, d; upper case pushes.");
    }

    private static FieldSpec backend() {
        return FieldSpec.choice("backend", "sat (our planner), asp (gringo | clasp) or minizinc.",
                PlanBackend.Kind.class).byDefault(PlanBackend.Kind.SAT).onCommandLineOnly();
    }

    private static FieldSpec cpSolver() {
        return FieldSpec.text("cpSolver", "The solver minizinc runs.").byDefault("gecode")
                .onCommandLineOnly();
    }

    private static FieldSpec steps() {
        // no default: absent, the run ascends from the lower bound; given, a bound of at least one step
        return FieldSpec.integer("steps", "Decide this one bound (absent: ascend from the lower bound).").atLeast(1)
                .onCommandLineOnly();
    }

    private static FieldSpec cubes() {
        return FieldSpec.integer("cubes", "Cube-and-conquer: at least this many cubes (1: no split).")
                .between(1, PlanCubes.MAX_CUBES).byDefault(1).onCommandLineOnly();
    }
}
