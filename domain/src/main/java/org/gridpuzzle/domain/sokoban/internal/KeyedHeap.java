package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;

/** A binary min-heap of (key, node) pairs over primitive arrays, cleared and reused between searches. */
final class KeyedHeap {

    private long[] keys = new long[64];
    private int[] nodes = new int[64];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    void clear() {
        size = 0;
    }

    long topKey() {
        return keys[0];
    }

    void add(long key, int node) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, 2 * size);
            nodes = Arrays.copyOf(nodes, 2 * size);
        }
        int i = size++;
        while (i > 0 && keys[(i - 1) >>> 1] > key) {
            keys[i] = keys[(i - 1) >>> 1];
            nodes[i] = nodes[(i - 1) >>> 1];
            i = (i - 1) >>> 1;
        }
        keys[i] = key;
        nodes[i] = node;
    }

    int poll() {
        int top = nodes[0];
        long key = keys[--size];
        int node = nodes[size];
        int i = 0;
        while (2 * i + 1 < size) {
            int c = 2 * i + 1;
            if (c + 1 < size && keys[c + 1] < keys[c]) {
                c++;
            }
            if (keys[c] >= key) {
                break;
            }
            keys[i] = keys[c];
            nodes[i] = nodes[c];
            i = c;
        }
        keys[i] = key;
        nodes[i] = node;
        return top;
    }
}
