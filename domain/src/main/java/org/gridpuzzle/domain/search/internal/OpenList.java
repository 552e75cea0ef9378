package org.gridpuzzle.domain.search.internal;

import java.util.Arrays;


/**
 * A binary min-heap of packed entries: priority (16 bits), tie-break (16 bits) and state number (28 bits)
 * in one long, so ordering is a single comparison and the heap is one primitive array charged to the search's
 * memory account.
 */
final class OpenList {

    public static final int MAX_STATES = 1 << 28;
    public static final int MAX_KEY = 0xFFFF;

    private final MemoryAccount memory;
    private long[] heap;
    private int size;

    public OpenList(MemoryAccount memory) {
        this.memory = memory;
        memory.take(8L * 1024);
        heap = new long[1024];
    }

    public void push(int priority, int tie, int id) {
        if (size == heap.length) {
            int capacity = heap.length + (heap.length >>> 1);
            memory.take(8L * capacity);
            heap = Arrays.copyOf(heap, capacity);
            memory.give(8L * size);
        }
        long e = (long) Math.min(priority, MAX_KEY) << 44 | (long) Math.min(tie, MAX_KEY) << 28 | id;
        int i = size++;
        while (i > 0) {
            int up = (i - 1) >>> 1;
            if (heap[up] <= e) {
                break;
            }
            heap[i] = heap[up];
            i = up;
        }
        heap[i] = e;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** The least priority in the list (the list must not be empty). */
    public int peekPriority() {
        return (int) (heap[0] >>> 44);
    }

    public static int priorityOf(long entry) {
        return (int) (entry >>> 44);
    }

    public static int idOf(long entry) {
        return (int) (entry & (MAX_STATES - 1));
    }

    /** Removes and returns the least entry. */
    public long pop() {
        long top = heap[0];
        long last = heap[--size];
        int i = 0;
        int half = size >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            if (child + 1 < size && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[child] >= last) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        if (size > 0) {
            heap[i] = last;
        }
        return top;
    }
}
