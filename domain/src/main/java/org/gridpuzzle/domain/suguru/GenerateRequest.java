package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.suguru.internal.SuguruGenerator;
import org.gridpuzzle.domain.suguru.internal.CandidatePropagator;
import org.gridpuzzle.domain.grid.InvalidModelException;

/**
 * What {@link SuguruGenerator#generate} makes; {@code grade}, when not null, is the difficulty asked for: givens are
 * removed only while the puzzle stays solvable by that grade's techniques, and attempts repeat until the explanation's
 * hardest technique is of that grade ({@code minimal} is then ignored).
 */
public record GenerateRequest(int rows, int cols, int maxRegion, long seed, boolean minimal, Difficulty grade) {
    public GenerateRequest(int rows, int cols, int maxRegion, long seed, boolean minimal) {
        this(rows, cols, maxRegion, seed, minimal, null);
    }

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
