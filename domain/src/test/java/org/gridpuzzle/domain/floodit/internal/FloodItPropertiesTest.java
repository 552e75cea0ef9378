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
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;

/** Exact and heuristic Flood-It solvers against breadth-first search over whole boards. */
class FloodItPropertiesTest {

    private static int[] randomBoard(int rows, int cols, int colours, long seed) {
        Random random = new Random(seed);
        int[] b = new int[rows * cols];
        for (int i = 0; i < b.length; i++) {
            b[i] = random.nextInt(colours);
        }
        return b;
    }

    private static ColouredGraph graph(int rows, int cols, int[] board, int colours) {
        return new ColouredGraph(GridShape.of(rows, cols).orthogonalNeighbours(), board, colours);
    }

    @Property(tries = 300)
    void fixed_exact_equals_brute_force_and_beam_and_bounds_are_sound(@ForAll @IntRange(min = 1, max = 4) int rows,
            @ForAll @IntRange(min = 1, max = 4) int cols, @ForAll @IntRange(min = 1, max = 4) int colours,
            @ForAll long seed) {
        int[] board = randomBoard(rows, cols, colours, seed);
        int pivot = new Random(seed).nextInt(rows * cols);
        ColouredGraph g = graph(rows, cols, board, colours);
        int[] dist = BruteForceFlood.distances(rows, cols, board, colours, pivot, 20);
        int optimum = Arrays.stream(dist).filter(d -> d >= 0).min().orElseThrow();

        FixedSolution exact = new FixedExactSolver().solve(g, pivot, Limits.none());
        assertThat(exact.length()).isEqualTo(optimum);
        assertThat(exact.optimal()).isTrue();
        assertThat(exact.lowerBound()).isLessThanOrEqualTo(optimum);
        assertReplaysFixed(g, pivot, exact.colours());

        for (int width : new int[] {1, 3, 50}) {
            FixedSolution beam = new FixedBeamSolver(width).solve(g, pivot, Limits.none());
            assertThat(beam.length()).isGreaterThanOrEqualTo(optimum);
            assertReplaysFixed(g, pivot, beam.colours());
        }
        FixedSolution greedy = new FixedGreedySolver().solve(g, pivot, Limits.none());
        assertThat(greedy.length()).isGreaterThanOrEqualTo(optimum);
        assertThat(greedy.lowerBound()).isEqualTo(exact.lowerBound());
        assertThat(greedy.optimal()).isEqualTo(greedy.length() == exact.lowerBound());
        assertReplaysFixed(g, pivot, greedy.colours());
        long[] flooded = Bits.of(g.contract().graph().vertexCount());
        Bits.set(flooded, g.contract().component(pivot));
        ColouredGraph contracted = g.contract().graph();
        int n = contracted.vertexCount();
        assertThat(FixedBounds.coloursLeft(contracted, flooded)).isLessThanOrEqualTo(optimum);
        assertThat(FixedBounds.floodDistance(contracted, flooded, new int[n], new int[n])).isLessThanOrEqualTo(optimum);
        assertThat(FixedBounds.bound(contracted, flooded)).isLessThanOrEqualTo(optimum);
    }

    @Property(tries = 40)
    void fixed_greedy_floods_larger_boards_and_removes_a_colour_whenever_it_can(
            @ForAll @IntRange(min = 1, max = 40) int rows, @ForAll @IntRange(min = 1, max = 40) int cols,
            @ForAll @IntRange(min = 2, max = 8) int colours, @ForAll long seed) {
        int[] board = randomBoard(rows, cols, colours, seed);
        int pivot = new Random(seed).nextInt(rows * cols);
        ColouredGraph g = graph(rows, cols, board, colours);
        FixedSolution greedy = new FixedGreedySolver().solve(g, pivot, Limits.none());
        assertReplaysFixed(g, pivot, greedy.colours());
        assertThat(greedy.length()).isGreaterThanOrEqualTo(greedy.lowerBound());
        // replayed with bitsets: every move that could remove a colour did (the smallest such colour)
        Contraction c = g.contract();
        FixedSearchSpace space = new FixedSearchSpace(c.graph(), c.component(pivot));
        long[] flooded = space.start();
        for (int colour : greedy.colours()) {
            long[] frontier = space.frontier(flooded);
            int eliminable = space.eliminable(flooded, frontier);
            if (eliminable >= 0) {
                assertThat(colour).isEqualTo(eliminable);
            }
            flooded = space.play(flooded, frontier, colour);
        }
        assertThat(space.goal(flooded)).isTrue();
    }

