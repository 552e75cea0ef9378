package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.grid.internal.Components;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;

/**
 * A graph whose vertices carry colours 0..palette-1. Boards become graphs with 4-neighbour adjacency;
 * every algorithm works on the contraction, whose vertices are the maximal monochromatic components.
 */
public final class ColouredGraph {

    private final Graph graph;
    private final int[] colours;
    private final int palette;
    private volatile Contraction contraction;

    public ColouredGraph(Graph graph, int[] colours, int palette) {
        if (colours.length != graph.vertexCount()) {
            throw new InvalidModelException("expected " + graph.vertexCount() + " colours, got " + colours.length);
        }
        for (int c : colours) {
            if (c < 0 || c >= palette) {
                throw new InvalidModelException("colour " + c + " outside the palette 0.." + (palette - 1));
            }
        }
        this.graph = graph;
        this.colours = colours.clone();
        this.palette = palette;
    }

    /** A board: one vertex per cell, edges between orthogonal neighbours; the palette is max colour + 1. */
    public static ColouredGraph ofBoard(IntGrid board) {
        int max = 0;
        for (int i = 0; i < board.shape().size(); i++) {
            max = Math.max(max, board.get(i));
        }
        return new ColouredGraph(board.shape().orthogonalNeighbours(), board.toArray(), max + 1);
    }

    public Graph graph() {
        return graph;
    }

    public int vertexCount() {
        return graph.vertexCount();
    }

    public int colour(int v) {
        return colours[v];
    }

    public int[] colours() {
        return colours.clone();
    }

    public int palette() {
        return palette;
    }

    /** Number of distinct colours present. */
    public int coloursPresent() {
        boolean[] seen = new boolean[palette];
        int n = 0;
        for (int c : colours) {
            if (!seen[c]) {
                seen[c] = true;
                n++;
            }
        }
        return n;
    }

    public boolean monochromatic() {
        for (int c : colours) {
            if (c != colours[0]) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@link #contract()} has been computed (and is kept). */
    public boolean contracted() {
        return contraction != null;
    }

    /**
     * The contraction: one vertex per maximal monochromatic component, and the map from vertices to
     * components. Computed once and kept, since every algorithm on this graph starts from it.
     */
    public Contraction contract() {
        Contraction c = contraction;
        if (c == null) {
            Components comps = Components.of(graph, colours);
            c = new Contraction(new ColouredGraph(comps.contractedGraph(), comps.values(), palette), comps.componentMap());
            contraction = c;
        }
        return c;
    }

}
