package org.gridpuzzle.domain.search;

/** A structure would not fit in the memory budget: an answer of "too large here", with the sizes. */
public final class MemoryBudgetException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final long needed;
    private final long budget;

    public MemoryBudgetException(String what, long needed, long budget) {
        super(what + " needs about " + mib(needed) + ", over the memory budget of " + mib(budget));
        this.needed = needed;
        this.budget = budget;
    }

    public long needed() {
        return needed;
    }

    public long budget() {
        return budget;
    }

    private static String mib(long bytes) {
        return bytes == Long.MAX_VALUE ? "more than 8 EiB" : (bytes >> 20) + " MiB";
    }
}
