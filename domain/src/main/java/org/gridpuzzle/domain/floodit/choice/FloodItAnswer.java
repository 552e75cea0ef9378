package org.gridpuzzle.domain.floodit.choice;

import java.util.List;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.search.StopReason;

/**
 * What a Flood-It algorithm answered: its moves (Fixed: all at the pivot), the lower bound beside them,
 * whether their number is proved optimal, and why a limit stopped it first (then the moves are empty).
 */
public record FloodItAnswer(List<Move> moves, int lowerBound, boolean optimal, StopReason stopped) {

    public FloodItAnswer {
        moves = List.copyOf(moves);
    }

    public boolean found() {
        return stopped == null;
    }
}
