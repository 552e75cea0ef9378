package org.gridpuzzle.domain.search;

/**
 * FESS's rules for feature cells as the draft states them, for a {@link BestFirstSearch} in a feature space: a state
 * joins its best ancestor's cell (a child no better than its parent's cell joins that cell rather than get time of
 * its own), and within a cell states are taken by the weight of their path alone (the moves no advisor suggested),
 * ties to the better features, not by moves or a bound. The default methods are the search's choices where the
 * texts leave room or where ours departs from them, each measured by node counts (docs/planning.md).
 */
public interface CellRules {

    /** The cell of a child whose own feature is {@code own}, its parent standing in cell {@code parentCell}. */
    int cell(int parentCell, int own);

    /** The child's place among states of equal weight in a cell, 0..0xFFFF, less first. */
    int tie(int own);

    /**
     * Whether a child waits in its parent's cell until it is taken, as FESS's pending move does, and only its own
     * children go to its best-ancestor cell; else it waits in that cell at once.
     */
    default boolean childrenInParentCell() {
        return false;
    }

    /**
     * Whether states of equal weight in a cell are ordered by the tie the game gives with each child
     * ({@link BestFirstSearch#add(long[], int, long, int, int, int, int, int, int, int[], long)}, up to 47 bits) rather
     * than by {@link #tie}.
     */
    default boolean fullTie() {
        return false;
    }

    /** Whether a new cell is visited next, before the cycle goes on (Festival's rule). */
    default boolean newCellFirst() {
        return false;
    }

    /**
     * Whether a state's weight is that of its lightest route met so far: a child already open, reached again by a
     * move that makes its path lighter (advised where the first was not, or from a lighter parent), takes that route
     * (its parent, its weight, its cell), whatever the pushes; else only a route of fewer pushes changes it.
     */
    default boolean lightestRoutes() {
        return false;
    }

    /**
     * Whether an advisor picks, among the children that gain on its feature, the one first in the cell's order (its
     * tie) rather than the one that gains most (ties to the lower bound).
     */
    default boolean adviseByOrder() {
        return false;
    }

}
