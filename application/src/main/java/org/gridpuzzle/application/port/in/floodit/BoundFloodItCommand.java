package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.Objects;
import org.gridpuzzle.domain.grid.Position;

/** @param pivot the Fixed pivot, or null for the top-left cell */
public record BoundFloodItCommand(PuzzleSource source, Integer line, Position pivot) {

    public BoundFloodItCommand {
        Objects.requireNonNull(source, "source");
    }
}

