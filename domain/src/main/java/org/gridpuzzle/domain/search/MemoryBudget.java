package org.gridpuzzle.domain.search;

/**
 * The memory rule, in one place: a process given a size ({@code --memory}, a job's memory) gets {@link #HEAP_PERCENT}
 * of it as heap (the rest is the JVM's own: code, threads, buffers), and one table or formula may take
 * {@link #HEAP_PERCENT} of the heap (the rest is working room), so a structure that cannot fit is refused with its
 * size instead of failing halfway with an {@link OutOfMemoryError}. The heap is read as the JVM got it; a budget of
 * its own travels in {@link Limits#memoryBytes()}.
 */
public final class MemoryBudget {

    /** The heap's share of a process's size, and a structure's share of the heap, in percent. */
    public static final int HEAP_PERCENT = 75;

    /** The memory a state search may take when the application sets no budget: 2 GiB. */
    public static final long SEARCH_DEFAULT = 2L << 30;

    private MemoryBudget() {
    }

    /**
     * The heap a process of {@code processBytes} gets (the launchers ask the JVM for this much).
     *
     * @param processBytes the process's size in bytes
     * @return the heap in bytes
     */
    public static long heapOf(long processBytes) {
        return share(processBytes);
    }

    /**
     * What one structure may take of a heap of {@code heapBytes}.
     *
     * @param heapBytes the heap in bytes
     * @return the structure's share in bytes
     */
    public static long structureShareOf(long heapBytes) {
        return share(heapBytes);
    }

    private static long share(long bytes) {
        return bytes > Long.MAX_VALUE / 100 ? bytes / 100 * HEAP_PERCENT : bytes * HEAP_PERCENT / 100;
    }

    /**
     * What one structure may take of the heap this JVM got.
     *
     * @return the structure's share in bytes
     */
    public static long heapShare() {
        return structureShareOf(Runtime.getRuntime().maxMemory());
    }

    /**
     * The budget of a structure in a process of {@code processBytes} (heap, then the structure's share of it).
     *
     * @param processBytes the process's size in bytes
     * @return the structure's budget in bytes
     */
    public static long forProcess(long processBytes) {
        return structureShareOf(heapOf(processBytes));
    }
}
