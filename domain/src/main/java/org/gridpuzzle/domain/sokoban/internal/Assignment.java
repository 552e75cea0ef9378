package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * The cheapest assignment of n rows (boxes) to n columns (goals) by the Hungarian method with potentials,
 * O(n³). A solution can be kept ({@link #keep}) and repaired for a matrix that differs from it in one row
 * ({@link #solveChangedRow}) in O(n²): a push moves one box, so a search solves each parent once and each child
 * by one augmenting path. Buffers are kept between calls: one instance per search thread.
 */
final class Assignment {

    /** Rows assigned between looks at the budget (each row O(n²)). */
    private static final int ROWS_PER_LOOK = 16;

    private final int n;
    private final int[] u;
    private final int[] v;
    private final int[] p;
    private final int[] way;
    private final int[] minv;
    private final boolean[] used;
    private final int[] keptU;
    private final int[] keptV;
    private final int[] keptP;
    private boolean kept;

    Assignment(int n) {
        this.n = n;
        u = new int[n + 1];
        v = new int[n + 1];
        p = new int[n + 1];
        way = new int[n + 1];
        minv = new int[n + 1];
        used = new boolean[n + 1];
        keptU = new int[n + 1];
        keptV = new int[n + 1];
        keptP = new int[n + 1];
    }

    /**
     * The least total of {@code cost[i][assigned(i)]}, or {@code cap} or more when no assignment stays below
     * {@code cap} (costs of {@code cap} or more stand for forbidden pairs).
     */
    int solve(int[][] cost, int cap) {
        return solve(cost, cap, null);
    }

    /**
     * {@link #solve} looking at the budget (null: none) every {@link #ROWS_PER_LOOK} rows: with hundreds of boxes one
     * solve takes a good part of a second on a busy machine.
     *
     * @throws StoppedException when the budget runs out
     */
    int solve(int[][] cost, int cap, Budget budget) {
        Arrays.fill(u, 0);
        Arrays.fill(v, 0);
        Arrays.fill(p, 0);
        long dual = 0;
        for (int i = 1; i <= n; i++) {
            if (budget != null && i % ROWS_PER_LOOK == 0 && !budget.check()) {
                throw new StoppedException(budget.stopReason());
            }
            dual = augment(cost, i, dual, cap);
            if (dual >= cap) {
                return cap;
            }
        }
        return total(cost, cap);
    }

    /**
     * Keeps the solution {@link #solve} just found (below its cap: the duals are feasible and tight on the
     * assignment), for {@link #solveChangedRow}; a capped solve keeps nothing.
     */
    void keep(int solved, int cap) {
        kept = solved < cap;
        if (kept) {
            System.arraycopy(u, 0, keptU, 0, n + 1);
            System.arraycopy(v, 0, keptV, 0, n + 1);
            System.arraycopy(p, 0, keptP, 0, n + 1);
        }
    }

    /**
     * {@link #solve} for a matrix equal to the kept one's but in {@code row}: from the kept solution, the row is
     * taken off its column and assigned again by one augmenting path (the other rows' duals stay feasible and
     * tight, since their costs did not change). Without a kept solution, a full solve.
     */
    int solveChangedRow(int[][] cost, int row, int cap) {
        if (!kept) {
            return solve(cost, cap);
        }
        System.arraycopy(keptU, 0, u, 0, n + 1);
        System.arraycopy(keptV, 0, v, 0, n + 1);
        System.arraycopy(keptP, 0, p, 0, n + 1);
        int i = row + 1;
        for (int j = 1; j <= n; j++) {
            if (p[j] == i) {
                p[j] = 0;
            }
        }
        u[i] = 0;
        long dual = 0;
        for (int k = 1; k <= n; k++) {
            dual += (k == i ? 0 : u[k]) + v[k];
        }
        if (augment(cost, i, dual, cap) >= cap) {
            return cap;
        }
        return total(cost, cap);
    }

    /**
     * Assigns row i to a free column along a shortest augmenting path, keeping the duals feasible; returns the dual
     * objective {@code dual} has grown to, which is a lower bound of the assignment once row i's dual is feasible.
     * Stops at {@code cap}: the dual value only grows from there, so no assignment stays below it.
     */
    private long augment(int[][] cost, int i, long dual, int cap) {
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
            // one more row than columns among the used: the dual objective grows by delta
            dual += delta;
            j0 = j1;
            if (dual >= cap) {
                return dual;
            }
        } while (p[j0] != 0);
        do {
            int j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
        } while (j0 != 0);
        return dual;
    }

    private int total(int[][] cost, int cap) {
        long total = 0;
        for (int j = 1; j <= n; j++) {
            total += cost[p[j] - 1][j - 1];
        }
        return (int) Math.min(total, cap);
    }
}
