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

    /**
     * Numbers the floor cells of a grid row by row and links each to its floor neighbours.
     *
     * @param rows the grid's rows
     * @param cols the grid's columns
     * @param wall whether a grid cell (row * cols + column) is a wall
     */
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

    /**
     * The number of floor cells.
     *
     * @return the floor cells, the floor indices being 0 to this minus 1
     */
    public int size() {
        return cell.length;
    }

    /**
     * The grid cell of floor index i.
     *
     * @param i a floor index, 0 to {@link #size()} - 1
     * @return the grid cell, row * cols + column
     */
    public int cell(int i) {
        return cell[i];
    }

    /**
     * The floor index of a grid cell, or -1 for a wall.
     *
     * @param gridCell a grid cell, row * cols + column
     * @return its floor index, or -1 for a wall or a cell outside the grid
     */
    public int index(int gridCell) {
        return gridCell >= 0 && gridCell < index.length ? index[gridCell] : -1;
    }

    /**
     * The floor neighbour of i in direction d, or -1.
     *
     * @param i a floor index
     * @param d the direction
     * @return the neighbour's floor index, or -1 for a wall or the grid's edge
     */
    public int next(int i, Direction d) {
        return next[i][d.ordinal()];
    }

    /**
     * Every push: the agent behind a cell moves towards it and whatever is on it goes one cell further, all on floor.
     *
     * @return the {@link PlanAction.Kind#PUSH} actions, a new list
     */
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

    /**
     * The floor as a graph: the floor indices are its vertices, each joined to its floor neighbours.
     *
     * @return the graph
     */
    public Graph graph() {
        return graph;
    }

    /**
     * The grid's rows.
     *
     * @return the rows, walls included
     */
    public int rows() {
        return rows;
    }

    /**
     * The grid's columns.
     *
     * @return the columns, walls included
     */
    public int cols() {
        return cols;
    }
}
