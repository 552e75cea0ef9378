package org.gridpuzzle.adapter.sat;

import java.util.Random;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.reachability.GridMap;

/** Random grids with random walls, at least one open cell. */
final class RandomGrids {

    private RandomGrids() {
    }

    static GridMap of(int rows, int cols, double wallRate, long seed) {
        Random random = new Random(seed);
        boolean[] open = new boolean[rows * cols];
        boolean any = false;
        for (int i = 0; i < open.length; i++) {
            open[i] = random.nextDouble() >= wallRate;
            any |= open[i];
        }
        if (!any) {
            open[random.nextInt(open.length)] = true;
        }
        return new GridMap(GridShape.of(rows, cols), open);
    }
}
