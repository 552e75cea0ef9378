package org.gridpuzzle.domain.floodit;

import org.gridpuzzle.domain.floodit.UnsupportedAlgorithmException.Requirement;

/**
 * Which algorithm runs on a board, and why. The choice by shape is a domain decision: paths, two colours
 * and two rows admit polynomial or fixed-parameter algorithms; other boards need the general search.
 *
 * @param algorithm what runs
 * @param reason why: the shape that admits it, the caller's request, or no special shape
 */
public record AlgorithmChoice(FloodItAlgorithm algorithm, ChoiceReason reason) {

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

    /**
     * The Free algorithm for a board: {@code exact} false gives the greedy player; otherwise the requested exact
     * algorithm, or for {@link ExactAlgorithm#AUTO} the first the board admits (path, two colours, two rows).
     *
     * @param board the board
     * @param requested the exact algorithm asked for ({@link ExactAlgorithm#AUTO}: the board decides)
     * @param exact false for a heuristic, whatever {@code requested} says
     * @return the algorithm and why
     * @throws UnsupportedAlgorithmException when the requested algorithm (or the general search) cannot run here
     */
    public static AlgorithmChoice free(Board board, ExactAlgorithm requested, boolean exact) {
        if (!exact) {
            return new AlgorithmChoice(FloodItAlgorithm.GREEDY, ChoiceReason.HEURISTIC);
        }
        Facts f = new Facts(board, Mode.FREE);
        return switch (requested) {
            case AUTO -> f.line() ? new AlgorithmChoice(FloodItAlgorithm.PATH, ChoiceReason.SINGLE_LINE)
                    : f.colours == 2 ? new AlgorithmChoice(FloodItAlgorithm.TWO_COLOUR, ChoiceReason.TWO_COLOURS)
                    : f.twoLines() && f.palette <= FREE_TWO_ROW_COLOURS ? new AlgorithmChoice(FloodItAlgorithm.TWO_ROW, f.twoLineReason())
                    : f.search(requested, ChoiceReason.GENERAL);
            case PATH -> f.require(f.line(), requested, Requirement.ONE_LINE, 0, 0, FloodItAlgorithm.PATH);
            case TWO_COLOUR -> f.require(f.colours == 2, requested, Requirement.TWO_COLOURS, 0, 0, FloodItAlgorithm.TWO_COLOUR);
            case TWO_ROW -> {
                f.require(f.twoLines(), requested, Requirement.TWO_LINES, 0, 0, FloodItAlgorithm.TWO_ROW);
                yield f.require(f.palette <= FREE_TWO_ROW_COLOURS, requested, Requirement.PALETTE, f.palette,
                        FREE_TWO_ROW_COLOURS, FloodItAlgorithm.TWO_ROW);
            }
            case SEARCH -> f.search(requested, ChoiceReason.FORCED);
        };
    }

    /**
     * The Fixed algorithm for a board: {@code exact} false gives beam search (the greedy player beyond
     * {@link #FIXED_BEAM_COMPONENTS} components); otherwise the 2×n search where
     * the board has two rows or columns (within its limits) unless the general search is requested, else A*.
     *
     * @param board the board
     * @param requested the exact algorithm asked for ({@link ExactAlgorithm#AUTO}: the board decides)
     * @param exact false for a heuristic, whatever {@code requested} says
     * @return the algorithm and why
     * @throws UnsupportedAlgorithmException for a Free-only algorithm, or the 2×n search on another shape
     */
    public static AlgorithmChoice fixed(Board board, ExactAlgorithm requested, boolean exact) {
        Facts f = new Facts(board, Mode.FIXED);
        if (requested == ExactAlgorithm.PATH || requested == ExactAlgorithm.TWO_COLOUR) {
            throw f.unsupported(requested, Requirement.FREE_MODE, 0, 0);
        }
        if (!exact) {
            return board.components() > FIXED_BEAM_COMPONENTS
                    ? new AlgorithmChoice(FloodItAlgorithm.GREEDY, ChoiceReason.LARGE_BOARD)
                    : new AlgorithmChoice(FloodItAlgorithm.BEAM, ChoiceReason.HEURISTIC);
        }
        boolean twoRow = f.twoLines() && f.palette <= FIXED_TWO_ROW_COLOURS
                && Math.max(f.rows, f.cols) <= FIXED_TWO_ROW_LENGTH;
        return switch (requested) {
            case AUTO -> twoRow ? new AlgorithmChoice(FloodItAlgorithm.TWO_ROW, f.twoLineReason())
                    : new AlgorithmChoice(FloodItAlgorithm.SEARCH, ChoiceReason.GENERAL);
            case TWO_ROW -> f.require(twoRow, requested, Requirement.TWO_LINES, 0, 0, FloodItAlgorithm.TWO_ROW);
            default -> new AlgorithmChoice(FloodItAlgorithm.SEARCH, ChoiceReason.FORCED);
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

        ChoiceReason twoLineReason() {
            return rows == 2 ? ChoiceReason.TWO_ROWS : ChoiceReason.TWO_COLUMNS;
        }

        AlgorithmChoice search(ExactAlgorithm requested, ChoiceReason reason) {
            int components = board.components(); // counted on the cells: the graph may not fit the memory
            return require(components <= FREE_SEARCH_COMPONENTS, requested, Requirement.COMPONENTS, components,
                    FREE_SEARCH_COMPONENTS, FloodItAlgorithm.SEARCH, reason);
        }

        AlgorithmChoice require(boolean holds, ExactAlgorithm requested, Requirement requirement, int found, int limit,
                FloodItAlgorithm algorithm) {
            return require(holds, requested, requirement, found, limit, algorithm, ChoiceReason.FORCED);
        }

        AlgorithmChoice require(boolean holds, ExactAlgorithm requested, Requirement requirement, int found, int limit,
                FloodItAlgorithm algorithm, ChoiceReason reason) {
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
