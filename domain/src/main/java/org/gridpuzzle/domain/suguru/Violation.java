package org.gridpuzzle.domain.suguru;

import java.util.List;
import org.gridpuzzle.domain.grid.Position;

/** One broken rule of a filled Suguru grid, with the cells involved. */
public record Violation(Kind kind, List<Position> cells, String message) {

    public enum Kind {
        WRONG_SIZE, EMPTY_CELL, OUT_OF_RANGE, REPEAT_IN_REGION, EQUAL_NEIGHBOURS, CHANGED_GIVEN
    }

    public Violation {
        cells = List.copyOf(cells);
    }
}
