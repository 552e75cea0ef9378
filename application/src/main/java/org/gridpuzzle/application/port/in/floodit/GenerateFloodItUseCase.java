package org.gridpuzzle.application.port.in.floodit;

/** A random board (uniform colours), with its text in the board format. */
public interface GenerateFloodItUseCase {

    GenerateFloodItResult generate(GenerateFloodItCommand command);
}

