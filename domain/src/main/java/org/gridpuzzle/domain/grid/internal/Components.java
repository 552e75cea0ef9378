package org.gridpuzzle.domain.grid.internal;

import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;
import java.util.Arrays;

/**
 * The maximal connected sets of equal-valued vertices of a graph (for boards: of orthogonally adjacent
 * equal cells), and the contracted graph whose vertices are those components.
 */
public final class Components {

    private final int[] componentOf;
    private final int[] value;
    private final int[] memberOffsets;
    private final int[] members;
    private final Graph source;

    private Components(Graph source, int[] componentOf, int[] value, int[] memberOffsets, int[] members) {
        this.source = source;
        this.componentOf = componentOf;
        this.value = value;
        this.memberOffsets = memberOffsets;
        this.members = members;
    }

    public static Components of(Graph graph, int[] values) {
        int n = graph.vertexCount();
        if (values.length != n) {
            throw new InvalidModelException("expected " + n + " values, got " + values.length);
        }
        int[] comp = new int[n];
        Arrays.fill(comp, -1);
        int[] stack = new int[n];
        int[] valueOf = new int[n];
        int count = 0;
        for (int s = 0; s < n; s++) {
            if (comp[s] >= 0) {
                continue;
            }
            int c = count++;
            valueOf[c] = values[s];
            int top = 0;
            stack[top++] = s;
            comp[s] = c;
            while (top > 0) {
                int v = stack[--top];
                for (int k = graph.start(v), end = graph.end(v); k < end; k++) {
                    int w = graph.target(k);
                    if (comp[w] < 0 && values[w] == values[s]) {
                        comp[w] = c;
                        stack[top++] = w;
                    }
                }
            }
        }
        int[] offsets = new int[count + 1];
        for (int v = 0; v < n; v++) {
            offsets[comp[v] + 1]++;
        }
        for (int c = 0; c < count; c++) {
            offsets[c + 1] += offsets[c];
        }
        int[] fill = Arrays.copyOf(offsets, count);
        int[] members = new int[n];
        for (int v = 0; v < n; v++) {
            members[fill[comp[v]]++] = v;
        }
        return new Components(graph, comp, Arrays.copyOf(valueOf, count), offsets, members);
    }

    /** Components of equal values of a grid under orthogonal adjacency. */
    public static Components ofGrid(IntGrid grid) {
        return of(grid.shape().orthogonalNeighbours(), grid.toArray());
    }

    public int count() {
        return value.length;
    }

    public int componentOf(int vertex) {
        return componentOf[vertex];
    }

    public int value(int component) {
        return value[component];
    }

    public int size(int component) {
        return memberOffsets[component + 1] - memberOffsets[component];
    }

    /** The vertices of a component, ascending. */
    public int[] members(int component) {
        return Arrays.copyOfRange(members, memberOffsets[component], memberOffsets[component + 1]);
    }

    /** Component ids are numbered by their smallest vertex; a vertex-to-component map, copied. */
    public int[] componentMap() {
        return componentOf.clone();
    }

    /** Component values in component order, copied. */
    public int[] values() {
        return value.clone();
    }

    /** The graph on components: two components are adjacent when some of their vertices are. */
    public Graph contractedGraph() {
        Graph.Builder b = Graph.builder(count());
        int n = source.vertexCount();
        for (int v = 0; v < n; v++) {
            int cv = componentOf[v];
            for (int k = source.start(v), end = source.end(v); k < end; k++) {
                int cw = componentOf[source.target(k)];
                if (cv < cw) {
                    b.addEdge(cv, cw);
                }
            }
        }
        return b.build();
    }
}
