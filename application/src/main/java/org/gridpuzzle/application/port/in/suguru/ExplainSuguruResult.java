package org.gridpuzzle.application.port.in.suguru;

import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/**
 * @param steps the steps, empty when the puzzle has no solution or a limit stopped the solver
 * @param outcome the solver's outcome, which says why when there are no steps
 */
public record ExplainSuguruResult(SuguruPuzzle puzzle, Optional<List<HintStep>> steps, SolveOutcome outcome) {
}

