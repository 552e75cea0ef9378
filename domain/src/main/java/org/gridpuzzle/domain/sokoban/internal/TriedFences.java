package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;
import java.util.function.LongPredicate;

/** The fences {@link CorralDeadlocks} has tried already, by their Zobrist hashes (open addressing, 0 is empty). */
final class TriedFences {

    /** The most fences remembered (then the table starts again). */
    private static final int MAX = 1 << 22;
    private static final int INITIAL = 1 << 12;
    /** What the empty table takes. */
    static final long INITIAL_BYTES = 8L * INITIAL;

    private long[] table = new long[INITIAL];
    private int count;

    /**
     * Records a fence by its hash; whether it is new. A full table doubles when {@code charged} takes the bytes
     * (16 per entry held), else it starts again empty.
     */
    boolean add(long hash, LongPredicate charged) {
        long h = hash == 0 ? 1 : hash;
        int mask = table.length - 1;
        int k = (int) (h ^ h >>> 29) & mask;
        while (table[k] != 0) {
            if (table[k] == h) {
                return false;
            }
            k = (k + 1) & mask;
        }
        table[k] = h;
        if (++count * 2 > table.length) {
            if (table.length < MAX && charged.test(16L * table.length)) {
                long[] old = table;
                table = new long[2 * old.length];
                count = 0;
                for (long e : old) {
                    if (e != 0) {
                        add(e, charged);
                    }
                }
            } else {
                Arrays.fill(table, 0);
                count = 0;
            }
        }
        return true;
    }
}
