package org.gridpuzzle.application.port.in.suguru;

/** The next logical step of a puzzle (a hint), or every step to the solution (an explanation). */
public interface ExplainSuguruUseCase {

    ExplainSuguruResult explain(ExplainSuguruCommand command);
}

