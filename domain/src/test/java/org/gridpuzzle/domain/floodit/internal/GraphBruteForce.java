package org.gridpuzzle.domain.floodit.internal;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.gridpuzzle.domain.grid.internal.FloodFill;
import org.gridpuzzle.domain.grid.internal.Graph;

/**
 * The oracle for general graphs: breadth-first search over whole colourings with Free moves (any vertex,
 * any colour); for each colour d the fewest moves to make the graph entirely d. Also random connected
 * graphs for the tests.
 */
final class GraphBruteForce {

    private GraphBruteForce() {
    }

    static int[] distances(ColouredGraph g) {
        int palette = g.palette();
        int[] best = new int[palette];
        Arrays.fill(best, -1);
        int found = 0;
        Map<String, Integer> seen = new HashMap<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        int[] start = g.colours();
        queue.add(start);
        seen.put(Arrays.toString(start), 0);
        while (!queue.isEmpty()) {
            int[] s = queue.poll();
            int depth = seen.get(Arrays.toString(s));
            if (Arrays.stream(s).allMatch(v -> v == s[0]) && best[s[0]] < 0) {
                best[s[0]] = depth;
                if (++found == palette) {
                    return best;
                }
            }
            for (int v = 0; v < s.length; v++) {
                for (int c = 0; c < palette; c++) {
                    if (c != s[v]) {
                        int[] next = FloodFill.fill(g.graph(), s, v, c);
                        if (seen.putIfAbsent(Arrays.toString(next), depth + 1) == null) {
                            queue.add(next);
                        }
                    }
                }
            }
        }
        return best;
    }

    /** A random connected graph: a random tree plus some extra edges, randomly coloured. */
    static ColouredGraph randomConnected(int vertices, int extraEdges, int palette, Random random) {
        Graph.Builder b = Graph.builder(vertices);
        Set<Long> edges = new HashSet<>();
        for (int v = 1; v < vertices; v++) {
            int u = random.nextInt(v);
            b.addEdge(u, v);
            edges.add((long) u * vertices + v);
        }
        for (int e = 0; e < extraEdges && vertices > 2; e++) {
            int u = random.nextInt(vertices);
            int v = random.nextInt(vertices);
            if (u != v && edges.add((long) Math.min(u, v) * vertices + Math.max(u, v))) {
                b.addEdge(u, v);
            }
        }
        int[] colours = new int[vertices];
        for (int v = 0; v < vertices; v++) {
            colours[v] = random.nextInt(palette);
        }
        return new ColouredGraph(b.build(), colours, palette);
    }
}
