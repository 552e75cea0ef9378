package org.gridpuzzle.domain.floodit;

import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;

/**
 * A Flood-It board: a grid of colours 0..35 (written 1-9, a-z, and 0 as its own colour). Its graph (and
 * so the graph's contraction) is built once, on first use, and shared by every algorithm run on it.
 */
public final class Board {

    /** The largest colour a board may hold; the text formats write colours as one base-36 digit. */
    public static final int MAX_COLOUR = 35;

    private final IntGrid colours;
    private volatile ColouredGraph graph;

    /** @throws InvalidModelException when a colour lies outside 0..35 */
    public Board(IntGrid colours) {
        for (int i = 0; i < colours.shape().size(); i++) {
            if (colours.get(i) < 0 || colours.get(i) > MAX_COLOUR) {
                throw new InvalidModelException("colour " + colours.get(i) + " at " + colours.shape().position(i).label()
                        + " is outside 0.." + MAX_COLOUR, colours.shape().position(i));
            }
        }
        this.colours = colours;
    }

    public IntGrid colours() {
        return colours;
    }

    public GridShape shape() {
        return colours.shape();
    }

    /** The board as a coloured graph (cells and their orthogonal neighbours), built once. */
    public ColouredGraph graph() {
        ColouredGraph g = graph;
        if (g == null) {
            g = ColouredGraph.ofBoard(colours);
            graph = g;
        }
        return g;
    }

    public int vertex(Position p) {
        return colours.shape().index(p);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.colours.equals(colours);
    }

    @Override
    public int hashCode() {
        return colours.hashCode();
    }

    @Override
    public String toString() {
        return "Board" + colours.shape();
    }
}
