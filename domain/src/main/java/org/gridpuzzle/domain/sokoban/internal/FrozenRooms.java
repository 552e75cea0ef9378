package org.gridpuzzle.domain.sokoban.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.domain.search.internal.LongArrayKey;
import org.gridpuzzle.domain.search.internal.MemoryAccount;

/**
 * The rooms a search meets as boxes freeze on their goals: for each set of frozen boxes, the level's distances and
 * dead squares with those boxes as walls ({@link SokobanRoom#SokobanRoom(SokobanRoom, boolean[])}). A goal room whose
 * entrance was filled first shows up at once: the boxes outside can reach no free goal. Set 0 is the level itself.
 * At most {@value #MAX_ROOMS} rooms are kept; beyond that a state keeps its parent's (weaker, still true) room.
 */
final class FrozenRooms {

    static final int MAX_ROOMS = 256;

    private final SokobanRoom base;
    private final MemoryAccount memory;
    private final List<SokobanRoom> rooms = new ArrayList<>();
    private final List<long[]> sets = new ArrayList<>();
    private final Map<LongArrayKey, Integer> index = new HashMap<>();

    FrozenRooms(SokobanRoom base, MemoryAccount memory) {
        this.base = base;
        this.memory = memory;
        long[] none = new long[(base.floors + 63) >>> 6];
        rooms.add(base);
        sets.add(none);
        index.put(new LongArrayKey(none), 0);
    }

    SokobanRoom room(int set) {
        return rooms.get(set);
    }

    /** The set of {@code set}'s boxes and the group {@code freeze} just found frozen on goals. */
    int with(int set, FreezeDeadlock freeze) {
        long[] bits = sets.get(set).clone();
        boolean grown = false;
        for (int i = 0; i < freeze.frozenOnGoals(); i++) {
            int f = freeze.frozenBox(i);
            grown |= (bits[f >>> 6] & 1L << f) == 0;
            bits[f >>> 6] |= 1L << f;
        }
        return grown ? lookUp(set, bits) : set;
    }

    /** The set of {@code set}'s boxes and a box placed for good on goal cell f (by a goal macro). */
    int with(int set, int f) {
        long[] bits = sets.get(set);
        if ((bits[f >>> 6] & 1L << f) != 0) {
            return set;
        }
        bits = bits.clone();
        bits[f >>> 6] |= 1L << f;
        return lookUp(set, bits);
    }

    /** The room of a grown set: known, new, or (when full) the parent's. */
    private int lookUp(int set, long[] bits) {
        Integer known = index.get(new LongArrayKey(bits));
        if (known != null) {
            return known;
        }
        if (rooms.size() >= MAX_ROOMS) {
            return set;
        }
        memory.take(base.bytes());
        boolean[] frozen = new boolean[base.floors];
        for (int f = 0; f < base.floors; f++) {
            frozen[f] = (bits[f >>> 6] & 1L << f) != 0;
        }
        int id = rooms.size();
        rooms.add(new SokobanRoom(base, frozen));
        sets.add(bits);
        index.put(new LongArrayKey(bits), id);
        return id;
    }
}
