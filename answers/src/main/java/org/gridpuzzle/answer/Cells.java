package org.gridpuzzle.answer;

import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;

/**
 * Cells and grids as documents write them: {@code [row, col]} counted from 1, as every input names cells ({@code r3c5}
 * is {@code [3, 5]}), grids as rows of numbers.
 */
final class Cells {

    private Cells() {
    }

    static int[] of(Position p) {
        return p == null ? null : new int[] {p.row() + 1, p.col() + 1};
    }

    static List<int[]> of(List<Position> cells) {
        return cells.stream().map(Cells::of).toList();
    }

    static int[][] rows(IntGrid grid) {
        return grid.toRows();
    }

    /** Row-major values as rows of numbers. */
    static int[][] rows(int[] values, int cols) {
        int[][] rows = new int[values.length / cols][];
        for (int r = 0; r < rows.length; r++) {
            rows[r] = Arrays.copyOfRange(values, r * cols, (r + 1) * cols);
        }
        return rows;
    }
}
