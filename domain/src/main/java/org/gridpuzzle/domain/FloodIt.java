package org.gridpuzzle.domain;

import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.AlgorithmChoice;
import org.gridpuzzle.domain.floodit.ExactAlgorithm;
import org.gridpuzzle.domain.floodit.FloodItAnswer;
import org.gridpuzzle.domain.floodit.internal.FloodItSolvers;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.search.Limits;

/**
 * Flood-It for callers who want answers: optimal Fixed and Free sequences (with the algorithm the board's shape
 * admits) and fast heuristic ones. Moves are (vertex, colour), vertices in row-major order.
 */
public final class FloodIt {

    /** The beam width of {@link #fixed} when it is not exact. */
    public static final int BEAM_WIDTH = 200;

    private FloodIt() {
    }

    /**
     * An optimal Fixed sequence from the top-left cell.
     *
     * @param board the board
     * @return the moves, proved optimal; no limit applies
     */
    public static FloodItAnswer fixedOptimum(Board board) {
        return fixed(board, 0, true, Limits.none());
    }

    /**
     * An optimal Free sequence (small boards, or shapes with polynomial algorithms).
     *
     * @param board the board
     * @return the moves, proved optimal; no limit applies
     * @throws org.gridpuzzle.domain.floodit.UnsupportedAlgorithmException when the board needs the general search
     *     and has more than {@link AlgorithmChoice#FREE_SEARCH_COMPONENTS} components
     */
    public static FloodItAnswer freeOptimum(Board board) {
        return FloodItSolvers.solve(board, Mode.FREE, 0, AlgorithmChoice.free(board, ExactAlgorithm.AUTO, true), 1,
                Limits.none());
    }

    /**
     * A Fixed sequence by beam search of the given width: fast, not proved optimal.
     *
     * @param board the board
     * @param beamWidth the states kept at each depth
     * @return the moves from the top-left cell
     */
    public static FloodItAnswer fixedHeuristic(Board board, int beamWidth) {
        return FloodItSolvers.solve(board, Mode.FIXED, 0, AlgorithmChoice.fixed(board, ExactAlgorithm.AUTO, false),
                beamWidth, Limits.none());
    }

    /**
     * A Fixed sequence from any pivot cell, exact or by beam search of width {@link #BEAM_WIDTH}, within the limits.
     *
     * @param board the board
     * @param pivot the cell every move recolours the component of
     * @param exact true for a sequence proved optimal, false for a heuristic (beam search; the greedy player beyond
     *     {@link AlgorithmChoice#FIXED_BEAM_COMPONENTS} components)
     * @param limits how much work the algorithm may do
     * @return the moves, or the reason a limit stopped the algorithm first
     * @throws IllegalArgumentException for a pivot outside the board
     */
    public static FloodItAnswer fixed(Board board, Position pivot, boolean exact, Limits limits) {
        if (!board.shape().contains(pivot)) {
            throw new IllegalArgumentException("pivot " + pivot + " is outside the " + board.shape().rows() + " x "
                    + board.shape().cols() + " board");
        }
        return fixed(board, board.vertex(pivot), exact, limits);
    }

    private static FloodItAnswer fixed(Board board, int pivot, boolean exact, Limits limits) {
        return FloodItSolvers.solve(board, Mode.FIXED, pivot, AlgorithmChoice.fixed(board, ExactAlgorithm.AUTO, exact),
                BEAM_WIDTH, limits);
    }
}

