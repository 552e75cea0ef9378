package org.gridpuzzle.domain.search;

/**
 * FESS's rules for feature cells as the draft states them, for a {@link BestFirstSearch} in a feature space: a state
 * joins its best ancestor's cell (a child no better than its parent's cell joins that cell rather than get time of
 * its own), and within a cell states are taken by the weight of their path alone (the moves no advisor suggested),
 * ties to the better features, not by moves or a bound.
 */
public interface CellRules {

    /** The cell of a child whose own feature is {@code own}, its parent standing in cell {@code parentCell}. */
    int cell(int parentCell, int own);

    /** The child's place among states of equal weight in a cell, 0..0xFFFF, less first. */
    int tie(int own);
}
