package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SearchStats;
import java.util.Arrays;
import java.util.Optional;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * The published backtracking (Algorithms 1 and 2 of the Suguru paper), kept faithful as the baseline:
 * cells in row-major order; an empty cell tries, in increasing order, the numbers N_r of its region
 * that no given of the region holds; per-region value counters CV; backtrack when a king-neighbour
 * holds the same number or the counter of the number in the region exceeds one. No propagation.
 */
public final class PaperBacktrackingSolver implements SuguruSolver {

    @Override
    public String name() {
        return "paper";
    }

    @Override
    public SolveOutcome solve(SuguruPuzzle puzzle, Limits limits) {
        Budget budget = limits.start();
        // Our guard, not the paper's: its search never compares two givens, so conflicting givens
        // away from every empty cell would pass as a "solution".
        Optional<String> conflict = UnsolvabilityCheck.conflictingGivens(puzzle);
        if (conflict.isPresent()) {
            return new SolveOutcome.Unsolvable(conflict.get(), new SearchStats(0, budget.elapsedNanos()));
        }
        RowMajorBacktracker s = new RowMajorBacktracker(puzzle, budget);
        boolean found = s.search(0);
        SearchStats stats = SearchStats.of(budget);
        if (found) {
            return new SolveOutcome.Solved(IntGrid.of(puzzle.shape(), s.grid), stats);
        }
        if (budget.exhausted()) {
            return new SolveOutcome.Stopped(budget.stopReason(), stats);
        }
        return new SolveOutcome.Unsolvable("no solution: the backtracking search tried every filling", stats);
    }

    private static final class RowMajorBacktracker {
        private final int n;
        private final int[] grid;
        private final int[] region;
        private final int[][] candidates;
        private final int[][] counts;
        private final Graph king;
        private final Budget budget;

        RowMajorBacktracker(SuguruPuzzle puzzle, Budget budget) {
            GridShape shape = puzzle.shape();
            RegionMap regions = puzzle.regions();
            this.n = shape.size();
            this.grid = puzzle.givens().toArray();
            this.region = regions.regionIds();
            this.king = shape.kingNeighbours();
            this.budget = budget;
            int r = regions.regionCount();
            this.counts = new int[r][];
            this.candidates = new int[r][];
            for (int k = 0; k < r; k++) {
                counts[k] = new int[regions.size(k) + 1];
            }
            for (int i = 0; i < n; i++) {
                if (grid[i] != 0) {
                    counts[region[i]][grid[i]]++;
                }
            }
            for (int k = 0; k < r; k++) {
                int[] free = new int[regions.size(k)];
                int m = 0;
                for (int v = 1; v <= regions.size(k); v++) {
                    if (counts[k][v] == 0) {
                        free[m++] = v;
                    }
                }
                candidates[k] = Arrays.copyOf(free, m);
            }
        }

        boolean search(int cell) {
            if (cell >= n) {
                return true;
            }
            if (grid[cell] != 0) {
                return search(cell + 1);
            }
            int r = region[cell];
            for (int v : candidates[r]) {
                if (!budget.node()) {
                    return false;
                }
                grid[cell] = v;
                counts[r][v]++;
                if (!mustBacktrack(cell, r, v) && search(cell + 1)) {
                    return true;
                }
                grid[cell] = 0;
                counts[r][v]--;
                if (budget.exhausted()) {
                    return false;
                }
            }
            return false;
        }

        private boolean mustBacktrack(int cell, int r, int v) {
            boolean conditionA = false;
            for (int k = king.start(cell), end = king.end(cell); k < end; k++) {
                conditionA |= grid[king.target(k)] == v;
            }
            boolean conditionB = counts[r][v] > 1;
            return conditionA || conditionB;
        }
    }
}
