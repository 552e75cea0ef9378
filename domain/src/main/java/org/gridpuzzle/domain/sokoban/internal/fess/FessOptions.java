package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.Objects;

/**
 * The choices of a {@link FessEngine} run. {@link #paper()} is FESS as published; Festival's extras are named options.
 *
 * @param order how cells take turns
 * @param twoMovesFree Festival: a position with at most two moves gives its first (best) move weight 0, so forced
 *     sequences cost nothing
 * @param ancestorByScore Festival: a node's cell is the cell of the best-scored position on its path (its own or an
 *     ancestor's, by {@link FessGame#rank}) instead of the best cell by {@link FessGame#compareCells}; the two agree
 *     when the cell's features are the score's leading ones
 * @param maxNodes the most nodes the tree may hold (the roots included); the run stops before adding one more
 * @param retriesPerVisit the most moves one visit plays while they come back dead or known (each such move does not
 *     cost the cell its visit, but a cell full of them must not hold the search up unboundedly)
 */
public record FessOptions(CellOrder order, boolean twoMovesFree, boolean ancestorByScore, long maxNodes,
        int retriesPerVisit) {

    /** The retry bound of {@link #paper()}. */
    public static final int RETRIES = 256;

    public FessOptions {
        Objects.requireNonNull(order, "order");
        if (maxNodes < 1 || retriesPerVisit < 1) {
            throw new IllegalArgumentException("maxNodes and retriesPerVisit must be at least 1");
        }
    }

    /** FESS as published: cells in a cycle, no free moves, the best ancestor by cell, no node cap of its own. */
    public static FessOptions paper() {
        return new FessOptions(CellOrder.CYCLIC, false, false, Long.MAX_VALUE, RETRIES);
    }

    public FessOptions withOrder(CellOrder value) {
        return new FessOptions(value, twoMovesFree, ancestorByScore, maxNodes, retriesPerVisit);
    }

    public FessOptions withTwoMovesFree(boolean value) {
        return new FessOptions(order, value, ancestorByScore, maxNodes, retriesPerVisit);
    }

    public FessOptions withAncestorByScore(boolean value) {
        return new FessOptions(order, twoMovesFree, value, maxNodes, retriesPerVisit);
    }

    public FessOptions withMaxNodes(long value) {
        return new FessOptions(order, twoMovesFree, ancestorByScore, value, retriesPerVisit);
    }

    public FessOptions withRetriesPerVisit(int value) {
        return new FessOptions(order, twoMovesFree, ancestorByScore, maxNodes, value);
    }
}
