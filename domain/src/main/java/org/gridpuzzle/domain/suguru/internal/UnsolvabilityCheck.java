package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.Violation;
import java.util.Optional;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.grid.RegionMap;

/**
 * Cheap proofs that a puzzle has no solution, each with a reason a person can check:
 * a 2×2 window holding two or more complete regions (each would need a 1, and all four cells of a
 * 2×2 window are king-adjacent: Theorem 1 of the Suguru paper), and givens already in conflict.
 */
final class UnsolvabilityCheck {

    private UnsolvabilityCheck() {
    }

    public static Optional<String> reason(SuguruPuzzle puzzle) {
        Optional<String> window = twoCompleteRegionsInAWindow(puzzle.regions());
        return window.isPresent() ? window : conflictingGivens(puzzle);
    }

    static Optional<String> twoCompleteRegionsInAWindow(RegionMap regions) {
        GridShape shape = regions.shape();
        // A region lies inside a window only if it has at most 4 cells; check each window's distinct regions.
        int rows = Math.max(1, shape.rows() - 1);
        int cols = Math.max(1, shape.cols() - 1);
        int h = Math.min(2, shape.rows());
        int w = Math.min(2, shape.cols());
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int complete = 0;
                int[] seen = new int[4];
                int seenCount = 0;
                for (int dr = 0; dr < h; dr++) {
                    for (int dc = 0; dc < w; dc++) {
                        int region = regions.regionOf(r + dr, c + dc);
                        boolean dup = false;
                        for (int k = 0; k < seenCount; k++) {
                            dup |= seen[k] == region;
                        }
                        if (dup) {
                            continue;
                        }
                        seen[seenCount++] = region;
                        if (insideWindow(regions, region, r, c, h, w)) {
                            complete++;
                        }
                    }
                }
                if (complete >= 2) {
                    return Optional.of("the 2x2 window at " + Position.of(r, c).label() + ".."
                            + Position.of(r + h - 1, c + w - 1).label() + " holds " + complete
                            + " complete regions; each needs a 1 and all cells of the window touch");
                }
            }
        }
        return Optional.empty();
    }

    private static boolean insideWindow(RegionMap regions, int region, int r, int c, int h, int w) {
        int size = regions.size(region);
        if (size > h * w) {
            return false;
        }
        GridShape shape = regions.shape();
        for (int k = 0; k < size; k++) {
            int cell = regions.cell(region, k);
            int cr = shape.row(cell);
            int cc = shape.col(cell);
            if (cr < r || cr >= r + h || cc < c || cc >= c + w) {
                return false;
            }
        }
        return true;
    }

    static Optional<String> conflictingGivens(SuguruPuzzle puzzle) {
        IntGrid givens = puzzle.givens();
        for (Violation v : SuguruVerifier.verify(puzzle, givens)) {
            if (v.kind() == Violation.Kind.REPEAT_IN_REGION || v.kind() == Violation.Kind.EQUAL_NEIGHBOURS) {
                return Optional.of("the givens conflict: " + v.message());
            }
        }
        return Optional.empty();
    }
}
