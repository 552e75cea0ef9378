package org.gridpuzzle.domain.floodit.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudgetException;

/**
 * The closed/open node store of the exact Fixed search: every state a bitset of {@code words} longs kept
 * in chunked primitive arrays beside its parent, last colour, depth and a flag, and found again through an
 * open-addressing hash table of node indices. About 8·words + 23 bytes per node instead of the ~150 of
 * boxed nodes in a HashMap, and no copying of the state data when the table grows.
 */
final class StateTable {

    /** A chunk's states take at most 2^22 longs (32 MiB), whatever the width of a state. */
    private static final int CHUNK_LONGS_BITS = 22;
    private static final int BYTES_PER_NODE_OVERHEAD = 4 + 1 + 4 + 8 * 10 / 6;

    private final int words;
    private final int chunkBits;
    private final int chunk;
    private final int chunkMask;
    private final MemoryAccount memory;
    private long[][] states = new long[16][];
    private int[][] parents = new int[16][];
    private byte[][] colours = new byte[16][];
    private int[][] depths = new int[16][];
    private int count;
    // A slot holds the state's hash in the high half and node index + 1 in the low half (0 = empty), so
    // most probes that miss never touch the state data.
    private long[] slots = new long[1 << 12];
    private int mask = slots.length - 1;
    private int missHash;
    private int missSlot = -1;

    /** @param memory charged as the table grows; it throws {@link MemoryBudgetException} when the budget is spent */
    StateTable(int words, MemoryAccount memory) {
        this.words = words;
        this.chunkBits = Math.max(0, Math.min(16, CHUNK_LONGS_BITS - (32 - Integer.numberOfLeadingZeros(words - 1))));
        this.chunk = 1 << chunkBits;
        this.chunkMask = chunk - 1;
        this.memory = memory;
        memory.take(slots.length * 8L);
    }

    /** Forgets every node but keeps the memory, for a table reused layer after layer. */
    void clear() {
        count = 0;
        missSlot = -1;
        Arrays.fill(slots, 0);
    }

    int size() {
        return count;
    }

    /** The node index holding this state, or -1 (then {@link #add} reuses the free slot found here). */
    int find(long[] state) {
        int hash = hash(state);
        int slot = hash & mask;
        while (true) {
            long entry = slots[slot];
            if (entry == 0) {
                missHash = hash;
                missSlot = slot;
                return -1;
            }
            int node = (int) entry - 1;
            if ((int) (entry >>> 32) == hash && sameState(node, state)) {
                return node;
            }
            slot = (slot + 1) & mask;
        }
    }

    /** Adds a state (best right after {@link #find} missed it); returns its node index. */
    int add(long[] state, int parent, int colour, int depth, boolean forced) {
        int hash = hash(state);
        if (missSlot < 0 || hash != missHash || slots[missSlot] != 0) {
            // Not right after a missed find: the first free slot of the probe sequence (a state added
            // twice, as the beam's record of kept states may do, is then simply stored twice).
            missSlot = hash & mask;
            while (slots[missSlot] != 0) {
                missSlot = (missSlot + 1) & mask;
            }
        }
        int node = count;
        int c = node >>> chunkBits;
        if (c == states.length || states[c] == null || parents[c].length == (node & chunkMask)) {
            ensureChunk(c);
        }
        System.arraycopy(state, 0, states[c], (node & chunkMask) * words, words);
        count++;
        set(node, parent, colour, depth, forced);
        slots[missSlot] = ((long) hash << 32) | (node + 1L);
        missSlot = -1;
        if (count * 10L > slots.length * 6L) {
            rehash();
        }
        return node;
    }

    /** Records a (shorter) way to a node. */
    void set(int node, int parent, int colour, int depth, boolean forced) {
        int c = node >>> chunkBits;
        int at = node & chunkMask;
        parents[c][at] = parent;
        colours[c][at] = (byte) (forced ? colour | 0x80 : colour);
        depths[c][at] = depth;
    }

    void copyState(int node, long[] into) {
        System.arraycopy(states[node >>> chunkBits], (node & chunkMask) * words, into, 0, words);
    }

    int parent(int node) {
        return parents[node >>> chunkBits][node & chunkMask];
    }

    int colour(int node) {
        return colours[node >>> chunkBits][node & chunkMask] & 0x3f;
    }

    boolean forced(int node) {
        return colours[node >>> chunkBits][node & chunkMask] < 0;
    }

    int depth(int node) {
        return depths[node >>> chunkBits][node & chunkMask];
    }

    /** The colours played on the way from the root to a node. */
    List<Integer> colours(int node) {
        List<Integer> out = new ArrayList<>();
        for (int x = node; parent(x) >= 0; x = parent(x)) {
            out.add(colour(x));
        }
        Collections.reverse(out);
        return out;
    }

    private boolean sameState(int node, long[] state) {
        long[] data = states[node >>> chunkBits];
        int base = (node & chunkMask) * words;
        for (int x = 0; x < words; x++) {
            if (data[base + x] != state[x]) {
                return false;
            }
        }
        return true;
    }

    /** Allocates a chunk, or doubles the first one: small searches should not pay for a whole chunk. */
    private void ensureChunk(int c) {
        if (c == states.length) {
            int n = c * 2;
            states = Arrays.copyOf(states, n);
            parents = Arrays.copyOf(parents, n);
            colours = Arrays.copyOf(colours, n);
            depths = Arrays.copyOf(depths, n);
        }
        int old = states[c] == null ? 0 : parents[c].length;
        int length = old == 0 ? (c == 0 ? Math.min(256, chunk) : chunk) : Math.min(chunk, 2 * old);
        memory.take((length - old) * (8L * words + BYTES_PER_NODE_OVERHEAD));
        states[c] = old == 0 ? new long[length * words] : Arrays.copyOf(states[c], length * words);
        parents[c] = old == 0 ? new int[length] : Arrays.copyOf(parents[c], length);
        colours[c] = old == 0 ? new byte[length] : Arrays.copyOf(colours[c], length);
        depths[c] = old == 0 ? new int[length] : Arrays.copyOf(depths[c], length);
    }

    private void rehash() {
        long[] old = slots;
        memory.take(old.length * 8L);
        slots = new long[old.length * 2];
        mask = slots.length - 1;
        for (long entry : old) {
            if (entry != 0) {
                int slot = (int) (entry >>> 32) & mask;
                while (slots[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                slots[slot] = entry;
            }
        }
    }

    private static int hash(long[] state) {
        long h = 0x9E3779B97F4A7C15L;
        for (long w : state) {
            h = (h ^ w) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        return (int) (h ^ (h >>> 32));
    }
}
