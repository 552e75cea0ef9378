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

    /**
     * The frame of a rows × cols grid.
     *
     * @param rows the number of rows, at least 1
     * @param cols the number of columns, at least 1
     * @return the shape
     * @throws InvalidModelException for a side below 1, or when rows × cols exceeds {@code Integer.MAX_VALUE / 8}
     */
    public static GridShape of(int rows, int cols) {
        if (rows <= 0 || cols <= 0) {
            throw new InvalidModelException("a grid needs at least one row and one column, got " + rows + "x" + cols);
        }
        if ((long) rows * cols > Integer.MAX_VALUE / 8) {
            throw new InvalidModelException("grid " + rows + "x" + cols + " is too large");
        }
        return new GridShape(rows, cols);
    }

    /**
     * The number of rows.
     *
     * @return at least 1
     */
    public int rows() {
        return rows;
    }

    /**
     * The number of columns.
     *
     * @return at least 1
     */
    public int cols() {
        return cols;
    }

    /**
     * The number of cells, rows × cols; cell indices run from 0 to size − 1.
     *
     * @return the cell count
     */
    public int size() {
        return rows * cols;
    }

    /**
     * Whether a coordinate lies inside the grid.
     *
     * @param row a row, 0-based
     * @param col a column, 0-based
     * @return true when the cell exists
     */
    public boolean contains(int row, int col) {
        return row >= 0 && row < rows && col >= 0 && col < cols;
    }

    /**
     * Whether a position lies inside the grid.
     *
     * @param p a position
     * @return true when the cell exists
     */
    public boolean contains(Position p) {
        return contains(p.row(), p.col());
    }

    /**
     * The row-major index of a cell.
     *
     * @param row a row, 0-based
     * @param col a column, 0-based
     * @return {@code row * cols + col}
     * @throws IndexOutOfBoundsException when the cell is outside the grid
     */
    public int index(int row, int col) {
        if (!contains(row, col)) {
            throw new IndexOutOfBoundsException("cell " + row + "," + col + " is outside " + this);
        }
        return row * cols + col;
    }

    /**
     * The row-major index of a position.
     *
     * @param p a position
     * @return {@code row * cols + col}
     * @throws IndexOutOfBoundsException when the position is outside the grid
     */
    public int index(Position p) {
        return index(p.row(), p.col());
    }

    /**
     * The row of a cell index; the index is not checked.
     *
     * @param index a row-major cell index
     * @return its row, 0-based
     */
    public int row(int index) {
        return index / cols;
    }

    /**
     * The column of a cell index; the index is not checked.
     *
     * @param index a row-major cell index
     * @return its column, 0-based
     */
    public int col(int index) {
        return index % cols;
    }

    /**
     * The position of a cell index.
     *
     * @param index a row-major cell index
     * @return its position
     * @throws IndexOutOfBoundsException when the index is not in 0..size − 1
     */
    public Position position(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException("index " + index + " is outside " + this);
        }
        return new Position(index / cols, index % cols);
    }

    /**
     * Edge-adjacent cells (up to 4), in the order up, left, right, down. Built on first use, then shared.
     *
     * @return the orthogonal neighbourhood graph over the cell indices
     */
    public Graph orthogonalNeighbours() {
        Graph g = orthogonal;
        if (g == null) {
            g = build(ORTHO_DR, ORTHO_DC);
            orthogonal = g;
        }
        return g;
    }

    /**
     * Edge- or corner-adjacent cells (up to 8), row-major order. Built on first use, then shared.
     *
     * @return the king neighbourhood graph over the cell indices
     */
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
