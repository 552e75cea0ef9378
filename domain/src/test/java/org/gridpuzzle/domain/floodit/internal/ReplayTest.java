package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.grid.internal.FloodFill;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.search.Limits;

/**
 * The replay keeps components up to date by union-find; here it is checked move by move against flood fills of the
 * whole colouring, on random boards and random moves (Free anywhere, Fixed at the pivot), and the greedy player's
 * sequences (built on the same structure) against the fills too.
 */
class ReplayTest {

    private static ColouredGraph board(int rows, int cols, int colours, Random random) {
        int[] cells = new int[rows * cols];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = random.nextInt(colours);
        }
        return new ColouredGraph(GridShape.of(rows, cols).orthogonalNeighbours(), cells, colours);
    }

    private static int[] fills(ColouredGraph g, List<Move> moves) {
        int[] colours = g.colours();
        for (Move m : moves) {
            colours = FloodFill.fill(g.graph(), colours, m.vertex(), m.colour());
        }
        return colours;
    }

    @Property(tries = 300)
    void free_moves_anywhere_give_the_colours_of_flood_fills(@ForAll @IntRange(min = 1, max = 7) int rows,
            @ForAll @IntRange(min = 1, max = 7) int cols, @ForAll @IntRange(min = 1, max = 5) int colours,
            @ForAll long seed) {
        Random random = new Random(seed);
        ColouredGraph g = board(rows, cols, colours, random);
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < 1 + random.nextInt(3 * rows * cols); i++) {
            moves.add(new Move(random.nextInt(rows * cols), random.nextInt(colours)));
            ReplayResult r = Replay.play(g, Mode.FREE, 0, moves);
            assertThat(r.error()).isNull();
            assertThat(r.colours()).isEqualTo(fills(g, moves));
        }
    }

    @Property(tries = 200)
    void fixed_moves_are_checked_at_the_pivot_and_give_the_colours_of_flood_fills(
            @ForAll @IntRange(min = 1, max = 6) int side, @ForAll @IntRange(min = 2, max = 4) int colours,
            @ForAll long seed) {
        Random random = new Random(seed);
        ColouredGraph g = board(side, side, colours, random);
        int pivot = random.nextInt(side * side);
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < 2 * side * side; i++) {
            int[] now = fills(g, moves);
            int v = random.nextInt(side * side);
            boolean atPivot = java.util.Arrays.stream(FloodFill.component(g.graph(), now, pivot)).anyMatch(w -> w == v);
            moves.add(new Move(v, random.nextInt(colours)));
            ReplayResult r = Replay.play(g, Mode.FIXED, pivot, moves, OptionalInt.empty());
            if (!atPivot) {
                assertThat(r.error()).contains("not at the pivot's component");
                assertThat(r.movesPlayed()).isEqualTo(moves.size() - 1);
                return;
            }
            assertThat(r.error()).isNull();
            assertThat(r.colours()).isEqualTo(fills(g, moves));
        }
    }

    @Property(tries = 100)
    void greedy_sequences_flood_the_board_by_flood_fills(@ForAll @IntRange(min = 1, max = 12) int side,
            @ForAll @IntRange(min = 1, max = 6) int colours, @ForAll long seed) {
        ColouredGraph g = board(side, side, colours, new Random(seed));
        Optional<FreeSolution> s = new FreeGreedySolver().solve(g, Limits.none());
        int[] after = fills(g, s.orElseThrow().moves());
        for (int c : after) {
            assertThat(c).isEqualTo(s.get().colour());
        }
        assertThat(s.get().length()).isLessThanOrEqualTo(g.contract().graph().vertexCount() - 1);
    }
}
