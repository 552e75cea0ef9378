package org.gridpuzzle.application.port.out.suguru;

import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** Reads a Suguru puzzle. */
public interface LoadSuguruPuzzlePort {

    /**
     * @param format a format name, or null to choose by the file's extension
     * @throws org.gridpuzzle.application.error.InvalidInputException naming file, line and column
     */
    SuguruPuzzle loadPuzzle(PuzzleSource source, String format);
}

