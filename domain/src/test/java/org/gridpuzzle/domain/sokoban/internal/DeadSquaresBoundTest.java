package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridpuzzle.domain.planning.internal.GameEncoding;
import org.junit.jupiter.api.Test;

/**
 * The game's lower bound beyond 16 boxes (each box to its nearest goal) is found before any phase, with no clock: a
 * pull search per goal took 0.7 s for 900 boxes and 3.5 s for 6,000 on a quiet machine. One pull search from all the
 * goals at once gives the same bound, linear in the cells; checked against the search per goal, and against the
 * unsolvable sentinel.
 */
class DeadSquaresBoundTest {

    @Test
    void six_thousand_boxes_are_bounded_at_once() {
        SokobanLevel level = ExpansionLimitsTest.boxes(160, 6000, 3);
        long start = System.nanoTime();
        int moves = DeadSquares.matchingBound(level);
        int steps = DeadSquares.bottleneckBound(level);
        long took = (System.nanoTime() - start) / 1_000_000;
        // a few milliseconds; 1 s leaves room for a busy machine, and the search per goal took 3.5 s quiet for one
        assertThat(took).as("ms for both bounds").isLessThan(1000);
        assertThat(moves).isBetween(6000, GameEncoding.UNSOLVABLE - 1); // every box off its goal moves at least once
        assertThat(steps).isPositive().isLessThanOrEqualTo(moves);
    }

    @Property(tries = 300)
    void the_same_bound_as_a_search_per_goal(@ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.random(8 + random.nextInt(8), 8 + random.nextInt(8),
                17 + random.nextInt(20), random);
        if (drawn.isEmpty()) {
            return;
        }
        SokobanLevel level = drawn.get();
        assertThat(DeadSquares.matchingBound(level)).isEqualTo(nearestGoals(level, false));
        assertThat(DeadSquares.bottleneckBound(level)).isEqualTo(nearestGoals(level, true));
    }

    @Test
    void a_box_that_reaches_no_goal_is_unsolvable_not_a_sum() {
        SokobanLevel level = ExpansionLimitsTest.boxes(30, 200, 3);
        String[] rows = level.draw(level.start()).split("\n");
        // one box more, in the corner at (1, 1), where no push moves it
        rows[1] = rows[1].charAt(0) + "$" + rows[1].substring(2);
        rows[2] = rows[2].charAt(0) + "." + rows[2].substring(2); // and a goal for it beside it
        SokobanLevel cornered = SokobanRulesTest.level(rows);
        assertThat(DeadSquares.matchingBound(cornered)).isEqualTo(GameEncoding.UNSOLVABLE);
        assertThat(DeadSquares.bottleneckBound(cornered)).isEqualTo(GameEncoding.UNSOLVABLE);
    }

    /** The bound by a pull search per goal (as it was found before): each box's least distance, summed or the most. */
    private static int nearestGoals(SokobanLevel level, boolean most) {
        int[][] perGoal = new int[level.cells()][];
        int g = 0;
        for (int cell = 0; cell < level.cells(); cell++) {
            if (level.goal(cell)) {
                perGoal[g++] = pulls(level, cell);
            }
        }
        long total = 0;
        for (int cell = 0; cell < level.cells(); cell++) {
            if (!level.start().box(cell)) {
                continue;
            }
            int least = GameEncoding.UNSOLVABLE;
            for (int k = 0; k < g; k++) {
                if (perGoal[k][cell] >= 0) {
                    least = Math.min(least, perGoal[k][cell]);
                }
            }
            total = most ? Math.max(total, least) : Math.min(total + least, GameEncoding.UNSOLVABLE);
        }
        return (int) total;
    }

    /** Pushes from each cell to {@code goal} with no other box: a breadth-first search over pulls. */
    private static int[] pulls(SokobanLevel level, int goal) {
        int[] d = new int[level.cells()];
        java.util.Arrays.fill(d, -1);
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        d[goal] = 0;
        queue.add(goal);
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (org.gridpuzzle.domain.grid.Direction dir : org.gridpuzzle.domain.grid.Direction.values()) {
                int from = level.next(x, dir.opposite());
                if (from < 0 || level.wall(from) || d[from] >= 0) {
                    continue;
                }
                int player = level.next(from, dir.opposite());
                if (player >= 0 && !level.wall(player)) {
                    d[from] = d[x] + 1;
                    queue.add(from);
                }
            }
        }
        return d;
    }
}
