package org.gridpuzzle.domain;

import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.internal.FastSolver;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.internal.HintEngine;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.internal.SolutionCounter;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.internal.StripSolver;
import org.gridpuzzle.domain.suguru.internal.SuguruGenerator;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruSolver;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;
import org.gridpuzzle.domain.suguru.Violation;

/**
 * Suguru for callers who want answers, not adapters: solve, count, verify, explain and generate, each with the
 * algorithm the command line would choose. Parse puzzles with {@code org.gridpuzzle.format.TextFormats}.
 */
public final class Suguru {

    private Suguru() {
    }

    /** Solves with the linear strip solver on one-row or one-column grids, else with the fast propagating solver. */
    public static SolveOutcome solve(SuguruPuzzle puzzle) {
        return solve(puzzle, Limits.none());
    }

    public static SolveOutcome solve(SuguruPuzzle puzzle, Limits limits) {
        return autoSolver(puzzle).solve(puzzle, limits);
    }

    /** The solver "auto" picks: the linear strip solver for one-row or one-column grids, else the fast solver. */
    public static SuguruSolver autoSolver(SuguruPuzzle puzzle) {
        return StripSolver.applies(puzzle.shape()) ? new StripSolver() : new FastSolver();
    }

    /** Counts solutions up to {@code limit} (2 decides uniqueness). */
    public static CountOutcome count(SuguruPuzzle puzzle, long limit) {
        return SolutionCounter.count(puzzle, limit, Limits.none());
    }

    public static boolean isUnique(SuguruPuzzle puzzle) {
        return SolutionCounter.isUnique(puzzle);
    }

    /** Every rule a filled grid breaks (empty: it solves the puzzle). */
    public static List<Violation> verify(SuguruPuzzle puzzle, IntGrid grid) {
        return SuguruVerifier.verify(puzzle, grid);
    }

    /** The steps a person would take, a guess only where no technique applies; empty when there is no solution. */
    public static Optional<List<HintStep>> explain(SuguruPuzzle puzzle) {
        return HintEngine.explain(puzzle, Limits.none());
    }

    /** A puzzle with exactly one solution, regions of at most five cells; the same seed gives the same puzzle. */
    public static GeneratedSuguru generate(int rows, int cols, long seed) {
        return SuguruGenerator.generate(new GenerateRequest(rows, cols, 5, seed, false), Limits.none())
                .orElseThrow();
    }
}

