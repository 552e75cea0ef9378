package org.gridpuzzle.domain.floodit;

/** Why a Flood-It algorithm was chosen for a board. */
public enum ChoiceReason {
    /** The board is one row or one column. */
    SINGLE_LINE,
    /** The board has two colours. */
    TWO_COLOURS,
    /** The board has two rows. */
    TWO_ROWS,
    /** The board has two columns. */
    TWO_COLUMNS,
    /** No shape the special algorithms cover. */
    GENERAL,
    /** The caller asked for this exact algorithm. */
    FORCED,
    /** The caller asked for a heuristic. */
    HEURISTIC,
    /**
     * The caller asked for a heuristic, on a board beyond the beam's reach
     * ({@code AlgorithmChoice.FIXED_BEAM_COMPONENTS} components).
     */
    LARGE_BOARD
}
