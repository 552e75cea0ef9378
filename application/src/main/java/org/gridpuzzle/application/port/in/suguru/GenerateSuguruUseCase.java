package org.gridpuzzle.application.port.in.suguru;

/** Generate a puzzle with a unique solution; render it in a format, and write it to a file if asked. */
public interface GenerateSuguruUseCase {

    GenerateSuguruResult generate(GenerateSuguruCommand command);
}

