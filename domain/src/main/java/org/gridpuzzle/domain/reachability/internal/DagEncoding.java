package org.gridpuzzle.domain.reachability.internal;

import org.gridpuzzle.domain.reachability.EncodingKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.sat.ClauseSink;
import org.gridpuzzle.domain.sat.internal.CountingSink;
import org.gridpuzzle.domain.search.Limits;

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
final class DagEncoding extends CountedEncoding {

    /** A three-literal clause in an embedded solver (object, literal array, watches): an estimate, on the safe side. */
    static final long BYTES_PER_CLAUSE = 80;
    /** A variable with its name and the solver's per-variable tables. */
    static final long BYTES_PER_VARIABLE = 64;

    private final Graph graph;
    private final int source;
    private final int target;
    private final int[] r;
    /** e[slot] for the directed edge (v, graph.target(slot)), slot in v's adjacency. */
    private final int[] e;

    DagEncoding(Graph graph, int source, int target, ClauseSink out, Limits limits) {
        super(EncodingKind.DAG);
        this.graph = graph;
        this.source = source;
        this.target = target;
        int n = graph.vertexCount();
        // O(N) clauses per directed edge and N order variables per vertex: checked before any is made
        long clauses = (long) graph.end(n - 1) * n;
        long variables = (long) n * n;
        limits.checkMemory("the DAG encoding of " + n + " cells (about " + clauses + " clauses, " + variables
                + " variables)", clauses * BYTES_PER_CLAUSE + variables * BYTES_PER_VARIABLE);
        CountingSink sink = new CountingSink(out);
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
        VertexOrder order = new VertexOrder(n, sink);
        sink.addClause(r[source]);
        sink.addClause(r[target]);
        for (int v = 0; v < n; v++) {
            if (v != source) {
                List<Integer> into = new ArrayList<>();
                into.add(-r[v]);
                for (int k = graph.start(v); k < graph.end(v); k++) {
                    into.add(e[graph.slot(graph.target(k), v)]);
                }
                sink.addClause(into.stream().mapToInt(Integer::intValue).toArray());
            }
            for (int k = graph.start(v); k < graph.end(v); k++) {
                int w = graph.target(k);
                int used = e[k];
                sink.addClause(-used, r[v]);
                order.upwards(used, v, w, sink);
            }
        }
        counted(sink);
    }

    @Override
    public int[] answerVariables() {
        int[] out = Arrays.copyOf(r, r.length + e.length);
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
                if (model[e[graph.slot(u, v)]] && model[r[u]]) {
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
