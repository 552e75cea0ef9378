package org.gridpuzzle.domain.floodit.internal;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntPredicate;
import org.gridpuzzle.domain.grid.internal.FloodFill;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * The exhaustive baseline for Free Flood-It: breadth-first search over whole colourings (every vertex,
 * every colour) until the graph is monochromatic, so m(G) with no cleverness at all. A colouring is packed
 * into one long (⌈log2 c⌉ bits per vertex), so 64 / ⌈log2 c⌉ vertices at most; the state space is c^V,
 * which is the point of comparing it with the polynomial algorithms.
 */
public final class FreeBreadthFirstSolver {

    /** The most vertices a colouring with this many colours can have here. */
    public static int maxVertices(int palette) {
        return 64 / bits(palette);
    }

    private static int bits(int palette) {
        return Math.max(1, 32 - Integer.numberOfLeadingZeros(palette - 1));
    }

    /** m(G), or empty when a limit stopped the search. */
    public OptionalInt solve(ColouredGraph g, Limits limits) {
        return search(g, limits, v -> true, true).map(d -> OptionalInt.of(Arrays.stream(d)
                .filter(x -> x >= 0).min().orElseThrow())).orElse(OptionalInt.empty());
    }

    /**
     * m(G, d) for every colour d with moves only at vertices that pass {@code movable} (-1 where no
     * sequence of such moves reaches d), or empty when a limit stopped the search.
     */
    public Optional<int[]> distances(ColouredGraph g, Limits limits, IntPredicate movable) {
        return search(g, limits, movable, false);
    }

    private Optional<int[]> search(ColouredGraph g, Limits limits, IntPredicate movable, boolean firstOnly) {
        if (g.vertexCount() > maxVertices(g.palette())) {
            throw new IllegalArgumentException("the exhaustive search takes up to " + maxVertices(g.palette())
                    + " vertices with " + g.palette() + " colours");
        }
        int bits = bits(g.palette());
        Budget budget = limits.start();
        int[] best = new int[g.palette()];
        Arrays.fill(best, -1);
        int found = 0;
        Map<Long, Integer> seen = new HashMap<>();
        ArrayDeque<Long> queue = new ArrayDeque<>();
        long start = pack(g.colours(), bits);
        seen.put(start, 0);
        queue.add(start);
        while (!queue.isEmpty()) {
            if (!budget.node()) {
                return Optional.empty();
            }
            long state = queue.poll();
            int depth = seen.get(state);
            int[] colours = unpack(state, g.vertexCount(), bits);
            if (Arrays.stream(colours).allMatch(c -> c == colours[0]) && best[colours[0]] < 0) {
                best[colours[0]] = depth;
                if (firstOnly || ++found == g.palette()) {
                    return Optional.of(best);
                }
            }
            for (int v = 0; v < colours.length; v++) {
                if (!movable.test(v)) {
                    continue;
                }
                for (int c = 0; c < g.palette(); c++) {
                    if (c != colours[v]) {
                        long next = pack(FloodFill.fill(g.graph(), colours, v, c), bits);
                        if (seen.putIfAbsent(next, depth + 1) == null) {
                            queue.add(next);
                        }
                    }
                }
            }
        }
        return Optional.of(best);
    }

    private static long pack(int[] colours, int bits) {
        long out = 0;
        for (int v = 0; v < colours.length; v++) {
            out |= (long) colours[v] << (bits * v);
        }
        return out;
    }

    private static int[] unpack(long state, int n, int bits) {
        int[] out = new int[n];
        long mask = (1L << bits) - 1;
        for (int v = 0; v < n; v++) {
            out[v] = (int) (state >>> (bits * v) & mask);
        }
        return out;
    }
}
