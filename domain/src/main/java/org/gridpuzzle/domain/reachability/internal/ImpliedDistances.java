package org.gridpuzzle.domain.reachability.internal;

import java.util.Arrays;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.sat.ClauseSink;

/**
 * Optional implied constraints for the DAG and tree encodings, which make "not reachable" a matter of
 * unit propagation. Refuting reachability into a large area cut off from s is otherwise the ordering
 * principle, which CDCL solvers find hard (a 12×12 grid cut in two: 14 s with CaDiCaL for DAG).
 * <ul>
 *   <li>reachability spreads along edges: r_v → r_w (sound on undirected graphs);</li>
 *   <li>an order-encoded distance d_v ∈ 0..N-1 per vertex, d_s = 0, and for every reached v ≠ s and every
 *       k: d_v ≤ k → some neighbour u has d_u ≤ k - 1.</li>
 * </ul>
 * Breadth-first distances satisfy both, so no model is lost; and propagation raises d_v to the
 * distance from s, hence past N-1 for any reached vertex that s cannot reach. O(N²) clauses.
 */
final class ImpliedDistances {

    private ImpliedDistances() {
    }

    /** @param reached the literal r_v of each vertex */
    static void add(Graph graph, int source, int[] reached, ClauseSink sink) {
        int n = graph.vertexCount();
        for (int v = 0; v < n; v++) {
            for (int k = graph.start(v); k < graph.end(v); k++) {
                sink.addClause(-reached[v], reached[graph.target(k)]);
            }
        }
        // atMost[v][k]: d_v <= k, for k = 0..n-2 (d_v <= n-1 always holds).
        int[][] atMost = new int[n][Math.max(0, n - 1)];
        for (int v = 0; v < n; v++) {
            for (int k = 0; k < n - 1; k++) {
                atMost[v][k] = sink.newVariable();
                if (k > 0) {
                    sink.addClause(-atMost[v][k - 1], atMost[v][k]);
                }
            }
        }
        if (n > 1) {
            sink.addClause(atMost[source][0]);
        }
        for (int v = 0; v < n; v++) {
            if (v == source) {
                continue;
            }
            for (int k = 0; k < n; k++) {
                // r_v and d_v <= k imply a neighbour u with d_u <= k - 1 (for k = 0: impossible, d_v >= 1).
                int[] clause = new int[graph.degree(v) + 2];
                int m = 0;
                clause[m++] = -reached[v];
                if (k < n - 1) {
                    clause[m++] = -atMost[v][k];
                }
                if (k > 0) {
                    for (int j = graph.start(v); j < graph.end(v); j++) {
                        clause[m++] = atMost[graph.target(j)][k - 1];
                    }
                }
                sink.addClause(Arrays.copyOf(clause, m));
            }
        }
    }
}
