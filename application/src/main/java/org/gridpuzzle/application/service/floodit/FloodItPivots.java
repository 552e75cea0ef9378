package org.gridpuzzle.application.service.floodit;

import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.error.CellOutsideGridException;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.grid.Position;

/** The pivot: as given (checked to lie on the board) or the top-left cell. */
final class FloodItPivots {

    private FloodItPivots() {
    }

    static Position resolve(Board board, Position pivot, PuzzleSource source) {
        Position p = pivot == null ? Position.of(0, 0) : pivot;
        if (!board.shape().contains(p)) {
            throw new CellOutsideGridException(source.name(), CellOutsideGridException.Role.PIVOT, 0, p, board.shape());
        }
        return p;
    }
}

