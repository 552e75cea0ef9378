package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import java.util.Random;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.search.Limits;

/** Random small puzzles for property tests: random regions, and givens copied from a random filling or random noise. */
final class RandomPuzzles {

    private RandomPuzzles() {
    }

    static SuguruPuzzle of(int rows, int cols, int maxRegion, long seed, double givenRate) {
        Random random = new Random(seed);
        RegionMap regions = RegionPartitioner.random(GridShape.of(rows, cols), maxRegion, random);
        int[] givens = new int[rows * cols];
        boolean noise = random.nextInt(3) == 0;
        IntGrid filled = null;
        if (!noise) {
            SolveOutcome out = FastSolver.randomised(seed).solve(SuguruPuzzle.empty(regions),
                    Limits.none());
            if (out instanceof SolveOutcome.Solved s) {
                filled = s.solution();
            }
        }
        for (int c = 0; c < givens.length; c++) {
            if (random.nextDouble() < givenRate) {
                int size = regions.size(regions.regionOf(c));
                givens[c] = filled != null ? filled.get(c) : 1 + random.nextInt(size);
            }
        }
        return SuguruPuzzle.of(regions, IntGrid.of(regions.shape(), givens));
    }

    /**
     * A puzzle that has a solution by construction: regions are drawn again (from the following seeds) until they can
     * be filled, and the givens are copied from a random filling. Some shapes have no filling with small regions (a
     * 2×2 grid needs four values), so after a few failed draws the largest region allowed grows by one. Properties that
     * need a solution use this instead of rejecting unsolvable draws, which ran them out of tries on unlucky seeds.
     */
    static SuguruPuzzle solvable(int rows, int cols, int maxRegion, long seed, double givenRate) {
        long s = seed;
        for (int max = maxRegion; ; max++) {
            for (int draw = 0; draw < 20; draw++, s++) {
                Random random = new Random(s);
                RegionMap regions = RegionPartitioner.random(GridShape.of(rows, cols), max, random);
                if (FastSolver.randomised(s).solve(SuguruPuzzle.empty(regions), Limits.none())
                        instanceof SolveOutcome.Solved solved) {
                    int[] givens = new int[rows * cols];
                    for (int c = 0; c < givens.length; c++) {
                        if (random.nextDouble() < givenRate) {
                            givens[c] = solved.solution().get(c);
                        }
                    }
                    return SuguruPuzzle.of(regions, IntGrid.of(regions.shape(), givens));
                }
            }
        }
    }

    /** A strip: random runs as regions, a random share of cells given random values in range. */
    static SuguruPuzzle strip(int length, boolean vertical, int maxRegion, long seed, double givenRate) {
        Random random = new Random(seed);
        int[] labels = new int[length];
        int label = 0;
        int left = 0;
        for (int i = 0; i < length; i++) {
            if (left == 0) {
                label++;
                left = 1 + random.nextInt(maxRegion);
            }
            labels[i] = label;
            left--;
        }
        GridShape shape = vertical ? GridShape.of(length, 1) : GridShape.of(1, length);
        RegionMap regions = RegionMap.of(shape, labels);
        int[] givens = new int[length];
        for (int i = 0; i < length; i++) {
            if (random.nextDouble() < givenRate) {
                givens[i] = 1 + random.nextInt(regions.size(regions.regionOf(i)));
            }
        }
        return SuguruPuzzle.of(regions, IntGrid.of(shape, givens));
    }
}
