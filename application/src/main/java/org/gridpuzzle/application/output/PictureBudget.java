package org.gridpuzzle.application.output;

import org.gridpuzzle.domain.search.MemoryBudget;

/**
 * How large a picture may be, from the memory it may use: drawing holds about {@value #HELD_PER_BYTE} times the
 * picture's bytes at once (the scene, the text as it grows, the copy handed on), and never more than
 * {@link #MOST} (a picture no viewer opens). The command line's {@code --memory 1g} draws up to 111 MB; the web
 * server has its own, smaller, limit.
 */
public final class PictureBudget {

    /** Bytes held while drawing, per byte of the picture. */
    public static final int HELD_PER_BYTE = 5;
    /** The largest picture drawn at all. */
    public static final long MOST = 512L << 20;

    private PictureBudget() {
    }

    /** The most a picture may take when drawing it may hold {@code memoryBytes}. */
    public static long of(long memoryBytes) {
        return Math.min(MOST, Math.max(1, memoryBytes / HELD_PER_BYTE));
    }

    /** The most a picture may take in this process (a structure's share of its heap). */
    public static long ofThisProcess() {
        return of(MemoryBudget.heapShare());
    }
}
