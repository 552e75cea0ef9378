package org.gridpuzzle.application.port.out.floodit;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.List;
import org.gridpuzzle.domain.floodit.Board;

/** Reads a Flood-It board: a board file, or one line of a one-board-per-line set. */
public interface LoadFloodItBoardPort {

    /** @param line 1-based line of a one-board-per-line file, or null for a board file */
    Board loadBoard(PuzzleSource source, Integer line);

    /** Every board of a one-board-per-line set, in file order (blank lines skipped). */
    List<Board> loadBoards(PuzzleSource source);
}

