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

    private final ExactAlgorithm algorithm;
    private final Mode mode;
    private final Requirement requirement;
    private final int rows;
    private final int cols;
    private final int colours;
    private final int found;
    private final int limit;

    /**
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

    public ExactAlgorithm algorithm() {
        return algorithm;
    }

    public Mode mode() {
        return mode;
    }

    public Requirement requirement() {
        return requirement;
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    /** The colours present on the board. */
    public int colours() {
        return colours;
    }

    /** The board's value of what the requirement limits (palette size, components), or 0. */
    public int found() {
        return found;
    }

    /** The requirement's limit (colours, components), or 0 when it has none. */
    public int limit() {
        return limit;
    }
}
