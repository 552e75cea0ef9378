package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.Violation;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.grid.RegionMap;

/** Checks a filled grid against a puzzle in O(mn) and lists every broken rule. */
public final class SuguruVerifier {

    // Neighbours after a cell in row-major order, so each king-adjacent pair is looked at once.
    private static final int[] FORWARD_DR = {0, 1, 1, 1};
    private static final int[] FORWARD_DC = {1, -1, 0, 1};

    private SuguruVerifier() {
    }

    /** Empty when {@code grid} solves {@code puzzle}. */
    public static List<Violation> verify(SuguruPuzzle puzzle, IntGrid grid) {
        List<Violation> out = new ArrayList<>();
        GridShape shape = puzzle.shape();
        if (!shape.equals(grid.shape())) {
            out.add(new Violation(Violation.Kind.WRONG_SIZE, List.of(),
                    "the grid is " + grid.shape() + " but the puzzle is " + shape));
            return out;
        }
        RegionMap regions = puzzle.regions();
        IntGrid givens = puzzle.givens();
        int n = shape.size();
        for (int i = 0; i < n; i++) {
            int v = grid.get(i);
            int size = regions.size(regions.regionOf(i));
            Position p = shape.position(i);
            if (v == 0) {
                out.add(new Violation(Violation.Kind.EMPTY_CELL, List.of(p), p.label() + " is empty"));
            } else if (v < 1 || v > size) {
                out.add(new Violation(Violation.Kind.OUT_OF_RANGE, List.of(p),
                        p.label() + " holds " + v + " but its region has " + size + " cell" + (size == 1 ? "" : "s")));
            }
            if (givens.get(i) != 0 && givens.get(i) != v) {
                out.add(new Violation(Violation.Kind.CHANGED_GIVEN, List.of(p),
                        p.label() + " was given as " + givens.get(i) + " but holds " + v));
            }
        }
        // Repeats: for each region, where each value was first seen (cell index + 1, 0 = not yet).
        for (int r = 0; r < regions.regionCount(); r++) {
            int size = regions.size(r);
            int[] firstAt = new int[size + 1];
            for (int k = 0; k < size; k++) {
                int cell = regions.cell(r, k);
                int v = grid.get(cell);
                if (v < 1 || v > size) {
                    continue;
                }
                if (firstAt[v] == 0) {
                    firstAt[v] = cell + 1;
                } else {
                    Position a = shape.position(firstAt[v] - 1);
                    Position b = shape.position(cell);
                    out.add(new Violation(Violation.Kind.REPEAT_IN_REGION, List.of(a, b),
                            v + " appears twice in one region, at " + a.label() + " and " + b.label()));
                }
            }
        }
        for (int row = 0; row < shape.rows(); row++) {
            for (int col = 0; col < shape.cols(); col++) {
                int v = grid.get(row, col);
                if (v == 0) {
                    continue;
                }
                for (int d = 0; d < FORWARD_DR.length; d++) {
                    int r2 = row + FORWARD_DR[d];
                    int c2 = col + FORWARD_DC[d];
                    if (shape.contains(r2, c2) && grid.get(r2, c2) == v) {
                        Position a = Position.of(row, col);
                        Position b = Position.of(r2, c2);
                        out.add(new Violation(Violation.Kind.EQUAL_NEIGHBOURS, List.of(a, b),
                                "neighbours " + a.label() + " and " + b.label() + " both hold " + v));
                    }
                }
            }
        }
        return out;
    }

    public static boolean isSolution(SuguruPuzzle puzzle, IntGrid grid) {
        return verify(puzzle, grid).isEmpty();
    }
}
