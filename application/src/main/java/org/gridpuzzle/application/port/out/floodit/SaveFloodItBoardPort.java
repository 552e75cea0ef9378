package org.gridpuzzle.application.port.out.floodit;

import java.nio.file.Path;
import org.gridpuzzle.domain.floodit.Board;

/** Writes Flood-It boards in the board format. */
public interface SaveFloodItBoardPort {

    /** The board as board-format text. */
    String text(Board board);

    /** Writes the board atomically (no half-written file). */
    void save(Path file, Board board);
}

