package org.gridpuzzle.domain.floodit.internal;

import java.util.Arrays;
import org.gridpuzzle.domain.search.internal.MemoryAccount;

/**
 * The A* open list as buckets of long entries by f = g + h and then by g: f and g are small integers, so
 * popping the lowest f (deepest g first, which reaches goals sooner) needs no heap and no boxing.
 */
final class OpenBuckets {

    static final long EMPTY = Long.MIN_VALUE;

    /** An entry for a move: the parent's node index (-1 for the start) and the colour played. */
    static long move(int parent, int colour, boolean forced) {
        return ((long) (parent + 1) << 8) | (forced ? 0x80 : 0) | colour;
    }

    static int parent(long move) {
        return (int) (move >>> 8) - 1;
    }

    static int colour(long move) {
        return (int) (move & 0x3f);
    }

    static boolean forced(long move) {
        return (move & 0x80) != 0;
    }

    private final MemoryAccount memory;
    private long[][][] buckets = new long[0][][];
    private int[][] sizes = new int[0][];
    private int lowestF = Integer.MAX_VALUE;
    private int poppedF;
    private int poppedG;

    /** @param memory charged as buckets grow (and credited as large ones drain) */
    OpenBuckets(MemoryAccount memory) {
        this.memory = memory;
    }

    void push(long entry, int f, int g) {
        if (f >= buckets.length) {
            int n = Math.max(f + 1, buckets.length * 2);
            buckets = Arrays.copyOf(buckets, n);
            sizes = Arrays.copyOf(sizes, n);
        }
        if (buckets[f] == null || g >= buckets[f].length) {
            int n = Math.max(g + 1, 2 * (buckets[f] == null ? 0 : buckets[f].length));
            buckets[f] = buckets[f] == null ? new long[n][] : Arrays.copyOf(buckets[f], n);
            sizes[f] = sizes[f] == null ? new int[n] : Arrays.copyOf(sizes[f], n);
        }
        long[] bucket = buckets[f][g];
        int size = sizes[f][g];
        if (bucket == null) {
            memory.take(64 * 8L);
            bucket = new long[64];
            buckets[f][g] = bucket;
        } else if (size == bucket.length) {
            memory.take(size * 8L);
            bucket = Arrays.copyOf(bucket, size * 2);
            buckets[f][g] = bucket;
        }
        bucket[size] = entry;
        sizes[f][g] = size + 1;
        lowestF = Math.min(lowestF, f);
    }

    /** Removes and returns an entry of lowest f (deepest first), or {@link #EMPTY}; see {@link #f()}, {@link #g()}. */
    long pop() {
        for (int f = lowestF; f < buckets.length; f++) {
            int[] s = sizes[f];
            if (s == null) {
                continue;
            }
            for (int g = s.length - 1; g >= 0; g--) {
                if (s[g] > 0) {
                    lowestF = f;
                    poppedF = f;
                    poppedG = g;
                    long entry = buckets[f][g][--s[g]];
                    if (s[g] == 0 && buckets[f][g].length > 4096) {
                        memory.give(buckets[f][g].length * 8L);
                        buckets[f][g] = null; // give large drained buckets back; small ones are reused
                    }
                    return entry;
                }
            }
        }
        lowestF = Integer.MAX_VALUE;
        return EMPTY;
    }

    int f() {
        return poppedF;
    }

    int g() {
        return poppedG;
    }
}
