package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.OptionalInt;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.floodit.internal.twocolour.TwoColourSolver;

/** The radius rule for two colours against breadth-first search over all colourings of random graphs. */
class TwoColourSolverTest {

    @Property(tries = 400)
    void two_colours_equal_brute_force_on_random_graphs(@ForAll @IntRange(min = 1, max = 9) int vertices,
            @ForAll @IntRange(min = 0, max = 6) int extraEdges, @ForAll long seed) {
        ColouredGraph g = GraphBruteForce.randomConnected(vertices, extraEdges, 2, new Random(seed));
        int[] expected = GraphBruteForce.distances(g);
        for (FreeSolution s : new TwoColourSolver().solveAll(g)) {
            assertThat(s.length()).as("m(G, %d)", s.colour()).isEqualTo(expected[s.colour()]);
            ReplayResult r = Replay.play(g, Mode.FREE, 0, s.moves(), OptionalInt.of(s.colour()));
            assertThat(r.error()).isNull();
            assertThat(r.flooded()).isTrue();
            assertThat(r.colours()[0]).isEqualTo(s.colour());
        }
    }

    @Property(tries = 150)
    void an_absent_colour_is_never_a_better_target(@ForAll @IntRange(min = 1, max = 7) int vertices,
            @ForAll @IntRange(min = 0, max = 5) int extraEdges, @ForAll long seed) {
        ColouredGraph two = GraphBruteForce.randomConnected(vertices, extraEdges, 2, new Random(seed));
        ColouredGraph withSpare = new ColouredGraph(two.graph(), two.colours(), 3);
        int[] expected = GraphBruteForce.distances(withSpare);
        int best = new TwoColourSolver().solveAll(two).stream().mapToInt(FreeSolution::length).min().orElseThrow();
        assertThat(best).isEqualTo(Arrays.stream(expected).min().orElseThrow());
    }
}
