package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.grid.InvalidModelException;

/** A puzzle whose largest region is beyond a solver that keeps a region's values in one machine word. */
public final class RegionTooLargeException extends InvalidModelException {

    private static final long serialVersionUID = 1L;

    /** The largest region's size. */
    private final int size;
    /** The most cells a region may have. */
    private final int limit;

    /**
     * A region too large for the solver.
     *
     * @param size the largest region's size
     * @param limit the most cells a region may have
     */
    public RegionTooLargeException(int size, int limit) {
        super("a region of " + size + " cells is beyond the fast solver's " + limit);
        this.size = size;
        this.limit = limit;
    }

    /**
     * The largest region's size.
     *
     * @return its cell count
     */
    public int size() {
        return size;
    }

    /**
     * The most cells a region may have.
     *
     * @return the solver's limit
     */
    public int limit() {
        return limit;
    }
}
