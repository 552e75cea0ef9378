package org.gridpuzzle.application.port.in.planning;

import org.gridpuzzle.application.error.InvalidParameterException;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.application.input.PuzzleSource;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.search.Limits;

/**
 * @param levels 1-based level numbers of the file; empty for all of them (a Snowman file has one)
 * @param solver the SAT back-end, or null for the embedded one
 * @param limits per level
 * @param dimacsDir when not null, every formula solved (or, with a model back-end, every model and instance) is also
 *     written there
 * @param backend our SAT planner (the options then apply) or a model for an external planner
 * @param titles levels chosen by their titles (case-insensitive), after those chosen by number
 * @param levelByDefault level 1 stands in for a level nobody named (no {@code --level}, no {@code --all}): a collection
 *     of several then says that only its first level is planned
 */
public record PlanGameCommand(Game game, PuzzleSource source, List<Integer> levels, PlanSearch.Options options, String solver,
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
        int steps = options.cubing().horizon() > 0 ? options.cubing().horizon() : backend.steps();
        if (steps > options.maxSteps()) {
            // one bound above the cap would build a formula (or a search) the cap is there to forbid
            throw new InvalidParameterException("steps", Integer.toString(steps), "more than the cap on steps (max steps "
                    + options.maxSteps() + "): raise the cap to decide a bound that high");
        }
    }

    /** Levels chosen by number and by title. */
    public PlanGameCommand(Game game, PuzzleSource source, List<Integer> levels, PlanSearch.Options options, String solver,
            Limits limits, Path dimacsDir, PlanBackend backend, List<String> titles) {
        this(game, source, levels, options, solver, limits, dimacsDir, backend, titles, false);
    }

    public PlanGameCommand(Game game, PuzzleSource source, List<Integer> levels, PlanSearch.Options options, String solver,
            Limits limits, Path dimacsDir, PlanBackend backend) {
        this(game, source, levels, options, solver, limits, dimacsDir, backend, List.of());
    }

    /** Planning as SAT. */
    public PlanGameCommand(Game game, PuzzleSource source, List<Integer> levels, PlanSearch.Options options, String solver,
            Limits limits, Path dimacsDir) {
        this(game, source, levels, options, solver, limits, dimacsDir, PlanBackend.sat());
    }
}

