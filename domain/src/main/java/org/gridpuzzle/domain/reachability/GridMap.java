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

    /**
     * A map from its open cells; the graph is built at once.
     *
     * @param shape the grid's frame
     * @param open true for an open cell, false for a wall, row-major; copied
     * @throws InvalidModelException when the length is not rows × cols
     */
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

    /**
     * The grid's frame.
     *
     * @return the shape
     */
    public GridShape shape() {
        return shape;
    }

    /**
     * Whether a cell is inside the grid and open.
     *
     * @param p a position, inside the grid or not
     * @return false for a wall or a position outside
     */
    public boolean isOpen(Position p) {
        return shape.contains(p) && open[shape.index(p)];
    }

    /**
     * The graph of the open cells: a vertex per open cell, row-major, an edge per pair of adjacent open cells.
     *
     * @return the graph
     */
    public Graph graph() {
        return graph;
    }

    /**
     * The vertex of an open cell.
     *
     * @param p an open cell
     * @return its vertex
     * @throws InvalidModelException when the cell is a wall or outside the grid
     */
    public int vertex(Position p) {
        if (!isOpen(p)) {
            throw new InvalidModelException(p.label() + " is " + (shape.contains(p) ? "a wall" : "outside the grid"), p);
        }
        return vertexOf[shape.index(p)];
    }

    /**
     * The cell of a vertex.
     *
     * @param vertex a vertex of the graph
     * @return its open cell
     */
    public Position position(int vertex) {
        return shape.position(cellOf[vertex]);
    }
}
