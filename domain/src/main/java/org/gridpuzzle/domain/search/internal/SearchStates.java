package org.gridpuzzle.domain.search.internal;

import org.gridpuzzle.domain.search.MemoryBudgetException;
import java.util.Arrays;



/**
 * The states a best-first search over object moves has met, in primitive arrays: the objects as a bitset
 * (Sokoban's boxes over the floor; Snowman's ball sizes and snow, one plane each), the agent's region (named by
 * its smallest floor cell), the moves so far, the bound, the parent and the move that led here, and a tag the
 * game attaches (Sokoban: the set of boxes frozen on goals), found again through an open-addressing table on
 * 64-bit Zobrist keys. Every growth is charged to the search's {@link MemoryAccount} before it is made, so a
 * full budget stops the search instead of the JVM.
 */
public final class SearchStates {

    public static final byte OPEN = 0;
    public static final byte CLOSED = 1;
    public static final byte DEAD = 2;

    private static final int BYTES_PER_STATE_EXTRA = 8 + 4 * 6 + 1;
    /**
     * Room for this many states at first, fewer when states are large: the tables start at about
     * {@link #FIRST_BYTES} at most (a 700 × 700 Snowman field's states are 244 KB each, and 1,024 of them were
     * 250 MB before the first expansion: out of memory under {@code --memory 1g}, and seconds of zeroing).
     */
    private static final int FIRST_STATES = 1024;
    private static final long FIRST_BYTES = 4L << 20;
    private static final int FEWEST_STATES = 16;

    private final String what;
    private final int words;
    private final MemoryAccount memory;
    private long[] objects;
    private long[] key;
    private int[] player;
    private int[] g;
    private int[] h;
    private int[] parent;
    private int[] move;
    private int[] tag;
    private byte[] flag;
    private int size;
    /**
     * The table: each slot holds a state's number + 1 in its low half and the high half of its key in the other, so
     * a probe that meets another state is told apart without reading that state's arrays (at millions of states
     * every such read is a cache miss; it made finding states half of A*'s time).
     */
    private long[] slots;
    private int mask;

    public SearchStates(String what, int bits, MemoryAccount memory) {
        this.what = what;
        this.words = (bits + 63) >>> 6;
        this.memory = memory;
        // a power of two, as the table's mask needs
        int capacity = Integer.highestOneBit((int) Math.max(FEWEST_STATES, Math.min(FIRST_STATES,
                FIRST_BYTES / bytesPerState())));
        memory.take((long) capacity * bytesPerState() + 8L * 2 * capacity);
        objects = new long[capacity * words];
        key = new long[capacity];
        player = new int[capacity];
        g = new int[capacity];
        h = new int[capacity];
        parent = new int[capacity];
        move = new int[capacity];
        tag = new int[capacity];
        flag = new byte[capacity];
        slots = new long[2 * capacity];
        mask = slots.length - 1;
    }

    public int size() {
        return size;
    }

    /** The state with these objects, player region and key, or −1. */
    public int find(long[] bits, int region, long hash) {
        int check = (int) (hash >>> 32);
        for (int slot = (int) mix(hash) & mask; ; slot = (slot + 1) & mask) {
            long entry = slots[slot];
            if (entry == 0) {
                return -1;
            }
            if ((int) (entry >>> 32) == check) {
                int id = (int) entry - 1;
                if (key[id] == hash && player[id] == region && same(id, bits)) {
                    return id;
                }
            }
        }
    }

    /** Adds a state not yet present; returns its number. */
    public int add(long[] bits, int region, long hash, int moves, int bound, int from, int via, int tagged, byte state) {
        if (size == key.length) {
            grow();
        }
        int id = size++;
        System.arraycopy(bits, 0, objects, id * words, words);
        key[id] = hash;
        player[id] = region;
        g[id] = moves;
        h[id] = bound;
        parent[id] = from;
        move[id] = via;
        tag[id] = tagged;
        flag[id] = state;
        insert(id);
        return id;
    }

    public void load(int id, long[] into) {
        System.arraycopy(objects, id * words, into, 0, words);
    }

    public long key(int id) {
        return key[id];
    }

    public int player(int id) {
        return player[id];
    }

    public int g(int id) {
        return g[id];
    }

    public int h(int id) {
        return h[id];
    }

    public int parent(int id) {
        return parent[id];
    }

    public int move(int id) {
        return move[id];
    }

    /** The game's tag of the state. */
    public int tag(int id) {
        return tag[id];
    }

    public byte flag(int id) {
        return flag[id];
    }

    public void flag(int id, byte state) {
        flag[id] = state;
    }

    /** A shorter way to a known state. */
    public void improve(int id, int moves, int from, int via) {
        g[id] = moves;
        parent[id] = from;
        move[id] = via;
    }

    private boolean same(int id, long[] bits) {
        int base = id * words;
        for (int w = 0; w < words; w++) {
            if (objects[base + w] != bits[w]) {
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
        slots[slot] = (key[id] >>> 32 << 32) | (id + 1L);
    }

    private void grow() {
        if (key.length >= OpenList.MAX_STATES) {
            // state numbers must fit the open list's packed entries
            throw new MemoryBudgetException(what + "'s " + OpenList.MAX_STATES + " states", memory.used()
                    + 1, memory.used());
        }
        int capacity = (int) Math.min(OpenList.MAX_STATES, key.length + (long) (key.length >>> 1));
        boolean rehash = 2L * capacity > slots.length;
        long extra = (long) (capacity - key.length) * bytesPerState() + (rehash ? 8L * 4 * capacity : 0);
        // the largest old array lives on while its copy is made
        long copying = 8L * objects.length;
        memory.take(extra + copying);
        objects = Arrays.copyOf(objects, capacity * words);
        memory.give(copying);
        key = Arrays.copyOf(key, capacity);
        player = Arrays.copyOf(player, capacity);
        g = Arrays.copyOf(g, capacity);
        h = Arrays.copyOf(h, capacity);
        parent = Arrays.copyOf(parent, capacity);
        move = Arrays.copyOf(move, capacity);
        tag = Arrays.copyOf(tag, capacity);
        flag = Arrays.copyOf(flag, capacity);
        if (rehash) {
            memory.give(8L * slots.length);
            slots = new long[Integer.highestOneBit(capacity) * 4];
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
