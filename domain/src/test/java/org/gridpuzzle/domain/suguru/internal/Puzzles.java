package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;

/** The domain's own tiny builder (domain tests cannot use test-fixtures: that would be a reactor cycle). */
final class Puzzles {

    private Puzzles() {
    }

    /** Region letters and givens as digit rows ('.' = empty). */
    static SuguruPuzzle of(String[] regions, String[] givens) {
        GridShape shape = GridShape.of(regions.length, regions[0].length());
        int[] labels = new int[shape.size()];
        int[] values = new int[shape.size()];
        for (int r = 0; r < shape.rows(); r++) {
            for (int c = 0; c < shape.cols(); c++) {
                labels[shape.index(r, c)] = regions[r].charAt(c);
                char g = givens == null ? '.' : givens[r].charAt(c);
                values[shape.index(r, c)] = g == '.' ? 0 : g - '0';
            }
        }
        return SuguruPuzzle.of(RegionMap.of(shape, labels), IntGrid.of(shape, values));
    }

    static IntGrid grid(String... rows) {
        int[][] v = new int[rows.length][];
        for (int r = 0; r < rows.length; r++) {
            v[r] = rows[r].chars().map(ch -> ch == '.' ? 0 : ch - '0').toArray();
        }
        return IntGrid.fromRows(v);
    }
}
