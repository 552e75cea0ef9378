package org.gridpuzzle.domain.suguru;

import java.util.Optional;
import java.util.Random;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Generates puzzles with exactly one solution: a random connected partition, a random valid filling
 * (the fast solver with shuffled values), then givens removed in random order while the solution stays
 * unique. By default a given is removed only if the rest still solves by propagation alone (singles and
 * hidden singles), so the puzzle needs no guessing; {@code minimal} removes every given whose removal
 * keeps the solution unique (checked by counting to two), which gives minimal, harder puzzles.
 * Same parameters and seed, same puzzle.
 */
public final class SuguruGenerator {

    private SuguruGenerator() {
    }

    public record Request(int rows, int cols, int maxRegion, long seed, boolean minimal) {
        public Request {
            if (rows < 1 || cols < 1) {
                throw new InvalidModelException("a puzzle needs at least one row and one column");
            }
            // Four cells of a 2×2 window all touch, so they need four different numbers.
            int least = rows > 1 && cols > 1 ? 4 : rows * cols > 1 ? 2 : 1;
            if (maxRegion < least || maxRegion > Engine.MAX_REGION) {
                throw new InvalidModelException("the largest region size must be between " + least + " and "
                        + Engine.MAX_REGION + " for a " + rows + "x" + cols + " grid, got " + maxRegion);
            }
        }
    }

    /** A puzzle, or empty when a limit stopped generation first. */
    public static Optional<GeneratedSuguru> generate(Request request, Limits limits) {
        Budget budget = limits.start();
        Random random = new Random(request.seed());
        GridShape shape = GridShape.of(request.rows(), request.cols());
        for (int attempt = 1; budget.check(); attempt++) {
            GrowingPartitioner.Result sketch = GrowingPartitioner.attempt(shape, request.maxRegion(), random, budget);
            if (sketch == null) {
                continue;
            }
            RegionMap regions = sketch.regions();
            SolveOutcome.Solved solved = new SolveOutcome.Solved(sketch.solution(), new SearchStats(0, 0));
            SuguruPuzzle puzzle = removeGivens(regions, solved.solution(), request.minimal(), random, budget);
            if (puzzle == null) {
                break;
            }
            Difficulty difficulty = HintEngine.rate(puzzle, solved.solution());
            return Optional.of(new GeneratedSuguru(puzzle, solved.solution(), difficulty, attempt));
        }
        return Optional.empty();
    }

    private static SuguruPuzzle removeGivens(RegionMap regions, IntGrid solution, boolean minimal, Random random,
            Budget budget) {
        int[] givens = solution.toArray();
        GridShape shape = solution.shape();
        int[] order = RegionPartitioner.shuffled(shape.size(), random);
        // First every removal that propagation alone can undo (cheap), then, for minimal puzzles, every
        // removal that search proves harmless. Removals only ever shrink the set, so one pass each suffices.
        for (int cell : order) {
            if (!budget.check()) {
                return null;
            }
            int keep = givens[cell];
            givens[cell] = 0;
            if (!SolutionCounter.solvedByPropagation(SuguruPuzzle.of(regions, IntGrid.of(shape, givens)))) {
                givens[cell] = keep;
            }
        }
        if (minimal) {
            for (int cell : order) {
                if (givens[cell] == 0) {
                    continue;
                }
                Boolean other = SolutionCounter.hasSolutionWithout(SuguruPuzzle.of(regions, IntGrid.of(shape, givens)),
                        cell, givens[cell], Limits.none().withCancellation(() -> !budget.check()).start());
                if (other == null) {
                    return null;
                }
                if (!other) {
                    givens[cell] = 0;
                }
            }
        }
        return SuguruPuzzle.of(regions, IntGrid.of(shape, givens));
    }

}
