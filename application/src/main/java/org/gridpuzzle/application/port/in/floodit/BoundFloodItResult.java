package org.gridpuzzle.application.port.in.floodit;

/** Fixed bounds at the pivot, and the Free bound (colours present - 1). */
public record BoundFloodItResult(int components, int coloursLeft, int floodDistance, int releaseTimes, int freeBound) {
}

