package org.gridpuzzle.domain.reachability.internal;

import org.gridpuzzle.domain.reachability.EncodingKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.sat.internal.Cardinality;
import org.gridpuzzle.domain.sat.ClauseSink;
import org.gridpuzzle.domain.sat.internal.CountingSink;

/**
 * The path encoding: p_v says v is on the path; p_s and p_t hold; when s ≠ t each of them has exactly
 * one path neighbour; every other path vertex has exactly two. Unrelated cycles may appear in a model
 * but cannot connect to the path, which is all reachability needs. O(N) size on grids (degree ≤ 4).
 */
final class PathEncoding extends CountedEncoding {

    private final Graph graph;
    private final int source;
    private final int target;
    private final int[] p;

    PathEncoding(Graph graph, int source, int target, ClauseSink out) {
        super(EncodingKind.PATH);
        this.graph = graph;
        this.source = source;
        this.target = target;
        CountingSink sink = new CountingSink(out);
        int n = graph.vertexCount();
        p = new int[n];
        for (int v = 0; v < n; v++) {
            p[v] = sink.newVariable("p_" + v);
        }
        sink.addClause(p[source]);
        sink.addClause(p[target]);
        for (int v = 0; v < n; v++) {
            int[] around = neighbourLiterals(v);
            if (source != target && (v == source || v == target)) {
                Cardinality.exactlyOne(sink, around.length == 0 ? new int[0] : around);
            } else if (v != source) {
                if (around.length < 2) {
                    sink.addClause(-p[v]);
                } else {
                    Cardinality.exactlyK(Cardinality.guarded(sink, p[v]), 2, around);
                }
            }
        }
        counted(sink);
    }

    private int[] neighbourLiterals(int v) {
        int[] out = new int[graph.degree(v)];
        for (int k = 0; k < out.length; k++) {
            out[k] = p[graph.neighbour(v, k)];
        }
        return out;
    }

    @Override
    public int[] answerVariables() {
        return p.clone();
    }

    @Override
    public int reachLiteral(int vertex) {
        return p[vertex];
    }

    @Override
    public Optional<List<Integer>> path(boolean[] model) {
        List<Integer> path = new ArrayList<>();
        boolean[] seen = new boolean[graph.vertexCount()];
        int prev = -1;
        int v = source;
        while (true) {
            if (!model[p[v]] || seen[v]) {
                return Optional.empty();
            }
            seen[v] = true;
            path.add(v);
            if (v == target) {
                return Optional.of(path);
            }
            int next = -1;
            for (int k = 0; k < graph.degree(v); k++) {
                int w = graph.neighbour(v, k);
                if (w != prev && model[p[w]] && !seen[w]) {
                    next = w;
                    break;
                }
            }
            if (next < 0) {
                return Optional.empty();
            }
            prev = v;
            v = next;
        }
    }

    @Override
    public boolean[] reached(boolean[] model) {
        boolean[] out = new boolean[graph.vertexCount()];
        path(model).ifPresent(path -> path.forEach(v -> out[v] = true));
        return out;
    }
}
