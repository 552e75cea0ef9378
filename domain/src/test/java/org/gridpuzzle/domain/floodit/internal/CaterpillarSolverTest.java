package org.gridpuzzle.domain.floodit.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.floodit.internal.tree.CaterpillarSolver;
import org.gridpuzzle.domain.floodit.internal.tworow.FreeTwoRowSolver;
import org.gridpuzzle.domain.floodit.internal.tworow.TwoRowBoard;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Test;

/** The caterpillar programme against breadth-first search over all colourings; shapes it must refuse. */
class CaterpillarSolverTest {

    @Property(tries = 250)
    void equals_exhaustive_search_on_random_caterpillars(@ForAll @IntRange(min = 1, max = 6) int spine,
            @ForAll @IntRange(min = 2, max = 4) int colours, @ForAll long seed) {
        Random random = new Random(seed);
        Graph.Builder b = Graph.builder(12);
        int n = spine;
        for (int i = 1; i < spine; i++) {
            b.addEdge(i - 1, i);
        }
        for (int i = 0; i < spine && n < 11; i++) {
            for (int leaves = random.nextInt(3); leaves > 0 && n < 11; leaves--) {
                b.addEdge(i, n++);
            }
        }
        Graph full = b.build();
        Graph.Builder exact = Graph.builder(n);
        for (int v = 0; v < n; v++) {
            for (int k = 0; k < full.degree(v); k++) {
                if (full.neighbour(v, k) > v) {
                    exact.addEdge(v, full.neighbour(v, k));
                }
            }
        }
        int[] colour = new int[n];
        for (int v = 0; v < n; v++) {
            colour[v] = random.nextInt(colours);
        }
        ColouredGraph g = new ColouredGraph(exact.build(), colour, colours);
        int expected = new FreeBreadthFirstSolver().solve(g, Limits.none()).orElseThrow();
        assertThat(new CaterpillarSolver().solve(g)).as(Arrays.toString(colour)).isEqualTo(expected);
    }

    /** On 2×n boards whose component graph is a caterpillar it gives the 2×n programme's value. */
    @Property(tries = 150)
    void equals_the_two_row_programme_on_caterpillar_boards(@ForAll @IntRange(min = 1, max = 8) int columns,
            @ForAll @IntRange(min = 2, max = 4) int colours, @ForAll long seed) {
        Random random = new Random(seed);
        TwoRowBoard board;
        ColouredGraph components;
        do { // most small boards contract to a caterpillar; draw until one does
            int[] cells = new int[2 * columns];
            for (int i = 0; i < cells.length; i++) {
                cells[i] = random.nextInt(colours);
            }
            board = new TwoRowBoard(columns, cells, colours);
            components = board.graph().contract().graph();
        } while (CaterpillarSolver.shape(components).isEmpty());
        int programme = new FreeTwoRowSolver().solveAll(board, Limits.none()).stream()
                .mapToInt(FreeSolution::length).min().orElseThrow();
        assertThat(new CaterpillarSolver().solve(components)).as(Arrays.toString(board.colours())).isEqualTo(programme);
    }

    @Test
    void refuses_graphs_that_are_not_caterpillars() {
        Graph cycle = Graph.builder(3).addEdge(0, 1).addEdge(1, 2).addEdge(2, 0).build();
        assertThat(CaterpillarSolver.shape(new ColouredGraph(cycle, new int[] {0, 1, 0}, 2))).isEmpty();
        // a spider with three legs of length two: its non-leaves form a star, not a path
        Graph spider = Graph.builder(7).addEdge(0, 1).addEdge(1, 2).addEdge(0, 3).addEdge(3, 4).addEdge(0, 5)
                .addEdge(5, 6).build();
        assertThat(CaterpillarSolver.shape(new ColouredGraph(spider, new int[7], 1))).isEmpty();
    }
}
