package org.gridpuzzle.adapter.cli.floodit;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.floodit.CellMove;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.Position;

/** Move sequences as text: Fixed as colour characters ("3142"), Free as "row,col:colour" items. */
final class Moves {

    private Moves() {
    }

    static List<CellMove> parse(String text, Mode mode) {
        List<CellMove> out = new ArrayList<>();
        if (mode == Mode.FIXED) {
            for (char ch : text.replaceAll("\\s", "").toCharArray()) {
                out.add(new CellMove(null, colour(ch, text)));
            }
            return out;
        }
        for (String item : text.trim().split("[\\s;]+")) {
            if (item.isEmpty()) {
                continue;
            }
            String[] parts = item.split("[,:]");
            try {
                if (parts.length == 3 && parts[2].length() == 1) {
                    Position cell = Position.of(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
                    out.add(new CellMove(cell, colour(parts[2].charAt(0), item)));
                    continue;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new InvalidInputException(null, "cannot read the move '" + item + "'; write row,col:colour");
        }
        return out;
    }

    private static int colour(char ch, String context) {
        int c = Character.digit(ch, 36);
        if (c < 0) {
            throw new InvalidInputException(null, "unknown colour '" + ch + "' in '" + context + "'");
        }
        return c;
    }

    static String format(List<Move> moves, Mode mode, Board board) {
        StringBuilder sb = new StringBuilder();
        for (Move m : moves) {
            if (mode == Mode.FIXED) {
                sb.append(Character.forDigit(m.colour(), 36));
            } else {
                Position p = board.colours().shape().position(m.vertex());
                sb.append(sb.length() == 0 ? "" : " ").append(p.row()).append(',').append(p.col()).append(':')
                        .append(Character.forDigit(m.colour(), 36));
            }
        }
        return sb.toString();
    }
}

