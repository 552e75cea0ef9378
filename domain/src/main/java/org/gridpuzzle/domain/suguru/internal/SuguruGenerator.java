package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.Difficulty;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Generates puzzles with exactly one solution: a partition built together with a filling
 * ({@link GrowingPartitioner}), then givens removed in random order while the solution stays unique. By
 * default a given is removed only if the rest still solves by propagation alone (singles, hidden singles,
 * neighbour exclusion, subsets), so the puzzle needs no guessing; {@code minimal} then removes every given
 * whose alternative values search refutes, which gives minimal, harder puzzles. A requested grade
 * ({@link Difficulty}) bounds the removals by that grade's {@link Deduction} instead.
 * Same parameters and seed, same puzzle.
 */
public final class SuguruGenerator {

    /**
     * What generation takes per cell: king neighbours (8 ints and an offset), labels, values, sizes, each cell's
     * options, the propagator's domains and the mixer's tables.
     */
    static final long BYTES_PER_CELL = 160;

    private SuguruGenerator() {
    }

    /**
     * The least largest region size a rows × cols grid can have: four cells of a 2×2 window all touch, so they need
     * four different numbers; two neighbours in a line need two.
     */
    public static int leastMaxRegion(int rows, int cols) {
        return rows > 1 && cols > 1 ? 4 : (long) rows * cols > 1 ? 2 : 1;
    }

    /** A puzzle, or empty when a limit stopped generation first. */
    public static Optional<GeneratedSuguru> generate(GenerateRequest request, Limits limits) {
        return generate(request, limits, GeneratorProgress.NONE);
    }

    /** As {@link #generate(GenerateRequest, Limits)}, telling {@code progress} how far it is (often: keep it cheap). */
    public static Optional<GeneratedSuguru> generate(GenerateRequest request, Limits limits, GeneratorProgress progress) {
        // sized before it is built: the partition's tables take about BYTES_PER_CELL a cell
        limits.checkMemory("generating " + request.rows() + "x" + request.cols() + " cells",
                (long) request.rows() * request.cols() * BYTES_PER_CELL);
        Budget budget = limits.start();
        Random random = new Random(request.seed());
        GridShape shape = GridShape.of(request.rows(), request.cols());
        for (int attempt = 1; budget.check(); attempt++) {
            progress.at("partition and fill (attempt " + attempt + ")", 0, shape.size());
            GrowingPartitioner.Result sketch = GrowingPartitioner.attempt(shape, request.maxRegion(), random, budget);
            if (sketch == null) {
                continue;
            }
            Difficulty level = request.grade() != null ? request.grade() : Difficulty.HARD;
            boolean minimal = request.grade() == null && request.minimal();
            SuguruPuzzle puzzle = removeGivens(sketch.regions(), sketch.solution(), level, minimal, random, budget,
                    progress);
            if (puzzle == null) {
                break;
            }
            // rating explains the whole puzzle, which takes long on large grids: it shares the budget
            progress.at("rate", 0, shape.size());
            Optional<List<HintStep>> steps = HintEngine.explain(puzzle, sketch.solution(), budget);
            if (steps.isEmpty()) {
                break;
            }
            Difficulty difficulty = HintEngine.rate(steps.get());
            if (request.grade() != null && difficulty != request.grade()) {
                continue; // too easy for the grade asked for: another partition
            }
            return Optional.of(new GeneratedSuguru(puzzle, sketch.solution(), difficulty, attempt));
        }
        return Optional.empty();
    }

    private static SuguruPuzzle removeGivens(RegionMap regions, IntGrid solution, Difficulty level, boolean minimal,
            Random random, Budget budget, GeneratorProgress progress) {
        int[] givens = solution.toArray();
        GridShape shape = solution.shape();
        int[] order = Shuffle.order(shape.size(), random);
        // First every removal that propagation alone can undo (cheap), then, for minimal puzzles, every
        // removal that search proves harmless. Removals only ever shrink the set, so one pass each suffices.
        int done = 0;
        for (int cell : order) {
            if (!budget.check()) {
                return null;
            }
            progress.at("remove givens", done++, order.length);
            int keep = givens[cell];
            givens[cell] = 0;
            if (!Deduction.forGrade(level).solves(SuguruPuzzle.of(regions, IntGrid.of(shape, givens)), budget)) {
                givens[cell] = keep;
            }
        }
        if (minimal) {
            done = 0;
            for (int cell : order) {
                progress.at("minimise", done++, order.length);
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
