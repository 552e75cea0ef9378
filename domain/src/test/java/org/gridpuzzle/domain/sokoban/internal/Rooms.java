package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/** Random walled rooms with a few pillars, boxes, goals and the player placed at random. */
final class Rooms {

    private Rooms() {
    }

    /** A random room of 5-8 rows and columns with its tables, when one was drawn. */
    static Optional<SokobanRoom> small(int boxes, Random random) {
        return random(5 + random.nextInt(4), 5 + random.nextInt(4), boxes, random).map(SokobanRoom::new);
    }

    static Optional<SokobanLevel> random(int rows, int cols, int boxes, Random random) {
        boolean[] wall = new boolean[rows * cols];
        for (int cell = 0; cell < wall.length; cell++) {
            int r = cell / cols;
            int c = cell % cols;
            wall[cell] = r == 0 || c == 0 || r == rows - 1 || c == cols - 1 || random.nextInt(6) == 0;
        }
        List<Integer> floor = new ArrayList<>();
        for (int cell = 0; cell < wall.length; cell++) {
            if (!wall[cell]) {
                floor.add(cell);
            }
        }
        if (floor.size() < 2 * boxes + 1) {
            return Optional.empty();
        }
        Collections.shuffle(floor, random);
        boolean[] goal = new boolean[rows * cols];
        boolean[] box = new boolean[rows * cols];
        // some boxes start on goals, as in real levels
        int onGoal = random.nextInt(boxes);
        for (int i = 0; i < boxes; i++) {
            goal[floor.get(i)] = true;
            box[floor.get(i < onGoal ? i : boxes + i)] = true;
        }
        return Optional.of(new SokobanLevel("random", rows, cols, wall, goal, box, floor.get(2 * boxes)));
    }

    /**
     * A room with the boxes and the player on the left and a pocket of {@code pocketCols} columns on the right that
     * holds every goal, joined by a door one or two cells wide in the wall between them; pillars in both at random.
     */
    static Optional<SokobanLevel> withGoalRoom(int rows, int cols, int pocketCols, int boxes, Random random) {
        int split = cols - pocketCols - 2; // the wall column with the door
        int width = 1 + random.nextInt(2);
        int door = 1 + random.nextInt(rows - 1 - width);
        boolean[] wall = new boolean[rows * cols];
        List<Integer> left = new ArrayList<>();
        List<Integer> pocket = new ArrayList<>();
        for (int cell = 0; cell < wall.length; cell++) {
            int r = cell / cols;
            int c = cell % cols;
            boolean inDoor = r >= door && r < door + width;
            boolean besideDoor = inDoor && Math.abs(c - split) <= 1;
            wall[cell] = r == 0 || c == 0 || r == rows - 1 || c == cols - 1 || c == split && !inDoor
                    || !besideDoor && random.nextInt(7) == 0;
            if (!wall[cell] && c < split) {
                left.add(cell);
            } else if (!wall[cell] && c > split) {
                pocket.add(cell);
            }
        }
        if (left.size() < boxes + 1 || pocket.size() < boxes) {
            return Optional.empty();
        }
        Collections.shuffle(left, random);
        Collections.shuffle(pocket, random);
        boolean[] goal = new boolean[rows * cols];
        boolean[] box = new boolean[rows * cols];
        for (int i = 0; i < boxes; i++) {
            goal[pocket.get(i)] = true;
            box[left.get(i)] = true;
        }
        return Optional.of(new SokobanLevel("pocket", rows, cols, wall, goal, box, left.get(boxes)));
    }

    /**
     * Two rooms joined by two tunnels one cell wide and {@code length} long (so the right one is no goal room), the boxes
     * and the player in the left one, the goals in the right one; pillars at random.
     */
    static Optional<SokobanLevel> withTunnel(int rows, int side, int length, int boxes, Random random) {
        int cols = 2 * side + length + 2;
        int row = 1 + random.nextInt(rows - 4);
        int second = row + 2 + random.nextInt(rows - 3 - row);
        boolean[] wall = new boolean[rows * cols];
        List<Integer> left = new ArrayList<>();
        List<Integer> right = new ArrayList<>();
        for (int cell = 0; cell < wall.length; cell++) {
            int r = cell / cols;
            int c = cell % cols;
            boolean tunnel = c > side && c <= side + length;
            boolean inTunnel = r == row || r == second;
            boolean mouth = inTunnel && (c == side || c == side + length + 1);
            wall[cell] = r == 0 || c == 0 || r == rows - 1 || c == cols - 1 || tunnel && !inTunnel
                    || !tunnel && !mouth && random.nextInt(8) == 0;
            if (!wall[cell] && c <= side) {
                left.add(cell);
            } else if (!wall[cell] && c > side + length) {
                right.add(cell);
            }
        }
        if (left.size() < boxes + 1 || right.size() < boxes) {
            return Optional.empty();
        }
        Collections.shuffle(left, random);
        Collections.shuffle(right, random);
        boolean[] goal = new boolean[rows * cols];
        boolean[] box = new boolean[rows * cols];
        for (int i = 0; i < boxes; i++) {
            goal[right.get(i)] = true;
            box[left.get(i)] = true;
        }
        return Optional.of(new SokobanLevel("tunnel", rows, cols, wall, goal, box, left.get(boxes)));
    }

    /**
     * A one-wide serpentine in a {@code side}×{@code side} square, every floor cell a cut cell: the player and a box at
     * its start, the goal in the first row at {@code goalColumn} (hostile-2026-12-07 H1's serp181 is 181 and 170:
     * solved by pushing the box along the first row) or for −1 at the far end (where the box cannot go: it cannot
     * turn a corner).
     */
    static SokobanLevel serpentine(int side, int goalColumn) {
        char[][] g = new char[side][side];
        for (char[] row : g) {
            Arrays.fill(row, '#');
        }
        int last = 1;
        for (int r = 1; r < side - 1; r += 2) {
            for (int c = 1; c < side - 1; c++) {
                g[r][c] = ' ';
            }
            if (r + 1 < side - 1) {
                g[r + 1][(r / 2) % 2 == 0 ? side - 2 : 1] = ' ';
            }
            last = r;
        }
        g[1][1] = '@';
        g[1][2] = '$';
        if (goalColumn < 0) {
            g[last][(last / 2) % 2 == 0 ? side - 2 : 1] = '.';
        } else {
            g[1][goalColumn] = '.';
        }
        String[] rows = new String[side];
        for (int r = 0; r < side; r++) {
            rows[r] = new String(g[r]);
        }
        return SokobanRulesTest.level(rows);
    }
}
