package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.grid.InvalidModelException;

/** A puzzle whose largest region is beyond a solver that keeps a region's values in one machine word. */
public final class RegionTooLargeException extends InvalidModelException {

    private static final long serialVersionUID = 1L;

    private final int size;
    private final int limit;

    public RegionTooLargeException(int size, int limit) {
        super("a region of " + size + " cells is beyond the fast solver's " + limit);
        this.size = size;
        this.limit = limit;
    }

    /** The largest region's size. */
    public int size() {
        return size;
    }

    /** The most cells a region may have. */
    public int limit() {
        return limit;
    }
}
