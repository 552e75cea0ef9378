package org.gridpuzzle.application.port.in.floodit;

/**
 * The bounds of a position: Fixed bounds at the pivot (each a lower bound on the moves left; {@code fixedLowerBound} the
 * best of them) and the Free bound (colours present - 1).
 *
 * @param components the board's components (cells of one colour joined by sides)
 */
public record BoundFloodItResult(int components, int fixedLowerBound, int coloursLeft, int floodDistance,
        int releaseTimes, int freeBound) {
}
