package org.gridpuzzle.application.port.in.puzzle;

/** Reads and validates an input with the same strict readers as every other use case, and describes it. */
public interface ReadPuzzleUseCase {

    ReadPuzzleResult read(ReadPuzzleCommand command);
}
