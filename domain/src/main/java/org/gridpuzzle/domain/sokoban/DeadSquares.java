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
        int n = level.cells();
        boolean[] live = new boolean[n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int cell = 0; cell < n; cell++) {
            if (level.goal(cell)) {
                live[cell] = true;
                queue.add(cell);
            }
        }
        Direction[] all = Direction.values();
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (Direction d : all) {
                // A push in direction d moved the box from x - d to x, the player at x - 2d.
                int from = x - (level.next(x, d) - x);
                if (from < 0 || from >= n || level.wall(from) || live[from]) {
                    continue;
                }
                int player = from - (level.next(from, d) - from);
                if (player >= 0 && player < n && !level.wall(player)) {
                    live[from] = true;
                    queue.add(from);
                }
            }
        }
        boolean[] dead = new boolean[n];
        for (int cell = 0; cell < n; cell++) {
            dead[cell] = !level.wall(cell) && !live[cell];
        }
        return dead;
    }
}
