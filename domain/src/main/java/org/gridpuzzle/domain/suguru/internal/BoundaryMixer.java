package org.gridpuzzle.domain.suguru.internal;

import java.util.Random;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.search.Budget;

/**
 * Reshapes a solved partition by random moves across a region border: cell x leaves region A for an
 * orthogonally adjacent region B with room, or trades places with its neighbour y of B when B is full (the
 * usual case when most regions have the largest size); both regions must stay connected. The two regions'
 * numbers are then chosen again (a small backtracking over their cells, every other cell fixed), so after
 * every accepted move the filling is still a solution: each region holds 1..k, no two king-neighbours are
 * equal. A move whose regions cannot be renumbered is undone. Many moves turn the construction's bands into
 * blobs while the puzzle stays solvable by construction.
 */
final class BoundaryMixer {

    /** Renumbering two regions of up to 9 cells each rarely needs more; past it the move is skipped. */
    private static final int NODE_LIMIT = 1_000;

    private final int n;
    private final int maxSize;
    private final Random random;
    private final Graph king;
    private final Graph orth;
    private final int[] label;
    private final int[] value;
    private final int[][] cells;
    private final int[] size;
    private final int[] work;
    private final int[] saved;
    private final int[] seen;
    private final int[] stackSpace;
    private int stamp;
    private int nodes;

    BoundaryMixer(GridShape shape, int maxSize, Random random, int[] label, int[] value) {
        this.n = shape.size();
        this.maxSize = maxSize;
        this.random = random;
        this.king = shape.kingNeighbours();
        this.orth = shape.orthogonalNeighbours();
        this.label = label;
        this.value = value;
        int regions = 0;
        for (int l : label) {
            regions = Math.max(regions, l + 1);
        }
        this.cells = new int[regions][maxSize + 1]; // a swap holds one extra cell for a moment
        this.size = new int[regions];
        for (int c = 0; c < n; c++) {
            cells[label[c]][size[label[c]]++] = c;
        }
        this.work = new int[2 * maxSize];
        this.saved = new int[2 * maxSize];
        this.seen = new int[n];
        this.stackSpace = new int[4 * maxSize];
    }

    /** Tries {@code moves} random moves (fewer when the budget runs out); returns how many were accepted. */
    int mix(long moves, Budget budget) {
        int accepted = 0;
        for (long i = 0; i < moves; i++) {
            if ((i & 1023) == 0 && !budget.check()) {
                break;
            }
            if (tryMove()) {
                accepted++;
            }
        }
        return accepted;
    }

    /**
     * Moves x into its neighbour y's region B when B has room (and A keeps a cell), otherwise swaps x and y;
     * accepted when both regions stay connected and can be renumbered.
     */
    private boolean tryMove() {
        int x = random.nextInt(n);
        if (orth.degree(x) == 0) {
            return false; // a lone cell (a 1×1 grid) has no neighbour to trade with
        }
        int a = label[x];
        int b = label[orth.neighbour(x, random.nextInt(orth.degree(x)))];
        if (a == b) {
            return false;
        }
        boolean transfer = size[b] < maxSize && size[a] > 1 && (size[a] > size[b] || random.nextBoolean());
        // a swap gives A any cell of B on their common border, not only x's neighbour: far more swaps keep
        // both regions connected
        int y = transfer ? x : borderCell(b, a, x);
        if (y < 0) {
            return false;
        }
        int m = 0;
        for (int i = 0; i < size[a]; i++) {
            work[m++] = cells[a][i];
        }
        for (int i = 0; i < size[b]; i++) {
            work[m++] = cells[b][i];
        }
        relabel(x, a, b);
        if (!transfer) {
            relabel(y, b, a);
        }
        if (connected(a) && connected(b)) {
            for (int i = 0; i < m; i++) {
                saved[i] = value[work[i]];
                value[work[i]] = 0;
            }
            nodes = 0;
            if (number(0, m)) {
                return true;
            }
            for (int i = 0; i < m; i++) {
                value[work[i]] = saved[i];
            }
        }
        if (!transfer) {
            relabel(y, a, b);
        }
        relabel(x, b, a);
        return false;
    }

    /** A random cell of region b orthogonally next to region a other than at x, or -1. */
    private int borderCell(int b, int a, int x) {
        int found = -1;
        int seenCount = 0;
        for (int i = 0; i < size[b]; i++) {
            int c = cells[b][i];
            for (int k = orth.start(c); k < orth.end(c); k++) {
                int d = orth.target(k);
                if (label[d] == a && (d != x || size[a] > 1) && random.nextInt(++seenCount) == 0) {
                    found = c;
                    break;
                }
            }
        }
        return found;
    }

    private void relabel(int c, int from, int to) {
        for (int i = 0; i < size[from]; i++) {
            if (cells[from][i] == c) {
                cells[from][i] = cells[from][--size[from]];
                break;
            }
        }
        cells[to][size[to]++] = c;
        label[c] = to;
    }

    /** Numbers work[i..m) so that each region holds 1..k and king-neighbours differ, or fails. */
    private boolean number(int i, int m) {
        if (i == m) {
            return true;
        }
        if (++nodes > NODE_LIMIT) {
            return false;
        }
        int c = work[i];
        int r = label[c];
        int k = size[r];
        int offset = random.nextInt(k);
        for (int t = 0; t < k; t++) {
            int v = 1 + (offset + t) % k;
            if (fits(c, r, v)) {
                value[c] = v;
                if (number(i + 1, m)) {
                    return true;
                }
                value[c] = 0;
            }
        }
        return false;
    }

    private boolean fits(int c, int r, int v) {
        for (int k = king.start(c); k < king.end(c); k++) {
            if (value[king.target(k)] == v) {
                return false;
            }
        }
        for (int i = 0; i < size[r]; i++) {
            if (value[cells[r][i]] == v) {
                return false;
            }
        }
        return true;
    }

    /** Whether region r is orthogonally connected (a flood from one of its cells). */
    private boolean connected(int r) {
        stamp++;
        int start = cells[r][0];
        int[] stack = stackSpace;
        int top = 0;
        stack[top++] = start;
        seen[start] = stamp;
        int reached = 1;
        while (top > 0) {
            int c = stack[--top];
            for (int k = orth.start(c); k < orth.end(c); k++) {
                int d = orth.target(k);
                if (label[d] == r && seen[d] != stamp) {
                    seen[d] = stamp;
                    stack[top++] = d;
                    reached++;
                }
            }
        }
        return reached == size[r];
    }
}
