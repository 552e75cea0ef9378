package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;

/** The oracle: every filling in row-major order, each value checked against the cells before it. No propagation. */
final class BruteForce {

    private final GridShape shape;
    private final RegionMap regions;
    private final int[] grid;
    private long count;
    private final long limit;

    private BruteForce(SuguruPuzzle p, long limit) {
        this.shape = p.shape();
        this.regions = p.regions();
        this.grid = p.givens().toArray();
        this.limit = limit;
    }

    static long count(SuguruPuzzle p, long limit) {
        BruteForce b = new BruteForce(p, limit);
        b.fill(0);
        return b.count;
    }

    private void fill(int cell) {
        if (count >= limit) {
            return;
        }
        if (cell == grid.length) {
            // Givens were never checked against each other: the full verifier settles it.
            if (SuguruVerifier.isSolution(puzzle(), IntGrid.of(shape, grid))) {
                count++;
            }
            return;
        }
        if (grid[cell] != 0) {
            fill(cell + 1);
            return;
        }
        int size = regions.size(regions.regionOf(cell));
        for (int v = 1; v <= size; v++) {
            if (fits(cell, v)) {
                grid[cell] = v;
                fill(cell + 1);
                grid[cell] = 0;
            }
        }
    }

    private SuguruPuzzle puzzle() {
        return SuguruPuzzle.empty(regions);
    }

    private boolean fits(int cell, int v) {
        int r = shape.row(cell);
        int c = shape.col(cell);
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                if ((dr != 0 || dc != 0) && shape.contains(r + dr, c + dc) && grid[shape.index(r + dr, c + dc)] == v) {
                    return false;
                }
            }
        }
        int region = regions.regionOf(cell);
        for (int k = 0; k < regions.size(region); k++) {
            if (grid[regions.cell(region, k)] == v) {
                return false;
            }
        }
        return true;
    }
}
