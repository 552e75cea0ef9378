package org.gridpuzzle.application.port.in.suguru;

import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

public record CountSuguruResult(SuguruPuzzle puzzle, CountOutcome outcome) {
}

