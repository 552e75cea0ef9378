package org.gridpuzzle.domain.sokoban;

import java.util.Arrays;

/**
 * FESS's out-of-plan feature: boxes standing where the packing plan is about to wall them off. With the first k goals
 * of the packing order filled (the state's packing feature), goal k is filled next; once it is, every other box must
 * still reach one of the goals after it, with the goals filled so far standing as walls. A box from whose cell no lone
 * box can be pushed to any of those goals (pulls from them, the player free) is out of plan, except one: it may be the
 * box that goal k takes. The search moves such boxes out first (its advisor) rather than pack into a dead end.
 */
final class OutOfPlan {

    /** stranded[k]: the floor cells (a bitset) from which no box reaches a goal after k, goals 0..k standing as walls. */
    private final long[][] stranded;
    private final int[] order;

    private OutOfPlan(long[][] stranded, int[] order) {
        this.stranded = stranded;
        this.order = order;
    }

    /** What the tables of {@link #of} take. */
    static long bytes(SokobanRoom room, int[] order) {
        return 8L * order.length * ((room.floors + 63) >>> 6) + 16L * order.length;
    }

    /** The tables of the room's packing order: one reverse search per goal of it, linear in the floor. */
    static OutOfPlan of(SokobanRoom room, int[] order) {
        int n = order.length;
        int words = (room.floors + 63) >>> 6;
        long[][] stranded = new long[n][words];
        boolean[] wall = new boolean[room.floors];
        boolean[] reached = new boolean[room.floors];
        int[] queue = new int[room.floors];
        for (int k = 0; k < n; k++) {
            wall[order[k]] = true;
            Arrays.fill(reached, false);
            int tail = 0;
            for (int j = k + 1; j < n; j++) {
                reached[order[j]] = true;
                queue[tail++] = order[j];
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
        return new OutOfPlan(stranded, order);
    }

    /** The out-of-plan boxes of a state whose first {@code packed} goals of the order are filled. */
    int count(int packed, int[] boxes, int boxCount) {
        if (packed >= order.length) {
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
