package org.gridpuzzle.domain.floodit.internal;

import java.util.Arrays;
import org.gridpuzzle.domain.grid.internal.Graph;

/**
 * Admissible lower bounds on the moves left in Fixed Flood-It, on a contracted graph (adjacent
 * components differ in colour) with a flooded set of components:
 * <ul>
 *   <li><b>colours left</b>: every colour outside the flood must still be played once;</li>
 *   <li><b>flood distance</b>: a move grows the flood by at most one layer of components, so the
 *       farthest component (in the colour-blind distance from the flood) needs that many moves.</li>
 * </ul>
 * Both are dominated by the <b>release-time bound</b>: a colour whose farthest component lies at
 * distance r_c can only be played for the last time at move r_c or later, and distinct colours need
 * distinct moves; so the moves left are at least the makespan of unit jobs with release times r_c on one
 * machine (sort the r_c; t = max(t + 1, r_c)). It is max_j (j − 1 + number of colours at distance ≥ j),
 * which contains both bounds above (j = 1 and j = the largest distance). One breadth-first search.
 */
public final class FixedBounds {

    private FixedBounds() {
    }

    /** The bounds at the start of a Fixed game on a board graph (not contracted) with the given pivot vertex. */
    public static StartBounds atStart(ColouredGraph board, int pivotVertex) {
        Contraction c = board.contract();
        ColouredGraph g = c.graph();
        int n = g.vertexCount();
        long[] flooded = new long[(n + 63) >>> 6];
        Bits.set(flooded, c.component(pivotVertex));
        return new StartBounds(n, coloursLeft(g, flooded), floodDistance(g, flooded, new int[n], new int[n]), bound(g, flooded));
    }

    public static int coloursLeft(ColouredGraph g, long[] flooded) {
        long seen = 0;
        for (int v = 0; v < g.vertexCount(); v++) {
            if (!Bits.get(flooded, v)) {
                seen |= 1L << g.colour(v);
            }
        }
        return Long.bitCount(seen);
    }

    public static int floodDistance(ColouredGraph g, long[] flooded, int[] queue, int[] dist) {
        Graph graph = g.graph();
        int head = 0;
        int tail = 0;
        Arrays.fill(dist, -1);
        for (int v = 0; v < g.vertexCount(); v++) {
            if (Bits.get(flooded, v)) {
                dist[v] = 0;
                queue[tail++] = v;
            }
        }
        int max = 0;
        while (head < tail) {
            int v = queue[head++];
            for (int k = graph.start(v); k < graph.end(v); k++) {
                int w = graph.target(k);
                if (dist[w] < 0) {
                    dist[w] = dist[v] + 1;
                    max = Math.max(max, dist[w]);
                    queue[tail++] = w;
                }
            }
        }
        return max;
    }

    /** The release-time bound (at least both others). */
    public static int bound(ColouredGraph g, long[] flooded) {
        int n = g.vertexCount();
        return releaseTimes(g, flooded, new int[n], new int[n], new int[g.palette()]);
    }

    static int releaseTimes(ColouredGraph g, long[] flooded, int[] queue, int[] dist, int[] release) {
        floodDistance(g, flooded, queue, dist);
        Arrays.fill(release, 0);
        for (int v = 0; v < g.vertexCount(); v++) {
            if (dist[v] > release[g.colour(v)]) {
                release[g.colour(v)] = dist[v];
            }
        }
        return schedule(release);
    }

    /** One machine, unit jobs, release times (0 = no job): the makespan (jobs taken in release order). */
    static int schedule(int[] release) {
        int max = 0;
        for (int r : release) {
            max = Math.max(max, r);
        }
        // Release times are small (at most the flood distance): count them instead of sorting.
        int t = 0;
        for (int time = 1; time <= max; time++) {
            for (int r : release) {
                if (r == time) {
                    t = Math.max(t + 1, time);
                }
            }
        }
        return t;
    }
}
