package org.gridpuzzle.domain.snowman;

import java.util.Arrays;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.planning.FloorMap;

/**
 * A level's floor cells numbered 0..F−1 with their neighbours, and how far a lone ball can be moved: every ball
 * move needs the character on the cell behind the ball and free floor ahead, so {@code distance(a, c)} counts the
 * moves of a ball from a to c with the other balls ignored (a lower bound on its real moves), and
 * {@code roundTrip(c)} the moves of a ball that leaves c and comes back.
 */
final class SnowmanFloor {

    static final int FAR = Integer.MAX_VALUE / 8;
    static final Direction[] DIRECTIONS = Direction.values();

    final SnowmanLevel level;
    final int floors;
    final int[] cellOf;
    final int[] floorOf;
    private final int[] step;
    private final int[] distance;
    private final int[] roundTrip;

    SnowmanFloor(SnowmanLevel level) {
        this.level = level;
        FloorMap map = new FloorMap(level.rows(), level.cols(), level::wall);
        floors = map.size();
        cellOf = new int[floors];
        floorOf = new int[level.rows() * level.cols()];
        for (int cell = 0; cell < floorOf.length; cell++) {
            floorOf[cell] = map.index(cell);
        }
        step = new int[4 * floors];
        for (int f = 0; f < floors; f++) {
            cellOf[f] = map.cell(f);
            for (int d = 0; d < 4; d++) {
                step[4 * f + d] = map.next(f, DIRECTIONS[d]);
            }
        }
        distance = new int[floors * floors];
        roundTrip = new int[floors];
        int[] queue = new int[floors];
        for (int a = 0; a < floors; a++) {
            int[] row = new int[floors];
            Arrays.fill(row, FAR);
            row[a] = 0;
            int head = 0;
            int tail = 0;
            queue[tail++] = a;
            int back = FAR;
            while (head < tail) {
                int x = queue[head++];
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
            System.arraycopy(row, 0, distance, a * floors, floors);
            roundTrip[a] = back;
        }
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

    /** The fewest moves of a lone ball from a to c ({@link #FAR}: never). */
    int distance(int a, int c) {
        return distance[a * floors + c];
    }

    /** The fewest moves of a lone ball that leaves c and comes back to it ({@link #FAR}: it cannot leave). */
    int roundTrip(int c) {
        return roundTrip[c];
    }
}
