package org.gridpuzzle.domain.floodit;

/** Give colour {@code colour} to the monochromatic component of {@code vertex}. */
public record Move(int vertex, int colour) {
}
