package org.gridpuzzle.domain.sokoban;

import java.util.Arrays;
import org.gridpuzzle.domain.search.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudgetException;

/**
 * The states a push search has met, in primitive arrays: the boxes as a bitset over the floor, the player's
 * region (named by its smallest floor cell), the pushes so far, the bound, the parent and the push that led here,
 * the boxes known frozen on goals,
 * found again through an open-addressing table on 64-bit Zobrist keys. Every growth is charged to the search's
 * {@link MemoryAccount} before it is made, so a full budget stops the search instead of the JVM.
 */
final class PushStates {

    static final byte OPEN = 0;
    static final byte CLOSED = 1;
    static final byte DEAD = 2;

    private static final int BYTES_PER_STATE_EXTRA = 8 + 4 * 6 + 1;

    private final int words;
    private final MemoryAccount memory;
    private long[] boxes;
    private long[] key;
    private int[] player;
    private int[] g;
    private int[] h;
    private int[] parent;
    private int[] push;
    private int[] frozen;
    private byte[] flag;
    private int size;
    private int[] slots;
    private int mask;

    PushStates(int floors, MemoryAccount memory) {
        this.words = (floors + 63) >>> 6;
        this.memory = memory;
        int capacity = 1024;
        memory.take((long) capacity * bytesPerState() + 4L * 2 * capacity);
        boxes = new long[capacity * words];
        key = new long[capacity];
        player = new int[capacity];
        g = new int[capacity];
        h = new int[capacity];
        parent = new int[capacity];
        push = new int[capacity];
        frozen = new int[capacity];
        flag = new byte[capacity];
        slots = new int[2 * capacity];
        mask = slots.length - 1;
    }

    int words() {
        return words;
    }

    int size() {
        return size;
    }

    /** The state with these boxes, player region and key, or −1. */
    int find(long[] bits, int region, long hash) {
        for (int slot = (int) mix(hash) & mask; ; slot = (slot + 1) & mask) {
            int id = slots[slot] - 1;
            if (id < 0) {
                return -1;
            }
            if (key[id] == hash && player[id] == region && same(id, bits)) {
                return id;
            }
        }
    }

    /** Adds a state not yet present; returns its number. */
    int add(long[] bits, int region, long hash, int pushes, int bound, int from, int via, int frozenSet, byte state) {
        if (size == key.length) {
            grow();
        }
        int id = size++;
        System.arraycopy(bits, 0, boxes, id * words, words);
        key[id] = hash;
        player[id] = region;
        g[id] = pushes;
        h[id] = bound;
        parent[id] = from;
        push[id] = via;
        frozen[id] = frozenSet;
        flag[id] = state;
        insert(id);
        return id;
    }

    void load(int id, long[] into) {
        System.arraycopy(boxes, id * words, into, 0, words);
    }

    long key(int id) {
        return key[id];
    }

    int player(int id) {
        return player[id];
    }

    int g(int id) {
        return g[id];
    }

    int h(int id) {
        return h[id];
    }

    int parent(int id) {
        return parent[id];
    }

    int push(int id) {
        return push[id];
    }

    /** The state's set of boxes frozen on goals ({@link FrozenRooms}). */
    int frozen(int id) {
        return frozen[id];
    }

    byte flag(int id) {
        return flag[id];
    }

    void flag(int id, byte state) {
        flag[id] = state;
    }

    /** A shorter way to a known state. */
    void improve(int id, int pushes, int from, int via) {
        g[id] = pushes;
        parent[id] = from;
        push[id] = via;
    }

    long bytesUsed() {
        return memory.used();
    }

    private boolean same(int id, long[] bits) {
        int base = id * words;
        for (int w = 0; w < words; w++) {
            if (boxes[base + w] != bits[w]) {
                return false;
            }
        }
        return true;
    }

    private void insert(int id) {
        int slot = (int) mix(key[id]) & mask;
        while (slots[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        slots[slot] = id + 1;
    }

    private void grow() {
        if (key.length >= OpenList.MAX_STATES) {
            // state numbers must fit the open list's packed entries
            throw new MemoryBudgetException("the Sokoban search's " + OpenList.MAX_STATES + " states", memory.used()
                    + 1, memory.used());
        }
        int capacity = (int) Math.min(OpenList.MAX_STATES, key.length + (long) (key.length >>> 1));
        boolean rehash = 2L * capacity > slots.length;
        long extra = (long) (capacity - key.length) * bytesPerState() + (rehash ? 4L * 4 * capacity : 0);
        // the largest old array lives on while its copy is made
        long copying = 8L * boxes.length;
        memory.take(extra + copying);
        boxes = Arrays.copyOf(boxes, capacity * words);
        memory.give(copying);
        key = Arrays.copyOf(key, capacity);
        player = Arrays.copyOf(player, capacity);
        g = Arrays.copyOf(g, capacity);
        h = Arrays.copyOf(h, capacity);
        parent = Arrays.copyOf(parent, capacity);
        push = Arrays.copyOf(push, capacity);
        frozen = Arrays.copyOf(frozen, capacity);
        flag = Arrays.copyOf(flag, capacity);
        if (rehash) {
            memory.give(4L * slots.length);
            slots = new int[Integer.highestOneBit(capacity) * 4];
            mask = slots.length - 1;
            for (int id = 0; id < size; id++) {
                insert(id);
            }
        }
    }

    private long bytesPerState() {
        return 8L * words + BYTES_PER_STATE_EXTRA;
    }

    private static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        x ^= x >>> 33;
        return x;
    }
}
