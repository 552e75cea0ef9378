package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.floodit.internal.tworow.FreeTwoRowSolver;
import org.gridpuzzle.domain.floodit.internal.tworow.TwoRowBoard;
import org.gridpuzzle.domain.search.Limits;

/** The Meeks–Scott programme against breadth-first search over all colourings; every sequence replayed. */
class FreeTwoRowSolverTest {

    @Property(tries = 300)
    void the_programme_equals_brute_force_for_every_colour(@ForAll @IntRange(min = 1, max = 5) int columns,
            @ForAll @IntRange(min = 2, max = 4) int colours, @ForAll long seed) {
        check(columns, colours, seed);
    }

    @Property(tries = 150)
    void with_five_and_six_colours(@ForAll @IntRange(min = 1, max = 3) int columns,
            @ForAll @IntRange(min = 5, max = 6) int colours, @ForAll long seed) {
        check(columns, colours, seed);
    }

    @Property(tries = 100)
    void on_longer_boards_with_two_colours(@ForAll @IntRange(min = 6, max = 8) int columns, @ForAll long seed) {
        check(columns, 2, seed);
    }

    private static void check(int columns, int colours, long seed) {
        Random random = new Random(seed);
        int[] cells = new int[2 * columns];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = random.nextInt(colours);
        }
        TwoRowBoard board = new TwoRowBoard(columns, cells, colours);
        int[] expected = BruteForceFlood.distances(2, columns, cells, colours, null, 14);
        List<FreeSolution> all = new FreeTwoRowSolver().solveAll(board, Limits.none());
        for (FreeSolution s : all) {
            assertThat(s.length()).as("m(B, %d) on %s", s.colour(), Arrays.toString(cells))
                    .isEqualTo(expected[s.colour()]);
            ReplayResult r = Replay.play(board.graph(), Mode.FREE, 0, s.moves(), OptionalInt.of(s.colour()));
            assertThat(r.error()).isNull();
            assertThat(r.flooded()).as("sequence %s floods %s", s.moves(), Arrays.toString(cells)).isTrue();
            assertThat(r.colours()[0]).isEqualTo(s.colour());
        }
    }
}
