package org.gridpuzzle.domain.floodit.internal;

/** The bounds of a board's start position, the pivot's component flooded. */
public record StartBounds(int components, int coloursLeft, int floodDistance, int releaseTimes) {

    /** The best of the three: each is a lower bound on the moves left. */
    public int lowerBound() {
        return Math.max(coloursLeft, Math.max(floodDistance, releaseTimes));
    }
}
