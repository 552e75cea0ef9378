package org.gridpuzzle.domain.sokoban.internal;

import java.util.function.BooleanSupplier;

/**
 * FESS's packing order, found backwards from the solved position (a box on every goal): take out a box that can be
 * pulled off the goals back to where boxes come from (a cell, no goal, where a box starts; without {@code homeward},
 * onto any cell that is no goal), the player starting beside it and the boxes still on goals standing as walls; of
 * those that can, the one that needs the fewest moves (the box nearest the way out went in last). Filling the goals in
 * the reverse of that order never walls in a goal still empty. When no box gets home (one must be parked and moved
 * again), one pulled onto any cell that is no goal is taken out; goals from which no box can be taken out any more
 * come first, in any order. The packing feature of a state is the length of the order's prefix whose goals all hold
 * boxes.
 * <p>
 * Why home and not just off the goals: in a goal room with free cells around its goals, the nearest cell off the
 * goals is inside the room, and an order built on that fills a goal whose box could only have come through goals
 * filled before it (XSokoban 13 and 22, SokoStation 145, 201 and 297 are solved only with home; some levels whose
 * boxes start among the goals only without it, so the {@link Portfolio} has spaces of both).
 */
final class PackingOrder {

    private PackingOrder() {
    }

    /** Larger floors keep the goals in their own order (the search's tables would grow with the square). */
    static final int MAX_FLOORS = 600;

    /** The goals' floor cells in the order to fill them, boxes pulled home (else only off the goals). */
    static int[] of(SokobanRoom room, boolean homeward) {
        return of(room, homeward, () -> false);
    }

    /**
     * {@link #of}, stopping when {@code stop} says so (read before each pull search: hundreds of goals take n² of
     * them): the goals not taken out by then come first, as goals no box can leave do, so the order is still one.
     */
    static int[] of(SokobanRoom room, boolean homeward, BooleanSupplier stop) {
        int n = room.goals.length;
        if (room.floors > MAX_FLOORS) {
            return room.goals.clone();
        }
        boolean[] filled = new boolean[room.floors];
        for (int g : room.goals) {
            filled[g] = true;
        }
        Pulls pulls = new Pulls(room, homeward);
        int[] removed = new int[n];
        int count = 0;
        boolean stopped = false;
        while (count < n && !stopped) {
            int best = -1;
            int fewest = Integer.MAX_VALUE;
            for (int g : room.goals) {
                if (filled[g] && stop.getAsBoolean()) {
                    stopped = true;
                    best = -1;
                    break;
                }
                if (filled[g]) {
                    int moves = pulls.out(filled, g);
                    if (moves < fewest) {
                        best = g;
                        fewest = moves;
                    }
                }
            }
            if (best < 0) {
                break;
            }
            filled[best] = false;
            removed[count++] = best;
        }
        int[] order = new int[n];
        int k = 0;
        for (int g : room.goals) {
            if (filled[g]) {
                order[k++] = g;
            }
        }
        for (int i = count - 1; i >= 0; i--) {
            order[k++] = removed[i];
        }
        return order;
    }

    /** How many goals of the order, from its first, hold boxes. */
    static int packed(int[] order, byte[] occupied) {
        int k = 0;
        while (k < order.length && occupied[order[k]] != 0) {
            k++;
        }
        return k;
    }

    /** Breadth-first search over (box, player) by walks and pulls, the filled goals as walls. */
    private static final class Pulls {

        /**
         * Pull searches that look for home stop looking once they visited this many states, then only take boxes off
         * the goals: about 0.2 s (Sharpen 55, 162 goals, needs 40 M states and 0.85 s; the other levels of the ten sets
         * and XSokoban at most 0.15 s), as this runs before the search first looks at the clock.
         */
        static final long WORK = 10_000_000L;
        /** What a box that gets off the goals but not home costs beyond its moves (those that get home go first). */
        static final int NOT_HOME = 1 << 20;

        private final SokobanRoom room;
        private final int[] seen;
        private final int[] queue;
        /** Cells no goal where a box starts: a box taken out goes back there. */
        private final boolean[] home;
        /** Whether to look for home: asked to, and some box starts off the goals. */
        private final boolean homeward;
        private long work;
        private int stamp;

        Pulls(SokobanRoom room, boolean homeward) {
            this.room = room;
            this.seen = new int[room.floors * room.floors];
            this.queue = new int[room.floors * room.floors];
            this.home = new boolean[room.floors];
            boolean any = false;
            for (int f = 0; f < room.floors; f++) {
                home[f] = !room.goal[f] && room.level.start().box(room.cellOf[f]);
                any |= home[f];
            }
            this.homeward = homeward && any;
        }

        /**
         * What it takes to pull the box on goal g out: its fewest walks and pulls home; else {@link #NOT_HOME} more,
         * onto any cell that is no goal; MAX_VALUE when it cannot leave the goals. (Any pulls backwards are pushes
         * forwards: the box can come from there, the player ending where the pulls began.)
         */
        int out(boolean[] filled, int g) {
            stamp++;
            int f = room.floors;
            int head = 0;
            int tail = 0;
            for (int d = 0; d < 4; d++) {
                int p = room.step(g, d);
                if (p >= 0 && !filled[p]) {
                    seen[g * f + p] = stamp;
                    queue[tail++] = g * f + p;
                }
            }
            boolean toHome = homeward && work < WORK;
            int off = Integer.MAX_VALUE;
            int levelEnd = tail;
            int moves = 0;
            while (head < tail) {
                if (head == levelEnd) {
                    moves++;
                    levelEnd = tail;
                }
                int s = queue[head++];
                int box = s / f;
                int player = s % f;
                if (!room.goal[box]) {
                    if (!toHome || home[box]) {
                        work += tail;
                        return moves;
                    }
                    off = Math.min(off, NOT_HOME + moves);
                }
                for (int d = 0; d < 4; d++) {
                    int to = room.step(player, d);
                    if (to < 0 || to == box || filled[to] && to != g) { // g is free once its box has left
                        continue;
                    }
                    tail = visit(box * f + to, tail);
                    // a pull: the player steps away from the box, which follows onto the player's cell
                    if (room.step(player, SokobanRoom.opposite(d)) == box) {
                        tail = visit(player * f + to, tail);
                    }
                }
            }
            work += tail;
            return off;
        }

        private int visit(int s, int tail) {
            if (seen[s] != stamp) {
                seen[s] = stamp;
                queue[tail++] = s;
            }
            return tail;
        }
    }
}
