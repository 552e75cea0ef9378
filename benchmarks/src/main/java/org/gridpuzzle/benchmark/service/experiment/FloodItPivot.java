package org.gridpuzzle.benchmark.service.experiment;

import org.gridpuzzle.domain.floodit.Board;

/** The pivot cell of a Fixed Flood-It set: the Code Golf challenge floods from the centre, the others from the corner. */
final class FloodItPivot {

    private FloodItPivot() {
    }

    static int of(String set, Board board) {
        int side = board.shape().cols();
        return set.startsWith("codegolf") ? (board.shape().rows() / 2) * side + side / 2 : 0;
    }
}
