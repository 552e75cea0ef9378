package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SearchStats;
import java.util.Arrays;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * The linear-time solver for 1×n and m×1 grids (Theorem 3 of the Suguru paper). On a strip, regions are
 * runs of cells, cells only touch their left and right neighbours, and the only constraint between
 * regions is that the last cell of a region differs from the first cell of the next.
 * <ul>
 *   <li>Hintless: fill each region 1..s and sweep left to right; on a clash swap the first two cells of
 *       the right-hand region (impossible when it has one cell: no solution).</li>
 *   <li>General: left to right, A_k = the numbers the last cell of region k can hold given regions
 *       1..k; then fill right to left, picking for each region a first number that leaves a choice in
 *       A_{k-1}. The paper spells out the cases |A_{k-1}| = 1 with |N_k| ≤ 2; the same test, "some x in
 *       A_{k-1} differs from the first number", covers every case, and is what this class checks.</li>
 * </ul>
 * Every step is O(1) per cell, so a strip of 10^6 cells takes a few milliseconds.
 */
public final class StripSolver implements SuguruSolver {

    @Override
    public String name() {
        return "strip";
    }

    /** True when the grid has one row or one column. */
    public static boolean applies(GridShape shape) {
        return shape.rows() == 1 || shape.cols() == 1;
    }

    @Override
    public SolveOutcome solve(SuguruPuzzle puzzle, Limits limits) {
        Budget budget = limits.start();
        if (!applies(puzzle.shape())) {
            throw new InvalidModelException("the strip solver needs a grid of one row or one column, not " + puzzle.shape());
        }
        // Cells of a strip in order: row-major index is the strip position for 1×n and for m×1 alike.
        int n = puzzle.shape().size();
        int[] given = puzzle.givens().toArray();
        int[] start = regionStarts(puzzle, n);
        int regionCount = start.length - 1;
        boolean hintless = true;
        for (int v : given) {
            hintless &= v == 0;
        }
        int[] values = hintless ? hintless(start, regionCount, n) : general(given, start, regionCount, n);
        SearchStats stats = new SearchStats(n, budget.elapsedNanos());
        if (values == null) {
            String reason = UnsolvabilityCheck.reason(puzzle)
                    .orElse("no solution: no filling of the strip keeps neighbouring regions apart");
            return new SolveOutcome.Unsolvable(reason, stats);
        }
        return new SolveOutcome.Solved(IntGrid.of(puzzle.shape(), values), stats);
    }

