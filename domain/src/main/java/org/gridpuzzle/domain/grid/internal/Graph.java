package org.gridpuzzle.domain.grid.internal;

import org.gridpuzzle.domain.grid.InvalidModelException;
import java.util.Arrays;

/**
 * An immutable simple undirected graph on vertices 0..n-1 in compressed adjacency form
 * (offsets + targets), the representation every algorithm walks in its hot loops.
 */
public final class Graph {

    private final int[] offsets;
    private final int[] targets;

    private Graph(int[] offsets, int[] targets) {
        this.offsets = offsets;
        this.targets = targets;
    }

    /** Trusted constructor for arrays built inside the domain; both arrays are taken, not copied. */
    public static Graph ofCompressed(int[] offsets, int[] targets) {
        return new Graph(offsets, targets);
    }

    /** A graph from an edge list {@code {u, v}}; duplicate edges are merged, self-loops are rejected. */
    public static Graph fromEdges(int vertexCount, int[][] edges) {
        Builder b = builder(vertexCount);
        for (int[] e : edges) {
            b.addEdge(e[0], e[1]);
        }
        return b.build();
    }

    public static Builder builder(int vertexCount) {
        return new Builder(vertexCount);
    }

    public int vertexCount() {
        return offsets.length - 1;
    }

    public int edgeCount() {
        return targets.length / 2;
    }

    public int degree(int v) {
        return offsets[v + 1] - offsets[v];
    }

    /** The k-th neighbour of v, 0 ≤ k &lt; degree(v). */
    public int neighbour(int v, int k) {
        return targets[offsets[v] + k];
    }

    /** First slot of v's neighbours; with {@link #end(int)} and {@link #target(int)} for allocation-free loops. */
    public int start(int v) {
        return offsets[v];
    }

    public int end(int v) {
        return offsets[v + 1];
    }

    public int target(int slot) {
        return targets[slot];
    }

    public int[] neighbours(int v) {
        return Arrays.copyOfRange(targets, offsets[v], offsets[v + 1]);
    }

    public boolean adjacent(int u, int v) {
        return slot(u, v) >= 0;
    }

    /** The slot of the directed edge u→v (an index usable with {@link #target}), or -1 when not adjacent. */
    public int slot(int u, int v) {
        for (int k = offsets[u]; k < offsets[u + 1]; k++) {
            if (targets[k] == v) {
                return k;
            }
        }
        return -1;
    }

    /** Accumulates edges, then freezes them into a {@link Graph} with sorted, duplicate-free neighbour lists. */
    public static final class Builder {
        private final int n;
        private int[] us = new int[16];
        private int[] vs = new int[16];
        private int m;

        private Builder(int n) {
            if (n < 0) {
                throw new InvalidModelException("negative vertex count " + n);
            }
            this.n = n;
        }

        public Builder addEdge(int u, int v) {
            if (u < 0 || u >= n || v < 0 || v >= n) {
                throw new InvalidModelException("edge " + u + "-" + v + " leaves the vertex range 0.." + (n - 1));
            }
            if (u == v) {
                throw new InvalidModelException("self-loop at vertex " + u);
            }
            if (m == us.length) {
                us = Arrays.copyOf(us, m * 2);
                vs = Arrays.copyOf(vs, m * 2);
            }
            us[m] = u;
            vs[m] = v;
            m++;
            return this;
        }

        public Graph build() {
            int[] degree = new int[n + 1];
            for (int i = 0; i < m; i++) {
                degree[us[i]]++;
                degree[vs[i]]++;
            }
            int[] offsets = new int[n + 1];
            for (int v = 0; v < n; v++) {
                offsets[v + 1] = offsets[v] + degree[v];
            }
            int[] fill = Arrays.copyOf(offsets, n);
            int[] targets = new int[offsets[n]];
            for (int i = 0; i < m; i++) {
                targets[fill[us[i]]++] = vs[i];
                targets[fill[vs[i]]++] = us[i];
            }
            // Sort each list and squeeze out duplicates.
            int[] compact = new int[n + 1];
            int k = 0;
            for (int v = 0; v < n; v++) {
                int from = offsets[v];
                int to = offsets[v + 1];
                Arrays.sort(targets, from, to);
                compact[v] = k;
                for (int i = from; i < to; i++) {
                    if (i == from || targets[i] != targets[i - 1]) {
                        targets[k++] = targets[i];
                    }
                }
            }
            compact[n] = k;
            return new Graph(compact, Arrays.copyOf(targets, k));
        }
    }
}
