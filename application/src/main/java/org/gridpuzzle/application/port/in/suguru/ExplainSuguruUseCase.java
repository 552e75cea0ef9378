package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** The next logical step of a puzzle (a hint), or every step to the solution (an explanation). */
public interface ExplainSuguruUseCase {

    ExplainSuguruResult explain(ExplainSuguruCommand command);

    record ExplainSuguruCommand(Path file, String format, boolean firstStepOnly, Limits limits) {
        public ExplainSuguruCommand {
            Objects.requireNonNull(file, "file");
            limits = limits == null ? Limits.none() : limits;
        }
    }

    /**
     * @param steps the steps, empty when the puzzle has no solution or a limit stopped the solver
     * @param outcome the solver's outcome, which says why when there are no steps
     */
    record ExplainSuguruResult(SuguruPuzzle puzzle, Optional<List<HintStep>> steps, SolveOutcome outcome) {
    }
}
