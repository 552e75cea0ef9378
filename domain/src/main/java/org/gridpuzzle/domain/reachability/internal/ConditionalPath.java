package org.gridpuzzle.domain.reachability.internal;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.sat.ClauseSink;

/**
 * The path encoding with a variable source and target: x_v says v is on the path. A needed vertex is on
 * it; a path vertex is free or the source; the source and the target each have exactly one path
 * neighbour (unless they coincide) and every other path vertex exactly two. The path vertices of the
 * target's component then form a simple path that can only end at the source (a graph has an even
 * number of odd-degree vertices), so the target is reachable. At most one vertex may be needed at a time.
 * O(N) clauses on grids (degree ≤ 4).
 */
final class ConditionalPath {

    private ConditionalPath() {
    }

    /** {@code need[v] == 0} means v is never the target. */
    static int[] encode(Graph graph, int[] source, int[] free, int[] need, ClauseSink sink) {
        int n = graph.vertexCount();
        int[] x = new int[n];
        for (int v = 0; v < n; v++) {
            x[v] = sink.newVariable();
        }
        for (int v = 0; v < n; v++) {
            int[] around = new int[graph.degree(v)];
            for (int k = 0; k < around.length; k++) {
                around[k] = x[graph.neighbour(v, k)];
            }
            sink.addClause(-x[v], free[v], source[v]);
            if (need[v] != 0) {
                sink.addClause(-need[v], x[v]);
                exactly(sink, 1, List.of(x[v], -source[v], need[v]), around);
                exactly(sink, 1, List.of(x[v], source[v], -need[v]), around);
                exactly(sink, 2, List.of(x[v], -source[v], -need[v]), around);
            } else {
                exactly(sink, 1, List.of(x[v], source[v]), around);
                exactly(sink, 2, List.of(x[v], -source[v]), around);
            }
        }
        return x;
    }

    /** premise → exactly k (1 or 2) of the literals, by direct clauses (at most four literals). */
    private static void exactly(ClauseSink sink, int k, List<Integer> premise, int[] lits) {
        int m = lits.length;
        if (m < k) {
            sink.addClause(negated(premise, new int[0]));
            return;
        }
        // at least k: dropping any k-1 literals leaves one true
        if (k == 1) {
            sink.addClause(negated(premise, lits));
        } else {
            for (int i = 0; i < m; i++) {
                int[] rest = new int[m - 1];
                for (int j = 0, o = 0; j < m; j++) {
                    if (j != i) {
                        rest[o++] = lits[j];
                    }
                }
                sink.addClause(negated(premise, rest));
            }
        }
        // at most k: no k+1 of them together
        for (int a = 0; a < m; a++) {
            for (int b = a + 1; b < m; b++) {
                if (k == 1) {
                    sink.addClause(negated(premise, new int[] {-lits[a], -lits[b]}));
                    continue;
                }
                for (int c = b + 1; c < m; c++) {
                    sink.addClause(negated(premise, new int[] {-lits[a], -lits[b], -lits[c]}));
                }
            }
        }
    }

    private static int[] negated(List<Integer> premise, int[] tail) {
        List<Integer> out = new ArrayList<>();
        for (int p : premise) {
            out.add(-p);
        }
        for (int t : tail) {
            out.add(t);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
