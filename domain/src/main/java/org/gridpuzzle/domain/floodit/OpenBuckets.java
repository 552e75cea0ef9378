package org.gridpuzzle.domain.floodit;

import java.util.Arrays;

/**
 * The A* open list as buckets of node indices by f = g + h and then by g: f and g are small integers, so
 * popping the lowest f (deepest g first, which reaches goals sooner) needs no heap and no boxing.
 */
final class OpenBuckets {

    private int[][][] buckets = new int[0][][];
    private int[][] sizes = new int[0][];
    private int lowestF = Integer.MAX_VALUE;
    private int poppedF;
    private int poppedG;

    void push(int node, int f, int g) {
        if (f >= buckets.length) {
            int n = Math.max(f + 1, buckets.length * 2);
            buckets = Arrays.copyOf(buckets, n);
            sizes = Arrays.copyOf(sizes, n);
        }
        if (buckets[f] == null || g >= buckets[f].length) {
            int n = Math.max(g + 1, 2 * (buckets[f] == null ? 0 : buckets[f].length));
            buckets[f] = buckets[f] == null ? new int[n][] : Arrays.copyOf(buckets[f], n);
            sizes[f] = sizes[f] == null ? new int[n] : Arrays.copyOf(sizes[f], n);
        }
        int[] bucket = buckets[f][g];
        int size = sizes[f][g];
        if (bucket == null) {
            bucket = new int[64];
            buckets[f][g] = bucket;
        } else if (size == bucket.length) {
            bucket = Arrays.copyOf(bucket, size * 2);
            buckets[f][g] = bucket;
        }
        bucket[size] = node;
        sizes[f][g] = size + 1;
        lowestF = Math.min(lowestF, f);
    }

    /** Removes and returns a node of lowest f (deepest first), or -1 when empty; see {@link #f()}, {@link #g()}. */
    int pop() {
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
                    int node = buckets[f][g][--s[g]];
                    if (s[g] == 0 && buckets[f][g].length > 4096) {
                        buckets[f][g] = null; // give large drained buckets back; small ones are reused
                    }
                    return node;
                }
            }
        }
        lowestF = Integer.MAX_VALUE;
        return -1;
    }

    int f() {
        return poppedF;
    }

    int g() {
        return poppedG;
    }
}
