package org.gridpuzzle.application.port.out.floodit;

import java.nio.file.Path;
import org.gridpuzzle.domain.floodit.Board;

/** Reads a Flood-It board: a board file, or one line of a one-board-per-line set. */
public interface LoadFloodItBoardPort {

    /** @param line 1-based line of a one-board-per-line file, or null for a board file */
    Board loadBoard(Path file, Integer line);
}

