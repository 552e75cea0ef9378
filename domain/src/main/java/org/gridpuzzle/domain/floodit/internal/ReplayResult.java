package org.gridpuzzle.domain.floodit.internal;

import java.util.Arrays;

/**
 * What replaying moves on a Flood-It graph gave: the first illegal move, and the colours after the moves played.
 *
 * @param error null when every move was legal
 * @param colours the colours after the moves played
 */
public record ReplayResult(String error, int[] colours, int movesPlayed) {

    public boolean flooded() {
        if (error != null) {
            return false;
        }
        for (int c : colours) {
            if (c != colours[0]) {
                return false;
            }
        }
        return true;
    }

    /** Distinct colours left. */
    public int coloursLeft() {
        return (int) Arrays.stream(colours).distinct().count();
    }
}
