package org.gridpuzzle.domain.search;

/** A structure would not fit in the memory budget: an answer of "too large here", with the sizes. */
public final class MemoryBudgetException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The estimated size of the structure, in bytes. */
    private final long needed;
    /** The budget it did not fit in, in bytes. */
    private final long budget;

    /**
     * A structure that does not fit.
     *
     * @param what the structure, for the message
     * @param needed its estimated size in bytes ({@link Long#MAX_VALUE}: an estimate that overflowed)
     * @param budget the budget in bytes
     */
    public MemoryBudgetException(String what, long needed, long budget) {
        super(what + " needs about " + mib(needed) + ", over the memory budget of " + mib(budget));
        this.needed = needed;
        this.budget = budget;
    }

    /**
     * The estimated size of the structure.
     *
     * @return bytes ({@link Long#MAX_VALUE}: an estimate that overflowed)
     */
    public long needed() {
        return needed;
    }

    /**
     * The budget the structure did not fit in.
     *
     * @return bytes
     */
    public long budget() {
        return budget;
    }

    private static String mib(long bytes) {
        return bytes == Long.MAX_VALUE ? "more than 8 EiB" : (bytes >> 20) + " MiB";
    }
}
