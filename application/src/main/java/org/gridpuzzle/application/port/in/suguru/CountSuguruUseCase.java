package org.gridpuzzle.application.port.in.suguru;

/** Count the solutions of a puzzle up to a limit (limit 2 decides uniqueness). */
public interface CountSuguruUseCase {

    CountSuguruResult count(CountSuguruCommand command);
}

