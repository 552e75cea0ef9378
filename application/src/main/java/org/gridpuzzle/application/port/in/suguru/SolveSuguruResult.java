package org.gridpuzzle.application.port.in.suguru;

import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** The puzzle read, the solver that ran (by name) and its outcome. */
public record SolveSuguruResult(SuguruPuzzle puzzle, String solver, SolveOutcome outcome) {
}

