package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.suguru.internal.SuguruGenerator;
import org.gridpuzzle.domain.suguru.internal.CandidatePropagator;
import org.gridpuzzle.domain.grid.InvalidModelException;

/**
 * What {@link SuguruGenerator#generate} makes; {@code grade}, when not null, is the difficulty asked for: givens are
 * removed only while the puzzle stays solvable by that grade's techniques, and attempts repeat until the explanation's
 * hardest technique is of that grade ({@code minimal} is then ignored).
 *
 * @param rows the number of rows, at least 1
 * @param cols the number of columns, at least 1
 * @param maxRegion the largest region size the partition may use
 * @param seed the random seed: the same request makes the same puzzle
 * @param minimal true to also remove every given whose alternatives search refutes: fewer givens, harder puzzles
 * @param grade the difficulty asked for, or null for any
 */
public record GenerateRequest(int rows, int cols, int maxRegion, long seed, boolean minimal, Difficulty grade) {
    /**
     * A request with no grade asked for.
     *
     * @param rows the number of rows, at least 1
     * @param cols the number of columns, at least 1
     * @param maxRegion the largest region size the partition may use
     * @param seed the random seed: the same request makes the same puzzle
     * @param minimal true to also remove every given whose alternatives search refutes
     * @throws InvalidModelException as the canonical constructor
     */
    public GenerateRequest(int rows, int cols, int maxRegion, long seed, boolean minimal) {
        this(rows, cols, maxRegion, seed, minimal, null);
    }

    /**
     * Checks the sizes.
     *
     * @param rows the number of rows, at least 1
     * @param cols the number of columns, at least 1
     * @param maxRegion the largest region size the partition may use
     * @param seed the random seed: the same request makes the same puzzle
     * @param minimal true to also remove every given whose alternatives search refutes
     * @param grade the difficulty asked for, or null for any
     * @throws InvalidModelException for a side below 1, or a largest region size too small to partition the grid or
     *     beyond the solvers' limit
     */
    public GenerateRequest {
        if (rows < 1 || cols < 1) {
            throw new InvalidModelException("a puzzle needs at least one row and one column");
        }
        int least = SuguruGenerator.leastMaxRegion(rows, cols);
        if (maxRegion < least || maxRegion > CandidatePropagator.MAX_REGION) {
            throw new InvalidModelException("the largest region size must be between " + least + " and "
                    + CandidatePropagator.MAX_REGION + " for a " + rows + "x" + cols + " grid, got " + maxRegion);
        }
    }
}
