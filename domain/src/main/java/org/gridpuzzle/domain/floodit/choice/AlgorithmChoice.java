package org.gridpuzzle.domain.floodit.choice;

import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.choice.UnsupportedAlgorithmException.Requirement;

/**
 * Which algorithm runs on a board, and why. The choice by shape is a domain decision: paths, two colours
 * and two rows admit polynomial or fixed-parameter algorithms; other boards need the general search.
 *
 * @param algorithm what runs
 * @param reason why: the shape that admits it, the caller's request, or no special shape
 */
public record AlgorithmChoice(Algorithm algorithm, Reason reason) {

    /**
     * The general Free search is anytime (the greedy sequence first, then a proved bound that rises), but its greedy
     * start alone costs components² × colours per move: above this many components it is refused with that reason.
     */
    public static final int FREE_SEARCH_COMPONENTS = 2500;
    /**
     * Fixed beam search computes a bound over every component for each child (a 200×200 board of 27,000 components
     * takes about a minute at width 200): above this many components {@code --heuristic} plays the greedy player.
     */
    public static final int FIXED_BEAM_COMPONENTS = 10_000;
    /** The 2×n Free programme is exponential in the colours. */
    public static final int FREE_TWO_ROW_COLOURS = 12;
    /** The 2×n Fixed search keeps pocket colours in an int. */
    public static final int FIXED_TWO_ROW_COLOURS = 32;
    /** The 2×n Fixed search keeps row spans in bytes. */
    public static final int FIXED_TWO_ROW_LENGTH = 255;

    /** The algorithms a board may be given. */
    public enum Algorithm {
        /** Two rows: the Meeks–Scott programme (Free) or the span-and-pocket breadth-first search (Fixed). */
        TWO_ROW,
        /** One line: the interval programme over runs (Free). */
        PATH,
        /** Two colours: the radius of the component graph (Free). */
        TWO_COLOUR,
        /** The general exact search: iterative deepening (Free), A* with the elimination-layer bound (Fixed). */
        SEARCH,
        /** Beam search (Fixed): fast, not proved optimal. */
        BEAM,
        /**
         * The greedy player: fewest components after each move (Free), most frontier components at the pivot (Fixed,
         * on boards beyond the beam); fast, not proved optimal.
         */
        GREEDY;

        public boolean exact() {
            return this != BEAM && this != GREEDY;
        }
    }

    /** Why the algorithm was chosen. */
    public enum Reason {
        /** The board is one row or one column. */
        SINGLE_LINE,
        /** The board has two colours. */
        TWO_COLOURS,
        /** The board has two rows. */
        TWO_ROWS,
        /** The board has two columns. */
        TWO_COLUMNS,
        /** No shape the special algorithms cover. */
        GENERAL,
        /** The caller asked for this exact algorithm. */
        FORCED,
        /** The caller asked for a heuristic. */
        HEURISTIC,
        /** The caller asked for a heuristic, on a board beyond the beam's reach ({@link #FIXED_BEAM_COMPONENTS}). */
        LARGE_BOARD
    }

    /**
     * The Free algorithm for a board: {@code exact} false gives the greedy player; otherwise the requested exact
     * algorithm, or for {@link ExactAlgorithm#AUTO} the first the board admits (path, two colours, two rows).
     *
     * @throws UnsupportedAlgorithmException when the requested algorithm (or the general search) cannot run here
     */
    public static AlgorithmChoice free(Board board, ExactAlgorithm requested, boolean exact) {
        if (!exact) {
            return new AlgorithmChoice(Algorithm.GREEDY, Reason.HEURISTIC);
        }
        Facts f = new Facts(board, Mode.FREE);
        return switch (requested) {
            case AUTO -> f.line() ? new AlgorithmChoice(Algorithm.PATH, Reason.SINGLE_LINE)
                    : f.colours == 2 ? new AlgorithmChoice(Algorithm.TWO_COLOUR, Reason.TWO_COLOURS)
                    : f.twoLines() && f.palette <= FREE_TWO_ROW_COLOURS ? new AlgorithmChoice(Algorithm.TWO_ROW, f.twoLineReason())
                    : f.search(requested, Reason.GENERAL);
            case PATH -> f.require(f.line(), requested, Requirement.ONE_LINE, 0, 0, Algorithm.PATH);
            case TWO_COLOUR -> f.require(f.colours == 2, requested, Requirement.TWO_COLOURS, 0, 0, Algorithm.TWO_COLOUR);
            case TWO_ROW -> {
                f.require(f.twoLines(), requested, Requirement.TWO_LINES, 0, 0, Algorithm.TWO_ROW);
                yield f.require(f.palette <= FREE_TWO_ROW_COLOURS, requested, Requirement.PALETTE, f.palette,
                        FREE_TWO_ROW_COLOURS, Algorithm.TWO_ROW);
            }
            case SEARCH -> f.search(requested, Reason.FORCED);
        };
    }

