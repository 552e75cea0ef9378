package org.gridpuzzle.domain.suguru;

import java.util.List;
import org.gridpuzzle.domain.grid.Position;

/**
 * One broken rule of a filled Suguru grid, with the cells involved.
 *
 * @param kind the rule broken
 * @param cells the cells involved (none for a grid of the wrong size)
 * @param message the violation in a sentence, for a person
 */
public record Violation(Kind kind, List<Position> cells, String message) {

    /** The rules a filled grid can break. */
    public enum Kind {
        /** The grid's shape is not the puzzle's. */
        WRONG_SIZE,
        /** A cell holds no value. */
        EMPTY_CELL,
        /** A cell holds a value outside 1..size of its region. */
        OUT_OF_RANGE,
        /** A value appears twice in one region. */
        REPEAT_IN_REGION,
        /** Two cells that touch, by an edge or a corner, hold the same value. */
        EQUAL_NEIGHBOURS,
        /** A cell holds another value than the one it was given. */
        CHANGED_GIVEN
    }

    /**
     * Copies the cells, so that a violation stays as it was made.
     *
     * @param kind the rule broken
     * @param cells the cells involved
     * @param message the violation in a sentence, for a person
     */
    public Violation {
        cells = List.copyOf(cells);
    }
}
