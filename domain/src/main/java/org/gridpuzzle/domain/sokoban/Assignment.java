package org.gridpuzzle.domain.sokoban;

import java.util.Arrays;

/**
 * The cheapest assignment of n rows (boxes) to n columns (goals) by the Hungarian method with potentials,
 * O(n³). Buffers are kept between calls: one instance per search thread.
 */
final class Assignment {

    private final int n;
    private final int[] u;
    private final int[] v;
    private final int[] p;
    private final int[] way;
    private final int[] minv;
    private final boolean[] used;

    Assignment(int n) {
        this.n = n;
        u = new int[n + 1];
        v = new int[n + 1];
        p = new int[n + 1];
        way = new int[n + 1];
        minv = new int[n + 1];
        used = new boolean[n + 1];
    }

    /**
     * The least total of {@code cost[i][assigned(i)]}, or {@code cap} or more when no assignment stays below
     * {@code cap} (costs of {@code cap} or more stand for forbidden pairs).
     */
    int solve(int[][] cost, int cap) {
        Arrays.fill(u, 0);
        Arrays.fill(v, 0);
        Arrays.fill(p, 0);
        for (int i = 1; i <= n; i++) {
            p[0] = i;
            int j0 = 0;
            Arrays.fill(minv, Integer.MAX_VALUE);
            Arrays.fill(used, false);
            do {
                used[j0] = true;
                int i0 = p[j0];
                int delta = Integer.MAX_VALUE;
                int j1 = 0;
                int[] row = cost[i0 - 1];
                for (int j = 1; j <= n; j++) {
                    if (!used[j]) {
                        int cur = row[j - 1] - u[i0] - v[j];
                        if (cur < minv[j]) {
                            minv[j] = cur;
                            way[j] = j0;
                        }
                        if (minv[j] < delta) {
                            delta = minv[j];
                            j1 = j;
                        }
                    }
                }
                for (int j = 0; j <= n; j++) {
                    if (used[j]) {
                        u[p[j]] += delta;
                        v[j] -= delta;
                    } else {
                        minv[j] -= delta;
                    }
                }
                j0 = j1;
                // the dual value -v[0] only grows: once it reaches the cap no assignment can stay below it
                if (-v[0] >= cap) {
                    return cap;
                }
            } while (p[j0] != 0);
            do {
                int j1 = way[j0];
                p[j0] = p[j1];
                j0 = j1;
            } while (j0 != 0);
        }
        int total = 0;
        for (int j = 1; j <= n; j++) {
            total += cost[p[j] - 1][j - 1];
        }
        return Math.min(total, cap);
    }
}
