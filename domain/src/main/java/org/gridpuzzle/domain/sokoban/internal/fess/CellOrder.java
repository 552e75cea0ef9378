package org.gridpuzzle.domain.sokoban.internal.fess;

/** How {@link FessEngine} chooses the feature cell of each visit. Every order gives every non-empty cell turns. */
public enum CellOrder {
    /**
     * The paper's: round robin over the non-empty cells in the order they were made, a new cell at the end of the
     * round ([CoG] II.B).
     */
    CYCLIC,
    /** As {@link #CYCLIC}, but a cell made by a visit is visited next, and the round goes on from there. */
    NEW_FIRST,
    /**
     * Festival's: a new cell is visited next; otherwise even-numbered visits take the cell of the best living node
     * (by score) and odd-numbered ones the next cell of the round.
     */
    FESTIVAL
}
