package org.gridpuzzle.application.port.in.suguru;

/** Check a filled grid against a puzzle: every broken rule, with its cells. */
public interface VerifySuguruUseCase {

    VerifySuguruResult verify(VerifySuguruCommand command);
}

