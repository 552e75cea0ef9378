package org.gridpuzzle.domain.floodit;

import java.util.ArrayList;
import java.util.List;

/**
 * The Fixed game on a contracted graph: a state is the set of flooded components (a bitset); a move
 * with colour c adds every frontier component of colour c (adjacent components differ in colour, so
 * nothing further joins). Precomputes adjacency and colour masks as bitsets.
 */
final class FixedSearchSpace {

    final ColouredGraph graph;
    final int size;
    final int words;
    final long[][] adjacency;
    final long[][] colourMask;
    final int pivot;
    private final int[] release;

    FixedSearchSpace(ColouredGraph contracted, int pivotComponent) {
        this.graph = contracted;
        this.size = contracted.vertexCount();
        this.words = (size + 63) >>> 6;
        this.pivot = pivotComponent;
        this.adjacency = new long[size][words];
        for (int v = 0; v < size; v++) {
            for (int k = contracted.graph().start(v); k < contracted.graph().end(v); k++) {
                Bits.set(adjacency[v], contracted.graph().target(k));
            }
        }
        this.colourMask = new long[contracted.palette()][words];
        for (int v = 0; v < size; v++) {
            Bits.set(colourMask[contracted.colour(v)], v);
        }
        this.release = new int[contracted.palette()];
    }

    long[] start() {
        long[] s = new long[words];
        Bits.set(s, pivot);
        return s;
    }

    boolean goal(long[] flooded) {
        return Bits.count(flooded) == size;
    }

    long[] frontier(long[] flooded) {
        long[] f = new long[words];
        for (int w = 0; w < words; w++) {
            long bits = flooded[w];
            while (bits != 0) {
                int v = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                long[] adj = adjacency[v];
                for (int x = 0; x < words; x++) {
                    f[x] |= adj[x];
                }
            }
        }
        for (int x = 0; x < words; x++) {
            f[x] &= ~flooded[x];
        }
        return f;
    }

    /** The moves worth playing: one colour that is wiped out completely if any (dominance), else every frontier colour. */
    List<Integer> moves(long[] flooded, long[] frontier) {
        List<Integer> out = new ArrayList<>();
        for (int c = 0; c < colourMask.length; c++) {
            boolean touches = false;
            boolean whole = true;
            for (int x = 0; x < words; x++) {
                long inFrontier = frontier[x] & colourMask[c][x];
                long left = colourMask[c][x] & ~flooded[x];
                touches |= inFrontier != 0;
                whole &= left == inFrontier;
            }
            if (!touches) {
                continue;
            }
            if (whole) {
                return List.of(c);
            }
            out.add(c);
        }
        return out;
    }

    long[] play(long[] flooded, long[] frontier, int colour) {
        long[] next = flooded.clone();
        for (int x = 0; x < words; x++) {
            next[x] |= frontier[x] & colourMask[colour][x];
        }
        return next;
    }

    /**
     * The release-time bound of {@link FixedBounds}, computed with bitset layers: each breadth-first layer
     * is the union of its predecessors' adjacency masks, and a colour's release time is the last layer
     * that meets its mask. The hot spot of the exact search, so no per-vertex distance array.
     */
    int bound(long[] flooded) {
        long[] visited = flooded.clone();
        long[] layer = frontier(flooded);
        java.util.Arrays.fill(release, 0);
        int depth = 0;
        while (true) {
            boolean any = false;
            for (int x = 0; x < words; x++) {
                any |= layer[x] != 0;
            }
            if (!any) {
                break;
            }
            depth++;
            for (int c = 0; c < colourMask.length; c++) {
                long[] mask = colourMask[c];
                for (int x = 0; x < words; x++) {
                    if ((layer[x] & mask[x]) != 0) {
                        release[c] = depth;
                        break;
                    }
                }
            }
            long[] next = new long[words];
            for (int x = 0; x < words; x++) {
                visited[x] |= layer[x];
            }
            for (int w = 0; w < words; w++) {
                long bits = layer[w];
                while (bits != 0) {
                    long[] adj = adjacency[(w << 6) + Long.numberOfTrailingZeros(bits)];
                    bits &= bits - 1;
                    for (int x = 0; x < words; x++) {
                        next[x] |= adj[x];
                    }
                }
            }
            for (int x = 0; x < words; x++) {
                next[x] &= ~visited[x];
            }
            layer = next;
        }
        return FixedBounds.schedule(release);
    }
}
