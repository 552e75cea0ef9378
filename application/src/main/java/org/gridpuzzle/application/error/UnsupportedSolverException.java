package org.gridpuzzle.application.error;

import org.gridpuzzle.domain.grid.GridShape;

/** A Suguru solver asked for that cannot take this grid (the strip solver on a grid of several rows and columns). */
public final class UnsupportedSolverException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    private final String solver;
    private final transient GridShape shape;

    public UnsupportedSolverException(String source, String solver, GridShape shape) {
        super(source, "the " + solver + " solver cannot take a " + shape + " grid");
        this.solver = solver;
        this.shape = shape;
    }

    public String solver() {
        return solver;
    }

    public GridShape shape() {
        return shape;
    }
}
