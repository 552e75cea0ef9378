package org.gridpuzzle.domain.reachability.internal;

import org.gridpuzzle.domain.reachability.EncodingKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.sat.internal.Cardinality;
import org.gridpuzzle.domain.sat.ClauseSink;
import org.gridpuzzle.domain.sat.internal.CountingSink;
import org.gridpuzzle.domain.search.Limits;

/**
 * The spanning-tree encoding: r_v reachable, t_uv "u is an ancestor of v in a tree rooted at s".
 * <ol>
 *   <li>r_s;</li>
 *   <li>reachability spreads to neighbours: r_v → r_w for every edge;</li>
 *   <li>paths out of s: r_v → t_sv (s is an ancestor of every reached vertex), and s has no ancestor;</li>
 *   <li>at least one path into every reached vertex but s from a neighbour: r_v → ∨_{u∈N(v)} t_uv;</li>
 *   <li>at most one neighbour of v is its ancestor (the parent);</li>
 *   <li>transitivity along edges, t_uv ∧ t_vw → t_uw for every edge uv and vertex w, and no cycles,
 *       ¬t_uv ∨ ¬t_vu;</li>
 *   <li>a vertex on a path is reached: t_uv → r_u, t_uv → r_v.</li>
 * </ol>
 * A reached area cut off from s would need an ancestor chain of neighbours that closes into a cycle, which
 * (6) forbids; so every model's r set is exactly the component of s, and any breadth-first tree is a model.
 * N(N-1) ancestor variables and O(N·M) clauses.
 */
final class TreeEncoding extends CountedEncoding {

    private final Graph graph;
    private final int source;
    private final int target;
    private final int[] r;
    private final int[][] t;

    TreeEncoding(Graph graph, int source, int target, ClauseSink out, Limits limits) {
        super(EncodingKind.TREE);
        this.graph = graph;
        this.source = source;
        this.target = target;
        int n = graph.vertexCount();
        // N² ancestor variables, and transitivity per directed edge and vertex plus two links per pair: checked
        // before any is made (a 60×60 map is about 13 M variables and 80 M clauses)
        long variables = (long) n * n;
        long clauses = ((long) graph.end(n - 1) + 2L * n) * n;
        limits.checkMemory("the tree encoding of " + n + " cells (about " + clauses + " clauses, " + variables
                + " variables)", clauses * DagEncoding.BYTES_PER_CLAUSE + variables * DagEncoding.BYTES_PER_VARIABLE);
        CountingSink sink = new CountingSink(out);
        r = new int[n];
        for (int v = 0; v < n; v++) {
            r[v] = sink.newVariable("r_" + v);
        }
        t = new int[n][n];
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                if (u != v) {
                    t[u][v] = sink.newVariable();
                }
            }
        }
        sink.addClause(r[source]);
        sink.addClause(r[target]);
        for (int v = 0; v < n; v++) {
            for (int k = graph.start(v); k < graph.end(v); k++) {
                sink.addClause(-r[v], r[graph.target(k)]);
            }
            if (v == source) {
                for (int u = 0; u < n; u++) {
                    if (u != source) {
                        sink.addClause(-t[u][source]);
                    }
                }
                continue;
            }
            sink.addClause(-r[v], t[source][v]);
            int[] parents = new int[graph.degree(v)];
            int[] into = new int[graph.degree(v) + 1];
            into[0] = -r[v];
            for (int k = 0; k < parents.length; k++) {
                parents[k] = t[graph.neighbour(v, k)][v];
                into[k + 1] = parents[k];
            }
            sink.addClause(into);
            Cardinality.atMostOne(sink, parents);
        }
        for (int u = 0; u < n; u++) {
            ConditionalTree.ancestryFrom(graph, t, u, sink);
            for (int v = 0; v < n; v++) {
                if (u != v) {
                    sink.addClause(-t[u][v], r[u]);
                    sink.addClause(-t[u][v], r[v]);
                }
            }
        }
        counted(sink);
    }

    @Override
    public int[] answerVariables() {
        List<Integer> out = new ArrayList<>();
        for (int v : r) {
            out.add(v);
        }
        for (int v = 0; v < graph.vertexCount(); v++) {
            for (int k = graph.start(v); k < graph.end(v); k++) {
                out.add(t[graph.target(k)][v]);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public int reachLiteral(int vertex) {
        return r[vertex];
    }

    @Override
    public Optional<int[]> parents(boolean[] model) {
        int n = graph.vertexCount();
        int[] parent = new int[n];
        for (int v = 0; v < n; v++) {
            parent[v] = -1;
            if (v == source || !model[r[v]]) {
                continue;
            }
            for (int k = 0; k < graph.degree(v); k++) {
                int u = graph.neighbour(v, k);
                if (model[t[u][v]]) {
                    parent[v] = u;
                }
            }
        }
        return Optional.of(parent);
    }

    @Override
    public Optional<List<Integer>> path(boolean[] model) {
        if (!model[r[target]]) {
            return Optional.empty();
        }
        int[] parent = parents(model).orElseThrow();
        List<Integer> back = new ArrayList<>();
        int v = target;
        while (v != source) {
            if (v < 0 || back.size() > graph.vertexCount()) {
                return Optional.empty();
            }
            back.add(v);
            v = parent[v];
        }
        back.add(source);
        Collections.reverse(back);
        return Optional.of(back);
    }

    @Override
    public boolean[] reached(boolean[] model) {
        boolean[] out = new boolean[graph.vertexCount()];
        for (int v = 0; v < out.length; v++) {
            out[v] = model[r[v]];
        }
        return out;
    }
}
