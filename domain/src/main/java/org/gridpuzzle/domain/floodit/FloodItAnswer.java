package org.gridpuzzle.domain.floodit;

import java.util.List;
import org.gridpuzzle.domain.search.StopReason;

/**
 * What a Flood-It algorithm answered: its moves (Fixed: all at the pivot), the lower bound beside them,
 * whether their number is proved optimal, and why a limit stopped it first (then the moves are empty, or the
 * best sequence so far of an anytime search, see {@link #hasBest()}).
 *
 * @param moves the moves, in order; empty when a limit stopped the algorithm before any sequence
 * @param lowerBound the lower bound on the number of moves the algorithm gives beside them
 * @param optimal true when the number of moves is proved optimal
 * @param stopped the limit that stopped the algorithm, or null when it finished
 */
public record FloodItAnswer(List<Move> moves, int lowerBound, boolean optimal, StopReason stopped) {

    /**
     * Copies the moves, so that an answer stays as it was made.
     *
     * @param moves the moves, in order
     * @param lowerBound the lower bound on the number of moves
     * @param optimal true when the number of moves is proved optimal
     * @param stopped the limit that stopped the algorithm, or null
     */
    public FloodItAnswer {
        moves = List.copyOf(moves);
    }

    /**
     * Whether the algorithm finished, no limit stopping it.
     *
     * @return true when {@code stopped} is null
     */
    public boolean found() {
        return stopped == null;
    }

    /**
     * Stopped by a limit, but with a sequence that floods the board (the best so far, not proved optimal).
     *
     * @return true when stopped with moves
     */
    public boolean hasBest() {
        return stopped != null && !moves.isEmpty();
    }
}
