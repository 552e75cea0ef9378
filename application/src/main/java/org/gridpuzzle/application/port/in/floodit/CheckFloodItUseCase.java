package org.gridpuzzle.application.port.in.floodit;

import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.grid.Position;

/** Replay a move sequence and say whether it floods the board. */
public interface CheckFloodItUseCase {

    CheckFloodItResult check(CheckFloodItCommand command);

    /** A move by cell: Free moves name their cell; Fixed moves leave it null (they are played at the pivot). */
    record CellMove(Position cell, int colour) {
    }

    /** @param pivot the Fixed pivot, or null for the top-left cell */
    record CheckFloodItCommand(Path file, Integer line, Mode mode, Position pivot, List<CellMove> moves) {
        public CheckFloodItCommand {
            mode = mode == null ? Mode.FIXED : mode;
            moves = List.copyOf(moves);
        }
    }

    /**
     * @param error an illegal move, or null
     * @param after the board after the legal moves, as board text
     */
    record CheckFloodItResult(Board board, boolean flooded, String error, int coloursLeft, String after, int moves) {
    }
}
