package org.gridpuzzle.domain.planning;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.grid.internal.Graph;

/** The floor cells of a level numbered 0..size-1, their neighbours (no wrap at the edges) and their graph. */
public final class FloorMap {

    private final int rows;
    private final int cols;
    private final int[] cell;
    private final int[] index;
    private final int[][] next;
    private final Graph graph;

    public FloorMap(int rows, int cols, IntPredicate wall) {
        this.rows = rows;
        this.cols = cols;
        index = new int[rows * cols];
        Arrays.fill(index, -1);
        int count = 0;
        for (int c = 0; c < rows * cols; c++) {
            if (!wall.test(c)) {
                index[c] = count++;
            }
        }
        cell = new int[count];
        for (int c = 0; c < rows * cols; c++) {
            if (index[c] >= 0) {
                cell[index[c]] = c;
            }
        }
        next = new int[count][Direction.values().length];
        Graph.Builder b = Graph.builder(count);
        for (int i = 0; i < count; i++) {
            int r = cell[i] / cols;
            int k = cell[i] % cols;
            for (Direction d : Direction.values()) {
                int nr = r + d.dRow();
                int nk = k + d.dCol();
                boolean inside = nr >= 0 && nr < rows && nk >= 0 && nk < cols;
                next[i][d.ordinal()] = inside ? index[nr * cols + nk] : -1;
            }
            for (Direction d : new Direction[] {Direction.RIGHT, Direction.DOWN}) {
                int j = next[i][d.ordinal()];
                if (j >= 0) {
                    b.addEdge(i, j);
                }
            }
        }
        graph = b.build();
    }

    public int size() {
        return cell.length;
    }

    /** The grid cell of floor index i. */
    public int cell(int i) {
        return cell[i];
    }

    /** The floor index of a grid cell, or -1 for a wall. */
    public int index(int gridCell) {
        return gridCell >= 0 && gridCell < index.length ? index[gridCell] : -1;
    }

    /** The floor neighbour of i in direction d, or -1. */
    public int next(int i, Direction d) {
        return next[i][d.ordinal()];
    }

    /** Every push: the agent behind a cell moves towards it and whatever is on it goes one cell further, all on floor. */
    public List<PlanAction> pushes() {
        List<PlanAction> out = new ArrayList<>();
        for (int c = 0; c < size(); c++) {
            for (Direction d : Direction.values()) {
                int p = next(c, d.opposite());
                int u = next(c, d);
                if (p >= 0 && u >= 0) {
                    out.add(new PlanAction(PlanAction.Kind.PUSH, p, c, u, d));
                }
            }
        }
        return out;
    }

    public Graph graph() {
        return graph;
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }
}
