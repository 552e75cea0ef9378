package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;
import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;

/**
 * FESS's out-of-plan feature: boxes standing where the packing plan is about to wall them off. With the first k steps
 * of the packing plan done (the state's packing feature; for an order, its first k goals filled), step k is done next;
 * once it is, every other box must still reach one of the squares later steps bring a box to from outside, with the
 * squares then planned to hold boxes standing as walls. A box from whose cell no lone box can be pushed to any of
 * those (pulls from them, the player free) is out of plan, except one: it may be the box that step k takes. The
 * search moves such boxes out first (its advisor) rather than pack into a dead end.
 */
final class OutOfPlan {

    /** stranded[k]: the floor cells (a bitset) from which no box reaches a square after step k, as above. */
    private final long[][] stranded;
    private final int steps;

    private OutOfPlan(long[][] stranded, int steps) {
        this.stranded = stranded;
        this.steps = steps;
    }

    /** What the tables of {@link #of} take. */
    static long bytes(SokobanRoom room, PackingPlan plan) {
        return 8L * plan.steps() * ((room.floors + 63) >>> 6) + 16L * plan.steps();
    }

    /**
     * The tables of the room's packing plan: one reverse search per step, linear in the floor. With k steps done, the
     * squares planned to hold boxes once step k is done too stand as walls, and the squares of later steps that take
     * a box from outside are where a box must still get to.
     */
    static OutOfPlan of(SokobanRoom room, PackingPlan plan) {
        int n = plan.steps();
        int words = (room.floors + 63) >>> 6;
        long[][] stranded = new long[n][words];
        boolean[] wall = new boolean[room.floors];
        boolean[] reached = new boolean[room.floors];
        int[] queue = new int[room.floors];
        for (int k = 0; k < n; k++) {
            plan.planned(k + 1, wall);
            Arrays.fill(reached, false);
            int tail = 0;
            for (int j = k + 1; j < n; j++) {
                int t = plan.target(j);
                if (plan.source(j) == PackingPlan.OUTSIDE && !reached[t] && !wall[t]) {
                    reached[t] = true;
                    queue[tail++] = t;
                }
            }
            for (int head = 0; head < tail; head++) {
                int y = queue[head];
                for (int d = 0; d < 4; d++) {
                    // a push along d brought the box from x onto y, the player standing behind x
                    int x = room.step(y, SokobanRoom.opposite(d));
                    int behind = x < 0 ? -1 : room.step(x, SokobanRoom.opposite(d));
                    if (behind < 0 || wall[x] || wall[behind] || reached[x]) {
                        continue;
                    }
                    reached[x] = true;
                    queue[tail++] = x;
                }
            }
            for (int f = 0; f < room.floors; f++) {
                if (!reached[f] && !wall[f]) {
                    stranded[k][f >>> 6] |= 1L << f;
                }
            }
        }
        return new OutOfPlan(stranded, n);
    }

    /** The out-of-plan boxes of a state whose first {@code packed} steps of the plan are done. */
    int count(int packed, int[] boxes, int boxCount) {
        if (packed >= steps) {
            return 0;
        }
        long[] cells = stranded[packed];
        int out = 0;
        for (int i = 0; i < boxCount; i++) {
            int b = boxes[i];
            out += (int) (cells[b >>> 6] >>> b) & 1;
        }
        return Math.max(0, out - 1);
    }
}