    @Property(tries = 30)
    void free_exact_on_4x4_boards_with_up_to_3_colours(@ForAll @IntRange(min = 2, max = 3) int colours,
            @ForAll long seed) {
        free_exact_equals_brute_force_for_every_target_colour(4, 4, colours, seed);
    }

    @Property(tries = 200)
    void free_exact_equals_brute_force_for_every_target_colour(@ForAll @IntRange(min = 1, max = 4) int rows,
            @ForAll @IntRange(min = 1, max = 3) int cols, @ForAll @IntRange(min = 1, max = 4) int colours,
            @ForAll long seed) {
        int[] board = randomBoard(rows, cols, colours, seed);
        ColouredGraph g = graph(rows, cols, board, colours);
        int[] dist = BruteForceFlood.distances(rows, cols, board, colours, null, 12);
        List<FreeSolution> all = new FreeExactSolver().solveAll(g, Limits.none()).orElseThrow();
        for (FreeSolution s : all) {
            assertThat(s.length()).as("m(G, %d)", s.colour()).isEqualTo(dist[s.colour()]);
            ReplayResult r = Replay.play(g, Mode.FREE, 0, s.moves(), OptionalInt.of(s.colour()));
            assertThat(r.error()).isNull();
            assertThat(r.flooded()).isTrue();
            assertThat(r.colours()[0]).isEqualTo(s.colour());
        }
    }

    private static void assertReplaysFixed(ColouredGraph g, int pivot, List<Integer> colours) {
        List<Move> moves = new ArrayList<>();
        for (int c : colours) {
            moves.add(new Move(pivot, c));
        }
        ReplayResult r = Replay.play(g, Mode.FIXED, pivot, moves, OptionalInt.empty());
        assertThat(r.error()).isNull();
        assertThat(r.flooded()).isTrue();
    }

    @Property(tries = 40)
    void beam_on_larger_boards_replays_and_never_beats_the_exact_optimum(@ForAll @IntRange(min = 6, max = 10) int side,
            @ForAll @IntRange(min = 3, max = 6) int colours, @ForAll @IntRange(min = 1, max = 30) int width,
            @ForAll long seed) {
        int[] board = randomBoard(side, side, colours, seed);
        ColouredGraph g = graph(side, side, board, colours);
        int pivot = new Random(seed).nextInt(side * side);
        FixedSolution exact = new FixedExactSolver().solve(g, pivot, Limits.none());
        FixedSolution beam = new FixedBeamSolver(width).solve(g, pivot, Limits.none());
        assertReplaysFixed(g, pivot, exact.colours());
        assertReplaysFixed(g, pivot, beam.colours());
        assertThat(beam.length()).isGreaterThanOrEqualTo(exact.length());
        assertThat(beam.lowerBound()).isEqualTo(exact.lowerBound()).isLessThanOrEqualTo(exact.length());
    }

    @Property(tries = 50)
    void a_wrong_sequence_is_reported(@ForAll @IntRange(min = 2, max = 4) int side, @ForAll long seed) {
        int[] board = randomBoard(side, side, 3, seed);
        ColouredGraph g = graph(side, side, board, 3);
        if (g.monochromatic()) {
            return;
        }
        ReplayResult r = Replay.play(g, Mode.FIXED, 0, List.of(), OptionalInt.empty());
        assertThat(r.flooded()).isFalse();
        assertThat(r.coloursLeft()).isGreaterThan(1);
        ReplayResult off = Replay.play(g, Mode.FIXED, 0, List.of(new Move(0, 7)), OptionalInt.empty());
        assertThat(off.error()).contains("outside the palette");
    }

    @Property(tries = 20)
    void boards_contract_to_monochromatic_components(@ForAll @IntRange(min = 1, max = 6) int side, @ForAll long seed) {
        int[] board = randomBoard(side, side, 4, seed);
        ColouredGraph g = ColouredGraph.ofBoard(IntGrid.of(GridShape.of(side, side), board));
        Contraction c = g.contract();
        for (int v = 0; v < g.vertexCount(); v++) {
            assertThat(c.graph().colour(c.component(v))).isEqualTo(g.colour(v));
        }
        for (int v = 0; v < c.graph().vertexCount(); v++) {
            for (int w : c.graph().graph().neighbours(v)) {
                assertThat(c.graph().colour(v)).isNotEqualTo(c.graph().colour(w));
            }
        }
    }
}
