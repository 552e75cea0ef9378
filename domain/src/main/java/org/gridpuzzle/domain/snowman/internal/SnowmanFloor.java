package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanLevel;
import java.util.Arrays;
import org.gridpuzzle.domain.grid.Direction;

/**
 * A level's floor cells numbered 0..F−1 with their neighbours, and how far a lone ball can be moved: every ball
 * move needs the character on the cell behind the ball and free floor ahead, so {@code roundTrip(c)} counts the
 * moves of a ball that leaves c and comes back with the other balls ignored (a lower bound on its real moves).
 */
final class SnowmanFloor {

    static final int FAR = Integer.MAX_VALUE / 8;
    private static final int UNKNOWN = -1;
    static final Direction[] DIRECTIONS = Direction.values();

    final SnowmanLevel level;
    final int floors;
    final int[] cellOf;
    final int[] floorOf;
    private final int[] step;

    /** roundTrip[c], found when first asked for ({@link #UNKNOWN} until then). */
    private final int[] roundTrip;
    private final int[] queue;
    private final int[] row;

    SnowmanFloor(SnowmanLevel level) {
        this.level = level;
        // numbered as FloorMap numbers them, without its per-cell arrays and graph (half a million cells: seconds
        // of set-up on a busy machine, for tables the search does not read)
        floorOf = new int[level.rows() * level.cols()];
        int count = 0;
        for (int cell = 0; cell < floorOf.length; cell++) {
            floorOf[cell] = level.wall(cell) ? -1 : count++;
        }
        floors = count;
        cellOf = new int[floors];
        step = new int[4 * floors];
        for (int cell = 0; cell < floorOf.length; cell++) {
            int f = floorOf[cell];
            if (f < 0) {
                continue;
            }
            cellOf[f] = cell;
            for (int d = 0; d < 4; d++) {
                // the border is wall, so a floor cell's neighbours are all inside the level
                step[4 * f + d] = floorOf[level.next(cell, DIRECTIONS[d])];
            }
        }
        roundTrip = new int[floors];
        Arrays.fill(roundTrip, UNKNOWN);
        queue = new int[floors];
        row = new int[floors];
    }

    /** The floor cell next to f in direction d, or −1 for a wall. */
    int step(int f, int d) {
        return step[4 * f + d];
    }

    /** Where a ball on f goes when moved in direction d with nothing in the way, or −1 when it cannot. */
    int movedTo(int f, int d) {
        int behind = step(f, d ^ 2);
        return behind < 0 ? -1 : step(f, d);
    }

    /**
     * The fewest moves of a lone ball that leaves c and comes back to it ({@link #FAR}: it cannot leave), by a search
     * from c the first time it is asked for: a level of F floor cells asks for few of them, and all of them at once
     * took F² steps before the first state (21,904 cells: seconds, and the F² table of lone-ball distances 1.9 GB).
     */
    int roundTrip(int c) {
        if (roundTrip[c] == UNKNOWN) {
            roundTrip[c] = searchRoundTrip(c);
        }
        return roundTrip[c];
    }

    private int searchRoundTrip(int a) {
        Arrays.fill(row, FAR);
        row[a] = 0;
        int head = 0;
        int tail = 0;
        queue[tail++] = a;
        int back = FAR;
        while (head < tail) {
            int x = queue[head++];
            if (row[x] + 1 >= back) {
                break; // breadth-first: no later cell comes back sooner
            }
            for (int d = 0; d < 4; d++) {
                int y = movedTo(x, d);
                if (y < 0) {
                    continue;
                }
                if (y == a) {
                    back = Math.min(back, row[x] + 1);
                }
                if (row[y] == FAR) {
                    row[y] = row[x] + 1;
                    queue[tail++] = y;
                }
            }
        }
        return back;
    }

}
