package org.gridpuzzle.domain.reachability;

import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;

/**
 * A grid of open cells and walls; its graph has one vertex per open cell (numbered row-major) and an
 * edge between orthogonally adjacent open cells.
 */
public final class GridMap {

    private final GridShape shape;
    private final boolean[] open;
    private final int[] vertexOf;
    private final int[] cellOf;
    private final Graph graph;

    public GridMap(GridShape shape, boolean[] open) {
        if (open.length != shape.size()) {
            throw new InvalidModelException("expected " + shape.size() + " cells, got " + open.length);
        }
        this.shape = shape;
        this.open = open.clone();
        this.vertexOf = new int[shape.size()];
        int count = 0;
        for (int i = 0; i < open.length; i++) {
            vertexOf[i] = open[i] ? count++ : -1;
        }
        this.cellOf = new int[count];
        for (int i = 0; i < open.length; i++) {
            if (open[i]) {
                cellOf[vertexOf[i]] = i;
            }
        }
        Graph ortho = shape.orthogonalNeighbours();
        Graph.Builder b = Graph.builder(count);
        for (int i = 0; i < open.length; i++) {
            if (!open[i]) {
                continue;
            }
            for (int k = ortho.start(i); k < ortho.end(i); k++) {
                int j = ortho.target(k);
                if (open[j] && i < j) {
                    b.addEdge(vertexOf[i], vertexOf[j]);
                }
            }
        }
        this.graph = b.build();
    }

    public GridShape shape() {
        return shape;
    }

    public boolean isOpen(Position p) {
        return shape.contains(p) && open[shape.index(p)];
    }

    public Graph graph() {
        return graph;
    }

    /** The vertex of an open cell. */
    public int vertex(Position p) {
        if (!isOpen(p)) {
            throw new InvalidModelException(p.label() + " is " + (shape.contains(p) ? "a wall" : "outside the grid"), p);
        }
        return vertexOf[shape.index(p)];
    }

    public Position position(int vertex) {
        return shape.position(cellOf[vertex]);
    }
}
