package org.gridpuzzle.domain.grid;

import java.util.Arrays;

/** An immutable grid of ints, row-major. */
public final class IntGrid {

    private final GridShape shape;
    private final int[] values;

    private IntGrid(GridShape shape, int[] values) {
        this.shape = shape;
        this.values = values;
    }

    /**
     * Copies {@code values} (row-major, length rows × cols).
     *
     * @param shape the grid's frame
     * @param values one value per cell, row-major; the array is copied
     * @return the grid
     * @throws InvalidModelException when the length is not rows × cols
     */
    public static IntGrid of(GridShape shape, int[] values) {
        if (values.length != shape.size()) {
            throw new InvalidModelException("expected " + shape.size() + " values for " + shape + ", got " + values.length);
        }
        return new IntGrid(shape, values.clone());
    }

    /**
     * Takes {@code values} (row-major, length rows × cols) as they are, without a copy: for a reader that built the
     * array and keeps no reference to it, so that a board of millions of cells is not held twice while it is read.
     *
     * @param shape the grid's frame
     * @param values one value per cell, row-major; the grid keeps this array, so the caller must not change it
     * @return the grid
     * @throws InvalidModelException when the length is not rows × cols
     */
    public static IntGrid owning(GridShape shape, int[] values) {
        if (values.length != shape.size()) {
            throw new InvalidModelException("expected " + shape.size() + " values for " + shape + ", got " + values.length);
        }
        return new IntGrid(shape, values);
    }

    /**
     * A grid with the same value in every cell.
     *
     * @param shape the grid's frame
     * @param value the value of every cell
     * @return the grid
     */
    public static IntGrid filled(GridShape shape, int value) {
        int[] v = new int[shape.size()];
        Arrays.fill(v, value);
        return new IntGrid(shape, v);
    }

    /**
     * A grid from its rows, copied; the first row sets the number of columns.
     *
     * @param rows the rows, top to bottom, all of one length
     * @return the grid
     * @throws InvalidModelException when there is no row, or a row's length differs from the first's (at that row)
     */
    public static IntGrid fromRows(int[][] rows) {
        if (rows.length == 0) {
            throw new InvalidModelException("a grid needs at least one row");
        }
        GridShape shape = GridShape.of(rows.length, rows[0].length);
        int[] v = new int[shape.size()];
        for (int r = 0; r < rows.length; r++) {
            if (rows[r].length != shape.cols()) {
                throw new InvalidModelException("row " + (r + 1) + " has " + rows[r].length + " values, expected " + shape.cols(),
                        new Position(r, 0));
            }
            System.arraycopy(rows[r], 0, v, r * shape.cols(), shape.cols());
        }
        return new IntGrid(shape, v);
    }

    /**
     * The grid's frame.
     *
     * @return the shape
     */
    public GridShape shape() {
        return shape;
    }

    /**
     * The value of a cell.
     *
     * @param index a row-major cell index
     * @return its value
     * @throws ArrayIndexOutOfBoundsException when the index is outside the grid
     */
    public int get(int index) {
        return values[index];
    }

    /**
     * The value of a cell.
     *
     * @param row a row, 0-based
     * @param col a column, 0-based
     * @return its value
     * @throws IndexOutOfBoundsException when the cell is outside the grid
     */
    public int get(int row, int col) {
        return values[shape.index(row, col)];
    }

    /**
     * The value at a position.
     *
     * @param p a position
     * @return its value
     * @throws IndexOutOfBoundsException when the position is outside the grid
     */
    public int get(Position p) {
        return values[shape.index(p)];
    }

    /**
     * A copy of this grid with one cell changed; this grid stays as it is.
     *
     * @param index a row-major cell index
     * @param value the cell's new value
     * @return the new grid
     * @throws ArrayIndexOutOfBoundsException when the index is outside the grid
     */
    public IntGrid with(int index, int value) {
        int[] v = values.clone();
        v[index] = value;
        return new IntGrid(shape, v);
    }

    /**
     * A fresh copy of the values, row-major.
     *
     * @return one value per cell, the caller's to change
     */
    public int[] toArray() {
        return values.clone();
    }

    /**
     * A fresh copy of the values, one array per row.
     *
     * @return the rows, top to bottom, the caller's to change
     */
    public int[][] toRows() {
        int[][] rows = new int[shape.rows()][];
        for (int r = 0; r < shape.rows(); r++) {
            rows[r] = Arrays.copyOfRange(values, r * shape.cols(), (r + 1) * shape.cols());
        }
        return rows;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IntGrid g && g.shape.equals(shape) && Arrays.equals(g.values, values);
    }

    @Override
    public int hashCode() {
        return shape.hashCode() * 31 + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < shape.rows(); r++) {
            for (int c = 0; c < shape.cols(); c++) {
                if (c > 0) {
                    sb.append(' ');
                }
                sb.append(values[r * shape.cols() + c]);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
