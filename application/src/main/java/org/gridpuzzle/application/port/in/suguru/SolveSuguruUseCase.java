package org.gridpuzzle.application.port.in.suguru;

/** Solve one Suguru puzzle file; the answer is checked by the verifier before it is returned. */
public interface SolveSuguruUseCase {

    SolveSuguruResult solve(SolveSuguruCommand command);
}

