package org.gridpuzzle.domain;

import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.internal.AutoChoice;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.internal.HintEngine;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.internal.SolutionCounter;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.internal.SuguruGenerator;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;
import org.gridpuzzle.domain.suguru.Violation;

/**
 * Suguru for callers who want answers, not adapters: solve, count, verify, explain and generate, each with the
 * algorithm the command line would choose. Parse puzzles with {@code org.gridpuzzle.format.TextFormats}.
 */
public final class Suguru {

    private Suguru() {
    }

    /**
     * Solves with the linear strip solver on one-row or one-column grids, else with the fast propagating solver.
     *
     * @param puzzle the puzzle
     * @return a solution, or a proof that there is none; no limit applies
     */
    public static SolveOutcome solve(SuguruPuzzle puzzle) {
        return solve(puzzle, Limits.none());
    }

    /**
     * Solves as {@link #solve(SuguruPuzzle)} does, within the limits.
     *
     * @param puzzle the puzzle
     * @param limits how much work the solver may do
     * @return a solution, a proof that there is none, or the limit reached first
     */
    public static SolveOutcome solve(SuguruPuzzle puzzle, Limits limits) {
        return AutoChoice.solverFor(puzzle).solve(puzzle, limits);
    }

    /**
     * Counts solutions up to {@code limit} (2 decides uniqueness).
     *
     * @param puzzle the puzzle
     * @param limit the most solutions to count
     * @return the count, and whether it is complete
     */
    public static CountOutcome count(SuguruPuzzle puzzle, long limit) {
        return SolutionCounter.count(puzzle, limit, Limits.none());
    }

    /**
     * Whether the puzzle has exactly one solution (a count up to 2).
     *
     * @param puzzle the puzzle
     * @return true for exactly one solution
     */
    public static boolean isUnique(SuguruPuzzle puzzle) {
        return SolutionCounter.isUnique(puzzle);
    }

    /**
     * Every rule a filled grid breaks (empty: it solves the puzzle).
     *
     * @param puzzle the puzzle
     * @param grid the filled grid
     * @return the violations, empty when the grid solves the puzzle
     */
    public static List<Violation> verify(SuguruPuzzle puzzle, IntGrid grid) {
        return SuguruVerifier.verify(puzzle, grid);
    }

    /**
     * The steps a person would take, a guess only where no technique applies; empty when there is no solution.
     *
     * @param puzzle the puzzle
     * @return the steps from the givens to the solution, or empty
     */
    public static Optional<List<HintStep>> explain(SuguruPuzzle puzzle) {
        return HintEngine.explain(puzzle, Limits.none());
    }

    /**
     * A puzzle with exactly one solution, regions of at most five cells; the same seed gives the same puzzle.
     *
     * @param rows the number of rows, at least 1
     * @param cols the number of columns, at least 1
     * @param seed the random seed
     * @return the puzzle, its solution and its rating
     * @throws org.gridpuzzle.domain.grid.InvalidModelException for a side below 1
     * @throws org.gridpuzzle.domain.search.MemoryBudgetException when the grid is too large for the heap's share
     */
    public static GeneratedSuguru generate(int rows, int cols, long seed) {
        return SuguruGenerator.generate(new GenerateRequest(rows, cols, 5, seed, false), Limits.none())
                .orElseThrow();
    }
}

