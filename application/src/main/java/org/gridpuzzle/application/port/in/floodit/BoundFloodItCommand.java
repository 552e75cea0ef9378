package org.gridpuzzle.application.port.in.floodit;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.grid.Position;

/** @param pivot the Fixed pivot, or null for the top-left cell */
public record BoundFloodItCommand(Path file, Integer line, Position pivot) {

    public BoundFloodItCommand {
        Objects.requireNonNull(file, "file");
    }
}

