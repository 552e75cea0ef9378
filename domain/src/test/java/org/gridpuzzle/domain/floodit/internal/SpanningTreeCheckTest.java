package org.gridpuzzle.domain.floodit.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.floodit.internal.tree.SpanningTreeCheck;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Test;

/** The spanning-tree identity and the no-leaf-moves lemma on random small graphs; the checker itself. */
class SpanningTreeCheckTest {

    @Property(tries = 120)
    void the_identity_holds_and_trees_never_need_leaf_moves(@ForAll @IntRange(min = 2, max = 6) int vertices,
            @ForAll @IntRange(min = 0, max = 4) int extraEdges, @ForAll @IntRange(min = 2, max = 3) int colours,
            @ForAll long seed) {
        ColouredGraph g = GraphBruteForce.randomConnected(vertices, extraEdges, colours, new Random(seed));
        SpanningTreeCheck.Report report = new SpanningTreeCheck().check(g, Limits.none()).orElseThrow();
        assertThat(report.graphMoves()).isEqualTo(GraphBruteForce.distances(g));
        assertThat(report.identityHolds()).as("m(G,d) %s vs min_T m(T,d) %s",
                Arrays.toString(report.graphMoves()), Arrays.toString(report.treeMoves())).isTrue();
        assertThat(report.leafMovesNeeded()).isEmpty();
    }

    @Test
    void spanning_trees_of_a_4_cycle_and_of_k4_are_counted_right() {
        Graph cycle = Graph.builder(4).addEdge(0, 1).addEdge(1, 2).addEdge(2, 3).addEdge(3, 0).build();
        assertThat(SpanningTreeCheck.spanningTrees(cycle)).hasSize(4);
        Graph.Builder k4 = Graph.builder(4);
        for (int a = 0; a < 4; a++) {
            for (int b = a + 1; b < 4; b++) {
                k4.addEdge(a, b);
            }
        }
        assertThat(SpanningTreeCheck.spanningTrees(k4.build())).hasSize(16); // Cayley: 4^(4-2)
    }

    @Test
    void a_tree_alone_is_its_own_only_spanning_tree() {
        Graph path = Graph.builder(3).addEdge(0, 1).addEdge(1, 2).build();
        ColouredGraph g = new ColouredGraph(path, new int[] {0, 1, 0}, 2);
        SpanningTreeCheck.Report r = new SpanningTreeCheck().check(g, Limits.none()).orElseThrow();
        assertThat(r.trees()).isEqualTo(1);
        assertThat(r.graphMoves()).containsExactly(1, 2);
    }
}
