package org.gridpuzzle.adapter.cli.floodit;

import org.gridpuzzle.adapter.cli.LabelledEnumConverter;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.choice.AlgorithmChoice.Algorithm;
import org.gridpuzzle.domain.floodit.choice.AlgorithmChoice.Reason;
import org.gridpuzzle.domain.floodit.choice.AlgorithmChoice;

/** The domain's choice of algorithm in words: a short label, and why it ran on this board. */
final class AlgorithmText {

    private AlgorithmText() {
    }

    static String label(Mode mode, AlgorithmChoice choice, int beam) {
        return switch (choice.algorithm()) {
            case BEAM -> "beam " + beam;
            case GREEDY -> "greedy";
            case SEARCH -> mode == Mode.FIXED ? "A* (exact)" : "search (exact)";
            default -> LabelledEnumConverter.label(choice.algorithm()) + " (exact)";
        };
    }

    static String explanation(Board board, Mode mode, AlgorithmChoice choice, int beam) {
        if (mode == Mode.FIXED) {
            return fixed(board, choice, beam);
        }
        String name = LabelledEnumConverter.label(choice.algorithm());
        int rows = board.shape().rows();
        int cols = board.shape().cols();
        int present = board.graph().coloursPresent();
        String shape = rows + "×" + cols + ", " + present + " colour" + (present == 1 ? "" : "s");
        String why = switch (choice.reason()) {
            case HEURISTIC -> "--heuristic asks for the fast greedy player (fewest components after each move), not proved"
                    + " optimal";
            case FORCED -> "forced with --algorithm " + name + " (board " + shape + ")";
            case LARGE_BOARD -> "--heuristic on a board of " + board.graph().contract().graph().vertexCount()
                    + " components asks for the fast greedy player, not proved optimal";
            case SINGLE_LINE -> "the board (" + shape + ") is a single line, so the interval programme over its runs solves"
                    + " it exactly in polynomial time";
            case TWO_COLOURS -> "the board (" + shape + ") has two colours, so the optimum is the radius of its component"
                    + " graph (polynomial)";
            case TWO_ROWS, TWO_COLUMNS -> "the board (" + shape + ") has two " + (choice.reason() == Reason.TWO_ROWS
                    ? "rows" : "columns") + ", so the Meeks–Scott programme solves it exactly, polynomial in its length"
                    + " and exponential only in the colours";
            case GENERAL -> "the board (" + shape + ") has no shape the polynomial algorithms cover"
                    + ((rows == 2 || cols == 2) ? " within " + AlgorithmChoice.FREE_TWO_ROW_COLOURS + " colours" : "")
                    + ", so the general search runs (exponential, anytime: stopped by a limit it gives its best"
                    + " sequence and proved bound; up to " + AlgorithmChoice.FREE_SEARCH_COMPONENTS + " components)";
        };
        return name + ": " + why;
    }

    private static String fixed(Board board, AlgorithmChoice choice, int beam) {
        if (choice.algorithm() == Algorithm.BEAM) {
            return "beam " + beam + ": --heuristic asks for beam search, not proved optimal";
        }
        if (choice.algorithm() == Algorithm.GREEDY) {
            return "greedy: --heuristic on a board of " + board.graph().contract().graph().vertexCount()
                    + " components, beyond the beam's " + AlgorithmChoice.FIXED_BEAM_COMPONENTS + " (its bound per"
                    + " child reads every component): the greedy player at the pivot (removes a colour when it can,"
                    + " else plays the colour whose frontier components bring the most new ones), not proved optimal";
        }
        if (choice.algorithm() == Algorithm.TWO_ROW) {
            int rows = board.shape().rows();
            return "two-row: " + (choice.reason() == Reason.FORCED ? "forced with --algorithm two-row" : "the board ("
                    + rows + "×" + board.shape().cols() + ") has two " + (rows == 2 ? "rows" : "columns"))
                    + ", so a breadth-first search over the flood's row spans and pocket colours solves Fixed exactly"
                    + " (polynomial in the length, exponential only in the colours)";
        }
        return "A*: Fixed mode on a board of more than two rows and columns (or --algorithm search): exact search over"
                + " flooded sets with the elimination-layer bound";
    }
}

