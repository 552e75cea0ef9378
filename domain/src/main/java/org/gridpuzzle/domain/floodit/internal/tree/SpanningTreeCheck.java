package org.gridpuzzle.domain.floodit.internal.tree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.floodit.internal.ColouredGraph;
import org.gridpuzzle.domain.floodit.internal.FreeBreadthFirstSolver;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.search.Limits;

/**
 * Checks two facts of Meeks and Scott on small graphs, by exhaustive search:
 * <ul>
 *   <li>m(G, d) = min over spanning trees T of m(T, d), for every colour d (Theorem 3.2);</li>
 *   <li>on every tree with at least three vertices some optimal sequence plays no move at a leaf, i.e.
 *       m(T) is reached with moves in bare(T) only (Lemma 3.8; on a tree of two vertices both are leaves
 *       and the statement is empty).</li>
 * </ul>
 * Every spanning tree is enumerated (edge subsets of size V − 1 that connect), so this is for graphs of
 * a handful of vertices.
 */
public final class SpanningTreeCheck {

    /** What was found: m(G, d), the least m(T, d), and the trees on which leaves were needed (none expected). */
    public record Report(int[] graphMoves, int[] treeMoves, int trees, List<Graph> leafMovesNeeded) {

        public boolean identityHolds() {
            return Arrays.equals(graphMoves, treeMoves);
        }
    }

    public Optional<Report> check(ColouredGraph g, Limits limits) {
        FreeBreadthFirstSolver search = new FreeBreadthFirstSolver();
        Optional<int[]> onGraph = search.distances(g, limits, v -> true);
        if (onGraph.isEmpty()) {
            return Optional.empty();
        }
        int[] best = new int[g.palette()];
        Arrays.fill(best, Integer.MAX_VALUE);
        List<Graph> leafNeeded = new ArrayList<>();
        List<Graph> trees = spanningTrees(g.graph());
        for (Graph tree : trees) {
            ColouredGraph t = new ColouredGraph(tree, g.colours(), g.palette());
            Optional<int[]> onTree = search.distances(t, limits, v -> true);
            if (onTree.isEmpty()) {
                return Optional.empty();
            }
            for (int d = 0; d < best.length; d++) {
                best[d] = Math.min(best[d], onTree.get()[d]);
            }
            if (tree.vertexCount() >= 3) {
                Optional<int[]> bare = search.distances(t, limits, v -> tree.end(v) - tree.start(v) > 1);
                if (bare.isEmpty()) {
                    return Optional.empty();
                }
                if (min(bare.get()) != min(onTree.get())) {
                    leafNeeded.add(tree);
                }
            }
        }
        return Optional.of(new Report(onGraph.get(), best, trees.size(), leafNeeded));
    }

    private static int min(int[] distances) {
        return Arrays.stream(distances).filter(x -> x >= 0).min().orElse(Integer.MAX_VALUE);
    }

    /** Every spanning tree of a connected graph, by choosing V − 1 of its edges that join all vertices. */
    public static List<Graph> spanningTrees(Graph g) {
        int n = g.vertexCount();
        List<int[]> edges = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            for (int k = g.start(v); k < g.end(v); k++) {
                if (v < g.target(k)) {
                    edges.add(new int[] {v, g.target(k)});
                }
            }
        }
        List<Graph> out = new ArrayList<>();
        choose(edges, 0, new int[Math.max(0, n - 1)], 0, n, out);
        return out;
    }

    private static void choose(List<int[]> edges, int from, int[] picked, int count, int n, List<Graph> out) {
        if (count == picked.length) {
            int[] parent = new int[n];
            for (int v = 0; v < n; v++) {
                parent[v] = v;
            }
            for (int e : picked) {
                int a = find(parent, edges.get(e)[0]);
                int b = find(parent, edges.get(e)[1]);
                if (a == b) {
                    return; // a cycle: not a tree
                }
                parent[a] = b;
            }
            Graph.Builder b = Graph.builder(n);
            for (int e : picked) {
                b.addEdge(edges.get(e)[0], edges.get(e)[1]);
            }
            out.add(b.build());
            return;
        }
        for (int e = from; e <= edges.size() - (picked.length - count); e++) {
            picked[count] = e;
            choose(edges, e + 1, picked, count + 1, n, out);
        }
    }

    private static int find(int[] parent, int v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    }
}
