package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Move;
import java.util.List;

/** An optimal Free Flood-It sequence ending monochromatic in {@code colour}. */
public record FreeSolution(int colour, List<Move> moves) {

    public FreeSolution {
        moves = List.copyOf(moves);
    }

    public int length() {
        return moves.size();
    }
}
