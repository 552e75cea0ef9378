package org.gridpuzzle.domain.sokoban;

import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;

/**
 * A Sokoban level: walls, goals, boxes and the player, row-major. Cells outside the walls are walls here
 * (readers mark the region the player cannot reach as outside), so a step never leaves the grid.
 */
public final class SokobanLevel {

    private final String title;
    private final int rows;
    private final int cols;
    private final boolean[] wall;
    private final boolean[] goal;
    private final SokobanState start;

    public SokobanLevel(String title, int rows, int cols, boolean[] wall, boolean[] goal, boolean[] boxes, int player) {
        int n = rows * cols;
        if (wall.length != n || goal.length != n || boxes.length != n) {
            throw new InvalidModelException("a " + rows + "×" + cols + " level needs " + n + " cells");
        }
        int boxCount = 0;
        int goalCount = 0;
        for (int cell = 0; cell < n; cell++) {
            int r = cell / cols;
            int c = cell % cols;
            boolean border = r == 0 || c == 0 || r == rows - 1 || c == cols - 1;
            if (border && !wall[cell]) {
                throw new InvalidModelException("the level is not closed by walls", new Position(r, c));
            }
            if (wall[cell] && (goal[cell] || boxes[cell])) {
                throw new InvalidModelException("a box or goal on a wall", new Position(r, c));
            }
            boxCount += boxes[cell] ? 1 : 0;
            goalCount += goal[cell] ? 1 : 0;
        }
        if (boxCount == 0 || boxCount != goalCount) {
            throw new InvalidModelException(boxCount + " boxes and " + goalCount + " goals; a level needs as many"
                    + " boxes as goals, at least one");
        }
        if (player < 0 || player >= n || wall[player] || boxes[player]) {
            throw new InvalidModelException("the player must stand on a free floor cell");
        }
        this.title = title;
        this.rows = rows;
        this.cols = cols;
        this.wall = wall.clone();
        this.goal = goal.clone();
        this.start = new SokobanState(player, boxes);
    }

    public String title() {
        return title;
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    public int cells() {
        return rows * cols;
    }

    public boolean wall(int cell) {
        return wall[cell];
    }

    public boolean goal(int cell) {
        return goal[cell];
    }

    public SokobanState start() {
        return start;
    }

    public int next(int cell, Direction d) {
        return cell + d.dRow() * cols + d.dCol();
    }

    public Position position(int cell) {
        return new Position(cell / cols, cell % cols);
    }

    /** Whether every box stands on a goal. */
    public boolean solved(SokobanState s) {
        for (int cell = 0; cell < cells(); cell++) {
            if (s.box(cell) && !goal[cell]) {
                return false;
            }
        }
        return true;
    }
}
