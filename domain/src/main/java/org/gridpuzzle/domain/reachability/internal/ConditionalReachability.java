package org.gridpuzzle.domain.reachability.internal;

import org.gridpuzzle.domain.reachability.EncodingKind;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.sat.ClauseSink;

/**
 * Reachability whose source and open cells are themselves variables, as planning needs: at each step the
 * agent stands on a cell chosen by the plan and boxes or balls close cells. Literals per vertex:
 * {@code source[v]} (the walk starts here; exactly one should hold), {@code free[v]} (the cell can be
 * walked on) and {@code need[v]} (the walk must reach v; 0 stands for "never needed").
 * <p>
 * {@link #require} picks one of the paper's three encodings, made conditional. {@link #encode} is the DAG
 * one: a reached vertex is free or the source; a reached vertex that is not the source has a used edge
 * into it; a used edge leaves a reached vertex and goes up an order-encoded integer, so used edges form no
 * cycle and every reached vertex traces back to the source. O(N) clauses per edge.
 */
public final class ConditionalReachability {

    private ConditionalReachability() {
    }

    /**
     * Every needed vertex is reachable from the source over free vertices. The path encoding describes a
     * single path, so with {@code oneNeed} false (several vertices may be needed at once, as in parallel
     * plans) it is replicated once per vertex that can be needed.
     */
    public static void require(EncodingKind kind, Graph graph, int[] source, int[] free, int[] need, boolean oneNeed,
            ClauseSink sink) {
        switch (kind) {
            case DAG -> encode(graph, source, free, need, sink);
            case TREE -> {
                int[] r = ConditionalTree.encode(graph, source, free, sink);
                for (int v = 0; v < need.length; v++) {
                    if (need[v] != 0) {
                        if (need[v] != 0) {
                sink.addClause(-need[v], r[v]);
            }
                    }
                }
            }
            case PATH -> {
                if (oneNeed) {
                    ConditionalPath.encode(graph, source, free, need, sink);
                } else {
                    for (int v = 0; v < need.length; v++) {
                        if (need[v] != 0) {
                            int[] only = new int[need.length];
                            only[v] = need[v];
                            ConditionalPath.encode(graph, source, free, only, sink);
                        }
                    }
                }
            }
            default -> throw new IllegalArgumentException(kind.name());
        }
    }

    public static int[] encode(Graph graph, int[] source, int[] free, int[] need, ClauseSink sink) {
        int n = graph.vertexCount();
        int[] r = new int[n];
        for (int v = 0; v < n; v++) {
            r[v] = sink.newVariable("reach_" + v);
        }
        int[] e = new int[graph.end(n - 1)];
        for (int v = 0; v < n; v++) {
            for (int k = graph.start(v); k < graph.end(v); k++) {
                e[k] = sink.newVariable();
            }
        }
        VertexOrder order = new VertexOrder(n, sink);
        for (int v = 0; v < n; v++) {
            sink.addClause(-source[v], r[v]);
            if (need[v] != 0) {
                sink.addClause(-need[v], r[v]);
            }
            sink.addClause(-r[v], free[v], source[v]);
            List<Integer> into = new ArrayList<>();
            into.add(-r[v]);
            into.add(source[v]);
            for (int k = graph.start(v); k < graph.end(v); k++) {
                into.add(e[graph.slot(graph.target(k), v)]);
            }
            sink.addClause(into.stream().mapToInt(Integer::intValue).toArray());
            for (int k = graph.start(v); k < graph.end(v); k++) {
                int w = graph.target(k);
                int used = e[k];
                sink.addClause(-used, r[v]);
                order.upwards(used, v, w, sink);
            }
        }
        return r;
    }
}
