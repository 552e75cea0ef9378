package org.gridpuzzle.application.service.suguru;

import java.nio.file.Path;
import org.gridpuzzle.application.error.UnsupportedSolverException;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import org.gridpuzzle.domain.suguru.FastSolver;
import org.gridpuzzle.domain.suguru.PaperBacktrackingSolver;
import org.gridpuzzle.domain.suguru.StripSolver;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.SuguruSolver;

/** Maps a {@link SolverChoice} to a solver for a given puzzle. */
final class SuguruSolvers {

    private SuguruSolvers() {
    }

    static SuguruSolver pick(SolverChoice choice, SuguruPuzzle puzzle, Path file) {
        boolean strip = StripSolver.applies(puzzle.shape());
        return switch (choice) {
            case AUTO -> strip ? new StripSolver() : new FastSolver();
            case FAST -> new FastSolver();
            case PAPER -> new PaperBacktrackingSolver();
            case SAT -> throw new IllegalArgumentException("the SAT solver needs a back-end: the service builds it");
            case STRIP -> {
                if (!strip) {
                    throw new UnsupportedSolverException(file.toString(), "strip", puzzle.shape());
                }
                yield new StripSolver();
            }
        };
    }
}

