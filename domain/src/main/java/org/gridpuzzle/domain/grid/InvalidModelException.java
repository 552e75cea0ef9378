package org.gridpuzzle.domain.grid;

import java.util.Optional;

/** A model that breaks its own rules at construction (a disconnected region, a value out of range...). */
public class InvalidModelException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final transient Position position;

    /**
     * A broken model with no cell to point at.
     *
     * @param message what is wrong, for a person
     */
    public InvalidModelException(String message) {
        this(message, null);
    }

    /**
     * A broken model, pointing at a cell.
     *
     * @param message what is wrong, for a person
     * @param position the first cell involved, or null when there is none
     */
    public InvalidModelException(String message, Position position) {
        super(message);
        this.position = position;
    }

    /**
     * The first cell involved, when there is one; readers use it to point at a line and column.
     *
     * @return the cell, or empty
     */
    public Optional<Position> position() {
        return Optional.ofNullable(position);
    }
}
