package org.gridpuzzle.domain.floodit;

import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;

/** A Flood-It board: a grid of colours 0..35 (written 1-9, a-z, and 0 as its own colour). */
public record Board(IntGrid colours) {

    public Board {
        for (int i = 0; i < colours.shape().size(); i++) {
            if (colours.get(i) < 0 || colours.get(i) > 35) {
                throw new InvalidModelException("colour " + colours.get(i) + " at " + colours.shape().position(i).label()
                        + " is outside 0..35", colours.shape().position(i));
            }
        }
    }

    public ColouredGraph graph() {
        return ColouredGraph.ofBoard(colours);
    }

    public int vertex(Position p) {
        return colours.shape().index(p);
    }
}
