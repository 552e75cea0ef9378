package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.StopReason;

/** The answer of a solver: a solution, a proof that there is none, or a limit reached first. */
public sealed interface SolveOutcome {

    SearchStats stats();

    record Solved(IntGrid solution, SearchStats stats) implements SolveOutcome {
    }

    record Unsolvable(String reason, SearchStats stats) implements SolveOutcome {
    }

    record Stopped(StopReason reason, SearchStats stats) implements SolveOutcome {
    }
}
