package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.domain.floodit.Board;

/**
 * @param error an illegal move, or null
 * @param after the board after the legal moves
 * @param afterText the same as board text
 * @param moves how many moves were played
 * @param afterBounds the bounds of the position reached (at the pivot)
 */
public record CheckFloodItResult(Board board, boolean flooded, String error, int coloursLeft, Board after,
        String afterText, int moves, BoundFloodItResult afterBounds) {
}

