package org.gridpuzzle.domain.floodit;

/**
 * Give colour {@code colour} to the monochromatic component of {@code vertex}.
 *
 * @param vertex a vertex of the component to recolour (a cell's row-major index on a board)
 * @param colour the new colour
 */
public record Move(int vertex, int colour) {
}
