package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.application.input.PuzzleSource;
import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;

/**
 * @param output where to write the board, or null to return it as text
 * @param limits what ends the writing of {@code output} (Ctrl-C: the reduction itself is quick); null: none
 */
public record ReduceVertexCoverCommand(PuzzleSource graph, Path output, Limits limits) {

    public ReduceVertexCoverCommand {
        Objects.requireNonNull(graph, "graph");
        limits = limits == null ? Limits.none() : limits;
    }
}

