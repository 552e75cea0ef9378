package org.gridpuzzle.domain.search.internal;

import java.util.Arrays;

/**
 * One feature cell's open states: a binary min-heap of (key, state number) pairs in two primitive arrays, ordered by
 * the key, then the lower number. The key holds a 16-bit priority above a tie of up to 47 bits.
 */
final class CellHeap {

    /** The widest tie a key holds. */
    static final long MAX_TIE = (1L << 47) - 1;
    private static final int FIRST = 64;

    private final MemoryAccount memory;
    private long[] keys;
    private int[] ids;
    private int size;

    CellHeap(MemoryAccount memory) {
        this.memory = memory;
        memory.take(12L * FIRST);
        keys = new long[FIRST];
        ids = new int[FIRST];
    }

    /** The key of a priority (capped to 16 bits) and a tie (capped to 47 bits), less first. */
    static long key(int priority, long tie) {
        return (long) Math.min(Math.max(priority, 0), OpenList.MAX_KEY) << 47 | Math.min(Math.max(tie, 0), MAX_TIE);
    }

    static int priorityOf(long key) {
        return (int) (key >>> 47);
    }

    void push(long key, int id) {
        if (size == keys.length) {
            int capacity = keys.length + (keys.length >>> 1);
            memory.take(12L * capacity);
            keys = Arrays.copyOf(keys, capacity);
            ids = Arrays.copyOf(ids, capacity);
            memory.give(12L * size);
        }
        int i = size++;
        while (i > 0) {
            int up = (i - 1) >>> 1;
            if (!less(key, id, keys[up], ids[up])) {
                break;
            }
            keys[i] = keys[up];
            ids[i] = ids[up];
            i = up;
        }
        keys[i] = key;
        ids[i] = id;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** The least entry's key (the heap must not be empty). */
    long peekKey() {
        return keys[0];
    }

    /** Removes the least entry and returns its state number ({@link #peekKey} before the call gives its key). */
    int pop() {
        int top = ids[0];
        size--;
        long lastKey = keys[size];
        int lastId = ids[size];
        int i = 0;
        int half = size >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            if (child + 1 < size && less(keys[child + 1], ids[child + 1], keys[child], ids[child])) {
                child++;
            }
            if (!less(keys[child], ids[child], lastKey, lastId)) {
                break;
            }
            keys[i] = keys[child];
            ids[i] = ids[child];
            i = child;
        }
        if (size > 0) {
            keys[i] = lastKey;
            ids[i] = lastId;
        }
        return top;
    }

    private static boolean less(long key, int id, long otherKey, int otherId) {
        return key < otherKey || key == otherKey && id < otherId;
    }
}
