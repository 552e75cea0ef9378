package org.gridpuzzle.domain.grid;

import org.gridpuzzle.domain.grid.internal.Graph;
import java.util.Arrays;

/**
 * The rows × cols frame of a grid: converts between cell indices (row-major) and positions and
 * owns the precomputed orthogonal (4) and king (8) neighbourhoods.
 */
public final class GridShape {

    private static final int[] ORTHO_DR = {-1, 0, 0, 1};
    private static final int[] ORTHO_DC = {0, -1, 1, 0};
    private static final int[] KING_DR = {-1, -1, -1, 0, 0, 1, 1, 1};
    private static final int[] KING_DC = {-1, 0, 1, -1, 1, -1, 0, 1};

    private final int rows;
    private final int cols;
    // Built on first use: a 1 × 10^6 strip should not pay for the king graph it never needs.
    private volatile Graph orthogonal;
    private volatile Graph king;

    private GridShape(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
    }

    public static GridShape of(int rows, int cols) {
        if (rows <= 0 || cols <= 0) {
            throw new InvalidModelException("a grid needs at least one row and one column, got " + rows + "x" + cols);
        }
        if ((long) rows * cols > Integer.MAX_VALUE / 8) {
            throw new InvalidModelException("grid " + rows + "x" + cols + " is too large");
        }
        return new GridShape(rows, cols);
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    public int size() {
        return rows * cols;
    }

    public boolean contains(int row, int col) {
        return row >= 0 && row < rows && col >= 0 && col < cols;
    }

    public boolean contains(Position p) {
        return contains(p.row(), p.col());
    }

    public int index(int row, int col) {
        if (!contains(row, col)) {
            throw new IndexOutOfBoundsException("cell " + row + "," + col + " is outside " + this);
        }
        return row * cols + col;
    }

    public int index(Position p) {
        return index(p.row(), p.col());
    }

    public int row(int index) {
        return index / cols;
    }

    public int col(int index) {
        return index % cols;
    }

    public Position position(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException("index " + index + " is outside " + this);
        }
        return new Position(index / cols, index % cols);
    }

    /** Edge-adjacent cells (up to 4), in the order up, left, right, down. */
    public Graph orthogonalNeighbours() {
        Graph g = orthogonal;
        if (g == null) {
            g = build(ORTHO_DR, ORTHO_DC);
            orthogonal = g;
        }
        return g;
    }

    /** Edge- or corner-adjacent cells (up to 8), row-major order. */
    public Graph kingNeighbours() {
        Graph g = king;
        if (g == null) {
            g = build(KING_DR, KING_DC);
            king = g;
        }
        return g;
    }

    private Graph build(int[] dr, int[] dc) {
        int n = size();
        int[] offsets = new int[n + 1];
        int[] scratch = new int[n * dr.length];
        int k = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                offsets[r * cols + c] = k;
                for (int d = 0; d < dr.length; d++) {
                    int nr = r + dr[d];
                    int nc = c + dc[d];
                    if (nr >= 0 && nr < rows && nc >= 0 && nc < cols) {
                        scratch[k++] = nr * cols + nc;
                    }
                }
            }
        }
        offsets[n] = k;
        return Graph.ofCompressed(offsets, Arrays.copyOf(scratch, k));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GridShape s && s.rows == rows && s.cols == cols;
    }

    @Override
    public int hashCode() {
        return rows * 31 + cols;
    }

    @Override
    public String toString() {
        return rows + "x" + cols;
    }
}
