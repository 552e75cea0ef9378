package org.gridpuzzle.application.port.in.floodit;

import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.Position;

/** Replay a move sequence and say whether it floods the board. */
public interface CheckFloodItUseCase {

    CheckFloodItResult check(CheckFloodItCommand command);

    record CheckFloodItCommand(Path file, Integer line, Mode mode, Position pivot, List<Move> moves) {
        public CheckFloodItCommand {
            moves = List.copyOf(moves);
        }
    }

    /** @param error an illegal move, or null; @param after the board after the legal moves */
    record CheckFloodItResult(Board board, boolean flooded, String error, int coloursLeft, Board after, int moves) {
    }
}
