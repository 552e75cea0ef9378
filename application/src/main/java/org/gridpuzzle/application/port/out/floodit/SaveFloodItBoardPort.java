package org.gridpuzzle.application.port.out.floodit;

import java.nio.file.Path;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.floodit.Board;

/** Writes Flood-It boards in the board format. */
public interface SaveFloodItBoardPort {

    /** The board as board-format text. */
    String text(Board board);

    /**
     * Writes the board atomically (no half-written file), within the run's limits: a write that waits (a FIFO nobody
     * reads) stops at the time limit or on cancellation with
     * {@link org.gridpuzzle.application.error.OutputStoppedException}.
     */
    void save(Path file, Board board, Limits limits);
}

