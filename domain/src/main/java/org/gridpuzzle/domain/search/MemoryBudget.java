package org.gridpuzzle.domain.search;

/**
 * The memory a single structure may take before it is built: three quarters of the JVM's maximum heap, so a table
 * that cannot fit is refused with its size instead of failing halfway with an {@link OutOfMemoryError}.
 */
public final class MemoryBudget {

    private MemoryBudget() {
    }

    public static long bytes() {
        return Runtime.getRuntime().maxMemory() / 4 * 3;
    }

    /** Throws {@link MemoryBudgetException} when {@code bytes} (an estimate) is over the budget. */
    public static void check(String what, long bytes) {
        long budget = bytes();
        if (bytes < 0 || bytes > budget) {
            throw new MemoryBudgetException(what, bytes < 0 ? Long.MAX_VALUE : bytes, budget);
        }
    }
}
