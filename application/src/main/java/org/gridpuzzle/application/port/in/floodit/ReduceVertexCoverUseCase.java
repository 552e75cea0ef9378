package org.gridpuzzle.application.port.in.floodit;

import java.nio.file.Path;

/** Builds Meeks and Scott's 2×n board B_G from a graph G (Vertex Cover reduction). */
public interface ReduceVertexCoverUseCase {

    ReduceVertexCoverResult reduce(ReduceVertexCoverCommand command);

    /** @param output where to write the board, or null to return it as text */
    record ReduceVertexCoverCommand(Path graph, Path output) {
    }

    /**
     * @param board the board text (null when written to the output file)
     * @param baseMoves N: G has a vertex cover of k vertices iff B_G floods in N + k moves
     * @param minimumCover the least cover of G when small enough to compute (≤ 20 vertices), else -1
     */
    record ReduceVertexCoverResult(String board, int vertices, int edges, int columns, int colours, int baseMoves,
            int minimumCover) {
    }
}
