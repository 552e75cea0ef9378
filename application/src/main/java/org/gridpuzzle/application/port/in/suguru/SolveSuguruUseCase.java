package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** Solve one Suguru puzzle file. */
public interface SolveSuguruUseCase {

    SolveSuguruResult solve(SolveSuguruCommand command);

    record SolveSuguruCommand(Path file, String format, SolverChoice solver, Limits limits) {
        public SolveSuguruCommand {
            Objects.requireNonNull(file, "file");
            solver = solver == null ? SolverChoice.AUTO : solver;
            limits = limits == null ? Limits.none() : limits;
        }
    }

    /** The puzzle read, the solver that ran (by name) and its outcome. */
    record SolveSuguruResult(SuguruPuzzle puzzle, String solver, SolveOutcome outcome) {
    }
}
