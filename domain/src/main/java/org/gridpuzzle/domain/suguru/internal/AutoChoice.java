package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** The solver "auto" picks: the linear strip solver for one-row or one-column grids, else the fast solver. */
public final class AutoChoice {

    private AutoChoice() {
    }

    /** A new solver of the kind "auto" picks for this puzzle's shape. */
    public static SuguruSolver solverFor(SuguruPuzzle puzzle) {
        return StripSolver.applies(puzzle.shape()) ? new StripSolver() : new FastSolver();
    }
}
