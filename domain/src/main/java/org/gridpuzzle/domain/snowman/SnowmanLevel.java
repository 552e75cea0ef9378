package org.gridpuzzle.domain.snowman;

import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;

/**
 * A Snowman level: walls, snow, balls and the character. Cells are row-major; a ball cell holds a bitmask
 * of the sizes stacked there (1 small, 2 medium, 4 large; the smallest is on top) and never has snow.
 * The border must be wall (the files guarantee it), so a step never leaves the grid.
 */
public final class SnowmanLevel {

    public static final int SMALL = 1;
    public static final int MEDIUM = 2;
    public static final int LARGE = 4;
    public static final int SNOWMAN = SMALL | MEDIUM | LARGE;

    private final int rows;
    private final int cols;
    private final boolean[] wall;
    private final SnowmanState start;

    public SnowmanLevel(int rows, int cols, boolean[] wall, boolean[] snow, int[] balls, int agent) {
        int n = rows * cols;
        if (wall.length != n || snow.length != n || balls.length != n) {
            throw new InvalidModelException("a " + rows + "×" + cols + " level needs " + n + " cells");
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                boolean border = r == 0 || c == 0 || r == rows - 1 || c == cols - 1;
                if (border && !wall[r * cols + c]) {
                    throw new InvalidModelException("the border must be wall", new Position(r, c));
                }
            }
        }
        int count = 0;
        for (int cell = 0; cell < n; cell++) {
            if (balls[cell] < 0 || balls[cell] > SNOWMAN) {
                throw new InvalidModelException("not a stack of balls: " + balls[cell], position(cols, cell));
            }
            if (balls[cell] != 0 && (wall[cell] || snow[cell])) {
                throw new InvalidModelException("a ball on a wall or on snow", position(cols, cell));
            }
            count += Integer.bitCount(balls[cell]);
        }
        if (count == 0 || count % 3 != 0) {
            throw new InvalidModelException(count + " balls; a level needs a positive multiple of 3 (three per snowman)");
        }
        if (agent < 0 || agent >= n || wall[agent] || balls[agent] != 0) {
            throw new InvalidModelException("the character must stand on a free floor cell");
        }
        this.rows = rows;
        this.cols = cols;
        this.wall = wall.clone();
        this.start = new SnowmanState(agent, balls, snow);
    }

    /** The same room from another position (the rest of a plan searched from there). */
    public SnowmanLevel from(SnowmanState s) {
        return new SnowmanLevel(rows, cols, wall, s.snowCopy(), s.ballsCopy(), s.agent());
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    public boolean wall(int cell) {
        return wall[cell];
    }

    public SnowmanState start() {
        return start;
    }

    public int snowmen() {
        return start.ballCount() / 3;
    }

    /** The cell next to {@code cell} in direction d. */
    public int next(int cell, Direction d) {
        return cell + d.dRow() * cols + d.dCol();
    }

    public Position position(int cell) {
        return position(cols, cell);
    }

    private static Position position(int cols, int cell) {
        return new Position(cell / cols, cell % cols);
    }

    /**
     * A position in the level format: {@code #} wall, {@code .} snow, {@code '} grass, {@code p}/{@code q} the
     * character on snow/grass, a digit for the balls on a cell (a bitmask of sizes).
     */
    public String draw(SnowmanState s) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int cell = r * cols + c;
                sb.append(wall(cell) ? '#' : s.agent() == cell ? (s.snow(cell) ? 'p' : 'q')
                        : s.balls(cell) != 0 ? (char) ('0' + s.balls(cell)) : s.snow(cell) ? '.' : '\'');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
