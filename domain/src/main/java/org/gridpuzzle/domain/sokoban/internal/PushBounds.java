package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.search.internal.BestFirstSearch;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * The search's bound: the cheapest assignment of boxes to distinct goals by lone-box push distances from the player's
 * side of each box ({@link SokobanRoom}), which is admissible. The parent's assignment is solved once per expansion and
 * each child's repaired from it (one box moved).
 */
final class PushBounds {

    private final PushState state;
    private final int boxCount;
    private final Assignment assignment;
    private final int[][] cost;
    private final int[][] childCost;
    private final int[] spareRow;
    /** The run's budget, looked at inside the full solves (null: none). */
    private Budget budget;

    PushBounds(PushState state) {
        this.state = state;
        this.boxCount = state.boxCount;
        this.assignment = new Assignment(boxCount);
        this.cost = new int[boxCount][boxCount];
        this.childCost = new int[boxCount][boxCount];
        this.spareRow = new int[boxCount];
    }

    /**
     * Looks at this budget inside each full solve from now on: with hundreds of boxes one takes a while.
     * {@link #ofParent}, {@link #keepParent} and {@link #fresh} then throw {@link StoppedException} when it runs out.
     */
    void within(Budget run) {
        this.budget = run;
    }

    /** The search's bound for an assignment's cost: {@link BestFirstSearch#DEAD_END} when some box has no goal. */
    static int bound(int assigned) {
        return assigned >= SokobanRoom.UNREACHABLE ? BestFirstSearch.DEAD_END : assigned;
    }

    /** The loaded state's assignment cost as the parent's (a box on a dead square has no finite distance). */
    int ofParent(SokobanRoom distances, int player) {
        fill(cost, distances, player);
        return assignment.solve(cost, SokobanRoom.UNREACHABLE, budget);
    }

    /** Fills the parent's costs for the state being expanded (before any child's bound). */
    void parent(SokobanRoom distances, int player) {
        fill(cost, distances, player);
    }

    /** Solves the parent's assignment and keeps it, for the children's repairs. */
    void keepParent() {
        assignment.keep(assignment.solve(cost, SokobanRoom.UNREACHABLE, budget), SokobanRoom.UNREACHABLE);
    }

    /** The loaded child's assignment cost from scratch (new walls: every box's distances change). */
    int fresh(SokobanRoom distances, int player) {
        fill(childCost, distances, player);
        return assignment.solve(childCost, SokobanRoom.UNREACHABLE, budget);
    }

    /** The loaded child's assignment cost, box i having moved to {@code to} with the player on its side {@code side}. */
    int moved(SokobanRoom now, int i, int to, int side) {
        int[] saved = cost[i];
        for (int j = 0; j < boxCount; j++) {
            spareRow[j] = now.pushDistanceFromSide(j, to, side);
        }
        cost[i] = spareRow;
        int h = assignment.solveChangedRow(cost, i, SokobanRoom.UNREACHABLE);
        cost[i] = saved;
        return h;
    }

    private void fill(int[][] into, SokobanRoom distances, int player) {
        for (int i = 0; i < boxCount; i++) {
            int box = state.boxList[i];
            int side = distances.side(box, player); // the same for every goal
            for (int j = 0; j < boxCount; j++) {
                into[i][j] = distances.pushDistanceOnSide(j, box, side);
            }
        }
    }
}
