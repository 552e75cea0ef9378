package org.gridpuzzle.adapter.cli.floodit;

import java.util.List;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.floodit.CellMove;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.format.floodit.MovesFormat;

/**
 * Move sequences on the command line, in the moves format that {@code -o FILE.moves} writes (so {@code @FILE} reads a
 * saved sequence back): Fixed as colour characters ("3142"), Free as "rROWcCOL:colour" items counted from 1.
 */
final class Moves {

    private Moves() {
    }

    static List<CellMove> parse(String text, Mode mode) {
        try {
            return MovesFormat.parse("moves", text, mode).stream().map(m -> new CellMove(m.cell(), m.colour())).toList();
        } catch (FormatException e) {
            throw new InvalidInputException(null, e.problem() + " in '" + text.strip() + "'");
        }
    }

    static String format(List<Move> moves, Mode mode, Board board) {
        return MovesFormat.write(moves, mode, board.shape());
    }
}
