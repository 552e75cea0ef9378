package org.gridpuzzle.domain.floodit.internal.tworow;

import org.gridpuzzle.domain.floodit.internal.ColouredGraph;
import org.gridpuzzle.domain.grid.GridShape;

/**
 * A 2×n board: cell (row, col) is {@code row * columns + col}, as in a row-major 2-row grid. Boards of
 * n rows and 2 columns are transposed by the caller.
 */
public record TwoRowBoard(int columns, int[] colours, int palette) {

    public TwoRowBoard {
        if (columns < 1 || colours.length != 2 * columns) {
            throw new IllegalArgumentException("a 2×n board needs 2·n colours, got " + colours.length);
        }
        colours = colours.clone();
        for (int c : colours) {
            if (c < 0 || c >= palette) {
                throw new IllegalArgumentException("colour " + c + " outside the palette of " + palette);
            }
        }
    }

    public int colour(int row, int col) {
        return colours[row * columns + col];
    }

    public int cell(int row, int col) {
        return row * columns + col;
    }

    public ColouredGraph graph() {
        return new ColouredGraph(GridShape.of(2, columns).orthogonalNeighbours(), colours, palette);
    }

    @Override
    public int[] colours() {
        return colours.clone();
    }
}
