package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.floodit.internal.tworow.FixedTwoRowSolver;
import org.gridpuzzle.domain.floodit.internal.tworow.TwoRowBoard;
import org.gridpuzzle.domain.search.Limits;

/** The 2×n Fixed search against breadth-first search over colourings and the general A*; sequences replayed. */
class FixedTwoRowSolverTest {

    @Property(tries = 300)
    void equals_brute_force_on_small_boards(@ForAll @IntRange(min = 1, max = 6) int columns,
            @ForAll @IntRange(min = 1, max = 5) int colours, @ForAll long seed) {
        Random random = new Random(seed);
        int[] cells = random(columns, colours, random);
        int pivot = random.nextInt(cells.length);
        int[] dist = BruteForceFlood.distances(2, columns, cells, colours, pivot, 20);
        int optimum = Arrays.stream(dist).filter(d -> d >= 0).min().orElseThrow();
        check(new TwoRowBoard(columns, cells, colours), pivot, optimum);
    }

    @Property(tries = 200)
    void equals_the_general_exact_search_on_longer_boards(@ForAll @IntRange(min = 7, max = 30) int columns,
            @ForAll @IntRange(min = 2, max = 6) int colours, @ForAll long seed) {
        Random random = new Random(seed);
        int[] cells = random(columns, colours, random);
        int pivot = random.nextInt(cells.length);
        TwoRowBoard board = new TwoRowBoard(columns, cells, colours);
        int optimum = new FixedExactSolver().solve(board.graph(), pivot, Limits.none()).length();
        check(board, pivot, optimum);
    }

    private static int[] random(int columns, int colours, Random random) {
        int[] cells = new int[2 * columns];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = random.nextInt(colours);
        }
        return cells;
    }

    private static void check(TwoRowBoard board, int pivot, int optimum) {
        List<Integer> colours = new FixedTwoRowSolver().solve(board, pivot, Limits.none()).orElseThrow();
        assertThat(colours).hasSize(optimum);
        List<Move> moves = new ArrayList<>();
        colours.forEach(c -> moves.add(new Move(pivot, c)));
        ReplayResult r = Replay.play(board.graph(), Mode.FIXED, pivot, moves, OptionalInt.empty());
        assertThat(r.error()).isNull();
        assertThat(r.flooded()).isTrue();
    }
}
