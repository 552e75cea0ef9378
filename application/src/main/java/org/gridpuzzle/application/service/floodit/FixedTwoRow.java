package org.gridpuzzle.application.service.floodit;

import java.util.List;
import java.util.Optional;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.floodit.FreeAlgorithm;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.tworow.FixedTwoRowSolver;
import org.gridpuzzle.domain.search.Limits;

/** Exact Fixed on boards of two rows or two columns (transposed to two rows), and when it applies. */
final class FixedTwoRow {

    private FixedTwoRow() {
    }

    static boolean applies(Board board, FreeAlgorithm algorithm, String file) {
        int rows = board.colours().shape().rows();
        int cols = board.colours().shape().cols();
        boolean shape = (rows == 2 || cols == 2) && board.graph().palette() <= 32 && Math.max(rows, cols) <= 255;
        if (algorithm == FreeAlgorithm.TWO_ROW && !shape) {
            throw new InvalidInputException(file, "--algorithm two-row needs a board of two rows or two columns (at most"
                    + " 255 long, 32 colours), not " + rows + "×" + cols);
        }
        return shape && (algorithm == FreeAlgorithm.AUTO || algorithm == FreeAlgorithm.TWO_ROW);
    }

    static String explanation(Board board, FreeAlgorithm algorithm) {
        int rows = board.colours().shape().rows();
        int cols = board.colours().shape().cols();
        return "two-row: " + (algorithm == FreeAlgorithm.AUTO ? "the board (" + rows + "×" + cols + ") has two "
                + (rows == 2 ? "rows" : "columns") : "forced with --algorithm two-row")
                + ", so a breadth-first search over the flood's row spans and pocket colours solves Fixed exactly"
                + " (polynomial in the length, exponential only in the colours)";
    }

    static Optional<List<Integer>> solve(Board board, int pivot, Limits limits) {
        TwoRowView view = TwoRowView.of(board.graph(), board.colours().shape().rows(), board.colours().shape().cols());
        return new FixedTwoRowSolver().solve(view.board(), view.cell(pivot), limits);
    }
}
