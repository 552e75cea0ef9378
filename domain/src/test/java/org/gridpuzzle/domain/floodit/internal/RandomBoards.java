package org.gridpuzzle.domain.floodit.internal;

import java.util.Random;
import org.gridpuzzle.domain.grid.GridShape;

/** Random Flood-It boards as coloured grid graphs, for the property tests. */
final class RandomBoards {

    private RandomBoards() {
    }

    /** A rows × cols board of colours 0..colours-1 drawn from {@code random}. */
    static ColouredGraph grid(int rows, int cols, int colours, Random random) {
        int[] cells = new int[rows * cols];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = random.nextInt(colours);
        }
        return new ColouredGraph(GridShape.of(rows, cols).orthogonalNeighbours(), cells, colours);
    }

    static ColouredGraph grid(int rows, int cols, int colours, long seed) {
        return grid(rows, cols, colours, new Random(seed));
    }
}
