package org.gridpuzzle.domain.grid.internal;

import java.util.ArrayDeque;
import java.util.LinkedHashSet;
import java.util.Set;

/** Oracle for the property tests: plain coordinate BFS, no precomputed adjacency. */
final class NaiveGrid {

    private NaiveGrid() {
    }

    static boolean[] sameValueReach(int rows, int cols, int[] values, int start) {
        boolean[] seen = new boolean[rows * cols];
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {start / cols, start % cols});
        seen[start] = true;
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!queue.isEmpty()) {
            int[] p = queue.poll();
            for (int[] d : dirs) {
                int r = p[0] + d[0];
                int c = p[1] + d[1];
                if (r >= 0 && r < rows && c >= 0 && c < cols && !seen[r * cols + c]
                        && values[r * cols + c] == values[start]) {
                    seen[r * cols + c] = true;
                    queue.add(new int[] {r, c});
                }
            }
        }
        return seen;
    }

    static Set<Integer> disconnectedLabels(int rows, int cols, int[] labels) {
        Set<Integer> result = new LinkedHashSet<>();
        Set<Integer> done = new LinkedHashSet<>();
        for (int i = 0; i < labels.length; i++) {
            if (!done.add(labels[i])) {
                continue;
            }
            boolean[] reach = sameValueReach(rows, cols, labels, i);
            for (int j = 0; j < labels.length; j++) {
                if (labels[j] == labels[i] && !reach[j]) {
                    result.add(labels[i]);
                }
            }
        }
        return result;
    }
}
