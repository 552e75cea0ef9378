package org.gridpuzzle.domain.grid;

/** A cell coordinate: row 0 is the top row, column 0 the leftmost column. */
public record Position(int row, int col) implements Comparable<Position> {

    public static Position of(int row, int col) {
        return new Position(row, col);
    }

    @Override
    public int compareTo(Position other) {
        return row != other.row ? Integer.compare(row, other.row) : Integer.compare(col, other.col);
    }

    /** Human form, 1-based as people count rows and columns: {@code r3c5}. */
    public String label() {
        return "r" + (row + 1) + "c" + (col + 1);
    }

    @Override
    public String toString() {
        return row + "," + col;
    }
}
