package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.search.internal.BoundsListener;
import org.gridpuzzle.domain.search.Limits;

/**
 * The exact Fixed search (bounds, move-order pruning, forced eliminations, goal tests at generation)
 * against an unpruned oracle: the exact number of moves left from every reachable flooded set of the
 * contracted graph, by memoised recursion. Every bound is also checked at every reachable state.
 */
class FixedSearchOracleTest {

    @Property(tries = 400)
    void exact_search_and_bounds_agree_with_the_unpruned_oracle(@ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 6) int cols, @ForAll @IntRange(min = 2, max = 6) int colours,
            @ForAll long seed) {
        Random random = new Random(seed);
        int[] board = new int[rows * cols];
        for (int i = 0; i < board.length; i++) {
            board[i] = random.nextInt(colours);
        }
        int pivot = random.nextInt(board.length);
        ColouredGraph g = new ColouredGraph(GridShape.of(rows, cols).orthogonalNeighbours(), board, colours);
        Contraction c = g.contract();
        FixedSearchSpace space = new FixedSearchSpace(c.graph(), c.component(pivot));
        Oracle oracle = new Oracle(space);
        long start = space.start()[0];
        int optimum = oracle.movesLeft(start);

        FixedSolution exact = new FixedExactSolver().solve(g, pivot, Limits.none());
        assertThat(exact.length()).isEqualTo(optimum);
        assertThat(exact.optimal()).isTrue();
        // a search stopped early still reports a proved bound: the f-layer it had reached
        for (long nodes : new long[] {1, 3, 10, 40}) {
            FixedSolution stopped = new FixedExactSolver().solve(g, pivot, Limits.none().withNodeLimit(nodes));
            if (!stopped.found()) {
                assertThat(stopped.lowerBound()).as("bound after %d nodes", nodes).isLessThanOrEqualTo(optimum)
                        .isGreaterThanOrEqualTo(exact.lowerBound());
            }
        }

        // anytime: never without a sequence once the greedy has one; it floods, and its bound never passes the optimum
        FixedSolution anytime = new FixedAnytimeSolver().solve(g, pivot, Limits.none(), BoundsListener.NONE);
        assertThat(anytime.length()).isEqualTo(optimum);
        assertThat(anytime.optimal()).isTrue();
        for (long nodes : new long[] {5, 20, 60, 200}) {
            FixedSolution cut = new FixedAnytimeSolver().solve(g, pivot, Limits.none().withNodeLimit(nodes),
                    (bound, best, n) -> assertThat(bound).isLessThanOrEqualTo(optimum));
            if (!cut.colours().isEmpty() || cut.optimal()) {
                assertThat(Replay.play(g, Mode.FIXED, pivot, moves(pivot, cut.colours())).flooded()).isTrue();
                assertThat(cut.length()).isGreaterThanOrEqualTo(optimum);
                assertThat(cut.lowerBound()).isLessThanOrEqualTo(optimum);
                assertThat(cut.optimal()).isEqualTo(cut.optimal() && cut.length() == optimum);
            }
        }

        for (Map.Entry<Long, Integer> e : oracle.memo.entrySet()) {
            long[] state = {e.getKey()};
            assertThat(FixedBounds.bound(c.graph(), state)).as("release bound").isLessThanOrEqualTo(e.getValue());
            assertThat(space.eliminationBound(state)).as("elimination bound").isLessThanOrEqualTo(e.getValue());
        }
    }

    private static java.util.List<Move> moves(int pivot, java.util.List<Integer> colours) {
        return colours.stream().map(c -> new Move(pivot, c)).toList();
    }

    /** Moves left from a flooded set, trying every frontier colour (no pruning at all). */
    private static final class Oracle {
        final FixedSearchSpace space;
        final Map<Long, Integer> memo = new HashMap<>();

        Oracle(FixedSearchSpace space) {
            this.space = space;
        }

        int movesLeft(long flooded) {
            Integer known = memo.get(flooded);
            if (known != null) {
                return known;
            }
            long[] state = {flooded};
            int best;
            if (space.goal(state)) {
                best = 0;
            } else {
                long[] frontier = space.frontier(state);
                best = Integer.MAX_VALUE;
                for (int colour = 0; colour < space.palette; colour++) {
                    if (space.touches(frontier, colour)) {
                        best = Math.min(best, 1 + movesLeft(space.play(state, frontier, colour)[0]));
                    }
                }
            }
            memo.put(flooded, best);
            return best;
        }
    }
}
