package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.floodit.internal.path.FreePathSolver;
import org.gridpuzzle.domain.grid.GridShape;

/** The path programme against breadth-first search over all colourings, and its sequences replayed. */
class FreePathSolverTest {

    @Property(tries = 300)
    void the_path_programme_equals_brute_force_for_every_colour(@ForAll @IntRange(min = 1, max = 8) int length,
            @ForAll @IntRange(min = 1, max = 4) int colours, @ForAll long seed) {
        check(length, colours, seed);
    }

    @Property(tries = 150)
    void and_with_more_colours_on_shorter_paths(@ForAll @IntRange(min = 1, max = 6) int length,
            @ForAll @IntRange(min = 5, max = 6) int colours, @ForAll long seed) {
        check(length, colours, seed);
    }

    private static void check(int length, int colours, long seed) {
        Random random = new Random(seed);
        int[] path = new int[length];
        for (int i = 0; i < length; i++) {
            path[i] = random.nextInt(colours);
        }
        int[] expected = BruteForceFlood.distances(1, length, path, colours, null, 12);
        List<FreeSolution> all = new FreePathSolver().solveAll(path, colours);
        ColouredGraph g = new ColouredGraph(GridShape.of(1, length).orthogonalNeighbours(), path, colours);
        for (FreeSolution s : all) {
            assertThat(s.length()).as("m(P, %d)", s.colour()).isEqualTo(expected[s.colour()]);
            ReplayResult r = Replay.play(g, Mode.FREE, 0, s.moves(), OptionalInt.of(s.colour()));
            assertThat(r.error()).isNull();
            assertThat(r.flooded()).isTrue();
            assertThat(r.colours()[0]).isEqualTo(s.colour());
        }
    }
}
