package org.gridpuzzle.experiment.service.floodit;

import org.gridpuzzle.domain.floodit.Board;

/**
 * The pivot cell of a Fixed Flood-It set, for the bench and the experiments alike: the Code Golf challenge floods from
 * the centre cell, the other public sets from the top-left corner.
 */
public final class FloodItPivot {

    private FloodItPivot() {
    }

    /** @param folderName the set's folder name ({@code codegolf26232-first1000}, {@code pc19}) */
    public static boolean centre(String folderName) {
        return folderName.startsWith("codegolf");
    }

    public static int of(boolean centre, Board board) {
        int side = board.shape().cols();
        return centre ? (board.shape().rows() / 2) * side + side / 2 : 0;
    }

    /** The pivot of a board of the set in {@code folderName}. */
    public static int of(String folderName, Board board) {
        return of(centre(folderName), board);
    }
}
