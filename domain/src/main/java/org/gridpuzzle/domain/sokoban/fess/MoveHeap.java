package org.gridpuzzle.domain.sokoban.fess;

import java.util.Arrays;
import org.gridpuzzle.domain.search.MemoryAccount;

/** The moves of one feature cell, least weight first, then greatest score: a binary heap of packed longs. */
final class MoveHeap {

    private final MemoryAccount memory;
    private long[] heap = new long[16];
    private int size;

    MoveHeap(MemoryAccount memory) {
        this.memory = memory;
        memory.take(8L * heap.length);
    }

    /** Adds move {@code id} (at most 2^31 − 1) with its weight (at most 2^15 − 1) and score (at most 2^16 − 1). */
    void push(int weight, int score, int id) {
        if (size == heap.length) {
            memory.take(8L * size);
            heap = Arrays.copyOf(heap, 2 * size);
        }
        long entry = (long) weight << 48 | (long) (0xFFFF - score) << 32 | id;
        int i = size++;
        while (i > 0 && heap[(i - 1) >>> 1] > entry) {
            heap[i] = heap[(i - 1) >>> 1];
            i = (i - 1) >>> 1;
        }
        heap[i] = entry;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Removes the least entry; returns its move. */
    int pop() {
        long top = heap[0];
        long last = heap[--size];
        int i = 0;
        while (2 * i + 1 < size) {
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
        heap[i] = last;
        return (int) top;
    }

    static int weightOf(int weight) {
        return Math.min(weight, 0x7FFF);
    }

    static int scoreOf(int score) {
        return Math.max(0, Math.min(score, 0xFFFF));
    }
}