    /** start[k] = first cell of region k, start[R] = n. Regions of a strip are runs of equal region id. */
    private static int[] regionStarts(SuguruPuzzle puzzle, int n) {
        int[] starts = new int[n + 1];
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (i == 0 || puzzle.regions().regionOf(i) != puzzle.regions().regionOf(i - 1)) {
                starts[count++] = i;
            }
        }
        starts[count] = n;
        return Arrays.copyOf(starts, count + 1);
    }

    private static int[] hintless(int[] start, int regionCount, int n) {
        int[] v = new int[n];
        for (int k = 0; k < regionCount; k++) {
            for (int i = start[k]; i < start[k + 1]; i++) {
                v[i] = i - start[k] + 1;
            }
        }
        for (int k = 1; k < regionCount; k++) {
            int first = start[k];
            if (v[first - 1] == v[first]) {
                if (start[k + 1] - first == 1) {
                    return null;
                }
                int t = v[first];
                v[first] = v[first + 1];
                v[first + 1] = t;
            }
        }
        return v;
    }

    private static int[] general(int[] given, int[] start, int regionCount, int n) {
        // Free numbers per region are the values 1..s not given in it; kept as one flag array over the
        // strip: free[start[k] + v - 1] says whether v is free in region k (regions occupy s cells, s values).
        boolean[] free = new boolean[n];
        int[] freeCount = new int[regionCount];
        for (int k = 0; k < regionCount; k++) {
            int s = start[k + 1] - start[k];
            Arrays.fill(free, start[k], start[k + 1], true);
            freeCount[k] = s;
            for (int i = start[k]; i < start[k + 1]; i++) {
                int g = given[i];
                if (g != 0) {
                    if (g > s || !free[start[k] + g - 1]) {
                        return null; // out of range or repeated in the region
                    }
                    free[start[k] + g - 1] = false;
                    freeCount[k]--;
                }
            }
        }
        // A_k over the strip like free: inA[start[k] + y - 1]; with its size and one member for the |A| = 1 test.
        boolean[] inA = new boolean[n];
        int[] sizeA = new int[regionCount];
        int[] someA = new int[regionCount];
        for (int k = 0; k < regionCount; k++) {
            int first = start[k];
            int last = start[k + 1] - 1;
            int s = last - first + 1;
            for (int y = 1; y <= s; y++) {
                if (lastCanHold(k, y, given, free, freeCount, start, sizeA, someA)) {
                    inA[first + y - 1] = true;
                    sizeA[k]++;
                    someA[k] = y;
                }
            }
            if (sizeA[k] == 0) {
                return null;
            }
        }
        // Right to left: fix each region's last number, then its first number, then the rest.
        int[] v = given.clone();
        int forbiddenLast = 0; // the number the next region starts with (0: none)
        for (int k = regionCount - 1; k >= 0; k--) {
            int first = start[k];
            int last = start[k + 1] - 1;
            int s = last - first + 1;
            int y = v[last];
            if (y == 0) {
                for (int c = 1; c <= s && y == 0; c++) {
                    if (inA[first + c - 1] && c != forbiddenLast) {
                        y = c;
                    }
                }
                v[last] = y;
                free[first + y - 1] = false;
            }
            if (y == 0 || y == forbiddenLast) {
                return null; // cannot happen when A was built right; kept as a guard
            }
            if (first != last && v[first] == 0) {
                int z = 0;
                for (int c = 1; c <= s && z == 0; c++) {
                    if (free[first + c - 1] && (k == 0 || leavesChoice(k - 1, c, sizeA, someA))) {
                        z = c;
                    }
                }
                v[first] = z;
                free[first + z - 1] = false;
            }
            int next = 1;
            for (int i = first + 1; i < last; i++) {
                if (v[i] == 0) {
                    while (!free[first + next - 1]) {
                        next++;
                    }
                    v[i] = next;
                    free[first + next - 1] = false;
                }
            }
            forbiddenLast = v[first];
        }
        return v;
    }

    /** Can region k end in y, given A_{k-1}? */
    private static boolean lastCanHold(int k, int y, int[] given, boolean[] free, int[] freeCount, int[] start,
            int[] sizeA, int[] someA) {
        int first = start[k];
        int last = start[k + 1] - 1;
        if (given[last] != 0 ? given[last] != y : !free[first + y - 1]) {
            return false;
        }
        if (k == 0) {
            return true;
        }
        if (first == last) {
            return leavesChoice(k - 1, y, sizeA, someA);
        }
        if (given[first] != 0) {
            return leavesChoice(k - 1, given[first], sizeA, someA);
        }
        // The first cell takes a free number other than y (y is free iff the last cell is empty).
        int choices = freeCount[k] - (given[last] == 0 ? 1 : 0);
        if (choices <= 0) {
            return false;
        }
        if (choices >= 2 || sizeA[k - 1] >= 2) {
            return true;
        }
        // One choice z for the first cell, and A_{k-1} = {x}: fine unless z == x.
        int x = someA[k - 1];
        return !(x <= last - first + 1 && free[first + x - 1] && x != y);
    }

    /** Does A_k contain a number other than z? */
    private static boolean leavesChoice(int k, int z, int[] sizeA, int[] someA) {
        return sizeA[k] >= 2 || someA[k] != z;
    }
}
