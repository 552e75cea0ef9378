package org.gridpuzzle.domain.floodit.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.gridpuzzle.domain.search.internal.MemoryAccount;

/**
 * The way back of a layered search: each entry is a move (its parent entry and colour), 5 bytes, so the
 * search may drop the states of a layer once the next one is chosen.
 */
final class MoveLog {

    private final MemoryAccount memory;
    private int[] parents = new int[256];
    private byte[] colours = new byte[256];
    private int count;

    MoveLog(MemoryAccount memory) {
        this.memory = memory;
        memory.take(256 * 5L);
    }

    /** Appends a move after entry {@code parent} (-1 for the start); returns the new entry. */
    int add(int parent, int colour) {
        if (count == parents.length) {
            memory.take(count * 5L);
            parents = Arrays.copyOf(parents, count * 2);
            colours = Arrays.copyOf(colours, count * 2);
        }
        parents[count] = parent;
        colours[count] = (byte) colour;
        return count++;
    }

    /** The colours from the start to entry {@code entry} (none for -1). */
    List<Integer> colours(int entry) {
        List<Integer> out = new ArrayList<>();
        for (int x = entry; x >= 0; x = parents[x]) {
            out.add((int) colours[x]);
        }
        Collections.reverse(out);
        return out;
    }
}
