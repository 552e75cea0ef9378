package org.gridpuzzle.domain.grid;

import java.util.Optional;

/** A model that breaks its own rules at construction (a disconnected region, a value out of range...). */
public class InvalidModelException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final transient Position position;

    public InvalidModelException(String message) {
        this(message, null);
    }

    public InvalidModelException(String message, Position position) {
        super(message);
        this.position = position;
    }

    /** The first cell involved, when there is one; readers use it to point at a line and column. */
    public Optional<Position> position() {
        return Optional.ofNullable(position);
    }
}
