package org.gridpuzzle.domain.floodit.internal;

import java.util.Arrays;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.search.Limits;

/**
 * The monochromatic components of a colouring under Free moves, kept up to date instead of recounted: a move
 * recolours one component and joins it with its neighbours of the new colour. Components are joined by union-find,
 * neighbour lists are appended smaller into larger and cleaned (to distinct live components) when asked for, so a
 * move costs about the neighbour lists it touches. Components are numbered as in {@link ColouredGraph#contract()}.
 */
final class MergingComponents {

    /** Per component: parent, colour, degree, stamp and the list's header; per edge slot, an int with room to grow. */
    private static final long BYTES_PER_COMPONENT = 48;
    private static final long BYTES_PER_EDGE_SLOT = 24;

    private final int[] parent;
    private final int[] colour;
    private int[][] adjacency;
    private final int[] degree;
    private int live;
    // scratch for cleaning a list: a stamp per component
    private final int[] stamp;
    private int stampNow;

    /**
     * Refuses, before anything is built, a contraction whose structure (plus {@code bytesPerComponent} of the
     * caller's own per component) would not fit in the memory budget.
     */
    static void checkFits(ColouredGraph contracted, long bytesPerComponent, Limits limits) {
        int k = contracted.vertexCount();
        long slots = contracted.graph().edgeCount() * 2L;
        limits.checkMemory("the greedy player's component graph of " + k + " components",
                bytes(k, slots) + k * bytesPerComponent);
    }

    /** What the structure takes for {@code components} components and {@code edgeSlots} neighbour entries. */
    static long bytes(long components, long edgeSlots) {
        return components * BYTES_PER_COMPONENT + edgeSlots * BYTES_PER_EDGE_SLOT;
    }

    /** @param contracted a properly coloured graph (no two neighbours share a colour): the components themselves */
    MergingComponents(ColouredGraph contracted) {
        int k = contracted.vertexCount();
        Graph graph = contracted.graph();
        parent = new int[k];
        colour = contracted.colours();
        adjacency = new int[k][];
        degree = new int[k];
        for (int v = 0; v < k; v++) {
            parent[v] = v;
            adjacency[v] = new int[graph.degree(v)];
            for (int i = 0; i < graph.degree(v); i++) {
                adjacency[v][i] = graph.neighbour(v, i);
            }
            degree[v] = adjacency[v].length;
        }
        live = k;
        stamp = new int[k];
    }

    int live() {
        return live;
    }

    int find(int v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    }

    boolean isRoot(int v) {
        return parent[v] == v;
    }

    int colour(int root) {
        return colour[root];
    }

    /** Cleans the root's neighbour list to distinct live components; returns their number (see {@link #neighbours}). */
    int clean(int root) {
        stampNow++;
        stamp[root] = stampNow;
        int[] list = adjacency[root];
        int kept = 0;
        for (int i = 0; i < degree[root]; i++) {
            int w = find(list[i]);
            if (stamp[w] != stampNow) {
                stamp[w] = stampNow;
                list[kept++] = w;
            }
        }
        degree[root] = kept;
        return kept;
    }

    /** The root's neighbour list: its first {@link #clean} entries are its neighbours after a clean. */
    int[] neighbours(int root) {
        return adjacency[root];
    }

    /** Recolours the component of {@code root} to {@code c} and joins its neighbours of that colour; the new root. */
    int recolour(int root, int c) {
        if (colour[root] == c) {
            return root;
        }
        int n = clean(root);
        int[] list = adjacency[root];
        colour[root] = c;
        int joined = root;
        for (int i = 0; i < n; i++) {
            int b = find(list[i]);
            if (b != joined && colour[b] == c) {
                joined = union(joined, b);
            }
        }
        colour[joined] = c;
        return joined;
    }

    private int union(int x, int y) {
        if (degree[x] < degree[y]) {
            int t = x;
            x = y;
            y = t;
        }
        parent[y] = x;
        live--;
        int need = degree[x] + degree[y];
        if (adjacency[x].length < need) {
            adjacency[x] = Arrays.copyOf(adjacency[x], Math.max(need, adjacency[x].length * 2));
        }
        System.arraycopy(adjacency[y], 0, adjacency[x], degree[x], degree[y]);
        degree[x] = need;
        adjacency[y] = null;
        return x;
    }
}
