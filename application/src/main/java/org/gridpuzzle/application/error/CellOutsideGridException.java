package org.gridpuzzle.application.error;

import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.Position;

/** A cell named by the caller (a pivot, a move, an end point) that lies outside the grid. */
public final class CellOutsideGridException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    /** What the cell was given for. */
    public enum Role {
        PIVOT, MOVE
    }

    private final Role role;
    private final int index;
    private final transient Position cell;
    private final transient GridShape shape;

    /** @param index the 1-based move number for {@link Role#MOVE}, else 0 */
    public CellOutsideGridException(String source, Role role, int index, Position cell, GridShape shape) {
        super(source, (role == Role.MOVE ? "move " + index + " at " : "pivot ") + cell + " is outside the " + shape
                + " board");
        this.role = role;
        this.index = index;
        this.cell = cell;
        this.shape = shape;
    }

    public Role role() {
        return role;
    }

    public int index() {
        return index;
    }

    public Position cell() {
        return cell;
    }

    public GridShape shape() {
        return shape;
    }
}
