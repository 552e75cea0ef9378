package org.gridpuzzle.domain.sokoban.internal;

import java.util.function.BooleanSupplier;

/**
 * FESS's hotspots (the draft's section 4): a box on Y is a hotspot for a box on X when, with Y a wall, fewer goals
 * can be reached by a lone box from X. The table is built once for all pairs of cells (a reverse push search from
 * each goal per cell Y: a box can leave x along d when the cell behind it is floor, the player free); a state's
 * feature is the number of its pairs of boxes in that relation, kept up to date push by push.
 */
final class Hotspots {

    private final int floors;
    /** hot[X·F + Y] as bits: a box on Y is a hotspot for one on X. */
    private final long[] hot;

    private Hotspots(int floors, long[] hot) {
        this.floors = floors;
        this.hot = hot;
    }

    /** What the table takes. */
    static long bytes(SokobanRoom room) {
        return 8L * (((long) room.floors * room.floors + 63) >>> 6) + 12L * room.floors;
    }

    /** The table of a room, or null when {@code stop} said so while it was built (read once per cell Y). */
    static Hotspots of(SokobanRoom room, BooleanSupplier stop) {
        return of(room, stop, false);
    }

    /** {@link #of} with a test hook: {@code wallOnlyUnderTheBox} lets the player stand on the wall (a mutation). */
    static Hotspots of(SokobanRoom room, BooleanSupplier stop, boolean wallOnlyUnderTheBox) {
        int f = room.floors;
        long[] hot = new long[(int) (((long) f * f + 63) >>> 6)];
        int[] base = reachableGoals(room, -1, new int[f], new int[f], new boolean[f], false);
        int[] count = new int[f];
        int[] queue = new int[f];
        boolean[] seen = new boolean[f];
        for (int y = 0; y < f; y++) {
            if (stop.getAsBoolean()) {
                return null;
            }
            reachableGoals(room, y, count, queue, seen, wallOnlyUnderTheBox);
            for (int x = 0; x < f; x++) {
                if (x != y && count[x] != base[x]) {
                    long bit = (long) x * f + y;
                    hot[(int) (bit >>> 6)] |= 1L << bit;
                }
            }
        }
        return new Hotspots(f, hot);
    }

    /** Whether a box on y is a hotspot for one on x. */
    boolean hot(int x, int y) {
        long bit = (long) x * floors + y;
        return (hot[(int) (bit >>> 6)] >>> bit & 1) != 0;
    }

    /** The hotspot pairs among the boxes. */
    int count(int[] boxes, int n) {
        int pairs = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                pairs += i != j && hot(boxes[i], boxes[j]) ? 1 : 0;
            }
        }
        return pairs;
    }

    /** The boxes that are a hotspot for another box (Festival's count; the draft counts pairs, {@link #count}). */
    int boxes(int[] boxes, int n) {
        int hot = 0;
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                if (i != j && hot(boxes[i], boxes[j])) {
                    hot++;
                    break;
                }
            }
        }
        return hot;
    }

    /** Per box j, into {@code counts}: the other boxes i it is a hotspot for ({@link #boxes} counts those above 0). */
    void counts(int[] boxes, int n, int[] counts) {
        for (int j = 0; j < n; j++) {
            int c = 0;
            for (int i = 0; i < n; i++) {
                c += i != j && hot(boxes[i], boxes[j]) ? 1 : 0;
            }
            counts[j] = c;
        }
    }

    /**
     * {@link #boxes} after box i of a state whose {@link #counts} are given moves from {@code from} to {@code to}
     * ({@code boxes} already holds it on {@code to}): linear, not quadratic, in the boxes.
     */
    int boxesAfter(int[] counts, int[] boxes, int n, int i, int from, int to) {
        int hotBoxes = 0;
        int mine = 0;
        for (int j = 0; j < n; j++) {
            if (j == i) {
                continue;
            }
            int b = boxes[j];
            int c = counts[j] - (hot(from, b) ? 1 : 0) + (hot(to, b) ? 1 : 0);
            hotBoxes += c > 0 ? 1 : 0;
            mine += hot(b, to) ? 1 : 0;
        }
        return hotBoxes + (mine > 0 ? 1 : 0);
    }

    /** The pairs of a state of {@code pairs} pairs after its box i moves from {@code from} to {@code to}. */
    int moved(int pairs, int[] boxes, int n, int i, int from, int to) {
        int now = pairs;
        for (int j = 0; j < n; j++) {
            if (j != i) {
                int other = boxes[j];
                now -= (hot(from, other) ? 1 : 0) + (hot(other, from) ? 1 : 0);
                now += (hot(to, other) ? 1 : 0) + (hot(other, to) ? 1 : 0);
            }
        }
        return now;
    }

    /**
     * For each cell x, the goals a lone box on x can be pushed to with {@code wall} (−1: none) a wall; {@code count}
     * is filled and returned.
     */
    private static int[] reachableGoals(SokobanRoom room, int wall, int[] count, int[] queue, boolean[] seen,
            boolean playerOnWall) {
        java.util.Arrays.fill(count, 0);
        for (int g : room.goals) {
            if (g == wall) {
                continue;
            }
            java.util.Arrays.fill(seen, false);
            seen[g] = true;
            int tail = 0;
            queue[tail++] = g;
            for (int head = 0; head < tail; head++) {
                int y = queue[head];
                count[y]++;
                for (int d = 0; d < 4; d++) {
                    // a push along d brought the box from x onto y, the player behind x
                    int x = room.step(y, SokobanRoom.opposite(d));
                    int behind = x < 0 ? -1 : room.step(x, SokobanRoom.opposite(d));
                    if (behind < 0 || x == wall || behind == wall && !playerOnWall || seen[x]) {
                        continue;
                    }
                    seen[x] = true;
                    queue[tail++] = x;
                }
            }
        }
        return count;
    }
}
