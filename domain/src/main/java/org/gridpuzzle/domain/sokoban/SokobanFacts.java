package org.gridpuzzle.domain.sokoban;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import org.gridpuzzle.domain.grid.Direction;

/**
 * A level as facts in the vocabulary of the ASP Competition's Sokoban instances: locations {@code colXrowY} (column X,
 * row Y, counted from the wall above and left of the floor) for the floor the player can reach, {@code right(L1,L2)}
 * when L2 is right of L1, {@code top(L1,L2)} when L2 is above L1, {@code box/1}, {@code solution/1} (the goals),
 * {@code sokoban/1}, and {@code step(1..K)} with {@code next(S,S+1)} for a bound of K steps.
 */
public final class SokobanFacts {

    private final SokobanLevel level;
    /** The floor cells connected to the player's, boxes ignored: the cells a plan can ever use. */
    private final boolean[] floor;
    private final int top;
    private final int left;

    /**
     * The facts of a level, its locations named from the wall that closes its floor.
     *
     * @param level the level
     */
    public SokobanFacts(SokobanLevel level) {
        this.level = level;
        this.floor = reachableFloor(level);
        int minRow = Integer.MAX_VALUE;
        int minCol = Integer.MAX_VALUE;
        for (int cell = 0; cell < floor.length; cell++) {
            // a box or goal walled off from the player still needs a name
            if (floor[cell] || level.goal(cell) || level.start().box(cell)) {
                minRow = Math.min(minRow, cell / level.cols());
                minCol = Math.min(minCol, cell % level.cols());
            }
        }
        // the readers add rings of wall around a level; names count from the wall that closes the floor
        this.top = minRow - 1;
        this.left = minCol - 1;
    }

    /**
     * The facts with a bound of {@code steps} steps (no step facts when 0), the board drawn in comments above.
     *
     * @param steps the bound K of the {@code step} facts, 0 for none
     * @return the facts, one a line
     */
    public String write(int steps) {
        StringBuilder sb = new StringBuilder();
        for (String line : level.draw(level.start()).split("\n")) {
            sb.append("% ").append(line).append('\n');
        }
        for (int cell = 0; cell < floor.length; cell++) {
            if (floor[cell]) {
                neighbour(sb, "right", cell, level.next(cell, Direction.RIGHT));
                neighbour(sb, "top", cell, level.next(cell, Direction.UP));
            }
        }
        for (int cell = 0; cell < floor.length; cell++) {
            if (level.start().box(cell)) {
                sb.append("box(").append(location(cell)).append(").\n");
            }
        }
        for (int cell = 0; cell < floor.length; cell++) {
            if (level.goal(cell)) {
                sb.append("solution(").append(location(cell)).append(").\n");
            }
        }
        sb.append("sokoban(").append(location(level.start().player())).append(").\n");
        for (int s = 1; s <= steps; s++) {
            sb.append("step(").append(s).append(").\n");
        }
        for (int s = 1; s < steps; s++) {
            sb.append("next(").append(s).append(',').append(s + 1).append(").\n");
        }
        return sb.toString();
    }

    private void neighbour(StringBuilder sb, String relation, int cell, int other) {
        if (other >= 0 && other < floor.length && floor[other]) {
            sb.append(relation).append('(').append(location(cell)).append(',').append(location(other)).append(").\n");
        }
    }

    /**
     * The name of a cell.
     *
     * @param cell a cell of the level, row * cols + column
     * @return its location, {@code colXrowY}
     */
    public String location(int cell) {
        return "col" + (cell % level.cols() - left) + "row" + (cell / level.cols() - top);
    }

    /**
     * The floor cell a location names, or -1 when it names a wall or no cell of the level.
     *
     * @param location a location, {@code colXrowY} (any case, surrounding blanks ignored)
     * @return the cell, row * cols + column, or -1
     */
    public int cell(String location) {
        String s = location.trim().toLowerCase(Locale.ROOT);
        int row = s.indexOf("row");
        if (!s.startsWith("col") || row < 4 || row + 3 >= s.length()) {
            return -1;
        }
        try {
            int c = Integer.parseInt(s.substring(3, row)) + left;
            int r = Integer.parseInt(s.substring(row + 3)) + top;
            if (c < 0 || r < 0 || c >= level.cols() || r >= level.rows()) {
                return -1;
            }
            int cell = r * level.cols() + c;
            return level.wall(cell) ? -1 : cell;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static boolean[] reachableFloor(SokobanLevel level) {
        boolean[] seen = new boolean[level.cells()];
        Deque<Integer> queue = new ArrayDeque<>();
        seen[level.start().player()] = true;
        queue.add(level.start().player());
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            for (Direction d : Direction.values()) {
                int n = level.next(cell, d);
                if (n >= 0 && n < seen.length && !level.wall(n) && !seen[n]) {
                    seen[n] = true;
                    queue.add(n);
                }
            }
        }
        return seen;
    }
}
