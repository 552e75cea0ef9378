package org.gridpuzzle.answer;

import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.AlgorithmChoice;
import org.gridpuzzle.domain.floodit.FloodItAlgorithm;
import org.gridpuzzle.domain.floodit.ChoiceReason;

/** The domain's choice of algorithm in words: a short label, and why it ran on this board (no option names). */
public final class FloodItAlgorithmText {

    private FloodItAlgorithmText() {
    }

    public static String label(Mode mode, AlgorithmChoice choice, int beam) {
        return switch (choice.algorithm()) {
            case BEAM -> "beam " + beam;
            case GREEDY -> "greedy";
            case SEARCH -> mode == Mode.FIXED ? "A* (exact)" : "search (exact)";
            default -> Labels.of(choice.algorithm()) + " (exact)";
        };
    }

    public static String explanation(Board board, Mode mode, AlgorithmChoice choice, int beam) {
        if (mode == Mode.FIXED) {
            return fixed(board, choice, beam);
        }
        String name = Labels.of(choice.algorithm());
        int rows = board.shape().rows();
        int cols = board.shape().cols();
        int present = board.coloursPresent();
        String shape = rows + "×" + cols + ", " + present + " colour" + (present == 1 ? "" : "s");
        String why = switch (choice.reason()) {
            case HEURISTIC -> "a heuristic answer was asked for: the fast greedy player (fewest components after each"
                    + " move), not proved optimal";
            case FORCED -> "asked for by name (board " + shape + ")";
            case LARGE_BOARD -> "a heuristic answer on a board of " + board.components()
                    + " components: the fast greedy player, not proved optimal";
            case SINGLE_LINE -> "the board (" + shape + ") is a single line, so the interval programme over its runs solves"
                    + " it exactly in polynomial time";
            case TWO_COLOURS -> "the board (" + shape + ") has two colours, so the optimum is the radius of its component"
                    + " graph (polynomial)";
            case TWO_ROWS, TWO_COLUMNS -> "the board (" + shape + ") has two " + (choice.reason() == ChoiceReason.TWO_ROWS
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
        if (choice.algorithm() == FloodItAlgorithm.BEAM) {
            return "beam " + beam + ": a heuristic answer was asked for: beam search, not proved optimal";
        }
        if (choice.algorithm() == FloodItAlgorithm.GREEDY) {
            return "greedy: a heuristic answer on a board of " + board.components()
                    + " components, beyond the beam's " + AlgorithmChoice.FIXED_BEAM_COMPONENTS + " (its bound per"
                    + " child reads every component): the greedy player at the pivot (removes a colour when it can,"
                    + " else plays the colour whose frontier components bring the most new ones), not proved optimal";
        }
        if (choice.algorithm() == FloodItAlgorithm.TWO_ROW) {
            int rows = board.shape().rows();
            return "two-row: " + (choice.reason() == ChoiceReason.FORCED ? "asked for by name" : "the board ("
                    + rows + "×" + board.shape().cols() + ") has two " + (rows == 2 ? "rows" : "columns"))
                    + ", so a breadth-first search over the flood's row spans and pocket colours solves Fixed exactly"
                    + " (polynomial in the length, exponential only in the colours)";
        }
        return "A*: Fixed mode on a board of more than two rows and columns (or the general search asked for by name):"
                + " exact search over flooded sets with the elimination-layer bound";
    }
}
