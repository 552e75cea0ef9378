package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanReplayResult;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.search.Limits;

/**
 * The push-optimal search on random small rooms: its plans replay to a solved level, and pruning pushes
 * onto dead squares never changes whether a level is solvable or its optimal number of pushes (which
 * checks {@link DeadSquares} against the unpruned search); the assignment bounds on pushes and parallel
 * steps never exceed the optimal pushes.
 */
class SokobanBreadthFirstTest {

    @Property(tries = 150)
    void dead_square_pruning_keeps_the_optimum_and_plans_replay(@ForAll @IntRange(min = 1, max = 3) int boxes,
            @ForAll long seed) {
        Random random = new Random(seed);
        int rows = 6;
        int cols = 7;
        boolean[] wall = new boolean[rows * cols];
        for (int cell = 0; cell < wall.length; cell++) {
            int r = cell / cols;
            int c = cell % cols;
            wall[cell] = r == 0 || c == 0 || r == rows - 1 || c == cols - 1 || random.nextInt(7) == 0;
        }
        boolean[] goal = new boolean[rows * cols];
        boolean[] box = new boolean[rows * cols];
        int player = -1;
        List<Integer> floor = new ArrayList<>();
        for (int cell = 0; cell < wall.length; cell++) {
            if (!wall[cell]) {
                floor.add(cell);
            }
        }
        Collections.shuffle(floor, random);
        if (floor.size() < 2 * boxes + 1) {
            return;
        }
        for (int i = 0; i < boxes; i++) {
            goal[floor.get(i)] = true;
            box[floor.get(boxes + i)] = true;
        }
        player = floor.get(2 * boxes);
        SokobanLevel level = new SokobanLevel("random", rows, cols, wall, goal, box, player);
        Limits limits = Limits.none().withTimeLimit(Duration.ofSeconds(5));
        var plain = new SokobanBreadthFirst(false).solve(level, limits);
        var pruned = new SokobanBreadthFirst(true).solve(level, limits);
        assertThat(pruned.isPresent()).isEqualTo(plain.isPresent());
        if (plain.isPresent()) {
            assertThat(pruned.get().pushes()).isEqualTo(plain.get().pushes());
            // each box needs its push distance and moves at most once per parallel step
            assertThat(DeadSquares.matchingBound(level)).isLessThanOrEqualTo(plain.get().pushes());
            assertThat(DeadSquares.bottleneckBound(level)).isLessThanOrEqualTo(DeadSquares.matchingBound(level))
                    .isGreaterThanOrEqualTo(boxes == 1 ? DeadSquares.matchingBound(level) : 0);
            assertThat(pruned.get().states()).isLessThanOrEqualTo(plain.get().states());
            for (SokobanBreadthFirst.Plan plan : new SokobanBreadthFirst.Plan[] {plain.get(), pruned.get()}) {
                SokobanReplayResult r = SokobanReplay.play(level, plan.moves());
                assertThat(r.error()).isNull();
                assertThat(r.pushes()).isEqualTo(plan.pushes());
                assertThat(level.solved(r.state())).isTrue();
            }
        }
    }
}
