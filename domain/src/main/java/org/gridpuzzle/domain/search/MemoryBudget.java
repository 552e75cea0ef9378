package org.gridpuzzle.domain.search;

/**
 * The memory a single structure may take before it is built: three quarters of the JVM's maximum heap, or less when
 * an application caps it ({@code --memory}), so a table that cannot fit is refused with its size instead of failing
 * halfway with an {@link OutOfMemoryError}. The cap is process-wide, like the heap it divides.
 */
public final class MemoryBudget {

    /** The memory a state search may take when the application sets no budget: 2 GiB. */
    public static final long SEARCH_DEFAULT = 2L << 30;

    private static volatile long cap = Long.MAX_VALUE;

    private MemoryBudget() {
    }

    public static long bytes() {
        return Math.min(Runtime.getRuntime().maxMemory() / 4 * 3, cap);
    }

    /**
     * The budget of a search that has a default of its own: the cap when an application set one ({@code --memory}),
     * else the smaller of {@code otherwise} and three quarters of the heap.
     */
    public static long bytesOr(long otherwise) {
        return cap != Long.MAX_VALUE ? bytes() : Math.min(bytes(), otherwise);
    }

    /** Lowers the budget to {@code bytes} (never raises it past three quarters of the heap). */
    public static void capAt(long bytes) {
        if (bytes <= 0) {
            throw new IllegalArgumentException("a memory cap must be positive, got " + bytes);
        }
        cap = bytes;
    }

    /** Back to three quarters of the heap. */
    public static void uncap() {
        cap = Long.MAX_VALUE;
    }

    /** Throws {@link MemoryBudgetException} when {@code bytes} (an estimate) is over the budget. */
    public static void check(String what, long bytes) {
        long budget = bytes();
        if (bytes < 0 || bytes > budget) {
            throw new MemoryBudgetException(what, bytes < 0 ? Long.MAX_VALUE : bytes, budget);
        }
    }
}
