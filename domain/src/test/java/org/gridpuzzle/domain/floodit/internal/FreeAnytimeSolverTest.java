package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.OptionalInt;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/**
 * The anytime Free search against breadth-first search over every colouring (no cleverness) on random square
 * boards, its answers replayed; and on boards too large for that, a sequence that floods with a bound below it.
 */
class FreeAnytimeSolverTest {

    private static ColouredGraph board(int rows, int cols, int colours, long seed) {
        return RandomBoards.grid(rows, cols, colours, seed);
    }

    private static void floods(ColouredGraph g, FreeSolution s) {
        ReplayResult r = Replay.play(g, Mode.FREE, 0, s.moves(), OptionalInt.of(s.colour()));
        assertThat(r.error()).isNull();
        assertThat(r.flooded()).isTrue();
    }

    @Property(tries = 200)
    void proves_the_breadth_first_optimum_on_random_square_boards(@ForAll @IntRange(min = 1, max = 5) int side,
            @ForAll @IntRange(min = 1, max = 4) int colours, @ForAll long seed) {
        ColouredGraph g = board(side, side, colours, seed);
        // breadth-first search over every colouring where it is quick; the older iterative-deepening search
        // (itself checked against brute force) on the larger boards
        OptionalInt optimum = side * side <= 12 || colours <= 2
                ? new FreeBreadthFirstSolver().solve(g, Limits.none())
                : new FreeExactSolver().solve(g, Limits.none().withTimeLimit(Duration.ofSeconds(2)))
                        .map(s -> OptionalInt.of(s.length())).orElse(OptionalInt.empty());
        FreeAnytimeResult r = new FreeAnytimeSolver().solve(g, Limits.none());
        assertThat(r.optimal()).isTrue();
        assertThat(r.stopped()).isNull();
        floods(g, r.best());
        assertThat(r.lowerBound()).isEqualTo(r.best().length());
        if (optimum.isPresent()) {
            assertThat(r.best().length()).isEqualTo(optimum.getAsInt());
        }
    }

    @Property(tries = 60)
    void rectangles_and_more_colours_agree_with_breadth_first_search(@ForAll @IntRange(min = 1, max = 2) int rows,
            @ForAll @IntRange(min = 1, max = 4) int cols, @ForAll @IntRange(min = 5, max = 6) int colours,
            @ForAll long seed) {
        ColouredGraph g = board(rows, cols, colours, seed);
        OptionalInt optimum = new FreeBreadthFirstSolver().solve(g, Limits.none());
        FreeAnytimeResult r = new FreeAnytimeSolver().solve(g, Limits.none());
        floods(g, r.best());
        assertThat(r.best().length()).isEqualTo(optimum.getAsInt());
    }

    @Test
    void an_8x8_board_with_6_colours_ends_proved_or_with_its_gap() {
        for (long seed = 1; seed <= 3; seed++) {
            ColouredGraph g = board(8, 8, 6, seed);
            assertThat(g.contract().graph().vertexCount()).isGreaterThan(40); // past the old search's reach
            // a node limit, not a clock: the bound reached must not depend on the machine's load
            FreeAnytimeResult r = new FreeAnytimeSolver().solve(g, Limits.none().withNodeLimit(200_000));
            floods(g, r.best());
            assertThat(r.lowerBound()).isBetween(6, r.best().length()); // above the old bound, colours − 1
            if (r.optimal()) {
                assertThat(r.stopped()).isNull();
                assertThat(r.lowerBound()).isEqualTo(r.best().length());
            } else {
                assertThat(r.stopped()).isEqualTo(StopReason.NODE_LIMIT);
            }
        }
    }

    @Test
    void cancelled_before_the_greedy_sequence_there_is_only_the_bound() {
        ColouredGraph g = board(8, 8, 6, 1);
        FreeAnytimeResult r = new FreeAnytimeSolver().solve(g, Limits.none().withCancellation(() -> true));
        assertThat(r.best()).isNull();
        assertThat(r.stopped()).isEqualTo(StopReason.CANCELLED);
        assertThat(r.lowerBound()).isGreaterThanOrEqualTo(5);
    }
}
