package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.domain.floodit.Board;

/**
 * @param boardModel the board B_G
 * @param board the board text (null when written to the output file)
 * @param baseMoves N: G has a vertex cover of k vertices iff B_G floods in N + k moves
 * @param minimumCover the least cover of G when small enough to compute (≤ 20 vertices), else -1
 */
public record ReduceVertexCoverResult(Board boardModel, String board, int vertices, int edges, int columns, int colours, int baseMoves,
        int minimumCover) {
}

