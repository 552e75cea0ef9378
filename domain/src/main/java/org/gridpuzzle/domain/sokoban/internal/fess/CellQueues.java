package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.Arrays;
import org.gridpuzzle.domain.search.internal.MemoryAccount;

/**
 * The feature cells of a FESS search: the table from a game's cell to a slot (slots numbered in the order cells were
 * made, which is also the round's order), and per slot a binary heap of the nodes that have moves left there. A node
 * waits in one heap at a time, keyed by its weight plus its next move's weight (least first), then that move's score
 * (greatest first), then its number (least first, so the oldest), the key being kept per node.
 */
final class CellQueues {

    private final MemoryAccount memory;
    private final IntTable slots;
    private int[] cellOfSlot = new int[16];
    private int[][] heaps = new int[16][];
    private int[] sizes = new int[16];
    private int count;
    private int nonEmpty;
    private int cursor = -1;

    private int[] keyWeight = new int[64];
    private long[] keyScore = new long[64];

    CellQueues(MemoryAccount memory) {
        this.memory = memory;
        this.slots = new IntTable(memory, 16);
        memory.take(16L * 16 + 12L * 64);
    }

    /** The slot of {@code cell}, or −1 when no node was ever put there. */
    int find(int cell) {
        return slots.get(cell);
    }

    /** The slot of {@code cell}, made at the end of the round if new (then {@link #count} grows by one). */
    int slot(int cell) {
        int s = slots.get(cell);
        if (s >= 0) {
            return s;
        }
        if (count == cellOfSlot.length) {
            memory.take(16L * count);
            cellOfSlot = Arrays.copyOf(cellOfSlot, 2 * count);
            heaps = Arrays.copyOf(heaps, 2 * count);
            sizes = Arrays.copyOf(sizes, 2 * count);
        }
        memory.take(4L * 4 + 16);
        heaps[count] = new int[4];
        cellOfSlot[count] = cell;
        slots.put(cell, count);
        return count++;
    }

    /** The game's cell of a slot. */
    int cell(int slot) {
        return cellOfSlot[slot];
    }

    /** The number of cells made. */
    int count() {
        return count;
    }

    boolean isEmpty(int slot) {
        return sizes[slot] == 0;
    }

    /** Whether every cell is empty: no move is left anywhere. */
    boolean allEmpty() {
        return nonEmpty == 0;
    }

    /** Queues {@code node} in {@code slot} under the key of its next move. */
    void push(int slot, int node, int weight, long score) {
        if (node >= keyWeight.length) {
            int n = Math.max(2 * keyWeight.length, node + 1);
            memory.take(12L * (n - keyWeight.length));
            keyWeight = Arrays.copyOf(keyWeight, n);
            keyScore = Arrays.copyOf(keyScore, n);
        }
        keyWeight[node] = weight;
        keyScore[node] = score;
        int[] heap = heaps[slot];
        int size = sizes[slot];
        if (size == heap.length) {
            memory.take(4L * size);
            heap = Arrays.copyOf(heap, 2 * size);
            heaps[slot] = heap;
        }
        int i = size;
        while (i > 0 && less(node, heap[(i - 1) >>> 1])) {
            heap[i] = heap[(i - 1) >>> 1];
            i = (i - 1) >>> 1;
        }
        heap[i] = node;
        sizes[slot] = size + 1;
        nonEmpty += size == 0 ? 1 : 0;
    }

    /** Removes and returns the least node of {@code slot}, or −1 when it is empty. */
    int pop(int slot) {
        int size = sizes[slot];
        if (size == 0) {
            return -1;
        }
        int[] heap = heaps[slot];
        int top = heap[0];
        int last = heap[--size];
        sizes[slot] = size;
        nonEmpty -= size == 0 ? 1 : 0;
        int i = 0;
        while (2 * i + 1 < size) {
            int c = 2 * i + 1;
            if (c + 1 < size && less(heap[c + 1], heap[c])) {
                c++;
            }
            if (!less(heap[c], last)) {
                break;
            }
            heap[i] = heap[c];
            i = c;
        }
        if (size > 0) {
            heap[i] = last;
        }
        return top;
    }

    /** The next non-empty slot of the round after the last one taken (which it becomes), or −1 if all are empty. */
    int next() {
        if (nonEmpty == 0) {
            return -1;
        }
        do {
            cursor = cursor + 1 >= count ? 0 : cursor + 1;
        } while (sizes[cursor] == 0);
        return cursor;
    }

    /** Moves the round to {@code slot}: the next {@link #next} goes on from there. */
    void jump(int slot) {
        cursor = slot;
    }

    private boolean less(int a, int b) {
        if (keyWeight[a] != keyWeight[b]) {
            return keyWeight[a] < keyWeight[b];
        }
        if (keyScore[a] != keyScore[b]) {
            return keyScore[a] > keyScore[b];
        }
        return a < b;
    }
}
