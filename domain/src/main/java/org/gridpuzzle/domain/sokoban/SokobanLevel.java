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

    /**
     * A level from its cells, each array holding one entry per cell, row by row; the arrays are copied.
     *
     * @param title the level's title
     * @param rows the rows
     * @param cols the columns
     * @param wall which cells are wall
     * @param goal which cells are goals
     * @param boxes which cells hold a box
     * @param player the player's cell
     * @throws InvalidModelException if an array has the wrong length, the border is not all wall, a box or goal lies
     *     on a wall, the boxes and goals do not match in number (at least one each), or the player does not stand on
     *     a free floor cell
     */
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
            throw new InvalidModelException(boxCount + (boxCount == 1 ? " box and " : " boxes and ") + goalCount
                    + (goalCount == 1 ? " goal" : " goals") + "; a level needs as many boxes as goals, at least one");
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

    /**
     * The same room from another position (the rest of a plan searched from there).
     *
     * @param s the position to start from
     * @return a level with this one's title, walls and goals and {@code s} as its start
     * @throws InvalidModelException if {@code s} is not a valid start (the player on a box, say)
     */
    public SokobanLevel from(SokobanState s) {
        boolean[] boxes = new boolean[wall.length];
        for (int cell = 0; cell < boxes.length; cell++) {
            boxes[cell] = s.box(cell);
        }
        return new SokobanLevel(title, rows, cols, wall, goal, boxes, s.player());
    }

    /**
     * The level's title.
     *
     * @return the title as given
     */
    public String title() {
        return title;
    }

    /**
     * The rows of the grid.
     *
     * @return the rows, the walls around included
     */
    public int rows() {
        return rows;
    }

    /**
     * The columns of the grid.
     *
     * @return the columns, the walls around included
     */
    public int cols() {
        return cols;
    }

    /**
     * The cells of the grid.
     *
     * @return rows * cols
     */
    public int cells() {
        return rows * cols;
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
     * Whether a cell is a goal.
     *
     * @param cell a cell, row * cols + column
     * @return true for a goal
     */
    public boolean goal(int cell) {
        return goal[cell];
    }

    /**
     * The starting position.
     *
     * @return the player and the boxes as the level gives them
     */
    public SokobanState start() {
        return start;
    }

    /**
     * The cell next to {@code cell} in direction d.
     *
     * @param cell a cell inside the walls
     * @param d the direction
     * @return the neighbouring cell (the grid does not wrap; the walls around keep a step inside)
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
        return new Position(cell / cols, cell % cols);
    }

    /**
     * Whether every box stands on a goal.
     *
     * @param s a position on this level
     * @return true when no box is off a goal
     */
    public boolean solved(SokobanState s) {
        for (int cell = 0; cell < cells(); cell++) {
            if (s.box(cell) && !goal[cell]) {
                return false;
            }
        }
        return true;
    }

    /**
     * A position as XSB text ({@code #} wall, {@code @}/{@code +} player, {@code $}/{@code *} box, {@code .} goal),
     * without the readers' extra rings of wall: all-wall rows and columns beyond the outermost are dropped.
     *
     * @param s a position on this level
     * @return one line per row, each ended by a line feed
     */
    public String draw(SokobanState s) {
        int top = 0;
        while (top + 1 < rows && allWallRow(top) && allWallRow(top + 1)) {
            top++;
        }
        int bottom = rows - 1;
        while (bottom - 1 > top && allWallRow(bottom) && allWallRow(bottom - 1)) {
            bottom--;
        }
        int left = 0;
        while (left + 1 < cols && allWallCol(left) && allWallCol(left + 1)) {
            left++;
        }
        int right = cols - 1;
        while (right - 1 > left && allWallCol(right) && allWallCol(right - 1)) {
            right--;
        }
        StringBuilder sb = new StringBuilder();
        for (int r = top; r <= bottom; r++) {
            for (int c = left; c <= right; c++) {
                int cell = r * cols + c;
                boolean onGoal = goal(cell);
                sb.append(wall(cell) ? '#' : s.player() == cell ? (onGoal ? '+' : '@') : s.box(cell) ? (onGoal ? '*' : '$')
                        : onGoal ? '.' : ' ');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * How many boxes of the position stand off the goals.
     *
     * @param s a position on this level
     * @return the boxes off goals, 0 when solved
     */
    public int boxesOffGoals(SokobanState s) {
        int off = 0;
        for (int cell = 0; cell < cells(); cell++) {
            off += s.box(cell) && !goal(cell) ? 1 : 0;
        }
        return off;
    }

    private boolean allWallRow(int r) {
        for (int c = 0; c < cols; c++) {
            if (!wall(r * cols + c)) {
                return false;
            }
        }
        return true;
    }

    private boolean allWallCol(int c) {
        for (int r = 0; r < rows; r++) {
            if (!wall(r * cols + c)) {
                return false;
            }
        }
        return true;
    }
}
