package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.floodit.Board;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.internal.BoundsListener;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/**
 * The exact search stopped while it builds its tables (a cancel or a time limit already spent) answers the incumbent it
 * was given, not an exception: {@link FixedAnytimeSolver} checks the run's limits before it starts the search, so this
 * is the exact search's own guarantee, tested here without the anytime solver in front of it.
 */
class FixedExactSolverStoppedTest {

    /** 26×26, six colours: about 400 components, whose byte tables (under 1 MiB) are built, polling the limits. */
    private static ColouredGraph board() {
        Random random = new Random(5);
        int[] cells = new int[26 * 26];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = random.nextInt(6);
        }
        return new Board(IntGrid.of(GridShape.of(26, 26), cells)).graph();
    }

    private static void answersTheIncumbent(Limits limits, StopReason why) {
        ColouredGraph g = board();
        assertThat(g.contract().graph().vertexCount()).isLessThanOrEqualTo(FixedSearchSpace.TABLE_COMPONENTS);
        List<Integer> incumbent = new FixedGreedySolver().solve(g, 0, Limits.none()).colours();
        assertThat(incumbent).isNotEmpty();
        FixedSolution s = new FixedExactSolver().solve(g, 0, limits, incumbent, BoundsListener.NONE);
        assertThat(s.colours()).isEqualTo(incumbent);
        assertThat(s.stopped()).isEqualTo(why);
        assertThat(s.optimal()).isFalse();
        assertThat(Replay.play(g, Mode.FIXED, 0, s.colours().stream().map(c -> new Move(0, c)).toList()).flooded()).isTrue();
    }

    @Test
    void cancelled_before_the_tables_are_built_answers_the_incumbent() {
        answersTheIncumbent(Limits.none().withCancellation(() -> true), StopReason.CANCELLED);
    }

    @Test
    void a_time_limit_spent_before_the_tables_are_built_answers_the_incumbent() {
        answersTheIncumbent(Limits.none().withTimeLimit(Duration.ZERO), StopReason.TIME_LIMIT);
    }
}
