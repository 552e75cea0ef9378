package org.gridpuzzle.domain.reachability;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.grid.Graph;
import org.gridpuzzle.domain.sat.ClauseSink;

/**
 * The DAG (ordering) encoding: r_v reachable, e_uv edge used, and an integer a_v per vertex that
 * strictly increases along used edges, which forbids cycles; every reachable vertex but s has a used
 * edge into it, and a used edge starts at a reachable vertex.
 * <p>
 * The integers use the <em>order encoding</em>: o_{v,k} means a_v ≥ k for k = 2..N, with
 * o_{v,k+1} → o_{v,k}; a_u < a_v is then one clause per k (¬e_uv ∨ ¬o_{u,k} ∨ o_{v,k+1}). It costs
 * O(N) clauses per edge, O(N·M) in all, against O(M log N) for a binary encoding, but unit propagation
 * sees bounds directly, which is what a SAT solver needs on these chains.
 */
final class DagEncoding implements ReachabilityEncoding {

    private final Graph graph;
    private final int source;
    private final int target;
    private final int[] r;
    /** e[slot] for the directed edge (v, graph.target(slot)), slot in v's adjacency. */
    private final int[] e;
    private final int variables;
    private final int clauses;

    DagEncoding(Graph graph, int source, int target, ClauseSink out) {
        this.graph = graph;
        this.source = source;
        this.target = target;
        CountingSink sink = new CountingSink(out);
        int n = graph.vertexCount();
        r = new int[n];
        for (int v = 0; v < n; v++) {
            r[v] = sink.newVariable("r_" + v);
        }
        e = new int[graph.end(n - 1)];
        for (int v = 0; v < n; v++) {
            for (int k = graph.start(v); k < graph.end(v); k++) {
                e[k] = sink.newVariable("e_" + v + "_" + graph.target(k));
            }
        }
        // order[v][k] = a_v >= k + 2, k = 0..n-2
        int[][] order = new int[n][Math.max(0, n - 1)];
        for (int v = 0; v < n; v++) {
            for (int k = 0; k < n - 1; k++) {
                order[v][k] = sink.newVariable();
                if (k > 0) {
                    sink.addClause(-order[v][k], order[v][k - 1]);
                }
            }
        }
        sink.addClause(r[source]);
        sink.addClause(r[target]);
        for (int v = 0; v < n; v++) {
            if (v != source) {
                List<Integer> into = new ArrayList<>();
                into.add(-r[v]);
                for (int k = graph.start(v); k < graph.end(v); k++) {
                    into.add(e[slot(graph.target(k), v)]);
                }
                sink.addClause(into.stream().mapToInt(Integer::intValue).toArray());
            }
            for (int k = graph.start(v); k < graph.end(v); k++) {
                int w = graph.target(k);
                int used = e[k];
                sink.addClause(-used, r[v]);
                if (n == 1) {
                    continue;
                }
                // a_v < a_w: a_w >= 2; a_v >= j  ->  a_w >= j + 1; a_v <= n - 1.
                sink.addClause(-used, order[w][0]);
                for (int j = 0; j + 1 < n - 1; j++) {
                    sink.addClause(-used, -order[v][j], order[w][j + 1]);
                }
                sink.addClause(-used, -order[v][n - 2]);
            }
        }
        this.variables = sink.variables();
        this.clauses = sink.clauses();
    }

    private int slot(int from, int to) {
        for (int k = graph.start(from); k < graph.end(from); k++) {
            if (graph.target(k) == to) {
                return k;
            }
        }
        throw new IllegalStateException("no edge " + from + "-" + to);
    }

    @Override
    public EncodingKind kind() {
        return EncodingKind.DAG;
    }

    @Override
    public int variables() {
        return variables;
    }

    @Override
    public int clauses() {
        return clauses;
    }

    @Override
    public int[] answerVariables() {
        int[] out = java.util.Arrays.copyOf(r, r.length + e.length);
        System.arraycopy(e, 0, out, r.length, e.length);
        return out;
    }

    @Override
    public int reachLiteral(int vertex) {
        return r[vertex];
    }

    @Override
    public Optional<List<Integer>> path(boolean[] model) {
        if (!model[r[target]]) {
            return Optional.empty();
        }
        List<Integer> back = new ArrayList<>();
        boolean[] seen = new boolean[graph.vertexCount()];
        int v = target;
        while (v != source) {
            if (seen[v]) {
                return Optional.empty();
            }
            seen[v] = true;
            back.add(v);
            int prev = -1;
            for (int k = graph.start(v); k < graph.end(v) && prev < 0; k++) {
                int u = graph.target(k);
                if (model[e[slot(u, v)]] && model[r[u]]) {
                    prev = u;
                }
            }
            if (prev < 0) {
                return Optional.empty();
            }
            v = prev;
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
