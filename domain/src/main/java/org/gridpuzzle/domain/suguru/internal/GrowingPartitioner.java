package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import java.util.Arrays;
import java.util.Random;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.grid.internal.RegionShapes;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Builds a partition together with a filling, because random partitions are almost never solvable
 * (every region needs a 1 and no two 1s touch). Cells are visited row by row; each either joins the
 * region of its upper or left neighbour (when it has room), taking that region's next number, or starts
 * a region with a 1. A number must differ from the king-neighbours already placed; a dead end draws
 * its row again (and after some failed draws the row above). Regions thus always hold 1..k and the
 * filling is valid by construction.
 * <p>
 * That filling numbers each region in reading order, a pattern a solver should not see; so a
 * randomised search then looks for another filling of the same partition, and the constructed one is
 * kept only when that search gives up.
 * <p>
 * Reading order also stacks regions in two-row bands; {@link BoundaryMixer} then moves cells across region
 * borders, keeping the filling valid, until the shapes are blobs.
 */
final class GrowingPartitioner {

    private static final long RESHUFFLE_NODES = 2_000;
    private static final int NEW = -1;
    /** Fresh draws of a row after a dead end before the row above is drawn again too. */
    private static final int ROW_REDRAWS = 8;
    /** Measured on 30×30 with regions up to 5: fewer leave bands, more change nothing (about 50% flat both ways). */
    private static final int MIX_MOVES_PER_CELL = 100;
    private static final int MIX_ROUNDS = 8;
    /** The clock is read every {@code CLOCK_MASK + 1} cells placed (about a millisecond's work). */
    private static final long CLOCK_MASK = (1 << 12) - 1;

    private GrowingPartitioner() {
    }

    record Result(RegionMap regions, IntGrid solution) {
    }

    /** A partition and one of its solutions, or null when this attempt gave up (try again). */
    static Result attempt(GridShape shape, int maxSize, Random random, Budget budget) {
        int[] label = new int[shape.size()];
        int[] value = new int[shape.size()];
        if (!construct(shape, maxSize, random, label, value, budget)) {
            return null;
        }
        // Rounds of border moves, each followed by a renumbering of the whole grid: the renumbering frees the
        // shapes from the numbering pattern that local moves alone keep. Rounds stop once shapes are as often
        // flat across rows as across columns.
        RegionMap regions = null;
        IntGrid filling = null;
        for (int round = 0; round < MIX_ROUNDS && (round == 0 || RegionShapes.of(shape, label).banded()); round++) {
            new BoundaryMixer(shape, maxSize, random, label, value).mix(MIX_MOVES_PER_CELL * shape.size(), budget);
            regions = RegionMap.of(shape, label);
            filling = IntGrid.of(shape, value);
            SolveOutcome other = FastSolver.randomised(random.nextLong()).solve(SuguruPuzzle.empty(regions),
                    Limits.none().withNodeLimit(RESHUFFLE_NODES).withCancellation(() -> !budget.check()));
            if (other instanceof SolveOutcome.Solved solved) {
                filling = solved.solution();
                System.arraycopy(filling.toArray(), 0, value, 0, value.length);
            }
        }
        return new Result(regions, filling);
    }

    private static boolean construct(GridShape shape, int maxSize, Random random, int[] label, int[] value,
            Budget budget) {
        int n = shape.size();
        int cols = shape.cols();
        int[] regionSize = new int[n + 1];
        int[][] options = new int[n][];
        int[] next = new int[n];
        int regions = 0;
        int[] rowFailures = new int[shape.rows()];
        long steps = 0;
        int cell = 0;
        while (cell < n) {
            if (++steps > 40L * n + 1000) {
                return false;
            }
            if ((steps & CLOCK_MASK) == 0 && !budget.check()) {
                return false; // a limit: 25 million cells ran 3 minutes past a 3 s limit
            }
            if (options[cell] == null) {
                options[cell] = options(cell, cols, label, regionSize, maxSize, random);
                next[cell] = 0;
            }
            boolean placed = false;
            while (!placed && next[cell] < options[cell].length) {
                int choice = options[cell][next[cell]++];
                int region = choice == NEW ? regions : choice;
                int v = regionSize[region] + 1;
                // the king neighbours placed already: left, and the three above (no graph of 8 edges a cell to build
                // first: 25 million cells took seconds before the first look at the clock)
                int c = cell % cols;
                boolean free = (c == 0 || value[cell - 1] != v)
                        && (cell < cols || value[cell - cols] != v
                                && (c == 0 || value[cell - cols - 1] != v)
                                && (c == cols - 1 || value[cell - cols + 1] != v));
                if (free) {
                    label[cell] = region;
                    value[cell] = v;
                    regionSize[region]++;
                    if (choice == NEW) {
                        regions++;
                    }
                    placed = true;
                }
            }
            if (placed) {
                cell++;
                continue;
            }
            // A dead end: its cause is in this row or the one above (king neighbours), often a whole row back,
            // which cell-by-cell backtracking reaches only after trying every variant of the cells in between
            // (80×80 then never finished). So the row is drawn again from its start, and after a few failed
            // draws the row above is too.
            int row = cell / cols;
            int target;
            if (++rowFailures[row] <= ROW_REDRAWS) {
                target = row * cols;
            } else if (row == 0) {
                return false;
            } else {
                rowFailures[row] = 0;
                target = (row - 1) * cols;
            }
            options[cell] = null;
            while (cell > target) {
                cell--;
                // Undo the previous cell; a region it started is the newest one.
                regionSize[label[cell]]--;
                if (regionSize[label[cell]] == 0) {
                    regions--;
                }
                value[cell] = 0;
                options[cell] = null;
            }
        }
        return true;
    }

    /** Join up, join left (in random order), or start a region; starting is usually tried last. */
    private static int[] options(int cell, int cols, int[] label, int[] regionSize, int maxSize, Random random) {
        int[] out = new int[3];
        int m = 0;
        int up = cell >= cols ? label[cell - cols] : -2;
        int left = cell % cols > 0 ? label[cell - 1] : -2;
        if (up >= 0 && regionSize[up] < maxSize) {
            out[m++] = up;
        }
        if (left >= 0 && left != up && regionSize[left] < maxSize) {
            out[m++] = left;
        }
        if (m == 2 && random.nextBoolean()) {
            int t = out[0];
            out[0] = out[1];
            out[1] = t;
        }
        out[m++] = NEW;
        if (m > 1 && random.nextInt(8) == 0) {
            int t = out[0];
            out[0] = out[m - 1];
            out[m - 1] = t;
        }
        return Arrays.copyOf(out, m);
    }
}
