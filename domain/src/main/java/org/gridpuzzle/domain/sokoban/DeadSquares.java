package org.gridpuzzle.domain.sokoban;

import java.util.ArrayDeque;
import org.gridpuzzle.domain.grid.Direction;

/**
 * Cells from which no sequence of pushes can bring a box to any goal, even with every other box gone:
 * the complement of the cells reached from the goals by pulls (a box at x came from x − d when both
 * x − d and x − 2d are floor, the player standing on x − 2d). Corners and wall runs without goals are
 * among them. A box on a dead square means the level can no longer be solved, which the planners use as
 * pruning.
 */
public final class DeadSquares {

    private DeadSquares() {
    }

    public static boolean[] of(SokobanLevel level) {
        int[] distance = pushDistances(level);
        boolean[] dead = new boolean[distance.length];
        for (int cell = 0; cell < dead.length; cell++) {
            dead[cell] = !level.wall(cell) && distance[cell] < 0;
        }
        return dead;
    }

    /**
     * The fewest pushes that bring a box from each cell to some goal with no other box in the way and the
     * player wherever it needs to be (so a lower bound in every real position); -1 for dead squares and walls.
     */
    public static int[] pushDistances(SokobanLevel level) {
        int n = level.cells();
        int[] distance = new int[n];
        java.util.Arrays.fill(distance, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int cell = 0; cell < n; cell++) {
            if (level.goal(cell)) {
                distance[cell] = 0;
                queue.add(cell);
            }
        }
        Direction[] all = Direction.values();
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (Direction d : all) {
                // A push in direction d moved the box from x - d to x, the player at x - 2d.
                int from = x - (level.next(x, d) - x);
                if (from < 0 || from >= n || level.wall(from) || distance[from] >= 0) {
                    continue;
                }
                int player = from - (level.next(from, d) - from);
                if (player >= 0 && player < n && !level.wall(player)) {
                    distance[from] = distance[x] + 1;
                    queue.add(from);
                }
            }
        }
        return distance;
    }
}
