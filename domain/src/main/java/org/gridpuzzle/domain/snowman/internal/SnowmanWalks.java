package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanState;
import java.util.ArrayDeque;
import java.util.Arrays;
import org.gridpuzzle.domain.grid.Direction;

/** Shortest walks of the character over cells without balls, as lower-case LURD letters. */
final class SnowmanWalks {

    private SnowmanWalks() {
    }

    /** A shortest walk to {@code target}, or null when the balls block every way there. */
    public static String to(SnowmanLevel level, SnowmanState s, int target) {
        int n = level.rows() * level.cols();
        int[] from = new int[n];
        char[] letter = new char[n];
        Arrays.fill(from, -2);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        from[s.agent()] = -1;
        queue.add(s.agent());
        while (!queue.isEmpty() && from[target] == -2) {
            int cell = queue.poll();
            for (Direction d : Direction.values()) {
                int next = level.next(cell, d);
                if (!level.wall(next) && s.balls(next) == 0 && from[next] == -2) {
                    from[next] = cell;
                    letter[next] = d.letter();
                    queue.add(next);
                }
            }
        }
        if (from[target] == -2) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        for (int cell = target; from[cell] >= 0; cell = from[cell]) {
            sb.append(letter[cell]);
        }
        return sb.reverse().toString();
    }
}
