package org.gridpuzzle.application.service.floodit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.floodit.FreeAlgorithm;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.ColouredGraph;
import org.gridpuzzle.domain.floodit.FreeExactSolver;
import org.gridpuzzle.domain.floodit.FreeSolution;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.floodit.path.FreePathSolver;
import org.gridpuzzle.domain.floodit.tworow.FreeTwoRowSolver;
import org.gridpuzzle.domain.floodit.twocolour.TwoColourSolver;
import org.gridpuzzle.domain.search.Limits;

/** Picks the exact Free solver a board admits (or runs the forced one) and says why. */
final class FreeSolverChoice {

    /** Above this many components the general search is hopeless; say so instead of hanging. */
    static final int SEARCH_COMPONENTS = 40;
    /** The 2×n programme is exponential in the colours. */
    static final int TWO_ROW_COLOURS = 12;

    record Outcome(FreeAlgorithm algorithm, String explanation, Optional<FreeSolution> solution) {
    }

    private FreeSolverChoice() {
    }

    static Outcome run(Board board, FreeAlgorithm requested, Limits limits, String file) {
        int rows = board.colours().shape().rows();
        int cols = board.colours().shape().cols();
        ColouredGraph g = board.graph();
        int palette = g.palette();
        int present = g.coloursPresent();
        String shape = rows + "×" + cols + ", " + present + " colour" + (present == 1 ? "" : "s");
        FreeAlgorithm algorithm = requested;
        String why;
        if (requested == FreeAlgorithm.AUTO) {
            if (rows == 1 || cols == 1) {
                algorithm = FreeAlgorithm.PATH;
                why = "the board (" + shape + ") is a single line, so the interval programme over its runs solves it"
                        + " exactly in polynomial time";
            } else if (g.coloursPresent() == 2) {
                algorithm = FreeAlgorithm.TWO_COLOUR;
                why = "the board (" + shape + ") has two colours, so the optimum is the radius of its component graph"
                        + " (polynomial)";
            } else if ((rows == 2 || cols == 2) && palette <= TWO_ROW_COLOURS) {
                algorithm = FreeAlgorithm.TWO_ROW;
                why = "the board (" + shape + ") has two " + (rows == 2 ? "rows" : "columns")
                        + ", so the Meeks–Scott programme solves it exactly, polynomial in its length and exponential"
                        + " only in the colours";
            } else {
                algorithm = FreeAlgorithm.SEARCH;
                why = "the board (" + shape + ") has no shape the polynomial algorithms cover"
                        + ((rows == 2 || cols == 2) ? " within " + TWO_ROW_COLOURS + " colours" : "")
                        + ", so the general search runs (exponential; up to " + SEARCH_COMPONENTS + " components)";
            }
        } else {
            why = "forced with --algorithm " + requested.label() + " (board " + shape + ")";
        }
        Optional<FreeSolution> solution = switch (algorithm) {
            case PATH -> {
                require(rows == 1 || cols == 1, file, "--algorithm path needs a board of one row or one column, not " + shape);
                yield Optional.of(best(new FreePathSolver().solveAll(g.colours(), palette)));
            }
            case TWO_COLOUR -> {
                require(present == 2, file, "--algorithm two-colour needs a board of two colours, not " + shape);
                yield Optional.of(twoColour(g));
            }
            case TWO_ROW -> {
                require(rows == 2 || cols == 2, file, "--algorithm two-row needs a board of two rows or two columns, not "
                        + shape);
                require(palette <= TWO_ROW_COLOURS, file, "--algorithm two-row handles up to " + TWO_ROW_COLOURS
                        + " colours, not " + palette);
                yield twoRow(g, rows, cols, palette, limits);
            }
            case SEARCH -> {
                int components = g.contract().graph().vertexCount();
                require(components <= SEARCH_COMPONENTS, file, "the general search handles up to " + SEARCH_COMPONENTS
                        + " components; this board has " + components + " (use --heuristic)");
                yield new FreeExactSolver().solve(g, limits);
            }
            default -> throw new IllegalStateException("no algorithm chosen");
        };
        return new Outcome(algorithm, algorithm.label() + ": " + why, solution);
    }

    private static Optional<FreeSolution> twoRow(ColouredGraph g, int rows, int cols, int palette, Limits limits) {
        TwoRowView view = TwoRowView.of(g, rows, cols);
        List<FreeSolution> all = new FreeTwoRowSolver().solveAll(view.board(), limits);
        if (all.isEmpty()) {
            return Optional.empty();
        }
        FreeSolution best = best(all);
        List<Move> moves = new ArrayList<>();
        best.moves().forEach(m -> moves.add(new Move(view.vertex(m.vertex()), m.colour())));
        return Optional.of(new FreeSolution(best.colour(), moves));
    }

    /**
     * Two colours present: renumbered 0 and 1 for the solver. A colour absent from the board is never a
     * better target (the tests check m(G) against breadth-first search over the whole palette).
     */
    private static FreeSolution twoColour(ColouredGraph g) {
        int[] original = new int[2];
        int[] colours = g.colours();
        original[0] = colours[0];
        for (int c : colours) {
            if (c != original[0]) {
                original[1] = c;
            }
        }
        int[] renumbered = new int[colours.length];
        for (int v = 0; v < colours.length; v++) {
            renumbered[v] = colours[v] == original[0] ? 0 : 1;
        }
        FreeSolution best = best(new TwoColourSolver().solveAll(new ColouredGraph(g.graph(), renumbered, 2)));
        List<Move> moves = new ArrayList<>();
        best.moves().forEach(m -> moves.add(new Move(m.vertex(), original[m.colour()])));
        return new FreeSolution(original[best.colour()], moves);
    }

    private static FreeSolution best(List<FreeSolution> all) {
        return all.stream().min(Comparator.comparingInt(FreeSolution::length)).orElseThrow();
    }

    private static void require(boolean condition, String file, String message) {
        if (!condition) {
            throw new InvalidInputException(file, message);
        }
    }
}
