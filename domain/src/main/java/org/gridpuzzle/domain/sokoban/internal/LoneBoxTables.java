package org.gridpuzzle.domain.sokoban.internal;

/**
 * Facts about one box on the empty floor that FESS's explorer and opener advisors ask ({@link ForwardAdvisors}),
 * each found the first time it is asked and kept: whether a box moved from one square to another could be pushed back
 * (the player starting on any side), and the walking distances from a square.
 */
final class LoneBoxTables {

    private final SokobanRoom room;
    private final BoxPaths paths;
    private final byte[] empty;
    private final boolean[] open;
    private final int[] found;
    private final int[] pushes;
    private final int words;
    /** Per square: the squares a lone box on it reaches (a bitset), or null before it is asked. */
    private final long[][] reach;
    /** Per square: the walking distances from it, or null before it is asked. */
    private final int[][] walk;

    LoneBoxTables(SokobanRoom room) {
        this.room = room;
        this.paths = new BoxPaths(room);
        this.empty = new byte[room.floors];
        this.open = new boolean[room.floors];
        this.found = new int[4 * room.floors];
        this.pushes = new int[4 * room.floors];
        this.words = (room.floors + 63) >>> 6;
        this.reach = new long[room.floors][];
        this.walk = new int[room.floors][];
    }

    /** What the tables may take at most. */
    static long bytes(SokobanRoom room) {
        long floors = room.floors;
        return floors * (8L * ((floors + 63) >>> 6) + 4L * floors) + 40L * floors;
    }

    /** Whether a lone box on {@code to} can be pushed back to {@code from}, the player starting on any side. */
    boolean reversible(int from, int to) {
        if (reach[to] == null) {
            long[] bits = new long[words];
            empty[to] = 1;
            for (int d = 0; d < 4; d++) {
                int side = room.step(to, d);
                if (side >= 0) {
                    int n = paths.reachable(empty, to, side, open, Integer.MAX_VALUE, found, pushes);
                    for (int k = 0; k < n; k++) {
                        int c = found[k] >>> 2;
                        bits[c >>> 6] |= 1L << c;
                    }
                }
            }
            empty[to] = 0;
            reach[to] = bits;
        }
        return (reach[to][from >>> 6] >>> from & 1) != 0;
    }

    /** The walking distance between two squares on the empty floor ({@link Integer#MAX_VALUE}: none). */
    int walk(int from, int to) {
        if (walk[from] == null) {
            int[] d = new int[room.floors];
            java.util.Arrays.fill(d, Integer.MAX_VALUE);
            int[] queue = new int[room.floors];
            int head = 0;
            int tail = 0;
            d[from] = 0;
            queue[tail++] = from;
            while (head < tail) {
                int c = queue[head++];
                for (int dir = 0; dir < 4; dir++) {
                    int n = room.step(c, dir);
                    if (n >= 0 && d[n] == Integer.MAX_VALUE) {
                        d[n] = d[c] + 1;
                        queue[tail++] = n;
                    }
                }
            }
            walk[from] = d;
        }
        return walk[from][to];
    }

    /**
     * The openers' move ({@link OpenerAdvisor}, {@link HottestOpenerAdvisor}): of the boxes with a move {@code allowed}
     * lets through, the one nearest {@code square} by walking (the lower cell when equal), moved farthest from it
     * (ties by the order); −1 when no move is allowed.
     */
    int awayFrom(int square, ForwardAdvisors moves, java.util.function.IntPredicate allowed) {
        int nearest = -1;
        int nearestWalk = Integer.MAX_VALUE;
        for (int c = 0; c < moves.count(); c++) {
            int b = moves.from(c);
            int w = walk(square, b);
            if (allowed.test(c) && (w < nearestWalk || w == nearestWalk && b < nearest)) {
                nearest = b;
                nearestWalk = w;
            }
        }
        int best = -1;
        for (int c = 0; c < moves.count(); c++) {
            if (moves.from(c) == nearest && allowed.test(c) && (best < 0
                    || walk(square, moves.to(c)) > walk(square, moves.to(best))
                    || walk(square, moves.to(c)) == walk(square, moves.to(best)) && moves.score(c) > moves.score(best))) {
                best = c;
            }
        }
        return best;
    }
}
