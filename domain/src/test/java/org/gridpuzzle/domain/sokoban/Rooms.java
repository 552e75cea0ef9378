package org.gridpuzzle.domain.sokoban;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/** Random walled rooms with a few pillars, boxes, goals and the player placed at random. */
final class Rooms {

    private Rooms() {
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
}
