package org.gridpuzzle.application.service.suguru;

import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.suguru.internal.AutoChoice;
import org.gridpuzzle.application.error.UnsupportedSolverException;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import org.gridpuzzle.domain.suguru.internal.FastSolver;
import org.gridpuzzle.domain.suguru.internal.PaperBacktrackingSolver;
import org.gridpuzzle.domain.suguru.internal.StripSolver;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruSolver;

/** Maps a {@link SolverChoice} to a solver for a given puzzle. */
final class SuguruSolvers {

    private SuguruSolvers() {
    }

    static SuguruSolver pick(SolverChoice choice, SuguruPuzzle puzzle, PuzzleSource source) {
        return switch (choice) {
            case AUTO -> AutoChoice.solverFor(puzzle);
            case FAST -> new FastSolver();
            case PAPER -> new PaperBacktrackingSolver();
            case SAT -> throw new IllegalArgumentException("the SAT solver needs a back-end: the service builds it");
            case STRIP -> {
                if (!StripSolver.applies(puzzle.shape())) {
                    throw new UnsupportedSolverException(source.name(), "strip", puzzle.shape());
                }
                yield new StripSolver();
            }
        };
    }
}

