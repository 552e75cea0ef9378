package org.gridpuzzle.domain.floodit;


/**
 * An exact algorithm asked for (or the only one left) that cannot run on this board. Carries what was
 * asked and the facts that rule it out; callers word it.
 */
public final class UnsupportedAlgorithmException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** What the algorithm needs and the board lacks. */
    public enum Requirement {
        /** One row or one column. */
        ONE_LINE,
        /** Exactly two colours on the board. */
        TWO_COLOURS,
        /** Two rows or two columns (Fixed: and at most {@link AlgorithmChoice#FIXED_TWO_ROW_LENGTH} long). */
        TWO_LINES,
        /** At most {@code limit} colours in the palette. */
        PALETTE,
        /** Free mode (the algorithm has no Fixed version). */
        FREE_MODE,
        /** At most {@code limit} monochromatic components. */
        COMPONENTS
    }

    /** The algorithm that cannot run. */
    private final ExactAlgorithm algorithm;
    /** The rules it was asked for. */
    private final Mode mode;
    /** What it needs and the board lacks. */
    private final Requirement requirement;
    /** The board's rows. */
    private final int rows;
    /** The board's columns. */
    private final int cols;
    /** The colours present on the board. */
    private final int colours;
    /** The board's value of what the requirement limits, or 0. */
    private final int found;
    /** The requirement's limit, or 0. */
    private final int limit;

    /**
     * An algorithm ruled out by the board.
     *
     * @param algorithm the algorithm that cannot run
     * @param mode the rules it was asked for
     * @param requirement what it needs and the board lacks
     * @param rows the board's rows
     * @param cols the board's columns
     * @param colours the colours present on the board
     * @param found the board's value of what the requirement limits (palette, components), or 0
     * @param limit the requirement's limit, or 0
     */
    public UnsupportedAlgorithmException(ExactAlgorithm algorithm, Mode mode, Requirement requirement, int rows, int cols,
            int colours, int found, int limit) {
        super(algorithm + " (" + mode + ") needs " + requirement + " on a " + rows + "×" + cols + " board with " + colours
                + " colours" + (limit > 0 ? " (limit " + limit + ", found " + found + ")" : ""));
        this.algorithm = algorithm;
        this.mode = mode;
        this.requirement = requirement;
        this.rows = rows;
        this.cols = cols;
        this.colours = colours;
        this.found = found;
        this.limit = limit;
    }

    /**
     * The algorithm that cannot run: the one asked for, or the general search when the board's shape chose it.
     *
     * @return the algorithm
     */
    public ExactAlgorithm algorithm() {
        return algorithm;
    }

    /**
     * The rules the algorithm was asked for.
     *
     * @return Fixed or Free
     */
    public Mode mode() {
        return mode;
    }

    /**
     * What the algorithm needs and the board lacks.
     *
     * @return the requirement
     */
    public Requirement requirement() {
        return requirement;
    }

    /**
     * The board's rows.
     *
     * @return the row count
     */
    public int rows() {
        return rows;
    }

    /**
     * The board's columns.
     *
     * @return the column count
     */
    public int cols() {
        return cols;
    }

    /**
     * The colours present on the board.
     *
     * @return the colour count
     */
    public int colours() {
        return colours;
    }

    /**
     * The board's value of what the requirement limits (palette size, components), or 0.
     *
     * @return the value found
     */
    public int found() {
        return found;
    }

    /**
     * The requirement's limit (colours, components), or 0 when it has none.
     *
     * @return the limit
     */
    public int limit() {
        return limit;
    }
}
