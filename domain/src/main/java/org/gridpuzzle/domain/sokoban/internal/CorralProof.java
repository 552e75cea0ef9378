package org.gridpuzzle.domain.sokoban.internal;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.gridpuzzle.domain.search.internal.LongArrayKey;

/**
 * The small search that proves a corral lost ({@link CorralDeadlocks}): the fence's boxes alone, every other box
 * dropped, pushed breadth first from the player's cell until the player gets into the corral, every box stands on a
 * goal, or no state is left (dead).
 */
final class CorralProof {

    private final SokobanRoom room;
    private final Corrals corrals;
    private final int[] marks;
    private final int[] queue;
    private final byte[] sub;
    private final FreezeDeadlock freeze;
    private int markStamp;

    CorralProof(SokobanRoom room, Corrals corrals) {
        this.room = room;
        this.corrals = corrals;
        this.marks = new int[room.floors];
        this.queue = new int[room.floors];
        this.sub = new byte[room.floors];
        this.freeze = new FreezeDeadlock(room);
    }

    /**
     * Breadth-first over the fence's boxes alone from the player's cell: true when it runs out of states without
     * the player entering the corral just met or every box standing on a goal.
     */
    boolean dead(int[] start, int player) {
        Set<LongArrayKey> seen = new HashSet<>();
        ArrayDeque<int[]> open = new ArrayDeque<>();
        int[] first = Arrays.copyOf(start, start.length + 1);
        first[start.length] = player;
        open.add(first);
        while (!open.isEmpty()) {
            int[] s = open.poll();
            int n = s.length - 1;
            Arrays.fill(sub, (byte) 0);
            boolean solved = true;
            for (int i = 0; i < n; i++) {
                sub[s[i]] = 1;
                solved &= room.goal[s[i]];
            }
            if (solved) {
                return false;
            }
            int least = flood(s[n]);
            if (!seen.add(new LongArrayKey(key(Arrays.copyOf(s, n), least)))) {
                continue;
            }
            if (seen.size() > CorralDeadlocks.PROOF_LIMIT) {
                return false;
            }
            for (int x = 0; x < room.floors; x++) {
                if (marks[x] == markStamp && corrals.inside(x)) {
                    return false; // the player gets into the corral: it is open
                }
            }
            for (int i = 0; i < n; i++) {
                int b = s[i];
                for (int d = 0; d < 4; d++) {
                    int behind = room.step(b, SokobanRoom.opposite(d));
                    int to = room.step(b, d);
                    if (behind < 0 || marks[behind] != markStamp || to < 0 || sub[to] != 0 || room.dead[to]) {
                        continue;
                    }
                    sub[b] = 0;
                    sub[to] = 1;
                    boolean frozen = freeze.after(sub, to);
                    sub[to] = 0;
                    sub[b] = 1;
                    if (frozen) {
                        continue;
                    }
                    int[] child = s.clone();
                    child[i] = to;
                    child[n] = b;
                    Arrays.sort(child, 0, n);
                    open.add(child);
                }
            }
        }
        return true;
    }

    /** Marks the player's region among the boxes in {@link #sub} from {@code from}; returns its smallest cell. */
    private int flood(int from) {
        return room.flood(from, sub, marks, ++markStamp, queue);
    }

    private static long[] key(int[] boxes, int least) {
        long[] key = new long[boxes.length + 1];
        for (int i = 0; i < boxes.length; i++) {
            key[i] = boxes[i];
        }
        key[boxes.length] = -1 - least;
        return key;
    }

    /** The player's region among these boxes alone, from {@code player}, as a bitset over the floor cells. */
    long[] region(int[] boxes, int player) {
        Arrays.fill(sub, (byte) 0);
        for (int b : boxes) {
            sub[b] = 1;
        }
        flood(player);
        long[] region = new long[(room.floors + 63) >>> 6];
        for (int x = 0; x < room.floors; x++) {
            if (marks[x] == markStamp) {
                region[x >>> 6] |= 1L << x;
            }
        }
        return region;
    }
}
