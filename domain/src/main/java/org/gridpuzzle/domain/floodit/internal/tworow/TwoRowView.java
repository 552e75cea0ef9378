package org.gridpuzzle.domain.floodit.internal.tworow;

import org.gridpuzzle.domain.floodit.internal.ColouredGraph;

/**
 * A board of two rows or two columns seen as two rows (transposed when it has two columns), with the maps
 * between the board's vertices and the two-row cells.
 */
public record TwoRowView(TwoRowBoard board, int rows, int cols) {

    /** @param g the board's graph (one vertex per cell, row-major), {@code rows} × {@code cols} with one side 2 */
    public static TwoRowView of(ColouredGraph g, int rows, int cols) {
        boolean transposed = rows != 2;
        int n = transposed ? rows : cols;
        int[] cells = new int[2 * n];
        for (int row = 0; row < 2; row++) {
            for (int col = 0; col < n; col++) {
                cells[row * n + col] = g.colour(transposed ? col * cols + row : row * cols + col);
            }
        }
        return new TwoRowView(new TwoRowBoard(n, cells, g.palette()), rows, cols);
    }

    /** The board vertex of a two-row cell. */
    public int vertex(int cell) {
        int n = board.columns();
        int row = cell / n;
        int col = cell % n;
        return rows != 2 ? col * cols + row : row * cols + col;
    }

    /** The two-row cell of a board vertex. */
    public int cell(int vertex) {
        return rows != 2 ? (vertex % cols) * board.columns() + vertex / cols : vertex;
    }
}
