package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.application.input.PuzzleSource;
import java.nio.file.Path;
import java.util.Objects;

/** @param output where to write the board, or null to return it as text */
public record ReduceVertexCoverCommand(PuzzleSource graph, Path output) {

    public ReduceVertexCoverCommand {
        Objects.requireNonNull(graph, "graph");
    }
}

