package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.domain.floodit.Board;

/**
 * @param error an illegal move, or null
 * @param after the board after the legal moves, as board text
 * @param moves how many moves were played
 */
public record CheckFloodItResult(Board board, boolean flooded, String error, int coloursLeft, String after, int moves) {
}

