package org.gridpuzzle.domain.grid.internal;

import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.RegionMap;
import java.util.Arrays;

/**
 * How flat a partition's regions are: of {@code regions}, how many have a bounding box at most two rows high, and
 * how many at most two columns wide. Regions stacked in bands (a reading-order construction) show as many more of
 * the first than of the second.
 */
public record RegionShapes(int regions, int twoRowsHigh, int twoColumnsWide) {

    /** From a region label per cell, 0..R-1 (a partition still being built, or a {@link RegionMap}'s). */
    public static RegionShapes of(GridShape shape, int[] labels) {
        int regions = 0;
        for (int l : labels) {
            regions = Math.max(regions, l + 1);
        }
        int[] top = new int[regions];
        int[] bottom = new int[regions];
        int[] left = new int[regions];
        int[] right = new int[regions];
        Arrays.fill(top, Integer.MAX_VALUE);
        Arrays.fill(left, Integer.MAX_VALUE);
        for (int c = 0; c < labels.length; c++) {
            int r = labels[c];
            int row = c / shape.cols();
            int col = c % shape.cols();
            top[r] = Math.min(top[r], row);
            bottom[r] = Math.max(bottom[r], row);
            left[r] = Math.min(left[r], col);
            right[r] = Math.max(right[r], col);
        }
        int flatRows = 0;
        int flatCols = 0;
        for (int r = 0; r < regions; r++) {
            flatRows += bottom[r] - top[r] < 2 ? 1 : 0;
            flatCols += right[r] - left[r] < 2 ? 1 : 0;
        }
        return new RegionShapes(regions, flatRows, flatCols);
    }

    public static RegionShapes of(RegionMap map) {
        int[] labels = new int[map.shape().size()];
        for (int c = 0; c < labels.length; c++) {
            labels[c] = map.regionOf(c);
        }
        return of(map.shape(), labels);
    }

    /** Much more often two rows flat than two columns (more than 5 points apart). */
    public boolean banded() {
        return twoRowsHigh - twoColumnsWide > regions / 20;
    }
}
