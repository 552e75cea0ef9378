package org.gridpuzzle.domain.reachability.internal;

import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.sat.ClauseSink;

/** Writes "t is reachable from s" into a clause sink with the chosen encoding. */
public final class ReachabilityEncodings {

    private ReachabilityEncodings() {
    }

    public static ReachabilityEncoding encode(EncodingKind kind, Graph graph, int source, int target, ClauseSink sink) {
        return encode(kind, graph, source, target, sink, false);
    }

    /**
     * @param implied add {@link ImpliedDistances} (DAG and tree only): refutations by unit propagation,
     *        at O(N²) extra clauses
     */
    public static ReachabilityEncoding encode(EncodingKind kind, Graph graph, int source, int target, ClauseSink sink,
            boolean implied) {
        return encode(kind, graph, source, target, sink, implied, Limits.none());
    }

    /**
     * @param limits their memory budget bounds the formula, estimated before any clause is made (the DAG and tree
     *     encodings grow with the square of the map)
     */
    public static ReachabilityEncoding encode(EncodingKind kind, Graph graph, int source, int target, ClauseSink sink,
            boolean implied, Limits limits) {
        ReachabilityEncoding encoding = encodeOnly(kind, graph, source, target, sink, limits);
        if (implied && kind != EncodingKind.PATH) {
            int[] reached = new int[graph.vertexCount()];
            for (int v = 0; v < reached.length; v++) {
                reached[v] = encoding.reachLiteral(v);
            }
            ImpliedDistances.add(graph, source, reached, sink);
        }
        return encoding;
    }

    private static ReachabilityEncoding encodeOnly(EncodingKind kind, Graph graph, int source, int target, ClauseSink sink,
            Limits limits) {
        int n = graph.vertexCount();
        if (source < 0 || source >= n || target < 0 || target >= n) {
            throw new InvalidModelException("source and target must be vertices 0.." + (n - 1));
        }
        return switch (kind) {
            case DAG -> new DagEncoding(graph, source, target, sink, limits);
            case PATH -> new PathEncoding(graph, source, target, sink);
            case TREE -> new TreeEncoding(graph, source, target, sink, limits);
        };
    }

    /** Breadth-first reference: which vertices s reaches. */
    public static boolean[] component(Graph graph, int source) {
        boolean[] seen = new boolean[graph.vertexCount()];
        int[] queue = new int[graph.vertexCount()];
        int head = 0;
        int tail = 0;
        queue[tail++] = source;
        seen[source] = true;
        while (head < tail) {
            int v = queue[head++];
            for (int k = graph.start(v); k < graph.end(v); k++) {
                int w = graph.target(k);
                if (!seen[w]) {
                    seen[w] = true;
                    queue[tail++] = w;
                }
            }
        }
        return seen;
    }
}
