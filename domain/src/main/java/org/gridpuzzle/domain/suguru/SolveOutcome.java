package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.StopReason;

/** The answer of a solver: a solution, a proof that there is none, or a limit reached first. */
public sealed interface SolveOutcome {

    /**
     * What the run cost.
     *
     * @return the run's nodes and time
     */
    SearchStats stats();

    /**
     * A solution.
     *
     * @param solution the filled grid
     * @param stats what the run cost
     */
    record Solved(IntGrid solution, SearchStats stats) implements SolveOutcome {
    }

    /**
     * A proof that there is no solution.
     *
     * @param reason why, for a person
     * @param stats what the run cost
     */
    record Unsolvable(String reason, SearchStats stats) implements SolveOutcome {
    }

    /**
     * A limit reached before an answer.
     *
     * @param reason the limit
     * @param stats what the run cost
     */
    record Stopped(StopReason reason, SearchStats stats) implements SolveOutcome {
    }
}
