package org.gridpuzzle.domain.floodit;

import java.util.List;
import org.gridpuzzle.domain.search.StopReason;

/**
 * What a Flood-It algorithm answered: its moves (Fixed: all at the pivot), the lower bound beside them,
 * whether their number is proved optimal, and why a limit stopped it first (then the moves are empty, or the
 * best sequence so far of an anytime search, see {@link #hasBest()}).
 */
public record FloodItAnswer(List<Move> moves, int lowerBound, boolean optimal, StopReason stopped) {

    public FloodItAnswer {
        moves = List.copyOf(moves);
    }

    public boolean found() {
        return stopped == null;
    }

    /** Stopped by a limit, but with a sequence that floods the board (the best so far, not proved optimal). */
    public boolean hasBest() {
        return stopped != null && !moves.isEmpty();
    }
}
