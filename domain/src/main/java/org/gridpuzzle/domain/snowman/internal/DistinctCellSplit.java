package org.gridpuzzle.domain.snowman.internal;

import java.util.Arrays;

/**
 * The cheapest split of the balls into snowmen when no two snowmen may stand on one cell (every snowman is a stack of
 * its own), for up to {@value #MAX_BALLS} balls: every partition into triples, each triple in its cheapest role order
 * per cell, the triples on distinct cells. A snowman's triple needs only its {@code snowmen} cheapest cells: the
 * others can block at most {@code snowmen − 1} of them. The subset programme of {@link SnowmanBound} lets two
 * snowmen share their cheapest cell; this one does not, so it is at least as high and still a lower bound.
 */
final class DistinctCellSplit {

    static final int MAX_BALLS = 9;
    private static final int ROLES = 3;

    private final int balls;
    private final int snowmen;
    private final int floors;
    /** For the triple numbered t: its snowmen cheapest costs and their cells, ascending. */
    private final int[][] bestCost;
    private final int[][] bestCell;
    private final int[] tripleIndex;
    private final int[] usedCell;
    private int best;

    DistinctCellSplit(int balls, int floors) {
        this.balls = balls;
        this.snowmen = balls / ROLES;
        this.floors = floors;
        int triples = balls * balls * balls;
        bestCost = new int[triples][snowmen];
        bestCell = new int[triples][snowmen];
        tripleIndex = new int[snowmen];
        usedCell = new int[snowmen];
    }

    /** @param cost cost[role][ball][cell] as {@link SnowmanBound} fills it; {@link SnowmanFloor#FAR}: impossible */
    int of(int[][][] cost) {
        for (int i = 0; i < balls; i++) {
            for (int j = i + 1; j < balls; j++) {
                for (int k = j + 1; k < balls; k++) {
                    fillBest(cost, i, j, k);
                }
            }
        }
        best = SnowmanFloor.FAR;
        partition((1 << balls) - 1, 0, 0);
        return best;
    }

    private void fillBest(int[][][] cost, int i, int j, int k) {
        int t = (i * balls + j) * balls + k;
        int[] costs = bestCost[t];
        int[] cells = bestCell[t];
        Arrays.fill(costs, SnowmanFloor.FAR);
        Arrays.fill(cells, -1);
        int[] li = cost[2][i];
        int[] lj = cost[2][j];
        int[] lk = cost[2][k];
        int[] mi = cost[1][i];
        int[] mj = cost[1][j];
        int[] mk = cost[1][k];
        int[] si = cost[0][i];
        int[] sj = cost[0][j];
        int[] sk = cost[0][k];
        int worst = costs[snowmen - 1];
        for (int c = 0; c < floors; c++) {
            // the six role orders of the three balls on this cell
            int v = Math.min(Math.min(li[c] + mj[c] + sk[c], li[c] + mk[c] + sj[c]),
                    Math.min(Math.min(lj[c] + mi[c] + sk[c], lj[c] + mk[c] + si[c]),
                            Math.min(lk[c] + mi[c] + sj[c], lk[c] + mj[c] + si[c])));
            if (v >= worst) {
                continue;
            }
            int at = snowmen - 1;
            while (at > 0 && costs[at - 1] > v) {
                costs[at] = costs[at - 1];
                cells[at] = cells[at - 1];
                at--;
            }
            costs[at] = v;
            cells[at] = c;
            worst = costs[snowmen - 1];
        }
    }

    /** Splits the balls in mask into triples (the lowest ball first), then places them on distinct cells. */
    private void partition(int mask, int depth, int lowerSoFar) {
        if (lowerSoFar >= best) {
            return;
        }
        if (mask == 0) {
            place(0, 0);
            return;
        }
        int i = Integer.numberOfTrailingZeros(mask);
        int rest = mask & ~(1 << i);
        for (int a = rest; a != 0; a &= a - 1) {
            int j = Integer.numberOfTrailingZeros(a);
            for (int b = a & (a - 1); b != 0; b &= b - 1) {
                int k = Integer.numberOfTrailingZeros(b);
                int t = (i * balls + j) * balls + k;
                if (bestCost[t][0] >= SnowmanFloor.FAR) {
                    continue;
                }
                tripleIndex[depth] = t;
                partition(rest & ~(1 << j) & ~(1 << k), depth + 1, lowerSoFar + bestCost[t][0]);
            }
        }
    }

    private void place(int depth, int sum) {
        if (sum >= best) {
            return;
        }
        if (depth == snowmen) {
            best = sum;
            return;
        }
        int t = tripleIndex[depth];
        for (int r = 0; r < snowmen; r++) {
            int cell = bestCell[t][r];
            if (cell < 0) {
                return;
            }
            boolean taken = false;
            for (int d = 0; d < depth; d++) {
                taken |= usedCell[d] == cell;
            }
            if (!taken) {
                usedCell[depth] = cell;
                place(depth + 1, sum + bestCost[t][r]);
            }
        }
    }
}
