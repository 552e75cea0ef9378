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

    /** The bit of a small ball in a cell's stack. */
    public static final int SMALL = 1;
    /** The bit of a medium ball in a cell's stack. */
    public static final int MEDIUM = 2;
    /** The bit of a large ball in a cell's stack. */
    public static final int LARGE = 4;
    /** A finished snowman: the three sizes stacked on one cell. */
    public static final int SNOWMAN = SMALL | MEDIUM | LARGE;

    private final int rows;
    private final int cols;
    private final boolean[] wall;
    private final SnowmanState start;

    /**
     * A level from its cells, each array holding one entry per cell, row by row; the arrays are copied.
     *
     * @param rows the rows
     * @param cols the columns
     * @param wall which cells are wall
     * @param snow which cells have snow
     * @param balls the stack on each cell, a bitmask of {@link #SMALL}, {@link #MEDIUM}, {@link #LARGE}; 0 for none
     * @param agent the character's cell
     * @throws InvalidModelException if an array has the wrong length, the border is not all wall, a stack is not a
     *     bitmask of sizes or lies on a wall or on snow, the balls do not number a positive multiple of 3, or the
     *     character does not stand on a free floor cell
     */
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

    /**
     * The same room from another position (the rest of a plan searched from there).
     *
     * @param s the position to start from
     * @return a level with this one's walls and {@code s} as its start
     * @throws InvalidModelException if {@code s} is not a valid start (the character on a ball, say)
     */
    public SnowmanLevel from(SnowmanState s) {
        return new SnowmanLevel(rows, cols, wall, s.snowCopy(), s.ballsCopy(), s.agent());
    }

    /**
     * The rows of the grid.
     *
     * @return the rows, the border included
     */
    public int rows() {
        return rows;
    }

    /**
     * The columns of the grid.
     *
     * @return the columns, the border included
     */
    public int cols() {
        return cols;
    }

    /**
     * Whether a cell is wall.
     *
     * @param cell a cell, row * cols + column
     * @return true for a wall
     */
    public boolean wall(int cell) {
        return wall[cell];
    }

    /**
     * The starting position.
     *
     * @return the character, the balls and the snow as the level gives them
     */
    public SnowmanState start() {
        return start;
    }

    /**
     * The snowmen a solution builds.
     *
     * @return the balls divided by 3
     */
    public int snowmen() {
        return start.ballCount() / 3;
    }

    /**
     * The cell next to {@code cell} in direction d.
     *
     * @param cell a cell inside the border
     * @param d the direction
     * @return the neighbouring cell (the grid does not wrap; the wall border keeps a step inside)
     */
    public int next(int cell, Direction d) {
        return cell + d.dRow() * cols + d.dCol();
    }

    /**
     * The row and column of a cell.
     *
     * @param cell a cell, row * cols + column
     * @return its position
     */
    public Position position(int cell) {
        return position(cols, cell);
    }

    private static Position position(int cols, int cell) {
        return new Position(cell / cols, cell % cols);
    }

    /**
     * A position in the level format: {@code #} wall, {@code .} snow, {@code '} grass, {@code p}/{@code q} the
     * character on snow/grass, a digit for the balls on a cell (a bitmask of sizes).
     *
     * @param s the position, on this level's grid
     * @return one line per row, each ended by a line feed
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
