package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import java.util.ArrayList;
import java.util.List;
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
    private final List<IntGrid> found = new ArrayList<>();

    private BruteForce(SuguruPuzzle p, long limit) {
        this.shape = p.shape();
        this.regions = p.regions();
        this.grid = p.givens().toArray();
        this.limit = limit;
    }

    /** Up to {@code limit} solutions. */
    static List<IntGrid> solutions(SuguruPuzzle p, int limit) {
        BruteForce b = new BruteForce(p, limit);
        b.fill(0);
        return b.found;
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
            IntGrid filled = IntGrid.of(shape, grid);
            if (SuguruVerifier.isSolution(puzzle(), filled)) {
                count++;
                if (found.size() < limit && found.size() < 10_000) {
                    found.add(filled);
                }
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
