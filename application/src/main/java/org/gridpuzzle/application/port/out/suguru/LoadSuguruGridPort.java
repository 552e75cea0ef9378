package org.gridpuzzle.application.port.out.suguru;

import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.grid.IntGrid;

/** Reads a filled grid (a solution file) in any puzzle or answer format. */
public interface LoadSuguruGridPort {

    /** @param format a format name, or null to choose by the file's extension */
    IntGrid loadGrid(PuzzleSource source, String format);
}

