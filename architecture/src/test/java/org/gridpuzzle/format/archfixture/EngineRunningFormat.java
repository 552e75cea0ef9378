package org.gridpuzzle.format.archfixture;

import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.FastSolver;

/** Deliberately bad: a format that runs an engine of an internal package, which the module exports to nobody it is. */
public class EngineRunningFormat {

    public SolveOutcome solve(SuguruPuzzle puzzle) {
        return new FastSolver().solve(puzzle, org.gridpuzzle.domain.search.Limits.none());
    }
}
