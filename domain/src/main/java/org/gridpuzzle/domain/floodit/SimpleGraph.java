package org.gridpuzzle.domain.floodit;

import java.util.List;

/** A simple undirected graph as a vertex count and an edge list (vertices 0 .. vertices − 1). */
public record SimpleGraph(int vertices, List<int[]> edges) {

    public SimpleGraph {
        edges = List.copyOf(edges);
    }
}
