package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.Arrays;

/**
 * What a lone box can do on the empty floor: the cells it can be pushed onto from a start square, the player
 * starting anywhere (breadth first over the box's cell and the player's region around it), and each cell's walks to
 * the nearest goal (the backward search's distance score).
 */
final class LoneBoxReach {

    private LoneBoxReach() {
    }

    /**
     * The cells a lone box on {@code s} can be pushed onto, as a bitset; each is also marked in {@code pushable}.
     * {@code marks} must have no box loaded.
     */
    static long[] from(FloodMarks marks, int s, boolean[] pushable) {
        PlanFloor floor = marks.floor;
        int cells = marks.cells;
        long[] reach = new long[(cells + 63) >>> 6];
        reach[s >>> 6] |= 1L << s;
        int[] queue = new int[2 * cells * 4];
        int base = marks.last();
        int tail = 0;
        for (int d = 0; d < 4; d++) {
            int x = floor.step(s, d);
            if (x >= 0 && !marks.metSince(s, x, base)) {
                int id = marks.fresh();
                marks.flood(x, s, id);
                queue = room(queue, tail);
                queue[tail++] = s;
                queue[tail++] = id;
            }
        }
        for (int head = 0; head < tail;) {
            int c = queue[head++];
            int r = queue[head++];
            for (int d = 0; d < 4; d++) {
                int behind = floor.step(c, PlanFloor.opposite(d));
                int to = floor.step(c, d);
                if (behind < 0 || to < 0 || !marks.reached(c, behind, r) || marks.metSince(to, c, base)) {
                    continue;
                }
                int id = marks.fresh();
                marks.flood(c, to, id);
                queue = room(queue, tail);
                queue[tail++] = to;
                queue[tail++] = id;
                reach[to >>> 6] |= 1L << to;
                pushable[to] = true;
            }
        }
        return reach;
    }

    private static int[] room(int[] queue, int tail) {
        return tail + 2 <= queue.length ? queue : Arrays.copyOf(queue, 2 * queue.length);
    }

    /** Walks from each cell to its nearest goal over the empty floor (0 where none is reached). */
    static int[] goalDistances(PlanFloor floor) {
        int[] distance = new int[floor.floors];
        Arrays.fill(distance, -1);
        int[] q = new int[floor.floors];
        int tail = 0;
        for (int x = 0; x < floor.floors; x++) {
            if (floor.goal[x]) {
                distance[x] = 0;
                q[tail++] = x;
            }
        }
        for (int head = 0; head < tail; head++) {
            int x = q[head];
            for (int d = 0; d < 4; d++) {
                int y = floor.step(x, d);
                if (y >= 0 && distance[y] < 0) {
                    distance[y] = distance[x] + 1;
                    q[tail++] = y;
                }
            }
        }
        for (int x = 0; x < floor.floors; x++) {
            distance[x] = Math.max(distance[x], 0);
        }
        return distance;
    }
}
