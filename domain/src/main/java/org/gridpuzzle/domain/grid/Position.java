package org.gridpuzzle.domain.grid;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A cell coordinate: row 0 is the top row, column 0 the leftmost column.
 *
 * @param row the row, 0-based from the top
 * @param col the column, 0-based from the left
 */
public record Position(int row, int col) implements Comparable<Position> {

    private static final Pattern LABEL = Pattern.compile("[rR](\\d{1,9})[cC](\\d{1,9})");

    /**
     * The position of a cell.
     *
     * @param row the row, 0-based from the top
     * @param col the column, 0-based from the left
     * @return the position
     */
    public static Position of(int row, int col) {
        return new Position(row, col);
    }

    @Override
    public int compareTo(Position other) {
        return row != other.row ? Integer.compare(row, other.row) : Integer.compare(col, other.col);
    }

    /**
     * Human form, 1-based as people count rows and columns: {@code r3c5}.
     *
     * @return the label
     */
    public String label() {
        return "r" + (row + 1) + "c" + (col + 1);
    }

    /**
     * The cell a {@link #label()} names ({@code r3c5}, either case), or null when the text is not in that form.
     *
     * @param text a label such as {@code r3c5}
     * @return the position, or null when the text is not a label
     * @throws IllegalArgumentException for row or column 0: people count them from 1
     */
    public static Position ofLabel(String text) {
        Matcher m = LABEL.matcher(text);
        if (!m.matches()) {
            return null;
        }
        int row = Integer.parseInt(m.group(1));
        int col = Integer.parseInt(m.group(2));
        if (row < 1 || col < 1) {
            throw new IllegalArgumentException("rows and columns count from 1 (r1c1 is the top-left cell)");
        }
        return of(row - 1, col - 1);
    }

    @Override
    public String toString() {
        return row + "," + col;
    }
}
