package org.gridpuzzle.domain.floodit;

import java.util.List;

/**
 * A simple undirected graph as a vertex count and an edge list (vertices 0 .. vertices − 1).
 *
 * @param vertices the number of vertices
 * @param edges the edges, each an array of its two end vertices
 */
public record SimpleGraph(int vertices, List<int[]> edges) {

    /**
     * Copies the edge list (not the arrays in it).
     *
     * @param vertices the number of vertices
     * @param edges the edges, each an array of its two end vertices
     */
    public SimpleGraph {
        edges = List.copyOf(edges);
    }
}
