package org.gridpuzzle.application.port.in.planning;

import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.application.error.InvalidParameterException;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.application.input.PuzzleSource;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;

/**
 * @param levels 1-based level numbers of the file; empty for all of them (a Snowman file has one)
 * @param solver the SAT back-end, or null for the embedded one
 * @param limits per level; a node limit ({@link Limits#withNodeLimit}) counts each state search's nodes, so it goes
 *     with a strategy that runs one (SAT and the model back-ends count none: refused with them)
 * @param dimacsDir when not null, every formula solved (or, with a model back-end, every model and instance) is also
 *     written there
 * @param backend our SAT planner (the options then apply) or a model for an external planner
 * @param titles levels chosen by their titles (case-insensitive), after those chosen by number
 * @param levelByDefault level 1 stands in for a level nobody named (no {@code --level}, no {@code --all}): a collection
 *     of several then says that only its first level is planned
 */
public record PlanGameCommand(Game game, PuzzleSource source, List<Integer> levels, PlanOptions options, String solver,
        Limits limits, Path dimacsDir, PlanBackend backend, List<String> titles, boolean levelByDefault) {

    public PlanGameCommand {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(options, "options");
        levels = List.copyOf(levels);
        limits = limits == null ? Limits.none() : limits;
        backend = backend == null ? PlanBackend.sat() : backend;
        titles = titles == null ? List.of() : List.copyOf(titles);
        ParameterOutOfRangeException.check("maxSteps", options.maxSteps(), 1, Integer.MAX_VALUE);
        check(game, options, backend, limits.nodeLimit());
        int steps = options.cubing().horizon() > 0 ? options.cubing().horizon() : backend.steps();
        if (steps > options.maxSteps()) {
            // one bound above the cap would build a formula (or a search) the cap is there to forbid
            throw new InvalidParameterException("steps", Integer.toString(steps), "more than the cap on steps (max steps "
                    + options.maxSteps() + "): raise the cap to decide a bound that high");
        }
    }

    /**
     * The refusals that need no level, which a front end may ask before it starts the work (the web, before it queues
     * the job): a strategy the game does not offer (fess is Sokoban's), and a node limit that nothing would count (SAT's
     * calls, an external planner): refused rather than dropped without a word, so that a run said to be capped is.
     *
     * @param nodeLimit {@link Long#MAX_VALUE} for none
     */
    public static void check(Game game, PlanOptions options, PlanBackend backend, long nodeLimit) {
        PlanStrategy strategy = options.strategy();
        if (!game.offers(strategy)) {
            throw new InvalidParameterException("strategy", strategy.label(), "Sokoban's feature-space search; "
                    + game.label() + " has none: choose one of " + game.strategies());
        }
        if (nodeLimit == Long.MAX_VALUE) {
            return;
        }
        String nodes = Long.toString(nodeLimit);
        ParameterOutOfRangeException.check("nodes", nodeLimit, 1, Long.MAX_VALUE);
        if (backend.kind() != PlanBackend.Kind.SAT) {
            throw new InvalidParameterException("nodes", nodes, "a node limit counts our state"
                    + " searches' nodes, and the " + backend.kind().label() + " back-end runs none; plan with our"
                    + " SAT planner's back-end (sat) and a strategy that searches (" + game.searchStrategies() + ")");
        }
        if (!strategy.searches()) {
            throw new InvalidParameterException("nodes", nodes, "a node limit counts a state search's"
                    + " nodes, and strategy " + strategy.label() + " is SAT alone; use a strategy that searches"
                    + " (" + game.searchStrategies() + ")");
        }
    }

    /** Levels chosen by number and by title. */
    public PlanGameCommand(Game game, PuzzleSource source, List<Integer> levels, PlanOptions options, String solver,
            Limits limits, Path dimacsDir, PlanBackend backend, List<String> titles) {
        this(game, source, levels, options, solver, limits, dimacsDir, backend, titles, false);
    }

    public PlanGameCommand(Game game, PuzzleSource source, List<Integer> levels, PlanOptions options, String solver,
            Limits limits, Path dimacsDir, PlanBackend backend) {
        this(game, source, levels, options, solver, limits, dimacsDir, backend, List.of());
    }

    /** Planning as SAT. */
    public PlanGameCommand(Game game, PuzzleSource source, List<Integer> levels, PlanOptions options, String solver,
            Limits limits, Path dimacsDir) {
        this(game, source, levels, options, solver, limits, dimacsDir, PlanBackend.sat());
    }
}