    /**
     * The Fixed algorithm for a board: {@code exact} false gives beam search (the greedy player beyond
     * {@link #FIXED_BEAM_COMPONENTS} components); otherwise the 2×n search where
     * the board has two rows or columns (within its limits) unless the general search is requested, else A*.
     *
     * @throws UnsupportedAlgorithmException for a Free-only algorithm, or the 2×n search on another shape
     */
    public static AlgorithmChoice fixed(Board board, ExactAlgorithm requested, boolean exact) {
        Facts f = new Facts(board, Mode.FIXED);
        if (requested == ExactAlgorithm.PATH || requested == ExactAlgorithm.TWO_COLOUR) {
            throw f.unsupported(requested, Requirement.FREE_MODE, 0, 0);
        }
        if (!exact) {
            return board.components() > FIXED_BEAM_COMPONENTS
                    ? new AlgorithmChoice(Algorithm.GREEDY, Reason.LARGE_BOARD)
                    : new AlgorithmChoice(Algorithm.BEAM, Reason.HEURISTIC);
        }
        boolean twoRow = f.twoLines() && f.palette <= FIXED_TWO_ROW_COLOURS
                && Math.max(f.rows, f.cols) <= FIXED_TWO_ROW_LENGTH;
        return switch (requested) {
            case AUTO -> twoRow ? new AlgorithmChoice(Algorithm.TWO_ROW, f.twoLineReason())
                    : new AlgorithmChoice(Algorithm.SEARCH, Reason.GENERAL);
            case TWO_ROW -> f.require(twoRow, requested, Requirement.TWO_LINES, 0, 0, Algorithm.TWO_ROW);
            default -> new AlgorithmChoice(Algorithm.SEARCH, Reason.FORCED);
        };
    }

    /** The board facts the choice looks at. */
    private static final class Facts {
        final Board board;
        final Mode mode;
        final int rows;
        final int cols;
        final int colours;
        final int palette;

        Facts(Board board, Mode mode) {
            this.board = board;
            this.mode = mode;
            this.rows = board.shape().rows();
            this.cols = board.shape().cols();
            this.colours = board.coloursPresent(); // from the cells: a choice builds no graph it does not need
            this.palette = board.palette();
        }

        boolean line() {
            return rows == 1 || cols == 1;
        }

        boolean twoLines() {
            return rows == 2 || cols == 2;
        }

        Reason twoLineReason() {
            return rows == 2 ? Reason.TWO_ROWS : Reason.TWO_COLUMNS;
        }

        AlgorithmChoice search(ExactAlgorithm requested, Reason reason) {
            int components = board.components(); // counted on the cells: the graph may not fit the memory
            return require(components <= FREE_SEARCH_COMPONENTS, requested, Requirement.COMPONENTS, components,
                    FREE_SEARCH_COMPONENTS, Algorithm.SEARCH, reason);
        }

        AlgorithmChoice require(boolean holds, ExactAlgorithm requested, Requirement requirement, int found, int limit,
                Algorithm algorithm) {
            return require(holds, requested, requirement, found, limit, algorithm, Reason.FORCED);
        }

        AlgorithmChoice require(boolean holds, ExactAlgorithm requested, Requirement requirement, int found, int limit,
                Algorithm algorithm, Reason reason) {
            if (!holds) {
                throw unsupported(requested == ExactAlgorithm.AUTO ? ExactAlgorithm.SEARCH : requested, requirement, found,
                        limit);
            }
            return new AlgorithmChoice(algorithm, reason);
        }

        UnsupportedAlgorithmException unsupported(ExactAlgorithm algorithm, Requirement requirement, int found, int limit) {
            return new UnsupportedAlgorithmException(algorithm, mode, requirement, rows, cols, colours, found, limit);
        }
    }
}
