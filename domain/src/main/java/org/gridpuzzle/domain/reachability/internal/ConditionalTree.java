package org.gridpuzzle.domain.reachability.internal;

import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.sat.internal.Cardinality;
import org.gridpuzzle.domain.sat.ClauseSink;

/**
 * The spanning-tree encoding of {@link TreeEncoding} with a variable source and free vertices: r_v is
 * forced to be exactly "v is in the source's free component". The source is reached; reachability spreads
 * from a reached vertex to its free neighbours; the source is an ancestor of every reached vertex and has
 * no ancestor; every other reached vertex has exactly one neighbour as an ancestor (its parent);
 * ancestry is transitive along edges and antisymmetric; a vertex on an ancestor pair is reached. A reached
 * area cut off from the source would need an ancestor chain that closes into a cycle, which is forbidden.
 * N(N−1) ancestor variables, O(N·M) clauses.
 */
final class ConditionalTree {

    private ConditionalTree() {
    }

    static int[] encode(Graph graph, int[] source, int[] free, ClauseSink sink) {
        int n = graph.vertexCount();
        int[] r = new int[n];
        for (int v = 0; v < n; v++) {
            r[v] = sink.newVariable();
        }
        int[][] t = new int[n][n];
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                if (u != v) {
                    t[u][v] = sink.newVariable();
                }
            }
        }
        for (int v = 0; v < n; v++) {
            sink.addClause(-source[v], r[v]);
            sink.addClause(-r[v], free[v], source[v]);
            for (int k = graph.start(v); k < graph.end(v); k++) {
                int w = graph.target(k);
                sink.addClause(-r[v], -free[w], r[w]);
            }
            for (int u = 0; u < n; u++) {
                if (u != v) {
                    sink.addClause(-source[u], -r[v], t[u][v]);
                    sink.addClause(-source[v], -t[u][v]);
                    sink.addClause(-t[u][v], r[u]);
                    sink.addClause(-t[u][v], r[v]);
                }
            }
            int[] parents = new int[graph.degree(v)];
            int[] into = new int[graph.degree(v) + 2];
            into[0] = -r[v];
            into[1] = source[v];
            for (int k = 0; k < parents.length; k++) {
                parents[k] = t[graph.neighbour(v, k)][v];
                into[k + 2] = parents[k];
            }
            sink.addClause(into);
            Cardinality.atMostOne(sink, parents);
        }
        for (int u = 0; u < n; u++) {
            ancestryFrom(graph, t, u, sink);
        }
        return r;
    }

    /**
     * For the edges out of u: ancestry is antisymmetric along them and transitive through them
     * (t_uv ∧ t_vw → t_uw), which together forbid ancestor chains that close into a cycle.
     */
    static void ancestryFrom(Graph graph, int[][] t, int u, ClauseSink sink) {
        int n = graph.vertexCount();
        for (int k = graph.start(u); k < graph.end(u); k++) {
            int v = graph.target(k);
            sink.addClause(-t[u][v], -t[v][u]);
            for (int w = 0; w < n; w++) {
                if (w != u && w != v) {
                    sink.addClause(-t[u][v], -t[v][w], t[u][w]);
                }
            }
        }
    }
}
