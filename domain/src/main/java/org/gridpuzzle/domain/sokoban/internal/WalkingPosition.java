package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.domain.grid.Direction;

/**
 * The position {@link FewerMoves}' passes work on (the box index on each cell, each box's cell) and the shortest walks
 * around its boxes, breadth first over primitive scratch arrays; every walk counts its cells as work.
 */
final class WalkingPosition {

    final SokobanLevel level;
    /** The cell offset of a step in each direction (by {@link Direction#ordinal}). */
    final int[] offset = new int[4];
    /** The box index on each cell (−1: none); a pass may mark a cell taken with any other non-negative value. */
    final int[] at;
    /** Each box's cell. */
    int[] boxes;

    private final PassWork work;
    private final int[] seen;
    private final int[] distance;
    private final int[] queue;
    private int stamp;

    WalkingPosition(SokobanLevel level, PassWork work) {
        this.level = level;
        this.work = work;
        for (Direction d : Direction.values()) {
            offset[d.ordinal()] = d.dRow() * level.cols() + d.dCol();
        }
        int cells = level.cells();
        this.at = new int[cells];
        this.seen = new int[cells];
        this.distance = new int[cells];
        this.queue = new int[cells];
    }

    /** The working position: these boxes (null: the level's start). */
    void load(int[] cellsOfBoxes) {
        if (boxes != null) {
            for (int c : boxes) {
                at[c] = -1;
            }
        } else {
            Arrays.fill(at, -1);
        }
        if (cellsOfBoxes == null) {
            List<Integer> start = new ArrayList<>();
            for (int c = 0; c < level.cells(); c++) {
                if (level.start().box(c)) {
                    start.add(c);
                }
            }
            cellsOfBoxes = start.stream().mapToInt(Integer::intValue).toArray();
        }
        boxes = cellsOfBoxes.clone();
        for (int i = 0; i < boxes.length; i++) {
            at[boxes[i]] = i;
        }
    }

    /** Pushes the box on {@code cell} in direction d in the working position; false when it cannot go. */
    boolean push(int cell, int d) {
        int i = at[cell];
        int ahead = cell + offset[d];
        if (i < 0 || level.wall(ahead) || at[ahead] >= 0) {
            return false;
        }
        at[cell] = -1;
        at[ahead] = i;
        boxes[i] = ahead;
        return true;
    }

    /** The fewest steps from a to b around the working position's boxes; −1 when none or more than {@code cap}. */
    int walkLength(int a, int b, long cap) {
        if (a == b) {
            return 0;
        }
        if (level.wall(b) || at[b] >= 0) {
            return -1;
        }
        stamp++;
        int head = 0;
        int tail = 0;
        seen[a] = stamp;
        distance[a] = 0;
        queue[tail++] = a;
        int length = -1;
        search:
        while (head < tail) {
            int c = queue[head++];
            if (distance[c] >= cap) {
                break;
            }
            for (int d = 0; d < 4; d++) {
                int n = c + offset[d];
                if (seen[n] != stamp && !level.wall(n) && at[n] < 0) {
                    if (n == b) {
                        length = distance[c] + 1 <= cap ? distance[c] + 1 : -1;
                        break search;
                    }
                    seen[n] = stamp;
                    distance[n] = distance[c] + 1;
                    queue[tail++] = n;
                }
            }
        }
        work.add(tail);
        return length;
    }

    /** The walks from y to the four cells around x (−1 where none), the working position's boxes in the way. */
    void walksAround(int y, int x, int[] reach) {
        stamp++;
        int head = 0;
        int tail = 0;
        seen[y] = stamp;
        distance[y] = 0;
        queue[tail++] = y;
        int found = 0;
        Arrays.fill(reach, -1);
        for (int d = 0; d < 4; d++) {
            if (x - offset[d] == y) {
                reach[d] = 0;
                found++;
            }
        }
        while (head < tail && found < 4) {
            int c = queue[head++];
            for (int d = 0; d < 4; d++) {
                int n = c + offset[d];
                if (seen[n] != stamp && !level.wall(n) && at[n] < 0) {
                    seen[n] = stamp;
                    distance[n] = distance[c] + 1;
                    queue[tail++] = n;
                    for (int b = 0; b < 4; b++) {
                        if (x - offset[b] == n) {
                            reach[b] = distance[n];
                            found++;
                        }
                    }
                }
            }
        }
        work.add(tail);
    }

    /**
     * Appends a shortest walk from a to b around the working position's boxes (there is one: the plan plays). It is
     * searched from a until it reaches b (a search of the whole floor for each push took 0.3 s for 4,000 pushes).
     */
    void walkTo(int a, int b, StringBuilder sb) {
        if (a == b) {
            return;
        }
        stamp++;
        int head = 0;
        int tail = 0;
        seen[a] = stamp;
        queue[tail++] = a;
        search:
        while (head < tail) {
            int c = queue[head++];
            for (int d = 0; d < 4; d++) {
                int n = c + offset[d];
                if (seen[n] != stamp && !level.wall(n) && at[n] < 0) {
                    seen[n] = stamp;
                    distance[n] = d; // the step that reached n
                    queue[tail++] = n;
                    if (n == b) {
                        break search;
                    }
                }
            }
        }
        work.add(tail);
        int steps = 0;
        for (int c = b; c != a; c -= offset[distance[c]]) {
            steps++;
        }
        char[] walk = new char[steps];
        for (int c = b, i = steps - 1; c != a; c -= offset[distance[c]], i--) {
            walk[i] = Direction.values()[distance[c]].letter();
        }
        sb.append(walk);
    }
}
