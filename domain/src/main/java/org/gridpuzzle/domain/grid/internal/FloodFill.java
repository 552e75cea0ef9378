package org.gridpuzzle.domain.grid.internal;

import org.gridpuzzle.domain.grid.InvalidModelException;
import java.util.Arrays;

/** Breadth-first fills over a {@link Graph}: the monochromatic component of a vertex, and recolouring it. */
public final class FloodFill {

    private FloodFill() {
    }

    /** The vertices reachable from {@code start} through vertices of the same value, sorted. */
    public static int[] component(Graph graph, int[] values, int start) {
        int n = graph.vertexCount();
        if (values.length != n) {
            throw new InvalidModelException("expected " + n + " values, got " + values.length);
        }
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        int value = values[start];
        queue[tail++] = start;
        seen[start] = true;
        while (head < tail) {
            int v = queue[head++];
            for (int k = graph.start(v), end = graph.end(v); k < end; k++) {
                int w = graph.target(k);
                if (!seen[w] && values[w] == value) {
                    seen[w] = true;
                    queue[tail++] = w;
                }
            }
        }
        int[] result = Arrays.copyOf(queue, tail);
        Arrays.sort(result);
        return result;
    }

    /** A copy of {@code values} in which the monochromatic component of {@code start} has value {@code newValue}. */
    public static int[] fill(Graph graph, int[] values, int start, int newValue) {
        int[] out = values.clone();
        for (int v : component(graph, values, start)) {
            out[v] = newValue;
        }
        return out;
    }
}
