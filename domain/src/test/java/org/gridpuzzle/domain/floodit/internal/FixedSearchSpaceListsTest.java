package org.gridpuzzle.domain.floodit.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.search.Limits;

/** Wide boards take neighbours from adjacency lists instead of byte tables: both must give the same sets and bounds. */
class FixedSearchSpaceListsTest {

    @Property(tries = 60)
    void adjacency_lists_and_byte_tables_agree_on_random_sets(@ForAll @IntRange(min = 1, max = 30) int rows,
            @ForAll @IntRange(min = 1, max = 30) int cols, @ForAll @IntRange(min = 2, max = 8) int colours,
            @ForAll long seed) {
        Random random = new Random(seed);
        Contraction c = RandomBoards.grid(rows, cols, colours, random).contract();
        int pivot = c.component(random.nextInt(rows * cols));
        FixedSearchSpace tables = new FixedSearchSpace(c.graph(), pivot, Limits.none().start(), false);
        FixedSearchSpace lists = new FixedSearchSpace(c.graph(), pivot, Limits.none().start(), true);
        long[] a = new long[tables.words];
        long[] b = new long[tables.words];
        for (int trial = 0; trial < 20; trial++) {
            // sparse to dense sets, and floods grown by play from the pivot
            long[] set = trial % 2 == 0 ? randomSet(random, tables.size, trial / 20.0) : flood(tables, random);
            tables.neighboursOf(set, a);
            lists.neighboursOf(set, b);
            assertThat(b).isEqualTo(a);
            tables.frontierInto(set, a);
            lists.frontierInto(set, b);
            assertThat(b).isEqualTo(a);
            if (Bits.get(set, pivot)) {
                assertThat(lists.eliminationBound(set)).isEqualTo(tables.eliminationBound(set));
            }
        }
    }

    /** Boards of three words (129 to 192 components, like pc19's) take a bound of their own: same values, every cap. */
    @Property(tries = 60)
    void the_three_word_bound_agrees_with_the_general_one(@ForAll @IntRange(min = 12, max = 16) int side,
            @ForAll @IntRange(min = 4, max = 8) int colours, @ForAll long seed) {
        Random random = new Random(seed);
        Contraction c = RandomBoards.grid(side, side + random.nextInt(3), colours, random).contract();
        int pivot = c.component(0);
        FixedSearchSpace tables = new FixedSearchSpace(c.graph(), pivot, Limits.none().start(), false);
        FixedSearchSpace lists = new FixedSearchSpace(c.graph(), pivot, Limits.none().start(), true);
        if (tables.words != 3) {
            return;
        }
        for (int trial = 0; trial < 20; trial++) {
            long[] set = flood(tables, random);
            long[] frontier = tables.frontier(set);
            int cap = 2 + random.nextInt(20);
            assertThat(tables.eliminationBound(set, frontier, cap)).isEqualTo(lists.eliminationBound(set, frontier, cap));
            assertThat(tables.eliminationBound(set)).isEqualTo(lists.eliminationBound(set));
        }
    }

    private static long[] randomSet(Random random, int size, double density) {
        long[] set = new long[(size + 63) >>> 6];
        for (int v = 0; v < size; v++) {
            if (random.nextDouble() < density) {
                Bits.set(set, v);
            }
        }
        return set;
    }

    private static long[] flood(FixedSearchSpace space, Random random) {
        long[] flooded = space.start();
        for (int moves = random.nextInt(12); moves > 0 && !space.goal(flooded); moves--) {
            long[] frontier = space.frontier(flooded);
            int colour;
            do {
                colour = random.nextInt(space.palette);
            } while (!space.touches(frontier, colour));
            flooded = space.play(flooded, frontier, colour);
        }
        return flooded;
    }
}
