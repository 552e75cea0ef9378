package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.Arrays;
import org.gridpuzzle.domain.search.internal.MemoryAccount;

/**
 * A map from any int to a non-negative int, open addressing in two primitive arrays (no boxing in the engine's hot
 * loop): the engine's feature cell → cell slot and state → node tables. Growth is charged to the account first.
 */
final class IntTable {

    private static final int EMPTY = -1;

    private final MemoryAccount memory;
    private int[] keys;
    private int[] values;
    private int size;

    IntTable(MemoryAccount memory, int capacity) {
        this.memory = memory;
        int n = Integer.highestOneBit(Math.max(16, capacity) * 2 - 1);
        memory.take(8L * n);
        keys = new int[n];
        values = new int[n];
        Arrays.fill(values, EMPTY);
    }

    /** The value of {@code key}, or −1. */
    int get(int key) {
        int mask = keys.length - 1;
        for (int i = mix(key) & mask; values[i] != EMPTY; i = i + 1 & mask) {
            if (keys[i] == key) {
                return values[i];
            }
        }
        return EMPTY;
    }

    /** Sets {@code key} to {@code value} (at least 0). */
    void put(int key, int value) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = mix(key) & mask;
        while (values[i] != EMPTY && keys[i] != key) {
            i = i + 1 & mask;
        }
        size += values[i] == EMPTY ? 1 : 0;
        keys[i] = key;
        values[i] = value;
    }

    int size() {
        return size;
    }

    private void grow() {
        int[] oldKeys = keys;
        int[] oldValues = values;
        memory.take(16L * oldKeys.length);
        keys = new int[2 * oldKeys.length];
        values = new int[2 * oldKeys.length];
        Arrays.fill(values, EMPTY);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldValues[i] != EMPTY) {
                put(oldKeys[i], oldValues[i]);
            }
        }
        memory.give(8L * oldKeys.length);
    }

    /** Spreads consecutive ids (states and packed features are dense) over the table. */
    private static int mix(int key) {
        int h = key * 0x9E3779B9;
        return h ^ h >>> 16;
    }
}
